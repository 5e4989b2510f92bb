"""Load and Save: the saved games (.can files) of one folder, and a name to save under."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UILabel, UISelectionList, UITextEntryLine

from canasta.language import _
from canasta.persistence.saves import AUTOSAVE_NAME
from canasta.ui.scene import Context

from .base import CloseCallback, Dialog
from .message import QuestionDialog
from .save_summary import SummaryCache, modified
from .widgets import Column, label, line_height, split_row

SUFFIX = ".can"
MODES = ("load", "save")
NAME_LENGTH = 64
SUGGESTED_LENGTH = 8  # as Canasta for Windows: the first eight characters of the player's name
FALLBACK_NAME = "canasta"
RULES_LINES = 2  # the chosen game's rules in a sentence (save_summary), on this many lines at most
# Characters some file system refuses, and control characters.
UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]')
REPLACE, KEEP = "replace", "keep"


def save_name_for(player_name: str) -> str:
    """The suggested file name: the first eight characters of the player's name that
    a file name may hold, then ".can"."""
    stem = UNSAFE.sub("", player_name).strip().strip(".")[:SUGGESTED_LENGTH].strip()
    return (stem or FALLBACK_NAME) + SUFFIX


def file_name_problem(name: str) -> str | None:
    """Why `name` (with its ".can") cannot be a saved game's file name, or None."""
    stem = name[:-len(SUFFIX)] if name.lower().endswith(SUFFIX) else name
    if not stem.strip():
        return _("Type a name for the saved game.")
    if is_autosave(with_suffix(name)):
        return _("{file} keeps the unfinished game: choose another name.").format(file=AUTOSAVE_NAME)
    if UNSAFE.search(name):
        return _('A file name cannot hold any of \\ / : * ? " < > |')
    if stem.startswith("."):
        return _("A file name cannot start with a dot.")
    if len(name) > NAME_LENGTH:
        return _("A file name can be at most {count} characters long.").format(count=NAME_LENGTH)
    return None


def with_suffix(text: str) -> str:
    name = text.strip()
    return name if name.lower().endswith(SUFFIX) else name + SUFFIX


def saved_games(folder: Path, with_autosave: bool = True) -> list[Path]:
    """The .can files of `folder`, newest first; none when the folder is missing or unreadable.
    Without `with_autosave`, the game's own autosave is left out (it is no place to save to)."""
    try:
        files = [path for path in folder.iterdir() if path.suffix.lower() == SUFFIX and path.is_file()
                 and (with_autosave or not is_autosave(path.name))]
    except OSError:
        return []
    return sorted(files, key=lambda path: (-modified(path), path.name.lower()))


def is_autosave(name: str) -> bool:
    return name.lower() == AUTOSAVE_NAME.lower()


class FileDialog(Dialog):
    """`mode` "load" picks one of the saved games in `folder`; "save" also takes a new
    name (starting with `suggested_name`, see `save_name_for`) and asks before replacing
    a file. The result is the chosen Path, or None when cancelled."""

    def __init__(self, context: Context, mode: str, folder: Path, suggested_name: str = "",
                 on_close: CloseCallback | None = None):
        super().__init__(context, on_close)
        if mode not in MODES:
            raise ValueError(f"mode must be 'load' or 'save', not {mode!r}")
        self.mode = mode
        self.folder = Path(folder)
        self.title = _("Load a Game") if mode == "load" else _("Save the Game")
        self.files = saved_games(self.folder, with_autosave=mode == "load")
        self.summaries = SummaryCache()
        self.selected: str | None = None
        self.name_text = with_suffix(suggested_name) if suggested_name.strip() else ""
        self.error = ""
        self.list: UISelectionList | None = None
        self.name_entry: UITextEntryLine | None = None
        self._details = None
        self._players = None
        self._rules: list[UILabel] = []
        self._action_button = None

    def window_size(self) -> tuple[int, int]:
        return (min(round(self.size[0] * 0.9), self.metrics.px(620)),
                min(round(self.size[1] * 0.9), self.metrics.px(560)))

    def build(self, body: pygame.Rect) -> None:
        m, manager, window = self.metrics, self.manager, self.window
        column = Column(body, m.gap)
        folder = m.elide_start(manager, _("In {folder}").format(folder=self.folder), body.width, "note")
        label(manager, window, column.take(line_height(m, "note")), folder, "note")
        below = (2 + RULES_LINES) * line_height(m, "note") + m.gap + line_height(m, "note") + m.gap + m.row
        if self.mode == "save":
            below += m.row + m.gap
        list_rect = pygame.Rect(body.x, column.y, body.width, body.bottom - column.y - below - m.gap)
        column.take(list_rect.height)
        names = [path.name for path in self.files]
        self.list = UISelectionList(list_rect, names, manager, container=window,
                                    default_selection=self.selected if self.selected in names else None)
        self.listen(self.list, pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, self._selected)
        self.listen(self.list, pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION, self._double_clicked)
        self._details = label(manager, window, column.take(line_height(m, "note"), gap=0), self._details_text(),
                              "note")
        self._players = label(manager, window, column.take(line_height(m, "note"), gap=0), self._players_text(),
                              "note")
        self._rules = [label(manager, window, column.take(line_height(m, "note"), gap=0), "", "note")
                       for _ in range(RULES_LINES)]
        column.skip(m.gap)
        self._show_rules()
        if self.mode == "save":
            caption_text = _("File name")
            caption_width = max(m.px(110), m.text_width(manager, caption_text, bold=True) + m.px(6))
            caption, entry_rect = split_row(column.take(m.row), [caption_width, None], m.gap)
            label(manager, window, caption, caption_text, "strong")
            self.name_entry = UITextEntryLine(entry_rect, manager, container=window, initial_text=self.name_text)
            self.name_entry.set_text_length_limit(NAME_LENGTH)
            self.name_entry.focus()
        label(manager, window, column.take(line_height(m, "note")), self.error, "error")
        action = _("Load") if self.mode == "load" else _("Save")
        self._action_button = self.button_row(column, [(action, self.accept), (_("Cancel"), self.cancel)],
                                              primary=0)[0]
        self._update_action()

    def _details_text(self) -> str:
        """When the chosen game was saved, its rules and hand; or what to do."""
        if self.selected is not None:
            return self.summaries.get(self.folder / self.selected).when
        if not self.files:
            return _("There are no saved games in this folder yet.")
        return _("Choose a saved game.") if self.mode == "load" else _("Choose a game to replace, or type a new name.")

    def _players_text(self) -> str:
        """The players of the chosen game and their scores."""
        if self.selected is None:
            return ""
        return self.summaries.get(self.folder / self.selected).players

    def _show_rules(self) -> None:
        """The chosen game's rules in a sentence, on the lines kept for it (cut short when longer)."""
        text = self.summaries.get(self.folder / self.selected).rules if self.selected is not None else ""
        width = self._rules[0].rect.width if self._rules else 0
        lines = self.metrics.wrap(self.manager, text, width, "note", False) if text else []
        if len(lines) > RULES_LINES:
            lines = lines[:RULES_LINES]
            last = lines[-1]
            while last and self.metrics.text_width(self.manager, last + " \u2026", "note") > width:
                last = last.rpartition(" ")[0]
            lines[-1] = last.rstrip(" ,;.") + " \u2026"
        for index, element in enumerate(self._rules):
            element.set_text(lines[index] if index < len(lines) else "")

    def _update_action(self) -> None:
        if self._action_button is None:
            return
        if self.mode == "load" and self.selected is None:
            self._action_button.disable()
        else:
            self._action_button.enable()

    # ---------------------------------------------------------------- events

    def _selected(self, event: pygame.event.Event) -> None:
        self.selected = event.text
        if self._details is not None:
            self._details.set_text(self._details_text())
        if self._players is not None:
            self._players.set_text(self._players_text())
        self._show_rules()
        if self.name_entry is not None:
            self.name_entry.set_text(event.text)
        self._update_action()

    def _double_clicked(self, event: pygame.event.Event) -> None:
        self._selected(event)
        self.accept()

    def read_widgets(self) -> None:
        if self.name_entry is not None:
            self.name_text = self.name_entry.get_text()

    # ---------------------------------------------------------------- result

    def accept(self) -> None:
        self.read_widgets()
        if self.mode == "load":
            if self.selected is not None:
                self.finish(self.folder / self.selected)
            return
        name = with_suffix(self.name_text)
        problem = file_name_problem(name)
        if problem:
            self.error = problem
            self.rebuild()
            return
        path = self.folder / name
        if path.exists():
            self.context.stack.push(QuestionDialog(
                self.context, _("Replace the saved game?"),
                _("{file} already exists. Do you want to replace it?").format(file=name),
                [(REPLACE, _("Replace")), (KEEP, _("Keep it"))], lambda answer: self._replace_answered(answer, path),
                default=KEEP))
            return
        self.finish(path)

    def _replace_answered(self, answer: str | None, path: Path) -> None:
        if answer == REPLACE:
            self.finish(path)
