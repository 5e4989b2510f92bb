"""Scoring a hand, side by side: the parts the rules name (score_parts.py), each side's
lines and its total, which is their sum. The end-of-hand dialog shows these lines."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .score_parts import ScoreLine, running_total

if TYPE_CHECKING:
    from ..game.state import GameState

TOTAL = "Total"


@dataclass(frozen=True)
class SideScore:
    """One side's score for one hand: its lines, and their sum."""

    lines: tuple[ScoreLine, ...]
    total: int

    def __post_init__(self) -> None:
        if running_total(self.lines) != self.total:
            raise ValueError(f"the lines add up to {running_total(self.lines)}, not to the total {self.total}")

    @classmethod
    def of(cls, lines: tuple[ScoreLine, ...] | list[ScoreLine]) -> SideScore:
        return cls(tuple(lines), running_total(lines))

    def figure(self, name: str) -> int:
        """A named figure added up over the lines ("table_cards", "natural_canastas",
        "red_three_points", "going_out", ...; see the parts): 0 when no line has it."""
        return sum(line.figure(name) for line in self.lines)

    def rows(self) -> list[tuple[str, int]]:
        """The lines as (label, points), "Total" last: the end-of-hand dialog's rows."""
        return [(line.label, line.points) for line in self.lines] + [(TOTAL, self.total)]

    def in_hand_labels(self) -> set[str]:
        """The labels of the lines that depend on the cards in hand."""
        return {line.label for line in self.lines if line.in_hand}


@dataclass(frozen=True)
class HandResult:
    hand_number: int
    went_out: int | None      # the seat that went out, None when the stock ran out
    concealed: bool
    sides: tuple[SideScore, ...]


def score_side(state: GameState, side: int) -> SideScore:
    """`side`'s score for the hand as it stands, by the parts the rules name."""
    lines: list[ScoreLine] = []
    for part in state.rules.score_part_list:
        lines = part.score(state, side, lines)
    return SideScore.of(lines)


def score_hand(state: GameState) -> HandResult:
    """Every side's score for the hand as it stands (at its end, or scored as it is now)."""
    sides = tuple(score_side(state, side) for side in range(state.sides))
    return HandResult(state.hand_number, state.went_out, state.concealed, sides)


def hand_breakdown(result: HandResult) -> list[list[tuple[str, int]]]:
    """Each side's score of `result` as (label, points) rows, "Total" last."""
    return [side.rows() for side in result.sides]
