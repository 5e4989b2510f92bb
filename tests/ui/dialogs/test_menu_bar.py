"""The menu bar: every item gives its command name, and the shortcut keys do too."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from canasta.ui.dialogs import MenuBar, MessageDialog
from canasta.ui.dialogs.menu_bar import MENUS

EXPECTED_COMMANDS = {
    "new", "load", "save", "highscores", "undo", "hint", "exit", "customize", "rules",
    "help:index", "help:rules", "help:howto", "help:scoring", "help:faq", "help:keys", "help:about",
}


@pytest.fixture
def menu(ui):
    commands: list[str] = []
    bar = MenuBar(ui.context, commands.append)
    ui.extra.append(bar.handle)
    bar.commands = commands
    yield bar
    bar.kill()


def test_every_item_gives_its_command(ui, menu):
    assert 0 < menu.height < ui.context.size[1] // 10
    for index, (title, items) in enumerate(MENUS):
        for item in items:
            ui.click(ui.button(title))
            assert menu.open_menu == index
            ui.click(ui.button(item.text))
            assert not menu.is_open
    assert menu.commands == [item.command for _, items in MENUS for item in items]
    assert set(menu.commands) == EXPECTED_COMMANDS


def test_menus_work_when_the_app_keeps_used_clicks_from_the_table(ui, menu):
    ui.drop_used_clicks = True
    ui.click(ui.button("Help"))
    assert menu.open_menu == 2
    ui.click(ui.button("Scoring"))
    ui.click(ui.button("Game"))
    ui.click(ui.button("Game"))
    assert not menu.is_open
    assert menu.commands == ["help:scoring"]


@pytest.mark.parametrize("key, command", [
    (pygame.K_F1, "help:index"), (pygame.K_F2, "new"), (pygame.K_F3, "load"), (pygame.K_F4, "save"),
    (pygame.K_DELETE, "undo"),
])
def test_shortcut_keys(ui, menu, key, command):
    ui.key(key)
    assert menu.commands == [command]


def test_a_click_elsewhere_closes_the_menu_and_is_used_up(ui, menu):
    ui.click(ui.button("Game"))
    assert menu.is_open
    used = menu.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(900, 500), button=1))
    assert used and not menu.is_open
    assert not menu.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(900, 500), button=1))
    assert menu.commands == []


def test_escape_closes_the_menu_and_moving_along_the_strip_switches_menus(ui, menu):
    ui.click(ui.button("Game"))
    ui.feed(pygame.event.Event(pygame.MOUSEMOTION, pos=ui.button("Help").rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert menu.open_menu == 2
    ui.key(pygame.K_ESCAPE)
    assert not menu.is_open


def test_a_disabled_item_does_nothing(ui, menu):
    menu.set_enabled("undo", False)
    ui.key(pygame.K_DELETE)
    ui.click(ui.button("Game"))
    assert not ui.button("Undo Move").is_enabled
    ui.click(ui.button("Undo Move"))
    menu.set_enabled("undo", True)
    ui.key(pygame.K_DELETE)
    assert menu.commands == ["undo"]


def presses_reaching(ui, button) -> int:
    """Click `button`'s place through pygame_gui alone; how many presses it reported."""
    pygame.event.clear()
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        ui.manager.process_events(pygame.event.Event(kind, pos=button.rect.center, button=1))
    return sum(1 for event in pygame.event.get(pygame_gui.UI_BUTTON_PRESSED) if event.ui_element is button)


def test_a_dialog_covers_the_menu_bar(ui, menu):
    game = ui.button("Game")
    assert presses_reaching(ui, game) == 1
    ui.open(MessageDialog(ui.context, "Note", "Text", ui.record))
    assert presses_reaching(ui, game) == 0


def test_resizing_rebuilds_the_strip(ui, menu):
    before = menu.height
    ui.context.size = (1920, 1080)
    ui.manager.set_window_resolution((1920, 1080))
    menu.resize((1920, 1080))
    assert menu.height > before
    ui.click(ui.button("Options"))
    ui.click(ui.button("Customize…"))
    assert menu.commands == ["customize"]
