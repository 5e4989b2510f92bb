"""The Italian rulings of docs/rules/samba-family.md ("italian N"), each as a small example.

Samba without runs: the pile (the pozzo) starts with cards face down under it by the
upcard's rank and is always frozen; wild cards are always fewer than the naturals; Twos
may be melded on their own; the last card is discarded; the hand ends when the stock is
empty; black threes count nothing; the game goes to 15,000."""

from collections import Counter

import pytest

from canasta.engine import Action, GameState, Phase, parse_cards
from canasta.engine.scoring.scoring import score_side
from canasta.variants import load_preset

from .helpers import legal, play, position, refusal

ITALIAN = load_preset("italian")


def italian(text: str) -> GameState:
    return position("italian", text)


def deck_dealing(hands: list[str], turned: str) -> list:
    """A whole 162-card deck (first card dealt first) that deals `hands` one card at a
    time from seat 0 and then turns up `turned`; the rest follows in a fixed order."""
    held = [parse_cards(hand) for hand in hands]
    order = [held[seat][i] for i in range(len(held[0])) for seat in range(len(held))] + parse_cards(turned)
    rest = Counter(ITALIAN.deck_spec.cards(2))
    rest.subtract(Counter(order))
    assert all(count >= 0 for count in rest.values()), "more of a card than the three packs hold"
    return order + list(rest.elements())


HANDS = ["4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 9c 9d Tc Td Jc", "4h 4s 5h 5s 6h 6s 7h 7s 8h 8s 9h 9s Th Ts Jh"]


# 1. The pozzo ------------------------------------------------------------------------------


def test_1_the_pozzo_is_turned_to_a_natural_card_with_its_rank_in_cards_face_down_under_it():
    deck = deck_dealing(HANDS, "2c 3s JK 9d")
    state = GameState(ITALIAN, 2, deck=deck)
    assert [str(card) for card in state.pile] == ["2c", "3s", "JK", "9d"]  # a two, a black three, a joker stay
    assert len(state.pile_under) == 9  # a Nine: nine cards face down under the pile
    assert state.pile_under == deck[34:43] and state.card_count() == 162


@pytest.mark.parametrize("upcard, under", [("4c", 4), ("Tc", 10), ("Jc", 11), ("Qc", 12), ("Kc", 13), ("Ac", 14)])
def test_1_four_to_ten_put_their_number_under_the_pile_jack_11_queen_12_king_13_ace_14(upcard, under):
    state = GameState(ITALIAN, 2, deck=deck_dealing(HANDS, upcard))
    assert [str(card) for card in state.pile] == [upcard] and len(state.pile_under) == under


def test_1_a_red_three_turned_up_stays_in_the_pile_too():
    state = GameState(ITALIAN, 2, deck=deck_dealing(HANDS, "3h 5h"))
    assert [str(card) for card in state.pile] == ["3h", "5h"] and len(state.pile_under) == 5
    assert state.red_threes == [[], []]


def test_1_nobody_sees_the_cards_under_the_pile_only_how_many_there_are():
    state = GameState(ITALIAN, 2, deck=deck_dealing(HANDS, "7h"))
    for seat in (0, 1):
        seen = state.observation(seat)
        assert seen.pile_under_size == 7 and not hasattr(seen, "pile_under")
        assert Counter(seen.unseen_cards()) - Counter(state.stock + state.pile_under + state.hands[1 - seat]) \
            == Counter()


def test_1_the_cards_under_the_pile_come_with_it_unseen_by_the_others():
    state = italian("""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: 7c 7d Kc Ks Qh
    table 0: 8: 8c 8d 8h
    stock: 4h 5h 6h 7s
    pile: 5s 7h
    pile under: Ad Ac 3d 4s
    """)
    play(state, "take", "meld 7c 7d to #2")
    assert state.taking is None and not state.pile and not state.pile_under
    assert sorted(map(str, state.hands[0])) == sorted(["Kc", "Ks", "Qh", "5s", "Ad", "Ac", "4s"])
    assert [str(card) for card in state.red_threes[0]] == ["3d"]  # a red three under it is laid out
    assert [str(card) for card in state.known[0]] == ["5s"], "only the cards that lay face up were seen"


# 2. Wild cards always fewer than the naturals --------------------------------------------


OPENED = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    stock: 4h 5h 6h 7h
    pile: 9c
"""


def test_2_a_meld_holds_fewer_wild_cards_than_naturals():
    state = italian(OPENED + "hand 0: 8c 8d 2c JK Qs Qd Kd")
    assert refusal(state, "meld 8c 8d 2c JK") == (
        "Your row of Eights has 2 wild cards and 2 natural cards: a meld must hold fewer wild cards than naturals.")
    state = italian(OPENED + "hand 0: 8c 8d 8h 2c JK Qs Qd")
    play(state, "meld 8c 8d 8h 2c JK")
    assert "meld 8c 8d JK" in legal(italian(OPENED + "hand 0: 8c 8d JK Qs Qd Kd")), "two naturals, one wild card"


def test_2_a_mixed_canasta_is_four_and_three_five_and_two_or_six_and_one():
    state = italian(OPENED + """hand 0: JK 2c 4c Qs Qd
    table 0: 8: 8c 8d 8h 8s 2d 2h""")
    play(state, "meld JK to 8")  # four Eights and three wild cards: a canasta
    assert state.canastas(0) == 1
    three_three = italian(OPENED + """hand 0: JK 4c Qs Qd Kd
    table 0: 8: 8c 8d 8h 2d 2h""")
    assert refusal(three_three, "meld JK to 8") is not None


def test_2_no_runs_and_one_meld_of_each_rank():
    state = italian(OPENED + """hand 0: 9h Th Jh 7c 7d 7h Qs
    table 0: 7: 7c 7d 7s""")
    assert refusal(state, "meld 9h Th Jh") == "All the cards of a meld must be of one rank (wild cards aside)."
    play(state, "meld 7c 7d 7h")
    assert [len(meld.cards) for meld in state.tables[0]] == [6], "the Sevens join the side's Sevens"


# 3. Melds of Twos --------------------------------------------------------------------------


def test_3_three_twos_make_a_meld_of_their_own_with_jokers_as_its_wild_cards():
    state = italian(OPENED + "hand 0: 2c 2d 2h JK 8c 8d Qs")
    assert "meld 2c 2d 2h" in legal(state)
    play(state, "meld 2c 2d 2h", "meld JK to 2")
    (twos,) = state.tables[0].melds
    assert twos.kind.name == "deuce" and twos.words() == "Twos" and len(twos.cards) == 4


def test_3_a_meld_of_twos_needs_three_twos_and_fewer_jokers_than_twos():
    state = italian(OPENED + "hand 0: 2c 2d JK 8c 8d Qs Kd")
    assert refusal(state, "meld 2c 2d JK") == "Your meld of Twos has 2 Twos: it needs at least 3 Twos."
    state = italian(OPENED + """hand 0: JK 8c 8d Qs Kd
    table 0: 2: 2c 2d 2h JK JK""")
    assert refusal(state, "meld JK to 2") == "The Joker cannot join your Twos."


def test_3_while_the_meld_of_twos_has_fewer_than_seven_cards_the_side_uses_no_twos_elsewhere():
    state = italian(OPENED + """hand 0: 2s JK 8c 8d Qs
    table 0: 2: 2c 2d 2h | 9: 9c 9d 9h 2c""")
    assert refusal(state, "meld 2s to 9") == (
        "While your meld of Twos has fewer than 7 cards, your side may not use Twos as wild cards in other melds.")
    assert refusal(state, "meld 8c 8d 2s") == refusal(state, "meld 2s to 9")
    assert "meld 2s to 9" not in legal(state) and "meld 2s to 2" in legal(state)
    play(state, "meld JK to 9")  # a joker may, and the Two already with the Nines stays
    assert [str(card) for card in state.tables[0].melds[1].cards] == ["9c", "9d", "9h", "2c", "JK"]


def test_3_a_side_with_no_meld_of_twos_uses_twos_as_wild_cards():
    state = italian(OPENED + """hand 0: 2s 8c 8d Qs
    table 0: 9: 9c 9d 9h""")
    play(state, "meld 2s to 9")


def test_3_once_the_meld_of_twos_is_a_canasta_twos_are_wild_cards_again():
    state = italian(OPENED + """hand 0: 2s 8c 8d Qs
    table 0: 2: 2c 2d 2h 2s 2c 2d JK | 9: 9c 9d 9h""")
    play(state, "meld 2s to 9")


@pytest.mark.parametrize("twos, bonus", [("2c 2d 2h 2s 2c 2d 2h", ("Natural canastas (1)", 500)),
                                          ("2c 2d 2h 2s JK 2d JK", ("Mixed canastas (1)", 300))])
def test_3_a_canasta_of_twos_scores_500_without_a_joker_and_300_with_one(twos, bonus):
    state = italian(f"""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: 2: {twos}
    stock: 5c
    """)
    assert [(line.label, line.points) for line in score_side(state, 0).lines if line.part == "canastas"] == [bonus]


# 4. The pozzo is always frozen --------------------------------------------------------------


TO_DRAW = """
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    stock: 4h 5h 6h 7h
"""


def test_4_the_pozzo_is_always_frozen_even_for_a_side_with_a_meld_of_its_rank():
    state = italian(TO_DRAW + """hand 0: 9d JK Kc Ks Qh
    table 0: 9: 9c 9d 9h
    pile: 4c 9c""")
    assert refusal(state, "take") == "The pozzo is always frozen: you need two natural Nines in your hand to take it."
    state = italian(TO_DRAW + """hand 0: 9d 9s Kc Ks Qh
    table 0: 9: 9c 9d 9h
    pile: 4c 9c""")
    play(state, "take", "meld 9d 9s to 9")
    assert len(state.tables[0].melds[0].cards) == 6 and state.taking is None


def test_4_while_a_wild_card_lies_in_the_pozzo_three_naturals_take_it():
    state = italian(TO_DRAW + """hand 0: 9d 9s Kc Ks Qh
    pile: 4c JK 5d 9c""")
    assert refusal(state, "take") == \
        "The pozzo holds a wild card: you need three natural Nines in your hand to take it."
    state = italian(TO_DRAW + """hand 0: 9d 9s 9h Kc Ks Qh
    pile: 4c JK 5d 9c""")
    play(state, "take", "meld 9d 9s to #1")
    assert state.taking is not None, "two are not enough: the third Nine still waits"
    play(state, "meld 9h to #1")
    assert state.taking is None and len(state.tables[0].melds[0].cards) == 4


def test_4_a_wild_card_face_down_under_the_pozzo_asks_for_no_third_natural():
    state = italian(TO_DRAW + """hand 0: 9d 9s Kc Ks Qh
    pile: 4c 5d 9c
    pile under: JK 6h 7c""")
    play(state, "take", "meld 9d 9s to #1")
    assert state.taking is None and "JK" in [str(card) for card in state.hands[0]]


def test_4_only_a_side_that_melded_in_an_earlier_turn_takes_the_pozzo():
    state = italian("""
    players: 2
    phase: draw
    current: 0
    hand 0: 9d 9s 9h Kc Ks Qh Qd Qs
    stock: 4h 5h 6h 7h
    pile: 4c 9c
    """)
    assert refusal(state, "take") == \
        "The pozzo is taken only by a side that melded in an earlier turn: your side has not melded yet."
    assert legal(state) == ["draw"]


def test_4_the_pozzo_is_never_taken_with_a_wild_card_or_a_three_on_top():
    for top, words in (("2c", "a wild card"), ("JK", "a wild card"), ("3s", "a black three")):
        state = italian(TO_DRAW + f"""hand 0: 9d 9s 2d 2h 3c 3s Qh
        pile: 4c 9c {top}""")
        assert refusal(state, "take") == f"The pozzo cannot be taken while {words} is on top."


# 5. Black threes count nothing -----------------------------------------------------------------


def test_5_black_threes_count_nothing_in_hand_nor_on_the_table():
    state = italian("""
    players: 2
    phase: hand_over
    went out: 0
    hand 0: -
    hand 1: 3c 3s 4d
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh | 3: 3c 3s 3c
    stock: 5c
    """)
    assert ITALIAN.value_of(parse_cards("3s")[0]) == 0
    table = [line.points for line in score_side(state, 0).lines if line.part == "table_cards"]
    hand = [line.points for line in score_side(state, 1).lines if line.part == "hand_cards"]
    assert table == [14 * 10] and hand == [-5]


# 7. Going out: the last card is discarded -------------------------------------------------------


def test_7_the_player_going_out_discards_the_last_card():
    state = italian(OPENED + """hand 0: 8c 8d 8h 4c
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh""")
    play(state, "meld 8c 8d 8h")
    assert "discard 4c" in legal(state)
    state = italian(OPENED + """hand 0: 8c 8d 8h 8s
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh""")
    assert refusal(state, "meld 8c 8d 8h 8s") == "To go out you must discard your last card: keep one in your hand."
    play(state, "meld 8c 8d 8h", "discard 8s")
    assert state.went_out == 0 and state.hand_over()


def test_7_one_of_the_two_canastas_must_be_natural():
    mixed = "K: Kc Kd Kh Ks Kc Kd JK | Q: Qc Qd Qh Qs Qc Qd 2h"
    state = italian(OPENED + f"hand 0: 8c 8d 8h 4c\n    table 0: {mixed}")
    assert refusal(state, "meld 8c 8d 8h") == (
        "Keep two cards, one to discard and one to hold: with one card left you could only go out, "
        "and that needs 2 canastas, a natural canasta among them.")
    assert not state.can_go_out()
    twos = italian(OPENED + f"hand 0: 8c 8d 8h 4c\n    table 0: {mixed} | 2: 2c 2d 2h 2s 2c 2d 2h")
    assert twos.can_go_out(), "a canasta of Twos without a joker is a natural one"


# 8. The hand ends when the stock is empty ---------------------------------------------------------


def test_8_a_player_to_draw_from_an_empty_stock_ends_the_hand_and_nobody_gets_the_going_out_bonus():
    state = italian("""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: 9d 9s Kc Ks Qh
    hand 1: 4c 4d
    table 0: 9: 9c 9d 9h | K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh
    stock: -
    pile: 4c 9c
    """)
    assert legal(state) == ["stop"]
    assert refusal(state, "take") == "The stock is empty: the hand ends here."
    play(state, "stop")
    assert state.phase == Phase.HAND_OVER and state.went_out is None
    assert all(line.part != "going_out" for side in (0, 1) for line in score_side(state, side).lines)


def test_8_the_player_who_draws_the_last_cards_plays_the_turn_out():
    state = italian("""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: Kc Ks Qh
    hand 1: 4c 4d 5d
    table 0: 9: 9c 9d 9h
    stock: 6h
    pile: 4c
    """)
    play(state, "draw", "discard Qh")
    assert state.phase == Phase.DRAW and state.current == 1 and legal(state) == ["stop"]


# 9. The game goes to 15,000 ---------------------------------------------------------------------


@pytest.mark.parametrize("score, over", [(13000, False), (14000, True)])  # the hand scores 1110
def test_9_the_game_ends_after_the_hand_in_which_a_side_reaches_15000(score, over):
    state = italian(f"""
    players: 2
    phase: draw
    current: 0
    scores: {score} 0
    opened 0: yes
    hand 0: Kc Ks Qh
    hand 1: 4c 4d
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh
    stock: -
    pile: 4c
    """)
    play(state, "stop")
    assert ITALIAN.target_score == 15000
    assert state.is_terminal() == over, state.scores
    if not over:
        assert Action("deal") in state.legal_actions()
