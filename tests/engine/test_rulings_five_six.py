"""Each ruling of docs/rules/five-and-six.md the engine decides, as a small example.

Six players sit as two sides of three (seats 0, 2 and 4 against 1, 3 and 5) unless an
example says three sides of two (0 and 3, 1 and 4, 2 and 5). Five players sit as a side
of three (seats 0, 2 and 4: A, B and C) against a side of two (seats 1 and 3).
"""

import random
import textwrap

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, GameState, Phase, Rules
from canasta.engine.play.errors import RuleOptionError
from canasta.engine.scoring.standard_parts import red_three_points
from canasta.variants import load_preset

from .helpers import legal, play, refusal

CLASSIC_FAMILY = ("classic", "windows", "uruguayan", "british", "cuban")
SAMBA_FAMILY = ("samba", "bolivia", "brazilian", "chilean")


def seated(preset: str, sides: str | None = None) -> Rules:
    """The preset's rules, six players sitting as `sides` (None: as the preset has it)."""
    rules = load_preset(preset)
    return rules if sides is None else rules.replace({"six_player_sides": sides})


def position(rules: Rules, text: str) -> GameState:
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\nrules: {rules.name}\n{body}\n", rules=rules)


# Ruling 1: seats and sides ------------------------------------------------------------


@pytest.mark.parametrize("preset", CLASSIC_FAMILY)
def test_six_play_in_two_sides_of_three_partners_every_other_seat(preset):
    state = GameState(seated(preset), 6, seed=1)
    assert state.side_map == (0, 1, 0, 1, 0, 1)
    assert state.sides == 2
    assert state.seats_of(0) == [0, 2, 4] and state.seats_of(1) == [1, 3, 5]


def test_six_may_play_in_three_sides_of_two_partners_opposite():
    state = GameState(seated("classic", "three_of_two"), 6, seed=1)
    assert state.side_map == (0, 1, 2, 0, 1, 2)
    assert [state.seats_of(side) for side in range(3)] == [[0, 3], [1, 4], [2, 5]]


def test_the_six_player_sides_are_an_option_read_and_written_with_the_rules():
    rules = seated("classic", "three_of_two")
    assert Rules.from_options(rules.to_options()).six_player_sides == "three_of_two"
    with pytest.raises(RuleOptionError, match="six_player_sides"):
        load_preset("classic").replace({"six_player_sides": "four_of_one"})


# Ruling 2: three packs ----------------------------------------------------------------


@pytest.mark.parametrize("preset", CLASSIC_FAMILY + SAMBA_FAMILY)
def test_six_play_with_three_packs_and_their_jokers(preset):
    state = GameState(seated(preset), 6, seed=2)
    assert state.deck_size == state.card_count() == 162
    assert load_preset(preset).deck_spec.size(6) == 162


# Ruling 3: thirteen cards each, one card turned up --------------------------------------


@pytest.mark.parametrize("preset", CLASSIC_FAMILY)
def test_six_are_dealt_thirteen_cards_each_and_one_card_starts_the_pile(preset):
    state = GameState(seated(preset), 6, seed=3)
    # (A red three dealt is laid out and replaced from the stock.)
    assert [len(hand) for hand in state.hands] == [13] * 6
    top = state.pile[-1]
    assert not state.rules.is_wild(top) and not top.is_red_three
    assert state.deck_size - 6 * 13 - sum(map(len, state.red_threes)) - len(state.pile) == len(state.stock)


# Ruling 4: the game's target by the number of sides ---------------------------------------


@pytest.mark.parametrize("preset", CLASSIC_FAMILY)
def test_six_in_two_sides_play_to_ten_thousand_and_in_three_to_seven_thousand_five_hundred(preset):
    assert GameState(seated(preset, "two_of_three"), 6, seed=4).target_score() == 10000
    assert GameState(seated(preset, "three_of_two"), 6, seed=4).target_score() == 7500
    assert GameState(seated(preset), 4, seed=4).target_score() == load_preset(preset).target_score


GOING_OUT_AT_7600 = """
    players: 6
    scores: {scores}
    phase: play
    current: 0
    hand 0: 5c 5d 5h
    hand 1: 4c 4d
    hand 2: 4h 6d
    hand 3: 6c 6h
    hand 4: 8c 8h
    hand 5: 9c 9h
    {tables}
    opened 0: yes
    pile: 7c
    stock: Tc Td Th Ts
"""
TWO_CANASTAS = "table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh"


def test_a_side_past_seven_thousand_five_hundred_wins_only_in_three_sides():
    two = position(seated("classic", "two_of_three"),
                   GOING_OUT_AT_7600.format(scores="7400 0", tables=TWO_CANASTAS))
    play(two, "meld 5c 5d 5h", "out")
    assert two.phase == Phase.HAND_OVER and two.scores[0] > 7500
    three = position(seated("classic", "three_of_two"),
                     GOING_OUT_AT_7600.format(scores="7400 0 0", tables=TWO_CANASTAS))
    play(three, "meld 5c 5d 5h", "out")
    assert three.phase == Phase.GAME_OVER and three.winner() == 0


# Ruling 5: 150 from 7,500 in a game to 10,000 --------------------------------------------


@pytest.mark.parametrize("preset", ("classic", "windows", "uruguayan", "british"))
def test_a_side_with_7500_needs_150_in_a_game_to_10000_and_120_in_one_to_7500(preset):
    two = GameState(seated(preset, "two_of_three"), 6, seed=5, scores=[7500, 3000])
    assert two.minimum_meld(0) == 150 and two.minimum_meld(1) == 120
    three = GameState(seated(preset, "three_of_two"), 6, seed=5, scores=[7500, 3000, 0])
    assert three.minimum_meld(0) == 120
    four = GameState(seated(preset), 4, seed=5, scores=[7500, 0])
    assert four.minimum_meld(0) == 120


FIRST_MELD_AT_7500 = """
    players: 6
    scores: {scores}
    phase: play
    current: 0
    hand 0: Ac Ad Ah Kc Kd Kh Qc Qd Qh 4s 9d
    hand 1: 4c
    hand 2: 4h
    hand 3: 6c
    hand 4: 8c
    hand 5: 9c
    pile: 7c
    stock: Tc Td Th Ts
"""


def test_a_first_meld_of_120_at_7500_is_refused_in_a_game_to_10000_but_enough_below_in_three_sides():
    two = position(seated("classic", "two_of_three"), FIRST_MELD_AT_7500.format(scores="7500 0"))
    assert refusal(two, "meld Ac Ad Ah") == ("Your first meld needs at least 150 points: after that meld your "
                                              "hand could not make it and keep a card to discard.")
    three = position(seated("classic", "three_of_two"), FIRST_MELD_AT_7500.format(scores="7400 0 0"))
    play(three, "meld Ac Ad Ah", "meld Kc Kd Kh", "meld Qc Qd Qh", "discard 4s")  # 120 points
    assert three.opened[0]


# Ruling 6: red threes by count -------------------------------------------------------------


@pytest.mark.parametrize("count, points", [(1, 100), (4, 400), (5, 1000), (6, 1200)])
def test_six_players_red_threes_are_100_each_up_to_four_then_1000_for_five_and_1200_for_six(count, points):
    threes = " ".join(["3h", "3d"] * 3)[: 3 * count - 1]
    state = position(seated("classic"), f"""
        players: 6
        phase: play
        current: 0
        hand 0: 5c 6d
        hand 1: 4c
        hand 2: 4h
        hand 3: 6c
        hand 4: 8c
        hand 5: 9c
        table 0: K: Kc Kd Kh
        red threes 0: {threes}
        opened 0: yes
        pile: 7c
        stock: Tc Td Th Ts
    """)
    assert len(state.red_threes[0]) == count
    assert red_three_points(state, 0) == points


def test_four_players_keep_800_for_all_four_red_threes():
    state = position(seated("classic"), """
        players: 4
        phase: play
        current: 0
        hand 0: 5c 6d
        hand 1: 4c
        hand 2: 4h
        hand 3: 6c
        table 0: K: Kc Kd Kh
        red threes 0: 3h 3d 3h 3d
        opened 0: yes
        pile: 7c
        stock: Tc Td Th Ts
    """)
    assert red_three_points(state, 0) == 800


# Ruling 7: two canastas, and the next partner answers --------------------------------------


def test_six_players_need_two_canastas_to_go_out():
    state = position(seated("classic"), GOING_OUT_AT_7600.format(
        scores="0 0", tables="table 0: K: Kc Kd Kh Ks Kc Kd Kh"))
    assert state.canastas_needed() == 2
    assert state.going_out_problem(0) == "You need 2 canastas to go out."
    assert refusal(state, "meld 5c 5d 5h") == "That would leave you no card to discard, and you cannot go out."


@pytest.mark.parametrize("sides, asker, answers", [
    ("two_of_three", 0, 2), ("two_of_three", 2, 4), ("two_of_three", 4, 0),
    ("three_of_two", 0, 3), ("three_of_two", 4, 1)])
def test_may_i_go_out_is_asked_of_the_next_partner_in_turn_order(sides, asker, answers):
    state = GameState(seated("classic", sides), 6, seed=7)
    assert state.partner_of(asker) == answers


def test_the_partner_asked_answers_and_the_asker_plays_on():
    state = position(seated("classic"), """
        players: 6
        phase: play
        current: 2
        hand 0: 4c 4d
        hand 1: 4h
        hand 2: 5c 5d 5h 9s
        hand 3: 6c
        hand 4: 8c 8d
        hand 5: 9c
        table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh
        opened 0: yes
        pile: 7c
        stock: Tc Td Th Ts
    """)
    play(state, "ask")
    assert state.current == 4 and state.phase == Phase.ASK
    play(state, "yes")
    assert state.current == 2 and state.permission is True
    assert "ask" not in legal(state)


# Ruling 9: the Samba family by six ---------------------------------------------------------


@pytest.mark.parametrize("preset", SAMBA_FAMILY)
def test_the_samba_family_seats_six_in_three_sides_of_two_with_thirteen_cards(preset):
    state = GameState(seated(preset), 6, seed=9)
    assert state.side_map == (0, 1, 2, 0, 1, 2)
    assert all(len(hand) == 13 for hand in state.hands)
    assert state.deck_size == 162
    with pytest.raises(RuleOptionError, match="six_player_sides"):
        load_preset(preset).replace({"six_player_sides": "two_of_three"})


@pytest.mark.parametrize("preset", ("italian", "kanastic", "bwc", "modern_american"))
def test_italian_modern_american_kanastic_and_bwc_stay_below_six(preset):
    assert load_preset(preset).players_problem(6) is not None


# Rulings 10 to 13: five players --------------------------------------------------------------


def test_five_play_as_a_side_of_three_against_a_side_of_two():
    state = GameState(seated("classic"), 5, seed=10)
    assert state.side_map == (0, 1, 0, 1, 0) and state.sides == 2


@pytest.mark.parametrize("hand, out, order", [
    (1, 4, (0, 1, 2, 3)),  # A and B play
    (2, 2, (0, 1, 4, 3)),  # A and C
    (3, 0, (2, 1, 4, 3)),  # B and C
    (4, 4, (0, 1, 2, 3)),  # and round again
])
def test_one_of_the_side_of_three_sits_out_each_hand_in_turn(hand, out, order):
    state = GameState(seated("classic"), 5, seed=11, hand_number=hand)
    assert state.sitting_out() == (out,)
    assert state.turn_order() == order  # the sides alternate, as in a four-player hand


def test_the_seat_sitting_out_is_dealt_nothing_and_the_hand_is_a_four_player_hand():
    state = GameState(seated("classic"), 5, seed=12)
    assert state.hands[4] == [] and [len(hand) for hand in state.hands[:4]] == [11, 11, 11, 11]
    assert state.deck_size == 108 and state.canastas_needed() == 1


def test_the_seat_sitting_out_is_skipped_in_the_turn_order_and_never_asked():
    state = GameState(seated("classic"), 5, seed=13, hand_number=2)  # seat 2 sits out
    assert state.next_seat(0) == 1 and state.next_seat(1) == 4 and state.next_seat(3) == 0
    assert state.partner_of(0) == 4 and state.partner_of(4) == 0
    assert state.seats_of(0) == [0, 4]


def test_in_a_five_player_game_the_seat_sitting_out_changes_with_each_hand():
    state = GameState(seated("classic"), 5, seed=14)
    rng = random.Random(14)
    seen = []
    while len(seen) < 3 and not state.is_terminal():
        seen.append(state.sitting_out())
        while not state.hand_over():
            assert state.current not in state.sitting_out() and state.hands[seen[-1][0]] == []
            state.play(choose_random_action(state.legal_actions(), rng))
        assert len(state.hand_results[-1].sides) == 2  # ruling 13: scored by side
        if not state.is_terminal():
            state.play(Action("deal"))
    assert seen == [(4,), (2,), (0,)][:len(seen)] and len(seen) >= 2


# Ruling 14: which rule sets five play ---------------------------------------------------------


@pytest.mark.parametrize("preset", CLASSIC_FAMILY + SAMBA_FAMILY
                         + ("hand_and_foot", "modern_american", "kanastic", "bwc"))
def test_five_play_every_partnership_rule_set_with_its_four_player_deck(preset):
    rules = load_preset(preset)
    assert rules.players_problem(5) is None
    state = GameState(rules, 5, seed=15)
    assert state.deck_size == rules.deck_spec.size(4)
    assert [len(hand) for hand in state.hands] == [len(hand) for hand in GameState(rules, 4, seed=15).hands] + [0]


def test_italian_is_not_played_by_five():
    assert load_preset("italian").players_problem(5) is not None
