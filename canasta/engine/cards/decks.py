"""The cards a rule set is played with, as data: which kind of deck, and how many packs.

A standard game shuffles together `packs` 52-card packs, each with `jokers_per_pack`
jokers; how many packs may depend on the number of players (Samba: 3 packs, 162 cards;
Hand and Foot: one pack more than players). The Kanastic deck and the BWC deck of letter
cards are decks of their own.
Card counts come from here: the deal, what a seat has not seen, the faces to draw.
What each kind of deck says of its cards (which are wild, which are never melded, which
are set aside, what they are worth, what they are called) is data too, `DeckCards`: a rule
set's `CardKinds` start from it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from ..sentences.message import NUMBER_WORDS, say
from .card_names import LETTER_CARDS, PLAYING_CARDS, CardNames
from .cards import (ARTIFACT, COLOUR_NAMES, GOLD, JOKER, JOKER_CARD, LETTERS, NATURAL_RANKS, RANK_NAMES,
                    RANK_PLURALS, RANKS, SHIELD, SPECIALS, STAR, STAR_CARD, SUITS, SWORD, TREASURE_POT, VOWELS, Card,
                    letter_card, special_card, suited_card)

if TYPE_CHECKING:
    from ..values.rule_values import PerPlayers


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


CONSONANTS = "".join(letter for letter in LETTERS if letter not in VOWELS)  # Y included: 21
# BWC ruling 1: the first of the two decks of 64 gives the consonants at odd places of
# the consonant alphabet (B D G J L N Q S V X Z) the colours red and blue, the others
# (C F H K M P R T W Y) green and yellow; the second deck each consonant the other two.
_BWC_CONSONANT_COLOURS = (("rb", "gy"), ("gy", "rb"))


def bwc_deck() -> list[Card]:
    """The BWC deck (128): two decks of 64, each the vowels A E I O U in the four colours,
    the 21 consonants in two colours and two stars (bwc ruling 1). In all every consonant
    once in each colour, every vowel twice in each colour, and four stars."""
    cards = []
    for odd_colours, even_colours in _BWC_CONSONANT_COLOURS:
        cards += [letter_card(vowel, colour) for vowel in VOWELS for colour in COLOUR_NAMES]
        for place, consonant in enumerate(CONSONANTS):
            cards += [letter_card(consonant, colour) for colour in (odd_colours if place % 2 == 0 else even_colours)]
        cards += [STAR_CARD] * 2
    return cards


def _standard_cards(packs: int, jokers_per_pack: int) -> list[Card]:
    cards: list[Card] = []
    for _ in range(packs):
        cards += standard_pack()
    return cards + [JOKER_CARD] * (jokers_per_pack * packs)


def _kanastic_cards(packs: int, jokers_per_pack: int) -> list[Card]:
    return kanastic_deck()  # one deck of its own, whatever the packs


def _bwc_cards(packs: int, jokers_per_pack: int) -> list[Card]:
    return bwc_deck()  # one deck of its own, whatever the packs


# How each kind of deck is made from the number of packs and the jokers a pack.
DECK_KINDS: dict[str, Callable[[int, int], list[Card]]] = {
    "standard": _standard_cards, "kanastic": _kanastic_cards, "bwc": _bwc_cards}

def _count(number: int, noun: str, plural: str | None = None) -> str:
    """A count in words: "one joker", "six jokers", "32 jokers"."""
    word = NUMBER_WORDS[number] if number < len(NUMBER_WORDS) else str(number)
    return f"{word} {noun if number == 1 else plural or noun + 's'}"


def _listed(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _standard_words(cards: Sequence[Card], packs: int, jokers_per_pack: int) -> str:
    jokers = jokers_per_pack * packs
    text = _count(packs, "52-card pack") + (f" and {_count(jokers, 'joker')}" if jokers else "")
    wild = {card.kind for card in cards if card.kind in DECK_CARDS["standard"].wild}
    wild_names = [RANK_PLURALS[rank].lower() for rank in SPECIALS + tuple(RANKS) if rank in wild]
    return f"{text} ({len(cards)} cards); {_listed(wild_names)} are wild"


def _kanastic_words(cards: Sequence[Card], packs: int, jokers_per_pack: int) -> str:
    counts = Counter(card.rank for card in cards)
    realms = [rank for rank in NATURAL_RANKS if counts[rank]]
    specials = {rank: _count(counts[rank], RANK_NAMES[rank], RANK_PLURALS[rank])
                for rank in (SWORD, ARTIFACT, SHIELD, TREASURE_POT)}
    return (f"the Kanastic deck ({len(cards)} cards): {_count(len(realms), 'realm')} from {RANK_NAMES[realms[0]]} "
            f"to {RANK_NAMES[realms[-1]]}, {_count(counts[realms[0]], 'card')} each in four suit colours (one "
            f"of them a gold heart); {specials[SWORD]} and {specials[ARTIFACT]} (wild), {specials[SHIELD]} and "
            f"{specials[TREASURE_POT]}")


def _bwc_words(cards: Sequence[Card], packs: int, jokers_per_pack: int) -> str:
    counts = Counter(cards)
    colours = [COLOUR_NAMES[colour] for colour in COLOUR_NAMES]
    vowels = counts[letter_card(VOWELS[0], "r")]
    consonants = counts[letter_card(CONSONANTS[0], "r")]
    letters = len({card.rank for card in cards if card.suit})
    stars = counts[STAR_CARD]
    return (f"the BWC deck ({len(cards)} cards): {len(cards) - stars} letter cards, the {letters} letters in four "
            f"colours ({_listed(colours)}), every vowel {_times(vowels)} and every consonant {_times(consonants)} "
            f"in each colour, and {_count(stars, 'star')} (wild)")


def _times(number: int) -> str:
    return {1: "once", 2: "twice"}.get(number, f"{_count(number, 'time')}")


@dataclass(frozen=True)
class DeckCards:
    """What the cards of one kind of deck are, by kind (`Card.kind`), whatever the options."""

    wild: frozenset[str]
    # The dearer wild kinds (jokers, Artifacts): listing offers melds with them apart from
    # those with the cheaper ones (twos, Swords).
    high_wild: frozenset[str]
    # The ranks whose cards are natural: not wild, and melded in groups of their rank
    # (threes have rules of their own).
    natural_ranks: frozenset[str] = frozenset(NATURAL_RANKS)
    never_melded: frozenset[str] = frozenset()
    # Cards never held: dealt or drawn, they are set aside at once for the side, into the
    # zone named (zones.py), and replaced from the stock. Red threes follow the red-three
    # options besides (dealing.py).
    set_aside: dict[str, str] = field(default_factory=dict)
    # Whether the encyclopedia's house variations of classic Canasta are written for these
    # cards (the standard packs), so that the Rules dialog offers them.
    house_variations: bool = False
    # Whether the cards have suits (and gold cards): runs, golden suits and new melds of
    # different suits go by them. Letter cards have colours instead, which no such rule
    # reads (Rules refuses those options with them).
    suits: bool = True
    # The points of each kind of card: the option `card_values` a rule set starts from
    # when it changes to this deck from one valued by another table (rules.py), and the
    # points of the kinds the option leaves out (over DEFAULT_VALUES).
    values: tuple[tuple[str, int], ...] = ()
    # What the cards are called, their short labels and their order in a sorted hand.
    names: CardNames = PLAYING_CARDS
    # The kind of meld (meld_kinds.py) the deck's natural cards are melded in: groups of
    # a rank, or words of letters. A rule set may choose the deck only where the engine
    # has that kind of meld.
    melded_as: str = "group"

    def card_name(self, card: Card) -> str:
        """`card` in words, as this deck's card: "gold Ace" (Kanastic), "green A" (BWC)."""
        return self.names.name(card)


# Points of the kinds of playing card, where the option `card_values` does not say
# (classic Canasta's table, and the Kanastic deck's own cards).
DEFAULT_VALUES: dict[str, int] = {
    "4": 5, "5": 5, "6": 5, "7": 5, "8": 10, "9": 10, "T": 10, "J": 10, "Q": 10, "K": 10, "A": 20,
    "2": 20, JOKER: 50, "3r": 100, "3b": 5, SWORD: 25, ARTIFACT: 50, SHIELD: 100, TREASURE_POT: 100}
# The option `card_values` of classic Canasta, in the order records write it.
STANDARD_VALUES: tuple[tuple[str, int], ...] = tuple(
    (kind, DEFAULT_VALUES[kind]) for kind in (*NATURAL_RANKS, "2", JOKER, "3r", "3b"))
# BWC ruling 2: the letters by how rare they are in the words of the list, the same on
# the table and in hand; the star 50.
BWC_VALUES: tuple[tuple[str, int], ...] = tuple(sorted(
    ((letter, points) for letters, points in (("AEIOLNRST", 5), ("CDGHMPU", 10), ("BFKVWY", 15), ("JQXZ", 20))
     for letter in letters), key=lambda pair: LETTERS.index(pair[0]))) + ((STAR, 50),)

# Each kind of deck's cards (same keys as DECK_KINDS).
DECK_CARDS: dict[str, DeckCards] = {
    "standard": DeckCards(wild=frozenset(("2", JOKER)), high_wild=frozenset((JOKER,)),
                          set_aside={"3r": "red_threes"}, house_variations=True, values=STANDARD_VALUES),
    "kanastic": DeckCards(wild=frozenset((SWORD, ARTIFACT)), high_wild=frozenset((ARTIFACT,)),
                          never_melded=frozenset((SHIELD, TREASURE_POT)), set_aside={TREASURE_POT: "treasure_pots"},
                          values=STANDARD_VALUES),
    # Letters are natural cards (melded in words, not in groups: the meld kinds say how);
    # no threes, nothing set aside, no house variations.
    "bwc": DeckCards(wild=frozenset((STAR,)), high_wild=frozenset((STAR,)), natural_ranks=frozenset(LETTERS),
                     suits=False, values=BWC_VALUES, names=LETTER_CARDS, melded_as="word"),
}
# The kinds of card the option `blocking_discards` may name.
BLOCKING_KINDS = (SHIELD, SWORD, ARTIFACT, JOKER, "2", "3b")

# Each kind of deck in words, for the help (same keys as DECK_KINDS).
DECK_WORDS: dict[str, Callable[[Sequence[Card], int, int], str]] = {
    "standard": _standard_words, "kanastic": _kanastic_words, "bwc": _bwc_words}


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

    @property
    def deck_cards(self) -> DeckCards:
        """What the cards of this kind of deck are: wild, never melded, set aside."""
        return DECK_CARDS[self.kind]

    def set_aside(self) -> dict[str, str]:
        """The kinds of card set aside at once (by `Card.kind`), each with its zone."""
        return DECK_CARDS[self.kind].set_aside

    def describe(self, players: int) -> str:
        """The deck of a game of `players` in words, for the help: "two 52-card packs and
        four jokers (108 cards); jokers and twos are wild"."""
        return DECK_WORDS[self.kind](_cards(self, players), self.packs_for(players), self.jokers_per_pack)


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


__all__ = ["BLOCKING_KINDS", "BWC_VALUES", "CONSONANTS", "DECK_CARDS", "DECK_KINDS", "DECK_WORDS", "DEFAULT_VALUES",
           "STANDARD_VALUES", "DeckCards", "DeckSpec", "bwc_deck", "kanastic_deck", "standard_deck", "standard_pack"]
