"""A rule-set feature written for the tests only: a side's meld of five Kings or more
scores 500 besides. It is one object registered under the name its preset gives
(presets/five_kings.yaml names it in `score_parts`), as a rule set's hook module does;
nothing else anywhere knows of it. A hook module registers its parts when imported; this
one waits for `register()`, so that the parts other tests see stay the shipped ones."""

from __future__ import annotations

from canasta.engine import GameState
from canasta.engine.scoring import score_parts
from canasta.engine.scoring.score_parts import ScoreLine, register_score_part

FIVE_KINGS_BONUS = 500


class FiveKings:
    """500 for each meld of the side holding five Kings or more."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        melds = [meld for meld in state.tables[side].melds
                 if sum(1 for card in meld.cards if card.rank == "K") >= 5]
        if not melds:
            return lines
        points = FIVE_KINGS_BONUS * len(melds)
        return lines + [ScoreLine(f"Five Kings ({len(melds)})", points, "five_kings",
                                  (("five_kings", len(melds)),))]


def register() -> None:
    register_score_part("five_kings", FiveKings(), words="Five Kings")


def unregister() -> None:
    for table in (score_parts.SCORE_PARTS, score_parts.SCORE_PART_WORDS, score_parts.SCORE_PART_PLACES):
        table.pop("five_kings", None)
