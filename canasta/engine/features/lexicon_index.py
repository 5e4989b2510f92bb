"""A word list's anagram index written out once and read back whole (lexicon.py), so that
a game of words opens without building it: a tenth of a second where building took half
a second.

The index is bytes: a first line `canasta word index 1 DIGEST NODES WORDS` (DIGEST, the
SHA-256 of the word list it was built from, as the list's file unpacks), then, a byte
for each beginning of a key in the index's order, its letter (all but the first, the
empty beginning), how many longer beginnings follow it, the length of the longest key it
begins and how many words it is the key of; then those words, a line each, beginning by
beginning. What is read back is checked to hang together (counts, letters, sizes), so a
damaged index is refused, never searched.
"""

from __future__ import annotations

import hashlib
import re
from itertools import accumulate, compress

from .lexicon import Lexicon

FORMAT = b"canasta word index 1"
WORDS = re.compile(rb"[a-z]+(?:\n[a-z]+)*")
MOST_A_BYTE = 255


class WordIndexError(ValueError):
    """An index that cannot be read, or was built from another word list."""


def source_digest(text: bytes) -> str:
    """The digest of a word list, as its file unpacks, that an index names."""
    return hashlib.sha256(text).hexdigest()


def index_bytes(lexicon: Lexicon, digest: str) -> bytes:
    """`lexicon`'s index, written out (`digest`: of the word list it was built from)."""
    following, _, held, words, longest = lexicon.parts()
    nodes = len(following)
    if max(held) > MOST_A_BYTE or max(longest) > MOST_A_BYTE:
        raise ValueError("this word list has keys too long, or too many words of one key, for the index")
    letters = "".join(following).encode("ascii")
    head = FORMAT + f" {digest} {nodes} {len(words)}\n".encode("ascii")
    return b"".join([head, letters, bytes(len(letters) for letters in following), bytes(longest),
                     bytes(held), "\n".join(words).encode("ascii")])


def lexicon_from_index(name: str, data: bytes, digest: str) -> Lexicon:
    """The lexicon `name` read back from its index `data`, which must have been built from
    the word list of digest `digest`.

    Raises:
        WordIndexError: the index is damaged, of another format, or of another word list.
    """
    head, newline, rest = data.partition(b"\n")
    fields = head.split(b" ")
    if not newline or len(fields) != 7 or b" ".join(fields[:4]) != FORMAT:
        raise WordIndexError("this is not a word index the game can read")
    if fields[4].decode("ascii", "replace") != digest:
        raise WordIndexError("the word index was built from another word list")
    try:
        nodes, count = int(fields[5]), int(fields[6])
    except ValueError:
        raise WordIndexError("the word index is damaged") from None
    if nodes < 1 or len(rest) < 4 * nodes - 1:
        raise WordIndexError("the word index is damaged")
    letters = rest[:nodes - 1]
    children = rest[nodes - 1:2 * nodes - 1]
    longest = rest[2 * nodes - 1:3 * nodes - 1]
    held = rest[3 * nodes - 1:4 * nodes - 1]
    text = rest[4 * nodes - 1:]
    spelled_well = nodes == 1 or (letters.isalpha() and letters.islower())
    if not spelled_well or sum(children) != nodes - 1 or max(children) > 26 or sum(held) != count:
        raise WordIndexError("the word index is damaged")
    if count and not WORDS.fullmatch(text) or not count and text:
        raise WordIndexError("the word index is damaged")
    words = text.decode("ascii").split("\n") if count else []
    if len(words) != count:
        raise WordIndexError("the word index is damaged")
    firsts = list(accumulate(children, initial=1))
    spelled = letters.decode("ascii")
    # Two beginnings in three begin nothing longer: only the others are looked at, and the
    # few letter sets they have are made once (a BWC game's start waits on this).
    following = [""] * nodes
    letter_sets = {"": ""}
    for node in compress(range(nodes), children):
        first = firsts[node]
        if first <= node:  # a beginning's longer ones come after it: every search walks forward
            raise WordIndexError("the word index is damaged")
        after = spelled[first - 1:first - 1 + children[node]]
        following[node] = letter_sets.setdefault(after, after)
    return Lexicon.from_parts(name, following, firsts[:nodes], held, words, longest)
