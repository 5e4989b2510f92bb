"""The turn solver: whether the turn being played can still end, and how.

The one entry for "can this turn still end?" and "can it end by going out?": the judge
(after a meld, taking the pile, a merge, "May I go out?"), the move list,
`GameState.can_go_out`, the table, the hints and the computer players all ask
`can_end_turn` here.

Where the count model knows every option of the rules (scope.py: every preset's) it
answers exactly, with a plan the judge can replay (`end_plan`). While the pile is being
taken, a search places cards until the pile is in the hand and asks the count model from
there. A rule set whose melds are words answers through its own turn
(meld_protocol.SpokenTurn, asked through game/variant.py); options the count model does not
know yet (Samba with wild cards always fewer than naturals) are answered by the search
of endings.py, which registers itself here (`register_search`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..features.acaba import turn_ends_by_acaba
from .count_model import count_answer, count_plan
from .plan import Plan, replay_problem
from .scope import position_known, rules_known, taking_known

if TYPE_CHECKING:
    from ..game.state import GameState

__all__ = ["Plan", "can_end_turn", "count_answer", "count_plan", "end_plan", "position_known", "register_search",
           "replay_problem", "rules_known", "standard_can_end_turn", "taking_known"]

_searches: list[Callable[[GameState, bool], bool]] = []


def register_search(search: Callable[[GameState, bool], bool]) -> None:
    """Make `search` answer where the count model does not (endings.py does this once)."""
    _searches[:] = [search]


def can_end_turn(state: GameState, going_out: bool = False, by_acaba: bool = True) -> bool:
    """Whether the player to move can end this turn from here, by placing cards as the
    rules allow and then discarding, going out or passing the discard (`going_out`: only
    by going out), or by saying Acaba where the rules have it (`by_acaba`): the turn the
    rule set is played with answers (game/variant.py; a rule set of words its own)."""
    return state.variant.turn.can_end_turn(state, going_out, by_acaba)


def standard_can_end_turn(state: GameState, going_out: bool = False, by_acaba: bool = True) -> bool:
    """`can_end_turn` of the standard turn: the count model, or the search where it does
    not know the rules or the position."""
    if not going_out and by_acaba and turn_ends_by_acaba(state):
        return True  # (British: saying Acaba ends the turn, and the hand, whatever was melded)
    if position_known(state):
        return count_answer(state, going_out)
    return _searches[0](state, going_out)


def end_plan(state: GameState, going_out: bool = False) -> Plan | None:
    """The placements and the ending action of a way to end the turn from `state`, where
    the count model knows it; None where no way is left (or the model does not know the
    position: `position_known`). Saying Acaba is not such a way: it ends the hand."""
    return count_plan(state, going_out) if position_known(state) else None
