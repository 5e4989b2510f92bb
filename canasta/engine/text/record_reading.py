"""Reading a game record (record.py) from its text, line by line, and refusing what
cannot be read with the number of the line that failed."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from ..play.actions import Action
from ..cards.cards import parse_cards
from ..play.errors import RecordError, RuleOptionError, reason_of
from .record_format import (END, FORMAT_VERSION, HEADER, MELD_ID_FORMAT, OLDEST_FORMAT, OPTION, RULE_CHANGE_FORMAT,
                            RecordCutShortError, RuleChange, check_seat)
from ..rules.rules import Rules
from ..values.rule_values import counts_said
from ..scoring.score_parts import with_old_text_parts
from ..sentences.message import Grouped, Quoted, say

if TYPE_CHECKING:
    from ..game.record import GameRecord

# Far beyond any real game (a long one is some thousands of actions): a record that
# holds more is not a game, and replaying it would keep the player waiting.
MAX_ACTIONS = 50_000
MAX_ACTIONS_PER_HAND = 5_000

# A number line's default: a number, or None where the line may be left out.
_Default = TypeVar("_Default", int, None)


def read_record(text: str, preset_loader: Callable[[str], Rules] | None,
                record_class: type[GameRecord]) -> GameRecord:
    """The record written as `text`, of `record_class` (record.GameRecord); RecordError
    naming the line when it cannot be read."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != HEADER:
        raise RecordError(say("this is not a Canasta game record (it should start with '{header}')", header=HEADER), 1)
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
            raise RecordError(say("'{line}' comes after the end of the record", line=Quoted(line)), number)
        if in_actions:
            if line.startswith(END):
                closing = (number, _closing_count(line, number))
                continue
            if line.startswith(OPTION):
                if not after_deal:
                    raise RecordError(say("the rules can change only right after a 'deal' line"), number)
                if not changes or changes[-1][0] != len(actions):
                    changes.append((len(actions), number, {}, {}))
                key, value = _option(line, number)
                changes[-1][2][key] = value
                changes[-1][3][key] = number
                continue
            try:
                action, label = _parse_action(line)
            except ValueError as exc:
                raise RecordError(say("'{line}' cannot be read: {reason}", line=Quoted(line), reason=reason_of(exc)),
                                  number) from None
            if label is not None:
                old_addresses[len(actions)] = label
            hand_actions = 1 if action.kind == "deal" else hand_actions + 1
            if hand_actions > MAX_ACTIONS_PER_HAND:
                raise RecordError(say("one hand holds more than {most} actions; no hand of Canasta is that long",
                                      most=Grouped(MAX_ACTIONS_PER_HAND)), number)
            if len(actions) == MAX_ACTIONS:
                raise RecordError(say("the record holds more than {most} actions; no game of Canasta is that long",
                                      most=Grouped(MAX_ACTIONS)), number)
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
            raise RecordError(say("'{line}' is not 'name: value'", line=Quoted(line)), number)
        key = key.strip()
        if key.startswith("seat "):
            seat = key[5:].strip()
            if not (seat.isdigit() and len(seat) <= 2):
                raise RecordError(say("'{key}' is not a seat", key=Quoted(key)), number)
            try:
                check_seat(value)
            except ValueError as exc:
                raise RecordError(reason_of(exc), number) from None
            seats[int(seat)] = value.strip()
            continue
        fields[key] = (number, value.strip())
    if not in_actions:
        raise RecordError(say("the record has no 'actions:' line"), len(lines))

    def number_field(name: str, default: _Default) -> int | _Default:
        if name not in fields:
            return default
        line_number, value = fields[name]
        try:
            return int(value)
        except ValueError:
            shown = value if len(value) <= 24 else value[:20] + "…"
            raise RecordError(say("'{name}' must be a whole number, not '{shown}'", name=Quoted(name),
                                  shown=Quoted(shown)), line_number) from None

    version = number_field("format", None)
    if version is None or not OLDEST_FORMAT <= version <= FORMAT_VERSION:
        raise RecordError(say("this record has format {version}; this program reads formats {oldest} to {newest}",
                              version=str(version), oldest=OLDEST_FORMAT, newest=FORMAT_VERSION),
                          fields.get("format", (2, ""))[0])
    if closing is None and version >= 2:
        raise RecordCutShortError(say("the record stops after {count} actions without its closing '{end}' line: the "
                                      "file was cut short", count=len(actions), end=END), len(lines))
    if closing is not None and closing[1] != len(actions):
        raise RecordCutShortError(say("the record should hold {should} actions but holds {holds}: the file was cut "
                                      "short or changed", should=closing[1], holds=len(actions)), closing[0])
    if old_addresses and version >= MELD_ID_FORMAT:
        first = min(old_addresses)
        raise RecordError(say("format {version} names a meld by its number ('to #3'), not 'to {row}'",
                              version=version, row=Quoted(old_addresses[first])), action_lines[first])
    if changes and version < RULE_CHANGE_FORMAT:
        raise RecordError(say("rule changes during a game need format {needed}, but this record has format {version}",
                              needed=RULE_CHANGE_FORMAT, version=version), changes[0][1])
    name = fields.get("rules", (0, "classic"))[1]
    try:
        if options:
            rules = with_old_text_parts(Rules.from_options(options), options)
        elif preset_loader is not None:
            rules = preset_loader(name)
        else:
            raise RecordError(say("the record gives no rule options"), fields.get("rules", (1, ""))[0])
    except RuleOptionError as exc:
        raise RecordError(_option_reason(exc), option_lines.get(exc.key.split(".")[0])) from None
    rule_changes = []
    in_force = rules
    for at, first_line, changed, changed_lines in changes:
        try:
            in_force = in_force.replace(changed)
        except RuleOptionError as exc:
            raise RecordError(_option_reason(exc), changed_lines.get(exc.key.split(".")[0], first_line)) from None
        rule_changes.append(RuleChange(at, changed, in_force, first_line, changed_lines))
    players = number_field("players", rules.players)
    if players not in rules.player_counts:
        raise RecordError(say("a game has {counts} players", counts=counts_said(rules.player_counts)),
                          fields.get("players", (0, ""))[0])
    seed = number_field("seed", 0)
    dealer = number_field("dealer", None)
    if dealer is not None and not 0 <= dealer < players:
        raise RecordError(say("the dealer must be a seat from 0 to {last}", last=players - 1), fields["dealer"][0])
    deck = None
    if "deck" in fields:
        try:
            deck = parse_cards(fields["deck"][1])
        except ValueError as exc:
            raise RecordError(say("the deck cannot be read: {reason}", reason=reason_of(exc)),
                              fields["deck"][0]) from None
    strict_from = len(actions) if version == OLDEST_FORMAT else number_field("strict from", 0)
    if not 0 <= strict_from <= len(actions):
        raise RecordError(say("'strict from' must be an action number from 0 to {last}", last=len(actions)),
                          fields["strict from"][0])
    known = {"format", "rules", "players", "seed", "dealer", "deck", "strict from"}
    for key, (line_number, _) in fields.items():
        if key not in known:
            raise RecordError(say("unknown line '{key}'", key=Quoted(key)), line_number)
    if any(seat >= players for seat in seats):
        raise RecordError(say("a game of {players} has seats 0 to {last}", players=players, last=players - 1),
                          fields.get("players", (0, ""))[0])
    record = record_class(rules, players, seed or 0, dealer, deck, [seats[i] for i in sorted(seats)], actions,
                 action_lines, rule_changes, strict_from)
    if old_addresses:
        record._address_melds_by_id(old_addresses)
    return record


def _parse_action(line: str) -> tuple[Action, str | None]:
    """The action on a record's line, and the row it names the old way (`meld JK to 7`:
    "7"), which the upgrade turns into the meld's id; None when it names none so."""
    words = line.split()
    if len(words) >= 4 and words[0].lower() == "meld" and words[-2].lower() == "to" \
            and not words[-1].startswith("#"):
        return Action.parse(" ".join(words[:-2])), words[-1]
    return Action.parse(line), None

def _option_reason(exc: RuleOptionError) -> str:
    """A rule option the record names that cannot be: "rule option target_score: ..."."""
    return say("rule option {key}: {reason}", key=Quoted(exc.key), reason=exc.reason)


def _option(line: str, number: int) -> tuple[str, Any]:
    """The name and plain value of the line `option NAME = VALUE`."""
    key, sep, value = line[len(OPTION):].partition("=")
    try:
        if not sep:
            raise ValueError
        return key.strip(), json.loads(value)
    except (ValueError, RecursionError):  # RecursionError: brackets nested thousands deep
        raise RecordError(say("an option line reads 'option NAME = VALUE'"), number) from None

def _closing_count(line: str, number: int) -> int:
    """The count of actions the closing line `end: N actions` gives."""
    words = line[len(END):].split()
    if len(words) == 2 and words[0].isdigit() and len(words[0]) <= 9 and words[1] == "actions":
        return int(words[0])
    raise RecordError(say("the closing line reads '{end} N actions', not '{line}'", end=END, line=Quoted(line)), number)

