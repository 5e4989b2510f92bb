"""The word list's answers the searches keep: the words some letters make
(`cached_words_from`), those of them holding some letters (`cached_holding`: the pile's
top letter of a take) and a word's extensions (`cached_extensions`), by list and sorted
letters, as tuples of (word, stars) pairs.

A turn asks about the hand it began with and then, again and again, about what is left
of it as words are laid (and its searches about what would be left): the letters of a
later question are most often some of the letters of one just asked. Such an answer is
not searched for again but read off the one before: the words that needed no more than
the letters left (and the stars). Letter counts are packed into one number, five bits a
letter, so that whether one hand holds another is one subtraction.

Searches ask the word list the same questions again and again (a hand's letters, a
word and the letters around it): the answers are kept within a budget of bytes
(kept_answers.py; a plain dict of tuples, which the garbage collector stops looking
into: kept as lists by lru_cache, whose every entry is an object of its own, the
answers made each full collection take 130 ms in a long game of BWC). A budget of
entries let 65,536 answers of up to hundreds of words each take 180 MB over 600 hands.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from canasta.engine.solver.kept_answers import KeptAnswers
from canasta.engine.features.lexicon import LETTERS

from ...lexicons import load_lexicon

ANSWER_BYTES = 8 << 20
PAIR_BYTES = sys.getsizeof(("word", 1))  # the words themselves are the word list's own
Words = tuple[tuple[str, int], ...]
# Answers read off for later questions: the last few of each sort (a turn's hand, and the
# positions its search is at), each no bigger than this many words (a bigger one is
# quicker searched again than read through, and would hold megabytes).
BASES_KEPT = 6
BASE_MOST_WORDS = 20_000
BASE_BYTES = 12 << 20
# A word with the letters it needs: the tuple, the packed number and the letters' string.
BASE_ENTRY_BYTES = sys.getsizeof(("word", 1 << 100, "word")) + sys.getsizeof(1 << 100) + sys.getsizeof("word")

_BITS = 5
_SHIFT = {letter: _BITS * place for place, letter in enumerate(LETTERS)}
_GUARD = sum(1 << (_BITS * place + _BITS - 1) for place in range(len(LETTERS)))
_MOST_OF_A_LETTER = (1 << (_BITS - 1)) - 1
_FIELD = (1 << _BITS) - 1


def packed(letters: str) -> int | None:
    """The counts of `letters` (lower case) as one number, or None where a letter comes
    more often than a field holds."""
    total = 0
    for letter in letters:
        total += 1 << _SHIFT[letter]
    if total & _GUARD:
        return None
    if len(letters) > _MOST_OF_A_LETTER and any(letters.count(letter) > _MOST_OF_A_LETTER for letter in set(letters)):
        return None
    return total


def holds(bigger: int, smaller: int) -> bool:
    """Whether the letters packed in `bigger` hold those packed in `smaller`, each as often."""
    return ((bigger | _GUARD) - smaller) & _GUARD == _GUARD


def blanks_needed(hand: int, needs: int) -> int:
    """How many of the letters packed in `needs` the letters packed in `hand` lack."""
    # A field's guard bit is left set where `hand` holds at least as many as `needs`: those lack none.
    held = (((hand | _GUARD) - needs) & _GUARD) >> (_BITS - 1)
    mask = held * _FIELD
    return _size((needs & ~mask) - (hand & ~mask))


def _size(hand: int) -> int:
    """How many letters `hand` packs: its fields added pairwise, then the pairs, and so on."""
    for width, mask in _FOLDS:
        hand = (hand & mask) + ((hand >> width) & mask)
    return hand


def _folds() -> list[tuple[int, int]]:
    """For each step of `_size`, the width of its fields and a mask of every other one."""
    folds = []
    width = _BITS
    while width < _BITS * len(LETTERS):
        folds.append((width, sum(((1 << width) - 1) << (2 * width * at)
                                 for at in range(_BITS * len(LETTERS) // (2 * width) + 1))))
        width *= 2
    return folds


_FOLDS = _folds()


def _answer_size(answer: Words) -> int:
    return sys.getsizeof(answer) + PAIR_BYTES * len(answer)


_words_from: KeptAnswers[Words] = KeptAnswers(ANSWER_BYTES, _answer_size)
_extensions: KeptAnswers[Words] = KeptAnswers(ANSWER_BYTES, _answer_size)
# By sort of question, the last answers to read others off: (packed letters, stars, the
# answer, and once a question is first read off it, each word with the letters it needs of
# the hand, packed, and those letters; or None where some word needs more of a letter than
# a count packs). Most answers are never read off: their words are looked at only when one is.
_Entries = tuple[tuple[str, int, str], ...]
_Base = tuple[int, int, Words, list[_Entries | None]]


def _bases_size(bases: tuple[_Base, ...]) -> int:
    return sum(sys.getsizeof(base[2]) + BASE_ENTRY_BYTES * len(base[2]) for base in bases)


_bases: KeptAnswers[tuple[_Base, ...]] = KeptAnswers(BASE_BYTES, _bases_size)


BaseOf = TypeVar("BaseOf", bound=tuple)


def smallest_base(kept: Sequence[BaseOf] | None, hand: int, stars: int) -> BaseOf | None:
    """Of answers kept for hands (each base: packed letters, stars, its words), the one with
    the fewest words whose hand holds `hand` and as many stars or more: what an answer for
    `hand` is read off most cheaply; None where none does."""
    if not kept:
        return None
    best = None
    for base in kept:
        if base[1] >= stars and holds(base[0], hand) and (best is None or len(base[2]) < len(best[2])):
            best = base
    return best


def _entries(sort: tuple, base: _Base) -> _Entries | None:
    """The words of `base` with the letters each needs of the hand (see `_Base`)."""
    worked_out = base[3]
    if not worked_out:
        word = sort[2] if sort[0] == "extensions" else None
        entries = []
        for found, _ in base[2]:
            needed = found if word is None else _added(word, found)
            needs = packed(needed)
            if needs is None:
                worked_out.append(None)
                return None
            entries.append((found, needs, needed))
        worked_out.append(tuple(entries))
    return worked_out[0]


def _read_off(sort: tuple, letters: str, hand: int | None, stars: int) -> Words | None:
    """The answer for `letters` (`hand`: packed) and `stars` read off a kept answer for
    more, or None."""
    best = None if hand is None else smallest_base(_bases.get(sort), hand, stars)
    if hand is None or best is None:
        return None
    entries = _entries(sort, best)
    if entries is None:
        return None
    if not stars:
        return tuple(sorted((word, 0) for word, needs, _ in entries if holds(hand, needs)))
    held: dict[str, int] = {}
    for letter in letters:
        held[letter] = held.get(letter, 0) + 1
    found = []
    for word, needs, needed in entries:
        if holds(hand, needs):
            found.append((word, 0))
            continue
        blanks = 0
        for letter in set(needed):
            blanks += max(0, needed.count(letter) - held.get(letter, 0))
        if blanks <= stars:
            found.append((word, blanks))
    return tuple(sorted(found, key=lambda item: (item[1], item[0])))


def _keep_base(sort: tuple, hand: int | None, stars: int, answer: Words) -> None:
    if hand is None or len(answer) > BASE_MOST_WORDS:
        return
    kept = _bases.get(sort) or ()
    _bases.keep(sort, ((hand, stars, answer, []), *kept[:BASES_KEPT - 1]))


def cached_words_from(name: str, letters: str, stars: int, shortest: int) -> Words:
    """`Lexicon.words_from` of the list `name`, `letters` sorted, kept."""
    return _kept_answer(_words_from, (name, letters, stars, shortest), ("words", name, shortest), letters, stars,
                        lambda: load_lexicon(name).words_from(letters, stars, shortest))


_holding: KeptAnswers[Words] = KeptAnswers(ANSWER_BYTES, _answer_size)


def cached_holding(name: str, letters: str, owed: str, stars: int, shortest: int) -> Words:
    """`Lexicon.holding` of the list `name` (the words of `letters` and `stars` stars that
    hold every letter of `owed`), in the order it walks, kept."""
    question = (name, letters, owed, stars, shortest)
    answer = _holding.get(question)
    if answer is None:
        answer = _holding.keep(question, tuple(load_lexicon(name).holding(letters, owed, stars, shortest)))
    return answer


def cached_extensions(name: str, word: str, letters: str, stars: int) -> Words:
    """`Lexicon.extensions` of the list `name`, `letters` sorted, kept."""
    return _kept_answer(_extensions, (name, word, letters, stars), ("extensions", name, word), letters, stars,
                        lambda: load_lexicon(name).extensions(word, letters, stars))


def _kept_answer(kept: KeptAnswers[Words], question: tuple, sort: tuple, letters: str, stars: int,
                 search: Callable[[], Iterable[tuple[str, int]]]) -> Words:
    """The answer kept for `question`; else read off a kept answer of the same `sort` for
    more letters, else searched (`search`) and kept, so that later questions of fewer
    letters can be read off it."""
    answer = kept.get(question)
    if answer is None:
        hand = packed(letters)
        answer = _read_off(sort, letters, hand, stars)
        if answer is None:
            answer = tuple(search())
            _keep_base(sort, hand, stars, answer)
        kept.keep(question, answer)
    return answer


def _added(word: str, longer: str) -> str:
    """The letters of `longer` beyond those of `word` (which it holds)."""
    rest = list(word)
    added = []
    for letter in longer:
        if letter in rest:
            rest.remove(letter)
        else:
            added.append(letter)
    return "".join(added)
