"""What a move did, as `GameState.play` reports it (the log, sounds and animations read it)."""

from __future__ import annotations

import pytest

from canasta.engine import Action, IllegalActionError

from .helpers import action, position


def test_a_red_three_drawn_is_reported_laid_out_and_its_replacement_came_in():
    state = position("classic", """
        players: 3
        phase: draw
        current: 0
        hand 0: 9c 4d
        pile: 6d
        stock: 5s 3h
    """)
    event = state.play(Action("draw"))
    assert event.seat == 0
    assert [str(card) for card in event.laid_out] == ["3h"]
    assert event.came_in == 2  # the three drawn (laid out at once) and the card that replaced it
    assert [str(card) for card in event.hand_before] == ["9c", "4d"]
    assert sorted(str(card) for card in event.hand_after) == ["4d", "5s", "9c"]
    assert not event.canasta_made and not event.hand_over


def test_the_seventh_card_of_a_group_is_reported_as_a_canasta_made():
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: Kh 5c 9d
        table 0: K: Kc Kd Kh Ks Kc Kd
        opened 0: yes
        pile: 8d
        stock: 4h 6s
    """)
    event = state.play(action(state, "meld Kh to K"))
    assert event.canastas_made == (1, 0)
    assert event.canasta_made
    assert event.came_in == 0


def test_going_out_is_reported_with_the_hand_over():
    state = position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: Kh 5c
        table 0: K: Kc Kd Kh Ks Kc Kd | Q: Qc Qd Qh Qs Qc Qd Qh
        opened 0: yes
        pile: 8d
        stock: 4h 6s 7s 8s
    """)
    state.play(action(state, "meld Kh to K"))
    event = state.play(Action("discard", (state.hands[0][0],)))
    assert event.went_out and event.hand_over


def unmelded_side_to_play():
    """Seat 0 of four to meld or discard, its side with no meld yet and nothing to meld."""
    return position("classic", """
        players: 4
        phase: play
        current: 0
        hand 0: 9c 4d 5s
        pile: 6d
        stock: 4h 6s
    """)


def test_a_refused_move_reports_nothing_and_changes_nothing():
    state = unmelded_side_to_play()
    before = state.to_text()
    with pytest.raises(IllegalActionError):
        state.play(action(state, "meld 9c 4d 5s"))
    assert state.to_text() == before


def test_a_discard_of_a_side_that_has_not_melded_brings_nothing_in():
    state = unmelded_side_to_play()
    event = state.play(Action("discard", (state.hands[0][0],)))
    assert event.came_in == 0 and not event.laid_out and event.set_aside == 0
    assert event.take_mode == "pile"
