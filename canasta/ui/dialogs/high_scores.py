"""High Scores, on two pages. Against one computer: the top ten hands for each computer
level and rule set, with the player's statistics against that level. Personal bests:
every game with a person at the table, for each rule set and number of players. Each
table has a Clear button (after a question)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UIPanel

from canasta.language import N_, _, error_words, ngettext, render, ruleset_text
from canasta.persistence.custom_rules import custom_sets
from canasta.persistence.errors import PersistenceError
from canasta.persistence.highscores import TABLE_SIZE, HighScores
from canasta.persistence.personal_bests import PersonalBests
from canasta.persistence.statistics import Statistics, Tally
from canasta.persistence.validation import COMPUTER_LEVELS
from canasta.ui.scene import Context
from canasta.variants.registry import available_presets, load_preset

from .base import CloseCallback, Dialog
from .bests_page import BESTS_RULE, bests_table_height, build_bests_table, date_words, empty_words, players_words
from .customize import LEVEL_LABELS, said
from .message import MessageDialog, QuestionDialog
from .scoring import points_text
from .widgets import Choice, Column, label, line_height, split_row, style

LEVELS, BESTS = "levels", "bests"
PAGES = [(LEVELS, N_("Against one computer")), (BESTS, N_("Personal bests"))]
CLEAR, KEEP = "clear", "keep"
LEVELS_RULE = N_("Only games of one player against one computer count in this table, as in Canasta for Windows.")
EXPLANATION = N_("A score is the difference between your points and the computer's in one hand, "
                 "so keep the computer's points down too.")
NO_SCORES = N_("No scores yet for this level and rule set. Games of more players, or of people "
               "together, count in the personal bests.")
CLEAR_LEVEL = {
    "beginner": N_("Delete every entry of the beginner table for {rules}? This cannot be undone."),
    "advanced": N_("Delete every entry of the advanced table for {rules}? This cannot be undone."),
    "expert": N_("Delete every entry of the expert table for {rules}? This cannot be undone."),
}
HEADINGS = (N_("Rank"), N_("Name"), N_("Date"), N_("Score"))
NOTE_LINES = 5

__all__ = ["HighScoresDialog", "date_words", "tally_words"]


def _share(won: int, played: int) -> str:
    if not played:
        return _("none won")
    return _("{won} won ({percent}%)").format(won=won, percent=round(100 * won / played))


def tally_words(tally: Tally) -> str:
    """The statistics of one level and rule set in a sentence."""
    if tally.games_played == 0 and tally.hands_played == 0:
        return _("Your record: no hands played yet at this level with these rules.")
    games = ngettext("{count} game", "{count} games", tally.games_played).format(count=tally.games_played)
    hands = ngettext("{count} hand", "{count} hands", tally.hands_played).format(count=tally.hands_played)
    parts = [_("Your record: {games}, {won}").format(games=games, won=_share(tally.games_won, tally.games_played)),
             f"{hands}, {_share(tally.hands_won, tally.hands_played)}"]
    if tally.best_hand is not None:
        parts.append(_("best hand {score}").format(score=points_text(tally.best_hand)))
    parts.append(_("longest winning streak {count}").format(count=tally.longest_streak))
    return "; ".join(parts) + "."


class HighScoresDialog(Dialog):
    """Shows `store` (a `HighScores`) and `bests` (the `PersonalBests`); opens on `page`,
    at `level`, `preset` and `players` (the game's, say). The result is None."""

    def __init__(self, context: Context, store: HighScores, on_close: CloseCallback | None = None, *,
                 level: str = COMPUTER_LEVELS[0], preset: str | None = None, statistics: Statistics | None = None,
                 bests: PersonalBests | None = None, players: int = 2, page: str = LEVELS):
        super().__init__(context, on_close)
        self.title = _("High Scores")
        self.store = store
        self.statistics = statistics
        self.bests = bests if bests is not None else PersonalBests()
        # The presets, then the player's own rule sets that can be played: each has its tables.
        rule_sets = [(name, load_preset(name)) for name in available_presets()]
        rule_sets += [(entry.key, entry.rules) for entry in custom_sets() if entry.rules is not None]
        self.titles = [(ruleset_text(rules.title), key) for key, rules in rule_sets]
        self.seat_counts = {key: (rules.players, tuple(rules.player_counts)) for key, rules in rule_sets}
        self.presets = [key for _, key in self.titles]
        self.page = page if page in (LEVELS, BESTS) else LEVELS
        self.level = level if level in COMPUTER_LEVELS else COMPUTER_LEVELS[0]
        self.preset = preset if preset in self.presets else self.presets[0]
        self.players = players
        self.players = self._seat_choice()
        self.notice = " ".join(render(message) for message in store.take_messages()
                               + (statistics.take_messages() if statistics else []) + self.bests.take_messages())

    def window_size(self) -> tuple[int, int]:
        m = self.metrics
        table = max(line_height(m, "note") + m.px(6) + TABLE_SIZE * m.px(30), bests_table_height(m))
        body = 2 * (m.row + m.gap) + table + m.gap + NOTE_LINES * line_height(m, "note") + m.gap + m.row
        # (As wide as a longer language's names and numbers need, within the screen.)
        return min(round(self.size[0] * 0.9), m.px(1040)), self.outer_height(body)

    def build(self, body: pygame.Rect) -> None:
        m = self.metrics
        column = Column(body, m.gap)
        self.choice(column.take(m.row), said(PAGES), self.page, on_change=self._choose_page)
        counts = self._player_counts()
        # Room for each number of players a rule set is played with (up to five: 2 to 6),
        # and for the words of each choice in the language spoken.
        options = said(LEVEL_LABELS) if self.page == LEVELS else [(players, players_words(players)) for players in counts]
        needs = sum(Choice.text_width(m, self.manager, text) for _, text in options) + m.px(2) * (len(options) - 1)
        wide = max(m.px(360 if self.page == LEVELS else max(360, 90 * len(counts))), needs)
        choice_rect, preset_rect = split_row(column.take(m.row), [min(wide, body.width * 2 // 3), None], m.px(24))
        on_change = self._choose_level if self.page == LEVELS else self._choose_players
        self.choice(choice_rect, options, self.level if self.page == LEVELS else self.players, on_change=on_change)
        chosen = next(option for option in self.titles if option[1] == self.preset)
        menu = UIDropDownMenu(self.titles, chosen, preset_rect, self.manager, container=self.window)
        self.listen(menu, pygame_gui.UI_DROP_DOWN_MENU_CHANGED, lambda event: self._choose_preset(event.selected_option_id))
        shown = self._build_levels(column) if self.page == LEVELS else self._build_bests(column)
        clear = self.button(pygame.Rect(body.x, body.bottom - m.row, m.button_width, m.row), _("Clear…"),
                            self._ask_clear)
        if not shown:
            clear.disable()
        self.button_row(column, [(_("Close"), self.cancel)], primary=0)

    def _build_levels(self, column: Column) -> bool:
        """The top ten of the level and rule set, and the notes under it; whether it has entries."""
        m, manager, window = self.metrics, self.manager, self.window
        widths = [max(m.px(50), m.text_width(manager, _(HEADINGS[0]), "note") + m.px(6)), None, m.px(140), m.px(110)]
        heading = split_row(column.take(line_height(m, "note"), gap=m.px(6)).inflate(-m.px(16), 0), widths, m.gap)
        for rect, text, style_class in zip(heading, HEADINGS, ("note_number", "note", "note", "note_number")):
            label(manager, window, rect, _(text), style_class)
        entries = self.store.table(self.level, self.preset)
        for rank in range(1, TABLE_SIZE + 1):
            rect = column.take(m.px(30), gap=0)
            if rank % 2:
                UIPanel(rect, manager=manager, container=window, object_id=style("stripe"))
            cells = split_row(rect.inflate(-m.px(16), 0), widths, m.gap)
            label(manager, window, cells[0], f"{rank}.", "note_number")
            if rank <= len(entries):
                entry = entries[rank - 1]
                label(manager, window, cells[1], entry.name, "strong" if rank == 1 else None)
                label(manager, window, cells[2], date_words(entry.date))
                label(manager, window, cells[3], points_text(entry.difference),
                      "strong_number" if rank == 1 else "number")
        notes = [(_(LEVELS_RULE), 1), (self.notice or _(EXPLANATION if entries else NO_SCORES), 2)]
        if self.statistics is not None:
            try:
                notes.append((tally_words(self.statistics.get(self.level, self.preset)), 2))
            except PersistenceError as error:
                notes.append((str(error), 2))
        self._notes(column, notes)
        return bool(entries)

    def _build_bests(self, column: Column) -> bool:
        """The personal bests of the rule set and number of players, and the notes under
        them; whether there are any."""
        people = self.bests.table(self.preset, self.players)
        build_bests_table(self.manager, self.window, self.metrics, column, people)
        notes = [(_(BESTS_RULE), 2)]
        if self.notice or not people:
            notes.append((self.notice or empty_words(self._title(), self.players), 2))
        self._notes(column, notes)
        return bool(people)

    def _notes(self, column: Column, notes: list[tuple[str, int]]) -> None:
        """Below the table, each text in at most its number of lines."""
        m = self.metrics
        column.skip(m.gap)
        for text, most in notes:
            for line in m.wrap(self.manager, text, column.rect.width, "note")[:most]:
                label(self.manager, self.window, column.take(line_height(m, "note"), gap=0), line, "note")

    def accept(self) -> None:
        self.finish(None)

    def _title(self) -> str:
        return next(title for title, key in self.titles if key == self.preset)

    def _player_counts(self) -> list[int]:
        """The numbers of players the rule set is played with, and any its bests were kept for."""
        _, counts = self.seat_counts[self.preset]
        return sorted(set(counts) | set(self.bests.player_counts(self.preset)))

    def _seat_choice(self) -> int:
        """The number of players chosen, kept when the rule set has it, else its usual one."""
        counts = self._player_counts()
        usual, _ = self.seat_counts[self.preset]
        if self.players in counts:
            return self.players
        return usual if usual in counts else counts[0]

    def _choose_page(self, page: str) -> None:
        self.page = page
        self.rebuild()

    def _choose_level(self, level: str) -> None:
        self.level = level
        self.rebuild()

    def _choose_players(self, players: int) -> None:
        self.players = players
        self.rebuild()

    def _choose_preset(self, preset: str) -> None:
        self.preset = preset
        self.players = self._seat_choice()
        self.rebuild()

    def _ask_clear(self) -> None:
        if self.page == LEVELS:
            question = _(CLEAR_LEVEL[self.level]).format(rules=self._title())
            title = _("Clear the high scores")
        else:
            question = _("Delete the personal bests of {rules} for {players}? This cannot be undone.").format(
                rules=self._title(), players=players_words(self.players))
            title = _("Clear the personal bests")
        self.context.stack.push(QuestionDialog(self.context, title, question,
                                               [(CLEAR, _("Clear")), (KEEP, _("Keep them"))], self._clear_answered,
                                               default=KEEP))

    def _clear_answered(self, answer: str | None) -> None:
        if answer != CLEAR:
            return
        problem = None
        try:
            if self.page == LEVELS:
                self.store.clear(self.level, self.preset)
            else:
                self.bests.clear(self.preset, self.players)
        except PersistenceError as error:
            problem = error_words(error)
        self.notice = " ".join(render(message) for message in self.store.take_messages() + self.bests.take_messages())
        self.rebuild()
        if problem:
            title = _("High scores not cleared") if self.page == LEVELS else _("Personal bests not cleared")
            self.context.stack.push(MessageDialog(self.context, title, problem))
