"""The count model of a turn with groups of a rank (and black threes, and a meld of wild
cards): whether the turn can still end, found exactly, with the plan that ends it.

Each rank's cards end the turn in one of a few ways (groups.py): so many naturals and
wild cards placed in its group, which is then a canasta or not. What those ways add up
to is all the end of a turn asks: the wild cards placed (there are only so many), the
cards kept (two, to discard one and hold one; none or one, going out), the canastas made
(going out needs them) and the points placed (a first meld needs them). So the model runs
through the ranks keeping, for each such sum, the most points it can reach; then asks of
each sum whether it ends the turn by a discard, by passing the discard or by going out,
as the judge's end of a turn does (legality.end_problem). No budget, no order of cards:
the answer is the same whatever was asked before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from ..acaba import must_say_acaba
from ..actions import OUT, PASS, Action
from ..canasta_kinds import canastas_short, kinds_to_go_out
from ..cards import Card
from ..discards import laid_out_three
from ..first_meld import NATURAL_OR_BETTER
from ..meld_kinds import THREES, WILD
from .counts import TurnCounts, turn_counts
from .groups import Choice, group_choices, wild_meld_choices
from .plan import Plan

if TYPE_CHECKING:
    from ..rules import Rules
    from ..state import GameState
    from ..table import Meld

# A sum so far: (wild cards placed, naturals kept (2: two or more), canasta kinds made
# (sorted, each counted up to what going out could ask), whether this turn placed cards).
Sums = tuple[int, int, tuple[str, ...], bool]
_WILD_PART = "W"  # the meld of wild cards, among the ranks


def count_plan(state: GameState, going_out: bool = False) -> Plan | None:
    """A plan that ends the turn from `state` (by going out, when `going_out`), or None
    when no placing of the hand's cards can end it. Only for positions the model knows
    (scope.py)."""
    if must_say_acaba(state):
        return None  # the partner said yes to Acaba: the hand ends by it, not by the turn's end
    counts = turn_counts(state, going_out)
    if counts.broken:
        return None
    parts = _parts(counts)
    best = _run(counts, parts)
    for sums in _in_order(best):
        ending = _ending(counts, state, sums, best[sums][0])
        if ending is not None:
            return _plan(counts, state, parts, best, sums, ending)
    return None


def _parts(counts: TurnCounts) -> list[tuple[str, list[Choice]]]:
    """The ranks (and the wild meld) with the ways each can end the turn."""
    rules = counts.rules
    wilds = counts.wilds
    parts = []
    for rank in sorted(set(counts.naturals) | set(counts.groups)):
        meld = counts.groups.get(rank)
        placed = _placed_in(counts, meld)
        parts.append((rank, group_choices(rules, rank, meld, placed, counts.naturals.get(rank, ()), wilds)))
    if WILD in rules.kinds and (wilds or counts.wild_meld is not None):
        meld = counts.wild_meld
        parts.append((_WILD_PART, wild_meld_choices(rules, meld, _placed_in(counts, meld), wilds)))
    return parts


def _placed_in(counts: TurnCounts, meld: Meld | None) -> int:
    """How many cards this turn has placed in `meld` (0: it did not touch it)."""
    return 0 if meld is None else counts.touched.get(meld.id, 0)


def _run(counts: TurnCounts, parts: list[tuple[str, list[Choice]]]) -> dict:
    """For each sum the ranks can come to, the most points and how (the choice of each
    rank, in a chain back to the start)."""
    wild_count = len(counts.wilds)
    cap = _canasta_cap(counts)
    points_matter = not counts.opened
    sums: dict[Sums, tuple[int, object]] = {(0, 0, (), counts.placed_before): (0, None)}
    for index, (_, choices) in enumerate(parts):
        after: dict[Sums, tuple[int, object]] = {}
        for (wild, kept, made, placed), (points, chain) in sums.items():
            for choice in choices:
                used = wild + choice.wild
                if used > wild_count:
                    continue
                naturals_left = len(counts.naturals.get(parts[index][0], ())) - choice.naturals
                key = (used, min(kept + naturals_left, 2), _add(made, choice.made, cap),
                       placed or bool(choice.naturals or choice.wild))
                total = points + choice.points if points_matter else 0
                found = after.get(key)
                if found is None or found[0] < total:
                    after[key] = (total, (chain, index, choice))
        sums = after
    return sums


def _canasta_cap(counts: TurnCounts) -> int:
    """How many canastas of one kind can matter: what going out asks at most."""
    rules = counts.rules
    players = counts.players
    return max([rules.canastas_to_go_out[players], 1, *(count for _, count in kinds_to_go_out(rules, players))])


def _add(made: tuple[str, ...], kind: str | None, cap: int) -> tuple[str, ...]:
    if kind is None or made.count(kind) >= cap:
        return made
    return tuple(sorted((*made, kind)))


def _in_order(best: dict) -> Iterator[Sums]:
    """The sums, those that place fewer wild cards first (a plan that keeps them is the
    player's likelier way)."""
    return iter(sorted(best, key=lambda sums: (sums[0], -sums[1])))


class _Ending:
    """How a sum ends the turn: the black threes melded, the red threes laid out, and the
    ending action."""

    __slots__ = ("threes", "threes_wild", "red_kept", "action")

    def __init__(self, threes: int, threes_wild: int, red_kept: int, action: Action | None):
        self.threes, self.threes_wild, self.red_kept, self.action = threes, threes_wild, red_kept, action


def _ending(counts: TurnCounts, state: GameState, sums: Sums, points: int) -> _Ending | None:
    """How the turn ends with the ranks' cards placed as `sums` says, or None."""
    rules = counts.rules
    wild_used, naturals_kept, made, placed = sums
    wild_left = len(counts.wilds) - wild_used
    wild_points = sum(map(rules.value_of, counts.wilds[:wild_used]))
    threes = len(counts.black_threes)
    for threes_melded, threes_wild in _threes_ways(counts, threes, wild_left):
        held_wild = wild_left - threes_wild
        threes_left = threes - threes_melded
        melded_threes = counts.threes_melded or threes_melded > 0
        turn_placed = placed or threes_melded > 0
        extra_points = points + wild_points + sum(map(rules.value_of, counts.black_threes[:threes_melded])) \
            + sum(map(rules.value_of, counts.wilds[wild_used:wild_used + threes_wild]))
        wild_in_turn = counts.turn_wild + wild_used + threes_wild
        short = canastas_short(rules, counts.players, (), (*counts.complete_elsewhere, *made))
        for red_kept in range(len(counts.red_threes) + 1):
            kept = naturals_kept + held_wild + threes_left + red_kept + len(counts.kept)
            discardable = naturals_kept + held_wild + threes_left + _discardable(rules, counts.kept) \
                + (red_kept if not (counts.red_threes and laid_out_three(rules, counts.red_threes[0])) else 0)
            # Going out: every card placed but one at most, which is discarded.
            if counts.may_go_out and short == 0 and (kept == 0 and not rules.going_out_needs_discard
                                                     or kept == 1 and discardable == 1) \
                    and _first_meld_ok(counts, turn_placed, extra_points, wild_in_turn, made, going_out=True):
                return _Ending(threes_melded, threes_wild, red_kept, OUT if kept == 0 else None)
            if counts.going_out or counts.must_go_out or melded_threes:
                continue
            if not _first_meld_ok(counts, turn_placed, extra_points, wild_in_turn, made, going_out=False):
                continue
            if kept >= 2 and discardable >= 1:
                return _Ending(threes_melded, threes_wild, red_kept, None)
            if kept == 1 and rules.pass_discard and short > 0:
                return _Ending(threes_melded, threes_wild, red_kept, PASS)
    return None


def _threes_ways(counts: TurnCounts, threes: int, wild_left: int) -> list[tuple[int, int]]:
    """The black threes melded (and wild cards with them) a turn may end with: none, or a
    meld of three or four (or two and a wild card, where allowed), melded last, going out."""
    ways = [(0, 0)]
    if counts.threes_melded or THREES not in counts.rules.kinds:
        return ways
    if threes >= 3:
        ways += [(3, 0)] + ([(4, 0)] if threes >= 4 else [])
    if threes >= 2 and wild_left and counts.rules.black_threes_with_wild:
        ways.append((2, 1))
    return ways


def _discardable(rules: Rules, cards: list[Card]) -> int:
    return sum(1 for card in cards if not laid_out_three(rules, card))


def _first_meld_ok(counts: TurnCounts, placed: bool, points: int, wild: int, made: tuple[str, ...],
                   going_out: bool) -> bool:
    """Whether the turn's melds, if they are the side's first of the hand, are enough
    (first_meld.first_meld_problem, on counts)."""
    if counts.opened or not placed:
        return True
    rules = counts.rules
    if going_out and not rules.concealed_needs_minimum:
        return True  # going out concealed, where the rules ask no minimum of it
    requirement = counts.requirement
    if requirement.canasta is not None:
        kinds = (*made, *counts.complete_elsewhere)
        if not any(requirement.canasta == "any" or kind in NATURAL_OR_BETTER for kind in kinds):
            return False
    if counts.turn_points + points < counts.need:
        return False
    return requirement.max_wild is None or wild <= requirement.max_wild


def _plan(counts: TurnCounts, state: GameState, parts: list[tuple[str, list[Choice]]], best: dict,
          sums: Sums, ending: _Ending) -> Plan:
    """The placements of the chain that led to `sums`, in an order the judge accepts."""
    chosen: dict[int, Choice] = {}
    chain = best[sums][1]
    while chain is not None:
        chain, index, choice = chain
        chosen[index] = choice
    hand_wilds = list(counts.wilds)
    placements: list[Action] = [Action("meld", (card,)) for card in counts.red_threes[ending.red_kept:]]
    next_id = counts.next_id
    for index, (part, _) in enumerate(parts):
        choice = chosen[index]
        if not (choice.naturals or choice.wild):
            continue
        naturals = list(counts.naturals.get(part, ()))[:choice.naturals]
        wilds = [hand_wilds.pop(0) for _ in range(choice.wild)]
        meld = counts.wild_meld if part == _WILD_PART else counts.groups.get(part)
        if choice.start is not None:
            start_naturals, start_wild = choice.start
            placements.append(Action("meld", (*naturals[:start_naturals], *wilds[:start_wild])))
            naturals, wilds = naturals[start_naturals:], wilds[start_wild:]
            meld_id = next_id
            next_id += 1
        else:
            assert meld is not None
            meld_id = meld.id
        for step in choice.steps:
            placements.append(Action("meld", (naturals.pop(0) if step == "n" else wilds.pop(0),), meld_id))
    if ending.threes:
        threes = counts.black_threes[:ending.threes]
        placements.append(Action("meld", (*threes, *hand_wilds[:ending.threes_wild])))
        hand_wilds = hand_wilds[ending.threes_wild:]
    action = ending.action or Action("discard", (_discard(counts, state, chosen, parts, hand_wilds, ending),))
    return Plan(tuple(placements), action)


def _discard(counts: TurnCounts, state: GameState, chosen: dict[int, Choice], parts, hand_wilds: list[Card],
             ending: _Ending) -> Card:
    """The card the plan discards: a natural kept, else a black three, a wild card, another card."""
    for index, (part, _) in enumerate(parts):
        if part != _WILD_PART:
            left = counts.naturals.get(part, ())[chosen[index].naturals:]
            if left:
                return left[-1]
    for rank, cards in counts.naturals.items():
        if rank not in {part for part, _ in parts}:
            return cards[-1]
    rules = counts.rules
    for card in (*counts.black_threes[ending.threes:], *reversed(hand_wilds), *counts.kept,
                 *counts.red_threes[:ending.red_kept]):
        if not laid_out_three(rules, card):
            return card
    raise AssertionError("an ending by a discard with no card to discard")
