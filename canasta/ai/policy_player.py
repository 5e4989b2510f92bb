"""A computer player that follows a heuristic policy, seen through its observation.

Each decision is made on a sandbox built from the observation (see `sandbox.py`); a
turn is planned once, when the draw is made, and its actions are then played one by
one while the position is the one the plan expects.
"""

from __future__ import annotations

import random

from canasta.engine import Action, GameState, Observation, Phase, Rules

from .policy import HeuristicPolicy
from .sandbox import decision_rng, hand_key, match_legal, observation_key, sandbox
from .strategy import policy_for
from .style import Style


class PolicyPlayer:
    def __init__(self, style: Style, seed: int = 0):
        self.name = style.name
        self.seed = seed
        self.style = style
        self.policy = HeuristicPolicy(style)  # the policy of the rule set played, chosen at each move
        self._pending: list[Action] = []
        self._expected: tuple | None = None

    def prepare(self, rules: Rules) -> None:
        """Build what the policy of `rules` reads, before the game's first move asks for it."""
        policy_for(rules, self.style).prepare(rules)

    def choose(self, observation: Observation) -> Action:
        legal = observation.legal_actions
        self.policy = policy_for(observation.rules, self.style)
        if not legal:
            raise ValueError(f"It is not seat {observation.seat + 1}'s move.")
        if len(legal) == 1:
            self._pending = []
            return legal[0]
        if self._pending and observation_key(observation) == self._expected:
            action = match_legal(observation.rules, self._pending[0], legal)
            if action is not None:
                return self._commit(action, self._pending[1:], observation)
        state = sandbox(observation)
        rng = decision_rng(self.seed, observation)
        actions = self.decide(state, rng, observation)
        action = match_legal(observation.rules, actions[0], legal) if actions else None
        if action is None:
            actions = [self.policy.fallback_action(state, rng)]
            action = match_legal(observation.rules, actions[0], legal) or legal[0]
        return self._commit(action, actions[1:], observation, state)

    def decide(self, state: GameState, rng: random.Random, observation: Observation) -> list[Action]:
        """The actions this player means to play from `state`, the sandbox of `observation`."""
        phase = state.phase
        if phase == Phase.DRAW:
            return [self.policy.draw_action(state, rng)]
        if phase == Phase.ASK:
            return [self.policy.answer(state)]
        if phase == Phase.PLAY:
            return self.policy.plan(state, rng)
        return state.legal_actions()[:1]

    def _commit(self, action: Action, rest: list[Action], observation: Observation,
                state: GameState | None = None) -> Action:
        self._pending = []
        self._expected = None
        if rest and action.kind in ("meld", "merge", "undo", "take", "draw"):
            after = (state or sandbox(observation)).clone()
            after.apply(action)
            self._pending = list(rest)
            self._expected = hand_key(after, observation.seat)
        return action
