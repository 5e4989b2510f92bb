"""High Scores: the top ten hands for each computer level and rule set, with a Clear
button per table (after a question), and the player's statistics against that level."""

from __future__ import annotations

import datetime

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UIPanel

from canasta.persistence.custom_rules import custom_sets
from canasta.persistence.errors import PersistenceError
from canasta.persistence.highscores import TABLE_SIZE, HighScores
from canasta.persistence.statistics import Statistics, Tally
from canasta.persistence.validation import COMPUTER_LEVELS
from canasta.ui.scene import Context
from canasta.variants.registry import available_presets, load_preset

from .base import CloseCallback, Dialog
from .message import MessageDialog, QuestionDialog
from .widgets import Column, label, line_height, split_row, style

LEVEL_LABELS = [(level, level.capitalize()) for level in COMPUTER_LEVELS]
CLEAR, KEEP = "clear", "keep"
EXPLANATION = ("A score is the difference between your points and the computer's in one hand, "
               "so keep the computer's points down too.")


def date_words(date: datetime.date) -> str:
    return f"{date.day} {date.strftime('%b')} {date.year}"


def _count(number: int, word: str) -> str:
    return f"{number} {word}" + ("" if number == 1 else "s")


def _share(won: int, played: int) -> str:
    return f"{won} won ({round(100 * won / played)}%)" if played else "none won"


def tally_words(tally: Tally) -> str:
    """The statistics of one level and rule set in a sentence."""
    if tally.games_played == 0 and tally.hands_played == 0:
        return "Your record: no hands played yet at this level with these rules."
    parts = [f"Your record: {_count(tally.games_played, 'game')}, {_share(tally.games_won, tally.games_played)}",
             f"{_count(tally.hands_played, 'hand')}, {_share(tally.hands_won, tally.hands_played)}"]
    if tally.best_hand is not None:
        parts.append(f"best hand {tally.best_hand}")
    parts.append(f"longest winning streak {tally.longest_streak}")
    return "; ".join(parts) + "."


class HighScoresDialog(Dialog):
    """Shows `store` (a `HighScores`); opens on `level` and `preset` (the game's, say).
    The result is None."""

    title = "High Scores"

    def __init__(self, context: Context, store: HighScores, on_close: CloseCallback | None = None, *,
                 level: str = COMPUTER_LEVELS[0], preset: str | None = None, statistics: Statistics | None = None):
        super().__init__(context, on_close)
        self.store = store
        self.statistics = statistics
        # The presets, then the player's own rule sets that can be played: each has its tables.
        self.titles = [(load_preset(name).title, name) for name in available_presets()]
        self.titles += [(entry.title, entry.key) for entry in custom_sets()
                        if entry.rules is not None]
        self.presets = [key for _, key in self.titles]
        self.level = level if level in COMPUTER_LEVELS else COMPUTER_LEVELS[0]
        self.preset = preset if preset in self.presets else self.presets[0]
        self.notice = " ".join(store.take_messages() + (statistics.take_messages() if statistics else []))

    def window_size(self) -> tuple[int, int]:
        m = self.metrics
        body = (m.row + m.gap + line_height(m, "note") + m.px(6) + TABLE_SIZE * m.px(30) + m.gap
                + 4 * line_height(m, "note") + m.gap + m.row)
        return min(round(self.size[0] * 0.9), m.px(760)), self.outer_height(body)

    def build(self, body: pygame.Rect) -> None:
        m, manager, window = self.metrics, self.manager, self.window
        column = Column(body, m.gap)
        level_rect, preset_rect = split_row(column.take(m.row), [m.px(360), None], m.px(24))
        self.choice(level_rect, LEVEL_LABELS, self.level, on_change=self._choose_level)
        chosen = next(option for option in self.titles if option[1] == self.preset)
        menu = UIDropDownMenu(self.titles, chosen, preset_rect, manager, container=window)
        self.listen(menu, pygame_gui.UI_DROP_DOWN_MENU_CHANGED, lambda event: self._choose_preset(event.selected_option_id))

        widths = [m.px(50), None, m.px(140), m.px(110)]
        heading = split_row(column.take(line_height(m, "note"), gap=m.px(6)).inflate(-m.px(16), 0), widths, m.gap)
        for rect, text, style_class in zip(heading, ("Rank", "Name", "Date", "Score"),
                                           ("note_number", "note", "note", "note_number")):
            label(manager, window, rect, text, style_class)
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
                label(manager, window, cells[3], str(entry.difference), "strong_number" if rank == 1 else "number")
        column.skip(m.gap)
        note = self.notice or (EXPLANATION if entries else "No scores yet for this level and rule set.")
        for line in m.wrap(manager, note, body.width, "note")[:2]:
            label(manager, window, column.take(line_height(m, "note"), gap=0), line, "note")
        if self.statistics is not None:
            try:
                record = tally_words(self.statistics.get(self.level, self.preset))
            except PersistenceError as error:
                record = str(error)
            for line in m.wrap(manager, record, body.width, "note")[:2]:
                label(manager, window, column.take(line_height(m, "note"), gap=0), line, "note")
        clear = self.button(pygame.Rect(body.x, body.bottom - m.row, m.button_width, m.row), "Clear…", self._ask_clear)
        if not entries:
            clear.disable()
        self.button_row(column, [("Close", self.cancel)], primary=0)

    def accept(self) -> None:
        self.finish(None)

    def _choose_level(self, level: str) -> None:
        self.level = level
        self.rebuild()

    def _choose_preset(self, preset: str) -> None:
        self.preset = preset
        self.rebuild()

    def _ask_clear(self) -> None:
        question = (f"Delete every entry of the {self.level} table for {load_preset(self.preset).title}? "
                    "This cannot be undone.")
        self.context.stack.push(QuestionDialog(self.context, "Clear the high scores", question,
                                               [(CLEAR, "Clear"), (KEEP, "Keep them")], self._clear_answered,
                                               default=KEEP))

    def _clear_answered(self, answer: str | None) -> None:
        if answer != CLEAR:
            return
        problem = None
        try:
            self.store.clear(self.level, self.preset)
        except PersistenceError as error:
            problem = str(error)
        self.notice = " ".join(self.store.take_messages())
        self.rebuild()
        if problem:
            self.context.stack.push(MessageDialog(self.context, "High scores not cleared", problem))
