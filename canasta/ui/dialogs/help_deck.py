"""The deck a game is dealt from, in words, for the help's Rules page: English as the engine
words it (`DeckSpec.describe`), the other languages from whole phrases of the "help" catalog,
their counts in figures. The Kanastic deck keeps its cards' names, and the BWC deck its
letters (an English word game). Plain text work (no pygame)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from canasta.engine import (ARTIFACT, COLOUR_NAMES, CONSONANTS, DECK_CARDS, DECK_KINDS, JOKER, NATURAL_RANKS,
                            RANK_NAMES, RANK_PLURALS, SHIELD, STAR_CARD, SWORD, TREASURE_POT, VOWELS, Card, Rules,
                            letter_card)
from canasta.language import help_text, language

from .help_page import amount
from .help_words import and_words


def deck_words(rules: Rules, players: int) -> str:
    """The deck of a game of `players` in words: "two 52-card packs and four jokers (108
    cards); jokers and twos are wild"."""
    spec = rules.deck_spec
    if language() == "en":
        return spec.describe(players)
    packs = spec.packs_for(players)
    cards = DECK_KINDS[spec.kind](packs, spec.jokers_per_pack)
    own_words = _OWN_WORDS.get(spec.kind)
    return own_words(cards) if own_words is not None else _standard(cards, packs, spec.jokers_per_pack * packs)


def _standard(cards: Sequence[Card], packs: int, jokers: int) -> str:
    deck = (help_text("one 52-card pack") if packs == 1 else
            help_text("{count} 52-card packs").format(count=amount(packs)))
    if jokers:
        joker_words = (help_text("one joker") if jokers == 1 else
                       help_text("{count} jokers").format(count=amount(jokers)))
        deck = help_text("{packs} and {jokers}").format(packs=deck, jokers=joker_words)
    wild_kinds = {card.kind for card in cards if card.kind in DECK_CARDS["standard"].wild}
    wild = [_wild_word(kind) for kind in (JOKER, "2") if kind in wild_kinds]
    return help_text("{deck} ({count} cards); {wild} are wild").format(
        deck=deck, count=amount(len(cards)), wild=and_words(wild))


def _wild_word(kind: str) -> str:
    return help_text("jokers") if kind == JOKER else help_text("twos")


def _counted(count: int, rank: str) -> str:
    """"8 Swords": a count of the Kanastic deck's own cards, which keep their names."""
    return f"{amount(count)} {RANK_NAMES[rank] if count == 1 else RANK_PLURALS[rank]}"


def _kanastic(cards: Sequence[Card]) -> str:
    counts = Counter(card.rank for card in cards)
    realms = [rank for rank in NATURAL_RANKS if counts[rank]]
    return help_text("the Kanastic deck ({count} cards): {realms} realms from {first} to {last}, {each} cards each "
                     "in four suit colours (one of them a gold heart); {swords} and {artifacts} (wild), {shields} "
                     "and {pots}").format(
        count=amount(len(cards)), realms=amount(len(realms)), first=RANK_NAMES[realms[0]],
        last=RANK_NAMES[realms[-1]], each=amount(counts[realms[0]]), swords=_counted(counts[SWORD], SWORD),
        artifacts=_counted(counts[ARTIFACT], ARTIFACT), shields=_counted(counts[SHIELD], SHIELD),
        pots=_counted(counts[TREASURE_POT], TREASURE_POT))


def _colour(colour: str) -> str:
    words = {"red": help_text("red"), "blue": help_text("blue"), "green": help_text("green"),
             "yellow": help_text("yellow")}
    return words[COLOUR_NAMES[colour]]


def _times(count: int) -> str:
    if count == 1:
        return help_text("once")
    if count == 2:
        return help_text("twice")
    return help_text("{count} times").format(count=amount(count))


def _bwc(cards: Sequence[Card]) -> str:
    counts = Counter(cards)
    stars = counts[STAR_CARD]
    return help_text("the BWC deck ({count} cards): {letter_cards} letter cards, the {letters} letters in four "
                     "colours ({colours}), every vowel {vowels} and every consonant {consonants} in each colour, "
                     "and {stars} stars (wild)").format(
        count=amount(len(cards)), letter_cards=amount(len(cards) - stars),
        letters=amount(len({card.rank for card in cards if card.suit})),
        colours=and_words([_colour(colour) for colour in COLOUR_NAMES]),
        vowels=_times(counts[letter_card(VOWELS[0], "r")]), consonants=_times(counts[letter_card(CONSONANTS[0], "r")]),
        stars=amount(stars))


# The decks whose cards are no standard pack's, by deck kind (the keys of DECK_KINDS, as
# the card art is registered): each in words of its own.
_OWN_WORDS: dict[str, Callable[[Sequence[Card]], str]] = {"kanastic": _kanastic, "bwc": _bwc}
