"""The rules of Canasta for Windows (RULES.md rulings for `windows`) and every option
of its Rule Options dialog, as small examples."""

import pytest

from canasta.engine import GameState, Phase
from canasta.variants import load_preset, rules_with_options

from .helpers import legal, play, position, refusal, rows


def windows(text: str, **options: object) -> GameState:
    state = position("windows", text)
    if options:
        state.rules = rules_with_options("windows", options)
    return state


def test_the_rule_options_dialog_defaults():
    rules = load_preset("windows")
    assert rules.canasta_required_for_positive_score is False
    assert rules.canastas_to_go_out[2] == 1
    assert rules.cards_drawn[2] == 1
    assert rules.red_three_replaced_when_drawn is False      # Red Three: Draw extra card: No
    assert rules.red_three_discard_allowed is False          # Red Three: Block discard pile: No
    assert rules.pile_top_to_canasta is True                 # Add top card to canasta: Yes
    assert rules.top_card_counts_for_initial_meld is True    # Top card counts for initial meld: Yes


# Ruling 2: wild cards never outnumber the naturals in a row, and no fixed cap ----------

SEVENS = """
    players: 2
    phase: play
    current: 0
    hand 0: 7c 7d 7h 7s 2c 2d 2h JK 9s 9d
    pile: 8d
    stock: 4h 4d
"""


def test_wild_cards_may_not_outnumber_the_naturals():
    state = windows(SEVENS)
    play(state, "meld 7c 7d 2c 2d 2h")
    assert refusal(state, "discard 9s") == ("Your row of Sevens has more wild cards than Sevens: "
                                            "wild cards may not outnumber the naturals.")


def test_as_many_wild_cards_as_naturals_is_fine_with_no_fixed_cap():
    state = windows(SEVENS)
    play(state, "meld 7c 7d 7h 7s 2c 2d 2h JK", "discard 9s")
    assert len(rows(state, 0)["7"]) == 8


# Ruling 6: blocked only by a wild card or red three in the pile --------------------------


def test_a_side_that_has_not_melded_may_take_an_unblocked_pile_with_a_natural_and_a_wild_card():
    state = windows("""
        players: 2
        phase: draw
        current: 0
        hand 0: 7c JK Ac Ad As 4c
        pile: 6d 7h
        stock: 4h 4d
    """)
    play(state, "take", "meld 7c JK")
    assert state.taking is None and "6d" in [str(card) for card in state.hands[0]]


def test_a_red_three_in_the_pile_blocks_it():
    state = windows("""
        players: 2
        phase: draw
        current: 0
        hand 0: 7c JK 9c
        table 0: 7: 7s 7d 7h
        pile: 3h 6d 7h
        stock: 4h 4d
    """)
    assert state.pile_frozen_for(0)
    assert refusal(state, "take") == "To take the pile now (the pile is frozen) you need two natural Sevens in your hand."


def test_the_pile_cannot_be_taken_under_a_red_three():
    state = windows("players: 2\nphase: draw\nhand 0: 3c 3s\npile: 9c 3h\nstock: 4h")
    assert refusal(state, "take") == "The pile cannot be taken while a red three is on top."


# Ruling 7: a taken top card that cannot be used goes back for 50 points ------------------


def test_a_taken_top_card_can_be_put_back_for_50_points_and_the_turn_begins_again():
    state = windows("""
        players: 2
        phase: draw
        current: 0
        hand 0: 7c JK 9c
        table 0: K: Ks Kd Kh
        pile: 6d 7h
        stock: 4h 4d
    """)
    play(state, "take")
    assert "putback" in legal(state)
    play(state, "putback")
    assert state.phase == Phase.DRAW and state.penalties[0] == 50
    assert [str(card) for card in state.pile] == ["6d", "7h"]
    assert refusal(state, "take") == "You put the pile back this turn: draw from the stock."
    play(state, "draw")


def test_the_penalty_for_putting_back_is_taken_from_the_hand_score():
    state = windows("""
        players: 2
        phase: play
        current: 0
        hand 0: 5c 5d 5h 9s
        table 0: K: Kc Kd Kh Ks Kc Kd Kh
        penalties 0: 50
        hand 1: 4c
        pile: 8d
        stock: 4h
    """)
    play(state, "meld 5c 5d 5h", "discard 9s")
    side = state.hand_results[-1].sides[0]
    assert side.figure("penalties") == 50 and side.total == 85 + 500 + 100 - 50


# Ruling 8: a red three drawn is laid out and not replaced (Draw extra card: No) ------------


def test_a_red_three_drawn_is_laid_out_without_a_replacement():
    state = windows("""
        players: 2
        phase: draw
        current: 0
        hand 0: 9c 4d
        pile: 6d
        stock: 5s 3h
    """)
    play(state, "draw")
    assert [str(card) for card in state.red_threes[0]] == ["3h"]
    assert sorted(str(card) for card in state.hands[0]) == ["4d", "9c"]
    assert state.phase == Phase.PLAY


def test_the_draw_extra_card_option_replaces_a_drawn_red_three():
    state = windows("""
        players: 2
        phase: draw
        current: 0
        hand 0: 9c 4d
        pile: 6d
        stock: 5s 3h
    """, red_three_replaced_when_drawn=True)
    play(state, "draw")
    assert sorted(str(card) for card in state.hands[0]) == ["4d", "5s", "9c"]


def test_the_block_discard_pile_option_lets_a_drawn_red_three_be_discarded_to_block_the_pile():
    state = windows("""
        players: 2
        phase: draw
        current: 0
        hand 0: 9c 4d
        pile: 6d
        stock: 5s 3h
    """, red_three_discard_allowed=True)
    play(state, "draw", "discard 3h")
    assert state.pile_has_freezer() and str(state.pile_top()) == "3h"


# Ruling 9: two black threes and a wild card when going out --------------------------------


def test_two_black_threes_and_a_wild_card_may_be_melded_going_out():
    state = windows("""
        players: 2
        phase: play
        current: 0
        hand 0: 3c 3s JK 9h
        table 0: K: Kc Kd Kh Ks Kc Kd Kh
        pile: 8d
        stock: 4h
    """)
    play(state, "meld 3c 3s JK to 3", "discard 9h")
    assert state.hand_results[-1].went_out == 0


# Ruling 10: canastas needed to go out, and passing the discard ------------------------------


def test_a_player_without_a_canasta_passes_the_discard_with_one_card_left():
    state = windows("""
        players: 2
        phase: play
        current: 0
        hand 0: 9s 9d 9c 4h
        table 0: K: Kc Kd Kh Ks
        pile: 8d
        stock: 4h
    """)
    play(state, "meld 9s 9d 9c")
    assert refusal(state, "discard 4h") == "You need 1 canasta to go out."
    assert "pass" in legal(state)
    play(state, "pass")
    assert state.current == 1 and [str(card) for card in state.hands[0]] == ["4h"]


def test_two_canastas_needed_to_go_out_option():
    state = windows("""
        players: 2
        phase: play
        current: 0
        hand 0: 9s 9d 9c 4h
        table 0: K: Kc Kd Kh Ks Kc Kd Kh
        pile: 8d
        stock: 4h
    """, canastas_to_go_out=2)
    play(state, "meld 9s 9d 9c")
    assert refusal(state, "discard 4h") == "You need 2 canastas to go out."


# Ruling 12: going out blind: 200, and no minimum ------------------------------------------


def test_going_out_blind_needs_no_minimum_and_earns_200():
    state = windows("""
        players: 2
        phase: play
        current: 0
        hand 0: 4c 4d 4h 4s 4c 4d 4h 9s
        pile: 8d
        stock: 4h
    """)
    state.scores = [3000, 0]
    play(state, "meld 4c 4d 4h 4s 4c 4d 4h", "discard 9s")
    result = state.hand_results[-1]
    assert result.concealed and result.sides[0].figure("going_out") == 200


# Ruling 13: when the stock runs out the player may stop or turn the pile over --------------


def test_an_empty_stock_offers_to_stop_or_turn_the_pile_over():
    state = windows("""
        players: 2
        phase: draw
        current: 0
        hand 0: 9c 4d
        pile: 6d Qs 5c
        stock: -
    """)
    assert legal(state) == ["turn", "stop"]
    play(state, "turn")
    # upside down: the bottom card of the pile is now the top of the stock
    assert [str(card) for card in state.stock] == ["5c", "Qs", "6d"] and state.pile == []
    play(state, "draw")
    assert "6d" in [str(card) for card in state.hands[0]]


# Ruling 14: "Canasta required for positive score" -----------------------------------------


def test_a_side_without_the_canastas_needed_scores_its_table_as_minus_points():
    text = """
        players: 2
        phase: play
        current: 0
        hand 0: 5c 5d 5h 9s
        table 0: K: Kc Kd Kh Ks Kc Kd Kh
        hand 1: 4c 4d
        table 1: Q: Qc Qd Qh Qs 2c
        red threes 1: 3h
        pile: 8d
        stock: 4h
    """
    plain = windows(text)
    play(plain, "meld 5c 5d 5h", "discard 9s")
    assert plain.hand_results[-1].sides[1].total == 60 - 10 + 100
    strict = windows(text, canasta_required_for_positive_score=True)
    play(strict, "meld 5c 5d 5h", "discard 9s")
    side = strict.hand_results[-1].sides[1]
    assert side.figure("canastas_missing") and side.total == -60 - 10 + 100


# The pile options ---------------------------------------------------------------------------

CANASTA_OF_SEVENS = """
    players: 2
    phase: draw
    current: 0
    hand 0: 9c 4d 5s
    table 0: 7: 7s 7d 7h 7c 7s 7d 7h
    pile: 6d 7c
    stock: 4h 4d
"""


def test_the_top_card_may_be_added_to_a_canasta():
    state = windows(CANASTA_OF_SEVENS)
    play(state, "take")
    assert len(rows(state, 0)["7"]) == 8 and state.taking is None


def test_add_top_card_to_canasta_option_off():
    state = windows(CANASTA_OF_SEVENS, pile_top_to_canasta=False)
    assert refusal(state, "take") == "The top card cannot go on your canasta of Sevens under these rules."


def test_top_card_counts_for_initial_meld_option_off_adds_its_value_to_the_minimum():
    text = """
        players: 2
        phase: draw
        current: 0
        hand 0: Ac Ad Kc Kd Ks 5c 9d
        pile: 6d Ah
        stock: 4h 4d
    """
    counting = windows(text)
    play(counting, "take", "meld Ac Ad")  # 60 with the top Ace: enough for 50
    assert counting.taking is None
    not_counting = windows(text, top_card_counts_for_initial_meld=False)
    play(not_counting, "take", "meld Ac Ad")  # now 50 + 20 = 70 is needed
    assert not_counting.taking is not None
    play(not_counting, "meld Kc Kd Ks")  # 60 + 30 = 90
    assert not_counting.taking is None


def test_two_cards_drawn_each_turn_option():
    state = windows("""
        players: 2
        phase: draw
        current: 0
        hand 0: 9c
        pile: 6d
        stock: 5s 4c 8h
    """, cards_drawn=2)
    play(state, "draw")
    assert sorted(str(card) for card in state.hands[0]) == ["4c", "8h", "9c"]


# Ruling 16: the human (first seat) starts every hand ------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1])
def test_the_first_seat_starts_every_hand(dealer):
    state = GameState(load_preset("windows"), 2, seed=9, dealer=dealer)
    assert state.current == 0
    state._end_hand()
    play(state, "deal")
    assert state.current == 0


def test_a_meld_of_the_last_cards_without_a_canasta_is_refused_though_the_discard_may_be_passed():
    # Passing needs a card to pass: with none left the turn ends only by going out.
    state = windows("""
        players: 2
        phase: play
        current: 0
        hand 0: 9s 9d 9c
        table 0: K: Kc Kd Kh Ks
        pile: 8d
        stock: 4h
    """)
    assert "meld 9s 9d 9c" not in legal(state)
    assert refusal(state, "meld 9s 9d 9c").startswith("That would leave you no card to discard")
