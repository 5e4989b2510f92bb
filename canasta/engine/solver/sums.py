"""Adding up the ranks' ways to end a turn: for each sum they can come to, the most points.

A sum is what the end of a turn asks of the ranks together: the wild cards placed (of the
hand's wild cards, and of its Twos where a meld of Twos may take them as its naturals),
the naturals kept (two are enough to discard one and hold one; those the rules keep from
an empty pile apart), the kinds of canasta made (each counted only as far as going out
asks), whether the turn placed cards at all, and what a first meld or going out may ask
besides (a clean meld, a natural canasta, no incomplete pure or wild meld). Points matter
only to a first meld; for each sum the most of them is kept, with the way each rank
reached it, so that a plan can be read back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

from ..melds.canasta_kinds import CANASTA_KINDS, kinds_to_go_out
from .groups import Choice

if TYPE_CHECKING:
    from .counts import TurnCounts

# What a first meld or going out may ask besides, one bit each.
CLEAN = 1             # a clean meld from the hand: three naturals of a rank or more, no wild card
NATURAL_CANASTA = 2   # a natural canasta laid from the hand
BLOCKED = 4           # a pure meld or a wild meld left incomplete, which keeps the side from going out
BEYOND = 8            # a run beyond seven cards, which only a turn that goes out may leave (runs.py)
ALONE = 16            # a meld that is a side's first meld on its own (a golden suit: gathered.py)

# (wild cards placed, Twos placed, naturals kept (2: two or more), naturals kept that the
# rules keep from an empty pile (2: two or more), canasta kinds made, whether this turn
# placed cards, the bits above)
Sums = tuple[int, int, int, int, tuple[str, ...], bool, int]
# The way back to a sum: (the way to the sum before, part, choice, the Twos of the choice's
# wild cards), None at the start. A part is a part's index, or a tuple naming a step of
# the runs or the gathered meld (runs.py, gathered.py), whose choice is that step's own.
Chain: TypeAlias = "tuple[Chain, Any, Any, int] | None"
# For a sum: the most points, and the way back.
Reached = tuple[int, Chain]
# What a choice adds to a sum besides its cards: naturals kept, kept naturals the rules
# keep from an empty pile, and bits.
Extra = tuple[int, int, int]


@dataclass(frozen=True)
class Part:
    """One rank (or the meld of wild cards, or of Twos) and its ways to end the turn, each
    with what it adds to a sum (`extras`)."""

    name: str
    choices: list[Choice]
    extras: list[Extra]
    twos_natural: bool = False  # its "naturals" are Twos (the meld of Twos)
    twos_wild: bool = True      # Twos may be its wild cards
    locks_twos: bool = False    # the parts before it placed Twos as wild cards only if it ends complete
    locks_wild: bool = False    # the parts before it placed wild cards only if it ends complete
    # Its ways without the natural a gathering meld may take from it (gathered.py), and
    # what they add, where the hand holds one.
    without: tuple[list[Choice], list[Extra]] | None = None


def add_up(counts: TurnCounts, parts: list[Part], only_out: bool,
           start: tuple[int, int, tuple[str, ...], int] = (0, 0, (), 0),
           sums: dict[Sums, Reached] | None = None, skip: int = 0, narrow: Narrow | None = None) -> dict[Sums, Reached]:
    """Every sum the parts can come to, with its most points and how (`only_out`: only
    those that keep at most one natural, as going out and passing the discard do;
    `start`: the naturals kept (plain, and kept from an empty pile), the canastas of the
    ranks no part stands for and the bits they set; or `sums` the first `skip` parts
    came to, runs.py). With `narrow`, only a few of the sums are carried from one part to
    the next, those nearest to the end asked for (`Narrow`)."""
    wild_held, twos_held = len(counts.wilds), len(counts.twos)
    cap = counts.canasta_cap
    points_matter = not counts.opened
    # With two naturals kept the turn ends by a discard, if at all: the canastas made
    # matter to it only where a first meld must complete one.
    made_matters_kept = not counts.opened and counts.requirement.canasta is not None
    two_value = counts.rules.value_of(counts.twos[0]) if counts.twos else 0
    label = labels(counts)
    if sums is None:
        made = tuple(sorted(label.get(kind, kind) for kind in start[2]))
        sums = {(0, 0, start[0], start[1], made, counts.placed_before, start[3]): (0, None)}
    # Going out keeps a card at most, and a meld of black threes takes one wild card: wild
    # cards that the parts still to come cannot all take, but for two, leave no way out.
    room_after = [0] * (len(parts) + 1)
    for index in range(len(parts) - 1, -1, -1):
        room_after[index] = room_after[index + 1] + max((choice.wild for choice in parts[index].choices), default=0)
    prune_wild = only_out and not twos_held
    for index, part in enumerate(parts):
        if index < skip:
            continue
        after: dict[Sums, Reached] = {}
        ways = [(choice, extra, tuple(label.get(kind, kind) for kind in choice.canastas))
                for choice, extra in zip(part.choices, part.extras) if not (only_out and extra[0] + extra[1] >= 2)]
        least_wild = wild_held - room_after[index + 1] - 2
        if not twos_held and not part.twos_natural:
            sums = _add_part_without_twos(sums, ways, index, part.locks_wild, wild_held, prune_wild, least_wild,
                                          only_out, made_matters_kept, cap, points_matter)
            if narrow is not None:
                sums = narrow.nearest(sums)
            continue
        for (wild, twos, kept, kept_apart, made, placed, bits), (points, chain) in sums.items():
            for choice, (more_kept, more_apart, more_bits), kinds in ways:
                if choice.made is None and (part.locks_twos and twos or part.locks_wild and wild):
                    continue
                if prune_wild and wild + choice.wild < least_wild:
                    continue
                naturals_twos = choice.naturals if part.twos_natural else 0
                if twos + naturals_twos > twos_held:
                    continue
                kept_after, apart_after = min(kept + more_kept, 2), min(kept_apart + more_apart, 2)
                if only_out and kept_after + apart_after >= 2:
                    continue
                if kept_after + apart_after < 2 or made_matters_kept:
                    made_after = made
                    for kind in kinds:  # (the groups of a rank before its open one, and its own)
                        made_after = _add(made_after, kind, cap)
                else:
                    made_after = ()
                placed_after = placed or bool(choice.naturals or choice.wild)
                bits_after = bits | more_bits
                # The choice's wild cards: so many of the hand's other wild cards, the rest Twos.
                most_twos = min(choice.wild, twos_held - twos - naturals_twos) if part.twos_wild else 0
                for wild_twos in range(most_twos + 1):
                    others = choice.wild - wild_twos
                    if wild + others > wild_held:
                        continue
                    key = (wild + others, twos + naturals_twos + wild_twos, kept_after, apart_after, made_after,
                           placed_after, bits_after)
                    total = points + choice.points + (naturals_twos + wild_twos) * two_value if points_matter else 0
                    found = after.get(key)
                    if found is None or found[0] < total:
                        after[key] = (total, (chain, index, choice, wild_twos))
        sums = after if narrow is None else narrow.nearest(after)
    return sums


class Narrow:
    """A first, narrow adding-up for a question that asks only whether a way exists: of
    the sums after each part only the `width` nearest to the end asked for go on. Each is
    reached by a real way, so an ending found among them is one; where none is found and
    some sums were left behind (`cut`), only all of them can say no."""

    def __init__(self, width: int, only_out: bool) -> None:
        self.width = width
        self.only_out = only_out
        self.cut = False

    def nearest(self, sums: dict[Sums, Reached]) -> dict[Sums, Reached]:
        if len(sums) <= self.width:
            return sums
        self.cut = True
        return dict(sorted(sums.items(), key=self._nearness)[:self.width])

    def _nearness(self, item: tuple[Sums, Reached]) -> tuple:
        (wild, twos, kept, apart, made, _, bits), (points, _) = item
        if self.only_out:
            # Going out places every wild card and keeps a card at most.
            return -wild - twos, kept + apart, -len(made), bits & BLOCKED, -points
        # A discard ends it: a first meld's points, and a card kept to discard.
        return -points, -min(kept + apart, 1), bits & BLOCKED, -len(made)


def _add_part_without_twos(sums: dict[Sums, Reached], ways: list[tuple[Choice, Extra, tuple[str, ...]]], index: int,
                           locks_wild: bool, wild_held: int, prune_wild: bool, least_wild: int, only_out: bool,
                           made_matters_kept: bool, cap: int, points_matter: bool) -> dict[Sums, Reached]:
    """`add_up`'s step for one part where the hand holds no Twos told apart (most rule
    sets): the same sums, with what each choice adds worked out once."""
    after: dict[Sums, Reached] = {}
    made_after_of: dict[tuple[tuple[str, ...], tuple[str, ...]], tuple[str, ...]] = {}
    for (wild, twos, kept, kept_apart, made, placed, bits), (points, chain) in sums.items():
        for choice, (more_kept, more_apart, more_bits), kinds in ways:
            if locks_wild and wild and choice.made is None:
                continue
            wild_after = wild + choice.wild
            if wild_after > wild_held or prune_wild and wild_after < least_wild:
                continue
            kept_after, apart_after = min(kept + more_kept, 2), min(kept_apart + more_apart, 2)
            if only_out and kept_after + apart_after >= 2:
                continue
            if kept_after + apart_after < 2 or made_matters_kept:
                made_after = made_after_of.get((made, kinds))
                if made_after is None:
                    made_after = made
                    for kind in kinds:  # (the groups of a rank before its open one, and its own)
                        made_after = _add(made_after, kind, cap)
                    made_after_of[(made, kinds)] = made_after
            else:
                made_after = ()
            key = (wild_after, twos, kept_after, apart_after, made_after,
                   placed or bool(choice.naturals or choice.wild), bits | more_bits)
            total = points + choice.points if points_matter else 0
            found = after.get(key)
            if found is None or found[0] < total:
                after[key] = (total, (chain, index, choice, 0))
    return after


def keep_best(sums: dict, key: tuple, points: int, chain: object) -> None:
    """Keep at `key` the way with the most points (what every adding-up keeps)."""
    found = sums.get(key)
    if found is None or found[0] < points:
        sums[key] = (points, chain)


ANY = "any"  # a canasta whose kind nothing asks for


def labels(counts: TurnCounts) -> dict[str, str]:
    """The kinds of canasta as the sums tell them apart: once the side has melded, only
    going out asks which, and only of the kinds it needs (canastas_to_go_out_of_kind);
    every other kind is a canasta like any (worked out once for a position)."""
    found = counts.__dict__.get("_labels")
    if found is None:
        found = {}
        if counts.opened:
            needed = {kind for kind, _ in kinds_to_go_out(counts.rules, counts.players)}
            found = {kind: kind if kind in needed else ANY for kind in CANASTA_KINDS}
        counts.__dict__["_labels"] = found
    return found


def _add(made: tuple[str, ...], kind: str | None, cap: int) -> tuple[str, ...]:
    if kind is None or made.count(kind) >= cap:
        return made
    return tuple(sorted((*made, kind)))


def read_back(reached: Reached) -> dict[Any, tuple[Any, int]]:
    """The choice (and its wild Twos) of each part on the way to a sum."""
    chosen = {}
    chain = reached[1]
    while chain is not None:
        chain, index, choice, wild_twos = chain
        chosen[index] = (choice, wild_twos)
    return chosen
