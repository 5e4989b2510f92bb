"""Game records: the set-up of a game and every action since, as text.

    canasta record
    format: 1
    rules: classic
    option hand_size = {"2": 15, "3": 13, "4": 11}
    ... (every rule option)
    players: 4
    seat 0: Ann | human
    seat 1: Computer | computer advanced
    seed: 12345
    dealer: 3
    deck: 7c 7d ...            (only when the first hand was dealt from a given order)
    actions:
    draw
    meld 7c 7d JK
    discard 9s
    end: 3 actions

Replaying a record through the checked `play()` reproduces every state exactly, and a
record that does not replay is refused with the line that failed. The closing `end:`
line (since format 2) tells a record cut short from a shorter game; format 1 had none.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Callable, Iterator

from .actions import Action
from .cards import Card, cards_text, parse_cards
from .errors import IllegalActionError, RecordError, RuleOptionError
from .rules import Rules
from .state import GameState

HEADER = "canasta record"
FORMAT_VERSION = 2
OLDEST_FORMAT = 1     # format 1 is format 2 without the closing `end:` line
END = "end:"
SEAT_KINDS = ("human", "computer")
COMPUTER_LEVELS = ("beginner", "advanced", "expert", "random")
# Far beyond any real game (a long one is some thousands of actions): a record that
# holds more is not a game, and replaying it would keep the player waiting.
MAX_ACTIONS = 50_000
MAX_ACTIONS_PER_HAND = 5_000


class RecordCutShortError(RecordError):
    """A record whose actions stop before its closing line says they do: the file was cut short."""


def check_seat(description: str) -> None:
    """ValueError unless `description` is "NAME | human", "NAME | computer LEVEL" or a bare name."""
    name, bar, kind = description.partition("|")
    if not name.strip():
        raise ValueError("a seat needs a name")
    if not bar:
        return
    words = kind.split()
    if not words or words[0] not in SEAT_KINDS:
        raise ValueError(f"'{kind.strip()}' is not a kind of player ({' or '.join(SEAT_KINDS)})")
    if words[0] == "human" and len(words) > 1:
        raise ValueError(f"'{kind.strip()}': a human seat has no level")
    if words[0] == "computer" and (len(words) > 2 or len(words) == 2 and words[1] not in COMPUTER_LEVELS):
        raise ValueError(f"'{' '.join(words[1:])}' is not a computer level ({', '.join(COMPUTER_LEVELS)})")


@dataclass
class GameRecord:
    rules: Rules
    players: int
    seed: int = 0
    dealer: int | None = None
    deck: list[Card] | None = None
    seats: list[str] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    # Where each action stood in the file it was read from, for error messages.
    action_lines: list[int] = field(default_factory=list, repr=False, compare=False)

    @classmethod
    def for_state(cls, state: GameState, seats: list[str] | None = None) -> GameRecord:
        """A record of a game that starts where `state` (a new game) starts."""
        return cls(state.rules, state.players, state.seed, state.dealer, None, list(seats or []))

    def new_state(self) -> GameState:
        return GameState(self.rules, self.players, seed=self.seed, dealer=self.dealer, deck=self.deck)

    def header_lines(self) -> int:
        return len(self._header())

    def _header(self) -> list[str]:
        lines = [HEADER, f"format: {FORMAT_VERSION}", f"rules: {self.rules.name}"]
        for key, value in self.rules.to_options().items():
            lines.append(f"option {key} = {json.dumps(value, sort_keys=True)}")
        lines.append(f"players: {self.players}")
        for seat, description in enumerate(self.seats):
            lines.append(f"seat {seat}: {description}")
        lines.append(f"seed: {self.seed}")
        if self.dealer is not None:
            lines.append(f"dealer: {self.dealer}")
        if self.deck is not None:
            lines.append(f"deck: {cards_text(self.deck)}")
        lines.append("actions:")
        return lines

    def to_text(self) -> str:
        closing = f"{END} {len(self.actions)} actions"
        return "\n".join(self._header() + [str(action) for action in self.actions] + [closing]) + "\n"

    @classmethod
    def from_text(cls, text: str, preset_loader: Callable[[str], Rules] | None = None) -> GameRecord:
        """Read a record; RecordError naming the line when it cannot be read."""
        lines = text.splitlines()
        if not lines or lines[0].strip() != HEADER:
            raise RecordError(f"this is not a Canasta game record (it should start with '{HEADER}')", 1)
        fields: dict[str, tuple[int, str]] = {}
        options: dict[str, object] = {}
        option_lines: dict[str, int] = {}
        seats: dict[int, str] = {}
        actions: list[Action] = []
        action_lines: list[int] = []
        in_actions = False
        closing: tuple[int, int] | None = None  # (line, actions it counts)
        hand_actions = 0
        for number, raw in enumerate(lines[1:], start=2):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if closing is not None:
                raise RecordError(f"'{line}' comes after the end of the record", number)
            if in_actions:
                if line.startswith(END):
                    closing = (number, _closing_count(line, number))
                    continue
                try:
                    action = Action.parse(line)
                except ValueError as exc:
                    raise RecordError(f"'{line}' cannot be read: {exc}", number) from None
                hand_actions = 1 if action.kind == "deal" else hand_actions + 1
                if hand_actions > MAX_ACTIONS_PER_HAND:
                    raise RecordError(f"one hand holds more than {MAX_ACTIONS_PER_HAND:,} actions; "
                                      "no hand of Canasta is that long", number)
                if len(actions) == MAX_ACTIONS:
                    raise RecordError(f"the record holds more than {MAX_ACTIONS:,} actions; "
                                      "no game of Canasta is that long", number)
                actions.append(action)
                action_lines.append(number)
                continue
            if line == "actions:":
                in_actions = True
                continue
            if line.startswith("option "):
                key, sep, value = line[len("option "):].partition("=")
                try:
                    if not sep:
                        raise ValueError
                    options[key.strip()] = json.loads(value)
                except (ValueError, RecursionError):  # RecursionError: brackets nested thousands deep
                    raise RecordError("an option line reads 'option NAME = VALUE'", number) from None
                option_lines[key.strip()] = number
                continue
            key, sep, value = line.partition(":")
            if not sep:
                raise RecordError(f"'{line}' is not 'name: value'", number)
            key = key.strip()
            if key.startswith("seat "):
                seat = key[5:].strip()
                if not (seat.isdigit() and len(seat) <= 2):
                    raise RecordError(f"'{key}' is not a seat", number)
                try:
                    check_seat(value)
                except ValueError as exc:
                    raise RecordError(str(exc), number) from None
                seats[int(seat)] = value.strip()
                continue
            fields[key] = (number, value.strip())
        if not in_actions:
            raise RecordError("the record has no 'actions:' line", len(lines))

        def number_field(name: str, default: int | None) -> int | None:
            if name not in fields:
                return default
            line_number, value = fields[name]
            try:
                return int(value)
            except ValueError:
                shown = value if len(value) <= 24 else value[:20] + "…"
                raise RecordError(f"'{name}' must be a whole number, not '{shown}'", line_number) from None

        version = number_field("format", None)
        if version is None or not OLDEST_FORMAT <= version <= FORMAT_VERSION:
            raise RecordError(f"this record has format {version}; this program reads formats "
                              f"{OLDEST_FORMAT} to {FORMAT_VERSION}", fields.get("format", (2, ""))[0])
        if closing is None and version >= 2:
            raise RecordCutShortError(f"the record stops after {len(actions)} actions without its closing "
                                      f"'{END}' line: the file was cut short", len(lines))
        if closing is not None and closing[1] != len(actions):
            raise RecordCutShortError(f"the record should hold {closing[1]} actions but holds {len(actions)}: "
                                      "the file was cut short or changed", closing[0])
        name = fields.get("rules", (0, "classic"))[1]
        try:
            if options:
                rules = Rules.from_options(options)
            elif preset_loader is not None:
                rules = preset_loader(name)
            else:
                raise RecordError("the record gives no rule options", fields.get("rules", (1, ""))[0])
        except RuleOptionError as exc:
            raise RecordError(f"rule option {exc}", option_lines.get(exc.key.split(".")[0])) from None
        players = number_field("players", rules.players)
        if players not in (2, 3, 4):
            raise RecordError("a game has 2, 3 or 4 players", fields.get("players", (0, ""))[0])
        seed = number_field("seed", 0)
        dealer = number_field("dealer", None)
        if dealer is not None and not 0 <= dealer < players:
            raise RecordError(f"the dealer must be a seat from 0 to {players - 1}", fields["dealer"][0])
        deck = None
        if "deck" in fields:
            try:
                deck = parse_cards(fields["deck"][1])
            except ValueError as exc:
                raise RecordError(f"the deck cannot be read: {exc}", fields["deck"][0]) from None
        known = {"format", "rules", "players", "seed", "dealer", "deck"}
        for key, (line_number, _) in fields.items():
            if key not in known:
                raise RecordError(f"unknown line '{key}'", line_number)
        if any(seat >= players for seat in seats):
            raise RecordError(f"a game of {players} has seats 0 to {players - 1}", fields.get("players", (0, ""))[0])
        return cls(rules, players, seed or 0, dealer, deck, [seats[i] for i in sorted(seats)], actions,
                   action_lines)

    def play_through(self) -> Iterator[GameState]:
        """The live state before the first action and after each: one state, changing
        (faster than `states()`, which copies each)."""
        try:
            state = self.new_state()
        except ValueError as exc:
            raise RecordError(f"the game cannot be set up: {exc}") from None
        yield state
        for index, action in enumerate(self.actions):
            try:
                state.play(action)
            except IllegalActionError as exc:
                if self.action_lines:
                    line = self.action_lines[index]
                else:
                    line = self.header_lines() + index + 1
                raise RecordError(f"'{action}' is not allowed here: {exc}", line) from None
            yield state

    def states(self) -> Iterator[GameState]:
        """The state before the first action and after each, replayed through `play()`."""
        for state in self.play_through():
            yield state.clone()

    def replay(self) -> GameState:
        """The state after the last action; RecordError naming the line that failed."""
        for state in self.play_through():
            pass
        return state


def _closing_count(line: str, number: int) -> int:
    """The count of actions the closing line `end: N actions` gives."""
    words = line[len(END):].split()
    if len(words) == 2 and words[0].isdigit() and len(words[0]) <= 9 and words[1] == "actions":
        return int(words[0])
    raise RecordError(f"the closing line reads '{END} N actions', not '{line}'", number)
