"""The cards a rule set is played with, as data: which kind of deck, and how many packs.

A standard game shuffles together `packs` 52-card packs, each with `jokers_per_pack`
jokers; how many packs may depend on the number of players (Samba: 3 packs, 162 cards;
Hand and Foot: one pack more than players). The Kanastic deck is one deck of its own.
Card counts come from here: the deal, what a seat has not seen, the faces to draw.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from .cards import (ARTIFACT, GOLD, JOKER_CARD, NATURAL_RANKS, RANKS, SHIELD, SUITS, SWORD, TREASURE_POT, Card,
                    special_card, suited_card)

if TYPE_CHECKING:
    from .rules import PerPlayers


def standard_pack() -> list[Card]:
    """One 52-card pack, in a fixed order."""
    return [suited_card(rank, suit) for suit in SUITS for rank in RANKS]


def kanastic_deck() -> list[Card]:
    """The Kanastic deck (108): 11 realms 4 to A of 8 cards, two in each suit colour, one
    heart of each realm gold; 8 Swords, 4 Artifacts, 4 Shields, 4 Treasure Pots."""
    cards = []
    for rank in NATURAL_RANKS:
        cards += [suited_card(rank, suit) for suit in ("h", GOLD, "d", "d", "s", "s", "c", "c")]
    for special, count in ((SWORD, 8), (ARTIFACT, 4), (SHIELD, 4), (TREASURE_POT, 4)):
        cards += [special_card(special)] * count
    return cards


def _standard_cards(packs: int, jokers_per_pack: int) -> list[Card]:
    cards: list[Card] = []
    for _ in range(packs):
        cards += standard_pack()
    return cards + [JOKER_CARD] * (jokers_per_pack * packs)


def _kanastic_cards(packs: int, jokers_per_pack: int) -> list[Card]:
    return kanastic_deck()  # one deck of its own, whatever the packs


# How each kind of deck is made from the number of packs and the jokers a pack.
DECK_KINDS: dict[str, Callable[[int, int], list[Card]]] = {"standard": _standard_cards, "kanastic": _kanastic_cards}


@dataclass(frozen=True)
class DeckSpec:
    """Which cards, and how many of each, a game of `players` is dealt from."""

    kind: str = "standard"
    packs: PerPlayers | int = 2  # standard packs, by the number of players
    jokers_per_pack: int = 2

    def packs_for(self, players: int) -> int:
        return self.packs if isinstance(self.packs, int) else self.packs[players]

    def cards(self, players: int) -> list[Card]:
        """The whole deck in a fixed order (the deal shuffles a copy)."""
        return list(_cards(self, players))

    def size(self, players: int) -> int:
        return len(_cards(self, players))

    def faces(self) -> frozenset[Card]:
        """The different cards there are, whatever the number of players."""
        return frozenset(_cards(self, None))

    def rank_counts(self, players: int) -> dict[str, int]:
        """How many cards of each rank the deck holds."""
        return _rank_counts(self, players)


@lru_cache(maxsize=64)
def _cards(spec: DeckSpec, players: int | None) -> tuple[Card, ...]:
    packs = 1 if players is None else spec.packs_for(players)
    return tuple(DECK_KINDS[spec.kind](packs, spec.jokers_per_pack))


@lru_cache(maxsize=64)
def _rank_counts(spec: DeckSpec, players: int) -> dict[str, int]:
    return dict(Counter(card.rank for card in _cards(spec, players)))


def standard_deck() -> list[Card]:
    """Two 52-card packs and four jokers (108 cards), in a fixed order: classic Canasta's."""
    return DeckSpec().cards(4)


__all__ = ["DECK_KINDS", "DeckSpec", "kanastic_deck", "standard_deck", "standard_pack"]
