"""Whether the turn may end now, as the player's move that ends it (a discard, going out,
passing the discard) asks: every meld this turn touched a meld, the partner's answer
kept, the side's first meld made; the foot's pick-up judges the melds so too (foot.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..sentences.message import RuleSetTitle, say
from ..rules.pile import pile_word
from ..state.first_meld import first_meld_problem
from ..melds.meld_kinds import THREES
from ..melds.meld_limits import incomplete_block_problem
from .taking import taking_problem
from ..state.this_turn import must_ask_first, placed_this_turn

if TYPE_CHECKING:
    from ..game.state import GameState


def end_problem(state: GameState, going_out: bool, foot: bool = False) -> str | None:
    """Why the current turn may not end now (going out or not), or None. `foot`: the hand
    is used up and the foot comes into it, the turn going on (foot.py): the melds are
    judged as at the end of a turn."""
    rules = state.rules
    seat, side = state.current, state.side_map[state.current]
    if state.taking is not None:
        return taking_problem(state) or say("Finish taking the {pile} first.", pile=pile_word(rules))
    problem = state.variant.turn.end_problem(state)  # (a rule set of words: its own, game/variant.py)
    if problem:
        return problem
    table = state.tables[side]
    placed = placed_this_turn(state)
    # Only the melds this turn touched need a look (and black threes, going on).
    for meld in table if placed or (not going_out and table.has(THREES)) else ():
        if meld.kind is THREES and not going_out:
            return say("Black threes may only be melded by a player going out.")
        count = placed.get(meld.id)
        if count is None:
            continue  # a meld this turn did not touch was checked when its turn ended
        problem = meld.kind.problem(rules, meld.key, meld.cards, new=count == len(meld.cards)) \
            or (None if going_out else meld.kind.going_out_only(rules, meld.key, meld.cards))
        if problem:
            return problem
    if going_out:
        if state.feet[seat] and rules.going_out_from_foot:
            return say("You go out only from your foot: use up your hand first, and play on from the foot.")
        if state.permission is False:
            return say("Your partner said no: you may not go out this turn.")
        problem = state.going_out_problem(side) or incomplete_block_problem(rules, table)
        if problem is not None:
            return problem
        if must_ask_first(state):
            return say("In {title} you must ask your partner before going out.", title=RuleSetTitle(rules.title))
    elif state.permission is True and not foot:
        return say("Your partner said yes: you must go out this turn.")
    if not state.opened[side] and state.turn_moves:
        concealed = going_out
        if not (concealed and not rules.concealed_needs_minimum):
            problem = first_meld_problem(state, side)
            if problem:
                return problem
    if not going_out and not state.hands[seat] and not foot:
        return say("You have no card left to end your turn with.")
    return None
