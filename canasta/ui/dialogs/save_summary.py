"""What a saved game is, in three lines for the Load and Save dialogs: when it was saved and
under which rules and hand, the players and their scores, and the rules in a sentence."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from pathlib import Path

from canasta.language import _, number, ruleset_text
from canasta.persistence import saves
from canasta.persistence.errors import PersistenceError

from .bests_page import date_words
from .rules_summary import rules_summary


@dataclass(frozen=True)
class SaveSummary:
    when: str          # "Saved 24 Nov 2026, 17:50 · Canasta for Windows · hand 3"
    players: str       # "Ann 1,230 · Computer 880", or why the file cannot be loaded
    rules: str = ""    # the rules in play in a sentence (rules_summary), when the file loads


def modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def saved_when(path: Path) -> str:
    stamp = datetime.datetime.fromtimestamp(modified(path))
    return _("Saved {date}, {time}").format(date=date_words(stamp.date()), time=stamp.strftime("%H:%M"))


def summarize(path: Path) -> SaveSummary:
    """The summary of the saved game at `path` (the game is replayed to learn its scores)."""
    when = saved_when(path)
    try:
        loaded = saves.load_game(path)
    except (OSError, PersistenceError) as exc:
        return SaveSummary(when, str(exc))
    state, record = loaded.state, loaded.record
    names = [text.partition("|")[0].strip() or _("Seat {number}").format(number=seat + 1)
             for seat, text in enumerate(record.seats)]
    sides = [" & ".join(names[seat] for seat in state.side_seats(side) if seat < len(names))
             for side in range(state.sides)]
    scores = " \u00b7 ".join(f"{side} {number(score)}" for side, score in zip(sides, state.scores))
    hand = _("game over") if state.is_terminal() else _("hand {hand}").format(hand=state.hand_number)
    return SaveSummary(f"{when} \u00b7 {ruleset_text(record.rules.title)} \u00b7 {hand}", scores,
                       rules_summary(state.rules))


class SummaryCache:
    """Summaries by file, made again when the file changes."""

    def __init__(self) -> None:
        self._made: dict[Path, tuple[float, SaveSummary]] = {}

    def get(self, path: Path) -> SaveSummary:
        stamp = modified(path)
        known = self._made.get(path)
        if known is None or known[0] != stamp:
            known = self._made[path] = (stamp, summarize(path))
        return known[1]
