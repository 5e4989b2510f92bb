"""How big the window opens on this screen: a remembered size that fits the desktop, or a
size chosen from the screen when none was chosen."""

from __future__ import annotations

Size = tuple[int, int]

SMALLEST = (1024, 640)      # the table is laid out for this and up
SCREEN_SHARE = 0.8          # a window chosen for the screen covers this much of it...
SHAPE = 16 / 10             # ...in this shape, as the table is drawn for it
DESKTOP_MARGIN = (16, 80)   # room for the title bar, the window frame and a task bar


def usable(desktop: Size) -> Size:
    """The most of `desktop` a window may cover with its frame and a task bar beside it."""
    return max(1, desktop[0] - DESKTOP_MARGIN[0]), max(1, desktop[1] - DESKTOP_MARGIN[1])


def fit_to_desktop(size: Size, desktop: Size) -> Size:
    """`size`, made smaller where the desktop is smaller, so the whole window (and its menus) can be reached."""
    room = usable(desktop)
    return min(size[0], room[0]), min(size[1], room[1])


def size_for_screen(desktop: Size) -> Size:
    """A window for a player who has not chosen one: most of the screen, in the table's shape."""
    room = usable(desktop)
    width = round(desktop[0] * SCREEN_SHARE)
    height = round(width / SHAPE)
    if height > desktop[1] * SCREEN_SHARE:
        height = round(desktop[1] * SCREEN_SHARE)
        width = round(height * SHAPE)
    return fit_to_desktop((max(width, SMALLEST[0]), max(height, SMALLEST[1])), (room[0] + DESKTOP_MARGIN[0],
                                                                               room[1] + DESKTOP_MARGIN[1]))
