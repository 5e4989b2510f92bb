"""Saves written by earlier versions of Canasta keep loading (old_saves/ holds their files
as those versions wrote them), and a save with a rule change loads into the same position."""

import json
import re
from pathlib import Path

import pytest

from canasta.engine import Rules
from canasta.engine.rules.rules import RETIRED_OPTIONS
from canasta.engine.text.score_text import read_result
from canasta.persistence import saves
from canasta.variants import load_preset

OLD_SAVES = Path(__file__).parent / "old_saves"


def assert_written_back_as_read(record, path: Path) -> None:
    """A loaded save is written back line for line as it was read (see below), but in
    the newest format where it names melds the old way: `meld JK to 7` (the Sevens)
    becomes `meld JK to #2` (the meld the Sevens are), and the format line says 4."""
    assert_same_but_new_options(record.to_text(), path, upgraded=True)


def assert_same_but_new_options(text: str, path: Path, upgraded: bool = False) -> None:
    """`text` is the file at `path` line for line, but for a line naming each rule option
    added since that file was written, at the value the old file meant by leaving it out
    (and, `upgraded`, melds named by id as `assert_written_back_as_read` says). A hand's
    result written as seventeen figures comes back written line for line (today's form),
    with the same totals (a replayed hand is scored again, in today's words)."""
    old = path.read_text().splitlines()
    # Options since retired are written back as the options that now say the same.
    retired = {line.partition(" = ")[0][len("option "):]: json.loads(line.partition(" = ")[2]) for line in old
               if line.startswith("option ") and line.partition(" = ")[0][len("option "):] in RETIRED_OPTIONS}
    meant = Rules().replace(retired).to_options()
    old = [line for line in old if line.partition(" = ")[0][len("option "):] not in retired]
    new = text.splitlines()
    named = {line.partition(" = ")[0] for line in old if line.startswith("option ")}
    added = [line for line in new if line.startswith("option ") and line.partition(" = ")[0] not in named]
    kept = [line for line in new if line not in added]
    if upgraded and any(re.fullmatch(r"meld .* to [^#]\w*", line) for line in old):
        assert kept[1] == "format: 4"
        kept[1] = old[1]
        assert len(kept) == len(old)
        for at, (line, was) in enumerate(zip(kept, old)):
            if re.fullmatch(r"meld .* to [^#]\w*", was):
                assert re.fullmatch(re.escape(was.rsplit(" to ", 1)[0]) + r" to #\d+", line), (line, was)
                kept[at] = was
    for at, (line, was) in enumerate(zip(kept, old)):
        if was.startswith("result ") and line != was:
            sides = len(was.split()) - 4  # "result N: out=.. concealed=.." and a word a side
            now, then = read_result(line, sides), read_result(was, sides)
            assert " sides=[" in line and (now.hand_number, now.went_out, now.concealed) == \
                (then.hand_number, then.went_out, then.concealed), (line, was)
            assert [side.total for side in now.sides] == [side.total for side in then.sides], (line, was)
            kept[at] = was
    assert kept == old
    for line in added:
        key, _, value = line[len("option "):].partition(" = ")
        if key == "score_parts" and "rules: kanastic" in old:
            # Before `score_parts`, Kanastic's Treasure Pots, Shields and doublings were
            # scored by its deck and options: the old file means Kanastic's parts.
            assert json.loads(value) == list(load_preset("kanastic").score_parts), line
        else:
            assert json.loads(value) == meant[key], line


def test_a_format_2_save_of_the_version_before_rule_changes_loads_where_it_was():
    loaded = saves.load_game(OLD_SAVES / "format2-windows.can")
    assert loaded.upgraded_from is None
    assert_same_but_new_options(loaded.state.to_text(), OLD_SAVES / "format2-windows.position")
    assert_written_back_as_read(loaded.record, OLD_SAVES / "format2-windows.can")


def test_a_format_1_save_loads_and_says_it_is_of_an_older_format():
    loaded = saves.load_game(OLD_SAVES / "format1-windows.can")
    assert loaded.upgraded_from == 1
    assert len(loaded.record.actions) == 138 and loaded.state.hand_number == 1
    assert loaded.record.to_text().splitlines()[1] == "format: 4"  # its `meld JK to 7` now names meld ids


def test_a_save_with_a_rule_change_loads_into_the_same_position(tmp_path):
    old = saves.load_game(OLD_SAVES / "format2-windows.can")
    record, state = old.record, old.state
    while record.actions[-1].kind != "deal":  # back to the second deal: the rules may change there
        record.actions.pop()
    state = record.replay()
    changed = state.rules.replace({"target_score": 2500, "pass_discard": False})
    state.change_rules(changed)
    record.change_rules(changed)
    path = tmp_path / "changed.can"
    saves.save_game(path, record)
    loaded = saves.load_game(path)
    assert loaded.upgraded_from is None
    assert path.read_text().splitlines()[1] == "format: 4"  # a rule change (3) and melds named by id (4)
    assert loaded.state.to_text() == state.to_text() and loaded.state.rules.target_score == 2500


# Games played by random moves with the version before this one (format 1): they hold melds
# that are refused today when played (after them the turn could not have ended: a first
# meld out of reach, black threes before the other melds, a "no" from the partner with one
# card left, a Kanastic top card that could not make the first meld), and red threes taken
# with a pile into the hand. Each still replays, move for move, to the position that version
# reached.
RANDOM_OLD_GAMES = ["classic-2-2", "classic-3-4", "classic-4-6", "kanastic-2-6"]


@pytest.mark.parametrize("name", RANDOM_OLD_GAMES)
def test_a_game_played_before_the_judge_refused_dead_ends_replays_where_it_was(name):
    loaded = saves.load_game(OLD_SAVES / f"format1-random-{name}.can")
    assert_same_but_new_options(loaded.state.to_text(), OLD_SAVES / f"format1-random-{name}.position")


def test_an_old_game_played_on_and_saved_again_replays_its_old_moves_by_the_old_judge(tmp_path):
    loaded = saves.load_game(OLD_SAVES / "format1-random-classic-2-2.can")
    record, state = loaded.record, loaded.state
    old_moves = len(record.actions)
    assert record.strict_from == old_moves
    while not state.hand_over() and len(record.actions) < old_moves + 30:  # played on by today's judge
        action = state.legal_actions()[0]
        state.play(action)
        record.actions.append(action)
    path = tmp_path / "again.can"
    saves.save_game(path, record)
    assert f"strict from: {old_moves}" in path.read_text().splitlines()
    again = saves.load_game(path)
    assert again.record.strict_from == old_moves and again.state.to_text() == state.to_text()


# Saves as this version writes them, kept before the variant kernel changes the format:
# a Kanastic game of three, a hot-seat game of two people and two computers, and a game
# whose rules changed after a deal (format 3). Each loads where it was, and is written
# back to the letter.
CURRENT_SAVES = ["format2-kanastic-3", "format2-classic-hot-seat", "format3-windows-rule-change"]


@pytest.mark.parametrize("name", CURRENT_SAVES)
def test_a_save_of_the_version_before_the_kernel_loads_where_it_was(name):
    loaded = saves.load_game(OLD_SAVES / f"{name}.can")
    assert loaded.upgraded_from is None
    assert_same_but_new_options(loaded.state.to_text(), OLD_SAVES / f"{name}.position")
    assert_written_back_as_read(loaded.record, OLD_SAVES / f"{name}.can")


def test_the_hot_seat_save_keeps_both_people_at_the_table():
    loaded = saves.load_game(OLD_SAVES / "format2-classic-hot-seat.can")
    assert [seat.split(" | ")[1] for seat in loaded.record.seats] == [
        "human", "computer advanced", "human", "computer beginner"]
