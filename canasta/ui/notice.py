"""A plain panel over the table with a title, lines of text or figures, and buttons.

The table uses it where the dialogs package has no dialog for the purpose (or is
not installed): scoring at the end of a hand, the end of the game, a question.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from .paint import GOLD, INK, INK_DIM, Painter
from .scene import Context, Scene

Line = str | tuple[str, str]


class NoticeScene(Scene):
    """`lines` are sentences, or (label, figure) pairs shown as a table; a pair with an
    empty label is a heading. Pressing a button (or Enter for the first, Escape for
    the last) closes the panel and calls `on_close` with that button's value."""

    opaque = False

    def __init__(self, context: Context, painter: Painter, title: str, lines: Sequence[Line],
                 buttons: Sequence[tuple[str, Any]] = (("OK", None),),
                 on_close: Callable[[Any], None] | None = None):
        super().__init__(context)
        self.painter = painter
        self.title = title
        self.lines = list(lines)
        self.choices = list(buttons) or [("OK", None)]
        self.on_close = on_close
        self.button_rects: list[pygame.Rect] = []
        self.closed = False

    # geometry ------------------------------------------------------------

    def _metrics(self) -> tuple[int, int, int]:
        w, h = self.context.size
        px = max(13, min(34, round(min(w / 1280, h / 800) * 18)))
        return px, round(px * 1.55), round(px * 1.2)

    def _panel_rect(self) -> pygame.Rect:
        px, line_h, pad = self._metrics()
        w, h = self.context.size
        width = min(w - 2 * pad, max(px * 26, self._widest() + 4 * pad))
        height = pad * 2 + round(px * 2.2) + line_h * len(self.lines) + round(px * 3.4)
        rect = pygame.Rect(0, 0, width, min(height, h - 2 * pad))
        rect.center = (w // 2, h // 2)
        return rect

    def _widest(self) -> int:
        px, _, pad = self._metrics()
        widest = self.painter.text(self.title, round(px * 1.25), bold=True).get_width()
        for line in self.lines:
            if isinstance(line, tuple):
                width = self.painter.text(line[0], px).get_width() + self.painter.text(line[1], px).get_width() + 3 * pad
            else:
                width = self.painter.text(line, px).get_width()
            widest = max(widest, width)
        return widest

    def _layout_buttons(self, panel: pygame.Rect) -> None:
        px, _, pad = self._metrics()
        height = round(px * 2.1)
        widths = [self.painter.text(label, px, bold=True).get_width() + 2 * pad for label, _ in self.choices]
        right = panel.right - pad
        rects = []
        for width in reversed(widths):
            rects.append(pygame.Rect(right - width, panel.bottom - pad - height, width, height))
            right -= width + pad // 2
        self.button_rects = list(reversed(rects))

    # scene -----------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._layout_buttons(self._panel_rect())
            for rect, (_, value) in zip(self.button_rects, self.choices):
                if rect.collidepoint(event.pos):
                    self.finish(value)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.finish(self.choices[0][1])
            elif event.key == pygame.K_ESCAPE:
                self.finish(self.choices[-1][1])

    def finish(self, value: Any) -> None:
        if self.closed:
            return
        self.closed = True
        self.close()
        if self.on_close is not None:
            self.on_close(value)

    def resize(self, size: tuple[int, int]) -> None:
        self.context.request_redraw()

    def draw(self, surface: pygame.Surface) -> None:
        px, line_h, pad = self._metrics()
        veil = self.painter.panel(surface.get_size(), (0, 0, 0, 120), radius=0)
        surface.blit(veil, (0, 0))
        panel = self._panel_rect()
        surface.blit(self.painter.panel(panel.size, (18, 40, 28, 240), radius=pad,
                                        border=(*GOLD, 200), border_width=2), panel.topleft)
        title = self.painter.text(self.title, round(px * 1.25), GOLD, bold=True)
        surface.blit(title, (panel.left + pad, panel.top + pad))
        y = panel.top + pad + round(px * 2.2)
        inner = panel.width - 2 * pad
        for line in self.lines:
            if y + line_h > panel.bottom - round(px * 3.4):
                break
            if isinstance(line, tuple):
                label, figure = line
                heading = not label
                left = self.painter.fitted_text(figure if heading else label, px, inner,
                                                GOLD if heading else INK_DIM, bold=heading)
                surface.blit(left, (panel.left + pad, y))
                if not heading:
                    right = self.painter.text(figure, px, INK, bold=True)
                    surface.blit(right, (panel.right - pad - right.get_width(), y))
            else:
                surface.blit(self.painter.fitted_text(line, px, inner, INK), (panel.left + pad, y))
            y += line_h
        self._layout_buttons(panel)
        for index, (rect, (label, _)) in enumerate(zip(self.button_rects, self.choices)):
            fill = (214, 170, 62, 255) if index == 0 else (58, 88, 70, 255)
            surface.blit(self.painter.panel(rect.size, fill, radius=rect.height // 3), rect.topleft)
            text = self.painter.text(label, px, (20, 24, 20) if index == 0 else INK, bold=True)
            surface.blit(text, text.get_rect(center=rect.center))
