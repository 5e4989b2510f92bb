"""The computer players and melds of wild cards where an incomplete one costs nothing: worth
starting where groups take few wild cards (Chilean's bolivia: 2500 for seven wild cards),
not where groups take them freely (Cuban)."""

from __future__ import annotations

import random

from canasta.ai.planning import plan_turn
from canasta.ai.style import ADVANCED, BEGINNER, Style
from canasta.engine import GameState

from .positions import kings_melded


def wild_meld_laid(state: GameState, style: Style) -> int:
    """The cards of the wild meld the style's plan for the turn lays down (0: none)."""
    after = state.clone()
    for action in plan_turn(state, style, random.Random(0)):
        after.apply(action)
    return sum(len(meld.cards) for meld in after.tables[0] if meld.kind.name == "wild")


def test_advanced_starts_a_bolivia_with_three_wild_cards_in_chilean() -> None:
    state = kings_melded("chilean", "2c 2d JK 5h 9s Jd 4d 8c 6s")
    assert wild_meld_laid(state, ADVANCED) == 3
    assert wild_meld_laid(state, BEGINNER) == 0


def test_advanced_starts_no_wild_meld_in_cuban_where_groups_take_three_wild_cards() -> None:
    state = kings_melded("cuban", "2c 2d JK 5h 9s Jd 4d 8c 6s")
    assert wild_meld_laid(state, ADVANCED) == 0
