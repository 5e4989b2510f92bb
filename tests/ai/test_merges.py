"""The computer players and merges of two groups of one rank (Samba ruling 4d): they
merge two groups that make a canasta together, and play on from there."""

from __future__ import annotations

import random

from canasta.ai.hint import _plain_reason
from canasta.ai.planning import plan_turn
from canasta.ai.player import make_player
from canasta.ai.style import ADVANCED
from canasta.engine import Action

from .positions import STOCK, position


def eights_to_merge():
    """Seat 0 to play, with two groups of Eights that make seven cards together."""
    return position("samba", f"""
        players: 2
        phase: play
        current: 0
        opened 0: yes
        hand 0: Qs Qd Qh 5c 9d Kc
        table 0: 8: 8c 8d 8h 8s | A: Ac Ad Ah | 8: 8h 8s 8d
        stock: {STOCK}
        pile: 6c
    """)


def test_the_plan_merges_two_groups_that_make_a_canasta_first() -> None:
    state = eights_to_merge()
    plan = plan_turn(state, ADVANCED, random.Random(1))
    assert plan[0] == Action("merge", (), 1, 3)
    assert plan[-1].kind == "discard"


def test_the_computer_players_merge_and_finish_the_turn() -> None:
    for level in ("beginner", "advanced"):
        state = eights_to_merge()
        player = make_player(level, 3)
        played = []
        while state.current == 0 and not state.hand_over():
            action = player.choose(state.observation(0))
            assert state.explain(action) is None
            state.apply(action)
            played.append(action.kind)
        assert played[0] == "merge" and played[-1] == "discard", (level, played)
        assert state.canastas(0) == 1


def test_the_hint_says_why_it_merges() -> None:
    state = eights_to_merge()
    reason = _plain_reason(state.observation(0), Action("merge", (), 1, 3))
    assert reason == "Merge your two groups of Eights: together they make a canasta"
