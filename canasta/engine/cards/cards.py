"""Cards: identities and their text.

A card's text form is its rank then its suit: "Qh", "Td", "3s"; the joker is "JK".
The two decks of classic Canasta hold each card twice, so equal cards are equal
values: a hand is a multiset, and which of two "Qh" is which never matters.

The Kanastic deck has its own cards: naturals 4 to A in four suit colours, where the
gold card of each realm is a heart written with suit "g" ("Kg"), and four special
cards: "SW" Sword, "AR" Artifact, "SH" Shield and "TP" Treasure Pot.

The BWC deck (BWC Canasta) holds letter cards: a letter "A" to "Z" as the rank and a
colour as the suit, "r", "b", "g" or "y" (red, blue, green, yellow): "Er", "Tb", "Qy",
"Ag"; and the star "ST", which has no colour. Its kind is its letter.

A card is its face: rank, suit and the kind its values are keyed by. What the face means
is the rule set's. What it is worth and does (wild or not, its points, whether it blocks
the pile) comes from `Rules.card_kind(card)` (card_kinds.py); what it is called, its short
label and its place in a sorted hand from the deck in play, `Rules.card_names`
(card_names.py). Five faces are in two decks: "Tg", "Jg", "Qg", "Kg" and "Ag" are the gold
Ten to Ace of the Kanastic deck and the green T, J, Q, K and A of the BWC deck. They are
the same `Card` objects, and which card they are is said by the deck being played: so
`Card.name`, `is_gold` and `suit_colour` below are the playing cards' (standard and
Kanastic), and code that may see letter cards asks the deck instead.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..sentences.message import Quoted, counted_noun, say

RANKS = "23456789TJQKA"
NATURAL_RANKS = "456789TJQKA"
SUITS = "cdhs"
GOLD = "g"
JOKER = "JK"
SWORD, ARTIFACT, SHIELD, TREASURE_POT = "SW", "AR", "SH", "TP"
STAR = "ST"  # the BWC deck's wild card
SPECIALS = (JOKER, SWORD, ARTIFACT, SHIELD, TREASURE_POT, STAR)
# BWC letter cards: the letter is the rank, the colour the suit. Green is written "g" like
# a gold card: the faces "Tg" to "Ag" are in both decks (see above).
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
VOWELS = "AEIOU"
COLOURS = "rbgy"
COLOUR_NAMES = {"r": "red", "b": "blue", "g": "green", "y": "yellow"}
# A letter card in words, by its colour: one template a colour, so that each language
# makes its colour agree with its letters ("grünes A", "A roja", "A vermelho").
LETTER_NAMES = {
    "r": lambda letter: say("red {letter}", letter=letter), "b": lambda letter: say("blue {letter}", letter=letter),
    "g": lambda letter: say("green {letter}", letter=letter),
    "y": lambda letter: say("yellow {letter}", letter=letter),
}
# Letter cards like one, in words: "red Es".
LETTER_PLURALS = {
    "r": lambda letter: say("red {letter}s", letter=letter), "b": lambda letter: say("blue {letter}s", letter=letter),
    "g": lambda letter: say("green {letter}s", letter=letter),
    "y": lambda letter: say("yellow {letter}s", letter=letter),
}
# The words are messages (sentences/message.py): English strings the table says in the
# player's language.
RANK_NAMES = {
    "2": say("Two"), "3": say("Three"), "4": say("Four"), "5": say("Five"), "6": say("Six"),
    "7": say("Seven"), "8": say("Eight"), "9": say("Nine"), "T": say("Ten"), "J": say("Jack"),
    "Q": say("Queen"), "K": say("King"), "A": say("Ace"), JOKER: say("Joker"), SWORD: say("Sword"),
    ARTIFACT: say("Artifact"), SHIELD: say("Shield"), TREASURE_POT: say("Treasure Pot"), "G": say("Gold"),
    STAR: say("Star"),
}
RANK_PLURALS = {
    "2": say("Twos"), "3": say("Threes"), "4": say("Fours"), "5": say("Fives"), "6": say("Sixes"),
    "7": say("Sevens"), "8": say("Eights"), "9": say("Nines"), "T": say("Tens"), "J": say("Jacks"),
    "Q": say("Queens"), "K": say("Kings"), "A": say("Aces"), JOKER: say("Jokers"), SWORD: say("Swords"),
    ARTIFACT: say("Artifacts"), SHIELD: say("Shields"), TREASURE_POT: say("Treasure Pots"),
    "G": say("gold cards"), STAR: say("Stars"),
}
for _noun in RANK_PLURALS.values():
    counted_noun(_noun)  # "two natural Queens": the catalogs give each rank's gender for its count words
SUIT_NAMES = {"c": say("Clubs"), "d": say("Diamonds"), "h": say("Hearts"), "s": say("Spades"),
              GOLD: say("Hearts (gold)")}
SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
# Every kind of card there is, as `Card.kind` and the options that list kinds write them:
# the playing cards' kinds, then the letters that are not ranks too, and the star.
CARD_KINDS = tuple(NATURAL_RANKS) + ("2", JOKER, "3r", "3b", SWORD, ARTIFACT, SHIELD, TREASURE_POT) + tuple(
    letter for letter in LETTERS if letter not in NATURAL_RANKS) + (STAR,)


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
        card = _ONE_CARD.get((rank, suit))
        return card if card is not None else object.__new__(cls)

    def __post_init__(self) -> None:
        if _ONE_CARD.get((self.rank, self.suit)) is self:
            return  # the face's card, asked for again
        code = _CODES.get((self.rank, self.suit))
        if code is None:
            if self.rank in SPECIALS:
                raise ValueError(say("a {card} has no suit", card=RANK_NAMES[self.rank]))
            raise ValueError(say("'{text}' is not a card", text=Quoted(self.rank + self.suit)))
        object.__setattr__(self, "is_red_three", self.rank == "3" and self.suit in "dh")
        object.__setattr__(self, "is_black_three", self.rank == "3" and self.suit in "cs")
        # The face of a Kanastic gold card (a Kanastic fact: see the module's description).
        object.__setattr__(self, "is_gold", self.suit == GOLD and self.rank in NATURAL_RANKS)
        kind = self.rank
        if self.rank == "3":
            kind = "3r" if self.suit in "dh" else "3b"
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "code", code)
        _ONE_CARD[(self.rank, self.suit)] = self

    def __reduce__(self) -> tuple[type[Card], tuple[str, str]]:
        return Card, (self.rank, self.suit)  # a copy is the face's one card

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written as `text` ("Qh", "10h", "JK", "Er", "ST"); ValueError if it is
        not one. A card's own text is read as it is written: "Ar" is the red A, "AR" the
        Artifact; other spellings are read as before letter cards were ("ar", "qH": the
        Artifact, the Queen of Hearts)."""
        text = text.strip()
        card = _BY_TEXT.get(text) or _SPECIAL_CARDS.get(text)
        if card is not None:
            return card
        if text.upper() in ("JK", "JOKER", "*"):
            return JOKER_CARD
        if text.upper() in _SPECIAL_CARDS:
            return _SPECIAL_CARDS[text.upper()]
        if text.startswith("10"):
            text = "T" + text[2:]
        if len(text) != 2:
            raise ValueError(say("'{text}' is not a card", text=Quoted(text)))
        card = _BY_TEXT.get(text[0].upper() + text[1].lower())
        if card is None:
            raise ValueError(say("'{text}' is not a card", text=Quoted(text)))
        return card

    def __str__(self) -> str:
        return self.rank + self.suit

    @property
    def name(self) -> str:
        """The card in words as a playing card: "Queen of Hearts", "Joker", "gold Queen";
        a face only letter cards have, as a letter card: "red E". Whatever the deck:
        `Rules.card_name(card)` ("green A" in BWC Canasta, where this says "gold Ace")."""
        if self.rank in SPECIALS:
            return RANK_NAMES[self.rank]
        if self.is_gold:
            return say("gold {rank}", rank=RANK_NAMES[self.rank])
        if self.suit in COLOUR_NAMES:
            return LETTER_NAMES[self.suit](self.rank)  # a letter of BWC Canasta
        return say("{rank} of {suit}", rank=RANK_NAMES[self.rank], suit=SUIT_NAMES[self.suit])

    @property
    def suit_colour(self) -> str:
        """The suit that counts for "different suits" (a gold card is a heart). A Kanastic
        fact: of letter cards it is the colour, "h" for the green T to A, so that the four
        colours of one letter still differ."""
        return "h" if self.is_gold else self.suit

    @property
    def sort_key(self) -> tuple[int, int]:
        """The playing cards' order: by rank from the threes up, then twos, jokers and the
        Kanastic cards; letter cards after them. A deck's own order (letters A to Z):
        `Rules.card_names.sort_key`."""
        return (_SORT_ORDER[self.rank], _SUIT_ORDER[self.suit])


# The one card of each face, by (rank, suit).
_ONE_CARD: dict[tuple[str, str], Card] = {}
_SORT_ORDER = {rank: index for index, rank in enumerate("3456789TJQKA2")} | {
    JOKER: 13, SWORD: 14, ARTIFACT: 15, SHIELD: 16, TREASURE_POT: 17} | {
    letter: 18 + index for index, letter in enumerate(LETTERS) if letter not in RANKS} | {STAR: 18 + len(LETTERS)}
_SUIT_ORDER = {suit: index for index, suit in enumerate(SUITS + GOLD)} | {"": 5, "r": 6, "b": 7, "y": 8}

# Every face there is, in the order of their codes: a card's code is its place here, so
# that tables by code (card_kinds.py) are short and have no holes.
_FACES: tuple[tuple[str, str], ...] = tuple(dict.fromkeys(
    [(rank, "") for rank in SPECIALS]
    + [(rank, suit) for rank in RANKS for suit in SUITS]
    + [(rank, GOLD) for rank in NATURAL_RANKS]
    + [(letter, colour) for letter in LETTERS for colour in COLOURS]))
_CODES: dict[tuple[str, str], int] = {face: code for code, face in enumerate(_FACES)}
_ALL = tuple(Card(rank, suit) for rank, suit in _FACES)
JOKER_CARD = _ALL[_CODES[(JOKER, "")]]
STAR_CARD = _ALL[_CODES[(STAR, "")]]
_SPECIAL_CARDS = {card.rank: card for card in _ALL if card.rank in SPECIALS and card.rank != JOKER}
_BY_TEXT = {card.rank + card.suit: card for card in _ALL if card.suit}

CODE_COUNT = len(_FACES)


def every_card() -> list[Card]:
    """One card of each face of every deck there is (in the order of their codes)."""
    return list(_ALL)


def parse_cards(text: str) -> list[Card]:
    """Cards written with spaces between them; "-" or "" is no cards."""
    text = text.strip()
    if text in ("", "-"):
        return []
    return [Card.parse(word) for word in text.split()]


def cards_text(cards: list[Card] | tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards) if cards else "-"


def suited_card(rank: str, suit: str) -> Card:
    """The card of `rank` and `suit` ("Q", "h"; "K", "g" for a gold card; "E", "r" for a
    letter card)."""
    return _BY_TEXT[rank + suit]


def letter_card(letter: str, colour: str) -> Card:
    """The BWC letter card of `letter` ("A" to "Z") and `colour` ("r", "b", "g", "y")."""
    if letter not in LETTERS or colour not in COLOURS or len(letter) != 1 or len(colour) != 1:
        raise ValueError(say("'{text}' is not a letter card", text=Quoted(letter + colour)))
    return _BY_TEXT[letter + colour]


def special_card(rank: str) -> Card:
    """The card of a rank without a suit: "JK", "SW", "AR", "SH", "TP" or "ST"."""
    return JOKER_CARD if rank == JOKER else _SPECIAL_CARDS[rank]


def shuffled(cards: list[Card], rng: random.Random) -> list[Card]:
    deck = list(cards)
    rng.shuffle(deck)
    return deck


