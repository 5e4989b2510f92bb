"""Each person's best results in every kind of game: per rule set and number of players.

The high-score tables count only one person against one computer, as in Canasta for
Windows. These bests count every game with a person at the table, hot seat and
partnerships too, each person under their own name: their side's best hand, their best
game won (its final score), and the games they played and won.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from canasta.engine import SEAT_COUNTS, say
from canasta.persistence.paths import data_dir
from canasta.persistence.store import KeptFile, YamlStore
from canasta.persistence.validation import Checker, check_preset, name_problem
from canasta.variants.yaml_source import YamlDocument

FILE_NAME = "personal_bests.yaml"
FORMAT_VERSION = 1
PEOPLE_LIMIT = 10
TABLES_LIMIT = 1000
COUNT_LIMIT = 10**12
SCORE_LIMIT = 1_000_000  # far above any hand or game; keeps a damaged file from showing absurd numbers


@dataclass(frozen=True)
class Result:
    """A score and the day it was made."""

    score: int
    date: datetime.date


@dataclass(frozen=True)
class PersonalBest:
    """One person's line for one rule set and number of players.

    `best_game` is None until the person has won a game; `last_played` decides who
    leaves a full table when someone new comes."""

    name: str
    last_played: datetime.date
    games_played: int = 0
    games_won: int = 0
    best_hand: Result | None = None
    best_game: Result | None = None


@dataclass(frozen=True)
class Outcome:
    """What one person's side made in a hand just finished (None: the person sat that hand
    out, five players); when that hand ended the game, also the side's final score and
    whether it won."""

    hand_score: int | None
    game_score: int | None = None
    won: bool = False


@dataclass(frozen=True)
class NewBest:
    """A person beat their own earlier best: `what` is "hand" or "game"."""

    name: str
    what: str
    score: int


BestsKey = tuple[str, int]  # (rule set, number of players)
Bests = Mapping[BestsKey, tuple[PersonalBest, ...]]


def ranked(people: list[PersonalBest] | tuple[PersonalBest, ...]) -> tuple[PersonalBest, ...]:
    """Best first: by best game won, then best hand, then games won; then by name."""
    def order(person: PersonalBest) -> tuple[int, int, int, int, int, str]:
        game, hand = person.best_game, person.best_hand
        return (game is None, -(game.score if game else 0), hand is None, -(hand.score if hand else 0),
                -person.games_won, person.name.casefold())
    return tuple(sorted(people, key=order))


def _better(earlier: Result | None, score: int, date: datetime.date) -> Result | None:
    return Result(score, date) if earlier is None or score > earlier.score else earlier


def after(person: PersonalBest, outcome: Outcome, date: datetime.date) -> PersonalBest:
    """`person`'s line once `outcome` is counted on `date`."""
    won_game = outcome.game_score if outcome.won else None
    return dataclasses.replace(
        person,
        last_played=max(person.last_played, date),
        games_played=person.games_played + int(outcome.game_score is not None),
        games_won=person.games_won + int(won_game is not None),
        best_hand=person.best_hand if outcome.hand_score is None else _better(person.best_hand, outcome.hand_score, date),
        best_game=person.best_game if won_game is None else _better(person.best_game, won_game, date),
    )


class PersonalBests(KeptFile[Bests]):
    """The personal bests kept in `personal_bests.yaml` in the data folder, beside the
    high scores and read and written the same way: `record()` re-reads the file under a
    lock first, and messages about damaged files wait in `messages`."""

    def __init__(self, path: Path | None = None):
        super().__init__(YamlStore(
            (lambda: path) if path is not None else (lambda: data_dir() / FILE_NAME),
            what=say("the personal bests"),
            empty_note=say("The personal bests start empty."),
            header="Canasta personal bests, written by the program.",
            parse=_parse_bests,
            to_data=_bests_to_data,
            empty=dict,
        ))

    def table(self, preset: str, players: int) -> list[PersonalBest]:
        """The people's lines for one rule set and number of players, best first."""
        key = _key(preset, players)
        return list(self._current().get(key, ()))

    def player_counts(self, preset: str) -> list[int]:
        """The numbers of players that have lines with the rule set `preset`."""
        return sorted(players for rules, players in self._current() if rules == check_preset(preset))

    def record(self, preset: str, players: int, outcomes: Mapping[str, Outcome],
               date: datetime.date | None = None) -> list[NewBest]:
        """Count a finished hand (and game) for each person named in `outcomes`; returns
        the bests that beat the same person's earlier best.

        A table holds at most ten people: someone new takes the place of whoever
        played least recently.

        Raises:
            ValueError: a bad rule set, number of players, name or score.
            PersistenceError: the file could not be written; it is unchanged.
        """
        key = _key(preset, players)
        checked = {_checked_name(name): _checked_outcome(outcome) for name, outcome in outcomes.items()}
        if not checked:
            return []
        day = date.date() if isinstance(date, datetime.datetime) else date or datetime.date.today()
        beaten: list[NewBest] = []

        def count(bests: Bests) -> Bests:
            beaten.clear()
            people = {person.name: person for person in bests.get(key, ())}
            for name, outcome in checked.items():
                before = people.get(name)
                if before is None:
                    if len(people) >= PEOPLE_LIMIT:
                        del people[min(people.values(), key=lambda p: (p.last_played, p.games_played)).name]
                    before = PersonalBest(name, day)
                now = people[name] = after(before, outcome, day)
                for what, old, new in (("hand", before.best_hand, now.best_hand),
                                       ("game", before.best_game, now.best_game)):
                    if old is not None and new is not None and new.score > old.score:
                        beaten.append(NewBest(name, what, new.score))
            return {**bests, key: ranked(list(people.values()))}

        self._update(count)
        return beaten

    def clear(self, preset: str, players: int) -> None:
        """Forget the lines of one rule set and number of players.

        Raises:
            PersistenceError: the file could not be written; it is unchanged.
        """
        key = _key(preset, players)

        def remove(bests: Bests) -> Bests | None:
            if key not in bests:
                return None
            return {other: people for other, people in bests.items() if other != key}

        self._update(remove)


def _key(preset: str, players: int) -> BestsKey:
    if isinstance(players, bool) or players not in SEAT_COUNTS:
        raise ValueError(f"a table has {SEAT_COUNTS[0]} to {SEAT_COUNTS[-1]} players, not {players!r}")
    return check_preset(preset), players


def _checked_name(name: str) -> str:
    problem = name_problem(name)
    if problem:
        raise ValueError(f"player name {name!r} {problem}")
    return name.strip()


def _checked_outcome(outcome: Outcome) -> Outcome:
    if outcome.hand_score is not None:
        _check_score("hand score", outcome.hand_score)
    if outcome.game_score is not None:
        _check_score("game score", outcome.game_score)
    return outcome


def _check_score(what: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > SCORE_LIMIT:
        raise ValueError(f"{what} must be a whole number within ±{SCORE_LIMIT}, not {value!r}")


_COUNTS = ("games_played", "games_won")
_RESULTS = ("best_hand", "best_game")


def _parse_bests(doc: YamlDocument) -> Bests:
    check = Checker(doc)
    top = check.mapping((), doc.data, allowed=("version", "tables"), required=("version", "tables"))
    version = check.integer(("version",), top["version"], 1, 1_000_000)
    if version > FORMAT_VERSION:
        raise check.fail(("version",), "the file was written by a newer version of Canasta")
    bests: dict[BestsKey, tuple[PersonalBest, ...]] = {}
    seen: set[BestsKey] = set()
    for index, raw in enumerate(check.sequence(("tables",), top["tables"], min_items=0, max_items=TABLES_LIMIT)):
        path = ("tables", str(index))
        table = check.mapping(path, raw, allowed=("rules", "players", "people"), required=("rules", "players", "people"))
        key = (check.preset(path + ("rules",), table["rules"]),
               check.integer(path + ("players",), table["players"], SEAT_COUNTS[0], SEAT_COUNTS[-1]))
        if key in seen:
            raise check.fail(path, f"{key[0]} for {key[1]} players is written twice")
        seen.add(key)
        people_path = path + ("people",)
        people = check.sequence(people_path, table["people"], min_items=0, max_items=PEOPLE_LIMIT)
        parsed = [_parse_person(check, people_path + (str(number),), item) for number, item in enumerate(people)]
        names = [person.name for person in parsed]
        if len(set(names)) != len(names):
            raise check.fail(people_path, "a person is written twice")
        if parsed:
            bests[key] = ranked(parsed)
    return bests


def _parse_person(check: Checker, path: tuple[str, ...], item: object) -> PersonalBest:
    raw = check.mapping(path, item, allowed=("name", "last_played") + _COUNTS + _RESULTS,
                        required=("name", "last_played") + _COUNTS)
    counts = {field: check.integer(path + (field,), raw[field], 0, COUNT_LIMIT) for field in _COUNTS}
    if counts["games_won"] > counts["games_played"]:
        raise check.fail(path + ("games_won",), "cannot be more than games played")
    results = {field: _parse_result(check, path + (field,), raw[field]) if field in raw else None
               for field in _RESULTS}
    if results["best_game"] is not None and counts["games_won"] == 0:
        raise check.fail(path + ("best_game",), "needs a game won")
    return PersonalBest(check.name(path + ("name",), raw["name"]), check.date(path + ("last_played",),
                        raw["last_played"]), best_hand=results["best_hand"], best_game=results["best_game"], **counts)


def _parse_result(check: Checker, path: tuple[str, ...], raw: object) -> Result:
    fields = ("score", "date")
    values = check.mapping(path, raw, allowed=fields, required=fields)
    return Result(check.integer(path + ("score",), values["score"], -SCORE_LIMIT, SCORE_LIMIT),
                  check.date(path + ("date",), values["date"]))


def _bests_to_data(bests: Bests) -> dict[str, object]:
    tables = []
    for (preset, players), people in sorted(bests.items()):
        lines = []
        for person in people:
            line: dict[str, object] = {"name": person.name, "last_played": person.last_played.isoformat(),
                                       "games_played": person.games_played, "games_won": person.games_won}
            for field in _RESULTS:
                result = getattr(person, field)
                if result is not None:
                    line[field] = {"score": result.score, "date": result.date.isoformat()}
            lines.append(line)
        tables.append({"rules": preset, "players": players, "people": lines})
    return {"version": FORMAT_VERSION, "tables": tables}
