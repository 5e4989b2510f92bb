"""Adding up the ranks' ways to end a turn: for each sum they can come to, the most points.

A sum is what the end of a turn asks of the ranks together: the wild cards placed (of the
hand's wild cards, and of its Twos where a meld of Twos may take them as its naturals),
the naturals kept (two are enough to discard one and hold one), the kinds of canasta made
(each counted only as far as going out asks) and whether the turn placed cards at all.
Points matter only to a first meld; for each sum the most of them is kept, with the way
each rank reached it, so that a plan can be read back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .groups import Choice

if TYPE_CHECKING:
    from .counts import TurnCounts

# (wild cards placed, Twos placed as wild cards or in the meld of Twos, naturals kept
# (2: two or more), canasta kinds made, whether this turn placed cards)
Sums = tuple[int, int, int, tuple[str, ...], bool]
# For a sum: the most points, and the way back: (the way to the sum before, part, choice,
# the Twos of the choice's wild cards), None at the start.
Reached = tuple[int, object]


@dataclass(frozen=True)
class Part:
    """One rank (or the meld of wild cards, or of Twos) and its ways to end the turn."""

    name: str
    choices: list[Choice]
    held: int            # naturals of it in the hand
    twos_natural: bool = False  # its "naturals" are Twos (the meld of Twos)
    twos_wild: bool = True      # Twos may be its wild cards
    locks_twos: bool = False    # the parts before it placed Twos as wild cards only if it ends complete


def add_up(counts: TurnCounts, parts: list[Part], only_out: bool,
           start: tuple[int, tuple[str, ...]] = (0, ())) -> dict[Sums, Reached]:
    """Every sum the parts can come to, with its most points and how (`only_out`: only
    those that keep at most one natural, as going out and passing the discard do;
    `start`: the naturals kept and canastas of the ranks no part stands for)."""
    wild_held, twos_held = len(counts.wilds), len(counts.twos)
    cap = counts.canasta_cap
    points_matter = not counts.opened
    # With two naturals kept the turn ends by a discard, if at all: the canastas made
    # matter to it only where a first meld must complete one.
    made_matters_kept = not counts.opened and counts.requirement.canasta is not None
    two_value = counts.rules.value_of(counts.twos[0]) if counts.twos else 0
    sums: dict[Sums, Reached] = {(0, 0, start[0], start[1], counts.placed_before): (0, None)}
    for index, part in enumerate(parts):
        after: dict[Sums, Reached] = {}
        for (wild, twos, kept, made, placed), (points, chain) in sums.items():
            for choice in part.choices:
                if part.locks_twos and twos and choice.made is None:
                    continue
                naturals_twos = choice.naturals if part.twos_natural else 0
                if twos + naturals_twos > twos_held:
                    continue
                kept_after = min(kept + (0 if part.twos_natural else part.held - choice.naturals), 2)
                if only_out and kept_after == 2:
                    continue
                made_after = _add(made, choice.made, cap) if kept_after < 2 or made_matters_kept else ()
                placed_after = placed or bool(choice.naturals or choice.wild)
                # The choice's wild cards: so many of the hand's other wild cards, the rest Twos.
                most_twos = min(choice.wild, twos_held - twos - naturals_twos) if part.twos_wild else 0
                for wild_twos in range(most_twos + 1):
                    others = choice.wild - wild_twos
                    if wild + others > wild_held:
                        continue
                    key = (wild + others, twos + naturals_twos + wild_twos, kept_after, made_after, placed_after)
                    total = points + choice.points + (naturals_twos + wild_twos) * two_value if points_matter else 0
                    found = after.get(key)
                    if found is None or found[0] < total:
                        after[key] = (total, (chain, index, choice, wild_twos))
        sums = after
    return sums


def _add(made: tuple[str, ...], kind: str | None, cap: int) -> tuple[str, ...]:
    if kind is None or made.count(kind) >= cap:
        return made
    return tuple(sorted((*made, kind)))


def read_back(reached: Reached) -> dict[int, tuple[Choice, int]]:
    """The choice (and its wild Twos) of each part on the way to a sum."""
    chosen = {}
    chain = reached[1]
    while chain is not None:
        chain, index, choice, wild_twos = chain  # type: ignore[misc]
        chosen[index] = (choice, wild_twos)
    return chosen
