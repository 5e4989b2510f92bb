"""What the app's window shows, for tests that it shows what drawing it whole would.

The dummy driver keeps no screen: `Shown` keeps one, copying from the window surface
only the areas the app presents (`pygame.display.update`, or all of it on `flip`), as a
real screen would. Whatever the app changes on its window surface without presenting
it, or presents without having drawn it right, makes `Shown` differ from `whole(app)`.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pytest

from canasta.ui.app import App
from canasta.ui.table.scene import TableScene
from canasta.ui.table.view import TableRenderer

UNSHOWN = (255, 0, 255)   # what the screen shows where nothing was ever presented


class Shown:
    """The screen of the app's window: what was presented, where it was presented."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch):
        self.screen: pygame.Surface | None = None
        self.presented: list[list[pygame.Rect]] = []
        update, flip = pygame.display.update, pygame.display.flip

        def presented_update(rects: Sequence[pygame.Rect] | pygame.Rect | None = None) -> None:
            window = pygame.display.get_surface()
            if rects is None:
                areas = [window.get_rect()]
            elif isinstance(rects, pygame.Rect):
                areas = [rects]
            else:
                areas = [pygame.Rect(rect) for rect in rects]
            self._copy(window, areas)
            update(rects)

        def presented_flip() -> None:
            window = pygame.display.get_surface()
            self._copy(window, [window.get_rect()])
            flip()

        monkeypatch.setattr(pygame.display, "update", presented_update)
        monkeypatch.setattr(pygame.display, "flip", presented_flip)

    def _copy(self, window: pygame.Surface, areas: list[pygame.Rect]) -> None:
        if self.screen is None or self.screen.get_size() != window.get_size():
            self.screen = pygame.Surface(window.get_size())
            self.screen.fill(UNSHOWN)
        for area in areas:
            self.screen.blit(window, area.topleft, area)
        self.presented.append(areas)

    def lose(self) -> None:
        """The screen forgets what the window showed (as X does for a window uncovered)."""
        assert self.screen is not None
        self.screen.fill(UNSHOWN)

    def bytes(self) -> bytes:
        assert self.screen is not None, "nothing presented yet"
        return pygame.image.tobytes(self.screen, "RGB")


def whole(app: App) -> bytes:
    """The window drawn whole from nothing: every visible scene (the table by a renderer
    that never drew it), then the widgets over them."""
    surface = pygame.Surface(pygame.display.get_surface().get_size())
    for scene in app.context.stack.visible():
        if isinstance(scene, TableScene):
            TableRenderer(scene.painter).draw(surface, scene.frame())
        else:
            scene.draw(surface)
    app.ui_manager.draw_ui(surface)
    return pygame.image.tobytes(surface, "RGB")


class Pointer:
    """Where the mouse is, for pygame_gui's hover (it asks pygame.mouse.get_pos, which made-up
    events do not move under the dummy driver)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch):
        self.pos = (0, 0)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: self.pos)

    def move(self, pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        self.pos = pos
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))

    def press(self, pos: tuple[int, int], button: int = 1) -> None:
        self.move(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))

    def release(self, pos: tuple[int, int], button: int = 1) -> None:
        self.pos = pos
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.press(pos, button)
        self.release(pos, button)


def key(code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def difference(shown: Shown, app: App) -> pygame.Rect | None:
    """The rect around the pixels where the screen differs from the window drawn whole."""
    assert shown.screen is not None
    expected = pygame.image.frombytes(whole(app), shown.screen.get_size(), "RGB")
    mask = pygame.mask.from_threshold(shown.screen, (0, 0, 0), (1, 1, 1, 255), expected, 1)
    mask.invert()  # set where they differ
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None
