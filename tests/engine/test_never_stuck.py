"""The defects that once left a player with no way to end a turn, as rule examples.

Each was found by random play and outside checks; each position here is the smallest
one that shows it.
"""

from canasta.engine import Action, Phase

from .helpers import legal, play, position, refusal


# Classic ruling 8: a red three found in a taken pile is laid out at once -------------------


def test_a_red_three_in_a_taken_pile_is_laid_out_for_the_side_not_taken_into_the_hand():
    # The upcard was a red three, covered by the Nine of Spades: taking the pile brings it.
    state = position("classic", """
        players: 4
        phase: draw
        current: 0
        hand 0: 9c 9d 5c 6h 8s
        table 0: K: Kc Kd Kh
        hand 1: 4c
        hand 2: 4d
        hand 3: 4h
        pile: 3h 7c 9s
        stock: 4s 5s
    """)
    play(state, "take", "meld 9c 9d")
    assert [str(card) for card in state.red_threes[0]] == ["3h"]
    assert all(not card.is_red_three for card in state.hands[0])
    assert sorted(str(card) for card in state.hands[0]) == ["5c", "6h", "7c", "8s"]
    play(state, "discard 5c")
    assert state.current == 1 and state.check() == []


def test_a_red_three_in_a_taken_pile_does_not_count_as_a_card_to_keep():
    # Without the red three, the pile brings only the Seven: after melding the Nines the
    # player keeps two cards, the Seven and the Eight, and can end the turn.
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 9c 9d 8s
        table 0: K: Kc Kd Kh
        hand 1: 4c
        hand 2: 4d
        pile: 3d 7c 9s
        stock: 4s 5s
    """)
    play(state, "take", "meld 9c 9d", "discard 8s")
    assert state.red_threes[0][-1].is_red_three and state.current == 1


# Kanastic ruling 10: a picked-up pile of one card ------------------------------------------

ONE_CARD_PILE = """
    players: 3
    phase: draw
    current: 0
    hand 0: Kd Ks Kc 5c
    table 0: Q: Qh Qd Qs
    hand 1: 4c 4d
    hand 2: 4s 4h
    opened 0: yes
    opener 0: 0
    pile: Kh
    stock: 8h 8d 8s 8c 9h
"""


def test_a_pile_of_one_card_brings_nothing_so_the_player_keeps_two_cards():
    state = position("kanastic", ONE_CARD_PILE)
    play(state, "take")
    assert refusal(state, "meld Kd Ks Kc") == ("Keep two cards in your hand, one to discard and one to hold, "
                                               "or go out: nothing more comes into your hand with this pile.")
    assert "meld Kd Ks Kc" not in legal(state)
    play(state, "meld Kd Ks", "discard 5c")
    assert [str(card) for card in state.hands[0]] == ["Kc"] and state.current == 1


# Kanastic ruling 9: the top card alone, only when it can make the first meld -----------------


def test_the_top_card_cannot_be_taken_when_the_first_meld_could_not_reach_its_minimum():
    state = position("kanastic", """
        players: 2
        phase: draw
        hand 0: Kd Ks 5c 6c
        hand 1: 4c 4d 4s
        pile: 6d Qc Kh
        stock: 8h 8d 8s 8c 6c
    """)
    # Three Kings are 30 points: the first meld needs 45.
    assert refusal(state, "take") == ("Your first meld needs at least 45 points: with the top card your hand "
                                      "could not make it and keep a card to discard.")
    assert "take" not in legal(state)


# Going out: the move list offers every way the judge accepts ------------------------------------


def test_two_black_threes_and_a_wild_card_go_out_with_one_card_left_to_discard():
    state = position("windows", """
        players: 2
        phase: play
        hand 0: 3c 3s JK 9h
        table 0: K: Kc Kd Kh Ks Kc Kd Kh
        hand 1: 4c
        pile: 8d
        stock: 4h
    """)
    assert "meld 3c 3s JK" in legal(state)
    assert state.can_go_out()
    play(state, "meld 3c 3s JK", "discard 9h")
    assert state.phase in (Phase.HAND_OVER, Phase.GAME_OVER) and state.went_out == 0


# Four players: seat 0 to play, its side with a canasta of Kings, its partner at seat 2.
PARTNERS = """
    players: 4
    phase: play
    current: 0
    hand 0: {hand}
    table 0: K: Kc Kd Kh Ks Kc Kd Kh
    hand 1: 4c
    hand 2: 4d 6d
    hand 3: 4h
    pile: 8d
    stock: 4s
"""


def test_may_i_go_out_when_going_out_makes_a_new_meld_of_two_naturals_and_a_wild_card():
    state = position("classic", PARTNERS.format(hand="9c 9d JK 5c"))
    assert state.can_go_out()
    assert "ask" in legal(state)
    play(state, "ask", "yes")
    # The partner said yes: every meld offered keeps a way out open, and going out is one.
    assert state.can_go_out()
    play(state, "meld 9c 9d JK", "discard 5c")
    assert state.went_out == 0


def test_after_yes_a_meld_that_would_close_the_way_out_is_refused():
    state = position("classic", PARTNERS.format(hand="9c 9d 9h JK 5c"))
    play(state, "ask", "yes")
    # With the Joker on the Kings, the Nines still go out: that meld is allowed.
    assert "meld JK to K" in legal(state)
    assert state.can_go_out()


def test_the_partner_asked_can_never_be_told_yes_when_no_way_out_exists():
    state = position("classic", PARTNERS.format(hand="9c 9d 5c 6h"))
    assert not state.can_go_out()
    assert refusal(state, "ask") == "Ask only when you can go out this turn."


def test_nobody_but_the_player_to_move_can_go_out_now():
    state = position("classic", """
        players: 2
        phase: play
        hand 0: 9h
        table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh
        hand 1: 4c
        pile: 8d
        stock: 4h
    """)
    assert state.can_go_out() and state.can_go_out(0)
    assert not state.can_go_out(1)


# Kanastic: a new meld offered keeps the gold card free ----------------------------------


def test_a_new_meld_of_three_suits_is_offered_with_plain_cards_where_the_gold_card_is_needed_elsewhere():
    # The Sevens of Spades, Hearts and Clubs make a new meld; the gold Seven, a heart too,
    # is wanted for the golden suit 7-8-9. The move list offers the meld without it.
    state = position("kanastic", """
        players: 4
        phase: play
        current: 1
        hand 1: 5d Ag 7g 7s 9g Ac Kc 8s 8c Js SH 7h 7c 6d 8g
        stock: 4s 5s 6s 4c 5c 6c
        pile: Qd
    """)
    assert state.explain(Action.parse("meld 7s 7h 7c")) is None
    assert "meld 7s 7h 7c" in legal(state)


# No wild card onto a canasta (the Samba family, Italian): wild cards join one at a time ------


def test_a_meld_of_six_takes_one_wild_card_so_the_two_that_would_reach_the_minimum_are_not_offered():
    # Italian, 150 for a first meld: Tens of six cards and Fives on the table this turn make
    # 100. The Joker onto the Tens makes 150 and a canasta; the 2c first would make the
    # canasta and leave the Joker nowhere: 120, and no way to end the turn (random play
    # once reached it; a quick count put both wild cards on the Tens).
    state = position("italian", """
        players: 2
        phase: play
        current: 0
        scores: 7145 9535
        opened 0: no
        hand 0: 9c 3c Kd 6s Jh Qd 8h JK 2c
        hand 1: Qh 7d 7h Jc 7s 7h 7d Kh Th
        table 0: T: Tc Ts 2d Td Ts Tc | 5: 5c 5h 2s
        moves: T: Tc Ts 2d | T: Td | 5: 5c 5h 2s | T: Ts | T: Tc
        stock: 4s 2s 8s Qs 6h 5s Kc 9h
        pile: 4h 8d Qh 2h
    """)
    assert "meld JK to T" in legal(state)
    assert "meld 2c to T" not in legal(state)
    assert refusal(state, "meld 2c to T").startswith("Your first meld needs")
    play(state, "meld JK to T", "discard 9c")
    assert state.opened[0]
