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


def test_the_players_record_against_the_level_is_shown_below_the_table(ui, store, tmp_path):
    from canasta.persistence.statistics import Statistics

    statistics = Statistics(tmp_path / "statistics.yaml")
    for won, score in ((True, 1850), (False, -120), (True, 2400)):
        statistics.record_hand("beginner", "windows", won, score)
    statistics.record_game("beginner", "windows", True)
    ui.open(HighScoresDialog(ui.context, store, ui.record, preset="windows", statistics=statistics))
    text = " ".join(ui.labels())
    assert "1 game, 1 won (100%)" in text and "3 hands, 2 won (67%)" in text
    assert "best hand 2400" in text and "longest winning streak 1" in text
    ui.click(ui.button("Expert"))
    assert "no hands played yet" in " ".join(ui.labels())
