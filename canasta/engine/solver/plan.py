"""A plan: the placements that end a turn, and the action that ends it.

The solver's "yes" comes with one; the judge can replay it (`replay_problem`), and the
tests replay every plan they meet, so a "yes" never rests on the solver's word alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..play.actions import Action

if TYPE_CHECKING:
    from ..game.state import GameState


@dataclass(frozen=True)
class Plan:
    """Placements in the order they are made, then the action that ends the turn (a
    discard, `out` or `pass`); or no action (None) where the placements use up the hand
    and bring in the foot, of two cards or more: the turn goes on from it, and can end
    by discarding one of them (the plan cannot say which: nobody knows the foot yet)."""

    placements: tuple[Action, ...]
    ending: Action | None

    @property
    def actions(self) -> tuple[Action, ...]:
        return self.placements if self.ending is None else (*self.placements, self.ending)

    def __str__(self) -> str:
        return ", ".join(map(str, self.actions))


def replay_problem(state: GameState, plan: Plan) -> str | None:
    """Why the judge refuses a step of `plan` from `state` (checked as a player's moves
    are), or None when every step, the ending included, is accepted. A plan that brings
    in the foot is accepted when the foot has come into the hand and the judge lets a
    card of it be discarded."""
    trial = state.clone()
    for action in plan.actions:
        problem = trial.explain(action)
        if problem is not None:
            return f"{action}: {problem}"
        trial.apply(action)
    if plan.ending is None:
        seat = trial.current
        if trial.feet[seat] or not trial.hands[seat]:
            return "the placements do not bring in the foot"
        if all(trial.explain(Action("discard", (card,))) is not None for card in trial.hands[seat]):
            return "no card of the foot may be discarded"
    return None
