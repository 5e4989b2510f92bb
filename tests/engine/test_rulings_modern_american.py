"""The Modern American rulings of docs/rules/modern-american.md ("american N"), each as a
small example.

Four players in partnerships, thirteen cards, no upcard; bonus cards for a side's first
melder; melds of at most seven cards and two wild cards, five naturals before a wild card
once the side has melded; pure Sevens and Aces; one wild meld a side, which locks the
side's wild cards while it is short; dead ranks; a clean first meld; the pack taken only
with a natural pair; discard limits; two canastas and a discard to go out; special hands;
every three laid out and scored by colour; penalties; the minus table score; 8,500."""

from collections import Counter

import pytest

from canasta.engine import GameState, Phase, parse_cards
from canasta.engine.scoring.american_parts import held_rank_points
from canasta.variants import load_preset

from .helpers import legal, play, position, refusal, score_lines as lines

AMERICAN = load_preset("modern_american")


def american(text: str) -> GameState:
    return position("modern_american", text)


def deck_dealing(hands: list[str], rest: str = "") -> list:
    """A whole 108-card deck (first card dealt first) that deals `hands` one card at a
    time from seat 0, then `rest` on top of the stock; the others follow in a fixed order."""
    held = [parse_cards(hand) for hand in hands]
    order = [held[seat][i] for i in range(len(held[0])) for seat in range(len(held))] + parse_cards(rest)
    others = Counter(AMERICAN.deck_spec.cards(4))
    others.subtract(Counter(order))
    assert all(count >= 0 for count in others.values()), "more of a card than the two packs hold"
    return order + sorted(others.elements(), key=lambda card: (card.rank == "3", str(card)))


HANDS = ["4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 9c 9d Tc", "4h 4s 5h 5s 6h 6s 7h 7s 8h 8s 9h 9s Th",
         "Jc Jd Qc Qd Kc Kd Ac Ad 4c 5c 6c 8c 9c", "Jh Js Qh Qs Kh Ks Ah As 4d 5d 6d 8d 9d"]


def rows_of(state: GameState, side: int) -> dict[str, list[str]]:
    return {meld.label: [str(card) for card in meld.cards] for meld in state.tables[side]}


# 1 and 2. The deck, the deal, no upcard ---------------------------------------------------------


def test_1_four_players_in_partnerships_only():
    # (and five, one of them sitting out each hand: docs/rules/five-and-six.md, ruling 14)
    assert AMERICAN.player_counts == (4, 5) and AMERICAN.deck_spec.size(4) == 108
    assert AMERICAN.players_problem(2) == "Modern American Canasta is played by 4 or 5 players, not 2."
    with pytest.raises(ValueError):
        GameState(AMERICAN, 2)


def test_2_thirteen_cards_each_and_no_upcard_the_pack_starts_empty():
    state = GameState(AMERICAN, 4, deck=deck_dealing(HANDS))
    assert [len(hand) for hand in state.hands] == [13] * 4
    assert state.pile == [] and state.current == 0 and len(state.stock) == 108 - 52


def test_2_every_three_dealt_is_laid_out_and_replaced_but_one_kept_for_the_straight():
    hands = ["3h 3c 3d 5c 5d 6c 6d 7c 7d 8c 8d 9c 9d", *HANDS[1:]]
    state = GameState(AMERICAN, 4, deck=deck_dealing(hands, "Kh Qh"))
    # The first three stays in the hand (a straight needs one); the other two are laid out
    # for the side and replaced from the stock.
    assert [str(card) for card in state.red_threes[0]] == ["3c", "3d"]
    assert "3h" in map(str, state.hands[0]) and len(state.hands[0]) == 13
    assert {"Kh", "Qh"} <= set(map(str, state.hands[0]))


# 3. Drawing, and a three drawn ---------------------------------------------------------------------


DRAW = """
    phase: draw
    current: 0
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
"""


def test_3_a_three_drawn_by_a_player_whose_side_has_melded_is_laid_out_and_replaced():
    state = american(DRAW + """opened 0: yes
    hand 0: 4c 5d 6h 8s 9c
    table 0: K: Kc Kd Kh
    stock: 9d Qs 3s""")
    play(state, "draw")
    assert [str(card) for card in state.red_threes[0]] == ["3s"] and "Qs" in map(str, state.hands[0])


def test_3_a_three_drawn_is_kept_by_a_player_whose_side_has_not_melded_and_who_holds_none():
    state = american(DRAW + """hand 0: 4c 5d 6h 8s 9c
    stock: 9d Qs 3s""")
    play(state, "draw")
    assert "3s" in map(str, state.hands[0]) and state.red_threes[0] == []
    assert "meld 3s" in legal(state)
    play(state, "meld 3s")  # laid out, and replaced from the stock
    assert [str(card) for card in state.red_threes[0]] == ["3s"] and "Qs" in map(str, state.hands[0])


def test_3_a_three_drawn_as_the_last_card_of_the_stock_ends_the_hand():
    for side_melded in ("opened 0: yes\n    table 0: K: Kc Kd Kh", ""):
        state = american(DRAW + f"""hand 0: 4c 5d 6h 8s 9c
        {side_melded}
        stock: 3c""")
        play(state, "draw")
        assert state.phase == Phase.HAND_OVER and state.went_out is None


def test_3_with_the_stock_empty_a_kept_three_laid_out_is_not_replaced_so_it_may_not_leave_one_card():
    """The kept 3s laid out from Kd 3s would leave the Kd alone, and going out needs two
    canastas: with a card in the stock the three is replaced, with none the turn could not
    end (found by random play: seed 97, the player was left with only "undo")."""
    empty_stock = american(DRAW.replace("phase: draw", "phase: play") + "hand 0: Kd 3s")
    assert "meld 3s" not in legal(empty_stock)
    assert refusal(empty_stock, "meld 3s") == ("The stock is empty, so nothing would replace that three: "
                                               "with it laid out, your turn could not end.")
    assert "discard Kd" in legal(empty_stock)
    with_stock = american(DRAW.replace("phase: draw", "phase: play") + "hand 0: Kd 3s\nstock: 9d")
    assert "meld 3s" in legal(with_stock)


# 4. Bonus cards ------------------------------------------------------------------------------------


FIRST_MELD = """
    phase: play
    current: 0
    hand 0: Kc Kd Ks Ac Ad Ah As Qc Qd Qh 9c 4d
    hand 1: 4c 5d 6h 8s 9c Tc Jd Qh Kc Ks Jc 5c 5s
    hand 2: 4h 5h 6h 8h 9h Th Jh Qs Ks Kd Jd 6c 6d
    hand 3: 4s 5s 6s 8d 9d Td Jd Qd Kh Kh Jh 6h 6s
    stock: 7c 7d 7h 7s 8c 8d 9s 9d Tc Ts Jc
"""


def test_4_the_first_melder_takes_four_cards_after_the_discard_if_the_other_side_has_not_melded():
    state = american(FIRST_MELD)
    play(state, "meld Kc Kd Ks", "meld Ac Ad Ah As", "meld Qc Qd Qh", "discard 9c")
    assert sorted(map(str, state.hands[0])) == sorted(["4d", "Jc", "Ts", "Tc", "9d"])
    assert state.current == 1 and len(state.stock) == 7


def test_4_three_cards_if_the_other_side_has_melded():
    state = american(FIRST_MELD + """opened 1: yes
    table 1: 8: 8s 8h 8c""")
    play(state, "meld Kc Kd Ks", "meld Ac Ad Ah As", "meld Qc Qd Qh", "discard 9c")
    assert sorted(map(str, state.hands[0])) == sorted(["4d", "Jc", "Ts", "Tc"])


def test_4_no_bonus_cards_when_the_stock_holds_fewer_than_nine():
    state = american(FIRST_MELD.replace("stock: 7c 7d 7h 7s 8c 8d 9s 9d Tc Ts Jc", "stock: 7c 7d 7h 7s 8c 8d 9s 9d"))
    play(state, "meld Kc Kd Ks", "meld Ac Ad Ah As", "meld Qc Qd Qh", "discard 9c")
    assert [str(card) for card in state.hands[0]] == ["4d"]


def test_4_no_bonus_cards_when_the_first_meld_took_the_pack():
    state = american("""
    phase: draw
    current: 0
    hand 0: Kc Kd Ac Ad Ah As Qc Qd Qh 9c 4d 5s
    hand 1: 4c 5d 6h 8s 9c Tc Jd Qh Kc Ks Jc 5c 5s
    hand 2: 4h 5h 6h 8h 9h Th Jh Qs Ks Kd Jd 6c 6d
    hand 3: 4s 5s 6s 8d 9d Td Jd Qd Kh Kh Jh 6h 6s
    pile: 8h Ks
    stock: 7c 7d 7h 7s 8c 8d 9s 9d Tc Ts Jc
    """)
    play(state, "take", "meld Kc Kd to #1", "meld Ac Ad Ah As", "meld Qc Qd Qh", "discard 9c")
    assert sorted(map(str, state.hands[0])) == sorted(["4d", "5s", "8h"])


def test_4_a_three_among_the_bonus_cards_is_laid_out_and_replaced():
    state = american(FIRST_MELD.replace("stock: 7c 7d 7h 7s 8c 8d 9s 9d Tc Ts Jc",
                                        "stock: 7c 7d 7h 7s 8c 8d 9s 9d Tc 3h Jc"))
    play(state, "meld Kc Kd Ks", "meld Ac Ad Ah As", "meld Qc Qd Qh", "discard 9c")
    assert sorted(map(str, state.hands[0])) == sorted(["4d", "Jc", "Tc", "9d", "9s"])
    assert [str(card) for card in state.red_threes[0]] == ["3h"]


# 5. Melds ---------------------------------------------------------------------------------------------


OPENED = """
    phase: play
    current: 0
    opened 0: yes
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
    stock: 4h 5h 6h 7h 8h 9h
    pile: 9c
"""


def test_5_a_meld_holds_at_most_seven_cards_and_two_wild_cards():
    state = american(OPENED + """hand 0: Kh Kc 4c 5c 6c
    table 0: K: Kc Kd Ks Kh Kc JK""")
    assert refusal(state, "meld Kh Kc to K") == "Your row of Kings has 8 cards: a meld holds at most 7."
    state = american(OPENED.replace("opened 0: yes", "") + "hand 0: Qc Qd Qh JK 2c 2d Ac Ad Ah 4c 5c")
    assert refusal(state, "meld Qc Qd Qh JK 2c 2d") == "Your row of Queens has 3 wild cards: a meld may hold at most 2."


def test_5a_after_the_first_meld_turn_a_wild_card_joins_only_a_meld_of_five_naturals():
    state = american(OPENED + """hand 0: JK Kh 4c 5c 6c
    table 0: K: Kc Kd Ks Kh""")
    assert refusal(state, "meld JK to K") == (
        "After your side's first meld, a meld takes wild cards only once it holds 5 natural cards: "
        "put 1 more natural Kings in it first.")
    play(state, "meld Kh to K", "meld JK to K")  # naturals laid in the same turn count
    assert rows_of(state, 0)["K"] == ["Kc", "Kd", "Ks", "Kh", "Kh", "JK"]


def test_5a_a_new_meld_after_the_first_meld_turn_starts_natural():
    state = american(OPENED + "hand 0: Qc Qd JK 4c 5c 6c")
    assert refusal(state, "meld Qc Qd JK").startswith("After your side's first meld, a meld takes wild cards only")
    assert not any("JK" in move for move in legal(state))


def test_5a_in_the_first_meld_turn_wild_cards_go_in_freely():
    state = american(OPENED.replace("opened 0: yes", "") + "hand 0: Qc Qd JK Kc Kd Ks Ac Ad Ah 4c 5c 6c 8d")
    play(state, "meld Qc Qd JK")
    assert rows_of(state, 0)["Q"] == ["Qc", "Qd", "JK"]


def test_5b_sevens_never_take_wild_cards():
    state = american(OPENED.replace("opened 0: yes", "") + "hand 0: 7c 7d 2c Kc Kd Ks 4c 5c 6c 8d")
    assert refusal(state, "meld 7c 7d 2c") == "Sevens never take wild cards: a meld of Sevens stays pure."


def test_5b_aces_take_wild_cards_only_in_the_side_s_first_meld_turn_and_are_then_an_ordinary_meld():
    state = american(OPENED.replace("opened 0: yes", "") + "hand 0: Ac Ad 2c Kc Kd Ks Qc Qd Qh Qs 4c 5c 6c 8d")
    play(state, "meld Ac Ad 2c", "meld Kc Kd Ks", "meld Qc Qd Qh Qs", "discard 4c")
    later = american(OPENED + """hand 0: 2c Ah 4c 5c 6c
    table 0: A: Ac Ad Ah Ac Ad""")
    assert refusal(later, "meld 2c to A") == "Aces take wild cards only in your side's first-meld turn."
    ordinary = american("""
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    hand 2: 4h
    hand 3: 4s
    table 0: A: Ac Ad 2c Ah As
    stock: 5c
    """)
    assert not any("Aces" in label for label, _ in lines(ordinary, 0)), "no penalty for an ace meld with a wild card"


def test_5c_one_wild_meld_a_side_and_while_it_is_short_no_wild_card_elsewhere():
    state = american(OPENED + """hand 0: JK 2c 2d 4c 5c 6c
    table 0: wild: JK 2h 2s | K: Kc Kd Ks Kh Kc""")
    assert refusal(state, "meld JK to K") == \
        "While your wild meld has fewer than 7 cards, your side may not put wild cards in other melds."
    play(state, "meld 2c 2d")  # wild cards without a meld named join the side's wild meld
    assert [len(meld.cards) for meld in state.tables[0]] == [5, 5]
    done = american(OPENED + """hand 0: JK 4c 5c 6c
    table 0: wild: JK 2h 2s 2c 2d JK 2c | K: Kc Kd Ks Kh Kc""")
    play(done, "meld JK to K")


def test_5d_once_either_side_completes_a_canasta_of_a_rank_nobody_melds_it():
    state = american(OPENED + """hand 0: 9c 9d 9h 4c 5c 6c
    table 1: 9: 9s 9s 9c 9d 9h JK 2c""")
    assert refusal(state, "meld 9c 9d 9h") == \
        "Nines are a dead rank: a canasta of them is complete, so nobody may meld them any more."
    assert not any(move.startswith("meld 9") for move in legal(state))


def test_5d_nor_picks_up_the_pack_with_it():
    state = american(DRAW + """opened 0: yes
    hand 0: 9d 9h Kc Kd Ks Qh
    table 1: 9: 9s 9s 9c 9d 9h JK 2c
    pile: 4c 9c
    stock: 5c 6c""")
    assert refusal(state, "take") == \
        "The pack cannot be taken with a card of a dead rank on top: a canasta of Nines is complete."


# 6. Canasta bonuses -------------------------------------------------------------------------------------


def over(table: str) -> GameState:
    return american(f"""
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    hand 2: 4h
    hand 3: 4s
    table 0: {table}
    stock: 5c
    """)


@pytest.mark.parametrize("table, label, points", [
    ("7: 7c 7d 7h 7s 7c 7d 7h", "Natural canastas of Sevens (1)", 2500),
    ("A: Ac Ad Ah As Ac Ad Ah", "Natural canastas of Aces (1)", 2500),
    ("A: Ac Ad Ah As Ac Ad 2h", "Mixed canastas of Aces (1)", 300),
    ("K: Kc Kd Kh Ks Kc Kd Kh", "Natural canastas (1)", 500),
    ("K: Kc Kd Kh Ks Kc Kd JK", "Mixed canastas (1)", 300),
    ("wild: 2c 2d 2h 2s 2c 2d 2h", "Wild melds of seven (1)", 3000),
    ("wild: JK JK JK JK 2d 2h 2s", "Wild melds of seven (1)", 2500),
    ("wild: JK JK JK 2c 2d 2h 2s", "Wild melds of seven (1)", 2000),
])
def test_6_canasta_bonuses_by_rank_and_by_what_a_wild_meld_holds(table, label, points):
    assert (label, points) in lines(over(table), 0)


# 7. The first meld ----------------------------------------------------------------------------------------


UNOPENED = """
    phase: play
    current: 0
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
    stock: 4h 5h 6h 7h 8h 9h 4c 5c 6c 7c 8c 9c
"""


@pytest.mark.parametrize("score, need", [(-500, 125), (2995, 125), (3000, 155), (4995, 155), (5000, 180)])
def test_7_the_first_meld_needs_125_155_or_180_by_the_side_s_score(score, need):
    state = american(UNOPENED + f"scores: {score} 0\nhand 0: Kc Kd Ks 4c 5c")
    assert state.minimum_meld(0) == need


def test_7_the_first_meld_turn_needs_a_clean_meld_of_three_naturals():
    state = american(UNOPENED + "hand 0: Ac Ad JK Kc Kd 2c Qc Qd 2d 9c 9d 9h 4d 5s")
    play(state, "meld Ac Ad JK", "meld Kc Kd 2c", "meld Qc Qd 2d")  # 190 points, no clean meld
    assert refusal(state, "discard 4d") == ("Your side's first meld needs a clean meld: three or more natural "
                                            "cards of one rank without a wild card.")
    play(state, "meld 9c 9d 9h", "discard 4d")
    no_triple = american(UNOPENED + "hand 0: Ac Ad JK Kc Kd 2c Qc Qd 2d 9c 4d")
    assert refusal(no_triple, "meld Ac Ad JK") == (
        "Your first meld needs at least 125 points and a clean meld (three or more naturals of a rank, no wild "
        "card): after that meld your hand could not make it and keep a card to discard.")


def test_7_a_natural_canasta_laid_from_the_hand_meets_the_requirement_whatever_its_points():
    state = american(UNOPENED + "hand 0: 4c 4d 4h 4s 4c 4d 4h 9c Kd")
    play(state, "meld 4c 4d 4h 4s 4c 4d 4h", "discard 9c")  # 35 points
    assert state.opened[0] and state.canastas(0) == 1


def test_7_the_pack_s_top_card_never_counts_nor_is_part_of_the_clean_meld():
    taking = """
    phase: draw
    current: 0
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
    pile: 8h As
    stock: 4h 5h 6h 7h 8h 9h 4c 5c 6c 7c 8c 9c
    """
    state = american(taking + "hand 0: Ac Ad Kc Kd 2c Qc Qd 2d JK 9c 9d 9h 4d 5s")
    play(state, "take", "meld Ac Ad to #1", "meld Kc Kd 2c", "meld Qc Qd 2d")
    assert state.first_meld_need(0) == 145 and state.taking is not None  # 125, and the top Ace's 20
    assert state.turn_points() == 140
    play(state, "meld 9c 9d 9h")  # 170: the pack comes into the hand, and the Nines are the clean meld
    assert state.taking is None
    play(state, "discard 4d")
    only_the_aces = american(taking + "hand 0: Ac Ad Kc Kd 2c Qc Qd 2d JK 9c 4d 5s")
    assert refusal(only_the_aces, "take") == (
        "Your first meld needs at least 125 points and a clean meld (three or more naturals of a rank, no wild "
        "card) besides the top card, which does not count: your hand could not make it and keep a card to discard.")


def test_7_the_clean_meld_may_come_from_the_pack_once_the_points_bring_it_into_the_hand():
    # Two Fours in the hand cannot be melded before the pack comes; with its Four they make
    # the clean meld after it, so the Nines that take it are allowed.
    state = american("""
    phase: draw
    current: 0
    hand 0: 9h 9s Ts Ts 2c Kh Kd 2d Ac Ah 2h 4s 4h
    hand 1: 4d 5d 6d 8d
    hand 2: 4h 5h 6h 8h
    hand 3: 4s 5s 6s 8s
    pile: 6c 7d 9c 4d 9d
    stock: 4h 5h 6h 7h 8h 9h 4c 5c 6c 7c 8c 9c
    """)
    play(state, "take", "meld 9h 9s to #1", "meld Ts Ts 2c", "meld Kh Kd 2d", "meld Ac Ah 2h")
    assert state.taking is None and state.turn_points() - state.first_meld_need(0) == 170 - 135  # 125 and the top Nine
    play(state, "meld 4s 4h 4d", "discard 9c")
    assert state.opened[0]


# 8. Picking up the pack ------------------------------------------------------------------------------------


def test_8_the_pack_is_taken_only_with_a_natural_pair_of_its_top_card_even_with_a_meld_of_its_rank():
    state = american(DRAW + """opened 0: yes
    hand 0: Kd JK 9c Qh Jc
    table 0: K: Kc Kd Kh
    pile: 4c Ks
    stock: 5c 6c""")
    assert refusal(state, "take") == "The pack is always frozen: you need two natural Kings in your hand to take it."


def test_8_the_whole_pack_comes_and_the_pair_joins_the_side_s_meld_of_its_rank():
    state = american(DRAW + """opened 0: yes
    hand 0: Kd Ks 9c Qh Jc
    table 0: K: Kc Kd Kh
    pile: 4c 5d Ks
    stock: 5c 6c""")
    play(state, "take", "meld Kd Ks to K")
    assert len(rows_of(state, 0)["K"]) == 6 and {"4c", "5d"} <= set(map(str, state.hands[0]))


def test_8_never_when_the_meld_would_hold_more_than_seven():
    state = american(DRAW + """opened 0: yes
    hand 0: Kd Ks 9c Qh Jc
    table 0: K: Kc Kd Kh Ks Kc
    pile: 4c Kh
    stock: 5c 6c""")
    assert refusal(state, "take") == ("Your Kings hold 5 cards: with the top card and two natural Kings "
                                      "from your hand they would be more than 7, the most a meld may hold.")


def test_8_never_when_the_top_card_is_wild():
    state = american(DRAW + """opened 0: yes
    hand 0: 2d 2h 9c Qh Jc
    pile: 4c 2c
    stock: 5c 6c""")
    assert refusal(state, "take") == "The pack cannot be taken while a wild card is on top."


# 9. Discards ------------------------------------------------------------------------------------------------


def test_9_a_three_is_never_discarded():
    state = american(UNOPENED + "hand 0: 3c Kc Kd 9c")
    assert refusal(state, "discard 3c") == "A three is never discarded: lay it out (click it)."


def test_9_a_wild_card_only_from_a_hand_of_nothing_but_wild_cards():
    state = american(OPENED + "hand 0: JK 9d 4c")
    assert refusal(state, "discard JK") == \
        "A wild card may be discarded only when your hand holds nothing else: discard another card."
    only = american(OPENED + "hand 0: JK 2c")
    assert "discard JK" in legal(only) and "discard 2c" in legal(only)


def test_9_no_ace_seven_wild_card_or_dead_card_onto_an_empty_pack():
    state = american(OPENED.replace("pile: 9c", "pile: -") + """hand 0: Ad 7c 9s 9d 4c
    table 1: 9: 9s 9s 9c 9d 9h JK 2c""")
    assert refusal(state, "discard Ad") == "The Ace of Diamonds may not go onto an empty pack: discard another card."
    assert refusal(state, "discard 7c").startswith("The Seven of Clubs may not go onto an empty pack")
    assert refusal(state, "discard 9s") == ("Nines are a dead rank: the Nine of Spades may not go onto an empty "
                                           "pack: discard another card.")
    play(state, "discard 4c")


def test_9_ruling_a_hand_of_nothing_else_may_put_any_of_them_onto_the_empty_pack():
    state = american(OPENED.replace("pile: 9c", "pile: -") + "hand 0: Ad 7c")
    assert {"discard Ad", "discard 7c"} <= set(legal(state))


# 10. Going out ---------------------------------------------------------------------------------------------


TWO_CANASTAS = "K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd JK"


def test_10_going_out_needs_two_canastas_and_a_discard_a_wild_card_allowed():
    state = american(OPENED + f"""hand 0: 8c 8d 8h JK
    table 0: {TWO_CANASTAS}""")
    play(state, "meld 8c 8d 8h", "discard JK")
    assert state.went_out == 0 and state.hand_over()
    one = american(OPENED + """hand 0: 8c 8d 8h 4c
    table 0: K: Kc Kd Kh Ks Kc Kd Kh""")
    assert not one.can_go_out()


def test_10_no_going_out_with_an_incomplete_pure_or_wild_meld():
    for meld, words in (("7: 7c 7d 7h", "your meld of pure Sevens"), ("A: Ac Ad Ah", "your meld of pure Aces"),
                        ("wild: JK 2c 2d", "your wild meld")):
        state = american(OPENED + f"""hand 0: 8c
        table 0: {TWO_CANASTAS} | {meld}""")
        assert refusal(state, "discard 8c") == f"You may not go out while {words} is not a canasta."
    ordinary = american(OPENED + f"""hand 0: 8c
    table 0: {TWO_CANASTAS} | A: Ac Ad 2h""")
    play(ordinary, "discard 8c")


def test_10_no_concealed_bonus():
    assert AMERICAN.concealed_going_out_bonus == AMERICAN.going_out_bonus == 100


# 11. Special hands -------------------------------------------------------------------------------------------


SPECIAL_TURN = """
    phase: play
    current: 0
    hand 1: 4d 5d 6d 8d 9h Th
    hand 2: 4h 5h 6h 8h Jh Qh
    hand 3: 4s 5s 6s 8s Ks Qs
    stock: 4h 5h 6h 7h 8h 9h
"""


@pytest.mark.parametrize("cards, name, points", [
    ("Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc JK", "Straight", 3000),
    ("4c 4d 5c 5d 6c 6d 8c 8d 9c 9d Kc Kd Ac Ad", "Pairs", 2500),
    ("2c 2d 7c 7d Ac Ad 6c 6d 8c 8d 9c 9d Kc Kd", "Pairs with Twos", 2000),
    ("4c 4d 4h 4s 9c 9d 9h 9s Kc Kd Kh Qc Qd Qh", "Garbage", 2000),
])
def test_11_a_special_hand_is_laid_at_once_as_the_side_s_only_meld_and_ends_the_hand(cards, name, points):
    state = american(SPECIAL_TURN + f"hand 0: {cards}")
    moves = [move for move in legal(state) if len(move.split()) == 15]
    assert len(moves) == 1
    play(state, moves[0])
    assert state.hand_over() and state.opened[0]
    assert lines(state, 0) == [(f"Special hand: {name}", points)]
    other = [label for label, _ in lines(state, 1)]
    assert "Going out" not in other and "Cards in hand" in other  # the others score as usual


def test_11_only_with_exactly_fourteen_cards_and_no_meld_of_the_side():
    cards = "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc JK"
    state = american(SPECIAL_TURN + f"""hand 0: {cards}
    opened 0: yes
    table 0: 8: 8c 8d 8h""")
    assert refusal(state, f"meld {cards}") == "A special hand must be your side's first and only meld."
    short = american(SPECIAL_TURN + "hand 0: 4c 4d 5c 5d 6c 6d 8c 8d 9c 9d Kc Kd Ac Ad 5h")
    assert not [move for move in legal(short) if len(move.split()) >= 15]


def test_11_the_cla_set_is_an_option_with_the_league_s_eleven_hands():
    rules = AMERICAN.replace({"special_hands": "cla"})
    from canasta.engine.melds.special_hands import classify
    for cards, name, points in (("4c 4d 4h 4s 9c 9d 9h 9s Kc Kd Kh Qc Qd Qh", "Garbage", 3000),
                                ("8c 8d JK JK Qc Qd Qh Kc Kd Kh 4c 4d 4h 4s", "Zip code", 2500),
                                ("4c 4d 4h 4s 4c Kc Kd Kh Ks Kc JK JK JK JK", "Dream hand plus four", 8500)):
        hand = classify(rules, parse_cards(cards))
        assert hand is not None and (hand.name, hand.points) == (name, points)
    assert classify(rules, parse_cards("Kc Kd Kh Ks Kc 9c 9d 9h 9s 2c 2d 2h JK JK")).wins_game
    dream = position("modern_american", SPECIAL_TURN + "scores: -200 3000\nhand 0: 4c 4d 4h 4s 4c Kc Kd Kh Ks Kc JK JK JK JK")
    dream.rules = rules
    play(dream, "meld 4c 4d 4h 4s 4c Kc Kd Kh Ks Kc JK JK JK JK")
    assert dream.phase == Phase.GAME_OVER and dream.winner() == 0, "the game ends after a dream hand"


# 12. Threes by colour, with the swing -----------------------------------------------------------------------


def threes_over(canastas: str, threes: str, hand: str = "4c") -> GameState:
    return american(f"""
    phase: hand_over
    hand 0: {hand}
    hand 1: 4d
    hand 2: 4h
    hand 3: 4s
    table 0: {canastas}
    red threes 0: {threes}
    stock: 5c
    """)


@pytest.mark.parametrize("canastas, sign", [("8: 8c 8d 8h", -1), ("K: Kc Kd Kh Ks Kc Kd Kh", 0),
                                            (TWO_CANASTAS, 1)])
def test_12_threes_score_by_colour_minus_with_no_canasta_nothing_with_one_plus_with_two(canastas, sign):
    state = threes_over(canastas, "3h 3d 3c 3s 3c 3s")
    threes = [(label, points) for label, points in lines(state, 0) if "threes" in label]
    assert threes == [("Red threes (2)", sign * 300), ("Black threes (4)", sign * 1000)]


def test_12_a_three_still_in_hand_counts_with_its_colour():
    state = threes_over(TWO_CANASTAS, "3h", hand="3d 4c")
    assert ("Red threes (2)", 300) in lines(state, 0)


# 13 and 14. Penalties and the score with no canasta --------------------------------------------------------


def test_13_penalties_for_incomplete_pure_and_wild_melds_and_for_held_aces_and_sevens():
    state = american(f"""
    phase: hand_over
    hand 0: Ac Ad Ah 7c 7d 7h 4c
    hand 1: 4d
    hand 2: Ac Ad As 4h
    hand 3: 4s
    table 0: {TWO_CANASTAS} | 7: 7c 7d 7h | A: Ac Ad Ah | wild: JK 2c 2d
    stock: 5c
    """)
    penalties = [(label, points) for label, points in lines(state, 0) if points < 0 and "Cards" not in label]
    assert penalties == [("Pure Sevens not completed: 1 \u00d7 \u22122500", -2500),
                         ("Pure Aces not completed: 1 \u00d7 \u22122500", -2500),
                         ("Wild meld not completed: 1 \u00d7 \u22122000", -2000),
                         ("Three or more Sevens held: 1 \u00d7 \u22121500", -1500),
                         ("Three or more Aces held: 2 \u00d7 \u22121500", -3000)]


def test_13_what_one_hand_would_pay_for_ranks_held_is_asked_of_the_rules():
    # The computer players ask this before the hand ends (canasta.ai): per rank, three or more.
    rules = load_preset("modern_american")
    assert held_rank_points(rules, parse_cards("Ac Ad Ah 7c 7d 4c")) == 1500
    assert held_rank_points(rules, parse_cards("Ac Ad Ah 7c 7d 7h")) == 3000
    assert held_rank_points(rules, parse_cards("Ac Ad 7c 7d Kc Kd Kh")) == 0
    assert held_rank_points(load_preset("classic"), parse_cards("Ac Ad Ah 7c 7d 7h")) == 0


def test_14_with_no_canasta_the_melded_cards_count_minus():
    state = american("""
    phase: hand_over
    hand 0: 4c
    hand 1: 4d
    hand 2: 4h
    hand 3: 4s
    table 0: K: Kc Kd Kh Ks
    stock: 5c
    """)
    assert lines(state, 0)[:2] == [("Cards on the table (no canasta: counted against)", -40), ("Cards in hand", -10)]


# 15. The stock runs out ------------------------------------------------------------------------------------


def test_15_with_the_stock_empty_taking_the_pack_is_never_forced_and_the_hand_ends_when_a_player_will_not():
    state = american(DRAW + """opened 0: yes
    hand 0: Kd Ks 9c Qh Jc
    table 0: K: Kc Kd Kh
    pile: 4c Kh
    stock: -""")
    assert set(legal(state)) == {"take", "stop"}
    play(state, "stop")
    assert state.phase == Phase.HAND_OVER and state.went_out is None


# 16. The game --------------------------------------------------------------------------------------------


def test_16_the_game_goes_to_8500_and_the_higher_total_wins():
    state = american(OPENED + f"""scores: 8000 8200
    hand 0: 8c 8d 8h JK
    table 0: {TWO_CANASTAS}""")
    play(state, "meld 8c 8d 8h", "discard JK")
    assert state.phase == Phase.GAME_OVER and state.winner() == 0 and state.scores[0] >= 8500
