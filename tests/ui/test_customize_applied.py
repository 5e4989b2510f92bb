"""Customize's name and computer level reach the table, New Game and Save (as in Canasta for Windows)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from canasta.persistence.settings import load_user_settings
from canasta.ui.app import App
from canasta.ui.saved_games import save_name as _save_name
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


def test_a_name_the_new_game_table_gave_the_first_seat_stays_with_it(app: App) -> None:
    from canasta.ui.dialogs import GameSetup as Chosen, SeatSetup

    app.commands._new_chosen(Chosen("windows", [SeatSetup("Ann", "human"), SeatSetup("Computer", "computer")]))
    assert app.table.match.name(0) == "Ann"
    app.table.computer.threaded = False
    assert app.commands.current_setup().seats[0].name == "Ann", "Customize's Player does not replace Ann"
    app.command("new")
    assert app.context.stack.top.seats[0].name == "Ann"
    app.context.stack.top.close()
    customize(app, player_name="Zoe")
    assert app.table.match.name(0) == "Ann", "a new name in Customize leaves a seat the table named"
    assert app.commands.settings.seats[0].name == "Ann"


def test_the_next_start_keeps_the_name_the_table_gave_and_names_a_default_seat_by_customize() -> None:
    from types import SimpleNamespace

    from canasta.ui.options import parse_options, setup_from

    def seated(name: str) -> SimpleNamespace:
        seats = (SimpleNamespace(name=name, kind="human", level=None),
                 SimpleNamespace(name="Computer", kind="computer", level="beginner"))
        return SimpleNamespace(seats=seats, rules=SimpleNamespace(preset="windows", options={}))

    zoe = Preferences(player_name="Zoe")
    assert setup_from(seated("Ann"), parse_options([]), zoe).seats[0].name == "Ann"
    assert setup_from(seated("Player"), parse_options([]), zoe).seats[0].name == "Zoe"
    assert setup_from(seated("Zoe"), parse_options([]), zoe).seats[0].name == "Zoe"
