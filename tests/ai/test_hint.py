"""The hint (H): the move Expert would make, and one line of why in a player's words."""

from __future__ import annotations

import pytest

from canasta.ai.hint import suggest
from canasta.engine import Action

from .positions import position

STOCK = "4h 5h 6h 7h 4s 5s 6c 7c 8d 9d Td Jh Qs Kc Ah 4d 5c 6d 7s 8h 9s Ts"


def test_the_hint_takes_a_big_pile_and_says_why() -> None:
    state = position("classic", f"""
        players: 4
        current: 0
        hand 0: 9c 9d 4h 6s Jc Kd Ad
        table 0: Q: Qc Qd Qh
        table 1: 5: 5c 5d 5h
        stock: {STOCK}
        pile: 4c 7d 8s Qs 8h Td Tc Jd Kh 9s
    """)
    hint = suggest(state.observation(0), time_budget=None, seed=1)
    assert hint.action == Action("take")
    assert hint.reason.startswith("Take the pile: its 10 cards are worth more than one from the stock")


def test_the_hint_stops_the_pile_with_a_black_three_and_says_why() -> None:
    # Every other card fits a row of the next player, who would take twelve cards.
    state = position("classic", f"""
        players: 4
        phase: play
        current: 0
        hand 0: 3c 7h Ks
        table 0: Q: Qc Qd Qh
        table 1: 7: 7c 7d 7s | K: Kc Kd Kh
        stock: {STOCK}
        pile: 4c 7d 8s 5s 8h Td Tc Jd Kh 9s 6d 4d
    """)
    hint = suggest(state.observation(0), time_budget=None, seed=1)
    assert hint.action == Action.parse("discard 3c")
    assert "the next player cannot take the pile over a black three" in hint.reason


def test_there_is_no_hint_for_a_seat_that_is_not_to_move() -> None:
    state = position("classic", f"""
        players: 4
        current: 0
        hand 0: 9c 9d 4h 6s Jc Kd Ad
        stock: {STOCK}
        pile: 4c
    """)
    with pytest.raises(ValueError, match="nothing to suggest"):
        suggest(state.observation(1))
