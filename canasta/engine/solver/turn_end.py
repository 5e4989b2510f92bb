"""How a sum of the ranks' ways ends the turn, as the judge's end of a turn asks
(legality.end_problem, explain_play_phase for `discard`, `out` and `pass`), on counts:

- by a discard: two cards kept or more, one of which may be discarded; no black threes
  melded; the first meld made, if it is the side's first;
- by passing the discard (where the rules allow it): one card kept, the side short of
  the canastas to go out;
- by going out: the canastas to go out, every card placed (or all but one, discarded),
  the partner not having said no and nobody left to ask; black threes may be melded, last.

A partner's yes leaves going out alone, and so does the question "can the turn end by
going out?".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import OUT, PASS, Action
from ..canasta_kinds import canastas_short
from ..cards import Card
from ..discards import laid_out_three
from ..first_meld import NATURAL_OR_BETTER
from ..meld_kinds import THREES

if TYPE_CHECKING:
    from ..rules import Rules
    from .counts import TurnCounts
    from .sums import Sums


class Ending:
    """How a sum ends the turn: the black threes melded (with a wild card, where allowed),
    the red threes kept in the hand, and the action that ends it (None: a discard)."""

    __slots__ = ("threes", "threes_wild", "red_kept", "action")

    def __init__(self, threes: int, threes_wild: int, red_kept: int, action: Action | None):
        self.threes, self.threes_wild, self.red_kept, self.action = threes, threes_wild, red_kept, action


def ending(counts: TurnCounts, sums: Sums, points: int) -> Ending | None:
    """How the turn ends with the parts' cards placed as `sums` says, or None."""
    rules = counts.rules
    wild_used, twos_used, naturals_kept, made, placed = sums
    wild_left = len(counts.wilds) - wild_used
    twos_left = len(counts.twos) - twos_used
    if not counts.opened:
        points += sum(map(rules.value_of, counts.wilds[:wild_used]))
    short = canastas_short(rules, counts.players, (), (*counts.complete_elsewhere, *made))
    threes = len(counts.black_threes)
    for threes_melded, threes_wild in _threes_ways(counts, threes, wild_left + twos_left):
        held_wild = wild_left + twos_left - threes_wild
        threes_left = threes - threes_melded
        melded_threes = counts.threes_melded or threes_melded > 0
        turn_placed = placed or threes_melded > 0
        extra = sum(map(rules.value_of, counts.black_threes[:threes_melded]))
        if threes_wild:
            extra += rules.value_of((counts.wilds[wild_used:] or counts.twos[twos_used:])[0])
        wild_in_turn = counts.turn_wild + wild_used + twos_used + threes_wild
        first_meld = _first_meld_ok(counts, turn_placed, points + extra, wild_in_turn, made)
        for red_kept in range(len(counts.red_threes) + 1):
            kept = naturals_kept + held_wild + threes_left + red_kept + len(counts.kept)
            discardable = naturals_kept + held_wild + threes_left + _discardable(rules, counts.kept) \
                + (red_kept if counts.red_threes and not laid_out_three(rules, counts.red_threes[0]) else 0)
            # Going out: every card placed but one at most, which is discarded.
            if counts.may_go_out and short == 0 and (kept == 0 and not rules.going_out_needs_discard
                                                     or kept == 1 and discardable == 1) \
                    and (first_meld or not rules.concealed_needs_minimum):
                return Ending(threes_melded, threes_wild, red_kept, OUT if kept == 0 else None)
            if counts.going_out or counts.must_go_out or melded_threes or not first_meld:
                continue
            if kept >= 2 and discardable >= 1:
                return Ending(threes_melded, threes_wild, red_kept, None)
            if kept == 1 and rules.pass_discard and short > 0:
                return Ending(threes_melded, threes_wild, red_kept, PASS)
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


def _first_meld_ok(counts: TurnCounts, placed: bool, points: int, wild: int, made: tuple[str, ...]) -> bool:
    """Whether the turn's melds, if they are the side's first of the hand, are enough
    (first_meld.first_meld_problem, on counts)."""
    if counts.opened or not placed:
        return True
    requirement = counts.requirement
    if requirement.canasta is not None:
        kinds = (*made, *counts.complete_elsewhere)
        if not any(requirement.canasta == "any" or kind in NATURAL_OR_BETTER for kind in kinds):
            return False
    if counts.turn_points + points < counts.need:
        return False
    return requirement.max_wild is None or wild <= requirement.max_wild
