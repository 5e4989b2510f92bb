"""Counts that tell quickly that a player cannot go out this turn for want of a meld the
rules ask of a side going out: the natural canastas among those needed
(`canastas_to_go_out_of_kind`: Italian, Hand and Foot) and the pure and wild melds a side
may not go out with while they are incomplete (`no_going_out_with_incomplete`: Modern
American). Bounds, as `reach.could_go_out` is: they say no only where no placing of the
hand's cards could do it, so the search behind "May I go out?" need not look.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..melds.canasta_kinds import canasta_kind, kinds_to_go_out
from ..melds.deuce_meld import DEUCE, TWO, count_twos
from ..melds.meld_kinds import GROUP, RUN, THREES, WILD
from ..melds.meld_limits import blocking_kind
from .melds import count_wild

if TYPE_CHECKING:
    from ..game.state import GameState


def going_out_melds_in_reach(state: GameState) -> bool:
    """False when the player to move cannot go out this turn for want of the natural
    canastas or the complete pure and wild melds going out asks."""
    rules = state.rules
    if rules.canastas_to_go_out_of_kind and not _natural_canastas_in_reach(state):
        return False
    return not rules.no_going_out_with_incomplete or _blocking_melds_completable(state)


def _natural_canastas_in_reach(state: GameState) -> bool:
    """False when the natural canastas going out needs (`canastas_to_go_out_of_kind`) are
    out of reach: the side's own, and for each rank one for every seven of its naturals
    held and in its melds of the rank that hold no wild card (a meld holding one never
    becomes natural; where a side has one meld of a rank, the rank's naturals go nowhere
    else). Twos count as the naturals of a meld of Twos."""
    rules = state.rules
    needed = next((count for kind, count in kinds_to_go_out(rules, state.players) if kind == "natural"), 0)
    if not needed:
        return True
    if rules.gathering_kind is not None or not set(rules.kinds) <= _NATURAL_COUNTED:
        return True  # a kind of meld these counts know nothing of
    size = rules.canasta_size
    made = 0
    clean: dict[str, int] = {}  # naturals in the side's incomplete melds that hold no wild card, by rank
    closed: set[str] = set()    # ranks whose naturals can make no natural canasta of their own
    for meld in state.tables[state.side_of(state.current)]:
        kind = meld.kind
        if kind is not GROUP and kind is not DEUCE:
            continue  # a run or a wild meld is never a natural canasta
        if kind.is_complete(rules, meld.cards):
            made += canasta_kind(rules, kind, meld.key, meld.cards) == "natural"
            if kind.unique(rules):
                closed.add(meld.key)  # the rank's naturals can only join this one
        elif count_wild(rules, meld.cards) - (count_twos(meld.cards) if kind is DEUCE else 0):
            if kind.unique(rules):
                closed.add(meld.key)
        else:
            clean[meld.key] = clean.get(meld.key, 0) + len(meld.cards)
    natural = rules.card_kinds.natural
    deuce = DEUCE in rules.kinds
    held: dict[str, int] = {}
    for card in state.hands[state.current]:
        if natural[card.code] or deuce and card.rank == TWO:
            held[card.rank] = held.get(card.rank, 0) + 1
    for rank in held.keys() | clean.keys():
        if rank not in closed:
            made += (held.get(rank, 0) + clean.get(rank, 0)) // size
            if made >= needed:
                return True
    return made >= needed


_NATURAL_COUNTED = frozenset({GROUP, DEUCE, RUN, WILD, THREES})


def _blocking_melds_completable(state: GameState) -> bool:
    """False when a meld the side may not go out with while it is incomplete cannot be
    completed from the hand: a pure meld takes only naturals of its rank (and, where the
    rank may take wild cards in the side's first-meld turn, those too), a wild meld only
    wild cards."""
    rules = state.rules
    side = state.side_of(state.current)
    blocking = rules.no_going_out_with_incomplete
    hand = state.hands[state.current]
    natural, wild = rules.card_kinds.natural, rules.card_kinds.wild
    wilds = sum(1 for card in hand if wild[card.code])
    opening = not state.opened[side]
    for meld in state.tables[side]:
        kind = blocking_kind(rules, meld)
        if kind is None or kind not in blocking:
            continue
        short = meld.kind.complete_size(rules) - len(meld.cards)
        if meld.kind is WILD:
            have = wilds
        else:
            have = sum(1 for card in hand if natural[card.code] and card.rank == meld.key)
            if opening and meld.key in rules.pure_ranks_wild_in_opening:
                have += wilds
        if have < short:
            return False
    return True
