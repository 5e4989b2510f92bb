"""Answers kept within a memory budget, and let go with the game they were worked out for.

The searches ask the same questions again and again (a hand's letters, a rank's
choices), so their answers are kept; but a long session of many games and rule sets
would otherwise keep every answer it ever worked out. The budget is in bytes, so a few
big answers (the hundreds of words seven letters and two stars spell) count as much
as many small ones. Kept answers are plain dicts of tuples, emptied when full: the
garbage collector stops looking into tuples of atoms, and a dict's entries are no
objects of their own to it (see canasta/variants/hooks/bwc/words.py).
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

Answer = TypeVar("Answer")

# What a dict entry and a key tuple of a few atoms take besides the answer itself.
ENTRY_BYTES = 100 + sys.getsizeof((1, 2, 3, 4))
_every: weakref.WeakSet[KeptAnswers] = weakref.WeakSet()


class KeptAnswers(Generic[Answer]):
    """Answers by question, all let go once their estimated size passes `max_bytes`.

    `size` estimates the bytes of one answer (the key and the entry are added to it)."""

    def __init__(self, max_bytes: int, size: Callable[[Answer], int]) -> None:
        self.max_bytes = max_bytes
        self._size = size
        self._answers: dict[Hashable, Answer] = {}
        self._bytes = 0
        _every.add(self)

    def __len__(self) -> int:
        return len(self._answers)

    @property
    def bytes(self) -> int:
        """The estimated memory of the answers kept now."""
        return self._bytes

    def get(self, question: Hashable) -> Answer | None:
        return self._answers.get(question)

    def keep(self, question: Hashable, answer: Answer) -> Answer:
        """Keep `answer` to `question` (letting all the others go first when it would not
        fit) and hand it back."""
        cost = self._size(answer) + ENTRY_BYTES
        before = self._answers.get(question)
        if before is not None:  # an answer kept again in place of an earlier one
            self._bytes -= self._size(before) + ENTRY_BYTES
        if self._bytes + cost > self.max_bytes:
            self.clear()
        self._answers[question] = answer
        self._bytes += cost
        return answer

    def clear(self) -> None:
        self._answers = {}  # a new dict: a cleared one keeps the room of its largest size
        self._bytes = 0


def forget_kept_answers() -> None:
    """Let go every answer kept (a new game: its questions are its own)."""
    for kept in list(_every):
        kept.clear()


def kept_bytes() -> int:
    """The estimated memory of every answer kept now."""
    return sum(kept.bytes for kept in list(_every))
