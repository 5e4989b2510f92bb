"""Positions and random play for the computer-player tests."""

from __future__ import annotations

import random
import textwrap

from canasta.engine import GameState
from canasta.variants import load_preset


def position(preset: str, text: str) -> GameState:
    """A hand-written position (see docs/positions.md) under a shipped preset."""
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\nrules: {preset}\n{body}\n", rules=load_preset(preset))


def random_positions(preset: str, players: int, count: int, seed: int) -> list[GameState]:
    """Positions reached by random legal play, each with a seat to move."""
    rules = load_preset(preset)
    rng = random.Random(seed)
    found: list[GameState] = []
    game = 0
    while len(found) < count:
        state = GameState(rules, players, seed=seed * 1000 + game)
        game += 1
        stop_at = rng.randrange(1, 160)
        for _ in range(stop_at):
            if state.hand_over():
                break
            actions = state.legal_actions()
            undo = [action for action in actions if action.kind == "undo"]
            others = [action for action in actions if action.kind != "undo"] or undo
            state.apply(rng.choice(others))
        if not state.hand_over():
            found.append(state)
    return found
