"""An unfinished game is offered with the cards covered; a hot-seat game resumes behind the pass screen."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.persistence import saves
from canasta.ui.app import App
from canasta.ui.match import Match, SeatInfo
from canasta.ui.pass_screen import PassScreen
from canasta.ui.preferences import Preferences
from canasta.variants import load_preset


def hot_seat_game(moves: int) -> Match:
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bob", True)], seed=5)
    rng = random.Random(2)
    while len(match.record.actions) < moves or match.human_to_move() != 1:
        match.play(choose_random_action(match.legal(), rng))
    return Match.from_record(match.record)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    fresh = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bob", True)], seed=11)
    app = App((1280, 800), False, None, Preferences(player_name="Ann", animation_speed="off"), fresh)
    yield app
    app.table.computer.close()


def test_the_resume_question_shows_no_cards_behind_it(app: App) -> None:
    app.commands.offer_resume(hot_seat_game(6))
    assert type(app.context.stack.top).__name__ == "QuestionDialog"
    assert app.table not in app.context.stack.visible(), "the fresh deal would show face up"


def test_a_resumed_hot_seat_game_opens_behind_the_pass_screen(app: App) -> None:
    unfinished = hot_seat_game(6)
    app.commands.offer_resume(unfinished)
    app.context.stack.top.finish("resume")
    assert app.table.match is unfinished
    assert isinstance(app.context.stack.top, PassScreen)
    assert app.context.stack.top.name == "Bob"
    assert app.table not in app.context.stack.visible()


def test_new_game_plays_the_deal_nobody_saw(app: App) -> None:
    fresh = app.table.match
    app.commands.offer_resume(hot_seat_game(6))
    app.context.stack.top.finish("new")
    assert app.table.match is fresh
    assert app.context.stack.top is app.table
    assert fresh.record.actions == []


def test_a_loaded_hot_seat_game_opens_behind_the_pass_screen(app: App) -> None:
    app.commands.play(hot_seat_game(9))
    assert isinstance(app.context.stack.top, PassScreen)


def test_the_game_loaded_is_the_one_the_next_start_offers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    older, later = hot_seat_game(6), hot_seat_game(12)
    saves.write_autosave(older.record)
    path = tmp_path / "later.can"
    saves.save_game(path, later.record)
    fresh = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bob", True)], seed=11)
    app = App((1280, 800), False, None, Preferences(player_name="Ann", animation_speed="off"), fresh,
              autosave=saves.write_autosave)
    try:
        app.commands.load_from(path)
        offered, problem = saves.read_autosave()
        assert problem is None and offered is not None
        assert offered.record.actions == later.record.actions
    finally:
        app.table.computer.close()


def test_the_game_given_to_load_on_the_command_line_is_the_one_the_next_start_offers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta.ui.app import build

    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    older, later = hot_seat_game(6), hot_seat_game(12)
    saves.write_autosave(older.record)
    path = tmp_path / "later.can"
    saves.save_game(path, later.record)
    app = build(["--load", str(path), "--size", "1024x700"])
    try:
        offered, _ = saves.read_autosave()
        assert offered is not None and offered.record.actions == later.record.actions
    finally:
        app.table.computer.close()


def test_a_new_hot_seat_game_opens_behind_the_pass_screen_before_any_hand_shows(app: App) -> None:
    from canasta.ui.options import GameSetup

    app.commands.start(GameSetup(load_preset("windows"), (SeatInfo("Ann", True), SeatInfo("Bob", True)), 23))
    screen = app.context.stack.top
    assert isinstance(screen, PassScreen) and screen.name == app.table.match.name(app.table.match.state.current)
    assert app.table not in app.context.stack.visible()
    assert all(sprite.card is None for sprite in app.table.sprites.cards if sprite.zone == "hand")
    screen.on_continue()
    assert any(sprite.card is not None for sprite in app.table.sprites.cards if sprite.zone == "hand")


def test_the_first_hot_seat_game_of_a_start_waits_for_its_player_too(app: App) -> None:
    assert all(sprite.card is None for sprite in app.table.sprites.cards if sprite.zone == "hand")
    app.turn([], 0.02)
    assert isinstance(app.context.stack.top, PassScreen) and app.context.stack.top.name == "Ann"
