"""Read-only questions the table asks about a game: nothing here changes a state.

The table shows the rules' numbers (a side's score stage and first-meld requirement,
how long a blocked pile stays blocked, what taking the pile would mean, where an
Artifact stands in a golden suit) without deciding any rule itself: it asks here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from ..cards.cards import Card
from ..reach.melds import kind_of_label
from ..rules.rules import Rules
from ..play.turn import Phase
from ..state.seating import turns_until
from ..sentences.message import opening, say, say_plural

if TYPE_CHECKING:
    from .state import GameState

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


@dataclass(frozen=True)
class FirstMeld:
    """What a side's first meld of a hand must be, at the side's score stage."""

    stage: int                 # 1 for the lowest stage
    staged: bool               # the rules' stages have limits of their own (wild cards, a canasta)
    points: int
    max_wild: int | None
    canasta: str | None        # the canasta the first-meld turn must complete: "any", "natural" (or None)
    alone: tuple[str, ...] = ()  # melds enough on their own, in words: ("golden suit",)

    @property
    def stage_name(self) -> str:
        """"Stage II"."""
        return say("Stage {stage}", stage=ROMAN[self.stage - 1] if self.stage <= len(ROMAN) else str(self.stage))

    def parts(self) -> list[str]:
        """The requirement in short phrases: ["first meld 90", "at most 1 wild card", "or a golden suit"]."""
        if self.canasta is None:
            parts: list[str] = [say("first meld {points}", points=self.points)]
        else:
            parts = [say("first meld a canasta") if self.canasta == "any" else
                     say("first meld a natural canasta or better")]
            if self.points:
                parts[0] = say("{part} and {points}", part=parts[0], points=self.points)
        if self.max_wild is not None:
            parts.append(say("no wild cards") if self.max_wild == 0 else
                         say_plural("at most {count} wild card", "at most {count} wild cards", self.max_wild))
        parts += [say("or a {meld}", meld=words) for words in self.alone]
        return parts

    def describe(self) -> str:
        """"Stage II: first meld 90, at most 1 wild card, or a golden suit" (no stage for unstaged rules)."""
        parts = self.parts()
        text = parts[-1]
        for part in reversed(parts[:-1]):
            text = say("{part}, {rest}", part=part, rest=text)
        return say("{stage}: {requirement}", stage=self.stage_name, requirement=text) if self.staged else opening(text)


def first_meld_requirement(rules: Rules, score: int, hand_number: int = 1, target: int | None = None) -> FirstMeld:
    """The first-meld requirement of a side with `score` before hand `hand_number` of a
    game played to `target` (None: the rules' `target_score`)."""
    threshold = rules.minimum_for(score, hand_number, target)
    stage = rules.minimum_meld.index(threshold) + 1
    staged = any(entry.max_wild is not None or entry.canasta is not None for entry in rules.minimum_meld)
    alone = tuple(kind.words(kind.one_key) for kind in rules.first_meld_alone_kinds)
    return FirstMeld(stage, staged, threshold.points, threshold.max_wild, threshold.canasta, alone)


def side_requirement(state: GameState, side: int) -> FirstMeld:
    """The first-meld requirement of `side` in the hand being played."""
    return first_meld_requirement(state.rules, state.scores[side], state.hand_number, state.target_score())


def blocked_turns(state: GameState) -> int:
    """Turns, the one being played included, before the pile is free of its block
    (a Shield, Sword or Artifact discarded blocks it until its discarder's next turn
    begins); 0 when the pile is not blocked."""
    blocker = state.blocked_by
    if blocker is None or state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        return 0
    seat = state.asker if state.phase == Phase.ASK and state.asker is not None else state.current
    return turns_until(state.side_map, state.hand_number, seat, blocker)


def pile_take_mode(state: GameState) -> str:
    """What taking the pile means for the player to move: "top" (only the top card, for the
    side's first meld), "pickup" (the whole pile, into the hand after the discard) or
    "pile" (the whole pile at once, the usual way)."""
    return state.rules.pile_policy.take_mode(state)


def laid_out(rules: Rules, label: str, cards: Sequence[Card]) -> list[tuple[Card, str]]:
    """The cards of the meld `label` as the table lays them out, each with the rank it
    stands for ("" for itself): a golden suit in rank order, Artifacts where they stand in."""
    return kind_of_label(label).in_order(cards)
