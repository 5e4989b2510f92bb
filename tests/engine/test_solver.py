"""The turn solver: whether a turn can still end, answered exactly, with a plan.

Examples a player can follow, then what must always hold: every "yes" comes with a plan
the judge accepts step by step, the answer does not change with the order of the cards
in the hand, and where a search without a budget can answer, the count model agrees.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta.engine import Action, GameState, Phase
from canasta.engine.features.acaba import must_say_acaba
from canasta.engine.cards.cards import Card
from canasta.engine.moves.candidates import candidate_melds
from canasta.engine.moves.endings import _Search
from canasta.engine.judge.taking import _rule_problem
from canasta.engine.reach.reach import first_meld_in_reach, first_meld_out_of_reach
from canasta.engine.solver import count_plan, position_known, replay_problem, rules_known
from canasta.variants import available_presets, load_preset
from canasta.variants.house_rules import applies_to, house_rules, with_house_rules

from .helpers import position
from .search_reference import searched_answer
from .test_properties import random_game

KNOWN = [name for name in available_presets() if rules_known(load_preset(name))]


def test_the_count_model_knows_every_rule_set_but_the_words_of_bwc():
    assert set(KNOWN) == set(available_presets()) - {"bwc"}  # (BWC's words have a turn of their own)


@pytest.mark.parametrize("name", [name for name in available_presets() if name != "bwc"])
def test_the_count_model_knows_every_rule_set_with_each_house_rule_and_with_all(name):
    # No budgeted search decides a turn's end in any game a player can set up.
    rules = load_preset(name)
    if not applies_to(rules):
        return  # (house variations are written for the standard packs)
    for house_rule in house_rules():
        assert rules_known(with_house_rules(rules, [house_rule.name])), house_rule.name
    assert rules_known(with_house_rules(rules))


def test_a_first_meld_of_ninety_after_kings_and_a_joker_needs_the_other_joker():
    # Kings and a joker are 70; the Aces (20 each) need a wild card to be a meld: the joker.
    text = """
        phase: play
        current: 0
        scores: 1500 0
        hand 0: Ac Ad JK Kc Kd JK 9h 5c 6d 4s
        pile: 8s
        stock: 4h 5s
    """
    state = position("classic", text)
    state.apply(Action.parse("meld Kc Kd JK"))
    plan = count_plan(state)
    assert plan is not None and replay_problem(state, plan) is None
    assert [str(action) for action in plan.placements] == ["meld Ac Ad JK"]
    without_joker = position("classic", text.replace("Kd JK", "Kd Qh"))
    without_joker.apply(Action.parse("meld Kc Kd JK"))
    assert count_plan(without_joker) is None  # 70, and the Aces are no meld without a wild card


def test_thirty_six_cards_go_out_at_once():
    state = position("classic", """
        players: 2
        phase: play
        current: 0
        hand 0: 5c 5d 5h 6c 6d 6h 7c 7d 7h 8c 8d 8h 9c 9d 9h Tc Td Th Jc Jd Jh Qc Qd Qh Kc Kd Kh Ac Ad Ah As JK JK 2c 2d 4s
        table 0: 4: 4c 4d 4h 4d 4c 4h JK
        opened 0: yes
        pile: 8s
        stock: 4h 5s
    """)
    plan = count_plan(state, going_out=True)
    assert plan is not None and replay_problem(state, plan) is None
    assert plan.ending.kind == "discard"  # the last card is discarded, going out


def test_italian_twos_of_a_meld_of_twos_count_once_toward_a_first_meld():
    # 150 needed: Sevens 15, Nines 50 and three Twos as a meld of their own 60 make 125.
    state = position("italian", """
        players: 2
        phase: play
        current: 0
        scores: 8400 8570
        hand 0: 7c 7d 7h 9d 9s 9h 9c 9d 2s 2h 2c 5d 8h Jd Ts
        pile: 4s
        stock: 4h 5s
    """)
    state.apply(Action.parse("meld 7c 7d 7h"))
    assert count_plan(state) is None


def test_italian_twos_are_not_wild_while_the_meld_of_twos_is_not_complete():
    # Going out would need the Two on the Kings (six, with the King held) while the side's
    # meld of Twos is not complete: the Two goes to the Twos, and two cards are left.
    state = position("italian", """
        players: 2
        phase: play
        current: 0
        hand 0: Kh 2c 4d
        table 0: 2: 2d 2h 2s | K: Kc Kd Kh Ks Kc | Q: Qc Qd Qh Qs Qc Qd Qh
        opened 0: yes
        pile: 8s
        stock: 4h 5s
    """)
    assert count_plan(state, going_out=True) is None  # (the Kings need a wild card to be seven)
    plan = count_plan(state)
    assert plan is not None and replay_problem(state, plan) is None


def _positions(preset: str, seed: int, steps: int = 400):
    rules = load_preset(preset)
    players = rules.players
    for state, _ in random_game(preset, players, seed, steps):
        if state.phase == Phase.PLAY and not state.opening and position_known(state) \
                and not must_say_acaba(state):  # (then the hand ends by Acaba, not by the turn's end)
            yield state


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(KNOWN), st.integers(0, 10_000))
def test_every_plan_replays_and_the_order_of_the_hand_changes_nothing(preset: str, seed: int):
    shuffler = random.Random(seed)
    for count, state in enumerate(_positions(preset, seed)):
        if count % 7:
            continue
        for going_out in (False, True):
            plan = count_plan(state, going_out)
            if plan is not None:
                assert replay_problem(state, plan) is None, (str(plan), state.to_text())
            shuffled = state.clone()
            shuffler.shuffle(shuffled.hands[shuffled.current])
            assert (count_plan(shuffled, going_out) is None) == (plan is None), state.to_text()


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(KNOWN), st.integers(0, 10_000))
def test_the_count_model_agrees_with_a_search_of_every_placement(preset: str, seed: int):
    for count, state in enumerate(_positions(preset, seed)):
        if count % 5 or len(state.hands[state.current]) > 12:
            continue
        for going_out in (False, True):
            search = _Search({}, going_out, quick_tests=False, budget=200_000)
            answer = search.reachable(state)
            if search.cut_short:
                continue
            assert (count_plan(state, going_out) is not None) == answer, (going_out, state.to_text())


def test_a_new_option_the_model_does_not_know_switches_it_off():
    rules = load_preset("classic")
    assert rules_known(rules)
    assert rules_known(rules.replace({"pure_ranks": ["7"]}))  # Modern American's pure Sevens: known
    # Several groups of a rank are known only where no wild card goes onto a canasta (Samba).
    assert not rules_known(rules.replace({"melds_per_rank": "many"}))
    assert rules_known(rules.replace({"melds_per_rank": "many", "wild_to_canasta": False}))
    assert rules_known(rules.replace({"golden_suit": True}))  # (Kanastic's golden suit: gathered.py)
    # A wild card always fewer than naturals, in several groups of a rank (Samba's house rule).
    assert rules_known(load_preset("samba").replace({"wild_fewer_than_naturals": True}))
    # The canastas that win end the hand after a turn that ends as any other: known.
    assert rules_known(rules.replace({"canastas_to_win": 7}))
    assert position_known(GameState(load_preset("samba"), 4, seed=3))
    assert position_known(GameState(load_preset("kanastic"), 4, seed=3))


AMERICAN_FIRST_MELD = """
    players: 4
    phase: play
    current: 3
    hand 3: Tc Ah Kd JK 2h 5d 8d Qc 2s Td Td 6d 2d 7d
    table 0: Q: Qh Qd 2c | J: Jh Js JK Jh | K: Kh Kd Kh
    opened 0: yes
    pile: 4c
    stock: 4h 5s 6h 7s 8h 9s Th Js Qh Ks
"""


def test_a_first_meld_may_count_a_meld_of_wild_cards():
    # Modern American, 125 needed: three Tens (30, the clean meld) and four wild cards of
    # their own (110). The count of where wild cards could go once missed the wild meld.
    tens = Action.parse("meld Tc Td Td")
    assert tens in position("modern_american", AMERICAN_FIRST_MELD).legal_actions()
    state = position("modern_american", AMERICAN_FIRST_MELD)
    state.apply(tens)
    plan = count_plan(state)
    assert plan is not None and replay_problem(state, plan) is None
    assert any(action.cards == tuple(Card.parse(code) for code in ("JK", "2h", "2s")) for action in plan.placements)


def test_a_first_meld_begun_that_cannot_reach_the_minimum_is_refused_by_the_count():
    # Three Fours are 15 points; the rest of the hand melds nothing: 50 is out of reach.
    state = position("classic", """
        phase: play
        current: 0
        hand 0: 4c 4d 4h 9s Kd 7c 5h
        pile: 8s
        stock: 4s 5s
    """)
    after = state.clone()
    after.apply(Action.parse("meld 4c 4d 4h"))
    assert first_meld_out_of_reach(after)
    assert count_plan(after) is None
    assert state.explain(Action.parse("meld 4c 4d 4h")) is not None


@pytest.mark.parametrize("name", [name for name in KNOWN if load_preset(name).quick_tests_hold])
def test_the_first_meld_count_says_no_only_where_the_solver_does(name):
    # Its "no" stands in for the solver's in the judge (after_meld.py): never where a way
    # is left, after any meld the move list would ask about.
    looked = 0
    for seed in range(4):
        for state, _ in random_game(name, 4, seed, 300):
            if state.phase != Phase.PLAY or state.opened[state.side_of(state.current)]:
                continue
            for meld in candidate_melds(state):
                after = state.clone()
                after.apply(meld)
                if first_meld_out_of_reach(after) and position_known(after):
                    looked += 1
                    assert count_plan(after) is None, after.to_text()
    assert looked > 0 or name not in ("classic", "windows")  # (the sample of the other sets may meet none)


@pytest.mark.parametrize("name", [name for name in available_presets() if load_preset(name).initial_meld_needs_clean])
def test_the_clean_meld_count_cuts_a_taking_search_only_where_no_way_is_left(name):
    # While the pile is taken for a first meld that needs a clean meld, the count of
    # naturals (the hand's, and the rest of the pile's) says no only where a search of
    # every placement without that count finds no way either.
    looked = 0
    for seed in range(3):
        for state, _ in random_game(name, 4, seed, 400):
            if state.phase != Phase.DRAW or state.opened[state.side_of(state.current)] \
                    or _rule_problem(state) is not None:
                continue
            after = state.clone()
            after.apply(Action.parse("take"))
            if after.taking is not None and not first_meld_in_reach(after, may_go_out=True):
                looked += 1
                assert not searched_answer(after, bounded=False), after.to_text()
    assert looked > 0
