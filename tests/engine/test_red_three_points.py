"""Red threes: their points by how many a side has (`red_three_points`), and when they
count for the side or against it (`red_threes_sign`, `threes_positive_canastas`).
Classic ruling 8; Samba family rulings (samba 7, brazilian 7, chilean 2)."""

import pytest

from canasta.engine import GameState, RuleOptionError
from canasta.engine.text.position import position_to_text
from canasta.engine.scoring.scoring import score_side
from canasta.variants import load_preset

SEVENS = "7: 7h 7s 7d 7c 7h 7s 7d"          # a natural canasta
EIGHTS = "8: 8h 8s 8d 8c 8h 8s 8d"


def red_threes_line(rules, threes: str, table: str = "K: Kh Ks Kd", players: int = 2) -> tuple[str, int] | None:
    """The red threes' line of side 0's score, with these red threes and this table."""
    state = GameState.from_text(f"""canasta position 1
players: {players}
phase: hand_over
hand 0: 4c
hand 1: 4d
table 0: {table}
red threes 0: {threes}
stock: 5c 5d
""", rules)
    return next(((line.label, line.points) for line in score_side(state, 0).lines if line.part == "red_threes"),
                None)


def test_classic_red_threes_are_100_each_and_800_all_four():
    classic = load_preset("classic")
    assert red_threes_line(classic, "3h 3d 3h") == ("Red threes (3)", 300)
    assert red_threes_line(classic, "3h 3d 3h 3d") == ("Red threes (4)", 800)


def test_classic_red_threes_count_against_a_side_that_has_melded_nothing():
    assert red_threes_line(load_preset("classic"), "3h 3d", table="-") == ("Red threes (2)", -200)


def samba_like(**options):
    """Classic with three packs and Samba's red-three table, and the options given."""
    return load_preset("classic").replace({"packs": 3, "red_three_points": {"each": 100, "all": 1000},
                                           "red_threes_sign": "canastas", "threes_positive_canastas": 2}
                                          | options)


def test_all_six_red_threes_of_three_packs_score_1000_and_five_score_500():
    rules = samba_like()
    both = f"{SEVENS} | {EIGHTS}"
    assert red_threes_line(rules, "3h 3d 3h 3d 3h 3d", table=both) == ("Red threes (6)", 1000)
    assert red_threes_line(rules, "3h 3d 3h 3d 3h", table=both) == ("Red threes (5)", 500)


def test_by_canastas_red_threes_count_for_a_side_only_with_enough_canastas():
    rules = samba_like()
    assert red_threes_line(rules, "3h 3d", table=SEVENS) == ("Red threes (2)", -200)
    assert red_threes_line(rules, "3h 3d", table=f"{SEVENS} | {EIGHTS}") == ("Red threes (2)", 200)
    brazilian_like = samba_like(threes_positive_canastas=1)
    assert red_threes_line(brazilian_like, "3h 3d", table=SEVENS) == ("Red threes (2)", 200)


def test_swing_red_threes_cost_without_a_canasta_count_nothing_with_one_and_score_with_two():
    rules = samba_like(red_threes_sign="swing")
    assert red_threes_line(rules, "3h", table="K: Kh Ks Kd") == ("Red threes (1)", -100)
    assert red_threes_line(rules, "3h", table=SEVENS) == ("Red threes (1)", 0)
    assert red_threes_line(rules, "3h", table=f"{SEVENS} | {EIGHTS}") == ("Red threes (1)", 100)


def test_a_table_by_count_must_give_points_for_every_number_the_deck_can_hold():
    brazilian = {"1": 100, "2": 200, "3": 300, "4": 400, "5": 1000, "6": 1200}
    rules = load_preset("classic").replace({"packs": 3, "red_three_points": brazilian})
    assert red_threes_line(rules, "3h 3d 3h 3d 3h", table=SEVENS) == ("Red threes (5)", 1000)
    with pytest.raises(RuleOptionError, match="red_three_points.*no points are given for 6 red threes"):
        load_preset("classic").replace({"packs": 3, "red_three_points": {"1": 100, "2": 200, "3": 300, "4": 400,
                                                                         "5": 1000}})


@pytest.mark.parametrize("raw, reason", [
    ({"eight": 5}, "is not a number of red threes"),
    ({}, "give the points"),
    ({"each": -5}, "too small"),
    (100, "a mapping is needed"),
])
def test_a_wrong_red_three_table_is_refused_saying_why(raw, reason):
    with pytest.raises(RuleOptionError, match=reason):
        load_preset("classic").replace({"red_three_points": raw})


def test_a_text_of_an_earlier_version_gives_red_threes_by_the_two_options_it_had():
    state = GameState(load_preset("classic"), 2, seed=5)
    text = position_to_text(state).replace(
        'option red_three_points = {"4": 800, "each": 100}',
        "option red_three_value = 150\noption all_red_threes_value = 1000")
    assert "red_three_value" in text
    again = GameState.from_text(text)
    assert again.rules.red_three_points.points(3, 4) == 450
    assert again.rules.red_three_points.points(4, 4) == 1000
