"""The turn solver in Kanastic: a golden suit gathers gold cards of consecutive ranks
(Artifacts standing in) beside the groups of their ranks; a new group shows three suits;
a picked-up pile comes into the hand after the discard.

Each example is a position a player can check by hand; every "yes" comes with a plan
the judge accepts step by step.
"""

from __future__ import annotations

from canasta.engine import Action
from canasta.engine.solver import can_end_turn, count_plan, position_known, replay_problem

from .helpers import position

OPENED = """
    players: 4
    phase: play
    current: 0
    opened 0: yes
    stock: 4c 5c 6c 7c 8c 9c
    pile: 9d
"""


def plan_of(text: str, going_out: bool = False):
    state = position("kanastic", text)
    assert position_known(state)
    plan = count_plan(state, going_out)
    if plan is not None:
        assert replay_problem(state, plan) is None, plan
    return plan


def test_the_ten_of_gold_joins_the_golden_suit_and_the_player_goes_out():
    # The suit reaches from 4 to Q, Artifacts standing in for the 5 and the 10: the Ten of
    # gold takes one's place. The Five and the Sword join their groups; the Nine is discarded.
    table = "table 0: G: 6g 8g 9g AR 7g AR AR Jg 4g Qg | K: Ks Kc Kd SW Kg Kd | 5: 5c 5d 5h 5g 5d 5s"
    plan = plan_of(OPENED + f"hand 0: 9s SW Tg 5s\n{table}", going_out=True)
    assert plan is not None and str(plan.ending) == "discard 9s"


def test_three_gold_cards_are_a_first_meld_at_every_score():
    # At 3000 the first meld needs 120 with at most two wild cards: 4, 5 and 6 of gold make
    # a golden suit, which is enough on its own, and the Nines (30) may come with it.
    text = """
        players: 4
        phase: play
        current: 0
        scores: 3000 0
        hand 0: 4g 5g 6g 9s 9d 9c Kd Qs
        stock: 4c 5c
        pile: 9d
    """
    state = position("kanastic", text)
    assert state.explain(Action.parse("meld 9s 9d 9c")) is None
    state.apply(Action.parse("meld 9s 9d 9c"))
    plan = count_plan(state)
    assert plan is not None and replay_problem(state, plan) is None
    assert str(plan.placements[0]) == "meld 4g 5g 6g"
    # Without the gold cards, the Nines alone are 30 of the 120.
    assert position("kanastic", text.replace("4g 5g 6g", "4d 5d 6s")).explain(Action.parse("meld 9s 9d 9c")) \
        is not None


def test_a_new_group_shows_three_suits():
    # Three Nines of two suits are no new meld; with a third suit they are.
    assert plan_of(OPENED + "table 0: K: Ks Kc Kd Kh Ks Kc Kd\nhand 0: 9h 9h 9s Qd", going_out=True) is None
    assert plan_of(OPENED + "table 0: K: Ks Kc Kd Kh Ks Kc Kd\nhand 0: 9h 9d 9s Qd", going_out=True) is not None


def test_after_a_pickup_the_last_discard_does_not_go_out():
    # The pile picked up comes into the hand after the discard: the turn ends by a
    # discard, and the player cannot go out this turn.
    text = OPENED + """
        table 0: K: Ks Kc Kd Kh Ks Kc Kd | 8: 8d 8s 8c
        hand 0: 7h
        pickup: 5c 6d 7s
    """
    state = position("kanastic", text)
    assert can_end_turn(state) and not can_end_turn(state, going_out=True)
    assert str(count_plan(state).ending) == "discard 7h"


def test_a_top_card_taken_alone_with_a_big_hand():
    # The top card waits for two naturals of other suits; the count model takes the turn
    # on from there (a hand of forty cards answers at once).
    text = """
        players: 2
        phase: play
        current: 0
        hand 0: 4s 4c 5s 5d 6s 6d 7s 7d 8s 8d 9s 9d Ts Td Js Jd Qs Qd Ks Kd 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah As Ad SW SW AR 6c 7c 8c 9c
        table 0: 4: 4d
        opened 0: no
        moves: 4: 4d
        taking: 4d frozen=yes existing=no mode=top
        took pile: yes
        took top only: yes
        locked: 1
        stock: 5c 6c 7c 8c
        pile: 9c Ac
    """
    state = position("kanastic", text)
    assert can_end_turn(state)
    assert can_end_turn(state, going_out=True)
    state.apply(Action.parse("meld 4s to #1"))
    state.apply(Action.parse("meld 4c to #1"))
    assert state.taking is None and position_known(state)
