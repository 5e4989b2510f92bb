"""The cards on the table as positioned sprites, built from the game state and the layout.

Each sprite has a `key` that names the same card from one state to the next (the
third card of side 0's row of Sevens, the viewer's second Queen of Hearts), so
the animator can glide cards that moved. Sprites are listed in drawing order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Hashable, Sequence

import pygame

from canasta.engine import Card, GameState, Phase
from canasta.engine.melds import BLACK_THREES, is_complete, is_natural, row_problem, rows_by_label
from canasta.engine.queries import laid_out
from canasta.engine.rules import Rules

from .layout import RAISE, RED_THREES, MeldArea, TableLayout, card_height

STACK_STEP = 0.018     # how far each card of a squared canasta shows, of a card height
PILE_SHOWN = 3         # pile cards drawn (the top and the edges of two beneath)


@dataclass
class CardSprite:
    key: Hashable
    card: Card | None          # None: face down
    rect: pygame.Rect
    zone: str                  # "hand", "row", "threes", "pots", "stock", "pile", "freezer", "pickup"
    owner: int | None = None   # the seat of a hand; the side of a row or of red threes
    rank: str | None = None    # the row a card lies in
    index: int | None = None   # place in the viewer's hand order
    rotated: bool = False
    width: int = 0             # card width of the art (before turning)

    @property
    def face(self) -> str | None:
        return None if self.card is None else str(self.card)


@dataclass
class RowView:
    """How one row is shown: where, whether squared as a canasta, and whether it is legal yet."""

    side: int
    rank: str
    rect: pygame.Rect
    count: int
    canasta: bool
    natural: bool
    problem: str | None
    run: bool = False                  # laid out as a run (a golden suit), left to right
    stands_for: tuple[str, ...] = ()   # of a run: the rank each card stands for, left to right


@dataclass
class TableSprites:
    cards: list[CardSprite] = field(default_factory=list)
    rows: dict[tuple[int, str], RowView] = field(default_factory=dict)

    def by_key(self) -> dict[Hashable, CardSprite]:
        return {sprite.key: sprite for sprite in self.cards}

    def card_at(self, pos: tuple[int, int], zones: Sequence[str] | None = None) -> CardSprite | None:
        """The topmost sprite under `pos` (of the given zones)."""
        for sprite in reversed(self.cards):
            if (zones is None or sprite.zone in zones) and sprite.rect.collidepoint(pos):
                return sprite
        return None


def canasta_top(rules: Rules, row: Sequence[Card]) -> int:
    """Index of the card that tops a squared canasta: red for a natural one, black for a mixed one."""
    natural = is_natural(rules, row)
    for index in range(len(row) - 1, -1, -1):
        card = row[index]
        if rules.is_natural(card) and (card.suit_colour in "dh") == natural:  # a gold card is a heart
            return index
    if not natural:
        for index in range(len(row) - 1, -1, -1):
            if rules.is_wild(row[index]):
                return index
    return len(row) - 1


def build_sprites(state: GameState, layout: TableLayout, viewer: int, hand_order: Sequence[Card],
                  selected: frozenset[int] = frozenset(), hidden: frozenset[int] = frozenset()) -> TableSprites:
    """Every card on the table where it lies now, the others' hands face down.

    `hand_order` is the viewer's hand in the order shown; `selected` cards of it are
    raised and `hidden` ones (being dragged) are left out.
    """
    out = TableSprites()
    _stock_and_pile(state, layout, out)
    current_side = state.side_of(state.current)
    in_turn = state.phase in (Phase.PLAY, Phase.ASK)
    for side, area in layout.melds.items():
        for rank, row in rows_by_label(state.tables[side]).items():
            check = in_turn and side == current_side
            if rank == area.run:
                _run(state, area, side, rank, row, out, check)
            else:
                _row(state, area, side, rank, row, out, check)
        # Bonus cards laid out beside the rows: red threes, and Treasure Pots in their own spot.
        pots = list(state.treasure_pots[side])
        threes = list(state.red_threes[side]) + ([] if area.pots_rect is not None else pots)
        for i, rect in enumerate(area.row_rects(RED_THREES, len(threes))):
            out.cards.append(CardSprite(("threes", side, i), threes[i], rect, "threes", side,
                                        width=area.card_width))
        if area.pots_rect is not None:
            for i, rect in enumerate(area.pot_rects(len(pots))):
                out.cards.append(CardSprite(("pots", side, i), pots[i], rect, "pots", side, width=area.card_width))
    for seat, slot in layout.hands.items():
        if seat == viewer:
            continue
        for i, rect in enumerate(slot.card_rects(len(state.hands[seat]), face_up=False)):
            out.cards.append(CardSprite(("hand", seat, i), None, rect, "hand", seat, rotated=slot.vertical,
                                        width=slot.card_width))
    slot = layout.hands[viewer]
    rects = slot.card_rects(len(hand_order), True)
    seen: dict[Card, int] = {}
    raise_px = round(RAISE * card_height(slot.card_width))
    for i, card in enumerate(hand_order):
        occurrence = seen.get(card, 0)
        seen[card] = occurrence + 1
        if i in hidden:
            continue
        rect = rects[i].move(0, -raise_px) if i in selected else rects[i]
        out.cards.append(CardSprite(("hand", viewer, str(card), occurrence), card, rect, "hand", viewer,
                                    index=i, width=slot.card_width))
    return out


def _stock_and_pile(state: GameState, layout: TableLayout, out: TableSprites) -> None:
    width = layout.pile_card_width
    if state.stock:
        layers = min(4, (len(state.stock) + 19) // 20)
        for layer in range(layers):
            rect = layout.stock.move(-(layers - 1 - layer) * max(1, width // 40),
                                     -(layers - 1 - layer) * max(1, width // 40))
            out.cards.append(CardSprite(("stock", layer), None, rect, "stock", width=width))
    if state.pickup:
        # A picked-up pile waits, face down where the pile lay, until the discard.
        layers = min(3, len(state.pickup))
        for layer in range(layers):
            rect = layout.pile.move(-(layers - 1 - layer) * max(1, width // 30),
                                    -(layers - 1 - layer) * max(1, width // 30))
            out.cards.append(CardSprite(("pickup", layer), None, rect, "pickup", width=width))
    pile = state.pile
    freezer = _last_freezer(state)
    if freezer is not None:
        rect = pygame.Rect(0, 0, card_height(width), width)
        rect.center = layout.pile.center
        out.cards.append(CardSprite(("pile", freezer), pile[freezer], rect, "freezer", rotated=True, width=width))
    first = max(0, len(pile) - PILE_SHOWN)
    for i in range(first, len(pile)):
        if i == freezer:
            continue
        depth = len(pile) - 1 - i
        rect = layout.pile.move(-depth * max(1, width // 30), -depth * max(1, width // 30))
        out.cards.append(CardSprite(("pile", i), pile[i], rect, "pile", width=width))


def _last_freezer(state: GameState) -> int | None:
    """Index of the card that blocks the pile (shown turned across it), if any, below the top."""
    rules = state.rules
    for i in range(len(state.pile) - 2, -1, -1):
        card = state.pile[i]
        if (rules.is_wild(card) and rules.wild_freezes_pile) or (card.is_red_three and rules.red_three_freezes_pile):
            return i
    return None


def _row(state: GameState, area: MeldArea, side: int, rank: str, row: list[Card], out: TableSprites,
         check: bool) -> None:
    """The sprites of one row: fanned down its column, or squared into one stack when a canasta.
    `check`: the row belongs to the side in its turn, so an unfinished row is marked."""
    rules = state.rules
    canasta = rank != BLACK_THREES and len(row) >= rules.canasta_size
    problem = row_problem(rules, rank, row) if check else None
    w, h = area.card_size
    if canasta:
        top = canasta_top(rules, row)
        order = [i for i in range(len(row)) if i != top] + [top]
        base = area.column(rank)
        step = max(1.0, STACK_STEP * h)
        rects = [pygame.Rect(base.left, round(base.top + min(n, 6) * step), w, h) for n in range(len(order))]
        for n, i in enumerate(order):
            out.cards.append(CardSprite(("row", side, rank, i), row[i], rects[n], "row", side, rank, width=w))
        outline = rects[0].union(rects[-1])
    else:
        rects = area.row_rects(rank, len(row))
        for i, rect in enumerate(rects):
            out.cards.append(CardSprite(("row", side, rank, i), row[i], rect, "row", side, rank, width=w))
        outline = rects[0].union(rects[-1])
    out.rows[(side, rank)] = RowView(side, rank, outline, len(row), canasta, is_natural(rules, row), problem)


def _run(state: GameState, area: MeldArea, side: int, rank: str, row: list[Card], out: TableSprites,
         check: bool) -> None:
    """The sprites of a golden suit: left to right in rank order, Artifacts where they stand in."""
    rules = state.rules
    run = laid_out(rules, rank, row)
    rects = area.run_rects(len(run))
    seen: dict[Card, int] = {}
    for (card, _), rect in zip(run, rects):
        occurrence = seen.get(card, 0)
        seen[card] = occurrence + 1
        out.cards.append(CardSprite(("run", side, str(card), occurrence), card, rect, "row", side, rank,
                                    width=area.card_width))
    problem = row_problem(rules, rank, row) if check else None
    outline = rects[0].union(rects[-1]) if rects else area.column(rank)
    out.rows[(side, rank)] = RowView(side, rank, outline, len(row), is_complete(rules, rank, row), is_natural(rules, row),
                                     problem, run=True, stands_for=tuple(stood for _, stood in run))
