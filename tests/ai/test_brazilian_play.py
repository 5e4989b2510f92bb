"""The computer players under Brazilian Canasta's short runs: each run of fewer than five
cards on a side's table when the hand ends costs that side 1000 (docs/rules/samba-family.md,
brazilian 5)."""

from __future__ import annotations

import random

from canasta.ai.planning import plan_turn
from canasta.ai.style import ADVANCED, BEGINNER
from canasta.engine import GameState

from .positions import kings_melded


def runs_laid(state: GameState, style) -> list[int]:
    """The lengths of the runs the style's plan for the turn lays down."""
    after = state.clone()
    for action in plan_turn(state, style, random.Random(0)):
        after.apply(action)
    return sorted(len(meld.cards) for meld in after.tables[0] if meld.kind.name == "run")


def test_advanced_does_not_lay_a_run_of_three_its_hand_cannot_make_five() -> None:
    state = kings_melded("brazilian", "5h 6h 7h Jc Qd 9s 4d 8c")
    assert runs_laid(state, ADVANCED) == []
    # Beginner lays it, and pays 1000 for it unless the run grows before the hand ends.
    assert runs_laid(state, BEGINNER) == [3]


def test_advanced_lays_a_run_its_hand_makes_five() -> None:
    state = kings_melded("brazilian", "5h 6h 7h 8h 9h Jc Qd 4d 8c")
    assert runs_laid(state, ADVANCED) == [5]
