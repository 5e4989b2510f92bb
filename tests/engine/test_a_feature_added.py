"""A new rule-set feature is one object and a preset, with no edit anywhere else: here a
meld of five Kings or more scores 500 (five_kings.py, presets/five_kings.yaml), played
and scored by the engine, the computer players and a saved game like any rule set's."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from canasta.ai import make_player
from canasta.engine import GameState
from canasta.variants import load_preset, load_rules_file

from . import five_kings
from .helpers import play
from .test_rulings_classic import GOING_OUT_WITH_KINGS  # (the side's seven Kings go out with three Fives)


@pytest.fixture(scope="module")
def rules():
    """The feature registered (as importing a rule set's hooks does), and its preset."""
    five_kings.register()
    yield load_rules_file(Path(__file__).parent / "presets" / "five_kings.yaml")
    five_kings.unregister()


def _position(rules_name: str, rules) -> GameState:
    body = textwrap.dedent(GOING_OUT_WITH_KINGS.format(extra="")).strip()
    return GameState.from_text(f"canasta position 1\nrules: {rules_name}\n{body}\n", rules=rules)


def test_a_meld_of_five_kings_scores_500_more(rules):
    state = play(_position("five_kings", rules), "meld 5c 5d 5h", "discard 9s")
    side = state.hand_results[-1].sides[0]
    assert side.figure("five_kings") == 1
    assert any(line.label == "Five Kings (1)" and line.points == 500 for line in side.lines)
    assert side.total == 685 + 500  # classic's 685 (see test_rulings_classic.py), and the Kings


def test_classic_knows_nothing_of_it(rules):
    state = play(_position("classic", load_preset("classic")), "meld 5c 5d 5h", "discard 9s")
    side = state.hand_results[-1].sides[0]
    assert side.figure("five_kings") == 0 and side.total == 685


def test_the_computer_players_play_it_and_a_position_keeps_it(rules):
    state = GameState(rules, 4, seed=3)  # (a deal where a side melds five Kings)
    players = [make_player("advanced", seed=seat) for seat in range(4)]
    while not state.hand_over():
        seat = state.current_player()
        state.apply(players[seat].choose(state.observation(seat)))
    again = GameState.from_text(state.to_text(), rules=rules)
    assert again.to_text() == state.to_text()
    sides = state.hand_results[-1].sides
    assert [side.figure("five_kings") for side in sides] == [0, 1]
    assert all(side.figure("five_kings") == sum(
        1 for meld in state.tables[index].melds if sum(card.rank == "K" for card in meld.cards) >= 5)
        for index, side in enumerate(sides))
