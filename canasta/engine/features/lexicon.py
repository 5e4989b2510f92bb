"""A word list for word melds (BWC ruling 3): whether a word is in it, and which words
some letters make, whole or around a word already laid.

Finding words never lists orderings of the letters: the words are indexed by their
letters sorted (an anagram index, kept as a tree of the keys' beginnings, each beginning
a number), and a lookup walks its word's letters sorted down the tree. A search walks
the sorted letters of the index's keys, taking a letter from the hand where the hand has
it and a star (a blank) where it does not, so it only ever visits beginnings of real
keys. A search that wants the longest
words first (`longest_words`, `longest_extensions`) goes to the beginnings whose keys can
still be the longest, and stops wherever its caller has enough: a big hand makes tens of
thousands of words, and a move list shows a dozen of the longest.
"""

from __future__ import annotations

import heapq
from array import array
from itertools import accumulate
from typing import Any, Iterable, Iterator, Sequence

LETTERS = "abcdefghijklmnopqrstuvwxyz"
# Up to this many letters and no star, a word's extensions are looked up letter choice by
# letter choice (at most three) rather than searched for.
FEW_LETTERS = 2
_NONE = dict.fromkeys(LETTERS, 0)

# A beginning of a key the searches walk: its number, its length, the blanks left, the
# owed letters still missing, how many of its last letter it holds, that letter.
_Step = tuple[int, int, int, int, int, str]


def _choices(letters: str) -> list[str]:
    """Every choice of at least one of `letters` (each once), as strings."""
    chosen = [""]
    for letter in letters:
        chosen += [before + letter for before in chosen]
    return chosen[1:]


def _counts(letters: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for letter in letters:
        counts[letter] = counts.get(letter, 0) + 1
    return counts


def _packed(numbers: Iterable[int]) -> array[int]:
    """`numbers` in an array of a byte each where they fit, else of four bytes each."""
    values = list(numbers)
    return array("B" if max(values, default=0) < 256 else "I", values)


def _owed_from(owed: str) -> list[int]:
    """The letters of `owed` (sorted) from each of its places on, one bit a letter."""
    found = [0] * (len(owed) + 1)
    for place in range(len(owed) - 1, -1, -1):
        found[place] = found[place + 1] | 1 << (ord(owed[place]) - ord("a"))
    return found


def is_subsequence(inner: str, outer: str) -> bool:
    """Whether the letters of `inner` appear in `outer` in the same order (other letters
    may come before, between and after them)."""
    rest = iter(outer)
    return all(letter in rest for letter in inner)


class Lexicon:
    """The words of one list (lower case, a to z), with an anagram index for search.

    The index is kept compact (some 7 MB for 63,000 words, where lists of numbers and a
    tuple for each beginning took 18 MB): numbers in arrays, the letters that may follow
    a beginning one string for each different set of them (there are some 2,000), and
    every word once, in one list, beginning by beginning. A word is in the list when it
    is among the words of its sorted letters."""

    __slots__ = ("name", "_next", "_first", "_starts", "_held", "_words", "_longest", "_below")

    def __init__(self, name: str, words: Iterable[str]):
        self.name = name
        anagrams: dict[str, list[str]] = {}
        for word in set(words):
            anagrams.setdefault("".join(sorted(word)), []).append(word)
        # The beginnings of the sorted keys, numbered level by level so that a beginning's
        # longer beginnings by one letter have numbers in a row: `following[n]`, the letters
        # that may follow beginning n, in order; `first[n]`, the number of the first of
        # them; `found[n]`, the words whose key it is; `longest[n]`, the length of the
        # longest key it begins.
        level: list[tuple[str, tuple[str, ...]]] = [("", tuple(sorted(anagrams)))]
        following: list[str] = []
        first: list[int] = []
        found: list[list[str]] = []
        count = 1
        while level:
            deeper: list[tuple[str, tuple[str, ...]]] = []
            for start, keys in level:
                depth = len(start)
                found.append(sorted(anagrams.get(start, ())))
                groups: dict[str, list[str]] = {}
                for key in keys:
                    if len(key) > depth:
                        groups.setdefault(key[depth], []).append(key)
                following.append("".join(groups))
                first.append(count)
                count += len(groups)
                deeper += [(start + letter, tuple(group)) for letter, group in groups.items()]
            level = deeper
        longest: list[int] = [0] * len(found)
        for node in range(len(found) - 1, -1, -1):
            below = [longest[first[node] + at] for at in range(len(following[node]))]
            depth_here = 0 if not found[node] else len(found[node][0])
            longest[node] = max(below + [depth_here])
        self._set(following, first, [len(words_here) for words_here in found],
                  [word for words_here in found for word in words_here], longest)

    @classmethod
    def from_parts(cls, name: str, following: Iterable[str], first: Iterable[int], held: Sequence[int],
                   words: list[str], longest: Sequence[int]) -> Lexicon:
        """A lexicon of an index already built (lexicon_index.py): `parts()` of one."""
        lexicon = cls.__new__(cls)
        lexicon.name = name
        lexicon._set(following, first, held, words, longest)
        return lexicon

    def _set(self, following: Iterable[str], first: Iterable[int], held: Sequence[int], words: list[str],
             longest: Sequence[int]) -> None:
        letter_sets: dict[str, str] = {}
        self._next = [letter_sets.setdefault(letters, letters) for letters in following]
        self._first = array("I", first)
        self._held: Sequence[int] = held if isinstance(held, bytes) else _packed(held)
        self._starts = array("I", accumulate(held, initial=0))  # where each beginning's words begin
        self._words = words
        self._longest: Sequence[int] = longest if isinstance(longest, bytes) else _packed(longest)
        self._below: array[int] | None = None

    def _letters_below(self) -> array[int]:
        """For each beginning of a key, the letters that come after it in the keys it
        begins, one bit a letter (a to z): a search that still owes letters passes over
        a beginning none of whose keys holds them. Worked out once, when first asked."""
        below = self._below
        if below is None:
            following, first = self._next, self._first
            bits = {letter: 1 << place for place, letter in enumerate(LETTERS)}
            found = [0] * len(following)
            for node in range(len(following) - 1, -1, -1):  # (a beginning's longer ones come after it)
                letters = following[node]
                if letters:
                    mask = 0
                    child = first[node]
                    for letter in letters:
                        mask |= bits[letter] | found[child]
                        child += 1
                    found[node] = mask
            below = self._below = array("I", found)
        return below

    def parts(self) -> tuple[list[str], Sequence[int], Sequence[int], list[str], Sequence[int]]:
        """The index: for each beginning of a key, in order, the letters that may follow it,
        the number of the first of them, how many words it is the key of, every word
        (beginning by beginning) and the longest key it begins."""
        return self._next, self._first, self._held, self._words, self._longest

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        node = 0
        following, first = self._next, self._first
        for letter in sorted(word):
            at = following[node].find(letter)
            if at < 0:
                return False
            node = first[node] + at
        many = self._held[node]
        return many == 1 and self._words[self._starts[node]] == word or many > 1 and word in self.anagrams(word)

    def __len__(self) -> int:
        return len(self._words)

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self._words))

    def anagrams(self, letters: str) -> tuple[str, ...]:
        """The words spelled with exactly `letters`, in any order."""
        node = 0
        following, first = self._next, self._first
        for letter in sorted(letters):
            at = following[node].find(letter)
            if at < 0:
                return ()
            node = first[node] + at
        at = self._starts[node]
        return tuple(self._words[at:at + self._held[node]])

    def words_from(self, letters: str, stars: int = 0, min_length: int = 3) -> list[tuple[str, int]]:
        """Every word of at least `min_length` letters that `letters` (any of them, each
        once) and at most `stars` blanks spell, each with the number of blanks it needs,
        the fewest first."""
        found = self._search(letters, "", stars, min_length)
        return sorted(found, key=lambda item: (item[1], item[0]))

    def extensions(self, word: str, letters: str, stars: int = 0,
                   most_added: int | None = None) -> list[tuple[str, int]]:
        """Every word holding `word`'s letters in their order, with at least one letter more
        taken from `letters` or the `stars` blanks (at most `most_added` letters more),
        each with the number of blanks it needs, the fewest first."""
        longest = None if most_added is None else len(word) + most_added
        if not stars and len(letters) <= FEW_LETTERS:
            return self._few_more(word, letters, longest)
        found = [(longer, blanks) for longer, blanks in
                 self._search(letters, word, stars, len(word) + 1, longest)
                 if is_subsequence(word, longer)]
        return sorted(found, key=lambda item: (item[1], item[0]))

    def _few_more(self, word: str, letters: str, longest: int | None) -> list[tuple[str, int]]:
        """`extensions` with no stars and a few letters: the words of `word`'s letters and
        each choice of some of `letters`, looked up one by one (fewer steps than a search
        for one letter or two), in the order `extensions` gives them."""
        following, first, starts, held, words = self._next, self._first, self._starts, self._held, self._words
        found = []
        for added in dict.fromkeys(_choices(letters)):
            if longest is not None and len(word) + len(added) > longest:
                continue
            node = 0
            for letter in sorted(word + added):
                at = following[node].find(letter)
                if at < 0:
                    break
                node = first[node] + at
            else:
                at = starts[node]
                found += [(longer, 0) for longer in words[at:at + held[node]] if is_subsequence(word, longer)]
        return sorted(found)

    def longest_words(self, letters: str, stars: int = 0, min_length: int = 3,
                      holding: str = "") -> Iterator[tuple[str, int]]:
        """The words of `words_from(letters + holding, ...)` that hold the letters of
        `holding`, the longest first (no longer word comes after a shorter one; of one
        length, in no set order): what to take the best few from."""
        return self._search_longest(letters, holding, stars, min_length)

    def longest_extensions(self, word: str, letters: str, stars: int = 0) -> Iterator[tuple[str, int]]:
        """The words of `extensions`, the longest first, as `longest_words`."""
        return (found for found in self._search_longest(letters, word, stars, len(word) + 1)
                if is_subsequence(word, found[0]))

    def holding(self, hand: str, required: str, stars: int, min_length: int) -> Iterator[tuple[str, int]]:
        """Each word of at least `min_length` letters made of every letter of `required`,
        some of `hand` and at most `stars` blanks, with the blanks it needs, in the order
        the index is walked (depth first, the same for the same question)."""
        return self._search(hand, required, stars, min_length)

    def _search(self, hand: str, required: str, stars: int, min_length: int,
                max_length: int | None = None) -> Iterator[tuple[str, int]]:
        """Each word whose letters are all of `required`, some of `hand` and at most
        `stars` blanks, with the blanks it needs (depth first, the answers in no order)."""
        following, first, starts, words_of, words = self._next, self._first, self._starts, self._held, self._words
        # (Counts of every letter, so that the walk reads them without a default.)
        owed_of, held_of = dict(_NONE), dict(_NONE)
        for letter in required:
            owed_of[letter] += 1
            held_of[letter] += 1
        for letter in hand:
            held_of[letter] += 1
        owed_in_order = "".join(sorted(required))
        needed = len(owed_in_order)
        below = self._letters_below() if needed else None
        owed_from = _owed_from(owed_in_order)
        stack: list[_Step] = [(0, 0, stars, needed, 0, "")]
        push, pop = stack.append, stack.pop
        while stack:
            node, depth, blanks_left, missing, run, tail = pop()
            if missing == 0 and depth >= min_length and words_of[node]:
                at = starts[node]
                for found in words[at:at + words_of[node]]:
                    yield found, stars - blanks_left
            if max_length is not None and depth >= max_length:
                continue
            child = first[node]
            depth += 1
            if not missing:
                if not blanks_left:  # (the most walked: letters of the hand alone)
                    for letter in following[node]:
                        if letter == tail:
                            if run < held_of[letter]:
                                push((child, depth, 0, 0, run + 1, letter))
                        elif held_of[letter]:
                            push((child, depth, 0, 0, 1, letter))
                        child += 1
                    continue
                for letter in following[node]:
                    held = run + 1 if letter == tail else 1
                    if held <= held_of[letter]:
                        push((child, depth, blanks_left, 0, held, letter))
                    else:
                        push((child, depth, blanks_left - 1, 0, held, letter))
                    child += 1
                continue
            assert below is not None
            # Keys are sorted: a letter after the next one still owed could never be followed by it.
            last = owed_in_order[needed - missing]
            for letter in following[node]:
                if letter > last:
                    break
                held = run + 1 if letter == tail else 1
                if held <= owed_of[letter]:
                    still = missing - 1
                    step = (child, depth, blanks_left, still, held, letter)
                elif held <= held_of[letter]:
                    still = missing
                    step = (child, depth, blanks_left, still, held, letter)
                elif blanks_left:
                    still = missing
                    step = (child, depth, blanks_left - 1, still, held, letter)
                else:
                    child += 1
                    continue
                # (No key of a beginning without the letters still owed after it is a word sought.)
                wanted = owed_from[needed - still]
                if not still or below[child] & wanted == wanted:
                    push(step)
                child += 1

    def _search_longest(self, hand: str, required: str, stars: int, min_length: int) -> Iterator[tuple[str, int]]:
        """`_search`'s words, the longest first: beginnings are taken in the order of the
        longest word they could still make (the longest key they begin, and their length
        with every blank and every letter of the hand from their last on), which only
        falls along a key, so each word comes when nothing left could be longer."""
        following, first, longest = self._next, self._first, self._longest
        starts, words_of, words = self._starts, self._held, self._words
        owed_of, held_of = dict(_NONE), dict(_NONE)  # (every letter counted, as in `_search`)
        for letter in required:
            owed_of[letter] += 1
            held_of[letter] += 1
        for letter in hand:
            held_of[letter] += 1
        owed_in_order = "".join(sorted(required))
        needed = len(owed_in_order)
        below = self._letters_below() if needed else None
        owed_from = _owed_from(owed_in_order)
        # Letters of the hand and owed ones from each letter on, for the bound.
        from_letter: dict[str, int] = {}
        total = 0
        for letter in reversed(LETTERS):
            total += held_of[letter]
            from_letter[letter] = total
        # Entries: (-bound, order, step, -1) for a beginning; (-length, order, words, blanks)
        # for words found, which come out once no beginning left could make a longer word.
        heap: list[tuple[int, int, Any, int]] = [(-min(longest[0], total + stars), 0, (0, 0, stars, needed, 0, ""), -1)]
        order = 1
        push, pop = heapq.heappush, heapq.heappop
        while heap:
            bound, _, item, blanks = pop(heap)
            if blanks >= 0:
                for found in item:
                    yield found, blanks
                continue
            node, depth, blanks_left, missing, run, tail = item
            if missing == 0 and depth >= min_length and words_of[node]:
                at = starts[node]
                push(heap, (-depth, order, words[at:at + words_of[node]], stars - blanks_left))
                order += 1
            last = owed_in_order[needed - missing] if missing else "z"
            child = first[node]
            depth += 1
            for letter in following[node]:
                if letter > last:
                    break
                held = run + 1 if letter == tail else 1
                left = blanks_left
                have = held_of[letter]
                if held <= owed_of[letter]:
                    step = (child, depth, left, missing - 1, held, letter)
                elif held <= have:
                    step = (child, depth, left, missing, held, letter)
                elif left:
                    left -= 1
                    step = (child, depth, left, missing, held, letter)
                else:
                    child += 1
                    continue
                # Of this letter, all but the blanks used so far came from the hand (or were owed).
                # (The bounds worked out without min and max: this loop is the search's whole cost.)
                spent = held - (stars - left)
                if spent < 0:
                    spent = 0
                elif spent > have:
                    spent = have
                top = -bound
                if longest[child] < top:
                    top = longest[child]
                if depth + left + from_letter[letter] - spent < top:
                    top = depth + left + from_letter[letter] - spent
                still = step[3]
                if top >= min_length and (not still or below is not None
                                          and below[child] & owed_from[needed - still] == owed_from[needed - still]):
                    push(heap, (-top, order, step, -1))
                    order += 1
                child += 1
