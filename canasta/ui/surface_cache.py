"""Surfaces kept by key within a memory budget, the least recently used forgotten first.

Card art, text and panels are drawn once per size and kept; a window resized many
times would otherwise keep every size it ever had. The budget is in bytes of
pixels, so a few big surfaces (the felt of a 4K window) count as much as many
small ones, and `new_size()` forgets what no size still on screen uses.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame


def surface_bytes(surface: pygame.Surface) -> int:
    """The memory the pixels of `surface` take."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """Hands out surfaces by key, making each at most once while it is kept.

    Beyond `max_bytes` (or `max_entries`) the least recently used surfaces are
    forgotten; the newest one is always kept, however big."""

    def __init__(self, max_bytes: int, max_entries: int | None = None):
        self.max_bytes = max_bytes
        self.max_entries = max_entries
        # key -> (surface, the size generation it was last used in)
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()
        self._bytes = 0
        self._generation = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    @property
    def bytes(self) -> int:
        """The pixel memory of the surfaces kept now."""
        return self._bytes

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        item = self._items.get(key)
        if item is not None:
            self._items.move_to_end(key)
            if item[1] != self._generation:
                self._items[key] = (item[0], self._generation)
            return item[0]
        surface = make()
        self.put(key, surface)
        return surface

    def put(self, key: Hashable, surface: pygame.Surface) -> None:
        self._drop(key)
        self._items[key] = (surface, self._generation)
        self._bytes += surface_bytes(surface)
        while len(self._items) > 1 and (self._bytes > self.max_bytes or self._over_count()):
            self._drop(next(iter(self._items)))

    def set_budget(self, max_bytes: int) -> None:
        """Keep at most `max_bytes` of pixels from now on (the least recently used go first)."""
        self.max_bytes = max_bytes
        while len(self._items) > 1 and self._bytes > self.max_bytes:
            self._drop(next(iter(self._items)))

    def new_size(self) -> None:
        """The window took a new size: forget what was not used at this size or the one before,
        so that going back to the last size is free but sizes left behind cost nothing."""
        self._generation += 1
        for key in [key for key, (_, used) in self._items.items() if used < self._generation - 1]:
            self._drop(key)

    def clear(self) -> None:
        self._items.clear()
        self._bytes = 0

    def _drop(self, key: Hashable) -> None:
        item = self._items.pop(key, None)
        if item is not None:
            self._bytes -= surface_bytes(item[0])

    def _over_count(self) -> bool:
        return self.max_entries is not None and len(self._items) > self.max_entries
