"""The order a player keeps the cards of their hand in on screen.

The engine's hand is a multiset; the player arranges it by dragging and sorts it
with a button. A sorted hand stays sorted as cards come in; a hand arranged by
hand gets new cards at the right end.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable, Sequence

from canasta.engine import PLAYING_CARDS, Card


class HandOrder:
    def __init__(self, cards: Iterable[Card] = (),
                 sort_key: Callable[[Card], tuple[int, int]] = PLAYING_CARDS.sort_key):
        """`sort_key`: the order of a sorted hand, the deck's (`Rules.card_names.sort_key`)."""
        self.sort_key = sort_key
        self.cards: list[Card] = sorted(cards, key=sort_key)
        self.keep_sorted = True

    def sync(self, hand: Sequence[Card]) -> bool:
        """Follow the engine's hand: drop cards that left, add cards that came. True if anything changed."""
        wanted = Counter(hand)
        kept: list[Card] = []
        for card in self.cards:
            if wanted[card] > 0:
                kept.append(card)
                wanted[card] -= 1
        arrivals: list[Card] = []
        for card in hand:
            if wanted[card] > 0:
                arrivals.append(card)
                wanted[card] -= 1
        if not arrivals and len(kept) == len(self.cards):
            return False
        if self.keep_sorted:
            kept = sorted(kept + arrivals, key=self.sort_key)
        else:
            kept.extend(arrivals)
        self.cards = kept
        return True

    def sort(self) -> None:
        self.cards.sort(key=self.sort_key)
        self.keep_sorted = True

    def move(self, indexes: Iterable[int], to: int) -> None:
        """Put the cards at `indexes` (in their present order) before position `to` of the present hand."""
        chosen = sorted(set(i for i in indexes if 0 <= i < len(self.cards)))
        if not chosen:
            return
        moving = [self.cards[i] for i in chosen]
        before = sum(1 for i in chosen if i < to)
        chosen_set = set(chosen)
        rest = [card for i, card in enumerate(self.cards) if i not in chosen_set]
        at = max(0, min(len(rest), to - before))
        new = rest[:at] + moving + rest[at:]
        if new != self.cards:
            self.cards = new
            self.keep_sorted = False

    def __len__(self) -> int:
        return len(self.cards)

    def __getitem__(self, index: int) -> Card:
        return self.cards[index]
