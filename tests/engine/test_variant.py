"""A rule set compiled for play (`Variant`): built once for a rule set, holding the turn it
is played with. The judge, the move list and the turn solver ask that turn, never which
rule set it is."""

from __future__ import annotations

from canasta.engine import Action, GameState, Variant, variant_of
from canasta.engine.solver import can_end_turn
from canasta.engine.game.variant import SpokenKeyTurn, StandardTurn
from canasta.variants import load_preset

from .helpers import position


def test_a_rule_set_has_one_variant_shared_by_its_games():
    classic = load_preset("classic")
    assert isinstance(variant_of(classic), Variant)
    assert variant_of(classic) is variant_of(classic) is GameState(classic, 4, seed=1).variant


def test_card_melds_play_the_standard_turn_and_words_their_own():
    assert isinstance(variant_of(load_preset("classic")).turn, StandardTurn)
    assert variant_of(load_preset("classic")).turn.name == "standard"
    bwc = variant_of(load_preset("bwc"))
    assert isinstance(bwc.turn, SpokenKeyTurn) and bwc.turn.name == "word" and bwc.spoken_kind.name == "word"


class _NoTaking(StandardTurn):
    """A turn in which the pile is never taken, and every turn can end."""

    def draw_actions(self, state):
        return [action for action in super().draw_actions(state) if action.kind != "take"]

    def take_problem(self, state, action):
        return "The pile is never taken here."

    def can_end_turn(self, state, going_out, by_acaba):
        return not going_out


def test_the_judge_the_move_list_and_the_solver_ask_the_turn(monkeypatch):
    state = position("classic", """
        players: 2
        phase: draw
        current: 0
        hand 0: 9c 9d 4h 5s
        pile: 7c 9h
        stock: 8d 6c
        opened 0: yes
        table 0: 9: 9s 9s 9h
    """)
    assert state.explain(Action("take")) is None and Action("take") in state.legal_actions()
    monkeypatch.setattr(state.variant, "turn", _NoTaking())
    state._legal_cache = state._judged = None  # (what was worked out by the turn before)
    assert state.explain(Action("take")) == "The pile is never taken here."
    assert Action("take") not in state.legal_actions()
    assert can_end_turn(state) and not can_end_turn(state, going_out=True)
