"""Planning a turn of the word game after the draw: which of the engine's listed word
moves to play, one after another, and how to end the turn.

The plan is played out on a copy of the position: at each step the engine lists the
moves (new words, letters put into the side's words, two words joined), each of which
keeps a way to end the turn, and the style picks one or stops. Beginner lays the
longest, dearest word it can, as long as it can; Advanced weighs each move (judgement.py)
and stops when none gains. The discard is the card that costs least to give up.
"""

from __future__ import annotations

import random

from canasta.engine import Action, GameState

from ..policy import check_deadline
from ..style import Style
from .judgement import WordJudge

MAX_MOVES = 40  # word moves in one turn, at most (each takes cards from the hand or joins two words)
WORD_MOVES = ("meld", "merge")
ENDS = ("discard", "out")


def plan_turn(state: GameState, style: Style, rng: random.Random, quick: bool = False,
              deadline: float | None = None) -> list[Action]:
    """The rest of the current player's turn: word moves, then its end (empty if the
    listed moves lead nowhere, which the engine's move list does not allow). `quick`:
    the discard judged by the hand's own words alone (for rollouts). Raises OutOfTime
    once `deadline` (time.perf_counter()) has passed."""
    trial = state.clone()
    judge = WordJudge(trial, style, quick)
    seat = trial.current_player()
    actions: list[Action] = []
    for _ in range(MAX_MOVES):
        check_deadline(deadline)
        legal = turn_moves(trial)
        moves = [action for action in legal if action.kind in WORD_MOVES]
        ends = [action for action in legal if action.kind in ENDS]
        move = choose_move(trial, moves, judge, must=not ends)
        if move is None:
            end = choose_end(trial, ends, judge, rng)
            return actions + ([end] if end is not None else [])
        trial.apply(move)
        actions.append(move)
        if trial.hand_over() or trial.current_player() != seat:
            return actions
    return actions


def choose_move(state: GameState, moves: list[Action], judge: WordJudge, must: bool) -> Action | None:
    """The word move to play next, or None to stop melding (`must`: the turn cannot end
    yet, so a move is needed, for the first meld or to bring in a taken pile)."""
    if not moves:
        return None
    rules = state.rules
    if not judge.style.judge_words:
        # The most letters, the dearest; a join (no card) once nothing is left to lay.
        return max(moves, key=lambda action: (len(action.cards), sum(map(rules.value_of, action.cards))))
    gains = {action: judge.move_gain(state, action) for action in moves}
    best = max(moves, key=gains.__getitem__)
    return best if must or gains[best] > 0 else None


def choose_end(state: GameState, ends: list[Action], judge: WordJudge, rng: random.Random) -> Action | None:
    """How to end the turn: going out where listed, else the cheapest discard."""
    if not ends:
        return None
    for action in ends:
        if action.kind == "out":
            return action
    hand = state.hands[state.current_player()]
    table_words = [meld.key for meld in state.tables[judge.side]]
    costs = judge.discard_costs(hand, table_words, rng)
    discards = [action for action in ends if action.kind == "discard"]
    return min(discards, key=lambda action: costs.get(action.cards[0], 0.0))


def turn_moves(state: GameState) -> list[Action]:
    """The word moves and the ways to end the turn the engine lists, without the search
    that "May I go out?" needs (a computer player never asks it of its plan)."""
    spoken = state.variant.spoken_turn
    assert spoken is not None
    return spoken.turn_moves(state)


def end_options(state: GameState, judge: WordJudge, rng: random.Random, how_many: int) -> list[Action]:
    """The `how_many` cheapest ways to end the turn from `state` (for a search to compare)."""
    ends = [action for action in turn_moves(state) if action.kind in ENDS]
    outs = [action for action in ends if action.kind == "out"]
    hand = state.hands[state.current_player()]
    costs = judge.discard_costs(hand, [meld.key for meld in state.tables[judge.side]])
    discards = sorted((action for action in ends if action.kind == "discard"),
                      key=lambda action: costs.get(action.cards[0], 0.0))
    return (outs + discards)[:how_many]
