"""The table's saved games: where they go, the name a save proposes, writing a record,
and loading a save (or its backup) onto the table as a match."""

from __future__ import annotations

from pathlib import Path

from canasta.engine import reason_of
from canasta.language import _, render
from canasta.persistence import saves
from canasta.persistence.atomic import write_atomic
from canasta.persistence.errors import PersistenceError
from canasta.persistence.paths import saves_dir
from canasta.sentences import printable

from .match import Match


def problem_words(problem: str) -> str:
    """What the saves say of a file that could not be loaded (the engine's messages, or
    sentences of them) in the player's language, every character drawable."""
    return printable(render(problem))


def saves_folder() -> Path:
    try:
        return saves_dir()
    except PersistenceError:  # the data folder cannot be made: offer the home folder
        return Path.home()


def save_name(match: Match) -> str:
    """The name Save proposes for `match`: after its first person, else "canasta"."""
    humans = match.human_seats()
    return saves.suggested_name(match.name(humans[0]) if humans else "canasta")


def write_record(path: Path, text: str) -> None:
    write_atomic(path, text, what=saves.GAME_RECORD)


def load_match(path: Path) -> tuple[Match, str]:
    """The game saved at `path`, replayed, and a remark for the player ("" or a sentence).

    Raises:
        SaveFileError: the file is not a game that replays, or its players cannot be
            seated; the message names it and, when known, the line.
        PersistenceError: the file cannot be read.
    """
    loaded = saves.load_game(path)
    note = "" if loaded.upgraded_from is None else " ({})".format(
        _("It was saved in the older format {format}.").format(format=loaded.upgraded_from))
    return seated(loaded, path), note


def seated(loaded: saves.LoadedGame, path: Path) -> Match:
    """The loaded game at the table; SaveFileError when its players cannot be seated."""
    try:
        return Match.from_record(loaded.record, replayed=loaded.state)
    except (Exception, RecursionError) as exc:  # a file must never stop the game, whatever it holds
        raise saves.SaveFileError(saves.could_not_load(path.name, reason_of(exc))) from None


def backup_match(path: Path) -> Match | None:
    """The game in the previous version of the save at `path`, when it loads and seats."""
    loaded = saves.load_backup(path)
    if loaded is None:
        return None
    try:
        return seated(loaded, path)
    except PersistenceError:
        return None
