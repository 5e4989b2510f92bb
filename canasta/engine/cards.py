"""Cards: identities and their text.

A card's text form is its rank then its suit: "Qh", "Td", "3s"; the joker is "JK".
The two decks of classic Canasta hold each card twice, so equal cards are equal
values: a hand is a multiset, and which of two "Qh" is which never matters.

The Kanastic deck has its own cards: naturals 4 to A in four suit colours, where the
gold card of each realm is a heart written with suit "g" ("Kg"), and four special
cards: "SW" Sword, "AR" Artifact, "SH" Shield and "TP" Treasure Pot.

A card is only what it is: rank, suit and the kind its values are keyed by. What it is
worth and does (wild or not, its points, whether it blocks the pile) is the rule set's:
`Rules.card_kind(card)` (card_kinds.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

RANKS = "23456789TJQKA"
NATURAL_RANKS = "456789TJQKA"
SUITS = "cdhs"
GOLD = "g"
JOKER = "JK"
SWORD, ARTIFACT, SHIELD, TREASURE_POT = "SW", "AR", "SH", "TP"
SPECIALS = (JOKER, SWORD, ARTIFACT, SHIELD, TREASURE_POT)
RANK_NAMES = {
    "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
    "8": "Eight", "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King",
    "A": "Ace", JOKER: "Joker", SWORD: "Sword", ARTIFACT: "Artifact", SHIELD: "Shield",
    TREASURE_POT: "Treasure Pot", "G": "Gold",
}
RANK_PLURALS = {rank: name + ("es" if name == "Six" else "s") for rank, name in RANK_NAMES.items()}
RANK_PLURALS["G"] = "gold cards"
SUIT_NAMES = {"c": "Clubs", "d": "Diamonds", "h": "Hearts", "s": "Spades", GOLD: "Hearts (gold)"}
SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
# Every kind of card there is, as `Card.kind` and the options that list kinds write them.
CARD_KINDS = tuple(NATURAL_RANKS) + ("2", JOKER, "3r", "3b", SWORD, ARTIFACT, SHIELD, TREASURE_POT)


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One playing card. Build from text with Card.parse("Qh").

    There is one object for each face: `Card("Q", "h")` is `Card.parse("Qh")` (a copy or
    an unpickled card too), so equal cards are the same object and cards compare and hash
    by identity, as the engine's inner loops (a hand's `remove`, `in`) do at C speed."""

    rank: str
    suit: str = ""
    # Derived once, so the engine's inner loops read attributes instead of recomputing.
    is_red_three: bool = field(init=False, compare=False, repr=False)
    is_black_three: bool = field(init=False, compare=False, repr=False)
    is_gold: bool = field(init=False, compare=False, repr=False)
    kind: str = field(init=False, compare=False, repr=False)  # what card values are keyed by
    code: int = field(init=False, compare=False, repr=False)  # a small number for each (rank, suit)

    def __new__(cls, rank: str, suit: str = "") -> Card:
        card = _FACES.get((rank, suit))
        return card if card is not None else object.__new__(cls)

    def __post_init__(self) -> None:
        if _FACES.get((self.rank, self.suit)) is self:
            return  # the face's card, asked for again
        if self.rank in SPECIALS:
            if self.suit:
                raise ValueError(f"a {RANK_NAMES[self.rank]} has no suit")
        elif self.suit == GOLD:
            if self.rank not in NATURAL_RANKS or len(self.rank) != 1:
                raise ValueError(f"'{self.rank}{self.suit}' is not a card")
        elif self.rank not in RANKS or len(self.rank) != 1 or self.suit not in SUITS or len(self.suit) != 1:
            raise ValueError(f"'{self.rank}{self.suit}' is not a card")
        object.__setattr__(self, "is_red_three", self.rank == "3" and self.suit in "dh")
        object.__setattr__(self, "is_black_three", self.rank == "3" and self.suit in "cs")
        object.__setattr__(self, "is_gold", self.suit == GOLD)
        kind = self.rank
        if self.rank == "3":
            kind = "3r" if self.suit in "dh" else "3b"
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "code", _SORT_ORDER[self.rank] * 8 + (SUITS + GOLD).find(self.suit) + 1)
        _FACES[(self.rank, self.suit)] = self

    def __reduce__(self) -> tuple[type[Card], tuple[str, str]]:
        return Card, (self.rank, self.suit)  # a copy is the face's one card

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written as `text` ("Qh", "10h", "JK"); ValueError if it is not one."""
        text = text.strip()
        if text.upper() in ("JK", "JOKER", "*"):
            return JOKER_CARD
        if text.upper() in _SPECIAL_CARDS:
            return _SPECIAL_CARDS[text.upper()]
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
        """The card in words: "Queen of Hearts", "Joker", "gold Queen"."""
        if self.rank in SPECIALS:
            return RANK_NAMES[self.rank]
        if self.suit == GOLD:
            return f"gold {RANK_NAMES[self.rank]}"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    @property
    def suit_colour(self) -> str:
        """The suit that counts for "different suits" (a gold card is a heart)."""
        return "h" if self.suit == GOLD else self.suit

    @property
    def sort_key(self) -> tuple[int, int]:
        order = _SORT_ORDER[self.rank]
        return (order, (SUITS + GOLD).index(self.suit) if self.suit else 5)


# The one card of each face, by (rank, suit).
_FACES: dict[tuple[str, str], Card] = {}
_SORT_ORDER = {rank: index for index, rank in enumerate("3456789TJQKA2")} | {
    JOKER: 13, SWORD: 14, ARTIFACT: 15, SHIELD: 16, TREASURE_POT: 17}
JOKER_CARD = Card(JOKER)
_SPECIAL_CARDS = {rank: Card(rank) for rank in (SWORD, ARTIFACT, SHIELD, TREASURE_POT)}
_BY_TEXT = {r + s: Card(r, s) for r in RANKS for s in SUITS} | {r + GOLD: Card(r, GOLD) for r in NATURAL_RANKS}


CODE_COUNT = max(card.code for card in (JOKER_CARD, *_SPECIAL_CARDS.values(), *_BY_TEXT.values())) + 1


def every_card() -> list[Card]:
    """One card of each face of every deck there is."""
    return [JOKER_CARD, *_SPECIAL_CARDS.values(), *_BY_TEXT.values()]


def parse_cards(text: str) -> list[Card]:
    """Cards written with spaces between them; "-" or "" is no cards."""
    text = text.strip()
    if text in ("", "-"):
        return []
    return [Card.parse(word) for word in text.split()]


def cards_text(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards) if cards else "-"


def suited_card(rank: str, suit: str) -> Card:
    """The card of `rank` and `suit` ("Q", "h"; "K", "g" for a gold card)."""
    return _BY_TEXT[rank + suit]


def special_card(rank: str) -> Card:
    """The card of a rank without a suit: "JK", "SW", "AR", "SH" or "TP"."""
    return JOKER_CARD if rank == JOKER else _SPECIAL_CARDS[rank]


def shuffled(cards: list[Card], rng: random.Random) -> list[Card]:
    deck = list(cards)
    rng.shuffle(deck)
    return deck


