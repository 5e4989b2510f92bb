"""The one error the persistence layer raises, and plain words for disk failures."""

from __future__ import annotations

import errno

from canasta.engine import Quoted, say


class PersistenceError(ValueError):
    """A file could not be read or written; the message is meant for the player: `message`
    is the engine's kind of message (`say`), which the table says in the player's
    language; `str()` of the error is its English."""

    def __init__(self, message: str = ""):
        super().__init__(message)
        self.message = message


_REASONS: dict[int, str] = {
    errno.ENOSPC: say("the disk is full"),
    errno.EROFS: say("the disk is read-only"),
    errno.EACCES: say("permission was denied"),
    errno.EPERM: say("permission was denied"),
    errno.EIO: say("the disk reported a read or write failure"),
    errno.ENAMETOOLONG: say("the file name is too long"),
    errno.ENOENT: say("the folder does not exist"),
    errno.ENOTDIR: say("part of the folder path is not a folder"),
    errno.EISDIR: say("a folder is in the way"),
    errno.EMFILE: say("too many files are open"),
}
if hasattr(errno, "EDQUOT"):  # not defined on every platform
    _REASONS[errno.EDQUOT] = say("the disk quota is used up")


def describe_os_error(exc: OSError) -> str:
    """A short reason, in plain words, for a failed file operation."""
    reason = _REASONS.get(exc.errno) if exc.errno is not None else None
    if reason is not None:
        return reason
    words = (exc.strerror or str(exc)).rstrip(".").lower()
    return Quoted(words) if words else say("the system refused")  # the system's own words, as it gives them


def persistence_error(action: str, exc: OSError) -> PersistenceError:
    """`action` is e.g. "save the high scores" (a message: `say("save {what}", ...)`);
    gives "Could not save the high scores: the disk is full." """
    return PersistenceError(could_not(action, describe_os_error(exc)))


def could_not(action: str, reason: str) -> str:
    """"Could not ACTION: REASON.", a message."""
    return say("Could not {action}: {reason}.", action=action, reason=reason)
