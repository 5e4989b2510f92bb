"""The side's first meld: laying down enough to reach the minimum, at the least cost
(or, for a beginner, greedily)."""

from __future__ import annotations

from itertools import combinations
from typing import Callable

from canasta.engine import Card, Meld, canasta_counts

from .meld_view import economical_opening, missing as missing_cards
from .style import Style
from .wild_placement import roomiest_row
from .workbench import Workbench

WILD_COST = 30.0      # what spending a wild card on a first meld costs, in the opening search
PAIR_COST = 10.0      # what melding a pair (instead of keeping it to take the pile) costs
MAX_PAIRS_TRIED = 5


def open_with_minimum(bench: Workbench, style: Style, reserve: int) -> bool:
    """Lay down a first meld that reaches the minimum; False (bench unchanged) if the hand cannot."""
    base = bench.copy()
    base.meld_other_kinds(spare_short=style.spare_short_melds)
    base.add_singles(keep=0)
    base.meld_groups(keep=0, spare_short=style.spare_short_melds)
    if not base.canasta_made():
        _complete_a_canasta(base)
    if base.opened and base.table and len(base.hand) >= reserve:
        _adopt(bench, base)
        return True
    if base.needs_canasta and (not base.canasta_made() or base.points >= base.need):
        return False
    # (A canasta made and points still short: pairs and wild cards reach them, as for any first meld.)
    if not economical_opening(style, bench.rules):
        return _open_greedily(bench, base, reserve)
    choice = _cheapest_opening(base, reserve)
    if choice is None:
        return False
    pairs, wilds = choice
    _lay_opening(base, pairs, wilds)
    if not base.opened:
        return False  # the points, but not what else the first meld needs (a clean meld)
    _adopt(bench, base)
    return True


def _complete_a_canasta(bench: Workbench) -> None:
    """Wild cards that complete the meld nearest complete, where the first meld must be a
    canasta (of a kind the requirement accepts once they are on it)."""
    rules = bench.rules
    open_melds = [(needed, meld) for meld in bench.table
                  if (needed := missing_cards(rules, meld)) and bench.room(meld) > 0]
    if not open_melds:
        return
    needed, meld = min(open_melds, key=lambda item: item[0])
    wilds = bench.wilds_for(meld)
    completed = Meld(meld.id, meld.kind, meld.key, meld.cards + wilds[:needed])
    if bench.needs_canasta is not None and not canasta_counts(rules, bench.needs_canasta, completed):
        return
    if needed <= min(len(wilds), bench.room(meld)) and bench.may_place_wilds(needed):
        for wild in wilds[:needed]:
            bench.add_wild(wild, meld)


def _cheapest_opening(base: Workbench, reserve: int) -> tuple[list[list[Card]], list[Card]] | None:
    """The pairs to meld and the wild cards to spend that reach the minimum at the least cost."""
    rules = base.rules
    wilds = base.wilds()
    value = rules.value_of
    jokers = [card for card in wilds if rules.card_kind(card).high_wild]
    twos = [card for card in wilds if not rules.card_kind(card).high_wild]
    pairs = []
    pair_room = per_pair = 0
    for rank, cards in base.naturals_by_rank().items():
        start = base.pair_start(cards, wilds) if len(cards) == 2 and base.group(rank) is None else None
        if start is not None:
            pairs.append(cards)
            # Every pair begins its group alike: with the same wild cards, and the same room left.
            per_pair, pair_room = len(start) - 2, base.start_room(start)
    pairs.sort(key=lambda cards: -value(cards[0]))
    pairs = pairs[:MAX_PAIRS_TRIED]
    base_room = sum(base.room(meld) for meld in base.table)
    best: tuple[float, int, list[list[Card]], list[Card]] | None = None
    for used in range(len(pairs) + 1):
        for chosen in combinations(pairs, used):
            mandatory = per_pair * used
            if mandatory > len(wilds) or (not chosen and not base.table):
                continue
            room = base_room + used * pair_room
            points = base.points + sum(value(card) for cards in chosen for card in cards)
            cards_left = len(base.hand) - 2 * used
            for extra in range(0, min(len(wilds) - mandatory, room) + 1):
                total = mandatory + extra
                if cards_left - total < reserve or not base.may_place_wilds(total):
                    break
                picked = _pick_wilds(jokers, twos, total, base.need - points, value)
                if picked is None:
                    continue
                cost = WILD_COST * total + PAIR_COST * used + 0.01 * sum(map(value, picked))
                gained = points + sum(map(value, picked))
                if best is None or (cost, -gained) < (best[0], -best[1]):
                    best = (cost, gained, [list(cards) for cards in chosen], picked)
                break  # more wild cards only cost more
    if best is None:
        return None
    return best[2], best[3]


def _pick_wilds(jokers: list[Card], twos: list[Card], total: int, short: int,
                value: Callable[[Card], int]) -> list[Card] | None:
    """`total` wild cards worth at least `short` points, with as few jokers as will do."""
    for joker_count in range(0, min(total, len(jokers)) + 1):
        two_count = total - joker_count
        if two_count > len(twos):
            continue
        picked = jokers[:joker_count] + twos[:two_count]
        if sum(map(value, picked)) >= short:
            return picked
    return None


def _lay_opening(bench: Workbench, pairs: list[list[Card]], wilds: list[Card]) -> None:
    wilds = list(wilds)
    for cards in pairs:
        start = bench.pair_start(cards, wilds)
        if start is None:
            return
        per_pair = len(start) - len(cards)
        bench.new_row(cards, wilds[:per_pair])
        del wilds[:per_pair]
    for wild in wilds:
        meld = roomiest_row(bench, wild=wild)
        if meld is None:
            return
        bench.add_wild(wild, meld)


def _open_greedily(bench: Workbench, base: Workbench, reserve: int) -> bool:
    """The first meld a beginner makes: every pair that a wild card completes, then
    wild cards on the rows, until the minimum is reached."""
    for rank, cards in list(base.naturals_by_rank().items()):
        wilds = base.wilds()
        if (base.group(rank) is not None or len(cards) != 2 or not wilds or len(base.hand) - 3 < reserve
                or not base.may_place_wilds() or base.pair_start(cards, wilds[-1:]) is None):
            continue
        base.new_row(cards, wilds[-1:])
    while not base.opened:
        wilds = base.wilds()
        meld = roomiest_row(base, focus=False, wild=wilds[-1]) if wilds else None
        if meld is None or len(base.hand) - 1 < reserve or not base.may_place_wilds():
            break
        base.add_wild(wilds[-1], meld)
    if base.opened and base.table and len(base.hand) >= reserve:
        _adopt(bench, base)
        return True
    return False


def _adopt(bench: Workbench, other: Workbench) -> None:
    bench.hand, bench.table, bench.points, bench.actions = other.hand, other.table, other.points, other.actions
