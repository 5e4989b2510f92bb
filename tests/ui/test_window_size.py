"""The window fits the desktop it opens on, and a window nobody chose is sized from the screen."""

from __future__ import annotations

from types import SimpleNamespace

from canasta.persistence.settings import Window
from canasta.ui.options import parse_options, window_from
from canasta.ui.window_size import fit_to_desktop, size_for_screen

SHIPPED = Window(1280, 800, False)


def settings_with(window: Window) -> SimpleNamespace:
    return SimpleNamespace(window=window)


def test_a_remembered_window_larger_than_the_screen_fits_the_desktop() -> None:
    size, fullscreen = window_from(settings_with(Window(3840, 2160, False)), parse_options([]), (1920, 1080),
                                   SHIPPED)
    assert size[0] <= 1920 and size[1] < 1080
    assert not fullscreen


def test_a_size_from_the_command_line_is_taken_as_asked() -> None:
    size, _ = window_from(settings_with(Window(3840, 2160, False)), parse_options(["--size", "1280x800"]),
                          (1280, 800), SHIPPED)
    assert size == (1280, 800)


def test_a_remembered_window_that_fits_is_kept() -> None:
    size, _ = window_from(settings_with(Window(1100, 700, False)), parse_options([]), (1920, 1080), SHIPPED)
    assert size == (1100, 700)


def test_with_no_window_chosen_the_size_comes_from_the_screen() -> None:
    big, _ = window_from(settings_with(SHIPPED), parse_options([]), (3840, 2160), SHIPPED)
    small, _ = window_from(settings_with(SHIPPED), parse_options([]), (1366, 768), SHIPPED)
    assert big[0] >= 2560 and big[1] >= 1600, "not 1280x800 on a 4K screen"
    assert small[0] <= 1366 and small[1] <= 768 - 64
    assert window_from(None, parse_options([]), (1920, 1080))[0] == size_for_screen((1920, 1080))


def test_every_screen_gets_a_window_that_fits_it() -> None:
    for desktop in ((800, 600), (1024, 768), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160), (7680, 4320)):
        width, height = size_for_screen(desktop)
        assert (width, height) == fit_to_desktop((width, height), desktop)
        assert width <= desktop[0] and height <= desktop[1]
