"""Save as...: the name of a rule set of the player's own, asked in a small dialog."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from canasta.persistence.custom_rules import TITLE_MAX_LENGTH, title_problem
from canasta.ui.scene import Context

from .base import CloseCallback, Dialog
from .widgets import Column, line_height, paragraph, paragraph_height

ASK = "Save these rules as a rule set of your own: New Game lists it after the rule sets of the game."
REPLACES = "A rule set of yours with the same name is replaced."
ERROR_LINES = 2  # room for why a name is refused


class RuleSetNameDialog(Dialog):
    """The result is the name typed (a usable one: refused names stay in the dialog with
    the reason), or None when cancelled."""

    title = "Save the Rules As"

    def __init__(self, context: Context, suggested: str = "", on_close: CloseCallback | None = None):
        super().__init__(context, on_close)
        self.text = suggested
        self.error = ""
        self.entry: UITextEntryLine | None = None

    def _text_width(self) -> int:
        return min(round(self.size[0] * 0.9), self.metrics.px(520)) - 2 * self.metrics.margin - 2

    def window_size(self) -> tuple[int, int]:
        m = self.metrics
        width = self._text_width()
        body = (paragraph_height(self.manager, m, width, ASK) + m.gap + m.row + m.gap
                + paragraph_height(self.manager, m, width, REPLACES, "note") + m.gap
                + ERROR_LINES * line_height(m, "note") + m.gap + m.row)
        return min(round(self.size[0] * 0.9), m.px(520)), self.outer_height(body)

    def build(self, body: pygame.Rect) -> None:
        m, manager, window = self.metrics, self.manager, self.window
        column = Column(body, m.gap)
        paragraph(manager, window, m, column.take(paragraph_height(manager, m, body.width, ASK)), ASK)
        self.entry = UITextEntryLine(column.take(m.row), manager, container=window)
        self.entry.set_text_length_limit(TITLE_MAX_LENGTH)
        self.entry.set_text(self.text)  # so the cursor stands after it, where typing goes on
        self.entry.focus()
        paragraph(manager, window, m, column.take(paragraph_height(manager, m, body.width, REPLACES, "note")),
                  REPLACES, "note", role="note")
        paragraph(manager, window, m, column.take(ERROR_LINES * line_height(m, "note")), self.error, "error",
                  role="note")
        self.button_row(column, [("Save", self.accept), ("Cancel", self.cancel)], primary=0)

    def read_widgets(self) -> None:
        if self.entry is not None:
            self.text = self.entry.get_text()

    def accept(self) -> None:
        self.read_widgets()
        problem = title_problem(self.text)
        if problem:
            self.error = problem
            self.rebuild()
            return
        self.finish(self.text.strip())
