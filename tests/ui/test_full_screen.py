"""F11 puts the window in full screen and back, with a window manager or without one: on an
X server where none runs (a bare one, a kiosk), full screen is a window without a frame
that covers the desktop, and the next F11 gives back the window at the size it had."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from canasta.ui import full_screen
from canasta.ui.app import App
from canasta.ui.full_screen import ScreenMode, windows_are_managed, x11_window_manager_running
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.variants import load_preset

WINDOW = (900, 600)


def open_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=3)
    app = App(WINDOW, False, None, Preferences(player_name="Ann", animation_speed="off", computer_delay_ms=0),
              match)
    app.table.computer.threaded = False
    return app


def modes_asked(monkeypatch: pytest.MonkeyPatch) -> list[ScreenMode]:
    """Every size and flags the window is opened with, in order."""
    asked: list[ScreenMode] = []
    set_mode = pygame.display.set_mode

    def recording(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
        asked.append(ScreenMode(tuple(size), flags))
        return set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", recording)
    return asked


def on_x11(monkeypatch: pytest.MonkeyPatch, window_manager: bool | None) -> None:
    """The window is on an X server where a window manager runs, none does, or that cannot be told."""
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(full_screen, "x11_window_manager_running", lambda: window_manager)


def press_f11(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.turn(pygame.event.get(), 1 / 60)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    pygame.event.clear()
    app = open_app(tmp_path, monkeypatch)
    app.draw()
    yield app
    app.table.computer.close()


def test_without_a_window_manager_full_screen_is_a_frameless_window_over_the_desktop(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    on_x11(monkeypatch, window_manager=False)
    asked = modes_asked(monkeypatch)
    desktop = tuple(pygame.display.get_desktop_sizes()[0])
    press_f11(app)
    assert asked == [ScreenMode(desktop, pygame.NOFRAME)]
    assert app.fullscreen and app.context.size == desktop
    press_f11(app)
    assert asked[-1] == ScreenMode(WINDOW, pygame.RESIZABLE), "the window comes back at its size, with its frame"
    assert not app.fullscreen and app.context.size == WINDOW


def test_the_window_comes_back_at_the_size_the_player_gave_it(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    on_x11(monkeypatch, window_manager=False)
    pygame.display.set_mode((1000, 620), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 620), w=1000, h=620))
    app.turn(pygame.event.get(), 1 / 60)
    asked = modes_asked(monkeypatch)
    press_f11(app)
    press_f11(app)
    assert asked[-1] == ScreenMode((1000, 620), pygame.RESIZABLE) and app.context.size == (1000, 620)


def test_with_a_window_manager_full_screen_is_asked_of_the_system(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    on_x11(monkeypatch, window_manager=True)
    asked = modes_asked(monkeypatch)
    press_f11(app)
    assert asked == [ScreenMode(tuple(pygame.display.get_desktop_sizes()[0]), pygame.FULLSCREEN)]
    press_f11(app)
    assert asked[-1] == ScreenMode(WINDOW, pygame.RESIZABLE)


def test_where_it_cannot_be_told_whether_a_window_manager_runs_the_system_makes_full_screen(
        monkeypatch: pytest.MonkeyPatch) -> None:
    on_x11(monkeypatch, window_manager=None)
    assert windows_are_managed("x11")


def test_other_systems_make_full_screen_themselves_and_nothing_asks_x(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_x(*_: object) -> bool:
        raise AssertionError("X asked on a system without it")

    monkeypatch.setattr(full_screen, "x11_window_manager_running", no_x)
    assert windows_are_managed("windows") and windows_are_managed("cocoa") and windows_are_managed("wayland")


def test_with_no_x_server_to_ask_whether_a_window_manager_runs_cannot_be_told() -> None:
    assert x11_window_manager_running(":987") is None
