"""Whether the turn can end at once, as it stands: a discard, going out or a pass the
judge accepts (the first question of every search and dive)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import legality  # the judge: a module, read when asked
from ..play.actions import PASS
from ..state.discards import some_discard
from .foot import last_discard_goes_out

if TYPE_CHECKING:
    from ..game.state import GameState


def ends_now(state: GameState, going_out: bool = False) -> bool:
    """Whether the turn can end at once: a discard, going out or a pass the judge accepts."""
    if state.taking is not None:
        return False
    rules = state.rules
    hand = state.hands[state.current]
    if not hand:
        return not rules.going_out_needs_discard and legality.end_problem(state, True) is None
    last = len(hand) == 1 and last_discard_goes_out(state)
    if (last or not going_out) and legality.end_problem(state, last) is None:
        if rules.quick_tests_hold:
            if rules.red_threes_held or any(not card.is_red_three for card in hand):
                return True
        elif some_discard(state):
            return True
    if going_out or len(hand) != 1 or not rules.pass_discard:
        return False
    return legality.explain_play_phase(state, PASS) is None
