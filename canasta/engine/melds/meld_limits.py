"""Limits on where cards may be melded beyond a meld's own shape (Modern American Canasta):
the meld base, pure ranks, the lock a side's open wild meld puts on its wild cards, and
dead ranks. Each is an option (`meld_base`, `pure_ranks`, `pure_ranks_wild_in_opening`,
`wild_meld_locks_wild`, `dead_completed_ranks`).

They are judged as cards are placed, so a player lays the naturals of a meld before its
wild cards (naturals laid in the same turn count toward the meld base). The judge
(legality.py), the move list and the search (moves.py, endings.py) and taking the pile
(taking.py) ask here; going out with an incomplete pure or wild meld
(`no_going_out_with_incomplete`) is asked here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from ..cards.cards import RANK_PLURALS, Card
from .meld_kinds import GROUP, WILD, MeldKind, is_natural
from ..values.rule_values import PURE_PREFIX
from ..sentences.message import say

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState
    from .table import Meld, SideTable


def dead_rank(state: GameState, rank: str) -> bool:
    """Whether `rank` is dead: either side has completed a canasta of it (`dead_completed_ranks`)."""
    if not state.rules.dead_completed_ranks:
        return False
    rules = state.rules
    for table in state.tables:
        for meld in table.melds:
            if meld.kind is GROUP and meld.key == rank and meld.kind.is_complete(rules, meld.cards):
                return True
    return False


def wild_meld_open(rules: Rules, table: SideTable) -> bool:
    """Whether the side's wild meld is on the table and not complete, which keeps its wild
    cards out of its other melds (`wild_meld_locks_wild`)."""
    if not rules.wild_meld_locks_wild:
        return False
    return any(meld.kind is WILD and not WILD.is_complete(rules, meld.cards) for meld in table.melds)


def is_pure(rules: Rules, meld: Meld) -> bool:
    """Whether `meld` is a pure meld: a group of a pure rank without a wild card."""
    return meld.kind is GROUP and meld.key in rules.pure_ranks and is_natural(rules, meld.cards)


def meld_limit_problem(state: GameState, side: int, kind: MeldKind, key: str, meld: Meld | None,
                       cards: Sequence[Card]) -> str | None:
    """Why `cards` may not go into the side's meld of `kind` and `key` (`meld`, or a new
    one) by the limits of this module, or None."""
    rules = state.rules
    if kind is GROUP and rules.dead_completed_ranks and dead_rank(state, key):
        return say("{rank} are a dead rank: a canasta of them is complete, so nobody may meld them any more.",
                   rank=RANK_PLURALS[key])
    return wild_limit_problem(rules, state.tables[side], not state.opened[side], kind, key,
                              meld.cards if meld is not None else (), cards)


def wild_limit_problem(rules: Rules, table: SideTable, opening: bool, kind: MeldKind, key: str,
                       meld_cards: Sequence[Card], cards: Sequence[Card]) -> str | None:
    """Why the wild cards among `cards` may not join a meld of `kind` and `key` holding
    `meld_cards` (none: a new meld) on a side's `table`, in the side's first-meld turn or
    not (`opening`), by the meld base, pure ranks and an open wild meld; or None. (Also
    what the computer players ask of the melds they plan.)"""
    wild = rules.card_kinds.wild
    if kind is WILD or not any(wild[card.code] for card in cards):
        return None
    if wild_meld_open(rules, table):
        return say("While your wild meld has fewer than {size} cards, your side may not put wild cards in other "
                   "melds.", size=WILD.complete_size(rules))
    if kind is not GROUP:
        return None
    name = RANK_PLURALS[key]
    if key in rules.pure_ranks and is_natural(rules, meld_cards):
        if key not in rules.pure_ranks_wild_in_opening:
            return say("{rank} never take wild cards: a meld of {rank} stays pure.", rank=name)
        if not opening:
            return say("{rank} take wild cards only in your side's first-meld turn.", rank=name)
    base = rules.meld_base
    if base is not None and not opening:
        naturals = sum(1 for card in (*meld_cards, *cards) if not wild[card.code])
        if naturals < base:
            return say("After your side's first meld, a meld takes wild cards only once it holds {base} natural cards: "
                       "put {more} more natural {rank} in it first.", base=base,
                       more=base - naturals if meld_cards else base, rank=name)
    return None


def meld_limits_apply(rules: Rules) -> bool:
    """Whether any limit of this module is part of the rules (the move list filters by them)."""
    return bool(rules.dead_completed_ranks or rules.wild_meld_locks_wild or rules.pure_ranks
                or rules.meld_base is not None)


# Going out -----------------------------------------------------------------------------


def blocking_kind(rules: Rules, meld: Meld) -> str | None:
    """The kind of incomplete meld `meld` is for `no_going_out_with_incomplete` and
    `incomplete_meld_penalty` (`pure_7`, `wild`), or None: a complete meld, or one of no
    such kind."""
    if meld.kind.is_complete(rules, meld.cards):
        return None
    if meld.kind is WILD:
        return "wild"
    if is_pure(rules, meld):
        return f"{PURE_PREFIX}{meld.key}"
    return None


def incomplete_block_problem(rules: Rules, melds: Iterable[Meld]) -> str | None:
    """Why a side with `melds` may not go out for an incomplete meld the rules name
    (`no_going_out_with_incomplete`), or None."""
    blocking = rules.no_going_out_with_incomplete
    if not blocking:
        return None
    for meld in melds:
        kind = blocking_kind(rules, meld)
        if kind is not None and kind in blocking:
            if kind == "wild":
                return say("You may not go out while your wild meld is not a canasta.")
            return say("You may not go out while your meld of pure {rank} is not a canasta.",
                       rank=RANK_PLURALS[meld.key])
    return None
