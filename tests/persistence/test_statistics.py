"""Statistics: counting hands and games, streaks, damage, and two programs at once."""

from __future__ import annotations

import errno
import multiprocessing
import os
from pathlib import Path

import pytest

from canasta.persistence import PersistenceError, Statistics, Tally


def test_a_new_player_has_an_empty_tally() -> None:
    assert Statistics().get("beginner", "windows") == Tally()
    assert Tally().best_hand is None


def test_hands_count_and_the_best_hand_is_kept() -> None:
    statistics = Statistics()
    statistics.record_hand("beginner", "windows", won=True, hand_score=1200)
    statistics.record_hand("beginner", "windows", won=False, hand_score=-300)
    tally = statistics.record_hand("beginner", "windows", won=True, hand_score=800)
    assert (tally.hands_played, tally.hands_won, tally.best_hand) == (3, 2, 1200)
    assert Statistics().get("beginner", "windows") == tally


def test_winning_streaks() -> None:
    statistics = Statistics()
    for won in (True, True, False, True, True, True, False, True):
        tally = statistics.record_game("expert", "windows", won)
    assert (tally.games_played, tally.games_won) == (8, 6)
    assert (tally.current_streak, tally.longest_streak) == (1, 3)


def test_tallies_are_separate_per_level_and_preset_and_can_be_cleared() -> None:
    statistics = Statistics()
    statistics.record_game("beginner", "windows", True)
    statistics.record_game("advanced", "windows", False)
    statistics.record_game("advanced", "classic", True)
    statistics.clear("advanced", "windows")
    fresh = Statistics()
    assert fresh.load() == []
    assert fresh.get("beginner", "windows").games_won == 1
    assert fresh.get("advanced", "windows") == Tally()
    assert fresh.get("advanced", "classic").games_won == 1


def test_wrong_arguments_are_refused() -> None:
    statistics = Statistics()
    with pytest.raises(ValueError, match="unknown computer level"):
        statistics.record_game("hard", "windows", True)
    with pytest.raises(ValueError, match="hand score must be a whole number"):
        statistics.record_hand("beginner", "windows", True, 2.5)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("tally", "reason"),
    [
        ("games_played: 1, games_won: 2", "key 'tallies.beginner.windows.games_won': cannot be more than games played"),
        ("hands_played: -1", "key 'tallies.beginner.windows.hands_played': must be between 0 and"),
        ("hands_played: 'ten'", "must be a whole number, not 'ten'"),
        ("hands_played: 2, hands_won: 1, best_hand: null", "best_hand': must be given exactly when hands were played"),
        ("colour: blue", "key 'tallies.beginner.windows.colour': unknown key"),
    ],
)
def test_impossible_tallies_are_refused_and_set_aside(tally: str, reason: str) -> None:
    fields = dict(games_played=0, games_won=0, hands_played=0, hands_won=0, best_hand="null",
                  current_streak=0, longest_streak=0)
    extra = dict(part.split(": ") for part in tally.split(", "))
    text = ", ".join(f"{key}: {value}" for key, value in {**fields, **extra}.items())
    statistics = Statistics()
    statistics.path.write_text(f"version: 1\ntallies:\n  beginner:\n    windows: {{{text}}}\n")

    messages = statistics.load()
    assert reason in messages[0]
    assert messages[-1] == "The statistics start from zero."
    assert statistics.get("beginner", "windows") == Tally()
    assert [entry for entry in statistics.path.parent.iterdir() if ".damaged-" in entry.name]


def test_a_full_disk_is_a_clear_error_and_the_statistics_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    statistics = Statistics()
    statistics.record_game("beginner", "windows", True)
    before = statistics.path.read_bytes()

    def disk_full(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(PersistenceError, match=r"^Could not save the statistics: the disk is full\.$"):
        statistics.record_game("beginner", "windows", True)
    monkeypatch.undo()
    assert statistics.path.read_bytes() == before
    assert Statistics().get("beginner", "windows").games_played == 1


def _play_many(home: str, won: bool, count: int) -> None:
    os.environ["CANASTA_HOME"] = home
    statistics = Statistics()
    for _ in range(count):
        statistics.record_hand("advanced", "windows", won, 100 if won else 50)


def test_two_programs_counting_at_once_lose_nothing(canasta_home: Path) -> None:
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_play_many, args=(str(canasta_home), won, 50)) for won in (True, False)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0
    tally = Statistics().get("advanced", "windows")
    assert (tally.hands_played, tally.hands_won, tally.best_hand) == (100, 50, 100)
