"""The shipped fonts and images, and fonts opened once per size for the card art."""

from __future__ import annotations

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


_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}
MAX_FONTS = 256


def _forget_fonts() -> None:
    """A font dies with the font module: after pygame.quit() every one is opened again."""
    _FONTS.clear()


pygame.register_quit(_forget_fonts)


def _font(size: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
        _forget_fonts()
    key = (max(1, size), bold)
    font = _FONTS.get(key)
    if font is None:
        if len(_FONTS) >= MAX_FONTS:  # sizes come and go as the window is resized
            _FONTS.clear()
        font = _FONTS[key] = pygame.font.Font(font_path(bold), key[0])
    return font


@lru_cache(maxsize=64)
def _ink_ratio(text: str, bold: bool) -> float:
    """Ink height of `text` per pixel of font size, measured once at a big size."""
    return _font(200, bold).render(text, True, (0, 0, 0)).get_bounding_rect().height / 200

