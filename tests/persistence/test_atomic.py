"""write_atomic, read_with_fallback and set_aside, including disk failures."""

from __future__ import annotations

import errno
import os
import re
import secrets
import sys
import tempfile
import time
from pathlib import Path

import pytest

from canasta.persistence import atomic
from canasta.persistence.atomic import (
    FileTooLargeError,
    backup_path,
    read_limited,
    read_with_fallback,
    set_aside,
    write_atomic,
)
from canasta.persistence.errors import PersistenceError

from .conftest import files_in


def test_write_atomic_writes_text_and_keeps_the_previous_version(tmp_path: Path) -> None:
    target = tmp_path / "scores.yaml"
    write_atomic(target, "first")
    assert target.read_text() == "first"
    assert not backup_path(target).exists()

    write_atomic(target, b"second")
    assert target.read_bytes() == b"second"
    assert backup_path(target).read_bytes() == b"first"

    write_atomic(target, "third")
    assert backup_path(target).read_bytes() == b"second"
    assert sorted(files_in(tmp_path)) == ["scores.yaml", "scores.yaml.bak"], "no temporary file is left behind"


def test_without_backup_the_old_backup_is_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "save.txt"
    write_atomic(target, "one")
    write_atomic(target, "two")
    write_atomic(target, "three", backup=False)
    assert target.read_text() == "three"
    assert backup_path(target).read_text() == "one"


def test_backup_is_copied_where_hard_links_are_not_supported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "save.txt"
    write_atomic(target, "old")

    def no_links(source: object, destination: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    write_atomic(target, "new")
    assert target.read_text() == "new"
    assert backup_path(target).read_text() == "old"
    assert sorted(files_in(tmp_path)) == ["save.txt", "save.txt.bak"]


def test_text_is_written_as_utf8(tmp_path: Path) -> None:
    target = tmp_path / "names.txt"
    write_atomic(target, "Zoë ♠")
    assert target.read_bytes() == "Zoë ♠".encode("utf-8")


def test_the_permissions_of_the_old_file_are_kept(tmp_path: Path) -> None:
    target = tmp_path / "shared.txt"
    write_atomic(target, "old")
    os.chmod(target, 0o640)
    write_atomic(target, "new")
    assert target.stat().st_mode & 0o777 == 0o640


# Disk failures. Tests run as root, where chmod does not stop writes, so the
# failing system calls are simulated.


def _fail_with(code: int):
    def failing(*args: object, **kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    return failing


@pytest.mark.parametrize(
    ("call", "code", "sentence"),
    [
        ("replace", errno.EROFS, "Could not save the high scores: the disk is read-only."),
        ("fsync", errno.ENOSPC, "Could not save the high scores: the disk is full."),
        ("link", errno.ENOSPC, "Could not save the high scores: the disk is full."),
    ],
)
def test_a_failing_disk_is_a_clear_error_and_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, call: str, code: int, sentence: str
) -> None:
    target = tmp_path / "highscores.yaml"
    write_atomic(target, "older")
    write_atomic(target, "old")
    before = files_in(tmp_path)

    monkeypatch.setattr(os, call, _fail_with(code))
    if call == "link":  # the copy that replaces a hard link fails too on a full disk
        monkeypatch.setattr(atomic.shutil, "copyfile", _fail_with(code))
    with pytest.raises(PersistenceError) as raised:
        write_atomic(target, "new", what="the high scores")
    monkeypatch.undo()

    assert str(raised.value) == sentence
    assert files_in(tmp_path) == before, "the file and its backup are untouched, no temporary file is left"


def test_a_failure_of_the_final_rename_leaves_the_old_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "settings.yaml"
    write_atomic(target, "older")
    write_atomic(target, "old")
    real_replace = os.replace

    def replace_but_not_onto_target(source: str, destination: str | Path) -> None:
        if Path(destination) == target:
            raise OSError(errno.EROFS, "Read-only file system")
        real_replace(source, destination)

    monkeypatch.setattr(os, "replace", replace_but_not_onto_target)
    with pytest.raises(PersistenceError, match="read-only"):
        write_atomic(target, "new", what="your settings")
    monkeypatch.undo()

    assert target.read_text() == "old"
    assert backup_path(target).read_text() == "old", "the backup already holds the version that was about to be replaced"
    assert sorted(files_in(tmp_path)) == ["settings.yaml", "settings.yaml.bak"]


def test_a_folder_that_refuses_new_files_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "statistics.yaml"
    write_atomic(target, "old")
    monkeypatch.setattr(tempfile, "mkstemp", _fail_with(errno.EACCES))
    with pytest.raises(PersistenceError, match=r"^Could not save the statistics: permission was denied\.$"):
        write_atomic(target, "new", what="the statistics")
    assert target.read_text() == "old"


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="needs a POSIX user that chmod can stop")
def test_a_really_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    target = folder / "highscores.yaml"
    write_atomic(target, "old")
    folder.chmod(0o500)
    try:
        with pytest.raises(PersistenceError, match="permission was denied"):
            write_atomic(target, "new", what="the high scores")
        assert target.read_text() == "old"
    finally:
        folder.chmod(0o700)


# Reading back.


def test_read_with_fallback_prefers_the_file(tmp_path: Path) -> None:
    target = tmp_path / "save.txt"
    write_atomic(target, "one")
    write_atomic(target, "two")
    contents = read_with_fallback(target)
    assert contents is not None
    assert (contents.data, contents.source, contents.from_backup) == (b"two", target, False)


def test_read_with_fallback_uses_the_backup_when_the_file_is_missing_or_unreadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "save.txt"
    write_atomic(target, "one")
    write_atomic(target, "two")

    real_open = os.open

    def unreadable_target(file: object, *args: object, **kwargs: object):
        if Path(str(file)) == target:
            raise OSError(errno.EIO, "Input/output error")
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(os, "open", unreadable_target)
    contents = read_with_fallback(target)
    monkeypatch.undo()
    assert contents is not None and contents.data == b"one" and contents.from_backup

    target.unlink()
    contents = read_with_fallback(target)
    assert contents is not None and contents.data == b"one" and contents.source == backup_path(target)


def test_read_with_fallback_says_none_when_nothing_is_there(tmp_path: Path) -> None:
    assert read_with_fallback(tmp_path / "nothing.txt") is None


def test_read_with_fallback_reports_the_problem_with_the_file_itself(tmp_path: Path) -> None:
    target = tmp_path / "save.txt"
    target.mkdir()  # a folder where the file should be
    with pytest.raises(PersistenceError, match=r"^Could not read the saved game: save.txt is not a regular file\.$"):
        read_with_fallback(target, what="the saved game")


def test_a_file_over_the_limit_is_not_read(tmp_path: Path) -> None:
    target = tmp_path / "huge.yaml"
    target.write_bytes(b"x" * 5_000_000)
    with pytest.raises(FileTooLargeError, match=r": the file is too large \(4.8 MB; at most 1.0 MB was expected\)\.$"):
        read_limited(target, 1024 * 1024)


def test_read_with_fallback_passes_over_a_file_that_is_too_large(tmp_path: Path) -> None:
    target = tmp_path / "save.txt"
    write_atomic(target, "small")
    write_atomic(target, b"x" * 2_000_000)
    contents = read_with_fallback(target, max_bytes=1024 * 1024)
    assert contents is not None and contents.data == b"small" and contents.from_backup

    backup_path(target).write_bytes(b"y" * 2_000_000)
    with pytest.raises(FileTooLargeError, match="^Could not read the file save.txt: the file is too large"):
        read_with_fallback(target, max_bytes=1024 * 1024)


# Setting damaged files aside.


def test_set_aside_keeps_the_damaged_file_under_a_dated_unique_name(tmp_path: Path) -> None:
    target = tmp_path / "highscores.yaml"
    target.write_text("damaged once")
    first = set_aside(target)
    target.write_text("damaged twice")
    second = set_aside(target)

    assert not target.exists()
    assert re.fullmatch(r"highscores\.yaml\.damaged-\d{8}-\d{6}", first.name)
    assert second != first and second.name.startswith(first.name[: len("highscores.yaml.damaged-")])
    assert first.read_text() == "damaged once" and second.read_text() == "damaged twice"


def test_set_aside_of_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(PersistenceError, match=r"^Could not set aside the damaged file gone.yaml: "):
        set_aside(tmp_path / "gone.yaml")


def test_a_write_removes_the_stale_temporary_files_of_its_own_target_only(tmp_path: Path) -> None:
    target = tmp_path / "game.can"
    stale = [tempfile.mkstemp(dir=tmp_path, prefix=".game.can.", suffix=".tmp"),
             (None, str(tmp_path / f".game.can.{secrets.token_hex(6)}.bak.tmp"))]
    for descriptor, name in stale:
        if descriptor is not None:
            os.close(descriptor)
        Path(name).write_bytes(b"half a save")
    others = [tmp_path / ".other.can.abcdefgh.tmp", tmp_path / ".game.can.x.abcdefgh.tmp", tmp_path / "notes.tmp"]
    for other in others:
        other.write_bytes(b"not ours")
    hour_ago = time.time() - 3600
    for path in [Path(name) for _, name in stale] + others:
        os.utime(path, (hour_ago, hour_ago))
    descriptor, young = tempfile.mkstemp(dir=tmp_path, prefix=".game.can.", suffix=".tmp")
    os.close(descriptor)  # another copy of the program writing right now

    write_atomic(target, "the game")

    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(
        ["game.can", Path(young).name] + [other.name for other in others])


def test_a_backup_left_as_a_second_name_of_the_file_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "game.can"
    target.write_text("turn 7")
    os.link(target, backup_path(target))  # where a write killed between its two renames stops

    write_atomic(target, "turn 8")

    assert files_in(tmp_path) == {"game.can": b"turn 8", "game.can.bak": b"turn 7"}
