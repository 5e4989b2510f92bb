"""Cards glide from where they were to where they go.

After every change the table hands the animator the sprites before and after.
A card that kept its key but moved glides from its old place; a card that
appeared glides from where the same card face disappeared (hand to row, hand to
pile), or else from a place the move names (the stock for a draw, the pile for
a take, the mover's hand for a computer's meld). Time is the scene's clock, so
tests can run animations to their end by passing time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Iterable

import pygame

from .sprites import CardSprite


def ease_out(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return 1 - (1 - t) ** 3


@dataclass
class Glide:
    start: pygame.Rect
    end: pygame.Rect
    t0: float
    duration: float

    def rect_at(self, now: float) -> pygame.Rect:
        t = ease_out((now - self.t0) / self.duration) if self.duration > 0 else 1.0
        s, e = self.start, self.end
        return pygame.Rect(round(s.x + (e.x - s.x) * t), round(s.y + (e.y - s.y) * t),
                           round(s.w + (e.w - s.w) * t), round(s.h + (e.h - s.h) * t))

    def done(self, now: float) -> bool:
        return now >= self.t0 + self.duration


class Animator:
    """Glides between successive sprite sets."""

    def __init__(self) -> None:
        self.glides: dict[Hashable, Glide] = {}

    def running(self, now: float) -> bool:
        return any(not glide.done(now) for glide in self.glides.values())

    def finish(self) -> None:
        self.glides.clear()

    def rect_of(self, sprite: CardSprite, now: float) -> pygame.Rect | None:
        """Where a gliding sprite is now, or None when it is at rest."""
        glide = self.glides.get(sprite.key)
        if glide is None:
            return None
        if glide.done(now) or glide.end != sprite.rect:
            del self.glides[sprite.key]
            return None
        return glide.rect_at(now)

    def active_keys(self) -> set[Hashable]:
        """The sprites with a glide, running or ended but not yet cleared (`finish`)."""
        return set(self.glides)

    def rect_now(self, sprite: CardSprite, now: float) -> pygame.Rect | None:
        """Where `sprite` is drawn now: on its way, or where it rests; None while it waits
        to set off (a card still to be dealt stays unseen in the stock)."""
        glide = self.glides.get(sprite.key)
        if glide is None or glide.end != sprite.rect:
            return sprite.rect
        if now < glide.t0:
            return None
        return glide.rect_at(now)

    def moved(self, before: Iterable[CardSprite], after: Iterable[CardSprite], now: float, duration: float,
              sources: list[pygame.Rect] | None = None, stagger: float = 0.0) -> None:
        """Start glides for everything that moved between `before` and `after`.

        `sources` are places new cards come from when no card face left for them
        (each used in turn, the last one repeated); `stagger` delays each arrival
        a little after the one before, so a dealt hand comes in card by card.
        """
        if duration <= 0:
            self.glides.clear()
            return
        old = {sprite.key: sprite for sprite in before}
        new = {sprite.key: sprite for sprite in after}
        where_now = {key: self._current(old_sprite, now) for key, old_sprite in old.items()}
        departed: dict[str | None, list[pygame.Rect]] = {}
        for key, sprite in old.items():
            if key not in new:
                departed.setdefault(sprite.face, []).append(where_now[key])
        hidden_departures = departed.pop(None, [])
        fallback = list(sources or []) + hidden_departures
        arrivals = 0
        for key, sprite in new.items():
            if key in old:
                start = where_now[key]
                if start != sprite.rect:
                    self.glides[key] = Glide(start, sprite.rect.copy(), now, duration)
                continue
            faces = departed.get(sprite.face)
            if faces:
                start = faces.pop(0)
            elif hidden_departures:
                start = hidden_departures.pop(0)
            elif fallback:
                start = fallback[min(arrivals, len(fallback) - 1)]
            else:
                continue
            start = pygame.Rect(start.topleft, start.size)
            self.glides[key] = Glide(start, sprite.rect.copy(), now + stagger * arrivals, duration)
            arrivals += 1
        for key in [key for key in self.glides if key not in new]:
            del self.glides[key]

    def _current(self, sprite: CardSprite, now: float) -> pygame.Rect:
        glide = self.glides.get(sprite.key)
        if glide is not None and not glide.done(now):
            return glide.rect_at(now)
        return sprite.rect

    def end_time(self) -> float:
        return max((glide.t0 + glide.duration for glide in self.glides.values()), default=0.0)
