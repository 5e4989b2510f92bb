"""The player's language: kept in the settings, the system's on first start, chosen in
Customize and spoken at once (the menu bar built again in it)."""

from __future__ import annotations

import dataclasses
import os
import warnings
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame_gui
import pytest

from canasta.language import language, set_language
from canasta.persistence.paths import config_dir
from canasta.persistence.settings import load_user_settings, save_user_settings
from canasta.ui.app import App, build
from canasta.persistence.highscores import HighScores
from canasta.ui.dialogs import CustomizeDialog, FileDialog, GameOverDialog, HighScoresDialog
from canasta.ui.dialogs.high_scores import BESTS
from canasta.ui.dialogs.menu_bar import MENUS
from canasta.ui.dialogs.scoring import game_over_text
from canasta.ui.match import Match, SeatInfo
from canasta.ui.pass_screen import pass_reason
from canasta.ui.preferences import Preferences, apply_language, chosen_language
from canasta.ui.scene import Context, Scene
from canasta.ui.log_words import draw_text
from canasta.ui.status import next_step, put_back_label
from canasta.variants import load_preset

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def own_home_and_english_after(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path / "home"))
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield
    set_language("en")  # what the other tests expect


@pytest.fixture(scope="module", autouse=True)
def display() -> None:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))


def system_is(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("LANG", value)


def menu_titles(app: App) -> list[str]:
    assert app.menu is not None
    return [title.text for title in app.menu._titles]


def table_app() -> App:
    settings, _ = load_user_settings()
    match = Match(load_preset("windows"), [SeatInfo("Player", True), SeatInfo("Computer", False, "beginner")],
                  seed=7)
    app = App((1280, 800), False, settings, Preferences.from_customize(settings.customize), match)
    app.table.computer.threaded = False
    return app


def choose_in_customize(app: App, code: str) -> None:
    """Open Options > Customize, choose the language `code` in its menu and press OK."""
    app.command("customize")
    dialog = app.context.stack.top
    assert type(dialog).__name__ == "CustomizeDialog"
    menu = dialog.language_menu
    app.ui_manager.update(0.01)
    dialog.handle(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu,
                                     text=dict((c, t) for t, c in menu.options_list)[code],
                                     selected_option_id=code))
    dialog.accept()
    assert app.context.stack.top is not dialog


def test_the_language_key_round_trips_through_the_settings_file() -> None:
    settings, messages = load_user_settings()
    assert messages == [] and settings.customize.language == "system"
    chosen = dataclasses.replace(settings, customize=dataclasses.replace(settings.customize, language="pt_BR"))
    save_user_settings(chosen)
    assert "language: pt_BR" in (config_dir() / "settings.yaml").read_text(encoding="utf-8")
    again, messages = load_user_settings()
    assert messages == [] and again.customize.language == "pt_BR"
    assert chosen_language(again.customize) == "pt_BR"


def test_the_first_start_speaks_the_systems_language(monkeypatch: pytest.MonkeyPatch) -> None:
    system_is(monkeypatch, "de_DE.UTF-8")
    assert not (config_dir() / "settings.yaml").exists()
    app = build(["--new", "--size", "1024x700"])
    try:
        assert language() == "de"
        assert menu_titles(app) == ["Spiel", "Optionen", "Hilfe"]
    finally:
        app.table.computer.close()


def test_the_command_line_chooses_the_language_of_one_game(monkeypatch: pytest.MonkeyPatch) -> None:
    system_is(monkeypatch, "de_DE.UTF-8")
    app = build(["--new", "--size", "1024x700", "--language", "pt_BR"])
    try:
        assert language() == "pt_BR"
        assert menu_titles(app) == ["Jogo", "Opções", "Ajuda"]
        settings, _ = load_user_settings()
        assert settings.customize.language == "system"  # the player's own choice is left as it was
    finally:
        app.table.computer.close()


def test_a_language_the_game_does_not_speak_falls_back_to_the_systems(monkeypatch: pytest.MonkeyPatch) -> None:
    system_is(monkeypatch, "es_AR.UTF-8")
    path = config_dir() / "settings.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("customize:\n  player_name: Ann\n  language: fr\n", encoding="utf-8")
    settings, messages = load_user_settings()
    assert messages, "the damaged file is named to the player"
    assert settings.customize.language == "system"
    assert apply_language(settings.customize) == "es" and language() == "es"
    damaged = dataclasses.replace(settings.customize, language="xx")
    assert chosen_language(damaged) == "es"
    assert chosen_language(None) == "es"  # no settings could be read at all


def test_the_choice_in_customize_is_spoken_at_once_and_kept() -> None:
    app = table_app()
    try:
        assert menu_titles(app) == ["Game", "Options", "Help"]
        assert "Sort" in [button.label for button in app.table.buttons.buttons]
        choose_in_customize(app, "de")
        assert language() == "de"
        assert menu_titles(app) == ["Spiel", "Optionen", "Hilfe"]
        assert "Sortieren" in [button.label for button in app.table.buttons.buttons]
        assert app.commands.settings.customize.language == "de"
        again, _ = load_user_settings()
        assert again.customize.language == "de"
        app.command("customize")
        assert app.context.stack.top.title == "Anpassen"
        assert app.context.stack.top.language_menu.selected_option == ("Deutsch", "de")
        app.context.stack.top.cancel()
        choose_in_customize(app, "es")
        assert menu_titles(app) == ["Juego", "Opciones", "Ayuda"]
    finally:
        app.table.computer.close()


def test_english_reads_exactly_as_before() -> None:
    app = table_app()
    try:
        choose_in_customize(app, "pt_BR")
        assert menu_titles(app) == ["Jogo", "Opções", "Ajuda"]
        choose_in_customize(app, "en")
        assert menu_titles(app) == [title for title, _ in MENUS] == ["Game", "Options", "Help"]
        assert app.menu is not None
        app.menu._open(0)
        shown = sorted(button.text for button in app.menu._items)
        assert shown == sorted(item.text for item in MENUS[0][1])
        assert "Undo Move" in shown and "High Scores…" in shown
        app.menu.close_menu()
    finally:
        app.table.computer.close()


def dialogs_to_fit(context: Context) -> list[Scene]:
    settings, _ = load_user_settings()
    return [CustomizeDialog(context, settings.customize), HighScoresDialog(context, HighScores()),
            HighScoresDialog(context, HighScores(), page=BESTS),
            GameOverDialog(context, ["Christopher & Marguerite", "Computer 1 & Computer 2"], [5120, 3845]),
            FileDialog(context, "load", config_dir()), FileDialog(context, "save", config_dir(), "Player.can")]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("code", ["en", "de", "es", "pt_BR"])
def test_the_dialogs_words_fit_their_places_in_every_language(code: str, size: tuple[int, int]) -> None:
    set_language(code)
    context = Context(size, pygame_gui.UIManager(size))
    for dialog in dialogs_to_fit(context):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            context.stack.push(dialog)
        too_small = [str(warning.message) for warning in caught if "too small" in str(warning.message)]
        assert too_small == [], type(dialog).__name__
        context.stack.pop()


STATUS_WORDS = {
    "en": ("Draw a card or take the pile.", "Ann draws 2 cards", "Put pile back (\u221250)"),
    "de": ("Zieh eine Karte oder nimm den Ablagestapel.", "Ann zieht 2 Karten",
           "Ablagestapel zur\u00fccklegen (\u221250)"),
    "es": ("Rob\u00e1 una carta o llevate el pozo.", "Ann roba 2 cartas", "Devolver el pozo (\u221250)"),
    "pt_BR": ("Compre uma carta ou pegue o lixo.", "Ann compra 2 cartas", "Devolver o lixo (\u221250)"),
}


@pytest.mark.parametrize("code", sorted(STATUS_WORDS))
def test_the_status_line_and_the_log_speak_the_language_of_the_moment(code: str) -> None:
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Computer", False, "beginner")], seed=7)
    set_language(code)
    assert (next_step(match), draw_text("Ann", 2), put_back_label(match.state)) == STATUS_WORDS[code]
    set_language("en")
    assert next_step(match) == STATUS_WORDS["en"][0]  # looked up when shown, not when first said


def test_the_pass_screen_and_the_messages_speak_the_language_of_the_moment() -> None:
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bob", True)], seed=7)
    seat = match.state.current
    set_language("de")
    assert pass_reason(match, seat) == "Du bist dran."
    set_language("en")
    assert pass_reason(match, seat) == "It is your turn."
    app = table_app()
    try:
        app.commands._customized(dataclasses.replace(app.commands.settings.customize, language="pt_BR",
                                                     computer_level="expert"))
        said = app.context.stack.top
        assert type(said).__name__ == "MessageDialog"
        assert "no nível Especialista a partir do próximo jogo" in said.text and said.title == "Personalizar"
        assert [label for _, label in said.buttons] == ["OK"]
        said.close()
        assert menu_titles(app) == ["Jogo", "Opções", "Ajuda"]
    finally:
        app.table.computer.close()


def test_the_end_of_the_game_writes_points_as_the_language_does() -> None:
    assert game_over_text(["Ann", "Bob"], [5120, 3845]) == "Ann won by 1275 points."
    set_language("de")
    assert game_over_text(["Ann", "Bob"], [5120, 3845]) == "Sieg für Ann mit 1.275 Punkten Vorsprung."
    assert game_over_text(["Ann", "Bob"], [5000, 5000]) == "Unentschieden: Ann und Bob haben je 5.000 Punkte."
    set_language("es")
    assert game_over_text(["Ann", "Bob"], [3001, 3000]) == "Victoria de Ann por 1 punto."


def test_a_game_set_up_in_german_names_its_seats_in_german() -> None:
    from canasta.ui.options import default_seats
    from canasta.ui.preferences import Preferences, first_person_name

    set_language("de")
    try:
        assert [seat.name for seat in default_seats(4, 2, Preferences())] == ["Spieler", "Spieler 2", "Nord", "Ost"]
        assert [seat.name for seat in default_seats(2, 1, Preferences(player_name="Ann"))] == ["Ann", "Computer"]
        assert first_person_name("Spieler", "Player") == "Spieler"  # the default name, as it is said
        assert first_person_name("Spieler", "Zoe") == "Zoe"  # a name given in Customize takes the seat
    finally:
        set_language("en")
    assert [seat.name for seat in default_seats(4, 1, Preferences())] == ["Player", "West", "North", "East"]
