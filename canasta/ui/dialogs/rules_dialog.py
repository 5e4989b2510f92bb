"""Rule Options: every option of the rule set with its description, editable only
right after a deal (as in Canasta for Windows), on pages listed at the left: the rule
set's own page (what differs from classic Canasta), Canasta for Windows' options, the
groups of options, and the house rules."""

from __future__ import annotations

from typing import Any, Callable, Mapping

import pygame
from pygame_gui.elements import UIPanel

from canasta.engine import RuleOptionError, Rules, parse_option
from canasta.language import ruleset_plural, ruleset_text
from canasta.language.yaml_texts import rule_set_words
from canasta.persistence.custom_rules import CustomSet, save_custom
from canasta.persistence.errors import PersistenceError
from canasta.ui.scene import Context
from canasta.variants.house_rules import HouseRule, house_rules
from canasta.variants.registry import load_preset

from .base import CloseCallback, Dialog
from .lazy_rows import LazyScroller
from .message import MessageDialog
from .rule_changes import refused_changes, saved_description
from .rule_fields import RuleField, field_for
from .rule_pages import HOUSE, PRESET, RulePage, rule_pages, same_value, value_without
from .rule_set_name import RuleSetNameDialog
from .rule_text import HOUSE_NOTE, READ_ONLY_NOTE, option_words, sections, value_words
from .rules_summary import CLASSIC, is_published, published
from .widgets import Choice, Column, Toggles, label, line_height, paragraph, paragraph_height, style

SCROLL_BAR_WIDTH = 20  # pygame_gui's scrolling container draws its bar this wide at any size
NAV_WIDTH = 170        # the list of pages, at the theme's base size


class RulesDialog(Dialog):
    """The result is a dict of the options changed (plain data, checked with
    `rules.replace`; empty when nothing changed), or None when cancelled or read-only.

    `locked` names options shown but not editable even when the rest is, each with the
    reason shown under it (who plays together cannot change once the game has begun);
    `seats`, the number of players of a game going on: the new rules must allow it.
    With `on_saved`, a "Save as..." button keeps the rules shown as a rule set of the
    player's own and tells `on_saved`; the changes of the result are then over that set."""

    @property
    def title(self) -> str:  # type: ignore[override]
        return ruleset_text("Rule Options")

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
        self.scroller: LazyScroller | None = None
        # The row of each option on the page shown, or of each house rule, by name.
        self._field_rows: dict[str, int] = {}
        self._house_rows: dict[str, int] = {}
        self.house_toggles: dict[str, Toggles[str]] = {}  # the toggle of each house rule built
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
        label(manager, window, column.take(line_height(m, "heading"), gap=m.px(6)), rule_set_words(self.rules.title),
              "heading")
        if not self.editable:
            note = ruleset_text(READ_ONLY_NOTE)
            height = paragraph_height(manager, m, body.width, note, bold=True)
            paragraph(manager, window, m, column.take(height), note, "strong")
        footer = m.row + m.gap + line_height(m, "note") + m.gap
        area = pygame.Rect(body.x, column.y, body.width, body.bottom - column.y - footer)
        pages = [(index, self._tab_text(index)) for index in range(len(self.pages))]
        # The list of pages is as wide as its longest words need (a longer language's).
        nav_width = max([m.px(NAV_WIDTH)] + [Choice.text_width(m, manager, text) + m.px(8) for _, text in pages])
        nav = pygame.Rect(area.x, area.y, nav_width, area.height)
        self.choice(nav, pages, self.section, on_change=self._choose_section, row_height=m.row)
        list_rect = pygame.Rect(nav.right + 2 * m.gap, area.y, area.right - nav.right - 2 * m.gap, area.height)
        self.scroller = LazyScroller(list_rect, manager, window, self._choices, self.context.request_redraw)
        self._field_rows, self._house_rows, self.house_toggles = {}, {}, {}
        for field in self.fields.values():
            field.let_go()  # the widgets of the build before are gone
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
            summary, style_class = unplaced[0] if unplaced else ruleset_plural(
                "{count} value cannot be used: see the notes in red.",
                "{count} values cannot be used: see the notes in red.", count).format(count=count), "error"
        label(manager, window, pygame.Rect(body.x, body.bottom - m.row - m.gap - line_height(m, "note"),
                                           body.width, line_height(m, "note")), summary, style_class)
        if self.editable:
            if self.on_saved is not None:
                save_words = ruleset_text("Save as\u2026")
                save_width = max(m.px(150), Choice.text_width(m, manager, save_words) + m.px(8))
                self.button(pygame.Rect(body.x, body.bottom - m.row, save_width, m.row), save_words, self._save_as)
            self.button_row(column, [(ruleset_text("OK"), self.accept), (ruleset_text("Cancel"), self.cancel)],
                            primary=0)
        else:
            self.button_row(column, [(ruleset_text("Close"), self.cancel)], primary=0)

    def _tab_text(self, index: int) -> str:
        page = self.pages[index]
        marker = " \u2022" if page.kind != HOUSE and any(name in self.errors for name in page.names) else ""
        return ruleset_text(page.label) + marker

    def _choose_section(self, index: int) -> None:
        self.section = index
        self.rebuild()  # which reads the widgets first

    @property
    def _built_fields(self) -> list[RuleField]:
        """The editors whose widgets are there now (their rows are in view or near it)."""
        rows = self.scroller.rows.rows if self.scroller is not None else []
        return [self.fields[name] for name, index in self._field_rows.items() if rows[index].built]

    def _heading(self, width: int, title: str) -> int:
        """The page's heading and rule under it (a row of the page); the y below them."""
        m, container = self.metrics, self.scroller
        y, rule_y = m.px(4), m.px(4) + line_height(m, "heading") + m.px(2)

        def build() -> None:
            label(self.manager, container, pygame.Rect(0, y, width, line_height(m, "heading")), ruleset_text(title),
                  "heading")
            UIPanel(pygame.Rect(0, rule_y, width, max(1, m.px(1))), manager=self.manager, container=container,
                    object_id=style("table_rule"))
        container.rows.add(0, rule_y + max(1, m.px(1)), build)
        return rule_y + m.gap

    def _text(self, y: int, width: int, text: str, style_class: str | None = None, x: int = 0,
              into: list[Callable[[], Any]] | None = None) -> int:
        """A paragraph at `y` in the page, a row of its own (or a part of the row being
        laid out, `into`); the y below it."""
        if not text:
            return y
        m, role = self.metrics, "note" if style_class in ("note", "error") else "body"
        height = paragraph_height(self.manager, m, width - x, text, role, bold=style_class in ("strong", "error"))
        rect = pygame.Rect(x, y, width - x, height)

        def build() -> None:
            paragraph(self.manager, self.scroller, m, rect, text, style_class, role)
        self.scroller.rows.add(y, height, build) if into is None else into.append(build)
        return y + height

    def _preset_intro(self, y: int, width: int, page: RulePage) -> tuple[int, dict[str, str]]:
        """The rule set's words at the top of its own page, and a note for each option shown."""
        rules, classic = self.rules, self.classic
        y = self._text(y, width, rule_set_words(rules.description))
        source = ruleset_text("From: {source}").format(source=rules.source) if rules.source else ""
        y = self._text(y + self.metrics.px(4), width, source, "note")
        y += self.metrics.gap
        classic_title = rule_set_words(classic.title)
        if not page.names:
            return self._text(y, width, ruleset_text("This is the classic game: every option has the value of "
                                                     "{classic}. The pages on the left show them all.").format(
                classic=classic_title), "strong"), {}
        y = self._text(y, width, ruleset_text("What differs from {classic}, in this rule set's words (each may be "
                                              "changed here or on its page):").format(classic=classic_title),
                       "strong") + self.metrics.gap
        here = ruleset_text("Here: {value}. {classic}: {classic_value}.")
        notes = {name: here.format(value=value_words(name, getattr(rules, name), rules), classic=classic_title,
                                   classic_value=value_words(name, getattr(classic, name), classic))
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
        for name in page.names:
            field, parts = self.fields[name], []
            # Centre the first line of the description on the first row of controls.
            text_y = y + (m.row - line_height(m)) // 2
            text_height = self._text(text_y, describe_width, option_words(name), into=parts) - text_y
            for note in (ruleset_text(field.hint) if field.hint else "", notes.get(name, "")):
                text_height = self._text(text_y + text_height, describe_width, note, "note", into=parts) - text_y
            field_height = field.height(self, control_width)
            parts.append(self._field_builder(field, pygame.Rect(control_x, y, control_width, field_height)))
            height = max(text_y - y + text_height, field_height)
            if name in self.errors:
                first_error_y = y if first_error_y is None else first_error_y
                height = self._text(y + height + m.px(2), describe_width, self.errors[name], "error", into=parts) - y
            self._field_rows[name] = len(container.rows.rows)
            container.rows.add(y, height, lambda parts=parts: [build() for build in parts], leave=field.leave)
            y += height + m.px(14)
        self._finish_page(width, y, first_error_y)

    def _field_builder(self, field: RuleField, rect: pygame.Rect) -> Callable[[], None]:
        """What builds option `field`'s editor in `rect` of the page."""
        def build() -> None:
            field.build(self, self.scroller, rect)
            field.set_enabled(self.editable and field.name not in self.locked)
        return build

    def _finish_page(self, width: int, y: int, first_error_y: int | None = None) -> None:
        self.scroller.set_scrollable_area_dimensions((width, y))
        bar = self.scroller.vert_scroll_bar
        if first_error_y is not None and bar is not None:
            bar.set_scroll_from_start_percentage(max(0, first_error_y - self.metrics.row) / y)
        elif self._scroll[0] == self.section and bar is not None:
            bar.set_scroll_from_start_percentage(self._scroll[1])  # rebuilt after a change: stay in place
        self._scroll = (self.section, self._scroll[1] if self._scroll[0] == self.section else 0.0)
        self.scroller.update(0.0)  # the rows in view, where it is scrolled to

    def show_option(self, name: str) -> RuleField:
        """Option `name`'s row in view (and so built): its page shown, scrolled to it; its editor."""
        if name not in self._field_rows:
            self._choose_section(next(index for index, page in enumerate(self.pages)
                                      if page.kind != HOUSE and name in page.names))
        self.scroller.show_row(self._field_rows[name])
        return self.fields[name]

    def show_house_rule(self, name: str) -> Toggles[str]:
        """House rule `name`'s row in view (its page shown, scrolled to it); its toggle."""
        if name not in self._house_rows:
            self._choose_section(next(index for index, page in enumerate(self.pages) if page.kind == HOUSE))
        self.scroller.show_row(self._house_rows[name])
        return self.house_toggles[name]

    # ---------------------------------------------------------------- house rules

    def _build_house(self, width: int, page: RulePage) -> None:
        m = self.metrics
        y = self._text(self._heading(width, page.title), width, ruleset_text(HOUSE_NOTE), "note") + m.gap
        for rule in house_rules():
            parts = [self._house_toggle(rule, pygame.Rect(0, y, min(width, Toggles.text_width(
                m, self.manager, rule_set_words(rule.title)) + m.px(16)), m.row))]
            bottom = self._text(y + m.row + m.px(2), width, rule_set_words(rule.description), "note", x=m.px(28),
                                into=parts)
            self._house_rows[rule.name] = len(self.scroller.rows.rows)
            self.scroller.rows.add(y, bottom - y, lambda parts=parts: [build() for build in parts],
                                   leave=lambda name=rule.name: self.house_toggles.pop(name, None))
            y = bottom + m.px(12)
        self._finish_page(width, y)

    def _house_toggle(self, rule: HouseRule, rect: pygame.Rect) -> Callable[[], None]:
        """What builds house rule `rule`'s toggle in `rect` of the page."""
        def build() -> None:
            toggle = self.toggles([rect], [(rule.name, rule_set_words(rule.title))], (rule.name,) if self.house_on(rule) else (),
                                  on_change=lambda chosen: self.turn_house_rule(rule, bool(chosen)),
                                  container=self.scroller)
            toggle.set_enabled(self.editable and not any(name in self.locked for name in rule.options))
            self.house_toggles[rule.name] = toggle
        return build

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
        try:
            saved = save_custom(rules, title, saved_description(rules, base), base.title)
        except (ValueError, PersistenceError) as exc:
            self.context.stack.push(MessageDialog(self.context, ruleset_text("Save as"), str(exc)))
            return
        self.rules = saved.rules
        self.pages = rule_pages(self.rules, self.classic)
        self.section = min(self.section, len(self.pages) - 1)
        self.note = ruleset_text("Saved as \u201c{title}\u201d: New Game lists it with the rule sets.").format(title=title)
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
        """An option changed: rebuild if an editor on the page follows it (built or not,
        its row's height may change)."""
        if any(name in self.fields[other].follows for other in self._field_rows):
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
        return refused_changes(self.rules, changes, self.seats)

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
