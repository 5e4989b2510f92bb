"""Acaba (British Canasta, `acaba_award`): a player concedes the hand in his own turn.

Saying "Acaba" ends the hand at once: his side scores nothing, every other side scores
`acaba_award` and nothing else, and the melds of that turn are not checked (the turn
does not end as turns do). In partnerships he may first ask his partner "May I say
Acaba?"; the answer binds as "May I go out?" does: after "no" he may not say it this
turn, after "yes" he must (and, as the melds would score nothing, says it at once).
The question uses the asking machinery of "May I go out?" (Phase.ASK, `asker`, the
`yes` and `no` actions) with zones of its own: `acaba_asked`, `acaba_answer` and
`asked_in_draw` (asked before drawing: the answer hands the turn back to the draw).
Rulings: docs/rules/cuban-uruguayan-british.md, British 2 to 4.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..play.actions import ACABA, ASK_ACABA, Action
from ..scoring.score_parts import ScoreLine
from ..scoring.scoring import HandResult, SideScore
from ..play.turn import Phase
from ..sentences.message import say

if TYPE_CHECKING:
    from ..game.state import GameState

GO_OUT_QUESTION = say("May I go out?")
ACABA_QUESTION = say("May I say Acaba?")
ACABA_PART = "acaba"
CONCEDED_FIGURE = "acaba_conceded"


def acaba_allowed(state: GameState) -> bool:
    """Whether the rules have Acaba at all."""
    return state.rules.acaba_award is not None


def asked_acaba(state: GameState) -> bool:
    """Whether the question the partner is answering now is "May I say Acaba?"."""
    return state.phase == Phase.ASK and state.acaba_asked and state.acaba_answer is None


def question_words(state: GameState) -> str:
    """The question the partner is answering (or was last asked), as the asker says it."""
    return ACABA_QUESTION if asked_acaba(state) else GO_OUT_QUESTION


def must_say_acaba(state: GameState) -> bool:
    """The partner said yes to "May I say Acaba?": saying it is the only move left."""
    return state.acaba_answer == "yes" and state.phase in (Phase.DRAW, Phase.PLAY)


def acaba_problem(state: GameState) -> str | None:
    """Why the current player may not say "Acaba" now (in his own turn), or None."""
    if not acaba_allowed(state):
        return say("These rules have no Acaba: a hand cannot be conceded.")
    if state.opening:
        return say("Open the hand by discarding a card.")
    if state.acaba_answer == "no":
        return say("Your partner said no: you may not say Acaba this turn.")
    return None


def turn_ends_by_acaba(state: GameState) -> bool:
    """Whether the player to move can still end the turn by saying "Acaba": then every
    meld the rules of melds allow may be made, as the turn can always end (British ruling
    3: the melds of a turn that ends by Acaba are not checked)."""
    return acaba_allowed(state) and state.phase in (Phase.DRAW, Phase.PLAY) and acaba_problem(state) is None


def ask_acaba_problem(state: GameState) -> str | None:
    """Why the current player may not ask his partner "May I say Acaba?" now, or None."""
    if not acaba_allowed(state):
        return say("These rules have no Acaba: a hand cannot be conceded.")
    if not state.partnerships or state.partner_of(state.current) is None:
        return say("There is no partner to ask: say Acaba yourself if you mean to concede.")
    if state.acaba_asked:
        return say("You have already asked your partner \u201c{question}\u201d this turn.", question=ACABA_QUESTION)
    if state.opening:
        return say("Open the hand by discarding a card.")
    return None


def acaba_actions(state: GameState) -> list[Action]:
    """The move list's Acaba moves in the current player's turn (DRAW or PLAY phase)."""
    if not acaba_allowed(state):
        return []
    actions = [ACABA] if acaba_problem(state) is None else []
    if ask_acaba_problem(state) is None:
        actions.append(ASK_ACABA)
    return actions


def ask_acaba(state: GameState) -> None:
    """Carry out "May I say Acaba?": the partner is to answer."""
    partner = state.partner_of(state.current)
    assert partner is not None
    state.acaba_asked = True
    state.asked_in_draw = state.phase == Phase.DRAW
    state.asker = state.current
    state.current = partner
    state.phase = Phase.ASK


def answer_acaba(state: GameState, permission: bool) -> None:
    """Carry out the partner's answer: the turn goes back to the asker where it was."""
    assert state.asker is not None
    state.current = state.asker
    state.acaba_answer = "yes" if permission else "no"
    state.phase = Phase.DRAW if state.asked_in_draw else Phase.PLAY


def acaba_result(state: GameState) -> HandResult:
    """The hand's result when the current player says Acaba: nothing for his side,
    `acaba_award` for every other side, each as one line of its own."""
    award = state.rules.acaba_award
    assert award is not None
    conceding = state.side_of(state.current)
    sides = []
    for side in range(state.sides):
        if side == conceding:
            line = ScoreLine("Acaba (conceded the hand)", 0, ACABA_PART, ((CONCEDED_FIGURE, 1),))
        else:
            line = ScoreLine("Acaba", award, ACABA_PART, ((ACABA_PART, award),))
        sides.append(SideScore.of([line]))
    return HandResult(state.hand_number, None, False, tuple(sides))


def conceding_side(result: HandResult) -> int | None:
    """The side that said Acaba to end the hand of `result`, or None."""
    for side, score in enumerate(result.sides):
        if score.figure(CONCEDED_FIGURE):
            return side
    return None
