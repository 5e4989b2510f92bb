"""The whole-turn plans Expert's search compares."""

from __future__ import annotations

import random

from canasta.ai.candidate_plans import turn_candidates
from canasta.ai.evaluation import going_out_threat
from canasta.ai.style import ADVANCED
from canasta.engine import Action, GameState

from .positions import STOCK, position


def nines_under_threat() -> GameState:
    """Cuban, four players: the opponents have their canasta and one of them holds two
    cards, so Advanced melds its pair of nines with a Two at once."""
    return position("cuban", f"""
        players: 4
        phase: play
        current: 0
        hand 0: 9c 9d 2c 5h Jd 4s 6c
        table 0: K: Kc Kd Kh
        opened 0: yes
        table 1: Q: Qc Qd Qh Qs Qc Qd Qh
        opened 1: yes
        hand 1: 8c 8d
        hand 3: 7d 7s 5d
        stock: {STOCK}
        pile: 4c 8s
    """)


def melded(plan: list[Action]) -> set[str]:
    return {str(card) for action in plan if action.kind == "meld" for card in action.cards}


def test_under_a_threat_the_search_also_weighs_holding_the_pair_back_for_the_frozen_pile() -> None:
    state = nines_under_threat()
    assert going_out_threat(state, 0) >= ADVANCED.meld_fast_at_threat
    plans = turn_candidates(state, ADVANCED, random.Random(0), discards=5, wide=True)
    assert {"9c", "9d", "2c"} <= melded(plans[0]), "Advanced's own plan melds the pair at once"
    held_back = [plan for plan in plans if melded(plan) and not {"9c", "9d"} & melded(plan)]
    assert held_back, "a plan that melds, but keeps the nines to take the pile with"
