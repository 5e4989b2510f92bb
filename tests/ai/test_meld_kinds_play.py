"""The computer players over melds of every kind: the test-only rule set's runs, wild
melds and several groups of one rank (tests/engine/presets/kernel_test.yaml) for two to
six seats, and Kanastic's golden suit, all found by asking the meld kinds."""

from __future__ import annotations

import random
import textwrap
from pathlib import Path

import pytest

from canasta.ai.expert import ExpertPlayer
from canasta.ai.planning import plan_turn
from canasta.ai.player import make_player
from canasta.ai.policy import plan_holds
from canasta.ai.style import ADVANCED
from canasta.engine import GameState
from canasta.variants.registry import load_rules_file

from .positions import STOCK, position

KERNEL_TEST = load_rules_file(Path(__file__).parents[1] / "engine" / "presets" / "kernel_test.yaml")


def kernel_position(text: str) -> GameState:
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\nrules: kernel_test\n{body}\n", rules=KERNEL_TEST)


def play_one_hand(state: GameState, players: list) -> GameState:
    while not state.hand_over():
        seat = state.current_player()
        observation = state.observation(seat)
        action = players[seat].choose(observation)
        assert action in observation.legal_actions, f"illegal '{action}' in\n{state.to_text()}"
        state.apply(action)
    return state


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_beginner_and_advanced_play_a_hand_of_runs_and_wild_melds(seats: int) -> None:
    for hand in range(2):
        state = GameState(KERNEL_TEST.replace({"players": seats}), seats, seed=31 * hand + seats)
        levels = [make_player(("advanced", "beginner")[(seat + hand) % 2], 10 * hand + seat) for seat in range(seats)]
        play_one_hand(state, levels)


def test_expert_plays_a_hand_of_runs_and_wild_melds() -> None:
    state = GameState(KERNEL_TEST, 4, seed=5)
    levels = [ExpertPlayer(seat, time_budget=None, samples=2) for seat in range(4)]
    play_one_hand(state, levels)


def test_a_run_in_hand_is_melded_as_a_run_of_its_suit() -> None:
    state = kernel_position(f"""
        players: 2
        phase: play
        current: 0
        hand 0: 5h 6h 7h 8h Kc Qd 9s
        table 0: 9: 9c 9d 9h
        opened 0: yes
        hand 1: 4c 4d 6c 6d 7s 7c Ac
        stock: {STOCK}
        pile: 4s
    """)
    plan = plan_turn(state, ADVANCED, random.Random(0))
    assert plan_holds(state, plan)
    assert [str(action) for action in plan[:3]] == ["meld 5h 6h 7h", "meld 8h to #2", "meld 9s to #1"]


def test_three_gold_cards_in_a_row_open_with_a_golden_suit() -> None:
    state = position("kanastic", f"""
        players: 2
        phase: play
        current: 0
        hand 0: 5g 6g 7g 8g 9c Qd Kc
        hand 1: 4c 4d 6c 6d 7s 7c Ac
        stock: {STOCK}
        pile: 4s
    """)
    plan = plan_turn(state, ADVANCED, random.Random(0))
    assert plan_holds(state, plan)
    assert [str(action) for action in plan[:2]] == ["meld 5g 6g 7g", "meld 8g to #1"]
