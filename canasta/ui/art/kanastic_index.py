"""The Kanastic corner index: rank above suit (above a crown on a gold card), or a
special card's icon, drawn to be read when only the left edge of a card shows."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from .drawing import RANK_LABELS, RED, SUIT_SYMBOLS, Colour, _fit, _outlined_text, _rank_glyphs, _text
from .kanastic_specials import SPECIALS
from .kanastic_style import (
    ARTIFACT,
    GOLD_DARK,
    GOLD_MID,
    GOLD_SUIT,
    INDEX_COL,
    SHIELD,
    SUIT_INK,
    SUIT_OUTLINE,
    SWORD,
    TAB_W,
    TREASURE_POT,
)
from .pen import _Pen, _straight_shape


def _stack(parts: Sequence[pygame.Surface], gaps: Sequence[int]) -> pygame.Surface:
    """Surfaces one above the other, centred, with the given gaps between them."""
    w = max(p.get_width() for p in parts)
    h = sum(p.get_height() for p in parts) + sum(gaps)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    y = 0
    for i, part in enumerate(parts):
        out.blit(part, ((w - part.get_width()) // 2, y))
        y += part.get_height() + (gaps[i] if i < len(gaps) else 0)
    return out


def _crown_shape(pen: _Pen, cx: float, cy: float, width: float, fill: Colour, edge: Colour) -> None:
    """A three-pointed crown `width` wide, centred on (cx, cy)."""
    w = width
    h = w * 0.62
    top, bottom = cy - h / 2, cy + h / 2
    line = w * 0.05
    body = [(cx - w * 0.42, bottom), (cx - w * 0.46, top + h * 0.3), (cx - w * 0.2, top + h * 0.55),
            (cx, top + h * 0.12), (cx + w * 0.2, top + h * 0.55), (cx + w * 0.46, top + h * 0.3),
            (cx + w * 0.42, bottom)]
    for x, y in ((cx - w * 0.46, top + h * 0.3), (cx, top + h * 0.12), (cx + w * 0.46, top + h * 0.3)):
        pen.circle(edge, (x, y - h * 0.06), w * 0.09)
        pen.circle(fill, (x, y - h * 0.06), w * 0.09 - line)
    pen.outlined(fill, edge, body, line)
    pen.rect(edge, cx - w * 0.42, bottom - h * 0.2, w * 0.84, line * 1.2)
    pen.circle(RED, (cx, bottom - h * 0.34), w * 0.06)


def _crown(width_px: float) -> pygame.Surface:
    w = max(4, math.ceil(width_px * 1.06))
    h = max(3, math.ceil(width_px * 0.72))
    return _straight_shape((w, h), lambda pen: _crown_shape(pen, w / 2, h / 2 + 0.02 * w, width_px, GOLD_MID,
                                                            GOLD_DARK), 1.0, GOLD_DARK)


def _natural_index(rank: str, suit: str, width: int, scale: float) -> pygame.Surface:
    """Rank above suit (above a crown on a gold card), straight alpha."""
    colour = SUIT_INK[suit]
    edge = SUIT_OUTLINE.get(suit)
    symbol = SUIT_SYMBOLS["h" if suit == GOLD_SUIT else suit]
    label = RANK_LABELS.get(rank, rank)
    cap = width * 0.215 * scale
    col_w = width * INDEX_COL * scale
    if edge is None:
        rank_surf = _rank_glyphs(label, cap, colour, col_w)
        suit_surf = _fit(_text(symbol, cap * 0.9, colour), col_w, cap * 0.9)
    else:
        # Drawn three times larger, outlined, then shrunk: a crisp sub-pixel outline.
        k = 3
        radius = max(0.6, width * scale / 110) * k
        rank_big = _outlined_text(_rank_glyphs(label, cap * k, colour, col_w * k - 2 * radius), edge, radius)
        suit_big = _outlined_text(_fit(_text(symbol, cap * 0.9 * k, colour), col_w * k, cap * 0.9 * k), edge, radius)
        rank_surf = pygame.transform.smoothscale(rank_big, _shrunk(rank_big, k))
        suit_surf = pygame.transform.smoothscale(suit_big, _shrunk(suit_big, k))
    gap = max(1, round(cap * 0.22))
    parts = [rank_surf, suit_surf]
    gaps = [gap]
    if suit == GOLD_SUIT:
        parts.append(_crown(col_w * 0.95))
        gaps.append(max(1, round(cap * 0.16)))
    return _stack(parts, gaps)


def _shrunk(surf: pygame.Surface, k: int) -> tuple[int, int]:
    return max(1, round(surf.get_width() / k)), max(1, round(surf.get_height() / k))


# Height of each special's icon in the corner, in card widths (each fills the index column).
ICON_HEIGHT = {SWORD: 0.5, ARTIFACT: 0.35, SHIELD: 0.31, TREASURE_POT: 0.27}


def _special_index(card_text: str, width: int, scale: float) -> pygame.Surface:
    special = SPECIALS[card_text]
    box_w = width * (TAB_W - 0.01) * scale
    icon = width * ICON_HEIGHT[card_text] * scale
    size = (max(2, math.ceil(box_w)), max(2, math.ceil(icon * 1.04)))

    def draw(pen: _Pen) -> None:
        special.emblem(pen, size[0] / 2, size[1] / 2, icon, True)

    return _straight_shape(size, draw, 1.0, special.dark)

