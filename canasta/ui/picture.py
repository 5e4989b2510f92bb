"""A picture kept from frame to frame and drawn from a list of blits: showing a new list
repaints only the places where it differs from the last one.

The table's still parts are some 150 small blits (cards, labels, panels) over a felt the
size of the window; drawing all of them again after each move costs several times what
presenting the frame does. Every blit names a surface a cache made once for what it shows
(a card face, a text, a panel), so an unchanged blit is the same surface at the same place,
and comparing two lists finds what changed without knowing what any blit means.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

import pygame

Blit = tuple[pygame.Surface, int, int]   # a surface and where its top left corner goes
Key = tuple[Blit, int]                   # a blit and how many equal blits come before it
T = TypeVar("T", bound=Hashable)


class Sketch:
    """The blits of a picture, in drawing order, recorded instead of drawn.

    It takes `blit(source, dest)` as a Surface does, so drawing code can draw on either."""

    def __init__(self) -> None:
        self.blits: list[Blit] = []

    def blit(self, source: pygame.Surface, dest: Sequence[int] | pygame.Rect) -> None:
        self.blits.append((source, int(dest[0]), int(dest[1])))


class Picture:
    """An opaque picture of the blits last shown, over black.

    A surface must not be drawn on once it is in a list shown here (the painter's caches
    make each surface once and hand it out unchanged), or the picture keeps its old look."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._blits: list[Blit] = []
        self._keys: list[Key] = []
        self._rects: list[pygame.Rect] = []

    def show(self, blits: list[Blit], size: tuple[int, int]) -> list[pygame.Rect]:
        """Make the picture (of `size`) show `blits` drawn in order; the areas repainted."""
        keys = counted(blits)
        rects = [pygame.Rect(x, y, *source.get_size()) for source, x, y in blits]
        if self.surface is None or self.surface.get_size() != size:
            self.surface = opaque(size)
            dirty = [self.surface.get_rect()]
        else:
            dirty = self._changed(keys, rects)
        self._blits, self._keys, self._rects = blits, keys, rects
        return self._repaint(dirty)

    def copy_to(self, surface: pygame.Surface, areas: list[pygame.Rect]) -> None:
        """Put the parts of the picture under `areas` on `surface`, in the same places."""
        assert self.surface is not None
        for area in merged(areas):
            surface.blit(self.surface, area.topleft, area)

    def _changed(self, keys: list[Key], rects: list[pygame.Rect]) -> list[pygame.Rect]:
        """Where the picture of `keys` differs from the one shown: under the blits that are
        in one list only. That holds while the blits in both come in the same order; when
        they do not, everything is repainted."""
        old, new = set(self._keys), set(keys)
        if [key for key in self._keys if key in new] != [key for key in keys if key in old]:
            assert self.surface is not None
            return [self.surface.get_rect()]
        gone = [rect for key, rect in zip(self._keys, self._rects) if key not in new]
        came = [rect for key, rect in zip(keys, rects) if key not in old]
        return gone + came

    def _repaint(self, dirty: list[pygame.Rect]) -> list[pygame.Rect]:
        surface = self.surface
        assert surface is not None
        window = surface.get_rect()
        areas = [area for area in (rect.clip(window) for rect in merged(dirty)) if area.width and area.height]
        for area in areas:
            surface.set_clip(area)
            surface.fill((0, 0, 0))  # where no blit covers it, as on a new picture
            for index in area.collidelistall(self._rects):
                source, x, y = self._blits[index]
                surface.blit(source, (x, y))
        surface.set_clip(None)
        return areas


def counted(blits: list[T]) -> list[tuple[T, int]]:
    """Each blit with how many equal ones come before it, so that equal blits stay apart."""
    seen: dict[T, int] = {}
    keys = []
    for blit in blits:
        count = seen.get(blit, 0)
        seen[blit] = count + 1
        keys.append((blit, count))
    return keys


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rects joined into the rect around them, until no two overlap, so that
    no place is repainted twice."""
    joined: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        index = rect.collidelist(joined)
        while index >= 0:
            rect.union_ip(joined.pop(index))
            index = rect.collidelist(joined)
        joined.append(rect)
    return joined


def opaque(size: tuple[int, int]) -> pygame.Surface:
    """A surface without alpha, in the window's pixel format once there is a window."""
    surface = pygame.Surface(size)
    return surface.convert() if pygame.display.get_surface() is not None else surface
