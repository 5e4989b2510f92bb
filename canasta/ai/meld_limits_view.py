"""What limits the melds a turn's plan may make beyond their own shape: Modern American
Canasta's meld limits (canasta.engine.melds.meld_limits) as the workbench needs them, and how
many cards make starting a pure meld or a wild meld worth it where an incomplete one
costs points."""

from __future__ import annotations

from typing import TYPE_CHECKING

from canasta.engine import NATURAL_RANKS, WILD, GameState, dead_rank, meld_limits_apply

if TYPE_CHECKING:
    from .workbench import Workbench


class Limits:
    """What the limits on melds of Modern American Canasta (meld_limits.py) need to know
    of the position beyond the side's melds: whether this is the side's first-meld turn,
    the dead ranks, and the meld the pile's top card went to (no part of a clean meld)."""

    def __init__(self, apply: bool = False, opening: bool = True, dead: frozenset[str] = frozenset(),
                 top_meld: int | None = None, wild_penalty: bool = False):
        self.apply = apply
        self.opening = opening
        self.dead = dead
        self.top_meld = top_meld
        self.wild_penalty = wild_penalty  # an incomplete wild meld costs points

    @classmethod
    def of(cls, state: GameState, side: int) -> Limits:
        rules = state.rules
        if not (meld_limits_apply(rules) or rules.initial_meld_needs_clean or rules.natural_canasta_meets_minimum):
            return cls(opening=not state.opened[side])
        dead = frozenset(rank for rank in NATURAL_RANKS if rules.dead_completed_ranks and dead_rank(state, rank))
        top = state.turn_moves[0][0] if state.took_pile and state.turn_moves else None
        return cls(meld_limits_apply(rules), not state.opened[side], dead, top,
                   "wild" in dict(rules.incomplete_meld_penalty))

    def wild_meld_worth(self, bench: Workbench) -> bool:
        """Whether starting a wild meld is worth it: where an incomplete one costs points
        and locks the side's wild cards, only with most of its seven cards in hand."""
        if not self.wild_penalty or bench.table.has(WILD):
            return True
        return sum(1 for card in bench.hand if bench.rules.is_wild(card)) >= WILD_MELD_START


# Where an incomplete pure meld costs points (Modern American Sevens and Aces: 2500 either
# way) and its canasta needs seven of the rank's eight cards, the naturals of the rank that
# make starting one worth it: in sight with the pile's (against Beginner, 400 deals: 5
# naturals lost 2500 more often than they won it; 6 won 59% -> 63% of deals), and in the
# hand alone, a whole canasta (melded at 5 or 6, most fell short: 65.8% of deals). Cards the
# partners were seen to take from the pile count with the hand's (seed 1 69.5% -> 69.8%,
# seed 2 73.2% -> 73.5%).
PURE_TAKE = 6
PURE_MELD = 7
# Wild cards in hand that make starting a wild meld worth it where an incomplete one costs
# points (Modern American: 2000) and keeps the side's wild cards out of its other melds
# (against Beginner, 400 deals: 6 took seed 1 from 67.8% to 68.2%, seed 2 stayed 72.5%;
# 5 left more wild melds incomplete than it completed: 67.2%, 72.2%).
WILD_MELD_START = 6
