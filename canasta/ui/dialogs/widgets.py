"""Small building blocks the dialogs share: rectangle splitting, styled labels,
wrapped text and a row of buttons of which one is chosen."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel

from canasta.sentences import printable

from .gui_caches import finish_shapes
from .metrics import Metrics

T = TypeVar("T")
Container = Any  # a pygame_gui container (window, panel, scrolling container) or None for the screen


def style(style_class: str | None = None, name: str | None = None) -> ObjectID:
    """A theme id: `style_class` is a class of theme.json ("note", "primary", ...)."""
    return ObjectID(object_id=f"#{name}" if name else None,
                    class_id=f"@{style_class}" if style_class else None)


def split_row(rect: pygame.Rect, widths: Sequence[int | None], gap: int) -> list[pygame.Rect]:
    """`rect` cut into side-by-side pieces: fixed widths, and None pieces sharing what is left."""
    fixed = sum(width for width in widths if width is not None)
    flexible = sum(1 for width in widths if width is None)
    spare = max(0, rect.width - fixed - gap * (len(widths) - 1))
    share = spare // flexible if flexible else 0
    pieces, x = [], rect.x
    for width in widths:
        w = share if width is None else width
        pieces.append(pygame.Rect(x, rect.y, w, rect.height))
        x += w + gap
    return pieces


def fit_row(rect: pygame.Rect, needs: Sequence[int], gap: int) -> list[pygame.Rect]:
    """`rect` cut into side-by-side pieces: of one width where each has the room it `needs`
    so; else each as wide as it needs and the room left shared equally; where there is not
    room for all, each narrowed in proportion (a longer language's words get the room they
    need from the shorter ones)."""
    room = max(0, rect.width - gap * (len(needs) - 1))
    total = sum(needs)
    if needs and max(needs) <= room // len(needs):
        return split_row(rect, [None] * len(needs), gap)
    if total <= room:
        spare = (room - total) // max(1, len(needs))
        widths: list[int | None] = [need + spare for need in needs]
    else:
        widths = [need * room // max(1, total) for need in needs]
    return split_row(rect, widths, gap)


def split_column(rect: pygame.Rect, count: int, height: int, gap: int) -> list[pygame.Rect]:
    """`count` rows of `height` from `rect`'s top down (closer where they would not fit)."""
    if count and count * height + (count - 1) * gap > rect.height:
        gap = min(gap, max(0, rect.height // count // 8))
        height = max(1, (rect.height - (count - 1) * gap) // count)
    return [pygame.Rect(rect.x, rect.y + index * (height + gap), rect.width, height) for index in range(count)]


class Column:
    """Hands out rows of a rectangle from the top down."""

    def __init__(self, rect: pygame.Rect, gap: int):
        self.rect = rect
        self.gap = gap
        self.y = rect.top

    def take(self, height: int, gap: int | None = None) -> pygame.Rect:
        piece = pygame.Rect(self.rect.x, self.y, self.rect.width, height)
        self.y += height + (self.gap if gap is None else gap)
        return piece

    def skip(self, height: int) -> None:
        self.y += height


class PassThroughLabel(UILabel):
    """A label the mouse goes through: it never blocks hovering or clicking what lies below."""

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        return False


def label(manager: pygame_gui.UIManager, container: Container, rect: pygame.Rect, text: str,
          style_class: str | None = None) -> UILabel:
    return UILabel(rect, printable(text), manager, container=container, object_id=style(style_class))


BOLD_STYLES = ("strong", "heading", "error", "large")


def paragraph(manager: pygame_gui.UIManager, container: Container, metrics: Metrics, rect: pygame.Rect,
              text: str, style_class: str | None = None, role: str = "body") -> list[UILabel]:
    """`text` wrapped into `rect.width`, one label per line from `rect.top` down (all of it:
    make `rect` as tall as `paragraph_height` says)."""
    bold = style_class in BOLD_STYLES
    lines = metrics.wrap(manager, text, rect.width, role, bold)
    height = line_height(metrics, role)
    # Each label only as wide as its line (and a little): its pictures are its size, and
    # the last line of a paragraph is often short.
    return [label(manager, container, pygame.Rect(rect.x, rect.y + index * height, min(
        rect.width, metrics.text_width(manager, line, role, bold) + metrics.px(12)), height), line, style_class)
            for index, line in enumerate(lines)]


def line_height(metrics: Metrics, role: str = "body") -> int:
    return round(metrics.font(role) * 1.45)


def paragraph_height(manager: pygame_gui.UIManager, metrics: Metrics, width: int, text: str,
                     role: str = "body", bold: bool = False) -> int:
    return len(metrics.wrap(manager, text, width, role, bold)) * line_height(metrics, role)


class _Buttons:
    """Buttons standing for options, pressed through `press()` (the dialog routes its
    button presses there): what a press picks is the subclass's `_pick`."""

    buttons: dict[UIButton, Any]
    enabled: bool
    on_change: Callable[[Any], None] | None
    value: Any

    def press(self, element: Any) -> bool:
        """Take a pressed button; True when it was one of ours."""
        if element not in self.buttons:
            return False
        if self.enabled and self._pick(self.buttons[element]):
            self._show()
            if self.on_change is not None:
                self.on_change(self.value)
        return True

    def set_enabled(self, enabled: bool) -> None:
        """Disabled, what is chosen still shows; the rest is greyed and nothing changes."""
        self.enabled = enabled
        self._show()

    def kill(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons.clear()

    def _pick(self, option: Any) -> bool:
        """Make a press on `option`'s button; whether the value changed."""
        raise NotImplementedError

    def _show(self) -> None:
        raise NotImplementedError

    def _mark(self, button: UIButton, chosen: bool) -> None:
        """A chosen button shows selected (even while disabled); the others grey with the row."""
        if chosen:
            button.enable()
            button.select()
        else:
            button.unselect()
            if self.enabled:
                button.enable()
            else:
                button.disable()


class Choice(_Buttons, Generic[T]):
    """A row of buttons, one per option, of which exactly one is chosen (Yes/No, Human/Computer);
    `row_height` given, a column of buttons that tall (the pages of a dialog); `pieces`
    given, one button in each (buttons flowed over lines, `flow`)."""

    def __init__(self, manager: pygame_gui.UIManager, container: Container, rect: pygame.Rect,
                 options: Sequence[tuple[T, str]], value: T, gap: int = 0,
                 on_change: Callable[[T], None] | None = None, row_height: int | None = None,
                 pieces: Sequence[pygame.Rect] | None = None):
        self.options = list(options)
        self.on_change = on_change
        self.enabled = True
        self.buttons: dict[UIButton, T] = {}
        if pieces is None:
            pieces = split_row(rect, [None] * len(self.options), gap) if row_height is None else \
                split_column(rect, len(self.options), row_height, gap)
        for piece, (option, text) in zip(pieces, self.options):
            button = UIButton(piece, text, manager, container=container, object_id=style("segment"))
            finish_shapes([button])
            self.buttons[button] = option
        self._value = value
        self._show()

    @staticmethod
    def text_width(metrics: Metrics, manager: pygame_gui.UIManager, text: str) -> int:
        """Width a button needs to show `text` whole."""
        return metrics.text_width(manager, text) + metrics.px(16)

    @property
    def value(self) -> T:
        return self._value

    def _pick(self, option: T) -> bool:
        if option == self._value:
            return False
        self._value = option
        return True

    def _show(self) -> None:
        for button, option in self.buttons.items():
            self._mark(button, option == self._value)


def flow_lines(widths: Sequence[int], width: int, gap: int) -> list[list[int]]:
    """`widths` broken into lines no wider than `width`, in order (a piece wider than it
    gets a line to itself)."""
    lines: list[list[int]] = [[]]
    used = 0
    for piece in widths:
        if lines[-1] and used + gap + piece > width:
            lines.append([])
        used = (used + gap if lines[-1] else 0) + piece
        lines[-1].append(piece)
    return lines


def flow(rect: pygame.Rect, widths: Sequence[int], gap: int, row_height: int, row_gap: int) -> list[pygame.Rect]:
    """Pieces of `widths` laid out in order from `rect`'s top left on the lines of
    `flow_lines`, each line stretched to `rect`'s width; the last of several lines only
    so far that no piece grows wider than the widest above (pieces of one width stand
    in columns)."""
    pieces: list[pygame.Rect] = []
    if not widths:
        return pieces
    lines = flow_lines(widths, rect.width, gap)
    widest = 0.0
    for index, line in enumerate(lines):
        room = rect.width - gap * (len(line) - 1)
        full = room / sum(line)
        stretch = max(1.0, full)
        if index and index == len(lines) - 1:
            stretch = min(stretch, max(1.0, widest / max(line)))
        widest = max(widest, max(line) * stretch)
        stretched = [min(int(width * stretch), rect.width) for width in line]
        if stretch == full:
            stretched[-1] += room - sum(stretched)  # rounding: a full line ends at the right edge
        row = pygame.Rect(rect.x, rect.y + index * (row_height + row_gap), rect.width, row_height)
        pieces += split_row(row, stretched, gap)
    return pieces


BOX, TICKED_BOX = "\u2610", "\u2611"


class Toggles(_Buttons, Generic[T]):
    """Buttons of which any number are chosen (the kinds of meld a rule set allows); each
    shows a box, ticked while it is chosen. `value` lists the chosen in the options' order."""

    def __init__(self, manager: pygame_gui.UIManager, container: Container, rects: Sequence[pygame.Rect],
                 options: Sequence[tuple[T, str]], chosen: Sequence[T],
                 on_change: Callable[[tuple[T, ...]], None] | None = None):
        self.options = list(options)
        self.on_change = on_change
        self.enabled = True
        self.buttons: dict[UIButton, T] = {}
        self._texts: dict[UIButton, str] = {}
        for rect, (option, text) in zip(rects, self.options):
            button = UIButton(rect, f"{BOX} {text}", manager, container=container, object_id=style("segment"))
            finish_shapes([button])
            self.buttons[button] = option
            self._texts[button] = text
        self._chosen = set(chosen)
        self._show()

    @staticmethod
    def text_width(metrics: Metrics, manager: pygame_gui.UIManager, text: str) -> int:
        """Width a toggle needs to show `text` beside its box."""
        return metrics.text_width(manager, f"{TICKED_BOX} {text}") + metrics.px(16)

    @property
    def value(self) -> tuple[T, ...]:
        return tuple(option for option, _ in self.options if option in self._chosen)

    def _pick(self, option: T) -> bool:
        self._chosen ^= {option}
        return True

    def _show(self) -> None:
        for button, option in self.buttons.items():
            chosen = option in self._chosen
            text = f"{TICKED_BOX if chosen else BOX} {self._texts[button]}"
            if button.text != text:
                button.set_text(text)
            self._mark(button, chosen)
