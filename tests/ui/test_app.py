"""The window loop: no screen is a clear message, input reaches the table, idle means no drawing."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, Phase
from canasta.ui.app import App
from canasta.ui.saved_games import load_match
from canasta.ui.match import Match, SeatInfo
from canasta.ui.options import default_seats, parse_options
from canasta.ui.preferences import Preferences
from canasta.variants import load_preset

ROOT = Path(__file__).resolve().parents[2]


def test_without_a_screen_it_says_so_and_exits_non_zero(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["CANASTA_HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--seed", "1"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    if sys.platform.startswith("linux"):
        assert done.returncode != 0
        assert done.stderr.strip().startswith("Canasta needs a screen:")
        assert "Traceback" not in done.stderr


def test_the_command_line_sets_up_the_game() -> None:
    args = parse_options(["--players", "4", "--humans", "2", "--seed", "9", "--delay", "500", "--no-sound"])
    assert (args.players, args.humans, args.seed, args.delay, args.no_sound) == (4, 2, 9, 500, True)
    seats = default_seats(4, 2, Preferences(player_name="Ann", computer_level="expert"))
    assert [seat.name for seat in seats] == ["Ann", "Player 2", "North", "East"]
    assert [seat.human for seat in seats] == [True, True, False, False]
    assert seats[3].level == "expert"
    with pytest.raises(SystemExit):
        parse_options(["--delay", "20000"])


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=7)
    app = App((1280, 800), False, None, Preferences(player_name="Ann", animation_speed="off"), match)
    app.table.computer.threaded = False
    yield app
    app.table.computer.close()


def test_input_reaches_the_table_and_idle_frames_draw_nothing(app: App) -> None:
    app.step()
    drawn = app.frames
    assert drawn >= 1
    for _ in range(3):
        app.step()
    assert app.frames == drawn, "nothing changed, nothing drawn"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.table.layout.stock.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app.table.layout.stock.center, button=1))
    app.step()
    assert [str(action) for action in app.table.match.record.actions] == ["draw"]
    assert app.frames > drawn


def test_the_window_size_changes_the_layout(app: App) -> None:
    app.resized((1024, 640))
    assert app.context.size == (1024, 640)
    assert app.table.layout.status.bottom == 640


def test_quitting_ends_the_loop(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0


def test_f4_and_f3_open_the_file_dialogs_and_their_choice_saves_and_loads(app: App, tmp_path: Path) -> None:
    app.table.attempt(app.table.match.legal()[0])
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F4, mod=0, unicode="", scancode=0))
    dialog = app.context.stack.top
    assert type(dialog).__name__ == "FileDialog" and dialog.mode == "save"
    path = tmp_path / "Ann.can"
    dialog.finish(path)
    assert path.exists()
    saved = app.table.match.state.to_text()
    app.table.attempt(next(action for action in app.table.match.legal() if action.kind == "discard"))
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F3, mod=0, unicode="", scancode=0))
    dialog = app.context.stack.top
    assert type(dialog).__name__ == "FileDialog" and dialog.mode == "load"
    dialog.finish(path)
    assert app.table.match.state.to_text() == saved
    assert load_match(path)[0].state.to_text() == saved


def test_a_damaged_save_is_refused_with_the_line_that_failed(app: App, tmp_path: Path) -> None:
    path = tmp_path / "bad.can"
    path.write_text(app.table.match.record_text() + "discard 9z\n", encoding="utf-8")
    before = app.table.match
    app.commands.load_from(path)
    assert app.table.match is before
    message = app.context.stack.top
    assert "Could not load bad.can" in message.text and "line" in message.text


def test_the_new_game_dialog_starts_the_game_it_sets_up(app: App) -> None:
    from canasta.ui.dialogs import GameSetup, SeatSetup

    app.command("new")
    dialog = app.context.stack.top
    assert type(dialog).__name__ == "NewGameDialog"
    dialog.finish(GameSetup("classic", [SeatSetup("Ann"), SeatSetup("W", "computer"), SeatSetup("Bob"),
                                        SeatSetup("E", "computer", "expert")]))
    match = app.table.match
    assert match.rules.name == "classic" and match.players == 4
    assert [seat.human for seat in match.seats] == [True, False, True, False]
    assert match.seats[3].level == "expert"


def test_menu_commands_all_open_something(app: App) -> None:
    for command in ("highscores", "customize", "rules", "help:rules", "help:keys"):
        app.command(command)
        top = app.context.stack.top
        assert top is not app.table, command
        top.close()
    app.command("exit")
    assert not app.running


def test_a_new_game_starts_from_the_same_seats(app: App) -> None:
    app.table.attempt(app.table.match.legal()[0])
    app.commands.start(app.commands.current_setup(seed=99))
    assert app.table.match.record.actions == []
    assert app.table.match.seed == 99 and app.table.match.state.phase == Phase.DRAW
    assert [seat.name for seat in app.table.match.seats] == ["Ann", "Bot"]


def test_a_hand_against_the_computer_enters_the_high_scores(app: App) -> None:
    from canasta.persistence.highscores import HighScores

    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "beginner")], seed=3)
    app.commands.play(match)
    rng = random.Random(4)
    while not match.hand_is_over():
        match.play(choose_random_action(match.legal(), rng))
    result = match.last_result()
    entries = HighScores().table("beginner", "windows")
    assert [entry.difference for entry in entries] == [result.sides[0].total - result.sides[1].total]
    assert entries[0].name == "Ann"


def test_after_a_four_player_game_high_scores_open_on_its_personal_bests(app: App) -> None:
    from canasta.ui.dialogs import HighScoresDialog

    rules = load_preset("windows").replace({"target_score": 1000})
    seats = [SeatInfo("North", False, "random"), SeatInfo("Ann", True), SeatInfo("South", False, "random"),
             SeatInfo("Cid", True)]
    match = Match(rules, seats, seed=5)
    app.commands.play(match)
    rng = random.Random(1)
    while not match.state.is_terminal():
        match.play(choose_random_action(match.legal(), rng))
    app.command("highscores")
    dialog = app.context.stack.top
    assert isinstance(dialog, HighScoresDialog) and (dialog.page, dialog.preset, dialog.players) == \
        ("bests", "windows", 4)
    labels = app.ui_manager.get_sprite_group().sprites()
    texts = {sprite.text for sprite in labels if isinstance(sprite, pygame_gui.elements.UILabel)}
    assert {"Ann", "Cid", str(match.state.scores[1])} <= texts, "they won, with their side's final score"


def test_the_end_of_a_hand_shows_the_scoring_dialog_and_then_deals(app: App) -> None:
    from table_kit import deck_with

    ann = "7h 7h 7d 7d 7c 7c 7s Kh Kd Kc 9s 9h 9d 9c 9s"
    bot = "4c 4d 5c 5d 6c 6d 8c 8d 9d Ah Th Td Jd Jh Qc"
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")],
                  deck=deck_with([ann, bot], pile="Qs", draws="4h"))
    app.commands.play(match)
    table = app.table
    assert table.attempt(Action("draw"))
    for group in ("7h 7h 7d 7d 7c 7c 7s", "Kh Kd Kc", "9s 9h 9d 9c 9s"):
        assert table.attempt(Action.parse(f"meld {group}"))
    assert table.attempt(Action.parse("discard 4h"))
    table.update(2.0)
    dialog = app.context.stack.top
    assert type(dialog).__name__ == "ScoringDialog"
    assert dialog.title == "Hand 1: Ann went out concealed"
    dialog.finish("ok")
    assert match.state.hand_number == 2 and app.context.stack.top is table


def test_a_right_click_on_the_scoreboard_shows_the_scores_with_the_others_hidden(app: App) -> None:
    board = app.table.layout.scoreboard.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=board, button=3))
    dialog = app.context.stack.top
    assert type(dialog).__name__ == "ScoringDialog" and dialog.hide_sides == {1}


def test_the_seats_of_the_settings_sit_at_the_table_unless_the_command_line_says_otherwise() -> None:
    from types import SimpleNamespace

    from canasta.ui.options import setup_from

    seat = SimpleNamespace
    settings = SimpleNamespace(
        seats=(seat(name="Player", kind="human", level=None), seat(name="Deep Blue", kind="computer", level="expert"),
               seat(name="Kim", kind="human", level=None)),
        rules=SimpleNamespace(preset="windows", options={}))
    prefs = Preferences(player_name="Ann")
    setup = setup_from(settings, parse_options(["--seed", "4"]), prefs)
    assert [(s.name, s.human, s.level) for s in setup.seats] == [
        ("Ann", True, None), ("Deep Blue", False, "expert"), ("Kim", True, None)]
    setup = setup_from(settings, parse_options(["--players", "2"]), prefs)
    assert [s.name for s in setup.seats] == ["Ann", "Computer"]


def test_a_new_game_is_remembered_for_the_next_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta.persistence.settings import load_user_settings
    from canasta.ui.dialogs import GameSetup, SeatSetup

    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    settings, _ = load_user_settings()
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "beginner")], seed=1)
    app = App((1280, 800), False, settings, Preferences(), match)
    try:
        app.command("new")
        app.context.stack.top.finish(GameSetup("classic", [SeatSetup("Ann"), SeatSetup("Hal", "computer", "expert"),
                                                           SeatSetup("Bob")], {"target_score": 3000}))
        again, messages = load_user_settings()
        assert messages == []
        assert [(seat.name, seat.kind, seat.level) for seat in again.seats] == [
            ("Ann", "human", None), ("Hal", "computer", "expert"), ("Bob", "human", None)]
        assert again.rules.preset == "classic" and dict(again.rules.options) == {"target_score": 3000}
        assert app.table.match.rules.target_score == 3000
    finally:
        app.table.computer.close()


def test_the_window_size_is_remembered_for_the_next_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from canasta.persistence.settings import load_user_settings

    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    settings, _ = load_user_settings()
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=1)
    app = App((1100, 700), False, settings, Preferences(), match)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    again, _ = load_user_settings()
    assert (again.window.width, again.window.height, again.window.fullscreen) == (1100, 700, False)
