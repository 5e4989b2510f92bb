"""The contract between the table and a computer player.

A player is given only an `Observation` (what its seat may know) and returns one of
`observation.legal_actions`. During the partner's "May I go out?" the legal actions
are `yes` and `no`, so the same `choose()` answers it.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from canasta.engine import Action, Observation, Rules

from .random_player import choose_random_action

LEVELS = ("beginner", "advanced", "expert")


class Player(Protocol):
    name: str

    def choose(self, observation: Observation) -> Action:
        """One of `observation.legal_actions`."""
        ...

    def prepare(self, rules: Rules) -> None:
        """Build, before a game of `rules` begins (the table does it off the moves' time),
        what this player would otherwise build at its first move."""
        ...


class RandomObservationPlayer:
    """Random legal moves from the observation alone."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def prepare(self, rules: Rules) -> None:
        """Random moves need nothing built ahead."""

    def choose(self, observation: Observation) -> Action:
        return choose_random_action(list(observation.legal_actions), self.rng)


def make_player(level: str, seed: int = 0, **options: Any) -> Player:
    """A computer player of `level` ("beginner", "advanced", "expert" or "random").

    `options` go to the Expert (`time_budget`, `samples`, ...)."""
    from .advanced import AdvancedPlayer
    from .beginner import BeginnerPlayer
    from .expert import ExpertPlayer

    if level == "random":
        return RandomObservationPlayer(seed)
    if level == "beginner":
        return BeginnerPlayer(seed)
    if level == "advanced":
        return AdvancedPlayer(seed)
    if level == "expert":
        return ExpertPlayer(seed, **options)
    raise ValueError(f"'{level}' is not a computer level ({', '.join(LEVELS)})")
