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
from typing import Any, Callable, Iterator, TypeVar

from ..play.actions import Action
from .events import MoveEvent, before_move, event_of
from ..cards.cards import Card, cards_text
from ..play.errors import IllegalActionError, RecordError, reason_of
from ..sentences.message import Quoted, say
from ..rules.rules import Rules
from .state import GameState

from ..text.record_format import (COMPUTER_LEVELS, END, FORMAT_VERSION, HEADER, MELD_ID_FORMAT, OLDEST_FORMAT, OPTION,
                            PLAIN_FORMAT, RULE_CHANGE_FORMAT, SEAT_KINDS, RecordCutShortError, RuleChange,
                            check_seat)
from ..text.record_reading import read_record

__all__ = ["COMPUTER_LEVELS", "END", "FORMAT_VERSION", "GameRecord", "HEADER", "MELD_ID_FORMAT", "OLDEST_FORMAT",
           "OPTION", "PLAIN_FORMAT", "RULE_CHANGE_FORMAT", "SEAT_KINDS", "RecordCutShortError", "RuleChange",
           "check_seat"]

T = TypeVar("T")


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
        """Read a record; RecordError naming the line when it cannot be read (record_reading.py)."""
        return read_record(text, preset_loader, cls)

    def _address_melds_by_id(self, labels: dict[int, str]) -> None:
        """The upgrade from formats 1 to 3: each `meld ... to LABEL` (the side's row of a
        rank, or its golden suit) becomes `meld ... to #ID`, found by replaying the record."""
        for index, state in enumerate(self.play_through()):
            if index in labels:
                action = self.actions[index]
                meld = state.tables[state.side_of(state.current)].labelled(state.rules, labels[index])
                if meld is None:
                    raise RecordError(say("'{action}' is not allowed here: your side has no row '{row}'",
                                          action=Quoted(action), row=Quoted(labels[index])),
                                      self._line_of_action(index))
                self.actions[index] = Action(action.kind, action.cards, meld.id)

    def play_through(self, checked: bool = True) -> Iterator[GameState]:
        """The live state before the first action and after each (and after any rule
        change there): one state, changing (faster than `states()`, which copies each).

        `checked`: every action goes through `play()`; otherwise through the unchecked
        `apply()`, for a record known to replay (the game's own)."""
        try:
            state = self.new_state()
        except ValueError as exc:
            raise RecordError(say("the game cannot be set up: {reason}", reason=reason_of(exc))) from None
        changes = {change.at: change for change in self.rule_changes}  # never at 0: always after a deal
        yield state
        for index, action in enumerate(self.actions):
            state.judge_as_before = index < self.strict_from
            if checked:
                try:
                    state.play(action)
                except IllegalActionError as exc:
                    if not _switch_played_back(state, action):
                        raise RecordError(say("'{action}' is not allowed here: {reason}", action=Quoted(action),
                                                         reason=reason_of(exc)),
                                          self._line_of_action(index)) from None
            else:
                state.apply(action)
            self._apply_change(state, changes.get(index + 1))
            state.judge_as_before = False
            yield state

    def replay_events(self, before: Callable[[int, GameState, Action], T]) -> Iterator[tuple[T, MoveEvent]]:
        """Each action of a record known to replay (the game's own) carried out in turn,
        unchecked, with what `before(index, state, action)` said of the position before it
        and the `MoveEvent` of what it did."""
        state = self.new_state()
        changes = {change.at: change for change in self.rule_changes}
        for index, action in enumerate(self.actions):
            state.judge_as_before = index < self.strict_from
            said = before(index, state, action)
            ahead = before_move(state)
            state.apply(action)
            event = event_of(ahead, state, action)
            self._apply_change(state, changes.get(index + 1))
            state.judge_as_before = False
            yield said, event

    def _apply_change(self, state: GameState, change: RuleChange | None) -> None:
        if change is None:
            return
        try:
            state.change_rules(change.rules)
        except ValueError as exc:
            raise RecordError(say("the rules cannot change here: {reason}", reason=reason_of(exc)),
                              self._line_of_change(change)) from None

    def states(self) -> Iterator[GameState]:
        """The state before the first action and after each, replayed through `play()`."""
        for state in self.play_through():
            yield state.clone()

    def replay(self) -> GameState:
        """The state after the last action; RecordError naming the line that failed."""
        for state in self.play_through():
            pass
        return state



def _switch_played_back(state: GameState, action: Action) -> bool:
    """Play `action` if it is a switch the judge refused only as it puts the side's words
    back as they were earlier in the turn: versions before that rule let such switches be
    made, and their records replay as they were played. False, and nothing played, else."""
    if action.kind != "switch":
        return False
    state.switches_may_come_back = True
    try:
        if state.explain(action) is not None:
            return False
    finally:
        state.switches_may_come_back = False
    state.apply(action)
    return True


def _option_lines(options: dict[str, Any]) -> list[str]:
    return [f"{OPTION}{key} = {json.dumps(value, sort_keys=True)}" for key, value in options.items()]
