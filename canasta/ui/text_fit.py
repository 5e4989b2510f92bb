"""Fitting text to a width in a few measures, however long the text.

Measuring a string costs time in its length, so fitting a text by trying it one
character shorter at a time costs the square of its length (a name of 10,000
characters took seconds). The width of a prefix grows with its length, so the
longest prefix that fits is found by halving: some twenty measures for a million
characters.
"""

from __future__ import annotations

from collections.abc import Callable


def longest_fit(most: int, fits: Callable[[int], bool]) -> int:
    """The largest n in 0..`most` for which `fits(n)` holds, where `fits` holds for every
    n up to some point and for none after it (0 when it holds for none above 0)."""
    low, high = 0, max(0, most)
    while low < high:
        middle = (low + high + 1) // 2
        if fits(middle):
            low = middle
        else:
            high = middle - 1
    return low
