"""What every dialog shares: a dimmed veil over the table, a centred window built with
pygame_gui, Escape to cancel, Enter for the default button, rebuilding at a new
window size, and calling back once with the result.

A dialog is a Scene: the table pushes it on `context.stack`. The app loop gives
every event to `ui_manager.process_events` and then to the top scene's `handle`,
so the pygame_gui events (UI_BUTTON_PRESSED, ...) reach the dialog a moment later.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIWindow

from canasta.sentences import printable
from canasta.ui.scene import Context, Scene

from .gui_caches import finish_shapes, share_one_picture
from .metrics import Metrics
from .theme import install_theme
from .widgets import Choice, Column, Toggles, fit_row, split_row, style

CloseCallback = Callable[[Any], None]
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class _DialogWindow(UIWindow):
    """A window whose close button cancels the dialog instead of just vanishing."""

    def __init__(self, dialog: Dialog, rect: pygame.Rect, title: str):
        self.dialog: Dialog | None = dialog
        super().__init__(rect, dialog.manager, printable(title), draggable=True)

    def on_close_window_button_pressed(self) -> None:
        if self.dialog is not None:
            self.dialog.cancel()


def let_go_pictures(window: UIWindow) -> None:
    """A window killed: let go of its pictures and of the dialog. pygame_gui's event
    saying it closed holds it till the next turn, and with it, else, the dialog and all
    its widgets (tens of megabytes in a big window, two dialogs' worth where the next one
    opens before that turn)."""
    if isinstance(window, _DialogWindow):
        window.dialog = None
    window.drawable_shape = None  # out of every group, it is neither updated nor drawn again
    window.image = None


class _Veil(UIWindow):
    """A translucent full-window pane under the dialog: dims the table and the menu bar
    and keeps clicks from reaching them."""

    def __init__(self, manager: pygame_gui.UIManager, size: tuple[int, int]):
        super().__init__(pygame.Rect((0, 0), size), manager, "", object_id=style(name="veil"), draggable=False)
        self.bring_to_front_on_focused = False


class Dialog(Scene):
    """Base of the dialogs. Subclasses give `title`, `window_size()` and `build()`,
    and usually `accept()`; they finish with `self.finish(result)`."""

    opaque = False
    title = ""

    def __init__(self, context: Context, on_close: CloseCallback | None = None):
        super().__init__(context)
        if context.ui_manager is None:
            raise ValueError("dialogs need the context's ui_manager")
        self.manager: pygame_gui.UIManager = context.ui_manager
        self.on_close = on_close
        self.size = context.size
        self.metrics = Metrics.for_window(self.size)
        self.window: UIWindow | None = None
        self.closed = False
        self._veil: UIWindow | None = None
        self._actions: dict[Any, Callable[[], None]] = {}
        self._listeners: dict[tuple[int, Any], Callable[[pygame.event.Event], None]] = {}
        self._choices: list[Choice[Any] | Toggles[Any]] = []

    # ---------------------------------------------------------------- to override

    def window_size(self) -> tuple[int, int]:
        """Outer size of the dialog window for `self.size` (the title bar included)."""
        return self.fraction(0.5, 0.5)

    def build(self, body: pygame.Rect) -> None:
        """Create the widgets inside `self.window`; `body` is the free area inside the margins."""

    def read_widgets(self) -> None:
        """Keep what the player has typed or chosen, before the widgets are rebuilt."""

    def accept(self) -> None:
        """Enter, or the default button."""

    def cancel(self) -> None:
        """Escape, or the window's close button."""
        self.finish(None)

    # ---------------------------------------------------------------- Scene

    def enter(self) -> None:
        self.size = self.context.size
        self._build_all()

    def exit(self) -> None:
        self._kill_all()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A dialog is modal: it takes every event, used or not, from the scenes below."""
        if self.closed:
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            elif event.key in ENTER_KEYS:
                self.accept()
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self._actions.get(event.ui_element)
            if action is not None:
                action()
                return None
            if any(choice.press(event.ui_element) for choice in list(self._choices)):
                return None
        listener = self._listeners.get((event.type, getattr(event, "ui_element", None)))
        if listener is not None:
            listener(event)
        return None

    def finish(self, result: Any) -> None:
        """Close the dialog and give `result` to the callback (once)."""
        if self.closed:
            return
        self.closed = True
        self.close()
        if self.on_close is not None:
            self.on_close(result)

    # ---------------------------------------------------------------- helpers for subclasses

    def fraction(self, width: float, height: float) -> tuple[int, int]:
        return round(self.size[0] * width), round(self.size[1] * height)

    def button(self, rect: pygame.Rect, text: str, action: Callable[[], None], primary: bool = False,
               container: Any = None) -> UIButton:
        element = UIButton(rect, text, self.manager, container=container or self.window,
                           object_id=style("primary" if primary else None))
        finish_shapes([element])
        self._actions[element] = action
        return element

    def choice(self, rect: pygame.Rect, options: list[tuple[Any, str]], value: Any,
               on_change: Callable[[Any], None] | None = None, container: Any = None,
               row_height: int | None = None, pieces: list[pygame.Rect] | None = None) -> Choice[Any]:
        """Buttons of which one is chosen, in a row, each as wide as its words need (or with
        `row_height`, a column; with `pieces`, one in each)."""
        if pieces is None and row_height is None:
            pieces = fit_row(rect, [Choice.text_width(self.metrics, self.manager, text) for _, text in options],
                             self.metrics.px(2))
        control: Choice[Any] = Choice(self.manager, container or self.window, rect, options, value,
                                      gap=self.metrics.px(2), on_change=on_change, row_height=row_height,
                                      pieces=pieces)
        self._choices.append(control)
        return control

    def toggles(self, rects: list[pygame.Rect], options: list[tuple[Any, str]], chosen: tuple[Any, ...],
                on_change: Callable[[tuple[Any, ...]], None] | None = None, container: Any = None) -> Toggles[Any]:
        """Buttons of which any number are chosen, one in each of `rects`."""
        control: Toggles[Any] = Toggles(self.manager, container or self.window, rects, options, chosen,
                                        on_change=on_change)
        self._choices.append(control)
        return control

    def listen(self, element: Any, event_type: int, listener: Callable[[pygame.event.Event], None]) -> None:
        """Call `listener` with each pygame_gui event of `event_type` that `element` sends."""
        self._listeners[(event_type, element)] = listener

    def rebuild(self) -> None:
        """Build the widgets again (after a change that alters the layout)."""
        self.read_widgets()
        self._kill_all()
        self._build_all()

    def button_row(self, column: Column, buttons: list[tuple[str, Callable[[], None]]],
                   primary: int | None = 0) -> list[UIButton]:
        """Buttons in a row at the bottom right of the body; `primary` (Enter's button) is highlighted."""
        m = self.metrics
        row = pygame.Rect(column.rect.x, column.rect.bottom - m.row, column.rect.width, m.row)
        widths = [max(m.button_width, m.text_width(self.manager, text, bold=True) + m.px(32)) for text, _ in buttons]
        total = sum(widths) + m.gap * (len(buttons) - 1)
        pieces = split_row(pygame.Rect(row.right - total, row.y, total, row.height), widths, m.gap)
        return [self.button(piece, text, action, primary=index == primary)
                for index, (piece, (text, action)) in enumerate(zip(pieces, buttons))]

    def body_column(self, body: pygame.Rect) -> Column:
        return Column(body, self.metrics.gap)

    def outer_height(self, body_height: int) -> int:
        """Window height whose body (inside title bar, border and margins) is `body_height` tall."""
        return body_height + self.metrics.px(36) + 2 * self.metrics.margin + 2

    # ---------------------------------------------------------------- building

    def _build_all(self) -> None:
        self.metrics = install_theme(self.manager, self.size)
        self._veil = _Veil(self.manager, self.size)
        finish_shapes([self._veil])  # each piece done as it comes: a big window's pictures are big
        share_one_picture(self._veil)
        width, height = self.window_size()
        width, height = min(width, self.size[0]), min(height, self.size[1])
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (self.size[0] // 2, self.size[1] // 2)
        self.window = _DialogWindow(self, rect, self.title)
        self.window.set_blocking(True)
        finish_shapes([self.window, *self.window.get_container().elements])
        share_one_picture(self.window)
        inner = pygame.Rect((0, 0), self.window.get_container().get_size())
        margin = self.metrics.margin
        self.build(inner.inflate(-2 * margin, -2 * margin))
        finish_shapes(self.manager.get_sprite_group().sprites())  # the window's own, labels, entries...
        self.context.request_redraw()

    def _kill_all(self) -> None:
        for choice in self._choices:
            choice.kill()
        self._choices.clear()
        self._actions.clear()
        self._listeners.clear()
        for window in (self.window, self._veil):
            if window is not None:
                window.kill()
                let_go_pictures(window)
        self.window = self._veil = None
        self.context.request_redraw()
