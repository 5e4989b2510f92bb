"""Hot seat: the screen that hides every hand while it passes from one player to the next."""

from __future__ import annotations

from typing import Callable

import pygame

from .paint import GOLD, INK, INK_DIM, Painter
from .scene import Context, Scene


class PassScreen(Scene):
    """Covers the whole table until `name` clicks or presses a key, then calls `on_continue`."""

    opaque = True

    def __init__(self, context: Context, painter: Painter, name: str, reason: str,
                 background: tuple[int, int, int], on_continue: Callable[[], None]):
        super().__init__(context)
        self.painter = painter
        self.name = name
        self.reason = reason
        self.background = background
        self.on_continue = on_continue
        self.done = False
        self.armed = False  # a click counts only if it also began here, not the one that ended the turn

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.armed = True
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3) and self.armed
        pressed = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                 pygame.K_SPACE)
        if (clicked or pressed) and not self.done:
            self.done = True
            self.close()
            self.on_continue()

    def resize(self, size: tuple[int, int]) -> None:
        self.context.request_redraw()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.painter.felt((w, h), self.background), (0, 0))
        px = max(14, round(min(w / 1280, h / 800) * 20))
        back_w = round(px * 4.5)
        back = self.painter.back_image(back_w)
        for i in range(5):
            angle = (i - 2) * 9
            card = pygame.transform.rotate(back, -angle)
            surface.blit(card, card.get_rect(center=(w // 2 + (i - 2) * px * 1.6, h // 2 - px * 6)))
        title = self.painter.text(f"Pass the screen to {self.name}", round(px * 1.8), GOLD, bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 + px)))
        reason = self.painter.text(self.reason, px, INK)
        surface.blit(reason, reason.get_rect(center=(w // 2, h // 2 + px * 3.2)))
        hint = self.painter.text(f"{self.name}: click or press Enter when you are ready.", round(px * 0.85), INK_DIM)
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + px * 5.2)))
