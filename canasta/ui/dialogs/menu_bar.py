"""The menu bar: a thin strip at the top of the window with the Game, Options and
Help menus of Canasta for Windows, and their shortcut keys.

Not a scene: the table owns it, lays itself out below `height`, and offers it every
event first through `handle(event)`. A chosen item calls `on_command` with its name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIPanel

from canasta.language import N_, _
from canasta.ui.scene import Context

from .metrics import Metrics
from .theme import install_theme
from .widgets import PassThroughLabel, style


@dataclass(frozen=True)
class MenuItem:
    """One item of a menu; `text` and `shortcut` are English, said with `_` when drawn."""

    text: str
    command: str
    shortcut: str = ""
    separator_before: bool = False


MENUS: tuple[tuple[str, tuple[MenuItem, ...]], ...] = (
    (N_("Game"), (
        MenuItem(N_("New"), "new", "F2"),
        MenuItem(N_("Load…"), "load", "F3"),
        MenuItem(N_("Save…"), "save", "F4"),
        MenuItem(N_("High Scores…"), "highscores", separator_before=True),
        MenuItem(N_("Undo Move"), "undo", N_("Del")),
        MenuItem(N_("Hint"), "hint", "H"),
        MenuItem(N_("Exit"), "exit", separator_before=True),
    )),
    (N_("Options"), (
        MenuItem(N_("Customize…"), "customize"),
        MenuItem(N_("Rules…"), "rules"),
    )),
    (N_("Help"), (
        MenuItem(N_("Index"), "help:index", "F1"),
        MenuItem(N_("How to Play"), "help:howto"),
        MenuItem(N_("Rules"), "help:rules"),
        MenuItem(N_("Scoring"), "help:scoring"),
        MenuItem(N_("Questions"), "help:faq"),
        MenuItem(N_("Keys"), "help:keys"),
        MenuItem(N_("About"), "help:about", separator_before=True),
    )),
)

SHORTCUT_KEYS = {
    pygame.K_F1: "help:index",
    pygame.K_F2: "new",
    pygame.K_F3: "load",
    pygame.K_F4: "save",
    pygame.K_DELETE: "undo",
    pygame.K_h: "hint",
}
COMMANDS = tuple(item.command for _, items in MENUS for item in items)
# Above the table's own pygame_gui elements, below the dialogs' windows.
MENU_LAYER = 20


class MenuBar:
    """The strip of menus. `set_enabled(command, False)` greys an item (and its key) out."""

    def __init__(self, context: Context, on_command: Callable[[str], None]):
        if context.ui_manager is None:
            raise ValueError("the menu bar needs the context's ui_manager")
        self.context = context
        self.manager: pygame_gui.UIManager = context.ui_manager
        self.on_command = on_command
        self.disabled: set[str] = set()
        self.open_menu: int | None = None
        self.size = context.size
        self.metrics = Metrics.for_window(self.size)
        self._strip: UIPanel | None = None
        self._titles: list[UIButton] = []
        self._panel: UIPanel | None = None
        self._items: dict[UIButton, str] = {}
        self._build()

    # ---------------------------------------------------------------- the table's side

    @property
    def height(self) -> int:
        """Pixels the strip takes at the top of the window."""
        return self.metrics.px(30)

    @property
    def is_open(self) -> bool:
        return self.open_menu is not None

    def handle(self, event: pygame.event.Event) -> bool:
        """Take `event` if it is for the menus; True when it was used."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP:
            return self.is_open or self._on_strip(event.pos)
        if event.type == pygame.MOUSEMOTION and self.is_open:
            self._follow(event.pos)
            return True
        if event.type == pygame_gui.UI_BUTTON_START_PRESS and event.ui_element in self._titles:
            # Menus open as the button goes down, like a desktop's; the pygame_gui event
            # arrives even when the app keeps the mouse click itself from the table.
            index = self._titles.index(event.ui_element)
            if index == self.open_menu:
                self.close_menu()
            else:
                self._open(index)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._titles:
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._items:
            command = self._items[event.ui_element]
            self.close_menu()
            self._run(command)
            return True
        return False

    def set_enabled(self, command: str, enabled: bool) -> None:
        if command not in COMMANDS:
            raise ValueError(f"no menu command {command!r}")
        if enabled:
            self.disabled.discard(command)
        else:
            self.disabled.add(command)
        if self.is_open:
            self._open(self.open_menu)

    def resize(self, size: tuple[int, int]) -> None:
        self.kill()
        self.size = size
        self._build()

    def rebuild(self) -> None:
        """Build the strip again, in the language now chosen."""
        self.resize(self.size)

    def close_menu(self) -> None:
        if self._panel is not None:
            self._panel.kill()
            self._panel = None
        self._items.clear()
        if self.open_menu is not None:
            self._titles[self.open_menu].unselect()
        self.open_menu = None
        self.context.request_redraw()

    def kill(self) -> None:
        """Remove the strip (for a scene that no longer shows it)."""
        self.close_menu()
        for title in self._titles:
            title.kill()
        self._titles.clear()
        if self._strip is not None:
            self._strip.kill()
            self._strip = None

    # ---------------------------------------------------------------- building

    def _build(self) -> None:
        self.metrics = install_theme(self.manager, self.size)
        m = self.metrics
        self._strip = UIPanel(pygame.Rect(0, 0, self.size[0], self.height), MENU_LAYER, self.manager,
                              object_id=style(name="menu_strip"))
        x = m.px(6)
        self._titles = []
        for english, _items in MENUS:
            title = _(english)
            width = m.text_width(self.manager, title, "menu") + m.px(28)
            self._titles.append(UIButton(pygame.Rect(x, 0, width, self.height), title, self.manager,
                                         starting_height=MENU_LAYER + 1, object_id=style("menu_title")))
            x += width

    def _open(self, index: int) -> None:
        self.close_menu()
        m, items = self.metrics, MENUS[index][1]
        row, gap = m.px(30), m.px(9)
        text_width = max(m.text_width(self.manager, _(item.text), "menu") for item in items)
        key_width = max((m.text_width(self.manager, _(item.shortcut), "menu") for item in items if item.shortcut),
                        default=0)
        width = max(m.px(180), text_width + key_width + m.px(72))
        height = len(items) * row + sum(gap for item in items if item.separator_before) + 2 * m.px(4)
        title = self._titles[index]
        self._panel = UIPanel(pygame.Rect(title.rect.x, self.height, width, height), MENU_LAYER + 2, self.manager,
                              object_id=style(name="menu_panel"))
        y = m.px(4)
        for item in items:
            if item.separator_before:
                UIPanel(pygame.Rect(m.px(10), y + gap // 2, width - m.px(22), 1), 1, self.manager,
                        container=self._panel, object_id=style("table_rule"))
                y += gap
            rect = pygame.Rect(m.px(2), y, width - m.px(6), row)
            button = UIButton(rect, _(item.text), self.manager, container=self._panel, object_id=style("menu_item"))
            if item.command in self.disabled:
                button.disable()
            self._items[button] = item.command
            if item.shortcut:
                PassThroughLabel(pygame.Rect(rect.right - key_width - m.px(16), y, key_width + m.px(4), row),
                                 _(item.shortcut), self.manager, container=self._panel,
                                 object_id=style("menu_shortcut"))
            y += row
        title.select()
        self.open_menu = index
        self.context.request_redraw()

    # ---------------------------------------------------------------- input

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.is_open:
            self.close_menu()
            return True
        command = SHORTCUT_KEYS.get(event.key)
        if command is None or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        self.close_menu()
        self._run(command)
        return True

    def _press(self, pos: tuple[int, int]) -> bool:
        if self._title_at(pos) is not None:
            return True  # the title's button reports the press (UI_BUTTON_START_PRESS)
        if self._panel is not None and self._panel.rect.collidepoint(pos):
            return True  # the item's button reports the choice
        if self.is_open:
            self.close_menu()  # a click elsewhere only closes the menu
            return True
        return self._on_strip(pos)

    def _follow(self, pos: tuple[int, int]) -> None:
        title = self._title_at(pos)
        if title is not None and title != self.open_menu:
            self._open(title)

    def _title_at(self, pos: tuple[int, int]) -> int | None:
        return next((index for index, title in enumerate(self._titles) if title.rect.collidepoint(pos)), None)

    def _on_strip(self, pos: tuple[int, int]) -> bool:
        return pos[1] < self.height

    def _run(self, command: str) -> None:
        if command not in self.disabled:
            self.on_command(command)
