"""Saved games (`.can` files) and the autosave: a game is a game record, replayed on load.

A save is the record's text (docs/records.md). Loading reads it, brings an older
format up to date one version at a time, and replays every action through the
checked `play()`: a file that does not replay is refused with its name and the line
that failed, and nothing of it is used. The autosave is written after every finished
turn, so closing the program, or a crash, loses at most the turn in progress.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from canasta.engine import (FORMAT_VERSION, OLDEST_FORMAT, PLAIN_FORMAT, GameRecord, GameState, Quoted, RecordError,
                            reason_of, say, say_plural)
from canasta.sentences import printable, sentence, sentences
from canasta.variants import load_preset
from canasta.variants.yaml_source import ConfigError

from .atomic import FileTooLargeError, backup_path, read_limited, set_aside, write_atomic
from .errors import PersistenceError
from .paths import saves_dir
from .save_checks import record_problem

SAVE_EXTENSION = ".can"
AUTOSAVE_NAME = "autosave" + SAVE_EXTENSION
# A long game is some thousands of actions of a few bytes each; anything far larger is not a save.
MAX_SAVE_BYTES = 4 * 1024 * 1024
# A game record written beside the play (--record), as its errors name it.
GAME_RECORD = say("the game record")

# Each step turns the text of format N into the text of format N + 1; the record reader
# itself reads the formats from OLDEST_FORMAT on.
UPGRADES: dict[int, Callable[[str], str]] = {}

_FORMAT_LINE = re.compile(r"^format:\s*(\d+)\s*$", re.MULTILINE)


class SaveFileError(PersistenceError):
    """A saved game that cannot be loaded; the message names the file and, when known, the line.

    `message` is what the player reads, a message (`say`) the table says in the player's
    language; `str()` of the error is its English, every character drawable.
    `damaged`: the file itself is wrong (not missing, nor from a newer Canasta), so it
    is set aside where the program would otherwise trip over it again."""

    def __init__(self, message: str, *, damaged: bool = True):
        super().__init__(sentence(printable(message)))  # it may quote the file: shown, it must draw
        self.message = message
        self.damaged = damaged


@dataclass
class LoadedGame:
    record: GameRecord
    state: GameState
    upgraded_from: int | None = None


def save_game(path: Path | str, record: GameRecord, note: str | None = None) -> None:
    """Write `record` to `path` atomically (the previous file is kept as `.bak`); `note`
    (the rules in a sentence, say) goes under the first line as a comment, which every
    version of the record reader skips."""
    write_atomic(path, with_note(record.to_text(), note), what=say("the game {name}", name=Quoted(Path(path).name)))


def with_note(text: str, note: str | None) -> str:
    """A record's `text` with `note` as comment lines after its first line."""
    if not note:
        return text
    first, _, rest = text.partition("\n")
    comments = "".join(f"# {line.strip()}\n" for line in note.splitlines() if line.strip())
    return f"{first}\n{comments}{rest}"


def upgrade(text: str, filename: str) -> tuple[str, int | None]:
    """The record text in a format the reader reads, and the older format it was in (None
    when it is in a format this version still writes: 2, or 3 with rule changes)."""
    match = _FORMAT_LINE.search(text)
    if match is None:
        return text, None  # the record reader names what is missing
    version = int(match.group(1))
    if version > FORMAT_VERSION:
        raise SaveFileError(say("Could not load {name}: it was saved by a newer version of Canasta (format "
                                "{version}; this one reads up to {newest}).", name=Quoted(filename), version=version,
                                newest=FORMAT_VERSION), damaged=False)
    original = version
    while version < OLDEST_FORMAT:
        step = UPGRADES.get(version)
        if step is None:
            raise SaveFileError(say("Could not load {name}: format {version} is too old to read.",
                                    name=Quoted(filename), version=version), damaged=False)
        text = step(text)
        version += 1
    return text, (original if original < PLAIN_FORMAT else None)


def read_record(text: str | bytes, filename: str) -> tuple[GameRecord, int | None]:
    """The record in a save's text, brought up to date, and the format it was in (None when
    current), not yet replayed; SaveFileError saying why it cannot be used."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFileError(say("Could not load {name}: it is not a saved Canasta game.",
                                    name=Quoted(filename))) from None
    text, upgraded_from = upgrade(text, filename)
    with _as_save_file_error(filename):
        record = GameRecord.from_text(text, preset_loader=load_preset)
        problem = record_problem(record, text)
    if problem is not None:
        raise SaveFileError(could_not_load(filename, problem))
    return record, upgraded_from


def read_game(text: str | bytes, filename: str) -> LoadedGame:
    """The game in a save's text, replayed; SaveFileError saying why it cannot be used,
    whatever the text holds."""
    record, upgraded_from = read_record(text, filename)
    with _as_save_file_error(filename):
        if len(record.seats) != record.players:
            named = len(record.seats)
            raise RecordError(say_plural("the record names {count} seat for {players} players",
                                         "the record names {count} seats for {players} players", named,
                                         players=record.players))
        state = record.replay()
    return LoadedGame(record, state, upgraded_from)


@contextmanager
def _as_save_file_error(filename: str) -> Iterator[None]:
    """Any failure inside, as a SaveFileError naming the file."""
    try:
        yield
    except (RecordError, ConfigError) as exc:
        raise SaveFileError(could_not_load(filename, reason_of(exc))) from None
    except (Exception, RecursionError) as exc:  # a file must never stop the game, whatever it holds
        raise SaveFileError(say("Could not load {name}: it is damaged ({error} while it was read)",
                                name=Quoted(filename), error=Quoted(type(exc).__name__))) from None


def could_not_load(filename: str, reason: str) -> str:
    """"Could not load NAME: REASON" (the reason a message, or plain words where it is none)."""
    return say("Could not load {name}: {reason}", name=Quoted(filename), reason=reason)


def read_save_file(path: Path | str) -> bytes:
    """The bytes of the save at `path`, refused when larger than any save.

    Raises:
        SaveFileError: the file is missing or too large.
        PersistenceError: the file cannot be read (permissions, a failing disk).
    """
    path = Path(path)
    try:
        data = read_limited(path, MAX_SAVE_BYTES, what=say("the game {name}", name=Quoted(path.name)))
    except FileTooLargeError as exc:
        raise SaveFileError(could_not_load(path.name, exc.reason)) from None
    if data is None:
        raise SaveFileError(say("Could not load {name}: there is no such file.", name=Quoted(path.name)),
                            damaged=False)
    return data


def load_game(path: Path | str) -> LoadedGame:
    """Read and replay the saved game at `path`.

    Raises:
        SaveFileError: the file is missing, too large, or not a game that replays.
        PersistenceError: the file cannot be read (permissions, a failing disk).
    """
    path = Path(path)
    return read_game(read_save_file(path), path.name)


def set_aside_damaged(path: Path, problem: SaveFileError) -> str:
    """Rename the damaged save at `path` out of the way; the message for the player (its
    sentences messages, `canasta.sentences.sentences`)."""
    try:
        kept = set_aside(path)
    except PersistenceError:
        return sentences(problem.message, say("It was left where it is"))
    return sentences(problem.message, say("It was kept as {name}", name=Quoted(kept.name)))


def load_backup(path: Path) -> LoadedGame | None:
    """The game in the previous version of `path` (its `.bak`), when that one loads."""
    try:
        return load_game(backup_path(path))
    except PersistenceError:
        return None


def suggested_name(player_name: str) -> str:
    """The first eight letters of the player's name and .can, as Canasta for Windows did."""
    letters = re.sub(r"[^A-Za-z0-9_-]", "", player_name)[:8] or "canasta"
    return letters + SAVE_EXTENSION


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


def write_autosave(record: GameRecord) -> None:
    save_game(autosave_path(), record)


def read_autosave() -> tuple[LoadedGame | None, str | None]:
    """The unfinished game left by the last run, if any, and a message for the player
    when the autosave was damaged: it is then set aside (never deleted), and the autosave
    before it, one turn older, is offered instead when there is one."""
    try:
        path = autosave_path()
        loaded = load_game(path)
    except SaveFileError as exc:
        if not path.exists():
            return None, None
        # Even an autosave of a newer Canasta goes: the next turn's autosave would replace it.
        message = set_aside_damaged(path, exc)
        earlier = load_backup(path)
        if earlier is None or earlier.state.is_terminal():
            return None, message
        return earlier, sentences(message, say("The autosave of the turn before is offered instead"))
    except PersistenceError as exc:
        return None, str(exc)
    if loaded.state.is_terminal():
        return None, None
    return loaded, None


def clear_autosave() -> None:
    """Forget the autosave once its game is over (the `.bak` goes too)."""
    for path in (autosave_path(), autosave_path().with_name(AUTOSAVE_NAME + ".bak")):
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise PersistenceError(say("Could not remove the finished game's autosave: {reason}.",
                                       reason=Quoted(exc.strerror))) from exc
