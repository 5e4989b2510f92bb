"""The count model of a turn with groups of a rank (and black threes, a meld of wild
cards, a meld of Twos): whether the turn can still end, found exactly, with the plan that
ends it.

Each rank's cards end the turn in one of a few ways (groups.py): so many naturals and
wild cards placed in its group, which is then a canasta or not. What those ways add up to
(sums.py) is all the end of a turn asks (turn_end.py): the wild cards placed, the cards
kept, the canastas made and the points placed; with the foot still face down, placing
every card brings it in, and the turn goes on from it. No budget and no order of cards:
the answer is the same whatever was asked before.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ..features.acaba import must_say_acaba
from ..play.actions import Action
from ..melds.canasta_kinds import canasta_kind
from ..cards.cards import NATURAL_RANKS, Card
from ..melds.deuce_meld import DEUCE
from ..state.discards import discard_limits, discard_problem, laid_out_three
from .kept_answers import KeptAnswers
from ..melds.meld_kinds import RUN, RUN_MAX, RUN_MIN, THREES, WILD
from ..melds.new_groups import new_meld_shapes
from ..values.rule_values import PURE_PREFIX
from ..state.this_turn import placed_this_turn
from .counts import TurnCounts, distinct_first, turn_counts
from .groups import Choice, deuce_choices, group_choices, wild_meld_choices
from .many_groups import many_group_choices, wild_meld_choices_many
from .open_groups import open_group_choices
from .placements import DEUCE_PART as _DEUCE_PART, WILD_PART as _WILD_PART, build_plan
from .plan import Plan
from .gathered import add_up_gathered, hand_gathered
from .runs import add_up_runs, run_kind, runs_of
from .sums import BEYOND, BLOCKED, CLEAN, NATURAL_CANASTA, Narrow, Part, Reached, Sums, add_up, read_back
from .turn_end import ending
from ..derived.tables import derived

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState
    from ..melds.table import Meld

def count_plan(state: GameState, going_out: bool = False) -> Plan | None:
    """A plan that ends the turn from `state` (by going out, when `going_out`), or None
    when no placing of the hand's cards can end it. Only for positions the model knows
    (scope.py)."""
    return _counted(state, going_out, True)


def count_answer(state: GameState, going_out: bool = False) -> bool:
    """Whether a plan that ends the turn from `state` exists (`count_plan`'s answer, without
    writing the plan out: what the judge and the move list ask)."""
    return _counted(state, going_out, False) is not None


# What `_counted` gives where a way to end the turn exists and no plan was asked for.
_ANSWERED = Plan((), None)


def _counted(state: GameState, going_out: bool, with_plan: bool) -> Plan | None:
    if must_say_acaba(state):
        return None  # the partner said yes to Acaba: the hand ends by it, not by the turn's end
    if going_out and state.feet[state.current]:
        return None  # going out is from the foot, whose cards nobody knows yet (turn_end._foot_ending)
    if not going_out:
        now = _discard_now(state)
        if now is not None:
            return Plan((), Action("discard", (now,)))
    counts = turn_counts(state, going_out)
    if counts.broken:
        return None
    if not (counts.going_out or counts.must_go_out):
        # A discard first: a side that has melded places nothing it need not (the melds
        # this turn touched must be melds), so only those parts are looked at.
        parts = _parts(counts, only_touched=counts.opened)
        found = _first_way(counts, parts, False, counts.opened, with_plan, True)
        if found is not None or not (counts.may_go_out or counts.rules.pass_discard or counts.foot):
            return found
    # Going out (or passing the discard, or bringing in the foot): at most one natural is kept.
    if _kept_for_sure(counts) >= 2:
        return None
    parts = _parts(counts)
    return _first_way(counts, parts, True, False, with_plan)


def _first_way(counts: TurnCounts, parts: list[Part], only_out: bool, only_touched: bool, with_plan: bool,
               discard_only: bool = False) -> Plan | None:
    """`_first_ending` of what the parts add up to. Where every run on the table is a meld
    as it stands, a way that leaves the runs as they are is a way: the sums without the
    runs (cheap) are looked at first, those with them (runs.py) only where they find none."""
    if _runs_may_stay(counts, only_touched):
        plain, apart, made, bits = _left_alone(counts, parts, False)
        found = _first_ending(counts, parts, add_up(counts, parts, only_out, (plain, apart, made, bits)),
                              with_plan, discard_only)
        if found is not None:
            return found
    if not with_plan and len(parts) > _NARROW_FROM:
        # Asked only whether a way exists: the sums nearest to the end are tried first.
        narrow = Narrow(_NARROW_WIDTH, only_out)
        found = _first_ending(counts, parts, _sums(counts, parts, only_out, only_touched, narrow),
                              with_plan, discard_only)
        if found is not None or not narrow.cut:
            return found
    return _first_ending(counts, parts, _sums(counts, parts, only_out, only_touched), with_plan, discard_only)


# A way looked for among the few sums nearest to the end, before all of them, where a hand
# has more ranks than this (a big hand, whose sums are many; on a smaller one a "no" would
# pay for both); so many sums are carried from one rank to the next (Narrow).
_NARROW_FROM = 9
_NARROW_WIDTH = 16


def _runs_may_stay(counts: TurnCounts, only_touched: bool) -> bool:
    """Whether the sums would add the runs up (`_sums`) though every run on the table is a
    meld as it stands (none this turn began is short yet): leaving them so is one way."""
    if RUN not in counts.rules.kinds or only_touched:
        return False
    runs = runs_of(counts)
    return bool(runs.cards or runs.growing) and not any(
        len(meld.cards) < RUN_MIN for meld in counts.runs if meld.id in counts.touched)


def _sums(counts: TurnCounts, parts: list[Part], only_out: bool, only_touched: bool,
          narrow: Narrow | None = None) -> dict[Sums, Reached]:
    """What the parts add up to (sums.py); where runs are melded and every part is
    looked at, the ranks with the runs first (runs.py)."""
    # Where no run can grow the runs are as they stand; a run this turn began may be short
    # yet, and then the runs are looked at for a discard too.
    with_runs = RUN in counts.rules.kinds and bool(runs_of(counts).cards or runs_of(counts).growing) and (
        not only_touched or any(len(meld.cards) < RUN_MIN for meld in counts.runs if meld.id in counts.touched))
    # The meld that gathers ranks (a golden suit) as it stands, where it is a meld and
    # every part need not be looked at.
    gathering = counts.rules.gathering_kind
    meld = counts.gathered
    with_gathered = gathering is not None and (not only_touched or meld is not None and meld.id in counts.touched
                                               and gathering.problem(counts.rules, meld.key, meld.cards) is not None)
    plain, apart, made, bits = _left_alone(counts, parts, with_runs, with_gathered)
    if not (with_runs or with_gathered):
        return add_up(counts, parts, only_out, (plain, apart, made, bits), narrow=narrow)
    ranks = sum(1 for part in parts if part.name in NATURAL_RANKS)
    start = (0, 0, plain, apart, made, counts.placed_before, bits)
    sums = (add_up_runs if with_runs else add_up_gathered)(counts, parts[:ranks], only_out, start)
    return add_up(counts, parts, only_out, sums=sums, skip=ranks, narrow=narrow)


def _kept_for_sure(counts: TurnCounts) -> int:
    """Cards no placing can take out of the hand: naturals of a rank too few for a new meld
    where the side has none, cards no meld takes, black threes too few for a meld of them."""
    fewest = min((naturals for naturals, _ in new_meld_shapes(counts.rules)), default=1)
    kept = len(counts.kept)
    in_runs = {id(card) for cards in runs_of(counts).cards.values() for card in cards} \
        if RUN in counts.rules.kinds else set()
    if counts.rules.gathering_kind is not None:  # (a golden suit may take them)
        in_runs |= {id(card) for card in hand_gathered(counts).values()}
    for rank, cards in counts.naturals.items():
        if len(cards) < fewest and rank not in counts.groups:
            kept += sum(1 for card in cards if id(card) not in in_runs)
    threes = len(counts.black_threes)
    if threes and (threes > 4 or threes < 3 and not (threes == 2 and counts.rules.black_threes_with_wild)
                   or counts.threes_melded):
        kept += threes if threes < 3 or counts.threes_melded else threes - 4
    return kept


def _discard_now(state: GameState) -> Card | None:
    """A card the player may discard at once to end the turn, where nothing is left to
    mend: two cards held or more, no first meld begun, no black threes out, every meld
    this turn touched a meld, no partner's yes to go out; None otherwise (the model looks)."""
    hand = state.hands[state.current]
    side = state.side_map[state.current]
    if len(hand) < 2 or state.permission is True or (state.turn_moves and not state.opened[side]):
        return None
    rules = state.rules
    table = state.tables[side]
    for meld_id, count in placed_this_turn(state).items():
        meld = table.by_id(meld_id)
        if meld is not None and (meld.kind.problem(rules, meld.key, meld.cards, new=count == len(meld.cards))
                                 or meld.kind.going_out_only(rules, meld.key, meld.cards)):
            return None
    if table.has(THREES):
        return None
    if discard_limits(rules):
        return next((card for card in hand if discard_problem(state, card) is None), None)
    return next((card for card in hand if not laid_out_three(rules, card)), None)


def _left_alone(counts: TurnCounts, parts: list[Part], with_runs: bool, with_gathered: bool = False
                ) -> tuple[int, int, tuple[str, ...], int]:
    """What the ranks no part stands for add to every sum: their naturals, kept (plain,
    and kept from an empty pile), the canastas their melds are, and the runs' (those the
    sums do not count, `with_runs`), with the bit of a run beyond seven."""
    rules = counts.rules
    named = {part.name for part in parts}
    plain = apart = bits = 0
    made: list[str] = []
    for rank in set(counts.naturals) | set(counts.rank_groups):
        if rank in named:
            continue
        kinds = [canasta_kind(rules, meld.kind, meld.key, meld.cards) for meld in counts.rank_groups.get(rank, ())]
        made += [kind for kind in kinds if kind is not None]
        held = 0 if with_runs or with_gathered else len(counts.naturals.get(rank, ()))  # (runs.py counts them)
        if counts.kept_apart(rank, next((kind for kind in kinds if kind is not None), None)):
            apart += held
        else:
            plain += held
    wild_melds = counts.wild_melds if counts.wild_melds else [meld for meld in (counts.wild_meld,) if meld]
    for name, melds in ((_WILD_PART, wild_melds), (_DEUCE_PART, [counts.deuce_meld] if counts.deuce_meld else [])):
        if name not in named:
            made += [kind for kind in (canasta_kind(rules, meld.kind, meld.key, meld.cards) for meld in melds)
                     if kind is not None]
    if counts.gathered is not None and not with_gathered:
        kind = canasta_kind(rules, counts.gathered.kind, counts.gathered.key, counts.gathered.cards)
        if kind is not None:
            made.append(kind)
    runs = runs_of(counts).fixed if with_runs else counts.runs
    for meld in runs:
        kind = run_kind(counts, meld)
        if kind is not None:
            made.append(kind)
        if len(meld.cards) > RUN_MAX:
            bits |= BEYOND
    return min(plain, 2), min(apart, 2), tuple(sorted(made)), bits


def _first_ending(counts: TurnCounts, parts: list[Part], sums: dict, with_plan: bool,
                  discard_only: bool = False) -> Plan | None:
    # Those that place fewer wild cards first, and keep more naturals: the likelier plan.
    for key in sorted(sums, key=lambda key: (key[0] + key[1], -key[2] - key[3])):
        found = ending(counts, key, sums[key][0], discard_only)
        if found is not None:
            if not with_plan:
                return _ANSWERED
            growing = runs_of(counts).growing if RUN in counts.rules.kinds else {}
            return build_plan(counts, parts, read_back(sums[key]), growing, found)
    return None


def _parts(counts: TurnCounts, only_touched: bool = False) -> list[Part]:
    """The ranks (and the melds of wild cards and of Twos) with the ways each can end the
    turn; the melds of wild cards and of Twos last, where what they end as decides whether
    wild cards or Twos may go into the others (`only_touched`: only those whose melds this
    turn touched, which must be melds)."""
    rules = counts.rules
    wilds = counts.wilds
    all_wild = wilds + counts.twos
    parts = []
    touched = counts.touched
    blocking = rules.no_going_out_with_incomplete
    many = rules.melds_per_rank == "many"
    ranks = set(counts.naturals) | set(counts.rank_groups)
    gathering = rules.gathering_kind
    gathered = hand_gathered(counts) if gathering is not None else {}
    # (In rank order where runs are melded or a meld gathers ranks: runs.py, gathered.py
    # add the ranks up from the 4.)
    in_order = RUN in rules.kinds or gathering is not None
    for rank in [rank for rank in NATURAL_RANKS if rank in ranks] if in_order else sorted(ranks):
        melds = counts.rank_groups.get(rank, [])
        if only_touched and not any(meld.id in touched for meld in melds):
            continue
        naturals = counts.naturals.get(rank, [])
        choices, extras = _rank_ways(counts, rank, naturals, all_wild)
        without = None
        card = gathered.get(NATURAL_RANKS.index(rank))
        if card is not None:
            others = [other for other in naturals if other is not card]
            if rules.new_meld_distinct_suits:
                distinct_first(others)
            without = _rank_ways(counts, rank, others, all_wild)
        parts.append(Part(rank, choices, extras, without=without))
    wild_meld = counts.wild_meld
    wild_open = wild_meld is not None and not WILD.is_complete(rules, wild_meld.cards)
    if WILD in rules.kinds and many and (all_wild or counts.wild_melds):
        melds = counts.wild_melds
        if not (only_touched and not any(meld.id in touched for meld in melds)):
            choices = wild_meld_choices_many(rules, melds, [_placed_in(counts, meld) for meld in melds], all_wild,
                                             counts.canasta_cap)
            parts.append(Part(_WILD_PART, choices, [(0, 0, 0)] * len(choices)))
    elif WILD in rules.kinds and (all_wild or wild_meld is not None):
        if only_touched and (wild_meld is None or wild_meld.id not in touched):
            if rules.wild_meld_locks_wild and wild_open:  # no wild card goes elsewhere meanwhile
                parts = [_without_wild(part) for part in parts]
        else:
            choices = wild_meld_choices(rules, wild_meld, _placed_in(counts, wild_meld), all_wild)
            blocks = "wild" in blocking
            extras = [(0, 0, BLOCKED if blocks and choice.meld and choice.made is None else 0) for choice in choices]
            # While the wild meld is not complete, the side's wild cards go into no other
            # meld: those placed elsewhere need it complete (placed first) or come first.
            locks = rules.wild_meld_locks_wild and wild_open
            parts.append(Part(_WILD_PART, choices, extras, locks_wild=locks))
    if DEUCE in rules.kinds and (counts.twos or counts.deuce_meld is not None):
        meld = counts.deuce_meld
        # While the meld of Twos on the table is not complete, Twos go into no other meld:
        # those placed as wild cards need it complete (it is then placed first).
        locks = meld is not None and not DEUCE.is_complete(rules, meld.cards)
        if only_touched and (meld is None or meld.id not in touched):
            if locks:
                parts = [Part(part.name, part.choices, part.extras, twos_wild=False) for part in parts]
        else:
            choices = deuce_choices(rules, meld, _placed_in(counts, meld), counts.twos, wilds)
            parts.append(Part(_DEUCE_PART, choices, [(0, 0, 0)] * len(choices), twos_natural=True,
                              twos_wild=False, locks_twos=locks))
    return parts


RankWays = tuple[list[Choice], list[tuple[int, int, int]]]
# A rank's ways kept by what they are worked out from, within a turn and across turns (the
# positions a move list asks about differ in a rank or two, their other ranks alike), within
# this many bytes (kept_answers.py; the choices themselves are kept by groups.py).
RANK_WAYS_BYTES = 4 << 20
_KEY_BYTES = 400  # a key: the rank's cards, its melds' cards and a few flags


def _rank_ways_size(ways: RankWays) -> int:
    return _KEY_BYTES + sys.getsizeof(ways[1]) + len(ways[1]) * sys.getsizeof((1, 2, 3))


def _kept_rank_ways(rules: Rules) -> KeptAnswers[RankWays]:
    found = derived(rules).get("_solver_rank_ways")
    if found is None:
        found = derived(rules)["_solver_rank_ways"] = KeptAnswers(RANK_WAYS_BYTES, _rank_ways_size)
    return found


def _rank_ways(counts: TurnCounts, rank: str, naturals: list[Card], all_wild: list[Card]) -> RankWays:
    """A rank's ways to end the turn with the hand's `naturals` of it, and what each adds
    to a sum (sums.Part); kept by everything they are worked out from."""
    meld = counts.groups.get(rank)
    many = counts.rules.melds_per_rank == "many"
    held = counts.rank_groups.get(rank, ()) if many else (meld,) if meld is not None else ()
    key = (rank, tuple(naturals), tuple(all_wild),
           tuple((tuple(each.cards), _placed_in(counts, each), each.id == counts.from_pile) for each in held),
           counts.limits(rank, meld), counts.canasta_cap if many else 0,
           counts.kept_apart(rank, None), counts.kept_apart(rank, "made"))
    kept = _kept_rank_ways(counts.rules)
    found = kept.get(key)
    if found is None:
        found = kept.keep(key, _worked_out_rank_ways(counts, rank, naturals, all_wild))
    return found


def _worked_out_rank_ways(counts: TurnCounts, rank: str, naturals: list[Card], all_wild: list[Card]) -> RankWays:
    rules = counts.rules
    meld = counts.groups.get(rank)
    melds = counts.rank_groups.get(rank, [])
    if rules.melds_per_rank == "many":
        choices = many_group_choices(rules, rank, melds, [_placed_in(counts, meld) for meld in melds],
                                     naturals, all_wild, counts.canasta_cap)
    else:
        choices = (open_group_choices if rules.melds_per_rank == "one_open" else group_choices)(
            rules, rank, meld, _placed_in(counts, meld), naturals, all_wild, counts.limits(rank, meld))
    from_hand = meld is None or meld.id != counts.from_pile
    pure_blocks = f"{PURE_PREFIX}{rank}" in rules.no_going_out_with_incomplete and rank in rules.pure_ranks
    extras = []
    for choice in choices:
        left = len(naturals) - choice.naturals
        bits = (CLEAN if choice.clean and from_hand else 0) \
            | (NATURAL_CANASTA if choice.clean and choice.made is not None and from_hand else 0) \
            | (BLOCKED if pure_blocks and choice.clean and choice.made is None else 0)
        made = choice.made if choice.made is not None or not choice.completed else choice.completed[-1]
        extras.append((0, left, bits) if counts.kept_apart(rank, made) else (left, 0, bits))
    return choices, extras


def _without_wild(part: Part) -> Part:
    """The part with only its ways that place no wild card."""
    kept = [index for index, choice in enumerate(part.choices) if not choice.wild]
    return Part(part.name, [part.choices[index] for index in kept], [part.extras[index] for index in kept],
                part.twos_natural, part.twos_wild, part.locks_twos, part.locks_wild)


def _placed_in(counts: TurnCounts, meld: Meld | None) -> int:
    """How many cards this turn has placed in `meld` (0: it did not touch it)."""
    return 0 if meld is None else counts.touched.get(meld.id, 0)
