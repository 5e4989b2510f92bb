"""Quick tests that answer most of the judge's questions about a turn with one look at
the hand, before any copy of the state or any search (endings.py).

Each builds one plain way to end the turn: naturals onto rows of their rank, new rows of
naturals, wild cards to make pairs into melds or onto rows with room, two cards kept
(or, going out, at most one left to discard). A "yes" is always a way the search itself
would find (a property test checks it); a "no" only means "search".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..melds.canasta_kinds import canasta_kind, canastas_short
from ..cards.cards import Card
from ..melds.deuce_meld import DEUCE, TWO, twos_locked
from ..melds.meld_kinds import GROUP, THREES
from .melds import BLACK_THREES, count_wild, kind_of_label, one_meld_per_label, row_problem, rows_by_label, wild_room
from ..rules.pile import pile_cards_for_hand
from ..state.this_turn import meld_target, placed_by_label, turn_placed

if TYPE_CHECKING:
    from ..play.actions import Action
    from ..game.state import GameState

NO_WAY = -1


def surely_ends(state: GameState, meld: Action | None = None) -> bool:
    """A quick test that is enough, though not needed, for the turn to be able to end
    without going out (after `meld`, when one is given): see `greedy_ending`."""
    return greedy_ending(state, meld) != NO_WAY


def greedy_ending(state: GameState, meld: Action | None = None,
                  plan: dict[str, list[Card]] | None = None) -> int:
    """A quick test that is enough, though not needed, for the turn to be able to end
    without going out (after `meld`, when one is given):
    put natural cards on rows of their rank, make new rows of naturals (with wild cards
    where the first meld wants points), keep two cards and discard one. It looks at the
    hand once, so most of the judge's questions are answered without a copy or a search;
    a "no" here only means "search". The answer: how many placed cards had to be held back
    to keep two, or NO_WAY when it finds no way.

    `plan`, when given, is filled with the cards from the hand the way places, by rank:
    when the answer is 0 every one of them is placed, so any meld of some of a rank's
    planned cards is a first step of that very way (after_meld.in_greedy_plan)."""
    base = _base(state)
    if base is None:
        return NO_WAY
    rules = state.rules
    side = state.side_of(state.current)
    taking = state.taking
    table, placed, points, wild_placed = base.table, base.placed, base.points, base.wild_placed
    top_rank, top_naturals, kept = base.top_rank, base.top_naturals, base.kept
    naturals = dict(base.naturals)
    wilds = list(base.wilds)
    if meld is not None:
        target = None if meld.cards[0].is_red_three else meld_target(state, meld)
        if target is None or target[0] is THREES:
            return NO_WAY
        if target[0] is DEUCE and not base.locked and any(card.rank == TWO for card in wilds):
            return NO_WAY  # the meld of Twos it starts keeps the twos from other melds: left to the search
        rank = target[1]
        table = dict(table)
        table[rank] = table.get(rank, []) + list(meld.cards)
        placed = dict(placed)
        placed[rank] = placed.get(rank, 0) + len(meld.cards)
        value = rules.value_of
        natural, wild = rules.card_kinds.natural, rules.card_kinds.wild
        for card in meld.cards:
            points += value(card)
            if natural[card.code]:
                cards = naturals[card.rank] = list(naturals[card.rank])
                cards.remove(card)
                if not cards:
                    del naturals[card.rank]
                if rank == top_rank:
                    top_naturals += 1
            elif wild[card.code]:
                wild_placed += 1
                if card in wilds:
                    wilds.remove(card)
                else:
                    kept -= 1  # a two held back while the side's meld of Twos is not complete
            else:
                kept -= 1
    opened = state.opened[side]
    max_wild = None  # wild cards the first meld may still take
    if not opened:
        threshold = state.meld_requirement(side)
        if threshold.canasta:
            return NO_WAY
        if threshold.max_wild is not None:
            max_wild = threshold.max_wild - wild_placed
            if max_wild < 0:
                return NO_WAY
    max_cards = rules.meld_max_cards
    min_cards = rules.meld_min_cards
    values = rules.card_kinds.values
    optional: list[int] = []  # values of placed cards that could stay in the hand instead
    # Rows as they would be, that wild cards could join (a side that has melded needs none).
    gatherer = rules.gathering_kind  # a golden suit: wild cards are not counted onto it
    rows = None if opened else \
        {rank: row for rank, row in table.items() if gatherer is None or rank != gatherer.one_key}
    # Rows this turn touched that are not melds yet (the taken top card's, or cards placed
    # one by one) must be made melds by their naturals in hand, and wild cards if short.
    for rank, count in placed.items():
        row = table[rank]
        new = count == len(row)
        if (taking is None or rank != top_rank or taking.onto_existing) \
                and row_problem(rules, rank, row, new=new) is None:
            continue
        cards = naturals.pop(rank, [])
        room = len(cards) if max_cards is None else max(min(len(cards), max_cards - len(row)), 0)
        frozen_top = taking is not None and rank == top_rank and taking.frozen
        if frozen_top and room + top_naturals < 2:
            return NO_WAY  # a frozen pile is taken with two naturals from the hand
        made = row + cards[:room]
        gap = max(min_cards - len(made), 0)
        if gap:
            if frozen_top or gap > len(wilds) or (max_wild is not None and gap > max_wild):
                return NO_WAY
            made += wilds[:gap]
            del wilds[:gap]
            if max_wild is not None:
                max_wild -= gap
        if row_problem(rules, rank, made, new=new) is not None:
            return NO_WAY
        points += sum([values[card.code] for card in made[len(row):]])
        kept += len(cards) - room
        if rows is not None:
            rows[rank] = made
        if plan is not None:
            plan[rank] = made[len(row):]
    # The rest of a pile taken whole comes into the hand; a top card taken alone leaves the
    # pile, and a picked-up pile comes after the discard.
    rest = pile_cards_for_hand(state) if taking is not None and taking.mode == "pile" else 0
    if rows is None:
        # Nothing more need be placed: the cards only have to leave two in the hand.
        return 0 if kept + len(wilds) + rest + sum(map(len, naturals.values())) >= 2 else NO_WAY
    short_rows: list[tuple[int, str, list[Card]]] = []
    for rank, cards in naturals.items():
        count = len(cards)
        on_table = table.get(rank)
        if on_table is not None:
            room = count if max_cards is None else max(min(count, max_cards - len(on_table)), 0)
            optional += [values[card.code] for card in cards[:room]]
            kept += count - room
            if plan is not None:
                plan.setdefault(rank, []).extend(cards[:room])
        elif count < min_cards or row_problem(rules, rank, cards[:max_cards], new=True):
            kept += count
            if count >= rules.meld_min_naturals:
                short_rows.append((-sum([values[card.code] for card in cards]), rank, cards))
        else:
            room = count if max_cards is None else min(count, max_cards)
            points += sum([values[card.code] for card in cards[:min_cards]])
            if room > min_cards:
                optional += [values[card.code] for card in cards[min_cards:room]]
            kept += count - room
            rows[rank] = cards[:min_cards]  # wild cards must not lean on optional naturals
            if plan is not None:
                plan[rank] = cards[:room]
    if wilds and max_wild is None:
        # Wild cards make the most valuable short rows melds, then join rows with room.
        for _, rank, cards in sorted(short_rows):
            gap = min_cards - len(cards)
            if gap > len(wilds):
                break
            row = cards + wilds[:gap]
            if row_problem(rules, rank, row[:max_cards], new=True) is None and len(row) == len(row[:max_cards]):
                points += sum([values[card.code] for card in row])
                kept -= len(cards)
                rows[rank] = row
                if plan is not None:
                    plan[rank] = list(row)
                del wilds[:gap]
        for rank, row in rows.items():
            if kind_of_label(rank) is not GROUP:
                continue  # wild cards join groups here (a meld of Twos counts its twos as naturals)
            room = min(wild_room(rules, row), len(wilds))
            if not rules.wild_to_canasta:
                # Placed one at a time, each wild card joins before the row is a canasta:
                # a row of six takes one (the move list offers no two at once).
                room = min(room, max(rules.canasta_size - len(row), 0))
            if room:
                optional += [values[card.code] for card in wilds[:room]]
                if plan is not None:
                    plan.setdefault(rank, []).extend(wilds[:room])
                del wilds[:room]
    kept += len(wilds)
    short = max(2 - kept - rest, 0)
    if short > len(optional):
        return NO_WAY
    need = state.first_meld_need(side)
    if short:
        optional.sort()
        return short if points + sum(optional[short:]) >= need else NO_WAY
    return 0 if points + sum(optional) >= need else NO_WAY


class GreedyBase:
    """What `greedy_ending` reads from a position, worked out once for all the melds of
    a listing: the side's rows by label, this turn's placements, and the hand by kind."""

    __slots__ = ("table", "placed", "points", "wild_placed", "top_rank", "top_naturals",
                 "naturals", "wilds", "kept", "locked")
    table: dict[str, list[Card]]
    placed: dict[str, int]
    points: int
    wild_placed: int
    top_rank: str | None
    top_naturals: int
    naturals: dict[str, list[Card]]
    wilds: list[Card]
    kept: int
    locked: bool


def _base(state: GameState) -> GreedyBase | None:
    """The position as `greedy_ending` sees it (None: it knows no way from here), once."""
    base = state._greedy_base
    if base is None:
        base = state._greedy_base = _make_base(state) or _NO_BASE
    return None if base is _NO_BASE else base


def _make_base(state: GameState) -> GreedyBase | None:
    rules = state.rules
    if not one_meld_per_label(rules) or not rules.quick_tests_hold:
        return None  # these rows by rank say nothing of runs, wild melds or two groups of a rank
    taking = state.taking
    table = rows_by_label(state.tables[state.side_of(state.current)])
    if state.permission is True or state.opening or BLACK_THREES in table:
        return None
    if taking is not None and taking.mode != "pile" and rules.new_meld_distinct_suits < 3:
        return None  # the top card's meld needs two other suits: see the row check below
    naturals: dict[str, list[Card]] = {}
    wilds: list[Card] = []
    kept = 0  # cards that stay in the hand
    natural, wild = rules.card_kinds.natural, rules.card_kinds.wild
    # Twos go into no other meld while the side's meld of Twos is not complete: kept here.
    locked = DEUCE in rules.kinds and twos_locked(rules, state.tables[state.side_of(state.current)])
    for card in state.hands[state.current]:
        if natural[card.code]:
            naturals.setdefault(card.rank, []).append(card)
        elif wild[card.code] and not (locked and card.rank == TWO):
            wilds.append(card)
        elif wild[card.code]:
            kept += 1
        elif rules.red_threes_held or not card.is_red_three:
            kept += 1
        else:
            return None  # a red three waiting to be laid out: rare, left to the search
    wilds.sort(key=rules.value_of, reverse=True)
    base = GreedyBase()
    base.table, base.naturals, base.wilds, base.kept, base.locked = table, naturals, wilds, kept, locked
    base.placed = placed_by_label(state)
    base.points, _, base.wild_placed = turn_placed(state)
    base.top_rank, base.top_naturals = None, 0
    if taking is not None:
        base.top_rank = taking.top.rank
        top_id = state.turn_moves[0][0]
        base.top_naturals = sum(1 for move_id, moved in state.turn_moves[1:] if move_id == top_id
                                for card in moved if natural[card.code])
    return base


_NO_BASE = GreedyBase()


def surely_goes_out(state: GameState) -> bool:
    """A quick test that is enough, though not needed, for the player to be able to go out
    now: every natural onto a row of its rank or into a new row of naturals, wild cards
    onto rows with room, black threes together, and at most one card left to discard,
    with the canastas and the first meld the rules ask. A "no" only means "search"."""
    rules = state.rules
    if (rules.gathering_kind is not None or rules.new_meld_distinct_suits or state.taking is not None or state.pickup
            or not rules.quick_tests_hold
            or state.permission is False or state.opening or not one_meld_per_label(rules)
            or state.feet[state.current]):
        return False
    side = state.side_of(state.current)
    table = rows_by_label(state.tables[side])
    if BLACK_THREES in table:
        return False
    rows = {rank: list(row) for rank, row in table.items()}
    naturals: dict[str, list[Card]] = {}
    wilds: list[Card] = []
    threes: list[Card] = []
    loose = 0
    added: list[Card] = []
    natural, wild = rules.card_kinds.natural, rules.card_kinds.wild
    deuce_row = rows.get(TWO) if DEUCE in rules.kinds and rules.meld_max_cards is None else None
    for card in state.hands[state.current]:
        if deuce_row is not None and card.rank == TWO:
            deuce_row.append(card)  # its own meld takes a two, whatever else is locked
            added.append(card)
        elif wild[card.code]:
            wilds.append(card)
        elif natural[card.code]:
            row = rows.get(card.rank)
            if row is None:
                naturals.setdefault(card.rank, []).append(card)
            else:
                row.append(card)
                added.append(card)
        elif card.is_black_three:
            threes.append(card)
        elif not card.is_red_three:
            loose += 1  # red threes are laid out
    new_rows = set()
    for rank, cards in naturals.items():
        if len(cards) >= rules.meld_min_cards and row_problem(rules, rank, cards, new=True) is None:
            rows[rank] = cards
            added += cards
            new_rows.add(rank)
        else:
            loose += len(cards)
    if len(threes) == 2 and rules.black_threes_with_wild and wilds:
        added += threes + wilds[-1:]
        del wilds[-1:]
    elif len(threes) >= 3:
        added += threes[:4]  # one meld of three or four: with three packs, the rest stay loose
        loose += max(len(threes) - 4, 0)
    else:
        loose += len(threes)
    # Wild cards go first where they bring a row nearest to a canasta.
    size = rules.canasta_size
    groups = [row for rank, row in rows.items() if kind_of_label(rank) is GROUP]
    for wild_card in wilds:
        for row in sorted(groups, key=lambda row: (len(row) >= size, size - len(row))):
            if wild_room(rules, row) > 0:
                row.append(wild_card)
                added.append(wild_card)
                break
        else:
            loose += 1
    if loose > 1 or (loose == 0 and rules.going_out_needs_discard):
        return False
    placed = placed_by_label(state)
    for rank, row in rows.items():
        if rank in new_rows or rank in placed or len(row) != len(table[rank]):
            new = rank in new_rows or placed.get(rank, 0) == len(table[rank])
            if row_problem(rules, rank, row, new=new) is not None:
                return False
    if _canastas_short(state, rows):
        return False
    if state.opened[side] or not (state.turn_moves or added) or not rules.concealed_needs_minimum:
        return True
    threshold = state.meld_requirement(side)
    if threshold.max_wild is not None and \
            turn_placed(state)[2] + count_wild(rules, added) > threshold.max_wild:
        return False
    if threshold.canasta and not any(len(row) >= rules.canasta_size
                                     and (threshold.canasta == "any" or not count_wild(rules, row))
                                     for row in rows.values()):
        return False
    value = rules.value_of
    return state.turn_points() + sum(map(value, added)) >= state.first_meld_need(side)


def _canastas_short(state: GameState, rows: dict[str, list[Card]]) -> bool:
    """Whether the rows by rank (groups, complete at the canasta size) are short of the
    canastas going out needs, their kinds counted where the rules ask for some."""
    rules = state.rules
    if not rules.canastas_to_go_out_of_kind:
        return sum(1 for row in rows.values() if len(row) >= rules.canasta_size) < state.canastas_needed()
    kinds = []
    for label, row in rows.items():
        made = canasta_kind(rules, kind_of_label(label), label, row)  # a group, a meld of Twos
        if made is not None:
            kinds.append(made)
    return canastas_short(rules, state.players, (), kinds) > 0

