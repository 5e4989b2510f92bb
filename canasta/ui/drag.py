"""Dragging cards of the hand: what is dragged, where it would land, and the move it makes.

A drop onto one of the side's rows melds there, onto free space of the side's
area starts a new meld, onto the pile discards, and within the hand rearranges.
Whether a move is allowed is for the engine to say; this module only names the
move (an `Action`) that a drop means.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from canasta.engine import Action, Card, GameState
from canasta.engine.rules import Rules

from .layout import RED_THREES, TableLayout
from .sprites import TableSprites

DRAG_START = 0.1     # a press becomes a drag after moving this far, of a card width


@dataclass
class Press:
    """A left button held down on a hand card, not yet a drag."""

    pos: tuple[int, int]
    index: int
    card_rect: pygame.Rect


@dataclass
class Drag:
    indexes: tuple[int, ...]            # places in the hand order
    cards: tuple[Card, ...]
    grab: tuple[int, int]               # pointer offset from the pressed card's corner
    pos: tuple[int, int]
    card_size: tuple[int, int]
    accepting_rows: frozenset[str] = field(default_factory=frozenset)
    new_meld_rank: str | None = None    # the empty column a new meld would open
    discard_ok: bool = False

    def card_rects(self) -> list[pygame.Rect]:
        """Where the dragged cards are drawn: fanned from the pointer."""
        w, h = self.card_size
        left = self.pos[0] - self.grab[0]
        top = self.pos[1] - self.grab[1]
        step = round(w * 0.3)
        return [pygame.Rect(left + i * step, top, w, h) for i in range(len(self.cards))]


@dataclass(frozen=True)
class Drop:
    kind: str                    # "row", "new", "pile", "hand" or "none"
    rank: str | None = None      # the row or column dropped on
    index: int | None = None     # where in the hand


def meld_action(cards: tuple[Card, ...], row_rank: str | None, state: GameState) -> Action:
    """The meld that putting `cards` on the row of `row_rank` (a meld's label; None: a
    new row) asks for: onto the side's meld of that label, by its id, or a new meld when
    the side has none there yet. Cards that do not belong on the meld still name it, and
    the engine says why they cannot go there."""
    if row_rank is None or row_rank == RED_THREES:
        return Action("meld", cards)
    meld = state.tables[state.side_of(state.current)].labelled(state.rules, row_rank)
    return Action("meld", cards, meld.id) if meld is not None else Action("meld", cards)


def drop_action(cards: tuple[Card, ...], drop: Drop, state: GameState) -> Action:
    """The move a drop of `cards` asks for (a drop on the pile or the table, not in the hand)."""
    if drop.kind == "pile":
        return Action("discard", cards)
    if drop.kind == "row":
        return meld_action(cards, drop.rank, state)
    # Free table: the cards' own rank makes the row; wild cards alone name the column they fell on.
    wild_only = all(state.rules.is_wild(card) for card in cards)
    return meld_action(cards, drop.rank if wild_only else None, state)


def natural_rank(rules: Rules, cards: tuple[Card, ...]) -> str | None:
    """The one rank of the cards that are not wild under `rules`, or None."""
    ranks = {card.rank for card in cards if not rules.is_wild(card)}
    return ranks.pop() if len(ranks) == 1 else None


def drop_target(pos: tuple[int, int], layout: TableLayout, sprites: TableSprites, viewer: int, my_side: int,
                my_ranks: set[str], dragged: tuple[int, ...]) -> Drop:
    """What lies under the pointer for a drop."""
    pile_zone = layout.pile.inflate(layout.pile.width * 0.5, layout.pile.height * 0.2)
    if pile_zone.collidepoint(pos):
        return Drop("pile")
    area = layout.melds[my_side]
    column = area.column_at(pos)
    if column is not None:
        if column in my_ranks:
            return Drop("row", column)
        return Drop("new", column)
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
