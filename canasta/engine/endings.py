"""Whether the turn being played can still end, and whether it can end by going out.

One search answers both, and the judge, the move list, "May I go out?", the table, the
computer players and the hints all ask it: a meld is refused when no way of ending the
turn is left after it (a position where the only move is to take something back is a
stuck position in disguise), and `can_go_out` is exact where a quick count would guess.

The search places cards the way the move list offers them (new melds of the smallest
size, single cards onto melds, wild cards onto melds, black threes as the last meld),
merges two groups of one rank where together they make a canasta (merging.py), and looks, after each placement, for a discard, going out or passing the discard that
the judge accepts. It is cut short by counts that no ending can beat (the points a first
meld can still reach, the cards that can never be placed, the canastas still in reach),
so that it seldom looks further than the position itself.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from . import legality  # the judge asks here in turn: a module, read when asked
from .actions import PASS, Action
from .canasta_endings import surely_ends_with_canasta
from .first_meld_reach import canasta_prospects
from .meld_kinds import GROUP, THREES, count_wild
from .melds import one_meld_per_label
from .table import Meld
from .quick_endings import surely_ends, surely_goes_out
from .reach import could_go_out, first_meld_in_reach, top_row_in_reach
from .this_turn import going_out_only, meld_target, must_ask_first

if TYPE_CHECKING:
    from .rules import Rules
    from .state import GameState

# Positions the search may look at for one question: far more than any real hand needs
# (a first meld of four melds with wild cards takes a few dozen), and a bound on the
# time a question can take. When it runs out the answer is "no", which refuses a move
# rather than allowing one that could leave the player stuck.
NODE_BUDGET = 400
# "Can the player go out?" with the fifteen to twenty-five cards of a three-pack hand
# asks far more often than it is yes; every yes of 1,150 in random Samba and Chilean
# play took fewer than 60 positions but two (300 and 325), and every no used the whole
# budget. A smaller budget for going out answers those two "no" (the player may still
# go out by placing the cards) and makes the many real noes four times cheaper.
GOING_OUT_NODE_BUDGET = 100

_CODE_OF = attrgetter("code")


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
        budget = GOING_OUT_NODE_BUDGET if going_out else NODE_BUDGET
        answer = known[key] = _Search(known, going_out, budget=budget)._search(state)
    return answer


def ends_now(state: GameState, going_out: bool = False) -> bool:
    """Whether the turn can end at once: a discard, going out or a pass the judge accepts."""
    if state.taking is not None:
        return False
    rules = state.rules
    hand = state.hands[state.current]
    if not hand:
        return not rules.going_out_needs_discard and legality.end_problem(state, True) is None
    last = len(hand) == 1 and not state.pickup
    if (last or not going_out) and legality.end_problem(state, last) is None:
        if rules.red_three_discard_allowed or any(not card.is_red_three for card in hand):
            return True
    if going_out or len(hand) != 1 or not rules.pass_discard:
        return False
    return legality.explain_play_phase(state, PASS) is None


def searched_answer(state: GameState, going_out: bool = False, budget: int = 100_000) -> bool:
    """What the search alone answers, with none of the quick tests and a larger budget:
    the reference the quick tests are checked against."""
    return _Search({}, going_out, quick_tests=False, budget=budget).reachable(state)


def _surely(state: GameState, going_out: bool) -> bool:
    if going_out:
        return surely_goes_out(state)
    return surely_ends(state) or surely_ends_with_canasta(state)


class _Search:
    """A depth-first search over placements. What it learns about a position is kept in
    `known`, a dictionary the states of one turn share (a clone shares its original's),
    so that the move list asks nothing twice in a turn."""

    def __init__(self, known: dict[tuple, bool], going_out: bool, quick_tests: bool = True,
                 budget: int = NODE_BUDGET):
        self.known = known
        self.budget = budget
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
        if self.nodes >= self.budget:
            self.cut_short = True
            return False
        self.nodes += 1
        from .merging import completing_merges  # these import the judge, which imports this
        from .moves import candidate_melds

        prospects = canasta_prospects(state)
        # A merge that makes a canasta first: it places no card, and only opens ways.
        for action in completing_merges(state) + sorted(candidate_melds(state),
                                                         key=lambda action: _promise(state, action, prospects)):
            child = state.clone()
            child.apply(action)
            if self.reachable(child):
                return True
        return False


def _promise(state: GameState, action: Action, prospects: set[str] | None = None) -> int:
    """Which melds the search tries first: those that finish taking the pile, those toward
    a canasta the first meld must complete (`prospects`: the keys of the melds that could
    become one, reach.canasta_prospects), naturals, new melds, then wild cards and black
    threes, which fit fewer places."""
    first = action.cards[0]
    if state.taking is not None and (action.to == state.turn_moves[0][0] or (
            action.to is None and not state.rules.is_wild(first) and first.rank == state.taking.top.rank)):
        return 0
    if first.is_red_three:
        return 0
    if prospects:
        target = meld_target(state, action)
        if target is not None and target[1] in prospects and target[0] is not THREES:
            return 1
    if len(action.cards) == 1:
        return 2 if state.rules.is_natural(first) else 4
    return 5 if first.is_black_three else 3


def _position_key(state: GameState, going_out: bool) -> tuple:
    """What decides whether a turn can still end, within one turn. The table is the one
    the turn began with plus what left the hand, so a meld's size and wild cards say
    what it holds."""
    side = state.side_of(state.current)
    table = state.tables[side]
    by_label = one_meld_per_label(state.rules)
    return (going_out, state.permission, state.taking is None, state.took_pile, len(state.pickup),
            len(state.pile), state.opened[side] or state.turn_points(),
            tuple(sorted(map(_CODE_OF, state.hands[state.current]))),
            tuple(sorted(_meld_key(state.rules, meld, by_label) for meld in table)))


def _meld_key(rules: Rules, meld: Meld, by_label: bool) -> tuple:
    """What a meld holds, as far as the rest of the turn is concerned: a group its size
    and wild cards; a meld of another kind its very cards (a run's ends matter). Where a
    side may hold several melds of one label, the meld's id too: which of two groups of
    Fives took the pile's top card, and which was on the table before, matter."""
    where = () if by_label else (meld.id,)
    if meld.kind is GROUP:
        return (meld.key, *where, len(meld.cards), count_wild(rules, meld.cards), ())
    return (meld.key, *where, len(meld.cards), count_wild(rules, meld.cards),
            tuple(sorted(map(_CODE_OF, meld.cards))))


def _may_still_end(state: GameState, going_out: bool) -> bool:
    """False when no placing of cards can end the turn: every test here is one that
    every ending passes, so it only ever saves the search work."""
    side = state.side_of(state.current)
    if not top_row_in_reach(state):
        return False
    # Black threes on the table were melded this turn: only a player going out melds them;
    # and with one card left, or none, a turn ends only by going out, or passing the discard.
    forced_out = (going_out or state.permission is True or state.tables[side].has(THREES)
                  or going_out_only(state) is not None
                  or (len(state.hands[state.current]) <= 1 and not state.rules.pass_discard
                      and not state.pickup and state.taking is None))
    # While the pile is being taken its cards are not in the hand yet: the counts would be wrong.
    may_go_out = state.permission is not False and not must_ask_first(state) \
        and (state.taking is not None or could_go_out(state))
    if forced_out and not may_go_out:
        return False
    if state.opened[side] or not (state.turn_moves or state.taking is not None):
        return True
    if first_meld_in_reach(state, may_go_out):
        return True
    # Going out concealed, where the rules ask no minimum of it, is the one way left.
    return may_go_out and not state.rules.concealed_needs_minimum
