"""Where a wild card goes on the side's rows: the row it does most for, and spreading
the wild cards in hand over the rows."""

from __future__ import annotations

from .workbench import Workbench


def roomiest_row(bench: Workbench, focus: bool = True) -> str | None:
    """The row a wild card does most for: the longest that is not yet a canasta; a
    mixed canasta only when nothing else has room; never a natural canasta, which
    would lose its bonus. Unfocused (a beginner): the row with the most room."""
    if not focus:
        rows = [(bench.room(rank), len(row), rank) for rank, row in bench.rows.items()
                if bench.room(rank) > 0]
        return max(rows)[2] if rows else None
    size = bench.rules.canasta_size
    best: tuple[int, int, str] | None = None
    for rank, row in bench.rows.items():
        if bench.room(rank) <= 0:
            continue
        if len(row) >= size:
            if all(not card.is_wild for card in row):
                continue
            key = (0, len(row), rank)
        else:
            key = (1, len(row), rank)
        if best is None or key > best:
            best = key
    return None if best is None else best[2]


def spread_wilds(bench: Workbench, reserve: int, focus: bool = True) -> None:
    for wild in bench.wilds():
        rank = roomiest_row(bench, focus)
        if rank is None or len(bench.hand) - 1 < reserve or not bench.may_place_wilds():
            return
        bench.add_wild(wild, rank)
