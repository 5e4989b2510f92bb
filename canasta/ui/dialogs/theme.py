"""The dialogs' look: theme.json scaled to the window, with the shipped DejaVu Sans.

theme.json is written for a 1280x800 window. `install_theme` multiplies its font
sizes and pixel measures by the window's scale and loads the result into the
shared UIManager; it does the work only when the scale changed, so every dialog
can call it from `enter()`.
"""

from __future__ import annotations

import copy
import json
import sys
import weakref
from functools import lru_cache
from typing import Any

import pygame_gui

from canasta.resources import shipped_path
from canasta.ui.art.assets import font_path

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
    _preload_text_fonts(ui_manager, metrics)
    _installed[ui_manager] = metrics.scale
    if not first_time:
        ui_manager.rebuild_all_from_changed_theme_data()
    return metrics


def _preload_text_fonts(ui_manager: pygame_gui.UIManager, metrics: Metrics) -> None:
    """Load every size the dialogs measure or write in, so pygame_gui does not load them mid-frame."""
    fonts = ui_manager.get_theme().get_font_dictionary()
    for size in {metrics.font(role) for role in metrics.FONT_ROLES}:
        for bold in (False, True):
            if fonts.check_font_preloaded(fonts.create_font_id(size, FONT_NAME, bold, False, True)):
                continue
            ui_manager.preload_fonts([{"name": FONT_NAME, "point_size": size, "style": "bold" if bold else "regular"}])


# pygame_gui keeps the theme ids it worked out for every element, by a key it builds by
# joining its lists of ids into one another (a few hundred kilobytes for a button
# inside a dialog), and never lets them go: every dialog opened added its own, 24 MB
# over 14 cycles of five dialogs. They are worked out again when asked for.
THEME_IDS_KEPT_BYTES = 2 * 1024 * 1024


def bound_theme_ids(ui_manager: pygame_gui.UIManager, max_bytes: int = THEME_IDS_KEPT_BYTES) -> bool:
    """Let go the theme ids pygame_gui keeps once they take more than `max_bytes`; True if it did."""
    kept = getattr(ui_manager.get_theme(), "unique_theming_ids", None)
    if not isinstance(kept, dict):
        return False
    size = sum(sys.getsizeof(key) + sum(map(sys.getsizeof, ids)) for key, ids in kept.items())
    if size <= max_bytes:
        return False
    kept.clear()
    return True
