"""Rule Options: every option of the rule set with its description, editable only
right after a deal (as in Canasta for Windows)."""

from __future__ import annotations

from typing import Any, Mapping

import pygame
from pygame_gui.elements import UIPanel, UIScrollingContainer

from canasta.engine.errors import RuleOptionError
from canasta.engine.rules import Rules, parse_option
from canasta.ui.scene import Context

from .base import CloseCallback, Dialog
from .rule_fields import RuleField, field_for
from .rule_text import PLAYER_WORDS, SHORT_TITLES, option_words, sections
from .widgets import Column, label, line_height, paragraph, paragraph_height, style

READ_ONLY_NOTE = ("Rule changes can only take place immediately after the cards have been dealt in a new "
                  "round. During the game the rules cannot be changed, so everything here is shown only.")
PLAYER_COUNT_KEYS = {str(count): words for count, words in PLAYER_WORDS.items()}
SCROLL_BAR_WIDTH = 20  # pygame_gui's scrolling container draws its bar this wide at any size


def error_reason(error: RuleOptionError) -> str:
    """The reason for the player, saying which number of players it is about when it matters."""
    parts = error.key.split(".")
    if len(parts) == 2 and parts[1] in PLAYER_COUNT_KEYS:
        return f"With {PLAYER_COUNT_KEYS[parts[1]]} players: {error.reason}"
    return error.reason[:1].upper() + error.reason[1:]


class RulesDialog(Dialog):
    """The result is a dict of the options changed (plain data, checked with
    `rules.replace`; empty when nothing changed), or None when cancelled or read-only.

    `locked` names options shown but not editable even when the rest is, each with the
    reason shown under it (who plays together cannot change once the game has begun);
    `seats`, the number of players of a game going on: the new rules must allow it."""

    title = "Rule Options"

    def __init__(self, context: Context, rules: Rules, editable: bool, on_close: CloseCallback | None = None,
                 locked: Mapping[str, str] | None = None, seats: int | None = None):
        super().__init__(context, on_close)
        self.rules = rules
        self.editable = editable
        self.seats = seats
        self.groups = sections()
        self.fields: dict[str, RuleField] = {name: field_for(name, rules) for _, names in self.groups
                                             for name in names}
        for field in self.fields.values():
            field.on_edit = self._edited
        self.locked = {name: reason for name, reason in (locked or {}).items() if name in self.fields}
        for name, reason in self.locked.items():
            self.fields[name].editable = False
            self.fields[name].hint = reason
        self.errors: dict[str, str] = {}
        self.section = 0
        self.scroller: UIScrollingContainer | None = None
        self._built_fields: list[RuleField] = []
        self._scroll = (0, 0.0)  # the section shown last, and how far down it was scrolled

    def window_size(self) -> tuple[int, int]:
        return (min(round(self.size[0] * 0.92), self.metrics.px(940)),
                min(round(self.size[1] * 0.94), self.metrics.px(780)))

    # ---------------------------------------------------------------- building

    def build(self, body: pygame.Rect) -> None:
        m, manager, window = self.metrics, self.manager, self.window
        column = Column(body, m.gap)
        label(manager, window, column.take(line_height(m, "heading"), gap=m.px(2)), self.rules.title, "heading")
        if self.rules.source:
            source = f"From: {self.rules.source}"
            paragraph(manager, window, m, column.take(paragraph_height(manager, m, body.width, source, "note")),
                      source, "note", role="note")
        if not self.editable:
            height = paragraph_height(manager, m, body.width, READ_ONLY_NOTE, bold=True)
            paragraph(manager, window, m, column.take(height), READ_ONLY_NOTE, "strong")
        tabs = [(index, self._tab_text(index)) for index in range(len(self.groups))]
        self.choice(column.take(m.row, gap=m.px(14)), tabs, self.section, on_change=self._choose_section)
        footer = m.row + m.gap + line_height(m, "note") + m.gap
        list_rect = pygame.Rect(body.x, column.y, body.width, body.bottom - column.y - footer)
        self.scroller = UIScrollingContainer(list_rect, manager, container=window, allow_scroll_x=False)
        self._build_rows(list_rect.width - SCROLL_BAR_WIDTH - m.px(8), *self.groups[self.section])
        summary = ""
        if self.errors:
            unplaced = [reason for name, reason in self.errors.items() if name not in self.fields]
            count = len(self.errors)
            summary = unplaced[0] if unplaced else (
                f"{count} value{'s' if count > 1 else ''} cannot be used: see the notes in red.")
        label(manager, window, pygame.Rect(body.x, body.bottom - m.row - m.gap - line_height(m, "note"),
                                           body.width, line_height(m, "note")), summary, "error")
        if self.editable:
            self.button_row(column, [("OK", self.accept), ("Cancel", self.cancel)], primary=0)
        else:
            self.button_row(column, [("Close", self.cancel)], primary=0)

    def _tab_text(self, index: int) -> str:
        title, names = self.groups[index]
        marker = " •" if any(name in self.errors for name in names) else ""
        return SHORT_TITLES.get(title, title) + marker

    def _choose_section(self, index: int) -> None:
        self.read_widgets()
        self.section = index
        self.rebuild()

    def _build_rows(self, width: int, title: str, names: list[str]) -> None:
        m, manager, container = self.metrics, self.manager, self.scroller
        describe_width = round(width * 0.55)
        control_x = describe_width + m.px(24)
        control_width = width - control_x
        y, first_error_y = m.px(4), None
        self._built_fields = []
        label(manager, container, pygame.Rect(0, y, width, line_height(m, "heading")), title, "heading")
        y += line_height(m, "heading") + m.px(2)
        UIPanel(pygame.Rect(0, y, width, max(1, m.px(1))), manager=manager, container=container,
                object_id=style("table_rule"))
        y += m.gap
        for name in names:
            field = self.fields[name]
            # Centre the first line of the description on the first row of controls.
            text_y = y + (m.row - line_height(m)) // 2
            text_height = paragraph_height(manager, m, describe_width, option_words(name))
            paragraph(manager, container, m, pygame.Rect(0, text_y, describe_width, text_height),
                      option_words(name))
            if field.hint:
                hint_height = paragraph_height(manager, m, describe_width, field.hint, "note")
                paragraph(manager, container, m, pygame.Rect(0, text_y + text_height, describe_width, hint_height),
                          field.hint, "note", "note")
                text_height += hint_height
            field_height = field.height(self, control_width)
            field.build(self, container, pygame.Rect(control_x, y, control_width, field_height))
            field.set_enabled(self.editable and name not in self.locked)
            self._built_fields.append(field)
            height = max(text_y - y + text_height, field_height)
            if name in self.errors:
                first_error_y = y if first_error_y is None else first_error_y
                reason = self.errors[name]
                error_height = paragraph_height(manager, m, describe_width, reason, "note", bold=True)
                paragraph(manager, container, m, pygame.Rect(0, y + height + m.px(2), describe_width, error_height),
                          reason, "error", role="note")
                height += error_height + m.px(2)
            y += height + m.px(14)
        self.scroller.set_scrollable_area_dimensions((width, y))
        bar = self.scroller.vert_scroll_bar
        if first_error_y is not None and bar is not None:
            bar.set_scroll_from_start_percentage(max(0, first_error_y - m.row) / y)
        elif self._scroll[0] == self.section and bar is not None:
            bar.set_scroll_from_start_percentage(self._scroll[1])  # rebuilt after a change: stay in place
        self._scroll = (self.section, self._scroll[1] if self._scroll[0] == self.section else 0.0)

    # ---------------------------------------------------------------- state

    def read_widgets(self) -> None:
        for field in self._built_fields:
            field.read()
        bar = self.scroller.vert_scroll_bar if self.scroller is not None else None
        if bar is not None:
            self._scroll = (self._scroll[0], bar.start_percentage)
        for field in self.fields.values():
            if field.follows:
                field.follow(self.current)

    def current(self, name: str) -> Any:
        """The value of option `name` as the dialog shows it, when the engine reads it
        (else the rules' own, the player's entry waiting for OK to be refused)."""
        try:
            return parse_option(name, self.fields[name].raw())
        except (KeyError, RuleOptionError):
            return getattr(self.rules, name)

    def _edited(self, name: str) -> None:
        """An option changed: rebuild if an editor in view follows it."""
        if any(name in field.follows for field in self._built_fields):
            self.rebuild()

    def changes(self) -> dict[str, Any]:
        """The options whose shown value differs from the rules given."""
        original = self.rules.to_options()
        return {name: field.raw() for name, field in self.fields.items()
                if field.editable and field.changed(getattr(self.rules, name), original[name])}

    def check(self, changes: dict[str, Any]) -> dict[str, str]:
        """Why some changes cannot be made, by option name (empty when all can)."""
        errors = {}
        for name, raw in changes.items():
            try:
                parse_option(name, raw)
            except RuleOptionError as error:
                errors[name] = error_reason(error)
        if not errors:
            try:
                rules = self.rules.replace(changes)
            except RuleOptionError as error:
                errors[error.key.split(".")[0]] = error_reason(error)
            else:
                problem = rules.players_problem(self.seats) if self.seats is not None else None
                if problem is not None:
                    errors["player_counts"] = problem
        return errors

    def accept(self) -> None:
        if not self.editable:
            self.finish(None)
            return
        self.read_widgets()
        changes = self.changes()
        self.errors = self.check(changes)
        if self.errors:
            self.section = next((index for index, (_, names) in enumerate(self.groups)
                                 if any(name in self.errors for name in names)), self.section)
            self.rebuild()
            return
        self.finish(changes)
