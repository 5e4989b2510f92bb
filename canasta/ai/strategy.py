"""Which policy plays a rule set: the card games' heuristic policy, or the word game's.

Each kind of turn a rule set may be played with (the engine's `Variant.turn`, found by its
name) has its policy: the standard turn `HeuristicPolicy`, the turn with words BWC's
`WordPolicy` (`words/`). Both answer the same questions (`TurnPolicy`), so the levels and
Expert's search use either alike.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Callable, Protocol

from canasta.engine import Action, GameState, Observation, Rules, variant_of

from .policy import HeuristicPolicy
from .style import Style


class TurnPolicy(Protocol):
    style: Style
    rollout_rounds: int | None  # rounds an Expert's rollouts play with it (None: the Expert's horizon)
    # Standard errors by which an Expert's search must find another move better than this
    # policy's own before it plays it (None: the Expert's own figure).
    search_confidence: float | None

    def rollout_policy(self) -> TurnPolicy: ...
    def prepare(self, rules: Rules) -> None:
        """Build ahead of a game what the policy reads of `rules` (off the moves' time)."""

    def draw_action(self, state: GameState, rng: random.Random) -> Action: ...
    def answer(self, state: GameState) -> Action: ...
    def plan(self, state: GameState, rng: random.Random) -> list[Action]: ...
    def fallback_action(self, state: GameState, rng: random.Random) -> Action: ...
    def play_turn(self, state: GameState, rng: random.Random, limit: int = 60,
                  deadline: float | None = None) -> None: ...
    def draw_candidates(self, state: GameState, rng: random.Random) -> list[list[Action]]: ...
    def turn_candidates(self, state: GameState, rng: random.Random, discards: int,
                        wide: bool) -> list[list[Action]]: ...
    def plan_holds(self, state: GameState, plan: list[Action]) -> bool: ...
    def position_value(self, state: GameState, side: int) -> float: ...
    def move_reason(self, observation: Observation, action: Action) -> str | None:
        """Why `action` is worth playing, where the policy has words of its own for it (a hint's line)."""


def policy_for(rules: Rules, style: Style) -> TurnPolicy:
    """The policy that plays `rules` in `style`."""
    return _policy(style, variant_of(rules).turn.name)


def _word_policy(style: Style) -> TurnPolicy:
    from .words.policy import WordPolicy  # (the word game's modules load only for a game of words)
    return WordPolicy(style)


# The policy of each kind of turn, by the turn's name.
POLICIES: dict[str, Callable[[Style], TurnPolicy]] = {"standard": HeuristicPolicy, "word": _word_policy}


@lru_cache(maxsize=None)
def _policy(style: Style, turn: str) -> TurnPolicy:
    return POLICIES[turn](style)
