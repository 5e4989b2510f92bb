"""A pen that draws in card units (1.0 is the card's width) on a supersampled surface,
and the shapes the Kanastic pictures are made of: waves, flames, glows, sparkles, clouds.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache

import pygame

from .drawing import Colour, _mix, _text

Point = tuple[float, float]


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



def _straight_shape(size: tuple[int, int], draw: Callable[[_Pen], None], unit: float, edge: Colour,
                    factor: int = 4) -> pygame.Surface:
    """Shapes drawn supersampled and shrunk with straight alpha (transparent pixels
    carry the outline colour, so the shrunk edge has no dark or light fringe)."""
    big = pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)
    big.fill((*edge, 0))
    draw(_Pen(big, unit * factor))
    return pygame.transform.smoothscale(big, size)
