"""What a start of the game opens: the rules and seats the settings and the command line
ask for, the game to put on the table, an unfinished game from the last run to offer
resuming, the previous version of a damaged --load file, and the writer of --record.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any, Callable

from canasta.engine import GameRecord
from canasta.language import _, error_words, ruleset_text
from canasta.persistence import saves
from canasta.persistence.errors import PersistenceError
from canasta.sentences import clause, sentences

from .saved_games import backup_match, load_match, problem_words, seated, write_record
from .match import Match
from .options import GameSetup, PlayerCountError, default_preset, setup_from
from .preferences import Preferences

Autosave = Callable[[GameRecord], None]


@dataclasses.dataclass
class Opening:
    """The games of a start: the one on the table, and those to offer over it."""

    match: Match
    unfinished: Match | None = None             # the game the last run left unfinished
    backup: tuple[Path, Match] | None = None    # the previous version of a damaged --load file
    loaded: bool = False                        # `match` is the game given to --load


def opening_games(args: Any, setup: GameSetup, messages: list[str]) -> Opening:
    """The game to show first, and an unfinished game from the last run to offer resuming.

    Nothing a file holds stops the start: a damaged save given to --load, or a damaged
    autosave, is set aside with a message and a new game is dealt."""
    def fresh() -> Match:
        return Match(setup.rules, setup.seats, setup.seed)

    backup = None
    if args.load:
        path = Path(args.load)
        try:
            match, note = load_match(path)
        except saves.SaveFileError as exc:
            problem = saves.set_aside_damaged(path, exc) if exc.damaged else exc.message
            messages.append(problem_words(sentences(problem, _("A new game is dealt instead"))))
            earlier = backup_match(path)
            backup = (path, earlier) if earlier is not None else None
        except (OSError, PersistenceError) as exc:
            messages.append(sentences(error_words(exc), _("A new game is dealt instead")))
        else:
            if note:
                messages.append(note.strip(" ()"))
            return Opening(match, loaded=True)
    if args.new or args.record:
        return Opening(fresh(), backup=backup)
    loaded, problem = saves.read_autosave()
    if problem:
        messages.append(problem_words(problem))
    if loaded is None:
        return Opening(fresh(), backup=backup)
    path = saves.autosave_path()
    try:
        return Opening(fresh(), unfinished=seated(loaded, path), backup=backup)
    except saves.SaveFileError as exc:
        messages.append(problem_words(saves.set_aside_damaged(path, exc) if path.exists() else exc.message))
        return Opening(fresh(), backup=backup)


def start_setup(settings: Any, args: Any, prefs: Preferences, messages: list[str]) -> GameSetup:
    """The rules and seats the settings and the command line ask for; the shipped default
    rules, with a message in `messages` naming them, when those cannot be set up.

    Raises:
        PlayerCountError: the rules are not played by the number of players given on the
            command line (the start is refused rather than a different game dealt)."""
    try:
        return setup_from(settings, args, prefs)
    except PlayerCountError:
        raise
    except Exception as exc:  # a wrong preset or option in the settings: play the shipped default
        problem = clause(str(exc))
    args.preset = default_preset()
    setup = setup_from(None, args, prefs)
    messages.append(_("The rules could not be set up ({reason}); the {rules} rules are used.").format(
        reason=problem, rules=ruleset_text(setup.rules.title)))
    return setup


def record_writer(path: Path, then: Autosave | None = None) -> Autosave:
    """An autosave hook that keeps the game record in `path` (then calls `then`)."""

    def write(record: GameRecord) -> None:
        try:
            write_record(path, record.to_text())
        except (OSError, ValueError) as exc:  # a record that cannot be written must not stop the game
            print(_("The game record could not be written to {path}: {reason}").format(
                path=path, reason=error_words(exc)), file=sys.stderr)
        if then is not None:
            then(record)

    return write
