"""The Bolivia rulings of docs/rules/samba-family.md ("bolivia N"), each as a small example.

Bolivia is Samba with melds of wild cards: a complete run of seven is an escalera (1500),
seven wild cards a bolivia (2500); going out needs two canastas, an escalera among them;
a black three left in hand costs 100; the game goes to 15,000."""

from __future__ import annotations

import pytest

from canasta.engine import Card, GameState, Phase
from canasta.engine.scoring.scoring import score_side
from canasta.variants import load_preset

from .helpers import legal, play, position, refusal


def bolivia(text: str) -> GameState:
    return position("bolivia", text)


OPENED = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    stock: 4h 5h 6h 7h
    pile: 9c
"""

ESCALERA = "h run: 4h 5h 6h 7h 8h 9h Th"
KINGS = "K: Kc Kd Kh Ks Kc Kd Kh"
QUEENS = "Q: Qc Qd Qh Qs Qc Qd Qh"


def canasta_lines(state: GameState, side: int = 0) -> dict[str, int]:
    return {line.label: line.points for line in score_side(state, side).lines if line.part == "canastas"}


# Ruling 1: wild melds, several of them; a bolivia of seven is 2500 and takes nothing more.


def test_1_three_wild_cards_twos_and_jokers_mixed_make_a_wild_meld():
    state = bolivia(OPENED + "hand 0: 2c JK 2h 8c 8d Qs")
    play(state, "meld 2c JK 2h")
    (wild,) = state.tables[0].melds
    assert wild.kind.name == "wild" and len(wild.cards) == 3


def test_1_a_side_may_hold_several_wild_melds_and_a_wild_card_goes_where_it_is_put():
    state = bolivia(OPENED + """hand 0: 2c JK 2h 2d 8c 8d Qs Kd
    table 0: wild: 2s 2d 2s | 9: 9c 9d 9h""")
    play(state, "meld 2c JK 2h")
    assert [meld.kind.name for meld in state.tables[0]] == ["wild", "group", "wild"]
    play(state, "meld 2d to #2")
    assert [len(meld.cards) for meld in state.tables[0]] == [3, 4, 3]


def test_1_a_group_takes_at_most_two_wild_cards_even_beside_a_wild_meld():
    state = bolivia(OPENED + """hand 0: 2c 8c 8d Qs Kd
    table 0: 9: 9c 9d 9h 2h JK | wild: 2s 2d 2s""")
    assert refusal(state, "meld 2c to #1") == "Your row of Nines has 3 wild cards: a meld may hold at most 2."
    play(state, "meld 2c to #2")


def test_1_a_bolivia_of_seven_wild_cards_takes_nothing_more_and_scores_2500():
    state = bolivia(OPENED + """hand 0: 2c 8c 8d Qs Kd
    table 0: wild: 2h 2d 2s JK JK 2c 2d""")
    assert refusal(state, "meld 2c to #1") == "The Two of Clubs cannot join your wild meld."
    assert "meld 2c to #1" not in legal(state)
    done = bolivia(f"""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: wild: 2h 2d 2s JK JK 2c 2d | {KINGS}
    stock: 5c
    """)
    assert canasta_lines(done) == {"Natural canastas (1)": 500, "Bolivias (1)": 2500}


# Ruling 2: a complete run of seven is an escalera, 1500.


def test_2_an_escalera_scores_1500_under_its_own_name():
    state = bolivia(f"""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: {ESCALERA} | Q: Qc Qd Qh Qs Qc 2d JK
    stock: 5c
    """)
    assert canasta_lines(state) == {"Mixed canastas (1)": 300, "Escaleras (1)": 1500}


# Ruling 3: never the pile with a wild card on top, and a wild card never goes onto a wild meld to take it.


def test_3_the_pile_is_never_taken_with_a_wild_card_on_top():
    state = bolivia("""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: 2c 2d Kc Ks Qh
    table 0: wild: 2h 2s JK
    stock: 4h 5h 6h 7h
    pile: 9c 2h
    """)
    assert refusal(state, "take") == "The pile cannot be taken while a wild card is on top."
    assert refusal(state, "take to #1") == "The pile cannot be taken while a wild card is on top."
    assert legal(state) == ["draw"]


# Ruling 4: two canastas to go out, an escalera among them.

NO_ESCALERA = f"""
    players: 2
    phase: play
    current: 0
    opened 0: yes
    table 0: {KINGS} | {QUEENS}
    stock: 4h 5h 6h 7h
    pile: 9c
"""


def test_4_two_group_canastas_without_an_escalera_do_not_let_a_player_go_out():
    state = bolivia(NO_ESCALERA + "hand 0: 4c")
    assert refusal(state, "discard 4c") == "To go out, your side needs an escalera among its canastas."
    assert not state.can_go_out()
    before = bolivia(NO_ESCALERA + "hand 0: 8c 8d 8h 4c")
    assert refusal(before, "meld 8c 8d 8h") == (
        "Keep two cards, one to discard and one to hold: with one card left you could only go out, "
        "and that needs 2 canastas, an escalera among them.")
    assert "meld 8c 8d 8h" not in legal(before)  # the move list agrees with the judge
    assert not before.can_go_out()


def test_4_with_no_canasta_at_all_the_refusal_names_both_needs():
    state = bolivia(OPENED + "hand 0: 4c\n    table 0: 9: 9c 9d 9h")
    assert refusal(state, "discard 4c") == "You need 2 canastas to go out, an escalera among them."


def test_4_an_escalera_and_a_group_canasta_let_a_player_go_out():
    state = bolivia(f"""
    players: 2
    phase: play
    current: 0
    opened 0: yes
    hand 0: 8c 8d 8h 4c
    table 0: {ESCALERA} | {KINGS}
    stock: 4h 5h 6h 7h
    pile: 9c
    """)
    assert state.can_go_out()
    assert "meld 8c 8d 8h" in legal(state)
    play(state, "meld 8c 8d 8h")
    assert "discard 4c" in legal(state)
    play(state, "discard 4c")
    assert state.hand_over() and state.hand_results[-1].went_out == 0


def test_4_a_run_completed_as_the_player_goes_out_is_the_escalera_needed():
    state = bolivia(f"""
    players: 2
    phase: play
    current: 0
    opened 0: yes
    hand 0: Th 4c
    table 0: h run: 4h 5h 6h 7h 8h 9h | {KINGS}
    stock: 4h 5h 6h 7h
    pile: 9c
    """)
    assert state.can_go_out() and "meld Th to h run" in legal(state)
    play(state, "meld Th to #1", "discard 4c")
    assert state.hand_over()


ASKING = """
    players: 4
    phase: play
    current: 0
    opened 0: yes
    hand 0: 9c 9d 9h 5c
    hand 1: 4c
    hand 2: 4d 6d 7d 8d 9d Td
    hand 3: 4h
    pile: 8d
    stock: 4s 5s
"""


@pytest.mark.parametrize("melds, may_ask", [(f"{KINGS} | {QUEENS}", False), (f"{KINGS} | {ESCALERA}", True)])
def test_4_may_i_go_out_is_asked_only_with_an_escalera_among_the_canastas(melds, may_ask):
    state = bolivia(ASKING + f"    table 0: {melds}")
    assert ("ask" in legal(state)) == may_ask
    if not may_ask:
        assert refusal(state, "ask") == "Ask only when you can go out this turn."


def test_4_the_pile_is_not_taken_to_go_out_without_an_escalera():
    # The top card would complete a third group canasta and leave one card: no escalera, no going out.
    state = bolivia(f"""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: 4c
    table 0: {KINGS} | 9: 9c 9d 9h 9s 9c 9d
    stock: 4h 5h 6h 7h
    pile: 9h
    """)
    assert refusal(state, "take") == "You would have no card left to discard after taking the pile."
    assert legal(state) == ["draw"]


# Ruling 5: a black three left in hand costs 100; melded going out, 5 each.


def test_5_a_black_three_left_in_hand_costs_100():
    state = bolivia("""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 3c 3s 9d
    stock: 5c
    """)
    assert [line.points for line in score_side(state, 1).lines if line.part == "hand_cards"] == [-210]
    assert load_preset("bolivia").value_of(Card.parse("3c")) == 5  # on the table it is worth 5
    assert load_preset("samba").hand_value_of(Card.parse("3c")) == 5  # and Samba's costs 5 in hand too


def test_5_black_threes_melded_going_out_count_5_each():
    state = bolivia(f"""
    players: 2
    phase: play
    current: 0
    opened 0: yes
    hand 0: 3c 3s 3c 4d
    table 0: {ESCALERA} | {KINGS}
    stock: 4h 5h 6h 7h
    pile: 9c
    """)
    play(state, "meld 3c 3s 3c", "discard 4d")
    table = [line.points for line in state.hand_results[-1].sides[0].lines if line.part == "table_cards"]
    assert table == [50 + 70 + 15]


# Ruling 6: red threes as samba: 100 each, 1000 for all six, plus with two canastas, else minus.


@pytest.mark.parametrize("melds, threes, points", [
    (KINGS, "3h 3d", -200), (f"{KINGS} | {QUEENS}", "3h 3d", 200),
    (f"{KINGS} | {QUEENS}", "3h 3d 3h 3d 3h 3d", 1000)])
def test_6_red_threes_count_plus_only_with_two_canastas(melds, threes, points):
    state = bolivia(f"""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: {melds}
    red threes 0: {threes}
    stock: 5c
    """)
    assert [line.points for line in score_side(state, 0).lines if line.part == "red_threes"] == [points]


# Ruling 7: the first meld as samba (150 from 7000).


@pytest.mark.parametrize("score, need", [(-20, 15), (0, 50), (1500, 90), (3000, 120), (7000, 150)])
def test_7_the_first_meld_needs_what_samba_asks(score, need):
    assert bolivia(f"players: 2\nscores: {score} 0").minimum_meld(0) == need


# Ruling 8: game to 15,000.


@pytest.mark.parametrize("score, over", [(9000, False), (14500, True)])
def test_8_the_game_ends_after_the_hand_in_which_a_side_reaches_15000(score, over):
    state = bolivia(f"""
    players: 2
    scores: {score} 0
    phase: play
    current: 0
    opened 0: yes
    hand 0: 8c 8d 8h 4c
    table 0: {ESCALERA} | {KINGS}
    stock: 4h 5h 6h 7h
    pile: 9c
    """)
    play(state, "meld 8c 8d 8h", "discard 4c")
    assert state.scores[0] > 10000  # Samba's target: not Bolivia's
    assert (state.phase == Phase.GAME_OVER) == over
