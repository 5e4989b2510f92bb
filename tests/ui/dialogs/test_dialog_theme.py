"""The theme and the sizes scale with the window."""

from __future__ import annotations

import pygame_gui
import pytest

from canasta.ui.dialogs import install_theme
from canasta.ui.dialogs.metrics import Metrics
from canasta.ui.dialogs.theme import base_theme, scaled_theme


@pytest.mark.parametrize("size, scale", [
    ((1280, 800), 1.0), ((1024, 640), 0.8), ((1920, 1080), 1.35), ((3840, 2160), 2.7), ((640, 480), 0.75),
])
def test_the_scale_follows_the_smaller_side(size, scale):
    assert Metrics.for_window(size).scale == scale


def test_text_shrinks_less_than_the_window():
    small = Metrics(0.8)
    assert small.px(100) == 80
    assert small.font("body") == 13  # 15 at design size; 12 would be hard to read


def test_the_theme_scales_fonts_and_measures():
    theme = scaled_theme(2.0)
    assert base_theme()["button"]["font"]["size"] == "15"
    assert theme["button"]["font"]["size"] == "30"
    assert theme["window"]["misc"]["title_bar_height"] == "72"
    assert theme["text_entry_line"]["misc"]["padding"] == "16,8"
    assert theme["window"]["misc"]["border_width"] == "1"


def test_installing_sets_the_fonts_of_the_manager():
    manager = pygame_gui.UIManager((1920, 1080), enable_live_theme_updates=False)
    metrics = install_theme(manager, (1920, 1080))
    font = manager.get_theme().get_font_info(["button"])
    assert int(font["size"]) == metrics.font("body") == 20
    assert font["name"] == "dejavu"
    install_theme(manager, (1024, 640))
    assert int(manager.get_theme().get_font_info(["button"])["size"]) == 13


def test_a_folder_path_wider_than_a_line_is_broken_after_slashes_and_shown_whole():
    manager = pygame_gui.UIManager((1024, 640), enable_live_theme_updates=False)
    metrics = install_theme(manager, (1024, 640))
    folder = "/home/someone/.local/share/canasta/rules/of/our/own/house/games"
    text = f"Correct the file or delete it; it is in the folder {folder}."
    width = metrics.text_width(manager, folder) // 2
    lines = metrics.wrap(manager, text, width)
    assert all(metrics.text_width(manager, line) <= width for line in lines)
    assert "".join(lines[lines.index(next(line for line in lines if line.startswith("/home"))):]) == folder + "."
    assert all(line.endswith("/") for line in lines[-3:-1]), "broken after a slash where one fits"
    assert metrics.wrap(manager, "Short words stay whole.", width) == ["Short words stay whole."]
