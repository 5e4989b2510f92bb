"""One lock per file, shared by every running copy of the program (the `filelock` package).

`file_lock(path)` holds `path + ".lock"` around a read-modify-write of `path`,
so two copies of Canasta updating the high scores at once lose nothing.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from canasta.engine import Quoted, say
from canasta.persistence.errors import PersistenceError, could_not, persistence_error

LOCK_SUFFIX = ".lock"

# The file system has no locks at all (some network shares, FUSE mounts).
_CANNOT_LOCK = {
    errno.ENOLCK,
    errno.EINVAL,
    errno.ENOSYS,
    getattr(errno, "EOPNOTSUPP", -1),
    getattr(errno, "ENOTSUP", -1),
}
# This copy may not write the lock file that is already there (a read-only folder or disk).
_MAY_NOT_WRITE = {errno.EROFS, errno.EACCES, errno.EPERM}


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The file that `file_lock(path)` locks."""
    path = Path(path)
    return path.with_name(path.name + LOCK_SUFFIX)


@contextmanager
def file_lock(
    path: str | os.PathLike[str], *, timeout: float = 10.0, what: str | None = None
) -> Iterator[None]:
    """Hold an exclusive lock on `path + ".lock"` shared with other processes.

    Use it around a read-modify-write of `path`. `what` names the file for the
    player ("the high scores").

    The lock is not re-entrant: taking it again for the same file while it is
    held, in the same thread or another, waits for `timeout` like another
    process would. No caller nests it.

    Where the lock cannot be had it is better to go on unlocked than to refuse
    to save: when the file system cannot lock at all, and when the lock file is
    already there but this copy may not write it (a read-only folder or disk).

    Raises:
        PersistenceError: the lock file cannot be made, or another process held
            the lock longer than `timeout` seconds.
    """
    path = Path(path)
    action = say("open {what}", what=what or say("the file {name}", name=Quoted(path.name)))
    # A new lock object each time, not filelock's per-path singleton: that keeps it non-re-entrant.
    # Without fallback_to_soft, a file system with no locks reports it instead of leaving marker
    # files that a crash would strand.
    lock = FileLock(lock_path(path), timeout=timeout, fallback_to_soft=False)
    locked = _acquire(lock, path, action)
    try:
        yield
    finally:
        if locked:
            lock.release()


def _acquire(lock: FileLock, path: Path, action: str) -> bool:
    """Wait for `lock`; False when going on unlocked is the better course."""
    try:
        lock.acquire()
    except Timeout:
        raise PersistenceError(could_not(action, say("another copy of Canasta is still using it"))) from None
    except OSError as exc:
        if _may_go_on_unlocked(path, exc):
            return False
        raise persistence_error(action, exc) from exc
    return True


def _may_go_on_unlocked(path: Path, exc: OSError) -> bool:
    if exc.errno in _CANNOT_LOCK:
        return True
    # Where this copy cannot write the lock file it can seldom write the file either, and reading
    # is safe unlocked: writers only ever rename whole files into place.
    return exc.errno in _MAY_NOT_WRITE and lock_path(path).exists()


__all__ = ["LOCK_SUFFIX", "file_lock", "lock_path"]
