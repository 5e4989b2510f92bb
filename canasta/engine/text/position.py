"""A whole position as text, for tests, puzzles and bug reports (see docs/positions.md).

`position_to_text(state)` writes every zone of the state (zones.ZONES: each names its
line and how the line reads); `position_from_text(text, GameState)` (`GameState.from_text`)
reads it back, so that `position_to_text(GameState.from_text(s)) == s` for any text the
first wrote. The lines that name melds (tables, the turn's moves and merges) are position_melds.py's.
Hand-written positions may leave out most lines (see the docs), and may leave out the
option lines when `rules` is given.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable

from ..cards.cards import Card, cards_text, parse_cards
from ..judge.dealing import first_to_play
from ..play.errors import InvalidPositionError, RuleOptionError
from .position_melds import (
    merges_text, moves_text, places_text, read_merges, read_moves, read_places, read_switches, read_table,
    switches_text, table_text,
)
from ..rules.rules import Rules, counts_words
from ..scoring.score_parts import with_old_text_parts
from .score_text import RESULT, read_result, result_text
from ..scoring.scoring import HandResult
from ..play.turn import Phase, Taking
from ..state.zones import ZONES, Scope, Zone, card_count, start_scratch

if TYPE_CHECKING:
    from ..game.state import GameState

HEADER = "canasta position 1"


def _runs() -> list[list[list[Zone]]]:
    """The zones' lines in the order they are written: runs of lines, each line the
    zones it holds. A run of seat (or side) lines is written seat by seat."""
    runs: list[list[list[Zone]]] = []
    for zone in ZONES:
        if zone.line is None:
            continue
        if runs and runs[-1][-1][0].line == zone.line:
            runs[-1][-1].append(zone)
        elif runs and zone.follows:
            runs[-1].append([zone])
        else:
            runs.append([[zone]])
    return runs


RUNS = _runs()


# ----------------------------------------------------------------- writing

def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _seat_text(seat: int | None) -> str:
    return "-" if seat is None else str(seat)


def _taking_text(taking: Taking | None) -> str:
    if taking is None:
        return "-"
    return (f"{taking.top} frozen={_yes(taking.frozen)} existing={_yes(taking.onto_existing)} "
            f"mode={taking.mode}")


# How each codec named in zones.ZONES writes one value (one seat's, one side's).
_VALUE_WRITERS: dict[str, Callable[[Any], str]] = {
    "number": str,
    "numbers": lambda numbers: " ".join(str(number) for number in numbers),
    "seat": str,
    "seat?": _seat_text,
    "flag": _yes,
    "flag?": lambda flag: "-" if flag is None else _yes(flag),
    "answer": lambda answer: "-" if answer is None else answer,
    "phase": lambda phase: phase.value,
    "cards": cards_text,
    "table": table_text,
    "merges": merges_text,
    "places": places_text,
    "switches": switches_text,
    "taking": _taking_text,
    "waiting": lambda waiting: "waiting" if waiting else "",
}


def position_to_text(state: GameState) -> str:
    lines = [HEADER, f"rules: {state.rules.name}"]
    for key, value in state.rules.written_options().items():
        lines.append(f"option {key} = {json.dumps(value, sort_keys=True)}")
    lines.append(f"players: {state.players}")
    for run in RUNS:
        first = run[0][0]
        if first.codec == "results":
            lines += [result_text(result) for result in getattr(state, first.name)]
        elif first.scope in (Scope.SEAT, Scope.SIDE):
            for index in range(state.players if first.scope is Scope.SEAT else state.sides):
                for line in run:
                    if not (line[0].optional and not getattr(state, line[0].name)[index]):
                        lines.append(f"{line[0].line} {index}: {_line_text(state, line, index)}")
        elif not (first.optional and not getattr(state, first.name)):
            lines.append(f"{first.line}: {_line_text(state, run[0], None)}")
    return "\n".join(lines) + "\n"


# How each codec writes a value; the moves line needs the state too, for the melds it names.
WRITERS: dict[str, Callable[[Any, GameState], str]] = {
    **{codec: (lambda write: lambda value, state: write(value))(write) for codec, write in _VALUE_WRITERS.items()},
    "moves": moves_text,
}


def _line_text(state: GameState, line: list[Zone], index: int | None) -> str:
    words = []
    for zone in line:
        value = getattr(state, zone.name)
        words.append(WRITERS[zone.codec](value if index is None else value[index], state))
    return " ".join(word for word in words if word)


# ----------------------------------------------------------------- reading

class _Reader:
    def __init__(self, text: str):
        self.fields: dict[str, str] = {}
        self.options: dict[str, object] = {}
        self.results: list[str] = []
        lines = text.splitlines()
        if not lines or lines[0].strip() != HEADER:
            raise InvalidPositionError(f"A position starts with the line '{HEADER}'.")
        for number, raw in enumerate(lines[1:], start=2):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("option "):
                key, sep, value = line[len("option "):].partition("=")
                if not sep:
                    raise InvalidPositionError(f"Line {number}: an option line reads 'option NAME = VALUE'.")
                try:
                    self.options[key.strip()] = json.loads(value)
                except ValueError:
                    raise InvalidPositionError(f"Line {number}: the value of option {key.strip()} "
                                               f"cannot be read.") from None
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise InvalidPositionError(f"Line {number}: '{line}' is not 'name: value'.")
            key = key.strip()
            if key.startswith(RESULT):
                self.results.append(line)
                continue
            if key in self.fields:
                raise InvalidPositionError(f"Line {number}: '{key}' is given twice.")
            self.fields[key] = value.strip()

    def get(self, key: str, default: str | None = None) -> str:
        if key in self.fields:
            return self.fields.pop(key)
        if default is None:
            raise InvalidPositionError(f"The position has no '{key}' line.")
        return default


def _number(text: str, key: str, state: GameState) -> int:
    try:
        return int(text)
    except ValueError:
        raise InvalidPositionError(f"'{key}' must be a whole number, not '{text}'.") from None


def _numbers(text: str, key: str, state: GameState) -> list[int]:
    try:
        numbers = [int(word) for word in text.split()]
    except ValueError:
        raise InvalidPositionError(f"'{key}' must be whole numbers, not '{text}'.") from None
    if len(numbers) != state.sides:
        raise InvalidPositionError(f"'{key}' needs {state.sides} numbers, one for each side.")
    return numbers


def _seat(text: str, key: str, state: GameState) -> int:
    seat = int(text) if text.isdigit() else -1
    if not 0 <= seat < state.players:
        raise InvalidPositionError(f"'{key}' must be a seat from 0 to {state.players - 1}, not '{text}'.")
    return seat


def _choice(text: str, key: str, choices: dict[str, Any]) -> Any:
    if text not in choices:
        words = list(choices)
        raise InvalidPositionError(f"'{key}' must be {', '.join(words[:-1])} or {words[-1]}, not '{text}'.")
    return choices[text]


def _waiting(text: str, key: str, state: GameState) -> bool:
    if text not in ("", "waiting"):
        raise InvalidPositionError(f"'{key}' reads 'SEAT' or 'SEAT waiting', not '... {text}'.")
    return text == "waiting"


def _cards(text: str, key: str, state: GameState) -> list[Card]:
    try:
        return parse_cards(text)
    except ValueError as exc:
        raise InvalidPositionError(f"'{key}': {exc}.") from None


def _phase(text: str, key: str, state: GameState) -> Phase:
    try:
        return Phase(text)
    except ValueError:
        raise InvalidPositionError(f"'{text}' is not a phase ({', '.join(phase.value for phase in Phase)}).") from None


def _taking(text: str, key: str, state: GameState) -> Taking | None:
    if text == "-":
        return None
    words = text.split()
    try:
        top = Card.parse(words[0])
        flags = dict(word.split("=", 1) for word in words[1:])
        mode = flags.get("mode", "pile")
        if mode not in ("pile", "top", "pickup", "word"):
            raise ValueError
        return Taking(top, flags["frozen"] == "yes", flags["existing"] == "yes", mode)
    except (ValueError, KeyError, IndexError):
        raise InvalidPositionError(f"'{key}' reads 'CARD frozen=yes|no existing=yes|no mode=pile|top|pickup|word', "
                                   f"not '{text}'.") from None


READERS: dict[str, Callable[[str, str, GameState], Any]] = {
    "number": _number,
    "numbers": _numbers,
    "seat": _seat,
    "seat?": lambda text, key, state: None if text == "-" else _seat(text, key, state),
    "flag": lambda text, key, state: _choice(text, key, {"yes": True, "no": False}),
    "flag?": lambda text, key, state: _choice(text, key, {"-": None, "yes": True, "no": False}),
    "answer": lambda text, key, state: _choice(text, key, {"-": None, "yes": "yes", "no": "no"}),
    "phase": _phase,
    "cards": _cards,
    "table": read_table,
    "moves": read_moves,
    "merges": read_merges,
    "places": read_places,
    "switches": read_switches,
    "taking": _taking,
    "waiting": _waiting,
}

# The text of a line left out, by codec ...
BLANKS = {"number": "0", "seat?": "-", "flag": "no", "flag?": "-", "answer": "-", "phase": "draw", "cards": "-", "table": "-",
          "moves": "-", "merges": "-", "places": "-", "switches": "-", "taking": "-", "waiting": ""}
# ... or worked out from the lines before it (docs/positions.md, "Writing a position by hand").
FILLED_IN: dict[str, Callable[[GameState, int], str]] = {
    "hand_number": lambda state, _: "1",
    "dealer": lambda state, _: str(state.players - 1),
    "first_player": lambda state, _: str(first_to_play(state.rules, state.side_map, state.hand_number,
                                                       state.dealer)),
    "scores": lambda state, _: " ".join(["0"] * state.sides),
    "current": lambda state, _: str(state.first_player),
    "opened": lambda state, side: _yes(bool(state.tables[side])),
    "deck_size": lambda state, _: str(card_count(state)),
}


def position_from_text(text: str, state_class: type[GameState], rules: Rules | None = None,
                       preset_loader: Callable[[str], Rules] | None = None) -> GameState:
    """The position written as `text`, a `state_class` (GameState, which imports this
    module and so hands itself in); InvalidPositionError saying what is wrong.

    The rules come from the option lines, else from `rules`, else from
    `preset_loader(name)` given the `rules:` line."""
    reader = _Reader(text)
    name = reader.get("rules", "classic")
    try:
        if reader.options:
            rules = with_old_text_parts(Rules.from_options(reader.options), reader.options)
        elif rules is None:
            if preset_loader is None:
                raise InvalidPositionError("The position gives no option lines and no rules were given.")
            rules = preset_loader(name)
    except RuleOptionError as exc:
        raise InvalidPositionError(f"Rule option {exc}.") from None

    state = state_class.__new__(state_class)
    players = _number(reader.get("players", str(rules.players)), "players", state)
    if players not in rules.player_counts:
        raise InvalidPositionError(f"A game has {counts_words(rules.player_counts)} players.")
    state._set_up(rules, players)
    for run in RUNS:
        first = run[0][0]
        if first.codec == "results":
            setattr(state, first.name, [_read_result(line, state.sides) for line in reader.results])
        elif first.scope in (Scope.SEAT, Scope.SIDE):
            for line in run:
                for zone in line:
                    setattr(state, zone.name, [])
            for index in range(players if first.scope is Scope.SEAT else state.sides):
                for line in run:
                    _read_line(reader, state, line, index)
        else:
            _read_line(reader, state, run[0], None)
    start_scratch(state)
    if reader.fields:
        raise InvalidPositionError(f"Unknown line '{next(iter(reader.fields))}'.")
    return state


def _read_line(reader: _Reader, state: GameState, line: list[Zone], index: int | None) -> None:
    """Read one line into its zones (a seat's or side's value when `index` is given)."""
    first = line[0]
    key = first.line if index is None else f"{first.line} {index}"
    filled = FILLED_IN.get(first.name)
    text = reader.get(key or "", filled(state, index or 0) if filled else BLANKS[first.codec])
    parts = [text] if len(line) == 1 else (text.split(None, 1) + [""])[:2]
    for zone, part in zip(line, parts):
        value = READERS[zone.codec](part, key or "", state)
        if index is None:
            setattr(state, zone.name, value)
        else:
            getattr(state, zone.name).append(value)


def _read_result(line: str, sides: int) -> HandResult:
    try:
        return read_result(line, sides)
    except (ValueError, IndexError):
        raise InvalidPositionError(f"The line '{line}' is not a hand result.") from None
