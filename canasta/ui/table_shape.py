"""Which places a side's part of the table has, read from the rules, their deck and the
melds on the table.

Melds lie by kind. A kind laid out in order (a run, Kanastic's golden suit) lies as a
horizontal strip in a wide region at the right (words, BWC's melds, flow in it as the
words of a text, several to a line); every other kind has columns, one per
meld: a column for each rank a group can have (in rank order, so the row of Sevens is
always in the same place), then one for each kind a side holds by a single key (black
threes, a wild meld), then the red threes. A side's second meld of a label (a second
group of Sevens, where the rules allow several) gets a column of its own next to the
first. Kanastic's Treasure Pots get a spot in the wide region, below the golden suit.
Where the rules deal a foot, each hand has a place for it beside its cards (layout.py);
where they put cards face down under the pile, the pile has room above it for their tops.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, NamedTuple, Sequence

from canasta.engine import TREASURE_POT, Meld, Rules

RED_THREES = "R"    # the label of the red threes' column
RUN_SPAN = 4.0      # columns a strip region spans: eleven cards of a golden suit overlap in it
POTS_SPAN = 2.5     # columns the Treasure Pots take when there is no strip region beside them


class Column(NamedTuple):
    """One column of a meld area: the `nth` meld of a side labelled `label` ("7", "3",
    "wild"; RED_THREES) lies in it, counting from 0."""

    label: str
    nth: int = 0


@dataclass(frozen=True)
class TableShape:
    """The places of each side's meld area."""

    columns: tuple[Column, ...]      # left to right, the red threes' last
    strips: bool = False             # a wide region at the right for melds laid out in order
    strip_words: str | None = None   # what the strips are kept for, shown while a side has none ("golden suit")
    pots: bool = False               # a labelled spot for Treasure Pots
    feet: bool = False               # each player has a foot, face down beside the hand
    words: bool = False              # the strips are words: several to a line, as in a text
    pile_under: bool = False         # cards lie face down under the pile (Italian's pozzo), their tops above it

    @property
    def wide_span(self) -> float:
        """Columns the wide region at the right takes (0: none)."""
        if self.strips:
            return RUN_SPAN
        return POTS_SPAN if self.pots else 0.0

    def labels(self) -> tuple[str, ...]:
        return tuple(column.label for column in self.columns)

    def with_columns(self, extra: Iterable[Column]) -> TableShape:
        """This shape with the columns `extra` too, each right after the columns of its label
        (a label it has no column for: before the red threes)."""
        columns = list(self.columns)
        for column in sorted(set(extra) - set(columns)):
            same = [index for index, known in enumerate(columns) if known.label == column.label
                    and known.nth < column.nth]
            if same:
                at = same[-1] + 1
            else:
                at = next((index for index, known in enumerate(columns) if known.label == RED_THREES), len(columns))
            columns.insert(at, column)
        return replace(self, columns=tuple(columns))


CLASSIC_SHAPE = TableShape(tuple(Column(label) for label in "456789TJQKA3") + (Column(RED_THREES),))


def shape_for(rules: Rules) -> TableShape:
    """The places the rules' deck and kinds of meld need before anything is melded: a column
    for each key a single card of the deck could give a meld of a kind with columns."""
    deck = sorted(rules.deck_spec.faces(), key=lambda card: card.sort_key)
    columns: list[Column] = []
    strips = False
    strip_words = None
    words = False
    for kind in rules.kinds:
        if kind.laid_out_in_order:
            strips = True
            words = words or kind.spoken_key
            if strip_words is None and kind.one_key:
                strip_words = kind.words(kind.one_key)
            continue
        for card in deck:
            key = kind.key_of(rules, [card])
            if key is not None and Column(kind.label(key)) not in columns:
                columns.append(Column(kind.label(key)))
    if any(card.is_red_three for card in deck) and "3r" in rules.set_aside_zones:  # (dead threes stay in hand)
        columns.append(Column(RED_THREES))
    pots = any(card.rank == TREASURE_POT for card in deck)
    return TableShape(tuple(columns), strips, strip_words, pots, rules.foot_size > 0, words,
                      pile_under=rules.upcard == "by_rank")


def meld_places(melds: Iterable[Meld]) -> tuple[dict[int, Column], list[Meld]]:
    """Where a side's melds lie: the column of each meld that has one, by its id, and the
    melds laid out as strips, top down (both in the order the side started them)."""
    columns: dict[int, Column] = {}
    strips: list[Meld] = []
    seen: dict[str, int] = {}
    for meld in melds:
        if meld.kind.laid_out_in_order:
            strips.append(meld)
            continue
        label = meld.label
        columns[meld.id] = Column(label, seen.get(label, 0))
        seen[label] = seen.get(label, 0) + 1
    return columns, strips


def columns_needed(tables: Sequence[Iterable[Meld]]) -> set[Column]:
    """The columns the melds on every side's table lie in."""
    return {column for table in tables for column in meld_places(table)[0].values()}
