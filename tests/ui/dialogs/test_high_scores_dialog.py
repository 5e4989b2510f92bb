"""High Scores: a table per level and rule set, cleared after a question."""

from __future__ import annotations

import datetime

import pytest

from canasta.persistence.highscores import HighScores
from canasta.ui.dialogs import HighScoresDialog


@pytest.fixture
def store(tmp_path) -> HighScores:
    scores = HighScores(tmp_path / "highscores.yaml")
    scores.submit("beginner", "windows", "Anna", 2450, datetime.date(2025, 3, 1))
    scores.submit("beginner", "windows", "Player", 1980, datetime.date(2025, 3, 2))
    scores.submit("expert", "windows", "Bert", 990, datetime.date(2025, 3, 3))
    return scores


def test_shows_the_table_of_a_level(ui, store):
    ui.open(HighScoresDialog(ui.context, store, ui.record, preset="windows"))
    labels = ui.labels()
    assert {"Anna", "2450", "1 Mar 2025", "Player", "1980"} <= set(labels)
    assert "Bert" not in labels
    ui.click(ui.button("Expert"))
    labels = ui.labels()
    assert "Bert" in labels and "Anna" not in labels


def test_clear_asks_first_and_empties_only_that_table(ui, store):
    ui.open(HighScoresDialog(ui.context, store, ui.record, preset="windows"))
    ui.click(ui.button("Clear…"))
    ui.click(ui.button("Keep them"))
    assert len(store.table("beginner", "windows")) == 2
    ui.click(ui.button("Clear…"))
    ui.click(ui.button("Clear"))
    assert store.table("beginner", "windows") == []
    assert len(store.table("expert", "windows")) == 1
    assert "Anna" not in ui.labels()
    assert not ui.button("Clear…").is_enabled
    ui.click(ui.button("Close"))
    assert ui.results == [None]
