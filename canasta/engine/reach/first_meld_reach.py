"""What a side's first meld can still reach this turn where melds go by kind (groups,
runs, wild melds; several of a rank): the canasta a stage may ask it to complete
(first_meld.py), and its points. Counts that every way of making the first meld stays
within, so that the search (endings.py) stops early and tries the likeliest melds first,
and the move list skips melds when no canasta can be made; and the most points a first
meld built on the pile's top card can reach, which the judge of taking the pile asks
(taking.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ..cards.cards import NATURAL_RANKS, Card
from ..state.first_meld import canasta_made
from ..melds.meld_kinds import GROUP, RUN, THREES, WILD, count_wild

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState


def cap_for(rules: Rules, naturals: int) -> int:
    """Wild cards a group with `naturals` natural cards may hold."""
    return rules.wild_cap(naturals)


def canasta_in_reach(state: GameState) -> bool:
    """False when the side's first meld must complete a canasta (first_meld.py) and none
    could be complete this turn, even with every card of the hand that might join it:
    a count by kinds of meld (groups, runs, wild melds) that only falls as cards are placed."""
    prospects = canasta_prospects(state)
    return prospects is None or bool(prospects)


def canasta_prospects(state: GameState) -> set[str] | None:
    """The keys of the melds (a group's rank, a run's suit, "W") that could still become
    the canasta the side's first meld must complete this turn, by the counts of
    `canasta_in_reach`; None when no canasta is wanted any more, or the counts know
    nothing of a kind of meld the rules allow."""
    rules = state.rules
    side = state.side_of(state.current)
    wanted = state.meld_requirement(side).canasta
    if wanted is None or state.opened[side] or rules.first_meld_alone_kinds:
        return None
    kinds = set(rules.kinds)
    if not kinds <= {GROUP, RUN, WILD, THREES}:
        return None  # a kind these counts know nothing of
    table = state.tables[side]
    if canasta_made(rules, wanted, table):
        return None
    natural = wanted == "natural"
    size = rules.canasta_size
    naturals: dict[str, int] = {}
    suited: dict[str, set[str]] = {}
    wilds = 0
    kind_cards = rules.card_kinds.by_code
    cards = state.hands[state.current]
    if state.taking is not None and state.taking.mode == "pile":
        cards = cards + state.pile  # the pile being taken comes into the hand this turn
    for card in cards:
        kind = kind_cards[card.code]
        if kind.natural:
            naturals[card.rank] = naturals.get(card.rank, 0) + 1
            suited.setdefault(card.suit, set()).add(card.rank)
        elif kind.wild:
            wilds += 1
    # The canasta is one meld: a group (groups of a rank may merge, so all of them count,
    # with no more wild cards than one meld holds), a run or a meld of wild cards (which
    # never merge), on the table already or new, with the cards of the hand that could join it.
    grouped: dict[str, list[int]] = {}  # naturals and wild cards of the side's groups, by rank
    for meld in table:
        if meld.kind is GROUP:
            wild = count_wild(rules, meld.cards)
            if not (natural and wild):
                counts = grouped.setdefault(meld.key, [0, 0])
                counts[0] += len(meld.cards) - wild
                counts[1] += wild
    prospects = set()
    for rank in set(naturals) | set(grouped):
        table_naturals, table_wild = grouped.get(rank, (0, 0))
        count = table_naturals + naturals.get(rank, 0)
        if count + (0 if natural else min(table_wild + wilds, cap_for(rules, count))) >= size:
            prospects.add(rank)
    run_size = RUN.complete_size(rules)
    for suit, ranks in suited.items():  # a new run
        if _longest_run(ranks, ()) >= run_size:
            prospects.add(suit)
    if WILD in kinds and wilds >= WILD.complete_size(rules):
        prospects.add(WILD.one_key)
    for meld in table:
        if meld.key in prospects:
            continue
        if meld.kind is RUN:
            if _longest_run(suited.get(meld.key, set()), [card.rank for card in meld.cards]) >= run_size:
                prospects.add(meld.key)
        elif meld.kind is WILD:
            if len(meld.cards) + wilds >= WILD.complete_size(rules):
                prospects.add(meld.key)
    return prospects


def _longest_run(ranks: set[str], run: Sequence[str]) -> int:
    """The most cards in a row of ranks (4 low, ace high) that `ranks` make, holding the
    ranks of `run` (a run on the table) when one is given."""
    present = [rank in ranks or rank in run for rank in NATURAL_RANKS]
    indexes = [NATURAL_RANKS.index(rank) for rank in run]
    longest = length = 0
    for index, here in enumerate(present):
        length = length + 1 if here else 0
        if length and (not indexes or (index >= max(indexes) and index - length + 1 <= min(indexes))):
            longest = max(longest, length)
    return longest


def run_could_take(rank: str, suited: dict[str, set[str]], runs: dict[str, list[str]]) -> bool:
    """Whether a natural of `rank` could be in a run this turn: three ranks in a row of
    one of its suits, with it, held or in the side's runs of that suit."""
    index = NATURAL_RANKS.index(rank)
    for suit, ranks in suited.items():
        if rank not in ranks:
            continue
        present = ranks | set(runs.get(suit, ()))
        for start in range(max(index - 2, 0), min(index, len(NATURAL_RANKS) - 3) + 1):
            if all(NATURAL_RANKS[at] in present for at in range(start, start + 3)):
                return True
    return False


def points_in_reach(state: GameState, keep: int) -> bool:
    """False when this turn's melds could not reach the first meld's points, even with
    every card of the hand that might be placed (naturals of a rank with a group, or
    enough to start one, or that a run could take; pairs as far as the wild cards could
    make them melds; every wild card) and `keep` cards, the cheapest, kept back."""
    rules = state.rules
    side = state.side_of(state.current)
    if state.opened[side] or state.taking is not None or not set(rules.kinds) <= {GROUP, RUN, WILD, THREES}:
        return True  # (a pile being taken brings cards the hand does not hold yet)
    need = state.first_meld_need(side)
    have = state.turn_points()
    if have >= need:
        return True
    value = rules.value_of
    kind_cards = rules.card_kinds.by_code
    naturals: dict[str, list[int]] = {}
    suited: dict[str, set[str]] = {}
    placed: list[int] = []  # values of the cards that might be placed
    unplaced = 0  # cards that stay in the hand whatever is melded (they may be the ones kept)
    wilds = 0
    for card in state.hands[state.current]:
        kind = kind_cards[card.code]
        if kind.natural:
            naturals.setdefault(card.rank, []).append(value(card))
            suited.setdefault(card.suit, set()).add(card.rank)
        elif kind.wild:
            wilds += 1
            placed.append(value(card))
        elif card.is_black_three and THREES in rules.kinds:
            placed.append(value(card))  # melded by a player going out
        else:
            unplaced += 1
    table = state.tables[side]
    grouped = {meld.key for meld in table if meld.kind is GROUP}
    runs: dict[str, list[str]] = {}
    for meld in table:
        if meld.kind is RUN:
            runs.setdefault(meld.key, []).extend(card.rank for card in meld.cards)
    fundable: list[tuple[float, int, list[int]]] = []  # (points a wild card beside them brings, wild cards, values)
    for rank, values in naturals.items():
        if rank in grouped or len(values) >= rules.meld_min_cards \
                or (RUN in rules.kinds and run_could_take(rank, suited, runs)):
            placed += values
        elif len(values) >= rules.meld_min_naturals:
            gap = rules.meld_min_cards - len(values)
            fundable.append((sum(values) / gap, gap, values))
        else:
            unplaced += len(values)
    # Naturals too few for a meld need wild cards beside them: those that bring the most
    # points for each wild card first, and a share of the next, so the count is never short.
    budget = wilds
    extra = 0.0
    for rate, gap, values in sorted(fundable, key=lambda item: -item[0]):
        if budget >= gap:
            placed += values
            budget -= gap
        else:
            extra += rate * budget
            budget = 0
            unplaced += len(values)
    placed.sort()
    must_keep = max(keep - unplaced, 0)
    return have + sum(placed[must_keep:]) + extra >= need


def best_opening(state: GameState, hand: list[Card], top: Card, frozen: bool) -> tuple[int, int]:
    """The most points a first meld built on the pile's top card can reach, and how
    many hand cards that meld uses."""
    rules = state.rules
    size, min_natural = rules.meld_min_cards, rules.meld_min_naturals

    capacity = rules.wild_cap

    by_rank: dict[str, list[Card]] = {}
    wild_values: list[int] = []
    kinds = rules.card_kinds
    for card in hand:
        if kinds.wild[card.code]:
            wild_values.append(kinds.values[card.code])
        elif kinds.natural[card.code]:
            by_rank.setdefault(card.rank, []).append(card)
    wild_values.sort(reverse=True)
    top_row = by_rank.pop(top.rank, [])
    top_natural = len(top_row) + 1
    top_wild = max(size - top_natural, 0)
    if top_wild and (frozen or top_natural < min_natural or top_wild > capacity(top_natural)):
        return 0, 0
    points = sum(rules.value_of(card) for card in top_row) + rules.value_of(top)
    used = len(top_row)
    free = capacity(top_natural) - top_wild
    short_rows = []
    for cards in by_rank.values():
        natural = len(cards)
        if natural < min_natural:
            continue
        value = sum(rules.value_of(card) for card in cards)
        if natural >= size:
            points += value
            used += natural
            free += capacity(natural)
        elif size - natural <= capacity(natural):
            short_rows.append((value, natural))
    short_rows.sort(reverse=True)
    best, best_used = -1, 0
    for count in range(len(short_rows) + 1):
        chosen = short_rows[:count]
        wild_needed = top_wild + sum(size - natural for _, natural in chosen)
        if wild_needed > len(wild_values):
            break
        room = free + sum(capacity(natural) - (size - natural) for _, natural in chosen)
        placed = min(len(wild_values), wild_needed + max(room, 0))
        total = points + sum(value for value, _ in chosen) + sum(wild_values[:placed])
        if total > best:
            best = total
            best_used = used + sum(natural for _, natural in chosen) + placed
    return max(best, 0), best_used
