"""High-score tables: ranking, limits, damage, and two programs submitting at once."""

from __future__ import annotations

import datetime
import errno
import multiprocessing
import os
from pathlib import Path

import pytest

from canasta.persistence import HighScores, PersistenceError
from canasta.persistence.highscores import Entry

DAY = datetime.date(2024, 5, 31)


def test_scores_rank_high_to_low_and_only_ten_are_kept(canasta_home: Path) -> None:
    scores = HighScores()
    assert scores.load() == []
    ranks = [scores.submit("beginner", "windows", f"P{points}", points, DAY) for points in (300, 100, 500, 200, 400)]
    assert ranks == [1, 2, 1, 3, 2]
    for points in range(600, 1200, 100):
        scores.submit("beginner", "windows", "Ann", points, DAY)
    assert [entry.difference for entry in scores.table("beginner", "windows")] == [
        1100, 1000, 900, 800, 700, 600, 500, 400, 300, 200,
    ]
    assert scores.submit("beginner", "windows", "Low", 150, DAY) is None
    assert scores.path == canasta_home / "data" / "highscores.yaml"


def test_an_equal_score_ranks_below_the_earlier_one() -> None:
    scores = HighScores()
    scores.submit("expert", "windows", "First", 250, DAY)
    assert scores.rank_for("expert", "windows", 250) == 2
    assert scores.submit("expert", "windows", "Second", 250, DAY) == 2
    assert [entry.name for entry in scores.table("expert", "windows")] == ["First", "Second"]


def test_negative_differences_fill_a_short_table() -> None:
    scores = HighScores()
    assert scores.submit("advanced", "windows", "Ann", -120, DAY) == 1
    assert scores.table("advanced", "windows") == [Entry("Ann", DAY, -120)]


def test_tables_are_separate_per_level_and_preset_and_survive_a_restart() -> None:
    scores = HighScores()
    scores.submit("beginner", "windows", "Ann", 100, DAY)
    scores.submit("expert", "windows", "Bob", 200, DAY)
    scores.submit("expert", "classic", "Cy", 300)

    again = HighScores()
    assert again.load() == []
    assert again.table("beginner", "windows") == [Entry("Ann", DAY, 100)]
    assert again.table("expert", "windows") == [Entry("Bob", DAY, 200)]
    assert again.table("expert", "classic") == [Entry("Cy", datetime.date.today(), 300)]
    assert again.table("advanced", "windows") == []


def test_clear_empties_one_table() -> None:
    scores = HighScores()
    scores.submit("beginner", "windows", "Ann", 100, DAY)
    scores.submit("beginner", "classic", "Ann", 100, DAY)
    scores.clear("beginner", "windows")
    assert HighScores().table("beginner", "windows") == []
    assert HighScores().table("beginner", "classic") == [Entry("Ann", DAY, 100)]


def test_names_are_trimmed_and_wrong_arguments_refused() -> None:
    scores = HighScores()
    scores.submit("beginner", "windows", "  Zoë  ", 10, DAY)
    assert scores.table("beginner", "windows")[0].name == "Zoë"
    with pytest.raises(ValueError, match="unknown computer level"):
        scores.submit("grandmaster", "windows", "Ann", 10)
    with pytest.raises(ValueError, match="must not be empty"):
        scores.submit("beginner", "windows", "  ", 10)
    with pytest.raises(ValueError, match="difference must be a whole number"):
        scores.submit("beginner", "windows", "Ann", 10**9)


def test_the_file_is_plain_readable_yaml() -> None:
    scores = HighScores()
    scores.submit("advanced", "windows", "Ann", 1250, DAY)
    assert scores.path.read_text(encoding="utf-8") == (
        "# Canasta high scores, written by the program.\n"
        "version: 1\n"
        "tables:\n"
        "  advanced:\n"
        "    windows:\n"
        "    - name: Ann\n"
        "      date: '2024-05-31'\n"
        "      difference: 1250\n"
    )


def test_a_hand_edited_table_out_of_order_is_sorted() -> None:
    scores = HighScores()
    scores.path.write_text(
        "version: 1\ntables:\n  beginner:\n    windows:\n"
        "    - {name: A, date: 2024-01-01, difference: 5}\n"
        "    - {name: B, date: '2024-01-02', difference: 50}\n"
    )
    assert scores.load() == []
    assert [entry.name for entry in scores.table("beginner", "windows")] == ["B", "A"]


def test_a_damaged_file_is_set_aside_and_the_table_starts_empty() -> None:
    scores = HighScores()
    scores.path.write_text("version: 1\ntables:\n  beginner:\n    windows: [{name: Ann, difference: lots}]\n")
    messages = scores.load()
    assert len(messages) == 2
    assert messages[0].startswith(
        "Could not use the high scores (highscores.yaml, line 4, key 'tables.beginner.windows.0': the key 'date' is missing)."
        " The file was kept as highscores.yaml.damaged-"
    )
    assert messages[1] == "The high scores start empty."
    assert scores.table("beginner", "windows") == []
    assert [entry.name for entry in scores.path.parent.iterdir() if ".damaged-" in entry.name]


def test_a_newer_file_is_kept_aside_not_overwritten() -> None:
    scores = HighScores()
    scores.path.write_text("version: 2\ntables: {}\n")
    messages = scores.load()
    assert "the file was written by a newer version of Canasta" in messages[0]
    scores.submit("beginner", "windows", "Ann", 10, DAY)
    kept = [entry for entry in scores.path.parent.iterdir() if ".damaged-" in entry.name]
    assert [entry.read_text() for entry in kept] == ["version: 2\ntables: {}\n"]


def test_a_read_only_disk_is_a_clear_error_and_the_scores_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    scores = HighScores()
    scores.submit("beginner", "windows", "Ann", 100, DAY)
    before = scores.path.read_bytes()

    def read_only(source: object, destination: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)
    with pytest.raises(PersistenceError, match=r"^Could not save the high scores: the disk is read-only\.$"):
        scores.submit("beginner", "windows", "Bob", 200, DAY)
    monkeypatch.undo()
    assert scores.path.read_bytes() == before
    assert scores.table("beginner", "windows") == [Entry("Ann", DAY, 100)]


def _submit_many(home: str, name: str, differences: list[int]) -> None:
    os.environ["CANASTA_HOME"] = home
    scores = HighScores()
    for difference in differences:
        scores.submit("expert", "windows", name, difference, DAY)


def test_two_programs_submitting_at_once_lose_nothing(canasta_home: Path) -> None:
    context = multiprocessing.get_context("spawn")
    players = {"Odd": list(range(1, 100, 2)), "Even": list(range(0, 100, 2))}
    workers = [
        context.Process(target=_submit_many, args=(str(canasta_home), name, differences))
        for name, differences in players.items()
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0

    table = HighScores().table("expert", "windows")
    assert [(entry.name, entry.difference) for entry in table] == [
        ("Odd" if points % 2 else "Even", points) for points in range(99, 89, -1)
    ]
    assert not [entry for entry in (canasta_home / "data").iterdir() if ".damaged-" in entry.name]
