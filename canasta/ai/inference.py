"""Reading the other hands from the table: deals of the unseen cards weighted by what
the other players' play says they hold.

A player who has a row of Sevens lays down every Seven it draws, spreads its wild
cards onto its rows and throws its black threes away as stops; a red three or a
Treasure Pot is never held at all. A player seldom keeps a rank it has thrown away,
nor a pair of a rank whose pile it left for a card from the stock. So the cards a
player still holds are mostly pairs and odd cards of other ranks. Dealing the unseen
cards uniformly (`determinize` without weights) gives the others the very cards they would
have melded or thrown, and a search then sees them take piles and go out with cards
they do not have.

The weights say how much more or less often than its share of the unseen cards a card
of each kind is in a hand; they were measured in Advanced self-play (150 deals of
2-player Windows, 100 of 4-player classic). Everything here reads only the
observation.
"""

from __future__ import annotations

import random

from canasta.engine import Card, GameState, Observation, determinize, is_set_aside

from .meld_view import fits, prized_codes

NEVER_HELD = 0.0          # red threes and Treasure Pots are laid out or set aside at once
ROW_RANK = 0.02           # a natural of a rank its side has a row of, with room on it (measured 0.00)
WILD_MELDED = 0.15        # a wild card once its side has melded (measured 0.15, 0.16)
WILD_NOT_MELDED = 0.4     # a wild card before its side's first meld (measured 0.39)
BLACK_THREE = 0.15        # thrown away early as a stop (measured 0.10, 0.17)
# Against other naturals (measured: Windows 0.30, 0.40, 0.15; classic 0.36, 0.61, 0.19).
THROWN_RANK = 0.33        # a rank the player discarded since it last took the pile
PASSED_RANK = 0.5         # a rank whose pile it left for the stock since then
THROWN_AND_PASSED = 0.17  # both


def hand_weight(card: Card, observation: Observation, seat: int) -> float:
    """How likely `seat` holds `card` unseen, against a card of no telling kind."""
    if is_set_aside(observation.rules, card):
        return NEVER_HELD
    side = observation.side_of(seat)
    rules = observation.rules
    kind = rules.card_kind(card)
    if kind.wild:
        return WILD_MELDED if observation.opened[side] else WILD_NOT_MELDED
    if card.is_black_three:
        return BLACK_THREE
    if not kind.natural:
        return 1.0  # a Shield
    group = observation.tables[side].group(card.rank)
    if group is not None and card.code not in prized_codes(rules) and fits(rules, group, card):
        return ROW_RANK
    thrown = any(other.rank == card.rank for other in observation.thrown[seat])
    passed = any(other.rank == card.rank for other in observation.passed[seat])
    if thrown and passed:
        return THROWN_AND_PASSED
    if thrown:
        return THROWN_RANK
    if passed:
        return PASSED_RANK
    return 1.0


class HandReader:
    """Deals of the unseen cards for one observation: each other player's unseen cards
    drawn by `hand_weight` (worked out once per kind of card), the rest to the stock."""

    def __init__(self, observation: Observation):
        self.observation = observation
        self._weights: dict[int, dict[int, float]] = {}

    def weight(self, card: Card, seat: int) -> float:
        weights = self._weights.setdefault(seat, {})
        key = card.code
        if key not in weights:
            weights[key] = hand_weight(card, self.observation, seat)
        return weights[key]

    def deal(self, rng: random.Random) -> GameState:
        return determinize(self.observation, rng, self.weight)
