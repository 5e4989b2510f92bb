"""Where everything on the table goes, computed from the window size alone.

Nothing is placed in fixed pixels: the card width is the largest that lets every
hand, every side's rows and the side panel fit the window, from 1024x640 up to 4K.

The viewer sits at the bottom. The seat after the viewer sits left, the one after
that opposite (top), the last right; with two players the other sits opposite.
Each side's melds lie in an area of columns, one per rank in a fixed order (the
row of Sevens is always in the same place), with the red threes in the last
column: the viewer's side just above the hand, the others below their hands.
Rules with a golden suit or Treasure Pots (see table_shape) add a wide region at
the right of the columns: the golden suit as a run above, the Treasure Pots below.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from canasta.engine.cards import NATURAL_RANKS

from .table_shape import RED_THREES, TableShape

SLOT_RANKS: tuple[str, ...] = tuple(NATURAL_RANKS) + ("3",)  # black threes after the aces
CARD_RATIO = 1.4
COLUMN_GAP = 0.16        # space between columns, of a card width
ROW_STEP = 0.26          # how far each card of a row shows below the one before, of a card height
ROW_CARDS = 6            # the tallest row: at seven cards a row is a canasta, squared into one stack
HAND_SCALE = 1.3         # the viewer's hand cards against the table's cards...
HAND_GROWTH = 1.75       # ...and how much bigger they may grow into spare height,
HAND_WIDTH_CAP = 0.075   # up to this share of the window's width,
HAND_SPARE_SHARE = 0.6   # using at most this share of the spare height
BACK_SCALE = 0.62        # the face-down hands of the others
HAND_STEP = 0.5          # fan step of the viewer's hand, of a card width (rank and suit stay readable)
BACK_STEP = 0.22         # fan step of a face-down hand
RAISE = 0.2              # how far a selected card rises, of a card height
RUN_STEP = 0.5           # how far each card of a golden suit's run shows, of a card width
POT_STEP = 0.3           # the same for the Treasure Pots set aside
BOARD_ROW = 2.5          # a side's row on the scoreboard with one line of detail, of the font size
BOARD_LINE = 1.1         # each further line of detail

Place = str  # "bottom", "top", "left", "right"


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def board_row_height(font_px: int, detail_lines: int) -> int:
    """Height of one side's row on the scoreboard: name and score, then `detail_lines` lines."""
    return round(font_px * (BOARD_ROW + BOARD_LINE * max(0, detail_lines - 1)))


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
        return self.place in ("left", "right")

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
            top = self.rect.centery - total / 2
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


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    font_px: int
    small_px: int
    margin: int
    status: pygame.Rect       # the bottom bar: what to do next, and the buttons
    panel: pygame.Rect        # the right-hand column
    scoreboard: pygame.Rect
    stock: pygame.Rect        # the top card of the stock
    pile: pygame.Rect         # the top card of the pile
    log: pygame.Rect          # the last moves, in words
    hands: dict[int, HandSlot]
    melds: dict[int, MeldArea]

    @property
    def pile_card_width(self) -> int:
        return self.pile.width

    def hand_of(self, seat: int) -> HandSlot:
        return self.hands[seat]


def seat_places(players: int, viewer: int) -> dict[int, Place]:
    """Where each seat sits on screen, the viewer at the bottom, play going clockwise."""
    order = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}[players]
    return {(viewer + offset) % players: place for offset, place in enumerate(order)}


def compute_layout(size: tuple[int, int], players: int, viewer: int, side_of: Callable[[int], int],
                   top_inset: int = 0, extra_ranks: tuple[str, ...] = (), shape: TableShape | None = None,
                   board_lines: int = 1) -> TableLayout:
    """The whole table for a window of `size`, the top `top_inset` pixels left to the menu bar.

    `shape` names the columns and the wide region the rules need (classic columns when
    None); `extra_ranks` are rows beyond those, each given a column of its own.
    `board_lines`: lines of detail under each side's name on the scoreboard."""
    if shape is None:
        shape = TableShape(SLOT_RANKS + (RED_THREES,))
    known = set(shape.columns) | {shape.run}
    extra = tuple(rank for rank in extra_ranks if rank not in known)
    if RED_THREES in shape.columns:  # the red threes keep the last column
        columns = tuple(rank for rank in shape.columns if rank != RED_THREES) + extra + (RED_THREES,)
    else:
        columns = shape.columns + extra
    spans = len(columns) + shape.wide_span
    width, height = max(size[0], 320), max(size[1], 240)
    unit = min(width / 1280, height / 800)
    margin = max(4, round(10 * unit))
    font_px = max(12, min(40, round(17 * unit)))
    small_px = max(10, round(font_px * 0.82))
    status_h = round(font_px * 2.3)
    panel_w = max(150, round(width * 0.17))
    plate_w = round(font_px * 8.5)
    caption_h = round(small_px * 1.6)

    places = seat_places(players, viewer)
    by_place = {place: seat for seat, place in places.items()}
    sides = sorted({side_of(seat) for seat in range(players)})
    my_side = side_of(viewer)
    play = pygame.Rect(margin, top_inset + margin, width - panel_w - 3 * margin,
                       height - top_inset - status_h - 2 * margin)
    status = pygame.Rect(0, height - status_h, width, status_h)
    panel = pygame.Rect(play.right + margin, play.top, panel_w, play.height)

    side_band = round(font_px * 5.5)
    has_sides = "left" in by_place
    meld_w = play.width - (2 * (side_band + margin) if has_sides else 0)

    def column_width(area_width: float) -> float:
        return area_width / (spans * (1 + COLUMN_GAP))

    def area_height(cw: float) -> float:
        return caption_h + cw * CARD_RATIO * (1 + (ROW_CARDS - 1) * ROW_STEP)

    def bottom_band(cw: float) -> float:
        hh = cw * HAND_SCALE * CARD_RATIO
        return hh * (1 + RAISE)

    def top_band(cw: float) -> float:
        return max(cw * BACK_SCALE * CARD_RATIO, font_px * 2.6) if "top" in by_place else 0

    areas = len(sides)

    def vertical_need(cw: float) -> float:
        gaps = margin * (areas + (2 if "top" in by_place else 1))
        return top_band(cw) + areas * area_height(cw) + bottom_band(cw) + gaps

    fit_w = column_width(meld_w)
    if has_sides:
        # the side hands are as wide as a face-down card is tall
        fit_w = min(fit_w, (side_band) / (BACK_SCALE * CARD_RATIO))
    low, high = 12.0, fit_w
    for _ in range(30):
        mid = (low + high) / 2
        if vertical_need(mid) <= play.height:
            low = mid
        else:
            high = mid
    cw = max(12, int(low))
    back_w = max(8, round(cw * BACK_SCALE))
    hand_w = round(cw * HAND_SCALE)

    # Spare height goes to the meld areas, so long rows need not squeeze.
    spare = max(0.0, play.height - vertical_need(cw))
    # Spare height first makes the viewer's own cards bigger (up to HAND_GROWTH times the
    # table's cards and a share of the window's width), the rest goes to the meld areas.
    bigger = min(round(cw * HAND_GROWTH), round(width * HAND_WIDTH_CAP))
    if bigger > hand_w:
        per_pixel = CARD_RATIO * (1 + RAISE)
        grown = min(bigger, hand_w + int(spare * HAND_SPARE_SHARE / per_pixel))
        spare -= (grown - hand_w) * per_pixel
        hand_w = grown
    y = play.top
    hands: dict[int, HandSlot] = {}
    melds: dict[int, MeldArea] = {}
    centre = pygame.Rect(play.left + (side_band + margin if has_sides else 0), play.top, meld_w, play.height)

    top_h = max(card_height(back_w), round(font_px * 2.6)) if "top" in by_place else 0
    if "top" in by_place:
        band_h = top_h
        band = pygame.Rect(centre.left, y, centre.width, band_h)
        hands[by_place["top"]] = _horizontal_hand(by_place["top"], "top", band, plate_w, back_w, font_px)
        y = band.bottom + margin

    # The others' areas from the top down in the order they sit (left, top, right), then the viewer's.
    others = []
    for place in ("left", "top", "right"):
        side = side_of(by_place[place]) if place in by_place else None
        if side is not None and side != my_side and side not in others:
            others.append(side)
    share = spare / areas
    for side in others:
        area_h = round(area_height(cw) + share)
        melds[side] = _area(side, pygame.Rect(centre.left, y, centre.width, area_h), caption_h, cw, columns, shape)
        y += area_h + margin
    mine_h = round(area_height(cw) + share)
    melds[my_side] = _area(my_side, pygame.Rect(centre.left, y, centre.width, mine_h), caption_h, cw, columns,
                           shape)
    y += mine_h + margin

    bottom = pygame.Rect(play.left, y, play.width, play.bottom - y)
    hands[viewer] = _horizontal_hand(viewer, "bottom", bottom, plate_w, hand_w, font_px)

    if has_sides:
        side_top = play.top + (top_h + margin if "top" in by_place else 0)
        side_h = bottom.top - margin - side_top
        for place, left in (("left", play.left), ("right", centre.right + margin)):
            band = pygame.Rect(left, side_top, side_band, side_h)
            plate = pygame.Rect(band.left, band.top, band.width, round(font_px * 2.6))
            cards = pygame.Rect(band.left, plate.bottom + margin, band.width, band.bottom - plate.bottom - margin)
            hands[by_place[place]] = HandSlot(by_place[place], place, cards, plate, back_w)

    scoreboard_h = round(font_px * 2.4) + len(sides) * board_row_height(font_px, board_lines)
    scoreboard = pygame.Rect(panel.left, panel.top, panel.width, scoreboard_h)
    pile_w = max(16, min(round(cw * 1.15), int((panel.width - 2 * margin) / 2.75)))
    pile_h = card_height(pile_w)
    # The stock and the pile sit level with the line between the two lowest meld areas.
    mid_y = melds[my_side].rect.top - margin // 2
    label_h = round(small_px * 1.8)
    top_y = max(scoreboard.bottom + margin, round(mid_y - pile_h / 2))
    gap = (panel.width - pile_w - round(pile_w * CARD_RATIO)) / 3
    stock = pygame.Rect(round(panel.left + gap), top_y, pile_w, pile_h)
    pile_slot_left = stock.right + gap
    pile = pygame.Rect(round(pile_slot_left + (pile_w * CARD_RATIO - pile_w) / 2), top_y, pile_w, pile_h)
    note_h = round(small_px * 1.4)   # a line under the counts: why the pile cannot be taken
    log_top = stock.bottom + label_h + note_h + margin
    log = pygame.Rect(panel.left, log_top, panel.width, max(0, panel.bottom - log_top))
    return TableLayout((width, height), font_px, small_px, margin, status, panel, scoreboard, stock, pile, log,
                       hands, melds)


def _area(side: int, rect: pygame.Rect, caption_h: int, cw: int, columns: tuple[str, ...],
          shape: TableShape) -> MeldArea:
    caption = pygame.Rect(rect.left, rect.top, rect.width, caption_h)
    if not shape.wide_span:
        return MeldArea(side, rect, caption, cw, columns)
    pitch = rect.width / (len(columns) + shape.wide_span)
    inset = (pitch - cw) / 2  # the same space as a column leaves either side of its cards
    left = round(rect.left + pitch * len(columns) + inset)
    wide = pygame.Rect(left, caption.bottom, round(rect.right - inset) - left, rect.bottom - caption.bottom)
    return MeldArea(side, rect, caption, cw, columns, shape.run, wide, shape.wide_span, shape.pots)


def _horizontal_hand(seat: int, place: Place, band: pygame.Rect, plate_w: int, card_w: int,
                     font_px: int) -> HandSlot:
    plate_h = round(font_px * 2.6)
    plate = pygame.Rect(band.left, 0, plate_w, plate_h)
    if place == "bottom":
        plate.bottom = band.bottom
    else:
        plate.top = band.top
    cards = pygame.Rect(plate.right, band.top, band.width - 2 * plate_w, band.height)
    return HandSlot(seat, place, cards, plate, card_w)
