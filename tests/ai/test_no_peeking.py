"""No level peeks: a choice depends only on what the seat to move may see.

For each position, two states are built that share the observation of the seat to
move but differ in every hidden card (the other hands and the stock, dealt again at
random), and a fresh player of each level must choose the same action in both.
"""

from __future__ import annotations

import random

import pytest

from canasta.ai.expert import ExpertPlayer
from canasta.ai.player import LEVELS, make_player
from canasta.engine import GameState
from canasta.engine.game.unseen_deal import determinize
from canasta.variants import available_presets, load_preset

from .positions import random_positions

# Every preset at its usual number of players (Italian's cards face down under the pile,
# Hand and Foot's feet, Cuban's black threes set aside), and a few other numbers.
SETUPS = [(name, load_preset(name).players) for name in available_presets()] + \
    [("classic", 3), ("classic", 2), ("hand_and_foot", 6), ("bwc", 2), ("classic", 5), ("classic", 6),
     ("samba", 6)]


def fresh_player(level: str):
    if level == "expert":
        return ExpertPlayer(11, time_budget=None, samples=3)
    return make_player(level, 11)


def hidden_cards(state: GameState, seat: int) -> list:
    return ([list(hand) for other, hand in enumerate(state.hands) if other != seat] + [list(state.stock)]
            + [list(state.pile_under)]  # Italian's pozzo: the cards face down under the pile
            + [list(foot) for foot in state.feet])  # Hand and Foot's feet, which nobody sees


def seen_alike(first: GameState, second: GameState, seat: int) -> bool:
    a, b = first.observation(seat), second.observation(seat)
    return (a.hand == b.hand and a.tables == b.tables and a.pile == b.pile and a.known == b.known
            and a.hand_sizes == b.hand_sizes and a.stock_size == b.stock_size
            and a.legal_actions == b.legal_actions)


@pytest.mark.parametrize("preset,players", SETUPS)
@pytest.mark.parametrize("level", LEVELS)
def test_choice_ignores_hidden_cards(level: str, preset: str, players: int) -> None:
    count = 5 if level == "expert" else 25
    differed = 0
    for index, state in enumerate(random_positions(preset, players, count, seed=31 + players)):
        seat = state.current_player()
        observation = state.observation(seat)
        other = determinize(observation, random.Random(index))
        assert seen_alike(state, other, seat)
        if hidden_cards(state, seat) != hidden_cards(other, seat):
            differed += 1
        first = fresh_player(level).choose(observation)
        second = fresh_player(level).choose(other.observation(seat))
        assert first == second, (level, index, str(first), str(second), state.to_text())
    assert differed >= count - 1  # the hidden cards really were dealt differently


def test_a_peeking_player_would_be_caught() -> None:
    """The check above can fail: a player that reads the next hand chooses differently."""
    class Peeker:
        def choose(self, state: GameState):
            nxt = state.hands[(state.current_player() + 1) % state.players]
            actions = state.legal_actions()
            return actions[sum(map(ord, str(nxt[0]))) % len(actions)] if nxt else actions[0]

    caught = False
    for index, state in enumerate(random_positions("classic", 4, 30, seed=3)):
        seat = state.current_player()
        other = determinize(state.observation(seat), random.Random(index))
        if len(state.legal_actions()) > 1 and Peeker().choose(state) != Peeker().choose(other):
            caught = True
            break
    assert caught


@pytest.mark.parametrize("hand_number", [1, 2, 3])
def test_the_seat_sitting_out_is_shown_no_hand_and_never_chooses(hand_number: int) -> None:
    """Five players: the seat of the side of three sitting the hand out sees the table and
    the discards, but holds no cards, has nothing to choose, and a guess dealt to it from
    what it sees gives it no cards either."""
    state = GameState(load_preset("classic"), 5, seed=5, hand_number=hand_number)
    (out,) = state.sitting_out()
    observation = state.observation(out)
    assert observation.hand == () and observation.legal_actions == ()
    assert observation.hand_sizes[out] == 0 and sum(observation.hand_sizes) == 44
    guess = determinize(observation, random.Random(hand_number))
    assert guess.hands[out] == [] and guess.observation(out) == observation
    # What it may not see, it is not shown: the other seats' hands are hidden from it.
    assert sorted(map(str, observation.unseen_cards())) == sorted(
        map(str, [card for hand in state.hands for card in hand] + state.stock))
