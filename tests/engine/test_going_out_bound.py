"""How the engine knows quickly that a hand cannot go out where a side may hold several
melds of a rank (Samba's groups and runs), each count as a small example; and that the
search behind "May I go out?" tries each set of placements once, in one order.

The bound (reach_by_kinds.py) may say "maybe" where the search then finds no way; it
never says "no" where there is one. The search tries placements of other cards onto other
melds in one order only, since either order comes to the same position (a sleep set).
"""

from __future__ import annotations

from hypothesis import given, settings

from canasta.engine import GameState, Phase
from canasta.engine.endings import searched_answer
from canasta.engine.reach import could_go_out

from .helpers import position
from .test_move_list_and_judge import games, random_positions

TWO_CANASTAS = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    stock: 4h 5h 6h 7h
    pile: 9c
"""
ACES_AND_KINGS = "A: Ac Ad Ah As Ac Ad Ah | K: Kc Kd Kh Ks Kc Kd Kh"


def samba(hand: str, table: str = ACES_AND_KINGS) -> GameState:
    return position("samba", TWO_CANASTAS + f"hand 0: {hand}\ntable 0: {table}")


def test_a_second_jack_of_hearts_needs_a_run_of_its_own():
    # 8h 9h Th Jh make a run; the other Jh has no card beside it for a second run,
    # and with the 5c two cards could go nowhere.
    state = samba("8h 9h Th Jh Jh 5c")
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True)


def test_with_the_queen_and_king_the_second_jack_starts_a_run_of_its_own():
    state = samba("8h 9h Th Jh Jh Qh Kh 5c")
    assert could_go_out(state)
    assert searched_answer(state, going_out=True)  # 8h-Jh, Jh-Kh, and the 5c discarded


def test_the_end_of_a_run_on_the_table_is_beside_a_card_too():
    on_table = ACES_AND_KINGS + " | h run: 8h 9h Th"
    assert not could_go_out(samba("Jh Jh 5c", on_table))  # one Jack onto the run, one left
    state = samba("Jh Jh Qh Kh 5c", on_table)
    assert could_go_out(state) and searched_answer(state, going_out=True)


def test_two_groups_whose_wild_cards_are_too_many_together_make_no_canasta():
    # Merged, the Fives would hold three wild cards: only one group can grow, to five cards.
    state = samba("5s 9c", "A: Ac Ad Ah As Ac Ad Ah | 5: 5c 5d 2h 2d | 5: 5h 5h 2c")
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True)


def test_two_groups_that_merge_into_a_canasta_count_as_one():
    state = samba("5s 9c", "A: Ac Ad Ah As Ac Ad Ah | 5: 5c 5d 2h 5d | 5: 5h 5h 2c")
    assert could_go_out(state)
    assert searched_answer(state, going_out=True)  # the 5s onto a group, merged: 5 naturals, 2 wild


@settings(max_examples=25, deadline=None)
@given(games)
def test_the_bound_never_refuses_a_way_out_and_one_order_finds_what_every_order_finds(game):
    preset, players, seed, steps = game
    for state in random_positions(preset, players, seed, steps):
        if state.phase != Phase.PLAY or state.taking is not None or len(state.hands[state.current]) > 8:
            continue
        for going_out in (False, True):
            answer = searched_answer(state, going_out, every_order=True)
            assert searched_answer(state, going_out) == answer, state.to_text()
            if answer and going_out:
                assert could_go_out(state), state.to_text()


def test_two_runs_of_a_suit_never_join_into_a_samba():
    # 6d-8d and Td-Kd on the table, 9d Td in hand: together ten diamonds in a row, but
    # each run grows only at its ends, to five cards; no second canasta is in reach.
    on_table = "A: Ac Ad Ah As Ac Ad Ah | d run: 6d 7d 8d | d run: Td Jd Qd Kd"
    state = samba("9d Td 5c", on_table)
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True)


def test_a_run_the_held_cards_lengthen_to_seven_is_a_samba_in_reach():
    on_table = "A: Ac Ad Ah As Ac Ad Ah | d run: 6d 7d 8d"
    state = samba("9d Td Jd Qd 5c", on_table)
    assert could_go_out(state)
    assert searched_answer(state, going_out=True)
