"""What the turn so far has done, as the judge, the move list and the search read it:
the cards it placed in each meld, their points and wild cards, and which meld an
action's cards go to. Worked out once for a position (cleared by `apply` and `clone`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..melds.meld_kinds import GROUP, MeldKind, kind_of_new_meld
from ..melds.table import Meld
from ..play.turn import Merge
from ..derived.tables import derived

if TYPE_CHECKING:
    from ..play.actions import Action
    from ..rules.rules import Rules
    from ..game.state import GameState


def turn_placed(state: GameState) -> tuple[int, dict[int, int], int]:
    """This turn's placements: their points, how many cards went in each meld (by id),
    and how many of them are wild. A group merged into another this turn counts its
    cards of this turn in that one, which counts as touched even when they are none."""
    cached = state._turn_cache
    if cached is None:
        value = state.rules.value_of
        is_wild = state.rules.card_kinds.wild
        points = wild = 0
        placed: dict[int, int] = {}
        merges = state.merges
        merged = 0
        for index, (meld_id, cards) in enumerate(state.turn_moves):
            while merged < len(merges) and merges[merged].after == index:
                _count_merge(placed, merges[merged])
                merged += 1
            placed[meld_id] = placed.get(meld_id, 0) + len(cards)
            for card in cards:
                points += value(card)
                wild += is_wild[card.code]
        for merge in merges[merged:]:
            _count_merge(placed, merge)
        cached = state._turn_cache = (points, placed, wild)
    return cached


def _count_merge(placed: dict[int, int], merge: Merge) -> None:
    placed[merge.into] = placed.get(merge.into, 0) + placed.pop(merge.joined, 0)


def placed_this_turn(state: GameState) -> dict[int, int]:
    """How many cards this turn put in each meld, by meld id (not to be changed)."""
    return turn_placed(state)[1]


def placed_by_label(state: GameState) -> dict[str, int]:
    """`placed_this_turn` by the melds' labels, for the quick paths of rule sets with one
    meld per rank (melds.py)."""
    table = state.tables[state.side_map[state.current]]
    labels = {meld.id: meld.key for meld in table}
    return {labels[meld_id]: count for meld_id, count in placed_this_turn(state).items()}


def meld_target(state: GameState, action: Action) -> tuple[MeldKind, str, Meld | None] | None:
    """The kind and key of the meld `action` puts cards in, and that meld when it is on the
    table already (None: the cards start a new one); None when they fit no kind."""
    table = state.tables[state.side_map[state.current]]
    if action.to is not None:
        meld = table.by_id(action.to)
        return None if meld is None else (meld.kind, meld.key, meld)
    if action.word is not None:
        return state.variant.turn.named_target(action)
    found = kind_of_new_meld(state.rules, action.cards)
    if found is None:
        return None
    kind, key = found
    rules = state.rules
    if kind.unique(rules):
        return kind, key, table.find(kind, key)
    if kind is GROUP and rules.melds_per_rank == "one_open":
        return kind, key, table.open_group(rules, key)  # a new group only once the last is complete
    return kind, key, None


def last_is_switch(state: GameState) -> bool:
    """Whether the newest thing this turn did, the one `undo` takes back, is a switch."""
    return bool(state.switches) and \
        state.switches[-1].after == len(state.turn_moves) + len(state.merges) + len(state.switches) - 1


def going_out_only(state: GameState) -> str | None:
    """Why the turn can end only by going out, because of a meld it grew beyond what other
    turns allow (a run past seven cards: MeldKind.going_out_only), or None."""
    rules = state.rules
    if not _may_be_going_out_only(rules):
        return None
    table = state.tables[state.side_map[state.current]]
    for meld_id in placed_this_turn(state):
        meld = table.by_id(meld_id)
        if meld is not None:
            problem = meld.kind.going_out_only(rules, meld.key, meld.cards)
            if problem:
                return problem
    return None


def _may_be_going_out_only(rules: Rules) -> bool:
    """Whether a kind of meld of the rules can be legal only in a turn that goes out (runs
    past seven cards): worked out once for a rule set (kept with its rules)."""
    found = derived(rules).get("_may_be_going_out_only")
    if found is None:
        found = derived(rules)["_may_be_going_out_only"] = any(
            type(kind).going_out_only is not MeldKind.going_out_only for kind in rules.kinds)
    return found


def must_ask_first(state: GameState) -> bool:
    """Whether the player to move must still ask the partner "May I go out?" before going
    out (`must_ask_partner`, in partnerships), having not asked this turn."""
    return state.rules.must_ask_partner and state.partnerships and state.permission is None
