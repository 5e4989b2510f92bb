"""Counts of what a hand could still reach this turn: bounds that every way of ending the
turn stays within, so that the search (endings.py) stops where none can be beaten, and
the move list skips melds when the first meld is out of reach.
"""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING

from ..cards.cards import Card
from .first_meld_reach import canasta_in_reach, points_in_reach
from .going_out_reach import going_out_melds_in_reach
from ..melds.meld_kinds import GROUP, WILD
from ..melds.meld_limits import dead_rank, meld_limits_apply, wild_limit_problem
from .melds import BLACK_THREES, count_wild, is_complete, one_meld_per_label, rows_by_label
from ..melds.deuce_meld import DEUCE, DEUCE_MIN_TWOS, TWO
from .reach_by_kinds import could_go_out_by_kinds
from ..state.this_turn import turn_placed

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState


def top_row_in_reach(state: GameState) -> bool:
    """False when the row of a taken pile's top card can never become a meld: too few
    naturals of its rank in the hand (and wild cards, where the pile is not frozen)."""
    taking = state.taking
    if taking is None or taking.mode != "pile" or taking.onto_existing:
        return True
    rules = state.rules
    rank = taking.top.rank
    top_id = state.turn_moves[0][0]
    meld = state.tables[state.side_of(state.current)].by_id(top_id)
    assert meld is not None
    row = meld.cards
    hand = state.hands[state.current]
    naturals = sum(1 for card in hand if card.rank == rank and rules.is_natural(card))
    if taking.frozen:
        placed = sum(1 for move_id, cards in state.turn_moves[1:] if move_id == top_id
                     for card in cards if rules.is_natural(card))
        return placed + naturals >= 2 and len(row) + naturals >= rules.meld_min_cards
    wilds = sum(1 for card in hand if rules.is_wild(card))
    return (len(row) - count_wild(rules, row) + naturals >= rules.meld_min_naturals
            and len(row) + naturals + wilds >= rules.meld_min_cards)


class _Hand:
    """The player's hand sorted into what the searches count."""

    def __init__(self, state: GameState):
        self.naturals: dict[str, list[Card]] = {}
        self.wilds: list[Card] = []
        self.black_threes = 0
        self.red_threes = 0
        self.others = 0
        self.gathered = 0  # naturals the rules' gathering kind (a golden suit) may hold
        gatherer = state.rules.gathering_kind
        natural, wild = state.rules.card_kinds.natural, state.rules.card_kinds.wild
        meldable = state.rules.card_kinds.meldable
        for card in state.hands[state.current]:
            if natural[card.code]:
                self.naturals.setdefault(card.rank, []).append(card)
                if gatherer is not None:
                    self.gathered += gatherer.gathers(card)
            elif wild[card.code]:
                self.wilds.append(card)
            elif card.is_black_three and meldable[card.code]:
                self.black_threes += 1
            elif card.is_red_three and meldable[card.code]:
                self.red_threes += 1  # laid out (dead threes are never melded: counted with the others)
            else:
                self.others += 1


def _placeable_ranks(state: GameState, hand: _Hand) -> tuple[dict[str, int], int, int]:
    """For each rank whose naturals in hand could go on the table (onto the side's meld
    of the rank, or as a new meld), how many; how many naturals never could; and how many
    wild cards are left once every new meld short of naturals has the ones it needs."""
    rules = state.rules
    table = rows_by_label(state.tables[state.side_of(state.current)])
    gatherer = rules.gathering_kind
    # The kind that gathers ranks, where it is on the table or the hand can start it (else None).
    gathering = gatherer if gatherer is not None and (
        gatherer.one_key in table or hand.gathered >= gatherer.gather_start) else None
    placeable: dict[str, int] = {}
    stuck = 0
    limits = meld_limits_apply(rules)
    # A dead rank is melded by nobody (meld_limits.py): its naturals go nowhere.
    dead = {rank for rank in hand.naturals if dead_rank(state, rank)} if limits and not gathering else set()
    # New melds short of naturals share the wild cards, the shortest first.
    wilds = len(hand.wilds)
    value = rules.value_of
    short = sorted((rules.meld_min_cards - len(cards), -sum(map(value, cards)), rank)
                   for rank, cards in hand.naturals.items()
                   if rank not in table and rank not in dead and len(cards) >= rules.meld_min_naturals
                   and (not rules.new_meld_distinct_suits
                        or len({card.suit_colour for card in cards}) >= rules.new_meld_distinct_suits))
    funded = set()
    for gap, _, rank in short:
        if gap <= 0 or gap <= wilds and not (limits and _wild_kept_out(state, hand, rank)):
            wilds -= max(gap, 0)
            funded.add(rank)
    max_cards = rules.meld_max_cards
    for rank, cards in hand.naturals.items():
        count = len(cards)
        if rank in dead:
            stuck += count
        elif rank in table or rank in funded:
            room = count if max_cards is None else max(max_cards - len(table.get(rank, ())), 0)
            placeable[rank] = min(count, room)
            if count > room:
                # More than the meld can hold: only a card the gathering kind takes (a
                # gold card, into a golden suit) may go elsewhere.
                stuck += count - room - (1 if gathering and any(map(gathering.gathers, cards)) else 0)
        elif gathering:
            gathered = sum(1 for card in cards if gathering.gathers(card))
            if gathered:
                placeable[rank] = gathered
            stuck += count - gathered
        else:
            stuck += count
    return placeable, stuck, wilds


def _wild_kept_out(state: GameState, hand: _Hand, rank: str) -> bool:
    """Whether the limits on wild cards (meld_limits.py: the meld base, pure ranks, an
    open wild meld) keep them out of a new meld of the hand's naturals of `rank`."""
    side = state.side_of(state.current)
    cards = [*hand.naturals[rank], hand.wilds[0]]
    return wild_limit_problem(state.rules, state.tables[side], not state.opened[side], GROUP, rank, (), cards) \
        is not None


def lone_naturals_kept(state: GameState, naturals: dict[str, list[Card]] | None = None) -> bool:
    """Whether the hand holds more than one natural of ranks it holds too few of for a new
    meld and the side has no meld of: where a side's melds are told apart by label and no
    gathering kind takes naturals of any rank, such a hand cannot go out (`could_go_out`'s
    first count, which the move list asks before the others). `naturals`: by rank."""
    rules = state.rules
    if naturals is None:
        naturals = {}
        natural = rules.card_kinds.natural
        for card in state.hands[state.current]:
            if natural[card.code]:
                naturals.setdefault(card.rank, []).append(card)
    minimum = rules.meld_min_naturals
    labels = {meld.key for meld in state.tables[state.side_map[state.current]]}
    lone = 0
    for rank, cards in naturals.items():
        if len(cards) < minimum and rank not in labels:
            lone += len(cards)
            if lone > 1:
                return True
    return False


def could_go_out(state: GameState, naturals: dict[str, list[Card]] | None = None, exact: bool = False,
                 wild_room: bool = False) -> bool:
    """False when the hand cannot go out this turn whatever is placed: more than one card
    that can never be placed, or too few canastas in reach. `naturals`: the hand's
    naturals by rank, when the caller has them; `exact`: where runs and groups compete
    for cards, every choice of runs is counted (a longer count, asked once a question);
    `wild_room`: where a side may hold several melds of a label, the wild cards no group
    could take are counted too (asked before a search, not in it: the search's cut-offs
    stay as they were, and with them what a search cut short by its budget answers)."""
    rules = state.rules
    if state.feet[state.current] and rules.going_out_from_foot:
        return False  # a player goes out only from the foot, and this one has not picked it up
    if not going_out_melds_in_reach(state):
        return False
    if not one_meld_per_label(rules):
        return could_go_out_by_kinds(state, exact, wild_room)
    side = state.side_of(state.current)
    gatherer = rules.gathering_kind
    # Most hands fail here, on a count of lone naturals that no meld could take.
    if gatherer is None and lone_naturals_kept(state, naturals):
        return False
    table = rows_by_label(state.tables[side])
    hand = _Hand(state)
    placeable, stuck, wilds = _placeable_ranks(state, hand)
    threes_stuck = 0
    if BLACK_THREES in table:
        threes_stuck = hand.black_threes  # the move list melds black threes once, as the last meld
    elif hand.black_threes < 3:
        if hand.black_threes == 2 and rules.black_threes_with_wild and wilds:
            wilds -= 1
        else:
            threes_stuck = hand.black_threes
    if stuck + threes_stuck + hand.others > 1:
        return False
    needed = state.canastas_needed()
    complete = sum(1 for rank, row in table.items() if is_complete(rules, rank, row))
    if complete >= needed:
        return True
    short: list[int] = []
    for rank in set(table) | set(placeable):
        if rank == BLACK_THREES:
            continue
        size = gatherer.complete_size(rules) if gatherer is not None and rank == gatherer.one_key \
            else rules.canasta_size
        row = table.get(rank, ())
        if is_complete(rules, rank, row):
            continue
        have = len(row) + placeable.get(rank, 0)
        short.append(max(size - have, 0))
    if gatherer is not None and gatherer.one_key not in table and hand.gathered >= gatherer.gather_start:
        short.append(max(gatherer.complete_size(rules) - hand.gathered, 0))
    if _new_deuce_meld(rules, table, hand):
        short.append(rules.canasta_size)  # a meld of Twos from the hand: every card of it a wild card
    for gap in sorted(short):
        if gap > wilds:
            break
        wilds -= gap
        complete += 1
    return complete >= needed


def _new_deuce_meld(rules: Rules, table: dict[str, list[Card]], hand: _Hand) -> bool:
    """Whether the hand could start a meld of Twos (deuce_meld.py) the side does not have."""
    return DEUCE in rules.kinds and TWO not in table \
        and sum(1 for card in hand.wilds if card.rank == TWO) >= DEUCE_MIN_TWOS


def no_first_meld_in_reach(state: GameState) -> bool:
    """True when no meld the player could make now would leave a way to end the turn,
    because the side's first meld is out of reach: a count that only falls as cards are
    placed, so the move list asks it once rather than once for every meld."""
    side = state.side_of(state.current)
    if state.opened[side] or state.taking is not None or state.permission is True:
        return False
    if not one_meld_per_label(state.rules):
        return not canasta_in_reach(state)
    if not state.rules.concealed_needs_minimum and _canastas_loosely_in_reach(state):
        return False
    return not first_meld_in_reach(state, may_go_out=True, keep=0)


def first_meld_out_of_reach(state: GameState) -> bool:
    """True when a turn that has placed cards toward the side's first meld can no longer
    end: whatever else the hand places, the first meld falls short, and no one may go out
    concealed without it (the rules say so, or the hand could not go out: `could_go_out`).
    A count every way to end the turn passes (the
    search's own cut, `endings._may_still_end`), so its "no" is the solver's; it says
    nothing where the hand is still to grow (a pile being taken, a foot, a pile picked up
    after the discard), nor under options its count does not know (those the quick tests
    do not: a natural canasta that meets any minimum, once laid, is not in its count)."""
    side = state.side_of(state.current)
    rules = state.rules
    if state.opened[side] or not state.turn_moves or state.taking is not None or state.feet[state.current] \
            or state.pickup or not rules.quick_tests_hold:
        return False
    return not first_meld_in_reach(state, may_go_out=True) and (rules.concealed_needs_minimum
                                                                or not could_go_out(state))


def _canastas_loosely_in_reach(state: GameState) -> bool:
    """Whether enough ranks could each become a canasta with every wild card in hand."""
    rules = state.rules
    table = rows_by_label(state.tables[state.side_of(state.current)])
    hand = _Hand(state)
    reach = sum(1 for rank in set(table) | set(hand.naturals)
                if rank != BLACK_THREES and len(table.get(rank, ())) + len(hand.naturals.get(rank, ()))
                + len(hand.wilds) >= rules.canasta_size)
    if _new_deuce_meld(rules, table, hand) and len(hand.wilds) >= rules.canasta_size:
        reach += 1
    gatherer = rules.gathering_kind
    return reach >= state.canastas_needed() or (gatherer is not None and hand.gathered >= gatherer.gather_start)


def _wild_capacity(rules: Rules, table: dict[str, list[Card]], placeable: dict[str, int]) -> int:
    """How many wild cards the rows could hold at most, with every placeable natural placed."""
    capacity = 0
    for rank in set(table) | set(placeable):
        if rank == BLACK_THREES:
            continue
        row = table.get(rank, ())
        wild = count_wild(rules, row)
        room = rules.wild_cap(len(row) - wild + placeable.get(rank, 0)) - wild
        if rules.meld_max_cards is not None:
            room = min(room, rules.meld_max_cards - len(row) - placeable.get(rank, 0))
        capacity += max(room, 0)
    return capacity


def first_meld_in_reach(state: GameState, may_go_out: bool, keep: int | None = None) -> bool:
    """False when the side's first meld cannot reach what it must this turn, even with
    every card that could go on the table placed there (and the cards the player must
    keep back kept)."""
    rules = state.rules
    if not one_meld_per_label(rules):
        # Its counts are of rows by rank: where melds go by kind, they are counted by kinds.
        return canasta_in_reach(state) and points_in_reach(state, _cards_kept(state, may_go_out, keep))
    side = state.side_of(state.current)
    table = rows_by_label(state.tables[side])
    gatherer = rules.gathering_kind
    # A golden suit is a first meld on its own.
    alone = gatherer if gatherer is not None and gatherer.first_meld_alone else None
    if alone and alone.one_key in table:
        return True
    hand = _Hand(state)
    if alone and hand.gathered >= alone.gather_start:
        return True
    if rules.natural_canasta_meets_minimum and any(
            len(cards) + len(table.get(rank, ())) >= rules.canasta_size for rank, cards in hand.naturals.items()):
        return True  # a natural canasta from the hand may meet the requirement whatever its points
    threshold = state.meld_requirement(side)
    wild_used = turn_placed(state)[2]
    wild_left = len(hand.wilds)
    if threshold.max_wild is not None:
        if wild_used > threshold.max_wild:
            return False
        wild_left = min(wild_left, threshold.max_wild - wild_used)
    placeable, stuck, _ = _placeable_ranks(state, hand)
    if rules.initial_meld_needs_clean and not _clean_meld_in_reach(state, side, placeable, hand):
        return False
    deuce = DEUCE in rules.kinds  # twos may go into a meld of their own, beyond the groups' room
    # (and wild cards into a meld of wild cards: no room of the groups bounds them)
    if gatherer is None and not deuce and WILD not in rules.kinds:
        wild_left = min(wild_left, _wild_capacity(rules, table, placeable))
    if threshold.canasta:
        helpers = 0 if threshold.canasta == "natural" and not deuce else wild_left  # (a natural meld of Twos)
        for rank in set(table) | set(placeable) | ({TWO} if deuce else set()):
            if rank == BLACK_THREES:
                continue
            if len(table.get(rank, ())) + placeable.get(rank, 0) + helpers >= rules.canasta_size:
                return True
        return False
    value = rules.value_of
    candidates = [value(card) for rank in placeable for card in hand.naturals[rank][:placeable[rank]]]
    wild_values = sorted((value(card) for card in hand.wilds), reverse=True)
    candidates += wild_values[:wild_left]
    kept_anyway = stuck + (len(hand.wilds) - wild_left) + hand.black_threes + hand.red_threes + hand.others
    candidates.sort()
    must_keep = max(_cards_kept(state, may_go_out, keep) - kept_anyway, 0)
    reach = state.turn_points() + sum(candidates[must_keep:])
    return reach >= state.first_meld_need(side)


def _clean_meld_in_reach(state: GameState, side: int, placeable: dict[str, int], hand: _Hand) -> bool:
    """Whether this turn can still lay the clean meld a first meld needs (Modern American):
    a group of three naturals or more, no wild card, from the hand (never the one the pile's
    top card went to), with the naturals of the hand that may still be placed (and, while
    the pile is being taken, every natural of the hand and those of the rest of the pile)."""
    rules = state.rules
    top_id = state.turn_moves[0][0] if state.took_pile and state.turn_moves else None
    if state.taking is not None:
        # The rest of the pile may still come into the hand and make the clean meld, with
        # naturals of the hand that could not be placed before it came (two Fours and the
        # pile's Four).
        placeable = {rank: len(cards) for rank, cards in hand.naturals.items()}
        natural = rules.card_kinds.natural
        for card in chain(state.pile, state.pile_under):
            if natural[card.code]:
                placeable[card.rank] = placeable.get(card.rank, 0) + 1
    grouped = set()
    for meld in state.tables[side].melds:
        if meld.kind is not GROUP:
            continue
        grouped.add(meld.key)
        if meld.id != top_id and count_wild(rules, meld.cards) == 0 \
                and len(meld.cards) + placeable.get(meld.key, 0) >= rules.meld_min_cards:
            return True
    return any(count >= rules.meld_min_cards for rank, count in placeable.items() if rank not in grouped)


def _cards_kept(state: GameState, may_go_out: bool, keep: int | None) -> int:
    """Cards the hand must still hold when this turn's melds are made (`keep`, when given)."""
    rules = state.rules
    if keep is not None:
        return keep
    if state.taking is not None or state.feet[state.current]:
        return 0  # the rest of the pile will come into the hand; the foot, once the hand is used up
    if may_go_out:
        return 1 if rules.going_out_needs_discard else 0
    return 1 if rules.pass_discard else 2
