"""Winning by canastas (`canastas_to_win`, house ruling 5): a side with so many canastas
on its table when a turn ends ends the hand; both sides score it as usual, that side
adds `canastas_to_win_bonus`, and it wins the game whatever the totals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..sentences.message import count_word, counted_noun, opening, say
from .score_parts import ScoreLine, register_score_part

if TYPE_CHECKING:
    from .scoring import HandResult
    from ..game.state import GameState

CANASTAS_TO_WIN_PART = "canastas_to_win"
WON_FIGURE = "won_by_canastas"

CANASTAS = counted_noun("canastas")  # what the bonus line counts ("Two canastas: the game")


def side_with_canastas_to_win(state: GameState) -> int | None:
    """The side with the canastas that win the game on its table, or None (or no such rule)."""
    need = state.rules.canastas_to_win
    if need is None:
        return None
    for side in range(state.sides):
        if state.canastas(side) >= need:
            return side
    return None


def won_by_canastas(result: HandResult) -> int | None:
    """The side whose canastas won the game in the hand of `result`, or None."""
    for side, score in enumerate(result.sides):
        if score.figure(WON_FIGURE):
            return side
    return None


class CanastasToWin:
    """The bonus of the side that reached the canastas that win: a line of its own, last
    (nothing doubles or revises it)."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        need = state.rules.canastas_to_win
        if need is None or side_with_canastas_to_win(state) != side:
            return lines
        label = opening(say("{count} canastas: the game", count=count_word(need, CANASTAS)))
        return lines + [ScoreLine(label, state.rules.canastas_to_win_bonus,
                                  CANASTAS_TO_WIN_PART, ((WON_FIGURE, 1),))]


register_score_part(CANASTAS_TO_WIN_PART, CanastasToWin(), "Canastas that win the game", 95)
