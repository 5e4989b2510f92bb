"""The word finder: which words a hand's letters make, alone or put into the side's
words, found with the word list's anagram index (`Lexicon.words_from`, `extensions`),
never by listing orderings of the hand.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Iterable, Sequence

from canasta.engine import WORD_LETTERS as LETTERS, Card, Lexicon, Rules
from canasta.variants.hooks.bwc import lexicon, letter_of, star_cap
from canasta.variants.hooks.bwc.kept_words import cached_extensions, cached_words_from

CANASTA_USE = 25.0  # a letter that makes one of the side's words a canasta counts as a word this long
GROWTH_HALF = 4     # longer words for a word to count as half ready to grow


def hand_letters(rules: Rules, cards: Iterable[Card]) -> tuple[str, int]:
    """The letters of `cards` (lower case, one per letter card) and how many stars they hold."""
    letters = []
    stars = 0
    for card in cards:
        letter = letter_of(rules, card)
        if letter is None:
            stars += 1
        else:
            letters.append(letter)
    return "".join(sorted(letters)), stars


class WordFinder:
    """Words of the rules' word list made of a hand's letters (stars standing in, at
    most one for every two letters)."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.lexicon: Lexicon = lexicon(rules)

    def words(self, letters: str, stars: int, blanks: int = 0) -> list[tuple[str, int]]:
        """The words `letters`, `stars` and `blanks` more letters still to come make, each
        with the stars and blanks it needs (a star or a blank for each letter missing)."""
        found = cached_words_from(self.rules.word_list, letters, stars + blanks, self.rules.word_min_letters)
        return [(word, missing) for word, missing in found if _star_ok(self.rules, word, min(missing, stars))]

    def extensions(self, word: str, letters: str, stars: int, most_added: int | None = None) -> list[tuple[str, int]]:
        """The longer words `word` becomes with some of `letters` and `stars` put into it.
        (The answers the move list keeps: most questions a hand asks, it asked there first.)"""
        found = cached_extensions(self.rules.word_list, word, letters, stars)
        if most_added is None:
            return list(found)
        return [(longer, missing) for longer, missing in found if len(longer) <= len(word) + most_added]

    def letter_use(self, letters: str, stars: int, table_words: Sequence[str], blanks: int) -> dict[str, float]:
        """How much each letter of the hand takes part in words it could make: words of the
        hand (with `blanks` letters still to come) and letters put into the side's words,
        a word counting more the longer it is. Letters no word uses are left out."""
        use: Counter[str] = Counter()
        for word, missing in self.words(letters, stars, blanks):
            weight = len(word) / (1 + missing)
            for letter in set(word) & set(letters):
                use[letter] += weight
        canasta = self.rules.canasta_size
        for word in dict.fromkeys(table_words):
            for longer, missing in self.extensions(word, letters, stars + blanks, most_added=2):
                weight = (CANASTA_USE if len(longer) >= canasta > len(word) else len(longer)) / (1 + missing)
                for letter in _added_letters(word, longer) & set(letters):
                    use[letter] += weight
        return dict(use)


def growth(rules: Rules, word: str) -> float:
    """How readily `word` grows toward a canasta, from 0 to 1: the longer words it becomes
    with one or two letters more (those of a canasta's length counting thrice)."""
    if len(word) >= rules.canasta_size:
        return 1.0
    count = growth_table(rules).get(word, 0)
    return count / (count + GROWTH_HALF)


def growth_table(rules: Rules) -> dict[str, int]:
    """For each word of the list shorter than a canasta, how many longer words it becomes
    with one or two letters more (those of a canasta's length counting thrice)."""
    return _longer_words(lexicon(rules), rules.canasta_size)


@lru_cache(maxsize=None)
def _longer_words(words: Lexicon, canasta: int) -> dict[str, int]:
    """`growth_table`, found once for the whole list from the longer words' side, each with
    a letter or two left out (a quarter of a second), where a word's own search for them
    took milliseconds each time a new word was met. The two letters left out are chosen as
    a pair, not one after the other, which writes each shorter word once, not twice."""
    listed = set(words)
    short = {word for word in listed if len(word) < canasta}
    counts: dict[str, int] = {}
    for longer in listed:
        size = len(longer)
        if not 4 <= size <= canasta + 1:
            continue
        weight = 3 if size >= canasta else 1
        inner = {longer[:at] + longer[at + 1:] for at in range(size)} if size <= canasta else set()
        for first in range(size - 1):
            head = longer[:first]
            for second in range(first + 1, size):
                inner.add(head + longer[first + 1:second] + longer[second + 1:])
        for word in inner & short:
            counts[word] = counts.get(word, 0) + weight
    return counts


def _star_ok(rules: Rules, word: str, stars: int) -> bool:
    return stars <= star_cap(rules, len(word) - stars)


def _added_letters(word: str, longer: str) -> set[str]:
    left = Counter(longer)
    left.subtract(Counter(word))
    return {letter for letter, count in left.items() if count > 0}


@lru_cache(maxsize=None)
def letter_share(rules: Rules) -> dict[str, float]:
    """For each letter, the share of the word list's words of 3 to 6 letters that hold it:
    how easily a letter finds a word at all (E, S, A high; Q, J, X, Z low)."""
    words = [word for word in lexicon(rules) if 3 <= len(word) <= 6]
    holding = Counter(letter for word in words for letter in set(word))
    return {letter: holding[letter] / len(words) for letter in LETTERS}
