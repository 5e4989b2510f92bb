"""The house rulings of docs/rules/house-options.md ("house N"), each as a small example
of classic Canasta with that one house rule on (canasta/variants/house_rules.yaml)."""

from __future__ import annotations

import textwrap

from canasta.engine import Action, GameState
from canasta.engine.turn import Phase
from canasta.variants import load_preset
from canasta.variants.house_rules import house_rules, with_house_rules

from .helpers import action, legal, play, refusal

CLASSIC = load_preset("classic")


def house(rule: str, text: str) -> GameState:
    """A classic position (as docs/positions.md writes it) with the house rule `rule` on."""
    rules = with_house_rules(CLASSIC, [rule])
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\nrules: classic\n{body}\n", rules=rules)


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


def test_5_the_seventh_canasta_ends_the_hand_scores_5000_and_wins_the_game_whatever_the_totals():
    state = house("seven_canastas", f"""
        players: 3
        phase: play
        current: 0
        opened 0: yes
        scores: 0 4900 4000
        hand 0: Kh Qc Jd
        table 0: {SIX_CANASTAS}
        stock: 4h 4d 5s 6s
    """)
    play(state, "meld Kh to K", "discard Jd")
    assert state.phase == Phase.GAME_OVER
    assert state.went_out is None  # the hand ended by the canastas, not by going out
    assert ("Seven canastas: the game", 5000) in [(line.label, line.points) for line in state.hand_results[-1].sides[0].lines]
    assert state.scores[0] < state.scores[1] + 5000
    assert state.winner() == 0


def test_5_six_canastas_play_on():
    state = house("seven_canastas", f"""
        players: 3
        phase: play
        current: 0
        opened 0: yes
        hand 0: Qh Qc Jd
        table 0: {SIX_CANASTAS}
        stock: 4h 4d 5s 6s
    """)
    play(state, "discard Jd")
    assert state.phase == Phase.DRAW and state.current == 1


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


def test_7_ten_cards_of_the_pile_come_and_the_rest_stays_as_the_pile():
    state = house("ten_cards", """
        players: 3
        phase: draw
        current: 0
        opened 0: yes
        hand 0: 9c 4d
        table 0: 7: 7s 7d 7h
        pile: 4c 5c 5d 6c 6d 8c 8d 9d Ts Td Jc Jd Qc Qd 7c
        stock: 4h 4d
    """)
    play(state, "take")
    assert len(state.hands[0]) == 2 + 9
    assert [str(card) for card in state.pile] == ["4c", "5c", "5d", "6c", "6d"]


def test_8_the_pile_becomes_a_new_stock_three_times_a_hand():
    rules = with_house_rules(CLASSIC, ["pile_to_stock"])
    assert rules.stock_exhausted == "reshuffle" and rules.max_stock_renewals == 3


# house 9 -------------------------------------------------------------------------

def test_9_thirteen_cards_each_with_four_players():
    state = GameState(with_house_rules(CLASSIC, ["thirteen_cards"]), 4, seed=3)
    assert [len(hand) for hand in state.hands] == [13, 13, 13, 13]


def test_every_house_rule_together_plays_whole_hands():
    from canasta.simulate import play_hand, random_chooser

    rules = with_house_rules(CLASSIC)
    for players in (2, 3, 4):
        state = GameState(rules, players, seed=11 + players)
        play_hand(state, [random_chooser(seat) for seat in range(players)])
        assert state.hand_over() and state.check() == []
    assert Action("deal") in state.legal_actions() or state.is_terminal()
