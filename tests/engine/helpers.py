"""Writing positions for tests the way a player would describe them."""

from __future__ import annotations

import textwrap

from canasta.engine import Action, GameState, IllegalActionError
from canasta.variants import load_preset


def position(preset: str, text: str) -> GameState:
    """A position of the `preset` rules from a few lines (see docs/positions.md)."""
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\nrules: {preset}\n{body}\n", rules=load_preset(preset))


def play(state: GameState, *moves: str) -> GameState:
    for move in moves:
        state.play(Action.parse(move))
    return state


def refusal(state: GameState, move: str) -> str:
    """The sentence the engine answers `move` with; fails the test if the move is allowed."""
    action = Action.parse(move)
    reason = state.explain(action)
    assert reason is not None, f"'{move}' was expected to be refused"
    try:
        state.play(action)
    except IllegalActionError as exc:
        assert str(exc) == reason
    else:  # pragma: no cover
        raise AssertionError("play() accepted an action explain() refused")
    return reason


def legal(state: GameState) -> list[str]:
    return [str(action) for action in state.legal_actions()]
