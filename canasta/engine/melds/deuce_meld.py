"""Melds of twos (Italian canasta's deuce meld, `meld_kinds: [..., deuce]`).

Twos, wild everywhere else, may be melded as a rank of their own: at least three twos,
the other wild cards (jokers) standing in as wild cards within the rule set's limits,
the twos counting as its naturals. A complete one (seven cards) is a canasta of twos:
the natural-canasta bonus with no joker in it, the mixed-canasta bonus with one.

While a side's meld of twos is not complete, that side may not use twos as wild cards
in its other melds; a two already there stays (`twos_locked`: the judge, the move list
and the quick counts ask it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ..cards.cards import Card
from .meld_protocol import MeldKind, Offer, card_count, joins
from ..sentences.message import say, say_plural

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from .table import SideTable

TWO = "2"
DEUCE_MIN_TWOS = 3
TWOS = "Twos"


def is_two(card: Card) -> bool:
    return card.rank == TWO


def count_twos(cards: Sequence[Card]) -> int:
    return sum(1 for card in cards if card.rank == TWO)


class DeuceMeld(MeldKind):
    """Twos as a rank of their own, with other wild cards within the limits."""

    name = "deuce"
    one_key = TWO

    def unique(self, rules: Rules) -> bool:
        return rules.melds_per_rank == "one"

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        if any(card.rank == TWO for card in cards) and all(card.rank == TWO or rules.is_wild(card) for card in cards):
            return TWO
        return None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        if any(not (card.rank == TWO or rules.is_wild(card)) for card in cards):
            return say("Only Twos and other wild cards go in your meld of Twos.")
        twos = count_twos(cards)
        others = len(cards) - twos
        need = max(DEUCE_MIN_TWOS, rules.meld_min_naturals)
        if twos < need:
            return say("Your meld of Twos has {twos}: it needs at least {need} Twos.",
                       twos=say_plural("{count} Two", "{count} Twos", twos), need=need)
        if len(cards) < rules.meld_min_cards:
            return say("Your meld of Twos has {cards}: a meld needs at least {least}.", cards=card_count(len(cards)),
                       least=rules.meld_min_cards)
        if others > rules.wild_cap(twos):
            if rules.wild_fewer_than_naturals and others >= twos:
                return say("Your meld of Twos has {others} and {twos}: a meld must hold fewer wild cards than "
                           "naturals.",
                           others=say_plural("{count} other wild card", "{count} other wild cards", others),
                           twos=say_plural("{count} Two", "{count} Twos", twos))
            return say("Your meld of Twos has {others} other wild cards: a meld may hold at most {most}.",
                       others=others, most=rules.wild_cap(twos))
        if rules.meld_max_cards is not None and len(cards) > rules.meld_max_cards:
            return say("Your meld of Twos has {count} cards: a meld holds at most {most}.", count=len(cards),
                       most=rules.meld_max_cards)
        return None

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        if rules.meld_max_cards is not None and len(cards) >= rules.meld_max_cards:
            return False
        if card.rank == TWO:
            return True
        return rules.is_wild(card) and self.wild_room(rules, key, cards) > 0

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        """Room for wild cards other than twos (the twos are its naturals)."""
        if not rules.wild_to_canasta and self.is_complete(rules, cards):
            return 0
        twos = count_twos(cards)
        return max(rules.wild_cap(twos) - (len(cards) - twos), 0)

    def join_problem(self, rules: Rules, key: str, cards: Sequence[Card], new: Sequence[Card],
                     as_before: bool = False) -> str | None:
        if any(not (card.rank == TWO or rules.is_wild(card)) for card in new):
            return say("Only Twos and other wild cards go in your meld of Twos.")
        if cards and not rules.wild_to_canasta and self.is_complete(rules, cards) \
                and any(card.rank != TWO for card in new):
            return say("No wild card may be added to a canasta: your Twos are one already.")
        if not cards or joins(rules, self, key, cards, new):
            return None
        if len(new) == 1:
            return say("The {card} cannot join your Twos.", card=new[0].name)
        return say("These cards cannot join your Twos.")

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        if not self.is_complete(rules, cards):
            return None
        if self.without_wild(rules, cards):
            return "natural", rules.natural_canasta_bonus
        return "mixed", rules.mixed_canasta_bonus

    def without_wild(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return all(card.rank == TWO for card in cards)

    def offers(self, rules: Rules, hand: Sequence[Card], table: SideTable) -> list[Offer]:
        """A new meld of three twos (twos and jokers join one through the move list's own
        listing of wild cards)."""
        if self.unique(rules) and table.has(self):
            return []
        twos = [card for card in hand if card.rank == TWO]
        need = max(DEUCE_MIN_TWOS, rules.meld_min_cards, rules.meld_min_naturals)
        return [(tuple(twos[:need]), None)] if len(twos) >= need else []

    def in_order(self, cards: Sequence[Card]) -> list[tuple[Card, str]]:
        """The twos first, then the other wild cards."""
        return [(card, "") for card in sorted(cards, key=lambda card: card.rank != TWO)]

    def label(self, key: str) -> str:
        return TWO

    def words(self, key: str) -> str:
        return TWOS


DEUCE = DeuceMeld()


def twos_locked(rules: Rules, table: SideTable) -> bool:
    """Whether the side may not put twos as wild cards in its other melds: it has a meld
    of twos that is not complete."""
    for meld in table.melds:
        if meld.kind is DEUCE and not DEUCE.is_complete(rules, meld.cards):
            return True
    return False


def lock_problem(rules: Rules, table: SideTable, kind: MeldKind, cards: Sequence[Card]) -> str | None:
    """Why `cards` may not go into a meld of `kind` on a side's `table`: twos as wild cards
    while the side's meld of twos is not complete."""
    if kind is DEUCE or not any(card.rank == TWO for card in cards) or not twos_locked(rules, table):
        return None
    return say("While your meld of Twos has fewer than {size} cards, your side may not use Twos as wild cards in "
               "other melds.", size=rules.canasta_size)
