"""A word list for word melds (BWC ruling 3): whether a word is in it, and which words
some letters make, whole or around a word already laid.

Lookups are a set's. Finding words never lists orderings of the letters: the words are
indexed by their letters sorted (an anagram index), and a search walks the sorted
letters of the index's keys, taking a letter from the hand where the hand has it and a
star (a blank) where it does not, so it only ever visits beginnings of real keys.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Iterator

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def is_subsequence(inner: str, outer: str) -> bool:
    """Whether the letters of `inner` appear in `outer` in the same order (other letters
    may come before, between and after them)."""
    rest = iter(outer)
    return all(letter in rest for letter in inner)


class Lexicon:
    """The words of one list (lower case, a to z), with an anagram index for search."""

    __slots__ = ("name", "_words", "_anagrams", "_next_letters")

    def __init__(self, name: str, words: Iterable[str]):
        self.name = name
        self._words = frozenset(words)
        anagrams: dict[str, list[str]] = {}
        for word in self._words:
            anagrams.setdefault("".join(sorted(word)), []).append(word)
        self._anagrams = {key: tuple(sorted(found)) for key, found in anagrams.items()}
        # For each beginning of a sorted key, the letters that may follow it, in order.
        # Walking the keys sorted, a beginning shared with the key before is done already.
        next_letters: dict[str, str] = {}
        before = ""
        for key in sorted(self._anagrams):
            shared = 0
            while shared < len(before) and shared < len(key) and before[shared] == key[shared]:
                shared += 1
            for end in range(shared, len(key)):
                start, letter = key[:end], key[end]
                known = next_letters.get(start)
                if known is None:
                    next_letters[start] = letter
                elif known[-1] != letter:
                    next_letters[start] = known + letter
            before = key
        self._next_letters = next_letters

    def __contains__(self, word: object) -> bool:
        return word in self._words

    def __len__(self) -> int:
        return len(self._words)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._words))

    def anagrams(self, letters: str) -> tuple[str, ...]:
        """The words spelled with exactly `letters`, in any order."""
        return self._anagrams.get("".join(sorted(letters)), ())

    def words_from(self, letters: str, stars: int = 0, min_length: int = 3) -> list[tuple[str, int]]:
        """Every word of at least `min_length` letters that `letters` (any of them, each
        once) and at most `stars` blanks spell, each with the number of blanks it needs,
        the fewest first."""
        found = self._search(Counter(letters), Counter(), stars, min_length)
        return sorted(found, key=lambda item: (item[1], item[0]))

    def extensions(self, word: str, letters: str, stars: int = 0,
                   most_added: int | None = None) -> list[tuple[str, int]]:
        """Every word holding `word`'s letters in their order, with at least one letter more
        taken from `letters` or the `stars` blanks (at most `most_added` letters more),
        each with the number of blanks it needs, the fewest first."""
        longest = None if most_added is None else len(word) + most_added
        found = [(longer, blanks) for longer, blanks in
                 self._search(Counter(letters), Counter(word), stars, len(word) + 1, longest)
                 if is_subsequence(word, longer)]
        return sorted(found, key=lambda item: (item[1], item[0]))

    def _search(self, hand: Counter[str], required: Counter[str], stars: int, min_length: int,
                max_length: int | None = None) -> Iterator[tuple[str, int]]:
        """Each word whose letters are all of `required`, some of `hand` and at most
        `stars` blanks, with the blanks it needs."""
        anagrams, next_letters = self._anagrams, self._next_letters
        held_in_hand, owed_of = dict(hand), dict(required)
        owed_in_order = "".join(sorted(required.elements()))
        needed = len(owed_in_order)
        # Each beginning of a key with the blanks left, the owed letters still missing and
        # how many of its last letter it holds (keys are sorted: they stand together).
        stack: list[tuple[str, int, int, int]] = [("", stars, needed, 0)]
        push, pop = stack.append, stack.pop
        while stack:
            key, blanks_left, missing, run = pop()
            if missing == 0 and len(key) >= min_length:
                for found in anagrams.get(key, ()):
                    yield found, stars - blanks_left
            if max_length is not None and len(key) >= max_length:
                continue
            # Keys are sorted: a letter after the next one still owed could never be followed by it.
            last = owed_in_order[needed - missing] if missing else "z"
            tail = key[-1:]
            for letter in next_letters.get(key, ""):
                if letter > last:
                    break
                held = run + 1 if letter == tail else 1
                owed = owed_of.get(letter, 0)
                if held <= owed:
                    push((key + letter, blanks_left, missing - 1, held))
                elif held <= owed + held_in_hand.get(letter, 0):
                    push((key + letter, blanks_left, missing, held))
                elif blanks_left:
                    push((key + letter, blanks_left - 1, missing, held))
