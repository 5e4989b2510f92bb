"""Customize's name and computer level reach the table, New Game and Save (as in Canasta for Windows)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from canasta.persistence.settings import load_user_settings
from canasta.ui.app import App
from canasta.ui.commands import _save_name
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.variants import load_preset


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    settings, _ = load_user_settings()
    settings = dataclasses.replace(settings, customize=dataclasses.replace(
        settings.customize, player_name="Player", computer_level="beginner"))
    match = Match(load_preset("windows"), [SeatInfo("Player", True), SeatInfo("Computer", False, "beginner")],
                  seed=7)
    app = App((1280, 800), False, settings, Preferences.from_customize(settings.customize), match)
    app.table.computer.threaded = False
    yield app
    app.table.computer.close()


def customize(app: App, **changes: object) -> None:
    app.commands._customized(dataclasses.replace(app.commands.settings.customize, **changes))


def test_the_name_applies_at_once_on_the_table_in_the_record_and_in_save(app: App) -> None:
    customize(app, player_name="Zoe")
    match = app.table.match
    assert match.name(0) == "Zoe"
    assert match.record.seats[0] == "Zoe | human"
    assert _save_name(match) == "Zoe.can"
    app.command("new")
    dialog = app.context.stack.top
    assert type(dialog).__name__ == "NewGameDialog"
    assert dialog.seats[0].name == "Zoe"


def test_the_level_applies_from_the_next_game_and_says_so(app: App) -> None:
    customize(app, computer_level="expert")
    said = app.context.stack.top
    assert type(said).__name__ == "MessageDialog"
    assert "Expert level from the next game" in said.text
    said.close()
    assert app.table.match.seats[1].level == "beginner", "the game in progress keeps its level"
    app.command("new")
    assert app.context.stack.top.seats[1].level == "expert"
    app.context.stack.top.close()
    app.commands.start(app.commands.current_setup())
    assert app.table.match.seats[1].level == "expert"
    assert app.commands.settings.seats == () or all(
        seat.level == "expert" for seat in app.commands.settings.seats if seat.kind == "computer")


def test_the_level_chosen_in_customize_survives_a_restart_and_a_resumed_game(app: App, tmp_path: Path) -> None:
    customize(app, computer_level="advanced")
    app.context.stack.top.close()
    app.table.computer.close()
    settings, _ = load_user_settings()  # the next start reads what this one kept
    assert settings.customize.computer_level == "advanced"
    fresh = Match(load_preset("windows"), [SeatInfo("Player", True), SeatInfo("Computer", False, "advanced")], 8)
    restarted = App((1280, 800), False, settings, Preferences.from_customize(settings.customize), fresh)
    try:
        unfinished = Match(load_preset("windows"), [SeatInfo("Player", True), SeatInfo("Computer", False, "beginner")],
                           seed=9)
        restarted.commands.offer_resume(unfinished)
        restarted.context.stack.top.finish("resume")
        assert restarted.table.match.seats[1].level == "beginner", "the resumed game goes on at its level"
        restarted.command("new")
        dialog = restarted.context.stack.top
        assert type(dialog).__name__ == "NewGameDialog"
        assert dialog.seats[1].level == "advanced"
    finally:
        restarted.table.computer.close()
