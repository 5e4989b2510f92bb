"""Who plays for which side, who plays a hand, and in what order (docs/rules/five-and-six.md).

The one place that knows how seats make sides and turns:

- Alone, each seat is a side. In partnerships the sides are equal (four: seats 0 and 2
  against 1 and 3; six: two sides of three, partners every other seat, or three sides
  of two, partners opposite, as the option `six_player_sides` says: rulings 1 and 9),
  but five, who play in a side of three against a side of two (seats 0, 2 and 4
  against 1 and 3: ruling 10).
- Each side plays a hand with as many seats as the smallest side has; the others of a
  larger side sit out, in turn: of seats A, B and C, hand 1 A and B play, hand 2 A and
  C, hand 3 B and C, and so on (ruling 11). Only five players have a seat sitting out.
- The seats that play take turns side by side: the first player of each side, then the
  second of each, and so on, so that partners never follow each other. With all seats
  playing this is the order of the seats; five play as an ordinary four-player hand.

Everything here follows from the side map and the hand's number, so a position, a
record or an observation that gives those gives the seating too.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterable

from ..values.rule_values import PARTNERSHIP_COUNTS, SIX_PLAYER_SIDE_WORDS, SIX_PLAYER_SIDES

__all__ = ["SIX_PLAYER_SIDES", "SIX_PLAYER_SIDE_WORDS", "seat_sides", "turn_order", "sitting_out", "plays",
           "next_seat", "turns_until", "first_to_play", "dealing_order", "partner_asked", "playing_seats_of",
           "side_seats", "PARTNERSHIP_COUNTS"]

# How many sides partnerships make, by number of players (six: by the option): four and
# five in two sides (of two; of three and two), six in two sides of three or three of two.
_SIDES: dict[int, int | dict[str, int]] = {4: 2, 5: 2, 6: {"two_of_three": 2, "three_of_two": 3}}
assert tuple(_SIDES) == PARTNERSHIP_COUNTS


def seat_sides(players: int, partnerships: bool, six_player_sides: str = "three_of_two") -> tuple[int, ...]:
    """The side each seat plays for: the sides' seats alternate round the table (with
    five, the side of three has seats 0, 2 and 4, so its first and last sit together)."""
    if not partnerships:
        return tuple(range(players))
    sides = _SIDES.get(players)
    if sides is None:
        raise ValueError(f"{players} players do not play in partnerships")
    if isinstance(sides, dict):
        sides = sides[six_player_sides]
    return tuple(seat % sides for seat in range(players))


def side_seats(side_map: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Each side's seats, in seat order."""
    sides = max(side_map) + 1
    return tuple(tuple(seat for seat, side in enumerate(side_map) if side == chosen) for chosen in range(sides))


@lru_cache(maxsize=256)
def _hand_seating(side_map: tuple[int, ...], turn: int) -> tuple[tuple[int, ...], frozenset[int]]:
    """The turn order and the seats playing in the `turn`-th hand of a cycle (from 0)."""
    by_side = side_seats(side_map)
    playing = min(len(seats) for seats in by_side)
    chosen: list[tuple[int, ...]] = []
    for seats in by_side:
        ways = list(combinations(seats, playing))  # (A, B), (A, C), (B, C): ruling 11
        chosen.append(ways[turn % len(ways)])
    order = tuple(seat for place in range(playing) for seat in (seats[place] for seats in chosen))
    return order, frozenset(order)


def turn_order(side_map: tuple[int, ...], hand_number: int) -> tuple[int, ...]:
    """The seats that play hand `hand_number`, in the order they play (a cycle)."""
    return _hand_seating(side_map, hand_number - 1)[0]


def sitting_out(side_map: tuple[int, ...], hand_number: int) -> tuple[int, ...]:
    """The seats that sit hand `hand_number` out (with five players one; else none)."""
    playing = _hand_seating(side_map, hand_number - 1)[1]
    return tuple(seat for seat in range(len(side_map)) if seat not in playing)


def plays(side_map: tuple[int, ...], hand_number: int, seat: int) -> bool:
    """Whether `seat` plays hand `hand_number`."""
    return seat in _hand_seating(side_map, hand_number - 1)[1]


def next_seat(side_map: tuple[int, ...], hand_number: int, seat: int) -> int:
    """The seat that plays after `seat` in hand `hand_number`."""
    order = turn_order(side_map, hand_number)
    return order[(order.index(seat) + 1) % len(order)]


def turns_until(side_map: tuple[int, ...], hand_number: int, seat: int, other: int) -> int:
    """How many turns after `seat`'s it is `other`'s turn (0: `other` is `seat`)."""
    order = turn_order(side_map, hand_number)
    return (order.index(other) - order.index(seat)) % len(order)


def first_to_play(side_map: tuple[int, ...], hand_number: int, dealer: int, first_seat: bool) -> int:
    """The seat that starts a hand dealt by `dealer`: the first seat after the dealer
    round the table that plays this hand (or from seat 0, where seat 1 always starts)."""
    seats = len(side_map)
    start = 0 if first_seat else dealer + 1
    return next(seat for seat in ((start + step) % seats for step in range(seats))
                if plays(side_map, hand_number, seat))


def dealing_order(side_map: tuple[int, ...], hand_number: int, first: int) -> tuple[int, ...]:
    """The seats dealt to, in the order they are dealt: the turn order from `first`."""
    order = turn_order(side_map, hand_number)
    start = order.index(first)
    return order[start:] + order[:start]


def partner_asked(side_map: tuple[int, ...], hand_number: int, seat: int) -> int | None:
    """The partner `seat` asks "May I go out?": the next partner in turn order who plays
    this hand (ruling 7: with two partners, the next one answers); None when alone."""
    side = side_map[seat]
    return next((other for other in _after(side_map, hand_number, seat) if side_map[other] == side), None)


def _after(side_map: tuple[int, ...], hand_number: int, seat: int) -> Iterable[int]:
    order = turn_order(side_map, hand_number)
    start = order.index(seat)
    return (order[(start + step) % len(order)] for step in range(1, len(order)))


def playing_seats_of(side_map: tuple[int, ...], hand_number: int, side: int) -> list[int]:
    """The seats of `side` that play hand `hand_number`, in seat order."""
    playing = _hand_seating(side_map, hand_number - 1)[1]
    return [seat for seat, its_side in enumerate(side_map) if its_side == side and seat in playing]
