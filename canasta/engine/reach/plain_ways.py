"""Ways to end the turn after a meld, counted on the hand without a copy of the position,
where a side may hold several melds of a label (the Samba family: `dives.py` tries the
same ways on a copy, and the search of endings.py finds them too).

The move list asks of every meld it lists whether the turn could still end after it
(after_meld.py). Most answers in these rule sets come from a few plain ways:

- while the pile is being taken: naturals of the top card's rank from the hand put with
  it until the pile comes into the hand (and, for a side that has not melded, the first
  meld's points are on the table by then);
- a side that has not melded: new groups of three naturals of a rank (the most points
  first), runs of three, then pairs with a wild card, until the first meld's points are
  reached;

each with two cards kept, one to discard and one to hold. A "yes" here is such a way,
every meld of it one the judge accepts; a "no" only means "ask the dives and the search".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.cards import Card
from ..melds.deuce_meld import DEUCE
from ..melds.meld_kinds import GROUP, RUN, THREES, MeldKind
from .melds import one_meld_per_label
from ..state.this_turn import going_out_only, placed_this_turn

if TYPE_CHECKING:
    from ..play.actions import Action
    from ..rules.rules import Rules
    from ..game.state import GameState
    from ..melds.table import Meld

Target = tuple[MeldKind, str, "Meld | None"]


def ends_by_plain_melds(state: GameState, action: Action, target: Target | None) -> bool:
    """Whether, after the meld `action` (of a kind the judge's meld rules accepted, putting
    its cards in `target`), one of this module's plain ways ends the turn."""
    rules = state.rules
    if one_meld_per_label(rules) or rules.melds_per_rank != "many" or not rules.quick_tests_hold \
            or rules.meld_max_cards is not None or rules.new_meld_distinct_suits or DEUCE in rules.kinds:
        return False
    if target is None or target[0] is THREES or state.permission is True or state.merges:
        return False
    seat, side = state.current, state.side_of(state.current)
    if state.feet[seat] or state.pickup or state.tables[side].has(THREES):
        return False
    kind, key, meld = target
    cards = (meld.cards if meld is not None else []) + list(action.cards)
    if kind.going_out_only(rules, key, cards) or going_out_only(state):
        return False
    rest = list(state.hands[seat])
    for card in action.cards:
        rest.remove(card)
    if len(rest) < 2 or any(card.is_red_three for card in rest):
        return False  # (a red three kept would be laid out: the hand's count would change)
    legal = kind.problem(rules, key, cards, new=meld is None) is None
    if state.taking is not None:
        return _pile_comes_in(state, action, meld, cards, rest, legal)
    if state.opened[side]:
        return False  # (after_meld.py answers a legal meld with two cards kept at once)
    requirement = state.meld_requirement(side)
    if requirement.canasta is not None or requirement.max_wild is not None \
            or not legal or not _turns_melds_legal(state, meld):
        return False
    return _first_meld_made(state, state.turn_points() + sum(map(rules.value_of, action.cards)), rest)


def _turns_melds_legal(state: GameState, aside: Meld | None) -> bool:
    """Whether every meld this turn put cards in, `aside` apart, is a meld as it stands."""
    rules = state.rules
    table = state.tables[state.side_of(state.current)]
    for meld_id, count in placed_this_turn(state).items():
        meld = table.by_id(meld_id)
        if meld is None or meld is aside:
            continue
        if meld.kind.problem(rules, meld.key, meld.cards, new=count == len(meld.cards)):
            return False
    return True


def _pile_comes_in(state: GameState, action: Action, meld: Meld | None, cards: list[Card],
                   rest: list[Card], legal: bool) -> bool:
    """Whether, after `action` (`legal`: its meld is one as it stands), naturals of the top
    card's rank put one at a time with it take the pile (the meld of the top card legal,
    the naturals the pile asks for, and for a side that has not melded, every meld on the
    table one and the first meld's points reached) with two cards still in the hand: the
    pile then comes into it, and a card can be discarded."""
    rules, taking = state.rules, state.taking
    assert taking is not None
    if taking.mode != "pile" or taking.onto_existing:
        return False
    side = state.side_of(state.current)
    opened = state.opened[side]
    top_meld = state.tables[side].by_id(state.turn_moves[0][0])
    if top_meld is None:
        return False
    onto_top = meld is top_meld
    if opened and not onto_top:
        return False  # (the judge allows a side that has melded only cards with the top card)
    if not opened:
        requirement = state.meld_requirement(side)
        if requirement.canasta is not None or requirement.max_wild is not None:
            return False
        # The pile comes in only when every meld on the table is one.
        if not (onto_top or legal) or any(other is not top_meld and other is not meld and other.kind.problem(
                rules, other.key, other.cards) for other in state.tables[side]):
            return False
    rank = taking.top.rank
    natural = rules.card_kinds.natural
    placed = sum(1 for meld_id, moved in state.turn_moves[1:] if meld_id == top_meld.id
                 for card in moved if natural[card.code])
    row = list(top_meld.cards)
    if onto_top:
        row += cards[len(top_meld.cards):]
        placed += sum(1 for card in action.cards if natural[card.code])
    value = rules.value_of
    points = state.turn_points() + sum(map(value, action.cards))
    need = 0 if opened else state.first_meld_need(side)
    naturals = [card for card in rest if natural[card.code] and card.rank == rank]
    needed_naturals = state.naturals_to_take() if taking.frozen else (0 if rules.pile_pair_with_wild else 2)
    kept = len(rest)
    for count in range(len(naturals) + 1):
        if count:
            card = naturals[count - 1]
            row.append(card)
            placed += 1
            points += value(card)
            kept -= 1
        if placed >= needed_naturals and GROUP.problem(rules, rank, row) is None:
            if points >= need:
                # The pile comes in at this card: the turn ends with a discard if two are kept.
                return kept >= 2
            # Short of the first meld's points: new melds from the hand may bring them.
            held = list(rest)
            for card in naturals[:count]:
                held.remove(card)
            if _first_meld_made(state, points, held):
                return True
    return False


def _first_meld_made(state: GameState, points: int, rest: list[Card]) -> bool:
    """Whether new melds from `rest` (groups of three naturals of a rank, the most points
    first; runs of three; pairs with a wild card, the highest first) bring the first meld
    to its points with two cards still kept."""
    rules = state.rules
    value = rules.value_of
    need = state.first_meld_need(state.side_of(state.current))
    kept = len(rest)
    if points >= need:
        return True
    size = rules.meld_min_cards
    if size != 3:
        return False
    natural, wild = rules.card_kinds.natural, rules.card_kinds.wild
    by_rank: dict[str, list[Card]] = {}
    wilds: list[Card] = []
    for card in rest:
        if natural[card.code]:
            found = by_rank.get(card.rank)
            if found is None:
                by_rank[card.rank] = [card]
            else:
                found.append(card)
        elif wild[card.code]:
            wilds.append(card)
    for group in sorted((cards[:3] for cards in by_rank.values() if len(cards) >= 3),
                        key=lambda group: -sum(map(value, group))):
        if kept - 3 < 2:
            return False
        if GROUP.problem(rules, group[0].rank, group, new=True) is None:
            for card in group:
                by_rank[card.rank].remove(card)
            points += sum(map(value, group))
            kept -= 3
            if points >= need:
                return True
    if RUN in rules.kinds:
        while kept - 3 >= 2:
            left = [card for cards in by_rank.values() for card in cards]
            runs = [cards for cards, to in RUN.offers(rules, left, ()) if to is None]
            if not runs:
                break
            run = max(runs, key=lambda cards: sum(map(value, cards)))
            for card in run:
                by_rank[card.rank].remove(card)
            points += sum(map(value, run))
            kept -= 3
            if points >= need:
                return True
    wilds.sort(key=value, reverse=True)
    pairs = sorted((cards[:2] for cards in by_rank.values() if len(cards) >= 2), key=lambda pair: -value(pair[0]))
    for pair, wild_card in zip(pairs, wilds):
        if kept - 3 < 2:
            return False
        meld = [*pair, wild_card]
        if GROUP.problem(rules, pair[0].rank, meld, new=True) is None:
            points += sum(map(value, meld))
            kept -= 3
            if points >= need:
                return True
    return False
