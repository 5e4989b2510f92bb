"""file_lock: one running copy at a time updates a file, and a disk that cannot lock does not stop saving."""

from __future__ import annotations

import errno
import multiprocessing
import multiprocessing.synchronize
import os
import sys
import time
from pathlib import Path

import pytest

from canasta.persistence.errors import PersistenceError
from canasta.persistence.locking import file_lock, lock_path

STILL_IN_USE = r"^Could not open the high scores: another copy of Canasta is still using it\.$"


def _hold_lock(path: str, held: multiprocessing.synchronize.Event, release: multiprocessing.synchronize.Event) -> None:
    with file_lock(path):
        held.set()
        release.wait(10)


def test_file_lock_excludes_another_process(tmp_path: Path) -> None:
    target = tmp_path / "highscores.yaml"
    context = multiprocessing.get_context("spawn")
    held, release = context.Event(), context.Event()
    holder = context.Process(target=_hold_lock, args=(str(target), held, release))
    holder.start()
    try:
        assert held.wait(20), "the other process took the lock"
        started = time.monotonic()
        with pytest.raises(PersistenceError, match=STILL_IN_USE):
            with file_lock(target, timeout=0.3, what="the high scores"):
                pass
        assert time.monotonic() - started >= 0.3
    finally:
        release.set()
        holder.join(20)
    with file_lock(target, timeout=5):
        pass  # free again once the other process let go
    assert (tmp_path / "highscores.yaml.lock").exists()


def test_file_lock_is_released_after_an_error(tmp_path: Path) -> None:
    target = tmp_path / "statistics.yaml"
    with pytest.raises(RuntimeError):
        with file_lock(target):
            raise RuntimeError("boom")
    with file_lock(target, timeout=0.1):
        pass


def test_file_lock_is_not_re_entrant(tmp_path: Path) -> None:
    target = tmp_path / "highscores.yaml"
    with file_lock(target):
        with pytest.raises(PersistenceError, match=STILL_IN_USE):
            with file_lock(target, timeout=0.1, what="the high scores"):
                pass


@pytest.mark.skipif(sys.platform == "win32", reason="simulates a POSIX file system without flock")
@pytest.mark.parametrize("code", [errno.ENOLCK, errno.ENOSYS, errno.EOPNOTSUPP])
def test_a_file_system_that_cannot_lock_goes_on_unlocked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    import fcntl

    def no_locks(*args: object) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(fcntl, "flock", no_locks)
    target = tmp_path / "settings.yaml"
    ran = False
    with file_lock(target, timeout=0.1):
        ran = True
        with file_lock(target, timeout=0.1):
            pass  # nothing marks the file as taken, so nothing can be left behind to block a later run
    assert ran


def _read_only_disk(monkeypatch: pytest.MonkeyPatch, lock: Path) -> None:
    """Opening `lock` for writing fails as on a disk mounted read-only; reading it still works."""
    real_open = os.open

    def open_read_only(name: str | os.PathLike[str], flags: int, *args: object, **kwargs: object) -> int:
        wants_to_write = flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT)
        if Path(name) == lock and wants_to_write:
            if flags & os.O_CREAT and flags & os.O_EXCL and lock.exists():
                raise FileExistsError(errno.EEXIST, "File exists", str(name))
            raise OSError(errno.EROFS, "Read-only file system", str(name))
        return real_open(name, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", open_read_only)


@pytest.mark.skipif(sys.platform == "win32", reason="simulates a POSIX read-only disk")
def test_a_read_only_folder_that_holds_a_lock_file_goes_on_unlocked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "highscores.yaml"
    with file_lock(target):
        pass  # leaves the lock file, as any earlier run does
    _read_only_disk(monkeypatch, lock_path(target))
    ran = False
    with file_lock(target, timeout=0.1, what="the high scores"):
        ran = True
    assert ran


@pytest.mark.skipif(sys.platform == "win32", reason="simulates a POSIX read-only disk")
def test_a_read_only_folder_without_a_lock_file_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "highscores.yaml"
    _read_only_disk(monkeypatch, lock_path(target))
    with pytest.raises(PersistenceError, match=r"^Could not open the high scores: the disk is read-only\.$"):
        with file_lock(target, timeout=0.1, what="the high scores"):
            pass
