"""The dialogs' look: theme.json scaled to the window, with the shipped DejaVu Sans.

theme.json is written for a 1280x800 window. `install_theme` multiplies its font
sizes and pixel measures by the window's scale and loads the result into the
shared UIManager; it does the work only when the scale changed, so every dialog
can call it from `enter()`.
"""

from __future__ import annotations

import copy
import json
import weakref
from functools import lru_cache
from typing import Any

import pygame_gui

from canasta.resources import shipped_path
from canasta.ui.art.assets import font_path

from .gui_caches import bound_shapes, forget_other_fonts
from .metrics import FONT_NAME, Metrics, font_px

THEME_PATH = shipped_path("canasta/ui/dialogs/theme.json")

# Misc theme values that are pixel measures (comma-separated for "padding").
SCALED_MISC = (
    "shape_corner_radius", "title_bar_height", "list_item_height", "sliding_button_width",
    "text_horiz_alignment_padding", "padding", "rect_width",
)

_installed: weakref.WeakKeyDictionary[pygame_gui.UIManager, float] = weakref.WeakKeyDictionary()


@lru_cache(maxsize=1)
def base_theme() -> dict[str, Any]:
    with THEME_PATH.open(encoding="utf-8") as file:
        return json.load(file)


def scaled_theme(scale: float) -> dict[str, Any]:
    """theme.json with every font size and pixel measure multiplied by `scale`."""
    theme = copy.deepcopy(base_theme())
    for block in theme.values():
        font = block.get("font")
        if isinstance(font, dict) and "size" in font:
            font["size"] = str(font_px(float(font["size"]), scale))
        misc = block.get("misc", {})
        for key in SCALED_MISC:
            if key in misc:
                misc[key] = ",".join(str(max(0, round(float(part) * scale))) for part in misc[key].split(","))
    return theme


def register_fonts(ui_manager: pygame_gui.UIManager) -> None:
    # DejaVu ships no italic files: italic text falls back to the upright faces.
    ui_manager.add_font_paths(FONT_NAME, font_path(), font_path(bold=True), font_path(), font_path(bold=True))


def install_theme(ui_manager: pygame_gui.UIManager, size: tuple[int, int]) -> Metrics:
    """Load the theme scaled for a window of `size` (once per scale); the metrics to lay out with."""
    metrics = Metrics.for_window(size)
    if _installed.get(ui_manager) == metrics.scale:
        return metrics
    first_time = ui_manager not in _installed
    if first_time:
        register_fonts(ui_manager)
    theme = scaled_theme(metrics.scale)
    ui_manager.get_theme().load_theme(theme)
    text_fonts = _preload_text_fonts(ui_manager, metrics)
    _installed[ui_manager] = metrics.scale
    if not first_time:
        # What pygame_gui kept for the scale before is of no use at this one.
        forget_other_fonts(ui_manager, text_fonts)
        bound_shapes(ui_manager, max_bytes=0)
        ui_manager.rebuild_all_from_changed_theme_data()
    return metrics


def _preload_text_fonts(ui_manager: pygame_gui.UIManager, metrics: Metrics) -> set[str]:
    """Load every size the dialogs measure or write in, so pygame_gui does not load them
    mid-frame; their font ids."""
    fonts = ui_manager.get_theme().get_font_dictionary()
    ids = set()
    for size in {metrics.font(role) for role in metrics.FONT_ROLES}:
        for bold in (False, True):
            font_id = fonts.create_font_id(size, FONT_NAME, bold, False, True)
            ids.add(font_id)
            if fonts.check_font_preloaded(font_id):
                continue
            ui_manager.preload_fonts([{"name": FONT_NAME, "point_size": size, "style": "bold" if bold else "regular"}])
    return ids
