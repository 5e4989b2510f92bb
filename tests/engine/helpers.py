"""Writing positions for tests the way a player would describe them."""

from __future__ import annotations

import textwrap

from canasta.engine import Action, GameState, IllegalActionError, SideScore
from canasta.engine.reach.melds import rows_by_label
from canasta.engine.scoring.scoring import score_side
from canasta.variants import load_preset


def position(preset: str, text: str) -> GameState:
    """A position of the `preset` rules from a few lines (see docs/positions.md)."""
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\nrules: {preset}\n{body}\n", rules=load_preset(preset))


def action(state: GameState, move: str) -> Action:
    """The action `move` written as a player says it: `meld JK to K` puts the Joker on the
    side's Kings (the meld of label K, see melds.py); `meld JK to #2` on its meld 2."""
    words = move.split()
    if len(words) >= 4 and words[-2] == "to" and not words[-1].startswith("#"):
        meld = state.tables[state.side_of(state.current)].labelled(state.rules, words[-1])
        parsed = Action.parse(" ".join(words[:-2]))
        # A row the side does not have yet: the cards start it, as their kind says.
        return Action(parsed.kind, parsed.cards, meld.id if meld is not None else None)
    return Action.parse(move)


def spoken(state: GameState, action: Action) -> str:
    """`action` as `action()` reads it: a meld joined named by its label."""
    if action.to is None or action.kind == "merge":
        return str(action)
    meld = state.tables[state.side_of(state.current)].by_id(action.to)
    assert meld is not None
    return str(Action(action.kind, action.cards)) + f" to {meld.label}"


def play(state: GameState, *moves: str) -> GameState:
    for move in moves:
        state.play(action(state, move))
    return state


def refusal(state: GameState, move: str) -> str:
    """The sentence the engine answers `move` with; fails the test if the move is allowed."""
    action_ = action(state, move)
    reason = state.explain(action_)
    assert reason is not None, f"'{move}' was expected to be refused"
    try:
        state.play(action_)
    except IllegalActionError as exc:
        assert str(exc) == reason
    else:  # pragma: no cover
        raise AssertionError("play() accepted an action explain() refused")
    return reason


def legal(state: GameState) -> list[str]:
    """The legal actions as a player says them (see `action()`)."""
    return [spoken(state, action) for action in state.legal_actions()]


def rows(state: GameState, side: int) -> dict[str, list]:
    """A side's melds as a player names them: by label ("7", "3", "G") to their cards."""
    return rows_by_label(state.tables[side])


def canasta_bonus(score: SideScore) -> int:
    """The bonuses of a side's canastas, natural and mixed (golden suits apart)."""
    return score.figure("natural_canasta_points") + score.figure("mixed_canasta_points")


def multiplier(score: SideScore) -> int:
    """How many times a side's score was doubled, as a factor."""
    return 2 ** score.figure("doublings")


def score_lines(state: GameState, side: int) -> list[tuple[str, int]]:
    """The side's score lines as they stand, (label, points)."""
    return [(line.label, line.points) for line in score_side(state, side).lines]
