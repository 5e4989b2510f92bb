"""A question that asks only whether a way exists ("may I go out?", "can the turn end after
this meld?") is first looked for among the few sums nearest to the end asked for, and
among all of them only where those find none. The answer must be the same as with all of
them from the start, on small hands and on the big hands after a big pile.

Here the narrow pass is made as narrow as it can be (one sum carried from a rank to the
next, from the first hand on), so that it cuts at nearly every position; its answers are
compared with those of the solver that never narrows.
"""

from __future__ import annotations

import pytest

from canasta.engine import GameState
from canasta.engine.solver import can_end_turn
from canasta.engine.solver import count_model
from canasta.variants.registry import available_presets

from .oracle_positions import sample_positions

PRESETS = [name for name in available_presets() if name != "bwc"] + ["samba+house", "chilean+house"]


def _answers(texts: list[str]) -> list[bool]:
    return [can_end_turn(GameState.from_text(text), going_out) for text in texts for going_out in (False, True)]


@pytest.mark.parametrize("preset", PRESETS)
def test_the_narrow_first_pass_answers_as_all_sums(preset, monkeypatch):
    texts = [state.to_text() for state in sample_positions(preset, 40, 3, max_hand=24)]
    monkeypatch.setattr(count_model, "_NARROW_FROM", 10 ** 6)  # never narrow
    everything = _answers(texts)
    monkeypatch.setattr(count_model, "_NARROW_FROM", 0)
    monkeypatch.setattr(count_model, "_NARROW_WIDTH", 1)
    narrow = _answers(texts)
    questions = [(text, going_out) for text in texts for going_out in (False, True)]
    different = [question for question, a, b in zip(questions, everything, narrow) if a != b]
    assert not different, (f"{len(different)} answers differ; the first "
                           f"({'going out' if different[0][1] else 'the turn'}):\n{different[0][0]}")
    assert any(everything) and not all(everything)  # (the sample asks both kinds of question)
