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


def first_move(player: Recorder, preset: str) -> tuple[Action, GameState]:
    """The move `player`, prepared for `preset` by the table's worker, is asked for first."""
    rules = load_preset(preset)
    state = GameState(rules, 4, seed=3)
    moves = ComputerMoves(threaded=True)
    try:
        moves.prepare([player], rules)
        moves.ask(player, state.observation(state.current), token=1)
        for _ in range(1000):
            action = moves.answer(1)
            if action is not None:
                return action, state
            assert moves.thinking
            threading.Event().wait(0.01)
    finally:
        moves.close()
    raise AssertionError("no move in 10 seconds")


def test_the_players_prepare_in_the_worker_before_their_first_move_is_asked() -> None:
    player = Recorder()
    first_move(player, "bwc")
    assert player.prepared.is_set() and player.calls == ["prepare bwc", "choose"]


def test_a_player_that_fails_to_prepare_still_moves() -> None:
    class Failing(Recorder):
        def prepare(self, rules: Rules) -> None:
            raise RuntimeError("no tables")

    action, state = first_move(Failing(), "classic")
    assert action in state.legal_actions()
