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
from ..cards import Card
from ..deuce_meld import DEUCE
from ..discards import laid_out_three
from ..meld_kinds import WILD
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
    counts = turn_counts(state, going_out)
    if counts.broken:
        return None
    parts = _parts(counts)
    sums = add_up(counts, parts)
    # Those that place fewer wild cards first, and keep more naturals: the likelier plan.
    for key in sorted(sums, key=lambda key: (key[0] + key[1], -key[2])):
        found = ending(counts, key, sums[key][0])
        if found is not None:
            return _plan(counts, parts, read_back(sums[key]), key, found)
    return None


def _parts(counts: TurnCounts) -> list[Part]:
    """The ranks (and the melds of wild cards and of Twos) with the ways each can end the
    turn; the meld of Twos last, where what it ends as decides whether Twos may be wild."""
    rules = counts.rules
    wilds = counts.wilds
    all_wild = wilds + counts.twos
    parts = []
    for rank in sorted(set(counts.naturals) | set(counts.groups)):
        meld = counts.groups.get(rank)
        naturals = counts.naturals.get(rank, ())
        choices = group_choices(rules, rank, meld, _placed_in(counts, meld), naturals, all_wild)
        parts.append(Part(rank, choices, len(naturals)))
    if WILD in rules.kinds and (all_wild or counts.wild_meld is not None):
        meld = counts.wild_meld
        parts.append(Part(_WILD_PART, wild_meld_choices(rules, meld, _placed_in(counts, meld), all_wild), 0))
    if DEUCE in rules.kinds and (counts.twos or counts.deuce_meld is not None):
        meld = counts.deuce_meld
        choices = deuce_choices(rules, meld, _placed_in(counts, meld), counts.twos, wilds)
        # While the meld of Twos on the table is not complete, Twos go into no other meld:
        # those placed as wild cards need it complete (it is then placed first).
        locks = meld is not None and not DEUCE.is_complete(rules, meld.cards)
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
    for index, part in enumerate(parts):
        if not part.twos_natural:
            left = counts.naturals.get(part.name, ())[chosen[index][0].naturals:]
            if left:
                return left[-1]
    rules = counts.rules
    for card in (*counts.kept, *reversed(held_wild), *counts.red_threes[:end.red_kept],
                 *counts.black_threes[end.threes:]):
        if not laid_out_three(rules, card):
            return card
    raise AssertionError("an ending by a discard with no card to discard")
