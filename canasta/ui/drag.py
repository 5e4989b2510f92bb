"""Dragging cards of the hand, or a meld: what is dragged, where it would land, and the
move it makes.

A drop of hand cards onto one of the side's melds puts the cards on that meld (by its
id), onto free space of the side's area starts a new meld (the engine says of which
kind), onto the pile discards, and within the hand rearranges. Where a side may hold
several groups of one rank, one of the side's melds dragged onto another merges it
into that one (`merge #into #dragged`). A drop on a word (BWC) says before which of its
letters the cards go. Whether a move is allowed is for the engine to
say; this module only names the move (an `Action`) that a drop means.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from canasta.engine import Action, Card, GameState, meld_target

from .layout import MeldArea, TableLayout
from .sprites import TableSprites
from .table_shape import Column, meld_places

DRAG_START = 0.1     # a press becomes a drag after moving this far, of a card width


@dataclass
class Press:
    """A left button held down on a hand card (or on a card of one of the side's melds:
    `meld` is its id, `index` is then unused), not yet a drag."""

    pos: tuple[int, int]
    index: int
    card_rect: pygame.Rect
    meld: int | None = None


@dataclass(frozen=True)
class NewMeld:
    """A new meld dragged cards would start: in words ("Sevens", "run of Hearts"), and
    the empty place it would take (None: a column the area does not have yet)."""

    words: str
    place: pygame.Rect | None


@dataclass
class Drag:
    indexes: tuple[int, ...]            # places in the hand order
    cards: tuple[Card, ...]
    grab: tuple[int, int]               # pointer offset from the pressed card's corner
    pos: tuple[int, int]
    card_size: tuple[int, int]
    accepting: frozenset[int] = field(default_factory=frozenset)   # ids of the side's melds that take the cards
    new_meld: NewMeld | None = None     # the new meld the cards would start on free table
    discard_ok: bool = False
    meld: int | None = None             # the id of the side's meld dragged whole, to merge it (no hand cards)

    def card_rects(self) -> list[pygame.Rect]:
        """Where the dragged cards are drawn: fanned from the pointer."""
        w, h = self.card_size
        left = self.pos[0] - self.grab[0]
        top = self.pos[1] - self.grab[1]
        step = round(w * 0.3)
        return [pygame.Rect(left + i * step, top, w, h) for i in range(len(self.cards))]


@dataclass(frozen=True)
class Drop:
    kind: str                    # "meld", "new", "pile", "hand" or "none"
    meld: int | None = None      # the id of the meld dropped on
    index: int | None = None     # where in the hand
    gap: int | None = None       # of a word dropped on: before which of its letters (its length: after them)
    front: bool = False          # of a meld dropped on: on its front (left) half


def meld_action(cards: tuple[Card, ...], meld: int | None) -> Action:
    """The meld that putting `cards` on the side's meld `meld` (None: free table) asks for.
    Cards that do not belong on the meld still name it, and the engine says why they
    cannot go there; on free table the engine finds the kind of meld they start (or,
    where a side holds one meld of their rank, the meld they join)."""
    return Action("meld", cards, meld)


def merge_action(into: int, dragged: int) -> Action:
    """The merge that dropping the side's meld `dragged` on its meld `into` asks for."""
    return Action("merge", (), into, dragged)


def drop_action(cards: tuple[Card, ...], drop: Drop) -> Action:
    """The move a drop of `cards` asks for (a drop on the pile or the table, not in the hand)."""
    if drop.kind == "pile":
        return Action("discard", cards)
    return meld_action(cards, drop.meld if drop.kind == "meld" else None)


def new_meld(state: GameState, cards: tuple[Card, ...], area: MeldArea) -> NewMeld | None:
    """The new meld `cards` dropped on free table start, as the engine takes them (its
    judge, and the kind it finds for them), with the empty place of `area` it would take;
    None when the engine refuses them, or when they join a meld the side has."""
    action = meld_action(cards, None)
    if state.explain(action) is not None:
        return None
    target = meld_target(state, action)
    if target is None or target[2] is not None:
        return None
    kind, key, _ = target
    columns, strips = meld_places(state.tables[state.side_of(state.current)])
    size = area.card_size
    if kind.laid_out_in_order:
        bands = area.strip_rects(len(strips) + 1)
        return NewMeld(kind.words(key), pygame.Rect(bands[-1].topleft, size) if bands else None)
    label = kind.label(key)
    column = Column(label, sum(1 for taken in columns.values() if taken.label == label))
    if column not in area.columns:
        return NewMeld(kind.words(key), None)
    return NewMeld(kind.words(key), pygame.Rect(area.column(column).topleft, size))


def drop_target(pos: tuple[int, int], layout: TableLayout, sprites: TableSprites, viewer: int, my_side: int,
                dragged: tuple[int, ...]) -> Drop:
    """What lies under the pointer for a drop."""
    pile_zone = layout.pile.inflate(layout.pile.width * 0.5, layout.pile.height * 0.2)
    if pile_zone.collidepoint(pos):
        return Drop("pile")
    meld = sprites.meld_at(my_side, pos)
    if meld is not None:
        view = sprites.rows[(my_side, meld)]
        return Drop("meld", meld, gap=view.gap_at(pos[0]) if view.word else None, front=pos[0] < view.rect.centerx)
    if layout.melds[my_side].rect.collidepoint(pos):
        return Drop("new")
    slot = layout.hands[viewer]
    band = slot.rect.inflate(slot.card_size[0] * 2, slot.card_size[1] * 0.6)
    if band.collidepoint(pos):
        return Drop("hand", index=insertion_index(pos[0], sprites, viewer, dragged))
    return Drop("none")


def insertion_index(x: int, sprites: TableSprites, viewer: int, dragged: tuple[int, ...]) -> int:
    """The place in the hand order before which a card dropped at `x` goes."""
    hand = [sprite for sprite in sprites.cards if sprite.zone == "hand" and sprite.owner == viewer
            and sprite.index is not None]
    for sprite in sorted(hand, key=lambda s: s.index or 0):
        if sprite.index in dragged:
            continue
        if x < sprite.rect.centerx:
            return sprite.index or 0
    return max((sprite.index or 0 for sprite in hand), default=-1) + 1
