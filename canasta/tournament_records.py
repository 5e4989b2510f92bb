"""A duplicate match's deals kept in a file as each one ends, one JSON line a deal, so
that a long match (the ladder's 400 deals with Expert take hours) can stop and go on
later without playing a deal twice, and a run cut short loses only the deal in play.

A line names the match it belongs to (levels, preset, players, seed, starting scores,
Expert's options): one file may hold many matches, and a deal is only taken back for
the same match. It also names the code that played it (the ladder gives its commit), so
that a table made of deals played by different versions of the players says so. A line
that cannot be read (the last one, cut short when the run was stopped) is left out, and
its deal is played again.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .tournament import DealResult, Match

TIME_DIGITS = 6  # move times kept to the microsecond


@dataclass(frozen=True)
class RecordedDeal:
    result: DealResult
    seconds: float       # what playing it took
    code: str | None     # the version of the code that played it, as the run named it


def match_key(match: Match) -> dict[str, Any]:
    """What tells one match from another, as it is written on each line."""
    key = {"a": match.a, "b": match.b, "preset": match.preset, "players": match.players, "seed": match.seed,
           "stages": match.stages, "options": [[name, value] for name, value in match.player_options]}
    if match.six_player_sides is not None:
        key["six_player_sides"] = match.six_player_sides  # (keys written before it stay as they were)
    return key


def append_result(path: Path, match: Match, result: DealResult, seconds: float, code: str | None = None) -> None:
    """Add one finished deal of `match`, played in `seconds` by the version `code`, to
    the file at `path`. A deal that failed is not kept: it is played again next time."""
    if result.error:
        return
    line = {"match": match_key(match), "code": code, "deal": result.deal, "difference": result.difference,
            "seconds": round(seconds, 3), "a_times": [round(time, TIME_DIGITS) for time in result.a_times],
            "b_times": [round(time, TIME_DIGITS) for time in result.b_times]}
    text = json.dumps(line, separators=(",", ":")).encode() + b"\n"
    with open(path, "a+b") as file:  # writes go to the end; reads may look back
        if file.seek(0, os.SEEK_END) > 0:
            file.seek(-1, os.SEEK_END)
            if file.read(1) != b"\n":
                text = b"\n" + text  # after a line cut short, so that this one stays whole
        file.write(text)
        file.flush()
        os.fsync(file.fileno())


def read_results(path: Path, match: Match) -> dict[int, RecordedDeal]:
    """The deals of `match` the file holds, by deal number: none if there is no file yet."""
    if not path.exists():
        return {}
    key = match_key(match)
    found: dict[int, RecordedDeal] = {}
    with open(path, encoding="utf-8") as file:
        for text in file:
            try:
                line = json.loads(text)
                if line["match"] != key:
                    continue
                result = DealResult(int(line["deal"]), int(line["difference"]),
                                    [float(time) for time in line["a_times"]],
                                    [float(time) for time in line["b_times"]])
                code = line.get("code")
                found[result.deal] = RecordedDeal(result, float(line["seconds"]), None if code is None else str(code))
            except (ValueError, KeyError, TypeError):
                continue  # a line cut short or damaged: its deal is played again
    return found
