"""Every loader, fed damaged, hostile or absurd files, answers with clear messages only.

For each loader: no exception escapes (load_defaults raises ConfigError and
nothing else), nothing in the file is ever run, the bytes of a refused file
are kept (set aside, never overwritten), and a good backup is never touched.
"""

from __future__ import annotations

import datetime
import os
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta.persistence import (
    HighScores,
    PersonalBests,
    Statistics,
    load_defaults,
    load_user_settings,
    save_user_settings,
)
from canasta.persistence.personal_bests import Outcome
from canasta.persistence.settings import Seat, shipped_config_path
from canasta.variants.yaml_source import ConfigError

MARKER = Path(tempfile.gettempdir()) / f"canasta-fuzz-was-run-{os.getpid()}"
DEFAULTS = load_defaults()
DAY = datetime.date(2024, 5, 31)
KEYS = (("beginner", "windows"), ("expert", "classic"))


@dataclass(frozen=True)
class Loader:
    file_name: str
    good: bytes
    load: Callable[[Path], tuple[Any, list[str]]]  # returns what was loaded and the messages
    sets_aside: bool = True  # config.yaml is the program's own: refused, never moved


def _load_high_scores(path: Path) -> tuple[Any, list[str]]:
    scores = HighScores(path)
    messages = scores.load()
    tables = {key: scores.table(*key) for key in KEYS}
    for entries in tables.values():
        assert len(entries) <= 10
        assert [entry.difference for entry in entries] == sorted((entry.difference for entry in entries), reverse=True)
    return tables, messages


def _load_statistics(path: Path) -> tuple[Any, list[str]]:
    statistics = Statistics(path)
    messages = statistics.load()
    tallies = {key: statistics.get(*key) for key in KEYS}
    for tally in tallies.values():
        assert 0 <= tally.games_won <= tally.games_played and 0 <= tally.hands_won <= tally.hands_played
        assert 0 <= tally.current_streak <= tally.longest_streak <= tally.games_won
    return tallies, messages


def _load_personal_bests(path: Path) -> tuple[Any, list[str]]:
    bests = PersonalBests(path)
    messages = bests.load()
    tables = {(preset, players): bests.table(preset, players) for preset in ("samba", "windows") for players in (2, 4)}
    for people in tables.values():
        assert len(people) <= 10 and len({person.name for person in people}) == len(people)
        assert all(0 <= person.games_won <= person.games_played for person in people)
        assert all(person.best_game is None or person.games_won for person in people)
    return tables, messages


def _load_user_settings(path: Path) -> tuple[Any, list[str]]:
    return load_user_settings(path, DEFAULTS)


def _load_defaults(path: Path) -> tuple[Any, list[str]]:
    try:
        return load_defaults(path), []
    except ConfigError as refusal:
        return None, [str(refusal)]


def _good_files() -> dict[str, Loader]:
    with tempfile.TemporaryDirectory() as folder:
        scores = HighScores(Path(folder) / "highscores.yaml")
        for number, (level, preset) in enumerate(KEYS * 6):
            scores.submit(level, preset, f"Player {number}", number * 37 - 100, DAY)
        statistics = Statistics(Path(folder) / "statistics.yaml")
        for won in (True, False, True, True):
            statistics.record_hand("beginner", "windows", won, 150 if won else -40)
            statistics.record_game("expert", "classic", won)
        bests = PersonalBests(Path(folder) / "personal_bests.yaml")
        for number in range(6):
            bests.record("samba", 4, {f"Player {number}": Outcome(number * 90 - 100, 5000 + number, number % 2 == 0)},
                         DAY)
        bests.record("windows", 2, {"Ann": Outcome(640)}, DAY)
        mine = DEFAULTS.__class__(
            window=DEFAULTS.window.__class__(1600, 900, True),
            default_preset="classic",
            seats=(Seat("Ann", "human"), Seat("Bot", "computer", "expert"), Seat("Cy", "human")),
            customize=DEFAULTS.customize.__class__(
                "Ann", "single", "advanced", "teal", "grey", True, 1500, "slow", False, "de"
            ),
            rules=DEFAULTS.rules.__class__("classic", {"red_three_bonus": 100, "name": "x"}),
        )
        save_user_settings(mine, Path(folder) / "settings.yaml", DEFAULTS)
        return {
            "high scores": Loader("highscores.yaml", scores.path.read_bytes(), _load_high_scores),
            "statistics": Loader("statistics.yaml", statistics.path.read_bytes(), _load_statistics),
            "personal bests": Loader("personal_bests.yaml", bests.path.read_bytes(), _load_personal_bests),
            "user settings": Loader("settings.yaml", (Path(folder) / "settings.yaml").read_bytes(), _load_user_settings),
            "config defaults": Loader("config.yaml", shipped_config_path().read_bytes(), _load_defaults, sets_aside=False),
        }


LOADERS = _good_files()

HOSTILE = [
    f'!!python/object/apply:os.system ["touch {MARKER}"]',
    f'version: !!python/object/apply:os.system ["touch {MARKER}"]\n',
    "version: !!python/name:os.system\n",
    f"tables: !!python/object/new:subprocess.Popen [[touch, {MARKER}]]\n",
    f"customize: {{player_name: !!python/object/apply:subprocess.check_output [[touch, {MARKER}]]}}\n",
    "\n".join(
        ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
        + [f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]" for i in range(8)]
    ),
    "&loop [*loop]",
    "base: &b {version: 1}\n<<: *b\n",
    "[" * 20000 + "]" * 20000,
    "{" * 20000,
    "version: 1\ntables:\n  beginner:\n    windows:\n    - {name: Ann, date: 2024-02-30, difference: 1}\n",
    "version: " + "9" * 6000 + "\n",
    "version: 1\n---\nversion: 1\n",
    "? [a, b]\n: c\n",
    "\x00\x01\x02",
    "",
    "null",
    "[]",
    "just text",
    "version: 1\ntallies: {beginner: {windows: [1, 2]}}\n",
    "window: {width: -5}\ncustomize: {computer_delay_ms: -1, computer_level: grandmaster}\n",
    "customize: {computer_delay_ms: '500'}\n",
    "seats: [{name: Ann, kind: human}]\n",
    "rules: {options: {a: {b: c}}}\n",
    "version: 1\ntables: {beginner: {windows: [{name: '', date: '2024-01-01', difference: 1}]}}\n",
    "version: 1\ntables: {beginner: {'../../etc': []}}\n",
    "version: 1\ntables: [{rules: '../../etc', players: 4, people: []}]\n",
    "version: 1\ntables: [{rules: samba, players: 4, people: [{name: \"\\x07\", last_played: 2024-01-01, "
    "games_played: 0, games_won: 0}]}]\n",
]


@contextmanager
def _nothing_may_run() -> Iterator[None]:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("a loader tried to run a command")

    with pytest.MonkeyPatch.context() as patcher:
        for owner, name in ((os, "system"), (os, "popen"), (subprocess, "Popen"), (subprocess, "call"),
                            (subprocess, "check_output"), (subprocess, "run")):
            patcher.setattr(owner, name, refuse)
        yield
    assert not MARKER.exists(), "a command from the file was run"


def _check_loader(loader: Loader, content: bytes, with_good_backup: bool) -> None:
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        path = folder / loader.file_name
        path.write_bytes(content)
        backup = folder / (loader.file_name + ".bak")
        if with_good_backup:
            backup.write_bytes(loader.good)

        started = time.monotonic()
        with _nothing_may_run():
            value, messages = loader.load(path)
        assert time.monotonic() - started < 5, "no file makes a loader work for long"

        assert all(isinstance(message, str) and message for message in messages)
        if with_good_backup:
            assert backup.read_bytes() == loader.good, "a good backup is never touched"
        kept_aside = [entry.read_bytes() for entry in folder.iterdir() if ".damaged-" in entry.name]
        if path.exists():
            assert path.read_bytes() == content, "a loader never writes the file"
            assert kept_aside == []
        else:
            assert loader.sets_aside and kept_aside == [content], "a refused file is kept, whole"
            assert messages, "a refused file is always reported"
            if with_good_backup:
                assert value == loader.load(backup)[0], "the good backup was used instead"
        if not loader.sets_aside:
            assert sorted(entry.name for entry in folder.iterdir()) == sorted(
                [loader.file_name] + ([backup.name] if with_good_backup else [])
            )


def _bit_flips(good: bytes) -> st.SearchStrategy[bytes]:
    def flip(changes: list[tuple[int, int]]) -> bytes:
        data = bytearray(good)
        for index, bit in changes:
            data[index % len(data)] ^= 1 << bit
        return bytes(data)

    return st.lists(st.tuples(st.integers(0, len(good) - 1), st.integers(0, 7)), min_size=1, max_size=8).map(flip)


ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(max_size=30),
    st.sampled_from(["beginner", "grandmaster", "-5", "1e9", "true", "2024-13-01", "windows", "dark red"]),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=8), st.integers(), max_size=3),
    st.dates(),
)


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, prefix + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, prefix + (index,))
    return found


def _wrong_types(good: bytes) -> st.SearchStrategy[bytes]:
    """The good file with one value replaced by something of the wrong kind, or a key dropped or added."""
    data = yaml.safe_load(good)
    paths = _paths(data)

    def mutate(choice: tuple[int, str, Any, str]) -> bytes:
        index, action, value, new_key = choice
        path = paths[index % len(paths)]
        copy = yaml.safe_load(good)
        if not path:
            copy = value
        else:
            parent = copy
            for step in path[:-1]:
                parent = parent[step]
            if action == "replace":
                parent[path[-1]] = value
            elif action == "drop":
                del parent[path[-1]]
            elif isinstance(parent, dict):
                parent[new_key] = value
        return yaml.safe_dump(copy, allow_unicode=True).encode("utf-8")

    return st.tuples(st.integers(0, 10**6), st.sampled_from(["replace", "drop", "add"]), ODD_VALUES, st.text(max_size=10)).map(mutate)


def _damaged_versions(good: bytes) -> st.SearchStrategy[bytes]:
    return st.one_of(
        st.binary(max_size=3000),
        st.integers(0, len(good)).map(lambda length: good[:length]),
        _bit_flips(good),
        _wrong_types(good),
        st.text(max_size=400).map(lambda text: text.encode("utf-8", "surrogatepass")),
        st.sampled_from(HOSTILE).map(str.encode),
    )


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=st.data(), with_good_backup=st.booleans())
def test_high_scores_loader_survives_anything(data: st.DataObject, with_good_backup: bool) -> None:
    loader = LOADERS["high scores"]
    _check_loader(loader, data.draw(_damaged_versions(loader.good)), with_good_backup)


@FUZZ
@given(data=st.data(), with_good_backup=st.booleans())
def test_statistics_loader_survives_anything(data: st.DataObject, with_good_backup: bool) -> None:
    loader = LOADERS["statistics"]
    _check_loader(loader, data.draw(_damaged_versions(loader.good)), with_good_backup)


@FUZZ
@given(data=st.data(), with_good_backup=st.booleans())
def test_personal_bests_loader_survives_anything(data: st.DataObject, with_good_backup: bool) -> None:
    loader = LOADERS["personal bests"]
    _check_loader(loader, data.draw(_damaged_versions(loader.good)), with_good_backup)


@FUZZ
@given(data=st.data(), with_good_backup=st.booleans())
def test_user_settings_loader_survives_anything(data: st.DataObject, with_good_backup: bool) -> None:
    loader = LOADERS["user settings"]
    _check_loader(loader, data.draw(_damaged_versions(loader.good)), with_good_backup)


@FUZZ
@given(data=st.data())
def test_config_defaults_loader_refuses_clearly(data: st.DataObject) -> None:
    loader = LOADERS["config defaults"]
    _check_loader(loader, data.draw(_damaged_versions(loader.good)), with_good_backup=False)


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_the_good_files_load_without_messages(name: str) -> None:
    loader = LOADERS[name]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / loader.file_name
        path.write_bytes(loader.good)
        value, messages = loader.load(path)
    assert messages == [] and value


@pytest.mark.parametrize("hostile", HOSTILE, ids=range(len(HOSTILE)))
@pytest.mark.parametrize("name", sorted(LOADERS))
def test_hostile_files_are_refused_or_harmless(name: str, hostile: str) -> None:
    for with_good_backup in (False, True):
        _check_loader(LOADERS[name], hostile.encode(), with_good_backup)


@pytest.mark.parametrize("name", sorted(LOADERS))
def test_a_huge_file_is_refused_quickly_with_a_clear_message(name: str) -> None:
    loader = LOADERS[name]
    huge = loader.good + b"\n# padding\n" * 500_000
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / loader.file_name
        path.write_bytes(huge)
        _, messages = loader.load(path)
        kept = [entry for entry in Path(folder).iterdir() if ".damaged-" in entry.name]
        if loader.sets_aside:
            assert [entry.stat().st_size for entry in kept] == [len(huge)]
    assert time.monotonic() - started < 1
    assert "the file is too large (5.2 MB; at most 256 KB was expected)" in messages[0]
