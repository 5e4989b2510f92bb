"""The computer players under Modern American rules: whole turns the engine accepts."""

from __future__ import annotations

import random

from canasta.ai.planning import plan_turn
from canasta.ai.style import ADVANCED, BEGINNER
from canasta.engine import GameState

from .positions import position


def fours_completed_after_the_pack() -> GameState:
    """Seat 2 took the pack with its Aces and has not yet laid a clean meld; its plan puts
    the last Fours on its Fours, which completes them and makes Fours a dead rank."""
    return position("modern_american", """
        players: 4
        phase: play
        current: 1
        hand 0: 7c Qh Qs 2h 7h 2d JK
        hand 1: 6d 7s 7s Qh Jh 8d As 9d 8c Jd 7h 4h 6h 8s 6c 9c 6c 7d 4s Tc 9h 4d Js Ac Qc Jc 4h 5h Ks Ks 5d 5c
        hand 2: Jc 9s 9h
        hand 3: 9c 6h 6d 6s 2d Qd Ad Qd Jd 4d Jh 2c Js
        table 0: K: Kd Kc Kc | 8: 8d 8h JK 8h 8s | 5: 5s 5d 2c 5h 5c | T: Ts Th Tc Td Ts 2s 2h
        red threes 0: 3s 3h 3s
        opened 0: yes
        table 1: A: Ac As Ad | 4: 4c 4s JK JK | K: Kh Kd 2s
        red threes 1: 3h 3c 3d
        stock: Kh Qs 5s 6s 7c 7d 9s 3d Td Qc Th Ah 9d 3c 4c 8c Ah
        pile: -
        moves: A: Ac | A: As | A: Ad | 4: 4c 4s JK | 4: JK | K: Kh Kd 2s
        locked: 5
        took pile: yes
    """)


def test_a_plan_that_completes_a_canasta_never_discards_that_rank_onto_the_empty_pack():
    # Found in a tournament, where Advanced then melded and took back for ever.
    for style in (ADVANCED, BEGINNER):
        state = fours_completed_after_the_pack()
        plan = plan_turn(state, style, random.Random(1))
        for action in plan:
            assert state.explain(action) is None, (style.name, str(action))
            state.apply(action)
        assert plan[-1].kind == "discard" and plan[-1].cards[0].rank != "4"
        assert state.current == 2
