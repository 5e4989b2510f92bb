"""Planning a whole turn after the draw: the melds to lay down and how to end it.

A plan is a list of engine actions: melds in the order the engine lists them (a new
row of three first, then single cards and wild cards onto it), then `discard`,
`out` or `pass`. While the pile is being taken the plan holds only the melds that
bring the pile into the hand; the rest of the turn is planned once it is there.
"""

from __future__ import annotations

import random
from itertools import combinations

from canasta.engine import Action, Card, GameState
from canasta.engine.actions import OUT, PASS
from canasta.engine.melds import BLACK_THREES

from .counting import CardCount
from .evaluation import DiscardJudge, going_out_threat, opposing_sides, side_outlook, side_potential
from .style import Style
from .workbench import SPECIAL_ROWS, Workbench

WILD_COST = 30.0      # what spending a wild card on a first meld costs, in the opening search
PAIR_COST = 10.0      # what melding a pair (instead of keeping it to take the pile) costs
MAX_PAIRS_TRIED = 5
CLOSE_DISCARDS = 60.0  # discards costing at most this much more than the best are searched too


class TurnContext:
    """What planning one turn needs to know, worked out once."""

    def __init__(self, state: GameState, style: Style, rng: random.Random):
        self.state = state
        self.style = style
        self.rng = rng
        self.seat = state.current_player()
        self.side = state.side_of(self.seat)
        self.count = CardCount(state, self.seat)
        self.threat = going_out_threat(state, self.seat)
        self.reserve = 1 if state.rules.pass_discard else 2  # cards kept when not going out
        self.judge = DiscardJudge(state, self.seat, style, self.count, self.threat)
        # Ranks an opponent has melded: they will not be discarded to us, and are dangerous to discard.
        self.hot_ranks = {rank for side in opposing_sides(state, self.seat) for rank in state.tables[side]}


# ------------------------------------------------------------------ first meld

def open_with_minimum(bench: Workbench, style: Style, reserve: int) -> bool:
    """Lay down a first meld that reaches the minimum; False (bench unchanged) if the hand cannot."""
    base = bench.copy()
    base.meld_golden_suit()
    base.add_singles(keep=0)
    base.meld_groups(keep=0)
    if base.needs_canasta and not base.opened:
        _complete_a_canasta(base)
    if base.opened and base.rows and len(base.hand) >= reserve:
        _adopt(bench, base)
        return True
    if base.needs_canasta:
        return False
    if not style.economical_opening:
        return _open_greedily(bench, base, reserve)
    choice = _cheapest_opening(base, reserve)
    if choice is None:
        return False
    pairs, wilds = choice
    _lay_opening(base, pairs, wilds)
    _adopt(bench, base)
    return True


def _complete_a_canasta(bench: Workbench) -> None:
    """Wild cards that make the longest row a canasta, where the first meld must be one."""
    size = bench.rules.canasta_size
    rows = [rank for rank in bench.rows if rank not in SPECIAL_ROWS and len(bench.rows[rank]) < size]
    if not rows:
        return
    rank = max(rows, key=lambda rank: len(bench.rows[rank]))
    missing = size - len(bench.rows[rank])
    wilds = bench.wilds()
    if missing <= min(len(wilds), bench.room(rank)) and bench.may_place_wilds(missing):
        for wild in wilds[:missing]:
            bench.add_wild(wild, rank)


def _cheapest_opening(base: Workbench, reserve: int) -> tuple[list[list[Card]], list[Card]] | None:
    """The pairs to meld and the wild cards to spend that reach the minimum at the least cost."""
    rules = base.rules
    wilds = base.wilds()
    jokers = [card for card in wilds if card.rank == "JK"]
    twos = [card for card in wilds if card.rank != "JK"]
    pairs = []
    if base.pair_rows_possible():
        pairs = [cards for rank, cards in base.naturals_by_rank().items()
                 if rank not in base.rows and len(cards) == 2]
        pairs.sort(key=lambda cards: -cards[0].value)
        pairs = pairs[:MAX_PAIRS_TRIED]
    per_pair = rules.meld_min_cards - 2
    base_room = sum(base.room(rank) for rank in base.rows)
    best: tuple[float, int, list[list[Card]], list[Card]] | None = None
    for used in range(len(pairs) + 1):
        for chosen in combinations(pairs, used):
            mandatory = per_pair * used
            if mandatory > len(wilds) or (not chosen and not base.rows):
                continue
            room = base_room + used * base.wild_capacity(2, per_pair)
            points = base.points + sum(card.value for cards in chosen for card in cards)
            cards_left = len(base.hand) - 2 * used
            for extra in range(0, min(len(wilds) - mandatory, room) + 1):
                total = mandatory + extra
                if cards_left - total < reserve or not base.may_place_wilds(total):
                    break
                picked = _pick_wilds(jokers, twos, total, base.need - points)
                if picked is None:
                    continue
                cost = WILD_COST * total + PAIR_COST * used + 0.01 * sum(card.value for card in picked)
                gained = points + sum(card.value for card in picked)
                if best is None or (cost, -gained) < (best[0], -best[1]):
                    best = (cost, gained, [list(cards) for cards in chosen], picked)
                break  # more wild cards only cost more
    if best is None:
        return None
    return best[2], best[3]


def _pick_wilds(jokers: list[Card], twos: list[Card], total: int, short: int) -> list[Card] | None:
    """`total` wild cards worth at least `short` points, with as few jokers as will do."""
    for joker_count in range(0, min(total, len(jokers)) + 1):
        two_count = total - joker_count
        if two_count > len(twos):
            continue
        picked = jokers[:joker_count] + twos[:two_count]
        if sum(card.value for card in picked) >= short:
            return picked
    return None


def _lay_opening(bench: Workbench, pairs: list[list[Card]], wilds: list[Card]) -> None:
    wilds = list(wilds)
    per_pair = bench.rules.meld_min_cards - 2
    for cards in pairs:
        bench.new_row(cards, wilds[:per_pair])
        del wilds[:per_pair]
    for wild in wilds:
        rank = _roomiest_row(bench)
        if rank is None:
            return
        bench.add_wild(wild, rank)


def _open_greedily(bench: Workbench, base: Workbench, reserve: int) -> bool:
    """The first meld a beginner makes: every pair that a wild card completes, then
    wild cards on the rows, until the minimum is reached."""
    if base.pair_rows_possible():
        for rank, cards in list(base.naturals_by_rank().items()):
            wilds = base.wilds()
            if (rank in base.rows or len(cards) != 2 or not wilds or len(base.hand) - 3 < reserve
                    or not base.may_place_wilds()):
                continue
            base.new_row(cards, wilds[-1:])
    while not base.opened:
        wilds = base.wilds()
        rank = _roomiest_row(base, focus=False)
        if not wilds or rank is None or len(base.hand) - 1 < reserve or not base.may_place_wilds():
            break
        base.add_wild(wilds[-1], rank)
    if base.opened and base.rows and len(base.hand) >= reserve:
        _adopt(bench, base)
        return True
    return False


def _roomiest_row(bench: Workbench, focus: bool = True) -> str | None:
    """The row a wild card does most for: the longest that is not yet a canasta; a
    mixed canasta only when nothing else has room; never a natural canasta, which
    would lose its bonus. Unfocused (a beginner): the row with the most room."""
    if not focus:
        rows = [(bench.room(rank), len(row), rank) for rank, row in bench.rows.items()
                if bench.room(rank) > 0]
        return max(rows)[2] if rows else None
    size = bench.rules.canasta_size
    best: tuple[int, int, str] | None = None
    for rank, row in bench.rows.items():
        if bench.room(rank) <= 0:
            continue
        if len(row) >= size:
            if all(not card.is_wild for card in row):
                continue
            key = (0, len(row), rank)
        else:
            key = (1, len(row), rank)
        if best is None or key > best:
            best = key
    return None if best is None else best[2]


def _adopt(bench: Workbench, other: Workbench) -> None:
    bench.hand, bench.rows, bench.points, bench.actions = other.hand, other.rows, other.points, other.actions


# ------------------------------------------------------------ further melds

def regular_melds(bench: Workbench, ctx: TurnContext) -> None:
    """The melds of a side that has melded: what a careful player lays down this turn."""
    style, reserve = ctx.style, ctx.reserve
    fast = ctx.threat >= style.meld_fast_at_threat or (style.race_when_ready
                                                       and bench.canastas() >= bench.canastas_needed)
    bench.meld_golden_suit()
    bench.add_singles(keep=reserve)
    bench.meld_groups(keep=reserve)
    if bench.pair_rows_possible():
        if not style.keep_pairs or fast:
            _meld_pairs(bench, reserve)
        else:
            if style.safe_discards:
                _meld_pairs(bench, reserve, only=ctx.hot_ranks)
            _meld_pairs(bench, reserve, spare_wilds=style.pair_wilds_spare)
    _complete_canastas(bench, ctx, fast)
    # The turn of the first meld spends no wild card it does not need (unless pressed).
    opening_turn = style.economical_opening and not ctx.state.opened[ctx.side]
    if fast or not (style.hold_wilds or opening_turn):
        _spread_wilds(bench, reserve, style.focus_wilds)


def _meld_pairs(bench: Workbench, reserve: int, only: set[str] | None = None, spare_wilds: int = 0) -> None:
    """Pairs made into rows with wild cards (only pairs of the ranks `only`, if given),
    as long as `spare_wilds` wild cards stay in hand."""
    per_pair = bench.rules.meld_min_cards - 2
    pairs = [cards for rank, cards in bench.naturals_by_rank().items()
             if rank not in bench.rows and len(cards) == 2 and (only is None or rank in only)]
    pairs.sort(key=lambda cards: -cards[0].value)
    for cards in pairs:
        wilds = bench.wilds()
        if (len(wilds) - spare_wilds < per_pair or len(bench.hand) - 2 - per_pair < reserve
                or not bench.may_place_wilds(per_pair)):
            return
        bench.new_row(cards, wilds[:per_pair])


def _complete_canastas(bench: Workbench, ctx: TurnContext, fast: bool) -> None:
    """Wild cards that turn a row into a canasta now."""
    size = bench.rules.canasta_size
    rows = sorted((rank for rank in bench.rows if rank not in SPECIAL_ROWS and len(bench.rows[rank]) < size),
                  key=lambda rank: -len(bench.rows[rank]))
    for rank in rows:
        row = bench.rows[rank]
        missing = size - len(row)
        wilds = bench.wilds()
        if (missing > len(wilds) or missing > bench.room(rank) or len(bench.hand) - missing < ctx.reserve
                or not bench.may_place_wilds(missing)):
            continue
        natural_row = all(not card.is_wild for card in row)
        wanted = (not ctx.style.hold_wilds or fast or bench.canastas() < bench.canastas_needed
                  or not natural_row or missing == 1 and len(wilds) >= 3)
        if missing <= 2 and wanted:
            for wild in wilds[:missing]:
                bench.add_wild(wild, rank)


def _spread_wilds(bench: Workbench, reserve: int, focus: bool = True) -> None:
    for wild in bench.wilds():
        rank = _roomiest_row(bench, focus)
        if rank is None or len(bench.hand) - 1 < reserve or not bench.may_place_wilds():
            return
        bench.add_wild(wild, rank)


# --------------------------------------------------------------- going out

def going_out_plan(bench: Workbench, state: GameState) -> Workbench | None:
    """Melds that empty the hand (but for one discard) with the canastas needed, or None."""
    if _stranded_naturals(bench) > 1:
        return None  # most turns: the hand cannot empty, so no melds need trying
    if not bench.rules.going_out_needs_discard:
        return _melding_out(bench)
    # The last card must be discarded: keep back each card in turn, cheapest first.
    for card in sorted(dict.fromkeys(bench.hand), key=lambda card: card.value):
        trial = bench.copy()
        trial.hand.remove(card)
        out = _melding_out(trial)
        if out is not None and out.actions[-1] == OUT:
            out.actions[-1] = Action("discard", (card,))
            out.hand.append(card)
            return out
    return None


def _stranded_naturals(bench: Workbench) -> int:
    """Naturals that no meld of this turn can take: the only one of their rank in hand,
    with no row of it on the table."""
    return sum(1 for rank, cards in bench.naturals_by_rank().items() if len(cards) == 1 and rank not in bench.rows)


def _melding_out(bench: Workbench) -> Workbench | None:
    rules = bench.rules
    out = bench.copy()
    out.add_singles(keep=0)
    out.meld_groups(keep=0)
    size = rules.canasta_size
    # Wild cards first where they finish the canastas needed, then on pairs, then anywhere.
    while out.canastas() < out.canastas_needed:
        wilds = out.wilds()
        candidates = [(size - len(row), rank) for rank, row in out.rows.items()
                      if rank not in SPECIAL_ROWS and len(row) < size and size - len(row) <= min(out.room(rank), len(wilds))]
        if not candidates:
            return None
        missing, rank = min(candidates)
        if not out.may_place_wilds(missing):
            return None
        for wild in wilds[-missing:]:
            out.add_wild(wild, rank)
    if out.pair_rows_possible():
        _meld_pairs(out, reserve=0)
    threes = out.black_threes()
    # Two black threes go out with a wild card where the rules allow it: keep one back for them.
    spare = 1 if len(threes) == 2 and rules.black_threes_with_wild else 0
    for wild in out.wilds()[spare:]:
        rank = _roomiest_row(out)
        if rank is None or not out.may_place_wilds():
            break
        out.add_wild(wild, rank)
    others = [card for card in out.hand if not card.is_black_three]
    if threes and BLACK_THREES not in out.rows:
        if len(threes) >= 3 and len(others) <= 1:
            out.place(tuple(threes), BLACK_THREES, Action("meld", tuple(threes)))
        elif len(threes) == 2 and spare and len(others) == 1 and others[0].is_wild:
            cards = (*threes, others[0])
            out.place(cards, BLACK_THREES, Action("meld", cards))
    if len(out.hand) > 1 or out.canastas() < out.canastas_needed or not out.rows_legal():
        return None
    if out.hand and out.hand[0].is_red_three and not rules.red_three_discard_allowed:
        return None
    if not out.opened and rules.concealed_needs_minimum:
        return None
    out.actions.append(Action("discard", (out.hand[0],)) if out.hand else OUT)
    return out


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
    gain_now = state.rules.going_out_bonus + 0.3 * caught - 0.5 * partner
    ahead = side_potential(state, ours) - max(side_potential(state, side) for side in theirs)
    return gain_now >= 0.5 * ahead


def should_ask(ctx: TurnContext) -> bool:
    """Ask the partner first when the partner holds enough cards to have a say."""
    state = ctx.state
    if not ctx.style.ask_partner or not state.partnerships or state.asked or state.turn_moves:
        return False
    partner = state.partner_of(ctx.seat)
    if partner is None or len(state.hands[partner]) < 5:
        return False
    return state.explain(Action("ask")) is None


# ---------------------------------------------------------------- the plan

def plan_taking(bench: Workbench, ctx: TurnContext) -> list[Action]:
    """The melds that bring a taken pile into the hand."""
    state = ctx.state
    taking = state.taking
    assert taking is not None
    rank = taking.top.rank
    naturals = [card for card in bench.hand if card.is_natural and card.rank == rank]
    if taking.mode != "pile":
        # Kanastic: the top card's meld needs naturals of other suits; the rest of the
        # pile comes only after the discard, so keep cards in hand to end the turn.
        colours = {taking.top.suit_colour}
        needed = [card for card in naturals if card.suit_colour not in colours and not colours.add(card.suit_colour)]
        extra = [card for card in naturals if card not in needed]
        naturals = needed + extra[:max(len(bench.hand) - len(needed) - ctx.reserve, 0)]
    for card in naturals:
        bench.add(card)
    missing = bench.rules.meld_min_cards - len(bench.rows[rank])
    if missing > 0 and bench.may_place_wilds(missing):
        wilds = bench.wilds()
        for wild in wilds[:missing]:
            bench.add_wild(wild, rank)
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
    bench.lay_red_threes()
    if state.permission is not False:
        out = going_out_plan(bench, state)
        if out is not None and (state.permission is True or want_to_go_out(out, ctx)):
            if state.permission is None and should_ask(ctx):
                return [Action("ask")]
            return out.actions
    regular = _regular_plan(bench, ctx)
    end, cost = choose_end(regular, ctx)
    frozen = _freeze_plan(bench, regular, ctx, cost)
    if frozen is not None:
        return frozen
    return regular.actions + [end]


def _freeze_plan(start: Workbench, regular: Workbench, ctx: TurnContext, cost: float) -> list[Action] | None:
    """When the pile has grown and the discards left are dangerous, keep back a wild
    card from the melds and discard it to freeze the pile."""
    style, state = ctx.style, ctx.state
    if style.freeze_at is None or len(state.pile) + 1 < style.freeze_at or state.pile_has_freezer():
        return None
    twos = [card for card in start.wilds() if card.rank != "JK"]  # a joker is too dear to freeze with
    if not twos or any(card.is_wild for card in regular.hand):
        return None  # no two, or a wild card is left over anyway (and was weighed as a discard)
    wild = twos[0]
    price = ctx.judge.costs(regular.hand + [wild], regular.rows)[wild] + wild.value
    if price >= cost:
        return None
    trial = start.copy()
    trial.hand.remove(wild)
    plan = _regular_plan(trial, ctx, reserve=1)
    if plan.opened != regular.opened or not plan.hand:
        return None
    return plan.actions + [Action("discard", (wild,))]


def _regular_plan(bench: Workbench, ctx: TurnContext, reserve: int | None = None) -> Workbench:
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
    if len(hand) == 1 and ctx.state.rules.pass_discard and bench.canastas() < bench.canastas_needed:
        return PASS, 0.0
    if not hand:
        return OUT, 0.0
    costs = ctx.judge.costs(hand, bench.rows)
    if not costs:
        return Action("discard", (hand[0],)), 0.0
    noise = ctx.style.discard_noise
    best = min(costs, key=lambda card: costs[card] + (ctx.rng.uniform(-noise, noise) if noise else 0.0))
    return Action("discard", (best,)), costs[best]


def outlook_difference(state: GameState, seat: int) -> float:
    """The seat's side's score minus the best opposing side's, if the hand ended now."""
    count = CardCount(state, seat)
    ours = side_outlook(state, state.side_of(seat), count)
    return ours - max(side_outlook(state, side, count) for side in opposing_sides(state, seat))


# --------------------------------------------------------------- alternatives

def turn_candidates(state: GameState, style: Style, rng: random.Random, discards: int = 3,
                    wide: bool = False) -> list[list[Action]]:
    """Whole-turn plans worth comparing, the style's own plan first: other discards,
    melding more or less, going out or not, asking the partner first. `wide` adds
    holding every meld back (a side that has melded) and more discards after melding
    everything."""
    chosen = plan_turn(state, style, rng)
    if state.taking is not None:
        return [chosen]
    ctx = TurnContext(state, style, rng)
    start = Workbench.of(state, ctx.seat)
    start.lay_red_threes()
    plans = [chosen]
    out = going_out_plan(start, state) if state.permission is not False else None
    if out is not None:
        plans.append(out.actions)
        if state.permission is None and not state.turn_moves and state.partnerships \
                and state.explain(Action("ask")) is None:
            plans.append([Action("ask")])
    if state.permission is True:
        return _distinct(plans)
    careful = _regular_plan(start, ctx)
    plans.extend(_with_discards(careful, ctx, discards))
    if careful.opened:
        eager = careful.copy()
        if eager.pair_rows_possible():
            _meld_pairs(eager, ctx.reserve)
        _complete_canastas(eager, ctx, fast=True)
        _spread_wilds(eager, ctx.reserve)
        plans.extend(_with_discards(eager, ctx, 2 if wide else 1))
        if wide and start.opened:
            plans.extend(_with_discards(start, ctx, 2))  # meld nothing new this turn
    return _distinct(plans)


def _with_discards(bench: Workbench, ctx: TurnContext, how_many: int) -> list[list[Action]]:
    hand = bench.hand
    if len(hand) == 1 and ctx.state.rules.pass_discard and bench.canastas() < bench.canastas_needed:
        return [bench.actions + [PASS]]
    if len(hand) < 2:
        return []
    costs = ctx.judge.costs(hand, bench.rows)
    ranked = sorted(costs, key=costs.__getitem__)[:how_many]
    # Only discards the rules of thumb find close are worth a search.
    ranked = [card for card in ranked if costs[card] <= costs[ranked[0]] + CLOSE_DISCARDS]
    return [bench.actions + [Action("discard", (card,))] for card in ranked]


def _distinct(plans: list[list[Action]]) -> list[list[Action]]:
    seen = set()
    result = []
    for plan in plans:
        key = tuple(str(action) for action in plan)
        if key not in seen:
            seen.add(key)
            result.append(plan)
    return result
