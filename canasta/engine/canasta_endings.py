"""A quick way to end a first-meld turn that must complete a canasta (first_meld.py):
make the likeliest group a canasta, add melds until the stage's points are reached,
keep two cards and discard one. Each meld is one the judge's meld rules accept, and the
end of the turn is the judge's own check, so a "yes" is a way that exists; a "no" only
means "search" (endings.py), which would otherwise try every way of placing the cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import legality  # the judge asks the search, which asks here: a module, read when asked
from .actions import Action
from .first_meld_reach import canasta_prospects
from .first_meld import canasta_counts, canasta_made
from .meld_kinds import GROUP, THREES, count_wild
from .this_turn import going_out_only

if TYPE_CHECKING:
    from .cards import Card
    from .state import GameState
    from .table import Meld

KEPT = 2  # cards the hand keeps: one to discard, one to hold


def surely_ends_with_canasta(state: GameState) -> bool:
    """A quick test that is enough, though not needed, for a turn whose first meld must
    complete a canasta to end with a discard (see the module's docstring)."""
    rules = state.rules
    side = state.side_of(state.current)
    table = state.tables[side]
    if (state.opened[side] or state.taking is not None or state.permission is True or state.opening
            or state.pickup or table.has(THREES) or going_out_only(state)):
        return False
    wanted = rules.minimum_for(state.scores[side]).canasta
    if wanted is None:
        return False
    if canasta_made(rules, wanted, table):
        trial = state.clone()
        return _reach_points(trial, None) and _ends(trial)
    prospects = canasta_prospects(state)
    if not prospects:
        return False
    naturals = _naturals_by_rank(state)
    ranks = sorted((key for key in prospects if key in naturals), key=lambda rank: -len(naturals[rank]))
    for rank in ranks[:2]:
        trial = state.clone()
        canasta = _complete_group(trial, rank, wanted)
        if canasta is not None and _reach_points(trial, canasta) and _ends(trial):
            return True
    return False


def _naturals_by_rank(state: GameState) -> dict[str, list[Card]]:
    natural = state.rules.card_kinds.natural
    by_rank: dict[str, list[Card]] = {}
    for card in state.hands[state.current]:
        if natural[card.code]:
            by_rank.setdefault(card.rank, []).append(card)
    return by_rank


def _wilds(state: GameState) -> list[Card]:
    """The wild cards in hand, dearest first (they bring the most points)."""
    rules = state.rules
    return sorted((card for card in state.hands[state.current] if rules.is_wild(card)), key=rules.value_of,
                  reverse=True)


def _play(state: GameState, action: Action) -> bool:
    """Play the meld `action` when the judge's meld rules accept it and two cards stay."""
    if len(state.hands[state.current]) - len(action.cards) < KEPT or legality.meld_problem(state, action):
        return False
    state.apply(action)
    return True


def _new_group(state: GameState, naturals: list[Card], wilds: list[Card]) -> Meld | None:
    """A new group of `naturals` (with wild cards where they are too few to start one)."""
    rules = state.rules
    start = naturals[:rules.meld_min_cards]
    start += wilds[:rules.meld_min_cards - len(start)]
    if len(start) < rules.meld_min_cards or not _play(state, Action("meld", tuple(start))):
        return None
    meld = state.tables[state.side_of(state.current)].by_id(state.turn_moves[-1][0])
    for card in naturals[len(start):]:
        _play(state, Action("meld", (card,), meld.id))
    return meld


def _complete_group(state: GameState, rank: str, wanted: str) -> Meld | None:
    """The side's group of `rank` (its fullest, or a new one) made the canasta `wanted`
    asks for, or None."""
    rules = state.rules
    table = state.tables[state.side_of(state.current)]
    natural_only = wanted == "natural"
    groups = [meld for meld in table if meld.kind is GROUP and meld.key == rank
              and not (natural_only and count_wild(rules, meld.cards))]
    naturals = _naturals_by_rank(state).get(rank, [])
    wilds = [] if natural_only else _wilds(state)
    if groups:
        meld = max(groups, key=lambda group: len(group.cards))
        for card in naturals:
            _play(state, Action("meld", (card,), meld.id))
    else:
        meld = _new_group(state, naturals, wilds)
        if meld is None:
            return None
    for wild in _wilds(state) if not natural_only else ():
        if meld.kind.is_complete(rules, meld.cards):
            break
        _play(state, Action("meld", (wild,), meld.id))
    return meld if canasta_counts(rules, wanted, meld) else None


def _reach_points(state: GameState, canasta: Meld | None) -> bool:
    """Melds of the naturals left (new groups of three or more, cards onto the side's
    groups), then wild cards onto groups with room, until the first meld's points are reached."""
    side = state.side_of(state.current)
    need = state.first_meld_need(side)
    value = state.rules.value_of
    by_value = sorted(_naturals_by_rank(state).items(), key=lambda item: -sum(map(value, item[1])))
    for rank, cards in by_value:
        if state.turn_points() >= need:
            return True
        group = next((meld for meld in state.tables[side] if meld.kind is GROUP and meld.key == rank), None)
        if group is not None:
            for card in cards:
                _play(state, Action("meld", (card,), group.id))
        elif len(cards) >= state.rules.meld_min_cards:
            _new_group(state, cards, [])
    for wild in _wilds(state):
        if state.turn_points() >= need:
            return True
        for meld in state.tables[side]:
            if meld is not canasta and meld.kind is GROUP and _play(state, Action("meld", (wild,), meld.id)):
                break
    return state.turn_points() >= need


def _ends(state: GameState) -> bool:
    """Whether the turn, as placed, ends with a discard the judge accepts."""
    hand = state.hands[state.current]
    return (len(hand) >= KEPT and any(not card.is_red_three for card in hand)
            and legality.end_problem(state, False) is None)
