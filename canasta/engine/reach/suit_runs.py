"""The ways the runs of one suit may take the cards of it a hand holds (the Samba family):
onto the ends of the side's runs of the suit, and new runs of three to seven ranks in a
row, as the copies of each rank taken and the runs completed (run_placing.py adds the
suits up with the groups)."""

from __future__ import annotations

from typing import Iterator, Sequence

from ..cards.cards import NATURAL_RANKS
from ..melds.meld_kinds import RUN_MAX, RUN_MIN

RANKS = len(NATURAL_RANKS)
# The ways one suit's runs may take its cards, and the choices across suits, looked at
# for one question before it is answered "maybe": a bound on the time the answer takes.
MOST_WAYS = 2000

Way = tuple[tuple[int, ...], int]  # the copies of each rank a suit's runs take, and the runs completed


# The ways of one suit, by what they are worked out from: the same few cards of a suit
# come back question after question, in the listing of a turn and the search's positions.
_WAYS: dict[tuple, tuple[Way, ...] | None] = {}
_WAYS_KEPT = 20000


def suit_ways(held: tuple[int, ...], ends: tuple[tuple[int, int], ...], longest: int,
               grouped: tuple[bool, ...] | None) -> tuple[Way, ...] | None:
    """The distinct ways the runs of one suit may take its held cards (`_run_uses`), the
    fewest cards first; with `grouped`, as the cards of the other ranks they take, the runs
    completed not counted. None when there are more than MOST_WAYS."""
    key = (held, ends, longest, grouped)
    try:
        return _WAYS[key]
    except KeyError:
        pass
    ways: set[Way] = set()
    for used, completed in _run_uses(list(held), ends, longest):
        if grouped is None:
            ways.add((tuple(used), completed))
        else:
            ways.add((tuple(0 if grouped[index] else count for index, count in enumerate(used)), 0))
        if len(ways) > MOST_WAYS:
            break
    answer = None if len(ways) > MOST_WAYS else tuple(sorted(ways, key=lambda way: sum(way[0])))
    if len(_WAYS) >= _WAYS_KEPT:
        _WAYS.clear()
    _WAYS[key] = answer
    return answer


def _run_uses(held: list[int], ends: Sequence[tuple[int, int]], longest: int) -> Iterator[tuple[list[int], int]]:
    """Each way the runs of one suit could take its held cards (`held`: copies by rank
    index), as the copies of each rank taken and how many runs it completes: cards onto
    the ends of the side's runs of the suit (`ends`: their lowest and highest rank), and
    new runs of RUN_MIN to `longest` ranks in a row."""
    for used, completed, rest, _ in end_uses(list(held), list(ends), longest):
        for more, made, _ in new_runs(rest, 0, longest):
            yield [a + b for a, b in zip(used, more)], completed + made


def end_uses(held: list[int], ends: list[tuple[int, int]], longest: int
              ) -> Iterator[tuple[list[int], int, list[int], tuple[tuple[int, int], ...]]]:
    """Each way of adding held cards at the ends of the runs `ends`: (cards taken, runs
    completed, cards left, and how many cards each run takes below and above)."""
    if not ends:
        yield [0] * RANKS, 0, held, ()
        return
    (low, high), others = ends[0], ends[1:]
    length = high - low + 1
    room = longest - length
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
            completes = length < RUN_MAX <= length + down + up
            for used, completed, left, grown in end_uses(rest, others, longest):
                yield [a + b for a, b in zip(taken, used)], completed + completes, left, ((down, up), *grown)


def new_runs(held: list[int], start: int, longest: int
              ) -> Iterator[tuple[list[int], int, tuple[tuple[int, int], ...]]]:
    """Each way of making new runs from `held`, the lowest rank a run starts at first: the
    cards taken, how many of the runs are complete, and the runs (lowest rank, length)."""
    index = start
    while index < RANKS and held[index] == 0:
        index += 1
    if index >= RANKS:
        yield [0] * RANKS, 0, ()
        return
    # No more runs start at this rank: go on above it.
    yield from new_runs(held, index + 1, longest)
    # Or one more starts here, of each length the held cards allow.
    length = 0
    while index + length < RANKS and length < longest and held[index + length] > 0:
        length += 1
        if length >= RUN_MIN:
            rest = list(held)
            for step in range(length):
                rest[index + step] -= 1
            for more, made, runs in new_runs(rest, index, longest):
                more = list(more)
                for step in range(length):
                    more[index + step] += 1
                yield more, made + (length >= RUN_MAX), ((index, length), *runs)
