"""How a sum of the ranks' ways ends the turn, as the judge's end of a turn asks
(legality.end_problem, explain_play_phase for `discard`, `out` and `pass`), on counts:

- by a discard: two cards kept or more, one of which may be discarded; no black threes
  melded; the first meld made, if it is the side's first;
- by passing the discard (where the rules allow it): one card kept, the side short of
  the canastas to go out;
- by going out: the canastas to go out, every card placed (or all but one, discarded),
  the partner not having said no and nobody left to ask; black threes may be melded, last;
- with the foot still face down (foot.py), never by going out: by a discard with a card
  or more kept (the last card discarded brings in the foot for the next turn), or by
  placing every card, which brings in the foot, the turn going on from it.

A partner's yes leaves going out alone, and so does the question "can the turn end by
going out?".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..play.actions import OUT, PASS, Action
from ..melds.canasta_kinds import canastas_short
from ..cards.cards import Card
from ..state.discards import hand_discard_problem, laid_out_three
from .sums import ALONE, BEYOND, BLOCKED, CLEAN, NATURAL_CANASTA
from ..state.first_meld import NATURAL_OR_BETTER
from ..melds.meld_kinds import THREES

if TYPE_CHECKING:
    from .counts import TurnCounts
    from .sums import Sums


class Ending:
    """How a sum ends the turn: the black threes melded (with a wild card, where allowed),
    the red threes kept in the hand, and the action that ends it (None: a discard); or
    (`foot`) every card placed, the foot coming into the hand."""

    __slots__ = ("threes", "threes_wild", "red_kept", "action", "foot")

    def __init__(self, threes: int, threes_wild: int, red_kept: int, action: Action | None, foot: bool = False):
        self.threes, self.threes_wild, self.red_kept, self.action = threes, threes_wild, red_kept, action
        self.foot = foot


def ending(counts: TurnCounts, sums: Sums, points: int, discard_only: bool = False) -> Ending | None:
    """How the turn ends with the parts' cards placed as `sums` says, or None
    (`discard_only`: by a discard alone, the parts that place nothing left out of `sums`)."""
    if counts.foot or counts.pickup:
        return _foot_ending(counts, sums, points, discard_only)
    rules = counts.rules
    wild_used, twos_used, plain_kept, apart_kept, made, placed, bits = sums
    naturals_kept = plain_kept + apart_kept
    held_wilds = counts.wilds[wild_used:] + counts.twos[twos_used:]
    if not counts.opened:
        points += sum(map(rules.value_of, counts.wilds[:wild_used]))
    short = canastas_short(rules, counts.players, (), (*counts.complete_elsewhere, *made))
    blocked = bool(bits & BLOCKED)
    beyond = bool(bits & BEYOND)  # only going out may leave a run beyond seven
    threes = len(counts.black_threes)
    for threes_melded, threes_wild in _threes_ways(counts, threes, len(held_wilds)):
        wild_left = held_wilds[threes_wild:]
        threes_left = counts.black_threes[threes_melded:]
        melded_threes = counts.threes_melded or threes_melded > 0
        turn_placed = placed or threes_melded > 0
        extra = sum(map(rules.value_of, counts.black_threes[:threes_melded]))
        extra += sum(map(rules.value_of, held_wilds[:threes_wild]))
        wild_in_turn = counts.turn_wild + wild_used + twos_used + threes_wild
        first_meld = _first_meld_ok(counts, turn_placed, points + extra, wild_in_turn, made, bits)
        for red_kept in range(len(counts.red_threes) + 1):
            held = _held(counts, plain_kept, apart_kept, wild_left, threes_left, red_kept)
            kept = len(held) if naturals_kept < 2 else 99  # (two naturals or more: as good as many)
            # Going out: every card placed but one at most, which is discarded.
            if counts.may_go_out and not discard_only and short == 0 and not blocked \
                    and (kept == 0 and not rules.going_out_needs_discard or kept == 1 and _discardable(counts, held)) \
                    and (first_meld or not rules.concealed_needs_minimum):
                return Ending(threes_melded, threes_wild, red_kept, OUT if kept == 0 else None)
            if counts.going_out or counts.must_go_out or melded_threes or beyond or not first_meld:
                continue
            if kept >= 2 and _discardable(counts, held):
                return Ending(threes_melded, threes_wild, red_kept, None)
            if kept == 1 and rules.pass_discard and short > 0 and not discard_only:
                return Ending(threes_melded, threes_wild, red_kept, PASS)
    return None


def _foot_ending(counts: TurnCounts, sums: Sums, points: int, discard_only: bool) -> Ending | None:
    """How the turn ends with the foot still face down, or with a picked-up pile waiting
    to come into the hand after the discard (Kanastic: the last card discarded brings it
    in, so nobody goes out this turn, and a hand used up has nothing to discard): the judge's end of a turn, and
    the foot's pick-up (foot.foot_pickup_problem: this turn's melds judged as at a turn's
    end, the side's first meld made). A foot of two cards or more, once in the hand,
    holds one to discard and one to keep (after_meld.turn_can_end_after), so placing
    every card ends the turn as surely as a discard, whatever the foot holds: the model
    does not look at it, as the player cannot."""
    if counts.going_out or counts.must_go_out or counts.threes_melded or sums[6] & BEYOND:
        return None  # going out needs the foot's cards, which nobody knows yet
    rules = counts.rules
    wild_used, twos_used, plain_kept, apart_kept, made, placed, bits = sums
    held_wilds = counts.wilds[wild_used:] + counts.twos[twos_used:]
    if not counts.opened:
        points += sum(map(rules.value_of, counts.wilds[:wild_used]))
    if not _first_meld_ok(counts, placed, points, counts.turn_wild + wild_used + twos_used, made, bits):
        return None
    for red_kept in range(len(counts.red_threes) + 1):
        held = _held(counts, plain_kept, apart_kept, held_wilds, counts.black_threes, red_kept)
        if held and _discardable(counts, held):
            return Ending(0, 0, red_kept, None)
        if not held and not discard_only and not counts.pickup:
            return Ending(0, 0, red_kept, None, foot=True)
    return None


def _held(counts: TurnCounts, plain: int, apart: int, wilds: list[Card], threes: list[Card],
          red_kept: int) -> list[Card]:
    """The hand a sum leaves, as far as a discard can tell: the naturals kept by their two
    kinds (two of each at most stand for more), and every other card held."""
    plain_card, apart_card = counts.stand_ins
    return ([plain_card] * plain + [apart_card] * apart + wilds + threes + counts.red_threes[:red_kept]
            + counts.kept)


def _discardable(counts: TurnCounts, held: list[Card]) -> bool:
    """Whether a card of `held` may be discarded from it (discards.py, on the hand left)."""
    rules = counts.rules
    if not counts.discard_limits:
        return any(not laid_out_three(rules, card) for card in held)
    return any(discard_allowed(counts, held, card) for card in dict.fromkeys(held))


def discard_allowed(counts: TurnCounts, held: list[Card], card: Card) -> bool:
    """Whether `card` may be discarded from the hand `held` a sum leaves, made of stand-ins
    (discards.discard_problem, on counts)."""
    return allowed_from(counts, held, card, counts.stand_in_dead)


def allowed_from(counts: TurnCounts, held: list[Card], card: Card, dead: frozenset[str]) -> bool:
    """Whether `card` may be discarded from `held`, the ranks `dead` being dead."""
    rules = counts.rules
    if card.is_black_three and counts.first_round and not rules.black_three_first_turn_discard \
            and any(not (other.is_black_three or laid_out_three(rules, other)) for other in held):
        return False  # a black three is kept through a player's first turn while another card is held
    return hand_discard_problem(rules, held, card, counts.pile_empty, dead.__contains__) is None


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


def _first_meld_ok(counts: TurnCounts, placed: bool, points: int, wild: int, made: tuple[str, ...],
                   bits: int) -> bool:
    """Whether the turn's melds, if they are the side's first of the hand, are enough
    (first_meld.first_meld_problem, on counts)."""
    if counts.opened or not placed or bits & ALONE:
        return True  # (a golden suit is a first meld on its own, whatever else the turn melds)
    rules = counts.rules
    if rules.natural_canasta_meets_minimum and bits & NATURAL_CANASTA:
        return True  # a natural canasta laid from the hand, whatever its points
    requirement = counts.requirement
    if requirement.canasta is not None:
        kinds = (*made, *counts.complete_elsewhere)
        if not any(requirement.canasta == "any" or kind in NATURAL_OR_BETTER for kind in kinds):
            return False
    if counts.turn_points + points < counts.need:
        return False
    if requirement.max_wild is not None and wild > requirement.max_wild:
        return False
    return not rules.initial_meld_needs_clean or bool(bits & CLEAN)
