"""Reading any file the game reads, without letting the file decide what reading costs.

Saves, settings, high scores, rule sets and word lists all come through
`read_regular_file`: only a regular file is read (a FIFO would block for ever, a link
to /dev/zero would never end), and never more than the limit its kind allows, checked
before reading and again while reading (a file may grow meanwhile). `unpack_gzip` is
the same for a packed file: it stops at a limit of unpacked bytes, so a small file
that unpacks to gigabytes is refused after reading the limit.
"""

from __future__ import annotations

import os
import stat
import zlib
from pathlib import Path

_CHUNK = 1024 * 1024
# Opening never waits (a FIFO) and never takes a terminal as the controlling one.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class NotARegularFileError(OSError):
    """The path names a folder, a FIFO, a device or a socket: nothing the game reads."""


class TooLargeError(OSError):
    """The file (or what it unpacks to) is larger than its kind ever is."""

    def __init__(self, size: int, limit: int, *, unpacked: bool = False):
        super().__init__(f"{'unpacks to' if unpacked else 'holds'} more than {limit} bytes")
        self.size = size
        self.limit = limit
        self.unpacked = unpacked


def read_regular_file(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of the regular file at `path` (links followed), at most `max_bytes`.

    Raises:
        FileNotFoundError: there is no such file.
        NotARegularFileError: it is a folder, a FIFO, a device or a socket.
        TooLargeError: it holds more than `max_bytes` (`size` is as much as was seen).
        OSError: it cannot be read (permissions, a failing disk).
    """
    path = Path(path)
    _check_kind(os.stat(path), path)  # before opening: a device is never even opened
    descriptor = os.open(path, _OPEN_FLAGS)
    try:
        status = os.fstat(descriptor)
        _check_kind(status, path)  # what was opened, should the name have changed meanwhile
        if status.st_size > max_bytes:
            raise TooLargeError(status.st_size, max_bytes)
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(descriptor, min(left, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(descriptor)
    data = b"".join(chunks)
    if len(data) > max_bytes:  # it grew while it was read
        raise TooLargeError(len(data), max_bytes)
    return data


def _check_kind(status: os.stat_result, path: Path) -> None:
    if not stat.S_ISREG(status.st_mode):
        raise NotARegularFileError(f"{path.name} is not a regular file")


def unpack_gzip(data: bytes, max_bytes: int) -> bytes:
    """The unpacked contents of the gzip file `data`, at most `max_bytes` of them.

    Raises:
        TooLargeError: it unpacks to more than `max_bytes`.
        ValueError: it is not a whole gzip file of one member.
    """
    unpacker = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    try:
        unpacked = unpacker.decompress(data, max_bytes + 1)
    except zlib.error as exc:
        raise ValueError(f"it is not a gzip file ({exc})") from None
    if len(unpacked) > max_bytes:
        raise TooLargeError(len(unpacked), max_bytes, unpacked=True)
    if not unpacker.eof or unpacker.unused_data:
        raise ValueError("it is cut short or holds more than one packed file")
    return unpacked


__all__ = ["NotARegularFileError", "TooLargeError", "read_regular_file", "unpack_gzip"]
