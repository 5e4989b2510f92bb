"""Whole-turn plans worth comparing in a search: the style's own plan, and others that
discard another card, meld more or less (holding back what a threat would have the
style meld at once), go out or not, ask the partner first, or meld the whole hand to
pick up the foot at once."""

from __future__ import annotations

import math
import random
from copy import copy
from dataclasses import replace

from canasta.engine import PASS, Action, GameState, must_ask_first

from .further_melds import complete_canastas, meld_pairs
from .going_out import going_out_plan, melding_into_foot
from .planning import plan_turn, regular_plan
from .style import Style
from .turn_context import TurnContext
from .wild_placement import spread_wilds
from .workbench import Workbench

CLOSE_DISCARDS = 60.0  # discards costing at most this much more than the best are searched too


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
        if not must_ask_first(state):
            plans.append(out.actions)
        if state.permission is None and (must_ask_first(state) or not state.turn_moves) and state.partnerships \
                and state.explain(Action("ask")) is None:
            plans.append([Action("ask")])
    if state.permission is True:
        return distinct_plans(plans)
    into_foot = melding_into_foot(start, state)
    if into_foot is not None:
        plans.append(into_foot.actions)
    careful = regular_plan(start, ctx)
    plans.extend(_with_discards(careful, ctx, discards))
    if ctx.threat >= style.meld_fast_at_threat:
        # Under a threat the style melds its pairs and wild cards at once; holding them
        # back is weighed too (Cuban, whose pile is always frozen: in 60 such turns, 32
        # deals each, the plan held back beat the fast one by +158 (28) points by the
        # hand's end, and the search's pick gained +127 (22) a turn with it).
        held_back = copy(ctx)
        held_back.style = replace(style, meld_fast_at_threat=math.inf)
        plans.extend(_with_discards(regular_plan(start, held_back), held_back, 1))
    if careful.opened:
        eager = careful.copy()
        meld_pairs(eager, ctx.reserve)
        complete_canastas(eager, ctx, fast=True)
        spread_wilds(eager, ctx.reserve)
        plans.extend(_with_discards(eager, ctx, 2 if wide else 1))
        if wide and start.opened:
            plans.extend(_with_discards(start, ctx, 2))  # meld nothing new this turn
    return distinct_plans(plans)


def _with_discards(bench: Workbench, ctx: TurnContext, how_many: int) -> list[list[Action]]:
    hand = bench.hand
    if len(hand) == 1 and ctx.state.rules.pass_discard and not bench.ready_to_go_out():
        return [bench.actions + [PASS]]
    if len(hand) < 2:
        return []
    costs = ctx.judge.costs(hand, bench.table)
    ranked = sorted(costs, key=costs.__getitem__)[:how_many]
    # Only discards the rules of thumb find close are worth a search.
    ranked = [card for card in ranked if costs[card] <= costs[ranked[0]] + CLOSE_DISCARDS]
    return [bench.actions + [Action("discard", (card,))] for card in ranked]


def distinct_plans(plans: list[list[Action]]) -> list[list[Action]]:
    """`plans` without repeats (plans of the same moves in the same order), in order."""
    seen = set()
    result = []
    for plan in plans:
        key = tuple(str(action) for action in plan)
        if key not in seen:
            seen.add(key)
            result.append(plan)
    return result
