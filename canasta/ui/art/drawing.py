"""What every deck's art is drawn with: the palette, the card's shape, and text and
shapes drawn supersampled so they are smooth at any size.

A card is drawn from shapes and the shipped DejaVu Sans font, so it is crisp whether
it is 40 px wide in a crowded hand or 260 px wide on a 4K table.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from .assets import _ink_ratio, shared_font

Colour = tuple[int, int, int]

SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
RANK_LABELS = {"T": "10"}

RED: Colour = (196, 18, 38)
BLACK: Colour = (24, 24, 30)
GREEN: Colour = (0, 122, 60)
BLUE: Colour = (18, 70, 190)
JOKER_INK: Colour = (96, 34, 140)
GOLD: Colour = (222, 170, 40)
PAPER: Colour = (253, 253, 250)
CREAM: Colour = (250, 240, 208)
EDGE: Colour = (96, 96, 104)

SMALL_INDEX = 0.6  # size of the bottom-right index against the top-left one


# ---------------------------------------------------------------- geometry


def card_size(width: int) -> tuple[int, int]:
    """Pixel size of a card `width` pixels wide (poker ratio 5:7)."""
    width = max(8, int(width))
    return width, round(width * 7 / 5)


def corner_radius(width: int) -> int:
    return max(2, round(width * 0.07))



# ---------------------------------------------------------------- drawing helpers


def _supersampled(
    size: tuple[int, int], draw: Callable[[pygame.Surface, int], None], factor: int = 4
) -> pygame.Surface:
    """Draw at `factor` times the size and shrink, for smooth edges on any shape.

    The result has premultiplied alpha: blit it with BLEND_PREMULTIPLIED.
    """
    big = pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)
    draw(big, factor)
    return pygame.transform.smoothscale(big.premul_alpha(), size)


def _blit_premul(target: pygame.Surface, layer: pygame.Surface, pos: tuple[int, int] = (0, 0)) -> None:
    target.blit(layer, pos, special_flags=pygame.BLEND_PREMULTIPLIED)


def _rounded_body(width: int, height: int, fill: Colour, edge: Colour, edge_px: float) -> pygame.Surface:
    """A rounded card shape with an anti-aliased outline, straight alpha."""
    factor = 4
    big_w, big_h = width * factor, height * factor
    # Transparent pixels carry the edge colour so shrinking leaves no dark fringe.
    big = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
    big.fill((*edge, 0))
    radius = corner_radius(width) * factor
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
    inset = max(1, round(edge_px * factor))
    inner = big.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(big, fill, inner, border_radius=max(1, radius - inset))
    return pygame.transform.smoothscale(big, (width, height))


def _edge_px(width: int) -> float:
    return max(1.0, width / 130)


def _text(text: str, ink_height: float, colour: Colour, bold: bool = True) -> pygame.Surface:
    """`text` rendered so its ink is about `ink_height` px tall, cropped to the ink."""
    size = max(4, round(ink_height / _ink_ratio(text, bold)))
    surf = shared_font(size, bold).render(text, True, colour)
    return surf.subsurface(surf.get_bounding_rect()).copy()


def _fit(surf: pygame.Surface, max_w: float, max_h: float) -> pygame.Surface:
    """Shrink `surf` (keeping aspect) or squeeze it narrower so it fits the box."""
    w, h = surf.get_size()
    if h > max_h:
        w, h = w * max_h / h, max_h
    if w > max_w:
        w = max_w
    size = (max(1, round(w)), max(1, round(h)))
    if size == surf.get_size():
        return surf
    return pygame.transform.smoothscale(surf, size)


def _rank_glyphs(label: str, cap: float, colour: Colour, max_w: float) -> pygame.Surface:
    """The rank label with its characters packed tight, squeezed to `max_w` if needed.

    Rendered large and shrunk, so a squeezed "10" stays smooth.
    """
    factor = 3
    big_cap = cap * factor
    cap_ratio = _ink_ratio("H", True)
    size = max(4, round(big_cap / cap_ratio))
    font = shared_font(size, True)
    parts: list[tuple[pygame.Surface, int]] = []
    for ch in label:
        surf = font.render(ch, True, colour)
        box = surf.get_bounding_rect()
        parts.append((surf.subsurface(box).copy(), box.top))
    cap_top = min(top for _, top in parts)
    gap = round(big_cap * 0.06)
    total_w = sum(s.get_width() for s, _ in parts) + gap * (len(parts) - 1)
    total_h = max(s.get_height() + top - cap_top for s, top in parts)
    out = pygame.Surface((total_w, total_h), pygame.SRCALPHA)
    x = 0
    for surf, top in parts:
        out.blit(surf, (x, top - cap_top))
        x += surf.get_width() + gap
    w = min(total_w / factor, max_w)
    return pygame.transform.smoothscale(out, (max(1, round(w)), max(1, round(total_h / factor))))


def _outlined_text(surf: pygame.Surface, colour: Colour, radius: float) -> pygame.Surface:
    """`surf` with an outline of `radius` px around its ink (straight alpha)."""
    r = max(1, math.ceil(radius))
    w, h = surf.get_size()
    silhouette = surf.copy()
    silhouette.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGBA_MULT)
    silhouette.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_ADD)
    out = pygame.Surface((w + 2 * r, h + 2 * r), pygame.SRCALPHA)
    out.fill((*colour, 0))
    for i in range(16):
        a = i * math.pi / 8
        out.blit(silhouette, (round(r + radius * math.cos(a)), round(r + radius * math.sin(a))))
    out.blit(surf, (r, r))
    return out


def _centred(target: pygame.Surface, surf: pygame.Surface, cx: float, cy: float) -> None:
    target.blit(surf, surf.get_rect(center=(round(cx), round(cy))))



def _mix(a: Colour, b: Colour, t: float) -> Colour:
    """Blend from colour `a` (t=0) to colour `b` (t=1)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
