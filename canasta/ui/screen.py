"""The screen the game window opens on: whether there is one, and how big it is."""

from __future__ import annotations

import os
import sys

import pygame


class ScreenMissing(RuntimeError):
    """There is no display to open a window on."""


def screen_problem() -> str | None:
    """Why no window can be opened here, when that is known before trying."""
    if os.environ.get("SDL_VIDEODRIVER"):
        return None
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return "no DISPLAY or WAYLAND_DISPLAY is set (start it from a desktop session, or under Xvfb)"
    return None


def desktop_size() -> tuple[int, int]:
    """The size of the desktop the window opens on (the first screen)."""
    sizes = pygame.display.get_desktop_sizes()
    return tuple(sizes[0]) if sizes else (1280, 800)  # type: ignore[return-value]
