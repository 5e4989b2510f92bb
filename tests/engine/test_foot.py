"""The foot as the state keeps it: written in a position and read back, saved and loaded,
hidden from every seat (its owner too) and dealt afresh in a computer player's guess."""

from __future__ import annotations

import random

import pytest

from canasta.engine import GameState, RuleOptionError
from canasta.engine.game.unseen_deal import determinize
from canasta.engine.game.record import GameRecord
from canasta.persistence.saves import load_game, save_game
from canasta.variants import load_preset

from .helpers import play, position

HF = load_preset("hand_and_foot")


def until_a_foot_is_picked_up(seed: int = 3, players: int = 4) -> GameRecord:
    """A record of a game of random play, up to just after the first foot comes into a hand."""
    record = GameRecord(HF, players, seed, seats=[f"Seat {n} | human" for n in range(players)])
    state = record.new_state()
    rng = random.Random(seed)
    while all(state.feet):
        # Meld what is listed first, else discard: the hand empties within a few hundred moves.
        actions = state.legal_actions()
        melds = [action for action in actions if action.kind == "meld"]
        chosen = melds[0] if melds else rng.choice([action for action in actions if action.kind != "undo"])
        state.play(chosen)
        record.actions.append(chosen)
    return record


def test_a_position_with_feet_reads_back_exactly():
    state = until_a_foot_is_picked_up().replay()
    text = state.to_text()
    assert sum(1 for line in text.splitlines() if line.startswith("foot ")) == sum(1 for foot in state.feet if foot)
    again = GameState.from_text(text)
    assert again.to_text() == text and again.feet == state.feet
    assert again.legal_actions() == state.legal_actions()


def test_a_game_with_a_foot_picked_up_saves_and_loads_as_it_was(tmp_path):
    record = until_a_foot_is_picked_up(seed=11)
    path = tmp_path / "feet.can"
    save_game(path, record)
    loaded = load_game(path)
    original = record.replay()
    assert loaded.state.to_text() == original.to_text()
    assert [len(foot) for foot in loaded.state.feet].count(0) == 1


def test_no_seat_sees_a_foot_and_a_guess_deals_each_foot_its_size():
    state = GameState(HF, 4, seed=5)
    for seat in range(4):
        seen = state.observation(seat)
        assert seen.foot_sizes == (11, 11, 11, 11)
        guess = determinize(seen, random.Random(seat))
        assert [len(foot) for foot in guess.feet] == [11] * 4
        assert guess.observation(seat) == seen
        assert guess.hands[seat] == state.hands[seat]


def test_a_foot_picked_up_brings_its_cards_and_the_others_see_only_the_hand_grow():
    state = position("hand_and_foot", """
    players: 4
    phase: play
    current: 0
    opened 0: yes
    hand 0: 7c 7d 7h
    foot 0: Kc Kd Ks 5c 5d 6h 8s 9s Tc Jc Qc
    hand 2: 4c 4d 4h
    stock: 4h 5h 6h 7h 8h 9h
    pile: 9c
    """)
    play(state, "meld 7c 7d 7h")
    seen = state.observation(1)
    assert seen.hand_sizes[0] == 11 and seen.foot_sizes[0] == 0 and not seen.known[0]


def test_a_foot_is_dealt_only_where_going_out_is_from_the_foot():
    with pytest.raises(RuleOptionError) as error:
        HF.replace({"going_out_from_foot": False})
    assert error.value.key == "going_out_from_foot" and "goes out only from it" in error.value.reason
    no_foot = HF.replace({"foot_size": 0, "going_out_from_foot": False})
    assert GameState(no_foot, 4, seed=5).feet == [[], [], [], []]
