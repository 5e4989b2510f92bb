"""Card counting: what one seat can infer about the cards it cannot see.

Everything here reads only what the seat may know: its own hand, the tables, the
pile (every discard was shown face up), the sizes of the other hands and the stock,
and the cards it saw others take from the pile. A `GameState` passed in is either the
real game seen through these eyes or a determinized copy; the hidden cards are never
read.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import chain
from math import comb
from operator import attrgetter

from canasta.engine import DeckSpec, GameState

from .meld_view import rank_values
from .once import once


@lru_cache(maxsize=None)
def wild_ranks(deck: DeckSpec) -> frozenset[str]:
    """The ranks of the deck's wild cards."""
    return frozenset(card.rank for card in deck.faces() if card.kind in deck.deck_cards.wild)


@lru_cache(maxsize=65536)
def chance_at_least(pool: int, wanted: int, drawn: int, at_least: int) -> float:
    """Chance that `drawn` cards taken at random from `pool` (of which `wanted` are of
    interest) include at least `at_least` of interest (the hypergeometric tail)."""
    if at_least <= 0:
        return 1.0
    if wanted < at_least or drawn < at_least or pool <= 0:
        return 0.0
    drawn = min(drawn, pool)
    total = comb(pool, drawn)
    missing = sum(comb(wanted, k) * comb(pool - wanted, drawn - k) for k in range(at_least))
    return max(0.0, 1.0 - missing / total)


class CardCount:
    """How many cards of each rank `seat` has not seen, and what others may hold."""

    def __init__(self, state: GameState, seat: int):
        self.state = state
        self.seat = seat
        totals = state.rules.deck_spec.rank_counts(state.players)
        # Counted in C (Counter over a chain of the cards), as search builds one of these each turn.
        seen_cards = chain(state.hands[seat], state.pile, *(meld.cards for table in state.tables for meld in table),
                           *(cards for other, cards in enumerate(state.known) if other != seat))
        seen = Counter(map(_rank_of, seen_cards))
        seen["3"] += sum(len(threes) for threes in state.red_threes)
        held = seen.get
        self.unseen = unseen = {rank: total - held(rank, 0) if total > held(rank, 0) else 0
                                for rank, total in totals.items()}
        self.pool = sum(unseen.values())

    @once
    def unseen_wild(self) -> int:
        """Wild cards this seat has not seen."""
        return sum(self.unseen[rank] for rank in wild_ranks(self.state.rules.deck_spec))

    @once
    def mean_hidden_value(self) -> float:
        """The mean value of a card this seat has not seen."""
        values = rank_values(self.state.rules)
        hidden_value = sum(count * values.get(rank, 0.0) for rank, count in self.unseen.items())
        return hidden_value / self.pool if self.pool else 10.0

    def hidden_in_hand(self, seat: int) -> int:
        """Cards of `seat`'s hand this seat has not seen."""
        return max(len(self.state.hands[seat]) - len(self.state.known[seat]), 0)

    def known_count(self, seat: int, rank: str) -> int:
        return sum(1 for card in self.state.known[seat] if card.rank == rank)

    def holds_at_least(self, seat: int, rank: str, count: int) -> float:
        """Chance that `seat` holds at least `count` cards of `rank`."""
        need = count - self.known_count(seat, rank)
        return chance_at_least(self.pool, self.unseen[rank], self.hidden_in_hand(seat), need)

    def holds_wild(self, seat: int) -> float:
        if any(map(self.state.rules.is_wild, self.state.known[seat])):
            return 1.0
        return chance_at_least(self.pool, self.unseen_wild, self.hidden_in_hand(seat), 1)

    def expected_hand_value(self, seat: int) -> float:
        """Expected points of `seat`'s hand if the hand ended now."""
        known = sum(map(self.state.rules.hand_value_of, self.state.known[seat]))
        return known + self.hidden_in_hand(seat) * self.mean_hidden_value


_rank_of = attrgetter("rank")
