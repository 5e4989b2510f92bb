"""A big hand never holds the window up: the table works out the move list (BWC's words, a
big Modern American hand) in a worker as soon as a move is made, draws on meanwhile (the status line says it is finding
the hand's moves), and holds what the player clicks before the list is ready, playing it
in order once it is. Here the worker is held back on purpose, as a very big hand would."""

from __future__ import annotations

import threading

import pytest

from canasta.engine import Action, GameState
from canasta.engine.game import state as engine_state
from canasta.ui.moves_ahead import MovesAhead
from canasta.ui.table.moves_ahead import FINDING_MOVES
from canasta.variants import load_preset

from test_bwc_table import bwc_table, free_table, last_move, pick


class HeldWorker:
    """The worker's listing waits until `release()`; the table's own thread lists as ever."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.gate = threading.Event()
        real = engine_state.generate_actions

        def listing(state: GameState) -> list[Action]:
            if threading.current_thread().name.startswith("moves"):
                assert self.gate.wait(10), "the test never let the worker go"
            return real(state)

        monkeypatch.setattr(engine_state, "generate_actions", listing)

    def release(self) -> None:
        self.gate.set()


def words_position(hand: str = "Cr Ag Tb Sy Oy Lg Er") -> GameState:
    text = (f"canasta position 1\nrules: bwc\nplayers: 2\nphase: play\ncurrent: 0\nhand 0: {hand}\n"
            "hand 1: Ab Eb Ib Ob Ur Ry Sr Tr Ng Lb Mr\nopened 0: yes\npile: Ny\nstock: Ab Eb Ib Ob Ar Er\n")
    return GameState.from_text(text, rules=load_preset("bwc"))


def test_the_list_is_worked_out_in_the_worker_and_kept_by_the_position(monkeypatch: pytest.MonkeyPatch) -> None:
    worker = HeldWorker(monkeypatch)
    moves = MovesAhead(threaded=True)
    state = words_position()
    try:
        assert not moves.ready(state, wait=0.05), "held back: not ready, and the caller is not kept waiting"
        assert moves.working and not state.legal_actions_known()
        worker.release()
        assert moves.ready(state, wait=5)
        assert state.legal_actions_known()
        assert state.legal_actions() == words_position().legal_actions()
    finally:
        moves.close()


def test_a_list_of_a_position_left_behind_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    worker = HeldWorker(monkeypatch)
    moves = MovesAhead(threaded=True)
    state = words_position()
    try:
        assert not moves.ready(state, wait=0)
        state.play(Action.parse("meld Cr Ag Tb as cat"))  # the player moved on meanwhile
        worker.release()
        assert moves.ready(state, wait=5)
        assert "meld Cr Ag Tb as cat" not in map(str, state.legal_actions())
        after = words_position()
        after.play(Action.parse("meld Cr Ag Tb as cat"))
        assert state.legal_actions() == after.legal_actions()
    finally:
        moves.close()


def test_a_copy_of_another_position_gives_no_list() -> None:
    state, other = words_position(), words_position("Cr Ag Tb Sy Oy Lg Ey")
    other.legal_actions()
    assert not state.adopt_legal_actions(other) and not state.legal_actions_known()
    same = words_position()
    same.legal_actions()
    assert state.adopt_legal_actions(same) and state.legal_actions() == same.legal_actions()


def test_every_rule_sets_list_is_worked_out_in_the_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    """A big hand of Modern American asks many first melds: no rule set lists on the frame's time."""
    worker = HeldWorker(monkeypatch)
    moves = MovesAhead(threaded=True)
    try:
        state = GameState(load_preset("classic"), 4, seed=3)
        state.play(Action.parse("draw"))
        assert not moves.ready(state, wait=0.05) and moves.working
        worker.release()
        assert moves.ready(state, wait=5) and state.legal_actions_known()
        fresh = GameState(load_preset("classic"), 4, seed=3)
        fresh.play(Action.parse("draw"))
        assert state.legal_actions() == fresh.legal_actions()
    finally:
        moves.close()


def test_the_table_draws_on_and_holds_clicks_while_the_hands_moves_are_found(monkeypatch: pytest.MonkeyPatch) -> None:
    table = bwc_table("Cr Ag Tb Sy Oy Lg Er Nb")
    worker = HeldWorker(monkeypatch)
    table.scene.moves.close()
    table.scene.moves = MovesAhead(threaded=True)
    try:
        pick(table, "Ag", "Cr", "Tb")
        table.click(free_table(table))
        assert last_move(table) == "meld Ag Cr Tb as act"
        assert table.status() == FINDING_MOVES
        table.draw()  # the window is drawn while the worker works
        pick(table, "Sy")
        assert table.scene.selected == set() and table.scene.held_input, "the click waits for the list"
        worker.release()
        for _ in range(200):
            table.scene.update(0.01)
            if not table.scene.held_input:
                break
            threading.Event().wait(0.01)
        assert not table.scene.held_input and table.scene.picked_letters() == "S", "then it is played"
        assert table.status() != FINDING_MOVES
    finally:
        table.scene.moves.close()


def test_the_big_hand_benchmark_times_the_frames_of_a_table_whose_player_moves() -> None:
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "bench" / "ui_words.py"), "--dummy", "--frames", "60",
                           "--cards", "30"], cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "a hand of 30 cards, 60 frames" in done.stdout and "in a worker" in done.stdout
    assert "frames: median" in done.stdout and "moves made" in done.stdout
