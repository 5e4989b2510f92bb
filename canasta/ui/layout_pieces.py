"""The two kinds of piece a table layout is made of: a player's hand (the band its cards
fan along, with the name plate) and a side's meld area (a column per meld, perhaps a wide
region for strips). Each knows where its cards lie; layout.py decides where the pieces go.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import pygame

from canasta.engine import NATURAL_RANKS

from .table_shape import CLASSIC_SHAPE, Column

SLOT_RANKS: tuple[str, ...] = tuple(NATURAL_RANKS) + ("3",)  # black threes after the aces
CARD_RATIO = 1.4
ROW_STEP = 0.26          # how far each card of a row shows below the one before, of a card height
HAND_STEP = 0.5          # fan step of the viewer's hand, of a card width (rank and suit stay readable)...
HAND_SPREAD = 1.08       # ...and the widest it grows to where the band has room: cards side by side
BACK_STEP = 0.22         # fan step of a face-down hand
RUN_STEP = 0.5           # how far each card of a golden suit's run shows, of a card width
POT_STEP = 0.3           # the same for the Treasure Pots set aside
WORD_GAP = 0.3           # space between two words on a line, of a card width
COLUMN_GAP = 0.16        # space between columns, of a card width

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
    # Where the seat's foot lies face down beside the hand (rules that deal one), and its
    # card width: its stack's top card, turned a quarter at the sides of the table; and the
    # band of its count ("Foot 11") next to it.
    foot: pygame.Rect | None = None
    foot_label: pygame.Rect | None = None
    foot_width: int = 0

    @property
    def vertical(self) -> bool:
        return self.place not in HORIZONTAL_PLACES

    @property
    def card_size(self) -> tuple[int, int]:
        """Size of one card on screen (turned a quarter at the sides)."""
        w, h = self.card_width, card_height(self.card_width)
        return (h, w) if self.vertical else (w, h)

    def fan_step(self, count: int, face_up: bool) -> float:
        """How far each of `count` cards of a hand at the bottom or top lies right of the one
        before: the viewer's own cards use the band's width, up to lying side by side."""
        w = self.card_size[0]
        room = self.rect.width - w
        return min((HAND_SPREAD if face_up else BACK_STEP) * w, room / max(count - 1, 1))

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
        step = self.fan_step(count, face_up)
        total = w + step * (count - 1)
        left = self.rect.centerx - total / 2
        y = self.rect.bottom - h if self.place == "bottom" else self.rect.top
        return [pygame.Rect(round(left + i * step), y, w, h) for i in range(count)]


@dataclass(frozen=True)
class MeldArea:
    """One side's part of the table: columns growing downwards, one meld each, and perhaps
    a wide region at the right (strips of melds laid out in order above, Treasure Pots below).

    Columns too many for the area's width first close up their gaps, then overlap, each
    showing the left part of its cards (their rank and suit); the cards keep their size."""

    side: int
    rect: pygame.Rect
    caption: pygame.Rect
    card_width: int
    columns: tuple[Column, ...] = field(default=CLASSIC_SHAPE.columns)
    wide_span: float = 0.0                 # columns' width the wide region at the right takes
    strips: bool = False                   # the wide region holds strips of melds laid out in order
    strip_words: str | None = None         # what the strips are kept for, shown while the side has none
    pots: bool = False                     # the wide region holds the Treasure Pots
    words: bool = False                    # the strips are words, flowed several to a line (word_rects)

    @property
    def card_size(self) -> tuple[int, int]:
        return self.card_width, card_height(self.card_width)

    @property
    def _even_pitch(self) -> float:
        return self.rect.width / max(len(self.columns) + self.wide_span, 1)

    @property
    def crowded(self) -> bool:
        """Whether the columns overlap (their cards would not fit side by side)."""
        return self._even_pitch < self.card_width

    @property
    def pitch(self) -> float:
        """How far each column lies right of the one before (less than a card when crowded)."""
        if not self.crowded:
            return self._even_pitch
        gap = self.card_width * COLUMN_GAP
        room = self.rect.width - self.wide_span * self.card_width - gap - self.card_width
        return max(room, 0) / max(len(self.columns) - 1, 1)

    def _first_left(self) -> float:
        if not self.crowded:
            return self.rect.left + (self._even_pitch - self.card_width) / 2
        return self.rect.left + self.card_width * COLUMN_GAP / 2

    @property
    def wide(self) -> pygame.Rect | None:
        """The region at the right, below the caption, if any."""
        if not self.wide_span:
            return None
        if not self.columns:  # the region is the whole area
            inset = self.card_width * COLUMN_GAP / 2
            left = round(self.rect.left + inset)
            return pygame.Rect(left, self.caption.bottom, round(self.rect.right - inset) - left,
                               self.rect.bottom - self.caption.bottom)
        if self.crowded:
            inset = self.card_width * COLUMN_GAP / 2
            left = round(self.rect.right - self.wide_span * self.card_width + inset)
        else:
            pitch = self._even_pitch
            inset = (pitch - self.card_width) / 2  # the same space as a column leaves either side of its cards
            left = round(self.rect.left + pitch * len(self.columns) + inset)
        return pygame.Rect(left, self.caption.bottom, round(self.rect.right - inset) - left,
                           self.rect.bottom - self.caption.bottom)

    def column(self, label: str | Column, nth: int = 0) -> pygame.Rect:
        """The whole column of the `nth` meld labelled `label` (RED_THREES for the red threes);
        a column the area lacks is the last one."""
        where = label if isinstance(label, Column) else Column(label, nth)
        index = self.columns.index(where) if where in self.columns else len(self.columns) - 1
        left = self._first_left() + self.pitch * index
        top = self.caption.bottom
        return pygame.Rect(round(left), top, self.card_width, self.rect.bottom - top)

    def column_at(self, pos: tuple[int, int]) -> Column | None:
        """The column under a point of the area (the one on top where they overlap), or None
        outside the area or in its wide region."""
        if not self.rect.collidepoint(pos) or not self.columns or self.in_wide(pos):
            return None
        if self.crowded:
            index = int((pos[0] - self._first_left()) // max(self.pitch, 1))
        else:
            index = int((pos[0] - self.rect.left) / self.pitch)
        return self.columns[min(max(index, 0), len(self.columns) - 1)]

    def in_wide(self, pos: tuple[int, int]) -> bool:
        """Whether a point of the area lies in its wide region (or the gap before it)."""
        wide = self.wide
        if wide is None or not self.rect.collidepoint(pos):
            return False
        inset = self.card_width * COLUMN_GAP / 2 if self.crowded else (self._even_pitch - self.card_width) / 2
        return pos[0] >= wide.left - inset

    @property
    def pots_rect(self) -> pygame.Rect | None:
        """The spot of the Treasure Pots: the pots at its left, their label beside them."""
        wide = self.wide
        if not self.pots or wide is None:
            return None
        h = card_height(self.card_width)
        top = min(wide.top + h + self.card_width // 4, wide.bottom - h) if self.strips else wide.top
        return pygame.Rect(wide.left, top, wide.width, h)

    def strip_rects(self, count: int) -> list[pygame.Rect]:
        """The bands of `count` strips, one card high, top down: apart while they fit, then
        overlapping, each showing the top of its cards."""
        wide = self.wide
        if not self.strips or wide is None or count <= 0:
            return []
        h = card_height(self.card_width)
        pots = self.pots_rect
        # room below the last strip for the frame drawn round it
        bottom = pots.top - self.card_width // 4 if pots is not None else wide.bottom - self.card_width // 16 - 2
        step = min(h + self.card_width * COLUMN_GAP, max(bottom - wide.top - h, 0) / max(count - 1, 1))
        return [pygame.Rect(wide.left, round(wide.top + i * step), wide.width, h) for i in range(count)]

    def word_width(self, count: int) -> int:
        """The width of a word of `count` cards on the table (at most the region's)."""
        wide = self.wide
        w = self.card_width
        full = round(w + RUN_STEP * w * max(count - 1, 0))
        return min(full, wide.width) if wide is not None else full

    def word_rects(self, counts: Sequence[int]) -> list[pygame.Rect]:
        """The bands of words of `counts` cards, in the order given: left to right, a new
        line when a word no longer fits on this one; the lines lie apart while they fit,
        then overlap, each showing the top of its cards (their letters)."""
        wide = self.wide
        if wide is None or not counts:
            return []
        w, h = self.card_size
        gap = round(WORD_GAP * w)
        lines: list[list[tuple[int, int]]] = [[]]   # (left, width) of each word, line by line
        x = wide.left
        for count in counts:
            width = self.word_width(count)
            if lines[-1] and x + width > wide.right:
                lines.append([])
                x = wide.left
            lines[-1].append((x, width))
            x += width + gap
        bottom = wide.bottom - self.card_width // 16 - 2  # room below the last line for the frames
        room = max(bottom - wide.top - h, 0)
        pitch = h + self.card_width * COLUMN_GAP
        if len(lines) > 1:
            pitch = min(pitch, room / (len(lines) - 1))
        return [pygame.Rect(left, round(wide.top + number * pitch), width, h)
                for number, line in enumerate(lines) for left, width in line]

    def strip_card_rects(self, strip: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Where each card of a strip of `count` cards lies, left to right."""
        if count <= 0:
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

    def row_rects(self, label: str | Column, count: int) -> list[pygame.Rect]:
        """Where each card of a column's row of `count` cards lies, top card first."""
        column = self.column(label)
        w, h = self.card_size
        step = self.row_step(count)
        return [pygame.Rect(column.left, round(column.top + i * step), w, h) for i in range(count)]
