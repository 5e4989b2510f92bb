"""Whether the turn being played can still end, and whether it can end by going out.

One search answers both, and the judge, the move list, "May I go out?", the table, the
computer players and the hints all ask it: a meld is refused when no way of ending the
turn is left after it (a position where the only move is to take something back is a
stuck position in disguise), and `can_go_out` is exact where a quick count would guess.

The search places cards the way the move list offers them (new melds of the smallest
size, single cards onto melds, wild cards onto melds, black threes as the last meld)
and looks, after each placement, for a discard, going out or passing the discard that
the judge accepts. It is cut short by counts that no ending can beat (the points a first
meld can still reach, the cards that can never be placed, the canastas still in reach),
so that it seldom looks further than the position itself.
"""

from __future__ import annotations

from collections import Counter
from operator import attrgetter
from typing import TYPE_CHECKING

from .actions import PASS, Action
from .cards import NATURAL_RANKS, Card
from .melds import BLACK_THREES, GOLDEN_SUIT, count_wild, is_complete, row_problem, wild_room

if TYPE_CHECKING:
    from .rules import Rules
    from .state import GameState

# Positions the search may look at for one question: far more than any real hand needs
# (a first meld of four melds with wild cards takes a few dozen), and a bound on the
# time a question can take. When it runs out the answer is "no", which refuses a move
# rather than allowing one that could leave the player stuck.
NODE_BUDGET = 400

_RANK_OF = attrgetter("rank")
_CODE_OF = attrgetter("code")
_NATURAL_RANKS = frozenset(NATURAL_RANKS)


def can_end_turn(state: GameState, going_out: bool = False) -> bool:
    """Whether the player to move can end this turn from here, by placing cards as the
    move list offers them and then discarding, going out or passing the discard
    (`going_out`: only by going out)."""
    if ends_now(state, going_out) or _surely(state, going_out):
        return True
    known = state._endings_known
    key = _position_key(state, going_out)
    answer = known.get(key)
    if answer is None:
        # Asked again, the same answer, however the search was cut short.
        answer = known[key] = _Search(known, going_out)._search(state)
    return answer


def ends_now(state: GameState, going_out: bool = False) -> bool:
    """Whether the turn can end at once: a discard, going out or a pass the judge accepts."""
    if state.taking is not None:
        return False
    rules = state.rules
    hand = state.hands[state.current]
    if not hand:
        return not rules.going_out_needs_discard and state._end_problem(True) is None
    last = len(hand) == 1 and not state.pickup
    if (last or not going_out) and state._end_problem(last) is None:
        if rules.red_three_discard_allowed or any(not card.is_red_three for card in hand):
            return True
    if going_out or len(hand) != 1 or not rules.pass_discard:
        return False
    return state._explain_play_phase(PASS) is None


def searched_answer(state: GameState, going_out: bool = False, budget: int = 100_000) -> bool:
    """What the search alone answers, with none of the quick tests and a larger budget:
    the reference the quick tests are checked against."""
    global NODE_BUDGET
    saved, NODE_BUDGET = NODE_BUDGET, budget
    try:
        return _Search({}, going_out, quick_tests=False).reachable(state)
    finally:
        NODE_BUDGET = saved


def _surely(state: GameState, going_out: bool) -> bool:
    return surely_goes_out(state) if going_out else surely_ends(state)


NO_WAY = -1


def surely_ends(state: GameState, meld: Action | None = None) -> bool:
    """A quick test that is enough, though not needed, for the turn to be able to end
    without going out (after `meld`, when one is given): see `greedy_ending`."""
    return greedy_ending(state, meld) != NO_WAY


def greedy_ending(state: GameState, meld: Action | None = None) -> int:
    """A quick test that is enough, though not needed, for the turn to be able to end
    without going out (after `meld`, when one is given):
    put natural cards on rows of their rank, make new rows of naturals (with wild cards
    where the first meld wants points), keep two cards and discard one. It looks at the
    hand once, so most of the judge's questions are answered without a copy or a search;
    a "no" here only means "search". The answer: how many placed cards had to be held back
    to keep two, or NO_WAY when it finds no way."""
    rules = state.rules
    side = state.side_of(state.current)
    table = state.tables[side]
    taking = state.taking
    if state.permission is True or state.opening or BLACK_THREES in table:
        return NO_WAY
    if taking is not None and taking.mode != "pile" and rules.new_meld_distinct_suits < 3:
        return NO_WAY  # the top card's meld needs two other suits: see the row check below
    hand = state.hands[state.current]
    placed = state._placed_this_turn()
    wild_placed = sum(count_wild(cards) for _, cards in state.turn_moves)
    points = state.turn_points()
    top_rank = taking.top.rank if taking is not None else None
    top_naturals = sum(1 for move_rank, moved in state.turn_moves[1:] if move_rank == top_rank
                       for card in moved if card.is_natural) if taking is not None else 0
    if meld is not None:
        rank = state._meld_rank(meld)
        if rank is None or rank == BLACK_THREES or meld.cards[0].is_red_three:
            return NO_WAY
        hand = list(hand)
        for card in meld.cards:
            hand.remove(card)
        table = dict(table)
        table[rank] = table.get(rank, []) + list(meld.cards)
        placed[rank] = placed.get(rank, 0) + len(meld.cards)
        wild_placed += count_wild(meld.cards)
        points += sum(map(rules.value_of, meld.cards))
        if rank == top_rank:
            top_naturals += sum(1 for card in meld.cards if card.is_natural)
    opened = state.opened[side]
    max_wild = None  # wild cards the first meld may still take
    if not opened:
        threshold = rules.minimum_for(state.scores[side])
        if threshold.canasta:
            return NO_WAY
        if threshold.max_wild is not None:
            max_wild = threshold.max_wild - wild_placed
            if max_wild < 0:
                return NO_WAY
    naturals: dict[str, list[Card]] = {}
    wilds: list[Card] = []
    kept = 0  # cards that stay in the hand
    for card in hand:
        if card.is_natural:
            naturals.setdefault(card.rank, []).append(card)
        elif card.is_wild:
            wilds.append(card)
        elif rules.red_three_discard_allowed or not card.is_red_three:
            kept += 1
        else:
            return NO_WAY  # a red three waiting to be laid out: rare, left to the search
    max_cards = rules.meld_max_cards
    value = rules.value_of
    wilds.sort(key=value, reverse=True)
    optional: list[int] = []  # values of placed cards that could stay in the hand instead
    # Rows as they would be, that wild cards could join.
    rows = {rank: row for rank, row in table.items() if rank != GOLDEN_SUIT}
    # Rows this turn touched that are not melds yet (the taken top card's, or cards placed
    # one by one) must be made melds by their naturals in hand, and wild cards if short.
    for rank, count in placed.items():
        row = table[rank]
        new = count == len(row)
        if (rank != top_rank or taking.onto_existing) and row_problem(rules, rank, row, new=new) is None:
            continue
        cards = naturals.pop(rank, [])
        room = len(cards) if max_cards is None else max(min(len(cards), max_cards - len(row)), 0)
        frozen_top = rank == top_rank and taking.frozen
        if frozen_top and room + top_naturals < 2:
            return NO_WAY  # a frozen pile is taken with two naturals from the hand
        made = row + cards[:room]
        gap = max(rules.meld_min_cards - len(made), 0)
        if gap:
            if frozen_top or gap > len(wilds) or (max_wild is not None and gap > max_wild):
                return NO_WAY
            made += wilds[:gap]
            del wilds[:gap]
            if max_wild is not None:
                max_wild -= gap
        if row_problem(rules, rank, made, new=new) is not None:
            return NO_WAY
        points += sum(map(value, made[len(row):]))
        kept += len(cards) - room
        rows[rank] = made
    # The rest of a pile taken whole comes into the hand; a top card taken alone leaves the
    # pile, and a picked-up pile comes after the discard.
    rest = state._pile_cards_for_hand() if taking is not None and taking.mode == "pile" else 0
    if opened:
        # Nothing more need be placed: the cards only have to leave two in the hand.
        return 0 if kept + len(wilds) + rest + sum(map(len, naturals.values())) >= 2 else NO_WAY
    short_rows: list[tuple[int, str, list[Card]]] = []
    for rank, cards in naturals.items():
        row = table.get(rank)
        if row is not None:
            room = len(cards) if max_cards is None else max(min(len(cards), max_cards - len(row)), 0)
            optional += [value(card) for card in cards[:room]]
            kept += len(cards) - room
        elif len(cards) < rules.meld_min_cards or row_problem(rules, rank, cards[:max_cards], new=True):
            kept += len(cards)
            if len(cards) >= rules.meld_min_naturals:
                short_rows.append((-sum(map(value, cards)), rank, cards))
        else:
            room = len(cards) if max_cards is None else min(len(cards), max_cards)
            points += sum(value(card) for card in cards[:rules.meld_min_cards])
            optional += [value(card) for card in cards[rules.meld_min_cards:room]]
            kept += len(cards) - room
            rows[rank] = cards[:rules.meld_min_cards]  # wild cards must not lean on optional naturals
    if wilds and max_wild is None:
        # Wild cards make the most valuable short rows melds, then join rows with room.
        for _, rank, cards in sorted(short_rows):
            gap = rules.meld_min_cards - len(cards)
            if gap > len(wilds):
                break
            row = cards + wilds[:gap]
            if row_problem(rules, rank, row[:max_cards], new=True) is None and len(row) == len(row[:max_cards]):
                points += sum(map(value, row))
                kept -= len(cards)
                rows[rank] = row
                del wilds[:gap]
        for rank, row in rows.items():
            room = min(wild_room(rules, row), len(wilds))
            optional += [value(card) for card in wilds[:room]]
            del wilds[:room]
    kept += len(wilds)
    optional.sort()
    short = max(2 - kept - rest, 0)
    if short > len(optional):
        return NO_WAY
    return short if points + sum(optional[short:]) >= state.first_meld_need(side) else NO_WAY


def surely_goes_out(state: GameState) -> bool:
    """A quick test that is enough, though not needed, for the player to be able to go out
    now: every natural onto a row of its rank or into a new row of naturals, wild cards
    onto rows with room, black threes together, and at most one card left to discard,
    with the canastas and the first meld the rules ask. A "no" only means "search"."""
    rules = state.rules
    if (rules.golden_suit or rules.new_meld_distinct_suits or state.taking is not None or state.pickup
            or state.permission is False or state.opening):
        return False
    side = state.side_of(state.current)
    table = state.tables[side]
    if BLACK_THREES in table:
        return False
    rows = {rank: list(row) for rank, row in table.items()}
    naturals: dict[str, list[Card]] = {}
    wilds: list[Card] = []
    threes: list[Card] = []
    loose = 0
    added: list[Card] = []
    for card in state.hands[state.current]:
        if card.is_wild:
            wilds.append(card)
        elif card.is_natural:
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
        added += threes
    else:
        loose += len(threes)
    # Wild cards go first where they bring a row nearest to a canasta.
    size = rules.canasta_size
    for wild in wilds:
        for row in sorted(rows.values(), key=lambda row: (len(row) >= size, size - len(row))):
            if wild_room(rules, row) > 0:
                row.append(wild)
                added.append(wild)
                break
        else:
            loose += 1
    if loose > 1 or (loose == 0 and rules.going_out_needs_discard):
        return False
    placed = state._placed_this_turn()
    for rank, row in rows.items():
        if rank in new_rows or rank in placed or len(row) != len(table[rank]):
            new = rank in new_rows or placed.get(rank, 0) == len(table[rank])
            if row_problem(rules, rank, row, new=new) is not None:
                return False
    if sum(1 for row in rows.values() if len(row) >= rules.canasta_size) < state.canastas_needed():
        return False
    if state.opened[side] or not (state.turn_moves or added) or not rules.concealed_needs_minimum:
        return True
    threshold = rules.minimum_for(state.scores[side])
    if threshold.max_wild is not None and \
            sum(count_wild(cards) for _, cards in state.turn_moves) + count_wild(added) > threshold.max_wild:
        return False
    if threshold.canasta:
        return any(len(row) >= rules.canasta_size for rank, row in rows.items())
    value = rules.value_of
    return state.turn_points() + sum(map(value, added)) >= state.first_meld_need(side)


class _Search:
    """A depth-first search over placements. What it learns about a position is kept in
    `known`, a dictionary the states of one turn share (a clone shares its original's),
    so that the move list asks nothing twice in a turn."""

    def __init__(self, known: dict[tuple, bool], going_out: bool, quick_tests: bool = True):
        self.known = known
        self.going_out = going_out
        self.quick_tests = quick_tests
        self.nodes = 0
        self.cut_short = False

    def reachable(self, state: GameState) -> bool:
        key = _position_key(state, self.going_out)
        answer = self.known.get(key)
        if answer is not None:
            return answer
        answer = ends_now(state, self.going_out) or (self.quick_tests and _surely(state, self.going_out)) \
            or self._search(state)
        if answer or not self.cut_short:
            self.known[key] = answer
        return answer

    def _search(self, state: GameState) -> bool:
        if not _may_still_end(state, self.going_out):
            return False
        if self.nodes >= NODE_BUDGET:
            self.cut_short = True
            return False
        self.nodes += 1
        for action in sorted(state._candidate_melds(), key=lambda action: _promise(state, action)):
            child = state.clone()
            child.apply(action)
            if self.reachable(child):
                return True
        return False


def _promise(state: GameState, action: Action) -> int:
    """Which melds the search tries first: those that finish taking the pile, naturals,
    new melds, then wild cards and black threes, which fit fewer places."""
    first = action.cards[0]
    if state.taking is not None and state._meld_rank(action) == state.taking.top.rank:
        return 0
    if first.is_red_three:
        return 0
    if len(action.cards) == 1:
        return 1 if first.is_natural else 3
    return 4 if first.is_black_three else 2


def _position_key(state: GameState, going_out: bool) -> tuple:
    """What decides whether a turn can still end, within one turn. The table is the one
    the turn began with plus what left the hand, so a meld's size and wild cards say
    what it holds."""
    side = state.side_of(state.current)
    table = state.tables[side]
    return (going_out, state.permission, state.taking is None, state.took_pile, len(state.pickup),
            len(state.pile), state.opened[side] or state.turn_points(),
            tuple(sorted(map(_CODE_OF, state.hands[state.current]))),
            tuple(sorted((rank, len(row), count_wild(row)) for rank, row in table.items())))


def _top_row_in_reach(state: GameState) -> bool:
    """False when the row of a taken pile's top card can never become a meld: too few
    naturals of its rank in the hand (and wild cards, where the pile is not frozen)."""
    taking = state.taking
    if taking is None or taking.mode != "pile" or taking.onto_existing:
        return True
    rules = state.rules
    rank = taking.top.rank
    row = state.tables[state.side_of(state.current)][rank]
    hand = state.hands[state.current]
    naturals = sum(1 for card in hand if card.rank == rank and card.is_natural)
    if taking.frozen:
        placed = sum(1 for move_rank, cards in state.turn_moves[1:] if move_rank == rank
                     for card in cards if card.is_natural)
        return placed + naturals >= 2 and len(row) + naturals >= rules.meld_min_cards
    wilds = sum(1 for card in hand if card.is_wild)
    return (len(row) - count_wild(row) + naturals >= rules.meld_min_naturals
            and len(row) + naturals + wilds >= rules.meld_min_cards)


def _may_still_end(state: GameState, going_out: bool) -> bool:
    """False when no placing of cards can end the turn: every test here is one that
    every ending passes, so it only ever saves the search work."""
    side = state.side_of(state.current)
    if not _top_row_in_reach(state):
        return False
    # Black threes on the table were melded this turn: only a player going out melds them;
    # and with one card left, or none, a turn ends only by going out, or passing the discard.
    forced_out = (going_out or state.permission is True or BLACK_THREES in state.tables[side]
                  or (len(state.hands[state.current]) <= 1 and not state.rules.pass_discard
                      and not state.pickup and state.taking is None))
    # While the pile is being taken its cards are not in the hand yet: the counts would be wrong.
    may_go_out = state.permission is not False and (state.taking is not None or could_go_out(state))
    if forced_out and not may_go_out:
        return False
    if state.opened[side] or not (state.turn_moves or state.taking is not None):
        return True
    if _first_meld_in_reach(state, may_go_out):
        return True
    # Going out concealed, where the rules ask no minimum of it, is the one way left.
    return may_go_out and not state.rules.concealed_needs_minimum


class _Hand:
    """The player's hand sorted into what the searches count."""

    def __init__(self, state: GameState):
        self.naturals: dict[str, list[Card]] = {}
        self.wilds: list[Card] = []
        self.black_threes = 0
        self.red_threes = 0
        self.others = 0
        self.gold = 0
        for card in state.hands[state.current]:
            if card.is_natural:
                self.naturals.setdefault(card.rank, []).append(card)
                self.gold += card.is_gold
            elif card.is_wild:
                self.wilds.append(card)
            elif card.is_black_three:
                self.black_threes += 1
            elif card.is_red_three:
                self.red_threes += 1
            else:
                self.others += 1


def _placeable_ranks(state: GameState, hand: _Hand) -> tuple[dict[str, int], int, int]:
    """For each rank whose naturals in hand could go on the table (onto the side's meld
    of the rank, or as a new meld), how many; how many naturals never could; and how many
    wild cards are left once every new meld short of naturals has the ones it needs."""
    rules = state.rules
    table = state.tables[state.side_of(state.current)]
    golden = rules.golden_suit and (GOLDEN_SUIT in table or hand.gold >= 3)
    placeable: dict[str, int] = {}
    stuck = 0
    # New melds short of naturals share the wild cards, the shortest first.
    wilds = len(hand.wilds)
    value = rules.value_of
    short = sorted((rules.meld_min_cards - len(cards), -sum(map(value, cards)), rank)
                   for rank, cards in hand.naturals.items()
                   if rank not in table and len(cards) >= rules.meld_min_naturals
                   and (not rules.new_meld_distinct_suits
                        or len({card.suit_colour for card in cards}) >= rules.new_meld_distinct_suits))
    funded = set()
    for gap, _, rank in short:
        if gap <= 0 or gap <= wilds:
            wilds -= max(gap, 0)
            funded.add(rank)
    max_cards = rules.meld_max_cards
    for rank, cards in hand.naturals.items():
        count = len(cards)
        if rank in table or rank in funded:
            room = count if max_cards is None else max(max_cards - len(table.get(rank, ())), 0)
            placeable[rank] = min(count, room)
            if count > room:
                # More than the meld can hold: only a gold card may go elsewhere, in a golden suit.
                stuck += count - room - (1 if golden and any(card.is_gold for card in cards) else 0)
        elif golden:
            gold = sum(1 for card in cards if card.is_gold)
            if gold:
                placeable[rank] = gold
            stuck += count - gold
        else:
            stuck += count
    return placeable, stuck, wilds


def could_go_out(state: GameState) -> bool:
    """False when the hand cannot go out this turn whatever is placed: more than one card
    that can never be placed, or too few canastas in reach."""
    rules = state.rules
    side = state.side_of(state.current)
    table = state.tables[side]
    if not rules.golden_suit:
        # Most hands fail here, on a count of lone naturals that no meld could take.
        minimum = rules.meld_min_naturals
        lone = 0
        for rank, count in Counter(map(_RANK_OF, state.hands[state.current])).items():
            if count < minimum and rank not in table and rank in _NATURAL_RANKS:
                lone += count
                if lone > 1:
                    return False
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
        size = rules.golden_suit_size if rank == GOLDEN_SUIT else rules.canasta_size
        row = table.get(rank, ())
        if is_complete(rules, rank, row):
            continue
        have = len(row) + placeable.get(rank, 0)
        short.append(max(size - have, 0))
    if rules.golden_suit and GOLDEN_SUIT not in table and hand.gold >= 3:
        short.append(max(rules.golden_suit_size - hand.gold, 0))
    for gap in sorted(short):
        if gap > wilds:
            break
        wilds -= gap
        complete += 1
    return complete >= needed


def no_first_meld_in_reach(state: GameState) -> bool:
    """True when no meld the player could make now would leave a way to end the turn,
    because the side's first meld is out of reach: a count that only falls as cards are
    placed, so the move list asks it once rather than once for every meld."""
    side = state.side_of(state.current)
    if state.opened[side] or state.taking is not None or state.permission is True:
        return False
    if not state.rules.concealed_needs_minimum and _canastas_loosely_in_reach(state):
        return False
    return not _first_meld_in_reach(state, may_go_out=True, keep=0)


def _canastas_loosely_in_reach(state: GameState) -> bool:
    """Whether enough ranks could each become a canasta with every wild card in hand."""
    rules = state.rules
    table = state.tables[state.side_of(state.current)]
    hand = _Hand(state)
    reach = sum(1 for rank in set(table) | set(hand.naturals)
                if rank != BLACK_THREES and len(table.get(rank, ())) + len(hand.naturals.get(rank, ()))
                + len(hand.wilds) >= rules.canasta_size)
    return reach >= state.canastas_needed() or (rules.golden_suit and hand.gold >= 3)


def _wild_capacity(rules: Rules, table: dict[str, list[Card]], placeable: dict[str, int]) -> int:
    """How many wild cards the rows could hold at most, with every placeable natural placed."""
    capacity = 0
    for rank in set(table) | set(placeable):
        if rank == BLACK_THREES:
            continue
        row = table.get(rank, ())
        wild = count_wild(row)
        room = 99
        if rules.meld_max_wild is not None:
            room = rules.meld_max_wild - wild
        if not rules.wild_may_outnumber_naturals:
            room = min(room, len(row) - wild + placeable.get(rank, 0) - wild)
        if rules.meld_max_cards is not None:
            room = min(room, rules.meld_max_cards - len(row) - placeable.get(rank, 0))
        capacity += max(room, 0)
    return capacity


def _first_meld_in_reach(state: GameState, may_go_out: bool, keep: int | None = None) -> bool:
    """False when the side's first meld cannot reach what it must this turn, even with
    every card that could go on the table placed there (and the cards the player must
    keep back kept)."""
    rules = state.rules
    side = state.side_of(state.current)
    table = state.tables[side]
    if rules.golden_suit and GOLDEN_SUIT in table:
        return True
    hand = _Hand(state)
    if rules.golden_suit and hand.gold >= 3:
        return True
    threshold = rules.minimum_for(state.scores[side])
    wild_used = sum(count_wild(cards) for _, cards in state.turn_moves)
    wild_left = len(hand.wilds)
    if threshold.max_wild is not None:
        if wild_used > threshold.max_wild:
            return False
        wild_left = min(wild_left, threshold.max_wild - wild_used)
    placeable, stuck, _ = _placeable_ranks(state, hand)
    if not rules.golden_suit:
        wild_left = min(wild_left, _wild_capacity(rules, table, placeable))
    if threshold.canasta:
        for rank in set(table) | set(placeable):
            if rank == BLACK_THREES:
                continue
            if len(table.get(rank, ())) + placeable.get(rank, 0) + wild_left >= rules.canasta_size:
                return True
        return False
    value = rules.value_of
    candidates = [value(card) for rank in placeable for card in hand.naturals[rank][:placeable[rank]]]
    wild_values = sorted((value(card) for card in hand.wilds), reverse=True)
    candidates += wild_values[:wild_left]
    kept_anyway = stuck + (len(hand.wilds) - wild_left) + hand.black_threes + hand.red_threes + hand.others
    if keep is not None:
        pass
    elif state.taking is not None:
        keep = 0  # the rest of the pile will come into the hand
    elif may_go_out:
        keep = 1 if rules.going_out_needs_discard else 0
    else:
        keep = 1 if rules.pass_discard else 2
    candidates.sort()
    must_keep = max(keep - kept_anyway, 0)
    reach = state.turn_points() + sum(candidates[must_keep:])
    return reach >= state.first_meld_need(side)

