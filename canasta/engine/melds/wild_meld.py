"""The meld of wild cards only (Bolivia's wild meld, and the house rule that allows it):
three to seven wild cards, a canasta of its own at seven."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ..cards.cards import Card
from .meld_protocol import MeldKind, Offer, card_count, wild_combinations
from ..sentences.message import say

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from .table import SideTable

WILD_MIN, WILD_MAX = 3, 7


class WildMeld(MeldKind):
    """Wild cards only (Bolivia's wild meld)."""

    name = "wild"
    one_key = "W"

    def unique(self, rules: Rules) -> bool:
        return rules.melds_per_rank == "one"  # one wild meld to a side, as one meld to a rank (RULES.md)

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        return "W" if cards and all(rules.is_wild(card) for card in cards) else None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        if not all(rules.is_wild(card) for card in cards):
            return say("Only wild cards go in a wild meld.")
        if len(cards) < WILD_MIN:
            return say("Your wild meld has {cards}: it needs at least {least}.", cards=card_count(len(cards)),
                       least=WILD_MIN)
        if len(cards) > WILD_MAX:
            return say("Your wild meld has {count} cards: it holds at most {most}.", count=len(cards), most=WILD_MAX)
        return None

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return len(cards) >= WILD_MAX

    def complete_size(self, rules: Rules) -> int:
        return WILD_MAX

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        return rules.is_wild(card) and len(cards) < WILD_MAX

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        if not self.is_complete(rules, cards):
            return None
        twos = sum(1 for card in cards if card.rank == "2")
        jokers = sum(1 for card in cards if card.kind == "JK")
        return "wild", rules.wild_canasta_bonus.points(twos, jokers, len(cards))

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        usual = rules.wild_canasta_bonus.other  # what most complete wild melds earn
        return usual, usual

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        return max(WILD_MAX - len(cards), 0)

    def offers(self, rules: Rules, hand: Sequence[Card], table: SideTable) -> list[Offer]:
        """New wild melds of three wild cards (wild cards join melds through the move list's
        own listing of wild cards)."""
        if self.unique(rules) and table.has(self):
            return []  # one to a side: wild cards join it through the move list's listing of wild cards
        kinds = [(card, rules.card_kind(card)) for card in hand]
        high = [card for card, kind in kinds if kind.high_wild]
        low = [card for card, kind in kinds if kind.wild and not kind.high_wild]
        return [(combo, None) for combo in wild_combinations(high, low, 3) if len(combo) == 3]

    def label(self, key: str) -> str:
        return "wild"

    def words(self, key: str) -> str:
        return say("wild meld")


WILD = WildMeld()
