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

from typing import TYPE_CHECKING

from .actions import PASS, Action
from .cards import Card
from .melds import BLACK_THREES, GOLDEN_SUIT, count_wild, is_complete

if TYPE_CHECKING:
    from .state import GameState

# Positions the search may look at for one question: far more than any real hand needs
# (a first meld of four melds with wild cards takes a few dozen), and a bound on the
# time a question can take. When it runs out the answer is "no", which refuses a move
# rather than allowing one that could leave the player stuck.
NODE_BUDGET = 400


def can_end_turn(state: GameState, going_out: bool = False) -> bool:
    """Whether the player to move can end this turn from here, by placing cards as the
    move list offers them and then discarding, going out or passing the discard
    (`going_out`: only by going out)."""
    search = _Search(state._endings_known, going_out)
    answer = search.reachable(state)
    if search.cut_short:
        # Ask the same again and get the same answer, however the search was cut short.
        state._endings_known[_position_key(state, going_out)] = answer
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


class _Search:
    """A depth-first search over placements. What it learns about a position is kept in
    `known`, a dictionary the states of one turn share (a clone shares its original's),
    so that the move list asks nothing twice in a turn."""

    def __init__(self, known: dict[tuple, bool], going_out: bool):
        self.known = known
        self.going_out = going_out
        self.nodes = 0
        self.cut_short = False

    def reachable(self, state: GameState) -> bool:
        key = _position_key(state, self.going_out)
        answer = self.known.get(key)
        if answer is not None:
            return answer
        answer = ends_now(state, self.going_out) or self._search(state)
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
            tuple(sorted(map(str, state.hands[state.current]))),
            tuple(sorted((rank, len(row), count_wild(row)) for rank, row in table.items())))


def _may_still_end(state: GameState, going_out: bool) -> bool:
    """False when no placing of cards can end the turn: every test here is one that
    every ending passes, so it only ever saves the search work."""
    side = state.side_of(state.current)
    # Black threes on the table were melded this turn: only a player going out melds them.
    forced_out = going_out or state.permission is True or BLACK_THREES in state.tables[side]
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
                   if rank not in table and len(cards) >= rules.meld_min_naturals)
    funded = set()
    for gap, _, rank in short:
        if gap <= 0 or gap <= wilds:
            wilds -= max(gap, 0)
            funded.add(rank)
    for rank, cards in hand.naturals.items():
        count = len(cards)
        if rank in table or rank in funded:
            placeable[rank] = count
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

