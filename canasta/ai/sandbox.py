"""Turning an observation into something a policy can think with.

`sandbox(observation)` is a full `GameState` that fits the observation, with the
hidden cards dealt in one fixed way, so it is a function of the observation alone:
a policy may use the engine on it (to check its own turn, which hidden cards cannot
change) and can learn nothing it was not shown.
"""

from __future__ import annotations

import random

from canasta.engine import Action, GameState, Observation, Rules, determinize


def sandbox(observation: Observation) -> GameState:
    return determinize(observation, random.Random(0))


def decision_rng(seed: int, observation: Observation, salt: str = "") -> random.Random:
    """A generator for one decision, fixed by the player's seed and the observation,
    so a choice never depends on what the player was asked before."""
    obs = observation
    key = (f"{seed}/{salt}/{obs.hand_number}/{obs.current}/{obs.phase.value}/{obs.stock_size}/{len(obs.pile)}/"
           f"{len(obs.turn_moves)}/{len(obs.hand)}/{obs.stock_turned}")
    return random.Random(key)


def _card_class(card) -> str:  # type: ignore[no-untyped-def]
    if card.is_red_three:
        return "3r"
    if card.is_black_three:
        return "3b"
    return card.rank


def signature(rules: Rules, action: Action) -> tuple:
    """What makes two actions the same move: suits of equal-ranked cards do not matter
    (nor the colours of equal letters; a word move is the same only with the same word)."""
    if action.kind == "merge":
        return (action.kind, action.to, action.joining)
    if action.word is not None:
        return (action.kind, action.to, action.word, tuple(sorted(map(_card_class, action.cards))))
    if action.kind not in ("meld", "discard"):
        return (action.kind,)
    # The meld the cards join, or (a new meld) the rank of their naturals.
    where = action.to if action.to is not None else next(
        (card.rank for card in action.cards if not rules.is_wild(card)), None)
    return (action.kind, where, tuple(sorted(_card_class(card) for card in action.cards)))


def match_legal(rules: Rules, action: Action, legal: tuple[Action, ...] | list[Action]) -> Action | None:
    """The listed legal action that makes the same move as `action` under `rules`, or None."""
    if action in legal:
        return action
    wanted = signature(rules, action)
    for candidate in legal:
        if signature(rules, candidate) == wanted:
            return candidate
    return None


def hand_key(state: GameState, seat: int) -> tuple:
    """What a seat's own position looks like mid-turn, to check that a plan still fits."""
    return (state.hand_number, state.phase.value, state.current, len(state.turn_moves), len(state.merges),
            tuple(sorted(str(card) for card in state.hands[seat])))


def observation_key(observation: Observation) -> tuple:
    obs = observation
    return (obs.hand_number, obs.phase.value, obs.current, len(obs.turn_moves), len(obs.merges),
            tuple(sorted(str(card) for card in obs.hand)))
