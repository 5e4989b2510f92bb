"""At most how many cards of a hand its placings can take, for word_cover.py: a count that
may prove "no" to going out before a long search.

Each placing the cover may make (a new word, or one more placing into one of the side's
words) takes some of the hand's letters and stars; going out places all of them but at
most one. Let the placings be made any number of times, a fraction of a time too, within
the hand's count of each letter and of the stars, and each word placed into at most once
in all: the most cards so placed is a linear programme's value, and no true way out
places more. Where it is less than the cards but one, no way out is left.

The programme is solved in floating point (a simplex on the tableau, the origin being a
corner: every bound is a count, at least 0); what proves the "no" is its dual, checked in
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
    `columns` at least its cards (checked exactly): so no placings of what is left of the
    counts, for any counts within `limits`, place more cards than those counts weigh. Found
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
    simplex method on the full tableau (largest gain first, the lowest column on a tie),
    or None past MOST_PIVOTS."""
    rows, width = len(limits), len(columns) + len(limits)
    tableau = []
    for row in range(rows):
        line = [0.0] * (width + 1)
        line[len(columns) + row] = 1.0
        line[width] = float(limits[row])
        tableau.append(line)
    for at, column in enumerate(columns):
        for row, count in column:
            tableau[row][at] = float(count)
    costs = [-float(gain) for gain in gains] + [0.0] * (rows + 1)
    for _ in range(MOST_PIVOTS):
        entering = min(range(width), key=costs.__getitem__)
        if costs[entering] >= -_EPSILON:
            return costs[len(columns):width]
        leaving = None
        ratio = 0.0
        for row in range(rows):
            coefficient = tableau[row][entering]
            if coefficient > _EPSILON:
                here = tableau[row][width] / coefficient
                if leaving is None or here < ratio - 1e-12:
                    leaving, ratio = row, here
        if leaving is None:
            return None  # (unbounded: no placing takes nothing, so never met)
        pivot = tableau[leaving]
        scale = pivot[entering]
        pivot[:] = [value / scale for value in pivot]
        for row in range(rows):
            factor = tableau[row][entering]
            if row != leaving and factor:
                tableau[row] = [value - factor * other for value, other in zip(tableau[row], pivot)]
        factor = costs[entering]
        costs = [value - factor * other for value, other in zip(costs, pivot)]
    return None
