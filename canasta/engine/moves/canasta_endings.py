"""A quick way to end a first-meld turn that must complete a canasta (first_meld.py):
make the likeliest group a canasta, add melds until the stage's points are reached,
keep two cards and discard one. Each meld is one the judge's meld rules accept, and the
end of the turn is the judge's own check, so a "yes" is a way that exists; a "no" only
means "search" (endings.py), which would otherwise try every way of placing the cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..judge import legality  # the judge asks the search, which asks here: a module, read when asked
from ..play.actions import Action
from ..reach.first_meld_reach import canasta_prospects
from ..state.first_meld import canasta_counts, canasta_made
from ..melds.meld_kinds import GROUP, THREES, count_wild
from ..state.this_turn import going_out_only

if TYPE_CHECKING:
    from ..cards.cards import Card
    from ..game.state import GameState
    from ..melds.table import Meld

KEPT = 2  # cards the hand keeps: one to discard, one to hold


def surely_ends_with_canasta(state: GameState) -> bool:
    """A quick test that is enough, though not needed, for a turn whose first meld must
    complete a canasta to end with a discard (see the module's docstring)."""
    return canasta_ending(state) is not None


def canasta_ending(state: GameState) -> list[Action] | None:
    """The melds and the discard of the quick way (see the module's docstring) to end a
    turn whose first meld must complete a canasta, or None where it finds none."""
    rules = state.rules
    side = state.side_of(state.current)
    table = state.tables[side]
    if (state.opened[side] or state.taking is not None or state.permission is True or state.opening
            or not rules.quick_tests_hold
            or state.pickup or table.has(THREES) or going_out_only(state)):
        return None
    wanted = state.meld_requirement(side).canasta
    if wanted is None:
        return None
    if canasta_made(rules, wanted, table):
        trial = _Trial(state)
        return trial.ending() if trial.reach_points(None) else None
    prospects = canasta_prospects(state)
    if not prospects:
        return None
    naturals = _naturals_by_rank(state)
    ranks = sorted((key for key in prospects if key in naturals), key=lambda rank: -len(naturals[rank]))
    for rank in ranks[:2]:
        trial = _Trial(state)
        canasta = trial.complete_group(rank, wanted)
        if canasta is not None and trial.reach_points(canasta):
            ending = trial.ending()
            if ending is not None:
                return ending
    return None


def _naturals_by_rank(state: GameState) -> dict[str, list[Card]]:
    natural = state.rules.card_kinds.natural
    by_rank: dict[str, list[Card]] = {}
    for card in state.hands[state.current]:
        if natural[card.code]:
            by_rank.setdefault(card.rank, []).append(card)
    return by_rank


class _Trial:
    """A copy of the position the quick way places cards on, and the actions it played."""

    def __init__(self, state: GameState):
        self.state = state.clone()
        self.actions: list[Action] = []

    def wilds(self) -> list[Card]:
        """The wild cards in hand, dearest first (they bring the most points)."""
        rules = self.state.rules
        return sorted((card for card in self.state.hands[self.state.current] if rules.is_wild(card)),
                      key=rules.value_of, reverse=True)

    def play(self, action: Action) -> bool:
        """Play the meld `action` when the judge's meld rules accept it and two cards stay."""
        state = self.state
        if len(state.hands[state.current]) - len(action.cards) < KEPT or legality.meld_problem(state, action):
            return False
        state.apply(action)
        self.actions.append(action)
        return True

    def new_group(self, naturals: list[Card], wilds: list[Card]) -> Meld | None:
        """A new group of `naturals` (with wild cards where they are too few to start one)."""
        state = self.state
        size = state.rules.meld_min_cards
        start = naturals[:size]
        start += wilds[:size - len(start)]
        if len(start) < size or not self.play(Action("meld", tuple(start))):
            return None
        meld = state.tables[state.side_of(state.current)].by_id(state.turn_moves[-1][0])
        assert meld is not None
        for card in naturals[len(start):]:
            self.play(Action("meld", (card,), meld.id))
        return meld

    def complete_group(self, rank: str, wanted: str) -> Meld | None:
        """The side's group of `rank` (its fullest, or a new one) made the canasta `wanted`
        asks for, or None."""
        state = self.state
        rules = state.rules
        table = state.tables[state.side_of(state.current)]
        natural_only = wanted == "natural"
        groups = [meld for meld in table if meld.kind is GROUP and meld.key == rank
                  and not (natural_only and count_wild(rules, meld.cards))]
        naturals = _naturals_by_rank(state).get(rank, [])
        if groups:
            meld = max(groups, key=lambda group: len(group.cards))
            for card in naturals:
                self.play(Action("meld", (card,), meld.id))
        else:
            found = self.new_group(naturals, [] if natural_only else self.wilds())
            if found is None:
                return None
            meld = found
        for wild in () if natural_only else self.wilds():
            if meld.kind.is_complete(rules, meld.cards):
                break
            self.play(Action("meld", (wild,), meld.id))
        return meld if canasta_counts(rules, wanted, meld) else None

    def reach_points(self, canasta: Meld | None) -> bool:
        """Melds of the naturals left (new groups of three or more, cards onto the side's
        groups), then wild cards onto groups with room, until the first meld's points are
        reached."""
        state = self.state
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
                    self.play(Action("meld", (card,), group.id))
            elif len(cards) >= state.rules.meld_min_cards:
                self.new_group(cards, [])
        for wild in self.wilds():
            if state.turn_points() >= need:
                return True
            for meld in state.tables[side]:
                if meld is not canasta and meld.kind is GROUP and self.play(Action("meld", (wild,), meld.id)):
                    break
        return state.turn_points() >= need

    def ending(self) -> list[Action] | None:
        """The actions played and a discard that ends the turn, as the judge accepts it, or None."""
        state = self.state
        hand = state.hands[state.current]
        if len(hand) < KEPT or legality.end_problem(state, False) is not None:
            return None
        card = next((card for card in hand if not card.is_red_three), None)
        return None if card is None else self.actions + [Action("discard", (card,))]
