"""The window's frames: the scenes' kept picture with pygame_gui's widgets over it, put on
the screen only where something changed.

Without a GPU, SDL presents a frame by copying its pixels to the X server, so a frame
costs about what it copies: presenting a whole 1920x1080 window for a card that glides
costs several times the card. The scenes draw on a kept picture (the backdrop) and say
where they drew; the widgets are compared with the last frame's; a frame copies the
backdrop to the window only in those areas, draws the widgets over them there, and
presents only them.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui

from .picture import counted, merged

# One widget as pygame_gui's manager draws it: its image (compared by identity: pygame_gui
# makes a new one for every new look), where it goes, its image clip (the one change it
# makes in place) and the blit's area and flags.
WidgetBlit = tuple[pygame.Surface, tuple[int, int, int, int], tuple[int, ...] | None, tuple[int, ...] | None, int]


class Compositor:
    """Puts frames on the window: `backdrop` for the scenes to draw on, then `present`."""

    def __init__(self, manager: pygame_gui.UIManager):
        self.manager = manager
        self._backdrop: pygame.Surface | None = None
        self._window: pygame.Surface | None = None   # the window surface the last frame went to
        self._widgets: list[WidgetBlit] = []
        self._all = True

    def backdrop(self, size: tuple[int, int]) -> tuple[pygame.Surface, bool]:
        """The scenes' kept picture for a window of `size`, and whether it is new (the
        scenes must then draw all of it). Only the scenes draw on it."""
        if self._backdrop is None or self._backdrop.get_size() != size:
            self._backdrop = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                self._backdrop = self._backdrop.convert()
            self._all = True
            return self._backdrop, True
        return self._backdrop, False

    def show_all(self) -> None:
        """The window may have lost what it showed (uncovered, restored): the next frame presents all of it."""
        self._all = True

    def widgets_changed(self) -> bool:
        """Whether pygame_gui's widgets look different from the last frame presented."""
        return self._widget_blits() != self._widgets

    def present(self, window: pygame.Surface, drawn: Sequence[pygame.Rect] | None) -> list[pygame.Rect]:
        """Put on `window` the backdrop where the scenes drew on it (`drawn`; None: anywhere)
        and where the widgets look different from the last frame, the widgets over it, and
        present those areas; the areas presented (none when nothing changed)."""
        assert self._backdrop is not None, "backdrop() first"
        widgets = self._widget_blits()
        whole = window.get_rect()
        if drawn is None or self._all or window is not self._window:
            areas = [whole]
        else:
            changed = list(drawn) + _changed(self._widgets, widgets)
            areas = [area for area in (rect.clip(whole) for rect in merged(changed)) if area.width and area.height]
        for area in areas:
            window.set_clip(area)
            window.blit(self._backdrop, area.topleft, area)
            self.manager.draw_ui(window)
        window.set_clip(None)
        if areas:
            pygame.display.update(areas)
        self._widgets, self._window, self._all = widgets, window, False
        return areas

    def _widget_blits(self) -> list[WidgetBlit]:
        """The widgets as `draw_ui` draws them now, bottom first."""
        group = self.manager.get_sprite_group()
        if group.should_update_visibility:
            # Widgets made or killed since the manager's update (a dialog a scene opened in
            # its own update) would otherwise wait for the next one, which an idle loop
            # may not make for a second.
            group.should_update_visibility = False
            group.update_visibility()
        sprites = {id(sprite.blit_data): sprite for sprite in group.sprites()}
        blits: list[WidgetBlit] = []
        for data in group.visible:  # what draw_ui blits: [image, rect, area, flags] of each shown widget
            image, rect, area, flags = data
            clipping = getattr(sprites.get(id(data)), "get_image_clipping_rect", None)
            clip = clipping() if clipping is not None else None
            blits.append((image, (rect[0], rect[1], rect[2], rect[3]), _frozen(clip), _frozen(area), flags))
        return blits


def _frozen(rect: pygame.Rect | None) -> tuple[int, ...] | None:
    return None if rect is None else tuple(rect)


def _changed(old: list[WidgetBlit], new: list[WidgetBlit]) -> list[pygame.Rect]:
    """Where the widgets drawn as `new` differ from those drawn as `old`: under the blits in
    one list only, or under all of them when those in both come in another order."""
    old_keys, new_keys = counted(old), counted(new)
    old_set, new_set = set(old_keys), set(new_keys)
    if [key for key in old_keys if key in new_set] != [key for key in new_keys if key in old_set]:
        return [pygame.Rect(blit[1]) for blit in old + new]
    return ([pygame.Rect(blit[1]) for blit, key in zip(old, old_keys) if key not in new_set]
            + [pygame.Rect(blit[1]) for blit, key in zip(new, new_keys) if key not in old_set])

