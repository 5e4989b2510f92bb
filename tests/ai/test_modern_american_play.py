"""The computer players under Modern American rules: whole turns the engine accepts."""

from __future__ import annotations

import random

from canasta.ai.side_value import HELD_WEIGHT, sampled_value
from canasta.ai.planning import plan_turn
from canasta.ai.style import ADVANCED, BEGINNER, Style
from canasta.engine import GameState
from canasta.engine.state.first_meld import is_clean

from canasta.ai.policy import HeuristicPolicy
from canasta.ai.policy_player import PolicyPlayer
from canasta.engine.play.actions import NO, TAKE, YES

from .positions import STOCK, position


def fours_completed_after_the_pack() -> GameState:
    """Seat 2 took the pack with its Aces and has not yet laid a clean meld; its plan puts
    the last Fours on its Fours, which completes them and makes Fours a dead rank."""
    return position("modern_american", """
        players: 4
        phase: play
        current: 1
        hand 0: 7c Qh Qs 2h 7h 2d JK
        hand 1: 6d 7s 7s Qh Jh 8d As 9d 8c Jd 7h 4h 6h 8s 6c 9c 6c 7d 4s Tc 9h 4d Js Ac Qc Jc 4h 5h Ks Ks 5d 5c
        hand 2: Jc 9s 9h
        hand 3: 9c 6h 6d 6s 2d Qd Ad Qd Jd 4d Jh 2c Js
        table 0: K: Kd Kc Kc | 8: 8d 8h JK 8h 8s | 5: 5s 5d 2c 5h 5c | T: Ts Th Tc Td Ts 2s 2h
        red threes 0: 3s 3h 3s
        opened 0: yes
        table 1: A: Ac As Ad | 4: 4c 4s JK JK | K: Kh Kd 2s
        red threes 1: 3h 3c 3d
        stock: Kh Qs 5s 6s 7c 7d 9s 3d Td Qc Th Ah 9d 3c 4c 8c Ah
        pile: -
        moves: A: Ac | A: As | A: Ad | 4: 4c 4s JK | 4: JK | K: Kh Kd 2s
        locked: 5
        took pile: yes
    """)


def played_plan(state: GameState, style: Style) -> list[str]:
    """The plan of the player to move, played through the judge: each action must be accepted."""
    plan = plan_turn(state, style, random.Random(1))
    for action in plan:
        assert state.explain(action) is None, (style.name, str(action))
        state.apply(action)
    return [str(action) for action in plan]


def american_turn(hand: str, table: str = "", pile: str = "-") -> GameState:
    """Seat 1 to meld and discard, its side's melds `table` (opened when it has some)."""
    melds = f"table 0: {table}\n        opened 0: yes" if table else ""
    return position("modern_american", f"""
        players: 4
        phase: play
        current: 0
        hand 0: {hand}
        hand 1: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
        hand 2: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
        hand 3: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
        {melds}
        stock: {STOCK}
        pile: {pile}
    """)


def test_a_first_meld_keeps_its_clean_meld_clean():
    # Queens and Jacks are clean; wild cards may go on one of them, never on both.
    for style in (ADVANCED, BEGINNER):
        state = american_turn("Qs 8s Qc 5c Jc 6s 4h Jh 4s 2h Qd Jc 2c JK")
        played = played_plan(state, style)
        assert state.opened[0], played
        assert any(is_clean(state.rules, meld) for meld in state.tables[0])


def test_no_first_meld_is_tried_without_three_naturals_of_a_rank():
    # Pairs and wild cards reach 125 points, but no meld of three naturals is in the hand.
    for style in (ADVANCED, BEGINNER):
        state = american_turn("5d JK JK 7d 7h 5c JK Qc 4s 2h 2h Ts Ks 4h")
        played = played_plan(state, style)
        assert len(played) == 1 and played[0].startswith("discard"), played


def test_no_wild_card_is_kept_back_to_freeze_a_pack_that_is_always_frozen():
    state = american_turn("Ts 5c Kc JK Jh Th 2s 9c As Ah 7s 5h 8s",
                          table="8: 8h 8c 8c 8h 2h 2c | Q: Qs Qh Qc Qd Qs | 4: 4s 4h 4c 4h 4s",
                          pile="6h 9d Kd 6s Jd 9h Kh 6c Jd 8d Td Kd 9s 6d")
    played = played_plan(state, ADVANCED)
    assert not played[-1].startswith("discard 2"), played


def test_a_plan_that_completes_a_canasta_never_discards_that_rank_onto_the_empty_pack():
    # Found in a tournament, where Advanced then melded and took back for ever.
    for style in (ADVANCED, BEGINNER):
        state = fours_completed_after_the_pack()
        played = played_plan(state, style)
        assert played[-1].startswith("discard") and not played[-1].startswith("discard 4"), played
        assert state.current == 2


def opened_turn(hand: str) -> GameState:
    return american_turn(hand, table="K: Kd Kc Ks Kh | Q: Qs Qh Qc", pile="6h 9d")


def test_pure_sevens_are_melded_from_the_hand_only_as_a_whole_canasta():
    # Seven of the eight Sevens make a canasta worth 2500; six melded would need the last
    # two to come, and 2500 are lost if they do not.
    six = opened_turn("7c 7d 7h 7s 7c 7d 9s Jh 8h")
    assert not any(action.startswith("meld 7") for action in played_plan(six, ADVANCED))
    seven = opened_turn("7c 7d 7h 7s 7c 7d 7h Jh 8h")
    played = played_plan(seven, ADVANCED)
    assert any(action.startswith("meld 7") for action in played), played
    assert seven.tables[0].group("7") is not None and len(seven.tables[0].group("7").cards) == 7


def test_a_pair_of_sevens_with_no_meld_to_go_on_is_shed_before_a_third_comes():
    # Three Sevens held when the hand ends cost 1500, and six are wanted before a pure meld
    # of Sevens is worth starting: a pair with nowhere to go is on its way out.
    state = opened_turn("7c 7d 9s Jh 8h 5c 6d")
    played = played_plan(state, ADVANCED)
    assert played[-1].startswith("discard 7"), played


def test_six_wild_cards_in_hand_start_a_wild_meld():
    # After the first-meld turn a wild card goes only on a meld of five naturals or into
    # the side's wild meld; with six of its seven cards in hand the wild meld (2000 or
    # more when complete) is worth its risk, and wild cards left in hand only cost points.
    state = opened_turn("2c 2d 2h JK 2s JK 9s Jh 8h 5c")
    played = played_plan(state, ADVANCED)
    wild = [meld for meld in state.tables[0] if meld.key == "W"]
    assert wild and len(wild[0].cards) == 6, played
    # Three of them are not enough: an incomplete wild meld costs 2000.
    state = opened_turn("2c 2d JK 9s Jh 8h 5c")
    played = played_plan(state, ADVANCED)
    assert not any(meld.key == "W" for meld in state.tables[0]), played


def test_a_side_with_its_two_canastas_still_takes_a_pack_it_holds_a_pair_for():
    # The pack is always frozen: it comes seldom, only with a natural pair, and every card
    # in it is one the opponents will not take. Its two wild cards are worth the three
    # loose cards that come with them, even to a side that could go out soon.
    state = position("modern_american", f"""
        players: 4
        current: 0
        hand 0: 9c 9d 4h 4s Qd 5c 5d
        table 0: 8: 8c 8d 8h 8s 8c 8d 8h | T: Tc Td Th Ts Tc Td Th | Q: Qc Qd Qh
        opened 0: yes
        table 1: 5: 5c 5d 5h
        opened 1: yes
        stock: {STOCK}
        pile: 2c 6d Js 2h Kh 9s
    """)
    assert PolicyPlayer(ADVANCED).choose(state.observation(0)) == TAKE


def test_sevens_the_partner_was_seen_to_take_count_toward_a_pure_canasta():
    # Four Sevens in hand are too few to start a pure meld (2500 lost if it stays short),
    # but the partner took three Sevens with the pack: between them the side holds seven.
    def turn(known: str) -> GameState:
        return position("modern_american", f"""
            players: 4
            phase: play
            current: 0
            hand 0: 7c 7d 7h 7s 9s Jh 8h 5c
            hand 1: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
            hand 2: 7c 7d 7h 4c 5c 6c 8c 9c Tc Jc
            hand 3: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
            table 0: K: Kd Kc Ks Kh | Q: Qs Qh Qc
            opened 0: yes
            {known}
            stock: {STOCK}
            pile: 6h 9d
        """)
    alone = played_plan(turn(""), ADVANCED)
    assert not any(action.startswith("meld 7") for action in alone), alone
    together = played_plan(turn("known 2: 7c 7d 7h"), ADVANCED)
    assert any(action.startswith("meld 7") for action in together), together


def test_opponents_whose_pure_sevens_are_incomplete_cannot_go_out_so_advanced_plays_on():
    # Seat 1 can go out (two canastas for the side, queens to lay, a discard). The opponents
    # have their two canastas and a player down to one card: when they could go out next
    # turn, Advanced ends the hand now (asking its partner first); while their meld of pure
    # Sevens is one short, they may not go out, and Advanced melds on for its canastas.
    def turn(theirs: str) -> GameState:
        return position("modern_american", f"""
            players: 4
            phase: play
            current: 0
            hand 0: Qd Qh Jh Js Jd 4c
            hand 1: Kc
            hand 2: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
            hand 3: Kd 4h
            table 0: 8: 8c 8d 8h 8s 8c 8d 8h | T: Tc Td Th Ts Tc Td Th | Q: Qs Qh Qc Qs | K: Kh Ks Kd Kc Kh
            opened 0: yes
            table 1: {theirs} | 5: 5c 5d 5h 5s 5c 5d 5h | 9: 9c 9d 9h 9s 9c 9d 9h
            opened 1: yes
            stock: {STOCK}
            pile: 6h 9d
        """)
    assert played_plan(turn("6: 6c 6d 6h 6s 6c 6d"), ADVANCED) == ["ask"]
    state = turn("7: 7c 7d 7h 7s 7c 7d")
    played = played_plan(state, ADVANCED)
    assert played[-1].startswith("discard") and state.hands[0] and not state.hand_over(), played


def asked_by_partner(hand: str) -> GameState:
    """Seat 2 answers seat 0's "May I go out?" early in the hand, holding `hand`."""
    return position("modern_american", f"""
        players: 4
        phase: ask
        current: 2
        hand 0: Qd Qh Jh Js Jd 4c
        hand 1: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
        hand 2: {hand}
        hand 3: 4c 5c 6c 8c 9c Tc Jc Qc Kc 4d 5d 6d 8d
        table 0: 8: 8c 8d 8h 8s 8c 8d 8h | T: Tc Td Th Ts Tc Td Th | Q: Qs Qh Qc
        opened 0: yes
        table 1: 5: 5c 5d 5h
        opened 1: yes
        stock: {STOCK}
        pile: 6h 9d
        asked: yes
        asker: 0
    """)


def test_a_partner_holding_three_sevens_asks_to_play_on_while_one_discard_sheds_them():
    # Three Sevens in one hand cost 1500 when the hand ends. The opponents are far from going
    # out, so the partner answers "No" and sheds a Seven next turn; with two, "Yes".
    three = asked_by_partner("7c 7d 7h 9s 4h")
    assert PolicyPlayer(ADVANCED).choose(three.observation(2)) == NO
    two = asked_by_partner("7c 7d 9h 9s 4h")
    assert PolicyPlayer(ADVANCED).choose(two.observation(2)) == YES


def test_a_beginner_lays_three_sevens_at_once_where_advanced_waits_for_the_canasta():
    # Three Sevens make a meld, but a meld of pure Sevens left short costs 2500: Advanced
    # keeps them for the whole canasta, a beginner lays them down (and often pays).
    state = opened_turn("7c 7d 7h 9s Jh 8h 5c")
    assert not any(action.startswith("meld 7") for action in played_plan(state, ADVANCED))
    state = opened_turn("7c 7d 7h 9s Jh 8h 5c")
    played = played_plan(state, BEGINNER)
    assert any(action.startswith("meld 7") for action in played), played


def test_a_beginner_takes_the_pack_with_a_pair_of_aces_where_advanced_will_not():
    # An Ace on the pack and a pair of Aces in hand start a pure meld of Aces with only
    # three in sight: Advanced leaves it, a beginner takes it whenever it takes at all.
    state = position("modern_american", f"""
        players: 4
        current: 0
        hand 0: Ac Ad 9s Jh 8h 5c 6d
        table 0: K: Kd Kc Ks Kh | Q: Qs Qh Qc
        opened 0: yes
        stock: {STOCK}
        pile: 6h 9d Ah
    """)
    always = random.Random(0)
    always.random = lambda: 0.0  # the beginner's coin for taking comes up "take"
    assert not HeuristicPolicy(ADVANCED).wants_pile(state, always)
    assert HeuristicPolicy(BEGINNER).wants_pile(state, always)


def aces_melded(last_aces_with: str, melded: str = "A: Ah As Ah As Ad | ") -> GameState:
    """Seat 1's side holds a meld of five pure Aces, two short of the canasta (`melded`: ""
    for none), and Kings; the last Aces are in seat 1's hand (`last_aces_with` "hand") or
    in the opponents' hands ("opponents"), none in the stock."""
    ours, theirs = ("Ac Ad", "") if last_aces_with == "hand" else ("", "Ac Ad")
    return position("modern_american", f"""
        players: 4
        phase: play
        current: 0
        hand 0: 4c 5c 6c 8c 9c Tc {ours}
        hand 1: 4c 5c 6c 8c 9c Tc {theirs}
        hand 2: 4d 5d 6d 8d 9d Td
        hand 3: 4d 5d 6d 8d 9d Td
        table 0: {melded}K: Kc Kd Kh Ks Kc Kd Kh
        opened 0: yes
        stock: 4h 5h 6h 7h 4s 5s 6c 7c 8d 9d Td Jh Qs Kc 4d 5c 6d 7s 8h 9s Ts
        pile: 4c 8s
    """)


def test_the_search_weighs_a_meld_of_pure_aces_by_the_chance_it_is_completed():
    # Left short, the Aces cost 2500; completed, they earn 2500. With the last two Aces in
    # the side's own hand the meld is nearly a canasta; with both in the opponents' hands
    # and none left in the stock it will most likely cost its side the 2500.
    in_hand = sampled_value(aces_melded("hand"), 0) + 2 * 20 * HELD_WEIGHT  # the two Aces held
    out_of_reach = sampled_value(aces_melded("opponents"), 0)
    assert in_hand - out_of_reach > 4000
    assert out_of_reach < sampled_value(aces_melded("opponents", melded=""), 0) - 1500
