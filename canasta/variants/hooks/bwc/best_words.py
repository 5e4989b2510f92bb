"""The best few words of a hand, as the move list ranks them (word_moves.py): the longest
first, then the dearest, then in alphabetical order. Ranked once for each count of
letters and stars and kept, as the searches of a turn ask about the same hands again and
again; only the longest words are ever valued, and from a big hand only the longest are
ever looked for (`Lexicon.longest_words`): a hand of forty letters and two stars makes
some fifty thousand words, of which the move list shows twelve.

A card's value is its letter's (every card of a letter is worth the same, BWC's values
being by rank), and a star's is the stars'.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Callable, Iterable, Iterator

from canasta.engine.solver.kept_answers import KeptAnswers

from .kept_words import cached_extensions, cached_holding, cached_words_from
from .words import lexicon, star_cap

if TYPE_CHECKING:
    from canasta.engine import Rules

Ranked = tuple[str, ...]
# Letters and eight for each star at which the longest words are looked for first rather
# than all words found and sorted: a dozen of the longest of a big hand are found in a
# fraction of the time all its words take, and a small hand's words are few and quick.
BIG_HAND = 32
STAR_WEIGHT = 8
RANKED_BYTES = 4 << 20


def _ranked_size(answer: Ranked) -> int:
    return sys.getsizeof(answer)


_kept: KeptAnswers[Ranked] = KeptAnswers(RANKED_BYTES, _ranked_size)
_letter_values: dict[Rules, dict[str, int]] = {}


def letter_values(rules: Rules) -> dict[str, int]:
    """What a card of each letter is worth (lower case letters)."""
    values = _letter_values.get(rules)
    if values is None:
        values = _letter_values[rules] = {rank.lower(): value for rank, value in rules.card_values
                                          if len(rank) == 1}
    return values


def spelled_value(values: dict[str, int], letters: str, held: dict[str, int], star_value: int) -> int:
    """What the cards that spell `letters` are worth: the hand's cards of each letter as far
    as they go (`held`: how many it holds of each), a star for each letter more."""
    value = 0
    for letter in set(letters):
        count = letters.count(letter)
        have = held.get(letter, 0)
        if count <= have:
            value += count * values[letter]
        else:
            value += have * values[letter] + (count - have) * star_value
    return value


def _is_big(letters: str, stars: int) -> bool:
    return len(letters) + STAR_WEIGHT * stars >= BIG_HAND


def _longest_first(found: Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
    return sorted(found, key=lambda item: -len(item[0]))


def _best(candidates: Iterable[tuple[str, int]], most: int, accept: Callable[[str, int], bool],
          value: Callable[[str], int]) -> Ranked:
    """The `most` best of `candidates` (the longest first, as they come) that `accept`
    takes, ranked by length, then `value` (the dearest first), then alphabetically: the
    candidates are read only to the end of the length that makes up the number."""
    ranked: list[tuple[int, int, str]] = []
    length = None
    for word, blanks in candidates:
        if len(word) != length:
            if len(ranked) >= most:
                break
            length = len(word)
        if accept(word, blanks):
            ranked.append((-len(word), -value(word), word))
    ranked.sort()
    return tuple(word for _, _, word in ranked[:most])


def _counts(letters: str) -> dict[str, int]:
    held: dict[str, int] = {}
    for letter in letters:
        held[letter] = held.get(letter, 0) + 1
    return held


def _words_longest_first(rules: Rules, letters: str, stars: int,
                         holding: str = "") -> Iterator[tuple[str, int]] | list[tuple[str, int]]:
    """The words `letters`, `holding` (a letter) and `stars` stars spell that hold the
    letters of `holding`, the longest first."""
    assert rules.word_list is not None
    if _is_big(letters, stars):
        return lexicon(rules).longest_words(letters, stars, rules.word_min_letters, holding)
    if holding:  # (only the words holding it are walked: `_best` ranks each length whole, in any order)
        return _longest_first(cached_holding(rules.word_list, letters, holding, stars, rules.word_min_letters))
    return _longest_first(cached_words_from(rules.word_list, letters, stars, rules.word_min_letters))


def best_new_words(rules: Rules, letters: str, stars: int, star_value: int, most: int) -> Ranked:
    """The `most` best words `letters` (sorted) and `stars` stars spell, a word holding at
    most the stars its letters allow."""
    question = ("new", rules, letters, stars, star_value, most)
    answer = _kept.get(question)
    if answer is None:
        values, held = letter_values(rules), _counts(letters)
        answer = _kept.keep(question, _best(
            _words_longest_first(rules, letters, stars), most,
            lambda word, blanks: blanks <= star_cap(rules, len(word) - blanks),
            lambda word: spelled_value(values, word, held, star_value)))
    return answer


def best_takes(rules: Rules, letters: str, top_letter: str, stars: int, star_value: int, most: int) -> Ranked:
    """The `most` best words the pile's top letter makes with `letters` (sorted, the hand's)
    and `stars` stars, ranked by what the hand's cards in them are worth."""
    question = ("take", rules, letters, top_letter, stars, star_value, most)
    answer = _kept.get(question)
    if answer is None:
        values, held = letter_values(rules), _counts(letters)

        def from_hand(word: str) -> str:
            place = word.index(top_letter)
            return word[:place] + word[place + 1:]

        answer = _kept.keep(question, _best(
            _words_longest_first(rules, letters, stars, top_letter), most,
            lambda word, blanks: blanks <= star_cap(rules, len(word) - blanks),
            lambda word: spelled_value(values, from_hand(word), held, star_value)))
    return answer


def best_extensions(rules: Rules, word: str, held_stars: int, letters: str, stars: int, star_value: int,
                    most: int) -> Ranked:
    """The `most` best words `word` (holding `held_stars` stars) becomes with some of
    `letters` (sorted) and `stars` stars put into it, ranked by what the cards put in are
    worth; a word holding at most the stars its letters allow."""
    question = ("extend", rules, word, held_stars, letters, stars, star_value, most)
    answer = _kept.get(question)
    if answer is None:
        assert rules.word_list is not None
        # (A word's extensions are few however big the hand: all are found, and sorted.)
        found = cached_extensions(rules.word_list, word, letters, stars)
        if not found:  # (most hands extend most words not at all)
            return _kept.keep(question, ())
        candidates = _longest_first(found)
        values, held = letter_values(rules), _counts(letters)

        def added(longer: str) -> str:
            rest = _counts(word)
            out = []
            for letter in longer:
                if rest.get(letter, 0):
                    rest[letter] -= 1
                else:
                    out.append(letter)
            return "".join(out)

        answer = _kept.keep(question, _best(
            candidates, most,
            lambda longer, blanks: held_stars + blanks <= star_cap(rules, len(longer) - held_stars - blanks),
            lambda longer: spelled_value(values, added(longer), held, star_value)))
    return answer
