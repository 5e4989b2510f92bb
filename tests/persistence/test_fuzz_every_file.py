"""Every kind of file the game reads, fed damaged and hostile contents (issue 63): saves,
the autosave, game records given to `replay`, settings, the shipped config, rule sets of
the player's, high scores, personal bests and statistics; random bytes, cuts, huge sizes, deep nesting,
aliases, null and other control characters, long strings, wrong types, unknown names,
paths, links to a device, FIFOs, link loops and folders.

Each case is refused with a sentence (the file set aside whole, or left where it is when
it is no regular file) or accepted; nothing escapes, no case takes more than seconds,
and the process stays under 300 MB. The cases run in a child process with a memory
limit and a timeout, so a regression cannot take the machine down. The seed is fixed:
the same cases every run."""

from __future__ import annotations

import io
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SEED = 63
ROUNDS = 2                  # each kind of damage, this many times a kind of file
CASE_SECONDS = 5.0
MEMORY_LIMIT = 1536 * 1024 * 1024   # the child's address space: a bomb fails there, not on the machine
MOST_RESIDENT_MB = 300


def main(home: Path) -> None:
    """Run every case (in the child process); print one JSON line a failure, then the peak memory."""
    os.environ["CANASTA_HOME"] = str(home)
    sys.path.insert(0, str(ROOT))
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    kinds = _kinds()
    rng = random.Random(SEED)
    cases = 0
    for kind_name, kind in kinds.items():
        for damage_name, damage in DAMAGES.items():
            for _ in range(ROUNDS):
                cases += 1
                problem = _run_case(kind, damage, rng)
                if problem is not None:
                    print(json.dumps({"kind": kind_name, "damage": damage_name, "problem": problem}), flush=True)
    print(json.dumps({"cases": cases, "peak_mb": _peak_mb()}), flush=True)


def _peak_mb() -> int:
    """The most memory this process has held. Linux keeps ru_maxrss across exec, so it would
    count the test process this one was started from: the peak of this image is VmHWM."""
    try:
        status = Path("/proc/self/status").read_text()
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    (line,) = [line for line in status.splitlines() if line.startswith("VmHWM:")]
    return int(line.split()[1]) // 1024


class Kind:
    """A kind of file: where it lies, a good one, and how the game reads it: `read`
    gives whether it was accepted and the messages for the player."""

    def __init__(self, path: Callable[[], Path], good: bytes, read: Callable[[Path], tuple[bool, list[str]]],
                 yaml: bool, sets_aside: bool = True):
        self.path, self.good, self.read, self.yaml, self.sets_aside = path, good, read, yaml, sets_aside


def _kinds() -> dict[str, Kind]:
    from canasta.__main__ import main as command
    from canasta.ai.random_player import choose_random_action
    from canasta.engine.game.record import GameRecord
    from canasta.persistence import HighScores, PersonalBests, Statistics, load_user_settings, saves, shipped_defaults
    from canasta.persistence.personal_bests import Outcome
    from canasta.persistence.custom_rules import custom_folder, custom_sets, rule_set_text
    from canasta.persistence.paths import config_dir, data_dir
    from canasta.persistence.settings import load_defaults, shipped_config_path
    from canasta.variants import load_preset

    defaults = load_defaults()

    def game(preset: str) -> bytes:
        record = GameRecord(load_preset(preset), 2, 3, seats=["Ann | human", "Bot | computer advanced"])
        state = record.new_state()
        step = random.Random(3)
        for _ in range(40):
            action = choose_random_action(state.legal_actions(), step)
            state.play(action)
            record.actions.append(action)
        return record.to_text().encode()

    def load(path: Path) -> tuple[bool, list[str]]:  # what --load and F3 do
        try:
            saves.load_game(path)
        except saves.SaveFileError as exc:
            return False, [saves.set_aside_damaged(path, exc) if exc.damaged else str(exc)]
        except saves.PersistenceError as exc:
            return False, [str(exc)]
        return True, []

    def autosave(path: Path) -> tuple[bool, list[str]]:
        loaded, message = saves.read_autosave()
        return message is None, [message] if message else []

    def replay(path: Path) -> tuple[bool, list[str]]:
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            status = command(["replay", str(path)])
        lines = err.getvalue().splitlines()
        assert len(lines) == (status != 0), err.getvalue()
        return status == 0, lines

    def settings(path: Path) -> tuple[bool, list[str]]:
        _, messages = load_user_settings(path, defaults)
        return not messages, messages

    def config(path: Path) -> tuple[bool, list[str]]:
        shipped, message = shipped_defaults(path)
        return shipped is not None, [message] if message else []

    def rule_set(path: Path) -> tuple[bool, list[str]]:
        (entry,) = [entry for entry in custom_sets() if entry.path == path]
        return entry.rules is not None, [str(entry.error)] if entry.error else []

    def scores(path: Path) -> tuple[bool, list[str]]:
        messages = HighScores(path).load()
        return not messages, messages

    def statistics(path: Path) -> tuple[bool, list[str]]:
        messages = Statistics(path).load()
        return not messages, messages

    def personal_bests(path: Path) -> tuple[bool, list[str]]:
        messages = PersonalBests(path).load()
        return not messages, messages

    with tempfile.TemporaryDirectory() as folder:
        high = HighScores(Path(folder) / "h.yaml")
        tally = Statistics(Path(folder) / "s.yaml")
        bests = PersonalBests(Path(folder) / "b.yaml")
        for number in range(4):
            high.submit("beginner", "windows", f"Player {number}", number * 50 - 20)
            tally.record_hand("expert", "bwc", number % 2 == 0, 100 * number)
            bests.record("samba", 4, {f"Player {number}": Outcome(100 * number, 5000, number % 2 == 0)})
        scores_good, statistics_good, bests_good = high.path.read_bytes(), tally.path.read_bytes(), bests.path.read_bytes()
    settings_good = (b"customize: {player_name: Ann, computer_level: expert}\n"
                     b"rules: {preset: bwc, options: {word_list: scowl-en-50, target_score: 3000}}\n")
    return {
        "save": Kind(lambda: data_dir() / "game.can", game("windows"), load, yaml=False),
        "word save": Kind(lambda: data_dir() / "words.can", game("bwc"), load, yaml=False),
        "autosave": Kind(saves.autosave_path, game("samba"), autosave, yaml=False),
        "record": Kind(lambda: data_dir() / "record.can", game("classic"), replay, yaml=False, sets_aside=False),
        "settings": Kind(lambda: config_dir() / "settings.yaml", settings_good, settings, yaml=True),
        "config": Kind(lambda: data_dir() / "config.yaml", shipped_config_path().read_bytes(), config, yaml=True,
                       sets_aside=False),
        "rule set": Kind(lambda: custom_folder() / "fuzz.yaml",
                         rule_set_text(load_preset("bwc"), "Fuzz", "Mine.", "BWC").encode(), rule_set, yaml=True,
                         sets_aside=False),
        "high scores": Kind(lambda: data_dir() / "highscores.yaml", scores_good, scores, yaml=True),
        "statistics": Kind(lambda: data_dir() / "statistics.yaml", statistics_good, statistics, yaml=True),
        "personal bests": Kind(lambda: data_dir() / "personal_bests.yaml", bests_good, personal_bests, yaml=True),
    }


# --- the damage: each gives the new contents of the file, or makes the path something else


def _random_bytes(kind: Kind, rng: random.Random) -> bytes:
    return bytes(rng.randrange(256) for _ in range(rng.randrange(2000)))


def _cut(kind: Kind, rng: random.Random) -> bytes:
    return kind.good[:rng.randrange(len(kind.good))]


def _huge(kind: Kind, rng: random.Random) -> bytes:
    size = (4 if not kind.yaml else 0.25) * 1024 * 1024 + rng.randrange(1, 4096)
    return kind.good + b"\n#" * int(size // 2)


def _nested(kind: Kind, rng: random.Random) -> bytes:
    depth = rng.choice([40, 5_000, 50_000])
    if kind.yaml:
        return b"a: " + b"[" * depth + b"]" * depth + b"\n"
    return kind.good.replace(b"players: 2", b"option going_out_bonus = " + b"[" * depth + b"]" * depth
                             + b"\nplayers: 2", 1)


def _aliases(kind: Kind, rng: random.Random) -> bytes:
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]" for i in range(8)]
    return ("\n".join(lines) + "\n").encode()


def _control_characters(kind: Kind, rng: random.Random) -> bytes:
    data = bytearray(kind.good)
    for _ in range(rng.randrange(1, 6)):
        data[rng.randrange(len(data))] = rng.choice([0, 1, 7, 8, 0x1B, 0x7F, 0x0C])
    return bytes(data)


def _long_string(kind: Kind, rng: random.Random) -> bytes:
    lines = kind.good.split(b"\n")
    index = rng.randrange(len(lines))
    lines[index] = lines[index] + b"x" * rng.choice([200, 10_000, 200_000])
    return b"\n".join(lines)


def _wrong_type(kind: Kind, rng: random.Random) -> bytes:
    odd = rng.choice([b"[1, 2]", b"{a: b}", b"-5", b"1e999", b"null", b"true", b"2024-13-45", b"'\\0'"])
    lines = kind.good.split(b"\n")
    index = rng.randrange(len(lines))
    key, colon, _ = lines[index].partition(b":")
    if colon:
        lines[index] = key + b": " + odd
    return b"\n".join(lines)


def _unknown_name(kind: Kind, rng: random.Random) -> bytes:
    for old in (b"windows", b"bwc", b"classic", b"samba", b"expert", b"advanced", b"beginner"):
        if old in kind.good:
            return kind.good.replace(old, rng.choice([b"nosuch", b"grandmaster", b"Windows", b"custom:gone"]), 1)
    return kind.good + b"\nunknown: 1\n"


def _path(kind: Kind, rng: random.Random) -> bytes:
    path = rng.choice([b"../../../../etc/passwd", b"/dev/zero", b"~/.ssh/id_rsa", b"..\\\\..\\\\boot.ini"])
    if b"scowl-en-50" in kind.good:
        return kind.good.replace(b"scowl-en-50", path, 1)
    for old in (b"windows", b"classic", b"samba", b"Player 0"):
        if old in kind.good:
            return kind.good.replace(old, path, 1)
    return kind.good + b"\n" + path + b"\n"


def _device_link(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _link_loop(path: Path) -> None:
    path.symlink_to(path)


def _folder(path: Path) -> None:
    path.mkdir()


DAMAGES: dict[str, Callable[..., object]] = {
    "random bytes": _random_bytes, "cut": _cut, "huge": _huge, "nested": _nested, "aliases": _aliases,
    "control characters": _control_characters, "long string": _long_string, "wrong type": _wrong_type,
    "unknown name": _unknown_name, "path": _path, "link to a device": _device_link, "FIFO": _fifo,
    "link loop": _link_loop, "folder": _folder,
}
_IN_PLACE = (_device_link, _fifo, _link_loop, _folder)


def _clear(path: Path) -> None:
    for entry in path.parent.iterdir():
        if entry.is_dir() and not entry.is_symlink():
            if entry.name == path.name:
                entry.rmdir()
            continue
        if entry.name.startswith(path.name):
            entry.unlink()


def _run_case(kind: Kind, damage: Callable[..., object], rng: random.Random) -> str | None:
    """What went wrong with one case, or None."""
    path = kind.path()
    _clear(path)
    content: bytes | None = None
    if damage in _IN_PLACE:
        damage(path)
    else:
        content = damage(kind, rng)  # type: ignore[assignment]
        path.write_bytes(content)
    started = time.monotonic()
    try:
        accepted, messages = kind.read(path)
    except BaseException as exc:  # noqa: BLE001 - the failure this test looks for
        return f"{type(exc).__name__}: {str(exc)[:300]}"
    seconds = time.monotonic() - started
    if seconds > CASE_SECONDS:
        return f"took {seconds:.1f} s"
    for message in messages:
        if not isinstance(message, str) or not message.strip() or "\0" in message or "Traceback" in message:
            return f"a message a player cannot read: {message!r:.300}"
    if not accepted and not messages:
        return "refused without a word"
    kept = [entry for entry in path.parent.iterdir() if entry.name.startswith(path.name + ".damaged-")]
    if os.path.lexists(path):
        if content is not None and path.read_bytes() != content:
            return "the file was changed"
        if kept:
            return "a copy was set aside, yet the file stays"
    elif not kind.sets_aside or content is None:
        return "the file went away"
    elif [entry.read_bytes() for entry in kept] != [content]:
        return "the file set aside is not the file, whole"
    elif not any(entry.name in message for message in messages for entry in kept):
        return "the message does not name where the file was kept"
    return None


@pytest.mark.skipif(not hasattr(os, "mkfifo") or sys.platform == "darwin", reason="POSIX FIFOs and RLIMIT_AS")
def test_every_kind_of_file_survives_every_kind_of_damage(tmp_path: Path) -> None:
    started = time.monotonic()
    result = subprocess.run([sys.executable, __file__, str(tmp_path / "home")], capture_output=True, text=True,
                            timeout=240, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    lines = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert result.returncode == 0 and lines, result.stderr[-3000:]
    *failures, summary = lines
    assert failures == []
    assert summary["cases"] == 10 * len(DAMAGES) * ROUNDS
    assert summary["peak_mb"] < MOST_RESIDENT_MB
    assert time.monotonic() - started < 200


if __name__ == "__main__":
    main(Path(sys.argv[1]))
