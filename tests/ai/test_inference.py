"""Expert reads the other hands from the table: the deals it searches give a player the
cards its play says it holds, and never more than the seat to move may know."""

from __future__ import annotations

import random
from collections import Counter
from typing import Callable

import pytest

from canasta.ai.inference import HandReader
from canasta.engine import GameState
from canasta.engine.game.observation import Observation
from canasta.engine.game.unseen_deal import determinize

from .positions import position, random_positions

WORLDS = 300


Deal = Callable[[Observation, random.Random], GameState]


def dealt_to(state: GameState, seat: int, deal: Deal) -> Counter[str]:
    """How often cards of each kind (rank; "3r" and "3b" for threes) turn up in `seat`'s
    hand over many deals of the cards the seat to move cannot see."""
    observation = state.observation(state.current_player())
    rng = random.Random(5)
    found: Counter[str] = Counter()
    for _ in range(WORLDS):
        found.update(card.kind for card in deal(observation, rng).hands[seat])
    return found


def read(observation: Observation, rng: random.Random) -> GameState:
    return HandReader(observation).deal(rng)


def two_player_middle_game(thrown: str = "-", passed: str = "-") -> GameState:
    """Seat 0 to draw. Seat 1 has melded Sevens and holds ten cards seat 0 cannot see."""
    return position("classic", f"""
        players: 2
        current: 0
        hand 0: 4c 5d 6h Kc Kd
        hand 1: 9c 9d Jc Jd Qs Qh 8s 4h 5s 6c
        table 0: A: Ac Ad Ah
        table 1: 7: 7c 7d 7h
        thrown 1: {thrown}
        passed 1: {passed}
        stock: 3h 3d 7s 9s 9h Js Jh 8c 8d Tc Td Ts Th 4d 5c 6s Qc Qd Kh 2c JK 3c 3s 7c 5h 8h
        pile: 6d
    """)


def test_a_player_with_a_row_of_sevens_is_seldom_dealt_a_seven_and_never_a_red_three() -> None:
    state = two_player_middle_game()
    read_deals = dealt_to(state, 1, read)
    random_deals = dealt_to(state, 1, determinize)
    assert random_deals["7"] > 100  # dealt at random, it would hold a Seven in about every other deal
    assert read_deals["7"] * 10 < random_deals["7"]
    assert random_deals["3r"] > 0 and read_deals["3r"] == 0  # a red three is laid out as soon as it comes
    assert read_deals["JK"] + read_deals["2"] < (random_deals["JK"] + random_deals["2"]) / 3  # wild cards get melded


def test_a_rank_the_player_threw_away_is_dealt_to_it_less_often_than_one_it_kept_quiet_about() -> None:
    plain = dealt_to(two_player_middle_game(), 1, read)
    told = dealt_to(two_player_middle_game(thrown="9d", passed="Jd"), 1, read)
    assert told["9"] < 0.5 * plain["9"]   # it threw a Nine away: it keeps no pair of them
    assert told["J"] < 0.75 * plain["J"]  # it left a Jack on the pile for a card from the stock
    assert told["T"] > plain["T"]         # so more of its hand is of other ranks


@pytest.mark.parametrize("preset,players", [("classic", 4), ("windows", 2), ("kanastic", 3)])
def test_every_deal_fits_what_the_seat_has_seen(preset: str, players: int) -> None:
    for index, state in enumerate(random_positions(preset, players, 8, seed=5 + players)):
        seat = state.current_player()
        seen = state.observation(seat)
        world = HandReader(seen).deal(random.Random(index))
        again = world.observation(seat)
        for field in ("hand", "hand_sizes", "known", "thrown", "passed", "tables", "pile", "stock_size",
                      "red_threes", "treasure_pots", "legal_actions"):
            assert getattr(again, field) == getattr(seen, field), (field, state.to_text())
        assert world.card_count() == state.card_count()
        assert Counter(map(str, world.stock + [card for hand in world.hands for card in hand])) == \
            Counter(map(str, state.stock + [card for hand in state.hands for card in hand]))
