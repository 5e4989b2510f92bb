"""Cards and decks.

A card's text form is its rank then its suit: "Qh", "Td", "3s"; the joker is "JK".
The two decks of classic Canasta hold each card twice, so equal cards are equal
values: a hand is a multiset, and which of two "Qh" is which never matters.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

RANKS = "23456789TJQKA"
NATURAL_RANKS = "456789TJQKA"
SUITS = "cdhs"
JOKER = "JK"
RANK_NAMES = {
    "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
    "8": "Eight", "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King",
    "A": "Ace", JOKER: "Joker",
}
RANK_PLURALS = {rank: name + ("es" if name == "Six" else "s") for rank, name in RANK_NAMES.items()}
SUIT_NAMES = {"c": "Clubs", "d": "Diamonds", "h": "Hearts", "s": "Spades"}
SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}


def _value(rank: str, suit: str) -> int:
    if rank == JOKER:
        return 50
    if rank in "2A":
        return 20
    if rank in "89TJQK":
        return 10
    if rank == "3":
        return 100 if suit in "dh" else 5
    return 5


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One playing card. Compare with ==; build from text with Card.parse("Qh")."""

    rank: str
    suit: str = ""
    # Derived once, so the engine's inner loops read attributes instead of recomputing.
    is_wild: bool = field(init=False, compare=False, repr=False)
    is_red_three: bool = field(init=False, compare=False, repr=False)
    is_black_three: bool = field(init=False, compare=False, repr=False)
    is_natural: bool = field(init=False, compare=False, repr=False)
    value: int = field(init=False, compare=False, repr=False)
    _hash: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.rank == JOKER:
            if self.suit:
                raise ValueError("a joker has no suit")
        elif self.rank not in RANKS or len(self.rank) != 1 or self.suit not in SUITS or len(self.suit) != 1:
            raise ValueError(f"'{self.rank}{self.suit}' is not a card")
        wild = self.rank == JOKER or self.rank == "2"
        object.__setattr__(self, "is_wild", wild)
        object.__setattr__(self, "is_red_three", self.rank == "3" and self.suit in "dh")
        object.__setattr__(self, "is_black_three", self.rank == "3" and self.suit in "cs")
        object.__setattr__(self, "is_natural", not wild and self.rank != "3")
        object.__setattr__(self, "value", _value(self.rank, self.suit))
        object.__setattr__(self, "_hash", hash((self.rank, self.suit)))

    # Written by hand: the engine compares cards in its inner loops, and most cards are
    # the same shared objects, so identity answers first.
    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Card):
            return NotImplemented
        return self.rank == other.rank and self.suit == other.suit

    def __hash__(self) -> int:
        return self._hash

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written as `text` ("Qh", "10h", "JK"); ValueError if it is not one."""
        text = text.strip()
        if text.upper() in ("JK", "JOKER", "*"):
            return JOKER_CARD
        if text.startswith("10"):
            text = "T" + text[2:]
        if len(text) != 2:
            raise ValueError(f"'{text}' is not a card")
        card = _BY_TEXT.get(text[0].upper() + text[1].lower())
        if card is None:
            raise ValueError(f"'{text}' is not a card")
        return card

    def __str__(self) -> str:
        return self.rank + self.suit

    @property
    def name(self) -> str:
        """The card in words: "Queen of Hearts", "Joker"."""
        if self.rank == JOKER:
            return "Joker"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    @property
    def sort_key(self) -> tuple[int, int]:
        order = _SORT_ORDER[self.rank]
        return (order, SUITS.index(self.suit) if self.suit else 4)


_SORT_ORDER = {rank: index for index, rank in enumerate("3456789TJQKA2")} | {JOKER: 13}
JOKER_CARD = Card(JOKER)
_BY_TEXT = {r + s: Card(r, s) for r in RANKS for s in SUITS}


def parse_cards(text: str) -> list[Card]:
    """Cards written with spaces between them; "-" or "" is no cards."""
    text = text.strip()
    if text in ("", "-"):
        return []
    return [Card.parse(word) for word in text.split()]


def cards_text(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards) if cards else "-"


def standard_deck(jokers: int = 4, decks: int = 2) -> list[Card]:
    """Two 52-card decks and four jokers: 108 cards, in a fixed order."""
    cards = [_BY_TEXT[r + s] for _ in range(decks) for s in SUITS for r in RANKS]
    return cards + [JOKER_CARD] * jokers


def shuffled(cards: list[Card], rng: random.Random) -> list[Card]:
    deck = list(cards)
    rng.shuffle(deck)
    return deck


