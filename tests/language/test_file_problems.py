"""What the game says of its own files and lines in the player's language: a high score at a
level without a line of its own, a rule set that does not read back, the shipped settings
that cannot be used, settings that cannot be saved, a game record `--record` cannot write,
rules for another number of players; English exactly as before."""

from __future__ import annotations

import dataclasses
import errno
from pathlib import Path

import pytest

from canasta import language
from canasta.engine import GameRecord, GameState, reason_of, say
from canasta.language import error_words, render
from canasta.persistence import custom_rules, saves
from canasta.persistence.errors import PersistenceError, persistence_error
from canasta.persistence.settings import load_defaults, shipped_config_path, shipped_defaults
from canasta.ui import opening
from canasta.ui.keeper import high_score_line
from canasta.ui.preferences import save_settings
from canasta.variants import load_preset
from canasta.variants.yaml_source import ConfigError


@pytest.fixture(autouse=True)
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    yield tmp_path
    language.set_language("en")


@pytest.mark.parametrize("code, said", [
    ("en", "High score: place 2 among the master hands"),
    ("de", "Bestenliste: Platz 2 unter den Runden der Stufe master"),
    ("es", "Mejor puntuación: puesto 2 entre las manos de nivel master"),
    ("pt_BR", "Recorde: 2º lugar entre as mãos de nível master"),
])
def test_a_high_score_at_another_level_is_said_in_the_language(code: str, said: str) -> None:
    language.set_language(code)
    assert high_score_line("master", 2) == said


def unread_rule_set(monkeypatch: pytest.MonkeyPatch) -> PersistenceError:
    def refuse(key: str) -> None:
        raise ConfigError("mine.yaml", say("the file is not readable text (UTF-8 expected)"), line=3)

    monkeypatch.setattr(custom_rules, "load_custom", refuse)
    with pytest.raises(PersistenceError) as refused:
        custom_rules.save_custom(load_preset("windows"), "Mine", "", "windows")
    return refused.value


def test_a_rule_set_that_does_not_read_back_reads_in_english_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    problem = unread_rule_set(monkeypatch)
    path = custom_rules.path_for("mine")
    assert str(problem) == (f"Your rule set was written to {path} but does not read back: "
                            "mine.yaml, line 3: the file is not readable text (UTF-8 expected)")


@pytest.mark.parametrize("code, said", [
    ("de", "Dein Regelwerk wurde nach {path} geschrieben, lässt sich aber nicht wieder lesen: mine.yaml, Zeile 3: die Datei ist kein lesbarer Text (UTF-8 erwartet)"),
    ("es", "Tu conjunto de reglas se escribió en {path}, pero no se puede volver a leer: mine.yaml, línea 3: el archivo no es texto legible (se esperaba UTF-8)"),
    ("pt_BR", "Seu conjunto de regras foi gravado em {path}, mas não pode ser lido de volta: mine.yaml, linha 3: o arquivo não é texto legível (UTF-8 esperado)"),
])
def test_a_rule_set_that_does_not_read_back_is_said_in_the_language(
        monkeypatch: pytest.MonkeyPatch, code: str, said: str) -> None:
    problem = unread_rule_set(monkeypatch)
    language.set_language(code)
    assert error_words(problem) == said.format(path=custom_rules.path_for("mine"))


def shipped_problem(tmp_path: Path, text: str | None) -> str:
    path = tmp_path / "config.yaml"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    settings, problem = shipped_defaults(path)
    assert settings is None and problem
    return problem


def test_a_missing_config_reads_in_english_as_before(tmp_path: Path) -> None:
    assert shipped_problem(tmp_path, None) == (
        f"Could not use the settings Canasta comes with ({tmp_path / 'config.yaml'}: the file is missing). "
        "Canasta starts on its built-in settings; your own are used again once that file is put right "
        "(installing Canasta again does it).")


@pytest.mark.parametrize("code, said", [
    ("de", "Die mit Canasta mitgelieferten Einstellungen konnten nicht verwendet werden ({path}: die Datei fehlt)."),
    ("es", "No se pudo usar la configuración que viene con Canasta ({path}: falta el archivo)."),
    ("pt_BR", "Não foi possível usar as configurações que vêm com o Canasta ({path}: o arquivo não existe)."),
])
def test_a_missing_config_is_said_in_the_language(tmp_path: Path, code: str, said: str) -> None:
    problem = shipped_problem(tmp_path, None)
    language.set_language(code)
    assert render(problem).startswith(said.format(path=tmp_path / "config.yaml"))


@pytest.mark.parametrize("code, said", [
    ("de", "Zeile {line}, Schlüssel 'seats.0.level': nur Plätze des Computers haben eine Stufe)"),
    ("es", "línea {line}, clave 'seats.0.level': solo los lugares de la computadora tienen nivel)"),
    ("pt_BR", "linha {line}, chave 'seats.0.level': só os lugares do computador têm nível)"),
])
def test_a_wrong_seat_in_the_config_is_said_in_the_language(tmp_path: Path, code: str, said: str) -> None:
    text = shipped_config_path().read_text(encoding="utf-8")
    assert "{name: Player, kind: human}" in text
    text = text.replace("{name: Player, kind: human}", "{name: Player, kind: human, level: expert}", 1)
    line = text.splitlines().index(next(row for row in text.splitlines() if "level: expert}" in row)) + 1
    problem = shipped_problem(tmp_path, text)
    assert f"line {line}, key 'seats.0.level': only computer seats have a level)" in problem
    language.set_language(code)
    assert said.format(line=line) in render(problem)


def failed_record(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], path: Path) -> str:
    def full_disk(to: Path, text: str) -> None:
        raise persistence_error(say("save {what}", what=saves.GAME_RECORD), OSError(errno.ENOSPC, "No space left"))

    monkeypatch.setattr(opening, "write_record", full_disk)
    opening.record_writer(path)(GameRecord(load_preset("windows"), 2, 7, seats=["Ann | human", "Bot | computer beginner"]))
    return capsys.readouterr().err


def test_a_record_that_cannot_be_written_reads_in_english_as_before(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "game.can"
    assert failed_record(monkeypatch, capsys, path) == (
        f"The game record could not be written to {path}: Could not save the game record: the disk is full.\n")


@pytest.mark.parametrize("code, said", [
    ("de", "Die Spielaufzeichnung konnte nicht nach {path} geschrieben werden: "
           "Es war nicht möglich, die Spielaufzeichnung zu speichern: die Festplatte ist voll."),
    ("es", "No se pudo escribir el registro de la partida en {path}: "
           "No se pudo guardar el registro de la partida: el disco está lleno."),
    ("pt_BR", "Não foi possível gravar o registro do jogo em {path}: "
              "Não foi possível salvar o registro do jogo: o disco está cheio."),
])
def test_a_record_that_cannot_be_written_is_said_in_the_language(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path, code: str,
        said: str) -> None:
    language.set_language(code)
    path = tmp_path / "game.can"
    assert failed_record(monkeypatch, capsys, path) == said.format(path=path) + "\n"


def refused_change() -> ValueError:
    state = GameState(load_preset("windows"), 2)
    with pytest.raises(ValueError) as refused:
        state.change_rules(load_preset("modern_american"))
    return refused.value


def refused_count() -> ValueError:
    with pytest.raises(ValueError) as refused:
        GameState(load_preset("italian"), 6)
    return refused.value


def test_rules_for_other_numbers_of_players_read_in_english_as_before() -> None:
    assert str(refused_change()) == "these rules are played by 4 or 5 players"
    assert str(refused_count()) == "Italian Canasta is played by 2, 3 or 4 players."


@pytest.mark.parametrize("code, change, count", [
    ("de", "nach diesen Regeln spielen 4 oder 5 Spieler", "Italienisches Canasta wird von 2, 3 oder 4 Spielern gespielt."),
    ("es", "estas reglas son para 4 o 5 jugadores", "Canasta italiana se juega entre 2, 3 o 4 jugadores."),
    ("pt_BR", "estas regras são para 4 ou 5 jogadores", "Canastra italiana é para 2, 3 ou 4 jogadores."),
])
def test_rules_for_other_numbers_of_players_are_said_in_the_language(code: str, change: str, count: str) -> None:
    language.set_language(code)
    assert render(reason_of(refused_change())) == change
    assert render(reason_of(refused_count())) == count


def unsaved_settings() -> str | None:
    settings = load_defaults()
    return save_settings(dataclasses.replace(settings, seats=list(settings.seats)))


def test_settings_that_cannot_be_saved_read_in_english_as_before() -> None:
    assert unsaved_settings() == ("Your settings could not be saved: These settings cannot be saved: "
                                  "they do not read back the same (seats must be a tuple).")


@pytest.mark.parametrize("code, said", [
    ("de", "Deine Einstellungen konnten nicht gespeichert werden: Diese Einstellungen können nicht gespeichert "
           "werden: sie lassen sich nicht gleich wieder lesen (die Plätze müssen ein Tupel sein)."),
    ("es", "No se pudo guardar tu configuración: Esta configuración no se puede guardar: no se vuelve a leer "
           "igual (los lugares tienen que ser una tupla)."),
    ("pt_BR", "Não foi possível salvar suas configurações: Estas configurações não podem ser salvas: não são "
              "lidas de volta iguais (os lugares precisam ser uma tupla)."),
])
def test_settings_that_cannot_be_saved_are_said_in_the_language(code: str, said: str) -> None:
    language.set_language(code)
    assert unsaved_settings() == said
