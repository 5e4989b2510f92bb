"""The Cuban Canasta rulings of docs/rules/cuban-uruguayan-british.md ("cuban N"), each as a
small example.

Classic Canasta to 7,500 with thirteen cards each; the pile always frozen; melds of at most
seven cards, so a canasta closes its rank; one meld of wild cards a side, its canasta worth
2,000 to 4,000 by what it holds; red threes by their number, for a side with a canasta and
against one without; black threes in a taken pile set aside and scored; no black three
discarded in a player's first turn."""

import random

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import GameState, Phase
from canasta.engine.game.record import GameRecord
from canasta.persistence.saves import load_game, save_game
from canasta.variants import load_preset

from .helpers import legal, play, position, refusal, score_lines as lines

CUBAN = load_preset("cuban")


def cuban(text: str) -> GameState:
    return position("cuban", text)


DRAW = """
    phase: draw
    current: 0
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
"""
PLAY = DRAW.replace("phase: draw", "phase: play")


def over(text: str, hand: str = "4c") -> GameState:
    """A hand just ended: seat 0 holds `hand`, the others one card each."""
    return cuban(f"""
    phase: hand_over
    hand 0: {hand}
    hand 1: 4d
    hand 2: 4h
    hand 3: 4s
    stock: 5c
    """ + text)


# 1 and 2. The deal and the game ----------------------------------------------------------------------------


def test_1_a_108_card_deck_and_thirteen_cards_each_for_four_fifteen_for_two():
    assert CUBAN.deck_spec.size(4) == 108
    assert [len(hand) for hand in GameState(CUBAN, 4, seed=3).hands] == [13, 13, 13, 13]
    two = GameState(CUBAN, 2, seed=3)
    assert [len(hand) for hand in two.hands] == [15, 15] and CUBAN.canastas_to_go_out[2] == 2


def test_2_the_game_is_played_to_7500():
    assert CUBAN.target_score == 7500


# 3. The first meld ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("score, needed", [(-20, 15), (0, 50), (1500, 90), (3000, 120), (4995, 120), (5000, 150),
                                           (7000, 150)])
def test_3_the_first_meld_needs_150_from_5000(score, needed):
    assert CUBAN.minimum_for(score).points == needed


# 4 and 5. Melds -------------------------------------------------------------------------------------------


def test_4_three_wild_cards_make_a_meld_of_their_own_and_a_side_has_one():
    state = cuban(PLAY + """opened 0: yes
    hand 0: JK 2c 2d 2h 2s JK 9c Qd Jd
    stock: 5c 6c""")
    play(state, "meld JK 2c 2d")
    assert [meld.kind.name for meld in state.tables[0]] == ["wild"]
    play(state, "meld 2h 2s JK")  # wild cards named with no meld join the side's wild meld
    assert [len(meld.cards) for meld in state.tables[0]] == [6]


def test_4_rank_melds_keep_the_classic_limits():
    state = cuban(PLAY + """opened 0: yes
    hand 0: Kc Kd 2c 2d JK 2h 9c
    stock: 5c 6c""")
    assert refusal(state, "meld Kc Kd 2c 2d JK 2h") == "Your row of Kings has 4 wild cards: a meld may hold at most 3."


def test_5_a_canasta_is_exactly_seven_cards_and_closes_its_rank():
    state = cuban(PLAY + """opened 0: yes
    hand 0: Kh Ks 2c 9c 9d
    table 0: K: Kc Kd Kh Ks Kc Kd 2d
    stock: 5c 6c""")
    assert refusal(state, "meld Kh to K") == "Your row of Kings has 8 cards: a meld holds at most 7."
    assert refusal(state, "meld 2c to K") == "No wild card may be added to a canasta: your Kings are one already."
    # Kings laid without a meld named join the side's Kings: there is no second meld of a rank.
    assert refusal(state, "meld Kh Ks 2c") == "No wild card may be added to a canasta: your Kings are one already."
    assert not any(move.startswith("meld K") or "to K" in move for move in legal(state))


def test_5_the_pile_cannot_be_taken_for_a_rank_with_a_canasta():
    state = cuban(DRAW + """opened 0: yes
    hand 0: Kh Ks 9c Qh Jc
    table 0: K: Kc Kd Kh Ks Kc Kd Ks
    pile: 4c Kd
    stock: 5c 6c""")
    assert refusal(state, "take") == ("Your Kings hold 7 cards: with the top card and two natural Kings from your "
                                      "hand they would be more than 7, the most a meld may hold.")


# 6. Canasta bonuses ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("table, label, points", [
    ("K: Kc Kd Kh Ks Kc Kd Kh", "Natural canastas (1)", 500),
    ("K: Kc Kd Kh Ks Kc Kd JK", "Mixed canastas (1)", 300),
    ("wild: 2c 2d 2h 2s 2c 2d 2h", "Wild melds of seven (1)", 4000),
    ("wild: JK JK JK JK 2d 2h 2s", "Wild melds of seven (1)", 3000),
    ("wild: JK JK JK 2c 2d 2h 2s", "Wild melds of seven (1)", 2000),
])
def test_6_canasta_bonuses_and_wild_canastas_by_what_they_hold(table, label, points):
    assert (label, points) in lines(over(f"table 0: {table}"), 0)


# 7. The pile ----------------------------------------------------------------------------------------------


def test_7_the_pile_is_taken_only_with_a_natural_pair_even_with_a_meld_of_its_rank():
    state = cuban(DRAW + """opened 0: yes
    hand 0: Kd JK 9c Qh Jc
    table 0: K: Kc Kd Kh
    pile: 4c Ks
    stock: 5c 6c""")
    assert refusal(state, "take") == "The pile is always frozen: you need two natural Kings in your hand to take it."


def test_7_with_the_pair_the_three_cards_join_the_side_s_meld_of_their_rank():
    state = cuban(DRAW + """opened 0: yes
    hand 0: Kd Ks 9c Qh Jc
    table 0: K: Kc Kd Kh
    pile: 4c 5d Ks
    stock: 5c 6c""")
    play(state, "take", "meld Kd Ks to K")
    assert len(state.tables[0].melds[0].cards) == 6 and {"4c", "5d"} <= set(map(str, state.hands[0]))


# 8. No black three in the first turn ----------------------------------------------------------------------


FIRST_TURN = """
    phase: play
    current: 0
    first round: yes
    hand 0: 3c 9d Qh
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
    pile: 4c
    stock: 5c 6c
"""


def test_8_a_black_three_may_not_be_discarded_in_the_player_s_first_turn():
    state = cuban(FIRST_TURN)
    assert refusal(state, "discard 3c") == \
        "A black three may not be discarded in your first turn of the hand: discard another card."
    assert "discard 3c" not in legal(state) and "discard 9d" in legal(state)


def test_8_later_it_may():
    state = cuban(FIRST_TURN.replace("first round: yes", "first round: no"))
    assert "discard 3c" in legal(state)


def test_8_a_hand_of_nothing_but_black_threes_may_discard_one():
    state = cuban(FIRST_TURN.replace("hand 0: 3c 9d Qh", "hand 0: 3c 3s"))
    assert "discard 3c" in legal(state)


def test_8_the_first_time_round_the_table_ends_when_the_first_player_begins_a_second_turn():
    state = GameState(CUBAN, 4, seed=5)
    assert state.first_round
    for _ in range(4):
        assert state.first_round
        play(state, "draw")
        hand = state.hands[state.current]
        card = next(card for card in hand if not card.is_black_three and not CUBAN.is_wild(card))
        play(state, f"discard {card}")
    assert state.current == state.first_player and not state.first_round


# 9. Black threes in a taken pile ---------------------------------------------------------------------------


def test_9_black_threes_in_a_taken_pile_are_set_aside_not_taken_into_the_hand():
    state = cuban(DRAW + """opened 0: yes
    hand 0: Kd Ks 9c Qh Jc
    pile: 4c 3c 5d 3s Kc
    stock: 5c 6c""")
    play(state, "take", "meld Kd Ks to K")
    assert sorted(map(str, state.black_threes[0])) == ["3c", "3s"]
    assert not any(card.is_black_three for card in state.hands[0])


@pytest.mark.parametrize("threes, label, points", [
    ("3c", "Black threes set aside (1)", 5),
    ("3c 3s 3c", "Black threes set aside (3)", 15),
    ("3c 3s 3c 3s", "Black threes set aside (4)", 100),
])
def test_9_set_aside_black_threes_score_5_each_or_100_for_all_four(threes, label, points):
    state = over(f"""table 0: K: Kc Kd Kh
    black threes set aside 0: {threes}""")
    assert (label, points) in lines(state, 0)


def test_9_black_threes_left_in_hand_cost_5_as_usual():
    state = over("", hand="3c 3s")
    assert ("Cards in hand", -(5 + 5 + 5)) in lines(state, 0)  # and the partner's Four of Hearts


# 10. Red threes ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("threes, points", [("3d", 100), ("3d 3h", 300), ("3d 3h 3d", 500), ("3d 3h 3d 3h", 1000)])
def test_10_red_threes_score_by_their_number_for_a_side_with_a_canasta(threes, points):
    state = over(f"""table 0: K: Kc Kd Kh Ks Kc Kd Kh
    red threes 0: {threes}""")
    assert (f"Red threes ({len(threes.split())})", points) in lines(state, 0)


def test_10_and_against_a_side_without_one_even_when_it_melded():
    state = over("""table 0: K: Kc Kd Kh Ks Kc Kd
    red threes 0: 3d 3h""")
    assert ("Red threes (2)", -300) in lines(state, 0)


# 11. Going out ---------------------------------------------------------------------------------------------


def test_11_going_out_concealed_earns_100_like_going_out():
    state = cuban(PLAY + """opened 0: no
    hand 0: Kc Kd Kh Ks Kc Kd Kh 9c 9d 9h
    stock: 5c 6c
    pile: 4c""")
    play(state, "meld Kc Kd Kh Ks Kc Kd Kh", "meld 9c 9d 9h", "out")
    assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert ("Going out concealed", 100) in lines(state, 0)


# 12. The stock runs out ------------------------------------------------------------------------------------


def test_12_nobody_is_forced_to_take_the_pile_once_the_stock_is_empty():
    state = cuban(DRAW + """opened 0: yes
    hand 0: Kd Ks 9c Qh Jc
    table 0: K: Kc Kd Kh
    pile: 4c Kc""")
    assert legal(state) == ["take", "stop"]  # classic would list "take" alone: the Kings fit the side's meld


# 13. An unfinished wild meld -------------------------------------------------------------------------------


def test_13_an_unfinished_wild_meld_counts_its_cards_only():
    state = over("table 0: K: Kc Kd Kh Ks Kc Kd Kh | wild: JK 2c 2d")
    assert ("Cards on the table", 70 + 50 + 40) in lines(state, 0)
    assert not any("Wild" in label for label, _ in lines(state, 0))


# Saving a game ---------------------------------------------------------------------------------------------


def test_a_game_with_black_threes_set_aside_saves_and_loads(tmp_path):
    for seed in range(40):
        record = GameRecord(CUBAN, 4, seed=seed, seats=["Ann | human"] + ["Bot | computer beginner"] * 3)
        state = record.new_state()
        rng = random.Random(seed)
        while not any(state.black_threes) and not state.hand_over():
            action = choose_random_action(state.legal_actions(), rng)
            state.play(action)
            record.actions.append(action)
        if any(state.black_threes):
            break
    assert any(state.black_threes), "no random hand set a black three aside"
    assert "black threes set aside" in state.to_text()
    assert GameState.from_text(state.to_text(), rules=CUBAN).same_position(state)
    save_game(tmp_path / "cuban.canasta", record)
    loaded = load_game(tmp_path / "cuban.canasta")
    assert loaded.state.same_position(state) and loaded.record.replay().same_position(state)
