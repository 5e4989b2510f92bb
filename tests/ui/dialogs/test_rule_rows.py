"""Rule Options builds only the rows of a page in view or near it (lazy_rows.py): the
rows shown are the right ones wherever the page is scrolled (bar, wheel, a call), what
the player set on a row that scrolls away and back is kept, and the widgets alive
follow the view's size, not the page's length."""

from __future__ import annotations

import pygame
import pytest

from canasta.ui.dialogs import RulesDialog
from canasta.ui.dialogs.lazy_rows import LazyRows
from canasta.ui.dialogs.rule_fields import NumberField, YesNoField
from canasta.ui.dialogs.rule_text import option_words
from canasta.ui.surface_cache import surface_bytes
from canasta.variants.registry import load_preset

from .conftest import Driver

MELDS = "Melds"  # the longest page: 36 options


def open_page(ui: Driver, label: str) -> RulesDialog:
    dialog = ui.open(RulesDialog(ui.context, load_preset("classic"), True, ui.record))
    ui.choose(dialog._choices[0], [page.label for page in dialog.pages].index(label))
    assert dialog.pages[dialog.section].label == label
    return dialog


def check_rows_follow_the_view(rows: LazyRows) -> None:
    """Every row in view is built; none far from it is."""
    top, height = rows.view_top(), rows.view_height()
    assert rows.rows, "the page has rows"
    for index, row in enumerate(rows.rows):
        if row.bottom > top and row.top < top + height:
            assert row.built, f"row {index} ({row.top}..{row.bottom}) is in view ({top}..{top + height})"
        if row.bottom < top - height or row.top > top + 2 * height:
            assert not row.built, f"row {index} ({row.top}..{row.bottom}) is far from the view ({top})"


def first_line(text: str, ui: Driver) -> bool:
    """Whether the first words of `text` are on a live label."""
    words = " ".join(text.split()[:3])
    return any(shown.startswith(words) for shown in ui.labels())


def scroll_bar_to(ui: Driver, dialog: RulesDialog, fraction: float) -> None:
    dialog.scroller.vert_scroll_bar.set_scroll_from_start_percentage(fraction)
    ui.settle()


def test_the_rows_in_view_are_built_and_those_far_from_it_are_not(ui):
    dialog = open_page(ui, MELDS)
    rows, names = dialog.scroller.rows, dialog.pages[dialog.section].names
    check_rows_follow_the_view(rows)
    assert not rows.rows[-1].built, "the page is longer than the view"
    assert first_line(option_words(names[0]), ui) and not first_line(option_words(names[-1]), ui)
    scroll_bar_to(ui, dialog, 1.0)  # the bar dragged to the bottom
    assert rows.view_top() > 0
    check_rows_follow_the_view(rows)
    assert rows.rows[-1].built and not rows.rows[0].built
    assert first_line(option_words(names[-1]), ui) and not first_line(option_words(names[0]), ui)
    scroll_bar_to(ui, dialog, 0.5)
    check_rows_follow_the_view(rows)


def test_the_wheel_scrolls_the_rows_into_view(ui):
    dialog = open_page(ui, MELDS)
    rows = dialog.scroller.rows
    centre = dialog.scroller.rect.center
    pygame.mouse.set_pos(centre)
    ui.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    ui.settle()
    for _ in range(40):
        ui.feed(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
        ui.settle()
    assert rows.view_top() > rows.view_height(), "the wheel scrolled the page down"
    check_rows_follow_the_view(rows)
    assert not rows.rows[0].built


def test_a_choice_on_a_row_that_scrolls_away_and_back_is_kept(ui):
    dialog = open_page(ui, MELDS)
    names = dialog.pages[dialog.section].names
    name = next(name for name in names if isinstance(dialog.fields[name], YesNoField))
    field = dialog.show_option(name)
    before = field.value
    ui.choose(field.choice, not before)
    scroll_bar_to(ui, dialog, 1.0)
    assert not dialog.scroller.rows.rows[dialog._field_rows[name]].built
    assert not hasattr(field, "choice"), "its widgets are let go"
    assert field.value is (not before)
    scroll_bar_to(ui, dialog, 0.0)
    assert dialog.show_option(name).choice.value is (not before), "shown again as it was set"
    ui.click(ui.button("OK"))
    assert ui.results == [{name: not before}]


def test_a_number_typed_on_a_row_that_scrolls_away_and_back_is_kept(ui):
    dialog = open_page(ui, "Going out")
    names = dialog.pages[dialog.section].names
    name = next(name for name in reversed(names) if isinstance(dialog.fields[name], NumberField)
                and not dialog.fields[name].optional)
    typed = str(int(dialog.fields[name].value) + 1)
    dialog.show_option(name).entry.set_text(typed)
    scroll_bar_to(ui, dialog, 0.0)
    scroll_bar_to(ui, dialog, 1.0)
    scroll_bar_to(ui, dialog, 0.0)
    assert not dialog.scroller.rows.rows[dialog._field_rows[name]].built
    assert dialog.show_option(name).entry.get_text() == typed
    ui.click(ui.button("OK"))
    assert ui.results == [{name: int(typed)}]


def test_an_entry_being_typed_in_stays_while_its_row_is_scrolled_away(ui):
    dialog = open_page(ui, MELDS)
    names = dialog.pages[dialog.section].names
    name = next(name for name in names if isinstance(dialog.fields[name], NumberField))
    entry = dialog.show_option(name).entry
    ui.click(entry)
    assert entry in (ui.manager.get_focus_set() or ())
    scroll_bar_to(ui, dialog, 1.0)
    assert dialog.scroller.rows.rows[dialog._field_rows[name]].built and entry.alive()
    ui.type_text("7")
    assert entry.get_text().endswith("7")


def pixels(page) -> int:
    """The bytes of the pictures the page's widgets show (each keeps two or three more)."""
    return sum(surface_bytes(element.image) for element in page.elements if element.image is not None)


def test_the_widgets_alive_follow_the_view_not_the_page(ui):
    """Wherever the longest page is scrolled, its widgets' pictures cover about the
    view's area (a little more: the rows near it), not the page's: built whole, it
    holds twice that (and each picture has two or three copies beside it)."""
    dialog = open_page(ui, MELDS)
    rows, page = dialog.scroller.rows, dialog.scroller.get_container()
    view = rows.view_height() * dialog.scroller.rect.width * 4
    most = 0
    for step in range(11):
        scroll_bar_to(ui, dialog, step / 10)
        check_rows_follow_the_view(rows)
        most = max(most, pixels(page))
    rows.reach = 1000.0  # every row near the view
    rows.update()
    whole = pixels(page)
    assert most <= 1.2 * view and whole > 1.5 * most, (most / view, whole / view)
