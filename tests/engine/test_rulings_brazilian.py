"""The Brazilian rulings of docs/rules/samba-family.md ("brazilian N"), each as a small example.

Bolivia with its own first-meld stages (a canasta to complete from 7,000), 1000 lost for
each run left shorter than five cards, an escalera lengthened only by a player going out,
red threes by a table of their own and plus with one canasta, and a partner who must be
asked before going out; and, as in Bolivia, a black three left in hand costs 100, and
the pile is never taken for a first meld."""

import random

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import GameState, Phase
from canasta.engine.game.queries import first_meld_requirement
from canasta.engine.scoring.scoring import score_side
from canasta.variants import load_preset

from .helpers import legal, play, position, refusal
from .test_move_list_and_judge import check_both_ways

BRAZILIAN = load_preset("brazilian")


def brazilian(text: str) -> GameState:
    return position("brazilian", text)


def first_meld(hand: str, score: int, table: str = "") -> GameState:
    """Two players; seat 0, whose side has `score` and has not melded this hand, holds `hand`."""
    return brazilian(f"""
    players: 2
    scores: {score} 0
    phase: play
    current: 0
    opened 0: no
    hand 0: {hand}
    {table}
    stock: 4h 5h 6h 7h
    pile: 9c
    """)


AFTER_MELD = ": after that meld your hand could not make it and keep a card to discard."


# Ruling 1: the game is played to 10,000 -------------------------------------------------------


def test_1_the_game_ends_after_the_hand_in_which_a_side_reaches_10000():
    assert BRAZILIAN.target_score == 10000
    state = brazilian("""
    players: 2
    scores: 9700 3000
    phase: play
    current: 0
    opened 0: yes
    hand 0: 8c 8d 8h 4s
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh
    hand 1: 9c 9d
    stock: 4h 5h 6h 7h
    pile: 9c
    """)
    play(state, "meld 8c 8d 8h", "discard 4s")
    assert state.phase == Phase.GAME_OVER and state.scores[0] >= 10000


# Ruling 2: the first meld by the side's score: points, then a canasta ------------------------


@pytest.mark.parametrize("score, need", [(-20, 15), (0, 50), (1500, 90), (3000, 120), (4995, 120), (5000, 150),
                                         (6995, 150)])
def test_2_below_7000_the_first_meld_needs_points(score, need):
    assert brazilian(f"players: 2\nscores: {score} 0").minimum_meld(0) == need


@pytest.mark.parametrize("score, words", [
    (0, "Stage II: first meld 50"),
    (5000, "Stage V: first meld 150"),
    (7000, "Stage VI: first meld a canasta"),
    (8000, "Stage VII: first meld a canasta and 200"),
    (9000, "Stage VIII: first meld a natural canasta or better"),
])
def test_2_the_table_shows_each_stage(score, words):
    assert first_meld_requirement(BRAZILIAN, score).describe() == words


def test_2_from_7000_the_first_meld_turn_must_complete_a_canasta():
    short = first_meld("8c 8d 8h 8s Kc Kd 4s", 7000)
    assert refusal(short, "meld 8c 8d 8h 8s") == "Your first meld needs a whole canasta" + AFTER_MELD
    staged = first_meld("Kc Kd 4s", 7000, "table 0: 8: 8c 8d 8h 8s\nmoves: #1: 8c 8d 8h 8s")
    assert refusal(staged, "discard 4s") == \
        "Your side's first meld must complete a canasta this turn (your score is 7,000 or more)."


@pytest.mark.parametrize("meld", ["8c 8d 8h 8s 8c 2c JK", "4h 5h 6h 7h 8h 9h Th", "2c 2d 2h JK JK 2s 2c"])
def test_2_at_7000_a_canasta_of_any_kind_is_a_first_meld_without_points(meld):
    state = first_meld(meld + " Kd 4s", 7000)
    play(state, f"meld {meld}", "discard 4s")
    assert state.opened[0]


def test_2_from_8000_the_turn_also_needs_200_points_in_its_melds():
    hand = "Ac Ad Ah As Ac Ad Ah Kc Kd Kh Qc Qd Qh 4s 5d"
    short = first_meld(hand, 8000)
    play(short, "meld Ac Ad Ah As Ac Ad Ah", "meld Kc Kd Kh")
    assert refusal(short, "discard 4s") == "Your first meld needs at least 200 points; you have 170 on the table."
    enough = first_meld(hand, 8000)
    play(enough, "meld Ac Ad Ah As Ac Ad Ah", "meld Kc Kd Kh", "meld Qc Qd Qh", "discard 4s")
    assert enough.opened[0]
    points_alone = first_meld("Kc Kd Kh Kc Qc Qd Qh Qc Jc Jd Jh Jc Ac Ad Ah As 4s", 8000)
    assert refusal(points_alone, "meld Kc Kd Kh Kc") == \
        "Your first meld needs a whole canasta and at least 200 points" + AFTER_MELD


def test_2_from_9000_only_a_natural_canasta_an_escalera_or_a_bolivia_will_do():
    mixed = first_meld("8c 8d 8h 8s 8c 2c JK Kd 4s", 9000)
    assert refusal(mixed, "meld 8c 8d 8h 8s 8c 2c JK") == (
        "Your first meld needs a natural canasta, an escalera or a bolivia" + AFTER_MELD)
    staged = first_meld("Kd 4s", 9000, "table 0: 8: 8c 8d 8h 8s 8c 2c JK\nmoves: #1: 8c 8d 8h 8s 8c 2c JK")
    assert refusal(staged, "discard 4s") == (
        "Your side's first meld must complete a natural canasta, an escalera or a bolivia this "
        "turn (your score is 9,000 or more).")
    for meld in ("8c 8d 8h 8s 8c 8d 8h", "4h 5h 6h 7h 8h 9h Th", "2c 2d 2h JK JK 2s 2c"):
        state = first_meld(meld + " Kd 4s", 9000)
        play(state, f"meld {meld}", "discard 4s")
        assert state.opened[0], meld


# Ruling 3 (with Italian's pile_needs_earlier_meld) and Bolivia's black three in hand ------------


def test_3_the_pile_is_never_taken_for_the_first_meld():
    state = brazilian("""
    players: 2
    phase: draw
    current: 0
    opened 0: no
    hand 0: 9d 9s 9h Kc Ks Qd
    stock: 4h 5h 6h 7h
    pile: 4c 9c
    """)
    assert refusal(state, "take") == \
        "The pile is taken only by a side that melded in an earlier turn: your side has not melded yet."


def test_as_in_bolivia_a_black_three_left_in_hand_costs_100():
    state = brazilian("""
    players: 2
    phase: hand_over
    hand 0: 3s 3c
    hand 1: 4d
    table 0: K: Kc Kd Kh
    stock: 5c
    """)
    assert score_side(state, 0).figure("hand_cards") == 200


# Ruling 5: each run shorter than five cards costs 1000 -----------------------------------------


def test_5_each_run_left_shorter_than_five_cards_costs_its_side_1000():
    state = brazilian("""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: h run: 4h 5h 6h | s run: 8s 9s Ts Js | c run: 4c 5c 6c 7c 8c | K: Kc Kd Kh
    table 1: d run: 9d Td Jd Qd
    stock: 5c
    """)
    lines = {line.label: line.points for line in score_side(state, 0).lines if line.part == "incomplete_melds"}
    assert lines == {"Short runs: 2 \u00d7 \u22121000": -2000}
    assert score_side(state, 1).figure("short_run_points") == 1000
    assert "incomplete_melds" in BRAZILIAN.score_parts


# Ruling 6: a player going out may lengthen an escalera beyond seven -----------------------------

ESCALERA = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    table 0: h run: 5h 6h 7h 8h 9h Th Jh | K: Kc Kd Kh Ks Kc Kd Kh
    stock: 4h 5h 6h 7h
    pile: 9c
"""


def test_6_a_player_going_out_may_add_cards_to_either_end_of_an_escalera():
    state = brazilian(ESCALERA + "hand 0: 4h Qh Kh 8c")
    assert {"meld 4h to h run", "meld Qh to h run"} <= set(legal(state))
    play(state, "meld 4h to #1", "meld Qh to #1", "meld Kh to #1", "discard 8c")
    assert state.phase == Phase.HAND_OVER and len(state.tables[0].by_id(1).cards) == 10
    bonuses = {line.label: line.points for line in score_side(state, 0).lines if line.part == "canastas"}
    assert bonuses["Escaleras (1)"] == 1500  # the bonus stays 1500


def test_6_an_escalera_takes_no_more_cards_in_a_turn_that_does_not_go_out():
    stuck = brazilian(ESCALERA + "hand 0: Qh 8c 9d Ts")
    assert "meld Qh to h run" not in legal(stuck)
    assert refusal(stuck, "meld Qh to #1") == \
        "Your escalera of Hearts may grow beyond 7 cards only in the turn you go out: take the cards back, or go out."
    could_go_out = brazilian(ESCALERA + "hand 0: Qh 8c 8d 8h 9s")
    play(could_go_out, "meld Qh to #1")
    assert refusal(could_go_out, "discard 9s") == \
        "Your escalera of Hearts may grow beyond 7 cards only in the turn you go out: take the cards back, or go out."
    play(could_go_out, "meld 8c 8d 8h", "discard 9s")
    assert could_go_out.phase == Phase.HAND_OVER


def test_6_other_rule_sets_never_lengthen_a_run_of_seven():
    samba = position("samba", ESCALERA + "hand 0: 4h Qh Kh 8c")
    assert "meld Qh to h run" not in legal(samba)
    assert refusal(samba, "meld Qh to #1") == "The Queen of Hearts cannot join your run of Hearts."


# Ruling 7: red threes by a table of their own, plus with one canasta ---------------------------


@pytest.mark.parametrize("count, points", [(1, 100), (2, 200), (3, 300), (4, 400), (5, 1000), (6, 1200)])
def test_7_red_threes_score_by_how_many_the_side_has(count, points):
    threes = " ".join(["3h", "3d"] * 3)[:3 * count - 1]
    state = brazilian(f"""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: K: Kc Kd Kh Ks Kc Kd Kh
    red threes 0: {threes}
    stock: 5c
    """)
    assert score_side(state, 0).figure("red_three_points") == points


@pytest.mark.parametrize("table, sign", [("8: 8c 8d 8h", -1), ("K: Kc Kd Kh Ks Kc Kd Kh", 1)])
def test_7_red_threes_count_plus_with_one_canasta_and_minus_without(table, sign):
    state = brazilian(f"""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: {table}
    red threes 0: 3h 3d 3h
    stock: 5c
    """)
    assert score_side(state, 0).figure("red_three_points") == sign * 300


# Ruling 8: in partnerships a player must ask before going out; the answer binds ----------------

PARTNERS = """
    players: 4
    phase: play
    current: 0
    opened 0: yes
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh
    hand 0: 8c 8d 8h 4s
    hand 1: 9c 9d 9h
    hand 2: Tc Td Th
    hand 3: Jc Jd Jh
    stock: 4h 5h 6h 7h
    pile: 9c
"""


def test_8_going_out_without_asking_the_partner_is_refused():
    state = brazilian(PARTNERS)
    assert refusal(state, "meld 8c 8d 8h") == ("In Brazilian Canasta you must ask your partner before going out: "
                                               "keep two cards, one to discard and one to hold.")
    assert "ask" in legal(state)
    staged = brazilian(PARTNERS.replace("hand 0: 8c 8d 8h 4s", "hand 0: 4s").replace(
        "Qs Qc Qd Qh", "Qs Qc Qd Qh | 8: 8c 8d 8h\n    moves: #3: 8c 8d 8h"))
    assert refusal(staged, "discard 4s") == "In Brazilian Canasta you must ask your partner before going out."


def test_8_after_a_yes_the_player_goes_out_and_after_a_no_may_not():
    state = brazilian(PARTNERS)
    play(state, "ask", "yes", "meld 8c 8d 8h", "discard 4s")
    assert state.phase == Phase.HAND_OVER and state.went_out == 0
    refused = brazilian(PARTNERS)
    play(refused, "ask", "no")
    assert refusal(refused, "meld 8c 8d 8h") == "Your partner said no: keep two cards, one to discard and one to hold."


def test_8_a_player_may_ask_once_the_pile_is_taken():
    state = brazilian(PARTNERS.replace("phase: play", "phase: draw").replace("hand 0: 8c 8d 8h 4s",
                                                                            "hand 0: 9s 9h 8c 8d 8h"))
    play(state, "take")
    play(state, f"meld 9s 9h to #{state.turn_moves[0][0]}")
    assert state.taking is None and "ask" in legal(state)
    play(state, "ask", "yes", "meld 8c 8d 8h", "out")
    assert state.phase == Phase.HAND_OVER


def test_8_two_or_three_players_alone_go_out_without_asking():
    state = brazilian(PARTNERS.replace("players: 4", "players: 2").replace("hand 2: Tc Td Th\n", "")
                      .replace("hand 3: Jc Jd Jh\n", ""))
    play(state, "meld 8c 8d 8h", "discard 4s")
    assert state.phase == Phase.HAND_OVER


# The move list and the judge at the canasta stages ----------------------------------------------


@pytest.mark.parametrize("score, players, seed", [(7000, 2, 1), (8000, 4, 2), (9000, 3, 3)])
def test_2_the_move_list_and_the_judge_agree_at_the_canasta_stages(score, players, seed):
    state = GameState(BRAZILIAN, players, seed=seed)
    state.scores = [score] * state.sides
    rng = random.Random(seed)
    for _ in range(300):
        if state.hand_over():
            break
        check_both_ways(state)
        state.play(choose_random_action(state.legal_actions(), rng))
