"""The score of a hand is made of parts, which the option `score_parts` names in order.

A part (`ScorePart`) is handed one side's lines so far and gives them back with its
own: most add a line or two ("Red threes (2)": 200); a doubling adds a line worth
everything before it; a rule such as "canasta required for a positive score" revises
the lines of the parts before it. The side's total is the sum of its lines, so the
lines the end-of-hand dialog shows always add up to the score.

The standard parts are in standard_parts.py; a rule set's own parts live in its hook
module (canasta/variants/hooks/) and are registered here under the names its preset
gives, as pile policies are (pile.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol


if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState


@dataclass(frozen=True)
class ScoreLine:
    """One line of a side's score: its label as players read it ("Red threes (2)"),
    its points, the part that wrote it, and what it stands for as named figures
    (("red_threes", 2), ("red_three_points", 200)), which readers add up over a side's
    lines (SideScore.figure) and the position text writes. `in_hand`: the line depends on
    the cards in hand, which other players may not see before the hand ends."""

    label: str
    points: int
    part: str
    figures: tuple[tuple[str, int], ...] = ()
    in_hand: bool = False

    def figure(self, name: str) -> int:
        return sum(value for key, value in self.figures if key == name)


class ScorePart(Protocol):
    """One part of a side's hand score."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        """`lines` (the side's lines from the parts before this one) with this part's
        lines added, or revised where the part is a rule on the others."""


def running_total(lines: Sequence[ScoreLine]) -> int:
    return sum(line.points for line in lines)


# Classic Canasta's parts, in the order their lines are shown (standard_parts.py).
STANDARD_SCORE_PARTS = ("table_cards", "hand_cards", "canastas", "red_threes", "going_out", "pile_put_back",
                        "canasta_required", "doublings")

# The parts by name, in the order their lines are shown (by their places, see
# `register_score_part`); standard_parts.py and the hook modules register theirs. The
# option `score_parts` reads this live as its choices, and its words as theirs.
SCORE_PARTS: dict[str, ScorePart] = {}
SCORE_PART_WORDS: dict[str, str] = {}
SCORE_PART_PLACES: dict[str, int | None] = {}


def register_score_part(name: str, part: ScorePart, words: str | None = None, place: int | None = None) -> None:
    """Make `part` the one the name `name` in the option `score_parts` stands for.

    `words` names it for players (the Rule Options dialog); `place` is where its lines go
    among the others' (spaced by ten; None: after those placed). Two parts at one place
    score the same thing in two ways (the cards in hand, with or without Shields apart):
    a rule set names one of them."""
    known = SCORE_PARTS.get(name)
    if known is not None and known is not part:
        raise ValueError(f"a score part called '{name}' is already registered")
    if known is None:
        SCORE_PART_PLACES[name] = place
        if words:
            SCORE_PART_WORDS[name] = words
    order = {key: index for index, key in enumerate(SCORE_PARTS)}
    placed = sorted({**SCORE_PARTS, name: part}.items(), key=lambda item: (
        SCORE_PART_PLACES[item[0]] is None, SCORE_PART_PLACES[item[0]] or 0, order.get(item[0], len(order))))
    SCORE_PARTS.clear()  # the same dict, refilled in order: views of it stay live
    SCORE_PARTS.update(placed)


def score_part_words(name: str) -> str:
    """Part `name` as players read it ("Cards in hand")."""
    return SCORE_PART_WORDS.get(name) or name.replace("_", " ").capitalize()


# Texts written before the option `score_parts` existed (records of formats 1 to 4, and
# positions) scored some parts wherever the deck or other options called for them. A hook
# that took such parts over registers which rules meant them, so those texts still score
# as they did when they were written.
_OLD_TEXT_PARTS: list[tuple[Callable[[Rules], bool], tuple[str, ...]]] = []


def register_old_text_parts(meant: Callable[[Rules], bool], names: tuple[str, ...]) -> None:
    """Texts without a `score_parts` option whose rules satisfy `meant` use the parts `names`."""
    if (meant, names) not in _OLD_TEXT_PARTS:
        _OLD_TEXT_PARTS.append((meant, names))


def parts_of_old_text(rules: Rules) -> tuple[str, ...]:
    """The parts a text written before `score_parts` meant, with rules `rules`."""
    for meant, names in _OLD_TEXT_PARTS:
        if meant(rules):
            return names
    return STANDARD_SCORE_PARTS


def with_old_text_parts(rules: Rules, options: Mapping[str, object]) -> Rules:
    """`rules` read from a text's `options`: as they are when the text names its score
    parts, else with the parts it meant (see above)."""
    if "score_parts" in options:
        return rules
    meant = parts_of_old_text(rules)
    if meant == rules.score_parts:
        return rules
    return rules.replace({"score_parts": list(meant)})
