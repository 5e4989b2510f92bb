"""What the game says of its own files and lines in the player's language: a high score at a
level without a line of its own, a rule set that does not read back, the settings that
cannot be used; English exactly as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta import language
from canasta.ui.keeper import high_score_line


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
