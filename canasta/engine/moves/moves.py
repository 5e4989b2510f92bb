"""Listing the legal actions of a position: every distinct move, for players and search.

Candidates come from the hand and the side's melds (candidates.py); each meld is kept only
when the turn could still end after it (the judge's own question, after_meld.py), so the
list never leads into a position where taking back is the only move.
`GameState.legal_actions` keeps the list of a position; the tests check it against the
judge both ways.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..features.acaba import acaba_actions, must_say_acaba, turn_ends_by_acaba
from ..play.actions import ACABA, ASK, ASK_ACABA, DEAL, DRAW, NO, OUT, PASS, PUTBACK, STOP, TAKE, TURN, UNDO, YES, Action
from ..judge.after_meld import greedy_ending_here, too_few_canastas_after, turn_can_end_after
from .dives import a_dive_goes_out
from .candidates import DISCARDS, candidate_melds, hand_kinds, listed_melds, listing_facts
from ..state.discards import discard_limits, discard_problem, laid_out_three
from ..judge.ends_now import ends_now
from ..judge.foot import last_discard_goes_out
from ..melds.special_hands import special_hand_action_cards, special_hand_offer
from ..judge.legality import ask_acaba_dead_end, ask_problem, end_problem, explain_play_phase
from ..melds.meld_kinds import GROUP, THREES
from ..judge.merging import listed_merges
from ..reach.quick_endings import NO_WAY, surely_goes_out
from ..reach.reach import no_first_meld_in_reach
from ..solver import position_known
from ..judge.taking import renews_stock, stop_problem, table_group_for_take, take_problem
from ..state.this_turn import meld_target, placed_this_turn
from ..play.turn import Phase

if TYPE_CHECKING:
    from ..game.state import GameState

__all__ = ["candidate_melds", "draw_actions", "generate_actions", "play_actions"]


def generate_actions(state: GameState) -> list[Action]:
    phase = state.phase
    if phase == Phase.GAME_OVER:
        return []
    if phase == Phase.HAND_OVER:
        return [DEAL]
    if phase == Phase.ASK:
        return [YES, NO]
    if must_say_acaba(state):
        return [ACABA]
    turn = state.variant.turn  # (words: the kind lists a turn's moves, meld_protocol.py)
    actions = turn.draw_actions(state) if phase == Phase.DRAW else turn.play_actions(state)
    if state.rules.acaba_award is None:
        return actions
    # A discard (or going out, or passing) listed ends the turn without Acaba: asking may not
    # be a dead end then, and the solver need not say so.
    ends = any(action.kind in _TURN_ENDS for action in actions)
    return actions + [action for action in acaba_actions(state)
                      if action is not ASK_ACABA or ends or ask_acaba_dead_end(state) is None]


_TURN_ENDS = frozenset({"discard", "out", "pass"})


def draw_actions(state: GameState) -> list[Action]:
    """Drawing, taking the pile, and with the stock gone, turning the pile or stopping."""
    actions = []
    # An empty stock may still be drawn from where the pile then becomes the new one
    # (after the last card was drawn from it with the pile empty).
    drawable = bool(state.stock) or renews_stock(state)
    if drawable:
        actions.append(DRAW)
    if take_problem(state) is None:
        actions.append(TAKE)
    actions += _takes_onto_melds(state)
    if not drawable:
        if state.rules.stock_exhausted == "choice" and state.pile:
            actions.append(TURN)
        if stop_problem(state) is None:
            actions.append(STOP)
    return actions


def _takes_onto_melds(state: GameState) -> list[Action]:
    """`take to #id` for each meld the pile's top card may go onto other than the one a
    plain `take` puts it on (a second group of its rank, a run's end)."""
    top = state.pile_top()
    rules = state.rules
    if top is None or GROUP.unique(rules) and not rules.pile_top_to_sequence \
            or rules.pile_policy.take_mode(state) != "pile":
        return []
    side = state.side_map[state.current]
    frozen = state.pile_frozen_for(side)
    plain = table_group_for_take(state, top, frozen)
    actions = []
    for meld in state.tables[side]:
        if meld is plain:
            continue
        if frozen and not (meld.kind is GROUP and meld.key == top.rank):
            continue
        if not frozen and not meld.kind.takes_pile_top(rules, meld.key, meld.cards, top):
            continue
        action = Action("take", (), meld.id)
        if take_problem(state, meld.id) is None:
            actions.append(action)
    return actions


def play_actions(state: GameState) -> list[Action]:
    """The moves of the standard turn after the draw: melds the turn can end after,
    discards, going out, asking, taking back."""
    rules = state.rules
    hand = state.hands[state.current]
    kinds = hand_kinds(state)
    if state.opening:
        return [DISCARDS[card.code] for card in kinds.distinct]
    melds, plain = listed_melds(state, kinds)
    if (melds and not state.opened[state.side_map[state.current]] and greedy_ending_here(state) == NO_WAY
            and no_first_meld_in_reach(state) and not turn_ends_by_acaba(state)):
        melds = [action for action in melds if action.cards[0].is_red_three
                 or laid_out_three(rules, action.cards[0])]
        plain = 0
    leave_open = _melds_leave_turn_open(state)
    if leave_open:
        # Each group meld listed keeps its meld a meld and leaves two cards: no need to ask.
        most = len(hand) - 2
        # A group meld listed holds at most the cards of a new meld of the smallest size.
        actions = melds[:plain] if most >= rules.meld_min_cards else \
            [action for action in melds[:plain] if len(action.cards) <= most or _ends_after(state, action)]
        actions += [action for action in melds[plain:] if _ends_after(state, action)]
    else:
        actions = [action for action in melds if _ends_after(state, action)]
    facts = listing_facts(rules)
    if facts.special_hands and special_hand_offer(state) is not None:
        actions.append(Action("meld", special_hand_action_cards(state)))  # it ends the hand
    if state.taking is None:
        if facts.merges:
            actions += listed_merges(state)
        # Where the melds leave the turn open, every meld this turn touched is a meld that
        # need not go out, and nothing else can keep the turn from ending with a discard.
        if len(hand) > 1 and (leave_open or end_problem(state, False) is None):
            if discard_limits(rules):
                actions += [DISCARDS[card.code] for card in kinds.distinct if discard_problem(state, card) is None]
            else:
                # Without discard limits, only a three can be refused (laid out at once).
                actions += [DISCARDS[card.code] for card in kinds.distinct
                            if card.rank != "3" or discard_problem(state, card) is None]
        if len(hand) == 1:
            last_ends = end_problem(state, last_discard_goes_out(state)) is None
            if last_ends and discard_problem(state, hand[0]) is None:
                actions.append(DISCARDS[hand[0].code])
            if rules.pass_discard and explain_play_phase(state, PASS) is None:
                actions.append(PASS)
        if not hand and not rules.going_out_needs_discard and end_problem(state, True) is None:
            actions.append(OUT)
        if ask_problem(state, kinds.by_rank, len(kinds.high_wilds) + len(kinds.low_wilds),
                       surely_out=a_dive_goes_out) is None:
            actions.append(ASK)
    if (state.taking is not None or state.took_top_only) and rules.put_back_penalty is not None:
        actions.append(PUTBACK)
    if len(state.turn_moves) > state.locked or state.merges:
        actions.append(UNDO)
    return actions


def _ends_after(state: GameState, action: Action) -> bool:
    """`turn_can_end_after`, which a meld that leaves at most one card of a side that has
    melded answers by the count model on a copy: an ending the judge accepts at once after
    it (the last card discarded or passed) is the same answer, and so is the quick test's
    yes (surely_goes_out) where the count model knows the position after it; both cheaper.
    The count of canastas comes first, as there: it says no to most of these melds."""
    seat, side = state.current, state.side_map[state.current]
    left = len(state.hands[seat]) - len(action.cards)
    # (After the partner's answer too: with at most one card left an ending is going out,
    # which the judge's ends_now allows only as that answer does.)
    if left >= 2 or not state.opened[side] or state.taking is not None or state.feet[seat] \
            or state.judge_as_before:
        return turn_can_end_after(state, action)
    first = action.cards[0]
    target = None if first.is_red_three or laid_out_three(state.rules, first) else meld_target(state, action)
    if target is None or target[0] is THREES or too_few_canastas_after(state, action, target, left):
        return turn_can_end_after(state, action)
    after = state.clone()
    after.apply(action)
    return ends_now(after) or position_known(after) and surely_goes_out(after) or turn_can_end_after(state, action)


def _melds_leave_turn_open(state: GameState) -> bool:
    """Whether any listed meld of a rank that leaves two cards in the hand keeps a way
    to end the turn: the side has melded, takes no pile, was not told to go out, and
    every row is a meld (a listed meld keeps a meld a meld)."""
    side = state.side_map[state.current]
    if not state.opened[side] or state.taking is not None or state.permission is True:
        return False
    table = state.tables[side]
    if table.has(THREES):
        return False
    if not state.turn_moves and not state.merges:
        return True  # nothing placed this turn: every meld was checked as its turn ended
    rules = state.rules
    for meld_id, count in placed_this_turn(state).items():
        meld = table.by_id(meld_id)
        if meld is not None and (meld.kind.problem(rules, meld.key, meld.cards, new=count == len(meld.cards))
                                 or meld.kind.going_out_only(rules, meld.key, meld.cards)):
            return False
    return True
