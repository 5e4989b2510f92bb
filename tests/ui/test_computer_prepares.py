"""The table lets its computer players prepare for a game before asking them to move."""

from __future__ import annotations

import threading

from canasta.engine import Action, GameState, Observation, Rules
from canasta.ui.computer import ComputerMoves
from canasta.variants import load_preset


class Recorder:
    name = "recorder"

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.prepared = threading.Event()

    def prepare(self, rules: Rules) -> None:
        self.calls.append(f"prepare {rules.name}")
        self.prepared.set()

    def choose(self, observation: Observation) -> Action:
        self.calls.append("choose")
        return observation.legal_actions[0]


def test_the_players_prepare_in_the_worker_before_their_first_move_is_asked() -> None:
    rules = load_preset("bwc")
    state = GameState(rules, 4, seed=3)
    player = Recorder()
    moves = ComputerMoves(threaded=True)
    try:
        moves.prepare([player], rules)
        moves.ask(player, state.observation(state.current), token=1)
        assert player.prepared.wait(10)
        while moves.answer(1) is None:
            assert moves.thinking
            threading.Event().wait(0.01)
    finally:
        moves.close()
    assert player.calls == ["prepare bwc", "choose"]


def test_a_player_that_fails_to_prepare_still_moves() -> None:
    class Failing(Recorder):
        def prepare(self, rules: Rules) -> None:
            raise RuntimeError("no tables")

    rules = load_preset("classic")
    state = GameState(rules, 4, seed=3)
    player = Failing()
    moves = ComputerMoves(threaded=True)
    try:
        moves.prepare([player], rules)
        moves.ask(player, state.observation(state.current), token=1)
        for _ in range(1000):
            if (action := moves.answer(1)) is not None:
                break
            threading.Event().wait(0.01)
    finally:
        moves.close()
    assert action in state.legal_actions()
