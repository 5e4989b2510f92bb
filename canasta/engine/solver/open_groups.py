"""One open group of a rank at a time (`melds_per_rank: one_open`, Hand and Foot ruling
5): what a rank's cards can do by the end of a turn.

Cards of a rank join the side's open group of it (table.open_group); a new group of the
rank is started only once the last one is complete, and a complete group takes nothing
more (the model knows these rules only where a canasta is as big as a meld may be:
scope.py). So a rank's cards fill its open group (or a new one), then, each time the
group is complete, start the next: a choice is so many naturals and wild cards placed
along that row of groups, each legal at the end of the turn as the judge's meld rules
say (`Group.problem`), its cards placed one by one as the judge allows them (a wild
card only while its group has room for it), with the canastas it completes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ..melds.canasta_kinds import canasta_kind
from ..cards.cards import Card
from ..melds.meld_kinds import GROUP
from .groups import NO_LIMITS, Choice, Limits, choices_key, join_way, kept_choices, new_way, wild_in

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..melds.table import Meld

# A row of groups begun: naturals and wild cards placed, the canastas completed, the
# first group's way (its first cards, the cards after them), the new groups' ways.
_Row = tuple[int, int, tuple[str, ...], tuple[tuple[int, int] | None, str], tuple[tuple[tuple[int, int], str], ...]]


def open_group_choices(rules: Rules, rank: str, meld: Meld | None, placed: int, naturals: Sequence[Card],
                       wild_cards: Sequence[Card], limits: Limits = NO_LIMITS) -> list[Choice]:
    """Every way the hand's `naturals` of `rank` and up to all its `wild_cards` can end
    the turn in the side's open group `meld` of the rank (None: there is none, so a new
    one) and the new groups that follow it as each is complete, `meld` holding `placed`
    cards of this turn already, within `limits`."""
    key = choices_key(rules, "open", rank, meld, placed, naturals, wild_cards, limits)
    found = kept_choices(rules).get(key)
    if found is None:
        found = kept_choices(rules).keep(key, _choices(rules, rank, meld, placed, naturals, wild_cards, limits))
    return found


def _choices(rules: Rules, rank: str, meld: Meld | None, placed: int, naturals: Sequence[Card],
             wild_cards: Sequence[Card], limits: Limits) -> list[Choice]:
    value = rules.value_of
    before = list(meld.cards) if meld is not None else []
    held_wild = wild_in(rules, before)
    found: dict[tuple, Choice] = {}
    # Placing nothing: a group this turn touched must be a meld as it stands.
    if meld is None or not placed or GROUP.problem(rules, rank, before, new=placed == len(before)) is None:
        found[(0, 0, ())] = Choice(0, 0, 0, None, None, "", clean=meld is not None and not held_wild
                                   and len(before) >= 3, meld=meld is not None)
    if limits.dead:
        return list(found.values())
    points = [0]
    for card in naturals:
        points.append(points[-1] + value(card))

    def record(row: _Row, made: str | None, clean: bool) -> None:
        count, wild, completed, first, more = row
        canastas = completed if made is None else (*completed, made)
        key = (count, wild, tuple(sorted(canastas)))
        if key not in found:
            found[key] = Choice(count, wild, points[count], made, first[0], first[1], clean=clean and not more,
                                meld=True, more=more, completed=completed)

    # The first group: the open one, or a new one.
    rows: list[_Row] = []
    new = meld is None or placed == len(before)
    for count, wild, cards in _groups(rules, before, naturals, wild_cards, 0, 0, limits.pure and not held_wild):
        if GROUP.problem(rules, rank, cards, new=new) is not None:
            continue
        way = join_way(rules, len(before) - held_wild, held_wild, count, wild, limits.base) if meld is not None \
            else new_way(rules, count, wild, limits.base)
        if way is None:
            continue
        made = canasta_kind(rules, GROUP, rank, cards)
        row: _Row = (count, wild, (), way, ())
        record(row, made, wild_in(rules, cards) == 0 and len(cards) >= 3)
        if made is not None:
            rows.append((count, wild, (made,), way, ()))
    # Each complete, a new group after it.
    seen: set[tuple] = set()
    while rows:
        done, done_wild, completed, first, more = rows.pop()
        for count, wild, cards in _groups(rules, [], naturals, wild_cards, done, done_wild, limits.pure):
            if GROUP.problem(rules, rank, cards, new=True) is not None:
                continue
            way = new_way(rules, count, wild, limits.base)
            if way is None:
                continue
            made = canasta_kind(rules, GROUP, rank, cards)
            start, steps = way
            row = (done + count, done_wild + wild, completed, first, (*more, (start, steps)))
            record(row, made, False)
            if made is not None:
                grown = (done + count, done_wild + wild, tuple(sorted((*completed, made))))
                if grown not in seen:
                    seen.add(grown)
                    rows.append((grown[0], grown[1], (*completed, made), first, row[4]))
    return list(found.values())


def _groups(rules: Rules, before: list[Card], naturals: Sequence[Card], wild_cards: Sequence[Card],
            done: int, done_wild: int, no_wild: bool) -> list[tuple[int, int, list[Card]]]:
    """The cards one group of a row can hold at the end, the row's first `done` naturals
    and `done_wild` wild cards placed before it: so many naturals and wild cards more,
    and the group's cards (`no_wild`: it takes none)."""
    size = rules.canasta_size
    shapes = []
    for count in range(len(naturals) - done + 1):
        for wild in range((0 if no_wild else len(wild_cards) - done_wild) + 1):
            if len(before) + count + wild > size:
                break
            if count or wild:
                shapes.append((count, wild, before + list(naturals[done:done + count])
                               + list(wild_cards[done_wild:done_wild + wild])))
    return shapes
