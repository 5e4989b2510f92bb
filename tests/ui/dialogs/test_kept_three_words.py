"""Modern American's kept three in New Game's summary and in Help: one sentence, the
same in both, saying why one three stays in the hand and the click that lays it out;
rule sets that keep no three say nothing of it."""

from __future__ import annotations

import html

import pygame

from canasta.ui.dialogs import NewGameDialog
from canasta.ui.dialogs.help_american import kept_three_words
from canasta.ui.dialogs.help_text import topic_html
from canasta.ui.dialogs.setup import GameSetup, SeatSetup
from canasta.variants import load_preset

from .conftest import Driver

AMERICAN = load_preset("modern_american")


def test_the_sentence_names_the_straight_and_the_click() -> None:
    assert kept_three_words(AMERICAN) == (
        "While your side has not melded, one three stays in your hand (a purple dot marks it), as a Straight needs "
        "one: click it in your turn to lay it out; once your side melds it is laid out for you.")
    assert kept_three_words(load_preset("classic")) is None
    assert kept_three_words(AMERICAN.replace({"special_hands": "none"})) is None, "no Straight, no three kept"


def test_new_game_says_it_for_modern_american_and_not_for_classic_canasta() -> None:
    driver = Driver((1024, 640))
    seats = [SeatSetup("Player"), SeatSetup("North", "computer"), SeatSetup("East", "computer"),
             SeatSetup("West", "computer")]
    shown = {}
    for preset in ("modern_american", "classic"):
        dialog = NewGameDialog(driver.context, GameSetup(preset, seats))
        driver.context.stack.push(dialog)
        driver.manager.update(0.05)
        driver.draw()
        shown[preset] = " ".join(" ".join(driver.labels()).split())
        assert pygame.Rect((0, 0), driver.context.size).contains(dialog.window.rect), preset
        driver.context.stack.pop()
    assert kept_three_words(AMERICAN) in shown["modern_american"]
    assert "stays in your hand" not in shown["classic"]


def test_help_says_it_where_the_rule_set_is_described_and_in_how_to_play() -> None:
    sentence = kept_three_words(AMERICAN)
    for topic in ("rules", "howto"):
        assert sentence in html.unescape(topic_html(topic, AMERICAN, 20)), topic
        assert "stays in your hand" not in html.unescape(topic_html(topic, load_preset("classic"), 20)), topic
