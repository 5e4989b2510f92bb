"""A headless UI for dialog tests: a real pygame_gui manager over an off-screen
surface, and a driver that feeds events the way the app loop does."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any, Iterator

import pygame
import pygame_gui
import pytest

from canasta.ui.scene import Context, Scene

SIZE = (1280, 800)


class Driver:
    """Plays the app loop: every event goes to `ui_manager.process_events`, then to the
    top scene (or to `extra` handlers first, as the table gives the menu bar first go)."""

    def __init__(self, size: tuple[int, int] = SIZE):
        self.manager = pygame_gui.UIManager(size, enable_live_theme_updates=False)
        self.context = Context(size, self.manager)
        self.surface = pygame.Surface(size)
        self.extra: list[Any] = []
        self.results: list[Any] = []
        # As the app does for the table: a click pygame_gui used goes no further.
        self.drop_used_clicks = False

    def record(self, result: Any) -> None:
        """An `on_close` callback that remembers the results."""
        self.results.append(result)

    @property
    def top(self) -> Scene | None:
        return self.context.stack.top

    def open(self, scene: Scene) -> Scene:
        self.context.stack.push(scene)
        self.settle()
        return scene

    def feed(self, event: pygame.event.Event) -> None:
        used = self.manager.process_events(event)
        if used and self.drop_used_clicks and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return
        for handler in self.extra:
            if handler(event):
                return
        if self.top is not None:
            self.top.handle(event)

    def settle(self, rounds: int = 4) -> None:
        """Let pygame_gui post its events (button pressed, list selection, ...) and deliver them."""
        for _ in range(rounds):
            self.manager.update(0.05)
            for event in pygame.event.get():
                self.feed(event)

    def click(self, element: Any, button: int = 1, pos: tuple[int, int] | None = None) -> None:
        pos = pos or element.rect.center
        pygame.mouse.set_pos(pos)
        self.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.manager.update(0.05)
        self.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.feed(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.settle()

    def choose(self, choice: Any, value: Any) -> None:
        """Click the button of `value` in a row of choice buttons."""
        self.click(next(button for button, option in choice.buttons.items() if option == value))

    def key(self, key: int, unicode: str = "", mod: int = 0) -> None:
        self.feed(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        self.feed(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))
        self.settle()

    def type_text(self, text: str) -> None:
        for char in text:
            self.feed(pygame.event.Event(pygame.TEXTINPUT, text=char))
        self.settle()

    def buttons(self) -> list[pygame_gui.elements.UIButton]:
        return [sprite for sprite in self.manager.get_sprite_group().sprites()
                if isinstance(sprite, pygame_gui.elements.UIButton) and sprite.alive() and sprite.visible]

    def button(self, text: str) -> pygame_gui.elements.UIButton:
        """The one visible button showing `text` (the topmost when several do)."""
        found = [button for button in self.buttons() if button.text == text]
        if not found:
            raise AssertionError(f"no button {text!r}; buttons: {sorted({b.text for b in self.buttons()})}")
        return max(found, key=lambda button: button.layer)

    def labels(self) -> list[str]:
        return [sprite.text for sprite in self.manager.get_sprite_group().sprites()
                if isinstance(sprite, pygame_gui.elements.UILabel) and sprite.alive()]

    def windows(self) -> list[Any]:
        return list(self.manager.get_window_stack().stack)

    def draw(self) -> pygame.Surface:
        self.surface.fill((20, 84, 44))
        for scene in self.context.stack.visible():
            scene.draw(self.surface)
        self.manager.draw_ui(self.surface)
        return self.surface


@pytest.fixture(scope="session", autouse=True)
def pygame_session() -> None:
    pygame.init()
    pygame.display.set_mode(SIZE)


@pytest.fixture
def ui() -> Iterator[Driver]:
    pygame.event.clear()
    driver = Driver()
    yield driver
    while driver.context.stack.top is not None:
        driver.context.stack.pop()
    pygame.event.clear()
