"""One editor per rule option, chosen by the option's type: Yes/No buttons for a
bool, buttons for a choice, entry fields for numbers (one for each number of players
for a value per number of players), toggles for a list of choices (rule_lists.py),
and read-only text for the tables."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UITextEntryLine

from canasta.engine import CANASTA_KINDS, PerPlayers, RedThreePoints, Rules, WildCanastaBonus, canasta_word
from canasta.language import N_ruleset, ruleset_text

from .field_base import Current, RuleField
from .rule_lists import ListField, also_hint, list_choices
from .rule_text import (
    OPTION_TYPES,
    card_value_rows,
    choice_words,
    counts_and_words,
    empty_words,
    letter_deck,
    minimum_meld_rows,
    option_choices,
    rank_bonus_words,
    value_words,
)
from .widgets import Choice, flow, flow_lines, label, line_height, split_row

if TYPE_CHECKING:
    from .base import Dialog

NUMBER_LENGTH = 6


def _number(text: str) -> int | str:
    """The whole number typed, or the text itself for the rules to refuse in words."""
    text = text.strip()
    return int(text) if text.isdigit() else text


class YesNoField(RuleField):
    def build(self, dialog: Dialog, container: Any, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect.x, rect.y, dialog.metrics.px(150), rect.height)
        self.choice = dialog.choice(rect, [(True, ruleset_text("Yes")), (False, ruleset_text("No"))], self.value,
                                    container=container)

    def read(self) -> None:
        self.value = self.choice.value

    def set_enabled(self, enabled: bool) -> None:
        self.choice.set_enabled(enabled)


class ChoiceField(RuleField):
    def __init__(self, name: str, value: Any, choices: tuple[Any, ...] | None = None):
        super().__init__(name, value)
        self.choices = choices if choices is not None else option_choices(name) or ()

    def _numbers(self) -> bool:
        return all(isinstance(choice, int) for choice in self.choices)

    def _widths(self, dialog: Dialog) -> list[int]:
        return [Choice.text_width(dialog.metrics, dialog.manager, choice_words(self.name, choice))
                for choice in self.choices]

    def height(self, dialog: Dialog, width: int) -> int:
        """A line of buttons, or as many as their words need, each button showing its words whole."""
        if self._numbers():
            return dialog.metrics.row
        lines = len(flow_lines(self._widths(dialog), width, dialog.metrics.px(2)))
        return lines * dialog.metrics.row + (lines - 1) * dialog.metrics.px(4)

    def build(self, dialog: Dialog, container: Any, rect: pygame.Rect) -> None:
        choices = self.choices
        options = [(choice, choice_words(self.name, choice)) for choice in choices]
        if self._numbers():
            rect = pygame.Rect(rect.x, rect.y, dialog.metrics.px(70) * len(choices), rect.height)
            self.choice = dialog.choice(rect, options, self.value, on_change=self.edited, container=container)
            return
        m = dialog.metrics
        pieces = flow(rect, self._widths(dialog), m.px(2), m.row, m.px(4))
        self.choice = dialog.choice(rect, options, self.value, on_change=self.edited, container=container,
                                    pieces=pieces)

    def read(self) -> None:
        self.value = self.choice.value

    def set_enabled(self, enabled: bool) -> None:
        self.choice.set_enabled(enabled)


class CountField(ChoiceField):
    """The usual number of players, among the numbers the rule set allows as the dialog
    shows them (when the usual one is left out, none is chosen until the player picks one)."""

    follows = ("player_counts",)

    def follow(self, current: Current) -> None:
        self.choices = current("player_counts")


class NumberField(RuleField):
    """A whole number; for an option that may be empty (None), an empty field."""

    def __init__(self, name: str, value: int | None):
        super().__init__(name, "" if value is None else str(value))
        self.optional = OPTION_TYPES[name] == int | None

    def build(self, dialog: Dialog, container: Any, rect: pygame.Rect) -> None:
        m = dialog.metrics
        entry_rect, hint_rect = split_row(rect, [m.px(110), None], m.gap)
        self.entry = _number_entry(dialog, container, entry_rect, self.value)
        if self.optional:
            label(dialog.manager, container, hint_rect,
                  ruleset_text("empty: {meaning}").format(meaning=empty_words(self.name)), "note")

    def read(self) -> None:
        self.value = self.entry.get_text()

    def raw(self) -> Any:
        if self.optional and not self.value.strip():
            return None
        return _number(self.value)

    def set_enabled(self, enabled: bool) -> None:
        _enable(self.entry, enabled)


class PerPlayersField(RuleField):
    """A small field for each number of players the rule set is played with (2 to 6)."""

    follows = ("player_counts",)

    def __init__(self, name: str, value: PerPlayers, counts: tuple[int, ...]):
        super().__init__(name, [str(value[count]) for count in counts])
        self.given = value
        self.counts = counts
        self.hint = ruleset_text("With {counts} players.").format(counts=counts_and_words(counts))

    def follow(self, current: Current) -> None:
        """A field for each number of players now allowed, keeping what was typed for each."""
        counts = current("player_counts")
        typed = dict(zip(self.counts, self.value))
        self.value = [typed.get(count, str(self.given[count])) for count in counts]
        self.counts = counts
        self.hint = ruleset_text("With {counts} players.").format(counts=counts_and_words(counts))

    def build(self, dialog: Dialog, container: Any, rect: pygame.Rect) -> None:
        m = dialog.metrics
        count = len(self.counts)
        # the fields narrow when five or six do not fit at their usual width
        entry = min(m.px(64), (rect.width - count * m.px(16) - (2 * count - 1) * m.px(6)) // count)
        widths = [m.px(16), entry] * count
        cells = split_row(rect, widths, m.px(6))
        self.entries = []
        for index, count in enumerate(self.counts):
            label(dialog.manager, container, cells[2 * index], f"{count}", "note")
            self.entries.append(_number_entry(dialog, container, cells[2 * index + 1], self.value[index]))

    def read(self) -> None:
        self.value = [entry.get_text() for entry in self.entries]

    def raw(self) -> Any:
        numbers = [_number(text) for text in self.value]
        if len(set(numbers)) == 1:
            return numbers[0]
        return dict(zip(self.counts, numbers))

    def changed(self, value: Any, plain: Any) -> bool:
        # Only the counts shown: {2: 2, 3: 1, 4: 1} already reads 1 for five and six.
        return [_number(text) for text in self.value] != [value[count] for count in self.counts]

    def set_enabled(self, enabled: bool) -> None:
        for entry in self.entries:
            _enable(entry, enabled)


class PointsTableField(RuleField):
    """The red threes' points: a small field for each entry the table has (each, a
    number of threes together, all of the deck), so a player changes the points while the
    rule set keeps the shape of its table."""

    def __init__(self, name: str, value: RedThreePoints):
        plain = value.to_plain()
        super().__init__(name, [str(points) for points in plain.values()])
        self.keys = list(plain)
        self.hint = ruleset_text("Points for each red three, for so many together, or for all the red threes of "
                                 "the deck.")

    @staticmethod
    def _words(key: str) -> str:
        if key in ("each", "all"):
            return ruleset_text("each") if key == "each" else ruleset_text("all")
        return ruleset_text("one") if key == "1" else ruleset_text("{count} together").format(count=key)

    def build(self, dialog: Dialog, container: Any, rect: pygame.Rect) -> None:
        m = dialog.metrics
        count = len(self.keys)
        # each caption as wide as its words (a longer language's too)
        captions = [max(m.px(40), m.text_width(dialog.manager, self._words(key), "note") + m.px(6)) for key in self.keys]
        entry = min(m.px(64), (rect.width - sum(captions) - (2 * count - 1) * m.px(6)) // count)
        cells = split_row(rect, [width for caption in captions for width in (caption, entry)], m.px(6))
        self.entries = []
        for index, key in enumerate(self.keys):
            label(dialog.manager, container, cells[2 * index], self._words(key), "note")
            self.entries.append(_number_entry(dialog, container, cells[2 * index + 1], self.value[index]))

    def read(self) -> None:
        self.value = [entry.get_text() for entry in self.entries]

    def raw(self) -> Any:
        return {key: _number(text) for key, text in zip(self.keys, self.value)}

    def set_enabled(self, enabled: bool) -> None:
        for entry in self.entries:
            _enable(entry, enabled)


class KindCountsField(RuleField):
    """The canastas of a kind going out needs: a small field for each kind of canasta the
    rule set's melds can make (and any the value names), 0 for none of that kind needed."""

    SHORT = {"sequence": N_ruleset("runs"), "wild": N_ruleset("wild melds"), "golden": N_ruleset("golden")}

    def __init__(self, name: str, value: tuple[tuple[str, PerPlayers], ...], rules: Rules):
        counts = {kind: count.to_plain() for kind, count in value}  # one number each (else a TextField)
        allowed = {kind.name for kind in rules.kinds}
        self.kinds = [kind for kind, (_, _, made_by) in CANASTA_KINDS.items()
                      if made_by is None or made_by in allowed or kind in counts]
        super().__init__(name, [str(counts.get(kind, 0)) for kind in self.kinds])
        named = dict(rules.canasta_words)
        self.captions = [ruleset_text(canasta_word(rules, kind, 2) if kind in named else self.SHORT.get(kind, kind))
                         for kind in self.kinds]
        self.hint = ruleset_text("Of the canastas needed to go out, how many must be of each kind (0: any kind "
                                 "will do).")

    def build(self, dialog: Dialog, container: Any, rect: pygame.Rect) -> None:
        m = dialog.metrics
        count = len(self.kinds)
        captions = [m.text_width(dialog.manager, words, "note") + m.px(10) for words in self.captions]
        entry = min(m.px(48), (rect.width - sum(captions) - (2 * count - 1) * m.px(6)) // count)
        cells = split_row(rect, [width for caption in captions for width in (caption, entry)], m.px(6))
        self.entries = []
        for index, words in enumerate(self.captions):
            label(dialog.manager, container, cells[2 * index], words, "note")
            self.entries.append(_number_entry(dialog, container, cells[2 * index + 1], self.value[index]))

    def read(self) -> None:
        self.value = [entry.get_text() for entry in self.entries]

    def raw(self) -> Any:
        numbers = {kind: _number(text) for kind, text in zip(self.kinds, self.value)}
        return {kind: number for kind, number in numbers.items() if number != 0}

    def set_enabled(self, enabled: bool) -> None:
        for entry in self.entries:
            _enable(entry, enabled)


class TextField(RuleField):
    """Shown, not edited: the minimum-meld table, the canasta bonuses by rank, or any
    option type the dialog has no editor for."""

    editable = False
    hint = N_ruleset("Set by the rule set.")  # said in the player's language where the dialog shows it

    def __init__(self, name: str, value: Any, by_hand: bool = False, letters: bool = False):
        super().__init__(name, value)
        self.by_hand = by_hand  # the minimum-meld table is read by the hand number
        self.letters = letters  # card values are by letter (the BWC deck), not by rank
        if name == "minimum_meld":
            self.follows = ("minimum_meld_by",)
        elif name in ("card_values", "hand_values"):
            self.follows = ("deck",)

    def follow(self, current: Current) -> None:
        if self.name == "minimum_meld":
            self.by_hand = current("minimum_meld_by") == "hand"
        elif self.name in ("card_values", "hand_values"):
            self.letters = letter_deck(current("deck"))

    def lines(self) -> list[tuple[str, str]]:
        if self.name == "minimum_meld":
            return minimum_meld_rows(self.value, self.by_hand)
        if self.name == "canasta_bonus_by_rank":
            return [("", rank_bonus_words(bonus)) for bonus in self.value] or [("", ruleset_text("None"))]
        if self.name in ("card_values", "hand_values"):
            return card_value_rows(self.value, self.letters) or [("", value_words(self.name, self.value))]
        return [("", value_words(self.name, self.value))]

    def _layout(self, dialog: Dialog, width: int) -> list[tuple[str, list[str]]]:
        """Each line's left part and its right part wrapped into lines."""
        m = dialog.metrics
        left_width = self._left_width(dialog)
        return [(left, m.wrap(dialog.manager, right, width - (left_width + m.gap if left else 0)))
                for left, right in self.lines()]

    def _left_width(self, dialog: Dialog) -> int:
        """The column of the lines' left parts (score ranges, points): as wide as the longest needs."""
        m = dialog.metrics
        return max([m.px(130)] + [m.text_width(dialog.manager, left, "note") + m.px(4) for left, _ in self.lines() if left])

    def height(self, dialog: Dialog, width: int) -> int:
        lines = sum(len(wrapped) for _, wrapped in self._layout(dialog, width))
        return max(dialog.metrics.row, lines * line_height(dialog.metrics))

    def build(self, dialog: Dialog, container: Any, rect: pygame.Rect) -> None:
        m = dialog.metrics
        self.labels = []
        step = line_height(m)
        y = rect.y
        for left, wrapped in self._layout(dialog, rect.width):
            row = pygame.Rect(rect.x, y, rect.width, step)
            if left:
                first, row = split_row(row, [self._left_width(dialog), None], m.gap)
                self.labels.append(label(dialog.manager, container, first, left, "note"))
            for line in wrapped:
                self.labels.append(label(dialog.manager, container, pygame.Rect(row.x, y, row.width, step), line))
                y += step

    def set_enabled(self, enabled: bool) -> None:
        """Greyed only with the whole dialog: never editable, it need not look disabled beside editors."""
        for element in self.labels:
            if enabled:
                element.enable()
            else:
                element.disable()


def _number_entry(dialog: Dialog, container: Any, rect: pygame.Rect, text: str) -> UITextEntryLine:
    entry = UITextEntryLine(rect, dialog.manager, container=container, initial_text=text)
    entry.set_allowed_characters("numbers")
    entry.set_text_length_limit(NUMBER_LENGTH)
    return entry


def _enable(entry: UITextEntryLine, enabled: bool) -> None:
    if enabled:
        entry.enable()
    else:
        entry.disable()


def field_for(name: str, rules: Rules) -> RuleField:
    """The editor for option `name`, showing its value in `rules`."""
    kind, value = OPTION_TYPES[name], getattr(rules, name)
    if kind is bool:
        return YesNoField(name, value)
    if name == "players":  # the usual number, among those the rule set is played with
        return CountField(name, value, rules.player_counts)
    if name == "canastas_to_go_out_of_kind":
        if any(not isinstance(count.to_plain(), int) for _, count in value):
            return TextField(name, value)  # numbers by number of players: shown, not edited
        return KindCountsField(name, value, rules)
    if name == "minimum_meld":
        return TextField(name, value, rules.minimum_meld_by == "hand")
    if name in ("card_values", "hand_values"):
        return TextField(name, value, letters=letter_deck(rules.deck))
    if isinstance(value, tuple):
        choices = list_choices(name, lambda other: getattr(rules, other))
        if choices is not None:  # a list of choices: a toggle for each
            return ListField(name, value, choices, also_hint(name, rules))
        return TextField(name, value)  # a table: shown, not edited
    if option_choices(name) is not None:
        return ChoiceField(name, value)
    if kind is int or kind == int | None:
        return NumberField(name, value)
    if kind is PerPlayers:
        return PerPlayersField(name, value, rules.player_counts)
    if kind is RedThreePoints:
        return PointsTableField(name, value)
    if isinstance(value, WildCanastaBonus) and value.to_plain() == value.other:
        return NumberField(name, value.other)  # one number: edited as one (a table by mix is shown only)
    return TextField(name, value)
