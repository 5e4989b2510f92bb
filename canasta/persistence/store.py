"""One YAML file of the player's, read with recovery and updated under a lock.

High scores, statistics, personal bests and settings share this behaviour (the tables
of the player's through `KeptFile`):

* a damaged file (unreadable YAML, wrong contents, too large) is set aside as
  `NAME.damaged-...`, and its `.bak` is tried next; when neither is usable the
  store starts empty. Each step leaves a message for the player.
* an update re-reads the file under an inter-process lock, applies the change
  and writes the result atomically, so two running copies lose nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import Any, Generic, TypeVar

from canasta.engine import Quoted, say
from canasta.persistence.atomic import (
    FileTooLargeError,
    backup_path,
    read_limited,
    set_aside,
    write_atomic,
)
from canasta.persistence.errors import PersistenceError
from canasta.persistence.locking import file_lock
from canasta.persistence.yaml_guard import MAX_FILE_BYTES, dump_yaml, parse_guarded
from canasta.sentences import sentences
from canasta.variants.yaml_source import ConfigError, YamlDocument

T = TypeVar("T")


class YamlStore(Generic[T]):
    """A value of type T kept in one YAML file.

    `parse` turns a document into a value (raising ConfigError when the
    contents are wrong), `to_data` turns a value into plain data to dump.
    `what` names the contents for the player ("the high scores"), `empty_note`
    says what happens when nothing usable is found ("The high scores start empty.").
    """

    def __init__(
        self,
        locate: Callable[[], Path],
        *,
        what: str,
        empty_note: str,
        header: str,
        parse: Callable[[YamlDocument], T],
        to_data: Callable[[T], Any],
        empty: Callable[[], T],
    ):
        self._locate = locate
        self._path: Path | None = None
        self.what = what
        self.empty_note = empty_note
        self.header = header
        self.parse = parse
        self.to_data = to_data
        self.empty = empty

    @property
    def path(self) -> Path:
        """The file; finding it may create its folder (PersistenceError when that fails)."""
        if self._path is None:
            self._path = Path(self._locate())
        return self._path

    def load(self) -> tuple[T, list[str]]:
        """The stored value, or `empty()`, and messages about any damage found. Never raises."""
        try:
            path = self.path
        except PersistenceError as exc:
            return self.empty(), [exc.message, self.empty_note]
        with ExitStack() as stack:
            try:
                stack.enter_context(file_lock(path, what=self.what))
            except PersistenceError:
                pass  # reading stays safe unlocked: writers only ever rename whole files into place
            return self._read_recovering(path)

    def update(self, change: Callable[[T], T | None]) -> tuple[T, list[str]]:
        """Apply `change` to the current stored value and store the result.

        `change` returns the new value, or None to leave the file alone.

        Raises:
            PersistenceError: the file could not be locked or written; it is unchanged.
        """
        path = self.path
        with file_lock(path, what=self.what):
            current, messages = self._read_recovering(path)
            new = change(current)
            if new is None:
                return current, messages
            write_atomic(path, self.render(new), what=self.what)
        return new, messages

    def save(self, value: T) -> None:
        """Store `value`, replacing whatever the file holds.

        Raises:
            PersistenceError: the file could not be locked or written; it is unchanged.
        """
        path = self.path
        with file_lock(path, what=self.what):
            write_atomic(path, self.render(value), what=self.what)

    def render(self, value: T) -> str:
        return dump_yaml(self.to_data(value), self.header)

    def _read_recovering(self, path: Path) -> tuple[T, list[str]]:
        messages: list[str] = []
        for candidate in (path, backup_path(path)):
            try:
                data = read_limited(candidate, MAX_FILE_BYTES, what=self.what)
                if data is None:
                    continue
                value = self.parse(parse_guarded(data, candidate.name))
            except FileTooLargeError as exc:
                messages.append(self._set_aside(candidate, ConfigError(candidate.name, exc.reason)))
                continue
            except ConfigError as exc:
                messages.append(self._set_aside(candidate, exc))
                continue
            except PersistenceError as exc:  # could not read it at all; leave it where it is
                messages.append(exc.message)
                continue
            if candidate != path:
                messages.append(say("Used the backup copy of {what} ({name}).", what=self.what,
                                    name=Quoted(candidate.name)))
            return value, messages
        if messages:
            messages.append(self.empty_note)
        return self.empty(), messages

    def _set_aside(self, damaged: Path, problem: ConfigError) -> str:
        reason = problem.message if not str(problem).endswith(".") else str(problem).rstrip(".")
        try:
            kept_as = set_aside(damaged)
        except PersistenceError as exc:
            return sentences(say("Could not use {what} ({reason})", what=self.what, reason=reason), exc.message)
        return sentences(say("Could not use {what} ({reason})", what=self.what, reason=reason),
                         say("The file was kept as {name}", name=Quoted(kept_as.name)))


class KeptFile(Generic[T]):
    """The value of one YamlStore as a table of the player's keeps it (the high scores,
    the statistics, the personal bests): read once when first asked for, re-read under the
    file's lock before each change (`_update`), and the messages about damaged files found
    along the way waiting in `messages` until the table shows them."""

    def __init__(self, store: YamlStore[T]):
        self._store = store
        self._value: T = store.empty()
        self._loaded = False
        self.messages: list[str] = []

    @property
    def path(self) -> Path:
        return self._store.path

    def load(self) -> list[str]:
        """Read the file; returns (and takes) the messages about any damage found."""
        self._read()
        return self.take_messages()

    def take_messages(self) -> list[str]:
        """The messages not yet shown to the player, which are then forgotten."""
        messages, self.messages = self.messages, []
        return messages

    def _current(self) -> T:
        """The value, the file read first if it has not been yet."""
        if not self._loaded:
            self._read()
        return self._value

    def _read(self) -> None:
        self._value, messages = self._store.load()
        self._loaded = True
        self.messages.extend(messages)

    def _update(self, change: Callable[[T], T | None]) -> None:
        self._value, messages = self._store.update(change)
        self._loaded = True
        self.messages.extend(messages)
