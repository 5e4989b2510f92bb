"""High Scores: a table per level and rule set against one computer, personal bests of
every game per rule set and number of players, each cleared after a question."""

from __future__ import annotations

import datetime

import pytest

from canasta.persistence.highscores import HighScores
from canasta.persistence.personal_bests import Outcome, PersonalBests
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


def test_the_table_against_one_computer_says_what_counts_there(ui, store):
    ui.open(HighScoresDialog(ui.context, store, ui.record, preset="windows"))
    text = " ".join(ui.labels())
    assert "Only games of one player against one computer count in this table, as in Canasta for Windows." in text
    ui.click(ui.button("Advanced"))  # an empty table: where the other games went
    text = " ".join(ui.labels())
    assert "Only games of one player against one computer count in this table" in text
    assert "No scores yet for this level and rule set." in text and "count in the personal bests" in text


@pytest.fixture
def bests(tmp_path) -> PersonalBests:
    kept = PersonalBests(tmp_path / "personal_bests.yaml")
    kept.record("samba", 4, {"Anna": Outcome(1250), "Cid": Outcome(1250)}, datetime.date(2025, 5, 1))
    kept.record("samba", 4, {"Anna": Outcome(980, 8350, True), "Cid": Outcome(980, 8350, True)},
                datetime.date(2025, 5, 2))
    kept.record("samba", 2, {"Bert": Outcome(640)}, datetime.date(2025, 5, 3))
    return kept


def test_personal_bests_show_each_person_by_rule_set_and_number_of_players(ui, store, bests):
    ui.open(HighScoresDialog(ui.context, store, ui.record, preset="samba", players=4, page="bests", bests=bests))
    labels = ui.labels()
    assert {"Anna", "Cid", "1 of 1", "1250", "1 May 2025", "8350", "2 May 2025"} <= set(labels)
    assert "Bert" not in labels
    assert "Every game with a person at the table counts here" in " ".join(labels)
    ui.click(ui.button("2 players"))
    labels = ui.labels()
    assert {"Bert", "0 of 0", "640", "3 May 2025", "–"} <= set(labels) and "Anna" not in labels
    ui.click(ui.button("3 players"))
    assert "No hands finished yet with Samba and 3 players." in " ".join(ui.labels())
    ui.click(ui.button("Against one computer"))
    assert "Only games of one player against one computer count in this table" in " ".join(ui.labels())
    ui.click(ui.button("Personal bests"))
    assert "No hands finished yet with Samba and 3 players." in " ".join(ui.labels()), "the choice is kept"


def test_a_rule_set_offers_the_numbers_of_players_it_is_played_with(ui, store, bests):
    ui.open(HighScoresDialog(ui.context, store, ui.record, preset="modern_american", players=2, page="bests",
                             bests=bests))
    seat_buttons = sorted(button.text for button in ui.buttons() if button.text.endswith(" players"))
    assert seat_buttons == ["4 players", "5 players"], "Modern American is played by four (and five) only"
    assert "No hands finished yet with Modern American Canasta and 4 players." in " ".join(ui.labels())


def test_clearing_personal_bests_asks_first_and_empties_only_that_table(ui, store, bests):
    ui.open(HighScoresDialog(ui.context, store, ui.record, preset="samba", players=4, page="bests", bests=bests))
    ui.click(ui.button("Clear…"))
    assert "Delete the personal bests of Samba for 4 players?" in ui.top.text
    ui.click(ui.button("Keep them"))
    assert len(bests.table("samba", 4)) == 2
    ui.click(ui.button("Clear…"))
    ui.click(ui.button("Clear"))
    assert bests.table("samba", 4) == [] and len(bests.table("samba", 2)) == 1
    assert len(store.table("beginner", "windows")) == 2, "the high scores stay"
    assert "Anna" not in ui.labels() and not ui.button("Clear…").is_enabled


def test_at_the_smallest_window_both_pages_say_what_counts_in_whole_sentences(store, bests):
    from canasta.ui.dialogs.bests_page import BESTS_RULE
    from canasta.ui.dialogs.high_scores import LEVELS_RULE, NO_SCORES

    from .conftest import Driver

    small = Driver((1024, 640))
    small.open(HighScoresDialog(small.context, store, preset="windows", level="expert", bests=bests))
    text = " ".join(small.labels())
    assert LEVELS_RULE in text and NO_SCORES not in text
    small.click(small.button("Advanced"))
    assert NO_SCORES in " ".join(small.labels())
    small.click(small.button("Personal bests"))
    assert BESTS_RULE in " ".join(small.labels())
    small.context.stack.pop()
