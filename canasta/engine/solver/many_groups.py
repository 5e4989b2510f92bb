"""Several groups of a rank (`melds_per_rank: many`, Samba ruling 4d), and several melds
of wild cards (Bolivia ruling 1): what their cards can do by the end of a turn.

A rank's cards may go onto any of the side's groups of it or start new ones, and two of
its groups may be merged when the merged group is legal and no wild card thereby joins
a canasta (merging.py). At the end of the turn the rank's groups are so many *blocks*:
groups of the table merged into one (or one left alone), each with naturals and wild
cards from the hand, and new groups. What the rest of the turn needs to know is how many
naturals and wild cards the rank places and the canastas it ends with.

A block is built in an order the judge accepts, found by trying them (the groups are few
and what is worked out is kept): the hand's wild cards first, each onto a group with room
for it; then the merges, one by one into the first group, never two canastas and never a
canasta with a group holding a wild card; then the naturals, which go anywhere. Merging a
new group into another is never needed: its cards could have joined that group directly.
Where a group's room for wild cards grows with its naturals (wild cards fewer than the
naturals), a natural may have to come first, or a merge before a wild card: there a
block that order does not build is searched in every order of its steps.
"""

from __future__ import annotations

from itertools import permutations, product
from typing import TYPE_CHECKING, Sequence

from ..melds.canasta_kinds import canasta_kind
from ..cards.cards import Card
from ..melds.meld_kinds import GROUP, WILD, WILD_MAX, WILD_MIN
from .groups import Choice, _room, kept_choices, new_way, wild_in

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..melds.table import Meld

# A step of a choice's script: ("merge", into, joining), each the index of a table meld
# in the part's list; ("new", k, naturals, wild cards) starts the part's new meld k;
# ("add", (where, index), "n" or "w") puts the part's next natural or wild card on table
# meld `index` (where "t") or on new meld `index` (where "n").
Step = tuple
# Outcomes of a part being added up: (naturals, wild cards, canastas) -> its script.
_Outcomes = dict[tuple[int, int, tuple[str, ...]], tuple[Step, ...]]


def many_group_choices(rules: Rules, rank: str, melds: Sequence[Meld], placed: Sequence[int],
                       naturals: Sequence[Card], wild_cards: Sequence[Card], cap: int) -> list[Choice]:
    """Every way the hand's `naturals` of `rank` and up to all its `wild_cards` can end the
    turn in the side's groups `melds` of the rank (each holding `placed` cards of this turn)
    and new groups; the canastas of a kind counted up to `cap`."""
    values = rules.card_kinds.values
    held = len(naturals) if not naturals or values[naturals[0].code] == values[naturals[-1].code] \
        else tuple(card.code for card in naturals)
    shapes = tuple((len(meld.cards), wild_in(rules, meld.cards), count) for meld, count in zip(melds, placed))
    key = ("many", rank, shapes, held, len(wild_cards), cap)
    found = kept_choices(rules).get(key)
    if found is None:
        found = kept_choices(rules).keep(key, _choices(rules, rank, melds, placed, naturals, wild_cards, cap))
    return found


def _choices(rules: Rules, rank: str, melds: Sequence[Meld], placed: Sequence[int], naturals: Sequence[Card],
             wild_cards: Sequence[Card], cap: int) -> list[Choice]:
    held_naturals, held_wild = len(naturals), len(wild_cards)
    most_wild = min(held_wild, rules.meld_max_wild if rules.meld_max_wild is not None else held_wild)
    natural = naturals[0] if naturals else Card(rank, "c")
    wild = wild_cards[0] if wild_cards else None
    outcomes: _Outcomes = {}
    for blocks in _partitions(list(range(len(melds)))):
        found: _Outcomes = {(0, 0, ()): ()}
        for block in blocks:
            cards = [list(melds[index].cards) for index in block]
            ways: list[tuple[int, int, str | None, tuple[Step, ...]]] = []
            for count in range(held_naturals + 1):
                for wilds in range((most_wild if wild is not None else 0) + 1):
                    way = _block_way(rules, rank, block, cards, [placed[index] for index in block],
                                     count, wilds, natural, wild)
                    if way is not None:
                        ways.append((count, wilds, *way))
            found = _combine(found, ways, held_naturals, held_wild, cap)
            if not found:
                break
        found = _with_new_groups(rules, rank, found, held_naturals, held_wild, most_wild, natural, wild, cap)
        for outcome, script in found.items():
            outcomes.setdefault(outcome, script)
    points = [0]
    for card in naturals:
        points.append(points[-1] + rules.value_of(card))
    return [Choice(count, wilds, points[count], None, None, "", meld=bool(melds) or bool(count or wilds),
                   completed=made, script=script)
            for (count, wilds, made), script in outcomes.items()]


def _combine(found: _Outcomes, ways: list[tuple[int, int, str | None, tuple[Step, ...]]], most_naturals: int,
             most_wild: int, cap: int) -> _Outcomes:
    after: _Outcomes = {}
    for (count, wilds, made), script in found.items():
        for more, more_wild, kind, steps in ways:
            if count + more > most_naturals or wilds + more_wild > most_wild:
                continue
            key = (count + more, wilds + more_wild, _add(made, kind, cap))
            if key not in after:
                after[key] = script + steps
    return after


def _with_new_groups(rules: Rules, rank: str, found: _Outcomes, most_naturals: int, most_wild: int,
                     wild_per_group: int, natural: Card, wild: Card | None, cap: int) -> _Outcomes:
    """`found` and every way new groups of the rank add to it (as many as the cards make)."""
    shapes = []
    for count in range(1, most_naturals + 1):
        for wilds in range((wild_per_group if wild is not None else 0) + 1):
            cards = [natural] * count + ([wild] * wilds if wild is not None else [])
            if GROUP.problem(rules, rank, cards, new=True) is not None:
                continue
            way = new_way(rules, count, wilds)
            if way is not None:
                shapes.append((count, wilds, canasta_kind(rules, GROUP, rank, cards), way))
    every = dict(found)
    frontier = dict(found)
    new_index = 0
    while frontier and shapes:
        after: _Outcomes = {}
        for (count, wilds, made), script in frontier.items():
            for more, more_wild, kind, ((start_naturals, start_wild), steps) in shapes:
                if count + more > most_naturals or wilds + more_wild > most_wild:
                    continue
                key = (count + more, wilds + more_wild, _add(made, kind, cap))
                if key not in every and key not in after:
                    after[key] = script + (("new", new_index, start_naturals, start_wild),) + tuple(
                        ("add", ("n", new_index), step) for step in steps)
        every.update(after)
        frontier = after
        new_index += 1
    return every


def _block_way(rules: Rules, rank: str, block: Sequence[int], cards: list[list[Card]], placed: list[int],
               naturals: int, wilds: int, natural: Card, wild: Card | None
               ) -> tuple[str | None, tuple[Step, ...]] | None:
    """How the table groups `block` (their `cards`) become one group with `naturals` and
    `wilds` more from the hand, and the canasta it is then; None when no order of
    placements and merges the judge accepts does it."""
    if len(block) == 1 and not naturals and not wilds:
        count = placed[0]
        if count and GROUP.problem(rules, rank, cards[0], new=count == len(cards[0])) is not None:
            return None  # a group this turn touched must be a meld as it stands
        return canasta_kind(rules, GROUP, rank, cards[0]), ()
    for targets in product(range(len(block)), repeat=wilds):
        pieces = [list(group) for group in cards]
        steps: list[Step] = []
        for target in targets:
            piece = pieces[target]
            # (the caller asks for wild cards only where the hand holds one)
            if wild is None or _room(rules, len(piece) - wild_in(rules, piece), wild_in(rules, piece)) < 1:
                break
            piece.append(wild)
            steps.append(("add", ("t", block[target]), "w"))
        else:
            merged = _merged(rules, rank, block, pieces)
            if merged is None:
                continue
            group, merges = merged
            group = group + [natural] * naturals
            if GROUP.problem(rules, rank, group) is not None:
                continue
            steps += merges
            steps += [("add", ("t", block[0] if not merges else merges[0][1]), "n")] * naturals
            return canasta_kind(rules, GROUP, rank, group), tuple(steps)
    if room_needs_naturals(rules):
        return _block_way_in_any_order(rules, rank, block, cards, naturals, wilds, natural, wild)
    return None


def room_needs_naturals(rules: Rules) -> bool:
    """Whether a group's room for wild cards grows with its naturals (wild cards fewer than
    the naturals, or no more than them): a natural may then have to come before a wild card."""
    return rules.wild_fewer_than_naturals or not rules.wild_may_outnumber_naturals


def _block_way_in_any_order(rules: Rules, rank: str, block: Sequence[int], cards: list[list[Card]],
                            naturals: int, wilds: int, natural: Card, wild: Card | None
                            ) -> tuple[str | None, tuple[Step, ...]] | None:
    """`_block_way` where the order of naturals, wild cards and merges matters every way: a
    search over them, each step one the judge accepts (a wild card onto a group with room,
    a merge as merging.py allows it, a natural anywhere)."""
    if wilds and wild is None:
        return None
    # (a wild card to stand for those of the table's groups, where the hand holds none)
    shown = wild or next((card for group in cards for card in group if rules.is_wild(card)), None)
    start = tuple((len(group) - wild_in(rules, group), wild_in(rules, group), index)
                  for index, group in enumerate(cards))
    seen: set[tuple] = set()

    def cards_of(piece: tuple[int, int, int]) -> list[Card]:
        return [natural] * piece[0] + ([shown] * piece[1] if shown is not None else [])

    def search(pieces: tuple[tuple[int, int, int], ...], left: int, wild_left: int) -> tuple[Step, ...] | None:
        key = (tuple(sorted(pieces)), left, wild_left)
        if key in seen:
            return None
        seen.add(key)
        if len(pieces) == 1 and not left and not wild_left:
            return () if GROUP.problem(rules, rank, cards_of(pieces[0])) is None else None
        for number, (held, held_wild, index) in enumerate(pieces):
            if wild_left and _room(rules, held, held_wild) >= 1:
                after = (*pieces[:number], (held, held_wild + 1, index), *pieces[number + 1:])
                found = search(after, left, wild_left - 1)
                if found is not None:
                    return (("add", ("t", block[index]), "w"), *found)
            if left:
                after = (*pieces[:number], (held + 1, held_wild, index), *pieces[number + 1:])
                found = search(after, left - 1, wild_left)
                if found is not None:
                    return (("add", ("t", block[index]), "n"), *found)
        for first, second in permutations(range(len(pieces)), 2):
            into, joining = pieces[first], pieces[second]
            merged = _merge_of(rules, rank, cards_of(into), cards_of(joining))
            if merged is None:
                continue
            rest = tuple(piece for number, piece in enumerate(pieces) if number not in (first, second))
            found = search(((into[0] + joining[0], into[1] + joining[1], into[2]), *rest), left, wild_left)
            if found is not None:
                return (("merge", block[into[2]], block[joining[2]]), *found)
        return None

    steps = search(start, naturals, wilds)
    if steps is None:
        return None
    final = [card for group in cards for card in group] + [natural] * naturals \
        + ([wild] * wilds if wild is not None else [])
    return canasta_kind(rules, GROUP, rank, final), steps


def _merge_of(rules: Rules, rank: str, group: list[Card], other: list[Card]) -> list[Card] | None:
    """`other` merged into `group` where merging.py allows it: never two canastas, no wild
    card into a canasta, and a legal group; None where it does not."""
    complete = GROUP.is_complete(rules, group), GROUP.is_complete(rules, other)
    if all(complete):
        return None
    if any(complete) and not rules.wild_to_canasta and wild_in(rules, other if complete[0] else group):
        return None
    merged = group + other
    return merged if GROUP.problem(rules, rank, merged) is None else None


def _merged(rules: Rules, rank: str, block: Sequence[int], pieces: list[list[Card]]
            ) -> tuple[list[Card], list[Step]] | None:
    """The pieces merged one by one into the first of an order the judge accepts, and the
    merges; None when no order is accepted."""
    if len(pieces) == 1:
        return pieces[0], []
    for order in permutations(range(len(pieces))):
        group = pieces[order[0]]
        merges: list[Step] = []
        for index in order[1:]:
            merged = _merge_of(rules, rank, group, pieces[index])
            if merged is None:
                break
            group = merged
            merges.append(("merge", block[order[0]], block[index]))
        else:
            return group, merges
    return None


def wild_meld_choices_many(rules: Rules, melds: Sequence[Meld], placed: Sequence[int],
                           wild_cards: Sequence[Card], cap: int) -> list[Choice]:
    """Every way up to all the hand's `wild_cards` can end the turn in the side's melds of
    wild cards `melds` (each holding `placed` cards of this turn) and new ones."""
    key = ("wild many", tuple((len(meld.cards), count) for meld, count in zip(melds, placed)),
           len(wild_cards), cap)
    found = kept_choices(rules).get(key)
    if found is None:
        found = kept_choices(rules).keep(key, _wild_choices(rules, melds, placed, len(wild_cards), cap))
    return found


def _wild_choices(rules: Rules, melds: Sequence[Meld], placed: Sequence[int], held: int, cap: int) -> list[Choice]:
    found: _Outcomes = {(0, 0, ()): ()}
    for index, (meld, count) in enumerate(zip(melds, placed)):
        if count and WILD.problem(rules, WILD.one_key, meld.cards, new=count == len(meld.cards)) is not None:
            return []  # a meld this turn touched must be a meld as it stands
        ways = [(0, more, canasta_kind(rules, WILD, WILD.one_key, [*meld.cards, *meld.cards[:1] * more]),
                 (("add", ("t", index), "w"),) * more)
                for more in range(max(WILD_MAX - len(meld.cards), 0) + 1)]
        found = _combine(found, ways, 0, held, cap)
    every = dict(found)
    frontier = dict(found)
    new_index = 0
    while frontier:
        after: _Outcomes = {}
        for (_, wilds, made), script in frontier.items():
            for size in range(WILD_MIN, WILD_MAX + 1):
                if wilds + size > held:
                    break
                key = (0, wilds + size, _add(made, "wild" if size >= WILD_MAX else None, cap))
                if key not in every and key not in after:
                    after[key] = script + (("new", new_index, 0, WILD_MIN),) + (
                        ("add", ("n", new_index), "w"),) * (size - WILD_MIN)
        every.update(after)
        frontier = after
        new_index += 1
    return [Choice(0, wilds, 0, None, None, "", meld=bool(melds) or bool(wilds), completed=made, script=script)
            for (_, wilds, made), script in every.items()]


def _add(made: tuple[str, ...], kind: str | None, cap: int) -> tuple[str, ...]:
    if kind is None or made.count(kind) >= cap:
        return made
    return tuple(sorted((*made, kind)))


def _partitions(items: list[int]) -> list[list[list[int]]]:
    """Every way of cutting `items` into blocks (the groups left alone first)."""
    if not items:
        return [[]]
    first, rest = items[0], items[1:]
    found = []
    for partition in _partitions(rest):
        found.append([[first], *partition])
        for index in range(len(partition)):
            found.append([*partition[:index], [first, *partition[index]], *partition[index + 1:]])
    return found
