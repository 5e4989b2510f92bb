"""The shipped fonts and images, and fonts opened once per size for the card art."""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

import pygame

from canasta.resources import shipped_path

# ---------------------------------------------------------------- assets


def assets_dir() -> Path:
    """The folder holding fonts and card images (``images/``, see canasta.resources)."""
    return shipped_path("images")


def font_path(bold: bool = False) -> str:
    """Path of the shipped DejaVu Sans font file."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return str(assets_dir() / "fonts" / name)


_FONTS: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()
# Sizes come and go as the window is resized and text is fitted: the fonts open are kept
# within a budget of bytes, the least recently used closed first. A font open at size s
# takes about FONT_BYTES plus the glyphs it keeps, which grow as s squared (measured:
# a hundred sizes of 8 to 107 took 25 MB, and 256 fonts kept by count some 60 MB).
FONT_BYTES = 96 * 1024
GLYPH_BYTES_PER_SIZE_SQUARED = 40
FONTS_KEPT_BYTES = 8 * 1024 * 1024
_font_bytes = [0]


def font_bytes(size: int) -> int:
    """The memory a font open at `size` is counted for."""
    return FONT_BYTES + GLYPH_BYTES_PER_SIZE_SQUARED * size * size


def _forget_fonts() -> None:
    """A font dies with the font module: after pygame.quit() every one is opened again."""
    _FONTS.clear()
    _font_bytes[0] = 0


pygame.register_quit(_forget_fonts)


def shared_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The shipped font at `size` (one open font per size and weight, within FONTS_KEPT_BYTES)."""
    if not pygame.font.get_init():
        pygame.font.init()
        _forget_fonts()
    key = (max(1, size), bold)
    font = _FONTS.get(key)
    if font is not None:
        _FONTS.move_to_end(key)
        return font
    font = _FONTS[key] = pygame.font.Font(font_path(bold), key[0])
    _font_bytes[0] += font_bytes(key[0])
    while len(_FONTS) > 1 and _font_bytes[0] > FONTS_KEPT_BYTES:
        (old_size, _), _ = _FONTS.popitem(last=False)
        _font_bytes[0] -= font_bytes(old_size)
    return font


def fonts_kept_bytes() -> int:
    """The memory the fonts open now are counted for."""
    return _font_bytes[0]


@lru_cache(maxsize=64)
def _ink_ratio(text: str, bold: bool) -> float:
    """Ink height of `text` per pixel of font size, measured once at a big size."""
    return shared_font(200, bold).render(text, True, (0, 0, 0)).get_bounding_rect().height / 200

