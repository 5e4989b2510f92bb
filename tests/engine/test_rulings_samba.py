"""The Samba rulings of docs/rules/samba-family.md ("samba N"), each as a small example.

Three packs and six jokers; two cards drawn a turn; runs of one suit beside the groups;
several groups of a rank; no wild card onto a canasta; two canastas to go out."""

from collections import Counter

import pytest

from canasta.engine import GameState, Phase
from canasta.engine.scoring.scoring import score_side
from canasta.variants import load_preset

from .helpers import action, legal, play, position, refusal


def samba(text: str) -> GameState:
    return position("samba", text)


OPENED = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    stock: 4h 5h 6h 7h
    pile: 9c
"""


def test_1_three_packs_and_six_jokers_make_162_cards():
    deck = load_preset("samba").deck_spec.cards(4)
    kinds = Counter(card.kind for card in deck)
    assert len(deck) == 162 and kinds["JK"] == 6 and kinds["2"] == 12 and kinds["K"] == 12


def test_2_fifteen_cards_are_dealt_and_3_two_are_drawn():
    state = GameState(load_preset("samba"), 4, seed=3)
    assert [len(hand) for hand in state.hands] == [15, 15, 15, 15]
    before = len(state.hands[state.current])
    play(state, "draw")
    assert len(state.hands[state.current]) == before + 2


def test_4a_a_group_holds_two_naturals_and_two_wild_cards_but_not_three():
    state = samba(OPENED + "hand 0: 8c 8d 2c JK 2h Qs Qd")
    play(state, "meld 8c 8d 2c JK")
    assert refusal(samba(OPENED + "hand 0: 8c 8d 8h 2c JK 2h Qs Qd"), "meld 8c 8d 8h 2c JK 2h") == \
        "Your row of Eights has 3 wild cards: a meld may hold at most 2."


def test_4b_a_run_is_three_to_seven_naturals_of_one_suit_in_rank_order():
    state = samba(OPENED + "hand 0: 9h Th Jh Qc Kd 4s 5s")
    play(state, "meld 9h Th Jh")
    (run,) = state.tables[0].melds
    assert (run.kind.name, run.key, [str(card) for card in run.cards]) == ("run", "h", ["9h", "Th", "Jh"])


def test_4b_no_wild_card_goes_in_a_run_and_it_does_not_wrap_round():
    state = samba(OPENED + """hand 0: 2c Ks As 4s 8d 8h
    table 0: h run: 9h Th Jh""")
    assert state.explain(action(state, "meld 2c to #1")) == "The Two of Clubs cannot join your run of Hearts."
    assert state.explain(action(state, "meld Ks As 4s")) is not None


def test_4b_a_samba_of_seven_takes_nothing_more():
    state = samba(OPENED + """hand 0: 8h Ah Kc Kd
    table 0: h run: 9h Th Jh Qh Kh 7h 6h""")
    assert state.explain(action(state, "meld 8h to #1")) is not None
    assert state.explain(action(state, "meld Ah to #1")) is not None


def test_4d_a_side_may_hold_two_groups_of_one_rank_and_a_card_joins_the_one_named():
    state = samba(OPENED + """hand 0: 7c 7d 7h 7s 9d 9s
    table 0: 7: 7c 7d 7h""")
    play(state, "meld 7d 7h 7s")
    sevens = [meld for meld in state.tables[0] if meld.key == "7"]
    assert len(sevens) == 2
    play(state, f"meld 7c to #{sevens[0].id}")
    assert [len(meld.cards) for meld in sevens] == [4, 3]


def test_4d_groups_of_a_rank_merged_one_after_another_make_a_canasta_to_go_out_with():
    # Three groups of three Eights are no canasta, two of them merged neither; all three
    # are. "May I go out?" looks at merges that lead there, not only those that complete a
    # canasta at once (found by a search of random play: the ask was refused).
    state = samba("""
    players: 4
    phase: play
    current: 0
    opened 0: yes
    stock: 4h 5h 6h 7h
    pile: 9c
    hand 0: 5c 5d 5h Qd
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | 8: 8c 8h 8c | 8: 8d 8s 8c | 8: 8d 8s 8h
    """)
    assert state.explain(action(state, "ask")) is None
    play(state, "ask", "yes", "merge #2 #3", "merge #2 #4", "meld 5c 5d 5h", "discard Qd")
    assert state.went_out == 0


def test_4e_no_wild_card_may_be_added_to_a_canasta_but_naturals_may():
    state = samba(OPENED + """hand 0: JK 7c 9d 9s 4c
    table 0: 7: 7c 7d 7h 7s 7c 7d 7h""")
    assert refusal(state, "meld JK to #1") == "No wild card may be added to a canasta: your Sevens are one already."
    assert "meld JK to #1" not in [str(action) for action in state.legal_actions()]
    play(state, "meld 7c to #1")


def test_5_a_samba_scores_1500_a_natural_canasta_500_a_mixed_one_300():
    state = samba("""
    players: 2
    phase: hand_over
    hand 0: -
    hand 1: 4c
    table 0: h run: 4h 5h 6h 7h 8h 9h Th | K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc 2d JK
    stock: 5c
    """)
    canastas = {line.label: line.points for line in score_side(state, 0).lines if line.part == "canastas"}
    assert canastas == {"Natural canastas (1)": 500, "Mixed canastas (1)": 300, "Sambas (1)": 1500}


def test_6c_the_pile_is_never_taken_with_one_natural_and_one_wild_card():
    state = samba("""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: 9d 2c Kc Ks Qh
    table 0: 5: 5c 5d 5h
    stock: 4h 5h 6h 7h
    pile: 4c 9c
    """)
    assert refusal(state, "take") == "To take the pile you need two natural Nines in your hand."


def test_6c_the_top_card_never_goes_onto_a_canasta():
    state = samba("""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: 4d Kc Ks Qh
    table 0: 9: 9c 9d 9h 9s 9c 9d 9h
    stock: 4h 5h 6h 7h
    pile: 4c 9c
    """)
    assert refusal(state, "take") == "To take the pile you need two natural Nines in your hand."


def test_6c_a_pair_takes_the_pile_beside_a_canasta_of_its_rank():
    state = samba("""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: 9d 9s Kc Ks Qh
    table 0: 9: 9c 9d 9h 9s 9c 9d 9h
    stock: 4h 5h 6h 7h
    pile: 4c 9c
    """)
    play(state, "take")
    play(state, f"meld 9d 9s to #{state.turn_moves[0][0]}")
    assert [len(meld.cards) for meld in state.tables[0] if meld.key == "9"] == [7, 3]
    assert state.taking is None and len(state.hands[0]) == 4


@pytest.mark.parametrize("canastas, sign", [(1, -1), (2, 1)])
def test_7_red_threes_count_for_a_side_only_with_two_canastas(canastas, sign):
    melds = " | ".join(["K: Kc Kd Kh Ks Kc Kd Kh", "Q: Qc Qd Qh Qs Qc Qd Qh"][:canastas])
    state = samba(f"""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: {melds}
    red threes 0: 3h 3d
    stock: 5c
    """)
    threes = [line.points for line in score_side(state, 0).lines if line.part == "red_threes"]
    assert threes == [sign * 200]


def test_7_all_six_red_threes_score_1000():
    state = samba("""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh
    red threes 0: 3h 3d 3h 3d 3h 3d
    stock: 5c
    """)
    assert [line.points for line in score_side(state, 0).lines if line.part == "red_threes"] == [1000]


@pytest.mark.parametrize("score, need", [(-20, 15), (0, 50), (1500, 90), (3000, 120), (6995, 120), (7000, 150)])
def test_9_the_first_meld_needs_more_as_the_side_scores_more(score, need):
    state = samba(f"""
    players: 2
    scores: {score} 0
    """)
    assert state.minimum_meld(0) == need


def test_10_going_out_needs_two_canastas():
    state = samba("""
    players: 2
    phase: play
    current: 0
    opened 0: yes
    hand 0: 8c 8d 8h 4c
    table 0: K: Kc Kd Kh Ks Kc Kd Kh
    stock: 4h 5h 6h 7h
    pile: 9c
    """)
    assert refusal(state, "meld 8c 8d 8h") == ("Keep two cards, one to discard and one to hold: with one card "
                                               "left you could only go out, and that needs 2 canastas.")


UNFROZEN = """
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    stock: 4h 5h 6h 7h
"""


def test_6b_the_top_card_alone_extends_a_run_to_take_the_pile():
    state = samba(UNFROZEN + """hand 0: 4c Kc Ks Qd
    table 0: h run: 9h Th Jh
    pile: 5c 8h""")
    assert "take to #1" in [str(action) for action in state.legal_actions()]
    play(state, "take to #1")
    assert [str(card) for card in state.tables[0].melds[0].cards] == ["9h", "Th", "Jh", "8h"]
    assert state.taking is None and sorted(map(str, state.hands[0])) == ["4c", "5c", "Kc", "Ks", "Qd"]


def test_6b_the_top_card_goes_onto_the_group_the_player_names():
    state = samba(UNFROZEN + """hand 0: 4c Kc Ks Qd
    table 0: 9: 9c 9d 9h | 9: 9s 9c 9d 9h 2c
    pile: 5c 9s""")
    play(state, "take to #2")
    assert [len(meld.cards) for meld in state.tables[0]] == [3, 6]


def test_6c_the_top_card_never_starts_a_run_nor_goes_onto_a_samba():
    state = samba(UNFROZEN + """hand 0: 4c 9h Th Qd
    table 0: c run: 5c 6c 7c 8c 9c Tc Jc
    pile: 5d Jh""")
    assert refusal(state, "take to #1") == "The top card cannot go onto your run of Clubs under these rules."
    assert "take" not in [str(action) for action in state.legal_actions()]


def test_6a_a_frozen_pile_is_taken_with_a_pair_into_an_incomplete_group_the_player_names():
    state = samba(UNFROZEN + """hand 0: 9d 9s Kc Ks Qd
    table 0: 9: 9c 9d 9h | 5: 5c 5d 5h
    pile: 2c 4d 9c""")
    assert state.pile_frozen_for(0)
    assert refusal(state, "take to #2") == (
        "To take the pile now (the pile is frozen) its top card goes with two natural Nines from your hand, "
        "into a new meld or a group of its rank that is not a canasta.")
    play(state, "take to #1", "meld 9d 9s to #1")
    assert [len(meld.cards) for meld in state.tables[0]] == [6, 3] and state.taking is None


# Chilean: Samba with Bolivia's wild melds (chilean rulings 1 to 4) ------------------------


def chilean(text: str) -> GameState:
    return position("chilean", text)


def test_chilean_1_three_to_seven_wild_cards_make_a_wild_meld():
    state = chilean(OPENED + "hand 0: 2c JK 2h 2d 8c 8d Qs")
    play(state, "meld 2c JK 2h")
    (wild,) = state.tables[0].melds
    assert wild.kind.name == "wild" and len(wild.cards) == 3
    assert refusal(samba(OPENED + "hand 0: 2c JK 2h 2d 8c 8d Qs"), "meld 2c JK 2h") == \
        "Say which row the wild card goes on (drag it onto the row)."


def test_chilean_1_a_wild_card_goes_to_the_wild_meld_or_the_group_the_player_names():
    state = chilean(OPENED + """hand 0: 2c JK 8c 8d Qs
    table 0: wild: 2h 2d 2s | 9: 9c 9d 9h""")
    play(state, "meld 2c to #1", "meld JK to #2")
    assert [len(meld.cards) for meld in state.tables[0]] == [4, 4]


def test_chilean_1_a_bolivia_of_seven_wild_cards_scores_2500_and_takes_nothing_more():
    state = chilean(OPENED + """hand 0: 2c 8c 8d Qs Kd
    table 0: wild: 2h 2d 2s JK JK 2c 2d""")
    assert state.explain(action(state, "meld 2c to #1")) is not None
    done = chilean("""
    players: 2
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    table 0: wild: 2h 2d 2s JK JK 2c 2d | K: Kc Kd Kh Ks Kc Kd Kh
    stock: 5c
    """)
    canastas = {line.label: line.points for line in score_side(done, 0).lines if line.part == "canastas"}
    assert canastas == {"Natural canastas (1)": 500, "Bolivias (1)": 2500}


def test_chilean_2_four_packs_pay_1000_for_all_eight_red_threes():
    rules = load_preset("chilean").replace({"packs": 4})
    assert rules.deck_spec.size(4) == 216
    assert rules.red_three_points.points(8, rules.red_threes_in_deck(4)) == 1000
    assert rules.red_three_points.points(6, rules.red_threes_in_deck(4)) == 600


# Samba rulings 8 and 11 to 14 ------------------------------------------------------------


def test_8_a_black_three_discarded_stops_the_next_player_taking_the_pile():
    state = samba("""
    players: 2
    phase: draw
    current: 1
    opened 1: yes
    hand 1: 9d 9s Kd
    table 1: 9: 9c 9d 9h
    stock: 4h 5h 6h 7h
    pile: 9c 3s
    """)
    assert refusal(state, "take") == "The pile cannot be taken while a black three is on top."
    assert state.rules.value_of(state.pile[-1]) == 5


CONCEALED = """
    players: 2
    phase: play
    current: 0
    hand 0: Kc Kd Kh Ks Kc Kd Kh 8c 8d 8h 8s 8c 8d 8h 9s
    stock: 4h 5h 6h 7h
    pile: 6d
"""


def test_11_going_out_concealed_earns_the_same_200_as_going_out():
    state = samba(CONCEALED)
    play(state, "meld Kc Kd Kh Ks Kc Kd Kh", "meld 8c 8d 8h 8s 8c 8d 8h", "discard 9s")
    result = state.hand_results[-1]
    assert result.concealed and result.sides[0].figure("going_out") == 200


def test_11_going_out_concealed_still_needs_the_first_meld_minimum():
    state = samba(CONCEALED.replace("Kc Kd Kh Ks Kc Kd Kh 8c 8d 8h 8s 8c 8d 8h",
                                    "4c 4d 4h 4s 4c 4d 4h 5c 5d 5h 5s 5c 5d 5h"))
    state.scores = [3000, 0]  # a first meld of 120; fourteen cards of 5 make only 70
    assert refusal(state, "meld 4c 4d 4h 4s 4c 4d 4h").startswith("Your first meld needs at least 120 points")


def test_12_after_the_stock_runs_out_a_discard_that_fits_a_meld_must_be_taken():
    state = samba("""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: 9c 4d
    table 0: 7: 7s 7d 7h
    pile: 6d 7c
    stock: -
    """)
    assert legal(state) == ["take"]


def test_12_after_the_stock_runs_out_the_hand_ends_when_the_discard_fits_nothing():
    state = samba("""
    players: 2
    phase: draw
    current: 0
    opened 0: yes
    hand 0: 9c 4d
    table 0: 7: 7s 7d 7h
    pile: 6d Qc
    stock: -
    """)
    assert legal(state) == ["stop"]
    play(state, "stop")
    assert state.hand_results[-1].went_out is None


def test_13_the_hand_score_is_cards_and_bonuses_plus_going_out_and_red_threes_minus_the_hand():
    state = samba("""
    players: 2
    phase: play
    current: 0
    opened 0: yes
    opened 1: yes
    hand 0: 5c 5d 5h 9s
    table 0: K: Kc Kd Kh Ks Kc Kd 2d | c run: 6c 7c 8c 9c Tc Jc Qc
    red threes 0: 3h 3d
    hand 1: Ac JK 9d
    table 1: Q: Qh Qd Qs
    red threes 1: 3h
    stock: 4h 5h 6h 7h
    pile: 8d
    """)
    play(state, "meld 5c 5d 5h", "discard 9s")
    ours, theirs = state.hand_results[-1].sides
    # Kings 60 + the two 20; the run 5+5+10*5 = 60; the Fives 15; a mixed canasta 300 and a
    # samba 1500; going out 200; two red threes with two canastas: +200.
    assert ours.total == 80 + 60 + 15 + 300 + 1500 + 200 + 200
    # Queens 30; one red three without two canastas: -100; Ace, Joker and Nine in hand: -80.
    assert theirs.total == 30 - 100 - 80


def test_14_the_game_ends_after_the_hand_in_which_a_side_reaches_10000():
    state = samba(CONCEALED.replace("current: 0", "current: 0\n    opened 0: yes"))
    state.scores = [9000, 9990]
    play(state, "meld Kc Kd Kh Ks Kc Kd Kh", "meld 8c 8d 8h 8s 8c 8d 8h", "discard 9s")
    assert state.phase == Phase.GAME_OVER and state.winner() == 0
