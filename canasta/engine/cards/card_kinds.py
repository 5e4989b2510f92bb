"""What each card is worth and does under a rule set.

A `Card` is an identity: rank, suit and the kind its values are keyed by (cards.py).
Everything else is the rule set's: whether the card is wild (and a dear or a cheap wild
card), natural, what it is worth on the table and left in a hand, whether it blocks the
pile when discarded, is set aside at the deal, or may be melded at all. That comes from
the deck (`DeckCards`, decks.py) and the options (`card_values`, `blocking_discards`).

`Rules.card_kinds` builds the table once for a rule set; `Rules.card_kind(card)` answers
"what is this card here". The engine's inner loops read the flat tuples by card code
(`wild`, `natural`, `values`) instead, which costs one index and no hashing.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from .cards import CARD_KINDS, CODE_COUNT, Card, every_card
from .decks import DEFAULT_VALUES, DeckSpec

__all__ = ["WILD", "CardKind", "CardKinds"]

# In an option that lists kinds of card, this word names every wild card of the deck.
WILD = "wild"
THREES = frozenset(("3r", "3b"))


@dataclass(frozen=True, slots=True)
class CardKind:
    """What one kind of card is and does under one rule set."""

    kind: str           # as `Card.kind`: "7", "3r", "JK", "SW"
    value: int          # points on the table
    hand_value: int     # points (counted against the side) when left in a hand at the end
    wild: bool
    high_wild: bool     # one of the dearer wild cards (a joker, an Artifact), not a two or a Sword
    natural: bool       # not wild, and melded in groups of its rank (threes have rules of their own)
    meldable: bool      # may be melded at all (a Shield or a Treasure Pot never is)
    blocks: bool        # discarded, it blocks the pile until its discarder's next turn
    set_aside: str | None  # the zone it goes to at once when dealt or drawn, or None


def _named(kinds: Collection[str], kind: str, wild: bool) -> bool:
    """Whether an option's list of kinds of card names `kind` (itself, or as `wild`)."""
    return kind in kinds or (wild and WILD in kinds)


class CardKinds:
    """Every kind of card under one rule set, and every card there is by its code.

    Cards that are not in the deck (a two under Kanastic rules) still have a record, so
    that a hand-written position never breaks a lookup: they are simply not wild."""

    __slots__ = ("by_kind", "deck_kinds", "by_code", "wild", "natural", "meldable", "values", "hand_values")

    def __init__(self, deck: DeckSpec, card_values: Mapping[str, int], blocking: Collection[str] = (),
                 hand_values: Mapping[str, int] | None = None, set_aside: Mapping[str, str] | None = None,
                 dead_threes: bool = False):
        """`card_values`: points by kind where they differ from the deck's (`DeckCards.values`,
        then DEFAULT_VALUES; kinds neither gives are worth 0: letters under a deck of
        playing cards); `blocking`:
        the kinds that block the pile; `hand_values`: points left in a hand where they
        differ from the table points (the option `hand_values`: Bolivia's black three);
        `set_aside`: the kinds laid out at once, where the options add to the deck's;
        `dead_threes`: threes are never melded nor set aside (`threes: dead`)."""
        facts = deck.deck_cards
        set_aside = facts.set_aside if set_aside is None else set_aside
        set_aside = {kind: zone for kind, zone in set_aside.items() if not (dead_threes and kind in THREES)}
        never_melded = facts.never_melded | (THREES if dead_threes else frozenset())
        hand_values = hand_values or {}
        deck_values = DEFAULT_VALUES | dict(facts.values)
        by_kind: dict[str, CardKind] = {}
        for kind in CARD_KINDS:
            value = card_values.get(kind, deck_values.get(kind, 0))
            wild = kind in facts.wild
            meldable = kind not in never_melded
            by_kind[kind] = CardKind(
                kind=kind, value=value, hand_value=hand_values.get(kind, value), wild=wild,
                high_wild=wild and kind in facts.high_wild,
                natural=not wild and meldable and kind in facts.natural_ranks,
                meldable=meldable, blocks=_named(blocking, kind, wild), set_aside=set_aside.get(kind))
        self.by_kind = by_kind
        present = {card.kind for card in deck.faces()}
        self.deck_kinds = tuple(kind for kind in CARD_KINDS if kind in present)
        # every_card() holds one card of each code, in the order of the codes (no holes).
        by_code = tuple(by_kind[card.kind] for card in every_card())
        assert len(by_code) == CODE_COUNT
        self.by_code = by_code
        self.wild = tuple(record.wild for record in by_code)
        self.natural = tuple(record.natural for record in by_code)
        self.meldable = tuple(record.meldable for record in by_code)
        self.values = tuple(record.value for record in by_code)
        self.hand_values = tuple(record.hand_value for record in by_code)

    def of(self, card: Card) -> CardKind:
        """What `card` is and does under these rules."""
        return self.by_code[card.code]

    def records(self) -> tuple[CardKind, ...]:
        """The records of the kinds of card the deck holds (in the order of CARD_KINDS)."""
        return tuple(self.by_kind[kind] for kind in self.deck_kinds)

    def __repr__(self) -> str:
        return f"<card kinds {', '.join(self.deck_kinds)}>"
