"""Which places a side's part of the table has, read from the rules and their deck.

Classic Canasta has a column for each rank (black threes after the aces) and one for
the red threes. The Kanastic deck has no threes; its rules lay gold cards out as a
golden suit, a run in rank order, and set Treasure Pots aside: both get a wide region
of their own at the right of the rank columns.
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta.engine import Rules
from canasta.engine.cards import NATURAL_RANKS
from canasta.engine.melds import BLACK_THREES

RED_THREES = "R"                                   # the column of red threes
RUN_SPAN = 4.0      # columns a golden suit's region spans: eleven cards overlap in it
POTS_SPAN = 2.5     # columns the Treasure Pots take when there is no run beside them


@dataclass(frozen=True)
class TableShape:
    """The places of each side's meld area."""

    columns: tuple[str, ...]        # one narrow column per row of a rank (and RED_THREES)
    run: str | None = None          # the row laid out as a run, left to right (the golden suit)
    pots: bool = False              # a labelled spot for Treasure Pots

    @property
    def wide_span(self) -> float:
        """Columns the wide region at the right takes (0: none)."""
        if self.run is not None:
            return RUN_SPAN
        return POTS_SPAN if self.pots else 0.0


CLASSIC_SHAPE = TableShape(tuple(NATURAL_RANKS) + (BLACK_THREES, RED_THREES))


def shape_for(rules: Rules) -> TableShape:
    """The places the rules' deck and melds need."""
    deck = rules.deck_spec.faces()
    columns = [rank for rank in NATURAL_RANKS if any(card.rank == rank for card in deck)]
    if any(card.is_black_three for card in deck):
        columns.append(BLACK_THREES)
    if any(card.is_red_three for card in deck):
        columns.append(RED_THREES)
    run = next((kind.one_key for kind in rules.kinds if kind.laid_out_in_order), None)
    pots = any(kind.set_aside == "treasure_pots" for kind in rules.card_kinds.records())
    return TableShape(tuple(columns), run, pots)
