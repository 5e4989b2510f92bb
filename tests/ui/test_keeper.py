"""A game is never lost: the autosave after every turn, resuming it on the next start,
statistics and high scores at the end of each hand, and a disk that fails."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action
from canasta.persistence import saves
from canasta.persistence.errors import PersistenceError
from canasta.persistence.highscores import HighScores
from canasta.persistence.personal_bests import PersonalBests, Result
from canasta.persistence.statistics import Statistics
from canasta.ui.keeper import GameKeeper, player_side
from canasta.ui.match import Match, SeatInfo
from canasta.ui.opening import opening_games
from canasta.ui.options import GameSetup, parse_options
from canasta.variants import load_preset

ANN_AGAINST_BOT = [SeatInfo("Ann", True), SeatInfo("Bot", False, "advanced")]


@pytest.fixture(autouse=True)
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    return tmp_path


def kept(match: Match, **options: object) -> tuple[GameKeeper, list[str]]:
    said: list[str] = []
    keeper = GameKeeper(said.append, said.append, **options)  # type: ignore[arg-type]
    keeper.watch(match)
    return keeper, said


def play_until(match: Match, done, seed: int = 1) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    for _ in range(20000):
        if done():
            return
        legal = match.legal()
        if not legal:
            return
        match.play(choose_random_action(legal, rng))
    raise AssertionError("the game did not get there")


def test_after_each_finished_turn_the_autosave_holds_the_game() -> None:
    match = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=3)
    kept(match)
    play_until(match, lambda: len(match.record.actions) >= 2 and match.record.actions[-1].kind == "discard")
    loaded, problem = saves.read_autosave()
    assert problem is None and loaded is not None
    assert loaded.state.to_text() == match.state.to_text()


def test_a_move_in_the_middle_of_a_turn_is_not_autosaved_yet() -> None:
    match = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=3)
    kept(match)
    play_until(match, lambda: len(match.record.actions) >= 2 and match.record.actions[-1].kind == "discard")
    after_turn = match.state.to_text()
    match.play(Action("draw"))
    loaded, _ = saves.read_autosave()
    assert loaded is not None and loaded.state.to_text() == after_turn


def test_when_the_game_ends_the_autosave_is_cleared_and_the_game_counted() -> None:
    rules = load_preset("windows").replace({"target_score": 100})
    match = Match(rules, ANN_AGAINST_BOT, seed=5)
    kept(match)
    play_until(match, match.state.is_terminal)
    assert not saves.autosave_path().exists()
    tally = Statistics().get("advanced", "windows")
    assert tally.games_played == 1 and tally.hands_played == match.state.hand_number
    ann_won = match.state.winner() == 0
    assert tally.games_won == int(ann_won) and tally.longest_streak == int(ann_won)


def test_each_hand_against_one_computer_enters_the_high_scores_of_its_level() -> None:
    match = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=5)
    kept(match)
    play_until(match, lambda: match.state.hand_results != [])
    result = match.state.hand_results[-1]
    difference = result.sides[0].total - result.sides[1].total
    entries = HighScores().table("advanced", "windows")
    assert [(entry.name, entry.difference) for entry in entries] == [("Ann", difference)]
    tally = Statistics().get("advanced", "windows")
    assert tally.hands_played == 1 and tally.best_hand == result.sides[0].total
    assert tally.hands_won == int(result.sides[0].total > result.sides[1].total)


def test_a_four_player_game_counts_in_the_personal_bests_of_its_rules_and_seats() -> None:
    """Ann and Cid are partners at one screen against two computers: no high score (that
    table is one person against one computer), but each has a line under their own name."""
    rules = load_preset("windows").replace({"target_score": 1000})
    seats = [SeatInfo("North", False, "expert"), SeatInfo("Ann", True), SeatInfo("South", False, "beginner"),
             SeatInfo("Cid", True)]
    match = Match(rules, seats, seed=5)
    kept(match)
    play_until(match, match.state.is_terminal)
    assert match.state.winner() == 1 and len(match.state.hand_results) == 2, "Ann and Cid win in two hands"
    best_hand = max(result.sides[1].total for result in match.state.hand_results)
    people = PersonalBests().table("windows", 4)
    assert [person.name for person in people] == ["Ann", "Cid"]
    for person in people:
        assert (person.games_played, person.games_won) == (1, 1)
        assert person.best_hand == Result(best_hand, person.last_played)
        assert person.best_game == Result(match.state.scores[1], person.last_played)
    assert all(HighScores().table(level, "windows") == [] for level in ("beginner", "advanced", "expert"))
    assert PersonalBests().table("windows", 2) == []


def test_one_against_one_computer_counts_in_both_tables() -> None:
    match = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=5)
    kept(match)
    play_until(match, lambda: match.state.hand_results != [])
    (ann,) = PersonalBests().table("windows", 2)
    assert ann.name == "Ann" and ann.best_hand is not None
    assert ann.best_hand.score == match.state.hand_results[0].sides[0].total
    assert (ann.games_played, ann.best_game) == (0, None), "the game is not over yet"
    assert len(HighScores().table("advanced", "windows")) == 1


def test_each_person_at_one_screen_has_the_result_of_their_own_side() -> None:
    rules = load_preset("windows").replace({"target_score": 100})
    match = Match(rules, [SeatInfo("Ann", True), SeatInfo("Bob", True), SeatInfo("Cy", False, "beginner")], seed=8)
    kept(match)
    play_until(match, match.state.is_terminal)
    winner = match.state.winner()
    people = {person.name: person for person in PersonalBests().table("windows", 3)}
    assert set(people) == {"Ann", "Bob"}
    for seat, name in ((0, "Ann"), (1, "Bob")):
        assert people[name].games_won == int(winner == seat)
        assert people[name].best_hand is not None
        assert people[name].best_hand.score == max(result.sides[seat].total for result in match.state.hand_results)


def test_a_disk_that_fails_the_personal_bests_is_noted_and_the_game_goes_on(tmp_path: Path) -> None:
    folder = tmp_path / "not a folder"
    folder.write_text("a file where the folder should be")
    match = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=5)
    _, said = kept(match, personal_bests=PersonalBests(folder / "personal_bests.yaml"))
    play_until(match, lambda: match.state.hand_results != [])
    assert [line for line in said if line.startswith("The personal bests could not be kept: ")]
    assert len(HighScores().table("advanced", "windows")) == 1, "the high score is kept all the same"


def test_five_players_count_a_hand_only_for_the_people_who_played_it() -> None:
    """Ann sits at seat 5 of five, in the side of three: she sits hand 1 out and plays hand 2
    (docs/rules/five-and-six.md, rulings 11 and 13)."""
    seats = [SeatInfo("Bot 1", False, "beginner"), SeatInfo("Bot 2", False, "beginner"),
             SeatInfo("Bot 3", False, "beginner"), SeatInfo("Bot 4", False, "beginner"), SeatInfo("Ann", True)]
    match = Match(load_preset("classic"), seats, seed=6)
    kept(match)
    assert match.state.sitting_out() == (4,)
    play_until(match, lambda: match.state.hand_results != [])
    assert Statistics().get("beginner", "classic").hands_played == 0
    assert PersonalBests().table("classic", 5) == []
    if match.state.is_terminal():
        return
    match.play(Action("deal"))
    assert match.state.sitting_out() == (2,)  # A and C play: Ann is C
    play_until(match, lambda: len(match.state.hand_results) == 2)
    assert Statistics().get("beginner", "classic").hands_played == 1
    (ann,) = PersonalBests().table("classic", 5)
    assert ann.best_hand is not None and ann.best_hand.score == match.state.hand_results[1].sides[0].total


def test_people_playing_each_other_are_not_counted_against_the_computer() -> None:
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bob", True)], seed=5)
    assert player_side(match) is None
    partners = Match(load_preset("classic"), [SeatInfo("Ann", True), SeatInfo("East", False, "beginner"),
                                              SeatInfo("Cid", False, "advanced"),
                                              SeatInfo("West", False, "expert")], seed=5)
    assert player_side(partners) == (0, "expert"), "the strongest opponent names the level"


def test_a_full_disk_is_told_once_and_the_game_goes_on() -> None:
    def full_disk(record: object) -> None:
        raise PersistenceError("Could not write the autosave: the disk is full.")

    match = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=3)
    _, said = kept(match, autosave=full_disk)
    play_until(match, lambda: sum(action.kind == "discard" for action in match.record.actions) >= 4)
    warnings = [line for line in said if "autosaved" in line]
    assert len(warnings) == 1 and "the disk is full" in warnings[0]
    assert "Play goes on" in warnings[0]


class Killed(Exception):
    """The program dies here: nothing after this runs."""


def test_killed_mid_turn_the_next_start_offers_the_last_finished_turn(tmp_path: Path) -> None:
    match = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=11)
    kept(match)
    play_until(match, lambda: sum(action.kind == "discard" for action in match.record.actions) >= 6
               and match.record.actions[-1].kind == "discard")
    last_finished_turn = match.state.to_text()
    match.play(Action("draw"))  # a turn in progress, then the program is gone

    setup = GameSetup(load_preset("windows"), tuple(ANN_AGAINST_BOT), 99)
    args = parse_options([])
    messages: list[str] = []
    opening = opening_games(args, setup, messages)
    fresh, unfinished = opening.match, opening.unfinished
    assert messages == []
    assert unfinished is not None and unfinished.state.to_text() == last_finished_turn
    assert fresh.state.to_text() != last_finished_turn

    args = parse_options(["--new"])
    assert opening_games(args, setup, []).unfinished is None, "--new deals without asking"


def test_a_damaged_autosave_is_set_aside_with_a_message() -> None:
    saves.autosave_path().write_bytes(b"format: 1\npreset: windows\n\x00\x01 not a game")
    setup = GameSetup(load_preset("windows"), tuple(ANN_AGAINST_BOT), 99)
    messages: list[str] = []
    unfinished = opening_games(parse_options([]), setup, messages).unfinished
    assert unfinished is None
    assert len(messages) == 1 and "autosave.can" in messages[0] and "kept as" in messages[0]
    assert not saves.autosave_path().exists()


def test_the_window_asks_and_go_on_resumes_the_unfinished_game() -> None:
    from canasta.ui.app import App
    from canasta.ui.preferences import Preferences

    unfinished = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=11)
    play_until(unfinished, lambda: sum(action.kind == "discard" for action in unfinished.record.actions) >= 4)
    fresh = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=12)
    app = App((1280, 800), False, None, Preferences(animation_speed="off"), fresh)
    try:
        app.commands.offer_resume(unfinished)
        question = app.context.stack.top
        assert "not finished" in question.text and "hand 1" in question.text
        question.finish("resume")
        assert app.table.match is unfinished
        app.commands.offer_resume(Match(load_preset("windows"), ANN_AGAINST_BOT, seed=13))
        app.context.stack.top.finish("new")
        assert app.table.match is unfinished, "New game keeps the game on the table"
    finally:
        app.table.computer.close()


def test_h_gives_a_hint_for_the_players_own_move_only() -> None:
    from canasta.ui.app import App
    from canasta.ui.preferences import Preferences

    match = Match(load_preset("windows"), ANN_AGAINST_BOT, seed=3)
    app = App((1280, 800), False, None, Preferences(animation_speed="off"), match)
    try:
        app.command("hint")
        status, _ = app.table.status_text()
        assert status.startswith("Hint: ") and len(status) < 120
        assert match.record.actions == [], "a hint plays nothing"
    finally:
        app.table.computer.close()


def test_a_new_game_replaces_the_autosave_at_once_not_after_its_first_turn() -> None:
    """(Closed before the first turn of a new game ended, the next start offered the game it replaced.)"""
    from canasta.ui.app import App
    from canasta.ui.preferences import Preferences

    old = Match(load_preset("british"), ANN_AGAINST_BOT, seed=11)
    kept(old)
    play_until(old, lambda: sum(action.kind == "discard" for action in old.record.actions) >= 4)
    app = App((1280, 800), False, None, Preferences(animation_speed="off"), old, autosave=saves.write_autosave)
    try:
        app.commands.start(GameSetup(load_preset("windows"), tuple(ANN_AGAINST_BOT), 21))
        loaded, problem = saves.read_autosave()
        assert problem is None and loaded is not None
        assert loaded.state.rules.name == "windows" and loaded.record.actions == []
        # Declining to go on with an unfinished game gives it up too: the fresh deal is kept.
        app.commands.offer_resume(old)
        app.context.stack.top.finish("new")
        loaded, _ = saves.read_autosave()
        assert loaded is not None and loaded.state.to_text() == app.table.match.state.to_text()
    finally:
        app.table.computer.close()
