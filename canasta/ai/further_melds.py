"""The melds of a side that has already melded: new melds, pairs made into groups,
canastas completed with wild cards, and the wild cards spread on."""

from __future__ import annotations

from .meld_view import economical_opening, missing as missing_cards
from .turn_context import TurnContext
from .wild_placement import spread_wilds, wild_meld_start
from .workbench import Workbench


def regular_melds(bench: Workbench, ctx: TurnContext) -> None:
    """The melds of a side that has melded: what a careful player lays down this turn."""
    style, reserve = ctx.style, ctx.reserve
    fast = ctx.threat >= style.meld_fast_at_threat or (style.race_when_ready
                                                       and bench.ready_to_go_out())
    bench.meld_other_kinds(spare_short=style.spare_short_melds)
    # Wild cards go first into a meld of wild cards, where one is worth it: a bolivia's
    # 2500 earned more than the mixed canastas and pairs they would have made (Chilean,
    # against Beginner, 200 deals: mean +725 -> +1344 a deal; melded after completing
    # canastas: +555).
    bench.wild_meld(keep=reserve, free_start=wild_meld_start(bench.rules, style))
    bench.add_singles(keep=reserve)
    bench.meld_groups(keep=reserve, spare_short=style.spare_short_melds)
    if not style.keep_pairs or fast:
        meld_pairs(bench, reserve)
    else:
        if style.safe_discards:
            meld_pairs(bench, reserve, only=ctx.hot_ranks)
        meld_pairs(bench, reserve, spare_wilds=style.pair_wilds_spare)
    complete_canastas(bench, ctx, fast)
    # The turn of the first meld spends no wild card it does not need (unless pressed).
    opening_turn = economical_opening(style, bench.rules) and not ctx.state.opened[ctx.side]
    if fast or not (style.hold_wilds or opening_turn):
        spread_wilds(bench, reserve, style.focus_wilds)


def meld_pairs(bench: Workbench, reserve: int, only: set[str] | None = None, spare_wilds: int = 0) -> None:
    """Pairs made into groups with wild cards (only pairs of the ranks `only`, if given),
    as long as `spare_wilds` wild cards stay in hand."""
    value = bench.rules.value_of
    pairs = [cards for rank, cards in bench.naturals_by_rank().items()
             if len(cards) == 2 and bench.group(rank) is None and (only is None or rank in only)]
    pairs.sort(key=lambda cards: -value(cards[0]))
    for cards in pairs:
        wilds = bench.wilds()
        start = bench.pair_start(cards, wilds)
        if start is None:
            continue
        per_pair = len(start) - len(cards)
        if (len(wilds) - spare_wilds < per_pair or len(bench.hand) - 2 - per_pair < reserve
                or not bench.may_place_wilds(per_pair)):
            return
        bench.new_row(cards, wilds[:per_pair])


def complete_canastas(bench: Workbench, ctx: TurnContext, fast: bool) -> None:
    """Wild cards that make a meld complete now."""
    rules = bench.rules
    melds = [meld for meld in bench.table if missing_cards(rules, meld) and bench.room(meld) > 0]
    melds.sort(key=lambda meld: -len(meld.cards))
    for meld in melds:
        missing = missing_cards(rules, meld) or 0
        wilds = bench.wilds_for(meld)
        if (missing > len(wilds) or missing > bench.room(meld) or len(bench.hand) - missing < ctx.reserve
                or not bench.may_place_wilds(missing)):
            continue
        natural_meld = all(not rules.is_wild(card) for card in meld.cards)
        wanted = (not ctx.style.hold_wilds or fast or not bench.ready_to_go_out()
                  or not natural_meld or missing == 1 and len(wilds) >= 3)
        if missing <= 2 and wanted:
            for wild in wilds[:missing]:
                bench.add_wild(wild, meld)
