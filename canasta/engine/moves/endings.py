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
so that it seldom looks further than the position itself; and placements that come to the
same position in either order are tried in one order only.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from ..judge import legality  # the judge asks here in turn: a module, read when asked
from ..play.actions import PASS, Action
from .candidates import candidate_melds
from .canasta_endings import surely_ends_with_canasta
from ..judge.ends_now import ends_now
from .dives import surely_ends_with_new_melds, surely_goes_out_along_runs, surely_goes_out_by_melds
from ..reach.first_meld_reach import canasta_prospects
from ..judge.foot import foot_pickup_problem, last_discard_goes_out
from ..melds.meld_kinds import GROUP, THREES, count_wild
from ..reach.melds import one_meld_per_label
from ..judge.merging import opening_merges
from ..melds.table import Meld
from ..reach.quick_endings import surely_ends, surely_goes_out
from ..reach.reach import could_go_out, first_meld_in_reach, top_row_in_reach
from ..solver import count_answer, position_known, register_search, taking_known
from ..state.this_turn import going_out_only, meld_target, must_ask_first

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState

# Records of format 1 were judged by a search cut short after so many positions (and,
# for going out, so many looked at), whose "no" then stood: their moves are judged so
# still (`judge_as_before`), so that they replay as they were played. Nothing else is:
# every other question this search answers, it answers whole.
FORMAT_1_NODES = 400
FORMAT_1_GOING_OUT_POSITIONS = 400
UNBOUNDED = 1 << 62

_CODE_OF = attrgetter("code")
# Where the searches while the pile is taken keep the positions they answered (in the
# turn's `_endings_known`).
_TAKING_POSITIONS = ("positions", "taking")


def searched_can_end_turn(state: GameState, going_out: bool = False) -> bool:
    """`solver.can_end_turn` where the count model does not know the position: by placing
    cards as the move list offers them and then discarding, going out or passing the
    discard (`going_out`: only by going out)."""
    # (The dives, a copy and a few placements each, are tried before a search, not in it.)
    if state.taking is not None and taking_known(state):
        # The pile's top card waits for its meld: the search places cards until the pile
        # comes into the hand, and from there the count model answers. Such a search is
        # as small as the hand before the pile: it needs no budget.
        # The dive's yes is exact (the judge accepts each meld and the end), and cheaper.
        if not going_out and surely_ends_with_new_melds(state):
            return True
        known = state._endings_known
        counted_key = (_position_key(state, going_out), "counted")
        answer = known.get(counted_key)
        if answer is None:
            # Whole and exact, so what it finds of a position holds for every such search of
            # this turn: the candidate melds of a listing reach the same positions in other
            # orders, and share them.
            positions = known.setdefault(_TAKING_POSITIONS, {})
            answer = known[counted_key] = _Search(positions, going_out, counted=True)._search(state)
        return answer
    if ends_now(state, going_out) or _surely(state, going_out):
        return True
    if going_out or state.permission is True:
        # After the partner's yes, too, the turn ends only by going out: its dive and its
        # count answer first.
        if surely_goes_out_by_melds(state):
            return True
        if not going_out and state.taking is None and not could_go_out(state, exact=True, wild_room=True):
            return False
    if not going_out and surely_ends_with_new_melds(state):
        return True
    # Kept for the position as it stands, its cards in their order (the order the search
    # tries placements in): a search cut short by its budget answers for that only, and an
    # answer must not lean on what other questions found, or the judge would answer
    # differently in play and on load (a record that does not replay).
    known = state._endings_known
    key = (_position_key(state, going_out), ordered_cards(state))
    answer = known.get(key)
    if answer is None:
        if going_out and state.taking is None and not could_go_out(state, exact=True, wild_room=True):
            answer = False  # the count by every choice of runs says no: no search
        elif (going_out or state.permission is True) and surely_goes_out_along_runs(state):
            answer = True  # (after the count, which it follows: a copy and a few placements)
        elif state.judge_as_before:
            looks = FORMAT_1_GOING_OUT_POSITIONS if going_out else None
            answer = _Search({}, going_out, budget=FORMAT_1_NODES, position_budget=looks)._search(state)
        else:  # (option mixes the count model does not know, and a foot of one card: whole)
            answer = _Search({}, going_out)._search(state)
        known[key] = answer
    return answer


def ordered_cards(state: GameState) -> tuple:
    """The hand and the side's melds of the player to move, in their order."""
    return (tuple(map(_CODE_OF, state.hands[state.current])),
            tuple((meld.id, meld.key, tuple(map(_CODE_OF, meld.cards)))
                  for meld in state.tables[state.side_of(state.current)]))


def _surely(state: GameState, going_out: bool) -> bool:
    if going_out:
        return surely_goes_out(state)
    return surely_ends(state) or surely_ends_with_canasta(state)


class _Search:
    """A depth-first search over placements. What it learns about a position is kept in
    `known` for the rest of the search (a dictionary of its own for each question
    `can_end_turn` asks: what other questions found would let it look further within its
    budgets, and answer otherwise than the same question asked first)."""

    def __init__(self, known: dict[tuple, bool], going_out: bool, quick_tests: bool = True,
                 budget: int | None = None, position_budget: int | None = None, every_order: bool = False,
                 bounded: bool = True, counted: bool = False):
        self.known = known
        self.bounded = bounded  # cut short by the counts of _may_still_end
        self.counted = counted  # positions the count model knows are answered by it
        self.every_order = every_order
        self.budget = UNBOUNDED if budget is None else budget  # (a budget: records of format 1 only)
        self.position_budget = position_budget  # positions looked at, where nodes are not the bound
        self.looked = 0
        self.going_out = going_out
        self.quick_tests = quick_tests
        self.nodes = 0
        self.cut_short = False

    def reachable(self, state: GameState, sleeping: frozenset[Action] = frozenset()) -> bool:
        """Whether the turn can end from `state`, by placements other than the `sleeping`
        ones first (see `_search`)."""
        key = _position_key(state, self.going_out)
        answer = self.known.get(key)
        if answer is not None:
            return answer
        if self.counted and position_known(state):
            answer = self.known[key] = count_answer(state, self.going_out)
            return answer
        self.looked += 1
        if self.position_budget is not None and self.looked > self.position_budget:
            self.cut_short = True
            return False
        answer = ends_now(state, self.going_out) or (self.quick_tests and _surely(state, self.going_out)) \
            or self._search(state, sleeping)
        # A no found with placements asleep is a no of this path only.
        if answer or not (self.cut_short or sleeping):
            self.known[key] = answer
        return answer

    def _search(self, state: GameState, sleeping: frozenset[Action] = frozenset()) -> bool:
        """Tries each placement in turn. Placements of other cards onto other melds can be
        made in either order and come to the same position, so after one has been tried
        the placements after it leave it asleep: it is not tried again below them, where
        it would only come back to positions already seen (a sleep set)."""
        if self.bounded and not _may_still_end(state, self.going_out):
            return False
        if self.nodes >= self.budget:
            self.cut_short = True
            return False
        self.nodes += 1

        prospects = canasta_prospects(state)
        # Merges that may make a canasta first: they place no card, and only open ways.
        tried: list[Action] = []
        swappable = state.taking is None and not self.every_order  # while the pile is taken, its top card goes first
        actions = opening_merges(state) + sorted(candidate_melds(state),
                                                 key=lambda action: _promise(state, action, prospects))
        if self.counted and state.taking is not None and state.taking.mode != "pile":
            # Only the top card's meld decides when a top card taken alone, or a pile picked
            # up (Kanastic), is the player's (taking.taking_problem): any other placement
            # can as well come after, where the count model counts it. (A pile taken for a
            # first meld waits for the other melds too.)
            top = state.turn_moves[0][0]
            actions = [action for action in actions if action.kind == "meld" and action.to == top]
        for action in actions:
            if action in sleeping or (state.feet[state.current] and action.kind == "meld"
                                      and foot_pickup_problem(state, action) is not None):
                continue  # (a meld that uses up the hand brings in the foot only with the turn's melds standing)
            child = state.clone()
            child.apply(action)
            asleep = frozenset(other for other in (*sleeping, *tried) if _swappable(other, action)) \
                if swappable and child.taking is None else frozenset()
            if self.reachable(child, asleep):
                return True
            if self.cut_short:
                return False  # the budget is spent: no more looking
            if swappable and _placement(action):
                tried.append(action)
        return False


def _placement(action: Action) -> bool:
    """A meld that places cards and nothing else: no merge, no red three (laid out, it
    brings a card) and no black threes (melded last)."""
    return action.kind == "meld" and not action.cards[0].is_red_three and not action.cards[0].is_black_three


def _swappable(first: Action, second: Action) -> bool:
    """Whether two placements come to the same position in either order: other cards,
    onto other melds (two new melds of one rank are counted as onto one meld)."""
    if not (_placement(first) and _placement(second)):
        return False
    if (first.to if first.to is not None else first.cards[0].rank) == \
            (second.to if second.to is not None else second.cards[0].rank):
        return False
    codes = {card.code for card in first.cards}
    return not any(card.code in codes for card in second.cards)


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
                      and last_discard_goes_out(state) and state.taking is None))
    # While the pile is being taken its cards are not in the hand yet: the counts would be wrong.
    may_go_out = state.permission is not False and not must_ask_first(state) \
        and (state.taking is not None or could_go_out(state, exact=going_out))
    if forced_out and not may_go_out:
        return False
    if state.opened[side] or not (state.turn_moves or state.taking is not None):
        return True
    if first_meld_in_reach(state, may_go_out):
        return True
    # Going out concealed, where the rules ask no minimum of it, is the one way left.
    return may_go_out and not state.rules.concealed_needs_minimum


register_search(searched_can_end_turn)
