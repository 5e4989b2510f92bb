"""The compositor presents the backdrop where the scenes drew and wherever pygame_gui's
widgets changed, with the widgets over it: what is presented is what drawing it whole shows."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton, UIWindow

from canasta.ui.compositor import Compositor

from app_window import Shown

SIZE = (640, 480)


@pytest.fixture
def window() -> pygame.Surface:
    return pygame.display.set_mode(SIZE)


def whole(backdrop: pygame.Surface, manager: pygame_gui.UIManager) -> bytes:
    surface = backdrop.copy()
    manager.draw_ui(surface)
    return pygame.image.tobytes(surface, "RGB")


def test_widgets_that_only_change_places_in_the_stack_are_presented_again(
        window: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    shown = Shown(monkeypatch)
    manager = pygame_gui.UIManager(SIZE)
    compositor = Compositor(manager)
    backdrop, new = compositor.backdrop(SIZE)
    assert new
    backdrop.fill((20, 80, 40))
    first = UIWindow(pygame.Rect(100, 100, 300, 200), manager, "First")
    UIWindow(pygame.Rect(250, 180, 300, 200), manager, "Second")
    manager.update(0.01)
    assert compositor.present(window, None) == [window.get_rect()]
    assert not compositor.widgets_changed()
    manager.get_window_stack().move_window_to_front(first)
    manager.update(0.01)
    assert compositor.widgets_changed()
    areas = compositor.present(window, [])
    assert areas and shown.bytes() == whole(backdrop, manager)


def test_only_the_areas_drawn_and_the_widgets_changed_are_presented(
        window: pygame.Surface, monkeypatch: pytest.MonkeyPatch) -> None:
    shown = Shown(monkeypatch)
    manager = pygame_gui.UIManager(SIZE)
    compositor = Compositor(manager)
    backdrop, _ = compositor.backdrop(SIZE)
    backdrop.fill((20, 80, 40))
    button = UIButton(pygame.Rect(10, 10, 120, 30), "Game", manager)
    manager.update(0.01)
    compositor.present(window, None)
    assert compositor.present(window, []) == [], "nothing changed, nothing presented"
    backdrop.fill((200, 0, 0), pygame.Rect(300, 300, 20, 20))
    assert compositor.present(window, [pygame.Rect(300, 300, 20, 20)]) == [pygame.Rect(300, 300, 20, 20)]
    button.disable()
    manager.update(0.01)
    assert compositor.present(window, []) == [button.rect]
    assert shown.bytes() == whole(backdrop, manager)
    backdrop.fill((0, 0, 200), pygame.Rect(0, 0, 60, 60))  # under the button: it stays on top
    compositor.present(window, [pygame.Rect(0, 0, 60, 60)])
    assert shown.bytes() == whole(backdrop, manager)


def test_a_window_that_lost_its_picture_is_presented_whole(window: pygame.Surface,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    shown = Shown(monkeypatch)
    compositor = Compositor(pygame_gui.UIManager(SIZE))
    backdrop, _ = compositor.backdrop(SIZE)
    backdrop.fill((20, 80, 40))
    compositor.present(window, None)
    shown.lose()
    compositor.show_all()
    assert compositor.present(window, []) == [window.get_rect()]
    assert shown.bytes() == pygame.image.tobytes(backdrop, "RGB")
    assert compositor.backdrop(SIZE) == (backdrop, False)
    assert compositor.backdrop((320, 240))[1], "a new size, a new backdrop"
