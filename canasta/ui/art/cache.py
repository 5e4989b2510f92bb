"""CardArt: card surfaces at any width, each drawn once and kept within a memory budget.

It draws the standard deck; a deck with art of its own subclasses it (see registry.py).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..surface_cache import SurfaceCache
from .standard import DEFAULT_BACK, render_back, render_face, render_placeholder

# Every face at the two or three widths a window shows, at 4K, with room for the size before.
CARD_ART_BYTES = 96 * 1024 * 1024


class CardArt:
    """Hands out card surfaces at any width, drawing each one only once.

    The cache forgets the least recently used surfaces beyond `max_bytes` of pixels
    (or `max_entries`), and `new_size()` forgets the widths no longer on screen, so
    resizing the window many times does not grow memory.
    """

    def __init__(self, max_entries: int | None = None, max_bytes: int = CARD_ART_BYTES) -> None:
        self._cache = SurfaceCache(max_bytes, max_entries)

    def face(self, card_text: str, width: int, four_colour: bool = False) -> pygame.Surface:
        return self._get(self.face_key(card_text, width, four_colour),
                         lambda: render_face(card_text, width, four_colour))

    def face_key(self, card_text: str, width: int, four_colour: bool = False) -> tuple[object, ...]:
        return ("face", card_text, int(width), bool(four_colour))

    def has_face(self, card_text: str, width: int, four_colour: bool = False) -> bool:
        """Whether the face is drawn already at this width."""
        return self.face_key(card_text, width, four_colour) in self._cache

    def back(self, colour_name: str = DEFAULT_BACK, width: int = 120) -> pygame.Surface:
        return self._get(("back", colour_name, int(width)), lambda: render_back(colour_name, width))

    def placeholder(self, width: int) -> pygame.Surface:
        return self._get(("slot", int(width)), lambda: render_placeholder(width))

    def new_size(self) -> None:
        """The window took a new size (see SurfaceCache.new_size)."""
        self._cache.new_size()

    def set_budget(self, max_bytes: int) -> None:
        """Keep at most `max_bytes` of card pictures (see SurfaceCache.set_budget)."""
        self._cache.set_budget(max_bytes)

    @property
    def bytes(self) -> int:
        return self._cache.bytes

    def clear(self) -> None:
        self._cache.clear()

    def _get(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        def made() -> pygame.Surface:
            surf = make()
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()  # faster blits once a window exists
            return surf

        return self._cache.get(key, made)
