"""The app presents only what changed: after every turn of its loop, whatever happened
(cards gliding, a drag, a menu opened over the table, a dialog, a resize, full screen,
the pass screen), the screen shows what drawing the window whole would."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pygame_gui
import pytest

from canasta.ai.random_player import choose_random_action
from canasta.ui.app import App
from canasta.ui.match import Match, SeatInfo
from canasta.ui.pass_screen import PassScreen
from canasta.ui.preferences import Preferences
from canasta.variants import load_preset

from app_window import Pointer, Shown, difference, key, whole

SIZE = (1024, 640)


def open_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seats: list[SeatInfo] | None = None,
             seed: int = 7) -> App:
    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    pygame.display.set_mode(SIZE)
    seats = seats or [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")]
    match = Match(load_preset("windows"), seats, seed=seed)
    app = App(SIZE, False, None, Preferences(player_name="Ann", animation_speed="normal", computer_delay_ms=0),
              match)
    app.table.computer.threaded = False
    return app


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> Shown:
    return Shown(monkeypatch)


@pytest.fixture
def pointer(monkeypatch: pytest.MonkeyPatch) -> Pointer:
    pygame.event.clear()
    return Pointer(monkeypatch)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shown: Shown) -> App:
    app = open_app(tmp_path, monkeypatch)
    app.draw()
    yield app
    app.table.computer.close()


def turns(app: App, shown: Shown, count: int = 1, what: str = "") -> None:
    """`count` turns of the app's loop (1/60 s each), the screen checked after each."""
    for index in range(count):
        app.turn(pygame.event.get(), 1 / 60)
        assert shown.bytes() == whole(app), \
            f"{what}: turn {index} shows something else than the window drawn whole, in {difference(shown, app)}"


def button(app: App, text: str) -> pygame_gui.elements.UIButton:
    found = [sprite for sprite in app.ui_manager.get_sprite_group().sprites()
             if isinstance(sprite, pygame_gui.elements.UIButton) and sprite.alive() and sprite.visible
             and sprite.text == text]
    assert found, f"no button {text!r}"
    return max(found, key=lambda element: element.layer)


def hand_point(app: App, index: int = 0) -> tuple[int, int]:
    table = app.table
    cards = [s for s in table.sprites.cards if s.zone == "hand" and s.owner == table.viewer]
    rect = cards[index].rect
    return rect.left + 6, rect.centery


def test_the_first_frame_shows_the_window_whole_and_an_idle_one_presents_nothing(app: App, shown: Shown) -> None:
    assert shown.bytes() == whole(app)
    turns(app, shown, 30, "settling")
    presented = len(shown.presented)
    turns(app, shown, 5, "idle")
    assert len(shown.presented) == presented, "nothing changed, nothing presented"


def test_a_drawn_card_glides_and_a_dragged_one_is_discarded(app: App, shown: Shown, pointer: Pointer) -> None:
    turns(app, shown, 30, "settling")
    pointer.click(app.table.layout.stock.center)
    turns(app, shown, 60, "the drawn card gliding")
    assert [str(action) for action in app.table.match.record.actions] == ["draw"]
    start = hand_point(app, 3)
    pile = app.table.layout.pile.center
    pointer.press(start)
    turns(app, shown, 1, "pressed")
    for step in range(1, 13):
        x = start[0] + (pile[0] - start[0]) * step // 12
        y = start[1] + (pile[1] - start[1]) * step // 12
        pointer.move((x, y), buttons=(1, 0, 0))
        turns(app, shown, 1, f"dragged, step {step}")
    pointer.release(pile)
    turns(app, shown, 120, "discarded, the computer playing")
    assert app.table.match.record.actions[1].kind == "discard"
    small = [areas for areas in shown.presented[-100:] if areas]
    assert small and all(sum(a.width * a.height for a in areas) < SIZE[0] * SIZE[1] for areas in small), \
        "frames of gliding cards present only part of the window"


def test_menus_open_and_close_over_the_table(app: App, shown: Shown, pointer: Pointer) -> None:
    turns(app, shown, 10, "settling")
    game = button(app, "Game").rect.center
    pointer.move(game)
    turns(app, shown, 3, "hover on Game")
    pointer.press(game)
    turns(app, shown, 3, "Game opened")
    assert app.menu.open_menu == 0
    pointer.release(game)
    pointer.move(button(app, "Options").rect.center)
    turns(app, shown, 3, "moved to Options")
    assert app.menu.open_menu == 1
    pointer.move(button(app, "Rules…").rect.center)
    turns(app, shown, 3, "hover on an item")
    key(pygame.K_ESCAPE)
    turns(app, shown, 3, "closed with Escape")
    assert not app.menu.is_open
    pointer.move((SIZE[0] // 2, SIZE[1] // 2))
    turns(app, shown, 3, "pointer off the menu bar")
    pointer.click(button(app, "Help").rect.center)
    turns(app, shown, 3, "Help opened")
    count = len(app.table.hand_order())
    app.table.rearrange([0], count)  # cards glide under the open menu
    turns(app, shown, 20, "cards gliding under the menu")
    pointer.click((SIZE[0] // 2, SIZE[1] // 2))
    turns(app, shown, 30, "closed by a click on the table")
    assert not app.menu.is_open


def test_a_dialog_shown_over_the_table_and_closed(app: App, shown: Shown, pointer: Pointer) -> None:
    turns(app, shown, 10, "settling")
    app.command("new")
    turns(app, shown, 3, "the New Game dialog")
    assert type(app.context.stack.top).__name__ == "NewGameDialog"
    cancel = button(app, "Cancel").rect.center
    pointer.move(cancel)
    turns(app, shown, 3, "hover on Cancel")
    pointer.move((5, SIZE[1] - 5))
    turns(app, shown, 40, "settling widgets")
    pointer.click(cancel)
    turns(app, shown, 5, "cancelled")
    assert app.context.stack.top is app.table
    app.dialogs.message("Canasta", "A message over the table.")
    turns(app, shown, 3, "a message")
    key(pygame.K_RETURN)
    turns(app, shown, 5, "the message closed")
    assert app.context.stack.top is app.table


def test_a_dialog_a_scene_opens_as_time_passes_is_shown_in_that_frame(app: App, shown: Shown,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    turns(app, shown, 30, "settling")
    table_update = app.table.update

    def update(dt: float) -> None:  # as the scores come up when a hand is over
        table_update(dt)
        if app.context.stack.top is app.table:
            app.dialogs.message("Canasta", "The hand is over.")

    monkeypatch.setattr(app.table, "update", update)
    before = shown.bytes()
    turns(app, shown, 1, "the message opened")
    assert shown.bytes() != before
    assert type(app.context.stack.top).__name__ == "MessageDialog"


def test_a_text_field_typed_in_and_its_cursor_blinking(app: App, shown: Shown, pointer: Pointer) -> None:
    from pygame_gui.elements import UITextEntryLine

    turns(app, shown, 5, "settling")
    app.command("new")
    turns(app, shown, 3, "the New Game dialog")
    field = next(sprite for sprite in app.ui_manager.get_sprite_group().sprites()
                 if isinstance(sprite, UITextEntryLine) and sprite.visible)
    pointer.click(field.rect.center)
    turns(app, shown, 3, "the field focused")
    for letter in "Bo":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        turns(app, shown, 2, f"typed {letter}")
    for _ in range(40):  # the cursor blinks on its own, a frame every quarter second
        app.turn(pygame.event.get(), 0.25)
        assert shown.bytes() == whole(app), "the blinking cursor"
    key(pygame.K_ESCAPE)
    turns(app, shown, 5, "closed")
    assert app.context.stack.top is app.table


def test_windows_that_change_places_over_each_other(app: App, shown: Shown) -> None:
    from pygame_gui.elements import UIWindow

    turns(app, shown, 5, "settling")
    first = UIWindow(pygame.Rect(100, 100, 300, 200), app.ui_manager, "First")
    second = UIWindow(pygame.Rect(250, 180, 300, 200), app.ui_manager, "Second")
    turns(app, shown, 2, "two windows")
    app.ui_manager.get_window_stack().move_window_to_front(first)
    turns(app, shown, 2, "the first in front")
    second.set_position((400, 300))
    turns(app, shown, 2, "the second moved")
    first.kill()
    second.kill()
    turns(app, shown, 2, "both gone")


def test_a_resize_and_full_screen(app: App, shown: Shown, pointer: Pointer) -> None:
    turns(app, shown, 10, "settling")
    pygame.display.set_mode((900, 600), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 600), w=900, h=600))
    turns(app, shown, 3, "smaller")
    assert app.context.size == (900, 600)
    pointer.click(button(app, "Game").rect.center)
    turns(app, shown, 3, "a menu in the smaller window")
    key(pygame.K_ESCAPE)
    turns(app, shown, 3, "closed")
    key(pygame.K_F11)
    turns(app, shown, 20, "full screen")
    assert app.fullscreen
    key(pygame.K_F11)
    turns(app, shown, 20, "windowed again")
    assert not app.fullscreen and app.context.size == (900, 600)


def test_an_uncovered_window_is_presented_whole(app: App, shown: Shown) -> None:
    turns(app, shown, 10, "settling")
    shown.lose()
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    turns(app, shown, 1, "exposed")


def test_the_pass_screen_between_two_players(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shown: Shown,
                                             pointer: Pointer) -> None:
    app = open_app(tmp_path, monkeypatch, [SeatInfo("Ann", True), SeatInfo("Bob", True)])
    try:
        app.draw()
        turns(app, shown, 10, "settling")
        assert isinstance(app.context.stack.top, PassScreen), "no hand is shown before the screen is passed"
        assert app.context.stack.top.name == "Ann"
        pointer.click((SIZE[0] // 2, SIZE[1] // 2))
        turns(app, shown, 20, "Ann's hand")
        pointer.click(app.table.layout.stock.center)
        turns(app, shown, 40, "drawn")
        app.table.discard_card(0)
        for _ in range(120):
            turns(app, shown, 1, "the turn handed over")
            if isinstance(app.context.stack.top, PassScreen):
                break
        assert isinstance(app.context.stack.top, PassScreen)
        pointer.move(button(app, "Game").rect.center)
        turns(app, shown, 3, "the menu bar over the pass screen")
        pointer.click((SIZE[0] // 2, SIZE[1] // 2))
        turns(app, shown, 60, "Bob's hand")
        assert app.context.stack.top is app.table and app.table.viewer == 1
    finally:
        app.table.computer.close()


def test_random_input_through_the_app(app: App, shown: Shown, pointer: Pointer) -> None:
    """Clicks, drags and keys at random (the menu bar and its menus too); every turn checked."""
    rng = random.Random(11)
    keys = [pygame.K_s, pygame.K_ESCAPE, pygame.K_DELETE, pygame.K_h, pygame.K_RETURN, pygame.K_F1]
    for index in range(300):
        w, h = app.context.size
        table = app.table
        roll = rng.random()
        if roll < 0.1:
            key(rng.choice(keys))
        elif roll < 0.25:
            pointer.click((rng.randrange(0, 260), rng.randrange(0, 200)))  # the menu bar and its menus
        elif roll < 0.35 and app.context.stack.top is table and table.match.viewer_may_act():
            legal = table.match.legal()
            if legal:
                table.attempt(choose_random_action(legal, rng))
        elif roll < 0.5 and app.context.stack.top is table and table.hand_order():
            start = hand_point(app, rng.randrange(len(table.hand_order())))
            end = (rng.randrange(w), rng.randrange(h))
            pointer.press(start)
            for step in (1, 2, 3):
                pointer.move((start[0] + (end[0] - start[0]) * step // 3, start[1] + (end[1] - start[1]) * step // 3),
                             buttons=(1, 0, 0))
            pointer.release(end)
        elif roll < 0.8:
            pointer.click((rng.randrange(w), rng.randrange(h)), rng.choice((1, 1, 3)))
        else:
            pointer.move((rng.randrange(w), rng.randrange(h)))
        turns(app, shown, rng.choice((1, 1, 3)), f"random input {index}")
        app.running = True  # Exit may be chosen: the window stays
