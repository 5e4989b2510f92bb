"""What pygame_gui keeps for itself, kept within bounds: the theme ids it works out for
every element, the shapes it is about to keep, and the fonts of window sizes left behind.

pygame_gui lets none of these go by itself. Over an evening of dialogs and window sizes
they took more memory than the table: 24 MB of theme ids over 14 cycles of five
dialogs; 21 MB of shapes over bench/memory.py's 56 (each dialog makes some hundreds,
and pygame_gui moves one a frame into its atlas, which is bounded, and keeps the rest
as surfaces of their own); and some 200 KB for each font, a dozen more fonts for each
scale the window had.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any

import pygame_gui
from pygame_gui.core.drawable_shapes import RectDrawableShape

from canasta.ui.surface_cache import surface_bytes

# pygame_gui keeps the theme ids it worked out for every element, by a key it builds by
# joining its lists of ids into one another (a few hundred kilobytes for a button
# inside a dialog). They are worked out again when asked for.
THEME_IDS_KEPT_BYTES = 2 * 1024 * 1024
# The shapes waiting to go into the atlas: those of the dialog just closed, for opening it again.
SHAPES_KEPT_BYTES = 4 * 1024 * 1024


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


def waiting_shapes_bytes(ui_manager: pygame_gui.UIManager) -> int:
    """The pixels of the shapes pygame_gui keeps outside its atlas."""
    waiting = getattr(ui_manager.get_theme().shape_cache, "cache_short_term_lookup", None)
    if not isinstance(waiting, dict):
        return 0
    return sum(surface_bytes(item["surface"]) for item in waiting.values())


def bound_shapes(ui_manager: pygame_gui.UIManager, max_bytes: int = SHAPES_KEPT_BYTES) -> bool:
    """Let go the shapes waiting to go into pygame_gui's atlas once they take more than
    `max_bytes` (an element still showing one keeps its own); True if it did."""
    cache = ui_manager.get_theme().shape_cache
    if waiting_shapes_bytes(ui_manager) <= max_bytes:
        return False
    cache.cache_short_term_lookup = {}  # a new dict: a cleared one keeps the room of its largest size
    return True


def forget_other_fonts(ui_manager: pygame_gui.UIManager, keep: Iterable[str]) -> int:
    """Close the fonts pygame_gui keeps open but the theme loaded now names none of (nor
    `keep`, font ids of sizes the dialogs measure in); how many. An element still
    showing one keeps it until it is built again, and a size asked for later is opened again."""
    theme = ui_manager.get_theme()
    fonts = theme.get_font_dictionary()
    named = {id(resource) for by_locale in theme.ele_font_res.values() for resource in by_locale.values()}
    defaults = (fonts.default_font, getattr(fonts, "_default_symbols_font", None))
    kept = set(keep) | {default.idx for default in defaults if default is not None}
    gone = [font_id for font_id, resource in fonts.loaded_fonts.items()
            if font_id not in kept and id(resource) not in named]
    for font_id in gone:
        del fonts.loaded_fonts[font_id]
    fonts.used_font_ids = [font_id for font_id in fonts.used_font_ids if font_id in fonts.loaded_fonts]
    return len(gone)


def finish_shapes(elements: Iterable[Any]) -> None:
    """Draw at once the states of `elements`' shapes that pygame_gui draws one a frame, and
    let go the temporary shapes it keeps till the last is drawn.

    A rounded button's temporary shapes are drawn four times as wide and as tall as the
    button, two of them: some 30 times the pixels of the button's state it draws. Built
    together, a dialog's buttons held them all for frames (Rule Options in a big window,
    some 40 MB), though each is needed only while its own button's states are drawn.
    For a rectangle without a shadow, the blank its states are drawn on goes too."""
    for element in elements:
        shape = getattr(element, "drawable_shape", None)
        queue = getattr(shape, "states_to_redraw_queue", None)
        if shape is None or queue is None:
            continue
        while queue:
            shape.redraw_state(queue.popleft())
        if getattr(shape, "need_to_clean_up", False):
            shape.clean_up_temp_shapes()
            shape.need_to_clean_up = False
        if type(shape) is RectDrawableShape and shape.shadow_width == 0:
            # Without a shadow, the blank a rectangle's states are drawn on is a blank
            # pygame_gui makes again where it has none: a third copy of the element's
            # pixels kept for nothing (the veil's is the window's size).
            shape.base_surface = None


def share_one_picture(element: Any) -> None:
    """An element whose shape has a single state (a window, the veil) shows a copy of
    that state's picture: let the two be one picture (the veil's is the window's size).
    pygame_gui draws a state anew into a new picture, never into the one it has."""
    shape = getattr(element, "drawable_shape", None)
    states = getattr(shape, "states", None)
    image = getattr(element, "image", None)
    if not isinstance(states, dict) or len(states) != 1 or image is None \
            or getattr(element, "_pre_clipped_image", None) is not None:
        return
    (state,) = states.values()
    if state.surface is not None and state.surface.get_size() == image.get_size():
        state.surface = image
