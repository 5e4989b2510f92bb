"""A whole position as text, for tests, puzzles and bug reports (see docs/positions.md).

`position_to_text(state)` writes every part of the state; `position_from_text(text)`
reads it back, so that `position_to_text(position_from_text(s)) == s` for any text the
first wrote. Hand-written positions may leave out most lines (see the docs), and may
leave out the option lines when `rules` is given.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Callable

from .cards import Card, cards_text, parse_cards
from .errors import InvalidPositionError, RuleOptionError
from .rules import Rules
from .scoring import HandResult, SideScore

if TYPE_CHECKING:
    from .state import GameState

HEADER = "canasta position 1"
SIDE_SCORE_FIELDS = [name for name in SideScore.__dataclass_fields__]


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _table_text(table: dict[str, list[Card]]) -> str:
    if not table:
        return "-"
    return " | ".join(f"{rank}: {cards_text(row)}" for rank, row in table.items())


def position_to_text(state: GameState) -> str:
    lines = [HEADER, f"rules: {state.rules.name}"]
    for key, value in state.rules.written_options().items():
        lines.append(f"option {key} = {json.dumps(value, sort_keys=True)}")
    lines += [
        f"players: {state.players}",
        f"seed: {state.seed}",
        f"hand number: {state.hand_number}",
        f"dealer: {state.dealer}",
        f"first player: {state.first_player}",
        f"scores: {' '.join(str(score) for score in state.scores)}",
        f"phase: {state.phase.value}",
        f"current: {state.current}",
    ]
    for seat in range(state.players):
        lines.append(f"hand {seat}: {cards_text(state.hands[seat])}")
    for seat in range(state.players):
        lines.append(f"known {seat}: {cards_text(state.known[seat])}")
    for seat in range(state.players):
        lines.append(f"thrown {seat}: {cards_text(state.thrown[seat])}")
        lines.append(f"passed {seat}: {cards_text(state.passed[seat])}")
    for side in range(state.sides):
        lines.append(f"table {side}: {_table_text(state.tables[side])}")
        lines.append(f"red threes {side}: {cards_text(state.red_threes[side])}")
        lines.append(f"treasure pots {side}: {cards_text(state.treasure_pots[side])}")
        lines.append(f"opened {side}: {_yes(state.opened[side])}")
        opener = state.opener[side]
        lines.append(f"opener {side}: {'-' if opener is None else opener}"
                     f"{' waiting' if state.opener_waiting[side] else ''}")
        lines.append(f"penalties {side}: {state.penalties[side]}")
    lines += [
        f"stock: {cards_text(state.stock)}",
        f"pile: {cards_text(state.pile)}",
        f"pickup: {cards_text(state.pickup)}",
        f"blocked by: {'-' if state.blocked_by is None else state.blocked_by}",
        f"pile untakeable: {_yes(state.pile_untakeable)}",
        f"stock turned: {state.stock_turned}",
        f"deck size: {state.deck_size}",
        f"went out: {'-' if state.went_out is None else state.went_out}",
        f"concealed: {_yes(state.concealed)}",
        f"out with wild: {_yes(state.out_with_wild)}",
        f"opening: {_yes(state.opening)}",
        "moves: " + (" | ".join(f"{rank}: {cards_text(cards)}" for rank, cards in state.turn_moves) or "-"),
        f"locked: {state.locked}",
    ]
    taking = state.taking
    if taking is None:
        lines.append("taking: -")
    else:
        lines.append(f"taking: {taking.top} frozen={_yes(taking.frozen)} existing={_yes(taking.onto_existing)} "
                     f"mode={taking.mode}")
    permission = "-" if state.permission is None else _yes(state.permission)
    lines += [
        f"took pile: {_yes(state.took_pile)}",
        f"took top only: {_yes(state.took_top_only)}",
        f"put back: {_yes(state.put_back)}",
        f"asked: {_yes(state.asked)}",
        f"permission: {permission}",
        f"asker: {'-' if state.asker is None else state.asker}",
    ]
    for result in state.hand_results:
        went_out = "-" if result.went_out is None else str(result.went_out)
        parts = [f"result {result.hand_number}: out={went_out} concealed={_yes(result.concealed)}"]
        for side_score in result.sides:
            parts.append(",".join(str(int(getattr(side_score, name))) for name in SIDE_SCORE_FIELDS))
        lines.append(" ".join(parts))
    return "\n".join(lines) + "\n"


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
            if key.startswith("result "):
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

    def number(self, key: str, default: int | None = None) -> int:
        text = self.get(key, None if default is None else str(default))
        try:
            return int(text)
        except ValueError:
            raise InvalidPositionError(f"'{key}' must be a whole number, not '{text}'.") from None

    def flag(self, key: str, default: bool = False) -> bool:
        text = self.get(key, _yes(default))
        if text not in ("yes", "no"):
            raise InvalidPositionError(f"'{key}' must be yes or no, not '{text}'.")
        return text == "yes"

    def cards(self, key: str, default: str = "-") -> list[Card]:
        text = self.get(key, default)
        try:
            return parse_cards(text)
        except ValueError as exc:
            raise InvalidPositionError(f"'{key}': {exc}.") from None

    def rows(self, key: str) -> list[tuple[str, list[Card]]]:
        text = self.get(key, "-")
        if text == "-":
            return []
        rows = []
        for part in text.split("|"):
            rank, sep, cards = part.partition(":")
            if not sep:
                raise InvalidPositionError(f"'{key}': a row is written 'RANK: CARDS', not '{part.strip()}'.")
            rank = rank.strip().upper()
            if rank == "10":
                rank = "T"
            if rank not in "3456789TJQKAG" or len(rank) != 1:
                raise InvalidPositionError(f"'{key}': '{rank}' is not the rank of a row.")
            try:
                rows.append((rank, parse_cards(cards)))
            except ValueError as exc:
                raise InvalidPositionError(f"'{key}': {exc}.") from None
        return rows


def position_from_text(text: str, rules: Rules | None = None,
                       preset_loader: Callable[[str], Rules] | None = None) -> GameState:
    """The position written as `text`; InvalidPositionError saying what is wrong.

    The rules come from the option lines, else from `rules`, else from
    `preset_loader(name)` given the `rules:` line."""
    from .state import GameState, Phase, Taking  # here, not at the top: state.py imports this module

    reader = _Reader(text)
    name = reader.get("rules", "classic")
    try:
        if reader.options:
            rules = Rules.from_options(reader.options)
        elif rules is None:
            if preset_loader is None:
                raise InvalidPositionError("The position gives no option lines and no rules were given.")
            rules = preset_loader(name)
    except RuleOptionError as exc:
        raise InvalidPositionError(f"Rule option {exc}.") from None

    state = GameState.__new__(GameState)
    players = reader.number("players", rules.players)
    if players not in (2, 3, 4):
        raise InvalidPositionError("A game has 2, 3 or 4 players.")
    state.rules = rules
    state.players = players
    state.partnerships = rules.uses_partnerships(players)
    state.sides = 2 if state.partnerships else players
    state.seed = reader.number("seed", 0)
    state.hand_number = reader.number("hand number", 1)
    state.dealer = reader.number("dealer", players - 1)
    default_first = 0 if rules.first_player == "first_seat" else (state.dealer + 1) % players
    state.first_player = reader.number("first player", default_first)
    scores_text = reader.get("scores", " ".join(["0"] * state.sides))
    try:
        state.scores = [int(word) for word in scores_text.split()]
    except ValueError:
        raise InvalidPositionError(f"'scores' must be whole numbers, not '{scores_text}'.") from None
    if len(state.scores) != state.sides:
        raise InvalidPositionError(f"'scores' needs {state.sides} numbers, one for each side.")
    phase_text = reader.get("phase", "draw")
    try:
        state.phase = Phase(phase_text)
    except ValueError:
        raise InvalidPositionError(f"'{phase_text}' is not a phase "
                                   f"({', '.join(phase.value for phase in Phase)}).") from None
    state.current = reader.number("current", state.first_player)
    for seat_name, seat in (("dealer", state.dealer), ("first player", state.first_player),
                            ("current", state.current)):
        if not 0 <= seat < players:
            raise InvalidPositionError(f"'{seat_name}' must be a seat from 0 to {players - 1}.")
    state.hands = [reader.cards(f"hand {seat}") for seat in range(players)]
    state.known = [reader.cards(f"known {seat}") for seat in range(players)]
    state.thrown = [reader.cards(f"thrown {seat}") for seat in range(players)]
    state.passed = [reader.cards(f"passed {seat}") for seat in range(players)]
    state.tables = []
    state.red_threes = []
    state.treasure_pots = []
    state.opener = []
    state.opener_waiting = []
    state.opened = []
    state.penalties = []
    for side in range(state.sides):
        table: dict[str, list[Card]] = {}
        for rank, row in reader.rows(f"table {side}"):
            if rank in table:
                raise InvalidPositionError(f"'table {side}' has two rows of {rank}.")
            table[rank] = row
        state.tables.append(table)
        state.red_threes.append(reader.cards(f"red threes {side}"))
        state.treasure_pots.append(reader.cards(f"treasure pots {side}"))
        state.opened.append(reader.flag(f"opened {side}", bool(table)))
        opener_text = reader.get(f"opener {side}", "-").split()
        state.opener.append(None if not opener_text or opener_text[0] == "-"
                            else _seat(opener_text[0], players, f"opener {side}"))
        state.opener_waiting.append(opener_text[1:] == ["waiting"])
        state.penalties.append(reader.number(f"penalties {side}", 0))
    state.stock = reader.cards("stock")
    state.pile = reader.cards("pile")
    state.pickup = reader.cards("pickup")
    blocked = reader.get("blocked by", "-")
    state.blocked_by = None if blocked == "-" else _seat(blocked, players, "blocked by")
    state.pile_untakeable = reader.flag("pile untakeable")
    state.stock_turned = reader.number("stock turned", 0)
    counted = (len(state.stock) + len(state.pile) + len(state.pickup) + sum(map(len, state.hands))
               + sum(len(row) for table in state.tables for row in table.values()) + sum(map(len, state.red_threes))
               + sum(map(len, state.treasure_pots)))
    state.deck_size = reader.number("deck size", counted)
    went_out = reader.get("went out", "-")
    state.went_out = None if went_out == "-" else _seat(went_out, players, "went out")
    state.concealed = reader.flag("concealed")
    state.out_with_wild = reader.flag("out with wild")
    state.opening = reader.flag("opening")
    state.turn_moves = [(rank, tuple(cards)) for rank, cards in reader.rows("moves")]
    state.locked = reader.number("locked", 0)
    taking_text = reader.get("taking", "-")
    state.taking = None
    if taking_text != "-":
        words = taking_text.split()
        try:
            top = Card.parse(words[0])
            flags = dict(word.split("=", 1) for word in words[1:])
            mode = flags.get("mode", "pile")
            if mode not in ("pile", "top", "pickup"):
                raise ValueError
            state.taking = Taking(top, flags["frozen"] == "yes", flags["existing"] == "yes", mode)
        except (ValueError, KeyError, IndexError):
            raise InvalidPositionError(f"'taking' reads 'CARD frozen=yes|no existing=yes|no mode=pile|top|pickup', "
                                       f"not '{taking_text}'.") from None
    state.took_pile = reader.flag("took pile")
    state.took_top_only = reader.flag("took top only")
    state.put_back = reader.flag("put back")
    state.asked = reader.flag("asked")
    permission = reader.get("permission", "-")
    if permission not in ("-", "yes", "no"):
        raise InvalidPositionError(f"'permission' must be -, yes or no, not '{permission}'.")
    state.permission = None if permission == "-" else permission == "yes"
    asker = reader.get("asker", "-")
    state.asker = None if asker == "-" else _seat(asker, players, "asker")
    state.hand_results = [_read_result(line, state.sides) for line in reader.results]
    state._legal_cache = None
    state._endings_known = {}
    if reader.fields:
        raise InvalidPositionError(f"Unknown line '{next(iter(reader.fields))}'.")
    return state


def _seat(text: str, players: int, what: str) -> int:
    try:
        seat = int(text)
    except ValueError:
        seat = -1
    if not 0 <= seat < players:
        raise InvalidPositionError(f"'{what}' must be a seat from 0 to {players - 1}, not '{text}'.")
    return seat


def _read_result(line: str, sides: int) -> HandResult:
    try:
        head, _, rest = line.partition(":")
        number = int(head.split()[1])
        words = rest.split()
        went_out = words[0].split("=", 1)[1]
        concealed = words[1].split("=", 1)[1] == "yes"
        side_scores = []
        for word in words[2:]:
            values = [int(value) for value in word.split(",")]
            if len(values) != len(SIDE_SCORE_FIELDS):
                raise ValueError
            kwargs = dict(zip(SIDE_SCORE_FIELDS, values))
            kwargs["canastas_missing"] = bool(kwargs["canastas_missing"])
            side_scores.append(SideScore(**kwargs))
        if len(side_scores) != sides:
            raise ValueError
        return HandResult(number, None if went_out == "-" else int(went_out), concealed, tuple(side_scores))
    except (ValueError, IndexError):
        raise InvalidPositionError(f"The line '{line}' is not a hand result.") from None
