"""Computer players and Acaba (British Canasta, canasta/engine/features/acaba.py): when to concede
the hand, and how a partner answers "May I say Acaba?".

Conceding costs the rule's award (1,500) against every other side, whatever the table
holds. A player concedes at the start of a turn when the hand as it stands (the
`outlook_difference` of the planning: the tables, red threes, and the hands at their
expected values) is worse for his side than that by a clear margin: the leading side
can still go out and finish canastas, so a deficit a little past the award is not yet
hopeless. With a partner, a player whose deficit is past the award but within that
margin asks "May I say Acaba?" instead: the partner, who sees his own hand, decides. A
partner asked answers yes for any deficit past the award: the asker has seen his own hand
and chose to ask.
"""

from __future__ import annotations

from canasta.engine import (ACABA, ASK_ACABA, NO, YES, Action, GameState, acaba_problem, ask_acaba_dead_end,
                            ask_acaba_problem, asked_acaba, must_say_acaba)

from .planning import outlook_difference

# How far past the award the side must be behind before a player concedes unasked.
CONCEDE_MARGIN = 300
# The moves that concede the hand or ask to: chosen by `acaba_move` alone, never by a search.
CONCEDING = ("acaba", "askacaba")


def acaba_move(state: GameState) -> Action | None:
    """ACABA when the current player (in his own turn) concedes the hand, ASK_ACABA when
    he asks his partner first, else None."""
    award = state.rules.acaba_award
    if award is None:
        return None
    if must_say_acaba(state):
        return ACABA
    if acaba_problem(state) is not None:
        return None
    difference = outlook_difference(state, state.current)
    if difference < -(award + CONCEDE_MARGIN):
        return ACABA
    if difference < -award and ask_acaba_problem(state) is None and ask_acaba_dead_end(state) is None:
        return ASK_ACABA
    return None


def acaba_answer(state: GameState) -> Action | None:
    """The partner's answer to "May I say Acaba?" (None when that is not the question)."""
    if not asked_acaba(state):
        return None
    award = state.rules.acaba_award
    assert award is not None
    return YES if outlook_difference(state, state.current) < -award else NO
