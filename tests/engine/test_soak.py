"""Thousands of random hands: no exception, and never a position without a legal action."""

import pytest

from canasta.engine import Action, GameState
from canasta.simulate import play_hand, random_chooser
from canasta.variants import load_preset

HANDS_PER_SETUP = 240  # 9 set-ups: 2,160 hands in all


@pytest.mark.parametrize("preset", ["classic", "windows", "kanastic"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_hands_never_get_stuck(preset, players):
    rules = load_preset(preset)
    hands = games = 0
    while hands < HANDS_PER_SETUP:
        state = GameState(rules, players, seed=1000 * players + games)
        choosers = [random_chooser(games * 10 + seat) for seat in range(players)]
        while hands < HANDS_PER_SETUP:
            play_hand(state, choosers)  # raises StuckGameError when no action is legal
            hands += 1
            assert state.card_count() == 108
            assert state.check() == []
            if state.is_terminal():
                break
            state.play(Action("deal"))
        games += 1
    assert hands == HANDS_PER_SETUP
