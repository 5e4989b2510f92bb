"""Nothing a saved game can hold stops the game: hostile and damaged saves, as the
autosave or given to --load, are named, set aside whole and a new game starts.

The cases: a JSON value nested deeper than Python recurses, seats of unknown kinds
and levels, a file over the size limit, a save cut short at a line boundary, and
random damage (bit flips, cuts, bytes) to a good save."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta.ai.random_player import choose_random_action
from canasta.engine.game.record import GameRecord
from canasta.persistence import saves
from canasta.ui.app import App, build
from canasta.ui.match import SeatInfo
from canasta.ui.opening import Opening, opening_games
from canasta.ui.options import GameSetup, parse_options
from canasta.variants import load_preset


def good_save(actions: int = 60) -> bytes:
    record = GameRecord(load_preset("windows"), 2, 4, seats=["Ann | human", "Bot | computer advanced"])
    state = record.new_state()
    rng = random.Random(4)
    for _ in range(actions):
        action = choose_random_action(state.legal_actions(), rng)
        state.play(action)
        record.actions.append(action)
    return record.to_text().encode()


GOOD = good_save()
LINES = GOOD.decode().splitlines(keepends=True)


def replaced(old: str, new: str) -> bytes:
    assert old in GOOD.decode()
    return GOOD.decode().replace(old, new, 1).encode()


HOSTILE = {
    "nested option": replaced('option going_out_bonus = 100', "option going_out_bonus = " + "[" * 50_000 + "]" * 50_000),
    "nested object": replaced('option going_out_bonus = 100', 'option going_out_bonus = ' + '{"a":' * 30_000 + "1" + "}" * 30_000),
    "unknown level": replaced("computer advanced", "computer grandmaster"),
    "unknown kind": replaced("Bot | computer advanced", "Bot | robot"),
    "one seat short": replaced("seat 1: Bot | computer advanced\n", ""),
    "seat far away": replaced("seat 1:", "seat 99999999999999999999:"),
    "players beyond reason": replaced("players: 2", "players: " + "9" * 5000),
    "over the size limit": GOOD + b"# padding\n" * (saves.MAX_SAVE_BYTES // 8),
    "cut at a line": "".join(LINES[:-1]).encode(),
    "cut in the actions": "".join(LINES[:-8]).encode(),
    "a line lost": "".join(LINES[:-5] + LINES[-4:]).encode(),
    "undo loop": replaced("actions:\n", "actions:\n" + "undo\n" * 6000),
    "illegal move": replaced("actions:\ndraw\n", "actions:\ndiscard JK\n"),
    "binary": bytes(range(256)) * 4,
    "empty": b"",
}
NAMES = sorted(HOSTILE)


def first_actions(count: int) -> GameRecord:
    record = saves.read_game(GOOD, "good.can").record
    record.actions = record.actions[:count]
    return record


def kept_aside(folder: Path, name: str) -> list[bytes]:
    return [entry.read_bytes() for entry in folder.iterdir() if entry.name.startswith(name + ".damaged-")]


@pytest.fixture(autouse=True)
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    return tmp_path


def start(argv: list[str]) -> tuple[Opening, list[str]]:
    messages: list[str] = []
    setup = GameSetup(load_preset("windows"), (SeatInfo("Ann", True), SeatInfo("Bot", False, "beginner")), 1)
    return opening_games(parse_options(argv), setup, messages), messages


def check_refused_and_kept(folder: Path, name: str, content: bytes, messages: list[str]) -> None:
    assert len(messages) == 1, messages
    assert name in messages[0] and "kept as" in messages[0]
    assert ".." not in messages[0].replace("...", "")
    assert not (folder / name).exists()
    assert kept_aside(folder, name) == [content], "the damaged file is kept whole"


@pytest.mark.parametrize("case", NAMES)
def test_a_hostile_autosave_is_set_aside_and_a_new_game_dealt(own_home: Path, case: str) -> None:
    saves.autosave_path().write_bytes(HOSTILE[case])
    opening, messages = start([])
    assert opening.unfinished is None and opening.match.record.actions == []
    check_refused_and_kept(saves.autosave_path().parent, saves.AUTOSAVE_NAME, HOSTILE[case], messages)


@pytest.mark.parametrize("case", NAMES)
def test_a_hostile_file_given_to_load_is_set_aside_and_a_new_game_dealt(tmp_path: Path, case: str) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "game.can").write_bytes(HOSTILE[case])
    opening, messages = start(["--load", str(folder / "game.can")])
    assert opening.match.record.actions == [] and opening.backup is None
    assert "A new game is dealt instead." in messages[0]
    check_refused_and_kept(folder, "game.can", HOSTILE[case], messages)


def test_a_save_cut_short_says_so_and_its_previous_version_is_offered(tmp_path: Path) -> None:
    path = tmp_path / "game.can"
    saves.save_game(path, first_actions(52))
    saves.save_game(path, first_actions(60))
    path.write_bytes(HOSTILE["cut at a line"])  # the newest version, cut short
    opening, messages = start(["--load", str(path)])
    assert "the file was cut short" in messages[0]
    assert opening.backup is not None and opening.backup[0] == path
    assert len(opening.backup[1].record.actions) == 52


def test_the_previous_autosave_is_offered_when_the_autosave_was_cut_short() -> None:
    saves.write_autosave(first_actions(52))
    saves.write_autosave(first_actions(60))
    cut = saves.autosave_path().read_bytes()[:-len(b"end: 60 actions\n")]
    saves.autosave_path().write_bytes(cut)
    opening, messages = start([])
    assert "autosave.can" in messages[0] and "cut short" in messages[0] and "turn before" in messages[0]
    assert opening.unfinished is not None and len(opening.unfinished.record.actions) == 52


@pytest.mark.parametrize("case", ["nested option", "unknown level", "over the size limit", "cut at a line"])
def test_the_window_opens_over_a_hostile_autosave_and_says_what_happened(case: str) -> None:
    saves.autosave_path().write_bytes(HOSTILE[case])
    app: App = build(["--size", "1024x700"])
    try:
        message = app.context.stack.top
        assert "autosave.can" in message.text and "kept as" in message.text
        assert app.table.match.record.actions == []
    finally:
        app.table.computer.close()


def damaged(data: st.DataObject) -> bytes:
    kind = data.draw(st.sampled_from(["flip", "cut", "bytes", "lines"]))
    if kind == "flip":
        content = bytearray(GOOD)
        for _ in range(data.draw(st.integers(1, 6))):
            content[data.draw(st.integers(0, len(content) - 1))] ^= 1 << data.draw(st.integers(0, 7))
        return bytes(content)
    if kind == "cut":
        return GOOD[:data.draw(st.integers(0, len(GOOD) - 1))]
    if kind == "lines":
        picked = data.draw(st.lists(st.sampled_from(LINES), max_size=80))
        return "".join(picked).encode()
    return data.draw(st.binary(max_size=2000))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_damage_to_the_autosave_is_refused_or_loads_without_another_error(own_home: Path,
                                                                              data: st.DataObject) -> None:
    for entry in own_home.rglob("*"):
        if entry.is_file():
            entry.unlink()
    content = damaged(data)
    saves.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.autosave_path().write_bytes(content)
    opening, messages = start([])
    folder = saves.autosave_path().parent
    if messages:
        check_refused_and_kept(folder, saves.AUTOSAVE_NAME, content, messages)
    else:
        assert saves.autosave_path().read_bytes() == content


def test_f3_offers_the_previous_version_of_a_save_cut_short(tmp_path: Path) -> None:
    path = tmp_path / "game.can"
    saves.save_game(path, first_actions(52))
    saves.save_game(path, first_actions(60))
    path.write_bytes(HOSTILE["cut in the actions"])
    app: App = build(["--new", "--size", "1024x700"])
    try:
        app.commands.load_from(path)
        question = app.context.stack.top
        assert "game.can" in question.text and "cut short" in question.text and "game.can.bak" in question.text
        question.finish("backup")
        assert len(app.table.match.record.actions) == 52
    finally:
        app.table.computer.close()


def _saves_folder_is_a_file(data: Path) -> None:
    data.mkdir(parents=True)
    (data / "saves").write_text("not a folder")


def _autosave_is_a_folder(data: Path) -> None:
    (data / "saves" / "autosave.can").mkdir(parents=True)


def _autosave_is_a_pipe(data: Path) -> None:
    (data / "saves").mkdir(parents=True)
    os.mkfifo(data / "saves" / "autosave.can")


def _autosave_is_a_link_loop(data: Path) -> None:
    (data / "saves").mkdir(parents=True)
    (data / "saves" / "autosave.can").symlink_to(data / "saves" / "autosave.can")


def _both_autosaves_hostile(data: Path) -> None:
    (data / "saves").mkdir(parents=True)
    (data / "saves" / "autosave.can").write_bytes(HOSTILE["nested option"])
    (data / "saves" / "autosave.can.bak").write_bytes(HOSTILE["unknown level"])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX folders")
@pytest.mark.parametrize("arrange", [_saves_folder_is_a_file, _autosave_is_a_folder, _autosave_is_a_pipe,
                                     _autosave_is_a_link_loop, _both_autosaves_hostile])
def test_the_game_starts_whatever_lies_in_its_data_folder(own_home: Path, arrange) -> None:  # type: ignore[no-untyped-def]
    arrange(own_home / "data")
    app: App = build(["--size", "1024x700"])
    try:
        messages = [scene.text for scene in app.context.stack.scenes[1:]]
        assert len(messages) == 1 and ("autosave.can" in messages[0] or "saves" in messages[0])
        assert app.table.match.record.actions == []
    finally:
        app.table.computer.close()
