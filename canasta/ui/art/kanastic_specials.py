"""The Kanastic special cards' emblems and pictures: Sword, Artifact, Shield, Treasure Pot."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from .drawing import Colour
from .kanastic_realms import EMBLEM_X
from .kanastic_style import ARTIFACT, SHIELD, SWORD, TREASURE_POT
from .pen import Point, _glow, _Pen, _sparkle


@dataclass(frozen=True)
class Special:
    name: str
    ink: Colour  # the card's colour, used for the corner icon
    top: Colour
    bottom: Colour
    dark: Colour
    emblem: Callable[[_Pen, float, float, float, bool], None]


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

