"""The player's record against the computer, per computer level and rules preset."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from canasta.engine import say
from canasta.persistence.paths import data_dir
from canasta.persistence.store import KeptFile, YamlStore
from canasta.persistence.validation import COMPUTER_LEVELS, Checker, check_level, check_preset
from canasta.variants.yaml_source import YamlDocument

FILE_NAME = "statistics.yaml"
FORMAT_VERSION = 1
COUNT_LIMIT = 10**12
HAND_SCORE_LIMIT = 1_000_000


@dataclass(frozen=True)
class Tally:
    """Games and hands played and won at one level with one preset.

    `best_hand` is the best score the player made in one hand (None before the
    first hand); the streaks count games won in a row.
    """

    games_played: int = 0
    games_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    best_hand: int | None = None
    current_streak: int = 0
    longest_streak: int = 0

    def after_hand(self, won: bool, hand_score: int) -> Tally:
        best = hand_score if self.best_hand is None else max(self.best_hand, hand_score)
        return dataclasses.replace(
            self,
            hands_played=self.hands_played + 1,
            hands_won=self.hands_won + int(won),
            best_hand=best,
        )

    def after_game(self, won: bool) -> Tally:
        streak = self.current_streak + 1 if won else 0
        return dataclasses.replace(
            self,
            games_played=self.games_played + 1,
            games_won=self.games_won + int(won),
            current_streak=streak,
            longest_streak=max(self.longest_streak, streak),
        )


TallyKey = tuple[str, str]  # (computer level, preset)
Tallies = Mapping[TallyKey, Tally]
_COUNTS = ("games_played", "games_won", "hands_played", "hands_won", "current_streak", "longest_streak")


class Statistics(KeptFile[Tallies]):
    """The tallies kept in `statistics.yaml` in the data folder.

    Every `record_*` re-reads the file under a lock before adding to it, so
    two running copies do not lose each other's games. Messages about damaged
    files found along the way wait in `messages`.
    """

    def __init__(self, path: Path | None = None):
        super().__init__(YamlStore(
            (lambda: path) if path is not None else (lambda: data_dir() / FILE_NAME),
            what=say("the statistics"),
            empty_note=say("The statistics start from zero."),
            header="Canasta statistics, written by the program.",
            parse=_parse_tallies,
            to_data=_tallies_to_data,
            empty=dict,
        ))

    def get(self, level: str, preset: str) -> Tally:
        key = (check_level(level), check_preset(preset))
        return self._current().get(key, Tally())

    def record_hand(self, level: str, preset: str, won: bool, hand_score: int) -> Tally:
        """Count one finished hand; `hand_score` is the player's score in it.

        Raises:
            ValueError: an unknown level, a bad preset or a score out of range.
            PersistenceError: the file could not be written; it is unchanged.
        """
        if isinstance(hand_score, bool) or not isinstance(hand_score, int) or abs(hand_score) > HAND_SCORE_LIMIT:
            raise ValueError(f"hand score must be a whole number within ±{HAND_SCORE_LIMIT}, not {hand_score!r}")
        return self._change(level, preset, lambda tally: tally.after_hand(bool(won), hand_score))

    def record_game(self, level: str, preset: str, won: bool) -> Tally:
        """Count one finished game.

        Raises:
            ValueError: an unknown level or a bad preset.
            PersistenceError: the file could not be written; it is unchanged.
        """
        return self._change(level, preset, lambda tally: tally.after_game(bool(won)))

    def clear(self, level: str, preset: str) -> None:
        """Forget the tally of one level and preset.

        Raises:
            PersistenceError: the file could not be written; it is unchanged.
        """
        key = (check_level(level), check_preset(preset))

        def remove(tallies: Tallies) -> Tallies | None:
            if key not in tallies:
                return None
            return {other: tally for other, tally in tallies.items() if other != key}

        self._update(remove)

    def _change(self, level: str, preset: str, step: Callable[[Tally], Tally]) -> Tally:
        key = (check_level(level), check_preset(preset))
        self._update(lambda tallies: {**tallies, key: step(tallies.get(key, Tally()))})
        return self._value[key]


def _parse_tallies(doc: YamlDocument) -> Tallies:
    check = Checker(doc)
    top = check.mapping((), doc.data, allowed=("version", "tallies"), required=("version", "tallies"))
    version = check.integer(("version",), top["version"], 1, 1_000_000)
    if version > FORMAT_VERSION:
        raise check.fail(("version",), "the file was written by a newer version of Canasta")
    tallies: dict[TallyKey, Tally] = {}
    for level, presets in check.mapping(("tallies",), top["tallies"], allowed=COMPUTER_LEVELS).items():
        for preset, raw in check.mapping(("tallies", level), presets).items():
            path = ("tallies", level, preset)
            check.preset(path, preset)
            tallies[(level, preset)] = _parse_tally(check, path, raw)
    return tallies


def _parse_tally(check: Checker, path: tuple[str, ...], raw: object) -> Tally:
    fields = _COUNTS + ("best_hand",)
    values = check.mapping(path, raw, allowed=fields, required=fields)
    counts = {name: check.integer(path + (name,), values[name], 0, COUNT_LIMIT) for name in _COUNTS}
    best = values["best_hand"]
    if best is not None:
        best = check.integer(path + ("best_hand",), best, -HAND_SCORE_LIMIT, HAND_SCORE_LIMIT)
    tally = Tally(best_hand=best, **counts)
    for part, whole in (("games_won", "games_played"), ("hands_won", "hands_played"),
                        ("longest_streak", "games_won"), ("current_streak", "longest_streak")):
        if getattr(tally, part) > getattr(tally, whole):
            raise check.fail(path + (part,), f"cannot be more than {whole.replace('_', ' ')}")
    if (best is None) != (tally.hands_played == 0):
        raise check.fail(path + ("best_hand",), "must be given exactly when hands were played")
    return tally


def _tallies_to_data(tallies: Tallies) -> dict[str, object]:
    by_level: dict[str, dict[str, dict[str, object]]] = {}
    for (level, preset), tally in sorted(tallies.items(), key=lambda item: (COMPUTER_LEVELS.index(item[0][0]), item[0][1])):
        by_level.setdefault(level, {})[preset] = dataclasses.asdict(tally)
    return {"version": FORMAT_VERSION, "tallies": by_level}
