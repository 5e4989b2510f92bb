"""The turn context: the current player's seat, side, card count, the threat of an
opponent going out and the discard judge, shared by every part of a turn's plan."""

from __future__ import annotations

import random

from canasta.engine import GameState

from .counting import CardCount
from .evaluation import DiscardJudge, going_out_threat, opposing_sides
from .once import once
from .style import Style


class TurnContext:
    """What planning one turn needs to know, each part worked out once, when first asked:
    a plan that brings a taken pile into the hand asks for none of the judgement."""

    def __init__(self, state: GameState, style: Style, rng: random.Random):
        self.state = state
        self.style = style
        self.rng = rng
        self.seat = state.current_player()
        self.side = state.side_of(self.seat)
        # Cards kept when not going out: one to discard and one to hold; one alone where it
        # may be passed, or where discarding it brings in the foot (foot.py).
        self.reserve = 1 if state.rules.pass_discard or state.feet[self.seat] else 2

    @once
    def count(self) -> CardCount:
        return CardCount(self.state, self.seat)

    @once
    def threat(self) -> float:
        return going_out_threat(self.state, self.seat)

    @once
    def judge(self) -> DiscardJudge:
        return DiscardJudge(self.state, self.seat, self.style, self.count, self.threat)

    @once
    def hot_ranks(self) -> set[str]:
        """Ranks an opponent has melded: they will not be discarded to us, and are dangerous to discard."""
        state = self.state
        return {rank for side in opposing_sides(state, self.seat) for rank in state.tables[side].group_ranks()}
