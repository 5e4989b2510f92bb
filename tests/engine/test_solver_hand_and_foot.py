"""The turn solver in Hand and Foot: the foot, one open group of a rank at a time, going
out only from the foot (docs/rules/hand-and-foot.md, rulings 5, 9 and 10).

Each example asks the count model whether the turn can still end, and the judge replays
its plan step by step.
"""

from __future__ import annotations

from canasta.engine import Phase
from canasta.engine.solver import count_plan, position_known, replay_problem, rules_known
from canasta.variants import load_preset

from .helpers import play, position, refusal

FOOT = "foot 0: Kc Kd Ks 5c 5d 6h 8s 9s Tc Jc Qc"

# Two players, each alone: seat 0 has melded, with a natural canasta of Kings.
ALONE = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    hand 1: 4c 4d 4h
    stock: 4h 5h 6h 7h 8h 9h
    pile: 9c
"""


def hf(text: str):
    return position("hand_and_foot", text)


def test_the_count_model_knows_hand_and_foot():
    assert rules_known(load_preset("hand_and_foot"))
    assert position_known(hf(ALONE + f"hand 0: 7c 7d 7h\ntable 0: K: Kc Kd Kh Ks Kc Kd Kh\n{FOOT}"))


def test_a_turn_that_uses_up_the_hand_goes_on_from_the_foot():
    # A Seven laid on its own starts a row the other two Sevens must join: that uses up
    # the hand, the foot comes into it, and the turn goes on from the foot.
    state = hf(ALONE + f"hand 0: 7c 7d 7h\ntable 0: K: Kc Kd Kh Ks Kc Kd Kh\n{FOOT}")
    play(state, "meld 7c")
    plan = count_plan(state)
    assert plan is not None and replay_problem(state, plan) is None
    assert [str(action) for action in plan.placements] == ["meld 7d to #2", "meld 7h to #2"]
    assert plan.ending is None  # the foot comes in: the plan cannot name its cards
    play(state, "meld 7d to #2", "meld 7h to #2")
    assert state.phase == Phase.PLAY and state.current == 0
    assert len(state.hands[0]) == 11 and not state.feet[0]
    play(state, "discard Qc")


def test_without_a_foot_the_same_sevens_would_be_going_out_which_needs_the_canastas():
    state = hf(ALONE + "hand 0: 7c 7d 7h\ntable 0: K: Kc Kd Kh Ks Kc Kd Kh")
    assert refusal(state, "meld 7c") == "Your row of Sevens has 1 card: a meld needs at least 3."


def test_the_last_card_discarded_with_the_foot_down_ends_the_turn():
    # With the foot down one card is enough to end the turn: discarding it brings in the
    # foot, for the next turn.
    state = hf(ALONE + f"hand 0: 7c 7d 7h 4s\ntable 0: K: Kc Kd Kh Ks Kc Kd Kh\n{FOOT}")
    play(state, "meld 7c 7d 7h")
    plan = count_plan(state)
    assert plan is not None and str(plan) == "discard 4s" and replay_problem(state, plan) is None


def test_the_foot_comes_in_only_with_the_first_meld_made():
    # Hand 1 needs 50: three Sevens are 15, so melding them to use up the hand brings in no
    # foot, and the turn ends by a discard instead.
    state = hf(ALONE.replace("opened 0: yes", "hand number: 1") + f"hand 0: 7c 7d 7h\n{FOOT}")
    plan = count_plan(state)
    assert plan is not None and plan.placements == () and plan.ending is not None
    assert plan.ending.kind == "discard"
    assert refusal(state, "meld 7c 7d 7h") == ("You pick up your foot only with this turn's melds as they must stay: "
                                               "your first meld needs at least 50 points; you have 15 on the table.")


def test_a_second_group_of_a_rank_starts_only_once_the_first_is_a_canasta():
    # Alone, a side goes out with one natural and two mixed canastas. The open Sevens take
    # four more and are a mixed canasta; only then do the last three start a new group.
    table = "table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd 2s | 7: 7c 7d 2c"
    state = hf(ALONE + f"hand 0: 7h 7s 7c 7d 7h 7s 7c 4h\n{table}")
    plan = count_plan(state, going_out=True)
    assert plan is not None and replay_problem(state, plan) is None
    assert [str(action) for action in plan.actions] == [
        "meld 7h to #3", "meld 7s to #3", "meld 7c to #3", "meld 7d to #3", "meld 7h 7s 7c", "discard 4h"]


def test_sevens_that_must_join_the_open_group_make_no_natural_canasta():
    # The same hand with the Kings mixed: going out needs a natural canasta, and seven
    # Sevens would be one in a group of their own; but they join the open Sevens first,
    # which makes a mixed canasta and three Sevens over.
    table = "table 0: K: Kc Kd Kh Ks Kc Kd 2d | Q: Qc Qd Qh Qs Qc Qd 2s | 7: 7c 7d 2c"
    state = hf(ALONE + f"hand 0: 7h 7s 7c 7d 7h 7s 7c 4h\n{table}")
    assert count_plan(state, going_out=True) is None
    without_open_sevens = hf(ALONE + "hand 0: 7h 7s 7c 7d 7h 7s 7c 4h\n"
                             "table 0: K: Kc Kd Kh Ks Kc Kd 2d | Q: Qc Qd Qh Qs Qc Qd 2s")
    plan = count_plan(without_open_sevens, going_out=True)
    assert plan is not None and replay_problem(without_open_sevens, plan) is None


def test_a_player_goes_out_only_from_the_foot():
    # The side has its canastas and the Sevens would go out; with the foot down they only
    # end the turn, and whatever the foot holds (nobody knows it) the answer is the same.
    table = "table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd 2s | J: Jc Jd Jh Js Jc Jd 2c"
    for foot in (FOOT, "foot 0: 9c 9d 9h 9s 9c 9d 9h 9s 9c 9d 9h"):
        state = hf(ALONE + f"hand 0: 7c 7d 7h 4s\n{table}\n{foot}")
        assert count_plan(state, going_out=True) is None
        assert not state.can_go_out()
        plan = count_plan(state)
        assert plan is not None and replay_problem(state, plan) is None
    picked_up = hf(ALONE + f"hand 0: 7c 7d 7h 4s\n{table}")
    plan = count_plan(picked_up, going_out=True)
    assert plan is not None and replay_problem(picked_up, plan) is None
    play(picked_up, *map(str, plan.actions))
    assert picked_up.went_out == 0


def test_a_foot_of_one_card_is_left_to_the_search():
    # Picked up, one card leaves only going out, with that card: the model would have to
    # know it.
    state = hf(ALONE + "hand 0: 7c 7d 7h\ntable 0: K: Kc Kd Kh Ks Kc Kd Kh\nfoot 0: 5c")
    assert not position_known(state)
