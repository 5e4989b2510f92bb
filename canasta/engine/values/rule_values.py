"""The values rule options take beyond plain numbers, words and yes/no, and the checks
that read every option's value from plain data (in rule_reading.py).

`PerPlayers` (a number by number of players), `MeldThreshold` (a row of the first-meld
table) and `RankBonus` (canasta bonuses of one rank) are small frozen records with a
`to_plain()` form; `rule_reading.parse_value()` reads any option's type back from plain
data (YAML, a position, a record).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..cards.cards import NATURAL_RANKS, RANK_PLURALS
from ..sentences.message import Quoted, say


# The seat counts the engine can play; a rule set names those it allows (`player_counts`).
SEAT_COUNTS = (2, 3, 4, 5, 6)
FIVE = 5  # five players: four of them play each hand (PerPlayers)
# The numbers of players that play in partnerships where a rule set has them (seating.py).
PARTNERSHIP_COUNTS = (4, 5, 6)
# How six players may sit (the option `six_player_sides`; state/seating.py seats them).
SIX_PLAYER_SIDES = ("two_of_three", "three_of_two")
SIX_PLAYER_SIDE_WORDS = {"two_of_three": "Two sides of three", "three_of_two": "Three sides of two"}


@dataclass(frozen=True, slots=True)
class PerPlayers:
    """An integer that depends on the number of players.

    `given` holds the values the rule set states, by number of players; a number of
    players it leaves out takes the value of the nearest one given (of two as near,
    the smaller), so `{2: 15, 3: 13, 4: 11}` also reads 11 for five and six. Five
    players play a four-player hand (one of them sits out: five-and-six ruling 14), so
    where five is not given they read the value for four, as four read it."""

    given: tuple[tuple[int, int], ...]
    _by_count: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.given:
            raise ValueError("PerPlayers needs at least one value")
        nearest = [min(self.given, key=lambda pair: (abs(pair[0] - count), pair[0]))[1]
                   for count in range(max(SEAT_COUNTS) + 1)]
        if FIVE not in dict(self.given):
            nearest[FIVE] = nearest[FIVE - 1]
        object.__setattr__(self, "_by_count", tuple(nearest))

    @classmethod
    def of(cls, value: int | Mapping[int, int]) -> PerPlayers:
        """One value for any number of players, or values by number of players."""
        if isinstance(value, int):
            return cls(((SEAT_COUNTS[0], value),))
        return cls(tuple(sorted(value.items())))

    def __getitem__(self, players: int) -> int:
        return self._by_count[players]

    def to_plain(self) -> Any:
        values = {count: value for count, value in self.given}
        if len(set(values.values())) == 1:
            return self.given[0][1]
        return values


# What a first-meld stage may ask the turn to complete (`MeldThreshold.canasta`): a
# canasta of any kind, or a natural canasta or better (first_meld.NATURAL_OR_BETTER).
FIRST_MELD_CANASTAS = ("any", "natural")


@dataclass(frozen=True, slots=True)
class MeldThreshold:
    """From a side's score `from_score` up (None: any score below the next entry),
    its first meld of a hand needs `points`; `max_wild` caps its wild cards and
    `canasta` (None, or one of FIRST_MELD_CANASTAS) asks the first-meld turn to complete
    a canasta: "any" (Kanastic's stage IV, written `true` before there were two kinds),
    or "natural" (a natural canasta or better); `or_letters`, where melds are words, lets
    one word of that many letters or more meet it whatever its points (BWC ruling 12);
    `target`, where given, keeps the entry to games played to at least that score (six
    players to 10,000 need 150 from 7,500: five-and-six ruling 5)."""

    from_score: int | None
    points: int
    max_wild: int | None = None
    canasta: str | None = None
    or_letters: int | None = None
    target: int | None = None

    def holds_for(self, target: int) -> bool:
        """Whether the entry belongs to the table of a game played to `target`."""
        return self.target is None or target >= self.target

    def to_plain(self) -> dict[str, Any]:
        plain: dict[str, Any] = {"from": self.from_score, "points": self.points}
        if self.max_wild is not None:
            plain["max_wild"] = self.max_wild
        if self.canasta is not None:
            # "any" keeps the spelling texts have always had for it.
            plain["canasta"] = True if self.canasta == "any" else self.canasta
        if self.or_letters is not None:
            plain["or_letters"] = self.or_letters
        if self.target is not None:
            plain["target"] = self.target
        return plain


@dataclass(frozen=True, slots=True)
class RankBonus:
    """Canasta bonuses for one rank that differ from the usual ones."""

    rank: str
    natural: int
    mixed: int

    def to_plain(self) -> dict[str, Any]:
        return {"natural": self.natural, "mixed": self.mixed}


@dataclass(frozen=True, slots=True)
class RedThreePoints:
    """A side's points for its red threes, by how many it has: a number of threes
    `by_count` lists scores its own points, `all` (when given) is the points for every
    red three of the deck, and any other number scores `each` apiece."""

    each: int | None = 100
    by_count: tuple[tuple[int, int], ...] = ((4, 800),)
    all: int | None = None

    def points(self, count: int, in_deck: int) -> int:
        """The points for `count` red threes, of the `in_deck` the deck holds."""
        if self.all is not None and count == in_deck:
            return self.all
        for listed, points in self.by_count:
            if listed == count:
                return points
        return count * (self.each or 0)

    def missing_count(self, in_deck: int) -> int | None:
        """A number of red threes from 1 to `in_deck` the table gives no points for, or None."""
        if self.each is not None:
            return None
        listed = {count for count, _ in self.by_count}
        return next((count for count in range(1, in_deck + 1)
                     if count not in listed and not (count == in_deck and self.all is not None)), None)

    def with_each(self, each: int) -> RedThreePoints:
        return RedThreePoints(each, self.by_count, self.all)

    def with_count(self, count: int, points: int) -> RedThreePoints:
        others = tuple(pair for pair in self.by_count if pair[0] != count)
        return RedThreePoints(self.each, tuple(sorted(others + ((count, points),))), self.all)

    def to_plain(self) -> dict[str, int]:
        plain: dict[str, int] = {}
        if self.each is not None:
            plain["each"] = self.each
        plain.update((str(count), points) for count, points in self.by_count)
        if self.all is not None:
            plain["all"] = self.all
        return plain


# CARD_KINDS (cards.py), STANDARD_VALUES and BLOCKING_KINDS (decks.py) are read here too.

CLASSIC_MINIMUM_MELD = (
    MeldThreshold(None, 15), MeldThreshold(0, 50), MeldThreshold(1500, 90), MeldThreshold(3000, 120),
)


def counts_words(counts: tuple[int, ...], last: str = "or") -> str:
    """Numbers of players as a player reads them: "2, 3 or 4" (or "2, 3 and 4")."""
    words = [str(count) for count in counts]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"


def counts_said(counts: tuple[int, ...]) -> str:
    """`counts_words(counts)` as a message the table says in the player's language: "2, 3 oder 4"."""
    words = [str(count) for count in counts]
    if len(words) == 1:
        return Quoted(words[0])
    return say("{some} or {last}", some=Quoted(", ".join(words[:-1])), last=Quoted(words[-1]))


# Plain data ---------------------------------------------------------------------


INCOMPLETE_MELDS = {"short_sequence": "Each short run"}


# Modern American Canasta ----------------------------------------------------------

# `incomplete_meld_penalty` may also charge for an incomplete meld of a pure rank
# (`pure_7`: natural Sevens, which never take wild cards) and an incomplete wild meld.
PURE_PREFIX = "pure_"
INCOMPLETE_MELDS.update({f"{PURE_PREFIX}{rank}": f"Each incomplete meld of pure {RANK_PLURALS[rank]}"
                         for rank in NATURAL_RANKS})
INCOMPLETE_MELDS["wild"] = "Each incomplete wild meld"
# The incomplete melds `no_going_out_with_incomplete` may name: the same, but short runs.
BLOCKING_INCOMPLETE = tuple(name for name in INCOMPLETE_MELDS if name != "short_sequence")
# What a complete wild meld may hold, for `wild_canasta_bonus`.
WILD_MIXES = ("twos_only", "four_jokers", "other")


@dataclass(frozen=True, slots=True)
class WildCanastaBonus:
    """The bonus of a complete wild meld by what it holds: seven twos (`twos_only`), all
    four jokers (`four_jokers`), anything else (`other`); a mix not given scores `other`.
    Written as a plain number where only `other` is given, as texts always wrote it."""

    other: int = 2000
    twos_only: int | None = None
    four_jokers: int | None = None

    def points(self, twos: int, jokers: int, size: int) -> int:
        """The bonus of a complete wild meld of `size` cards holding `twos` twos and `jokers` jokers."""
        if self.twos_only is not None and twos == size:
            return self.twos_only
        if self.four_jokers is not None and jokers >= 4:
            return self.four_jokers
        return self.other

    def highest(self) -> int:
        return max(value for value in (self.other, self.twos_only, self.four_jokers) if value is not None)

    def to_plain(self) -> Any:
        if self.twos_only is None and self.four_jokers is None:
            return self.other
        plain = {"twos_only": self.twos_only, "four_jokers": self.four_jokers, "other": self.other}
        return {key: value for key, value in plain.items() if value is not None}
