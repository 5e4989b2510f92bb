"""A player that makes random legal moves: for soak tests, simulations and as the
simplest opponent until the real levels play."""

from __future__ import annotations

import random

from canasta.engine import Action, GameState

from .acaba import CONCEDING

ENDS_OF_TURN = ("discard", "out", "pass")
CONCEDE_CHANCE = 0.01


def choose_random_action(actions: list[Action], rng: random.Random) -> Action:
    """A random action that favours making progress: taking back a meld is rare while
    the turn can end. When it cannot end yet, taking back is as likely as all the other
    moves together, so that a turn that went the wrong way unwinds, however many melds
    deep, instead of running on (the move list never offers a meld after which the turn
    cannot end, so this only undoes a detour)."""
    conceding: list[Action] = []
    undo: list[Action] = []
    others: list[Action] = []
    for action in actions:  # one pass: the move lists of a soak are long and many
        kind = action.kind
        if kind == "undo":
            undo.append(action)
        elif kind in CONCEDING:
            conceding.append(action)
        else:
            others.append(action)
    if conceding and (not (undo or others) or rng.random() < CONCEDE_CHANCE):
        # Acaba ends the hand at once: said now and then, so that hands are still played out.
        return rng.choice(conceding)
    if not others:
        return undo[0]
    if undo:
        can_end = any(action.kind in ENDS_OF_TURN for action in others)
        if rng.random() < (0.02 if can_end else 0.1):
            return undo[0]
    return rng.choice(others)

class RandomPlayer:
    """Chooses among the legal actions of its own position at random."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return choose_random_action(state.legal_actions(), self.rng)
