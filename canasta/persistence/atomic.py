"""Writing files so that a crash never leaves them half-written, and reading them back.

`write_atomic` writes to a temporary file in the same folder, flushes it to the
disk and renames it over the target, so the target is always either the old
whole file or the new whole file. The previous version is kept beside it as
`NAME.bak`. (The lock around a read-modify-write is in `locking.py`.)
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import stat
import sys
import tempfile
import time
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from canasta.engine import Quoted, say
from canasta.persistence.errors import PersistenceError, could_not, persistence_error
from canasta.safe_files import NotARegularFileError, TooLargeError, read_regular_file

BACKUP_SUFFIX = ".bak"
DAMAGED_MARK = ".damaged-"
# A write takes milliseconds; a temporary file this old was left by a write that died.
STALE_TEMP_SECONDS = 60.0

class FileTooLargeError(PersistenceError):
    """A file is larger than any file of its kind the program writes."""

    def __init__(self, action: str, size: int, max_bytes: int):
        self.reason = say("the file is too large ({size}; at most {most} was expected)", size=Quoted(_size_text(size)),
                          most=Quoted(_size_text(max_bytes)))
        super().__init__(could_not(action, self.reason))


@dataclass(frozen=True)
class FileContents:
    """The bytes read and the file they came from (the file itself or its backup)."""

    data: bytes
    source: Path

    @property
    def from_backup(self) -> bool:
        return self.source.name.endswith(BACKUP_SUFFIX)


def backup_path(path: str | os.PathLike[str]) -> Path:
    """Where the previous version of `path` is kept."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


def _describe(path: Path, what: str | None) -> str:
    return what or say("the file {name}", name=Quoted(path.name))


def write_atomic(
    path: str | os.PathLike[str],
    data: bytes | str,
    backup: bool = True,
    *,
    what: str | None = None,
) -> None:
    """Replace `path` with `data` (text is written as UTF-8) in one step.

    With `backup`, the file being replaced is kept as `NAME.bak`. `what` names
    the file for the player, e.g. "the high scores".

    Raises:
        PersistenceError: the disk is full, read-only, or refused; `path` and
            its backup are then left as they were.
    """
    path = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else bytes(data)
    leftovers: list[str] = []
    try:
        temp = _write_temp_file(path, payload, leftovers)
        if backup:
            _keep_previous_version(path, leftovers)
        _replace(temp, path)
        leftovers.remove(temp)
    except OSError as exc:
        raise persistence_error(say("save {what}", what=_describe(path, what)), exc) from exc
    finally:
        for name in leftovers:
            with suppress(OSError):
                os.unlink(name)
    _sync_folder(path.parent)
    remove_stale_temp_files(path)


def _temp_name_pattern(path: Path) -> re.Pattern[str]:
    """The names of the temporary files `write_atomic` makes for `path` (mkstemp's eight
    letters, or the backup's staging name), and of no other target's."""
    return re.compile(rf"^\.{re.escape(path.name)}\.(?:[a-z0-9_]{{8}}|[0-9a-f]{{12}}\.bak)\.tmp$")


def remove_stale_temp_files(path: str | os.PathLike[str], older_than: float | None = None) -> list[Path]:
    """Remove what writes of `path` cut short (a crash, a kill) left behind; the files removed.

    Only files untouched for `older_than` seconds (STALE_TEMP_SECONDS) go: a write in
    progress in another copy of the program is younger than that."""
    path = Path(path)
    older_than = STALE_TEMP_SECONDS if older_than is None else older_than
    pattern = _temp_name_pattern(path)
    removed: list[Path] = []
    now = time.time()
    try:
        names = [name for name in os.listdir(path.parent) if pattern.match(name)]
    except OSError:
        return removed
    for name in names:
        leftover = path.parent / name
        with suppress(OSError):
            status = os.lstat(leftover)
            if stat.S_ISREG(status.st_mode) and now - status.st_mtime >= older_than:
                os.unlink(leftover)
                removed.append(leftover)
    return removed


def _write_temp_file(path: Path, payload: bytes, leftovers: list[str]) -> str:
    descriptor, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    leftovers.append(temp)
    with os.fdopen(descriptor, "wb") as stream:
        stream.write(payload)
        stream.flush()
        os.fsync(stream.fileno())
    with suppress(OSError):  # keep the permissions the player gave the old file
        os.chmod(temp, stat.S_IMODE(os.stat(path).st_mode))
    return temp


def _keep_previous_version(path: Path, leftovers: list[str]) -> None:
    """Make NAME.bak a whole copy of the current file, without ever touching the file."""
    with suppress(OSError):
        if os.path.samefile(path, backup_path(path)):
            # A write killed after the step below left NAME.bak as a second name of NAME: it
            # holds the current contents already, and renaming a name of the same file over
            # it would do nothing (POSIX), leaving the staging name behind.
            return
    staging = str(path.with_name(f".{path.name}.{secrets.token_hex(6)}.bak.tmp"))
    try:
        os.link(path, staging)  # a second name for the old contents: instant and whole
        leftovers.append(staging)
    except FileNotFoundError:
        return  # nothing to keep yet
    except OSError:
        # Hard links are not available on every file system (FAT, some network shares).
        leftovers.append(staging)
        try:
            shutil.copyfile(path, staging)
        except FileNotFoundError:
            return
        with open(staging, "rb+") as stream:
            os.fsync(stream.fileno())
    _replace(staging, backup_path(path))
    leftovers.remove(staging)


def _replace(source: str, target: Path) -> None:
    """os.replace, retried briefly on Windows, where a virus scanner or a reader may hold the target open."""
    attempts = 20 if sys.platform == "win32" else 1
    for attempt in range(attempts):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable; only possible (and needed) on POSIX."""
    if sys.platform == "win32":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # the new file is already in place; some file systems cannot sync folders
    finally:
        os.close(descriptor)


def _size_text(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size / (1024 * 1024):.1f} MB"
    if size >= 1024:
        return f"{size // 1024} KB"
    return f"{size} bytes"


def read_limited(
    path: str | os.PathLike[str], max_bytes: int | None = None, *, what: str | None = None
) -> bytes | None:
    """The bytes of `path`, or None when there is no such file.

    Raises:
        FileTooLargeError: the file is bigger than `max_bytes` (it is not read).
        PersistenceError: the file exists but cannot be read.
    """
    path = Path(path)
    action = say("read {what}", what=_describe(path, what))
    try:
        return read_regular_file(path, sys.maxsize if max_bytes is None else max_bytes)
    except FileNotFoundError:
        return None
    except NotARegularFileError:
        raise PersistenceError(could_not(action, say("{name} is not a regular file", name=Quoted(path.name)))) from None
    except TooLargeError as exc:
        raise FileTooLargeError(action, exc.size, exc.limit) from None
    except OSError as exc:
        raise persistence_error(action, exc) from exc


def read_with_fallback(
    path: str | os.PathLike[str], *, max_bytes: int | None = None, what: str | None = None
) -> FileContents | None:
    """Read `path`, or its `.bak` when `path` is missing, unreadable or too large.

    Returns None when neither exists.

    Raises:
        PersistenceError: neither could be read (the message is about `path`).
    """
    path = Path(path)
    first_problem: PersistenceError | None = None
    for candidate in (path, backup_path(path)):
        try:
            data = read_limited(candidate, max_bytes, what=what)
        except PersistenceError as exc:
            first_problem = first_problem or exc
            continue
        if data is not None:
            return FileContents(data, candidate)
    if first_problem is not None:
        raise first_problem
    return None


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename a damaged file to `NAME.damaged-YYYYmmdd-HHMMSS` (never over another file).

    Returns the new path.

    Raises:
        PersistenceError: the file could not be renamed.
    """
    path = Path(path)
    base = f"{path.name}{DAMAGED_MARK}{datetime.now():%Y%m%d-%H%M%S}"
    action = say("set aside the damaged file {name}", name=Quoted(path.name))
    try:
        for number in range(1, 1000):
            candidate = path.with_name(base if number == 1 else f"{base}-{number}")
            try:
                os.link(path, candidate)  # fails, rather than overwrites, when the name is taken
            except FileExistsError:
                continue
            except FileNotFoundError:
                raise
            except OSError:
                if os.path.lexists(candidate):
                    continue
                os.rename(path, candidate)
                return candidate
            os.unlink(path)
            return candidate
    except OSError as exc:
        raise persistence_error(action, exc) from exc
    raise PersistenceError(could_not(action, say("too many damaged copies are kept already")))


__all__ = [
    "FileContents",
    "FileTooLargeError",
    "backup_path",
    "read_limited",
    "read_with_fallback",
    "remove_stale_temp_files",
    "set_aside",
    "write_atomic",
]
