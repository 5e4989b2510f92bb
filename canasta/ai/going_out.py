"""Going out: the melds that empty the hand, whether going out now is worth it, and
whether to ask the partner first."""

from __future__ import annotations

import math

from canasta.engine import (GROUP, HELD_RANK_LIMIT, OUT, THREES, WILD, Action, Card, GameState, Meld, Rules,
                            canasta_kind, held_rank_points, kind_of_new_meld, must_ask_first, red_three_points)

from .evaluation import opposing_sides
from .side_value import side_potential
from .further_melds import meld_pairs
from .meld_view import fits, missing
from .turn_context import TurnContext
from .wild_placement import roomiest_row
from .workbench import Workbench


def going_out_plan(bench: Workbench, state: GameState) -> Workbench | None:
    """Melds that empty the hand (but for one discard) with the canastas needed, or None."""
    if state.feet[state.current] and state.rules.going_out_from_foot:
        return None  # the foot is still to be played: emptying the hand only brings it in
    if _stranded_naturals(bench) > 1:
        return None  # most turns: the hand cannot empty, so no melds need trying
    reach = _canastas_in_reach(bench)
    if reach < bench.canastas_short():
        return None  # (a count: the melds below are most of a computer player's time)
    if not bench.rules.going_out_needs_discard:
        return _melding_out(bench)
    # The last card must be discarded: keep back each card in turn, cheapest first; where
    # the last card changes the score (a wild card that doubles it, Kanastic), each way of
    # going out is scored by the engine and the best kept.
    rules = bench.rules
    compare = rules.wild_discard_going_out_doubles and any(map(rules.is_wild, bench.hand))
    counted = reach != math.inf
    ways: list[Workbench] = []
    for card in sorted(dict.fromkeys(bench.hand), key=rules.value_of):
        trial = bench.copy()
        trial.hand.remove(card)
        if counted and (_stranded_naturals(trial) or _canastas_in_reach(trial) < trial.canastas_short()):
            continue  # a natural kept back with no meld to go to, or too few cards for the canastas
        out = _melding_out(trial)
        if out is not None and out.actions[-1] == OUT:
            out.actions[-1] = Action("discard", (card,))
            out.hand.append(card)
            if not compare:
                return out
            ways.append(out)
    if len(ways) > 1:
        margins = [going_out_margin(state, way.actions) for way in ways]
        return ways[max(range(len(ways)), key=lambda at: (margins[at], -at))]
    return ways[0] if ways else None


def going_out_margin(state: GameState, actions: list[Action]) -> float:
    """The going-out side's hand score minus the best other side's, as the engine scores
    the hand ended by `actions` (hidden hands as the state deals them); -inf where an
    action does not hold."""
    trial = state.clone()
    for action in actions:
        if trial.explain(action) is not None:
            return float("-inf")
        trial.apply(action)
    if not trial.hand_results or not trial.hand_over():
        return float("-inf")
    sides = trial.hand_results[-1].sides
    ours = state.side_of(state.current_player())
    return sides[ours].total - max(score.total for side, score in enumerate(sides) if side != ours)


def melding_into_foot(bench: Workbench, state: GameState) -> Workbench | None:
    """Melds that use up the whole hand while the foot is still down, so that the foot
    comes at once and the turn goes on from it (rather than a last card discarded and
    the foot played only from the next turn), or None."""
    if not state.feet[state.current] or not bench.opened or _stranded_naturals(bench) > 0:
        return None
    into = bench.copy()
    into.add_singles(keep=0)
    into.meld_groups(keep=0)
    meld_pairs(into, reserve=0)
    _wilds_onto_roomiest_rows(into, into.wilds())
    if into.hand or not into.actions or not into.melds_legal():
        return None
    return into


def _wilds_onto_roomiest_rows(bench: Workbench, wilds: list[Card]) -> None:
    """Each of `wilds` onto the row with the most room for it, while one has room."""
    for wild in wilds:
        meld = roomiest_row(bench, wild=wild)
        if meld is None or not bench.may_place_wilds():
            break
        bench.add_wild(wild, meld)


def _stranded_naturals(bench: Workbench, enough: int = 2) -> int:
    """Naturals that no meld of this turn can take: the only one of their rank in hand,
    with no group of it on the table and no other meld that takes it; counted up to
    `enough` (what the questions asked of it need)."""
    rules = bench.rules
    stranded = 0
    for rank, cards in bench.naturals_by_rank().items():
        if len(cards) == 1 and bench.group(rank) is None \
                and not any(fits(rules, meld, cards[0])
                            or meld.kind.extends_going_out(rules, meld.key, meld.cards, cards[0])
                            for meld in bench.table):
            stranded += 1
            if stranded >= enough:
                break
    return stranded


def _canastas_in_reach(bench: Workbench) -> float:
    """At most how many canastas the hand could complete this turn, where canastas are
    groups and melds of wild cards (else infinity): for each rank, the cards of its
    incomplete groups, its naturals in hand and every wild card held, in canastas'
    worth of cards; and the wild cards alike for a meld of wild cards."""
    rules = bench.rules
    if rules.canastas_to_go_out_of_kind or any(kind not in (GROUP, THREES, WILD) and kind.name != "special"
                                               for kind in rules.kinds):
        return math.inf
    wilds = sum(1 for card in bench.hand if rules.is_wild(card))
    cards = {rank: len(naturals) for rank, naturals in bench.naturals_by_rank().items()}
    wild_meld = 0
    for meld in bench.table:
        if meld.kind.is_complete(rules, meld.cards):
            continue
        if meld.kind is WILD:
            wild_meld += len(meld.cards)
        elif meld.kind is GROUP:
            rank = next((card.rank for card in meld.cards if rules.is_natural(card)), None)
            if rank is not None:
                cards[rank] = cards.get(rank, 0) + len(meld.cards)
    size = rules.canasta_size
    reach = sum((count + wilds) // size for count in cards.values())
    if WILD in rules.kinds:
        reach += (wild_meld + wilds) // size
    return reach


def _melding_out(bench: Workbench) -> Workbench | None:
    rules = bench.rules
    out = bench.copy()
    out.meld_other_kinds()
    out.add_singles(keep=0)
    out.meld_groups(keep=0)
    out.extend_going_out()
    # Wild cards first where they finish the canastas needed (of the kinds the rules ask),
    # then on pairs, then anywhere.
    while (short := out.canastas_short()) > 0:
        candidates = []
        for meld in out.table:
            needed = missing(rules, meld)
            if needed and needed <= min(out.room(meld), len(out.wilds_for(meld))) \
                    and out.canastas_short(completed_kind(rules, meld, out.wilds_for(meld)[-needed:])) < short:
                candidates.append((needed, meld.key, meld.id, meld))
        if not candidates:
            return None
        needed, _, _, meld = min(candidates, key=lambda candidate: candidate[:3])
        if not out.may_place_wilds(needed):
            return None
        for wild in out.wilds_for(meld)[-needed:]:
            out.add_wild(wild, meld)
    meld_pairs(out, reserve=0)
    threes = out.black_threes()
    # Two black threes go out with a wild card where the rules allow it: keep one back for them.
    spare = 1 if len(threes) == 2 and rules.black_threes_with_wild else 0
    _wilds_onto_roomiest_rows(out, out.wilds()[spare:])
    others = [card for card in out.hand if not card.is_black_three]
    threes_kind = kind_of_new_meld(rules, threes) if threes else None
    if threes_kind is not None and not out.table.has(threes_kind[0]):
        if len(threes) >= 3 and len(others) <= 1:
            out.place(tuple(threes), None)
        elif len(threes) == 2 and spare and len(others) == 1 and rules.is_wild(others[0]):
            out.place((*threes, others[0]), None)
    if len(out.hand) > 1 or not out.ready_to_go_out() or not out.melds_legal():
        return None
    if out.hand and out.hand[0].is_red_three and not rules.red_threes_held:
        return None
    if not out.opened and rules.concealed_needs_minimum:
        return None
    out.actions.append(Action("discard", (out.hand[0],)) if out.hand else OUT)
    return out


def completed_kind(rules: Rules, meld: Meld, wilds: list[Card]) -> tuple[str, ...]:
    """The kind of canasta `meld` becomes with `wilds` added, as the engine counts it."""
    kind = canasta_kind(rules, meld.kind, meld.key, meld.cards + wilds)
    return () if kind is None else (kind,)


def want_to_go_out(out: Workbench, ctx: TurnContext) -> bool:
    """Go out when it gains more now than the side can expect from playing on: the
    bonus, and the cards the opponents can no longer meld, against the rows near a
    canasta that the side would leave unfinished."""
    if not ctx.style.judge_going_out or ctx.threat >= 0.5:
        return True
    state, count = ctx.state, ctx.count
    ours = ctx.side
    theirs = opposing_sides(state, ctx.seat)
    caught = max(sum(count.expected_hand_value(seat) for seat in state.seats_of(side)) for side in theirs)
    partner = sum(count.expected_hand_value(seat) for seat in state.seats_of(ours) if seat != ctx.seat)
    # Red threes that count against a side without its canastas (Samba) stay against it.
    stranded = max(-min(red_three_points(state, side), 0) for side in theirs)
    # Cards the partners were seen to take and still hold, of a rank the rules charge for holding.
    partners_held = sum(held_rank_points(state.rules, state.known[seat]) for seat in state.seats_of(ours)
                        if seat != ctx.seat)
    gain_now = state.rules.going_out_bonus + 0.3 * caught - 0.5 * partner + 0.5 * stranded - partners_held
    ahead = side_potential(state, ours) - max(side_potential(state, side) for side in theirs)
    return gain_now >= 0.5 * ahead


def should_ask(ctx: TurnContext) -> bool:
    """Ask the partner first when the partner holds enough cards to have a say, or
    always where the rules make asking a must."""
    state = ctx.state
    if must_ask_first(state):
        return state.explain(Action("ask")) is None
    if not ctx.style.ask_partner or not state.partnerships or state.asked or state.turn_moves:
        return False
    partner = state.partner_of(ctx.seat)
    # A partner with a say: many cards to meld, or enough to be charged for a rank held.
    enough = HELD_RANK_LIMIT if state.rules.held_rank_penalty else 5
    if partner is None or len(state.hands[partner]) < enough:
        return False
    return state.explain(Action("ask")) is None
