"""Customize: every choice comes back in a Customize."""

from __future__ import annotations

import dataclasses

import pygame
import pygame_gui

from canasta.persistence.settings import Customize, load_defaults
from canasta.ui.dialogs import CustomizeDialog


def defaults() -> Customize:
    return load_defaults().customize


def test_ok_without_changes_returns_the_same_settings(ui):
    ui.open(CustomizeDialog(ui.context, defaults(), ui.record))
    ui.click(ui.button("OK"))
    assert ui.results == [defaults()]


def test_returns_the_changed_values(ui):
    dialog = ui.open(CustomizeDialog(ui.context, defaults(), ui.record))
    ui.click(dialog.name_entry)
    dialog.name_entry.set_text("")
    ui.type_text("Marguerite")
    ui.click(ui.button("Single right-click"))
    ui.click(ui.button("Expert"))
    ui.choose(dialog.choices["four_colour_deck"], True)
    ui.click(ui.button("Fast"))
    ui.choose(dialog.choices["sound"], False)
    ui.click(dialog.back_menu)
    ui.click(ui.button("Blue"))
    ui.click(dialog.table_menu)
    ui.click(ui.button("Burgundy"))
    ui.click(dialog.delay_entry)
    dialog.delay_entry.set_text("")
    ui.type_text("2500")
    assert dialog.slider.get_current_value() == 2500  # the slider follows the number typed
    ui.click(ui.button("OK"))
    assert ui.results == [dataclasses.replace(
        defaults(), player_name="Marguerite", discard_click="single", computer_level="expert", card_back="blue",
        background="burgundy", four_colour_deck=True, computer_delay_ms=2500, animation_speed="fast", sound=False)]


def test_moving_the_slider_writes_the_delay_in_steps(ui):
    dialog = ui.open(CustomizeDialog(ui.context, defaults(), ui.record))
    ui.feed(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, value=4321, ui_element=dialog.slider))
    assert dialog.delay_entry.get_text() == "4300"
    ui.click(ui.button("OK"))
    assert ui.results[0].computer_delay_ms == 4300


def test_the_preview_follows_the_colours_chosen(ui):
    dialog = ui.open(CustomizeDialog(ui.context, defaults(), ui.record))
    corner = dialog.preview.rect.topleft
    before = ui.draw().get_at((corner[0] + 6, corner[1] + 6))
    ui.click(dialog.table_menu)
    ui.click(ui.button("Burgundy"))
    after = ui.draw().get_at((corner[0] + 6, corner[1] + 6))
    assert before != after
    assert after.r > after.g  # burgundy, no longer green


def test_refuses_an_empty_name(ui):
    dialog = ui.open(CustomizeDialog(ui.context, defaults(), ui.record))
    dialog.name_entry.set_text("")
    ui.key(pygame.K_RETURN)
    assert ui.results == []
    assert "Your name must not be empty." in ui.labels()
    assert ui.top is dialog


def test_refuses_a_delay_beyond_ten_seconds(ui):
    dialog = ui.open(CustomizeDialog(ui.context, defaults(), ui.record))
    dialog.delay_entry.set_text("20000")
    ui.click(ui.button("OK"))
    assert ui.results == []
    assert any("from 0 to 10000" in text for text in ui.labels())


def test_cancel_returns_none(ui):
    ui.open(CustomizeDialog(ui.context, defaults(), ui.record))
    ui.click(ui.button("Expert"))
    ui.click(ui.button("Cancel"))
    assert ui.results == [None]
