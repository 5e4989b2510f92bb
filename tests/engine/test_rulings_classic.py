"""Each ruling of RULES.md for classic Canasta, as a small example a player can read.

Seat 0 and seat 1 play alone in two- and three-player examples; in four-player examples
seats 0 and 2 are partners against seats 1 and 3.
"""

from canasta.engine import Phase
from canasta.engine.judge.legality import canastas_out_of_reach

from .helpers import canasta_bonus, legal, play, position, refusal, rows

AFTER_MELD = ": after that meld your hand could not make it and keep a card to discard."


# Ruling 1 ---------------------------------------------------------------------


def test_cards_of_a_rank_the_side_has_melded_join_that_meld():
    state = position("classic", """
        players: 3
        phase: play
        current: 0
        hand 0: 7h 9s 9d Kc
        table 0: 7: 7c 7d 7s
        pile: 8d
        stock: 4h 4d 5c 5s
    """)
    play(state, "meld 7h")
    assert list(rows(state, 0)) == ["7"]
    assert len(rows(state, 0)["7"]) == 4


# Ruling 2 ---------------------------------------------------------------------

UNOPENED_SEVENS = """
    players: 3
    phase: play
    current: 0
    hand 0: 7c 7d 2c 2d 2h JK 9s 9d
    pile: 8d
    stock: 4h 4d 5c 5s
"""


def test_a_meld_may_hold_three_wild_cards_with_two_naturals():
    state = position("classic", UNOPENED_SEVENS)
    play(state, "meld 7c 7d 2c 2d 2h", "discard 9s")
    assert state.current == 1


def test_a_meld_may_not_hold_four_wild_cards():
    state = position("classic", UNOPENED_SEVENS)
    play(state, "meld 7c 7d 2c 2d 2h JK")
    assert refusal(state, "discard 9s") == "Your row of Sevens has 4 wild cards: a meld may hold at most 3."


def test_a_meld_needs_two_natural_cards():
    state = position("classic", UNOPENED_SEVENS)
    play(state, "meld 7c 2c 2d JK")
    assert refusal(state, "discard 9s") == "Your row of Sevens has 1 natural card: a meld needs at least 2."


# Ruling 3 ---------------------------------------------------------------------

GOING_OUT_WITH_KINGS = """
    players: 3
    phase: play
    current: 0
    hand 0: 5c 5d 5h 9s {extra}
    table 0: K: Kc Kd Kh Ks Kc Kd Kh
    table 1: Q: Qc Qd 2c
    hand 1: 4c 4d
    hand 2: 6c 6d 6h
    pile: 8d
    stock: 4h 4s
"""


def test_a_natural_canasta_scores_500_and_going_out_100():
    state = position("classic", GOING_OUT_WITH_KINGS.format(extra=""))
    play(state, "meld 5c 5d 5h", "discard 9s")
    side = state.hand_results[-1].sides[0]
    assert (side.figure("table_cards"), side.figure("natural_canastas"), canasta_bonus(side),
            side.figure("going_out")) == (85, 1, 500, 100)
    assert side.total == 685
    assert state.hand_results[-1].sides[1].total == 40 - 10


def test_a_wild_card_added_to_a_natural_canasta_makes_it_mixed():
    state = position("classic", GOING_OUT_WITH_KINGS.format(extra="JK"))
    play(state, "meld JK to K", "meld 5c 5d 5h", "discard 9s")
    side = state.hand_results[-1].sides[0]
    assert (side.figure("natural_canastas"), side.figure("mixed_canastas"), canasta_bonus(side)) == (0, 1, 300)


# Ruling 4 ---------------------------------------------------------------------


def test_cards_placed_during_a_turn_are_checked_when_it_ends_and_may_be_taken_back():
    state = position("classic", UNOPENED_SEVENS)
    play(state, "meld 7c")  # one Seven alone on the table is fine while the turn goes on
    assert refusal(state, "discard 9s") == "Your row of Sevens has 1 card: a meld needs at least 3."
    assert state.phase == Phase.PLAY and state.current == 0
    play(state, "undo")
    assert "7" not in rows(state, 0) and state.hands[0].count(state.hands[0][0]) >= 1
    assert len(state.hands[0]) == 8


def test_the_first_meld_of_the_hand_must_reach_the_minimum():
    state = position("classic", """
        players: 3
        phase: play
        current: 0
        hand 0: 7c 7d 7h As Ad Ac 4c 5d
        pile: 8d
        stock: 4h 4d
    """)
    play(state, "meld 7c 7d 7h")
    assert refusal(state, "discard 4c") == "Your first meld needs at least 50 points; you have 15 on the table."
    play(state, "meld As Ad Ac", "discard 4c")
    assert state.opened[0]


# Ruling 5 ---------------------------------------------------------------------


def test_the_minimum_first_meld_depends_on_the_score():
    state = position("classic", "players: 2\nhand 0: 4c\nhand 1: 4d\npile: 5c\nstock: 5d")
    minimums = {}
    for score in (-5, 0, 1495, 1500, 2995, 3000, 8000):
        state.scores = [score, 0]
        minimums[score] = state.minimum_meld(0)
    assert minimums == {-5: 15, 0: 50, 1495: 50, 1500: 90, 2995: 90, 3000: 120, 8000: 120}


def test_red_threes_never_count_toward_the_minimum():
    state = position("classic", """
        players: 3
        phase: play
        current: 0
        hand 0: 7c 7d 7h 9s 9d
        red threes 0: 3h 3d 3h
        pile: 8d
        stock: 4h
    """)
    # 300 points of red threes, and 15 of Sevens: the first meld cannot reach 50.
    assert refusal(state, "meld 7c 7d 7h") == "Your first meld needs at least 50 points" + AFTER_MELD


def test_the_top_card_of_the_pile_counts_toward_the_minimum():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: Ac Ad 9s 5c
        pile: 6d Ah
        stock: 4h 4d
    """)
    play(state, "take", "meld Ac Ad")  # 20 + 20 + the top Ace's 20 = 60
    assert state.hands[0].count(state.hands[0][-1]) and "6d" in [str(card) for card in state.hands[0]]
    play(state, "discard 9s")
    assert state.opened[0]


# Ruling 6 ---------------------------------------------------------------------


def test_the_pile_is_frozen_for_a_side_that_has_not_melded():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 7c JK Ac Ad As
        pile: 6d 7h
        stock: 4h 4d
    """)
    assert refusal(state, "take") == ("To take the pile now (your side has not melded yet) "
                                      "you need two natural Sevens in your hand.")


def test_a_wild_card_in_the_pile_freezes_it():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 7c JK 9c
        table 0: 7: 7s 7d 7h
        pile: 2c 6d 7h
        stock: 4h 4d
    """)
    assert refusal(state, "take") == "To take the pile now (the pile is frozen) you need two natural Sevens in your hand."


def test_an_unfrozen_top_card_goes_onto_the_sides_meld_and_the_pile_comes_at_once():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 9c 4d
        table 0: 7: 7s 7d 7h
        pile: 6d Qs 7c
        stock: 4h 4d
    """)
    play(state, "take")
    assert len(rows(state, 0)["7"]) == 4
    assert sorted(str(card) for card in state.hands[0]) == ["4d", "6d", "9c", "Qs"]
    assert state.taking is None and state.phase == Phase.PLAY


def test_an_unfrozen_top_card_may_make_a_new_meld_with_a_natural_and_a_wild_card():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 9c 9d JK 4d
        table 0: K: Ks Kd Kh
        pile: 6d Qs 9h
        stock: 4h 4d
    """)
    play(state, "take")
    assert state.taking is not None and state.hands[0].count(state.hands[0][0]) >= 1
    play(state, "meld 9c JK")
    assert state.taking is None
    assert sorted(str(card) for card in state.hands[0]) == ["4d", "6d", "9d", "Qs"]


def test_the_pile_cannot_be_taken_under_a_wild_card_or_a_black_three():
    wild_on_top = position("classic", "players: 3\nphase: draw\nhand 0: 2c 2d\npile: 9c 2h\nstock: 4h")
    assert refusal(wild_on_top, "take") == "The pile cannot be taken while a wild card is on top."
    three_on_top = position("classic", "players: 3\nphase: draw\nhand 0: 3c 3s\npile: 9c 3c\nstock: 4h")
    assert refusal(three_on_top, "take") == "The pile cannot be taken while a black three is on top."


# Ruling 7 ---------------------------------------------------------------------


def test_after_taking_the_pile_the_turn_goes_on_with_more_melds_and_a_discard():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 8c 8d 4d 5d
        table 0: K: Ks Kd Kh
        pile: 8h Kc
        stock: 4h 4d
    """)
    play(state, "take", "meld 8c 8d 8h", "discard 4d")
    assert rows(state, 0)["8"] and state.current == 1


def test_classic_rules_do_not_let_a_taken_pile_be_put_back():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 9c 9d 4d
        table 0: K: Ks Kd Kh
        pile: 6d 9h
        stock: 4h
    """)
    play(state, "take")
    assert refusal(state, "putback") == "These rules do not let you put the pile back."


# Ruling 8 ---------------------------------------------------------------------


def test_red_threes_dealt_are_laid_out_and_replaced():
    from canasta.engine import GameState
    from canasta.variants import load_preset

    rules = load_preset("classic")
    for seed in range(40):
        state = GameState(rules, 4, seed=seed)
        assert not any(card.is_red_three for hand in state.hands for card in hand)
        assert [len(hand) for hand in state.hands] == [11, 11, 11, 11]
        assert state.card_count() == 108


def test_a_red_three_drawn_is_laid_out_and_replaced():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 9c 4d
        pile: 6d
        stock: 5s 3h
    """)
    play(state, "draw")
    assert [str(card) for card in state.red_threes[0]] == ["3h"]
    assert sorted(str(card) for card in state.hands[0]) == ["4d", "5s", "9c"]


def test_red_threes_score_100_each_800_for_four_and_count_against_a_side_that_has_not_melded():
    state = position("classic", """
        players: 2
        phase: play
        current: 0
        hand 0: 5c 5d 5h 9s
        table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qs Qd Qh Qc Qs Qd Qh
        red threes 0: 3h 3d 3h 3d
        red threes 1: -
        hand 1: 4c
        pile: 8d
        stock: 4h
    """)
    play(state, "meld 5c 5d 5h", "discard 9s")
    assert state.hand_results[-1].sides[0].figure("red_three_points") == 800
    loser = position("classic", """
        players: 2
        phase: play
        current: 0
        hand 0: 5c 5d 5h 9s
        table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qs Qd Qh Qc Qs Qd Qh
        red threes 1: 3h 3d
        hand 1: 4c
        pile: 8d
        stock: 4h
    """)
    play(loser, "meld 5c 5d 5h", "discard 9s")
    side = loser.hand_results[-1].sides[1]
    assert side.figure("red_three_points") == -200 and side.total == -200 - 5


# Ruling 9 ---------------------------------------------------------------------

BLACK_THREES = """
    players: 3
    phase: play
    current: 0
    hand 0: 3c 3s 3c {extra}
    table 0: K: Kc Kd Kh Ks Kc Kd Kh
    pile: 8d
    stock: 4h
"""


def test_a_player_going_out_may_meld_three_black_threes():
    state = position("classic", BLACK_THREES.format(extra="9h"))
    play(state, "meld 3c 3s 3c", "discard 9h")
    assert state.hand_results[-1].went_out == 0


def test_black_threes_are_melded_only_by_a_player_going_out():
    state = position("classic", BLACK_THREES.format(extra="9h 9d"))
    assert refusal(state, "meld 3c 3s 3c") == "Black threes are melded last, as you go out: meld your other cards first."


def test_classic_black_threes_take_no_wild_card():
    state = position("classic", BLACK_THREES.format(extra="JK").replace("3c 3s 3c", "3c 3s"))
    assert refusal(state, "meld 3c 3s JK to 3") == \
        "Black threes are melded only as three or four black threes, without wild cards."


# Ruling 10 --------------------------------------------------------------------


def test_going_out_needs_a_canasta():
    state = position("classic", """
        players: 3
        phase: play
        current: 0
        hand 0: 9s
        table 0: K: Kc Kd Kh Ks Kc Kd
        pile: 8d
        stock: 4h
    """)
    assert refusal(state, "discard 9s") == "You need 1 canasta to go out."


def test_two_players_need_two_canastas_to_go_out():
    state = position("classic", """
        players: 2
        phase: play
        current: 0
        hand 0: 9s 9d 9c 4h
        table 0: K: Kc Kd Kh Ks Kc Kd Kh
        pile: 8d
        stock: 4h
    """)
    assert refusal(state, "meld 9s 9d 9c") == ("Keep two cards, one to discard and one to hold: with one card "
                                               "left you could only go out, and that needs 2 canastas.")


def test_a_player_may_go_out_by_melding_every_card_without_a_discard():
    state = position("classic", BLACK_THREES.format(extra="").replace("3c 3s 3c", "9c 9d 9h"))
    play(state, "meld 9c 9d 9h")
    assert "out" in legal(state)
    play(state, "out")
    assert state.hand_results[-1].went_out == 0


# Ruling 11 --------------------------------------------------------------------

ASKING = """
    players: 4
    phase: play
    current: 0
    hand 0: 9c 9d 9h 5c
    table 0: K: Kc Kd Kh Ks Kc Kd Kh
    hand 1: 4c
    hand 2: 4d 6d
    hand 3: 4h
    pile: 8d
    stock: 4s
"""


def test_a_partner_who_says_yes_binds_the_player_to_go_out():
    state = position("classic", ASKING)
    play(state, "ask")
    assert state.phase == Phase.ASK and state.current == 2 and legal(state) == ["yes", "no"]
    play(state, "yes")
    assert state.current == 0
    assert refusal(state, "discard 9c") == "Your partner said yes: you must go out this turn."
    play(state, "meld 9c 9d 9h", "discard 5c")
    assert state.hand_results[-1].went_out == 0


def test_asking_is_refused_at_once_when_no_canasta_is_in_reach():
    # Four players need a canasta. The Kings' row (five cards) and the two Kings held make
    # seven: asking is allowed. With one King held, no row could reach seven cards with
    # every wild card held, and the count says so before any search.
    text = """
        players: 4
        phase: play
        current: 0
        hand 0: {kings} 9c 9d 9h 5c
        table 0: K: Kc Kd Kh Ks Kc
        opened 0: yes
        stock: 4s
    """
    near = position("classic", text.format(kings="Kh Ks"))
    assert not canastas_out_of_reach(near)
    assert "ask" in legal(near)
    far = position("classic", text.format(kings="Kh"))
    assert canastas_out_of_reach(far)
    assert refusal(far, "ask") == "Ask only when you can go out this turn."


def test_a_partner_who_says_no_stops_the_player_going_out():
    state = position("classic", ASKING)
    play(state, "ask", "no")
    assert refusal(state, "meld 9c 9d 9h") == "Your partner said no: keep two cards, one to discard and one to hold."
    play(state, "discard 5c")
    assert state.current == 1


# Ruling 12 --------------------------------------------------------------------

CONCEALED = """
    players: 3
    phase: play
    current: 0
    hand 0: Kc Kd Kh Ks Kc Kd JK 9s
    pile: 8d
    stock: 4h
"""


def test_going_out_concealed_earns_200():
    state = position("classic", CONCEALED)
    play(state, "meld Kc Kd Kh Ks Kc Kd JK", "discard 9s")
    result = state.hand_results[-1]
    assert result.concealed and result.sides[0].figure("going_out") == 200


def test_classic_concealed_going_out_still_needs_the_minimum():
    state = position("classic", CONCEALED.replace("Kc Kd Kh Ks Kc Kd JK", "4c 4d 4h 4s 4c 4d 4h"))
    state.scores = [3000, 0, 0]
    assert refusal(state, "meld 4c 4d 4h 4s 4c 4d 4h") == "Your first meld needs at least 120 points" + AFTER_MELD


# Ruling 13 --------------------------------------------------------------------


def test_a_red_three_drawn_as_the_last_card_ends_the_hand():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 9c 4d
        pile: 6d
        stock: 3h
    """)
    play(state, "draw")
    assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert state.hand_results[-1].sides[0].figure("red_threes") == 1


def test_after_the_stock_runs_out_a_discard_that_fits_a_meld_must_be_taken():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 9c 4d
        table 0: 7: 7s 7d 7h
        pile: 6d 7c
        stock: -
    """)
    assert legal(state) == ["take"]
    assert refusal(state, "stop") == "The stock is empty and the discard fits one of your melds: you must take it."


def test_after_the_stock_runs_out_the_hand_ends_when_a_player_does_not_take_the_discard():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 9c 4d
        table 0: 7: 7s 7d 7h
        pile: 6d Qc
        stock: -
    """)
    assert legal(state) == ["stop"]
    play(state, "stop")
    assert state.hand_results[-1].went_out is None


def test_a_frozen_pile_is_never_forced_on_a_player():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 7c 7d 4d
        table 0: 7: 7s 7d 7h
        pile: 2c 6d 7c
        stock: -
    """)
    assert legal(state) == ["take", "stop"]


# Ruling 14 --------------------------------------------------------------------


def test_the_hand_score_counts_table_minus_hand_plus_bonuses():
    state = position("classic", """
        players: 3
        phase: play
        current: 1
        hand 0: 5c 5d 5h 9s
        table 0: K: Kc Kd Kh Ks Kc 2d JK | 4: 4c 4d 4h
        red threes 0: 3h
        hand 1: 6c 6d 6h 9d
        table 1: Q: Qc Qd Qh Qs Qc Qd Qh
        hand 2: JK Ac
        table 2: -
        pile: 8d
        stock: 4s
    """)
    play(state, "meld 6c 6d 6h", "discard 9d")
    side0, side1, side2 = state.hand_results[-1].sides
    # 50 for five Kings + 20 + 50 for the wild cards + 15 for the Fours; 300 mixed canasta;
    # 100 for the red three; minus 5+5+5+10 in hand
    assert side0.total == 135 + 300 + 100 - 25
    assert side1.total == 70 + 15 + 500 + 100
    assert side2.total == -70


# Ruling 15 --------------------------------------------------------------------


def test_the_game_ends_after_the_hand_in_which_a_side_reaches_5000():
    state = position("classic", GOING_OUT_WITH_KINGS.format(extra=""))
    state.scores = [4500, 4900, 0]
    play(state, "meld 5c 5d 5h", "discard 9s")
    assert state.phase == Phase.GAME_OVER and state.winner() == 0
    assert state.scores == [5185, 4930, -15]


def test_equal_totals_over_the_target_play_another_hand():
    state = position("classic", GOING_OUT_WITH_KINGS.format(extra=""))
    state.scores = [4500, 5155, 0]
    play(state, "meld 5c 5d 5h", "discard 9s")
    assert state.scores[0] == state.scores[1] == 5185
    assert state.phase == Phase.HAND_OVER and legal(state) == ["deal"]


# Ruling 16 --------------------------------------------------------------------


def test_the_deal_rotates_and_the_player_left_of_the_dealer_starts():
    from canasta.engine import GameState
    from canasta.variants import load_preset

    state = GameState(load_preset("classic"), 4, seed=3, dealer=1)
    assert state.current == 2
    state._end_hand()  # the hand ends (the stock ran out, say)
    play(state, "deal")
    assert state.dealer == 2 and state.current == 3


def test_after_the_partner_says_no_a_meld_that_leaves_one_card_is_refused():
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: 8c 9d
        table 0: 8: 8h 8s 8d | K: Kc Kd Kh Ks Kc Kd Kh
        opened 0: yes
        asked: yes
        permission: no
        pile: 5d
        stock: 4h 5s
    """)
    assert "meld 8c to 8" not in legal(state)
    assert refusal(state, "meld 8c to 8") == "Your partner said no: keep two cards, one to discard and one to hold."
