"""A side's melds on the table: a list of `Meld`s, each with an id, a kind and its cards.

Ids count from 1 in the order the side's melds were started, and never change during a
hand. A meld leaves the table when the move that started it is taken back (it is then
the newest), or when it is merged into another group of its rank (where a side may
hold several): its id is then missing until the merge is taken back, so ids rise from
meld to meld but may skip. A new meld takes the id after the newest's. Where a kind
allows one meld per key (one group per rank, in most rule sets), the table finds it by
that key: "your Sevens".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator, Sequence

from ..cards.cards import Card
from .meld_kinds import GROUP, THREES, MeldKind, kind_by_label
from ..derived.tables import derived

if TYPE_CHECKING:
    from ..rules.rules import Rules


def groups_one_per_rank(rules: Rules) -> bool:
    """Whether a side's melds are groups, one of a rank, and black threes, and nothing
    else: the quick counts that read a table as rows by rank hold exactly there. Worked
    out once for a rule set (kept with its rules)."""
    found = derived(rules).get("_groups_one_per_rank")
    if found is None:
        found = derived(rules)["_groups_one_per_rank"] = GROUP.unique(rules) and all(
            kind is GROUP or kind is THREES for kind in rules.kinds)
    return found


class Meld:
    """One meld: `id` on its side's table, `kind`, `key` (a group's rank, a run's suit)
    and `cards`, a list changed in place as cards join or are taken back."""

    __slots__ = ("id", "kind", "key", "cards")

    def __init__(self, id: int, kind: MeldKind, key: str, cards: list[Card]):
        self.id = id
        self.kind = kind
        self.key = key
        self.cards = cards

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Meld):
            return NotImplemented
        return (self.id == other.id and self.kind is other.kind and self.key == other.key
                and self.cards == other.cards)

    def __repr__(self) -> str:
        return f"Meld(#{self.id} {self.kind.label(self.key)}: {' '.join(map(str, self.cards))})"

    @property
    def label(self) -> str:
        return self.kind.label(self.key)

    def words(self) -> str:
        return self.kind.words(self.key)


class SideTable:
    """A side's melds, in the order they were started."""

    __slots__ = ("melds",)

    def __init__(self, melds: list[Meld] | None = None):
        self.melds: list[Meld] = melds if melds is not None else []

    def copy(self) -> SideTable:
        return SideTable([Meld(meld.id, meld.kind, meld.key, meld.cards[:]) for meld in self.melds])

    def __iter__(self) -> Iterator[Meld]:
        return iter(self.melds)

    def __len__(self) -> int:
        return len(self.melds)

    def __bool__(self) -> bool:
        return bool(self.melds)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SideTable):
            return NotImplemented
        return self.melds == other.melds

    def __repr__(self) -> str:
        return f"SideTable({self.melds!r})"

    def by_id(self, meld_id: int) -> Meld | None:
        melds = self.melds
        if 0 < meld_id <= len(melds) and melds[meld_id - 1].id == meld_id:
            return melds[meld_id - 1]  # no merge has left a gap before it
        for meld in melds:
            if meld.id == meld_id:
                return meld
        return None

    def find(self, kind: MeldKind, key: str) -> Meld | None:
        """The first meld of `kind` with `key`."""
        for meld in self.melds:
            if meld.key == key and meld.kind is kind:
                return meld
        return None

    def labelled(self, rules: Rules, label: str) -> Meld | None:
        """The (first) meld the position text writes as `label` ("7", "G", "h run")."""
        found = kind_by_label(rules, label)
        return self.find(*found) if found is not None else None

    def group(self, rank: str) -> Meld | None:
        """The (first) group of `rank`."""
        for meld in self.melds:
            if meld.key == rank and meld.kind is GROUP:
                return meld
        return None

    def open_group(self, rules: Rules, rank: str) -> Meld | None:
        """The group of `rank` that is not complete (where a side holds one open group of a
        rank at a time, `melds_per_rank: one_open`), or None."""
        for meld in self.melds:
            if meld.key == rank and meld.kind is GROUP and not GROUP.is_complete(rules, meld.cards):
                return meld
        return None

    def canasta_of(self, rules: Rules, rank: str) -> Meld | None:
        """A complete group (a canasta) of `rank`, or None."""
        for meld in self.melds:
            if meld.key == rank and meld.kind is GROUP and GROUP.is_complete(rules, meld.cards):
                return meld
        return None

    def has(self, kind: MeldKind) -> bool:
        for meld in self.melds:
            if meld.kind is kind:
                return True
        return False

    def group_ranks(self) -> set[str]:
        return {meld.key for meld in self.melds if meld.kind is GROUP}

    def start(self, kind: MeldKind, key: str, cards: Sequence[Card]) -> Meld:
        """A new meld of `cards`, with the next id."""
        meld = Meld(self.melds[-1].id + 1 if self.melds else 1, kind, key, list(cards))
        self.melds.append(meld)
        return meld

    def merge(self, into: Meld, joining: Meld, rules: Rules) -> None:
        """Put the cards of `joining` after those of `into`; `joining` leaves the table."""
        into.cards.extend(joining.cards)
        into.key = into.kind.merged_key(rules, into.key, joining.key)
        del self.melds[next(index for index, meld in enumerate(self.melds) if meld is joining)]

    def split(self, into: Meld, joined_id: int, count: int) -> Meld:
        """Take a merge back: the last `count` cards of `into` become the meld `joined_id`
        again, of its kind and key, in its place among the side's melds."""
        cards = into.cards[len(into.cards) - count:]
        del into.cards[len(into.cards) - count:]
        into.key, key = into.kind.split_key(into.key, count)
        meld = Meld(joined_id, into.kind, key, cards)
        place = next((index for index, other in enumerate(self.melds) if other.id > joined_id), len(self.melds))
        self.melds.insert(place, meld)
        return meld

    def take_back(self, meld: Meld, cards: Sequence[Card]) -> None:
        """Take `cards` (the last a move added) out of `meld`; a meld left empty leaves the table."""
        row = meld.cards
        for card in cards:
            for index in range(len(row) - 1, -1, -1):
                if row[index] == card:
                    del row[index]
                    break
        if not row:
            assert meld is self.melds[-1], "only the newest meld can be taken back whole"
            self.melds.pop()

    def take_out(self, meld: Meld, places: Sequence[int]) -> None:
        """Take the cards at `places` out of `meld`, a meld whose key spells its cards (a
        word): its key loses their letters; a meld left empty leaves the table."""
        keep = [place for place in range(len(meld.cards)) if place not in places]
        meld.key = "".join(meld.key[place] for place in keep)
        meld.cards[:] = [meld.cards[place] for place in keep]
        if not meld.cards:
            assert meld is self.melds[-1], "only the newest meld can be taken back whole"
            self.melds.pop()

    def cards(self) -> Iterator[Card]:
        for meld in self.melds:
            yield from meld.cards

    def card_total(self) -> int:
        return sum(len(meld.cards) for meld in self.melds)

