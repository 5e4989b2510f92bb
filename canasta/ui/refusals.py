"""The sentence a refused meld is told with, whichever gesture made it.

A meld clicked card by card is short of cards at first, and the engine lets a row be
short while the turn goes on. When it refuses such a card, the rule that refuses it is
the one that would refuse the whole row the player is building (a first meld that cannot
reach its minimum, a last card that could not be discarded), not the row's shortness,
which the cards still in hand could put right. So, where the engine's sentence names only
the row's shortness and the hand holds more natural cards for the row, the table tells
the engine's reason for the row with those cards in it, as a drag of them all would.
The engine judges both moves; nothing here decides a rule.
"""

from __future__ import annotations

from canasta.engine import Action, GameState, meld_target


def meld_refusal(state: GameState, action: Action, problem: str) -> str:
    """The sentence to tell for `action`, a meld the engine refused with `problem`."""
    if action.kind != "meld" or action.word is not None:
        return problem
    target = meld_target(state, action)
    if target is None:
        return problem
    kind, key, meld = target
    rules = state.rules
    row = (list(meld.cards) if meld is not None else []) + list(action.cards)
    if kind.problem(rules, key, row, new=meld is None) != problem:
        return problem  # refused for something else than the row's shortness
    rest = list(state.hands[state.current])
    for card in action.cards:
        rest.remove(card)
    more: list = []
    for card in rest:
        if not rules.is_wild(card) and kind.fits(rules, key, row + more, card):
            more.append(card)
    if not more:
        return problem
    fuller = Action("meld", tuple(action.cards) + tuple(more), action.to)
    if meld is None and meld_target(state, fuller) != target:
        return problem
    reason = state.explain(fuller)
    if reason is None or reason == kind.problem(rules, key, row + more, new=meld is None):
        return problem
    return reason
