"""The small row of buttons in the status bar: Sort, Undo, and those the moment allows."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from .paint import Painter


@dataclass
class Button:
    command: str                 # what the table does when it is pressed
    label: str
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    primary: bool = False        # drawn brighter: the move the status line asks for


class ButtonRow:
    """Buttons laid out from the right end of the status bar; tracks which one the pointer is over."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.hover: str | None = None

    def set(self, buttons: list[Button], bar: pygame.Rect, painter: Painter, font_px: int) -> bool:
        """Lay out `buttons`; True if anything visible changed."""
        pad = round(font_px * 0.8)
        height = round(bar.height * 0.72)
        right = bar.right - pad
        for button in reversed(buttons):
            width = painter.text(button.label, font_px, bold=True).get_width() + 2 * pad
            button.rect = pygame.Rect(right - width, bar.centery - height // 2, width, height)
            right -= width + pad // 2
        changed = [(b.command, b.label, tuple(b.rect), b.primary) for b in buttons] != \
                  [(b.command, b.label, tuple(b.rect), b.primary) for b in self.buttons]
        self.buttons = buttons
        if self.hover not in {button.command for button in buttons}:
            self.hover = None
        return changed

    def at(self, pos: tuple[int, int]) -> Button | None:
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                return button
        return None

    def track(self, pos: tuple[int, int]) -> bool:
        """Follow the pointer; True if the highlighted button changed."""
        button = self.at(pos)
        command = button.command if button else None
        if command != self.hover:
            self.hover = command
            return True
        return False

    @property
    def left(self) -> int:
        return min((button.rect.left for button in self.buttons), default=10**6)
