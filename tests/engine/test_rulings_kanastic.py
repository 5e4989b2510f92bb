"""Each Kanastic ruling of RULES.md as a small example.

Kanastic cards: 4 to A in hearts (h, red), diamonds (d, blue), spades (s, yellow) and
clubs (c, black); the gold card of each realm is a heart written "g" ("Kg"); SW Sword
and AR Artifact are wild, SH Shield blocks the pile, TP Treasure Pot scores 100.
"""

from collections import Counter

import pytest

from canasta.engine import Card, GameState, Phase
from canasta.engine.cards.decks import kanastic_deck
from canasta.variants import load_preset
from canasta.variants.hooks.kanastic import GOLDEN

from .helpers import canasta_bonus, legal, multiplier, play, position, refusal, rows


AFTER_MELD = ": after that meld your hand could not make it and keep a card to discard."


def kanastic(text: str) -> GameState:
    return position("kanastic", text)


# Ruling 1: the deck --------------------------------------------------------------------


def test_the_kanastic_deck():
    deck = kanastic_deck()
    kinds = Counter(card.kind for card in deck)
    assert len(deck) == 108
    assert all(kinds[rank] == 8 for rank in "456789TJQKA")
    assert (kinds["SW"], kinds["AR"], kinds["SH"], kinds["TP"]) == (8, 4, 4, 4)
    sevens = Counter(card.suit_colour for card in deck if card.rank == "7")
    assert sevens == {"h": 2, "d": 2, "s": 2, "c": 2}
    assert [str(card) for card in deck if card.is_gold] == [rank + "g" for rank in "456789TJQKA"]


# Ruling 2: card values --------------------------------------------------------------------


def test_kanastic_card_values():
    rules = load_preset("kanastic")
    values = {text: rules.value_of(Card.parse(text)) for text in ["Ah", "9d", "Kg", "8s", "4c", "SW", "AR", "TP"]}
    assert values == {"Ah": 20, "9d": 10, "Kg": 10, "8s": 5, "4c": 5, "SW": 25, "AR": 50, "TP": 100}


# Rulings 3 and 4: the deal, the opening discard, Treasure Pots -------------------------------


def test_fourteen_cards_each_and_fifteen_to_the_first_player_who_opens_by_discarding():
    state = GameState(load_preset("kanastic"), 4, seed=5, dealer=3)
    assert [len(hand) for hand in state.hands] == [15, 14, 14, 14]
    assert state.current == 0 and state.phase == Phase.PLAY and state.pile == []
    assert all(action.startswith("discard") for action in legal(state))
    assert refusal(state, "draw") == "Open the hand by discarding a card."
    play(state, legal(state)[0])
    assert state.current == 1 and state.phase == Phase.DRAW


def test_the_opening_discard_may_not_be_taken():
    state = kanastic("""
        players: 2
        phase: play
        opening: yes
        hand 0: 7h 9c 9d
        hand 1: 7d 7s 4c 5c
        stock: 4h 4d 4s 5s 6c
    """)
    play(state, "discard 7h")
    assert refusal(state, "take") == "The first card of the hand may not be taken."


def test_treasure_pots_are_never_held():
    rules = load_preset("kanastic")
    for seed in range(30):
        state = GameState(rules, 4, seed=seed)
        assert not any(card.rank == "TP" for hand in state.hands for card in hand)
        assert sum(map(len, state.treasure_pots)) + sum(1 for card in state.stock if card.rank == "TP") == 4
    drawing = kanastic("""
        players: 2
        phase: draw
        hand 0: 9c 4d
        pile: 6d
        stock: 5s TP
    """)
    play(drawing, "draw")
    assert [str(card) for card in drawing.treasure_pots[0]] == ["TP"]
    assert sorted(str(card) for card in drawing.hands[0]) == ["4d", "5s", "9c"]


# Ruling 5: melds and canastas ---------------------------------------------------------------


def first_meld(hand: str, score: int = 0) -> GameState:
    state = kanastic(f"""
        players: 2
        phase: play
        hand 0: {hand} 5h 6h
        pile: 6d
        stock: 4h 4d
    """)
    state.scores = [score, 0]
    return state


def test_a_meld_needs_three_naturals_of_three_suits():
    state = first_meld("9h 9d 9s Ah Ad As")
    play(state, "meld 9h 9d 9s", "meld Ah Ad As", "discard 5h")
    assert state.opened[0]
    same_suits = first_meld("9h 9h 9s Ah Ad As")
    assert refusal(same_suits, "meld 9h 9h 9s") == "A new meld of Nines needs natural cards of 3 different suits."


def test_two_naturals_and_a_wild_card_are_not_a_meld():
    state = first_meld("9h 9d SW Ah Ad As")
    play(state, "meld 9h 9d SW", "meld Ah Ad As")
    assert refusal(state, "discard 5h") == "Your row of Nines has 2 natural cards: a meld needs at least 3."


def test_later_naturals_may_repeat_a_suit_and_a_meld_holds_at_most_eight_cards():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: 9h 9d 9s SW AR 5h
        table 0: 9: 9c 9h 9d 9s
        pile: 6d
        stock: 4h
    """)
    play(state, "meld 9h", "meld 9d", "meld 9s", "meld SW to 9")
    assert len(rows(state, 0)["9"]) == 8
    assert "meld AR to 9" not in legal(state)
    assert refusal(state, "meld AR to 9") == "Your row of Nines has 9 cards: a meld holds at most 8."


def test_a_meld_holds_at_most_three_wild_cards():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: SW SW AR SW 5h 6h
        table 0: 9: 9c 9h 9d 9s
        pile: 6d
        stock: 4h
    """)
    play(state, "meld SW to 9", "meld SW to 9", "meld AR to 9")
    assert refusal(state, "meld SW to 9") == "Your row of Nines has 4 wild cards: a meld may hold at most 3."


GOING_OUT = """
    players: 2
    phase: play
    hand 0: {row} 6h
    table 0: 4: 4h 4d 4s
    hand 1: 5c 5d
    table 1: 8: 8h 8d 8s
    pile: 6d
    stock: 4h 4d
"""


@pytest.mark.parametrize("row, bonus", [
    ("Kh Kd Ks Kc Kh Kd Ks", 600),
    ("Kh Kd Ks Kc SW AR Ks", 300),
    ("Ah Ad As Ac Ah Ad As", 1000),
    ("Ah Ad As Ac SW SW AR", 500),
])
def test_canasta_bonuses(row, bonus):
    state = kanastic(GOING_OUT.format(row=row))
    play(state, f"meld {row}", "discard 6h")
    assert canasta_bonus(state.hand_results[-1].sides[0]) == bonus


# Ruling 6: golden suits ---------------------------------------------------------------------


def test_a_golden_suit_of_seven_consecutive_gold_cards_is_worth_5000():
    state = kanastic(GOING_OUT.format(row="6g 7g 8g 9g Tg Jg Qg"))
    play(state, "meld 6g 7g 8g 9g Tg Jg Qg", "discard 6h")
    side = state.hand_results[-1].sides[0]
    assert (side.figure("golden_suits"), side.figure("golden_suit_points")) == (1, 5000)


def test_artifacts_may_stand_in_a_golden_suit_for_2500():
    state = kanastic(GOING_OUT.format(row="6g 7g AR 9g Tg AR Qg"))
    play(state, "meld 6g 7g AR 9g Tg AR Qg to G", "discard 6h")
    assert state.hand_results[-1].sides[0].figure("golden_suit_points") == 2500


def test_swords_never_stand_in_a_golden_suit():
    state = kanastic(GOING_OUT.format(row="6g 7g 8g SW"))
    assert refusal(state, "meld 6g 7g 8g SW to G") == "Only gold cards, and Artifacts standing in, go in a golden suit."


def test_a_golden_suit_must_stay_consecutive():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: 9g Qg 5h 6h
        table 0: G: 6g 7g 8g | 4: 4h 4d 4s
        pile: 6d
        stock: 4h
    """)
    assert "meld 9g to G" in legal(state) and "meld Qg to G" not in legal(state)
    assert refusal(state, "meld Qg to G") == ("The gold cards of a golden suit must be of consecutive ranks "
                                              "(Artifacts may fill the gaps).")


def test_a_gold_card_may_also_go_into_an_ordinary_meld():
    state = first_meld("Kg Kd Ks Ah Ad As")
    play(state, "meld Kg Kd Ks", "meld Ah Ad As", "discard 5h")
    assert [str(card) for card in rows(state, 0)["K"]] == ["Kg", "Kd", "Ks"]


# Ruling 7: the first meld by score stage ------------------------------------------------------


def test_stage_one_needs_exactly_45():
    enough = first_meld("9h 9d 9s 4h 4d 4s")  # 30 + 15 = 45
    play(enough, "meld 9h 9d 9s", "meld 4h 4d 4s", "discard 5h")
    assert enough.opened[0]
    short = first_meld("9h 9d 9s 4h 4d 6s")
    assert refusal(short, "meld 9h 9d 9s") == "Your first meld needs at least 45 points" + AFTER_MELD


def test_stage_two_needs_exactly_90_with_at_most_one_wild_card():
    enough = first_meld("Ah Ad As Jh Jd Js", score=1500)  # 60 + 30 = 90
    play(enough, "meld Ah Ad As", "meld Jh Jd Js", "discard 5h")
    assert enough.opened[0]
    two_wild = first_meld("Ah Ad As SW SW Jh Jd Js", score=1500)
    assert refusal(two_wild, "meld Ah Ad As SW SW") == \
        "Your first meld needs at least 90 points with at most 1 wild card" + AFTER_MELD


def test_stage_three_needs_120_with_at_most_two_wild_cards():
    state = first_meld("Ah Ad As AR SW Jh Jd Js", score=3000)  # 60 + 75 + 30 = 165
    play(state, "meld Ah Ad As AR SW", "meld Jh Jd Js", "discard 5h")
    assert state.opened[0]
    short = first_meld("Ah Ad As Jh Jd Js", score=3000)
    assert refusal(short, "meld Ah Ad As") == "Your first meld needs at least 120 points with at most 2 wild cards" + AFTER_MELD


def test_stage_four_needs_a_canasta():
    short = first_meld("Ah Ad As Ac Ah Ad Jh Jd Js", score=5000)
    assert refusal(short, "meld Ah Ad As Ac Ah Ad") == "Your first meld needs a whole canasta" + AFTER_MELD
    canasta = first_meld("4h 4d 4s 4c 4h 4d SW", score=5000)
    play(canasta, "meld 4h 4d 4s 4c 4h 4d SW", "discard 5h")
    assert canasta.opened[0]


def test_a_golden_suit_is_a_first_meld_in_every_stage():
    for score in (0, 1500, 3000, 5000):
        state = first_meld("4g 5g 6g 9c", score=score)
        play(state, "meld 4g 5g 6g", "discard 5h")
        assert state.opened[0], score


# Ruling 8: blocking the pile ---------------------------------------------------------------------


@pytest.mark.parametrize("blocker", ["SH", "SW", "AR"])
def test_a_shield_sword_or_artifact_blocks_the_pile_until_its_discarders_next_turn(blocker):
    state = kanastic(f"""
        players: 4
        phase: play
        current: 0
        hand 0: {blocker} 9c 4d
        hand 1: 7h 7d 9d 9s 4c
        hand 2: 7s 7c 5c 5d
        hand 3: 9h 4h 5h 6h
        table 1: K: Kh Kd Ks
        table 0: Q: Qh Qd Qs
        pile: 7c
        stock: 8h 8d 8s 8c 6c 6d 6s 4s
    """)
    play(state, f"discard {blocker}", "draw", "discard 9d")
    assert refusal(state, "take") == "The pile is blocked until the player who blocked it begins another turn."
    play(state, "draw", "discard 5c", "draw", "discard 9h")
    assert state.current == 0 and state.blocked_by is None


def test_shields_are_never_melded():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: SH 9c 4d
        table 0: 9: 9h 9d 9s
        pile: 7c
        stock: 8h
    """)
    assert refusal(state, "meld SH to 9") == "A Shield is never melded."


# Ruling 9: taking only the top card before the side has melded ------------------------------------

TOP_CARD = """
    players: 2
    phase: draw
    hand 0: {hand}
    hand 1: 4c 4d 4s
    pile: 6d Qc Kh
    stock: 8h 8d 8s 8c 6c
"""


def test_a_side_that_has_not_melded_may_take_the_top_card_for_its_first_meld():
    state = kanastic(TOP_CARD.format(hand="Kd Ks Ah Ad As 5c 6c"))
    play(state, "take", "meld Kd Ks", "meld Ah Ad As")
    assert [str(card) for card in state.pile] == ["6d", "Qc"]  # the rest of the pile stays
    play(state, "discard 5c")
    assert state.opened[0] and [str(card) for card in rows(state, 0)["K"]] == ["Kh", "Kd", "Ks"]


def test_the_top_card_needs_two_naturals_of_two_other_suits():
    state = kanastic(TOP_CARD.format(hand="Kh Kd Ah Ad As 5c"))
    assert refusal(state, "take") == ("To take the top card you need two natural Kings in your hand, "
                                      "of two other suits than the top card.")
    with_wild = kanastic(TOP_CARD.format(hand="Kd SW Ah Ad As 5c"))
    assert "take" not in legal(with_wild)


def test_the_taken_top_card_counts_toward_the_minimum_and_can_go_back():
    state = kanastic(TOP_CARD.format(hand="Kd Ks 9h 9d 9s 5c 6c"))
    play(state, "take", "meld Kd Ks")
    assert state.turn_points() == 30
    assert refusal(state, "discard 5c") == "Your first meld needs at least 45 points; you have 30 on the table."
    play(state, "putback")
    assert state.phase == Phase.DRAW and str(state.pile_top()) == "Kh" and state.penalties[0] == 0


# Ruling 10: picking up the whole pile ----------------------------------------------------------------

PICKUP = """
    players: 4
    phase: draw
    current: {current}
    hand 0: Kd Ks 9c 5c 6c
    hand 1: 4c
    hand 2: Kd Ks 9c 5c 6c
    hand 3: 4d
    table 0: Q: Qh Qd Qs
    opener 0: 0{waiting}
    pile: 6d Qc Kh
    stock: {stock}
"""


def test_a_side_that_has_melded_picks_up_the_pile_which_comes_after_the_discard():
    state = kanastic(PICKUP.format(current=0, waiting="", stock="8h 8d 8s 8c"))
    play(state, "take", "meld Kd Ks")
    assert [str(card) for card in state.pickup] == ["6d", "Qc"] and state.pile == []
    play(state, "discard 9c")
    assert [str(card) for card in state.pile] == ["9c"]
    assert sorted(str(card) for card in state.hands[0]) == ["5c", "6c", "6d", "Qc"]


def test_the_top_card_must_start_a_new_meld_to_pick_up_the_pile():
    state = kanastic(PICKUP.format(current=0, waiting="", stock="8h 8d 8s 8c").replace(
        "pile: 6d Qc Kh", "pile: 6d Kc Qc"))
    state.hands[0] += [Card.parse("Qd"), Card.parse("Qg")]
    assert refusal(state, "take") == ("Your side already has a meld of Queens: to pick up the pile, "
                                      "the top card must start a new meld.")


def test_the_partner_of_the_first_melder_waits_a_turn_before_picking_up():
    state = kanastic(PICKUP.format(current=2, waiting=" waiting", stock="8h 8d 8s 8c"))
    assert refusal(state, "take") == ("Your partner made your side's first meld: you may pick up the pile "
                                      "once your partner has begun another turn.")


def test_the_pile_cannot_be_picked_up_with_fewer_than_four_cards_in_the_stock_or_hand():
    low_stock = kanastic(PICKUP.format(current=0, waiting="", stock="8h 8d 8s"))
    assert refusal(low_stock, "take") == "The pile can be picked up only while the stock holds at least 4 cards."
    few_cards = kanastic(PICKUP.format(current=0, waiting="", stock="8h 8d 8s 8c").replace(
        "hand 0: Kd Ks 9c 5c 6c", "hand 0: Kd Ks 9c"))
    assert refusal(few_cards, "take") == "You need at least 4 cards in your hand to pick up the pile."


# Ruling 11: the stock renewed from the pile -----------------------------------------------------------


def test_the_player_who_draws_the_last_card_turns_the_pile_into_a_new_stock():
    state = kanastic("""
        players: 2
        phase: draw
        hand 0: 9c 4d
        pile: 6d Qc 5s 7h
        stock: 8h
    """)
    play(state, "draw")
    assert sorted(str(card) for card in state.stock) == ["5s", "6d", "7h", "Qc"]
    assert state.pile == [] and state.stock_turned == 1
    play(state, "discard 9c")
    assert [str(card) for card in state.pile] == ["9c"]


# Rulings 12 and 13: going out and the doublings ---------------------------------------------------------


def test_going_out_always_ends_with_a_discard():
    state = kanastic(GOING_OUT.format(row="Kh Kd Ks Kc Kh Kd Ks").replace(" 6h", ""))
    assert refusal(state, "meld Kh Kd Ks Kc Kh Kd Ks") == \
        "To go out you must discard your last card: keep one in your hand."


def test_going_out_earns_200():
    state = kanastic(GOING_OUT.format(row="Kh Kd Ks Kc Kh Kd Ks"))
    play(state, "meld Kh Kd Ks Kc Kh Kd Ks", "discard 6h")
    side0, side1 = state.hand_results[-1].sides
    assert side0.figure("going_out") == 200 and multiplier(side0) == 1
    assert side0.total == 15 + 70 + 600 + 200
    assert side1.total == 15 - 10


def test_going_out_in_the_turn_of_the_first_meld_earns_400_and_doubles():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: Kh Kd Ks Kc Kh Kd Ks 6h
        hand 1: 5c 5d
        table 1: 8: 8h 8d 8s
        pile: 6d
        stock: 4h
    """)
    play(state, "meld Kh Kd Ks Kc Kh Kd Ks", "discard 6h")
    side0, side1 = state.hand_results[-1].sides
    assert multiplier(side0) == 2 and side0.total == (70 + 600 + 400) * 2
    assert multiplier(side1) == 1 and side1.total == 15 - 10


def test_going_out_with_a_wild_discard_doubles_both_sides():
    state = kanastic(GOING_OUT.format(row="Kh Kd Ks Kc Kh Kd Ks").replace(" 6h", " SW"))
    play(state, "meld Kh Kd Ks Kc Kh Kd Ks", "discard SW")
    side0, side1 = state.hand_results[-1].sides
    assert multiplier(side0) == multiplier(side1) == 2
    assert side1.total == (15 - 10) * 2


def test_both_doublings_together_multiply_the_going_out_side_by_four():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: Kh Kd Ks Kc Kh Kd Ks AR
        hand 1: 5c 5d
        pile: 6d
        stock: 4h
    """)
    play(state, "meld Kh Kd Ks Kc Kh Kd Ks", "discard AR")
    assert multiplier(state.hand_results[-1].sides[0]) == 4


def test_treasure_pots_and_shields_in_the_hand_score():
    state = kanastic("""
        players: 2
        phase: play
        hand 0: Kh Kd Ks Kc Kh Kd Ks 6h
        table 0: 4: 4h 4d 4s
        treasure pots 0: TP TP TP TP
        hand 1: 5c SH
        treasure pots 1: TP
        pile: 6d
        stock: 4h
    """)
    play(state, "meld Kh Kd Ks Kc Kh Kd Ks", "discard 6h")
    side0, side1 = state.hand_results[-1].sides
    assert side0.figure("treasure_pot_points") == 1200
    # side 1 has not melded: minus its hand (5 and a Shield's 100) and minus its Treasure Pot
    assert side1.total == -5 - 100 - 100


# Ruling 14: the game to 10,000 -------------------------------------------------------------------------


def test_the_game_is_played_to_10000():
    state = kanastic(GOING_OUT.format(row="Kh Kd Ks Kc Kh Kd Ks"))
    state.scores = [9200, 9000]
    play(state, "meld Kh Kd Ks Kc Kh Kd Ks", "discard 6h")
    assert state.phase == Phase.GAME_OVER and state.winner() == 0


def test_a_golden_suit_holds_eleven_cards_at_most_so_no_gold_card_joins_a_full_one():
    # Nine gold cards from 5 to K and two Artifacts: eleven cards, every realm of the suit.
    state = kanastic("""
        players: 2
        phase: play
        hand 0: 4g 9s 4d 4h
        table 0: G: 5g 6g 7g 8g 9g Tg Jg Qg Kg AR AR
        opened 0: yes
        pile: 6d
        stock: 4c
    """)
    assert "meld 4g to G" not in legal(state)
    assert refusal(state, "meld 4g to G") == "A golden suit holds at most 11 cards: one for each realm."


def test_a_complete_golden_suit_is_called_royal_or_mixed():
    assert GOLDEN.complete_words(True) == "royal golden suit"
    assert GOLDEN.complete_words(False) == "mixed golden suit"
