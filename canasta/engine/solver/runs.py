"""Runs of a suit (Samba ruling 4b): adding up the ranks' ways to end a turn where a
natural may go into a group of its rank or a run of its suit.

A run is natural cards of one suit in unbroken rank order, 4 low and ace high, three to
seven of them (beyond seven, with `sequence_extend_going_out`, only in a turn that goes
out); a run of the table grows at either end. So the ranks are added up from the 4 to the
ace, and the sum carries, suit by suit, the runs still open: each a run begun at some
rank (from the hand, or a run of the table reached from below) that holds the rank
before. At each rank a suit's open runs go on with one of its cards held or stop there
(a new one needs three cards by then); a run of the table whose lowest card is this rank
may take an open run from the hand below it; new runs begin with cards held. What the
runs leave of a rank's naturals goes to its groups (sums.Part) or is kept.

Only the cards that can be in a run at all take part: a card with two more of its suit
held next to it in rank, or held next to a run of the table, through cards held. Several
runs of one suit may be open at once (three packs hold three of each card).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import TYPE_CHECKING, Iterable, Iterator

from ..melds.canasta_kinds import canasta_kind
from ..cards.cards import NATURAL_RANKS, Card
from ..melds.meld_kinds import RUN, RUN_MAX, RUN_MIN
from .sums import BEYOND, Part, Reached, Sums, _add, keep_best, labels

if TYPE_CHECKING:
    from ..melds.table import Meld
    from .counts import TurnCounts

SUITS = "cdhs"
_AT = {rank: index for index, rank in enumerate(NATURAL_RANKS)}
# A run open at a rank: (the index of its lowest rank, the index of the run of the table it
# grew from, -1 for one from the hand). A suit's open runs: a sorted tuple of them.
Open = tuple[int, int]
# A suit's way through one rank: its open runs after it, the cards of the rank they take,
# and the runs closed at it (`_moves`).
SuitMove = tuple[tuple[Open, ...], int, tuple[tuple[int, int, int], ...]]
# A run the sums closed: (suit, lowest index, the index of the suit's table run it grew
# from or -1, highest index).
Closed = tuple[str, int, int, int]


@dataclass(frozen=True)
class TableRun:
    """A run of the side's table that may still grow (or, begun this turn, must)."""

    meld: Meld
    suit: str
    low: int
    high: int


@dataclass(frozen=True)
class Runs:
    """What the sums need to know of the runs: those of the table that may grow, by suit
    (a run's index in its suit's list names it in an open run), those that stay as they
    are, and the hand's naturals that can be in a run, by rank index and suit."""

    growing: dict[str, list[TableRun]]
    fixed: list[Meld]
    cards: dict[tuple[int, str], list[Card]]


def runs_of(counts: TurnCounts) -> Runs:
    """The runs of `counts` (worked out once for it)."""
    found = counts.__dict__.get("_runs")
    if found is None:
        found = counts.__dict__["_runs"] = _runs(counts)
    return found


def _runs(counts: TurnCounts) -> Runs:
    held: dict[tuple[int, str], list[Card]] = {}
    for rank, naturals in counts.naturals.items():
        for card in naturals:
            if card.suit in SUITS:
                held.setdefault((_AT[rank], card.suit), []).append(card)
    runs: list[TableRun] = []
    for meld in counts.runs:
        if len(meld.cards) < RUN_MAX or counts.rules.sequence_extend_going_out:
            indices = [_AT[card.rank] for card in meld.cards]
            runs.append(TableRun(meld, meld.key, min(indices), max(indices)))
    cards: dict[tuple[int, str], list[Card]] = {}
    for suit in SUITS:
        ends = {run.low - 1 for run in runs if run.suit == suit} | {run.high + 1 for run in runs if run.suit == suit}
        index = 0
        while index < len(NATURAL_RANKS):
            if (index, suit) not in held:
                index += 1
                continue
            last = index
            while (last + 1, suit) in held:
                last += 1
            # Cards held in a row from `index` to `last`: a run of their own, or next to one.
            if last - index + 1 >= RUN_MIN or index in ends or last in ends:
                for at in range(index, last + 1):
                    cards[at, suit] = held[at, suit]
            index = last + 1
    growing: dict[str, list[TableRun]] = {}
    fixed = [meld for meld in counts.runs if all(run.meld is not meld for run in runs)]
    for run in runs:
        # A run grows only with a card held next to it; one begun this turn may be short yet.
        if (run.low - 1, run.suit) in cards or (run.high + 1, run.suit) in cards or len(run.meld.cards) < RUN_MIN:
            growing.setdefault(run.suit, []).append(run)
        else:
            fixed.append(run.meld)
    return Runs(growing, fixed, cards)


def add_up_runs(counts: TurnCounts, parts: list[Part], only_out: bool, start: Sums) -> dict[Sums, Reached]:
    """Every sum the rank parts (`parts`, by rank) and the runs come to, with the most
    points and how; the way back holds, besides each rank's choice (by its index in
    `parts`), the runs closed at each rank (by ("run", index))."""
    rules = counts.rules
    runs = runs_of(counts)
    most = len(NATURAL_RANKS) if rules.sequence_extend_going_out else RUN_MAX
    cap = counts.canasta_cap
    made_matters_kept = not counts.opened and counts.requirement.canasta is not None
    wild_held = len(counts.wilds)
    label = labels(counts)
    sequence = label.get("sequence", "sequence")
    by_rank = {part.name: (index, part) for index, part in enumerate(parts)}
    suits = [suit for suit in SUITS if suit in runs.growing or any(key[1] == suit for key in runs.cards)]
    signatures = [tuple((run.low, run.high) for run in runs.growing.get(suit, ())) for suit in suits]
    # The ranks where a run may begin, go on or end: elsewhere, with no run open, nothing happens.
    busy = {at for at, _ in runs.cards} | {run.low for found in runs.growing.values() for run in found}
    nothing: SuitMove = ((), 0, ())
    empty: tuple[tuple[Open, ...], ...] = ((),) * len(suits)
    wild, twos, kept, apart, made, placed, bits = start
    made = tuple(sorted(label.get(kind, kind) for kind in made))
    sums: RunSums = {(wild, twos, kept, apart, made, placed, bits, empty): (0, None)}
    for at in range(len(NATURAL_RANKS) + 1):
        rank = NATURAL_RANKS[at] if at < len(NATURAL_RANKS) else None
        found = by_rank.get(rank) if rank is not None else None
        naturals = counts.naturals.get(rank, ()) if rank is not None else ()
        value = rules.value_of(naturals[0]) if naturals else 0
        after: RunSums = {}
        # What the suits' ways through this rank do, by the runs open before it (many sums
        # share them): worked out once a rank for each.
        ways_by_chains: dict[tuple, list[RunWay]] = {}
        for (wild, twos, kept, apart, made, placed, bits, chains), (points, chain) in sums.items():
            ways = ways_by_chains.get(chains)
            if ways is None:
                ways = ways_by_chains[chains] = _ways_through(runs, suits, signatures, chains, at, busy, nothing,
                                                              most)
            for used, closed, beyond, completed, next_chains in ways:
                made_runs = made
                for _ in range(completed):
                    made_runs = _add(made_runs, sequence, cap)
                run_bits = bits | BEYOND if beyond else bits
                node = (chain, ("run", at), closed, 0) if closed else chain
                run_points = points + used * value if not counts.opened else 0
                pool = len(naturals) - used
                if found is None:
                    kept_after = min(kept + pool, 2)
                    if only_out and kept_after + apart >= 2:
                        continue
                    key = (wild, twos, kept_after, apart, made_runs, placed or bool(used), run_bits, next_chains)
                    keep_best(after, key, run_points, node)
                    continue
                index, part = found
                for choice, (_, _, more_bits) in zip(part.choices, part.extras):
                    if choice.naturals > pool or wild + choice.wild > wild_held:
                        continue
                    left = pool - choice.naturals
                    made_kind = choice.made if choice.made is not None or not choice.completed \
                        else choice.completed[-1]
                    if counts.kept_apart(part.name, made_kind):
                        kept_after, apart_after = kept, min(apart + left, 2)
                    else:
                        kept_after, apart_after = min(kept + left, 2), apart
                    if only_out and kept_after + apart_after >= 2:
                        continue
                    if kept_after + apart_after < 2 or made_matters_kept:
                        made_after = made_runs
                        for kind in choice.canastas:
                            made_after = _add(made_after, label.get(kind, kind), cap)
                    else:
                        made_after = ()
                    key = (wild + choice.wild, twos, kept_after, apart_after, made_after,
                           placed or bool(used or choice.naturals or choice.wild), run_bits | more_bits, next_chains)
                    keep_best(after, key, run_points + choice.points if not counts.opened else 0,
                          (node, index, choice, 0))
        sums = after
    result: dict[Sums, Reached] = {}
    for key, reached in sums.items():
        keep_best(result, key[:-1], *reached)
    return result


RunSums = dict[tuple, Reached]
# A way the suits' runs go through a rank: the cards of the rank they take, the runs they
# close there, whether one of those is beyond seven, how many are complete, and the runs
# open after it.
RunWay = tuple[int, tuple[Closed, ...], bool, int, tuple[tuple[Open, ...], ...]]


def _ways_through(runs: Runs, suits: list[str], signatures: list[tuple[tuple[int, int], ...]],
                  chains: tuple[tuple[Open, ...], ...], at: int, busy: set[int], nothing: SuitMove,
                  most: int) -> list[RunWay]:
    """Each way the suits' runs open before rank `at` (`chains`) go through it (RunWay)."""
    if at in busy or any(chains):
        moves = [_moves(chains[number], at, signatures[number], len(runs.cards.get((at, suit), ())),
                        len(runs.cards.get((at + 1, suit), ())), most)
                 for number, suit in enumerate(suits)]
        combos: Iterable[tuple[SuitMove, ...]] = product(*moves)
    else:
        combos = ((nothing,) * len(suits),)
    ways: list[RunWay] = []
    for combo in combos:
        closed: tuple[Closed, ...] = tuple((suit, *entry) for suit, move in zip(suits, combo) for entry in move[2])
        lengths = [high - low + 1 for _, low, _, high in closed]
        ways.append((sum(move[1] for move in combo), closed, any(length > RUN_MAX for length in lengths),
                     sum(1 for length in lengths if length >= RUN_MAX), tuple(move[0] for move in combo)))
    return ways


_KEPT_MOVES: dict[tuple, list] = {}


def _moves(entries: tuple[Open, ...], at: int, runs: tuple[tuple[int, int], ...], held: int, held_next: int,
           most: int) -> list[SuitMove]:
    """A suit's ways through rank `at`: its open runs after it, the cards of the rank they
    take, and the runs closed at it (`at` past the ace: every run closes); `runs`: the
    lowest and highest rank of each of the suit's runs of the table that may grow;
    `held_next`: the suit's cards of the next rank that may go in a run. The ways that
    leave more runs too short to stop than the next rank can carry on are left out."""
    key = (entries, at, runs, held, held_next, most)
    found = _KEPT_MOVES.get(key)
    if found is None:
        if len(_KEPT_MOVES) > 50000:
            _KEPT_MOVES.clear()
        # A run from the hand shorter than three must go on at the next rank, with a card
        # held there or into a run of the table whose lowest card it is.
        takers = held_next + sum(1 for low, _ in runs if low == at + 1)
        found = _KEPT_MOVES[key] = [move for move in dict.fromkeys(_suit_moves(runs, entries, at, held, most))
                                    if sum(1 for low, origin in move[0] if origin < 0 and at - low + 1 < RUN_MIN)
                                    <= takers]
    return found


def _suit_moves(runs: tuple[tuple[int, int], ...], entries: tuple[Open, ...], at: int, held: int,
                most: int) -> Iterator[tuple[tuple[Open, ...], int, tuple[tuple[int, int, int], ...]]]:
    last = at >= len(NATURAL_RANKS)
    # A run of the table covers its own ranks: from its lowest to its highest it is passed on.
    passing = [entry for entry in entries if entry[1] >= 0 and runs[entry[1]][1] >= at and not last]
    open_ = [entry for entry in entries if entry not in passing]
    starting = [number for number, (low, _) in enumerate(runs) if low == at and not last]
    options = []
    for low, origin in open_:
        choices: list[tuple] = []
        if not last:
            if at - low + 1 <= most:
                choices.append(("on",))
            if origin < 0:
                choices += [("into", number) for number in starting if runs[number][1] - low + 1 <= most]
        if at - low >= RUN_MIN:  # (a run of the table this turn began may be short yet)
            choices.append(("stop",))
        options.append(choices)
    for decision in product(*options):
        taken = sum(1 for choice in decision if choice[0] == "on")
        if taken > held:
            continue
        into = [choice[1] for choice in decision if choice[0] == "into"]
        if len(set(into)) != len(into):
            continue
        after = list(passing)
        closed: list[tuple[int, int, int]] = []
        for (low, origin), choice in zip(open_, decision):
            if choice[0] == "on":
                after.append((low, origin))
            elif choice[0] == "into":
                after.append((low, choice[1]))
            else:
                closed.append((low, origin, at - 1))
        after += [(at, number) for number in starting if number not in into]
        for new in range(held - taken + 1):
            yield tuple(sorted(after + [(at, -1)] * new)), taken + new, tuple(sorted(closed))


def run_kind(counts: TurnCounts, meld: Meld) -> str | None:
    """The canasta a run of the table is as it stands."""
    return canasta_kind(counts.rules, RUN, meld.key, meld.cards)
