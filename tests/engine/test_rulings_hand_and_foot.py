"""The Hand and Foot rulings of docs/rules/hand-and-foot.md ("hf N"), each as a small example.

One pack more than players; an eleven-card hand and, face down beside it, an eleven-card
foot, played once the hand is used up; two cards drawn a turn; threes are dead cards; the
pile is always frozen and only its top five cards are taken; melds of three to seven cards,
one open meld of a rank at a time; the first meld by hand number; going out only from the
foot, with canastas of each kind; the hand ends with the stock; a game of four hands."""

from collections import Counter

import pytest

from canasta.engine import Action, GameState, Phase, parse_cards
from canasta.engine.scoring.scoring import score_side
from canasta.variants import load_preset

from .helpers import legal, play, position, refusal

HF = load_preset("hand_and_foot")
FOOT = "foot 0: Kc Kd Ks 5c 5d 6h 8s 9s Tc Jc Qc"


def hf(text: str) -> GameState:
    return position("hand_and_foot", text)


def deck_dealing(players: int, hands: list[str], feet: list[str], turned: str) -> list:
    """A whole deck (first card dealt first) that deals `hands` one card at a time from
    seat 0, then `feet` the same way, then turns up `turned`; the rest in a fixed order."""
    order = []
    for dealt in (hands, feet):
        held = [parse_cards(cards) for cards in dealt]
        order += [held[seat][i] for i in range(len(held[0])) for seat in range(players)]
    order += parse_cards(turned)
    rest = Counter(HF.deck_spec.cards(players))
    rest.subtract(Counter(order))
    assert all(count >= 0 for count in rest.values()), "more of a card than the packs hold"
    return order + list(rest.elements())


HANDS = ["4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 3h", "4h 4s 5h 5s 6h 6s 7h 7s 8h 8s 3c"]
FEET = ["9c 9d Tc Td Jc Jd Qc Qd Kc Kd Ac", "9h 9s Th Ts Jh Js Qh Qs Kh Ks Ah"]

# Four players, side 0 (seats 0 and 2) to play, having melded.
OPENED = """
    players: 4
    phase: play
    current: 0
    opened 0: yes
    hand 2: 4c 4d 4h
    stock: 4h 5h 6h 7h 8h 9h
    pile: 9c
"""


# 1. The deck ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players, cards", [(2, 162), (3, 216), (4, 270), (6, 378)])
def test_1_one_pack_more_than_players_each_with_two_jokers(players, cards):
    deck = HF.deck_spec.cards(players)
    assert len(deck) == cards and Counter(card.kind for card in deck)["JK"] == 2 * (players + 1)


# 2. The deal: a hand, a foot, and a covered upcard ---------------------------------------------


def test_2_each_player_gets_eleven_cards_and_an_eleven_card_foot_face_down():
    state = GameState(HF, 4, seed=3)
    assert [len(hand) for hand in state.hands] == [11] * 4 and [len(foot) for foot in state.feet] == [11] * 4
    assert state.card_count() == 270


def test_2_nobody_sees_a_foot_not_even_its_owner_only_how_many_cards_it_holds():
    state = GameState(HF, 2, deck=deck_dealing(2, HANDS, FEET, "9h"))
    seen = state.observation(0)
    assert seen.foot_sizes == (11, 11) and not hasattr(seen, "feet")
    assert Counter(state.feet[0]) <= Counter(seen.unseen_cards()), "the seat's own foot is unseen"


def test_2_a_wild_card_or_a_three_turned_up_is_covered_by_the_next_card():
    state = GameState(HF, 2, deck=deck_dealing(2, HANDS, FEET, "2c 3s JK 3d 9h"))
    assert [str(card) for card in state.pile] == ["2c", "3s", "JK", "3d", "9h"]


def test_2_thirteen_and_thirteen_is_an_option():
    state = GameState(HF.replace({"hand_size": 13, "foot_size": 13}), 4, seed=3)
    assert [len(hand) for hand in state.hands] == [13] * 4 and [len(foot) for foot in state.feet] == [13] * 4


# 3. A turn: two cards drawn, one discarded ----------------------------------------------------


def test_3_a_turn_begins_by_drawing_two_cards_and_ends_with_one_discard():
    state = GameState(HF, 4, seed=3)
    seat = state.current
    play(state, "draw")
    assert len(state.hands[seat]) == 13
    play(state, f"discard {state.hands[seat][0]}")
    assert len(state.hands[seat]) == 12 and state.current == (seat + 1) % 4


# 4. Threes are dead --------------------------------------------------------------------------


def test_4_a_red_three_dealt_stays_in_the_hand():
    state = GameState(HF, 2, deck=deck_dealing(2, HANDS, FEET, "9h"))
    assert "3h" in map(str, state.hands[0]) and state.red_threes == [[], []]


def test_4_threes_are_never_melded_nor_laid_out_and_may_be_discarded():
    state = hf(OPENED + "hand 0: 3h 3c 3s 3d 7c 7d 7h\n")
    assert refusal(state, "meld 3h") == "Threes are never melded nor laid out: keep the Three of Hearts until you " \
                                        "discard it."
    assert refusal(state, "meld 3c 3s") == "Threes are never melded nor laid out: keep the Three of Clubs until " \
                                           "you discard it."
    assert {"discard 3h", "discard 3c"} <= set(legal(state))


def test_4_and_12_a_red_three_left_in_a_hand_costs_300_a_black_one_5():
    state = hf("""
    players: 2
    phase: hand_over
    hand 0: 3h 3c 4d
    hand 1: 5c
    table 0: K: Kc Kd Kh
    stock: 5c
    """)
    lines = {line.label: line.points for line in score_side(state, 0).lines}
    assert lines["Threes in hand (2)"] == -305 and lines["Cards in hand"] == -5


# 5. Melds: three to seven cards, one open meld of a rank -----------------------------------------


def test_5_a_meld_holds_fewer_wild_cards_than_naturals_so_at_most_three_in_seven():
    state = hf(OPENED + "hand 0: 8c 8d 8h 8s 2c 2d JK 9c 9d\n")
    play(state, "meld 8c 8d 8h 2c 2d")
    assert refusal(state, "meld JK to #1") == (
        "Your row of Eights has 3 wild cards and 3 natural cards: a meld must hold fewer wild cards than naturals.")
    play(state, "meld 8s to #1", "meld JK to #1", "discard 9c")  # four naturals, three wild cards: a mixed canasta
    assert [str(card) for card in state.tables[0].melds[0].cards] == ["8c", "8d", "8h", "2c", "2d", "8s", "JK"]


def test_5_a_meld_of_seven_is_a_canasta_and_takes_nothing_more():
    state = hf(OPENED + "hand 0: 8c JK 9c 9d\n    table 0: 8: 8c 8d 8h 8s 8c 8d 8h\n")
    assert refusal(state, "meld 8c to #1") == "Your row of Eights has 8 cards: a meld holds at most 7."
    assert refusal(state, "meld JK to #1") == "No wild card may be added to a canasta: your Eights are one already."


def test_5_once_a_meld_is_complete_another_of_its_rank_may_start():
    state = hf(OPENED + "hand 0: 8c 8d 8h 9c 9d\n    table 0: 8: 8c 8d 8h 8s 8c 8d 8h\n")
    play(state, "meld 8c 8d 8h")
    assert [len(meld.cards) for meld in state.tables[0]] == [7, 3]


def test_5_cards_of_a_rank_join_its_open_meld_never_a_second_one():
    state = hf(OPENED + "hand 0: 8c 8d 8h 9c 9d\n    table 0: 8: 8c 8d 8h 8s\n")
    play(state, "meld 8c 8d 8h")
    assert [len(meld.cards) for meld in state.tables[0]] == [7]
    state = hf(OPENED + "hand 0: 8c 8d 8h 8s 8c 9c 9d\n    table 0: 8: 8c 8d 8h 8s 8c\n")
    assert refusal(state, "meld 8c 8d 8h") == "Your row of Eights has 8 cards: a meld holds at most 7."
    play(state, "meld 8c 8d", "meld 8h 8s 8c")  # the open meld complete, the next cards start another
    assert [len(meld.cards) for meld in state.tables[0]] == [7, 3]


def test_5_two_groups_of_a_rank_are_never_merged():
    state = hf(OPENED + "hand 0: 8c 8d 8h 9c 9d\n    table 0: 8: 8c 8d 8h 8s 8c 8d 8h\n")
    play(state, "meld 8c 8d 8h")
    assert refusal(state, "merge #1 #2").startswith("A side holds one group of each rank that is not complete")


# 6. Canastas ---------------------------------------------------------------------------------


def test_6_a_natural_canasta_scores_500_a_mixed_one_300():
    state = hf("""
    players: 2
    phase: hand_over
    hand 0: -
    hand 1: 4c
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc 2d JK
    stock: 5c
    """)
    canastas = {line.label: line.points for line in score_side(state, 0).lines if line.part == "canastas"}
    assert canastas == {"Natural canastas (1)": 500, "Mixed canastas (1)": 300}


# 7. The pile: always frozen, its top five cards taken --------------------------------------------


DRAW = """
    players: 4
    phase: draw
    current: 0
    opened 0: yes
    hand 2: 4c 4d 4h
    stock: 4h 5h 6h 7h 8h 9h
"""


def test_7_a_natural_pair_takes_the_pile_and_only_its_top_five_cards_come():
    state = hf(DRAW + "hand 0: 9d 9s Kc Ks Qh\n    pile: 4c 5c 6c 7c 8c Tc Jc 9c\n")
    play(state, "take", "meld 9d 9s to #1")
    assert sorted(map(str, state.hands[0])) == sorted(["Kc", "Ks", "Qh", "7c", "8c", "Tc", "Jc"])
    assert [str(card) for card in state.pile] == ["4c", "5c", "6c"], "the rest of the pile stays"


def test_7_the_pile_is_always_frozen():
    state = hf(DRAW + "hand 0: 9d 2c Kc Ks Qh\n    pile: 4c 9c\n    table 0: 9: 9c 9d 9h\n")
    assert refusal(state, "take") == "The pile is always frozen: you need two natural Nines in your hand to take it."


@pytest.mark.parametrize("top", ["2c", "JK", "3s", "3h"])
def test_7_never_with_a_wild_card_or_a_three_on_top(top):
    state = hf(DRAW + f"hand 0: 9d 9s 2d 2h 3c 3c 3d 3d JK JK\n    pile: 4c {top}\n")
    assert "take" not in legal(state) and state.explain(Action("take")) is not None


def test_7_the_top_card_and_the_pair_join_the_open_meld_of_their_rank_within_seven():
    state = hf(DRAW + "hand 0: 9d 9s Kc Ks Qh\n    table 0: 9: 9c 9d 9h 9s\n    pile: 4c 9c\n")
    play(state, "take", "meld 9d 9s to #1")
    assert [len(meld.cards) for meld in state.tables[0]] == [7]
    state = hf(DRAW + "hand 0: 9d 9s Kc Ks Qh\n    table 0: 9: 9c 9d 9h 9s 9c\n    pile: 4c 9c\n")
    assert refusal(state, "take") == (
        "Your Nines hold 5 cards: with the top card and two natural Nines from your hand they would be more than 7, "
        "the most a meld may hold.")


# 8. The first meld by hand number ----------------------------------------------------------------


@pytest.mark.parametrize("hand_number, need", [(1, 50), (2, 90), (3, 120), (4, 150), (5, 150)])
def test_8_the_first_meld_needs_50_90_120_150_by_the_hand_whatever_the_score(hand_number, need):
    state = hf(f"players: 4\nhand number: {hand_number}\nscores: 4000 -500")
    assert state.minimum_meld(0) == need == state.minimum_meld(1)


def test_8_with_the_pile_only_its_top_card_counts():
    state = hf(DRAW.replace("opened 0: yes", "") + "hand 0: Ad Ah Kc Qh 5c\n    pile: Kd Ks As\n")
    play(state, "take", "meld Ad Ah to #1")  # two Aces and the top card: 60
    assert state.taking is None and state.turn_points() == 60
    state = hf(DRAW.replace("opened 0: yes", "") + "hand 0: Kc Kd 4c 5d 6h\n    pile: Ac Ad Ah Ks\n")
    assert refusal(state, "take") == "Your first meld needs 50 points: with the top card you can reach only 30."


# 9. The foot -------------------------------------------------------------------------------------


def test_9_a_player_who_melds_every_card_picks_up_the_foot_at_once_and_plays_on():
    state = hf(OPENED + f"hand 0: 7c 7d 7h\n{FOOT}\n")
    play(state, "meld 7c 7d 7h")
    assert len(state.hands[0]) == 11 and not state.feet[0] and state.phase == Phase.PLAY
    assert "undo" not in legal(state), "the melds made before the foot stay"
    play(state, "meld Kc Kd Ks", "discard Qc")
    assert state.current == 1


def test_9_a_player_whose_last_card_is_the_discard_picks_up_the_foot_for_the_next_turn():
    state = hf(OPENED + f"hand 0: 7c\n{FOOT}\n")
    play(state, "discard 7c")
    assert state.current == 1 and len(state.hands[0]) == 11 and not state.feet[0]
    assert state.went_out is None and state.phase == Phase.DRAW


def test_9_emptying_the_hand_is_not_going_out_and_needs_no_canasta():
    state = hf(OPENED + f"hand 0: 7c 7d 7h 9d\n{FOOT}\n")
    assert {"meld 7c 7d 7h", "discard 9d"} <= set(legal(state))


def test_9_the_foot_comes_only_with_the_turns_melds_as_they_must_stay():
    state = hf(OPENED + f"hand 0: 7c 7d\n{FOOT}\n")
    assert refusal(state, "meld 7c 7d") == ("You pick up your foot only with this turn's melds as they must stay: "
                                            "your row of Sevens has 2 cards: a meld needs at least 3.")
    state = hf(OPENED.replace("opened 0: yes", "") + f"hand 0: 7c 7d 7h\n{FOOT}\n")
    assert refusal(state, "meld 7c 7d 7h") == ("You pick up your foot only with this turn's melds as they must stay: "
                                               "your first meld needs at least 50 points; you have 15 on the table.")


def test_9_with_the_foot_down_a_first_meld_may_leave_only_the_card_to_discard():
    # Hand 3: 120 to meld. Sevens, Sixes, Eights and Jacks make 125, and the Ten is discarded:
    # the foot comes into the hand then.
    state = hf(OPENED.replace("opened 0: yes", "hand number: 3")
               + f"hand 0: 7h 7c 7d 6c 6c 2s 2s 2h 8h 8d Jd Jh Ts\n{FOOT}\n")
    play(state, "meld 7h 7c 7d")
    assert {"meld 6c 6c 2s", "meld 8h 8d 2s", "meld Jd Jh 2s"} <= set(legal(state))
    play(state, "meld 6c 6c 2s", "meld 8h 8d 2s", "meld Jd Jh 2h", "discard Ts")
    assert state.opened[0] and len(state.hands[0]) == 11 and not state.feet[0]


# 10. Going out ------------------------------------------------------------------------------------


SEVEN = ("A: Ac Ad Ah As Ac Ad Ah | K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh"
         " | J: Jc Jd Jh Js Jc Jd 2h | T: Tc Td Th Ts Tc Td 2c | 9: 9c 9d 9h 9s 9c 9d 2d | 8: 8c 8d 8h 8s 8c 8d JK")


def test_10_only_a_player_playing_from_the_foot_goes_out():
    state = hf(OPENED + f"hand 0: 7c 7d 7h 4c\nfoot 0: 5c 5d 5h 6c\ntable 0: {SEVEN}")
    assert not state.can_go_out()
    assert refusal(state, "ask") == "Ask only when you can go out this turn."
    play(state, "meld 7c 7d 7h", "discard 4c")
    assert state.went_out is None and len(state.hands[0]) == 4 and not state.feet[0]


def test_10_going_out_needs_three_natural_and_four_mixed_canastas():
    ready = hf(OPENED + f"hand 0: 7c 7d 7h 4c\ntable 0: {SEVEN}\npermission: yes")
    assert ready.can_go_out()
    play(ready, "meld 7c 7d 7h", "discard 4c")
    assert ready.went_out == 0
    # A fourth natural canasta does not stand in for the fourth mixed one.
    short = SEVEN.replace("8c 8d JK", "8c 8d 8h")
    state = hf(OPENED + f"hand 0: 7c 7d 7h 4c\ntable 0: {short}\npermission: yes")
    assert not state.can_go_out()
    assert state.going_out_problem(0) == "To go out, your side needs 4 mixed canastas among its canastas."


@pytest.mark.parametrize("players", [2, 3])
def test_10_playing_alone_one_natural_and_two_mixed_canastas_go_out(players):
    three = "A: Ac Ad Ah As Ac Ad Ah | J: Jc Jd Jh Js Jc Jd 2h | T: Tc Td Th Ts Tc Td 2c"
    state = hf(f"players: {players}\nphase: play\ncurrent: 0\nopened 0: yes\nhand 0: 7c 7d 7h 4c\n"
               f"table 0: {three}\nstock: 4h 5h 6h\npile: 9c")
    assert state.can_go_out()
    assert HF.canastas_to_go_out[players] == 3


def test_10_a_partnership_player_must_ask_first():
    state = hf(OPENED + f"hand 0: 7c 7d 7h 4c\ntable 0: {SEVEN}")
    assert refusal(state, "meld 7c 7d 7h") == ("In Hand and Foot you must ask your partner before going out: keep two "
                                               "cards, one to discard and one to hold.")
    play(state, "ask")
    assert state.current == 2 and state.phase == Phase.ASK


def test_10_going_out_scores_100_and_no_more_when_concealed():
    state = hf("""
    players: 2
    phase: play
    current: 0
    hand 0: Ac Ad Ah As Ac Ad Ah Kc Kd Kh Ks Kc Kd 2h Qc Qd Qh Qs Qc Qd JK 4c
    stock: 4h 5h 6h
    pile: 9c
    """)
    play(state, "meld Ac Ad Ah As Ac Ad Ah", "meld Kc Kd Kh Ks Kc Kd 2h", "meld Qc Qd Qh Qs Qc Qd JK", "discard 4c")
    assert state.went_out == 0 and state.concealed
    assert [line.points for line in state.hand_results[-1].sides[0].lines if line.part == "going_out"] == [100]


# 11. The empty stock ends the hand ----------------------------------------------------------------


def test_11_a_player_to_draw_from_an_empty_stock_ends_the_hand():
    state = hf(DRAW.replace("stock: 4h 5h 6h 7h 8h 9h", "stock: -") + "hand 0: 9d 9s Kc\n    pile: 4c 9c\n")
    assert legal(state) == ["stop"]
    play(state, "stop")
    assert state.phase == Phase.HAND_OVER and state.went_out is None


def test_11_with_one_card_left_the_player_draws_it():
    state = hf(DRAW.replace("stock: 4h 5h 6h 7h 8h 9h", "stock: 6h") + "hand 0: 9d 9s Kc\n    pile: 4c\n")
    play(state, "draw")
    assert len(state.hands[0]) == 4 and not state.stock


# 12. The hand score -------------------------------------------------------------------------------


def test_12_an_unplayed_foot_counts_against_its_side():
    state = hf("""
    players: 4
    phase: hand_over
    hand 0: 4c
    foot 0: Kc JK 3h
    hand 1: 5c
    hand 2: 6c
    hand 3: 7c
    table 0: K: Kc Kd Kh
    stock: 5c
    """)
    lines = {line.label: line.points for line in score_side(state, 0).lines}
    assert lines == {"Cards on the table": 30, "Cards in hand": -10, "Unplayed feet (1)": -360}


def test_12_one_foot_or_two_unplayed_are_one_line_of_the_scoring():
    state = hf("""
    players: 4
    phase: hand_over
    hand 0: 4c
    foot 0: Kc JK 3h
    hand 1: 5c
    foot 1: 9c
    hand 2: 6c
    hand 3: 7c
    foot 3: Qc
    table 0: K: Kc Kd Kh
    stock: 5c
    """)
    labels = [[line.label for line in score_side(state, side).lines if line.part == "feet"] for side in (0, 1)]
    assert labels == [["Unplayed feet (1)"], ["Unplayed feet (2)"]]


# 13. Four hands, a fifth on a tie -----------------------------------------------------------------


END = """
    players: 2
    phase: draw
    current: 0
    hand number: {hand}
    scores: {scores}
    opened 0: yes
    hand 0: Kc Ks Qh
    hand 1: Qc Qs
    table 0: K: Kc Kd Kh
    stock: -
    pile: 4c
"""


@pytest.mark.parametrize("hand, scores, over", [(3, "9000 0", False), (4, "0 100", True), (4, "-20 0", False),
                                                (5, "-30 0", True)])
def test_13_four_hands_make_a_game_and_equal_totals_play_a_fifth(hand, scores, over):
    # The hand scores 30 - 30 = 0 for side 0, -20 for side 1.
    state = hf(END.format(hand=hand, scores=scores))
    play(state, "stop")
    assert state.is_terminal() == over, state.scores
    if not over:
        play(state, "deal")
        assert state.hand_number == hand + 1


# Settled: six players -----------------------------------------------------------------------------


def test_six_players_play_as_three_partnerships_of_two_with_seven_packs_and_seven_canastas():
    state = GameState(HF, 6, seed=5)
    assert state.side_map == (0, 1, 2, 0, 1, 2) and state.partner_of(0) == 3
    assert state.card_count() == 378 and state.canastas_needed() == 7
    assert dict((kind, count[6]) for kind, count in HF.canastas_to_go_out_of_kind) == {"natural": 3, "mixed": 4}
