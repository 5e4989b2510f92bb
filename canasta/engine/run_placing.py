"""Whether a hand's naturals can all be placed but one where runs of a suit and groups of
a rank compete for them (the Samba family), for the going-out bound (reach_by_kinds.py).

A card of a rank the side has a group of can always join that group, so it is never left
over and may serve a run as freely. A card of another rank goes into a run of its suit,
or into a new group of its rank with at least three naturals (two and a wild card), or is
left over. Which cards the runs take changes what is left for the new groups: three
Fours make a group, but not when a run takes the Four of clubs. So the runs each suit
could make are listed (new runs of three to seven cards in a row, and the cards each end
of the side's runs could take), and each choice of them across the suits is judged by
what it leaves. Exact for placing naturals: wild cards are counted only as what new
groups of two need, and canastas are left to the counts in reach_by_kinds.py.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Iterator

from .cards import NATURAL_RANKS
from .first_meld_reach import cap_for
from .meld_kinds import GROUP, RUN, RUN_MAX, RUN_MIN

if TYPE_CHECKING:
    from .rules import Rules
    from .state import GameState

RANKS = len(NATURAL_RANKS)
# The ways one suit's runs may take its cards, and the choices across suits, looked at
# for one question before it is answered "maybe": a bound on the time the answer takes.
MOST_WAYS = 2000


def naturals_placeable(state: GameState, left_over: int) -> bool:
    """False when, however runs and new groups are made, more than `left_over` of the
    hand's naturals could go nowhere (wild cards funding new groups of two naturals, as
    many as there are); True where that is possible, or where this count does not know
    the rules (a limit on meld sizes) or would take too long."""
    rules = state.rules
    if rules.meld_max_cards is not None or rules.new_meld_distinct_suits or rules.gathering_kind is not None:
        return True
    table = state.tables[state.side_of(state.current)]
    grouped = {meld.key for meld in table if meld.kind is GROUP}
    by_suit: dict[str, list[int]] = {}   # the held naturals of each suit, copies by rank index
    loose = [0] * RANKS                  # held naturals of the ranks the side has no group of
    wilds = 0
    kinds = rules.card_kinds
    for card in state.hands[state.current]:
        if kinds.natural[card.code]:
            index = _AT[card.rank]
            by_suit.setdefault(card.suit, [0] * RANKS)[index] += 1
            if card.rank not in grouped:
                loose[index] += 1
        elif kinds.wild[card.code]:
            wilds += 1
    if not any(loose):
        return True
    longest = RANKS if rules.sequence_extend_going_out else RUN_MAX
    ends: dict[str, list[tuple[int, int]]] = {}
    for meld in table:
        if meld.kind is RUN and (len(meld.cards) < RUN_MAX or rules.sequence_extend_going_out):
            at = [_AT[card.rank] for card in meld.cards]
            ends.setdefault(meld.key, []).append((min(at), max(at)))
    choices: list[list[tuple[int, ...]]] = []
    for suit, held in by_suit.items():
        # Only the cards of loose ranks matter to what is left: the rest join their groups.
        ways = set()
        for used in _run_uses(held, ends.get(suit, ()), longest):
            ways.add(tuple(min(count, loose[index]) for index, count in enumerate(used)))
            if len(ways) > MOST_WAYS:
                return True
        choices.append(sorted(ways, key=sum))
    if len(choices) > 1 and _product_size(choices) > MOST_WAYS:
        return True
    for taken in product(*choices):
        if _left_over(rules, [count - sum(way[index] for way in taken) for index, count in enumerate(loose)],
                      wilds) <= left_over:
            return True
    return False


def _product_size(choices: list[list[tuple[int, ...]]]) -> int:
    size = 1
    for ways in choices:
        size *= len(ways)
    return size


def _left_over(rules: Rules, left: list[int], wilds: int) -> int:
    """How many naturals go nowhere when `left` of each loose rank stay for new groups: a
    rank's cards make a group of their own with enough of them, or with the wild cards it
    lacks while there are some (the fewest lacking first), else stay."""
    stuck = 0
    gaps = []
    for count in left:
        if count == 0 or count >= rules.meld_min_cards:
            continue
        gap = rules.meld_min_cards - count
        if count >= rules.meld_min_naturals and gap <= cap_for(rules, count):
            gaps.append((gap, count))
        else:
            stuck += count
    for gap, count in sorted(gaps):
        if gap <= wilds:
            wilds -= gap
        else:
            stuck += count
    return stuck


def _run_uses(held: list[int], ends: tuple[tuple[int, int], ...] | list[tuple[int, int]],
              longest: int) -> Iterator[list[int]]:
    """Each way the runs of one suit could take its held cards (`held`: copies by rank
    index), as the copies of each rank taken: cards onto the ends of the side's runs of
    the suit (`ends`: their lowest and highest rank), and new runs of RUN_MIN to `longest`
    ranks in a row."""
    for used, rest in _end_uses(list(held), list(ends), longest):
        for more in _new_runs(rest, 0, longest):
            yield [a + b for a, b in zip(used, more)]


def _end_uses(held: list[int], ends: list[tuple[int, int]], longest: int) -> Iterator[tuple[list[int], list[int]]]:
    """Each way of adding held cards at the ends of the runs `ends`: (cards taken, cards left)."""
    if not ends:
        yield [0] * RANKS, held
        return
    (low, high), others = ends[0], ends[1:]
    room = longest - (high - low + 1)
    below = 0
    while below < room and low - below - 1 >= 0 and held[low - below - 1] > 0:
        below += 1
    above = 0
    while above < room and high + above + 1 < RANKS and held[high + above + 1] > 0:
        above += 1
    for down in range(below + 1):
        for up in range(min(above, room - down) + 1):
            rest = list(held)
            taken = [0] * RANKS
            for index in [*range(low - down, low), *range(high + 1, high + up + 1)]:
                rest[index] -= 1
                taken[index] += 1
            for used, left in _end_uses(rest, others, longest):
                yield [a + b for a, b in zip(taken, used)], left


def _new_runs(held: list[int], start: int, longest: int) -> Iterator[list[int]]:
    """Each way of making new runs from `held`, the lowest rank a run starts at first."""
    index = start
    while index < RANKS and held[index] == 0:
        index += 1
    if index >= RANKS:
        yield [0] * RANKS
        return
    # No more runs start at this rank: go on above it.
    yield from _new_runs(held, index + 1, longest)
    # Or one more starts here, of each length the held cards allow.
    length = 0
    while index + length < RANKS and length < longest and held[index + length] > 0:
        length += 1
        if length >= RUN_MIN:
            rest = list(held)
            for step in range(length):
                rest[index + step] -= 1
            for more in _new_runs(rest, index, longest):
                more = list(more)
                for step in range(length):
                    more[index + step] += 1
                yield more


_AT = {rank: index for index, rank in enumerate(NATURAL_RANKS)}
