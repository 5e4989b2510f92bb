"""The foot: a second hand dealt face down beside each player's hand (`foot_size`), which
nobody may look at, and which the player picks up when the hand is used up.

A player who melds the last card of the hand picks up the foot at once and plays on
from it; one whose last card is the discard picks it up as the turn ends, to play it
from the next turn. Emptying the hand so is not going out: a player goes out only from
the foot (`going_out_from_foot`). The judge, the move list and the search ask here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .dealing import pick_up_foot
from .end_rules import end_problem
from ..sentences.message import clause, say

if TYPE_CHECKING:
    from ..play.actions import Action
    from ..game.state import GameState

__all__ = ["foot_down", "last_discard_goes_out", "pick_up_foot", "pick_up_if_used_up", "foot_pickup_problem"]


def foot_down(state: GameState, seat: int | None = None) -> bool:
    """Whether `seat` (the player to move when None) still has a foot to pick up."""
    return bool(state.feet[state.current if seat is None else seat])


def last_discard_goes_out(state: GameState) -> bool:
    """Whether the player to move, discarding a last card, would go out: no picked-up
    pile (Kanastic) and no foot comes into the hand after it."""
    return not state.pickup and not state.feet[state.current]


def pick_up_if_used_up(state: GameState) -> None:
    """A player who has melded the last card of the hand (no pile being taken) picks up
    the foot and plays on from it: what was placed before can no longer be taken back."""
    seat = state.current
    if state.hands[seat] or not state.feet[seat] or state.taking is not None:
        return
    pick_up_foot(state, seat)
    state.locked = len(state.turn_moves)


def foot_pickup_problem(state: GameState, action: Action) -> str | None:
    """Why the meld `action`, which uses up the hand, may not bring in the foot: the
    melds of the turn must stand as they are when the foot is picked up (they can no
    longer be taken back), the side's first meld made; None when it may, or when the
    meld leaves cards in the hand (or a pile being taken brings some)."""
    seat = state.current
    if not state.feet[seat] or len(action.cards) < len(state.hands[seat]):
        return None
    after = state.clone()
    after.feet[seat] = []  # the meld as it leaves the table, before the foot comes
    after.apply(action)
    if after.hands[seat] or after.taking is not None:
        return None
    problem = end_problem(after, False, foot=True)
    if problem is None:
        return None
    return say("You pick up your foot only with this turn's melds as they must stay: {problem}",
               problem=clause(problem))
