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

from typing import TYPE_CHECKING

from ..acaba import must_say_acaba
from ..actions import Action
from ..canasta_kinds import canasta_kind
from ..cards import Card
from ..deuce_meld import DEUCE
from ..discards import discard_limits, discard_problem, laid_out_three
from ..meld_kinds import THREES, WILD
from ..new_groups import new_meld_shapes
from ..rule_values import PURE_PREFIX
from ..this_turn import placed_this_turn
from .counts import TurnCounts, turn_counts
from .groups import Choice, deuce_choices, group_choices, wild_meld_choices
from .open_groups import open_group_choices
from .plan import Plan
from .sums import BLOCKED, CLEAN, NATURAL_CANASTA, Part, Sums, add_up, read_back
from .turn_end import Ending, allowed_from, ending

if TYPE_CHECKING:
    from ..state import GameState
    from ..table import Meld

_WILD_PART, _DEUCE_PART = "W", "2"


def count_plan(state: GameState, going_out: bool = False) -> Plan | None:
    """A plan that ends the turn from `state` (by going out, when `going_out`), or None
    when no placing of the hand's cards can end it. Only for positions the model knows
    (scope.py)."""
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
        found = _first_ending(counts, parts, add_up(counts, parts, False, _left_alone(counts, parts)), True)
        if found is not None or not (counts.may_go_out or counts.rules.pass_discard or counts.foot):
            return found
    # Going out (or passing the discard, or bringing in the foot): at most one natural is kept.
    if _kept_for_sure(counts) >= 2:
        return None
    parts = _parts(counts)
    return _first_ending(counts, parts, add_up(counts, parts, True))


def _kept_for_sure(counts: TurnCounts) -> int:
    """Cards no placing can take out of the hand: naturals of a rank too few for a new meld
    where the side has none, cards no meld takes, black threes too few for a meld of them."""
    fewest = min((naturals for naturals, _ in new_meld_shapes(counts.rules)), default=1)
    kept = len(counts.kept)
    for rank, cards in counts.naturals.items():
        if len(cards) < fewest and rank not in counts.groups:
            kept += len(cards)
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
        if meld is not None and meld.kind.problem(rules, meld.key, meld.cards, new=count == len(meld.cards)):
            return None
    if table.has(THREES):
        return None
    if discard_limits(rules):
        return next((card for card in hand if discard_problem(state, card) is None), None)
    return next((card for card in hand if not laid_out_three(rules, card)), None)


def _left_alone(counts: TurnCounts, parts: list[Part]) -> tuple[int, int, tuple[str, ...]]:
    """What the ranks no part stands for add to every sum: their naturals, kept (plain,
    and kept from an empty pile), and the canastas their melds are."""
    rules = counts.rules
    named = {part.name for part in parts}
    plain = apart = 0
    made: list[str] = []
    for rank in set(counts.naturals) | set(counts.groups):
        if rank in named:
            continue
        meld = counts.groups.get(rank)
        kind = None if meld is None else canasta_kind(rules, meld.kind, meld.key, meld.cards)
        if kind is not None:
            made.append(kind)
        held = len(counts.naturals.get(rank, ()))
        if counts.kept_apart(rank, kind):
            apart += held
        else:
            plain += held
    for name, meld in ((_WILD_PART, counts.wild_meld), (_DEUCE_PART, counts.deuce_meld)):
        if meld is not None and name not in named:
            kind = canasta_kind(rules, meld.kind, meld.key, meld.cards)
            if kind is not None:
                made.append(kind)
    return min(plain, 2), min(apart, 2), tuple(sorted(made))


def _first_ending(counts: TurnCounts, parts: list[Part], sums: dict, discard_only: bool = False) -> Plan | None:
    # Those that place fewer wild cards first, and keep more naturals: the likelier plan.
    for key in sorted(sums, key=lambda key: (key[0] + key[1], -key[2] - key[3])):
        found = ending(counts, key, sums[key][0], discard_only)
        if found is not None:
            return _plan(counts, parts, read_back(sums[key]), key, found)
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
    one_open = rules.melds_per_rank == "one_open"
    for rank in sorted(set(counts.naturals) | set(counts.groups)):
        meld = counts.groups.get(rank)
        if only_touched and (meld is None or meld.id not in touched):
            continue
        naturals = counts.naturals.get(rank, ())
        choices = (open_group_choices if one_open else group_choices)(
            rules, rank, meld, _placed_in(counts, meld), naturals, all_wild, counts.limits(rank, meld))
        from_hand = meld is None or meld.id != counts.from_pile
        pure_blocks = f"{PURE_PREFIX}{rank}" in blocking and rank in rules.pure_ranks
        extras = []
        for choice in choices:
            left = len(naturals) - choice.naturals
            bits = (CLEAN if choice.clean and from_hand else 0) \
                | (NATURAL_CANASTA if choice.clean and choice.made is not None and from_hand else 0) \
                | (BLOCKED if pure_blocks and choice.clean and choice.made is None else 0)
            made = choice.made if choice.made is not None or not choice.completed else choice.completed[-1]
            extras.append((0, left, bits) if counts.kept_apart(rank, made) else (left, 0, bits))
        parts.append(Part(rank, choices, extras))
    wild_meld = counts.wild_meld
    wild_open = wild_meld is not None and not WILD.is_complete(rules, wild_meld.cards)
    if WILD in rules.kinds and (all_wild or wild_meld is not None):
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


def _without_wild(part: Part) -> Part:
    """The part with only its ways that place no wild card."""
    kept = [index for index, choice in enumerate(part.choices) if not choice.wild]
    return Part(part.name, [part.choices[index] for index in kept], [part.extras[index] for index in kept],
                part.twos_natural, part.twos_wild, part.locks_twos, part.locks_wild)


def _placed_in(counts: TurnCounts, meld: Meld | None) -> int:
    """How many cards this turn has placed in `meld` (0: it did not touch it)."""
    return 0 if meld is None else counts.touched.get(meld.id, 0)


def _plan(counts: TurnCounts, parts: list[Part], chosen: dict[int, tuple[Choice, int]], sums: Sums,
          end: Ending) -> Plan:
    """The placements of the choices that led to `sums`, in an order the judge accepts."""
    wilds, twos = list(counts.wilds), list(counts.twos)
    placements: list[Action] = [Action("meld", (card,)) for card in counts.red_threes[end.red_kept:]]
    next_id = counts.next_id
    # A meld of Twos or of wild cards that locks the others' wild cards goes first where it
    # ends complete (which frees them), last where it does not (they come before it).
    first = [index for index, part in enumerate(parts)
             if (part.twos_natural or part.locks_wild) and chosen[index][0].made is not None]
    order = first + [index for index in range(len(parts)) if index not in first]
    for index in order:
        part = parts[index]
        choice, wild_twos = chosen[index]
        if not (choice.naturals or choice.wild):
            continue
        if part.twos_natural:
            naturals = [twos.pop(0) for _ in range(choice.naturals)]
            wild_cards = [wilds.pop(0) for _ in range(choice.wild)]
        else:
            naturals = list(counts.naturals.get(part.name, ()))[:choice.naturals]
            wild_cards = [wilds.pop(0) for _ in range(choice.wild - wild_twos)] + \
                [twos.pop(0) for _ in range(wild_twos)]
        meld = _meld_of(counts, part.name)
        # The meld's cards, then those of the new groups that follow it (open_groups.py),
        # each started once the one before is complete.
        for start, steps in ((choice.start, choice.steps), *choice.more):
            if start is not None:
                start_naturals, start_wild = start
                placements.append(Action("meld", (*naturals[:start_naturals], *wild_cards[:start_wild])))
                naturals, wild_cards = naturals[start_naturals:], wild_cards[start_wild:]
                meld_id = next_id
                next_id += 1
            else:
                assert meld is not None
                meld_id = meld.id
            for step in steps:
                placements.append(Action("meld", (naturals.pop(0) if step == "n" else wild_cards.pop(0),), meld_id))
    held_wild = wilds + twos
    if end.threes:
        placements.append(Action("meld", (*counts.black_threes[:end.threes], *held_wild[:end.threes_wild])))
        held_wild = held_wild[end.threes_wild:]
    if end.foot:
        return Plan(tuple(placements), None)  # the last placement brings in the foot
    action = end.action or Action("discard", (_discard(counts, parts, chosen, held_wild, end),))
    return Plan(tuple(placements), action)


def _meld_of(counts: TurnCounts, name: str) -> Meld | None:
    if name == _WILD_PART:
        return counts.wild_meld
    if name == _DEUCE_PART:
        return counts.deuce_meld
    return counts.groups.get(name)


def _discard(counts: TurnCounts, parts: list[Part], chosen: dict[int, tuple[Choice, int]],
             held_wild: list[Card], end: Ending) -> Card:
    """The card the plan discards: one the rules let go from the hand it leaves, a natural
    first, else another card, a wild card, a black three."""
    placed = {part.name: chosen[index][0].naturals for index, part in enumerate(parts) if not part.twos_natural}
    naturals = [card for rank, cards in counts.naturals.items() for card in reversed(cards[placed.get(rank, 0):])]
    held = [*naturals, *counts.kept, *reversed(held_wild), *counts.red_threes[:end.red_kept],
            *counts.black_threes[end.threes:]]
    dead = counts.dead
    if counts.rules.dead_completed_ranks:
        dead = dead | {part.name for index, part in enumerate(parts)
                       if chosen[index][0].made is not None or chosen[index][0].completed}
    for card in held:
        if allowed_from(counts, held, card, dead):
            return card
    raise AssertionError("an ending by a discard with no card to discard")
