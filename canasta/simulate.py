"""Playing whole games without a screen, for the `simulate` command, soak tests and benchmarks."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, GameState, Rules

Chooser = Callable[[GameState], Action]

MAX_ACTIONS_PER_HAND = 20000


class StuckGameError(RuntimeError):
    """A game in which no action was legal, or a hand that would not end."""


class CappedHandError(StuckGameError):
    """A hand that did not end within MAX_ACTIONS_PER_HAND actions: the players went round
    in circles (a position where only taking back is legal is reported as stuck instead)."""


@dataclass
class GameSummary:
    scores: list[int]
    hands: int
    actions: int
    winner: int | None
    # Why the game stopped before its end (a stuck position or a capped hand), or None.
    stopped: StuckGameError | None = None


def random_chooser(seed: int) -> Chooser:
    rng = random.Random(seed)
    return lambda state: choose_random_action(state.legal_actions(), rng)


def play_hand(state: GameState, choosers: list[Chooser]) -> int:
    """Play the current hand to its end; return the number of actions played."""
    count = 0
    while not state.hand_over():
        actions = state.legal_actions()
        if all(action.kind == "undo" for action in actions):
            what = "no legal action" if not actions else "no legal action but taking back"
            raise StuckGameError(f"{what} in hand {state.hand_number}, action {count}:\n{state.to_text()}")
        state.apply(choosers[state.current_player()](state))
        count += 1
        if count > MAX_ACTIONS_PER_HAND:
            raise CappedHandError(f"hand {state.hand_number} did not end after {count} actions:\n{state.to_text()}")
    return count


def play_game(rules: Rules, players: int, seed: int, choosers: list[Chooser] | None = None,
              max_hands: int | None = None) -> GameSummary:
    """Play a game to its end (or `max_hands` hands) with the given choosers (random by default)."""
    state = GameState(rules, players, seed=seed)
    if choosers is None:
        choosers = [random_chooser(seed * 10 + seat) for seat in range(players)]
    actions = 0
    while True:
        try:
            actions += play_hand(state, choosers)
        except StuckGameError as exc:
            return GameSummary(list(state.scores), state.hand_number, actions, None, exc)
        if state.is_terminal() or (max_hands is not None and state.hand_number >= max_hands):
            break
        state.play(Action("deal"))
    return GameSummary(list(state.scores), state.hand_number, actions, state.winner())
