"""What the game says of a damaged or unreadable save, in the player's language: why it
could not be loaded (the record's reasons, with their line), where the file was kept,
and the autosave of the turn before offered instead; English exactly as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta import language
from canasta.engine import GameRecord
from canasta.language import error_words
from canasta.persistence import saves
from canasta.persistence.errors import PersistenceError
from canasta.persistence.highscores import HighScores
from canasta.persistence.paths import data_dir
from canasta.sentences import sentences
from canasta.ui.match import SeatInfo
from canasta.ui.opening import opening_games
from canasta.ui.options import GameSetup, parse_options
from canasta.ui.saved_games import problem_words
from canasta.variants import load_preset


@pytest.fixture(autouse=True)
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    yield tmp_path
    language.set_language("en")


def save_text() -> str:
    return GameRecord(load_preset("windows"), 2, 7, seats=["Ann | human", "Bot | computer beginner"]).to_text()


def refusal(text: str | bytes, name: str = "broken.can") -> saves.SaveFileError:
    with pytest.raises(saves.SaveFileError) as refused:
        saves.read_game(text, name)
    return refused.value


def unknown_line() -> tuple[str, int]:
    lines = save_text().splitlines(keepends=True)
    lines.insert(2, "colour: blue\n")
    return "".join(lines), 3


def test_a_refusal_reads_in_english_as_before() -> None:
    text, line = unknown_line()
    problem = refusal(text)
    assert str(problem) == f"Could not load broken.can: line {line}: unknown line 'colour'."
    assert problem_words(problem.message) == f"Could not load broken.can: line {line}: unknown line 'colour'"


@pytest.mark.parametrize("code, said", [
    ("de", "broken.can konnte nicht geladen werden: Zeile 3: unbekannte Zeile 'colour'."),
    ("es", "No se pudo cargar broken.can: línea 3: línea desconocida 'colour'."),
    ("pt_BR", "Não foi possível carregar broken.can: linha 3: linha desconhecida 'colour'."),
])
def test_the_line_a_save_failed_at_is_said_in_the_language(code: str, said: str) -> None:
    problem = refusal(unknown_line()[0])
    language.set_language(code)
    assert problem_words(sentences(problem.message)) == said


@pytest.mark.parametrize("code, said", [
    ("de", "junk.can konnte nicht geladen werden: das ist kein gespeichertes Canasta-Spiel."),
    ("es", "No se pudo cargar junk.can: no es una partida de Canasta guardada."),
    ("pt_BR", "Não foi possível carregar junk.can: não é um jogo de Canasta salvo."),
])
def test_a_file_that_is_no_save_is_said_in_the_language(code: str, said: str) -> None:
    problem = refusal(b"\xff\xfe garbage", "junk.can")
    language.set_language(code)
    assert problem_words(problem.message) == said


def test_a_move_the_rules_refuse_keeps_the_rules_words_in_the_language() -> None:
    text = save_text().replace("actions:\n", "actions:\ndiscard JK\n").replace("end: 0 actions", "end: 1 actions")
    problem = refusal(text)
    language.set_language("de")
    said = problem_words(problem.message)
    assert said.startswith("broken.can konnte nicht geladen werden: Zeile ")
    assert "'discard JK' ist hier nicht erlaubt: " in said and "not allowed" not in said


def test_a_damaged_autosave_is_set_aside_and_the_one_before_offered_in_the_language(own_home: Path) -> None:
    path = saves.autosave_path()
    record = saves.read_game(save_text(), path.name).record
    saves.write_autosave(record)
    saves.write_autosave(record)  # the first is kept as its .bak
    path.write_bytes(b"\xff\xfe garbage")
    language.set_language("de")
    loaded, message = saves.read_autosave()
    assert loaded is not None and message is not None
    kept = next(entry.name for entry in path.parent.iterdir() if entry.name.startswith("autosave.can.damaged-"))
    assert problem_words(message) == (
        "autosave.can konnte nicht geladen werden: das ist kein gespeichertes Canasta-Spiel. "
        f"Die Datei wurde als {kept} aufbewahrt. Stattdessen wird dir die automatische Speicherung vom Zug davor "
        "angeboten.")
    assert message.startswith("Could not load autosave.can: it is not a saved Canasta game. It was kept as ")


def test_a_damaged_save_given_at_the_start_is_said_in_the_language(own_home: Path) -> None:
    path = own_home / "mine.can"
    path.write_text(unknown_line()[0])
    language.set_language("es")
    setup = GameSetup(load_preset("windows"), (SeatInfo("Ann", True), SeatInfo("Bot", False, "beginner")), 1)
    messages: list[str] = []
    opening_games(parse_options(["--load", str(path)]), setup, messages)
    kept = next(entry.name for entry in own_home.iterdir() if entry.name.startswith("mine.can.damaged-"))
    assert messages[0].startswith("No se pudo cargar mine.can: línea 3: línea desconocida 'colour'. "
                                  f"El archivo se guardó aparte como {kept}. ")
    assert "Could not" not in messages[0] and "kept as" not in messages[0]


@pytest.mark.parametrize("code, said", [
    ("de", "'fly away' kann nicht gelesen werden: 'fly' ist keine Aktion"),
    ("es", "'fly away' no se puede leer: 'fly' no es una jugada"),
    ("pt_BR", "'fly away' não pode ser lido: 'fly' não é uma jogada"),
])
def test_a_line_that_is_no_action_is_said_in_the_language(code: str, said: str) -> None:
    text = save_text().replace("actions:\n", "actions:\nfly away\n").replace("end: 0 actions", "end: 1 actions")
    problem = refusal(text)
    assert str(problem).endswith(": 'fly away' cannot be read: 'fly' is not an action.")
    language.set_language(code)
    assert problem_words(problem.message).endswith(said)


def test_the_numbers_of_players_are_counted_in_the_language() -> None:
    problem = refusal(save_text().replace("players: 2", "players: 7"))
    assert str(problem).endswith("a game has 2, 3, 4, 5 or 6 players.")
    language.set_language("pt_BR")
    assert problem_words(problem.message).endswith("um jogo tem 2, 3, 4, 5 ou 6 jogadores")


def test_a_save_that_cannot_be_read_says_why_in_the_language(own_home: Path) -> None:
    folder = own_home / "folder.can"
    folder.mkdir()
    with pytest.raises(PersistenceError) as refused:
        saves.load_game(folder)
    assert str(refused.value) == "Could not read the game folder.can: folder.can is not a regular file."
    language.set_language("es")
    assert error_words(refused.value) == "No se pudo leer la partida folder.can: folder.can no es un archivo común."
    language.set_language("de")
    assert error_words(refused.value) == \
        "Es war nicht möglich, das Spiel folder.can zu lesen: folder.can ist keine normale Datei."


def test_damaged_high_scores_are_set_aside_in_the_language(own_home: Path) -> None:
    (data_dir() / "highscores.yaml").write_text("version: 1\ntables: [not, a, mapping]\n")
    messages = HighScores().load()
    kept = next(entry.name for entry in data_dir().iterdir() if entry.name.startswith("highscores.yaml.damaged-"))
    assert messages[0].startswith("Could not use the high scores (") and messages[-1] == "The high scores start empty."
    language.set_language("pt_BR")
    said = [language.render(message) for message in messages]
    assert said[0].startswith("Não foi possível usar os recordes (")
    assert said[0].endswith(f"). O arquivo foi guardado à parte como {kept}.")
    assert said[-1] == "Os recordes começam vazios."


def test_high_scores_that_are_no_yaml_say_so_in_the_language(own_home: Path) -> None:
    (data_dir() / "highscores.yaml").write_bytes(b"\xff\xfe not text")
    messages = HighScores().load()
    assert messages[0].startswith("Could not use the high scores (highscores.yaml: the file is not readable text")
    language.set_language("de")
    assert language.render(messages[0]).startswith(
        "Es war nicht möglich, die Bestenliste zu verwenden (highscores.yaml: die Datei ist kein lesbarer Text "
        "(UTF-8 erwartet)). Die Datei wurde als highscores.yaml.damaged-")
