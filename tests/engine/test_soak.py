"""Thousands of random hands: no exception, and never a position without a legal action."""

import pytest

from canasta.engine import Action, GameState
from canasta.simulate import play_game, play_hand, random_chooser
from canasta.variants import load_preset
from canasta.variants.house_rules import rules_named

# A fixed-seed sample: 200 hands of classic's and Windows' for each player count, 100 of
# Kanastic's (a random Kanastic hand costs about five times a classic one: 200 for each
# count took 21 s of CPU, the most of this file), 20 of Samba's longer ones, 10 each of Bolivia's, Brazilian's, Chilean's, Italian's and Hand and Foot's,
# 30 of Modern American's with four players, the one count it allows, 30 each of Cuban's,
# Uruguayan's and British's, 30 of classic's with every house rule on (bench/soak.py plays
# 2,000 a preset on new seeds every run).
HANDS_PER_SETUP = {"classic": 200, "windows": 200, "kanastic": 100, "samba": 20, "bolivia": 10, "brazilian": 10,
                   "chilean": 10, "italian": 10, "hand_and_foot": 10, "modern_american": 30,
                   "cuban": 30, "uruguayan": 30, "british": 30, "classic+house": 30}
SETUPS = [(preset, players) for preset in HANDS_PER_SETUP for players in rules_named(preset).player_counts]
# Five and six seats: a quarter as many hands (at least 5), six seated both ways where the
# preset allows both (odd games in the other way).
FIVE_AND_SIX_SHARE = 4


@pytest.mark.parametrize("preset, players", SETUPS)
def test_random_hands_never_get_stuck(preset, players):
    wanted = HANDS_PER_SETUP[preset] if players <= 4 else max(5, HANDS_PER_SETUP[preset] // FIVE_AND_SIX_SHARE)
    hands = games = 0
    while hands < wanted:
        rules = rules_named(preset)
        if players == 6:
            choices = rules.six_player_side_choices
            rules = rules.replace({"six_player_sides": choices[games % len(choices)]})
        state = GameState(rules, players, seed=1000 * players + games)
        choosers = [random_chooser(games * 10 + seat) for seat in range(players)]
        while hands < wanted:
            play_hand(state, choosers)  # raises StuckGameError when no action is legal
            hands += 1
            assert state.card_count() == rules.deck_spec.size(players) == 54 * rules.packs[players]
            assert state.check() == []
            if state.is_terminal():
                break
            state.play(Action("deal"))
        games += 1
    assert hands == wanted


# The games in which random play once got stuck or ran to the action cap (a red three
# taken with the pile, a picked-up pile of one card, a "yes" to "May I go out?" that was
# never unwound), played again on the same seeds.
@pytest.mark.parametrize("preset, players, seed, hands", [
    ("classic", 4, 1276, 30), ("classic", 3, 361, 12), ("kanastic", 3, 7, 60),
    ("classic", 4, 1043, 20), ("windows", 4, 656, 20), ("kanastic", 4, 2, 20), ("kanastic", 4, 5, 20)])
def test_the_seeds_that_once_got_stuck_play_through(preset, players, seed, hands):
    summary = play_game(load_preset(preset), players, seed, max_hands=hands)
    assert summary.stopped is None, str(summary.stopped)
