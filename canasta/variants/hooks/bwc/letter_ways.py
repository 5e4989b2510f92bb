"""Every way some letters of a hand can be placed, for the exact turn search (turn_search.py,
word_cover.py): the new words that hold a given letter, the ways to put letters into a
word, each with every choice of which of its letters the hand's stars stand for, and the
words that two words joined end to end make.

A hand is counted, not listed: its letters packed into one number, five bits a letter
(`pack`), and its stars as a count. Which card of a letter goes where does not change
whether a turn can end except through switches (ruling 9), which the search handles with
the cards themselves; so a way names the letters it takes, and anagrams that take the
same letters are one way.
"""

from __future__ import annotations

import sys
from bisect import bisect_left
from typing import TYPE_CHECKING, Iterator, NamedTuple, Sequence

from canasta.engine.cards.cards import every_card
from canasta.engine.solver.kept_answers import KeptAnswers
from canasta.engine.features.lexicon import LETTERS, is_subsequence

from .best_words import letter_values
from .kept_words import blanks_needed, cached_extensions, holds, packed as packed_letters, smallest_base
from .words import lexicon, star_cap

if TYPE_CHECKING:
    from canasta.engine import Rules
    from canasta.engine.features.lexicon import Lexicon

BITS = 5
SHIFT = {letter: BITS * place for place, letter in enumerate(LETTERS)}
FIELD = (1 << BITS) - 1
# Rarest letters first (their share of the word list's letters, bwc.md ruling 2): the
# letter a search places first, as the one with the fewest words to try.
RARITY = "jqxzkwvfybhmpgudcltonrasie"
HOLDING_BYTES = 8 << 20
# Answers read off for later questions: the last few of each letter owed (the positions
# a going-out search is at, one within another), each of no more words than this.
HELD_BASES_KEPT = 12
HELD_BASE_MOST_WORDS = 20_000
# A word with the letters it needs, packed: the pair and the number (the word is the list's own).
HELD_ENTRY_BYTES = sys.getsizeof(("word", 1 << 100)) + sys.getsizeof(1 << 100)


def pack(letters: str) -> int:
    """The counts of `letters` as one number (at most 31 of a letter: a deck holds 8)."""
    total = 0
    for letter in letters:
        total += 1 << SHIFT[letter]
    return total


_unpacked: dict[int, str] = {}
UNPACKED_KEPT = 50_000


def unpack(packed: int) -> str:
    """The letters packed in `packed`, sorted (kept: a turn's searches unpack the same
    few hands again and again)."""
    found = _unpacked.get(packed)
    if found is None:
        if len(_unpacked) >= UNPACKED_KEPT:
            _unpacked.clear()
        found = _unpacked[packed] = "".join(letter * ((packed >> SHIFT[letter]) & FIELD) for letter in LETTERS
                                            if packed >> SHIFT[letter] & FIELD)
    return found


def count_of(packed: int, letter: str) -> int:
    return (packed >> SHIFT[letter]) & FIELD


def size_of(packed: int) -> int:
    return sum((packed >> shift) & FIELD for shift in SHIFT.values())


def rarest(packed: int) -> str:
    """The rarest letter packed in `packed` (which must hold one)."""
    for letter in RARITY:
        if (packed >> SHIFT[letter]) & FIELD:
            return letter
    raise ValueError("no letter is packed")


class Way(NamedTuple):
    """A placing: `word`, the word it makes (new, or the meld's longer word), `used`, the
    hand's natural letters it takes (packed), `stars` the stars, `starred` the letters
    the stars stand for (sorted), `value` what the cards are worth, `length` the cards
    the word then holds."""

    word: str
    used: int
    stars: int
    starred: str
    value: int
    length: int


class Letters:
    """What the ways of a rule set need of it: the word list, the shortest word, the stars
    a word may hold, the cards' values."""

    def __init__(self, rules: Rules):
        assert rules.word_list is not None
        self.rules = rules
        self.name = rules.word_list
        self.shortest = rules.word_min_letters
        self.values = letter_values(rules)
        wild = rules.card_kinds.wild
        self.star_value = next(rules.value_of(card) for card in every_card() if wild[card.code])
        self.canasta = rules.canasta_size
        self.caps = [star_cap(rules, naturals) for naturals in range(64)]

    def value_of(self, packed: int, stars: int) -> int:
        values = self.values
        return sum(values[letter] * count_of(packed, letter) for letter in LETTERS if count_of(packed, letter)) \
            + stars * self.star_value

    def new_words(self, packed: int, stars: int, letter: str | None) -> list[Way]:
        """Every way to lay a new word from the letters `packed` and `stars` stars that
        takes a natural `letter` (None: any word), one way for each letters-and-stars taken."""
        held = unpack(packed if letter is None else packed - (1 << SHIFT[letter]))
        return self.new_words_from(self._holding(held, letter or "", stars, self.shortest), packed, stars, letter)

    def new_words_from(self, words: Sequence[str], packed: int, stars: int, letter: str | None) -> list[Way]:
        """`new_words` of those of `words` (of `new_words` for as many letters or more) that
        the letters `packed` and `stars` stars make."""
        found: dict[tuple[int, int], Way] = {}
        for word in words:
            for way in self._variants(word, _counts(word), packed, stars, 0, 0, letter):
                found.setdefault((way.used, way.stars), way)
        return list(found.values())

    def extensions(self, key: str, held_stars: int, naturals: int, packed: int, stars: int,
                   letter: str | None, only_stars: bool = False) -> list[Way]:
        """Every way to put letters of `packed` and up to `stars` stars into the word `key`
        (holding `held_stars` stars and `naturals` letters) that takes a natural `letter`
        (None: any letters; `only_stars`: stars and no letter)."""
        grown = self.grown_words(key, 0 if only_stars else packed, stars)
        return self.extensions_from(grown, held_stars, naturals, packed, stars, letter, only_stars)

    def grown_words(self, key: str, packed: int, stars: int) -> tuple[tuple[str, dict[str, int]], ...]:
        """The words `key` becomes with letters of `packed` and up to `stars` stars put
        into it, each with the letters it adds."""
        # (The move list asks the word list the same of the side's words: its kept answer serves both.)
        return tuple((longer, _added_counts(key, longer)) for longer, _ in cached_extensions(self.name, key,
                                                                                             unpack(packed), stars))

    def extensions_from(self, grown: Sequence[tuple[str, dict[str, int]]], held_stars: int, naturals: int,
                        packed: int, stars: int, letter: str | None, only_stars: bool = False) -> list[Way]:
        """`extensions` of those of the words `grown` (of `grown_words`, for as many
        letters or more) that the letters `packed` and `stars` stars make."""
        found: dict[tuple[int, int], Way] = {}
        for longer, added in grown:
            if letter is not None and letter not in added:
                continue
            for way in self._variants(longer, added, 0 if only_stars else packed, stars, held_stars, naturals,
                                      letter):
                found.setdefault((way.used, way.stars), way)
        return list(found.values())

    def _holding(self, held: str, owed: str, stars: int, shortest: int) -> tuple[str, ...]:
        """The words of at least `shortest` letters made of all the letters `owed`, some
        of `held` and at most `stars` blanks (kept; read off a kept answer for more held
        letters where one is kept)."""
        owed = "".join(sorted(owed))
        question = (self.name, held, owed, stars, shortest)
        found = _holding_kept.get(question)
        if found is None:
            sort = (self.name, owed, shortest)
            hand = packed_letters(held)
            found = _held_off(sort, held, hand, stars)
            if found is None:
                found = tuple(_walk(lexicon(self.rules), held, owed, stars, shortest))
                _keep_held(sort, hand, stars, found)
            _holding_kept.keep(question, found)
        return found

    def _variants(self, word: str, wanted: dict[str, int], packed: int, stars: int, held_stars: int,
                  held_naturals: int, letter: str | None) -> Iterator[Way]:
        """The ways `wanted` letters (of `word`) are taken: as many naturals of `packed` as
        it holds, then any of them given to the stars instead, within `stars` and the
        word's star limit; a natural `letter` kept."""
        naturals = {}
        taken = 0  # naturals
        blanks = 0
        for wanted_letter, count in wanted.items():
            have = (packed >> SHIFT[wanted_letter]) & FIELD
            if have >= count:
                naturals[wanted_letter] = count
                taken += count
            else:
                naturals[wanted_letter] = have
                taken += have
                blanks += count - have
        if blanks > stars or (letter is not None and naturals.get(letter, 0) == 0):
            return
        length = len(word)
        if blanks == stars:  # (no natural can be given to a star: the one way, as `_given_away` gives it)
            if held_stars + blanks > self.caps[min(held_naturals + taken, 63)]:
                return
            used = 0
            value = 0
            values = self.values
            short = ""  # the letters the stars stand for
            for wanted_letter, count in wanted.items():
                natural = naturals[wanted_letter]
                used += natural << SHIFT[wanted_letter]
                value += natural * values[wanted_letter]
                if count > natural:
                    short += wanted_letter * (count - natural)
            yield Way(word, used, blanks, "".join(sorted(short)) if blanks > 1 else short,
                      value + blanks * self.star_value, length)
            return
        for given in _given_away(naturals, stars - blanks, letter):
            starred = blanks + sum(given.values())
            used_naturals = sum(naturals.values()) - sum(given.values())
            if held_stars + starred > self.caps[min(held_naturals + used_naturals, 63)]:
                continue
            used = 0
            value = 0
            starred_letters = []
            for wanted_letter, count in wanted.items():
                natural = naturals[wanted_letter] - given.get(wanted_letter, 0)
                used += natural << SHIFT[wanted_letter]
                value += natural * self.values[wanted_letter]
                starred_letters.append(wanted_letter * (count - natural))
            yield Way(word, used, starred, "".join(sorted("".join(starred_letters))),
                      value + starred * self.star_value, length)


_holding_kept: KeptAnswers[tuple[str, ...]] = KeptAnswers(HOLDING_BYTES, lambda words: sys.getsizeof(words))
# By the letters owed, the last few answers walked, to read answers for fewer letters off
# (the going-out search asks of a hand and then of what is left of it, again and again):
# the held letters packed, the stars, the words walked, and once an answer is first read
# off it, each word with the letters it needs of them, packed (None where a count does not
# pack): a base never read off is never looked through.
_HeldEntries = tuple[tuple[str, int], ...]
_HeldBase = tuple[int, int, tuple[str, ...], list[_HeldEntries | None]]
_held_bases: KeptAnswers[tuple[_HeldBase, ...]] = KeptAnswers(
    HOLDING_BYTES, lambda bases: sum(sys.getsizeof(base[2]) + HELD_ENTRY_BYTES * len(base[2]) for base in bases))


def _held_entries(owed: str, base: _HeldBase) -> _HeldEntries | None:
    """The words of `base` with the letters each needs beyond `owed`, packed."""
    worked_out = base[3]
    if not worked_out:
        entries = []
        for word in base[2]:
            needs = packed_letters(_less_letters(word, owed))
            if needs is None:
                worked_out.append(None)
                return None
            entries.append((word, needs))
        worked_out.append(tuple(entries))
    return worked_out[0]


def _held_off(sort: tuple, held: str, hand: int | None, stars: int) -> tuple[str, ...] | None:
    """The words of `_walk` for the letters `held` (`hand`: packed) and `stars` read off a
    kept answer for more letters and as many stars or more, in the order the walk gives
    them (a walk of fewer letters visits some of the same beginnings, in the same order),
    or None."""
    best = None if hand is None else smallest_base(_held_bases.get(sort), hand, stars)
    if hand is None or best is None:
        return None
    entries = _held_entries(sort[1], best)
    if entries is None:
        return None
    if not stars:
        return tuple(word for word, needs in entries if holds(hand, needs))
    return tuple(word for word, needs in entries if holds(hand, needs) or blanks_needed(hand, needs) <= stars)


def _keep_held(sort: tuple, hand: int | None, stars: int, words: tuple[str, ...]) -> None:
    if hand is None or len(words) > HELD_BASE_MOST_WORDS:
        return
    kept = _held_bases.get(sort) or ()
    _held_bases.keep(sort, ((hand, stars, words, []), *kept[:HELD_BASES_KEPT - 1]))


def _less_letters(word: str, owed: str) -> str:
    """The letters of `word` beyond those of `owed` (which it holds)."""
    rest = list(word)
    for letter in owed:
        rest.remove(letter)
    return "".join(rest)


def _walk(words: Lexicon, held: str, owed: str, stars: int, shortest: int) -> Iterator[str]:
    """The words of `words` made of every letter of `owed`, some of `held` and at most
    `stars` blanks, of at least `shortest` letters, in the order the word list's index
    walk finds them (which `_held_off` reads its answers in)."""
    return (word for word, _ in words.holding(held, owed, stars, shortest))


def _given_away(naturals: dict[str, int], spare: int, kept: str | None) -> Iterator[dict[str, int]]:
    """Each choice of naturals to give to stars instead, at most `spare` of them, one
    natural `kept` never given (the fewest first)."""
    yield {}
    if spare <= 0:
        return
    letters = [letter for letter, count in naturals.items() if count - (letter == kept) > 0]

    def choose(start: int, left: int, given: dict[str, int]) -> Iterator[dict[str, int]]:
        for at in range(start, len(letters)):
            letter = letters[at]
            room = naturals[letter] - (letter == kept) - given.get(letter, 0)
            if room > 0 and left > 0:
                more = dict(given)
                more[letter] = more.get(letter, 0) + 1
                yield more
                yield from choose(at, left - 1, more)

    yield from choose(0, spare, {})


_counts_kept: dict[str, dict[str, int]] = {}
COUNTS_KEPT = 50_000


def _counts(word: str) -> dict[str, int]:
    counts = _counts_kept.get(word)
    if counts is None:
        if len(_counts_kept) >= COUNTS_KEPT:
            _counts_kept.clear()
        counts = _counts_kept[word] = {}
        for letter in word:
            counts[letter] = counts.get(letter, 0) + 1
    return counts


def _added_counts(key: str, longer: str) -> dict[str, int]:
    """The letters `longer` holds beyond those of `key` (a subsequence of it), counted."""
    added = dict(_counts(longer))
    for letter in key:
        added[letter] -= 1
        if not added[letter]:
            del added[letter]
    return added


_sorted_words: dict[str, list[str]] = {}
_joined_after: dict[tuple[str, str], frozenset[str]] = {}
JOINED_KEPT = 20_000


def joined_after(rules: Rules, first: str) -> frozenset[str]:
    """The words that make a word of the list after `first`, joined end to end, of at
    least `combine_min_letters` letters in all (ruling 6c), found among the words that
    begin with `first` (kept by the word)."""
    assert rules.word_list is not None and rules.combine_min_letters is not None
    question = (rules.word_list, first)
    found = _joined_after.get(question)
    if found is None:
        words = lexicon(rules)
        ordered = _sorted_words.get(rules.word_list)
        if ordered is None:
            ordered = _sorted_words[rules.word_list] = sorted(words)
        if len(_joined_after) >= JOINED_KEPT:
            _joined_after.clear()
        shortest = max(rules.combine_min_letters - len(first), rules.word_min_letters)
        seconds = []
        for at in range(bisect_left(ordered, first), len(ordered)):  # (not a slice: a copy of the list's end)
            word = ordered[at]
            if not word.startswith(first):
                break
            if len(word) - len(first) >= shortest and word[len(first):] in words:
                seconds.append(word[len(first):])
        found = _joined_after[question] = frozenset(seconds)
    return found
