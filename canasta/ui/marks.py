"""The cards the table marks until the next move: those the last move brought into a
hand (drawn from the stock, taken with the pile, the bonus cards of a first meld), and
those a hint names (the cards to meld or discard, the stock or pile to draw from, the
melds it plays on). A three kept in the hand (the engine says which) has a dot of its
own for as long as it stays.

Marks follow cards, not places: a card keeps its mark wherever the player moves it in
the hand. Of several like cards (two decks), the last ones in the hand order are marked.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Hashable, Iterable, Sequence

from canasta.engine import Action, Card
from canasta.language import N_

FRESH = (120, 205, 255)   # a card that came in with the last move
HINTED = (255, 200, 60)   # a card the hint names
KEPT = (150, 70, 200)     # a three kept in the hand (Modern American): the dot on its face...
KEPT_WORDS = N_("a purple dot")  # ...as the help and the status line name it

# Moves whose cards coming into the hand are no news: a new deal, cards taken back by
# undo, a foot picked up (the whole hand is new).
UNMARKED_KINDS = frozenset({"deal", "undo"})


def came_in(before: Iterable[Card], after: Iterable[Card]) -> Counter[Card]:
    """The cards in `after` that were not in `before` (as many of each as came)."""
    return Counter(after) - Counter(before)


def marked_keys(seat: int, order: Sequence[Card], cards: Counter[Card]) -> frozenset[Hashable]:
    """The sprite keys (sprites.py) of the hand cards of `seat` shown in `order` that
    `cards` names, the last like cards first."""
    total = Counter(order)
    keys: set[Hashable] = set()
    for card, count in cards.items():
        held = total.get(card, 0)
        for occurrence in range(max(0, held - count), held):
            keys.add(("hand", seat, str(card), occurrence))
    return frozenset(keys)


@dataclass(frozen=True)
class Hint:
    """What a hint marks: hand cards of the seat it is for, the stock or the pile, and
    melds of the seat's side by id."""

    seat: int
    text: str
    cards: Counter[Card] = field(default_factory=Counter)
    zones: frozenset[str] = frozenset()
    melds: frozenset[int] = frozenset()

    @classmethod
    def for_action(cls, seat: int, text: str, action: Action) -> Hint:
        zones = {"draw": frozenset({"stock"}), "take": frozenset({"pile"})}.get(action.kind, frozenset())
        melds = {meld for meld in (action.to, action.joining) if meld is not None}
        return cls(seat, text, Counter(action.cards), zones, frozenset(melds))


@dataclass
class Marks:
    """The fresh cards of each seat, and the hint, until the next move."""

    fresh: dict[int, Counter[Card]] = field(default_factory=dict)
    hint: Hint | None = None

    def played(self, seat: int, action: Action, before: Sequence[Card], after: Sequence[Card]) -> None:
        """`seat` played `action`, its hand going from `before` to `after`: its old marks
        and the hint go, the cards the move brought in are marked."""
        self.hint = None
        if action.kind == "deal":
            self.fresh.clear()
            return
        came = came_in(before, after)
        if action.kind in UNMARKED_KINDS or not before or sum(came.values()) >= len(after):
            came = Counter()
        self.fresh[seat] = came

    def clear(self) -> None:
        self.fresh.clear()
        self.hint = None

    def fresh_keys(self, seat: int, order: Sequence[Card]) -> frozenset[Hashable]:
        return marked_keys(seat, order, self.fresh.get(seat, Counter()))

    def hint_keys(self, seat: int, order: Sequence[Card]) -> frozenset[Hashable]:
        hint = self.hint
        if hint is None or hint.seat != seat:
            return frozenset()
        return marked_keys(seat, order, hint.cards)
