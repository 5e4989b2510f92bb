"""Planning a whole turn after the draw: the melds to lay down and how to end it.

A plan is a list of engine actions: a merge of two groups of one rank that makes a
canasta, where the rules allow one; melds in the order the engine lists them (a new
row of three first, then single cards and wild cards onto it), then `discard`,
`out` or `pass`. While the pile is being taken the plan holds only the melds that
bring the pile into the hand; the rest of the turn is planned once it is there.

The parts of a plan come from `first_meld` (the side's first meld), `further_melds`
(the melds of a side that has melded) and `going_out`; `candidate_plans` offers
other whole-turn plans for a search to compare.
"""

from __future__ import annotations

import random

from canasta.engine import (OUT, PASS, Action, Card, GameState, completing_merges, discard_limits, first_turn_problem,
                            hand_discard_problem, must_ask_first, special_hand_action_cards, special_hand_offer)

from .counting import CardCount
from .evaluation import freezing_helps, opposing_sides
from .side_value import side_outlook
from .first_meld import open_with_minimum
from .further_melds import regular_melds
from .going_out import going_out_plan, should_ask, want_to_go_out
from .style import Style
from .turn_context import TurnContext
from .workbench import Workbench


# Cards of a rank that cost a penalty held together (held_rank_penalty), and how much of
# that penalty a discard of one of them is worth now (EARLY: one of two, before the third comes).
HELD_RANK_LIMIT = 3
HELD_RANK_URGENCY = 0.5
HELD_RANK_EARLY = 0.1


def plan_taking(bench: Workbench, ctx: TurnContext) -> list[Action]:
    """The melds that bring a taken pile into the hand."""
    state = ctx.state
    taking = state.taking
    assert taking is not None
    rank = taking.top.rank
    naturals = [card for card in bench.hand if state.rules.is_natural(card) and card.rank == rank]
    if taking.mode != "pile":
        # Kanastic: the top card's meld needs naturals of other suits; the rest of the
        # pile comes only after the discard, so keep cards in hand to end the turn.
        colours = {taking.top.suit_colour}
        needed = [card for card in naturals if card.suit_colour not in colours and not colours.add(card.suit_colour)]
        extra = [card for card in naturals if card not in needed]
        naturals = needed + extra[:max(len(bench.hand) - len(needed) - ctx.reserve, 0)]
    # The top card waits in a meld of its own, or on the side's group of its rank.
    meld = bench.table.by_id(state.turn_moves[0][0])
    assert meld is not None
    for card in naturals:
        bench.place((card,), meld)
    missing = bench.rules.meld_min_cards - len(meld.cards)
    if missing > 0 and bench.may_place_wilds(missing):
        wilds = bench.wilds_for(meld)
        for wild in wilds[:missing]:
            bench.add_wild(wild, meld)
    if not bench.opened:
        open_with_minimum(bench, ctx.style, reserve=0)
    return bench.actions


def plan_turn(state: GameState, style: Style, rng: random.Random) -> list[Action]:
    """The actions of the rest of the current player's turn (the draw already made)."""
    ctx = TurnContext(state, style, rng)
    bench = Workbench.of(state, ctx.seat)
    if state.taking is not None:
        return plan_taking(bench, ctx)
    if state.opening:
        return [choose_end(bench, ctx)[0]]  # the hand opens with a discard alone
    if special_hand_offer(state) is not None:
        return [Action("meld", special_hand_action_cards(state))]  # worth more than any hand's play
    merge = canasta_merge(state)
    if merge is not None:
        after = state.clone()
        after.apply(merge)
        return [merge] + plan_turn(after, style, rng)
    bench.lay_red_threes()
    if state.permission is not False:
        out = going_out_plan(bench, state)
        if out is not None and (state.permission is True or want_to_go_out(out, ctx)):
            if state.permission is None and should_ask(ctx):
                return [Action("ask")]
            if not must_ask_first(state):
                return out.actions
    regular = regular_plan(bench, ctx)
    end, cost = choose_end(regular, ctx)
    frozen = _freeze_plan(bench, regular, ctx, cost)
    if frozen is not None:
        return frozen
    return regular.actions + [end]


def canasta_merge(state: GameState) -> Action | None:
    """A merge of two of the side's groups of one rank that makes a canasta, where the
    judge allows one (Samba): the bonus, and a canasta toward going out, for no card."""
    for action in completing_merges(state):
        if state.explain(action) is None:
            return action
    return None


def _freeze_plan(start: Workbench, regular: Workbench, ctx: TurnContext, cost: float) -> list[Action] | None:
    """When the pile has grown and the discards left are dangerous, keep back a wild
    card from the melds and discard it to freeze the pile."""
    style, state = ctx.style, ctx.state
    if style.freeze_at is None or not freezing_helps(state) or state.rules.pile_always_frozen \
            or len(state.pile) + 1 < style.freeze_at:
        return None
    rules = state.rules
    # A joker (an Artifact) is too dear to freeze with.
    twos = [card for card in start.wilds() if not rules.card_kind(card).high_wild]
    if not twos or any(map(rules.is_wild, regular.hand)):
        return None  # no two, or a wild card is left over anyway (and was weighed as a discard)
    wild = twos[0]
    price = ctx.judge.costs(regular.hand + [wild], regular.table)[wild] + state.rules.value_of(wild)
    if price >= cost:
        return None
    trial = start.copy()
    trial.hand.remove(wild)
    plan = regular_plan(trial, ctx, reserve=1)
    if plan.opened != regular.opened or not plan.hand \
            or hand_discard_problem(rules, plan.hand + [wild], wild, False, plan.dead_rank) is not None:
        return None  # (or the discard limits keep a wild card in the hand)
    return plan.actions + [Action("discard", (wild,))]


def regular_plan(bench: Workbench, ctx: TurnContext, reserve: int | None = None) -> Workbench:
    plan = bench.copy()
    reserve = ctx.reserve if reserve is None else reserve
    if not plan.opened:
        open_with_minimum(plan, ctx.style, reserve)
    if plan.opened:
        saved = ctx.reserve
        ctx.reserve = reserve
        regular_melds(plan, ctx)
        ctx.reserve = saved
    return plan


def choose_end(bench: Workbench, ctx: TurnContext) -> tuple[Action, float]:
    """How to end the turn with the cards the plan leaves, and what that discard costs."""
    hand = bench.hand
    if len(hand) == 1 and ctx.state.rules.pass_discard and not bench.ready_to_go_out():
        return PASS, 0.0
    if not hand:
        return OUT, 0.0
    costs = ctx.judge.costs(hand, bench.table)
    for rank, penalty in ctx.state.rules.held_rank_penalty:
        # Three of a rank held when the hand ends cost the side (Modern American Sevens and
        # Aces): shed one while three or more are held, or, less urgently, one of two where
        # the side has no meld of the rank to put them on; a hand holding three Aces and two
        # Sevens sheds an Ace (against Beginner, 400 deals: 65.8% -> 67.5%; then seed 1
        # 67.5% -> 67.8%, seed 2 71.8% -> 72.5%).
        held = sum(1 for card in hand if card.rank == rank)
        if held >= HELD_RANK_LIMIT:
            urgency = HELD_RANK_URGENCY
        elif held == HELD_RANK_LIMIT - 1 and bench.group(rank) is None:
            urgency = HELD_RANK_EARLY
        else:
            continue
        costs = {card: cost - penalty * urgency if card.rank == rank else cost for card, cost in costs.items()}
    if discard_limits(ctx.state.rules) or ctx.state.rules.threes == "bonus_both":
        allowed = _allowed_discards(bench, ctx)
        costs = {card: cost for card, cost in costs.items() if card in allowed}
        if not costs and allowed:
            return Action("discard", (allowed[0],)), 0.0
    if not costs:
        return Action("discard", (hand[0],)), 0.0
    noise = ctx.style.discard_noise
    best = min(costs, key=lambda card: costs[card] + (ctx.rng.uniform(-noise, noise) if noise else 0.0))
    return Action("discard", (best,)), costs[best]


def _allowed_discards(bench: Workbench, ctx: TurnContext) -> list[Card]:
    """The cards the plan's hand may discard under the discard limits (discards.py)."""
    state = ctx.state
    rules = state.rules
    pile_empty = not state.pile or state.took_pile
    return [card for card in bench.hand
            if hand_discard_problem(rules, bench.hand, card, pile_empty, bench.dead_rank) is None
            and first_turn_problem(state, bench.hand, card) is None]


def outlook_difference(state: GameState, seat: int) -> float:
    """The seat's side's score minus the best opposing side's, if the hand ended now."""
    count = CardCount(state, seat)
    ours = side_outlook(state, state.side_of(seat), count)
    return ours - max(side_outlook(state, side, count) for side in opposing_sides(state, seat))
