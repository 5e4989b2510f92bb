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
from canasta.engine import Action, GameState, Phase
from canasta.engine.reach import reach
from canasta.engine.moves.canasta_endings import canasta_ending
from .search_reference import searched_answer
from canasta.engine.reach.first_meld_reach import canasta_in_reach, points_in_reach
from canasta.engine.judge.legality import meld_problem
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
        return searched_answer(state, nodes=SEARCH_BUDGET)
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


def test_a_clean_meld_out_of_reach_is_a_way_the_search_does_not_find_either():
    """Modern American: the melds of a first meld include a clean one (three naturals of a
    rank or more, no wild card). Where none can still be laid, the bound says so, and the
    search without it finds no way to end the turn."""
    looked = 0
    saved = reach._clean_meld_in_reach
    for seed in (21, 22, 23):
        for state, rng in first_meld_positions("modern_american", 0, 4, seed):
            melds = [action for action in candidates(state)
                     if action.kind == "meld" and meld_problem(state, action) is None]
            for action in rng.sample(melds, min(len(melds), 4)):
                after = state.clone()
                after.apply(action)
                hand = reach._Hand(after)
                if after.taking is not None or not after.turn_moves or reach._clean_meld_in_reach(
                        after, after.side_of(after.current), reach._placeable_ranks(after, hand)[0], hand):
                    continue
                looked += 1
                reach._clean_meld_in_reach = lambda *args: True
                try:
                    assert not searched_answer(after, nodes=SEARCH_BUDGET), f"{action}\n{state.to_text()}"
                finally:
                    reach._clean_meld_in_reach = saved
    assert looked > 0


def test_without_three_naturals_of_a_rank_no_first_meld_is_in_reach():
    # Eights and a joker, Queens and a two, Nines and a two would make 140 points, but a
    # first meld needs a clean meld too, and no rank has three naturals: none is offered.
    state = GameState.from_text("""canasta position 1
rules: modern_american
players: 4
phase: play
current: 0
hand 0: 8c 8d JK Qh Qc 2s 9h 9c 2d 4c 5d
hand 1: 4d 5d 6d 8d 9d Td Jd Qd Kd 4h 5h 6h 8h
hand 2: 4d 5d 6d 8d 9d Td Jd Qd Kd 4h 5h 6h 8h
hand 3: 4d 5d 6d 8d 9d Td Jd Qd Kd 4h 5h 6h 8h
stock: 4s 5s 6s 8s 9s Ts Js Qs Ks 4c 5c 6c
pile: 6h
""", rules=load_preset("modern_american"))
    after = state.clone()
    after.apply(Action.parse("meld 8c 8d JK"))
    hand = reach._Hand(after)
    assert not reach._clean_meld_in_reach(after, 0, reach._placeable_ranks(after, hand)[0], hand)
    assert not reach.first_meld_in_reach(after, may_go_out=False)
    assert not any(action.kind == "meld" for action in state.legal_actions())
