"""The counts by kind of meld of what a first meld can still reach (first_meld_reach.py)
say "out of reach" only where the search, without them, finds no way to end the turn; the
quick way to a canasta a stage asks for (canasta_endings.py) is a way the judge accepts,
step by step, to the discard that ends the turn. Checked after every meld a player
could make on random positions of Samba and Chilean (points) and of Brazilian at each of
its canasta stages."""

from __future__ import annotations

import random

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import GameState, Phase, reach
from canasta.engine.canasta_endings import canasta_ending
from canasta.engine.endings import searched_answer
from canasta.engine.first_meld_reach import canasta_in_reach, points_in_reach
from canasta.engine.legality import meld_problem
from canasta.variants import load_preset

from .test_move_list_and_judge import candidates

SEARCH_BUDGET = 3000  # far more than an ending of these hands takes to find
CHECKS = 20  # of each kind, for each game


def first_meld_positions(preset: str, score: int, players: int, seed: int, steps: int = 160):
    """Positions of random play in which the player to move has not melded this hand."""
    state = GameState(load_preset(preset), players, seed=seed)
    state.scores = [score] * state.sides
    rng = random.Random(seed)
    for _ in range(steps):
        if state.hand_over():
            return
        if state.phase == Phase.PLAY and not state.opening and state.taking is None \
                and not state.opened[state.side_of(state.current)]:
            yield state, rng
        state.play(choose_random_action(state.legal_actions(), rng))


def unbounded_search(state: GameState) -> bool:
    """The search's answer without the counts under test (it stops early by them)."""
    saved = reach.canasta_in_reach, reach.points_in_reach
    reach.canasta_in_reach = reach.points_in_reach = lambda *args: True
    try:
        return searched_answer(state, budget=SEARCH_BUDGET)
    finally:
        reach.canasta_in_reach, reach.points_in_reach = saved


@pytest.mark.parametrize("preset, score, players, seed", [
    ("samba", 3000, 2, 11), ("chilean", 7000, 3, 12),
    ("brazilian", 7000, 2, 13), ("brazilian", 8000, 4, 14), ("brazilian", 9000, 3, 15)])
def test_the_counts_and_the_quick_way_agree_with_the_search(preset, score, players, seed):
    looked = {"out of reach": 0, "quick": 0}
    for state, rng in first_meld_positions(preset, score, players, seed):
        melds = [action for action in candidates(state)
                 if action.kind == "meld" and meld_problem(state, action) is None]
        for action in rng.sample(melds, min(len(melds), 4)):
            after = state.clone()
            after.apply(action)
            if after.taking is not None:
                continue
            out_of_reach = not canasta_in_reach(after) or not points_in_reach(after, 0) or (
                not reach.could_go_out(after) and not points_in_reach(after, 2))
            if out_of_reach and looked["out of reach"] < CHECKS:
                looked["out of reach"] += 1
                assert not unbounded_search(after), f"{action}\n{state.to_text()}"
            way = canasta_ending(after)
            if way is not None and looked["quick"] < CHECKS:
                looked["quick"] += 1
                for step in way:  # each step judged: the melds, and the discard that ends the turn
                    assert after.explain(step) is None, f"{action}, {step}\n{state.to_text()}"
                    after.play(step)
                assert after.turn_moves == [] and after.opened[state.side_of(state.current)]
    assert looked["out of reach"] > 0 and (preset != "brazilian" or looked["quick"] > 0), looked
