"""The count model of a turn with groups of a rank (and black threes, a meld of wild
cards, a meld of Twos): whether the turn can still end, found exactly, with the plan that
ends it.

Each rank's cards end the turn in one of a few ways (groups.py): so many naturals and
wild cards placed in its group, which is then a canasta or not. What those ways add up to
(sums.py) is all the end of a turn asks (turn_end.py): the wild cards placed, the cards
kept, the canastas made and the points placed. No budget and no order of cards: the
answer is the same whatever was asked before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..acaba import must_say_acaba
from ..actions import Action
from ..canasta_kinds import canasta_kind
from ..cards import Card
from ..deuce_meld import DEUCE
from ..discards import laid_out_three
from ..meld_kinds import THREES, WILD
from ..new_groups import new_meld_shapes
from ..this_turn import placed_this_turn
from .counts import TurnCounts, turn_counts
from .groups import Choice, deuce_choices, group_choices, wild_meld_choices
from .plan import Plan
from .sums import Part, Sums, add_up, read_back
from .turn_end import Ending, ending

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
        found = _first_ending(counts, parts, add_up(counts, parts, False, _left_alone(counts, parts)))
        if found is not None or not (counts.may_go_out or counts.rules.pass_discard):
            return found
    # Going out (or passing the discard): at most one natural is kept.
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
    found = None
    for card in hand:
        if not laid_out_three(rules, card):
            if not card.is_black_three:
                return card  # (a black three is kept through a first turn where the rules say so)
            found = card
    return found


def _left_alone(counts: TurnCounts, parts: list[Part]) -> tuple[int, tuple[str, ...]]:
    """What the ranks no part stands for add to every sum: their naturals, kept, and the
    canastas their melds are."""
    named = {part.name for part in parts}
    kept = sum(len(cards) for rank, cards in counts.naturals.items() if rank not in named)
    made = tuple(sorted(kind for rank, meld in counts.groups.items() if rank not in named
                        and (kind := canasta_kind(counts.rules, meld.kind, meld.key, meld.cards)) is not None))
    for name, meld in ((_WILD_PART, counts.wild_meld), (_DEUCE_PART, counts.deuce_meld)):
        if meld is not None and name not in named:
            kind = canasta_kind(counts.rules, meld.kind, meld.key, meld.cards)
            made = tuple(sorted((*made, kind))) if kind is not None else made
    return min(kept, 2), made


def _first_ending(counts: TurnCounts, parts: list[Part], sums: dict) -> Plan | None:
    # Those that place fewer wild cards first, and keep more naturals: the likelier plan.
    for key in sorted(sums, key=lambda key: (key[0] + key[1], -key[2])):
        found = ending(counts, key, sums[key][0])
        if found is not None:
            return _plan(counts, parts, read_back(sums[key]), key, found)
    return None


def _parts(counts: TurnCounts, only_touched: bool = False) -> list[Part]:
    """The ranks (and the melds of wild cards and of Twos) with the ways each can end the
    turn; the meld of Twos last, where what it ends as decides whether Twos may be wild
    (`only_touched`: only those whose melds this turn touched, which must be melds)."""
    rules = counts.rules
    wilds = counts.wilds
    all_wild = wilds + counts.twos
    parts = []
    touched = counts.touched
    for rank in sorted(set(counts.naturals) | set(counts.groups)):
        meld = counts.groups.get(rank)
        if only_touched and (meld is None or meld.id not in touched):
            continue
        naturals = counts.naturals.get(rank, ())
        choices = group_choices(rules, rank, meld, _placed_in(counts, meld), naturals, all_wild)
        parts.append(Part(rank, choices, len(naturals)))
    if WILD in rules.kinds and (all_wild or counts.wild_meld is not None) \
            and not (only_touched and (counts.wild_meld is None or counts.wild_meld.id not in touched)):
        meld = counts.wild_meld
        parts.append(Part(_WILD_PART, wild_meld_choices(rules, meld, _placed_in(counts, meld), all_wild), 0))
    if DEUCE in rules.kinds and (counts.twos or counts.deuce_meld is not None):
        meld = counts.deuce_meld
        # While the meld of Twos on the table is not complete, Twos go into no other meld:
        # those placed as wild cards need it complete (it is then placed first).
        locks = meld is not None and not DEUCE.is_complete(rules, meld.cards)
        if only_touched and (meld is None or meld.id not in touched):
            if locks:
                parts = [Part(part.name, part.choices, part.held, twos_wild=False) for part in parts]
        else:
            choices = deuce_choices(rules, meld, _placed_in(counts, meld), counts.twos, wilds)
            parts.append(Part(_DEUCE_PART, choices, 0, twos_natural=True, twos_wild=False, locks_twos=locks))
    return parts


def _placed_in(counts: TurnCounts, meld: Meld | None) -> int:
    """How many cards this turn has placed in `meld` (0: it did not touch it)."""
    return 0 if meld is None else counts.touched.get(meld.id, 0)


def _plan(counts: TurnCounts, parts: list[Part], chosen: dict[int, tuple[Choice, int]], sums: Sums,
          end: Ending) -> Plan:
    """The placements of the choices that led to `sums`, in an order the judge accepts."""
    wilds, twos = list(counts.wilds), list(counts.twos)
    placements: list[Action] = [Action("meld", (card,)) for card in counts.red_threes[end.red_kept:]]
    next_id = counts.next_id
    order = list(range(len(parts)))
    deuce_first = parts and parts[-1].name == _DEUCE_PART and chosen[order[-1]][0].made is not None
    if deuce_first:
        order = order[-1:] + order[:-1]  # complete, it frees the Twos to be wild cards elsewhere
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
        if choice.start is not None:
            start_naturals, start_wild = choice.start
            placements.append(Action("meld", (*naturals[:start_naturals], *wild_cards[:start_wild])))
            naturals, wild_cards = naturals[start_naturals:], wild_cards[start_wild:]
            meld_id = next_id
            next_id += 1
        else:
            assert meld is not None
            meld_id = meld.id
        for step in choice.steps:
            placements.append(Action("meld", (naturals.pop(0) if step == "n" else wild_cards.pop(0),), meld_id))
    held_wild = wilds + twos
    if end.threes:
        placements.append(Action("meld", (*counts.black_threes[:end.threes], *held_wild[:end.threes_wild])))
        held_wild = held_wild[end.threes_wild:]
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
    """The card the plan discards: a natural kept, else another card, a wild card, a black
    three (which some rules keep in the hand through a first turn while it holds another)."""
    placed = {part.name: chosen[index][0].naturals for index, part in enumerate(parts) if not part.twos_natural}
    for rank, cards in counts.naturals.items():
        left = cards[placed.get(rank, 0):]
        if left:
            return left[-1]
    rules = counts.rules
    for card in (*counts.kept, *reversed(held_wild), *counts.red_threes[:end.red_kept],
                 *counts.black_threes[end.threes:]):
        if not laid_out_three(rules, card):
            return card
    raise AssertionError("an ending by a discard with no card to discard")
