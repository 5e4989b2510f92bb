"""Rule Options: every option of the rule set with its description, editable only
right after a deal (as in Canasta for Windows), on pages listed at the left: the rule
set's own page (what differs from classic Canasta), Canasta for Windows' options, the
groups of options, and the house rules."""

from __future__ import annotations

from typing import Any, Callable, Mapping

import pygame
from pygame_gui.elements import UIPanel, UIScrollingContainer

from canasta.engine.play.errors import RuleOptionError
from canasta.engine.rules.rules import Rules, parse_option
from canasta.persistence.custom_rules import CustomSet, save_custom
from canasta.persistence.errors import PersistenceError
from canasta.ui.scene import Context
from canasta.variants.house_rules import HouseRule, house_rules
from canasta.variants.registry import load_preset

from .base import CloseCallback, Dialog
from .message import MessageDialog
from .rule_fields import RuleField, field_for
from .rule_pages import HOUSE, PRESET, RulePage, rule_pages, same_value, value_without
from .rule_set_name import RuleSetNameDialog
from .rule_text import PLAYER_WORDS, option_words, sections, value_words
from .rules_summary import CLASSIC, differences, is_published, published
from .widgets import Column, Toggles, label, line_height, paragraph, paragraph_height, style

READ_ONLY_NOTE = ("Rule changes can only take place immediately after the cards have been dealt in a new "
                  "round. During the game the rules cannot be changed, so everything here is shown only.")
HOUSE_NOTE = ("Variations many tables play with classic Canasta. Turning one on sets the options it names "
              "(on their pages too); turning it off gives back the rule set's own values, or classic "
              "Canasta's where the rule set plays the variation itself.")
PLAYER_COUNT_KEYS = {str(count): words for count, words in PLAYER_WORDS.items()}
SCROLL_BAR_WIDTH = 20  # pygame_gui's scrolling container draws its bar this wide at any size
NAV_WIDTH = 170        # the list of pages, at the theme's base size


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
    `seats`, the number of players of a game going on: the new rules must allow it.
    With `on_saved`, a "Save as..." button keeps the rules shown as a rule set of the
    player's own and tells `on_saved`; the changes of the result are then over that set."""

    title = "Rule Options"

    def __init__(self, context: Context, rules: Rules, editable: bool, on_close: CloseCallback | None = None,
                 locked: Mapping[str, str] | None = None, seats: int | None = None,
                 on_saved: Callable[[CustomSet], None] | None = None):
        super().__init__(context, on_close)
        self.rules = rules   # what the changes are over (the player's saved set, after Save as)
        self.opened = rules  # the rules the dialog was opened with: house rules turned off give them back
        self.editable = editable
        self.seats = seats
        self.on_saved = on_saved
        self.classic = load_preset(CLASSIC)
        self.pages = rule_pages(rules, self.classic)
        names = [name for _, group in sections() for name in group]
        self.locked = {name: reason for name, reason in (locked or {}).items() if name in names}
        self.fields: dict[str, RuleField] = {name: self._new_field(name, rules) for name in names}
        self.errors: dict[str, str] = {}
        # The values house rules turned on or off gave their options, as plain data: the
        # changes of an option the dialog only shows (a list of kinds of card) are these.
        self.house_values: dict[str, Any] = {}
        self.note = ""  # what was done (saved as ...), under the pages
        self.section = 0
        self.scroller: UIScrollingContainer | None = None
        self._built_fields: list[RuleField] = []
        self._scroll = (0, 0.0)  # the page shown last, and how far down it was scrolled

    @property
    def groups(self) -> list[tuple[str, list[str]]]:
        """Each page's heading and the options it shows."""
        return [(page.title, page.names) for page in self.pages]

    def _new_field(self, name: str, rules: Rules) -> RuleField:
        field = field_for(name, rules)
        field.on_edit = self._edited
        if name in self.locked:
            field.editable = False
            field.hint = self.locked[name]
        return field

    def window_size(self) -> tuple[int, int]:
        return (min(round(self.size[0] * 0.94), self.metrics.px(1200)),
                min(round(self.size[1] * 0.94), self.metrics.px(780)))

    # ---------------------------------------------------------------- building

    def build(self, body: pygame.Rect) -> None:
        m, manager, window = self.metrics, self.manager, self.window
        column = Column(body, m.gap)
        label(manager, window, column.take(line_height(m, "heading"), gap=m.px(6)), self.rules.title, "heading")
        if not self.editable:
            height = paragraph_height(manager, m, body.width, READ_ONLY_NOTE, bold=True)
            paragraph(manager, window, m, column.take(height), READ_ONLY_NOTE, "strong")
        footer = m.row + m.gap + line_height(m, "note") + m.gap
        area = pygame.Rect(body.x, column.y, body.width, body.bottom - column.y - footer)
        nav = pygame.Rect(area.x, area.y, m.px(NAV_WIDTH), area.height)
        pages = [(index, self._tab_text(index)) for index in range(len(self.pages))]
        self.choice(nav, pages, self.section, on_change=self._choose_section, row_height=m.row)
        list_rect = pygame.Rect(nav.right + 2 * m.gap, area.y, area.right - nav.right - 2 * m.gap, area.height)
        self.scroller = UIScrollingContainer(list_rect, manager, container=window, allow_scroll_x=False)
        width = list_rect.width - SCROLL_BAR_WIDTH - m.px(8)
        page = self.pages[self.section]
        if page.kind == HOUSE:
            self._build_house(width, page)
        else:
            self._build_rows(width, page)
        summary, style_class = self.note, "note"
        if self.errors:
            unplaced = [reason for name, reason in self.errors.items() if name not in self.fields]
            count = len(self.errors)
            summary, style_class = unplaced[0] if unplaced else (
                f"{count} value{'s' if count > 1 else ''} cannot be used: see the notes in red."), "error"
        label(manager, window, pygame.Rect(body.x, body.bottom - m.row - m.gap - line_height(m, "note"),
                                           body.width, line_height(m, "note")), summary, style_class)
        if self.editable:
            if self.on_saved is not None:
                self.button(pygame.Rect(body.x, body.bottom - m.row, m.px(150), m.row), "Save as\u2026",
                            self._save_as)
            self.button_row(column, [("OK", self.accept), ("Cancel", self.cancel)], primary=0)
        else:
            self.button_row(column, [("Close", self.cancel)], primary=0)

    def _tab_text(self, index: int) -> str:
        page = self.pages[index]
        marker = " \u2022" if page.kind != HOUSE and any(name in self.errors for name in page.names) else ""
        return page.label + marker

    def _choose_section(self, index: int) -> None:
        self.read_widgets()
        self.section = index
        self.rebuild()

    def _heading(self, width: int, title: str) -> int:
        """The page's heading and rule under it; the y below them."""
        m, container = self.metrics, self.scroller
        y = m.px(4)
        label(self.manager, container, pygame.Rect(0, y, width, line_height(m, "heading")), title, "heading")
        y += line_height(m, "heading") + m.px(2)
        UIPanel(pygame.Rect(0, y, width, max(1, m.px(1))), manager=self.manager, container=container,
                object_id=style("table_rule"))
        return y + m.gap

    def _text(self, y: int, width: int, text: str, style_class: str | None = None, x: int = 0) -> int:
        """A paragraph at `y` in the page; the y below it."""
        if not text:
            return y
        m, role = self.metrics, "note" if style_class in ("note", "error") else "body"
        height = paragraph_height(self.manager, m, width - x, text, role, bold=style_class in ("strong", "error"))
        paragraph(self.manager, self.scroller, m, pygame.Rect(x, y, width - x, height), text, style_class, role)
        return y + height

    def _preset_intro(self, y: int, width: int, page: RulePage) -> tuple[int, dict[str, str]]:
        """The rule set's words at the top of its own page, and a note for each option shown."""
        rules, classic = self.rules, self.classic
        y = self._text(y, width, rules.description)
        y = self._text(y + self.metrics.px(4), width, f"From: {rules.source}" if rules.source else "", "note")
        y += self.metrics.gap
        if not page.names:
            return self._text(y, width, f"This is the classic game: every option has the value of "
                                        f"{classic.title}. The pages on the left show them all.", "strong"), {}
        y = self._text(y, width, f"What differs from {classic.title}, in this rule set's words (each may be "
                                 f"changed here or on its page):", "strong") + self.metrics.gap
        notes = {name: f"Here: {value_words(name, getattr(rules, name), rules)}. "
                       f"{classic.title}: {value_words(name, getattr(classic, name), classic)}."
                 for name in page.names}
        return y, notes

    def _build_rows(self, width: int, page: RulePage) -> None:
        m, container = self.metrics, self.scroller
        describe_width = round(width * 0.55)
        control_x = describe_width + m.px(24)
        control_width = width - control_x
        y, first_error_y = self._heading(width, page.title), None
        notes: dict[str, str] = {}
        if page.kind == PRESET:
            y, notes = self._preset_intro(y, width, page)
        self._built_fields = []
        for name in page.names:
            field = self.fields[name]
            # Centre the first line of the description on the first row of controls.
            text_y = y + (m.row - line_height(m)) // 2
            text_height = self._text(text_y, describe_width, option_words(name)) - text_y
            for note in (field.hint, notes.get(name, "")):
                text_height = self._text(text_y + text_height, describe_width, note, "note") - text_y
            field_height = field.height(self, control_width)
            field.build(self, container, pygame.Rect(control_x, y, control_width, field_height))
            field.set_enabled(self.editable and name not in self.locked)
            self._built_fields.append(field)
            height = max(text_y - y + text_height, field_height)
            if name in self.errors:
                first_error_y = y if first_error_y is None else first_error_y
                height = self._text(y + height + m.px(2), describe_width, self.errors[name], "error") - y
            y += height + m.px(14)
        self._finish_page(width, y, first_error_y)

    def _finish_page(self, width: int, y: int, first_error_y: int | None = None) -> None:
        self.scroller.set_scrollable_area_dimensions((width, y))
        bar = self.scroller.vert_scroll_bar
        if first_error_y is not None and bar is not None:
            bar.set_scroll_from_start_percentage(max(0, first_error_y - self.metrics.row) / y)
        elif self._scroll[0] == self.section and bar is not None:
            bar.set_scroll_from_start_percentage(self._scroll[1])  # rebuilt after a change: stay in place
        self._scroll = (self.section, self._scroll[1] if self._scroll[0] == self.section else 0.0)

    # ---------------------------------------------------------------- house rules

    def _build_house(self, width: int, page: RulePage) -> None:
        m = self.metrics
        y = self._text(self._heading(width, page.title), width, HOUSE_NOTE, "note") + m.gap
        self._built_fields = []
        for rule in house_rules():
            box_width = min(width, Toggles.text_width(m, self.manager, rule.title) + m.px(16))
            toggle = self.toggles([pygame.Rect(0, y, box_width, m.row)], [(rule.name, rule.title)],
                                  (rule.name,) if self.house_on(rule) else (),
                                  on_change=lambda chosen, rule=rule: self.turn_house_rule(rule, bool(chosen)),
                                  container=self.scroller)
            toggle.set_enabled(self.editable and not any(name in self.locked for name in rule.options))
            y = self._text(y + m.row + m.px(2), width, rule.description, "note", x=m.px(28)) + m.px(12)
        self._finish_page(width, y)

    def house_on(self, rule: HouseRule) -> bool:
        """Whether the values shown play house rule `rule`."""
        counts = tuple(self.current("player_counts"))
        return all(same_value(name, self.fields[name].raw(), value, counts) for name, value in rule.options.items())

    def turn_house_rule(self, rule: HouseRule, on: bool) -> None:
        """Set the options of house rule `rule` (on), or give back the rule set's own (off)."""
        self.read_widgets()
        values = dict(rule.options) if on else {name: value_without(name, rule, self.opened, self.classic)
                                                for name in rule.options}
        self.house_values.update(values)
        for name in values:
            for base in (self.rules, self.classic):
                try:
                    rules = base.replace(values)
                except RuleOptionError:
                    continue
                self.fields[name] = self._new_field(name, rules)
                break
        self.rebuild()

    # ---------------------------------------------------------------- saving

    def _save_as(self) -> None:
        rules = self._checked()
        if rules is None:
            return
        suggested = "" if is_published(self.rules) else self.rules.title
        self.context.stack.push(RuleSetNameDialog(
            self.context, suggested, on_close=lambda title: self._save_named(rules, title) if title else None))

    def _save_named(self, rules: Rules, title: str) -> None:
        base = published(self.opened)
        parts = differences(rules, base)
        description = f"{base.title} with {'; '.join(parts)}." if parts else f"The rules of {base.title}."
        try:
            saved = save_custom(rules, title, description, base.title)
        except (ValueError, PersistenceError) as exc:
            self.context.stack.push(MessageDialog(self.context, "Save as", str(exc)))
            return
        self.rules = saved.rules
        self.pages = rule_pages(self.rules, self.classic)
        self.section = min(self.section, len(self.pages) - 1)
        self.note = f"Saved as \u201c{title}\u201d: New Game lists it with the rule sets."
        if self.on_saved is not None:
            self.on_saved(saved)
        self.rebuild()

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
        changes = {name: field.raw() for name, field in self.fields.items()
                   if field.editable and field.changed(getattr(self.rules, name), original[name])}
        # An option a house rule sets that has no editor of its own: the jokers that may not be discarded.
        counts = tuple(self.current("player_counts"))
        for name, value in self.house_values.items():
            if not self.fields[name].editable and name not in self.locked \
                    and not same_value(name, value, original[name], counts):
                changes[name] = value
        return changes

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

    def _checked(self) -> Rules | None:
        """The rules shown, or None with the page of the first refused value open."""
        self.read_widgets()
        changes = self.changes()
        self.errors = self.check(changes)
        if self.errors:
            self.note = ""
            self.section = next((index for index, page in enumerate(self.pages) if page.kind != HOUSE
                                 and any(name in self.errors for name in page.names)), self.section)
            self.rebuild()
            return None
        return self.rules.replace(changes)

    def accept(self) -> None:
        if not self.editable:
            self.finish(None)
            return
        rules = self._checked()
        if rules is not None:
            self.finish(self.changes())
