"""The cards on the table as positioned sprites, built from the game state and the layout.

Each sprite has a `key` that names the same card from one state to the next (the
third card of side 0's meld #2, the viewer's second Queen of Hearts), so the
animator can glide cards that moved. Sprites are listed in drawing order. Each meld
on the table also gets a `RowView`, by side and meld id: where it lies, where a drop
lands on it, and what to mark on it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Hashable, Sequence

import pygame

from canasta.engine import Card, GameState, Meld, Phase, Rules, canasta_name, is_natural

from .layout import RAISE, RED_THREES, RUN_STEP, UNDER_PILE_LAYERS, HandSlot, MeldArea, TableLayout, card_height
from .table_shape import meld_places

STACK_STEP = 0.018     # how far each card of a squared canasta shows, of a card height
PILE_SHOWN = 3         # pile cards drawn (the top and the edges of two beneath)


@dataclass
class CardSprite:
    key: Hashable
    card: Card | None          # None: face down
    rect: pygame.Rect
    zone: str                  # "hand", "row", "threes", "pots", "stock", "pile", "freezer", "pickup", "pile_under",
                               # "foot"
    owner: int | None = None   # the seat of a hand; the side of a row or of red threes
    label: str | None = None   # the label of the meld a card lies in ("7", "h run")
    meld: int | None = None    # the id of that meld on its side's table
    index: int | None = None   # place in the viewer's hand order
    rotated: bool = False
    width: int = 0             # card width of the art (before turning)

    @property
    def face(self) -> str | None:
        return None if self.card is None else str(self.card)


@dataclass
class RowView:
    """How one meld is shown: where, whether complete (a column's canasta is squared), and
    whether it is legal yet."""

    side: int
    meld: int                          # its id on the side's table
    label: str
    words: str                         # "Sevens", "run of Hearts": after "your"
    rect: pygame.Rect                  # round its cards
    place: pygame.Rect                 # where a drop lands on it: its column, or its strip
    count: int
    canasta: bool
    natural: bool
    problem: str | None
    strip: bool = False                # laid out in order, left to right
    stands_for: tuple[str, ...] = ()   # of a strip: the rank each card stands for ("" itself), left to right
    complete_words: str = ""           # a complete meld in words ("royal golden suit", "bolivia"): of a
                                       # column, only where the rule set has a word for it
    word: str = ""                     # of a word (BWC): the word it spells, upper case
    first_left: int = 0                # of a word: where its first card lies, and how far each next one
    step: float = 0.0                  # lies right of it, the room a gap opened in it left out (gap_at)

    def gap_at(self, x: int) -> int:
        """Of a word: before which of its cards a drop at `x` goes (its length: after the last)."""
        count = len(self.word)
        if not self.step:
            return count
        return min(max(round((x - self.first_left) / self.step), 0), count)


@dataclass(frozen=True)
class WordGap:
    """Room opened in one of a side's words for dragged cards: `count` places before its
    card `index`, so that the player sees where the letters would go."""

    side: int
    meld: int
    index: int
    count: int


@dataclass
class TableSprites:
    cards: list[CardSprite] = field(default_factory=list)
    rows: dict[tuple[int, int], RowView] = field(default_factory=dict)   # by side and meld id

    def by_key(self) -> dict[Hashable, CardSprite]:
        return {sprite.key: sprite for sprite in self.cards}

    def card_at(self, pos: tuple[int, int], zones: Sequence[str] | None = None) -> CardSprite | None:
        """The topmost sprite under `pos` (of the given zones)."""
        for sprite in reversed(self.cards):
            if (zones is None or sprite.zone in zones) and sprite.rect.collidepoint(pos):
                return sprite
        return None

    def meld_at(self, side: int, pos: tuple[int, int]) -> int | None:
        """The id of the side's meld a drop at `pos` lands on (the one drawn on top), or None."""
        for (owner, meld), view in reversed(self.rows.items()):
            if owner == side and view.place.collidepoint(pos):
                return meld
        return None

    def row_of(self, side: int, label: str, nth: int = 0) -> RowView | None:
        """The view of the side's `nth` meld labelled `label`."""
        views = [view for (owner, _), view in self.rows.items() if owner == side and view.label == label]
        views.sort(key=lambda view: view.meld)
        return views[nth] if nth < len(views) else None


def canasta_top(rules: Rules, row: Sequence[Card], meld: Meld | None = None) -> int:
    """Index of the card that tops a squared canasta: red for a natural one, black for a mixed one
    (of `meld`'s own cards, the twos of a meld of Twos, where it is given). Letter cards have
    colours, not suits (a green T is no gold Ten): a mixed canasta of them shows its last
    wild card, a natural one its last card."""
    natural = is_natural(rules, row) if meld is None else meld.kind.without_wild(rules, row)
    if not rules.deck_spec.deck_cards.suits:
        wild = [index for index, card in enumerate(row) if rules.is_wild(card)]
        return wild[-1] if wild and not natural else len(row) - 1
    for index in range(len(row) - 1, -1, -1):
        card = row[index]
        own = rules.is_natural(card) or (meld is not None and card.rank == meld.key)
        if own and (card.suit_colour in "dh") == natural:  # a gold card is a heart
            return index
    if not natural:
        for index in range(len(row) - 1, -1, -1):
            if rules.is_wild(row[index]):
                return index
    return len(row) - 1


def build_sprites(state: GameState, layout: TableLayout, viewer: int, hand_order: Sequence[Card],
                  selected: frozenset[int] = frozenset(), hidden: frozenset[int] = frozenset(),
                  gap: WordGap | None = None, hand_shown: bool = True) -> TableSprites:
    """Every card on the table where it lies now, the others' hands face down.

    `hand_order` is the viewer's hand in the order shown; `selected` cards of it are
    raised and `hidden` ones (being dragged) are left out; `gap`: room opened in a word.
    Unless `hand_shown`, the viewer's hand lies face down too (nobody has taken the screen).
    """
    out = TableSprites()
    _stock_and_pile(state, layout, out)
    current_side = state.side_of(state.current)
    in_turn = state.phase in (Phase.PLAY, Phase.ASK)
    for side, area in layout.melds.items():
        check = in_turn and side == current_side
        columns, strips = meld_places(state.tables[side])
        by_id = {meld.id: meld for meld in state.tables[side]}
        # left to right, so that where columns overlap each shows the left part of its cards
        for meld_id in sorted(columns, key=lambda meld_id: _column_order(area, columns[meld_id])):
            _column(state, area, side, by_id[meld_id], area.column(columns[meld_id]), out, check)
        if area.words:
            bands = area.word_rects([len(meld.cards) for meld in strips])
            opened = gap if gap is not None and gap.side == side else None
            # the word with a gap opened in it last: its cards pushed right lie over the next word's
            placed = sorted(zip(strips, bands), key=lambda pair: opened is not None and pair[0].id == opened.meld)
            for meld, band in placed:
                _word(state, area, side, meld, band, out, check,
                      opened if opened is not None and opened.meld == meld.id else None)
        else:
            for meld, strip in zip(strips, area.strip_rects(len(strips))):
                _strip(state, area, side, meld, strip, out, check)
        # Bonus cards laid out beside the rows: red threes (then black threes set aside from a
        # taken pile), and Treasure Pots in their own spot.
        pots = list(state.treasure_pots[side])
        threes = list(state.red_threes[side]) + list(state.black_threes[side]) + \
            ([] if area.pots_rect is not None else pots)
        for i, rect in enumerate(area.row_rects(RED_THREES, len(threes))):
            out.cards.append(CardSprite(("threes", side, i), threes[i], rect, "threes", side,
                                        width=area.card_width))
        if area.pots_rect is not None:
            for i, rect in enumerate(area.pot_rects(len(pots))):
                out.cards.append(CardSprite(("pots", side, i), pots[i], rect, "pots", side, width=area.card_width))
    for seat, slot in layout.hands.items():
        _foot(state, slot, out)
        if seat == viewer and hand_shown:
            continue
        for i, rect in enumerate(slot.card_rects(len(state.hands[seat]), face_up=False)):
            out.cards.append(CardSprite(("hand", seat, i), None, rect, "hand", seat, rotated=slot.vertical,
                                        width=slot.card_width))
    if not hand_shown:
        return out
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
    if state.pile_under:
        # The pozzo: cards face down under the pile, their backs showing above it, a layer
        # more for every five cards (their count is written over them).
        layers = min(UNDER_PILE_LAYERS, (len(state.pile_under) + 4) // 5)
        step = layout.under_pile_step
        for layer in range(layers):
            back = layers - 1 - layer
            out.cards.append(CardSprite(("pile_under", layer), None, layout.under_pile.move(-back * step, -back * step),
                                        "pile_under", width=width))
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


def _foot(state: GameState, slot: HandSlot, out: TableSprites) -> None:
    """The seat's foot, face down beside its hand until it is picked up: a stack drawn as
    the stock is, a layer more for every five cards (three at most)."""
    foot = state.feet[slot.seat]
    if slot.foot is None or not foot:
        return
    width = slot.foot_width
    layers = min(3, (len(foot) + 4) // 5)
    shift = max(1, width // 40)
    for layer in range(layers):
        back = layers - 1 - layer
        out.cards.append(CardSprite(("foot", slot.seat, layer), None, slot.foot.move(-back * shift, -back * shift),
                                    "foot", slot.seat, rotated=slot.vertical, width=width))


def _last_freezer(state: GameState) -> int | None:
    """Index of the card that blocks the pile (shown turned across it), if any, below the top."""
    rules = state.rules
    for i in range(len(state.pile) - 2, -1, -1):
        card = state.pile[i]
        if (rules.is_wild(card) and rules.wild_freezes_pile) or (card.is_red_three and rules.red_three_freezes_pile):
            return i
    return None


def _column_order(area: MeldArea, column: tuple[str, int]) -> int:
    return area.columns.index(column) if column in area.columns else len(area.columns)


def _column(state: GameState, area: MeldArea, side: int, meld: Meld, place: pygame.Rect, out: TableSprites,
            check: bool) -> None:
    """The sprites of a meld in a column: fanned down it, or squared into one stack when
    complete. `check`: the meld belongs to the side in its turn, so an unfinished one is marked."""
    rules = state.rules
    row = meld.cards
    canasta = meld.kind.is_complete(rules, row)
    problem = meld.kind.problem(rules, meld.key, row) if check else None
    w, h = area.card_size
    if canasta:
        top = canasta_top(rules, row, meld)
        order = [i for i in range(len(row)) if i != top] + [top]
        step = max(1.0, STACK_STEP * h)
        rects = [pygame.Rect(place.left, round(place.top + min(n, 6) * step), w, h) for n in range(len(order))]
    else:
        order = list(range(len(row)))
        step = area.row_step(len(row))
        rects = [pygame.Rect(place.left, round(place.top + n * step), w, h) for n in range(len(row))]
    for n, i in enumerate(order):
        out.cards.append(CardSprite(("row", side, meld.id, i), row[i], rects[n], "row", side, meld.label, meld.id,
                                    width=w))
    outline = rects[0].union(rects[-1]) if rects else pygame.Rect(place.topleft, (w, h))
    out.rows[(side, meld.id)] = RowView(side, meld.id, meld.label, meld.words(), outline, place, len(row), canasta,
                                        meld.kind.without_wild(rules, row), problem,
                                        complete_words=canasta_name(rules, meld) or "")


def _strip(state: GameState, area: MeldArea, side: int, meld: Meld, strip: pygame.Rect, out: TableSprites,
           check: bool) -> None:
    """The sprites of a meld laid out in order (a run, a golden suit): left to right, each
    card where its kind lays it (an Artifact where it stands in)."""
    rules = state.rules
    cards = meld.kind.in_order(meld.cards)
    rects = area.strip_card_rects(strip, len(cards))
    seen: dict[Card, int] = {}
    for (card, _), rect in zip(cards, rects):
        occurrence = seen.get(card, 0)
        seen[card] = occurrence + 1
        out.cards.append(CardSprite(("strip", side, meld.id, str(card), occurrence), card, rect, "row", side,
                                    meld.label, meld.id, width=area.card_width))
    problem = meld.kind.problem(rules, meld.key, meld.cards) if check else None
    outline = rects[0].union(rects[-1]) if rects else pygame.Rect(strip.topleft, area.card_size)
    natural = meld.kind.without_wild(rules, meld.cards)
    out.rows[(side, meld.id)] = RowView(side, meld.id, meld.label, meld.words(), outline, strip, len(meld.cards),
                                        meld.kind.is_complete(rules, meld.cards), natural, problem, strip=True,
                                        stands_for=tuple(stood for _, stood in cards),
                                        complete_words=canasta_name(rules, meld) or meld.kind.complete_words(natural))


def _word(state: GameState, area: MeldArea, side: int, meld: Meld, band: pygame.Rect, out: TableSprites,
          check: bool, gap: WordGap | None) -> None:
    """The sprites of a word (BWC): its cards left to right, a star standing for the letter of
    its place; with `gap`, the cards from the gap on pushed right to leave room for the
    dragged ones."""
    rules = state.rules
    rects = area.strip_card_rects(band, len(meld.cards))
    step = rects[1].left - rects[0].left if len(rects) > 1 else round(RUN_STEP * area.card_width)
    first_left = rects[0].left if rects else band.left
    outline = rects[0].union(rects[-1]) if rects else pygame.Rect(band.topleft, area.card_size)
    if gap is not None:
        rects = [rect.move(gap.count * step, 0) if index >= gap.index else rect for index, rect in enumerate(rects)]
        outline = outline.union(outline.move(gap.count * step, 0))  # the word and the room opened in it
    seen: dict[Card, int] = {}
    for card, rect in zip(meld.cards, rects):
        occurrence = seen.get(card, 0)
        seen[card] = occurrence + 1
        out.cards.append(CardSprite(("strip", side, meld.id, str(card), occurrence), card, rect, "row", side,
                                    meld.label, meld.id, width=area.card_width))
    stands_for = tuple(meld.key[index].upper() if rules.is_wild(card) else ""
                       for index, card in enumerate(meld.cards))
    natural = meld.kind.without_wild(rules, meld.cards)
    problem = meld.kind.problem(rules, meld.key, meld.cards) if check else None
    out.rows[(side, meld.id)] = RowView(side, meld.id, meld.label, meld.words(), outline,
                                        outline.inflate(max(4, area.card_width // 4), max(4, area.card_width // 8)),
                                        len(meld.cards), meld.kind.is_complete(rules, meld.cards), natural, problem,
                                        strip=True, stands_for=stands_for,
                                        complete_words=canasta_name(rules, meld) or meld.kind.complete_words(natural),
                                        word=meld.key.upper(), first_left=first_left, step=float(step))
