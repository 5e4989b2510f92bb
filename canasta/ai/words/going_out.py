"""Going out with words: the word moves that lay the whole hand down (or all of it but a
last discard) this turn, where the engine says it can be done.

Which words partition a hand is a search the engine already makes to answer whether the
turn can end by going out (`GameState.can_go_out`, bwc/turn.py); the plan follows its
answer move by move: the dearest listed move after which going out is still possible,
until the hand is gone. The answers are kept for the turn's copies, so following them
costs little more than the first question.
"""

from __future__ import annotations

from canasta.engine import Action, GameState, Phase

from .turn_plan import WORD_MOVES, turn_moves

MAX_MOVES = 30  # word moves in one turn, at most: each lays a card or joins two words


def going_out_plan(state: GameState) -> list[Action] | None:
    """The rest of the turn of the player to move that goes out, or None where the engine
    finds no way to (or the turn is not at a point where the player chooses melds)."""
    if state.phase != Phase.PLAY or state.taking is not None or not state.can_go_out():
        return None
    trial = state.clone()
    seat = trial.current_player()
    plan: list[Action] = []
    rules = trial.rules
    for _ in range(MAX_MOVES):
        legal = turn_moves(trial)
        hand = trial.hands[seat]
        ends = [action for action in legal
                if action.kind == "out" or (action.kind == "discard" and len(hand) == 1)]
        if ends:
            return plan + ends[:1]
        moves = sorted((action for action in legal if action.kind in WORD_MOVES),
                       key=lambda action: -(len(action.cards) * 100 + sum(map(rules.value_of, action.cards))))
        for move in moves:
            after = trial.clone()
            after.apply(move)
            if after.can_go_out():
                trial = after
                plan.append(move)
                break
        else:
            return None
    return None
