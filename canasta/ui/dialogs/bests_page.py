"""The Personal bests page of the High Scores dialog: for one rule set and number of
players, each person's games won, best hand and best game won, with their dates."""

from __future__ import annotations

import datetime

import pygame
import pygame_gui
from pygame_gui.elements import UIPanel

from babel.dates import format_date

from canasta.language import N_, _, babel_locale, language, ngettext
from canasta.persistence.personal_bests import PEOPLE_LIMIT, PersonalBest, Result

from .metrics import Metrics
from .scoring import points_text
from .widgets import Column, Container, label, line_height, split_row, style

BESTS_RULE = N_("Every game with a person at the table counts here, each person under their own name: "
                "their side's best hand, their best game won, and the games they won of those played.")
HEADINGS = (N_("Name"), N_("Games won"), N_("Best hand"), N_("Best game"))


def date_words(date: datetime.date) -> str:
    """"4 Dec 2026", the month as the player's language shortens it."""
    return str(format_date(date, "d MMM y", locale=babel_locale()))


def players_words(players: int) -> str:
    return ngettext("{count} player", "{count} players", players).format(count=players)


def empty_words(title: str, players: int) -> str:
    return _("No hands finished yet with {rules} and {players}.").format(rules=title, players=players_words(players))


def won_words(person: PersonalBest) -> str:
    return _("{won} of {played}").format(won=person.games_won, played=person.games_played)


def result_words(result: Result | None) -> tuple[str, str]:
    """A best as its score and its date; a dash and nothing before there is one."""
    return ("–", "") if result is None else (points_text(result.score), date_words(result.date))


Widths = tuple[int, int, int]


def _columns(metrics: Metrics, rect: pygame.Rect, widths: Widths) -> list[pygame.Rect]:
    """Name, games won, and for the best hand and the best game its score and its date
    (`widths`: of the games won, a score and a date; the name has the rest)."""
    won, score, date = widths
    return split_row(rect, [None, won, score, date, score, date], metrics.gap)


def _widths(manager: pygame_gui.UIManager, metrics: Metrics, people: list[PersonalBest]) -> Widths:
    """How wide the games won, the scores and the dates must be for their heading and what
    is shown, in the language spoken (5.000 in German is wider than 5000), so that the
    names have the rest."""
    m = metrics
    won = max(m.px(90), m.text_width(manager, _(HEADINGS[1]), "note") + m.px(6))
    results = [result_words(result) for person in people for result in (person.best_hand, person.best_game)]
    score = max([m.px(75)] + [m.text_width(manager, text, bold=True) + m.px(6) for text, _ in results])
    date = max([m.px(60)] + [m.text_width(manager, text, "note") + m.px(6) for _, text in results])
    return won, score, date


def _headings(metrics: Metrics, rect: pygame.Rect, widths: Widths) -> list[pygame.Rect]:
    """The columns under one heading each: a best's heading spans its score and its date."""
    name, won, hand, hand_date, game, game_date = _columns(metrics, rect, widths)
    return [name, won, hand.union(hand_date), game.union(game_date)]


def bests_table_height(metrics: Metrics) -> int:
    return line_height(metrics, "note") + metrics.px(6) + PEOPLE_LIMIT * metrics.px(30)


def build_bests_table(manager: pygame_gui.UIManager, window: Container, metrics: Metrics, column: Column,
                      people: list[PersonalBest]) -> None:
    """The heading and ten striped rows, the best first (in bold)."""
    m = metrics
    widths = _widths(manager, m, people[:PEOPLE_LIMIT])
    heading = column.take(line_height(m, "note"), gap=m.px(6)).inflate(-m.px(16), 0)
    for rect, text in zip(_headings(m, heading, widths), HEADINGS):
        label(manager, window, rect, _(text), "note")
    for row in range(PEOPLE_LIMIT):
        rect = column.take(m.px(30), gap=0)
        if row % 2 == 0:
            UIPanel(rect, manager=manager, container=window, object_id=style("stripe"))
        if row >= len(people):
            continue
        person, first = people[row], row == 0
        hand, hand_date = result_words(person.best_hand)
        game, game_date = result_words(person.best_game)
        cells = _columns(m, rect.inflate(-m.px(16), 0), widths)
        for cell, text, style_class in zip(cells, (person.name, won_words(person), hand, hand_date, game, game_date),
                                           ("strong" if first else None, None, "strong" if first else None, "note",
                                            "strong" if first else None, "note")):
            if text:
                label(manager, window, cell, text, style_class)
