"""The game window: one event pump, the scene stack, and drawing only when something changed.

`run()` opens a resizable window (F11: full screen) with the menu bar, builds the
table for the game the command line and the settings ask for (opening.py finds it),
and loops: events go to pygame_gui's manager, the menu bar and the top scene; time
goes to the top scene; the picture is drawn again only when a scene asked for it, and
only the parts of the window that changed are put on the screen (see compositor.py).
With nothing moving the loop naps between looks at the event queue, so an idle table
costs almost no CPU.
"""

from __future__ import annotations

import dataclasses
import os
import sys
import time
from pathlib import Path
from typing import Any, Sequence

import pygame

from canasta.language import _, render, set_language
from canasta.sentences import printable
from canasta.persistence import saves
from canasta.persistence.settings import HEIGHT_RANGE, WIDTH_RANGE

from .art.assets import assets_dir
from .commands import GameCommands
from .compositor import Compositor
from .dialog_bridge import Dialogs
from .heap import give_back_free_memory, keep_big_blocks_apart
from .dialogs import MenuBar
from .dialogs.gui_caches import bound_shapes, bound_theme_ids
from .full_screen import full_screen_mode, window_mode, windows_are_managed
from .match import Match
from .opening import Autosave, opening_games, record_writer, start_setup
from .options import PlayerCountError, parse_options, preferences_from, refuse_options, window_from
from .paint import Painter
from .preferences import Preferences, apply_language, load_settings, save_settings
from .presentation import choose_presentation
from .scene import Context, Scene
from .screen import ScreenMissing, desktop_size, screen_problem
from .sound import Sounds
from .table.scene import TableScene

TITLE = "Canasta"
MAX_FPS = 120
WIDGET_FPS = 30           # pygame_gui widgets glow under the pointer for a moment after input...
WIDGET_SETTLE_SECONDS = 0.6
CURSOR_BLINK_SECONDS = 0.25  # ...and a focused text field blinks its cursor
IDLE_WAKE_SECONDS = 1.0   # even an idle table looks at the clock now and then
ACTIVE_NAP = 0.01         # between looks at the event queue just after input...
IDLE_NAP = 0.04           # ...and once the player has been still for a while
ACTIVE_SECONDS = 1.5
NO_SCREEN_EXIT = 2


class App:
    """The window, the menu bar, the scene stack and the loop."""

    def __init__(self, size: tuple[int, int], fullscreen: bool, settings: Any, prefs: Preferences,
                 match: Match, messages: Sequence[str] = (), autosave: Autosave | None = None):
        self.fullscreen = fullscreen
        self.windowed_size = size
        self.screen = self._open_window(size, fullscreen)
        import pygame_gui  # once a window exists: the manager loads its fonts for it

        self.ui_manager = pygame_gui.UIManager(self.screen.get_size())
        self.context = Context(self.screen.get_size(), self.ui_manager, settings)
        self.painter = Painter(prefs.four_colour_deck, prefs.card_back)
        self.painter.new_size(self.screen.get_size())
        self.dialogs = Dialogs(self.context)
        self.menu = MenuBar(self.context, self.command)
        self.table = TableScene(self.context, match, prefs, painter=self.painter, sounds=Sounds(prefs.sound),
                                dialogs=self.dialogs, on_command=self.command,
                                top_inset=self.menu.height if self.menu is not None else 0)
        self.commands = GameCommands(self.context, self.table, self.dialogs, settings, prefs, autosave,
                                     on_exit=self.stop, on_language=self.language_changed)
        self.context.stack.push(self.table)
        self.running = True
        self.frames = 0
        self.last_input = self.last_step = time.perf_counter()
        self.ticker = pygame.time.Clock()
        self.pointer_on_menu = False
        self.compositor = Compositor(self.ui_manager)
        self.scenes_open = len(self.context.stack.scenes)
        self.give_back_in = 0  # turns until freed memory is given back (0: none due)
        self.context.stack.before_enter = self._before_scene_enters
        for message in messages:
            self.dialogs.message("Canasta", printable(render(message)))  # the files' messages are the engine's kind

    def command(self, name: str) -> None:
        """A menu item or its key (see GameCommands.run)."""
        self.commands.run(name)

    def stop(self) -> None:
        self.running = False

    def language_changed(self) -> None:
        """Customize switched the language: the menu bar is built again in it (the table
        and the dialogs say each text in the language of the moment they draw it)."""
        if self.menu is not None:
            self.menu.rebuild()
        self.table.language_changed()
        self.context.request_redraw()

    # ------------------------------------------------------------------ window

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")  # a window that fits the desktop opens wholly on it
        if fullscreen:
            mode = full_screen_mode(desktop_size(), windows_are_managed(pygame.display.get_driver()))
        else:
            mode = window_mode(size)
        try:
            return pygame.display.set_mode(mode.size, mode.flags)
        except pygame.error as exc:
            raise ScreenMissing(str(exc)) from None

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self.windowed_size = self.screen.get_size()
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window(self.windowed_size, self.fullscreen)
        self.compositor.show_all()
        self.context.request_redraw()
        self.resized(self.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        if size == self.context.size:
            return
        self.context.size = size
        self.ui_manager.set_window_resolution(size)
        if self.menu is not None:
            self.menu.resize(size)
            self.table.set_top_inset(self.menu.height)
        for scene in list(self.context.stack.scenes):
            scene.resize(size)
        self.painter.new_size(size)
        # The pictures of the size before are let go as the first frame of this one is drawn.
        self.give_back_in = max(self.give_back_in, 1)
        self.context.request_redraw()

    # ------------------------------------------------------------------ loop

    def run(self) -> int:
        while self.running:
            self.step()
        self.table.computer.close()
        self.remember_window()
        return 0

    def remember_window(self) -> None:
        """The next start opens the window at this size (kept in the settings)."""
        settings = self.commands.settings
        if settings is None:
            return
        width, height = self.windowed_size if self.fullscreen else self.screen.get_size()
        window = settings.window
        if (width, height, self.fullscreen) == (window.width, window.height, window.fullscreen):
            return
        width = min(max(width, WIDTH_RANGE[0]), WIDTH_RANGE[1])
        height = min(max(height, HEIGHT_RANGE[0]), HEIGHT_RANGE[1])
        save_settings(dataclasses.replace(settings, window=dataclasses.replace(
            window, width=width, height=height, fullscreen=self.fullscreen)))

    def step(self) -> None:
        """One turn of the loop: wait for events or time, then `turn`."""
        self.turn(self._events())
        if self.running and self._wait_seconds() == 0.0:
            self.ticker.tick(MAX_FPS)

    def turn(self, events: Sequence[pygame.event.Event], dt: float | None = None) -> None:
        """One frame's work: hand on `events`, let time pass (`dt` seconds, by default the
        time since the last turn) and draw what changed."""
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        now = time.perf_counter()
        elapsed, self.last_step = now - self.last_step, now
        dt = elapsed if dt is None else dt
        self.ui_manager.update(dt)
        top = self.context.stack.top
        if top is not None:
            top.update(dt)
        if self.context.redraw or self._widget_wait() is not None or self.compositor.widgets_changed():
            self.draw()
        if self.give_back_in:
            self.give_back_in -= 1
            if not self.give_back_in:
                give_back_free_memory()
        self._after_scenes_closed()

    def _after_scenes_closed(self) -> None:
        """Bound what pygame_gui kept of a dialog that closed since the last step, and give
        its memory back two turns on: till then the last frame presented and the events
        pygame_gui sent about the closing hold its widgets and their pictures (tens of
        megabytes in a big window), which hold one another, so that only a collection
        frees them."""
        scenes_open = len(self.context.stack.scenes)
        if scenes_open < self.scenes_open:
            bound_theme_ids(self.ui_manager)
            bound_shapes(self.ui_manager)
            self.give_back_in = 2
            self.context.request_redraw()
        self.scenes_open = scenes_open

    def _before_scene_enters(self, _: Scene) -> None:
        """A dialog opening within two turns of one closing: the closed one's memory goes back first."""
        if self.give_back_in:
            give_back_free_memory()

    def _dialog_open(self) -> bool:
        return any(type(scene).__module__.startswith("canasta.ui.dialogs") for scene in self.context.stack.scenes)

    def _widget_wait(self) -> float | None:
        """How soon pygame_gui's widgets want drawing again, None when they are still.

        Widgets change by themselves only for a moment after input (a button's glow
        fading in) and while a text field blinks its cursor; otherwise a dialog or an
        open menu costs nothing until the next event."""
        menu_live = self.menu is not None and (self.menu.is_open or self.pointer_on_menu)
        if not (menu_live or self._dialog_open()):
            return None
        if time.perf_counter() - self.last_input < WIDGET_SETTLE_SECONDS:
            return 1 / WIDGET_FPS
        if self._text_field_focused():
            return CURSOR_BLINK_SECONDS
        return None

    def _text_field_focused(self) -> bool:
        from pygame_gui.elements import UITextEntryBox, UITextEntryLine

        return any(isinstance(element, (UITextEntryLine, UITextEntryBox))
                   for element in self.ui_manager.get_focus_set() or ())

    def _wait_seconds(self) -> float | None:
        """How long the loop may sleep for want of events: 0 to go on at once, None until an event comes."""
        if self.context.redraw:
            return 0.0
        widgets = self._widget_wait()
        top = self.context.stack.top
        table = self.table.next_update_in() if top is self.table else None
        waits = [wait for wait in (widgets, table) if wait is not None]
        return min(waits) if waits else None

    def _events(self) -> list[pygame.event.Event]:
        """The events waiting, after sleeping until there are some or the table needs time.

        Sleeping is short naps between looks at the queue: SDL's own wait polls the
        queue hard, which costs an idle table more CPU than waking 25 times a second."""
        events = pygame.event.get()
        wait = self._wait_seconds()
        if events or wait == 0.0:
            if events:
                self.last_input = time.perf_counter()
            return events
        deadline = time.perf_counter() + (IDLE_WAKE_SECONDS if wait is None else min(wait, IDLE_WAKE_SECONDS))
        while True:
            now = time.perf_counter()
            nap = ACTIVE_NAP if now - self.last_input < ACTIVE_SECONDS else IDLE_NAP
            time.sleep(max(0.0, min(nap, deadline - now)))
            events = pygame.event.get()
            if events:
                self.last_input = time.perf_counter()
                return events
            if time.perf_counter() >= deadline:
                return events

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.command("exit")
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.resized(pygame.display.get_surface().get_size())
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.compositor.show_all()
            self.context.request_redraw()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.MOUSEMOTION and self.menu is not None:
            on_menu = event.pos[1] < self.menu.height
            if on_menu != self.pointer_on_menu:
                self.pointer_on_menu = on_menu
                self.context.request_redraw()
        consumed = self.ui_manager.process_events(event)
        top = self.context.stack.top
        if top is None:
            return
        if top.menu_bar:
            if self.menu is not None and self.menu.handle(event):
                self.context.request_redraw()
                return
            if consumed and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return  # (a click on a widget over the table, one of its buttons)
        self.context.stack.handle(event)

    def draw(self) -> None:
        """Draw the scenes again when one asked for it, and put on the window what changed,
        with the pygame_gui widgets over it (counted in `frames` when anything did).

        The scenes' picture is kept, so that frames for the widgets alone (a dialog's
        blinking cursor, a menu under the pointer) draw no scene."""
        surface = pygame.display.get_surface()
        if surface is None:
            return
        backdrop, new = self.compositor.backdrop(surface.get_size())
        drawn: list[pygame.Rect] | None = []
        if self.context.redraw or new:
            drawn = self._draw_scenes(backdrop)
            self.context.redraw = False
        if self.compositor.present(surface, drawn):
            self.frames += 1

    def _draw_scenes(self, backdrop: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw the visible scenes on `backdrop`, bottom first; the areas drawn, None when all."""
        areas: list[pygame.Rect] | None = []
        for scene in self.context.stack.visible():
            drawn = scene.draw(backdrop)
            areas = None if areas is None or drawn is None else areas + drawn
        return areas


def build(argv: Sequence[str] | None = None, autosave: Autosave | None = None) -> App:
    """The game window the command line and the settings ask for, with its first frame drawn.

    Raises:
        ScreenMissing: there is no screen to open a window on.
        SystemExit: the command line is wrong (argparse has said why).
    """
    args = parse_options(argv)
    settings, shipped, messages = load_settings()  # a damaged config.yaml: None, None and why
    messages = list(messages)
    apply_language(settings.customize if settings is not None else None)
    if args.language is not None:  # for this game only: Customize keeps the player's choice
        set_language(args.language)
    prefs = preferences_from(settings, args)
    try:
        setup = start_setup(settings, args, prefs, messages)
    except PlayerCountError as exc:
        refuse_options(str(exc))
    problem = screen_problem()
    if problem is not None:
        raise ScreenMissing(problem)
    opening = opening_games(args, setup, messages)
    if autosave is None and not args.record:
        autosave = saves.write_autosave
    if args.record:
        autosave = record_writer(Path(args.record), autosave)
    keep_big_blocks_apart()
    choose_presentation()
    try:
        pygame.display.init()
        pygame.font.init()
    except pygame.error as exc:
        raise ScreenMissing(str(exc)) from None
    size, fullscreen = window_from(settings, args, desktop_size(), shipped.window if shipped is not None else None)
    pygame.display.set_caption(TITLE)
    icon = assets_dir() / "icon-64.png"
    if icon.exists():
        pygame.display.set_icon(pygame.image.load(str(icon)))
    app = App(size, fullscreen, settings, prefs, opening.match, messages, autosave)
    if opening.loaded:
        app.commands.take_up(opening.match)
    if opening.unfinished is not None:
        app.commands.offer_resume(opening.unfinished)
    if opening.backup is not None:
        app.commands.offer_backup(*opening.backup, _("The file given to --load could not be loaded."))
    app.draw()
    return app


def run(argv: Sequence[str] | None = None, autosave: Autosave | None = None) -> int:
    """Start the game window and play until it is closed; the exit status (non-zero when
    there is no screen). `autosave` is called with the game record after every finished
    turn (by default the autosave that the next start offers to resume)."""
    started = time.perf_counter()
    try:
        app = build(argv, autosave)
    except ScreenMissing as exc:
        print(f"Canasta needs a screen: {exc}.", file=sys.stderr)
        pygame.quit()
        return NO_SCREEN_EXIT
    if os.environ.get("CANASTA_STARTUP_TIME"):
        print(f"first frame after {time.perf_counter() - started:.3f} s", file=sys.stderr, flush=True)
    try:
        return app.run()
    finally:
        pygame.quit()
