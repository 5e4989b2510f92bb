"""Advanced under Kanastic rules: the pile, Swords and Shields, and the doubling for going
out with a wild card, each weighed by what the engine's rules and scoring make of them."""

from __future__ import annotations

import random

from canasta.ai.planning import plan_turn
from canasta.ai.policy_player import PolicyPlayer
from canasta.ai.style import ADVANCED
from canasta.engine import GameState
from canasta.engine.play.actions import TAKE

from .positions import STOCK, position

# Side 0 has its canasta of Kings, so it could go out; side 1 has melded.
KINGS = "K: Kc Kd Kh Ks Kc Kd Kh"


def test_a_sword_is_not_thrown_to_freeze_a_pile_it_only_blocks_for_a_round() -> None:
    # Wild cards do not freeze a Kanastic pile: a Sword on it only stops the next player
    # for a round, as a Shield would, and is lost to the side's canastas. With a pile of
    # eleven and a King to discard (four of the eight are in sight), Advanced keeps its Sword.
    state = position("kanastic", f"""
        players: 4
        phase: play
        current: 0
        hand 0: SW 9c Jd 6d 8h Ad Kd
        hand 1: 4c 4d 6c 6d 7s 7c Ac Qd Qs Jc
        hand 2: 4c 5d 6c 8d 9s Tc Jh
        hand 3: 4c 4d 6c 6d 7s 7c Ac Qd Qs Jc
        table 1: T: Tc Td Th | 5: 5c 5d 5h
        stock: {STOCK}
        pile: 4s 7d Kc Ks 8c Td Kc Jc Kh 9s 6c
    """)
    plan = [str(action) for action in plan_turn(state, ADVANCED, random.Random(0))]
    assert plan == ["discard Kd"], plan


def pile_with_shields() -> GameState:
    """Seat 0 to draw, with two Nines of other suits than the Nine on top of a pile of
    thirteen that holds three Shields, two Swords and cards for its Queens."""
    return position("kanastic", f"""
        players: 4
        current: 0
        hand 0: 9c 9d 4h 6s Jc Ad 8d
        hand 1: 4c 4d 6c 6d 7s 7c Ac Qd Qs Jc
        hand 2: 4c 5d 6c 8d 9s Tc Jh
        hand 3: 4c 4d 6c 6d 7s 7c Ac Qd Qs Jc
        table 0: {KINGS} | Q: Qc Qd Qh
        table 1: T: Tc Td Th | 5: 5c 5d 5h
        stock: {STOCK}
        pile: 4s SH 8s Qs SW 8c SH Td Qh SW 5d SH 9s
    """)


def test_a_pile_with_shields_in_it_is_picked_up() -> None:
    # A Shield taken with the pile is a stop for a later discard, not a loose card; and a
    # pile that comes into the hand only after the discard is no bar to going out this turn.
    state = pile_with_shields()
    assert PolicyPlayer(ADVANCED).choose(state.observation(0)) == TAKE


def going_out(theirs: str) -> GameState:
    """Seat 0 can go out: the Queen on its Queens and the Sword discarded, or the Sword on
    its Queens and the Queen discarded."""
    return position("kanastic", f"""
        players: 4
        phase: play
        current: 0
        hand 0: Qs SW
        hand 1: 4c 6d 7s
        hand 2: 4c 5d 6c
        hand 3: 4c 6d 7s
        table 0: {KINGS} | Q: Qc Qd Qh
        table 1: {theirs}
        stock: {STOCK}
        pile: 4s 7d
    """)


def test_ahead_advanced_goes_out_with_the_sword_that_doubles_both_scores() -> None:
    state = going_out("T: Tc Td Th")
    plan = [str(action) for action in plan_turn(state, ADVANCED, random.Random(0))]
    assert plan[-1] == "discard SW", plan


def test_behind_advanced_goes_out_with_a_natural_card() -> None:
    state = going_out("A: Ac Ad Ah As Ac Ad Ah | T: Tc Td Th Ts Tc Td Th | J: Jc Jd Jh Js Jc Jd Jh")
    plan = [str(action) for action in plan_turn(state, ADVANCED, random.Random(0))]
    assert plan[-1] == "discard Qs", plan
