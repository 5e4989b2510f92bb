"""A rollout turn plays what the policy decides, whatever it saves on the way: the plans it
checked on a copy before taking the pile are played as they are, not planned and checked
again, and the turn comes out the same."""

from __future__ import annotations

import random

import pytest

from canasta.ai.policy import HeuristicPolicy, held_plans, plan_holds
from canasta.ai.planning import plan_turn
from canasta.ai.style import ADVANCED, BEGINNER, Style
from canasta.engine import Action, GameState
from canasta.engine.play.actions import TAKE
from canasta.variants import load_preset


class _PlanningAfresh(HeuristicPolicy):
    """The policy as it played before it kept the plans checked for a take: every part
    of the turn planned and checked on the position itself."""

    def _draw(self, state: GameState, rng: random.Random) -> tuple[Action, list[list[Action]]]:
        return super()._draw(state, rng)[0], []


def _position(state: GameState) -> tuple:
    return (state.current, state.phase, [list(hand) for hand in state.hands], list(state.pile),
            [[(meld.kind.name, meld.key, list(meld.cards)) for meld in table] for table in state.tables])


@pytest.mark.parametrize("preset,players", [("classic", 4), ("windows", 2), ("samba", 4)])
@pytest.mark.parametrize("style", [ADVANCED, BEGINNER], ids=["advanced", "beginner"])
def test_a_rollout_plays_the_same_turns_as_one_that_plans_every_part_afresh(preset: str, players: int,
                                                                          style: Style) -> None:
    rules = load_preset(preset)
    takes = 0
    for seed in range(6):
        state = GameState(rules, players, seed=seed)
        fresh = state.clone()
        rng, fresh_rng = random.Random(seed), random.Random(seed)
        while not state.hand_over():
            took = len(state.pile) > 1 and TAKE in state.legal_actions()
            HeuristicPolicy(style).play_turn(state, rng)
            _PlanningAfresh(style).play_turn(fresh, fresh_rng)
            assert _position(state) == _position(fresh)
            takes += took and len(state.pile) <= 1
    assert takes  # the hands took the pile: the plans kept for it were played


def test_the_plans_checked_for_a_take_are_the_take_and_advanced_s_rest_of_the_turn() -> None:
    rules = load_preset("classic")
    for seed in range(40):
        state = GameState(rules, 4, seed=seed)
        policy = HeuristicPolicy(ADVANCED)
        rng = random.Random(seed)
        while not state.hand_over():
            if TAKE in state.legal_actions() and len(state.pile) > 2:
                trial = state.clone()
                trial.apply(TAKE)
                plan = plan_turn(trial, ADVANCED, random.Random(0))
                checked = held_plans(trial, plan)
                assert (checked is not None) == plan_holds(trial, plan)
                if checked is not None:
                    assert checked[0] == plan and len(checked) == 2
                    for part in checked:
                        for action in part:
                            assert trial.explain(action) is None
                            trial.apply(action)
                    assert trial.current_player() != state.current_player() or trial.hand_over()
                    return
            policy.play_turn(state, rng)
    pytest.fail("no pile worth taking in 40 hands")
