"""Save as...: the name of a rule set of the player's own, asked in a small dialog."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UITextEntryLine

from canasta.language import N_ruleset, ruleset_text
from canasta.persistence.custom_rules import TITLE_MAX_LENGTH, title_problem
from canasta.ui.scene import Context

from .base import CloseCallback, Dialog
from .widgets import Column, line_height, paragraph, paragraph_height

ASK = N_ruleset("Save these rules as a rule set of your own: New Game lists it after the rule sets of the game.")
REPLACES = N_ruleset("A rule set of yours with the same name is replaced.")
ERROR_LINES = 2  # room for why a name is refused
# Why a name is refused (persistence.custom_rules.title_problem), in the player's language;
# another reason is shown as it is.
TITLE_PROBLEMS = {
    "Give the rule set a name.": N_ruleset("Give the rule set a name."),
    f"The name is too long: at most {TITLE_MAX_LENGTH} letters.":
        N_ruleset("The name is too long: at most {length} letters."),
    "The name needs at least one letter or digit.": N_ruleset("The name needs at least one letter or digit."),
}


def problem_words(problem: str) -> str:
    """Why a name is refused, in the player's language where the reason is a known one."""
    sentence = TITLE_PROBLEMS.get(problem)
    return ruleset_text(sentence).format(length=TITLE_MAX_LENGTH) if sentence is not None else problem


class RuleSetNameDialog(Dialog):
    """The result is the name typed (a usable one: refused names stay in the dialog with
    the reason), or None when cancelled."""

    @property
    def title(self) -> str:  # type: ignore[override]
        return ruleset_text("Save the Rules As")

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
        body = (paragraph_height(self.manager, m, width, ruleset_text(ASK)) + m.gap + m.row + m.gap
                + paragraph_height(self.manager, m, width, ruleset_text(REPLACES), "note") + m.gap
                + ERROR_LINES * line_height(m, "note") + m.gap + m.row)
        return min(round(self.size[0] * 0.9), m.px(520)), self.outer_height(body)

    def build(self, body: pygame.Rect) -> None:
        m, manager, window = self.metrics, self.manager, self.window
        column = Column(body, m.gap)
        ask, replaces = ruleset_text(ASK), ruleset_text(REPLACES)
        paragraph(manager, window, m, column.take(paragraph_height(manager, m, body.width, ask)), ask)
        self.entry = UITextEntryLine(column.take(m.row), manager, container=window)
        self.entry.set_text_length_limit(TITLE_MAX_LENGTH)
        self.entry.set_text(self.text)  # so the cursor stands after it, where typing goes on
        self.entry.focus()
        paragraph(manager, window, m, column.take(paragraph_height(manager, m, body.width, replaces, "note")),
                  replaces, "note", role="note")
        paragraph(manager, window, m, column.take(ERROR_LINES * line_height(m, "note")), self.error, "error",
                  role="note")
        self.button_row(column, [(ruleset_text("Save"), self.accept), (ruleset_text("Cancel"), self.cancel)],
                        primary=0)

    def read_widgets(self) -> None:
        if self.entry is not None:
            self.text = self.entry.get_text()

    def accept(self) -> None:
        self.read_widgets()
        problem = title_problem(self.text)
        if problem:
            self.error = problem_words(problem)
            self.rebuild()
            return
        self.finish(self.text.strip())
