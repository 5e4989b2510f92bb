"""The one error the persistence layer raises, and plain words for disk failures."""

from __future__ import annotations

import errno


class PersistenceError(ValueError):
    """A file could not be read or written; the message is meant for the player."""


_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the disk is read-only",
    errno.EACCES: "permission was denied",
    errno.EPERM: "permission was denied",
    errno.EIO: "the disk reported a read or write failure",
    errno.ENAMETOOLONG: "the file name is too long",
    errno.ENOENT: "the folder does not exist",
    errno.ENOTDIR: "part of the folder path is not a folder",
    errno.EISDIR: "a folder is in the way",
    errno.EMFILE: "too many files are open",
}
if hasattr(errno, "EDQUOT"):  # not defined on every platform
    _REASONS[errno.EDQUOT] = "the disk quota is used up"


def describe_os_error(exc: OSError) -> str:
    """A short reason, in plain words, for a failed file operation."""
    reason = _REASONS.get(exc.errno) if exc.errno is not None else None
    if reason is None:
        reason = (exc.strerror or str(exc) or "the system refused").rstrip(".").lower()
    return reason


def persistence_error(action: str, exc: OSError) -> PersistenceError:
    """`action` is e.g. "save the high scores"; gives "Could not save the high scores: the disk is full." """
    return PersistenceError(f"Could not {action}: {describe_os_error(exc)}.")
