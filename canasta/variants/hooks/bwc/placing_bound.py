"""At most how many cards of a hand its placings can take, for word_cover.py: a count that
may prove "no" to going out before a long search.

Each placing the cover may make (a new word, or one more placing into one of the side's
words) takes some of the hand's letters and stars; going out places all of them but at
most one. Let the placings be made any number of times, a fraction of a time too, within
the hand's count of each letter and of the stars, and each word placed into at most once
in all: the most cards so placed is a linear programme's value, and no true way out
places more. Where it is less than the cards but one, no way out is left.

The programme is solved in floating point (the revised simplex method, the origin being
a corner: every bound is a count, at least 0); what proves the "no" is its dual, checked in
whole numbers: weights for the letters, the stars and the words, at least each placing's
cards on every placing, whose sum over the hand is the bound. A weight that fails the
check (rounding) or a programme that grows too big proves nothing, and the search goes on.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

# Past these the programme costs more than the searches it is asked before (a hand with
# stars has tens of thousands of placings).
MOST_COLUMNS = 3000
MOST_PIVOTS = 400
# The dual's weights are rounded up to this many parts of a card, then checked exactly.
PARTS = 1 << 20
_EPSILON = 1e-9


class Column(NamedTuple):
    """A placing as the programme sees it: what it takes of each limited count (by the
    count's place in the limits, how many) and the cards it places."""

    takes: tuple[tuple[int, int], ...]
    cards: int


def cannot_place(columns: Sequence[Column], limits: Sequence[int], cards: int) -> bool:
    """True where it is proven that no placings of `columns`, each count `i` taken at most
    `limits[i]` times in all, place `cards` cards; False where they may, or where the
    programme was not solved within its limits (nothing is proven)."""
    found = weights(columns, limits)
    return found is not None and sum(weight * limit for weight, limit in zip(found, limits)) < cards * PARTS


def weights(columns: Sequence[Column], limits: Sequence[int]) -> list[int] | None:
    """Whole-number weights for the counts, PARTS to a card, that give each placing of
    `columns` at least its cards (checked exactly): so placings of `columns` within any
    counts (those of `limits` or fewer) place no more cards than those counts weigh. Found
    from the dual of the programme, whose weights make the least bound on `limits`; None
    where it was not solved within its limits."""
    if len(columns) > MOST_COLUMNS:
        return None
    used_rows = sorted({row for column in columns for row, _ in column.takes})
    place = {row: at for at, row in enumerate(used_rows)}
    duals = _duals([[(place[row], count) for row, count in column.takes] for column in columns],
                   [column.cards for column in columns], [limits[row] for row in used_rows]) if columns else []
    if duals is None:
        return None
    found = [0] * len(limits)
    for row, dual in zip(used_rows, duals):
        found[row] = max(0, int(dual * PARTS + 1.0))  # (rounded up, past float error)
    for column in columns:
        if sum(found[row] * count for row, count in column.takes) < column.cards * PARTS:
            return None
    return found


def _duals(columns: list[list[tuple[int, int]]], gains: list[int], limits: list[int]) -> list[float] | None:
    """The dual values of max gains.x subject to (columns) x <= limits, x >= 0, by the
    revised simplex method (the basis's inverse kept whole, the columns sparse: there
    are few counts and many placings), the largest gain first, the lowest column on a
    tie; or None past MOST_PIVOTS."""
    rows, count = len(limits), len(columns)
    inverse = [[1.0 if row == at else 0.0 for at in range(rows)] for row in range(rows)]
    values = [float(limit) for limit in limits]
    basis = [count + row for row in range(rows)]  # (the slack of each count first)
    basic_gain = [0.0] * rows
    # Each column's counts, a count once for each card of it taken: priced by one sum.
    flat = [tuple(row for row, taken in column for _ in range(taken)) for column in columns]
    for _ in range(MOST_PIVOTS):
        duals = [sum(basic_gain[row] * inverse[row][at] for row in range(rows) if basic_gain[row])
                 for at in range(rows)]
        entering, best = -1, _EPSILON
        dual_of = duals.__getitem__
        for at, taken in enumerate(flat):
            gain = gains[at] - sum(map(dual_of, taken))
            if gain > best:
                entering, best = at, gain
        for row in range(rows):
            if -duals[row] > best:  # (a slack, whose gain is nothing)
                entering, best = count + row, -duals[row]
        if entering < 0:
            return duals
        if entering < count:
            entered = [sum(inverse[row][at] * taken for at, taken in columns[entering]) for row in range(rows)]
        else:
            entered = [inverse[row][entering - count] for row in range(rows)]
        leaving, ratio = -1, 0.0
        for row in range(rows):
            if entered[row] > _EPSILON:
                here = values[row] / entered[row]
                if leaving < 0 or here < ratio - 1e-12:
                    leaving, ratio = row, here
        if leaving < 0:
            return None  # (unbounded: no placing takes nothing, so never met)
        scale = entered[leaving]
        pivot = [value / scale for value in inverse[leaving]]
        inverse[leaving] = pivot
        values[leaving] /= scale
        for row in range(rows):
            factor = entered[row]
            if row != leaving and factor:
                inverse[row] = [value - factor * other for value, other in zip(inverse[row], pivot)]
                values[row] -= factor * values[leaving]
        basis[leaving] = entering
        basic_gain[leaving] = float(gains[entering]) if entering < count else 0.0
    return None
