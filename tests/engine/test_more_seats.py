"""The engine plays five and six seats where the rules allow them: random hands on a
test rule set that does, with every check holding at every step."""

import random

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, GameState, Rules

HANDS = 20


def rules_for_up_to_six(partnerships: bool, six_player_sides: str) -> Rules:
    """Classic rules, played by 2 to 6 (six in partnerships as `six_player_sides` says)."""
    return Rules.from_options({"name": "six", "player_counts": [2, 3, 4, 5, 6], "partnerships": partnerships,
                               "six_player_side_choices": ["two_of_three", "three_of_two"],
                               "six_player_sides": six_player_sides})


# Five in partnerships: a side of three, one of whom sits each hand out, against a side of two.
@pytest.mark.parametrize("players, partnerships, six_player_sides, sides", [
    (5, True, "three_of_two", 2), (6, True, "three_of_two", 3), (6, True, "two_of_three", 2),
    (6, False, "three_of_two", 6)])
def test_random_hands_with_five_and_six_seats_keep_every_check(players, partnerships, six_player_sides, sides):
    rules = rules_for_up_to_six(partnerships, six_player_sides)
    state = GameState(rules, players, seed=players)
    assert state.sides == sides
    rng = random.Random(players)
    hands = 0
    while hands < HANDS and not state.is_terminal():
        if state.hand_over():
            state.play(Action("deal"))
        assert state.check() == []
        while not state.hand_over():
            state.play(choose_random_action(state.legal_actions(), rng))
            assert state.card_count() == state.deck_size == 108
            assert state.check() == []
        hands += 1
        assert len(state.hand_results[-1].sides) == sides
    assert hands == HANDS or state.is_terminal()

