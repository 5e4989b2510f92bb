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
from canasta.engine.moves.dives import surely_goes_out_along_runs, surely_goes_out_by_melds
from .search_reference import searched_answer
from canasta.engine.judge.legality import can_go_out
from canasta.engine.reach.reach import could_go_out

from .helpers import position
from .test_move_list_and_judge import games, random_positions
from .test_rulings_modern_american import OPENED as AMERICAN_OPENED, TWO_CANASTAS as AMERICAN_CANASTAS

TWO_CANASTAS = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    stock: 4h 5h 6h 7h
    pile: 9c
"""
ACES_AND_KINGS = "A: Ac Ad Ah As Ac Ad Ah | K: Kc Kd Kh Ks Kc Kd Kh"


def opened(preset: str, hand: str, table: str) -> GameState:
    """Two players, the first to play with `hand`, its side having melded `table`."""
    return position(preset, TWO_CANASTAS + f"hand 0: {hand}\ntable 0: {table}")


def samba(hand: str, table: str = ACES_AND_KINGS) -> GameState:
    return opened("samba", hand, table)


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


def test_a_group_with_a_wild_card_takes_one_more_at_most_before_the_search():
    # The Fives with the Joker and the 5d and 2h make six cards with two wild cards: the
    # 2s could finish them, but not as a third wild card, and merged, the groups would
    # hold three. The count of every choice of runs, asked before a search, says so.
    table = "A: Ac Ad Ah As Ac Ad Ah | 5: 5c 5d 5h JK | 5: 5s 5s 2c 2d | K: Kc Kd Kh"
    state = samba("5d 2h 2s 9c", table)
    assert could_go_out(state, exact=True)  # (the count the search itself asks)
    assert not could_go_out(state, exact=True, wild_room=True)
    assert not searched_answer(state, going_out=True, bounded=False)
    # With a second 5d instead of the 2s, the group is a canasta of five naturals and two wild cards.
    state = samba("5d 5d 2h 9c", table)
    assert could_go_out(state, exact=True, wild_room=True) and state.can_go_out()


def test_a_wild_card_may_finish_a_canasta_rather_than_a_new_group_of_a_pair_that_runs_can_take():
    # Jd ends the run 9d Td Jd and the Jh is discarded: the 2d need not make Jd Jh 2d, it
    # completes the Aces (with Ad As), and the 5c the Fives: two canastas, going out.
    state = samba("Jd 9d Ad As 5c Td 2d Jh", "A: Ah Ad 2s Ac | 5: 5d JK 2h 5s 5h 5h")
    assert could_go_out(state)
    assert searched_answer(state, going_out=True, bounded=False)
    assert state.can_go_out()


def test_three_fours_make_a_group_but_not_when_a_run_takes_the_four_of_clubs():
    # Fours as a group leave 5c 6c 5s; the run 4c 5c 6c leaves 4c 4h 5s: three cards each way.
    state = samba("4c 4c 4h 5c 6c 5s")
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True, bounded=False)
    # With the Four of diamonds, the Fours make a group beside the run, and the 9d is discarded.
    state = samba("4c 4c 4h 4d 5c 6c 9d")
    assert could_go_out(state) and state.can_go_out()


def test_kings_cannot_both_finish_a_run_of_hearts_and_a_canasta_of_kings():
    # With the Aces, one more canasta: five Kings and two wild cards make it, but then the
    # Jh and Qh go nowhere; with a King in the run Jh Qh Kh, the Kings are one short.
    state = samba("Kh Kh Kh Kh Kh 2c 2c Jh Qh", "A: Ac Ad Ah As Ac Ad Ah")
    assert could_go_out(state)  # the quick count
    assert not could_go_out(state, exact=True)  # every choice of runs counted
    assert not searched_answer(state, going_out=True, bounded=False)
    assert not state.can_go_out()
    # With the Th the run needs no King: Th Jh Qh, and the Kings with both wild cards.
    state = samba("Kh Kh Kh Kh Kh 2c 2c Th Jh Qh", "A: Ac Ad Ah As Ac Ad Ah")
    assert could_go_out(state, exact=True) and state.can_go_out()


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
            # (With a foot face down the answer is judged by the cards the player knows: no
            # going out. The reference search would play on through the foot's cards.)
            if going_out and not state.feet[state.current] and not could_go_out(state, exact=True, wild_room=True):
                # The search itself stops where the bound says no: the reference here does not.
                # (The count with the wild cards' room says no at least as often.)
                assert not searched_answer(state, going_out, bounded=False), state.to_text()


# Natural canastas to go out (Italian: one of the two; Hand and Foot: three of seven) ----------

TWO_MIXED = "K: Kc Kd Kh Ks Kc Kd JK | Q: Qc Qd Qh Qs Qc Qd 2h"


def italian(hand: str, table: str = TWO_MIXED) -> GameState:
    return opened("italian", hand, table)


def test_five_nines_and_four_sevens_make_no_natural_canasta_so_the_hand_cannot_go_out():
    # Two mixed canastas on the table; Italian asks one of the two canastas to be natural.
    state = italian("9c 9d 9h 9s 9c 7c 7d 7h 7s 4c")
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True, bounded=False)
    assert not state.can_go_out()


def test_seven_nines_held_are_a_natural_canasta_in_reach():
    state = italian("9c 9d 9h 9s 9c 9d 9h 4c")
    assert could_go_out(state)
    assert state.can_go_out()  # the seven Nines melded, the 4c discarded


def test_naturals_joining_a_meld_with_a_wild_card_never_make_it_natural():
    # One meld of a rank to a side: the Fives with a Two can only become a mixed canasta.
    state = italian("5c 5d 5h 5s 5c 4c", TWO_MIXED + " | 5: 5d 5h 2c")
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True, bounded=False)
    clean = italian("5c 5d 5h 5s 4c", TWO_MIXED + " | 5: 5d 5h 5c")
    assert could_go_out(clean) and clean.can_go_out()


def test_twos_held_with_a_meld_of_twos_without_a_joker_make_a_natural_canasta():
    state = italian("2c 2d 2h 4c", TWO_MIXED.replace("2h", "JK") + " | 2: 2s 2c 2d 2h")
    assert could_go_out(state)
    assert state.can_go_out()


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


# Melds a side may not go out with while incomplete (Modern American: pure Sevens and Aces, the wild meld)

def american(hand: str, table: str) -> GameState:
    return position("modern_american", AMERICAN_OPENED + f"hand 0: {hand}\ntable 0: {AMERICAN_CANASTAS} | {table}")


def test_pure_sevens_that_the_sevens_held_cannot_complete_keep_the_hand_from_going_out():
    # Three Sevens on the table, two in the hand: five, and a meld of Sevens takes no wild card.
    state = american("7c 7d JK JK 8c 8d 8h 4c", "7: 7c 7d 7h")
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True, bounded=False)
    four = american("7c 7d 7s 8c 8d 8h 4c", "7: 7c 7d 7h 7h")
    assert could_go_out(four) and four.can_go_out()  # seven Sevens, three Eights, the 4c discarded


def test_a_wild_meld_the_wild_cards_held_cannot_complete_keeps_the_hand_from_going_out():
    state = american("JK 2c 8c 8d 8h 4c", "wild: JK 2c 2d")
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True, bounded=False)
    state = american("JK 2c 2h 2s 8c 8d 8h 4c", "wild: JK 2c 2d")
    assert could_go_out(state) and state.can_go_out()


def test_after_the_first_meld_two_kings_and_a_joker_make_no_new_meld_so_the_kings_are_stuck():
    # The meld base: after its first meld a side puts wild cards only in melds of five naturals.
    state = american("2c JK JK Kh Kh", "J: Js Jd Jd")
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True, bounded=False)


def test_naturals_of_a_dead_rank_go_nowhere():
    # The other side's canasta of Nines makes Nines a dead rank: the two held can never be melded.
    state = position("modern_american", AMERICAN_OPENED + f"""hand 0: 9c 9d 8c 8d 8h 4c
    table 0: {AMERICAN_CANASTAS}
    table 1: 9: 9s 9s 9c 9d 9h JK 2c""")
    assert not could_go_out(state)
    assert not searched_answer(state, going_out=True, bounded=False)
    alive = american("9c 9d 9h 8c 8d 8h 4c", "J: Js Jd Jd")
    assert could_go_out(alive) and alive.can_go_out()


def test_a_run_the_plain_dive_breaks_up_is_made_first_when_going_out():
    # The Queen and King of diamonds would join their groups and leave the Jack alone;
    # made a run with it, and the Eight finishing a second canasta, the Five is discarded.
    state = samba("Jd Qd Kd 8h 5c", "A: Ac Ad Ah As Ac Ad Ah | Q: Qc Qh Qs | K: Kc Kh Ks | 8: 8c 8d 8h 8s 8c 8d")
    assert not surely_goes_out_by_melds(state)
    assert surely_goes_out_along_runs(state)
    assert searched_answer(state, going_out=True)
    assert can_go_out(state)


def test_two_groups_merged_into_a_canasta_when_going_out():
    # The two groups of Tens together are a canasta: the second one going out needs.
    state = samba("Td 4c 5h", "A: Ac Ad Ah As Ac Ad Ah | T: Th Ts Tc 2s | T: Tc Td Th | 4: 4s 4h 4d")
    assert not surely_goes_out_by_melds(state)
    assert surely_goes_out_along_runs(state)
    assert searched_answer(state, going_out=True)


def test_the_runs_dive_says_nothing_where_no_way_goes_out():
    # One canasta, and nothing in hand that could finish a second.
    state = samba("Jd Qd Kd 8h 5c 9s", "A: Ac Ad Ah As Ac Ad Ah | 8: 8c 8d 8h 8s")
    assert not surely_goes_out_along_runs(state)
    assert not searched_answer(state, going_out=True)


def test_wild_cards_no_group_can_take_keep_the_hand_from_going_out():
    # Three canastas are made, but of the three wild cards only two find room (the Aces and
    # the Queens hold one each, the Sevens two, a canasta takes none): with the Ten, which
    # goes nowhere, two cards are left over whatever runs are made.
    table = ("9: 9d 9c 2c 9c 9h 9c 9s | c run: 5c 6c 7c | A: As Ac Ah Ad Ah JK | K: Kc Kc 2h 2s Ks Ks Kd"
             " | 6: 6d 6d 2s 6s 6h 6c 6h | Q: Qh 2c Qd Qd Qh | d run: 9d Td Jd | 7: 7h 7d JK 7s 7s 2d")
    state = samba("JK 2c Tc Ad 5h 6h 7h Kh 2s 7s Qs", table)
    assert could_go_out(state, exact=True)  # the cards that go nowhere, and the canastas, allow it
    assert not could_go_out(state, exact=True, wild_room=True)
    assert not searched_answer(state, going_out=True, bounded=False)
    # One wild card fewer, and the Ten discarded: the Five, Six and Seven of Hearts a run.
    fewer = samba("JK 2c Tc Ad 5h 6h 7h Kh 7s Qs", table)
    assert could_go_out(fewer, exact=True, wild_room=True) and fewer.can_go_out()
