"""The side's first meld: laying down enough to reach the minimum, at the least cost
(or, for a beginner, greedily)."""

from __future__ import annotations

from itertools import combinations

from canasta.engine import Card

from .style import Style
from .wild_placement import roomiest_row
from .workbench import SPECIAL_ROWS, Workbench

WILD_COST = 30.0      # what spending a wild card on a first meld costs, in the opening search
PAIR_COST = 10.0      # what melding a pair (instead of keeping it to take the pile) costs
MAX_PAIRS_TRIED = 5


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
        rank = roomiest_row(bench)
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
        rank = roomiest_row(base, focus=False)
        if not wilds or rank is None or len(base.hand) - 1 < reserve or not base.may_place_wilds():
            break
        base.add_wild(wilds[-1], rank)
    if base.opened and base.rows and len(base.hand) >= reserve:
        _adopt(bench, base)
        return True
    return False


def _adopt(bench: Workbench, other: Workbench) -> None:
    bench.hand, bench.rows, bench.points, bench.actions = other.hand, other.rows, other.points, other.actions
