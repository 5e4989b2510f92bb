"""A plan: the placements that end a turn, and the action that ends it.

The solver's "yes" comes with one; the judge can replay it (`replays`), and the tests
replay every plan they meet, so a "yes" never rests on the solver's word alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..actions import Action

if TYPE_CHECKING:
    from ..state import GameState


@dataclass(frozen=True)
class Plan:
    """Placements in the order they are made, then the action that ends the turn (a
    discard, `out` or `pass`)."""

    placements: tuple[Action, ...]
    ending: Action

    @property
    def actions(self) -> tuple[Action, ...]:
        return (*self.placements, self.ending)

    def __str__(self) -> str:
        return ", ".join(map(str, self.actions))


def replay_problem(state: GameState, plan: Plan) -> str | None:
    """Why the judge refuses a step of `plan` from `state` (checked as a player's moves
    are), or None when every step, the ending included, is accepted."""
    trial = state.clone()
    for action in plan.actions:
        problem = trial.explain(action)
        if problem is not None:
            return f"{action}: {problem}"
        trial.apply(action)
    return None
