"""The quick tests that spare the judge its search are never wrong when they say yes.

`surely_ends` (the turn can end by placing naturals and discarding) and `surely_goes_out`
(every card placed, at most one to discard) answer most of the judge's questions about a
turn with one look at the hand. They may say "search" where a way exists, but a "yes"
must always be a way the search itself finds: otherwise a meld could be accepted that
leaves the player stuck. Checked on random positions of every preset, and by examples.
"""

from __future__ import annotations

from hypothesis import given, settings

from canasta.engine import Action, Phase
from canasta.engine.judge.after_meld import first_meld_with_new_groups, in_greedy_plan, too_few_canastas_after
from canasta.engine.moves.dives import (a_dive_goes_out, surely_ends_with_new_melds, surely_goes_out_along_runs,
                                        surely_goes_out_by_melds)
from .search_reference import searched_answer
from canasta.engine.judge.legality import meld_problem
from canasta.engine.reach.quick_endings import surely_ends, surely_goes_out
from canasta.engine.solver import count_answer, position_known
from canasta.engine.state.this_turn import meld_target

from .helpers import play, position
from .test_move_list_and_judge import candidates, games, random_positions
from .test_properties import random_game


# The reference search looks at every placement: a hand of forty cards (random play in
# a three-pack game) can take it past its budget of positions, and a cut-short search says
# no. Such hands are left out of the comparison.
LARGEST_HAND = 24


@settings(max_examples=40, deadline=None)
@given(games)
def test_a_quick_yes_is_a_way_the_search_finds(game):
    preset, players, seed, steps = game
    for state in random_positions(preset, players, seed, steps):
        if state.phase != Phase.PLAY or state.opening or len(state.hands[state.current]) > LARGEST_HAND:
            continue
        if surely_ends(state) or surely_ends_with_new_melds(state):
            assert searched_answer(state), state.to_text()
        if surely_goes_out(state) or surely_goes_out_by_melds(state) or surely_goes_out_along_runs(state):
            assert searched_answer(state, going_out=True), state.to_text()
        for action in state.legal_actions():
            if action.kind == "meld" and state.taking is None and surely_ends(state, action):
                after = state.clone()
                after.apply(action)
                assert searched_answer(after), f"{action}\n{state.to_text()}"


@settings(max_examples=40, deadline=None)
@given(games)
def test_the_move_lists_shortcuts_agree_with_the_search(game):
    # A meld of cards the quick test's own way places is a first step of that way; a meld
    # that leaves at most one card, with too few canastas to go out, leaves none; a meld
    # that new groups from the hand make a first meld leaves one.
    preset, players, seed, steps = game
    for state in random_positions(preset, players, seed, steps):
        if state.phase != Phase.PLAY or state.opening or len(state.hands[state.current]) > LARGEST_HAND:
            continue
        for action in candidates(state):
            if action.kind != "meld" or meld_problem(state, action) is not None:
                continue
            target = None if action.cards[0].is_red_three else meld_target(state, action)
            side = state.side_of(state.current)
            left = len(state.hands[state.current]) - len(action.cards)
            in_plan = in_greedy_plan(state, action, target)
            too_few = (state.opened[side] and state.taking is None and left < 2
                       and too_few_canastas_after(state, action, target, left))
            if in_plan or too_few:
                after = state.clone()
                after.apply(action)
                assert searched_answer(after) == in_plan, f"{action}\n{state.to_text()}"
            if left >= 2 and first_meld_with_new_groups(state, action, target):
                after = state.clone()
                after.apply(action)
                assert searched_answer(after), f"{action}\n{state.to_text()}"


def test_a_king_put_on_this_turns_kings_is_a_step_of_the_quick_tests_way():
    # 50 points are needed. The Kings melded this turn (30) and the three Queens (30) make
    # it, the last King may join its row, and the Four and Five stay in hand: putting that
    # King first is a step of the very way the quick test found.
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: Qc Qd Qh 4c 5d Kc
        table 0: K: Kc Kd Kh
        opened 0: no
        moves: K: Kc Kd Kh
        stock: 4s 5s
    """)
    king = Action.parse("meld Kc to #1")
    assert in_greedy_plan(state, king, meld_target(state, king))
    assert king in state.legal_actions()
    after = state.clone()
    after.apply(king)
    assert searched_answer(after)


def test_melding_the_last_cards_without_a_canasta_is_refused_at_once():
    # Four players need a canasta to go out. Putting both Sevens on the row of three
    # leaves no card and makes no canasta: the turn could not end, and no search is needed.
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: 7c 7d
        table 0: 7: 7h 7s 7c
        opened 0: yes
        stock: 4s 5s
    """)
    sevens = Action.parse("meld 7c 7d")
    assert too_few_canastas_after(state, sevens, meld_target(state, sevens), 0)
    assert sevens not in state.legal_actions()
    assert state.explain(sevens) == "That would leave you no card to discard, and you cannot go out."


def test_a_last_card_that_completes_no_canasta_is_known_at_once():
    # Four players need a canasta. Putting the Seven on its row leaves the Eight of
    # Diamonds, which completes nothing: going out is out of reach, no search needed.
    # With six Eights on the table the same last card would make the canasta.
    text = """
        players: 4
        phase: play
        current: 0
        hand 0: 7c 8d
        table 0: 7: 7h 7s 7c | 8: {eights}
        opened 0: yes
        stock: 4s 5s
    """
    seven = Action.parse("meld 7c to #1")
    short = position("classic", text.format(eights="8h 8s 8c"))
    assert too_few_canastas_after(short, seven, meld_target(short, seven), 1)
    assert seven not in short.legal_actions()
    near = position("classic", text.format(eights="8h 8s 8c 8h 8s 8c"))
    assert not too_few_canastas_after(near, seven, meld_target(near, seven), 1)
    assert seven in near.legal_actions()


def test_a_side_that_has_not_melded_can_end_the_turn_when_naturals_make_its_minimum():
    # 50 points are needed. Kings (30) are on the table this turn; three Queens in hand
    # (30) make it 60, and the Four and Five stay in hand: one to discard, one to hold.
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: Qc Qd Qh 4c 5d
        table 0: K: Kc Kd Kh
        moves: K: Kc Kd Kh
        stock: 4s 5s
    """)
    assert surely_ends(state) and searched_answer(state)
    assert surely_ends(state, Action.parse("meld Qc Qd Qh"))


def test_a_meld_that_leaves_the_minimum_out_of_reach_gets_no_quick_yes():
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: Kc Kd Kh 4c 9d
        stock: 4s 5s
    """)
    # Three Kings are 30 of the 50 points needed; nothing else in hand can be melded.
    assert not surely_ends(state, Action.parse("meld Kc Kd Kh"))
    after = state.clone()
    after.apply(Action.parse("meld Kc Kd Kh"))
    assert not searched_answer(after)


def test_going_out_by_placing_every_card_and_discarding_the_last():
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: Kc 7d 7h 7s JK 9c
        table 0: K: Kc Kd Kh Ks Kc Kd
        opened 0: yes
        stock: 4s 5s
    """)
    assert surely_goes_out(state) and searched_answer(state, going_out=True)
    assert state.can_go_out()


def test_a_quick_no_is_only_a_reason_to_search():
    # The quick test makes new melds of naturals alone: the pair of Nines with the joker,
    # then the Five discarded, is a way out that only the search finds.
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: 9c 9d JK 5s
        table 0: K: Kc Kd Kh Ks Kc Kd Kh
        opened 0: yes
        stock: 4s 5s
    """)
    assert not surely_goes_out(state)
    assert state.can_go_out()
    assert Action.parse("meld 9c 9d JK") in state.legal_actions()


def test_the_quick_test_puts_a_wild_card_where_it_makes_a_canasta():
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: JK 9c
        table 0: 7: 7c 7d 7h | K: Kc Kd Kh Ks Kc Kd
        opened 0: yes
        stock: 4s 5s
    """)
    assert surely_goes_out(state) and searched_answer(state, going_out=True)


def test_cards_held_back_to_discard_are_the_cheapest_and_wild_cards_never_lean_on_them():
    # Windows rules: wild cards may not outnumber the naturals. Four Sevens and two jokers
    # reach the 50 points with two cards kept: the fourth Seven and a joker go back to the
    # hand, and the meld left, three Sevens and a joker, is still a meld.
    state = position("windows", """
        players: 2
        phase: play
        current: 0
        hand 0: 7c 7d 7h 7s JK JK
        stock: 4s 5s
    """)
    assert surely_ends(state) and searched_answer(state)
    play_to_end = state.clone()
    play(play_to_end, "meld 7c 7d 7h", "meld JK to 7")
    assert play_to_end.explain(Action.parse("discard 7s")) is None


def test_a_dive_goes_out_of_a_big_hand_only_where_the_count_model_finds_a_way():
    # Beyond the hands the reference search is asked of, the exact count model is the
    # reference: a dive's yes to going out, which "May I go out?" takes, is always its yes.
    looked = 0
    for preset in ("samba", "bolivia", "brazilian", "chilean"):
        for seed in range(4):
            for state, _ in random_game(preset, 4, seed, 900):
                if state.phase != Phase.PLAY or state.opening or len(state.hands[state.current]) <= LARGEST_HAND \
                        or not position_known(state):
                    continue
                if a_dive_goes_out(state):
                    looked += 1
                    assert count_answer(state, going_out=True), state.to_text()
    assert looked > 0
