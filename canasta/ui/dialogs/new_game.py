"""New Game: the rule set, its number of seats, and who plays each seat."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from canasta.engine import SEAT_COUNTS, SIX_PLAYER_SIDE_WORDS, Rules, seat_sides
from canasta.language import N_ruleset, error_words, ruleset_text
from canasta.language.yaml_texts import rule_set_words
from canasta.persistence.custom_rules import CustomSet, custom_sets, delete_custom, is_custom, load_rule_set
from canasta.persistence.errors import PersistenceError
from canasta.persistence.validation import NAME_MAX_LENGTH, name_problem
from canasta.ui.scene import Context
from canasta.variants.registry import available_presets, load_preset

from .base import CloseCallback, Dialog
from .help_american import kept_three_words
from .message import MessageDialog, QuestionDialog
from .rules_dialog import RulesDialog
from .setup import LEVELS, GameSetup, SeatSetup
from .widgets import Choice, Column, label, line_height, paragraph, split_row

KIND_LABELS = [("human", N_ruleset("Person")), ("computer", N_ruleset("Computer"))]
LEVEL_WORDS = {"beginner": N_ruleset("Beginner"), "advanced": N_ruleset("Advanced"), "expert": N_ruleset("Expert")}
MAX_SEATS = max(SEAT_COUNTS)
DELETE, KEEP = "delete", "keep"
LABEL_WIDTH = 110  # the captions' column (Rules, Players), at the theme's base size


def kind_labels() -> list[tuple[str, str]]:
    """Who plays a seat, in the player's language."""
    return [(kind, ruleset_text(words)) for kind, words in KIND_LABELS]


def level_labels() -> list[tuple[str, str]]:
    """The computer's levels, in the player's language."""
    return [(level, ruleset_text(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level.capitalize())
            for level in LEVELS]


def default_seat(index: int, level: str) -> SeatSetup:
    """The seat shown when the player asks for more seats than the defaults hold."""
    return SeatSetup(ruleset_text("Computer {number}").format(number=index), "computer", level)


def preset_rules(preset: str, options: dict[str, Any]) -> Rules:
    """A preset, or a rule set of the player's own ("custom:..."), with `options` changed."""
    return load_rule_set(preset).replace(options)


def rule_set_menu() -> tuple[list[tuple[str, str]], dict[str, CustomSet]]:
    """The rules menu: (title, key) of the presets, then of the player's own rule sets
    (marked as theirs); and those of the player's that cannot be played, by key."""
    titles = [(rule_set_words(load_preset(name).title), name) for name in available_presets()]
    mine = custom_sets()
    titles += [(entry.title, entry.key) for entry in mine]
    return titles, {entry.key: entry for entry in mine if entry.rules is None}


# Why a seat's name is refused (persistence.validation.name_problem), as whole sentences a
# translator can order; another reason is quoted as it is.
NAME_PROBLEMS = {
    "must not be empty": N_ruleset("The name of seat {number} must not be empty."),
    f"must be at most {NAME_MAX_LENGTH} characters long":
        N_ruleset("The name of seat {number} must be at most {length} characters long."),
    "must not contain control or unknown characters":
        N_ruleset("The name of seat {number} must not contain control or unknown characters."),
}


def seat_name_words(number: int, problem: str) -> str:
    """Why the name of seat `number` cannot be used, in a sentence."""
    sentence = NAME_PROBLEMS.get(problem)
    if sentence is not None:
        return ruleset_text(sentence).format(number=number, length=NAME_MAX_LENGTH)
    return ruleset_text("The name of seat {number} {problem}.").format(number=number, problem=problem)


def broken_words(entry: CustomSet) -> str:
    """Why a rule set of the player's cannot be played: the file, the line, the key and the
    reason, and the folder it is in."""
    error = entry.error
    where = entry.path.name
    if error and error.line:
        where += ruleset_text(", line {line}").format(line=error.line)
    if error and error.key:
        where += ruleset_text(", key '{key}'").format(key=error.key)
    reason = error.reason if error else ruleset_text("it cannot be read")
    return ruleset_text("This rule set of yours cannot be played: {where}: {reason}. Correct the file or delete it; "
                        "it is in the folder {folder}.").format(where=where, reason=reason, folder=entry.path.parent)


def teams_note(rules: Rules, seat_count: int) -> str:
    """Who plays with whom, in a line under the number of players."""
    if not rules.uses_partnerships(seat_count):
        return ruleset_text("Everyone plays for themselves.")
    sides = seat_sides(seat_count, True, rules.six_player_sides)
    groups = [[str(seat + 1) for seat in range(seat_count) if sides[seat] == side] for side in range(max(sides) + 1)]
    words = [ruleset_text("{seats} and {last}").format(seats=", ".join(group[:-1]), last=group[-1])
             for group in groups]
    if seat_count == 5:
        return ruleset_text("Seats {one} play against seats {other}; one of seats {one} sits out each hand, "
                            "in turn.").format(one=words[0], other=words[1])
    if len(groups[0]) == 3:
        return ruleset_text("Partners sit every other seat: seats {one} play against seats {other}.").format(
            one=words[0], other=words[1])
    if len(groups) == 2:
        return ruleset_text("Partners sit opposite: seats {one} play against seats {other}.").format(
            one=words[0], other=words[1])
    return ruleset_text("{count} pairs of partners sit opposite: seats {seats}.").format(
        count=len(groups), seats=", ".join(words))


class NewGameDialog(Dialog):
    """Choose the rules and the seats; the result is a `GameSetup`, or None when cancelled."""

    @property
    def title(self) -> str:  # type: ignore[override]
        return ruleset_text("New Game")

    def __init__(self, context: Context, defaults: GameSetup, on_close: CloseCallback | None = None):
        super().__init__(context, on_close)
        self.error = ""
        self._read_menu()
        playable = [key for key in self.presets if key not in self.broken]
        self.preset = defaults.preset if defaults.preset in playable else playable[0]
        self.options = dict(defaults.options) if self.preset == defaults.preset else {}
        if self.preset != defaults.preset and is_custom(defaults.preset):
            gone = self.broken.get(defaults.preset)
            why = ruleset_text("Your rule set {file} cannot be played: {chosen} is chosen instead.") \
                if gone is not None else ruleset_text("Your rule set {file} is no longer there: {chosen} is chosen "
                                                      "instead.")
            self.error = why.format(file=f"{defaults.preset.removeprefix('custom:')}.yaml",
                                    chosen=rule_set_words(load_preset(self.preset).title))
        counts = preset_rules(self.preset, self.options).player_counts
        self.seat_count = len(defaults.seats) if len(defaults.seats) in counts else counts[0]
        computer_levels = [seat.level for seat in defaults.seats if seat.is_computer]
        spare_level = computer_levels[-1] if computer_levels else LEVELS[0]
        self.seats = list(defaults.seats[:MAX_SEATS])
        while len(self.seats) < MAX_SEATS:
            self.seats.append(default_seat(len(self.seats), spare_level))
        self._name_entries: list[UITextEntryLine] = []
        self._kind_choices: list[Choice[str]] = []
        self._level_choices: dict[int, Choice[str]] = {}
        self._preset_menu: UIDropDownMenu | None = None

    # ---------------------------------------------------------------- layout

    def _body_height(self, width: int) -> int:
        m = self.metrics
        note = line_height(m, "note")
        description = self._description_lines(width) * note
        body = (m.row + m.gap + description + m.gap + m.row + m.gap + note + m.px(16)
                + note + m.gap // 2 + self.seat_count * (m.row + m.gap) + note + m.gap + m.row)
        # Room below the rules menu for its open list, one row a rule set (else the list scrolls).
        return max(body, m.row + len(self.presets) * m.row + m.gap)

    def _description(self) -> str:
        rules = preset_rules(self.preset, self.options)
        # The rule set's own description (in the player's language), and the sentence its kept three adds.
        words = " ".join(part for part in (rule_set_words(rules.description), kept_three_words(rules)) if part)
        return words or rule_set_words(rules.title)

    def _description_lines(self, window_width: int) -> int:
        """Lines the rule set's description takes beside the Rules label, whole (never cut short)."""
        m = self.metrics
        # a little narrower than the row laid out, so the room is never short by a line
        width = window_width - 2 * m.margin - m.px(LABEL_WIDTH) - m.gap - m.px(24)
        return max(1, len(m.wrap(self.manager, self._description(), width, "note", False)))

    def window_size(self) -> tuple[int, int]:
        width = min(round(self.size[0] * 0.92), self.metrics.px(860))
        return width, self.outer_height(self._body_height(width))

    def build(self, body: pygame.Rect) -> None:
        m, manager, window = self.metrics, self.manager, self.window
        self._name_entries, self._kind_choices, self._level_choices = [], [], {}
        column = Column(body, m.gap)
        label_width = m.px(LABEL_WIDTH)
        rules = preset_rules(self.preset, self.options)

        rules_label, menu_rect = split_row(column.take(m.row), [label_width, None], m.gap)
        label(manager, window, rules_label, ruleset_text("Rules"), "strong")
        titles = self.titles
        chosen = next(option for option in titles if option[1] == self.preset)
        # The list opens below the menu and scrolls where the rule sets are more than the dialog holds
        # (one that does not fit is moved up over the menu itself, where a click closes it).
        self._preset_menu = UIDropDownMenu(titles, chosen, menu_rect, manager, container=window,
                                           expansion_height_limit=body.bottom - menu_rect.bottom)
        self.listen(self._preset_menu, pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                    lambda event: self._choose_preset(event.selected_option_id))
        description = self._description()
        lines = len(m.wrap(manager, description, menu_rect.width, "note", False))
        description_rect = column.take(max(1, lines) * line_height(m, "note"))
        description_rect.left = menu_rect.left
        description_rect.width = menu_rect.width
        paragraph(manager, window, m, description_rect, description, "note", role="note")

        players_label, players_rect, sides_rect = split_row(column.take(m.row), [label_width, m.px(240), m.px(360)],
                                                            m.gap)
        label(manager, window, players_label, ruleset_text("Players"), "strong")
        self.choice(players_rect, [(count, str(count)) for count in rules.player_counts], self.seat_count,
                    on_change=self._choose_seat_count)
        if self.seat_count == 6 and rules.uses_partnerships(6) and len(rules.six_player_side_choices) > 1:
            # Six sit as two sides of three or three of two, where the rule set allows both.
            self.choice(sides_rect, [(way, ruleset_text(SIX_PLAYER_SIDE_WORDS[way])) for way in rules.six_player_side_choices],
                        rules.six_player_sides, on_change=self._choose_six_player_sides)
        note_rect = column.take(line_height(m, "note"), gap=m.px(16))
        note_rect.left, note_rect.width = menu_rect.left, menu_rect.width
        label(manager, window, note_rect, self._teams_note(rules), "note")

        widths = [m.px(70), None, m.px(210), m.px(330)]
        headings = split_row(column.take(line_height(m, "note"), gap=m.gap // 2), widths, m.gap)
        for rect, text in zip(headings, (ruleset_text("Seat"), ruleset_text("Name"), ruleset_text("Played by"),
                                         ruleset_text("Computer level"))):
            label(manager, window, rect, text, "note")
        for index in range(self.seat_count):
            self._build_seat(index, split_row(column.take(m.row), widths, m.gap))

        error_rect = pygame.Rect(body.x, body.bottom - m.row - m.gap - line_height(m, "note"),
                                 body.width, line_height(m, "note"))
        label(manager, window, error_rect, self.error, "error")
        options_words, delete_words = ruleset_text("Rule options…"), ruleset_text("Delete rule set…")
        # as wide as a longer language's words need
        options_width = max(m.px(170), Choice.text_width(m, manager, options_words) + m.px(8))
        self.button(pygame.Rect(body.x, body.bottom - m.row, options_width, m.row), options_words,
                    self._open_rule_options)
        if is_custom(self.preset):  # a rule set of the player's own may go
            delete_width = max(m.px(170), Choice.text_width(m, manager, delete_words) + m.px(8))
            self.button(pygame.Rect(body.x + options_width + m.gap, body.bottom - m.row, delete_width, m.row),
                        delete_words, self._ask_delete)
        self.button_row(column, [(ruleset_text("Start"), self.accept), (ruleset_text("Cancel"), self.cancel)],
                        primary=0)

    def _build_seat(self, index: int, cells: list[pygame.Rect]) -> None:
        manager, window, seat = self.manager, self.window, self.seats[index]
        label(manager, window, cells[0], str(index + 1), "strong")
        entry = UITextEntryLine(cells[1], manager, container=window, initial_text=seat.name)
        entry.set_text_length_limit(NAME_MAX_LENGTH)
        self._name_entries.append(entry)
        # A computer seat shows its level, a person's does not: the layout changes.
        self._kind_choices.append(self.choice(cells[2], kind_labels(), seat.kind, on_change=lambda _: self.rebuild()))
        if seat.is_computer:
            self._level_choices[index] = self.choice(cells[3], level_labels(), seat.level)

    def _teams_note(self, rules: Rules) -> str:
        return teams_note(rules, self.seat_count)

    # ---------------------------------------------------------------- state

    def read_widgets(self) -> None:
        for index, entry in enumerate(self._name_entries):
            seat = self.seats[index]
            level = self._level_choices[index].value if index in self._level_choices else seat.level
            self.seats[index] = replace(seat, name=entry.get_text(), kind=self._kind_choices[index].value,
                                        level=level)

    def _read_menu(self) -> None:
        """The rule sets offered, the player's own read again from their files."""
        self.titles, self.broken = rule_set_menu()
        self.presets = [key for _, key in self.titles]

    def _choose_preset(self, preset: str) -> None:
        if preset == self.preset:
            return
        if preset in self.broken:  # listed so the player learns why it cannot be played
            self.rebuild()  # the menu shows the rule set still chosen
            self.context.stack.push(MessageDialog(self.context, ruleset_text("Rules"), broken_words(self.broken[preset])))
            return
        self.preset = preset
        self.options = {}
        self.seat_count = preset_rules(preset, {}).players  # always one of the rule set's player_counts
        self.rebuild()

    def _choose_seat_count(self, count: int) -> None:
        self.seat_count = count
        self.rebuild()

    def _choose_six_player_sides(self, way: str) -> None:
        self.read_widgets()
        self.options["six_player_sides"] = way
        self.rebuild()

    def _ask_delete(self) -> None:
        self.read_widgets()
        title = preset_rules(self.preset, {}).title
        file_name = f"{self.preset.removeprefix('custom:')}.yaml"
        question = ruleset_text("Delete your rule set \u201c{title}\u201d ({file})? Games saved with it still load.")
        self.context.stack.push(QuestionDialog(
            self.context, ruleset_text("Delete the rule set?"), question.format(title=title, file=file_name),
            [(DELETE, ruleset_text("Delete")), (KEEP, ruleset_text("Keep it"))], self._delete_answered, default=KEEP))

    def _delete_answered(self, answer: str | None) -> None:
        if answer != DELETE:
            return
        try:
            delete_custom(self.preset)
        except PersistenceError as exc:
            self.error = error_words(exc)
        else:
            self._read_menu()
            self._choose_preset(self.presets[0])
        self.rebuild()

    def _open_rule_options(self) -> None:
        self.read_widgets()
        rules = preset_rules(self.preset, self.options)
        self.context.stack.push(RulesDialog(self.context, rules, True, on_close=self._rule_options_closed,
                                            on_saved=self._rule_set_saved))

    def _rule_set_saved(self, saved: CustomSet) -> None:
        """Rule Options saved the rules as a rule set of the player's own: it is chosen."""
        self._read_menu()
        self.preset = saved.key
        self.options = {}
        self.error = ""

    def _rule_options_closed(self, changes: dict[str, Any] | None) -> None:
        if changes:
            self.options.update(changes)
            rules = preset_rules(self.preset, self.options)
            if rules.players_problem(self.seat_count) is not None:  # no longer allowed: the usual number
                self.seat_count = rules.players
        self.rebuild()  # the changes, and a rule set saved meanwhile, show

    # ---------------------------------------------------------------- result

    def result(self) -> GameSetup | str:
        """The setup, or the reason it cannot start."""
        self.read_widgets()
        seats = [replace(seat, name=seat.name.strip()) for seat in self.seats[:self.seat_count]]
        for number, seat in enumerate(seats, start=1):
            problem = name_problem(seat.name)
            if problem:
                return seat_name_words(number, problem)
        if len({seat.name.casefold() for seat in seats}) < len(seats):
            return ruleset_text("Two seats have the same name: give each player a name of their own.")
        if not any(seat.kind == "human" for seat in seats):
            return ruleset_text("At least one seat must be played by a person.")
        return GameSetup(self.preset, seats, dict(self.options))

    def accept(self) -> None:
        outcome = self.result()
        if isinstance(outcome, str):
            self.error = outcome
            self.rebuild()
            return
        self.finish(outcome)
