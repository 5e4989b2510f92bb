"""Read-only questions the table asks about a game: nothing here changes a state.

The table shows the rules' numbers (a side's score stage and first-meld requirement,
how long a blocked pile stays blocked, what taking the pile would mean, where an
Artifact stands in a golden suit) without deciding any rule itself: it asks here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from .cards import ARTIFACT, NATURAL_RANKS, Card
from .rules import Rules
from .turn import Phase

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
    canasta: bool
    golden_suit: bool          # a golden suit is enough on its own

    @property
    def stage_name(self) -> str:
        """"Stage II"."""
        return "Stage " + (ROMAN[self.stage - 1] if self.stage <= len(ROMAN) else str(self.stage))

    def parts(self) -> list[str]:
        """The requirement in short phrases: ["first meld 90", "at most 1 wild card", "or a golden suit"]."""
        parts = ["first meld a canasta" if self.canasta else f"first meld {self.points}"]
        if self.max_wild is not None:
            parts.append("no wild cards" if self.max_wild == 0 else
                         f"at most {self.max_wild} wild card{'s' if self.max_wild != 1 else ''}")
        if self.golden_suit:
            parts.append("or a golden suit")
        return parts

    def describe(self) -> str:
        """"Stage II: first meld 90, at most 1 wild card, or a golden suit" (no stage for unstaged rules)."""
        text = ", ".join(self.parts())
        return f"{self.stage_name}: {text}" if self.staged else text[0].upper() + text[1:]


def first_meld_requirement(rules: Rules, score: int) -> FirstMeld:
    """The first-meld requirement of a side with `score` before the hand."""
    threshold = rules.minimum_for(score)
    stage = rules.minimum_meld.index(threshold) + 1
    staged = any(entry.max_wild is not None or entry.canasta for entry in rules.minimum_meld)
    return FirstMeld(stage, staged, threshold.points, threshold.max_wild, threshold.canasta, rules.golden_suit)


def side_requirement(state: GameState, side: int) -> FirstMeld:
    """The first-meld requirement of `side` in the hand being played."""
    return first_meld_requirement(state.rules, state.scores[side])


def blocked_turns(state: GameState) -> int:
    """Turns, the one being played included, before the pile is free of its block
    (a Shield, Sword or Artifact discarded blocks it until its discarder's next turn
    begins); 0 when the pile is not blocked."""
    blocker = state.blocked_by
    if blocker is None or state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        return 0
    seat = state.asker if state.phase == Phase.ASK and state.asker is not None else state.current
    return (blocker - seat) % state.players


def pile_take_mode(state: GameState) -> str:
    """What taking the pile means for the player to move: "top" (only the top card, for the
    side's first meld), "pickup" (the whole pile, into the hand after the discard) or
    "pile" (the whole pile at once, the usual way)."""
    return state.rules.pile_policy.take_mode(state)


def golden_suit_run(cards: Sequence[Card]) -> list[tuple[Card, str]]:
    """The cards of a golden suit in rank order, each with the rank it stands for:
    Artifacts fill the gaps between the gold cards first, then extend the run upwards,
    then downwards."""
    gold = sorted((card for card in cards if card.is_gold), key=lambda card: NATURAL_RANKS.index(card.rank))
    artifacts = [card for card in cards if card.rank == ARTIFACT]
    if not gold:
        return [(card, "") for card in artifacts]
    by_index = {NATURAL_RANKS.index(card.rank): card for card in gold}
    low, high = min(by_index), max(by_index)
    places: dict[int, Card] = {}
    spare = list(artifacts)
    for index in range(low, high + 1):
        if index in by_index:
            places[index] = by_index[index]
        elif spare:
            places[index] = spare.pop()
    while spare and high + 1 < len(NATURAL_RANKS):
        high += 1
        places[high] = spare.pop()
    while spare and low > 0:
        low -= 1
        places[low] = spare.pop()
    run = [(places[index], NATURAL_RANKS[index]) for index in sorted(places)]
    return run + [(card, "") for card in spare]  # more Artifacts than ranks: an illegal row, shown at the end
