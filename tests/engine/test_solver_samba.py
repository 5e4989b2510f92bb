"""The turn solver in the Samba family: several groups of a rank and their merges, runs
of a suit (Samba's sambas, Bolivia's escaleras) and several melds of wild cards.

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
    stock: 4c 5c 6c 7c
    pile: 9d
"""


def goes_out(preset: str, text: str) -> bool:
    state = position(preset, OPENED + text)
    assert position_known(state)
    plan = count_plan(state, going_out=True)
    if plan is not None:
        assert replay_problem(state, plan) is None, plan
    return plan is not None


def test_a_run_of_the_table_grown_downwards_to_a_samba_is_the_second_canasta():
    table = "table 0: K: Kc Kd Kh Ks Kc Kd Kh | h run: 6h 7h 8h 9h Th"
    assert goes_out("samba", f"hand 0: 4h 5h 9c\n{table}")  # 4h 5h make seven hearts; the Nine goes
    assert not goes_out("samba", f"hand 0: 5h Qd 9c\n{table}")  # six hearts: one canasta


def test_a_natural_goes_to_the_run_or_to_the_group_of_its_rank():
    table = "table 0: K: Kc Kd Kh Ks Kc Kd Kh"
    # The Nine of spades ends the samba; the other Nines make a group of their own.
    assert goes_out("samba", f"hand 0: 4s 5s 6s 7s 8s 9s Ts 9c 9d 9h Qh\n{table}")
    # Without the third Nine, two Nines and the Queen stay in the hand: no going out.
    assert not goes_out("samba", f"hand 0: 4s 5s 6s 7s 8s 9s Ts 9c 9d Qh\n{table}")


def test_two_groups_of_a_rank_merge_into_the_canasta_that_goes_out():
    table = "table 0: 5: 5c 5d 5h 5s | 5: 5c 5d 5h | K: Kc Kd Kh Ks Kc Kd Kh"
    state = position("samba", OPENED + f"hand 0: 9h\n{table}")
    plan = count_plan(state, going_out=True)
    assert plan is not None and replay_problem(state, plan) is None
    assert [action.kind for action in plan.actions] == ["merge", "discard"]


def test_a_group_holding_a_wild_card_never_merges_into_a_canasta():
    # The Fives with a Two cannot join the canasta of Fives; alone they are no canasta.
    table = "table 0: 5: 5c 5d 5h 5s 5c 5d 5h | 5: 5c 5d 2h | Q: Qc Qd Qh"
    assert not goes_out("samba", f"hand 0: 9h\n{table}")


def test_melds_of_wild_cards_several_at_once():
    # Chilean: two wild cards complete the wild meld of five (a bolivia), three more start
    # another, and the Nine is discarded: two canastas.
    table = "table 0: K: Kc Kd Kh Ks Kc Kd Kh | wild: 2c 2d 2h JK JK"
    assert goes_out("chilean", f"hand 0: 2s 2c JK 2d 2h 9c\n{table}")
    assert not goes_out("chilean", f"hand 0: 2s 9c\n{table}")  # one wild card: six


def test_bolivia_needs_an_escalera_among_its_two_canastas():
    table = "table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd"
    assert not goes_out("bolivia", f"hand 0: Qh 9c\n{table}")  # two canastas, no escalera
    assert goes_out("bolivia", f"hand 0: 4h 5h 6h 7h 8h 9h Th 9c\n{table}")


def test_brazilian_an_escalera_grows_beyond_seven_only_in_the_turn_that_goes_out():
    table = "table 0: K: Kc Kd Kh Ks Kc Kd Kh | h run: 5h 6h 7h 8h 9h Th Jh"
    allowed = "asked: yes\npermission: yes\nasker: 0"  # (Brazilian asks the partner first)
    assert goes_out("brazilian", f"hand 0: 4h Qh 9c\n{table}\n{allowed}")  # nine hearts, the Nine discarded
    state = position("brazilian", OPENED + f"hand 0: 4h 9c Qd\n{table}")
    meld = Action.parse("meld 4h to #2")
    # After the Four, the Nine and the Queen are left: the turn cannot go out, and an
    # escalera of eight ends no other turn.
    assert state.explain(meld) is not None
    state = position("brazilian", OPENED + f"hand 0: 4h 9c\n{table}\n{allowed}")
    state.apply(meld)
    assert can_end_turn(state, going_out=True)


def test_a_run_that_wraps_round_is_no_meld_and_cannot_be_mended():
    state = position("samba", OPENED + "hand 0: Ks As 4s 8d 8h 9c")
    assert state.explain(Action.parse("meld Ks As 4s")) is not None
    # Two Spades in a row may start a run that the third makes legal, in the same turn.
    state = position("samba", OPENED + "hand 0: 4s 5s 6s 8d 8h 9c")
    state.apply(Action.parse("meld 4s 5s"))
    plan = count_plan(state)
    assert plan is not None and replay_problem(state, plan) is None
    assert str(plan.placements[0]) == "meld 6s to #1"
