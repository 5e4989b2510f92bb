"""Games dealt to fit what one seat may know: the cards it cannot see dealt at random,
consistently with what it saw (and, with weights, with what the others' play says they
hold), so that a computer player can search ahead with `clone()` and `apply()` without
peeking at the real game.
"""

from __future__ import annotations

import random
from typing import Callable

from ..cards.cards import Card
from .observation import Observation, thawed
from .state import GameState
from ..state.zones import SETUP, ZONES, Scope, Seen, Zone, start_scratch


def determinize(observation: Observation, rng: random.Random,
                weight: Callable[[Card, int], float] | None = None) -> GameState:
    """A whole game state that fits everything `observation` shows, with the unseen
    cards dealt at random to the other hands and the stock. With `weight`, each other
    seat's unseen cards are drawn in proportion to `weight(card, seat)` (a card of
    weight 0 only when nothing else is left), the rest going to the stock."""
    obs = observation
    unseen = obs.unseen_cards()
    rng.shuffle(unseen)
    state = GameState.__new__(GameState)
    for name in SETUP:
        setattr(state, name, getattr(obs, name))
    for zone in ZONES:
        if zone.seen is Seen.EVERYONE:
            value = thawed(zone, getattr(obs, zone.name))
        elif not zone.cards:
            value = rng.randrange(2**31)  # the seed: later hands are dealt from one this seat never saw
        elif zone.scope is Scope.GAME:
            size = getattr(obs, zone.counted or "")
            value = unseen[:size]
            del unseen[:size]
        else:
            value = [_fill(obs, zone, other, unseen, rng, weight) for other in range(obs.players)]
        setattr(state, zone.name, value)
    start_scratch(state)
    return state


def _fill(obs: Observation, zone: Zone, seat: int, unseen: list[Card], rng: random.Random,
          weight: Callable[[Card, int], float] | None) -> list[Card]:
    """One seat's cards of a hidden zone: the cards known to be there, and unseen ones."""
    if zone.seen is Seen.OWNER and seat == obs.seat:
        return list(getattr(obs, zone.own or ""))
    known = [card for other in ZONES if other.inside == zone.name for card in getattr(obs, other.name)[seat]]
    missing = max(getattr(obs, zone.counted or "")[seat] - len(known), 0)
    if weight is not None and zone.seen is Seen.OWNER:  # what a player chose to keep tells
        return known + _draw_weighted(unseen, missing, lambda card: weight(card, seat), rng)
    return known + [unseen.pop() for _ in range(min(missing, len(unseen)))]


def _draw_weighted(cards: list[Card], count: int, weight: Callable[[Card], float], rng: random.Random) -> list[Card]:
    """Take `count` cards out of `cards`, each drawn in proportion to its weight: the
    cards with the largest keys u ** (1 / weight) (weighted sampling without replacement)."""
    keys = [(rng.random() ** (1.0 / w) if (w := weight(card)) > 0 else -rng.random(), index)
            for index, card in enumerate(cards)]
    chosen = sorted((index for _, index in sorted(keys, reverse=True)[:count]), reverse=True)
    drawn = [cards[index] for index in chosen]
    for index in chosen:
        del cards[index]
    return drawn
