"""The eleven realms of the Kanastic deck: each rank's name, colours and picture."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .drawing import Colour, _mix
from .pen import Point, _cloud, _flame, _glow, _Pen, _sparkle, _wave


@dataclass(frozen=True)
class Realm:
    """A rank's realm: its name and colour scheme (sky at the top, ground at the bottom)."""

    name: str
    top: Colour
    bottom: Colour
    dark: Colour  # the name's ink and the panel's rim
    scene: Callable[[_Pen], None]


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

