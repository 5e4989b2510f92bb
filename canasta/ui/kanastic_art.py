"""Procedural art for the Kanastic deck: realm faces, gold cards, specials and a back.

Drawn like the standard deck in card_art.py (shapes and the shipped DejaVu font,
supersampled, rounded corners), so a card is crisp at any width. Each realm (rank)
has its own colour scheme and scene in a picture panel; the rank and suit sit on a
paper tab in the top-left corner, large enough to read when only the left ~30% of
the card shows in a fanned hand or a meld row, and smaller, upside down, bottom right.
The realm's name is written under the picture.

Card texts follow the engine: rank "456789TJQKA" + suit "hdsc", the gold card of a
realm with suit "g" ("Kg", a heart with a crown and gold trim), and the specials
"SW" Sword, "AR" Artifact, "SH" Shield, "TP" Treasure Pot.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from .card_art import (
    BLACK,
    BLUE,
    DEFAULT_BACK,
    PAPER,
    RANK_LABELS,
    RED,
    SMALL_INDEX,
    SUIT_SYMBOLS,
    CardArt,
    Colour,
    _blit_premul,
    _edge_px,
    _fit,
    _mix,
    _rank_glyphs,
    _rounded_body,
    _supersampled,
    _text,
    card_size,
    corner_radius,
)

Point = tuple[float, float]

RANKS = "456789TJQKA"
SUITS = "hdsc"
GOLD_SUIT = "g"
SWORD, ARTIFACT, SHIELD, TREASURE_POT = "SW", "AR", "SH", "TP"
SPECIAL_TEXTS = (SWORD, ARTIFACT, SHIELD, TREASURE_POT)

KANASTIC_CARD_TEXTS: tuple[str, ...] = (
    tuple(r + s for s in SUITS for r in RANKS) + tuple(r + GOLD_SUIT for r in RANKS) + SPECIAL_TEXTS
)

# Suit inks: red hearts, blue diamonds, yellow spades, black clubs. The yellow is a
# dark golden one with a thin brown outline, so it reads on the paper tab.
YELLOW: Colour = (236, 176, 0)
YELLOW_EDGE: Colour = (118, 78, 0)
SUIT_INK: dict[str, Colour] = {"h": RED, "d": BLUE, "s": YELLOW, "c": BLACK, GOLD_SUIT: RED}
SUIT_OUTLINE: dict[str, Colour] = {"s": YELLOW_EDGE}

# Gold trim of the gold cards.
GOLD_LIGHT: Colour = (255, 226, 120)
GOLD_MID: Colour = (226, 172, 42)
GOLD_DARK: Colour = (128, 86, 8)
GOLD_TAB: Colour = (255, 247, 218)
GOLD_INK: Colour = (92, 54, 0)  # the realm's name on a gold card

# Layout, in card widths (the card is 1.0 wide and 1.4 tall).
INSET = 0.04  # paper margin around the picture panel
TAB_W = 0.28  # width of the top-left index tab
INDEX_COL = 0.25  # the index column inside it, as in card_art
TAB_PAD = 0.025  # paper above the rank
STRIP_H = 0.15  # paper strip under the panel, holding the realm's name
NAME_CAP = 0.062  # cap height of the realm's name


@dataclass(frozen=True)
class Realm:
    """A rank's realm: its name and colour scheme (sky at the top, ground at the bottom)."""

    name: str
    top: Colour
    bottom: Colour
    dark: Colour  # the name's ink and the panel's rim
    scene: Callable[[_Pen], None]


@dataclass(frozen=True)
class Special:
    name: str
    ink: Colour  # the card's colour, used for the corner icon
    top: Colour
    bottom: Colour
    dark: Colour
    emblem: Callable[[_Pen, float, float, float, bool], None]


# ---------------------------------------------------------------- a pen in card units


class _Pen:
    """Draws on a supersampled surface in card units: 1.0 is the card's width."""

    def __init__(self, surf: pygame.Surface, scale: float) -> None:
        self.surf = surf
        self.scale = scale

    def pt(self, x: float, y: float) -> Point:
        return (x * self.scale, y * self.scale)

    def pts(self, points: Sequence[Point]) -> list[Point]:
        return [(x * self.scale, y * self.scale) for x, y in points]

    def px(self, length: float) -> int:
        return max(1, round(length * self.scale))

    def polygon(self, colour: Sequence[int], points: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surf, colour, self.pts(points))

    def stroke(self, colour: Sequence[int], points: Sequence[Point], width: float, closed: bool = False) -> None:
        """A polyline with round joins and caps."""
        px = self.pts(points)
        w = self.px(width)
        if len(px) > 1:
            pygame.draw.lines(self.surf, colour, closed, px, w)
        for p in px:
            pygame.draw.circle(self.surf, colour, p, w / 2)

    def outlined(self, fill: Sequence[int], edge: Sequence[int], points: Sequence[Point], width: float) -> None:
        """A filled polygon with an outline of `width` centred on its edge."""
        self.stroke(edge, points, width * 2, closed=True)
        self.polygon(edge, points)
        inner = _shrink(points, width)
        self.polygon(fill, inner)

    def circle(self, colour: Sequence[int], centre: Point, radius: float, width: float = 0.0) -> None:
        pygame.draw.circle(self.surf, colour, self.pt(*centre), radius * self.scale,
                           self.px(width) if width else 0)

    def ellipse(self, colour: Sequence[int], centre: Point, rx: float, ry: float, width: float = 0.0) -> None:
        rect = pygame.Rect(0, 0, max(1, round(2 * rx * self.scale)), max(1, round(2 * ry * self.scale)))
        rect.center = (round(centre[0] * self.scale), round(centre[1] * self.scale))
        pygame.draw.ellipse(self.surf, colour, rect, self.px(width) if width else 0)

    def rect(self, colour: Sequence[int], x: float, y: float, w: float, h: float, radius: float = 0.0,
             width: float = 0.0) -> None:
        r = pygame.Rect(round(x * self.scale), round(y * self.scale), round(w * self.scale), round(h * self.scale))
        pygame.draw.rect(self.surf, colour, r, self.px(width) if width else 0,
                         border_radius=round(radius * self.scale) if radius else 0)

    def glyph(self, char: str, centre: Point, height: float, colour: Colour, bold: bool = False) -> None:
        surf = _text(char, height * self.scale, colour, bold)
        self.surf.blit(surf, surf.get_rect(center=(round(centre[0] * self.scale), round(centre[1] * self.scale))))

    @contextmanager
    def layer(self, alpha: int) -> Iterator[_Pen]:
        """A pen on a fresh transparent layer, laid on this one at `alpha` (0-255)."""
        surf = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        yield _Pen(surf, self.scale)
        surf.set_alpha(alpha)
        self.surf.blit(surf, (0, 0))


def _shrink(points: Sequence[Point], by: float) -> list[Point]:
    """Move each vertex of a convex-ish polygon `by` towards its centroid (approximately)."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out = []
    for x, y in points:
        d = math.hypot(x - cx, y - cy)
        t = 0.0 if d == 0 else min(1.0, by / d)
        out.append((x + (cx - x) * t, y + (cy - y) * t))
    return out


def _gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    column = pygame.Surface((1, 64))
    for y in range(64):
        column.set_at((0, y), _mix(top, bottom, y / 63))
    return pygame.transform.smoothscale(column, size)


def _wave(x0: float, x1: float, y: float, amp: float, length: float, phase: float = 0.0) -> list[Point]:
    """Points along a scalloped wave crest from x0 to x1."""
    points = []
    steps = max(8, int((x1 - x0) / length * 24))
    for i in range(steps + 1):
        x = x0 + (x1 - x0) * i / steps
        t = (x - x0) / length + phase
        points.append((x, y - amp * abs(math.sin(math.pi * t))))
    return points


def _flame(cx: float, base: float, width: float, height: float, lean: float = 0.0) -> list[Point]:
    """A flame: a round bottom rising to a leaning tip."""
    r = width / 2
    yc = base - r
    tip = base - height
    left, right = [], []
    steps = 18
    for i in range(steps + 1):
        u = i / steps  # 0 at the round part, 1 at the tip
        y = yc + (tip - yc) * u
        hw = r * (1 - u) ** 0.75
        shift = lean * u * u
        left.append((cx + shift - hw, y))
        right.append((cx + shift + hw, y))
    return list(reversed(right)) + _flame_bottom(cx, yc, r) + left


def _flame_bottom(cx: float, yc: float, r: float) -> list[Point]:
    # From the right side (angle 0) round the bottom to the left side (angle pi).
    return [(cx + r * math.cos(math.pi * i / 12), yc + r * math.sin(math.pi * i / 12)) for i in range(13)]


@lru_cache(maxsize=64)
def _radial(colour: Colour, strength: int) -> pygame.Surface:
    """A soft disc of `colour` fading from `strength` alpha in the middle to nothing."""
    n = 96
    surf = pygame.Surface((n, n), pygame.SRCALPHA)
    c = (n - 1) / 2
    for y in range(n):
        for x in range(n):
            d = math.hypot(x - c, y - c) / (n / 2)
            if d < 1:
                surf.set_at((x, y), (*colour, round(strength * (1 - d) ** 1.6)))
    return surf


def _glow(pen: _Pen, colour: Colour, centre: Point, radius: float, strength: int = 200) -> None:
    """A soft radial glow on the pen's surface."""
    size = max(2, round(2 * radius * pen.scale))
    disc = pygame.transform.smoothscale(_radial(colour, strength), (size, size))
    pen.surf.blit(disc, disc.get_rect(center=(round(centre[0] * pen.scale), round(centre[1] * pen.scale))))


def _sparkle(pen: _Pen, colour: Sequence[int], centre: Point, size: float) -> None:
    """A four-pointed twinkle."""
    x, y = centre
    s, t = size, size * 0.28
    pen.polygon(colour, [(x, y - s), (x + t, y - t), (x + s, y), (x + t, y + t),
                         (x, y + s), (x - t, y + t), (x - s, y), (x - t, y - t)])


def _cloud(pen: _Pen, colour: Sequence[int], cx: float, cy: float, size: float) -> None:
    for dx, dy, r in ((-0.9, 0.15, 0.45), (-0.35, -0.2, 0.6), (0.3, -0.1, 0.55), (0.85, 0.2, 0.4),
                      (0.0, 0.25, 0.5)):
        pen.circle(colour, (cx + dx * size, cy + dy * size), r * size)


# ---------------------------------------------------------------- realm scenes
# Each scene paints the whole panel (x 0.04-0.96, y 0.04-1.21 of a card 1.0 wide);
# the index tabs cover the top-left and bottom-right corners afterwards, so the
# main emblem sits right of the top tab, around (0.63, 0.5).

EMBLEM_X = 0.63


def _scene_necromancy(pen: _Pen) -> None:
    pen.circle((226, 238, 205), (0.82, 0.2), 0.085)
    pen.circle((92, 58, 128), (0.86, 0.18), 0.075)  # crescent bite, in the sky's colour
    _glow(pen, (150, 255, 170), (EMBLEM_X, 0.52), 0.34, 170)
    pen.glyph("\u2620", (EMBLEM_X, 0.52), 0.44, (242, 236, 214))
    pen.ellipse((14, 10, 20), (0.5, 1.3), 0.75, 0.3)
    for x, top, w in ((0.17, 0.93, 0.14), (0.45, 0.98, 0.12), (0.72, 0.95, 0.13)):
        pen.rect((104, 100, 118), x - w / 2, top, w, 0.4, radius=w / 2)
        pen.rect((70, 66, 82), x - w / 2, top, w, 0.4, radius=w / 2, width=0.008)
    pen.stroke((70, 66, 82), [(0.45, 1.02), (0.45, 1.12)], 0.014)
    pen.stroke((70, 66, 82), [(0.415, 1.05), (0.485, 1.05)], 0.014)


def _scene_inferno(pen: _Pen) -> None:
    _glow(pen, (255, 190, 60), (EMBLEM_X, 0.6), 0.42, 200)
    pen.polygon((232, 60, 16), _flame(EMBLEM_X, 0.86, 0.42, 0.78, 0.05))
    pen.polygon((255, 146, 24), _flame(EMBLEM_X + 0.01, 0.86, 0.3, 0.56, -0.04))
    pen.polygon((255, 226, 110), _flame(EMBLEM_X, 0.86, 0.16, 0.3, 0.03))
    for i, x in enumerate((0.1, 0.24, 0.38, 0.52, 0.66, 0.8, 0.94)):
        height = 0.26 if i % 2 else 0.18
        pen.polygon((200, 36, 12), _flame(x, 1.24, 0.16, height + 0.06, 0.03 * (-1) ** i))
        pen.polygon((255, 140, 30), _flame(x, 1.24, 0.1, height, -0.02 * (-1) ** i))
    for x, y, r in ((0.38, 0.3, 0.012), (0.86, 0.42, 0.01), (0.9, 0.7, 0.014), (0.42, 0.74, 0.01),
                    (0.2, 0.78, 0.012), (0.78, 0.12, 0.009)):
        pen.circle((255, 200, 80), (x, y), r)


def _trident(pen: _Pen, cx: float, top: float, bottom: float) -> None:
    gold, edge = (246, 198, 64), (120, 76, 8)
    shaft = [(cx - 0.02, top + 0.2), (cx + 0.02, top + 0.2), (cx + 0.02, bottom), (cx - 0.02, bottom)]
    pen.outlined(gold, edge, shaft, 0.008)
    # the head: a crossbar and three barbed prongs
    bar = [(cx - 0.15, top + 0.2), (cx + 0.15, top + 0.2), (cx + 0.13, top + 0.25), (cx - 0.13, top + 0.25)]
    for dx, rise in ((-0.13, 0.11), (0.13, 0.11), (0.0, 0.0)):
        x = cx + dx
        prong = [(x - 0.018, top + 0.22), (x - 0.018, top + 0.07 + rise), (x - 0.045, top + 0.08 + rise),
                 (x, top + rise), (x + 0.045, top + 0.08 + rise), (x + 0.018, top + 0.07 + rise),
                 (x + 0.018, top + 0.22)]
        pen.outlined(gold, edge, prong, 0.008)
    pen.outlined(gold, edge, bar, 0.008)


def _scene_sea(pen: _Pen) -> None:
    pen.circle((255, 246, 200), (0.86, 0.16), 0.06)
    _cloud(pen, (236, 246, 255), 0.55, 0.13, 0.06)
    _trident(pen, EMBLEM_X, 0.16, 0.95)
    rows = (
        (0.76, (38, 120, 196)),
        (0.9, (24, 94, 170)),
        (1.04, (16, 70, 140)),
        (1.17, (10, 50, 112)),
    )
    for i, (y, colour) in enumerate(rows):
        crest = _wave(0.0, 1.0, y, 0.045, 0.2, phase=0.5 * i)
        pen.polygon(colour, crest + [(1.0, 1.4), (0.0, 1.4)])
        pen.stroke((236, 248, 255), crest, 0.012)


def _scene_lake(pen: _Pen) -> None:
    horizon = 0.74
    pen.circle((255, 244, 210), (EMBLEM_X + 0.05, 0.3), 0.1)
    far = [(0.0, horizon), (0.18, 0.5), (0.32, 0.6), (0.5, 0.38), (0.68, 0.56), (0.84, 0.44), (1.0, 0.6),
           (1.0, horizon)]
    pen.polygon((92, 122, 160), far)
    for peak, half, depth in (((0.5, 0.38), 0.06, 0.07), ((0.84, 0.44), 0.05, 0.06), ((0.18, 0.5), 0.05, 0.05)):
        x, y = peak
        pen.polygon((244, 248, 255), [(x, y), (x + half, y + depth), (x + half * 0.3, y + depth * 0.75),
                                      (x - half * 0.2, y + depth), (x - half, y + depth)])
    near = [(0.0, horizon), (0.1, 0.64), (0.28, 0.7), (0.4, 0.62), (0.6, 0.72), (0.78, 0.66), (1.0, 0.7),
            (1.0, horizon)]
    pen.polygon((50, 96, 90), near)
    pen.rect((66, 150, 176), 0.0, horizon, 1.0, 0.7)
    # the mountains mirrored in the still water
    with pen.layer(90) as mirror:
        mirror.polygon((92, 122, 160), [(x, 2 * horizon - y) for x, y in far])
        mirror.polygon((50, 96, 90), [(x, 2 * horizon - y) for x, y in near])
    sun_x = EMBLEM_X + 0.05
    for i, half in enumerate((0.09, 0.07, 0.05, 0.035)):
        y = horizon + 0.05 + i * 0.05
        pen.stroke((255, 240, 200), [(sun_x - half, y), (sun_x + half, y)], 0.014)
    for x, y, half in ((0.36, 0.84, 0.1), (0.3, 0.97, 0.08), (0.5, 1.08, 0.14), (0.62, 1.15, 0.1)):
        pen.stroke((220, 244, 250), [(x - half, y), (x + half, y)], 0.01)
    for x, lean, height in ((0.08, -0.02, 0.36), (0.13, 0.02, 0.44), (0.19, 0.04, 0.32)):
        pen.stroke((40, 80, 40), [(x, 1.22), (x + lean, 1.22 - height)], 0.012)
        pen.ellipse((110, 70, 36), (x + lean * 0.9, 1.22 - height * 0.82), 0.018, 0.05)


def _dead_tree(pen: _Pen, x: float, ground: float, height: float, colour: Sequence[int], flip: float) -> None:
    pen.polygon(colour, [(x - 0.04, ground), (x - 0.012, ground - height), (x + 0.012, ground - height),
                         (x + 0.04, ground)])
    for fy, length, rise in ((0.45, 0.2, 0.12), (0.62, -0.17, 0.1), (0.78, 0.13, 0.1), (0.88, -0.1, 0.08)):
        y = ground - height * fy
        end = (x + length * flip, y - rise)
        pen.stroke(colour, [(x, y + 0.02), (x + length * 0.5 * flip, y - rise * 0.3), end], 0.016)
        pen.stroke(colour, [(x + length * 0.6 * flip, y - rise * 0.4),
                            (x + length * 0.75 * flip, y - rise * 1.2)], 0.01)


def _scene_haunted_woods(pen: _Pen) -> None:
    _glow(pen, (230, 240, 210), (0.7, 0.32), 0.32, 150)
    pen.circle((232, 236, 206), (0.7, 0.32), 0.16)
    tree = (18, 26, 24)
    _dead_tree(pen, 0.12, 1.24, 1.0, tree, 1.0)
    _dead_tree(pen, 0.92, 1.24, 0.9, tree, -1.0)
    _dead_tree(pen, 0.38, 1.24, 0.5, (40, 54, 50), -1.0)
    # the ghost
    gx, gy = EMBLEM_X - 0.02, 0.66
    body = [(gx - 0.15, gy)]
    for i in range(7):
        x = gx - 0.15 + 0.3 * i / 6
        body.append((x, gy + 0.3 + (0.04 if i % 2 else 0.0)))
    body.append((gx + 0.15, gy))
    with pen.layer(235) as ghost:
        ghost.circle((242, 248, 246), (gx, gy), 0.15)
        ghost.polygon((242, 248, 246), body)
    pen.ellipse((30, 40, 40), (gx - 0.055, gy - 0.02), 0.03, 0.045)
    pen.ellipse((30, 40, 40), (gx + 0.055, gy - 0.02), 0.03, 0.045)
    pen.ellipse((30, 40, 40), (gx, gy + 0.09), 0.035, 0.05)
    with pen.layer(80) as fog:
        for x, y, rx in ((0.3, 1.14, 0.3), (0.75, 1.18, 0.35), (0.5, 1.24, 0.5)):
            fog.ellipse((200, 220, 215), (x, y), rx, 0.06)


def _scene_swamp(pen: _Pen) -> None:
    water = 0.86
    with pen.layer(70) as mist:
        mist.ellipse((230, 240, 200), (0.6, 0.3), 0.35, 0.06)
        mist.ellipse((230, 240, 200), (0.45, 0.42), 0.3, 0.05)
    pen.rect((58, 72, 38), 0.0, water, 1.0, 0.6)
    pen.stroke((110, 128, 70), [(0.0, water), (1.0, water)], 0.01)
    for x, y, rx in ((0.28, 1.0, 0.1), (0.78, 1.1, 0.09), (0.45, 1.16, 0.07)):
        pen.ellipse((78, 140, 60), (x, y), rx, rx * 0.35)
        pen.polygon((58, 72, 38), [(x, y), (x + rx, y - rx * 0.15), (x + rx, y + rx * 0.1)])
    for x, y, r in ((0.6, 0.95, 0.015), (0.66, 1.0, 0.01), (0.2, 1.1, 0.012)):
        pen.circle((170, 190, 120), (x, y), r, 0.005)
    for x, lean, height in ((0.08, -0.02, 0.5), (0.15, 0.03, 0.62), (0.9, 0.02, 0.55), (0.84, -0.03, 0.42)):
        pen.stroke((52, 70, 30), [(x, water + 0.05), (x + lean, water - height)], 0.012)
        pen.ellipse((100, 62, 30), (x + lean * 0.85, water - height * 0.8), 0.02, 0.06)
    # the frog on its lily pad
    fx, fy = EMBLEM_X, 0.72
    pen.ellipse((64, 150, 60), (fx, fy + 0.15), 0.25, 0.07)
    pen.ellipse((120, 178, 60), (fx, fy), 0.2, 0.16)
    pen.ellipse((170, 210, 110), (fx, fy + 0.05), 0.12, 0.09)
    for side in (-1, 1):
        pen.ellipse((120, 178, 60), (fx + side * 0.17, fy + 0.12), 0.08, 0.045)
        pen.circle((120, 178, 60), (fx + side * 0.09, fy - 0.13), 0.065)
        pen.circle((250, 250, 230), (fx + side * 0.09, fy - 0.14), 0.045)
        pen.circle((20, 24, 16), (fx + side * 0.09, fy - 0.135), 0.025)
    pen.stroke((40, 80, 30), [(fx - 0.1, fy - 0.01), (fx, fy + 0.025), (fx + 0.1, fy - 0.01)], 0.01)


def _scene_desert(pen: _Pen) -> None:
    sx, sy = EMBLEM_X, 0.36
    with pen.layer(110) as glow:
        for i in range(12):
            a = i * math.pi / 6
            glow.polygon((255, 250, 210), [(sx, sy), (sx + 0.42 * math.cos(a - 0.1), sy + 0.42 * math.sin(a - 0.1)),
                                           (sx + 0.42 * math.cos(a + 0.1), sy + 0.42 * math.sin(a + 0.1))])
    pen.circle((255, 236, 160), (sx, sy), 0.15)
    pen.circle((255, 248, 210), (sx, sy), 0.11)
    pen.polygon((214, 150, 70), [(0.5, 0.9), (0.72, 0.6), (0.94, 0.9)])
    pen.polygon((176, 112, 48), [(0.72, 0.6), (0.94, 0.9), (0.78, 0.9)])
    pen.polygon((236, 176, 86), [(0.0, 0.92)] + _dune(0.0, 1.0, 0.86, 0.06) + [(1.0, 1.4), (0.0, 1.4)])
    pen.polygon((216, 146, 66), [(0.0, 1.06)] + _dune(0.0, 1.0, 1.02, -0.07) + [(1.0, 1.4), (0.0, 1.4)])
    pen.polygon((194, 120, 50), [(0.0, 1.18)] + _dune(0.0, 1.0, 1.14, 0.05) + [(1.0, 1.4), (0.0, 1.4)])
    # a cactus
    cactus = (62, 128, 70)
    pen.rect(cactus, 0.15, 0.7, 0.06, 0.36, radius=0.03)
    pen.rect(cactus, 0.09, 0.78, 0.04, 0.12, radius=0.02)
    pen.rect(cactus, 0.09, 0.86, 0.08, 0.04, radius=0.02)
    pen.rect(cactus, 0.23, 0.74, 0.04, 0.12, radius=0.02)
    pen.rect(cactus, 0.19, 0.82, 0.08, 0.04, radius=0.02)


def _dune(x0: float, x1: float, y: float, amp: float) -> list[Point]:
    return [(x0 + (x1 - x0) * i / 20, y - amp * math.sin(math.pi * i / 20 * 1.3 + 0.4)) for i in range(21)]


def _scene_ice_world(pen: _Pen) -> None:
    peaks = [(0.0, 1.4), (0.0, 0.92), (0.12, 0.78), (0.22, 0.9), (0.36, 0.74), (0.5, 0.94), (0.66, 0.8),
             (0.8, 0.96), (0.92, 0.82), (1.0, 0.9), (1.0, 1.4)]
    pen.polygon((200, 226, 246), peaks)
    for a, b in zip(peaks[1:-2], peaks[2:-1]):
        if a[1] > b[1]:  # shade the right face of each peak
            pen.polygon((160, 196, 230), [b, (b[0] + (b[0] - a[0]) * 0.6, a[1]), (b[0], a[1] + 0.3)])
    pen.polygon((238, 248, 255), [(0.0, 1.4), (0.0, 1.06), (0.3, 1.0), (0.6, 1.08), (1.0, 1.02), (1.0, 1.4)])
    x, y = EMBLEM_X, 0.46
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-0.7, -0.7), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7)):
        pen.glyph("\u2744", (x + dx * 0.012, y + dy * 0.012), 0.5, (40, 100, 180))
    pen.glyph("\u2744", (x, y), 0.5, (250, 253, 255))
    for fx, fy, r in ((0.4, 0.22, 0.012), (0.9, 0.2, 0.015), (0.86, 0.66, 0.012), (0.2, 0.66, 0.014),
                      (0.5, 0.8, 0.01), (0.94, 0.46, 0.01)):
        pen.circle((255, 255, 255), (fx, fy), r)


def _scene_magic_forest(pen: _Pen) -> None:
    for x, y, r, colour in ((0.1, 0.62, 0.2, (30, 110, 70)), (0.92, 0.5, 0.22, (36, 120, 78)),
                            (0.2, 0.78, 0.16, (46, 150, 86)), (0.84, 0.76, 0.17, (48, 150, 90))):
        pen.rect((86, 56, 40), x - 0.03, y, 0.06, 0.7)
        pen.circle(colour, (x, y), r)
        pen.circle(_mix(colour, (180, 255, 190), 0.25), (x - r * 0.3, y - r * 0.3), r * 0.45)
    pen.ellipse((40, 80, 50), (0.5, 1.24), 0.7, 0.2)
    _glow(pen, (255, 190, 255), (EMBLEM_X, 0.6), 0.36, 170)
    # a great toadstool
    mx, my = EMBLEM_X, 0.62
    pen.polygon((246, 236, 214), [(mx - 0.06, my), (mx + 0.06, my), (mx + 0.08, my + 0.42), (mx - 0.08, my + 0.42)])
    cap = [(mx + 0.26 * math.cos(a), my - 0.24 * math.sin(a)) for a in (math.pi * i / 24 for i in range(25))]
    pen.polygon((214, 38, 64), cap)
    pen.ellipse((214, 38, 64), (mx, my + 0.01), 0.26, 0.04)
    for dx, dy, r in ((-0.14, -0.06, 0.035), (0.0, -0.16, 0.04), (0.13, -0.09, 0.035), (-0.05, -0.05, 0.025),
                      (0.2, -0.01, 0.02), (-0.21, 0.0, 0.02)):
        pen.circle((255, 250, 240), (mx + dx, my + dy), r)
    for x, y, s, colour in ((0.4, 0.22, 0.04, (255, 236, 130)), (0.86, 0.2, 0.05, (170, 250, 255)),
                            (0.42, 0.9, 0.03, (170, 250, 255)), (0.9, 1.0, 0.035, (255, 236, 130)),
                            (0.66, 0.14, 0.025, (255, 200, 255)), (0.28, 1.06, 0.025, (255, 236, 130))):
        _sparkle(pen, colour, (x, y), s)


def _scene_cave(pen: _Pen) -> None:
    _glow(pen, (196, 136, 255), (EMBLEM_X, 0.76), 0.44, 210)
    rock = (58, 44, 36)
    drips = [(0.05, 0.28), (0.2, 0.16), (0.34, 0.3), (0.48, 0.2), (0.6, 0.34), (0.74, 0.18), (0.86, 0.3),
             (0.97, 0.2)]
    for i, (x, length) in enumerate(drips):
        half = 0.055 if i % 2 else 0.07
        pen.polygon(rock, [(x - half, 0.0), (x + half, 0.0), (x, 0.04 + length)])
    for x, length in ((0.08, 0.24), (0.22, 0.12), (0.92, 0.2), (0.8, 0.1)):
        pen.polygon(rock, [(x - 0.06, 1.26), (x + 0.06, 1.26), (x, 1.22 - length)])
    pen.ellipse((40, 30, 26), (0.5, 1.28), 0.7, 0.16)
    # the crystal cluster
    cx, base = EMBLEM_X, 1.04
    for angle, length, width in ((-28, 0.34, 0.07), (24, 0.38, 0.075), (-8, 0.56, 0.09), (10, 0.46, 0.08)):
        a = math.radians(angle)
        ux, uy = math.sin(a), -math.cos(a)
        px, py = -uy, ux
        tip = (cx + ux * length, base + uy * length)
        shoulder = length - width * 1.2
        left = (cx - px * width + ux * shoulder, base - py * width + uy * shoulder)
        right = (cx + px * width + ux * shoulder, base + py * width + uy * shoulder)
        foot_l = (cx - px * width, base - py * width)
        foot_r = (cx + px * width, base + py * width)
        pen.polygon((124, 64, 180), [foot_l, left, tip, right, foot_r])
        mid_foot = (cx, base)
        pen.polygon((196, 150, 246), [mid_foot, (cx + ux * shoulder, base + uy * shoulder), tip, left, foot_l])
        pen.stroke((236, 214, 255), [(cx + ux * shoulder, base + uy * shoulder), tip], 0.006)
    pen.ellipse((50, 38, 32), (cx, base + 0.02), 0.2, 0.05)
    for x, y, s in ((0.42, 0.5, 0.03), (0.84, 0.56, 0.035), (0.5, 0.92, 0.02)):
        _sparkle(pen, (236, 214, 255), (x, y), s)


def _wing(pen: _Pen, cx: float, cy: float, side: int) -> None:
    """A raised wing of five feathers, fanned out from the body at (cx, cy)."""
    edge = (150, 176, 214)
    for i in reversed(range(5)):
        angle = math.radians(58 - i * 17)
        length = 0.3 - i * 0.035
        root = (cx + side * 0.05, cy + i * 0.02)
        ux, uy = side * math.cos(angle), -math.sin(angle)
        px, py = -uy, ux
        half = 0.036
        tip = (root[0] + ux * length, root[1] + uy * length)
        feather = [(root[0] - px * half * 0.6, root[1] - py * half * 0.6),
                   (root[0] + ux * length * 0.75 - px * half, root[1] + uy * length * 0.75 - py * half),
                   tip,
                   (root[0] + ux * length * 0.75 + px * half, root[1] + uy * length * 0.75 + py * half),
                   (root[0] + px * half * 0.6, root[1] + py * half * 0.6)]
        pen.outlined((255, 255, 255), edge, feather, 0.006)


def _scene_heaven(pen: _Pen) -> None:
    hx, hy = EMBLEM_X, 0.56
    with pen.layer(110) as rays:
        for i in range(16):
            a = i * math.pi / 8
            rays.polygon((255, 244, 190), [(hx, hy), (hx + 0.8 * math.cos(a - 0.07), hy + 0.8 * math.sin(a - 0.07)),
                                           (hx + 0.8 * math.cos(a + 0.07), hy + 0.8 * math.sin(a + 0.07))])
    _glow(pen, (255, 250, 220), (hx, hy), 0.3, 220)
    _wing(pen, hx, hy, -1)
    _wing(pen, hx, hy, 1)
    pen.circle((214, 150, 20), (hx, hy + 0.03), 0.085)
    pen.circle((255, 210, 80), (hx, hy + 0.03), 0.075)
    pen.circle((255, 246, 200), (hx - 0.02, hy + 0.01), 0.035)
    pen.ellipse((214, 150, 20), (hx, hy - 0.13), 0.12, 0.04, 0.022)
    pen.ellipse((255, 214, 90), (hx, hy - 0.13), 0.11, 0.032, 0.01)
    for x, y, s in ((0.2, 1.12, 0.13), (0.55, 1.16, 0.15), (0.88, 1.1, 0.12), (0.76, 0.94, 0.08),
                    (0.16, 0.86, 0.07)):
        _cloud(pen, (214, 224, 244), x, y + 0.012, s)
        _cloud(pen, (255, 255, 255), x, y, s * 0.94)


REALMS: dict[str, Realm] = {
    "4": Realm("Necromancy", (92, 58, 128), (22, 16, 32), (74, 40, 104), _scene_necromancy),
    "5": Realm("Inferno", (70, 6, 12), (236, 96, 24), (160, 28, 14), _scene_inferno),
    "6": Realm("Sea", (130, 204, 240), (14, 60, 130), (18, 70, 150), _scene_sea),
    "7": Realm("Lake", (196, 228, 240), (60, 140, 160), (28, 108, 122), _scene_lake),
    "8": Realm("Haunted Woods", (84, 108, 104), (16, 24, 24), (40, 64, 60), _scene_haunted_woods),
    "9": Realm("Swamp", (150, 160, 96), (40, 48, 24), (78, 92, 34), _scene_swamp),
    "T": Realm("Desert", (255, 216, 140), (226, 150, 70), (170, 96, 30), _scene_desert),
    "J": Realm("Ice World", (236, 248, 255), (130, 186, 232), (46, 112, 186), _scene_ice_world),
    "Q": Realm("Magic Forest", (28, 96, 72), (70, 30, 104), (60, 110, 60), _scene_magic_forest),
    "K": Realm("Cave", (96, 76, 62), (28, 22, 20), (92, 66, 48), _scene_cave),
    "A": Realm("Heaven", (64, 142, 232), (255, 226, 168), (40, 104, 184), _scene_heaven),
}


def realm_name(rank: str) -> str:
    """The name of a rank's realm ("4" -> "Necromancy")."""
    return REALMS[rank].name


# ---------------------------------------------------------------- special emblems
# Each takes a centre and a size (the emblem's height) and draws either in full
# colour (simple=False) or as a one-colour icon for the corner tab.


def _sword(pen: _Pen, cx: float, cy: float, size: float, simple: bool) -> None:
    s = size
    edge = (16, 30, 70)
    blade, ridge, gold, grip = (228, 234, 244), (168, 180, 204), (246, 198, 64), (104, 58, 30)
    if simple:
        blade = ridge = gold = grip = SPECIALS[SWORD].ink
    top, guard, bottom = cy - s / 2, cy + s * 0.2, cy + s / 2
    bw = s * 0.06
    line = s * 0.018
    pen.outlined(blade, edge, [(cx, top), (cx + bw, top + s * 0.1), (cx + bw, guard), (cx - bw, guard),
                               (cx - bw, top + s * 0.1)], line)
    if not simple:
        pen.polygon(ridge, [(cx, top + s * 0.04), (cx + bw * 0.3, top + s * 0.12), (cx + bw * 0.3, guard),
                            (cx - bw * 0.3, guard), (cx - bw * 0.3, top + s * 0.12)])
    pen.outlined(grip, edge, [(cx - bw * 0.7, guard), (cx + bw * 0.7, guard), (cx + bw * 0.7, bottom - s * 0.05),
                              (cx - bw * 0.7, bottom - s * 0.05)], line)
    if not simple:
        for i in range(4):
            y = guard + s * 0.04 + i * s * 0.05
            pen.stroke((70, 36, 18), [(cx - bw * 0.7, y), (cx + bw * 0.7, y + s * 0.02)], line * 0.8)
    gw, gh = s * 0.24, s * 0.045
    pen.outlined(gold, edge, [(cx - gw, guard - gh), (cx - gw * 0.6, guard - gh * 0.6),
                              (cx + gw * 0.6, guard - gh * 0.6), (cx + gw, guard - gh),
                              (cx + gw, guard + gh), (cx + gw * 0.6, guard + gh * 0.6),
                              (cx - gw * 0.6, guard + gh * 0.6), (cx - gw, guard + gh)], line)
    pen.circle(edge, (cx, bottom - s * 0.05), s * 0.06)
    pen.circle(gold, (cx, bottom - s * 0.05), s * 0.06 - line)


def _chalice(pen: _Pen, cx: float, cy: float, size: float, simple: bool) -> None:
    s = size
    edge = (90, 30, 10)
    gold, shine, gem = (242, 192, 60), (255, 236, 150), (210, 20, 40)
    if simple:
        gold = shine = SPECIALS[ARTIFACT].ink
        gem = (255, 255, 255)
    line = s * 0.02
    top = cy - s / 2
    bowl = [(cx - s * 0.3, top + s * 0.08)]
    for i in range(13):
        a = math.pi * i / 12
        bowl.append((cx - s * 0.3 * math.cos(a), top + s * 0.08 + s * 0.36 * math.sin(a) ** 0.8))
    bowl = bowl[1:]
    pen.outlined(gold, edge, bowl, line)
    pen.outlined(gold, edge, [(cx - s * 0.05, top + s * 0.42), (cx + s * 0.05, top + s * 0.42),
                              (cx + s * 0.04, top + s * 0.78), (cx - s * 0.04, top + s * 0.78)], line)
    pen.circle(edge, (cx, top + s * 0.6), s * 0.07)
    pen.circle(gold, (cx, top + s * 0.6), s * 0.07 - line)
    pen.outlined(gold, edge, [(cx - s * 0.05, top + s * 0.76), (cx + s * 0.05, top + s * 0.76),
                              (cx + s * 0.24, top + s * 0.94), (cx + s * 0.24, top + s),
                              (cx - s * 0.24, top + s), (cx - s * 0.24, top + s * 0.94)], line)
    pen.outlined(gold, edge, [(cx - s * 0.34, top + s * 0.03), (cx + s * 0.34, top + s * 0.03),
                              (cx + s * 0.34, top + s * 0.1), (cx - s * 0.34, top + s * 0.1)], line)
    if not simple:
        pen.polygon(shine, [(cx - s * 0.22, top + s * 0.14), (cx - s * 0.15, top + s * 0.14),
                            (cx - s * 0.12, top + s * 0.3), (cx - s * 0.17, top + s * 0.33)])
    gem_y = top + s * 0.24
    diamond = [(cx, gem_y - s * 0.09), (cx + s * 0.075, gem_y), (cx, gem_y + s * 0.09), (cx - s * 0.075, gem_y)]
    pen.outlined(gem, edge, diamond, line * 0.8)
    if not simple:
        pen.polygon((255, 150, 160), [(cx, gem_y - s * 0.06), (cx - s * 0.04, gem_y), (cx, gem_y)])


def _shield(pen: _Pen, cx: float, cy: float, size: float, simple: bool) -> None:
    s = size
    edge = (70, 34, 4)
    rim, field, charge = (214, 220, 230), (246, 132, 22), (255, 236, 196)
    if simple:
        rim = field = SPECIALS[SHIELD].ink
        charge = (255, 255, 255)
    line = s * 0.02

    def outline(scale: float) -> list[Point]:
        hw, top, h = s * 0.4 * scale, cy - s / 2 + s * (1 - scale) * 0.3, s * scale
        points = [(cx - hw, top), (cx, top + h * 0.06), (cx + hw, top)]
        for i in range(1, 13):
            t = i / 12
            points.append((cx + hw * math.cos(t * math.pi / 2) ** 0.9, top + h * 0.45 * math.sin(t * math.pi / 2)
                           + h * 0.55 * t ** 1.6))
        points.append((cx, top + h))
        for i in range(12, 0, -1):
            t = i / 12
            points.append((cx - hw * math.cos(t * math.pi / 2) ** 0.9, top + h * 0.45 * math.sin(t * math.pi / 2)
                           + h * 0.55 * t ** 1.6))
        return points

    pen.outlined(rim, edge, outline(1.0), line)
    if not simple:
        pen.outlined(field, edge, outline(0.8), line * 0.7)
    # a cross
    bar = s * 0.055
    pen.polygon(charge, [(cx - bar, cy - s * 0.36), (cx + bar, cy - s * 0.36), (cx + bar, cy + s * 0.32),
                         (cx - bar, cy + s * 0.32)])
    pen.polygon(charge, [(cx - s * 0.27, cy - s * 0.12 - bar), (cx + s * 0.27, cy - s * 0.12 - bar),
                         (cx + s * 0.27, cy - s * 0.12 + bar), (cx - s * 0.27, cy - s * 0.12 + bar)])


def _pot(pen: _Pen, cx: float, cy: float, size: float, simple: bool) -> None:
    s = size
    edge = (40, 26, 6)
    body, rim, coin, coin_dark = (150, 86, 34), (186, 116, 52), (252, 204, 60), (190, 132, 20)
    if simple:
        body = rim = SPECIALS[TREASURE_POT].ink
    line = s * 0.02
    top = cy - s / 2
    # the heap of coins above the rim
    for dx, dy, r in ((-0.2, 0.32, 0.1), (0.2, 0.32, 0.1), (-0.1, 0.22, 0.1), (0.1, 0.22, 0.1), (0.0, 0.12, 0.1),
                      (0.0, 0.3, 0.1)):
        pen.circle(edge, (cx + dx * s, top + dy * s), r * s)
        pen.circle(coin, (cx + dx * s, top + dy * s), r * s - line)
        if not simple:
            pen.circle(coin_dark, (cx + dx * s, top + dy * s), r * s * 0.6, line * 0.6)
    belly = [(cx - s * 0.3, top + s * 0.4)]
    for i in range(1, 24):
        a = math.pi * i / 24
        belly.append((cx - s * 0.42 * math.cos(a), top + s * 0.62 + s * 0.34 * math.sin(a) - s * 0.2 * (1 - math.sin(a))))
    belly.append((cx + s * 0.3, top + s * 0.4))
    for side in (-1, 1):
        pen.circle(edge, (cx + side * s * 0.42, top + s * 0.56), s * 0.09, line * 2.4)
    pen.outlined(body, edge, belly, line)
    pen.outlined(rim, edge, [(cx - s * 0.38, top + s * 0.36), (cx + s * 0.38, top + s * 0.36),
                             (cx + s * 0.38, top + s * 0.46), (cx - s * 0.38, top + s * 0.46)], line)
    if not simple:
        pen.ellipse((196, 134, 70), (cx - s * 0.18, top + s * 0.66), s * 0.05, s * 0.12)


def _special_scene(card_text: str) -> Callable[[_Pen], None]:
    special = SPECIALS[card_text]

    def scene(pen: _Pen) -> None:
        cx, cy = EMBLEM_X, 0.6
        with pen.layer(70) as rays:
            for i in range(18):
                a = i * math.pi / 9
                rays.polygon((255, 255, 255), [(cx, cy), (cx + 1.2 * math.cos(a - 0.06), cy + 1.2 * math.sin(a - 0.06)),
                                               (cx + 1.2 * math.cos(a + 0.06), cy + 1.2 * math.sin(a + 0.06))])
        _glow(pen, (255, 255, 230), (cx, cy), 0.4, 150)
        size = 0.98 if card_text == SWORD else 0.62
        special.emblem(pen, cx, cy, size, False)
        if card_text == TREASURE_POT:
            for x, y, s in ((0.4, 0.3, 0.04), (0.88, 0.26, 0.05), (0.86, 0.9, 0.035), (0.42, 0.98, 0.03)):
                _sparkle(pen, (255, 240, 150), (x, y), s)

    return scene


SPECIALS: dict[str, Special] = {
    SWORD: Special("Sword", (28, 86, 210), (74, 136, 236), (12, 36, 110), (16, 56, 150), _sword),
    ARTIFACT: Special("Artifact", (204, 22, 40), (230, 70, 60), (104, 6, 20), (150, 10, 30), _chalice),
    SHIELD: Special("Shield", (238, 124, 14), (255, 178, 70), (186, 80, 8), (170, 78, 0), _shield),
    TREASURE_POT: Special("Treasure Pot", (26, 146, 66), (88, 190, 100), (14, 86, 40), (10, 100, 44), _pot),
}


# ---------------------------------------------------------------- checks


def is_kanastic_text(text: str) -> bool:
    """Whether `text` is a card of the Kanastic deck ("7s", "Kg", "SW", ...)."""
    if text in SPECIALS:
        return True
    return len(text) == 2 and text[0] in RANKS and text[1] in SUITS + GOLD_SUIT


def suit_ink(suit: str) -> Colour:
    """Ink of a Kanastic suit letter: "h"/"g" red, "d" blue, "s" yellow, "c" black."""
    return SUIT_INK[suit]


def _check(card_text: str) -> None:
    if not is_kanastic_text(card_text):
        raise ValueError(f"not a Kanastic card: {card_text!r}")


# ---------------------------------------------------------------- corner index


def _straight_shape(size: tuple[int, int], draw: Callable[[_Pen], None], unit: float, edge: Colour,
                    factor: int = 4) -> pygame.Surface:
    """Shapes drawn supersampled and shrunk with straight alpha (transparent pixels
    carry the outline colour, so the shrunk edge has no dark or light fringe)."""
    big = pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)
    big.fill((*edge, 0))
    draw(_Pen(big, unit * factor))
    return pygame.transform.smoothscale(big, size)


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


# ---------------------------------------------------------------- faces


@dataclass(frozen=True)
class _Look:
    top: Colour
    bottom: Colour
    dark: Colour
    name: str
    scene: Callable[[_Pen], None]
    gold: bool = False


def _look(card_text: str) -> _Look:
    if card_text in SPECIALS:
        sp = SPECIALS[card_text]
        return _Look(sp.top, sp.bottom, sp.dark, sp.name, _special_scene(card_text))
    realm = REALMS[card_text[0]]
    return _Look(realm.top, realm.bottom, realm.dark, realm.name, realm.scene, card_text[1] == GOLD_SUIT)


def _tab_rects(w: int, h: int, top_index: pygame.Surface, bottom_index: pygame.Surface
               ) -> tuple[pygame.Rect, pygame.Rect]:
    inset = w * INSET
    pad = w * TAB_PAD
    top = pygame.Rect(0, 0, round(w * TAB_W), round(pad * 1.0 + top_index.get_height() + pad * 1.4))
    top.topleft = (round(inset), round(inset))
    small_pad = pad * SMALL_INDEX
    bottom = pygame.Rect(0, 0, round(w * TAB_W * SMALL_INDEX + small_pad),
                         round(small_pad + bottom_index.get_height() + small_pad * 1.4))
    bottom.bottomright = (round(w - inset), round(h - inset - w * STRIP_H * 0.5))
    return top, bottom


def render_kanastic_face(card_text: str, width: int) -> pygame.Surface:
    """A Kanastic card face, `width` px wide, on a transparent SRCALPHA surface.

    Raises:
        ValueError: `card_text` is not a Kanastic card such as "7s", "Kg" or "SW".
    """
    _check(card_text)
    w, h = card_size(width)
    look = _look(card_text)
    edge_px = _edge_px(w)
    if look.gold:
        card = _rounded_body(w, h, GOLD_MID, GOLD_DARK, edge_px)
    else:
        card = _rounded_body(w, h, PAPER, (96, 96, 104), edge_px)
    if card_text in SPECIALS:
        top_index = _special_index(card_text, w, 1.0)
        bottom_index = _special_index(card_text, w, SMALL_INDEX)
    else:
        top_index = _natural_index(card_text[0], card_text[1], w, 1.0)
        bottom_index = _natural_index(card_text[0], card_text[1], w, SMALL_INDEX)
    top_tab, bottom_tab = _tab_rects(w, h, top_index, bottom_index)
    inset = w * INSET
    panel = pygame.Rect(round(inset), round(inset), round(w - 2 * inset), round(h - 2 * inset - w * STRIP_H))
    panel_radius = max(1.0, corner_radius(w) - inset * 0.6)
    tab_fill = GOLD_TAB if look.gold else PAPER
    rim = GOLD_DARK if look.gold else look.dark

    def paint(big: pygame.Surface, k: int) -> None:
        if look.gold:
            # gold trim: a light gold line inside the card's edge
            trim = big.get_rect().inflate(-round(edge_px * 2.2 * k), -round(edge_px * 2.2 * k))
            pygame.draw.rect(big, (*GOLD_LIGHT, 255), trim, width=max(1, round(w * 0.008 * k)),
                             border_radius=round((corner_radius(w) - edge_px) * k))
        pr = pygame.Rect(panel.x * k, panel.y * k, panel.w * k, panel.h * k)
        layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        layer.blit(_gradient(pr.size, look.top, look.bottom), pr.topleft)
        look.scene(_Pen(layer, w * k))
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), pr, border_radius=round(panel_radius * k))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(layer, (0, 0))
        line = max(1, round(max(1.0, w / 150) * k))
        pygame.draw.rect(big, (*rim, 255), pr, width=line, border_radius=round(panel_radius * k))
        # Paper tabs for the indices, cut into the panel's corners.
        small = round(w * 0.035 * k)
        outer = round(panel_radius * k)
        tt = pygame.Rect(top_tab.x * k, top_tab.y * k, top_tab.w * k, top_tab.h * k)
        bt = pygame.Rect(bottom_tab.x * k, bottom_tab.y * k, bottom_tab.w * k, bottom_tab.h * k)
        for rect, corners in ((tt, (outer, 0, 0, small)), (bt, (small, small, small, small))):
            kw = dict(border_top_left_radius=corners[0], border_top_right_radius=corners[1],
                      border_bottom_left_radius=corners[2], border_bottom_right_radius=corners[3])
            pygame.draw.rect(big, (*rim, 255), rect, **kw)
            inner = rect.inflate(-2 * line, -2 * line)
            if rect is tt:
                inner = pygame.Rect(rect.x, rect.y, rect.w - line, rect.h - line)
            pygame.draw.rect(big, (*tab_fill, 255), inner, **kw)

    _blit_premul(card, _supersampled((w, h), paint, factor=3))
    card.blit(top_index, top_index.get_rect(midtop=(top_tab.centerx, round(top_tab.y + w * TAB_PAD))))
    flipped = pygame.transform.flip(bottom_index, True, True)
    card.blit(flipped, flipped.get_rect(midbottom=(bottom_tab.centerx,
                                                   round(bottom_tab.bottom - w * TAB_PAD * SMALL_INDEX))))
    _write_name(card, look, panel, bottom_tab)
    return card


def _write_name(card: pygame.Surface, look: _Look, panel: pygame.Rect, bottom_tab: pygame.Rect) -> None:
    w, h = card.get_size()
    cap = w * NAME_CAP
    if cap < 4:
        return  # too small to read: the colours and the index tell the realm
    ink = GOLD_INK if look.gold else look.dark
    name = _fit(_text(look.name.upper(), cap, ink), bottom_tab.x - panel.x - w * 0.03, cap * 1.4)
    strip_top = panel.bottom
    strip_bottom = h - w * INSET
    cx = (panel.x + bottom_tab.x) / 2
    card.blit(name, name.get_rect(center=(round(cx), round((strip_top + strip_bottom) / 2))))


# ---------------------------------------------------------------- back

BACK_NAVY: Colour = (24, 30, 74)
BACK_PLUM: Colour = (52, 22, 70)


def render_kanastic_back(width: int) -> pygame.Surface:
    """The Kanastic back: a wheel of the eleven realms' colours around a gold crown."""
    w, h = card_size(width)
    card = _rounded_body(w, h, PAPER, (96, 96, 104), _edge_px(w))
    inset = w * 0.06
    panel = pygame.Rect(round(inset), round(inset), round(w - 2 * inset), round(h - 2 * inset))
    panel_radius = max(1.0, corner_radius(w) * 0.6)

    def paint(big: pygame.Surface, k: int) -> None:
        pen = _Pen(big, w * k)
        pr = pygame.Rect(panel.x * k, panel.y * k, panel.w * k, panel.h * k)
        layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        layer.blit(_gradient(pr.size, BACK_NAVY, BACK_PLUM), pr.topleft)
        stars = _Pen(layer, w * k)
        step = 0.12
        for row in range(14):
            for col in range(9):
                x = 0.02 + col * step + (step / 2 if row % 2 else 0.0)
                y = 0.02 + row * step
                _sparkle(stars, (200, 164, 70), (x, y), 0.022)
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), pr, border_radius=round(panel_radius * k))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(layer, (0, 0))
        frame = max(1, round(w / 90 * k))
        inner = pr.inflate(-round(w * 0.05 * k), -round(w * 0.05 * k))
        pygame.draw.rect(big, (*GOLD_MID, 255), inner, width=frame, border_radius=round(panel_radius * 0.7 * k))
        # the wheel of realms
        cx, cy = 0.5, 0.7
        outer, ring = 0.34, 0.022
        pen.circle(GOLD_MID, (cx, cy), outer + ring)
        n = len(REALMS)
        for i, realm in enumerate(REALMS.values()):
            a0 = -math.pi / 2 + (i - 0.5) * 2 * math.pi / n
            a1 = a0 + 2 * math.pi / n
            steps = 8
            wedge = [(cx, cy)] + [(cx + outer * math.cos(a0 + (a1 - a0) * j / steps),
                                   cy + outer * math.sin(a0 + (a1 - a0) * j / steps)) for j in range(steps + 1)]
            pen.polygon(_mix(realm.top, realm.bottom, 0.45), wedge)
        for i in range(n):
            a = -math.pi / 2 + (i - 0.5) * 2 * math.pi / n
            pen.stroke(GOLD_MID, [(cx, cy), (cx + outer * math.cos(a), cy + outer * math.sin(a))], 0.012)
        pen.circle(GOLD_DARK, (cx, cy), 0.17)
        pen.circle(BACK_NAVY, (cx, cy), 0.155)
        _crown_shape(pen, cx, cy, 0.2, GOLD_MID, GOLD_DARK)
        for y in (0.2, 1.2):
            _sparkle(pen, GOLD_LIGHT, (cx, y), 0.06)

    _blit_premul(card, _supersampled((w, h), paint, factor=3))
    return card


# ---------------------------------------------------------------- cache


class KanasticArt(CardArt):
    """CardArt for the Kanastic deck: the same calls, drawing Kanastic faces and back.

    `four_colour` and `colour_name` are accepted so it can stand in for CardArt, and
    ignored: the Kanastic deck always has four suit colours and one back.
    """

    def face(self, card_text: str, width: int, four_colour: bool = False) -> pygame.Surface:
        _check(card_text)
        return self._get(self.face_key(card_text, width), lambda: render_kanastic_face(card_text, width))

    def face_key(self, card_text: str, width: int, four_colour: bool = False) -> tuple[object, ...]:
        return ("kanastic", card_text, int(width))

    def back(self, colour_name: str = DEFAULT_BACK, width: int = 120) -> pygame.Surface:
        return self._get(("kanastic back", int(width)), lambda: render_kanastic_back(width))
