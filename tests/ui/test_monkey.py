"""A seeded monkey: thousands of random clicks, drags and keys on the table.

Nothing may raise, the game must keep moving (no stuck screen), and the state
must stay whole. The clicks favour the places that matter (hand cards, rows,
stock, pile, buttons) so that whole hands get played.
"""

from __future__ import annotations

import random

import pygame
import pytest

from canasta.engine import Phase
from canasta.ui.preferences import Preferences

from table_kit import MakeTable, Table

KEYS = [pygame.K_DELETE, pygame.K_s, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_a, pygame.K_F1, pygame.K_RETURN]
STUCK_EVENTS = 1500  # this many events without a move means the table is stuck


class Monkey:
    def __init__(self, table: Table, seed: int):
        self.table = table
        self.rng = random.Random(seed)

    def point(self) -> tuple[int, int]:
        w, h = self.table.context.size
        return self.rng.randrange(w), self.rng.randrange(h)

    def hand_point(self) -> tuple[int, int] | None:
        scene = self.table.scene
        cards = [s for s in scene.sprites.cards if s.zone == "hand" and s.owner == scene.viewer]
        if not cards:
            return None
        rect = self.rng.choice(cards).rect
        return rect.left + self.rng.randrange(max(1, rect.width // 3)), rect.centery

    def row_point(self) -> tuple[int, int]:
        scene = self.table.scene
        area = scene.layout.melds[scene.match.viewer_side]
        column = area.column(self.rng.choice(area.columns))
        return column.centerx, column.top + self.rng.randrange(max(1, column.height))

    def target(self) -> tuple[int, int]:
        scene = self.table.scene
        roll = self.rng.random()
        if roll < 0.45:
            return self.hand_point() or self.point()
        if roll < 0.6:
            return scene.layout.stock.center
        if roll < 0.7:
            return scene.layout.pile.center
        if roll < 0.8:
            return self.row_point()
        if roll < 0.9 and scene.buttons.buttons:
            return self.rng.choice(scene.buttons.buttons).rect.center
        return self.point()

    def act(self) -> None:
        table = self.table
        top = table.top
        if top is not table.scene:
            # A panel over the table: click somewhere, sometimes on a button, or press a key.
            buttons = table.buttons()
            if buttons and self.rng.random() < 0.5:
                table.click(self.rng.choice(buttons).rect.center)
            elif self.rng.random() < 0.2:
                table.key(self.rng.choice(KEYS))
            else:
                table.click(self.point(), button=self.rng.choice((1, 1, 3)))
            return
        roll = self.rng.random()
        if roll < 0.08:
            # Take back everything placed this turn, then discard: the turn ends and the game moves on.
            for _ in range(len(table.state.turn_moves) + 1):
                table.key(pygame.K_DELETE)
            spot = self.hand_point()
            if spot:
                table.click(spot, button=3)
                table.click(spot, button=3)
        elif roll < 0.4:
            table.click(self.target())
        elif roll < 0.6:
            spot = self.hand_point()
            if spot:
                table.click(spot, button=3)
                if self.rng.random() < 0.8:
                    table.click(spot, button=3)
        elif roll < 0.7:
            spot = self.hand_point()
            if spot:
                table.click(spot, mod=self.rng.choice((pygame.KMOD_CTRL, pygame.KMOD_SHIFT)))
        elif roll < 0.88:
            start = self.hand_point() or self.point()
            end = self.rng.choice([self.row_point(), table.scene.layout.pile.center, self.point(),
                                   self.hand_point() or self.point()])
            table.drag(start, end, steps=self.rng.randrange(1, 6))
        elif roll < 0.95:
            table.key(self.rng.choice(KEYS))
        else:
            table.send(pygame.MOUSEMOTION, pos=self.point(), rel=(0, 0), buttons=(0, 0, 0))


def run_monkey(table: Table, events: int, seed: int, draw_every: int = 250) -> tuple[int, int]:
    monkey = Monkey(table, seed)
    moves_seen = len(table.match.record.actions)
    last_progress = 0
    hands = table.state.hand_number
    for index in range(events):
        monkey.act()
        table.top.update(monkey.rng.choice((0.0, 0.02, 0.05, 0.3)))
        moves = len(table.match.record.actions)
        if moves != moves_seen or table.top is not table.scene:
            moves_seen, last_progress = moves, index
        assert index - last_progress < STUCK_EVENTS, f"no move for {STUCK_EVENTS} events:\n{table.state.to_text()}"
        if index % draw_every == 0:
            table.draw()
            problems = table.state.check()
            assert not problems, problems
        if table.state.phase == Phase.GAME_OVER and table.top is table.scene and not table.scene.waiting:
            break
    return len(table.match.record.actions), table.state.hand_number - hands


def test_ten_thousand_random_events_on_a_two_player_table(make_table: MakeTable) -> None:
    table = make_table(seed=21, prefs=Preferences(animation_speed="fast", discard_click="double"))
    moves, hands = run_monkey(table, 10_000, seed=21)
    assert moves > 300, "the monkey played on"
    assert hands >= 1, "whole hands were played and the next dealt"


@pytest.mark.parametrize("players,humans", [(3, {0, 1}), (4, {0, 2})])
def test_random_events_with_several_people_sharing_the_screen(make_table: MakeTable, players: int,
                                                              humans: set[int]) -> None:
    table = make_table(players=players, humans=humans, seed=players,
                       prefs=Preferences(animation_speed="off", discard_click="single"))
    moves, _ = run_monkey(table, 2500, seed=players)
    assert moves > 100


def test_random_events_on_the_whole_window_with_menus_and_dialogs(tmp_path, monkeypatch) -> None:
    """The monkey on the real window: the menu bar and the dialogs of the dialogs package
    open and close under it (Escape closes any dialog). On its seed the 2,000 events
    reach Help, Load or Save, New Game, a message, a question, Rule Options and the hand's
    scoring (the last at event 1,596); 3,000 reached no other."""
    from canasta.ui.app import App
    from canasta.ui.match import Match, SeatInfo
    from canasta.variants import load_preset

    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=5)
    app = App((1280, 800), False, None, Preferences(animation_speed="fast"), match)
    app.table.computer.threaded = False
    app.commands.rng = random.Random(5)
    rng = random.Random(5)
    keys = KEYS + [pygame.K_F2, pygame.K_F3, pygame.K_F4, pygame.K_ESCAPE, pygame.K_ESCAPE]
    seen: set[str] = set()
    played = 0  # the most moves any game reached (the monkey may start new games)
    try:
        for index in range(2000):
            w, h = app.context.size
            roll = rng.random()
            if roll < 0.15:
                pos = (rng.randrange(0, 220), rng.randrange(0, 40))  # the menu bar and its menus
            elif roll < 0.6 and app.context.stack.top is app.table:
                pos = Monkey(Table(app.context, app.table), index).target()
            else:
                pos = (rng.randrange(w), rng.randrange(h))
            if rng.random() < 0.12:
                event = pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0, unicode="", scancode=0)
                app.dispatch(event)
            else:
                button = rng.choice((1, 1, 1, 3))
                app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
                app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
            for event in pygame.event.get():  # pygame_gui's own events (button presses)
                app.dispatch(event)
            app.ui_manager.update(0.05)
            app.context.stack.top.update(rng.choice((0.0, 0.05, 0.3)))
            app.running = True  # the monkey may choose Exit: the window stays for the next event
            seen.add(type(app.context.stack.top).__name__)
            played = max(played, len(app.table.match.record.actions))
            if index % 200 == 0:
                app.draw()
        assert played > 0
        assert {"NewGameDialog", "FileDialog"} <= seen, seen
    finally:
        app.table.computer.close()
