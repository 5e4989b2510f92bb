"""The plain ways of plain_ways.py (after a meld, the turn ends by taking the pile with
naturals of its rank, or by new melds that make a first meld) are ways the search finds:
a "yes" there spares the move list a copy and a dive, and must never list a meld that
leaves the player stuck. Checked on random positions of the Samba family, and by examples."""

from __future__ import annotations

from hypothesis import given, settings

from canasta.engine import Action, Phase
from .search_reference import searched_answer
from canasta.engine.judge.legality import meld_problem
from canasta.engine.reach.plain_ways import ends_by_plain_melds
from canasta.engine.state.this_turn import meld_target

from .helpers import play, position
from .test_move_list_and_judge import candidates, random_positions
from .test_properties import games_of
from .test_quick_endings import LARGEST_HAND

SAMBA_FAMILY = ["samba", "bolivia", "brazilian", "chilean", "italian"]


def _plain_way(state, move: str) -> bool:
    action = Action.parse(move)
    return ends_by_plain_melds(state, action, meld_target(state, action))


def _after(state, move: str):
    after = state.clone()
    after.apply(Action.parse(move))
    return after


@settings(max_examples=60, deadline=None)
@given(games_of(SAMBA_FAMILY, 300))
def test_a_plain_way_after_a_meld_is_a_way_the_search_finds(game):
    preset, players, seed, steps = game
    for state in random_positions(preset, players, seed, steps):
        if state.phase != Phase.PLAY or state.opening or len(state.hands[state.current]) > LARGEST_HAND:
            continue
        for action in candidates(state):
            if action.kind != "meld" or meld_problem(state, action) is not None:
                continue
            target = None if action.cards[0].is_red_three else meld_target(state, action)
            if ends_by_plain_melds(state, action, target):
                after = state.clone()
                after.apply(action)
                assert searched_answer(after), f"{action}\n{state.to_text()}"


FIRST_MELD = """
    players: 4
    phase: play
    current: 0
    opened 0: no
    stock: 4s 5s 6s 7s
    pile: 9c
"""


def test_a_pair_with_a_joker_brings_a_first_meld_to_its_points():
    # 50 points are needed. The Sevens make 15; the Aces with the Joker 90 more, and the
    # Four and the Nine are kept: one to discard, one to hold.
    state = position("samba", FIRST_MELD + "hand 0: 7c 7d 7h Ac Ad JK 4c 9h")
    assert _plain_way(state, "meld 7c 7d 7h")
    assert searched_answer(_after(state, "meld 7c 7d 7h"))
    assert Action.parse("meld 7c 7d 7h") in state.legal_actions()


def test_a_run_brings_a_first_meld_to_its_points():
    # The Sevens (15) and the run of hearts Queen, King, Ace (50) make 65, two cards kept.
    state = position("samba", FIRST_MELD + "hand 0: 7c 7d 7h Qh Kh Ah 4c 9d")
    assert _plain_way(state, "meld 7c 7d 7h")
    assert searched_answer(_after(state, "meld 7c 7d 7h"))


def test_no_plain_way_keeps_too_few_cards():
    # The Aces with the Joker would make the points, but leave a single card: no plain way.
    state = position("samba", FIRST_MELD + "hand 0: 7c 7d 7h Ac Ad JK 4c")
    assert not _plain_way(state, "meld 7c 7d 7h")


def test_no_plain_way_short_of_the_first_meld():
    state = position("samba", FIRST_MELD + "hand 0: 7c 7d 7h 4c 4d 9h Jc")
    assert not _plain_way(state, "meld 7c 7d 7h")


TAKING = """
    players: 4
    phase: draw
    current: 0
    stock: 4s 5s 6s 7s
    pile: 5c 6d 8d
"""


def test_a_side_that_has_melded_takes_the_pile_with_a_pair_of_its_rank():
    # The Eight of diamonds taken onto a new row: each Eight from the hand is a step of
    # the way, the pile comes in with the second, and cards are left to discard.
    state = position("samba", TAKING + "opened 0: yes\ntable 0: K: Kc Kd Kh\nhand 0: 8s 8h 4c 9h Jd")
    play(state, "take")
    top = state.turn_moves[0][0]
    assert _plain_way(state, f"meld 8s to #{top}")
    assert searched_answer(_after(state, f"meld 8s to #{top}"))


def test_a_side_that_has_not_melded_takes_the_pile_when_the_first_meld_is_made_too():
    # 50 points: the Eights (30) and the Kings (30) with the top card; the pile comes in
    # once both rows are melds and the points are there.
    state = position("samba", TAKING + "opened 0: no\nhand 0: 8s 8h Kc Kd Kh 4c 9h")
    play(state, "take")
    top = state.turn_moves[0][0]
    assert _plain_way(state, f"meld 8s to #{top}")
    assert searched_answer(_after(state, f"meld 8s to #{top}"))
