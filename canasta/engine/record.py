"""Game records: the set-up of a game and every action since, as text.

    canasta record
    format: 4
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
    ...
    deal
    option target_score = 3000 (the rules change right after this deal)
    draw
    end: 57 actions

Replaying a record through the checked `play()` reproduces every state exactly, and a
record that does not replay is refused with the line that failed. The closing `end:`
line (since format 2) tells a record cut short from a shorter game; format 1 had none.
Format 3 adds rule changes: option lines right after a `deal`, which change the rules
from that hand on. Format 4 names the meld cards join by its id (`meld JK to #3`); the
formats before named the side's row of a rank (`meld JK to 7`), and reading them turns
those into ids. A record needing neither is still written as format 2, which earlier
versions of Canasta read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from .actions import Action
from .cards import Card, cards_text, parse_cards
from .errors import IllegalActionError, RecordError, RuleOptionError
from .rules import Rules, counts_words
from .score_parts import with_old_text_parts
from .state import GameState

HEADER = "canasta record"
FORMAT_VERSION = 4    # the newest format read and written: format 3 with melds addressed by id
OLDEST_FORMAT = 1     # format 1 is format 2 without the closing `end:` line
PLAIN_FORMAT = 2      # how a record without rule changes is written, so earlier versions still read it
RULE_CHANGE_FORMAT = 3
MELD_ID_FORMAT = 4    # `meld JK to #3` (before: `meld JK to 7`, the side's row of Sevens)
OPTION = "option "
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


@dataclass(frozen=True)
class RuleChange:
    """The rules changed right after a deal: `at` actions into the record (the last of
    them the `deal`), `options` as the record writes them, `rules` the rules from then on."""

    at: int
    options: dict[str, Any]
    rules: Rules
    # Where the change's lines stood in the file it was read from, for error messages.
    line: int | None = field(default=None, compare=False)
    option_lines: dict[str, int] = field(default_factory=dict, repr=False, compare=False)


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
    rule_changes: list[RuleChange] = field(default_factory=list)
    # The actions before this one were played before the judge refused a meld after which
    # the turn could not end (the records of format 1): they replay by the judge of then.
    strict_from: int = 0

    @classmethod
    def for_state(cls, state: GameState, seats: list[str] | None = None) -> GameRecord:
        """A record of a game that starts where `state` (a new game) starts."""
        return cls(state.rules, state.players, state.seed, state.dealer, None, list(seats or []))

    def new_state(self) -> GameState:
        return GameState(self.rules, self.players, seed=self.seed, dealer=self.dealer, deck=self.deck)

    def header_lines(self) -> int:
        return len(self._header())

    def written_format(self) -> int:
        """The format `to_text()` writes: the oldest that holds everything in the record."""
        if any(action.to is not None for action in self.actions):
            return MELD_ID_FORMAT
        return RULE_CHANGE_FORMAT if self.rule_changes else PLAIN_FORMAT

    def change_rules(self, rules: Rules) -> None:
        """Note that the game goes on by `rules` from here, right after a deal (ValueError
        anywhere else).

        A second change at the same point replaces the first; a change back to the rules
        in force before leaves no trace."""
        if not self.actions or self.actions[-1].kind != "deal":
            raise ValueError("a record notes a rule change only right after a deal")
        at = len(self.actions)
        kept = [change for change in self.rule_changes if change.at < at]
        before = kept[-1].rules if kept else self.rules
        old, new = before.to_options(), rules.to_options()
        options = {key: value for key, value in new.items() if value != old[key]}
        self.rule_changes = kept + ([RuleChange(at, options, rules)] if options else [])

    def _header(self) -> list[str]:
        lines = [HEADER, f"format: {self.written_format()}", f"rules: {self.rules.name}"]
        lines += _option_lines(self.rules.written_options())
        lines.append(f"players: {self.players}")
        for seat, description in enumerate(self.seats):
            lines.append(f"seat {seat}: {description}")
        lines.append(f"seed: {self.seed}")
        if self.dealer is not None:
            lines.append(f"dealer: {self.dealer}")
        if self.deck is not None:
            lines.append(f"deck: {cards_text(self.deck)}")
        if self.strict_from:
            lines.append(f"strict from: {self.strict_from}")
        lines.append("actions:")
        return lines

    def to_text(self) -> str:
        return "\n".join(self._header() + self._action_lines() + [f"{END} {len(self.actions)} actions"]) + "\n"

    def _action_lines(self) -> list[str]:
        """The actions, each rule change after the action it follows."""
        changes = {change.at: change for change in self.rule_changes}
        lines = []
        for index, action in enumerate(self.actions, start=1):
            lines.append(str(action))
            if index in changes:
                lines += _option_lines(changes[index].options)
        return lines

    def _line_of_action(self, index: int) -> int:
        """The line of action `index` in the file it was read from, or in `to_text()`."""
        if self.action_lines:
            return self.action_lines[index]
        options_before = sum(len(change.options) for change in self.rule_changes if change.at <= index)
        return self.header_lines() + options_before + index + 1

    def _line_of_change(self, change: RuleChange) -> int:
        if change.line is not None:
            return change.line
        options_before = sum(len(other.options) for other in self.rule_changes if other.at < change.at)
        return self.header_lines() + options_before + change.at + 1

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
        old_addresses: dict[int, str] = {}  # `meld JK to 7` of formats 1 to 3: the action's index -> "7"
        # Rule changes as read: (actions before, first line, options, the line of each option)
        changes: list[tuple[int, int, dict[str, Any], dict[str, int]]] = []
        in_actions = False
        after_deal = False  # the last line of the actions was a `deal` or a rule change after it
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
                if line.startswith(OPTION):
                    if not after_deal:
                        raise RecordError("the rules can change only right after a 'deal' line", number)
                    if not changes or changes[-1][0] != len(actions):
                        changes.append((len(actions), number, {}, {}))
                    key, value = _option(line, number)
                    changes[-1][2][key] = value
                    changes[-1][3][key] = number
                    continue
                try:
                    action, label = _parse_action(line)
                except ValueError as exc:
                    raise RecordError(f"'{line}' cannot be read: {exc}", number) from None
                if label is not None:
                    old_addresses[len(actions)] = label
                hand_actions = 1 if action.kind == "deal" else hand_actions + 1
                if hand_actions > MAX_ACTIONS_PER_HAND:
                    raise RecordError(f"one hand holds more than {MAX_ACTIONS_PER_HAND:,} actions; "
                                      "no hand of Canasta is that long", number)
                if len(actions) == MAX_ACTIONS:
                    raise RecordError(f"the record holds more than {MAX_ACTIONS:,} actions; "
                                      "no game of Canasta is that long", number)
                actions.append(action)
                action_lines.append(number)
                after_deal = action.kind == "deal"
                continue
            if line == "actions:":
                in_actions = True
                continue
            if line.startswith(OPTION):
                key, value = _option(line, number)
                options[key] = value
                option_lines[key] = number
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
        if old_addresses and version >= MELD_ID_FORMAT:
            first = min(old_addresses)
            raise RecordError(f"format {version} names a meld by its number ('to #3'), not "
                              f"'to {old_addresses[first]}'", action_lines[first])
        if changes and version < RULE_CHANGE_FORMAT:
            raise RecordError(f"rule changes during a game need format {RULE_CHANGE_FORMAT}, "
                              f"but this record has format {version}", changes[0][1])
        name = fields.get("rules", (0, "classic"))[1]
        try:
            if options:
                rules = with_old_text_parts(Rules.from_options(options), options)
            elif preset_loader is not None:
                rules = preset_loader(name)
            else:
                raise RecordError("the record gives no rule options", fields.get("rules", (1, ""))[0])
        except RuleOptionError as exc:
            raise RecordError(f"rule option {exc}", option_lines.get(exc.key.split(".")[0])) from None
        rule_changes = []
        in_force = rules
        for at, first_line, changed, changed_lines in changes:
            try:
                in_force = in_force.replace(changed)
            except RuleOptionError as exc:
                raise RecordError(f"rule option {exc}", changed_lines.get(exc.key.split(".")[0], first_line)) from None
            rule_changes.append(RuleChange(at, changed, in_force, first_line, changed_lines))
        players = number_field("players", rules.players)
        if players not in rules.player_counts:
            raise RecordError(f"a game has {counts_words(rules.player_counts)} players",
                              fields.get("players", (0, ""))[0])
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
        strict_from = len(actions) if version == OLDEST_FORMAT else number_field("strict from", 0)
        if not 0 <= strict_from <= len(actions):
            raise RecordError(f"'strict from' must be an action number from 0 to {len(actions)}",
                              fields["strict from"][0])
        known = {"format", "rules", "players", "seed", "dealer", "deck", "strict from"}
        for key, (line_number, _) in fields.items():
            if key not in known:
                raise RecordError(f"unknown line '{key}'", line_number)
        if any(seat >= players for seat in seats):
            raise RecordError(f"a game of {players} has seats 0 to {players - 1}", fields.get("players", (0, ""))[0])
        record = cls(rules, players, seed or 0, dealer, deck, [seats[i] for i in sorted(seats)], actions,
                     action_lines, rule_changes, strict_from)
        if old_addresses:
            record._address_melds_by_id(old_addresses)
        return record

    def _address_melds_by_id(self, labels: dict[int, str]) -> None:
        """The upgrade from formats 1 to 3: each `meld ... to LABEL` (the side's row of a
        rank, or its golden suit) becomes `meld ... to #ID`, found by replaying the record."""
        for index, state in enumerate(self.play_through()):
            if index in labels:
                action = self.actions[index]
                meld = state.tables[state.side_of(state.current)].labelled(state.rules, labels[index])
                if meld is None:
                    raise RecordError(f"'{action}' is not allowed here: your side has no row "
                                      f"'{labels[index]}'", self._line_of_action(index))
                self.actions[index] = Action(action.kind, action.cards, meld.id)

    def play_through(self, checked: bool = True) -> Iterator[GameState]:
        """The live state before the first action and after each (and after any rule
        change there): one state, changing (faster than `states()`, which copies each).

        `checked`: every action goes through `play()`; otherwise through the unchecked
        `apply()`, for a record known to replay (the game's own)."""
        try:
            state = self.new_state()
        except ValueError as exc:
            raise RecordError(f"the game cannot be set up: {exc}") from None
        changes = {change.at: change for change in self.rule_changes}  # never at 0: always after a deal
        yield state
        for index, action in enumerate(self.actions):
            state.judge_as_before = index < self.strict_from
            if checked:
                try:
                    state.play(action)
                except IllegalActionError as exc:
                    raise RecordError(f"'{action}' is not allowed here: {exc}", self._line_of_action(index)) from None
            else:
                state.apply(action)
            self._apply_change(state, changes.get(index + 1))
            state.judge_as_before = False
            yield state

    def _apply_change(self, state: GameState, change: RuleChange | None) -> None:
        if change is None:
            return
        try:
            state.change_rules(change.rules)
        except ValueError as exc:
            raise RecordError(f"the rules cannot change here: {exc}", self._line_of_change(change)) from None

    def states(self) -> Iterator[GameState]:
        """The state before the first action and after each, replayed through `play()`."""
        for state in self.play_through():
            yield state.clone()

    def replay(self) -> GameState:
        """The state after the last action; RecordError naming the line that failed."""
        for state in self.play_through():
            pass
        return state


def _parse_action(line: str) -> tuple[Action, str | None]:
    """The action on a record's line, and the row it names the old way (`meld JK to 7`:
    "7"), which the upgrade turns into the meld's id; None when it names none so."""
    words = line.split()
    if len(words) >= 4 and words[0].lower() == "meld" and words[-2].lower() == "to" \
            and not words[-1].startswith("#"):
        return Action.parse(" ".join(words[:-2])), words[-1]
    return Action.parse(line), None


def _option_lines(options: dict[str, Any]) -> list[str]:
    return [f"{OPTION}{key} = {json.dumps(value, sort_keys=True)}" for key, value in options.items()]


def _option(line: str, number: int) -> tuple[str, Any]:
    """The name and plain value of the line `option NAME = VALUE`."""
    key, sep, value = line[len(OPTION):].partition("=")
    try:
        if not sep:
            raise ValueError
        return key.strip(), json.loads(value)
    except (ValueError, RecursionError):  # RecursionError: brackets nested thousands deep
        raise RecordError("an option line reads 'option NAME = VALUE'", number) from None


def _closing_count(line: str, number: int) -> int:
    """The count of actions the closing line `end: N actions` gives."""
    words = line[len(END):].split()
    if len(words) == 2 and words[0].isdigit() and len(words[0]) <= 9 and words[1] == "actions":
        return int(words[0])
    raise RecordError(f"the closing line reads '{END} N actions', not '{line}'", number)
