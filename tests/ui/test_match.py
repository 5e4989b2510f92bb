"""The game controller: records every move, hands the screen around, saves after each turn."""

from __future__ import annotations

import random

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, IllegalActionError, Phase
from canasta.engine.cards.decks import standard_deck
from canasta.engine.game.queries import pile_take_mode
from canasta.engine.game.record import GameRecord
from canasta.ui.match import DrawNote, FootNote, Match, SeatInfo
from canasta.variants import load_preset

ANN = SeatInfo("Ann", True)
BOB = SeatInfo("Bob", True)
BOT = SeatInfo("Bot", False, "random")


def play_randomly(match: Match, moves: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.is_terminal():
            return
        match.play(choose_random_action(match.legal(), rng))


def test_seats_read_back_from_their_record_form() -> None:
    for seat in (ANN, BOT, SeatInfo("Computer", False, "expert")):
        assert SeatInfo.parse(seat.describe()) == seat
    assert SeatInfo.parse("Just A Name") == SeatInfo("Just A Name", True)


def test_every_move_is_recorded_and_the_record_replays_to_the_same_game() -> None:
    match = Match(load_preset("windows"), [ANN, BOT], seed=11)
    play_randomly(match, 300)
    text = match.record_text()
    again = Match.from_record(GameRecord.from_text(text, preset_loader=load_preset))
    assert again.state.to_text() == match.state.to_text()
    assert again.seats == match.seats


def test_an_illegal_move_is_refused_with_the_engines_words_and_not_recorded() -> None:
    match = Match(load_preset("windows"), [ANN, BOT], seed=3)
    with pytest.raises(IllegalActionError) as refused:
        match.play(Action("undo"))
    assert str(refused.value) == match.explain(Action("undo"))
    assert match.record.actions == []


def test_the_autosave_hook_runs_after_each_finished_turn() -> None:
    saved: list[int] = []
    match = Match(load_preset("windows"), [ANN, BOT], seed=5, on_turn_end=lambda record: saved.append(len(record.actions)))
    match.play(Action("draw"))
    assert saved == []
    discard = next(action for action in match.legal() if action.kind == "discard")
    match.play(discard)
    assert saved == [2]


def test_the_hand_hook_gets_each_hand_result() -> None:
    results = []
    match = Match(load_preset("windows"), [BOT, SeatInfo("Bot 2", False, "random")], seed=2,
                  on_hand_end=lambda _, result: results.append(result.hand_number))
    rng = random.Random(1)
    while not match.hand_is_over():
        match.play(choose_random_action(match.legal(), rng))
    assert results == [1]


def test_in_hot_seat_the_screen_goes_to_the_next_human() -> None:
    match = Match(load_preset("windows"), [ANN, BOB], seed=4)
    assert match.hot_seat() and match.viewer == 0
    assert match.screen_goes_to() == 0 and not match.viewer_may_act(), "nobody has taken the screen yet"
    match.hand_to(0)
    assert match.screen_goes_to() is None and match.viewer_may_act()
    match.play(Action("draw"))
    match.play(next(action for action in match.legal() if action.kind == "discard"))
    assert match.screen_goes_to() == 1 and not match.viewer_may_act()
    match.hand_to(1)
    assert match.screen_goes_to() is None and match.viewer_may_act()


def test_with_one_human_the_view_stays_with_that_human() -> None:
    match = Match(load_preset("windows"), [ANN, BOT], seed=4)
    match.play(Action("draw"))
    match.play(next(action for action in match.legal() if action.kind == "discard"))
    assert match.computer_to_move() == 1 and match.screen_goes_to() is None and match.viewer == 0


def test_partners_share_a_side_name() -> None:
    match = Match(load_preset("classic"), [ANN, BOT, BOB, SeatInfo("Bot 4", False, "random")], seed=1)
    assert match.side_name(0) == "Ann & Bob"
    assert match.side_name(1) == "Bot & Bot 4"


def test_a_loaded_hot_seat_game_opens_on_the_player_to_move() -> None:
    match = Match(load_preset("windows"), [ANN, BOB], seed=8)
    match.play(Action("draw"))
    match.play(next(action for action in match.legal() if action.kind == "discard"))
    loaded = Match.from_record(GameRecord.from_text(match.record_text(), preset_loader=load_preset))
    assert loaded.viewer == 1 and loaded.state.phase == Phase.DRAW


def test_a_given_deck_is_dealt_and_kept_in_the_record() -> None:
    deck = list(reversed(standard_deck()))
    match = Match(load_preset("windows"), [ANN, BOT], deck=deck)
    assert match.record.deck == deck
    assert match.state.hands[0][0] == deck[0] and match.state.hands[1][0] == deck[1]
    assert Match.from_record(GameRecord.from_text(match.record_text(), preset_loader=load_preset)).state.to_text() \
        == match.state.to_text()


def test_a_loaded_kanastic_game_remembers_what_each_take_of_the_pile_meant() -> None:
    match = Match(load_preset("kanastic"), [ANN, BOT], seed=3)
    rng, meant = random.Random(5), []
    for _ in range(5000):
        if {"top", "pickup"} <= set(meant) or match.state.is_terminal():
            break
        legal = match.legal()
        takes = [action for action in legal if action.kind == "take"]
        action = takes[0] if takes else choose_random_action(legal, rng)
        if action.kind == "take":
            meant.append(pile_take_mode(match.state))
        match.play(action)
        if match.state.phase == Phase.HAND_OVER:
            match.play(Action("deal"))
    assert {"top", "pickup"} <= set(meant)

    loaded = Match.from_record(GameRecord.from_text(match.record_text(), preset_loader=load_preset))
    history = loaded.history(len(loaded.record.actions))
    assert [mode for _, action, mode, _ in history if action.kind == "take"] == meant


@pytest.mark.parametrize("preset", ["hand_and_foot", "modern_american", "classic"])
def test_the_moves_log_of_a_loaded_game_tells_what_each_draw_brought_and_when_a_foot_came_in(preset) -> None:
    # Each draw's note counts the cards it brought and the red threes laid out with them,
    # a discard's the cards it brought (a first melder's bonus cards), and the move that
    # used up a hand notes that the foot came into it: as the positions before and after say.
    match = Match(load_preset(preset), [ANN, BOT, ANN, BOT], seed=0)
    play_randomly(match, 1500, seed=0)
    loaded = Match.from_record(GameRecord.from_text(match.record_text(), preset_loader=load_preset))
    history = loaded.history(len(loaded.record.actions))
    states = list(state.clone() for state in loaded.record.play_through(checked=False))
    assert len(history) == len(loaded.record.actions)
    drawn = feet = 0
    for index, (seat, action, _, note) in enumerate(history):
        before, after = states[index], states[index + 1]
        side = before.side_of(seat)
        laid = (after.red_threes[side] + after.treasure_pots[side])[len(before.red_threes[side])
                                                                     + len(before.treasure_pots[side]):]
        came = len(after.hands[seat]) - len(before.hands[seat]) + len(action.cards) + len(laid)
        if before.feet[seat] and not after.feet[seat] and action.kind != "deal":
            feet += 1
            assert isinstance(note, FootNote), (index, action)
        elif action.kind == "draw":
            drawn += 1
            assert note == DrawNote(came, tuple(laid), False), (index, action)
        elif action.kind == "discard" and not before.feet[seat] and (came or laid):
            assert note == DrawNote(came, tuple(laid), True), (index, action)
    assert drawn > 0 and (feet > 0 or preset != "hand_and_foot")
