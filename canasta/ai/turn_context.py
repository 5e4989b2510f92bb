"""The turn context: the current player's seat, side, card count, the threat of an
opponent going out and the discard judge, shared by every part of a turn's plan."""

from __future__ import annotations

import random

from canasta.engine import GameState

from .counting import CardCount
from .evaluation import DiscardJudge, going_out_threat, opposing_sides
from .style import Style


class TurnContext:
    """What planning one turn needs to know, worked out once."""

    def __init__(self, state: GameState, style: Style, rng: random.Random):
        self.state = state
        self.style = style
        self.rng = rng
        self.seat = state.current_player()
        self.side = state.side_of(self.seat)
        self.count = CardCount(state, self.seat)
        self.threat = going_out_threat(state, self.seat)
        # Cards kept when not going out: one to discard and one to hold; one alone where it
        # may be passed, or where discarding it brings in the foot (foot.py).
        self.reserve = 1 if state.rules.pass_discard or state.feet[self.seat] else 2
        self.judge = DiscardJudge(state, self.seat, style, self.count, self.threat)
        # Ranks an opponent has melded: they will not be discarded to us, and are dangerous to discard.
        self.hot_ranks = {rank for side in opposing_sides(state, self.seat) for rank in state.tables[side].group_ranks()}
