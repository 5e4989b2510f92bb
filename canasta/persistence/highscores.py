"""The top-ten tables of best hands, one per computer level and rules preset.

As in Canasta for Windows, a score is the difference between the player's and
the computer's score in one hand.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from canasta.engine import say
from canasta.persistence.paths import data_dir
from canasta.persistence.store import KeptFile, YamlStore
from canasta.persistence.validation import (
    COMPUTER_LEVELS,
    Checker,
    check_level,
    check_preset,
    name_problem,
)
from canasta.variants.yaml_source import YamlDocument

FILE_NAME = "highscores.yaml"
FORMAT_VERSION = 1
TABLE_SIZE = 10
DIFFERENCE_LIMIT = 1_000_000


@dataclass(frozen=True)
class Entry:
    """One line of a high-score table."""

    name: str
    date: datetime.date
    difference: int


TableKey = tuple[str, str]  # (computer level, preset)
Tables = Mapping[TableKey, tuple[Entry, ...]]


class HighScores(KeptFile[Tables]):
    """The high-score tables kept in `highscores.yaml` in the data folder.

    Call `load()` once; `submit()` and `clear()` re-read the file under a lock
    first, so entries made meanwhile by another running copy are kept.
    Messages about damaged files found along the way wait in `messages`.
    """

    def __init__(self, path: Path | None = None):
        super().__init__(YamlStore(
            (lambda: path) if path is not None else (lambda: data_dir() / FILE_NAME),
            what=say("the high scores"),
            empty_note=say("The high scores start empty."),
            header="Canasta high scores, written by the program.",
            parse=_parse_tables,
            to_data=_tables_to_data,
            empty=dict,
        ))

    def table(self, level: str, preset: str) -> list[Entry]:
        """The entries for one level and preset, best first (at most ten)."""
        self._current()
        return list(self._value.get((check_level(level), check_preset(preset)), ()))

    def rank_for(self, level: str, preset: str, difference: int) -> int | None:
        """The place (1..10) `difference` would take now, or None when it would not make the list."""
        place = _insertion_index(self.table(level, preset), difference)
        return place + 1 if place < TABLE_SIZE else None

    def submit(
        self,
        level: str,
        preset: str,
        name: str,
        difference: int,
        date: datetime.date | None = None,
    ) -> int | None:
        """Record a hand; returns its rank (1..10), or None when it did not make the list.

        Equal scores rank below those already in the table.

        Raises:
            ValueError: an unknown level, a bad preset or player name, or a difference out of range.
            PersistenceError: the file could not be written; it is unchanged.
        """
        key = (check_level(level), check_preset(preset))
        problem = name_problem(name)
        if problem:
            raise ValueError(f"player name {name!r} {problem}")
        if isinstance(difference, bool) or not isinstance(difference, int) or abs(difference) > DIFFERENCE_LIMIT:
            raise ValueError(f"difference must be a whole number within ±{DIFFERENCE_LIMIT}, not {difference!r}")
        if isinstance(date, datetime.datetime):
            date = date.date()
        entry = Entry(name.strip(), date or datetime.date.today(), difference)
        rank: int | None = None

        def add_entry(tables: Tables) -> Tables | None:
            nonlocal rank
            entries = list(tables.get(key, ()))
            place = _insertion_index(entries, difference)
            if place >= TABLE_SIZE:
                return None
            entries.insert(place, entry)
            rank = place + 1
            return {**tables, key: tuple(entries[:TABLE_SIZE])}

        self._update(add_entry)
        return rank

    def clear(self, level: str, preset: str) -> None:
        """Empty one table.

        Raises:
            PersistenceError: the file could not be written; it is unchanged.
        """
        key = (check_level(level), check_preset(preset))

        def remove_table(tables: Tables) -> Tables | None:
            if key not in tables:
                return None
            return {other: entries for other, entries in tables.items() if other != key}

        self._update(remove_table)


def _insertion_index(entries: list[Entry] | tuple[Entry, ...], difference: int) -> int:
    """Below every entry at least as good, so an earlier equal score keeps its place."""
    for index, entry in enumerate(entries):
        if entry.difference < difference:
            return index
    return len(entries)


def _parse_tables(doc: YamlDocument) -> Tables:
    check = Checker(doc)
    top = check.mapping((), doc.data, allowed=("version", "tables"), required=("version", "tables"))
    version = check.integer(("version",), top["version"], 1, 1_000_000)
    if version > FORMAT_VERSION:
        raise check.fail(("version",), "the file was written by a newer version of Canasta")
    tables: dict[TableKey, tuple[Entry, ...]] = {}
    levels = check.mapping(("tables",), top["tables"], allowed=COMPUTER_LEVELS)
    for level, presets in levels.items():
        for preset, entries in check.mapping(("tables", level), presets).items():
            preset_path = ("tables", level, preset)
            check.preset(preset_path, preset)
            items = check.sequence(preset_path, entries, min_items=0, max_items=TABLE_SIZE)
            parsed = [_parse_entry(check, preset_path + (str(index),), item) for index, item in enumerate(items)]
            if parsed:
                # A hand-edited file may be out of order; a stable sort keeps ties as written.
                tables[(level, preset)] = tuple(sorted(parsed, key=lambda entry: -entry.difference))
    return tables


def _parse_entry(check: Checker, path: tuple[str, ...], item: object) -> Entry:
    fields = ("name", "date", "difference")
    raw = check.mapping(path, item, allowed=fields, required=fields)
    return Entry(
        name=check.name(path + ("name",), raw["name"]),
        date=check.date(path + ("date",), raw["date"]),
        difference=check.integer(path + ("difference",), raw["difference"], -DIFFERENCE_LIMIT, DIFFERENCE_LIMIT),
    )


def _tables_to_data(tables: Tables) -> dict[str, object]:
    by_level: dict[str, dict[str, list[dict[str, object]]]] = {}
    for (level, preset), entries in sorted(tables.items(), key=lambda item: (COMPUTER_LEVELS.index(item[0][0]), item[0][1])):
        by_level.setdefault(level, {})[preset] = [
            {"name": entry.name, "date": entry.date.isoformat(), "difference": entry.difference} for entry in entries
        ]
    return {"version": FORMAT_VERSION, "tables": by_level}
