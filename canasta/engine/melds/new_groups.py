"""The new groups the move list offers: their shapes (naturals and wild cards) of the
smallest size the rules allow, and the mixes of suits of their naturals where a card's
suit matters beside its rank. Worked out once for a rule set, or kept for a hand."""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from ..derived.tables import derived

if TYPE_CHECKING:
    from collections.abc import Iterator

    from ..cards.cards import Card
    from ..rules.rules import Rules


def bases(rules: Rules, naturals: list[Card], count: int) -> list[tuple[Card, ...]]:
    """The naturals a new group of `count` of them starts with: the first ones, or where a
    card's suit matters beside its rank (runs of a suit), each mix of suits once."""
    if not rules.suits_matter or rules.new_meld_distinct_suits:
        return [tuple(naturals[:count])]
    if len(naturals) < count:
        return []
    if len(naturals) == count <= 2:  # (a pair held: no choice to make)
        return [tuple(naturals)]
    key = (*map(_CODE_OF, naturals), count)  # (a code hashes without a call into Python)
    found = _MIXES.get(key)
    if found is None:
        if len(_MIXES) >= _MIXES_KEPT:
            _MIXES.clear()
        distinct = list(dict.fromkeys(naturals))
        found = _MIXES[key] = list(_mixes(distinct, [naturals.count(card) for card in distinct], count))
    return found


_CODE_OF = attrgetter("code")
# The mixes of suits of the naturals a hand holds, asked again and again in a turn.
_MIXES: dict[tuple, list[tuple[Card, ...]]] = {}
_MIXES_KEPT = 4096


def _mixes(distinct: list[Card], held: list[int], count: int, start: int = 0) -> Iterator[tuple[Card, ...]]:
    """Each choice of `count` cards, `held[i]` of them at most like `distinct[i]`, once, in
    the order `combinations_with_replacement` gives."""
    if count == 0:
        yield ()
        return
    for index in range(start, len(distinct)):
        if held[index]:
            held[index] -= 1
            for rest in _mixes(distinct, held, count - 1, index):
                yield (distinct[index], *rest)
            held[index] += 1


def new_meld_shapes(rules: Rules) -> list[tuple[int, int]]:
    """The new melds of the smallest size the rules allow, as (naturals, wild cards), by
    naturals from the fewest: worked out once for each rule set (kept with its rules)."""
    shapes = derived(rules).get("_new_meld_shapes")
    if shapes is None:
        size = rules.meld_min_cards
        shapes = []
        for natural in range(max(rules.meld_min_naturals, 1), size + 1):
            wild_needed = size - natural
            if wild_needed > rules.wild_cap(natural):
                continue
            shapes.append((natural, wild_needed))
        derived(rules)["_new_meld_shapes"] = shapes
    return shapes
