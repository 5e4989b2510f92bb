"""A move is judged once in a position: the table asks whether a drag may drop at the drag,
at the drop and at the move, and the judge answers the first time (a word turn's answer
can take long). A move made forgets every verdict: the next position is judged afresh."""

from __future__ import annotations

import pytest

from canasta.engine import Action, GameState
from canasta.engine.judge import legality
from canasta.variants import load_preset


@pytest.fixture
def judged(monkeypatch: pytest.MonkeyPatch) -> list[Action]:
    """The actions the judge itself was asked about."""
    asked: list[Action] = []
    real = legality.explain

    def counting(state: GameState, action: Action) -> str | None:
        asked.append(action)
        return real(state, action)

    monkeypatch.setattr(legality, "explain", counting)
    return asked


def test_the_same_move_asked_again_is_not_judged_again(judged: list[Action]) -> None:
    state = GameState(load_preset("classic"), 4, seed=3)
    draw = Action.parse("draw")
    assert state.explain(draw) is None and state.is_legal(draw)
    state.play(draw)
    assert judged == [draw], "asked three times, judged once"


def test_a_refusal_is_kept_as_well_and_the_next_position_judged_afresh(judged: list[Action]) -> None:
    state = GameState(load_preset("classic"), 4, seed=3)
    discard = Action("discard", (state.hands[state.current][0],))
    first = state.explain(discard)
    assert first is not None and state.explain(discard) == first  # one must draw first
    state.play(Action.parse("draw"))
    assert state.explain(discard) is None, "after the draw the same discard is allowed"
    assert judged.count(discard) == 2


def test_a_copy_judges_for_itself(judged: list[Action]) -> None:
    state = GameState(load_preset("classic"), 4, seed=3)
    draw = Action.parse("draw")
    state.explain(draw)
    copy = state.clone()
    copy.explain(draw)
    assert judged == [draw, draw]
