"""The rows of a long scrolled page, built only while they are in view or near it.

pygame_gui keeps pictures for every element, shown or not (some five surfaces for a
line of text, more for a button): a page of a few hundred rows, built whole, took
hundreds of megabytes in a big window. `LazyRows` knows each row's place and how to
build it, creates a row's elements as it scrolls near the view and kills them when it
has scrolled well away, so what a page holds follows the view's size, not the page's
length. A row holding the text field being typed in is kept."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIScrollingContainer, UITextEntryBox, UITextEntryLine

from .gui_caches import finish_shapes


@dataclass
class Row:
    """One row of the page: `top` and `height` in the page's pixels; `build` creates its
    elements in the page; `leave`, called before they are killed, keeps what the player
    set in them."""

    top: int
    height: int
    build: Callable[[], None]
    leave: Callable[[], None] | None = None
    built: bool = False
    elements: list[Any] = field(default_factory=list)
    controls: list[Any] = field(default_factory=list)

    @property
    def bottom(self) -> int:
        return self.top + self.height


class LazyRows:
    """The rows of `scroller`'s page. `controls` is the dialog's list of button groups
    (Choice, Toggles): the groups a row's `build` adds there are the row's, and leave it
    with the row. Rows are built from `reach` view heights above the view to as far
    below it, and killed once they are further than twice that."""

    def __init__(self, scroller: UIScrollingContainer, controls: list[Any], reach: float = 0.1):
        self.scroller = scroller
        self.controls = controls
        self.reach = reach
        self.rows: list[Row] = []

    def add(self, top: int, height: int, build: Callable[[], None],
            leave: Callable[[], None] | None = None) -> None:
        self.rows.append(Row(top, height, build, leave))

    @property
    def built(self) -> list[Row]:
        """The rows whose elements exist now, top first."""
        return [row for row in self.rows if row.built]

    def view_top(self) -> int:
        """How far down the page the view starts, in the page's pixels."""
        return -self.scroller.scrollable_container.relative_rect.y

    def view_height(self) -> int:
        return int(self.scroller.rect.height)  # it scrolls up and down only: no bar below

    def update(self, top: int | None = None) -> bool:
        """Build the rows near the view (its top at `top`, else where the page is scrolled
        to) and kill those far from it; whether any row was built or killed."""
        top = self.view_top() if top is None else top
        height = self.view_height()
        near = (top - self.reach * height, top + height + self.reach * height)
        far = (top - 2 * self.reach * height, top + height + 2 * self.reach * height)
        focused = self._focused()
        changed = False
        for row in self.rows:
            if row.built and (row.bottom < far[0] or row.top > far[1]) and not self._holds(row, focused):
                self._kill(row)
                changed = True
            elif not row.built and row.bottom >= near[0] and row.top <= near[1]:
                self._build(row)
                changed = True
        return changed

    def kill(self) -> None:
        """Kill every row's elements (keeping what was set in them)."""
        for row in self.rows:
            if row.built:
                self._kill(row)

    def _build(self, row: Row) -> None:
        page = self.scroller.get_container()
        elements, controls = list(page.elements), len(self.controls)
        row.build()
        before = set(map(id, elements))
        row.elements = [element for element in page.elements if id(element) not in before]
        row.controls = self.controls[controls:]
        row.built = True
        finish_shapes(row.elements)

    def _kill(self, row: Row) -> None:
        if row.leave is not None:
            row.leave()
        for control in row.controls:
            control.kill()
            self.controls.remove(control)
        for element in row.elements:
            element.kill()
        row.elements, row.controls, row.built = [], [], False

    def _focused(self) -> set[int]:
        """The text fields being typed in (a button pressed has the focus too, and may go)."""
        return {id(element) for element in self.scroller.ui_manager.get_focus_set() or ()
                if isinstance(element, (UITextEntryLine, UITextEntryBox))}

    @staticmethod
    def _holds(row: Row, focused: set[int]) -> bool:
        return any(id(element) in focused for element in row.elements)


class LazyScroller(UIScrollingContainer):
    """A scrolling container (up and down) whose page is built row by row: its `rows`
    follow it each time it moves, wherever the move came from (wheel, bar, a call);
    `on_change` is told when rows were built or killed."""

    def __init__(self, rect: pygame.Rect, manager: pygame_gui.UIManager, container: Any,
                 controls: list[Any], on_change: Callable[[], None]):
        self.rows = LazyRows(self, controls)  # before the container's own set-up, which updates
        self.on_change = on_change
        super().__init__(rect, manager, container=container, allow_scroll_x=False)

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        if self.rows.update():
            self.on_change()

    def show_row(self, index: int) -> None:
        """Scroll row `index` into view (to the middle), unless it is in view whole."""
        row, view = self.rows.rows[index], self.rows.view_height()
        if not self.rows.view_top() <= row.top <= self.rows.view_top() + view - row.height:
            self.scroll_to(row.top - max(0, (view - row.height) // 2))

    def scroll_to(self, top: int) -> None:
        """Show the page from `top` down (as far as it goes), at once."""
        bar = self.vert_scroll_bar
        if bar is not None:
            bar.set_scroll_from_start_percentage(max(0, top) / max(1, self.scrolling_height))
        self.update(0.0)
