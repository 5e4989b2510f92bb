"""Expert's view of the foot in Hand and Foot: a plan that melds the whole hand to pick
up the foot at once, and an unplayed foot that counts against its side."""

from __future__ import annotations

import random

from canasta.ai.candidate_plans import turn_candidates
from canasta.ai.side_value import sampled_value
from canasta.ai.going_out import melding_into_foot
from canasta.ai.policy import plan_holds
from canasta.ai.style import ADVANCED
from canasta.ai.workbench import Workbench
from canasta.engine import GameState, Phase

from .positions import position

FOOT = "foot 0: Kc Kd Ks 5c 5d 6h 8s 9s Tc Jc Qc"


def hand_and_foot(hand: str, foot: str = FOOT) -> GameState:
    """Four players, the first seat (its side has melded) to play its turn with `hand`."""
    return position("hand_and_foot", f"""
        players: 4
        phase: play
        current: 0
        opened 0: yes
        hand 0: {hand}
        {foot}
        table 0: 7: 7c 7d 7h
        hand 2: 4c 4d 4h
        stock: 4h 5h 6h 7h 8h 9h
        pile: 9c
    """)


def test_a_hand_that_melds_whole_brings_in_the_foot_at_once_and_the_turn_goes_on() -> None:
    state = hand_and_foot("7s Qh Qd Qs 2c")
    into = melding_into_foot(Workbench.of(state, 0), state)
    assert into is not None and not into.hand
    assert plan_holds(state, into.actions)
    for action in into.actions:
        state.apply(action)
    assert len(state.hands[0]) == 11 and not state.feet[0]
    assert state.current == 0 and state.phase == Phase.PLAY


def test_expert_compares_melding_into_the_foot_with_keeping_a_card_to_discard() -> None:
    state = hand_and_foot("7s Qh Qd Qs 2c")
    plans = turn_candidates(state, ADVANCED, random.Random(0), discards=5, wide=True)
    assert any(plan[-1].kind == "meld" for plan in plans), "a plan that ends by bringing in the foot"
    assert any(plan[-1].kind == "discard" for plan in plans)


def test_a_card_no_meld_takes_keeps_the_foot_down() -> None:
    state = hand_and_foot("5s Qh Qd Qs")
    assert melding_into_foot(Workbench.of(state, 0), state) is None


def test_without_a_foot_down_there_is_no_such_plan() -> None:
    state = hand_and_foot("7s Qh Qd Qs 2c", foot="")
    assert melding_into_foot(Workbench.of(state, 0), state) is None


def test_an_unplayed_foot_counts_against_its_side() -> None:
    light = hand_and_foot("5s", foot="foot 0: 4c")
    heavy = hand_and_foot("5s", foot="foot 0: 4c JK JK Ac")
    assert sampled_value(heavy, 0) < sampled_value(light, 0)
    assert sampled_value(heavy, 1) == sampled_value(light, 1)
