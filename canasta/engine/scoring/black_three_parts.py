"""The part of a hand's score for black threes set aside from taken piles (Cuban Canasta,
cuban ruling 9, `pile_black_threes_set_aside`): so much each, or a bonus of its own for a
side that set aside every black three of the deck. A line of its own, always for the side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .score_parts import ScoreLine, register_score_part

if TYPE_CHECKING:
    from ..game.state import GameState


def black_threes_in_deck(state: GameState) -> int:
    """How many black threes the deck of this game holds."""
    return sum(1 for card in state.rules.deck_spec.cards(state.players) if card.kind == "3b")


def set_aside_black_three_points(state: GameState, side: int) -> int:
    """What the black threes `side` set aside from taken piles score."""
    rules = state.rules
    count = len(state.black_threes[side])
    if count and count == black_threes_in_deck(state):
        return rules.all_pile_black_threes_value
    return count * rules.pile_black_three_value


class SetAsideBlackThrees:
    """Black threes the side set aside from taken piles."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        count = len(state.black_threes[side])
        if not count:
            return lines
        points = set_aside_black_three_points(state, side)
        return lines + [ScoreLine(f"Black threes set aside ({count})", points, "pile_black_threes",
                                  (("pile_black_threes", count), ("pile_black_three_points", points)))]


register_score_part("pile_black_threes", SetAsideBlackThrees(), "Black threes set aside from the pile", 42)
