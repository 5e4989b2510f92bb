"""Scenes: the table, dialogs and menus are a stack of scenes.

One place (the app loop) reads the pygame event queue and hands each event to the
top scene; tests hand scenes lists of made-up events instead. `draw()` never changes
the game. A scene that is not `opaque` lets the scenes below it show (a dialog over
the table).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

if TYPE_CHECKING:
    import pygame_gui


class Context:
    """What every scene may use: the window, the dialog manager and the scene stack.

    The app makes one; tests make one over an off-screen surface."""

    def __init__(self, size: tuple[int, int], ui_manager: pygame_gui.UIManager | None = None,
                 settings: Any = None):
        self.size = size
        self.ui_manager = ui_manager
        self.settings = settings
        self.stack = SceneStack(self)
        self.redraw = True  # set whenever something visible changed

    def request_redraw(self) -> None:
        self.redraw = True


class Scene:
    opaque = True
    # Whether the app's menu bar takes input while the scene is on top (the table, and the
    # screen that passes it on to the next player), before the scene does.
    menu_bar = False

    def __init__(self, context: Context):
        self.context = context

    def enter(self) -> None:
        """Called when the scene is pushed (build widgets here)."""

    def exit(self) -> None:
        """Called when the scene is popped (kill widgets here)."""

    def pause(self) -> None:
        """Another scene went on top of this one."""

    def resume(self) -> None:
        """The scene on top of this one went away."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """One input event (mouse, keys, pygame_gui events). None when the scene took it,
        which is the default: a scene keeps what it does not use from the scenes under it
        (a dialog from the table, a cover from the hands it covers). A scene that lets
        an event through to the scene below returns it."""
        return None

    def update(self, dt: float) -> None:
        """Time passes (`dt` seconds): animations, computer moves."""

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw the scene; must not change the game. The areas of `surface` drawn on, or
        None (the default) when that may be anywhere.

        Only the top scene may draw less than all of itself: a scene under others that
        drew where it changed would cover what they drew there, and they draw again only
        where they changed."""
        return None

    def close(self) -> None:
        self.context.stack.remove(self)


class SceneStack:
    def __init__(self, context: Context):
        self.context = context
        self.scenes: list[Scene] = []
        # Told of each scene about to enter (the app gives back a closed dialog's memory
        # first, where that was still to come).
        self.before_enter: Callable[[Scene], None] | None = None

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        if self.before_enter is not None:
            self.before_enter(scene)
        scene.enter()
        self.context.request_redraw()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        self.context.request_redraw()
        return scene

    def remove(self, scene: Scene) -> None:
        if scene is self.top:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()
            self.context.request_redraw()

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Offer `event` to the scenes from the top down until one takes it; None when one
        did, else the event no scene took."""
        for scene in list(reversed(self.scenes)):
            if scene not in self.scenes:
                continue  # (closed by a scene above it while it handled the event)
            passed = scene.handle(event)
            if passed is None:
                return None
            event = passed
        return event

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the top down to the first opaque one."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]


Callback = Callable[[Any], None]
