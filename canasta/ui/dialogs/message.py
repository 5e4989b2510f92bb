"""A message with an OK button, and a question with a choice of buttons."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from canasta.language import _
from canasta.ui.scene import Context

from .base import CloseCallback, Dialog
from .widgets import paragraph, paragraph_height

OK = "ok"


class QuestionDialog(Dialog):
    """`text` with one button per (id, label) in `buttons`; the result is the id of the
    button pressed, or None for Escape. Enter presses `default` (the first button if None).

    Used for "May I go out?" ([("yes", "Yes"), ("no", "No")]), the empty stock
    ([("stop", "Stop the hand"), ("turn", "Turn the pile over"), ("take", "Take the pile")]),
    and "Resume the unfinished game?".
    """

    def __init__(self, context: Context, title: str, text: str, buttons: Sequence[tuple[str, str]],
                 on_close: CloseCallback | None = None, *, default: str | None = None):
        super().__init__(context, on_close)
        if not buttons:
            raise ValueError("a question needs at least one button")
        ids = [button_id for button_id, _ in buttons]
        if default is not None and default not in ids:
            raise ValueError(f"default {default!r} is not one of the buttons {ids}")
        self.title = title
        self.text = text
        self.buttons = list(buttons)
        self.default = default if default is not None else ids[0]

    def window_size(self) -> tuple[int, int]:
        m = self.metrics
        labels = sum(m.text_width(self.manager, text, bold=True) + m.px(32) for _, text in self.buttons)
        width = min(round(self.size[0] * 0.9), max(m.px(460), labels + m.gap * len(self.buttons) + 2 * m.margin))
        text_height = paragraph_height(self.manager, m, width - 2 * m.margin - 2, self.text)
        return width, self.outer_height(text_height + m.px(24) + m.row)

    def build(self, body: pygame.Rect) -> None:
        paragraph(self.manager, self.window, self.metrics, body, self.text)
        index = next(i for i, (button_id, _) in enumerate(self.buttons) if button_id == self.default)
        self.button_row(self.body_column(body),
                        [(text, lambda button_id=button_id: self.finish(button_id)) for button_id, text in self.buttons],
                        primary=index)

    def accept(self) -> None:
        self.finish(self.default)


class MessageDialog(QuestionDialog):
    """`text` and an OK button: for errors in words a player understands.
    The result is "ok", or None for Escape."""

    def __init__(self, context: Context, title: str, text: str, on_close: CloseCallback | None = None):
        super().__init__(context, title, text, [(OK, _("OK"))], on_close)
