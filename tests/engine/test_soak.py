"""Thousands of random hands: no exception, and never a position without a legal action."""

import pytest

from canasta.engine import Action, GameState
from canasta.simulate import play_hand, random_chooser
from canasta.variants import load_preset

# Classic and Windows with 2, 3 and 4 players: 6 x 340 = 2,040 hands; Kanastic 3 x 240 more.
HANDS_PER_SETUP = {"classic": 340, "windows": 340, "kanastic": 240}


@pytest.mark.parametrize("preset", ["classic", "windows", "kanastic"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_hands_never_get_stuck(preset, players):
    rules = load_preset(preset)
    wanted = HANDS_PER_SETUP[preset]
    hands = games = 0
    while hands < wanted:
        state = GameState(rules, players, seed=1000 * players + games)
        choosers = [random_chooser(games * 10 + seat) for seat in range(players)]
        while hands < wanted:
            play_hand(state, choosers)  # raises StuckGameError when no action is legal
            hands += 1
            assert state.card_count() == 108
            assert state.check() == []
            if state.is_terminal():
                break
            state.play(Action("deal"))
        games += 1
    assert hands == wanted
