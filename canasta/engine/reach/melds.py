"""A side's melds as rows by label, for the quick paths of rule sets with one meld per rank.

Where a side holds at most one meld of each rank (and no runs or wild melds), its melds
are told apart by their labels: a group by its rank ("7"), black threes by "3", a kind
with one meld to a side by its key (Kanastic's golden suit, "G"). The quick tests of the judge (quick_endings.py, reach.py) and the computer
players' workbench reason over such rows; `one_meld_per_label(rules)` says when they may.
Everything else asks the meld's kind (meld_kinds.py).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ..cards.cards import Card
from ..melds.meld_kinds import GROUP, MELD_KINDS, THREES, MeldKind, count_wild, is_natural, wild_room
from ..rules.rules import Rules
from ..melds.table import SideTable

__all__ = ["BLACK_THREES", "count_wild", "is_natural", "wild_room", "is_canasta", "is_complete",
           "row_problem", "rows_by_label", "one_meld_per_label", "kind_of_label"]

BLACK_THREES = THREES.one_key


def one_meld_per_label(rules: Rules) -> bool:
    """Whether a side's melds are told apart by label alone: one group per rank, and no
    kinds but groups and kinds with one meld to a side (black threes, a golden suit)."""
    return rules.one_meld_per_label


def kind_of_label(label: str) -> MeldKind:
    """The kind of the row `label`: a kind with one meld to a side by its key, else a group."""
    if len(label) == 1 and label not in _GROUP_LABELS:
        for kind in MELD_KINDS.values():
            if kind.one_key == label:
                return kind
    return GROUP


_GROUP_LABELS = frozenset("456789TJQKA")


def rows_by_label(table: SideTable | Iterable) -> dict[str, list[Card]]:
    """The side's melds as rows by label (see the module's docstring)."""
    return {meld.key: meld.cards for meld in table}


def is_canasta(rules: Rules, cards: Sequence[Card]) -> bool:
    return len(cards) >= rules.canasta_size


def is_complete(rules: Rules, label: str, cards: Sequence[Card]) -> bool:
    """A canasta, or a complete golden suit: what going out needs."""
    return kind_of_label(label).is_complete(rules, cards)


def row_problem(rules: Rules, label: str, cards: Sequence[Card], new: bool = False) -> str | None:
    """Why the row `label` holding `cards` is not a legal meld, or None if it is."""
    return kind_of_label(label).problem(rules, label, cards, new)
