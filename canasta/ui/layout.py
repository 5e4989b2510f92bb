"""Where everything on the table goes, computed from the window size alone.

Nothing is placed in fixed pixels: the card width is the largest that lets every
hand, every side's rows and the side panel fit the window, from 1024x640 up to 4K.

The viewer sits at the bottom and play goes clockwise, as round a real table: with
two players the other sits opposite (top); with three, left and right; with four,
left, top and right. Five and six sit as round a pentagon and a hexagon: two at each
side of the table, one above the other, and with six one more opposite, so that
partners (every third seat) face each other.
Each side's melds lie in an area of columns, one per rank in a fixed order (the
row of Sevens is always in the same place), with the red threes in the last
column (table_shape.py says which columns and regions the rules and the melds
need): the viewer's side just above the hand, the others from the top down in the
order they play. With five or more sides (each then a single seat) the others' areas
lie two abreast, each on the side of the table its seat sits at, with smaller cards,
so that the viewer's own cards stay large.
Rules with melds laid out in order (runs, a golden suit) or Treasure Pots add a wide
region at the right of the columns: the strips above, the Treasure Pots below. Rules
that deal a foot give each hand a place for it, face down beside its cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Iterable

import pygame

from .layout_pieces import (  # noqa: F401  (the pieces and their steps are part of the layout's interface)
    CARD_RATIO,
    COLUMN_GAP,
    POT_STEP,
    ROW_STEP,
    RUN_STEP,
    SLOT_RANKS,
    HandSlot,
    MeldArea,
    Place,
    card_height,
)
from .table_shape import CLASSIC_SHAPE, RED_THREES, Column, TableShape  # noqa: F401

ROW_CARDS = 6            # the tallest row: at seven cards a row is a canasta, squared into one stack
MANY_SIDES = 5           # from this many sides on, the others' areas lie two abreast
HAND_SCALE = 1.3         # the viewer's hand cards against the table's cards...
HAND_GROWTH = 1.75       # ...and how much bigger they may grow into spare height,
HAND_WIDTH_CAP = 0.075   # up to this share of the window's width,
HAND_SPARE_SHARE = 0.6   # using at most this share of the spare height
BACK_SCALE = 0.62        # the face-down hands of the others
RAISE = 0.2              # how far a selected card rises, of a card height
BOARD_ROW = 2.5          # a side's row on the scoreboard with one line of detail, of the font size
BOARD_LINE = 1.1         # each further line of detail
UNDER_PILE_PEEK = 0.24   # how far the cards face down under the pile show above it, of a card height
UNDER_PILE_LAYERS = 3    # the most layers they are drawn in (a layer more for every five cards)

# Where the seats sit, the viewer first, then clockwise.
SEATINGS: dict[int, tuple[Place, ...]] = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "lower_left", "upper_left", "upper_right", "lower_right"),
    6: ("bottom", "lower_left", "upper_left", "top", "upper_right", "lower_right"),
}
# The hands at each side of the table, top down.
LEFT_BAND = ("upper_left", "left", "lower_left")
RIGHT_BAND = ("upper_right", "right", "lower_right")
# With many sides (each a seat), each other seat's area lies on the side of the table it
# sits at, two abreast: these rows, top down, left to right.
ABREAST_ROWS: tuple[tuple[Place, ...], ...] = (("top",), ("upper_left", "upper_right"),
                                               ("lower_left", "lower_right"))


def board_row_height(font_px: int, detail_lines: int) -> int:
    """Height of one side's row on the scoreboard: name and score, then `detail_lines` lines."""
    return round(font_px * (BOARD_ROW + BOARD_LINE * max(0, detail_lines - 1)))


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

    @property
    def under_pile(self) -> pygame.Rect:
        """Where the top layer of the cards face down under the pile lies (Italian's pozzo):
        behind the pile, its top showing above it."""
        return self.pile.move(0, -round(self.pile.height * UNDER_PILE_PEEK))

    @property
    def under_pile_step(self) -> int:
        """How far each layer of the cards face down under the pile lies up and left of the one over it."""
        return _under_pile_step(self.pile.width)

    def hand_of(self, seat: int) -> HandSlot:
        return self.hands[seat]


def _under_pile_step(pile_width: int) -> int:
    return max(1, pile_width // 40)


def seat_places(players: int, viewer: int) -> dict[int, Place]:
    """Where each seat sits on screen, the viewer at the bottom, play going clockwise."""
    return {(viewer + offset) % players: place for offset, place in enumerate(SEATINGS[players])}


def compute_layout(size: tuple[int, int], players: int, viewer: int, side_of: Callable[[int], int],
                   top_inset: int = 0, extra_columns: Iterable[Column] = (), shape: TableShape | None = None,
                   board_lines: int = 1) -> TableLayout:
    """The whole table for a window of `size`, the top `top_inset` pixels left to the menu bar.

    `shape` names the columns and the wide region the rules need (classic columns when
    None); `extra_columns` are columns beyond those the melds on the table need (a second
    group of a rank): they close up the columns rather than shrink the cards.
    `board_lines`: lines of detail under each side's name on the scoreboard."""
    if shape is None:
        shape = CLASSIC_SHAPE
    spans = len(shape.columns) + shape.wide_span
    shape = shape.with_columns(extra_columns)
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
    left_band = [place for place in LEFT_BAND if place in by_place]
    right_band = [place for place in RIGHT_BAND if place in by_place]
    has_sides = bool(left_band or right_band)
    meld_w = play.width - (2 * (side_band + margin) if has_sides else 0)

    def column_width(area_width: float) -> float:
        return area_width / (spans * (1 + COLUMN_GAP))

    areas = len(sides)
    others = _other_rows(players, viewer, side_of, by_place, areas >= MANY_SIDES)
    abreast = any(len(row) > 1 for row in others)
    half_w = (meld_w - margin) / 2

    def others_width(cw: float) -> float:
        """The card width in the others' areas: that of the table, or less when they lie two abreast."""
        return min(cw, column_width(half_w)) if abreast else cw

    def area_height(cw: float) -> float:
        return caption_h + cw * CARD_RATIO * (1 + (ROW_CARDS - 1) * ROW_STEP)

    def bottom_band(cw: float) -> float:
        hh = cw * HAND_SCALE * CARD_RATIO
        return hh * (1 + RAISE)

    def top_band(cw: float) -> float:
        return max(cw * BACK_SCALE * CARD_RATIO, font_px * 2.6) if "top" in by_place else 0

    def vertical_need(cw: float) -> float:
        gaps = margin * (len(others) + 1 + (2 if "top" in by_place else 1))
        areas_h = len(others) * area_height(others_width(cw)) + area_height(cw)
        return top_band(cw) + areas_h + bottom_band(cw) + gaps

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

    # The others' areas from the top down, then the viewer's.
    share = spare / (len(others) + 1)
    other_w = int(others_width(cw))
    for row in others:
        area_h = round(area_height(other_w) + share)
        for index, side in enumerate(row):
            rect = pygame.Rect(centre.left, y, centre.width, area_h)
            if abreast:  # a row of one is centred
                left = centre.left + (half_w + margin) * (index + (2 - len(row)) / 2)
                rect = pygame.Rect(round(left), y, int(half_w), area_h)
            melds[side] = _area(side, rect, caption_h, other_w, shape)
        y += area_h + margin
    mine_h = round(area_height(cw) + share)
    melds[my_side] = _area(my_side, pygame.Rect(centre.left, y, centre.width, mine_h), caption_h, cw, shape)
    y += mine_h + margin

    bottom = pygame.Rect(play.left, y, play.width, play.bottom - y)
    hands[viewer] = _horizontal_hand(viewer, "bottom", bottom, plate_w, hand_w, font_px)

    if has_sides:
        side_top = play.top + (top_h + margin if "top" in by_place else 0)
        side_h = bottom.top - margin - side_top
        for band_places, left in ((left_band, play.left), (right_band, centre.right + margin)):
            band = pygame.Rect(left, side_top, side_band, side_h)
            for place, part in zip(band_places, _split_down(band, len(band_places), margin)):
                seat = by_place[place]
                hands[seat] = _side_hand(seat, place, part, back_w, font_px, margin)

    if shape.feet:
        hands = {seat: _with_foot(slot, back_w, small_px, margin) for seat, slot in hands.items()}
    scoreboard_h = round(font_px * 2.4) + len(sides) * board_row_height(font_px, board_lines)
    scoreboard = pygame.Rect(panel.left, panel.top, panel.width, scoreboard_h)
    pile_w = max(16, min(round(cw * 1.15), int((panel.width - 2 * margin) / 2.75)))
    pile_h = card_height(pile_w)
    # The stock and the pile sit level with the line between the two lowest meld areas.
    mid_y = melds[my_side].rect.top - margin // 2
    label_h = round(small_px * 1.8)
    # Cards face down under the pile show above it, with their count over them.
    under_h = (round(pile_h * UNDER_PILE_PEEK) + (UNDER_PILE_LAYERS - 1) * _under_pile_step(pile_w)
               + round(small_px * 1.4)) if shape.pile_under else 0
    top_y = max(scoreboard.bottom + margin + under_h, round(mid_y - pile_h / 2))
    gap = (panel.width - pile_w - round(pile_w * CARD_RATIO)) / 3
    stock = pygame.Rect(round(panel.left + gap), top_y, pile_w, pile_h)
    pile_slot_left = stock.right + gap
    pile = pygame.Rect(round(pile_slot_left + (pile_w * CARD_RATIO - pile_w) / 2), top_y, pile_w, pile_h)
    note_h = round(small_px * 1.4)   # a line under the counts: why the pile cannot be taken
    log_top = stock.bottom + label_h + note_h + margin
    log = pygame.Rect(panel.left, log_top, panel.width, max(0, panel.bottom - log_top))
    return TableLayout((width, height), font_px, small_px, margin, status, panel, scoreboard, stock, pile, log,
                       hands, melds)


def _area(side: int, rect: pygame.Rect, caption_h: int, cw: int, shape: TableShape) -> MeldArea:
    caption = pygame.Rect(rect.left, rect.top, rect.width, caption_h)
    return MeldArea(side, rect, caption, cw, shape.columns, shape.wide_span, shape.strips, shape.strip_words,
                    shape.pots, shape.words)


def _other_rows(players: int, viewer: int, side_of: Callable[[int], int], by_place: dict[Place, int],
                abreast: bool) -> list[list[int]]:
    """The others' sides in rows from the top down: one a row in the order they play after the
    viewer, or, `abreast`, each seat's side on the side of the table it sits at."""
    my_side = side_of(viewer)
    if abreast:
        rows = [[side_of(by_place[place]) for place in row if place in by_place] for row in ABREAST_ROWS]
        return [row for row in rows if row]
    others: list[int] = []
    for offset in range(1, players):
        side = side_of((viewer + offset) % players)
        if side != my_side and side not in others:
            others.append(side)
    return [[side] for side in others]


def _with_foot(slot: HandSlot, card_w: int, small_px: int, margin: int) -> HandSlot:
    """`slot` with a place for the seat's foot: a face-down card of the others' size with its
    count beside it, right of the cards of a hand at the bottom or top (where the band has a
    plate's width to spare), below the cards of a hand at a side of the table (which then fan
    in the height left)."""
    label_h = round(small_px * 1.5)
    card_h = card_height(card_w)
    cards = slot.rect
    if slot.place == "bottom":  # the count under the card
        foot = pygame.Rect(cards.right + margin, cards.bottom - card_h - label_h, card_w, card_h)
        label = pygame.Rect(foot.left - margin, foot.bottom, card_w + 2 * margin, label_h)
        return replace(slot, foot=foot, foot_label=label, foot_width=card_w)
    if not slot.vertical:  # at the top, a band a card high: the count right of the card
        foot = pygame.Rect(cards.right + margin, cards.top, card_w, card_h)
        label = pygame.Rect(foot.right + margin // 2, foot.centery - label_h // 2,
                            max(slot.plate.width - card_w - 2 * margin, card_w), label_h)
        return replace(slot, foot=foot, foot_label=label, foot_width=card_w)
    foot = pygame.Rect(0, 0, card_h, card_w)  # turned a quarter, as the hand's cards
    foot.midbottom = (cards.centerx, cards.bottom - label_h)
    label = pygame.Rect(cards.left, foot.bottom, cards.width, label_h)
    rest = pygame.Rect(cards.left, cards.top, cards.width, max(foot.top - margin - cards.top, card_w))
    return replace(slot, rect=rest, foot=foot, foot_label=label, foot_width=card_w)


def _split_down(band: pygame.Rect, parts: int, margin: int) -> list[pygame.Rect]:
    """`band` cut into `parts` equal bands one above the other, `margin` apart."""
    height = (band.height - margin * (parts - 1)) / max(parts, 1)
    return [pygame.Rect(band.left, round(band.top + index * (height + margin)), band.width, int(height))
            for index in range(parts)]


def _side_hand(seat: int, place: Place, band: pygame.Rect, card_w: int, font_px: int, margin: int) -> HandSlot:
    """A hand at a side of the table: the name plate above, the cards turned a quarter below it."""
    plate = pygame.Rect(band.left, band.top, band.width, round(font_px * 2.6))
    cards = pygame.Rect(band.left, plate.bottom + margin, band.width, band.bottom - plate.bottom - margin)
    return HandSlot(seat, place, cards, plate, card_w)


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
