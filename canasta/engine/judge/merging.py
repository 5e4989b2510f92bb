"""Merging two groups of one rank: `merge #3 #5` puts the side's group 5 into its group 3.

Where a side may hold several groups of one rank (`melds_per_rank: many`, Samba ruling
4d), the player to move may merge two of them, once the pile (if taken) is in the hand,
when the result is a legal group and no wild card thereby joins a canasta. Rulings
taken here (docs/rules/samba-family.md, 4d):

- Only groups merge, never runs or melds of wild cards, and only groups of one rank.
- The merged group keeps the id of the meld merged into; the other's id goes with it
  (table.py), and comes back when the merge is taken back (`undo`, last first, like
  the placements of the turn).
- Where wild cards may not be added to a canasta (`wild_to_canasta: false`), a canasta
  merges only with a group without wild cards (its naturals join the canasta, as
  naturals from the hand may); two groups that are not canastas may make a mixed
  canasta together, as one group melded whole would.
- Two canastas are never merged: that would only lose a canasta (a bonus, and one of
  the canastas needed to go out).
- The merged group must be legal as it stands (cards, naturals, wild cards), and the
  turn must still be able to end after the merge, as after any meld (after_meld.py).

The merge places no card: the turn's points and wild cards stay, and the cards this
turn put in the merged-away group count in the merged group (this_turn.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..play.actions import Action
from .after_meld import why_the_turn_cannot_end
from ..melds.meld_kinds import GROUP, THREES, count_wild
from ..sentences.message import clause, say, say_plural
from ..state.this_turn import placed_this_turn
from ..play.turn import Merge
from ..solver import can_end_turn

if TYPE_CHECKING:
    from ..game.state import GameState
    from ..melds.table import Meld


def merge_problem(state: GameState, action: Action) -> str | None:
    """Why the merge `action` is not allowed now (in the play phase), or None."""
    return merge_rule_problem(state, action) or _dead_end_problem(state, action)


def merge_rule_problem(state: GameState, action: Action) -> str | None:
    """Why the merge `action` breaks a rule of melds, the turn's end aside, or None."""
    rules = state.rules
    if GROUP.unique(rules):
        return say("These rules allow one group of each rank: there are never two to merge.")
    if rules.melds_per_rank == "one_open":
        return say("A side holds one group of each rank that is not complete, and a complete one takes no more "
                   "cards: groups are never merged.")
    if state.taking is not None:
        return say("Finish taking the pile before you merge groups.")
    table = state.tables[state.side_of(state.current)]
    melds = []
    for meld_id in (action.to, action.joining):
        meld = table.by_id(meld_id) if meld_id is not None else None
        if meld is None:
            return say("Your side has no meld #{meld}.", meld=meld_id) if meld_id is not None else \
                say("Name the two melds to merge.")
        melds.append(meld)
    into, joining = melds
    if into is joining:
        return say("Name two different groups to merge.")
    if into.kind is not GROUP or joining.kind is not GROUP or into.key != joining.key:
        return say("Those two melds are not groups of the same rank.")
    words = GROUP.words(into.key)
    complete = [GROUP.is_complete(rules, meld.cards) for meld in melds]
    if all(complete):
        return say("Both groups of {rank} are canastas: two canastas are never merged, each keeps its bonus.",
                   rank=words)
    if any(complete) and not rules.wild_to_canasta:
        other = joining if complete[0] else into
        wild = count_wild(rules, other.cards)
        if wild:
            return say_plural("A wild card may not join a canasta: your other group of {rank} holds {count} wild card.",
                              "A wild card may not join a canasta: your other group of {rank} holds {count} wild "
                              "cards.", wild, rank=words)
    placed = placed_this_turn(state)
    cards = into.cards + joining.cards
    new = placed.get(into.id, 0) + placed.get(joining.id, 0) == len(cards)
    problem = GROUP.problem(rules, into.key, cards, new=new)
    if problem:
        return say("Merged, {problem}", problem=clause(problem))
    return None


def _dead_end_problem(state: GameState, action: Action) -> str | None:
    """Why the turn could not end after the merge, or None: a merge places no card, but a
    group of two may have taken wild cards that one group cannot, or finished two canastas
    where it now makes one."""
    if state.judge_as_before:
        return None
    seat, side = state.current, state.side_of(state.current)
    if state.opened[side] and state.permission is not True and len(state.hands[seat]) >= 2 \
            and not state.tables[side].has(THREES):
        return None  # a legal group, and two cards in hand: one can always be discarded
    after = state.clone()
    after.apply(action)
    if can_end_turn(after):
        return None
    return why_the_turn_cannot_end(after)


def listed_merges(state: GameState) -> list[Action]:
    """Every merge the judge allows now: each ordered pair of the side's groups of one rank."""
    if state.rules.melds_per_rank != "many" or state.taking is not None:
        return []
    actions = []
    for into, joining in _pairs(state):
        # The rules of melds answer a pair alike in either order (the merged group holds the
        # same cards): asked once. The turn's end is asked of each order.
        if merge_rule_problem(state, _merge(into.id, joining.id)) is not None:
            continue
        for first, second in ((into, joining), (joining, into)):
            action = _merge(first.id, second.id)
            if _dead_end_problem(state, action) is None:
                actions.append(action)
    return actions


# Actions are values: the merges of a pair of meld ids are made once.
_MERGES: dict[tuple[int, int], Action] = {}


def _merge(into: int, joining: int) -> Action:
    """The action that merges meld `joining` into meld `into`."""
    action = _MERGES.get((into, joining))
    if action is None:
        action = _MERGES[into, joining] = Action("merge", (), into, joining)
    return action


def completing_merges(state: GameState) -> list[Action]:
    """The merges that make a canasta of two groups that are not (each pair once): the only
    merges that can open a way to end the turn (more canastas, to go out or for a first
    meld that needs one), for the search of endings.py."""
    if state.rules.melds_per_rank != "many" or state.taking is not None:
        return []
    rules = state.rules
    actions = []
    for into, joining in _pairs(state):
        if GROUP.is_complete(rules, into.cards) or GROUP.is_complete(rules, joining.cards) \
                or not GROUP.is_complete(rules, into.cards + joining.cards):
            continue
        action = Action("merge", (), into.id, joining.id)
        if merge_rule_problem(state, action) is None:
            actions.append(action)
    return actions


def opening_merges(state: GameState) -> list[Action]:
    """The merges that may open a way to end the turn, for the search of endings.py: those
    that make a canasta (`completing_merges`) and, where a rank's groups that are not
    canastas, with its naturals and the wild cards in hand, hold a canasta's cards, the
    merges of two of them (three groups of three Eights make a canasta in two merges; the
    first makes none)."""
    completing = completing_merges(state)
    if state.rules.melds_per_rank != "many" or state.taking is not None:
        return completing
    rules = state.rules
    size = rules.canasta_size
    open_cards: dict[str, int] = {}
    for meld in state.tables[state.side_of(state.current)]:
        if meld.kind is GROUP and not GROUP.is_complete(rules, meld.cards):
            open_cards[meld.key] = open_cards.get(meld.key, 0) + len(meld.cards)
    hand = state.hands[state.current]
    wild = sum(1 for card in hand if rules.card_kinds.wild[card.code])
    actions = list(completing)
    for into, joining in _pairs(state):
        rank = into.key
        if GROUP.is_complete(rules, into.cards) or GROUP.is_complete(rules, joining.cards) \
                or GROUP.is_complete(rules, into.cards + joining.cards):
            continue  # (those that complete one are in `completing` already)
        naturals = sum(1 for card in hand if card.rank == rank and rules.card_kinds.natural[card.code])
        if open_cards[rank] + naturals + wild < size:
            continue
        action = Action("merge", (), into.id, joining.id)
        if merge_rule_problem(state, action) is None:
            actions.append(action)
    return actions


def _pairs(state: GameState) -> list[tuple[Meld, Meld]]:
    """The side's pairs of groups of one rank, the older first."""
    by_rank: dict[str, list[Meld]] = {}
    for meld in state.tables[state.side_of(state.current)]:
        if meld.kind is GROUP:
            by_rank.setdefault(meld.key, []).append(meld)
    return [(groups[i], groups[j]) for groups in by_rank.values() if len(groups) > 1
            for i in range(len(groups)) for j in range(i + 1, len(groups))]


def carry_out_merge(state: GameState, action: Action) -> None:
    """Merge the groups `action` names (known legal), remembering how for `undo`."""
    table = state.tables[state.side_of(state.current)]
    assert action.to is not None and action.joining is not None
    into, joining = table.by_id(action.to), table.by_id(action.joining)
    assert into is not None and joining is not None
    state.merges.append(Merge(into.id, joining.id, len(joining.cards), len(state.turn_moves)))
    table.merge(into, joining, state.rules)


def last_is_merge(state: GameState) -> bool:
    """Whether the newest thing this turn did, the one `undo` takes back, is a merge."""
    return bool(state.merges) and state.merges[-1].after == len(state.turn_moves)


def take_back_merge(state: GameState) -> None:
    """Take the newest merge back: the merged group splits into the two it was."""
    merge = state.merges.pop()
    table = state.tables[state.side_of(state.current)]
    into = table.by_id(merge.into)
    assert into is not None
    table.split(into, merge.joined, merge.count)
