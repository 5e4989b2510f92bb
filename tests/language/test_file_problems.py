"""What the game says of its own files and lines in the player's language: a high score at a
level without a line of its own, a rule set that does not read back, the settings that
cannot be used; English exactly as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta import language
from canasta.engine import say
from canasta.language import error_words
from canasta.persistence import custom_rules
from canasta.persistence.errors import PersistenceError
from canasta.ui.keeper import high_score_line
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
