"""The computer players under Cuban rules: whole turns the engine accepts."""

from __future__ import annotations

import random

from canasta.ai.planning import plan_turn
from canasta.ai.style import ADVANCED, BEGINNER

from .positions import STOCK, position


def test_a_black_three_is_kept_through_the_first_turn():
    # Cuban: no black three is discarded in a player's first turn of the hand, though it
    # is the card the hand could best spare.
    for style in (ADVANCED, BEGINNER):
        state = position("cuban", f"""
            players: 4
            phase: play
            current: 0
            first round: yes
            hand 0: 3s Kc Kd Ks Qh Qd 9c 9d 8h 8s 6c 6d 5h 4d
            hand 1: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
            hand 2: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
            hand 3: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
            stock: {STOCK}
            pile: 7h
        """)
        plan = plan_turn(state, style, random.Random(1))
        for action in plan:
            assert state.explain(action) is None, (style.name, str(action))
            state.apply(action)
        assert str(plan[-1]) != "discard 3s"
