"""BWC's words: the word list, letters and stars, and the `word` meld kind (rulings 3 to
7; the places of ruling 6's additions and ruling 9's switches)."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Sequence

from canasta.engine.cards.cards import Card, every_card
from canasta.engine.melds.meld_kinds import MeldKind, count_wild
from canasta.engine.sentences.message import say, say_plural

from ...lexicons import load_lexicon

if TYPE_CHECKING:
    from canasta.engine import Rules
    from canasta.engine.features.lexicon import Lexicon


def lexicon(rules: Rules) -> Lexicon:
    """The word list of `rules` (loaded once)."""
    assert rules.word_list is not None
    return load_lexicon(rules.word_list)


def letter_of(rules: Rules, card: Card) -> str | None:
    """The letter a card shows, in lower case (None: a star)."""
    return None if rules.card_kinds.wild[card.code] else card.rank.lower()


_letters_by_code: dict[Rules, tuple[str | None, ...]] = {}


def letters_by_code(rules: Rules) -> tuple[str | None, ...]:
    """`letter_of` each card, by the card's code (for the move list's loops over hands)."""
    found = _letters_by_code.get(rules)
    if found is None:
        wild = rules.card_kinds.wild
        found = _letters_by_code[rules] = tuple(None if wild[card.code] else card.rank.lower()
                                                for card in every_card())
    return found


def spelled_problem(rules: Rules, word: str, cards: Sequence[Card]) -> str | None:
    """Why `cards`, in order, do not spell `word` (a star standing for any letter), or None."""
    if len(cards) != len(word):
        return say("{count} cards cannot spell {word}, a word of {letters} letters.", count=len(cards),
                   word=word.upper(), letters=len(word))
    for card, letter in zip(cards, word):
        shown = letter_of(rules, card)
        if shown is not None and shown != letter:
            return say("The {card} is not the {letter} of {word}.", card=rules.card_name(card), letter=letter.upper(),
                       word=word.upper())
    return None


def star_cap(rules: Rules, naturals: int) -> int:
    """Stars a word with `naturals` natural letters may hold (ruling 5: one for every two)."""
    return naturals // rules.naturals_per_star


def is_natural_word(rules: Rules, cards: Sequence[Card]) -> bool:
    """A word without a star whose letters are all of one colour (ruling 7)."""
    wild = rules.card_kinds.wild
    return not any(wild[card.code] for card in cards) and len({card.suit for card in cards}) == 1


class WordMeld(MeldKind):
    """BWC: a word of the word list spelled by letter cards, stars standing in."""

    name = "word"
    laid_out_in_order = True
    spoken_key = True

    def unique(self, rules: Rules) -> bool:
        return False  # any number of words, the same word more than once

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        return None  # the player says which word the cards spell

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        problem = spelled_problem(rules, key, cards)
        if problem:
            return problem
        if len(key) < rules.word_min_letters:
            return say("A word needs at least {least} letters.", least=rules.word_min_letters)
        if key not in lexicon(rules):
            return say("{word} is not in the word list.", word=key.upper())
        stars = count_wild(rules, cards)
        if stars > star_cap(rules, len(cards) - stars):
            return say_plural("{word} holds {count} star: a word holds at most one star for every {letters} letters.",
                              "{word} holds {count} stars: a word holds at most one star for every {letters} letters.",
                              stars, word=key.upper(), letters=rules.naturals_per_star)
        return None

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        return False  # letters go into a word at a place, which `placed` finds

    def without_wild(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return is_natural_word(rules, cards)

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        if not self.is_complete(rules, cards):
            return None
        natural = is_natural_word(rules, cards)
        natural_bonus, mixed_bonus = self.bonuses(rules, key)
        return ("natural", natural_bonus) if natural else ("mixed", mixed_bonus)

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        times = dict(rules.word_bonus_multiplier).get(key, 1)  # CANASTA and CANASTAS twice (ruling 7)
        return rules.natural_canasta_bonus * times, rules.mixed_canasta_bonus * times

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        stars = count_wild(rules, cards)
        return max(star_cap(rules, len(cards) - stars) - stars, 0)

    def placed(self, rules: Rules, key: str, cards: Sequence[Card], new: Sequence[Card],
               spoken: str) -> tuple[str, list[Card], tuple[int, ...]] | str:
        if len(spoken) != len(key) + len(new):
            return say("{spoken} has {count} letters: {word} and {more} more make {total}.", spoken=spoken.upper(),
                       count=len(spoken), word=key.upper(), more=len(new), total=len(key) + len(new))
        for kept in combinations(range(len(spoken)), len(key)):
            if any(spoken[place] != letter for place, letter in zip(kept, key)):
                continue
            places = tuple(place for place in range(len(spoken)) if place not in kept)
            if spelled_problem(rules, "".join(spoken[place] for place in places), new) is None:
                row: list[Card] = [None] * len(spoken)  # type: ignore[list-item]
                for place, card in zip(kept, cards):
                    row[place] = card
                for place, card in zip(places, new):
                    row[place] = card
                return spoken, row, places
        return say("These letters cannot make {word} into {spoken}: the letters of a word keep their order, and the "
                   "new cards fill the other places in the order given.", word=key.upper(), spoken=spoken.upper())

    def switch_place(self, rules: Rules, key: str, cards: Sequence[Card], incoming: Card, out: Card) -> int | None:
        letter = letter_of(rules, incoming)
        if letter is None or incoming is out:
            return None
        for place, card in enumerate(cards):
            if card is out and key[place] == letter:
                return place
        return None

    def merged_key(self, rules: Rules, into_key: str, joining_key: str) -> str:
        return into_key + joining_key

    def split_key(self, key: str, count: int) -> tuple[str, str]:
        return key[:len(key) - count], key[len(key) - count:]

    def key_of_label(self, label: str) -> str | None:
        word, _, kind = label.rpartition(" ")
        return word if kind == "word" and word.isascii() and word.isalpha() and word.islower() else None

    def in_order(self, cards: Sequence[Card]) -> list[tuple[Card, str]]:
        return [(card, "") for card in cards]

    def label(self, key: str) -> str:
        return f"{key} word"

    def words(self, key: str) -> str:
        return say("word {word}", word=key.upper())


WORD = WordMeld()
