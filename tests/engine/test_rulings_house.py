"""The house rulings of docs/rules/house-options.md ("house N"), each as a small example
of classic Canasta with that one house rule on (canasta/variants/house_rules.yaml)."""

from __future__ import annotations

import textwrap

from canasta.engine import Action, GameState
from canasta.engine.play.turn import Phase
from canasta.variants import load_preset
from canasta.variants.house_rules import house_rules, with_house_rules

from .helpers import action, legal, play, refusal, score_lines

CLASSIC = load_preset("classic")


def house(rule: str, text: str, preset: str = "classic") -> GameState:
    """A position of `preset` (as docs/positions.md writes it) with the house rule `rule` on."""
    rules = with_house_rules(load_preset(preset), [rule])
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\nrules: {preset}\n{body}\n", rules=rules)


def test_each_house_rule_changes_classic_only_where_its_ruling_says():
    for rule in house_rules():
        rules = with_house_rules(CLASSIC, [rule.name])
        assert rule.is_on(rules)
        changed = {name for name, value in rules.to_options().items() if CLASSIC.to_options()[name] != value}
        assert changed <= set(rule.options), rule.name


# house 1 -------------------------------------------------------------------------

BLOCKED = """
    players: 3
    phase: draw
    current: 0
    hand 0: Kc Kd 9c 4d
    table 0: K: Ks Kd Kh Kc Ks Kh 2c
    table 1: 9: 9s 9d 9h
    pile: 6d Qs Kh
    stock: 4h 4d
"""


def test_1_a_side_with_a_canasta_of_kings_cannot_take_a_pile_with_a_king_on_top():
    state = house("pile_blocked_by_canasta", BLOCKED)
    assert refusal(state, "take") == ("The pile is blocked for you: your side has a canasta of Kings, and a pile "
                                      "with one of them on top cannot be taken.")
    assert "take" not in legal(state)


def test_1_the_same_pile_is_taken_by_a_side_without_that_canasta_and_without_the_house_rule():
    other = house("pile_blocked_by_canasta", BLOCKED.replace("current: 0", "current: 1").replace(
        "hand 0: Kc Kd 9c 4d", "hand 1: Kc Kd 9c 4d"))
    play(other, "take")
    assert other.taking is not None or other.took_pile
    plain = GameState.from_text("canasta position 1\nrules: classic\n" + textwrap.dedent(BLOCKED).strip() + "\n",
                                rules=CLASSIC)
    assert plain.explain(action(plain, "take")) is None


def test_1_a_king_on_a_meld_short_of_a_canasta_blocks_nothing():
    state = house("pile_blocked_by_canasta", BLOCKED.replace("K: Ks Kd Kh Kc Ks Kh 2c", "K: Ks Kd Kh"))
    assert state.explain(action(state, "take")) is None


# house 2 -------------------------------------------------------------------------

def test_2_wild_cards_always_fewer_than_natural_cards():
    state = house("wild_fewer_than_naturals", """
        players: 3
        phase: play
        current: 0
        opened 0: yes
        hand 0: 9c 9d JK 2c 4d 5d 6h
        table 0: K: Ks Kd Kh
        stock: 4h 4d
    """)
    assert refusal(state, "meld 9c 9d JK 2c") == ("Your row of Nines has 2 wild cards and 2 natural cards: a meld "
                                                  "must hold fewer wild cards than naturals.")
    play(state, "meld 9c 9d JK")
    assert refusal(state, "meld 2c to 9") == ("Your row of Nines has 2 wild cards and 2 natural cards: a meld "
                                              "must hold fewer wild cards than naturals.")


def test_2_a_canasta_holds_at_most_three_wild_cards_with_four_naturals():
    rules_text = """
        players: 3
        phase: play
        current: 0
        opened 0: yes
        hand 0: HAND
        table 0: K: Ks Kd Kh
        stock: 4h 4d
    """
    state = house("wild_fewer_than_naturals", rules_text.replace("HAND", "9c 9d 9h 9s JK 2c 2d 4d 5d"))
    play(state, "meld 9c 9d 9h 9s JK 2c 2d", "discard 4d")
    assert state.canastas(0) == 1
    three_and_three = house("wild_fewer_than_naturals", rules_text.replace("HAND", "9c 9d 9h JK 2c 2d 4d 5d"))
    assert refusal(three_and_three, "meld 9c 9d 9h JK 2c 2d") == (
        "Your row of Nines has 3 wild cards and 3 natural cards: a meld must hold fewer wild cards than naturals.")


# house 3 -------------------------------------------------------------------------

def test_3_a_joker_may_not_be_discarded_unless_the_hand_holds_nothing_else():
    state = house("jokers_not_discarded", """
        players: 3
        phase: play
        current: 0
        hand 0: JK 9c 4d
        stock: 4h 4d
    """)
    assert refusal(state, "discard JK") == ("A joker may be discarded only when your hand holds nothing else: "
                                            "discard another card.")
    play(state, "discard 9c")
    only_jokers = house("jokers_not_discarded", """
        players: 3
        phase: play
        current: 0
        hand 0: JK JK
        stock: 4h 4d
    """)
    play(only_jokers, "discard JK")
    assert only_jokers.current == 1
    # The last card, a joker, goes out as any other card would.
    last = house("jokers_not_discarded", """
        players: 3
        phase: play
        current: 0
        opened 0: yes
        hand 0: JK
        table 0: 4: 4c 4d 4h 4s 4c 4d 4h
        stock: 4h 4d
    """)
    play(last, "discard JK")
    assert last.went_out == 0


# house 4 -------------------------------------------------------------------------

def test_4_a_side_takes_the_pile_only_once_it_melded_in_an_earlier_turn():
    state = house("meld_before_pile", """
        players: 3
        phase: draw
        current: 0
        hand 0: 7c 7d Ac Ad As Kc Kd Ks
        pile: 6d 7h
        stock: 4h 4d
    """)
    assert refusal(state, "take") == ("The pile is taken only by a side that melded in an earlier turn: "
                                      "your side has not melded yet.")
    melded = house("meld_before_pile", """
        players: 3
        phase: draw
        current: 0
        opened 0: yes
        hand 0: 7c 7d 9c 4d
        table 0: A: Ac Ad As
        pile: 6d 7h
        stock: 4h 4d
    """)
    assert melded.explain(action(melded, "take")) is None


# house 5 -------------------------------------------------------------------------

SIX_CANASTAS = ("4: 4c 4d 4h 4s 4c 4d 4h | 5: 5c 5d 5h 5s 5c 5d 5h | 6: 6c 6d 6h 6s 6c 6d 6h | "
                "7: 7c 7d 7h 7s 7c 7d 7h | 8: 8c 8d 8h 8s 8c 8d 8h | 9: 9c 9d 9h 9s 9c 9d 9h | "
                "K: Kc Kd Kh Ks Kc Kd")


def seven_canastas_turn(hand: str) -> GameState:
    """Six canastas on the table, the Kings one short, and `hand` to play, seven canastas winning."""
    return house("seven_canastas", f"""
        players: 3
        phase: play
        current: 0
        opened 0: yes
        scores: 0 4900 4000
        hand 0: {hand}
        table 0: {SIX_CANASTAS}
        stock: 4h 4d 5s 6s
    """)


def test_5_the_seventh_canasta_ends_the_hand_scores_5000_and_wins_the_game_whatever_the_totals():
    state = seven_canastas_turn("Kh Qc Jd")
    play(state, "meld Kh to K", "discard Jd")
    assert state.phase == Phase.GAME_OVER
    assert state.went_out is None  # the hand ended by the canastas, not by going out
    assert ("Seven canastas: the game", 5000) in [(line.label, line.points) for line in state.hand_results[-1].sides[0].lines]
    assert state.scores[0] < state.scores[1] + 5000
    assert state.winner() == 0


def test_5_six_canastas_play_on():
    state = seven_canastas_turn("Qh Qc Jd")
    play(state, "discard Jd")
    assert state.phase == Phase.DRAW and state.current == 1


def test_5_going_out_with_the_seventh_canasta_scores_both_bonuses():
    state = seven_canastas_turn("Kh Jd")
    play(state, "meld Kh to K", "discard Jd")
    assert state.phase == Phase.GAME_OVER and state.went_out == 0 and state.winner() == 0
    lines = [(line.label, line.points) for line in state.hand_results[-1].sides[0].lines]
    assert ("Going out", 100) in lines and ("Seven canastas: the game", 5000) in lines


# house 6, 7 and 8 ----------------------------------------------------------------

def test_6_the_pile_is_always_frozen_a_natural_pair_takes_it():
    state = house("natural_pair", """
        players: 3
        phase: draw
        current: 0
        opened 0: yes
        hand 0: 7c JK 9c 4d
        table 0: 7: 7s 7d 7h
        pile: 6d 7h
        stock: 4h 4d
    """)
    assert refusal(state, "take") == "The pile is always frozen: you need two natural Sevens in your hand to take it."


def test_6_with_the_pair_the_pile_is_taken_and_the_meld_may_grow_past_seven():
    state = house("natural_pair", """
        players: 3
        phase: draw
        current: 0
        opened 0: yes
        hand 0: 7c 7d 9c 4d 5h
        table 0: 7: 7s 7d 7h 7c 7s 7h 2c
        pile: 6d 7h
        stock: 4h 4d
    """)
    play(state, "take", "meld 7c 7d to 7")
    assert len(state.tables[0].melds[0].cards) == 10  # no 7-card limit unless meld_max_cards says so
    assert sorted(map(str, state.hands[0])) == ["4d", "5h", "6d", "9c"]


def ten_cards_pile(pile: str) -> GameState:
    """Sevens melded and the pile `pile` (its top card a Seven) to take, taking only ten cards."""
    return house("ten_cards", f"""
        players: 3
        phase: draw
        current: 0
        opened 0: yes
        hand 0: 9c 4d
        table 0: 7: 7s 7d 7h
        pile: {pile}
        stock: 4h 4d
    """)


def test_7_ten_cards_of_the_pile_come_and_the_rest_stays_as_the_pile():
    state = ten_cards_pile("4c 5c 5d 6c 6d 8c 8d 9d Ts Td Jc Jd Qc Qd 7c")
    play(state, "take")
    assert len(state.hands[0]) == 2 + 9
    assert [str(card) for card in state.pile] == ["4c", "5c", "5d", "6c", "6d"]


def test_7_a_pile_of_ten_cards_or_fewer_is_taken_whole():
    state = ten_cards_pile("4c 5c 5d 6c 6d 7c")
    play(state, "take")
    assert state.pile == [] and len(state.hands[0]) == 2 + 5


TEN_OF_THIRTEEN = """
    players: 3
    phase: draw
    current: 0
    opened 0: yes
    opened 1: yes
    hand 0: 7c 7d 9c 4d
    hand 1: 9h Kd Qs
    table 0: 7: 7s 7d 7h
    table 1: 9: 9s 9d 9h
    pile: 4c SECOND 5d 6c 6d 8c 8d 9d Ts Td Jc Jd 7c
    stock: 4h 4d 5h 6h
"""


def test_7_a_wild_card_left_in_the_rest_of_the_pile_keeps_it_frozen():
    state = house("ten_cards", TEN_OF_THIRTEEN.replace("SECOND", "JK"))
    play(state, "take", "meld 7c 7d to 7", "discard 9c")
    assert [str(card) for card in state.pile] == ["4c", "JK", "5d", "9c"]
    assert refusal(state, "take") == "To take the pile now (the pile is frozen) you need two natural Nines in your hand."
    unfrozen = house("ten_cards", TEN_OF_THIRTEEN.replace("SECOND", "4s"))
    play(unfrozen, "take", "meld 7c 7d to 7", "discard 9c")
    assert unfrozen.explain(action(unfrozen, "take")) is None  # the Nine goes onto the side's Nines


PILE_TO_STOCK = """
    players: 3
    phase: draw
    current: 0
    hand 0: 9c 4d
    hand 1: 8c 8d
    pile: 6d Qs Kh 5c
    stock: LAST
    stock turned: TURNED
"""


def test_8_the_last_card_drawn_turns_the_pile_shuffled_into_a_new_stock():
    state = house("pile_to_stock", PILE_TO_STOCK.replace("LAST", "4h").replace("TURNED", "0"))
    play(state, "draw")
    assert state.pile == [] and state.stock_turned == 1
    assert sorted(map(str, state.stock)) == ["5c", "6d", "Kh", "Qs"]


def test_8_after_three_new_stocks_the_hand_ends_when_the_stock_runs_out():
    state = house("pile_to_stock", PILE_TO_STOCK.replace("LAST", "4h").replace("TURNED", "3"))
    play(state, "draw", "discard 9c")
    assert state.stock == [] and len(state.pile) == 5
    assert refusal(state, "draw") == "The stock is empty."
    assert legal(state) == ["stop"]
    play(state, "stop")
    assert state.phase == Phase.HAND_OVER


def test_8_a_last_card_drawn_with_the_pile_empty_leaves_the_next_player_to_draw_from_the_new_pile():
    """Nothing turns while the pile is empty; the discard that follows is the new stock
    when the next player draws (random play found the move list offering only "stop")."""
    state = house("pile_to_stock", PILE_TO_STOCK.replace("pile: 6d Qs Kh 5c", "pile: -")
                  .replace("LAST", "4h").replace("TURNED", "0"))
    play(state, "draw", "discard 9c")
    assert state.stock == [] and [str(card) for card in state.pile] == ["9c"]
    assert legal(state) == ["draw"]
    assert refusal(state, "stop") == "Draw a card or take the pile."
    play(state, "draw")
    assert state.stock_turned == 1 and "9c" in map(str, state.hands[1]) and state.pile == []


def test_8_a_red_three_drawn_as_the_last_card_is_replaced_from_the_new_stock():
    state = house("pile_to_stock", PILE_TO_STOCK.replace("LAST", "3h").replace("TURNED", "0"))
    play(state, "draw")
    assert state.phase == Phase.PLAY and [str(card) for card in state.red_threes[0]] == ["3h"]
    assert len(state.hands[0]) == 3 and len(state.stock) == 3 and state.stock_turned == 1
    # Once the stock may not be renewed, the Official Laws hold: the hand ends at once.
    last = house("pile_to_stock", PILE_TO_STOCK.replace("LAST", "3h").replace("TURNED", "3"))
    play(last, "draw")
    assert last.phase == Phase.HAND_OVER


# house 9 -------------------------------------------------------------------------

def test_9_thirteen_cards_each_with_four_players():
    state = GameState(with_house_rules(CLASSIC, ["thirteen_cards"]), 4, seed=3)
    assert [len(hand) for hand in state.hands] == [13, 13, 13, 13]


# the rules already in the presets' options -------------------------------------

def test_going_out_concealed_is_worth_200_where_the_rule_set_gives_100():
    state = house("concealed_bonus", """
        players: 4
        phase: play
        current: 0
        opened 0: no
        hand 0: Kc Kd Kh Ks Kc Kd Kh 9c 9d 9h
        stock: 5c 6c
        pile: 4c
    """, preset="cuban")
    play(state, "meld Kc Kd Kh Ks Kc Kd Kh", "meld 9c 9d 9h", "out")
    assert ("Going out concealed", 200) in score_lines(state, 0)


def test_up_to_three_wild_cards_whatever_the_naturals_where_the_rule_set_has_no_such_limit():
    windows = """
        players: 2
        phase: play
        current: 0
        opened 0: yes
        hand 0: 9c 9d JK 2c 2d JK 4d 5d 6h
        table 0: K: Ks Kd Kh
        stock: 4h 4d
    """
    state = house("three_wild_cards", windows, preset="windows")
    assert state.explain(action(state, "meld 9c 9d JK 2c 2d")) is None
    assert refusal(state, "meld 9c 9d JK 2c 2d JK") == "Your row of Nines has 4 wild cards: a meld may hold at most 3."
    plain = GameState.from_text("canasta position 1\nrules: windows\n" + textwrap.dedent(windows).strip() + "\n",
                                rules=load_preset("windows"))
    assert refusal(plain, "meld 9c 9d JK 2c 2d") == ("Your row of Nines has more wild cards than Nines: wild cards "
                                                     "may not outnumber the naturals.")


def test_every_house_rule_together_plays_whole_hands():
    from canasta.simulate import play_hand, random_chooser

    rules = with_house_rules(CLASSIC)
    for players in (2, 3, 4):
        state = GameState(rules, players, seed=11 + players)
        play_hand(state, [random_chooser(seat) for seat in range(players)])
        assert state.hand_over() and state.check() == []
    assert Action("deal") in state.legal_actions() or state.is_terminal()
