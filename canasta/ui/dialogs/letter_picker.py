"""The letter a star stands for (BWC Canasta): a small picker of the letters A to Z.

The letters with which the move would spell a word of the word list, as the engine's
kind of meld judges a word, are marked; any letter may be picked, and the move then
goes to the judge. A letter key picks its letter; Escape cancels.
"""

from __future__ import annotations

from collections.abc import Sequence
from string import ascii_lowercase

import pygame

from canasta.language import _
from canasta.ui.scene import Context

from .base import CloseCallback, Dialog
from .widgets import paragraph, paragraph_height

LETTERS_A_ROW = 9


class LetterPickerDialog(Dialog):
    """`text`, then a button for each letter, the `marked` ones highlighted; the result is
    the letter picked, in lower case, or None when cancelled."""

    def __init__(self, context: Context, title: str, text: str, marked: Sequence[str] = (),
                 on_close: CloseCallback | None = None):
        super().__init__(context, on_close)
        self.title = title
        self.text = text
        self.marked = frozenset(marked)

    def _cell(self) -> int:
        return self.metrics.px(44)

    def window_size(self) -> tuple[int, int]:
        m = self.metrics
        cell = self._cell()
        width = max(m.px(420), LETTERS_A_ROW * (cell + m.gap) + 2 * m.margin)
        text_height = paragraph_height(self.manager, m, width - 2 * m.margin - 2, self.text)
        rows = -(-len(ascii_lowercase) // LETTERS_A_ROW)
        return width, self.outer_height(text_height + m.gap + rows * (cell + m.gap) + m.px(8) + m.row)

    def build(self, body: pygame.Rect) -> None:
        m = self.metrics
        column = self.body_column(body)
        text_height = paragraph_height(self.manager, m, body.width - 2, self.text)
        paragraph(self.manager, self.window, m, column.take(text_height), self.text)
        cell = self._cell()
        row_width = LETTERS_A_ROW * cell + (LETTERS_A_ROW - 1) * m.gap
        left = body.left + (body.width - row_width) // 2
        top = column.take(0).top + m.gap
        for index, letter in enumerate(ascii_lowercase):
            row, place = divmod(index, LETTERS_A_ROW)
            rect = pygame.Rect(left + place * (cell + m.gap), top + row * (cell + m.gap), cell, cell)
            self.button(rect, letter.upper(), lambda letter=letter: self.finish(letter),
                        primary=letter in self.marked)
        self.button_row(column, [(_("Cancel"), self.cancel)], primary=None)

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if not self.closed and event.type == pygame.KEYDOWN:
            letter = (getattr(event, "unicode", "") or "").lower()
            if len(letter) == 1 and letter in ascii_lowercase:
                self.finish(letter)
                return None
        return super().handle(event)

    def accept(self) -> None:
        if len(self.marked) == 1:
            self.finish(next(iter(self.marked)))
