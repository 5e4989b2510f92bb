"""The command line speaks the system's language: its --help, its refusals; --language
chooses the table's language for one game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from canasta.language import language, set_language
from canasta.ui.options import parse_options


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def help_of(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], system: str) -> str:
    set_language("en")
    monkeypatch.setenv("LANGUAGE", system)
    with pytest.raises(SystemExit) as stopped:
        parse_options(["--help"])
    assert stopped.value.code == 0
    return capsys.readouterr().out


def test_the_help_is_in_the_systems_language(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    german = help_of(monkeypatch, capsys, "de_DE.UTF-8")
    assert german.startswith("Aufruf: ") and "Optionen:" in german and "Zahl der Spieler" in german
    assert "--players" in german  # the options themselves are the same in every language
    portuguese = help_of(monkeypatch, capsys, "pt_BR")
    assert "número de jogadores" in portuguese
    english = help_of(monkeypatch, capsys, "C")
    assert english.startswith("usage: ") and "options:" in english and "number of players" in english


def test_a_wrong_option_is_refused_in_the_systems_language(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANGUAGE", "es_AR")
    with pytest.raises(SystemExit):
        parse_options(["--delay", "20000"])
    assert "--delay tiene que estar entre 0 y 10000 ms" in capsys.readouterr().err
    assert language() == "es"


def test_the_language_can_be_chosen_for_one_game() -> None:
    assert parse_options(["--language", "pt_BR"]).language == "pt_BR"
    assert parse_options([]).language is None
