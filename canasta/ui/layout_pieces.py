"""The two kinds of piece a table layout is made of: a player's hand (the band its cards
fan along, with the name plate) and a side's meld area (a column per rank, perhaps a wide
region for a run). Each knows where its cards lie; layout.py decides where the pieces go.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from canasta.engine.cards import NATURAL_RANKS

from .table_shape import RED_THREES

SLOT_RANKS: tuple[str, ...] = tuple(NATURAL_RANKS) + ("3",)  # black threes after the aces
CARD_RATIO = 1.4
ROW_STEP = 0.26          # how far each card of a row shows below the one before, of a card height
HAND_STEP = 0.5          # fan step of the viewer's hand, of a card width (rank and suit stay readable)
BACK_STEP = 0.22         # fan step of a face-down hand
RUN_STEP = 0.5           # how far each card of a golden suit's run shows, of a card width
POT_STEP = 0.3           # the same for the Treasure Pots set aside

Place = str  # "bottom", "top", "left", "right", "lower_left", "upper_left", "upper_right", "lower_right"
HORIZONTAL_PLACES = ("bottom", "top")


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


@dataclass(frozen=True)
class HandSlot:
    """One player's hand: the band its cards fan along and the plate with name and count."""

    seat: int
    place: Place
    rect: pygame.Rect
    plate: pygame.Rect
    card_width: int

    @property
    def vertical(self) -> bool:
        return self.place not in HORIZONTAL_PLACES

    @property
    def card_size(self) -> tuple[int, int]:
        """Size of one card on screen (turned a quarter at the sides)."""
        w, h = self.card_width, card_height(self.card_width)
        return (h, w) if self.vertical else (w, h)

    def card_rects(self, count: int, face_up: bool) -> list[pygame.Rect]:
        """Where each of `count` cards lies, first to last (the last on top)."""
        if count <= 0:
            return []
        w, h = self.card_size
        if self.vertical:
            room = self.rect.height - h
            step = min(BACK_STEP * self.card_width * 1.4, room / max(count - 1, 1))
            total = h + step * (count - 1)
            top = self.rect.top + (self.rect.height - total) / 2
            x = self.rect.centerx - w // 2
            return [pygame.Rect(x, round(top + i * step), w, h) for i in range(count)]
        ratio = HAND_STEP if face_up else BACK_STEP
        room = self.rect.width - w
        step = min(ratio * w, room / max(count - 1, 1))
        total = w + step * (count - 1)
        left = self.rect.centerx - total / 2
        y = self.rect.bottom - h if self.place == "bottom" else self.rect.top
        return [pygame.Rect(round(left + i * step), y, w, h) for i in range(count)]


@dataclass(frozen=True)
class MeldArea:
    """One side's part of the table: a column per rank, growing downwards, and perhaps a
    wide region at the right (a golden suit's run above, Treasure Pots below)."""

    side: int
    rect: pygame.Rect
    caption: pygame.Rect
    card_width: int
    columns: tuple[str, ...] = field(default=SLOT_RANKS + (RED_THREES,))
    run: str | None = None                 # the row laid out as a run in the wide region
    wide: pygame.Rect | None = None        # the region at the right, if any...
    wide_span: float = 0.0                 # ...and how many columns' width it takes
    pots: bool = False                     # the wide region holds the Treasure Pots

    @property
    def card_size(self) -> tuple[int, int]:
        return self.card_width, card_height(self.card_width)

    @property
    def pitch(self) -> float:
        """Width of one narrow column with its gap."""
        return self.rect.width / max(len(self.columns) + self.wide_span, 1)

    def column(self, rank: str) -> pygame.Rect:
        """The whole column of `rank` (RED_THREES for the red threes), or the strip of the run;
        unknown ranks share the last column."""
        if rank == self.run and self.run_rect is not None:
            return self.run_rect
        index = self.columns.index(rank) if rank in self.columns else len(self.columns) - 1
        pitch = self.pitch
        left = self.rect.left + pitch * index + (pitch - self.card_width) / 2
        top = self.caption.bottom
        return pygame.Rect(round(left), top, self.card_width, self.rect.bottom - top)

    @property
    def run_rect(self) -> pygame.Rect | None:
        """The strip a golden suit lies in, one card high."""
        if self.run is None or self.wide is None:
            return None
        return pygame.Rect(self.wide.left, self.wide.top, self.wide.width, card_height(self.card_width))

    @property
    def pots_rect(self) -> pygame.Rect | None:
        """The spot of the Treasure Pots: the pots at its left, their label beside them."""
        if not self.pots or self.wide is None:
            return None
        h = card_height(self.card_width)
        run = self.run_rect
        top = self.wide.top if run is None else min(run.bottom + self.card_width // 4, self.wide.bottom - h)
        return pygame.Rect(self.wide.left, top, self.wide.width, h)

    def run_rects(self, count: int) -> list[pygame.Rect]:
        """Where each card of a run of `count` cards lies, left to right, lowest rank first."""
        strip = self.run_rect
        if strip is None or count <= 0:
            return []
        w, h = self.card_size
        step = min(RUN_STEP * w, (strip.width - w) / max(count - 1, 1))
        return [pygame.Rect(round(strip.left + i * step), strip.top, w, h) for i in range(count)]

    def pot_rects(self, count: int) -> list[pygame.Rect]:
        spot = self.pots_rect
        if spot is None or count <= 0:
            return []
        w, h = self.card_size
        return [pygame.Rect(round(spot.left + i * POT_STEP * w), spot.top, w, h) for i in range(count)]

    def row_step(self, count: int) -> float:
        w, h = self.card_size
        room = self.rect.bottom - self.caption.bottom - h
        return min(ROW_STEP * h, room / max(count - 1, 1))

    def row_rects(self, rank: str, count: int) -> list[pygame.Rect]:
        """Where each card of a row of `count` cards lies, top card first (a run: left to right)."""
        if rank == self.run and self.run_rect is not None:
            return self.run_rects(count)
        column = self.column(rank)
        w, h = self.card_size
        step = self.row_step(count)
        return [pygame.Rect(column.left, round(column.top + i * step), w, h) for i in range(count)]

    def column_at(self, pos: tuple[int, int]) -> str | None:
        """The column under a point of the area (the run anywhere in the wide region), or None outside it."""
        if not self.rect.collidepoint(pos):
            return None
        if self.wide is not None and pos[0] >= self.wide.left - (self.pitch - self.card_width) / 2:
            return self.run
        if not self.columns:
            return None
        index = min(int((pos[0] - self.rect.left) / self.pitch), len(self.columns) - 1)
        return self.columns[index]
