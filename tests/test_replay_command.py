"""`python -m canasta replay FILE` reads a save as the game does: the same size limit,
the same refusals in words, never a traceback."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

from canasta.__main__ import main, side_names
from canasta.ai.random_player import choose_random_action
from canasta.engine.game.record import GameRecord
from canasta.persistence.saves import MAX_SAVE_BYTES
from canasta.variants import load_preset


def saved(path: Path, actions: int = 200) -> Path:
    record = GameRecord(load_preset("classic"), 2, 8, seats=["Ann | human", "Bot | computer beginner"])
    state = record.new_state()
    rng = random.Random(8)
    for _ in range(actions):
        action = choose_random_action(state.legal_actions(), rng)
        state.play(action)
        record.actions.append(action)
    path.write_text(record.to_text())
    return path


def test_a_save_replays_and_its_hands_are_printed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(saved(tmp_path / "game.can"))]) == 0
    assert "200 actions replayed." in capsys.readouterr().out


def test_a_file_over_the_size_limit_is_refused_at_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = saved(tmp_path / "huge.can")
    with path.open("a") as stream:
        stream.write("# padding\n" * (MAX_SAVE_BYTES // 5))
    started = time.monotonic()
    assert main(["replay", str(path)]) == 1
    assert time.monotonic() - started < 1
    assert "the file is too large (8.0 MB; at most 4.0 MB was expected)" in capsys.readouterr().err


@pytest.mark.parametrize("change, reason", [
    (lambda text: text.replace("option going_out_bonus = 100", "option going_out_bonus = " + "[" * 50_000),
     "an option line reads"),
    (lambda text: text.replace("computer beginner", "computer grandmaster"), "'grandmaster' is not a computer level"),
    (lambda text: text.rsplit("end:", 1)[0], "the file was cut short"),
])
def test_a_damaged_save_is_refused_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str], change,  # type: ignore[no-untyped-def]
                                            reason: str) -> None:
    path = saved(tmp_path / "game.can")
    path.write_text(change(path.read_text()))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert reason in err and "Traceback" not in err and "game.can" in err


def test_a_save_with_a_rule_change_replays_to_the_same_position(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    record = GameRecord(load_preset("windows"), 2, 3, seats=["Ann | human", "Bot | computer beginner"])
    state = record.new_state()
    rng = random.Random(3)
    while state.hand_number < 2:
        action = choose_random_action(state.legal_actions(), rng)
        state.play(action)
        record.actions.append(action)
    changed = state.rules.replace({"target_score": 3000, "hand_size": 12})
    state.change_rules(changed)
    record.change_rules(changed)
    for _ in range(40):
        action = choose_random_action(state.legal_actions(), rng)
        state.play(action)
        record.actions.append(action)
    path = tmp_path / "changed.can"
    path.write_text(record.to_text())
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Hand 2: the rules change from this hand on (hand_size = 12, target_score = 3000)" in out
    scores = ", ".join(f"{name} {score}" for name, score in zip(("Seat 1", "Seat 2"), state.scores))
    assert f"{len(record.actions)} actions replayed. Scores: {scores}" in out
    assert f"hand {state.hand_number}, {state.phase.value}, seat {state.current + 1} to play" in out


def test_sides_are_named_by_their_seats() -> None:
    assert side_names(4, True) == ["Seats 1 & 3", "Seats 2 & 4"]
    assert side_names(6, True) == ["Seats 1 & 4", "Seats 2 & 5", "Seats 3 & 6"]
    assert side_names(3, False) == ["Seat 1", "Seat 2", "Seat 3"]
