"""Full screen and back, with a window manager or without one.

Full screen asked of the system (pygame.FULLSCREEN) is, on X11, the window manager's
job: without one (a bare X server, a kiosk, Xvfb) the request only resizes the window
where it stands, half of it off the screen, and coming back SDL warns on stderr that
the window "was forcibly resized". Where no window manager runs, full screen is
therefore a window without a frame the size of the desktop, centred on it (so lying
at its corner), and the window comes back by a plain resize to the size it had.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from typing import NamedTuple

import pygame

XA_WINDOW = 33   # the X11 atom of the type "WINDOW" (X.h)
X_SUCCESS = 0


class ScreenMode(NamedTuple):
    """What `pygame.display.set_mode` is asked for: a size and its flags."""

    size: tuple[int, int]
    flags: int


def full_screen_mode(desktop: tuple[int, int], managed: bool) -> ScreenMode:
    """Full screen: the system's own where something manages the windows, else a window
    without a frame that covers the desktop."""
    return ScreenMode(desktop, pygame.FULLSCREEN if managed else pygame.NOFRAME)


def window_mode(size: tuple[int, int]) -> ScreenMode:
    """A window of `size` with its frame, that the player may resize."""
    return ScreenMode(size, pygame.RESIZABLE)


def windows_are_managed(driver: str) -> bool:
    """Whether full screen asked of the system happens: on X11 only when a window manager
    runs (or when that cannot be told); the other systems make it themselves."""
    if driver != "x11":
        return True
    return x11_window_manager_running() is not False


def x11_window_manager_running(display_name: str | None = None) -> bool | None:
    """Whether a window manager runs on the X display (`display_name`, else $DISPLAY), as
    one says it does: the root window names it in _NET_SUPPORTING_WM_CHECK. None when it
    cannot be told (no X library, no display to ask)."""
    library = ctypes.util.find_library("X11")
    if library is None:
        return None
    try:
        x11 = _declared(ctypes.CDLL(library))
    except (OSError, AttributeError):
        return None
    display = x11.XOpenDisplay(display_name.encode() if display_name else None)
    if not display:
        return None
    try:
        atom = x11.XInternAtom(display, b"_NET_SUPPORTING_WM_CHECK", True)
        if not atom:
            return False  # no window manager has ever named itself on this X server
        kind, size = ctypes.c_ulong(), ctypes.c_int()
        count, left = ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.POINTER(ctypes.c_ubyte)()
        status = x11.XGetWindowProperty(display, x11.XDefaultRootWindow(display), atom, 0, 1, False, XA_WINDOW,
                                        ctypes.byref(kind), ctypes.byref(size), ctypes.byref(count),
                                        ctypes.byref(left), ctypes.byref(data))
        if data:
            x11.XFree(data)
        if status != X_SUCCESS:
            return None
        return kind.value == XA_WINDOW and count.value == 1
    finally:
        x11.XCloseDisplay(display)


def _declared(x11: ctypes.CDLL) -> ctypes.CDLL:
    """The X library with the types of the calls made here (ctypes would guess them wrong
    on 64-bit machines)."""
    pointer, window = ctypes.c_void_p, ctypes.c_ulong
    x11.XOpenDisplay.restype = pointer
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XCloseDisplay.argtypes = [pointer]
    x11.XDefaultRootWindow.restype = window
    x11.XDefaultRootWindow.argtypes = [pointer]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [pointer, ctypes.c_char_p, ctypes.c_int]
    x11.XGetWindowProperty.restype = ctypes.c_int
    x11.XGetWindowProperty.argtypes = [
        pointer, window, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int, ctypes.c_ulong,
        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ubyte))]
    x11.XFree.argtypes = [pointer]
    return x11
