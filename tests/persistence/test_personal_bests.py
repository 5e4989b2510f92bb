"""Personal bests of every game, per rule set and number of players: what a finished hand
and game add, ten people a table, the file, damage, and data folders from before."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from canasta.persistence import HighScores, PersonalBests
from canasta.persistence.personal_bests import NewBest, Outcome, PersonalBest, Result

MAY_1, MAY_2, MAY_3 = (datetime.date(2025, 5, day) for day in (1, 2, 3))


def test_a_hand_counts_its_score_and_the_last_hand_the_game_too() -> None:
    bests = PersonalBests()
    bests.record("samba", 4, {"Anna": Outcome(1250)}, MAY_1)
    bests.record("samba", 4, {"Anna": Outcome(980, game_score=8350, won=True)}, MAY_2)
    assert bests.table("samba", 4) == [
        PersonalBest("Anna", MAY_2, games_played=1, games_won=1, best_hand=Result(1250, MAY_1),
                     best_game=Result(8350, MAY_2)),
    ]


def test_a_game_lost_is_played_but_is_no_best_game() -> None:
    bests = PersonalBests()
    bests.record("classic", 3, {"Bert": Outcome(-40, game_score=3200, won=False)}, MAY_1)
    (bert,) = bests.table("classic", 3)
    assert (bert.games_played, bert.games_won, bert.best_game) == (1, 0, None)
    assert bert.best_hand == Result(-40, MAY_1)


def test_only_a_better_score_replaces_a_best_and_is_told() -> None:
    bests = PersonalBests()
    assert bests.record("samba", 4, {"Anna": Outcome(1250, 6100, True)}, MAY_1) == []
    assert bests.record("samba", 4, {"Anna": Outcome(900, 9000, True)}, MAY_2) == [NewBest("Anna", "game", 9000)]
    assert bests.record("samba", 4, {"Anna": Outcome(1400)}, MAY_3) == [NewBest("Anna", "hand", 1400)]
    (anna,) = bests.table("samba", 4)
    assert anna.best_hand == Result(1400, MAY_3) and anna.best_game == Result(9000, MAY_2)
    assert (anna.games_played, anna.games_won) == (2, 2)


def test_partners_at_the_screen_each_count_under_their_own_name() -> None:
    bests = PersonalBests()
    bests.record("classic", 4, {"Anna": Outcome(600, 5100, True), "Cid": Outcome(600, 5100, True),
                                "Bert": Outcome(200, 3900, False)}, MAY_1)
    table = bests.table("classic", 4)
    assert [person.name for person in table] == ["Anna", "Cid", "Bert"], "winners first, then by name"
    assert [person.games_won for person in table] == [1, 1, 0]


def test_tables_are_separate_per_rule_set_and_number_of_players_and_survive_a_restart() -> None:
    bests = PersonalBests()
    bests.record("samba", 4, {"Anna": Outcome(1250)}, MAY_1)
    bests.record("samba", 2, {"Anna": Outcome(700)}, MAY_1)
    bests.record("custom:mine", 3, {"Bert": Outcome(300)}, MAY_1)
    again = PersonalBests()
    assert again.load() == []
    assert [person.best_hand for person in again.table("samba", 4)] == [Result(1250, MAY_1)]
    assert [person.best_hand for person in again.table("samba", 2)] == [Result(700, MAY_1)]
    assert again.table("samba", 3) == []
    assert again.player_counts("samba") == [2, 4] and again.player_counts("custom:mine") == [3]


def test_a_full_table_makes_room_for_someone_new_by_the_one_who_played_least_recently() -> None:
    bests = PersonalBests()
    for day in range(1, 11):
        bests.record("windows", 4, {f"P{day}": Outcome(100 * day)}, datetime.date(2025, 1, day))
    bests.record("windows", 4, {"P1": Outcome(5)}, datetime.date(2025, 2, 1))  # P1 played again since
    bests.record("windows", 4, {"Newcomer": Outcome(50)}, datetime.date(2025, 2, 2))
    names = {person.name for person in bests.table("windows", 4)}
    assert len(names) == 10 and "Newcomer" in names and "P1" in names and "P2" not in names


def test_clear_forgets_one_rule_set_and_number_of_players() -> None:
    bests = PersonalBests()
    bests.record("samba", 4, {"Anna": Outcome(1250)}, MAY_1)
    bests.record("samba", 2, {"Anna": Outcome(700)}, MAY_1)
    bests.clear("samba", 4)
    assert PersonalBests().table("samba", 4) == [] and len(PersonalBests().table("samba", 2)) == 1


def test_wrong_arguments_are_refused_in_words() -> None:
    bests = PersonalBests()
    with pytest.raises(ValueError, match="2 to 6 players, not 7"):
        bests.record("samba", 7, {"Anna": Outcome(10)})
    with pytest.raises(ValueError, match="must not be empty"):
        bests.record("samba", 4, {"  ": Outcome(10)})
    with pytest.raises(ValueError, match="at most 24 characters"):
        bests.record("samba", 4, {"A" * 25: Outcome(10)})
    with pytest.raises(ValueError, match="game score must be a whole number"):
        bests.record("samba", 4, {"Anna": Outcome(10, 10**8, True)})
    assert not bests.path.exists(), "nothing was written"


def test_the_file_is_plain_readable_yaml() -> None:
    bests = PersonalBests()
    bests.record("samba", 4, {"Anna": Outcome(1250, 8350, True)}, MAY_1)
    assert bests.path.name == "personal_bests.yaml"
    assert bests.path.read_text(encoding="utf-8") == (
        "# Canasta personal bests, written by the program.\n"
        "version: 1\n"
        "tables:\n"
        "- rules: samba\n"
        "  players: 4\n"
        "  people:\n"
        "  - name: Anna\n"
        "    last_played: '2025-05-01'\n"
        "    games_played: 1\n"
        "    games_won: 1\n"
        "    best_hand:\n"
        "      score: 1250\n"
        "      date: '2025-05-01'\n"
        "    best_game:\n"
        "      score: 8350\n"
        "      date: '2025-05-01'\n"
    )


@pytest.mark.parametrize("damage, reason", [
    ("    games_won: 3\n", "'tables.0.people.0.games_won': cannot be more than games played"),
    ("    games_won: 0\n    best_game: {score: 100, date: 2025-05-01}\n",
     "'tables.0.people.0.best_game': needs a game won"),
    ("    games_won: 0\n    best_hand: {score: lots, date: 2025-05-01}\n", "must be a whole number, not 'lots'"),
])
def test_a_damaged_file_is_set_aside_with_a_clear_message(damage: str, reason: str) -> None:
    bests = PersonalBests()
    bests.path.write_text("version: 1\ntables:\n- rules: samba\n  players: 4\n  people:\n"
                          "  - name: Anna\n    last_played: 2025-05-01\n    games_played: 1\n" + damage)
    messages = bests.load()
    assert messages[0].startswith("Could not use the personal bests (personal_bests.yaml, line ")
    assert reason in messages[0] and "The file was kept as personal_bests.yaml.damaged-" in messages[0]
    assert messages[1] == "The personal bests start empty."
    assert bests.table("samba", 4) == []


def test_the_same_table_twice_is_damage() -> None:
    bests = PersonalBests()
    table = "- rules: samba\n  players: 4\n  people: []\n"
    bests.path.write_text("version: 1\ntables:\n" + table + table)
    assert "samba for 4 players is written twice" in bests.load()[0]


def test_a_data_folder_from_before_the_personal_bests_loads_as_it_was(canasta_home: Path) -> None:
    """High scores written before personal bests existed: they load unchanged, and the
    personal bests start empty without a word of damage."""
    data = canasta_home / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "highscores.yaml").write_text(
        "# Canasta high scores, written by the program.\n"
        "version: 1\ntables:\n  advanced:\n    windows:\n    - name: Ann\n      date: '2024-05-31'\n"
        "      difference: 1250\n", encoding="utf-8")
    scores, bests = HighScores(), PersonalBests()
    assert scores.load() == [] and bests.load() == []
    assert [(entry.name, entry.difference) for entry in scores.table("advanced", "windows")] == [("Ann", 1250)]
    assert bests.table("windows", 2) == [] and bests.player_counts("windows") == []
    bests.record("windows", 4, {"Ann": Outcome(300)}, MAY_1)
    assert HighScores().table("advanced", "windows")[0].difference == 1250, "the high scores are left alone"
