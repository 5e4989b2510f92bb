"""Reading a plan back from the sums: the placements of the choices that led to a sum,
with the hand's own cards and the ids the melds will have, in an order the judge accepts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..play.actions import Action
from ..cards.cards import NATURAL_RANKS, Card
from .counts import the_gathering_kind
from .plan import Plan
from .turn_end import allowed_from

if TYPE_CHECKING:
    from ..melds.table import Meld
    from .counts import TurnCounts
    from .groups import Choice
    from .runs import TableRun
    from .sums import Part
    from .turn_end import Ending

WILD_PART, DEUCE_PART = "W", "2"


class _Ids:
    """The ids of the side's melds as the placements go: a new meld takes the one after
    the last, and a merge takes the joining meld's id off the table (table.py)."""

    def __init__(self, ids: tuple[int, ...]):
        self.ids = list(ids)

    def new(self) -> int:
        meld_id = self.ids[-1] + 1 if self.ids else 1
        self.ids.append(meld_id)
        return meld_id

    def merged(self, joining: int) -> None:
        self.ids.remove(joining)


def build_plan(counts: TurnCounts, parts: list[Part], chosen: dict, runs: dict[str, list[TableRun]],
               end: Ending) -> Plan:
    """The placements of the choices that led to a sum (`chosen`: by part, and the runs
    closed at each rank, runs.py), then the ending."""
    wilds, twos = list(counts.wilds), list(counts.twos)
    placements: list[Action] = [Action("meld", (card,)) for card in counts.red_threes[end.red_kept:]]
    ids = _Ids(counts.meld_ids)
    naturals = {rank: list(cards) for rank, cards in counts.naturals.items()}
    for key in sorted((key for key in chosen if isinstance(key, tuple) and key[0] == "run"), key=lambda key: key[1]):
        for closed in chosen[key][0]:
            placements += _run_placements(closed, runs, naturals, ids)
    # The naturals a gathering meld takes (gathered.py) leave their ranks first.
    gathered = []
    for key in chosen:
        if isinstance(key, tuple) and key[0] == "gather":
            rank = NATURAL_RANKS[key[1]]
            card = next(card for card in naturals[rank] if the_gathering_kind(counts.rules).gathers(card))
            naturals[rank].remove(card)
            gathered.append(card)
    # A meld of Twos or of wild cards that locks the others' wild cards goes first where it
    # ends complete (which frees them), last where it does not (they come before it).
    first = [index for index, part in enumerate(parts)
             if (part.twos_natural or part.locks_wild) and index in chosen and chosen[index][0].made is not None]
    order = first + [index for index in range(len(parts)) if index not in first and index in chosen]
    for index in order:
        part = parts[index]
        choice, wild_twos = chosen[index]
        if not (choice.naturals or choice.wild or choice.script):
            continue
        if part.twos_natural:
            held = [twos.pop(0) for _ in range(choice.naturals)]
            wild_cards = [wilds.pop(0) for _ in range(choice.wild)]
        else:
            held = naturals.get(part.name, [])[:choice.naturals]
            del naturals.get(part.name, [])[:choice.naturals]
            wild_cards = [wilds.pop(0) for _ in range(choice.wild - wild_twos)] + \
                [twos.pop(0) for _ in range(wild_twos)]
        if choice.script:
            placements += _scripted(choice, _melds_of(counts, part.name), held, wild_cards, ids)
        else:
            placements += _laid(choice, _meld_of(counts, part.name), held, wild_cards, ids)
    if ("gathered",) in chosen:
        more = chosen[("gathered",)][0]
        placements += _gathered_placements(counts, gathered, [twos.pop(0) for _ in range(more)], ids)
    held_wild = wilds + twos
    if end.threes:
        placements.append(Action("meld", (*counts.black_threes[:end.threes], *held_wild[:end.threes_wild])))
        held_wild = held_wild[end.threes_wild:]
    if end.foot:
        return Plan(tuple(placements), None)  # the last placement brings in the foot
    kept = [card for rank in counts.naturals for card in reversed(naturals[rank])]
    action = end.action or Action("discard", (_discard(counts, parts, chosen, kept, held_wild, end),))
    return Plan(tuple(placements), action)


def _laid(choice: Choice, meld: Meld | None, naturals: list[Card], wild_cards: list[Card], ids: _Ids) -> list[Action]:
    """A rank's cards into its group (or a new one), then the new groups that follow it
    (open_groups.py), each started once the one before is complete."""
    placements = []
    for start, steps in ((choice.start, choice.steps), *choice.more):
        if start is not None:
            start_naturals, start_wild = start
            placements.append(Action("meld", (*naturals[:start_naturals], *wild_cards[:start_wild])))
            naturals, wild_cards = naturals[start_naturals:], wild_cards[start_wild:]
            meld_id = ids.new()
        else:
            assert meld is not None
            meld_id = meld.id
        for step in steps:
            placements.append(Action("meld", (naturals.pop(0) if step == "n" else wild_cards.pop(0),), meld_id))
    return placements


def _scripted(choice: Choice, melds: list[Meld], naturals: list[Card], wild_cards: list[Card],
              ids: _Ids) -> list[Action]:
    """The placements and merges of a choice's script (many_groups.py)."""
    placements = []
    new_ids: dict[int, int] = {}
    for step in choice.script:
        if step[0] == "merge":
            into, joining = melds[step[1]].id, melds[step[2]].id
            placements.append(Action("merge", (), into, joining))
            ids.merged(joining)
        elif step[0] == "new":
            _, index, count, wild = step
            placements.append(Action("meld", (*[naturals.pop(0) for _ in range(count)],
                                              *[wild_cards.pop(0) for _ in range(wild)])))
            new_ids[index] = ids.new()
        else:
            _, (where, index), card = step
            meld_id = melds[index].id if where == "t" else new_ids[index]
            placements.append(Action("meld", (naturals.pop(0) if card == "n" else wild_cards.pop(0),), meld_id))
    return placements


def _run_placements(closed: tuple[str, int, int, int], runs: dict[str, list[TableRun]], naturals: dict[str, list[Card]],
                    ids: _Ids) -> list[Action]:
    """The cards of a run the sums closed: a new run of three and the cards above it, or
    the cards below a run of the table (downwards) and above it."""
    suit, low, origin, high = closed

    def card_at(index: int) -> Card:
        cards = naturals[NATURAL_RANKS[index]]
        card = next(card for card in cards if card.suit == suit)
        cards.remove(card)
        return card

    if origin < 0:
        meld_id = ids.new()
        placements = [Action("meld", tuple(card_at(index) for index in range(low, low + 3)))]
        return placements + [Action("meld", (card_at(index),), meld_id) for index in range(low + 3, high + 1)]
    run = runs[suit][origin]
    below = [Action("meld", (card_at(index),), run.meld.id) for index in range(run.low - 1, low - 1, -1)]
    return below + [Action("meld", (card_at(index),), run.meld.id) for index in range(run.high + 1, high + 1)]


def _gathered_placements(counts: TurnCounts, cards: list[Card], wild_cards: list[Card], ids: _Ids) -> list[Action]:
    """The cards of the meld that gathers ranks (a golden suit), as its kind lets them join:
    a new one of its first cards (the lowest) with the wild cards it needs to be a meld,
    then the other wild cards, then its cards from the nearest out (each joins at an end)."""
    rules = counts.rules
    kind = the_gathering_kind(rules)
    cards = sorted(cards, key=lambda card: NATURAL_RANKS.index(card.rank))
    placements = []
    meld = counts.gathered
    if meld is None:
        start = cards[:kind.gather_start]
        needed = next(count for count in range(len(wild_cards) + 1)
                      if kind.problem(rules, kind.one_key, start + wild_cards[:count], new=True) is None)
        placements.append(Action("meld", (*start, *wild_cards[:needed])))
        meld_id = ids.new()
        row = start + wild_cards[:needed]
        cards, wild_cards = cards[kind.gather_start:], wild_cards[needed:]
    else:
        meld_id, row = meld.id, list(meld.cards)
    for card in wild_cards:
        placements.append(Action("meld", (card,), meld_id))
        row.append(card)
    while cards:
        card = next(card for card in cards if kind.fits(rules, kind.one_key, row, card))
        placements.append(Action("meld", (card,), meld_id))
        row.append(card)
        cards.remove(card)
    return placements


def _meld_of(counts: TurnCounts, name: str) -> Meld | None:
    if name == WILD_PART:
        return counts.wild_meld
    if name == DEUCE_PART:
        return counts.deuce_meld
    return counts.groups.get(name)


def _melds_of(counts: TurnCounts, name: str) -> list[Meld]:
    return counts.wild_melds if name == WILD_PART else counts.rank_groups.get(name, [])


def _discard(counts: TurnCounts, parts: list[Part], chosen: dict, naturals: list[Card], held_wild: list[Card],
             end: Ending) -> Card:
    """The card the plan discards: one the rules let go from the hand it leaves, a natural
    first, else another card, a wild card, a black three."""
    held = [*naturals, *counts.kept, *reversed(held_wild), *counts.red_threes[:end.red_kept],
            *counts.black_threes[end.threes:]]
    dead = counts.dead
    if counts.rules.dead_completed_ranks:
        dead = dead | {part.name for index, part in enumerate(parts)
                       if index in chosen and (chosen[index][0].made is not None or chosen[index][0].completed)}
    for card in held:
        if allowed_from(counts, held, card, dead):
            return card
    raise AssertionError("an ending by a discard with no card to discard")
