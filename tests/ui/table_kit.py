"""Headless tables for the UI tests: a TableScene over an off-screen window, fed made-up events.

Events go as in the app: first to pygame_gui's manager (the dialogs are its windows),
then to the top scene; the events pygame_gui posts in answer (a button pressed) follow.

The test modules import this beside them (pytest puts tests/ui on the path); conftest.py
sets the dummy video and audio drivers before pygame starts.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Sequence

import pygame
import pygame_gui

from canasta.engine import Card, parse_cards
from canasta.engine.cards.decks import standard_deck
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset


def deck_with(hands: Sequence[str], pile: str, draws: str = "") -> list[Card]:
    """A full deck that deals `hands` (one text per seat, dealt in turn from seat 0),
    turns `pile` up, and then gives `draws` from the stock, in that order."""
    held = [parse_cards(text) for text in hands]
    size = len(held[0])
    if any(len(hand) != size for hand in held):
        raise ValueError("every hand needs the same number of cards")
    order = [held[seat][i] for i in range(size) for seat in range(len(held))]
    order += parse_cards(pile) + parse_cards(draws)
    rest = Counter(standard_deck())
    rest.subtract(Counter(order))
    if any(count < 0 for count in rest.values()):
        raise ValueError("more of a card than the two decks hold")
    for card in standard_deck():
        if rest[card] > 0:
            order.append(card)
            rest[card] -= 1
    return order


class Table:
    """A table scene and ways to click on it."""

    def __init__(self, context: Context, scene: TableScene):
        self.context = context
        self.scene = scene
        self.surface = pygame.Surface(context.size)

    @property
    def match(self) -> Match:
        return self.scene.match

    @property
    def state(self):
        return self.scene.match.state

    @property
    def top(self):
        return self.context.stack.top

    def send(self, event_type: int, **attributes: object) -> None:
        self.feed(pygame.event.Event(event_type, **attributes))
        self.deliver()

    def feed(self, event: pygame.event.Event) -> None:
        manager = self.context.ui_manager
        if manager is not None:
            manager.process_events(event)
        self.context.stack.top.handle(event)

    def deliver(self) -> None:
        """The events pygame_gui posted (a dialog's button pressed), handed on as the app does."""
        manager = self.context.ui_manager
        if manager is None:
            return
        manager.update(0.0)
        for event in pygame.event.get():
            self.feed(event)

    def buttons(self) -> list[pygame_gui.elements.UIButton]:
        """The buttons of the dialogs open over the table."""
        manager = self.context.ui_manager
        return [sprite for sprite in manager.get_sprite_group().sprites()
                if isinstance(sprite, pygame_gui.elements.UIButton) and sprite.alive() and sprite.visible]

    def press(self, text: str) -> None:
        """Click the dialog button showing `text`."""
        button = next(button for button in self.buttons() if button.text == text)
        pygame.mouse.set_pos(button.rect.center)
        self.context.ui_manager.update(0.05)
        self.click(button.rect.center)

    def click(self, pos: tuple[int, int], button: int = 1, mod: int = 0) -> None:
        self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, mod=mod)
        self.send(pygame.MOUSEBUTTONUP, pos=pos, button=button, mod=mod)

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
        self.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1, mod=0)
        for step in range(1, steps + 1):
            pos = (start[0] + (end[0] - start[0]) * step // steps, start[1] + (end[1] - start[1]) * step // steps)
            self.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        self.send(pygame.MOUSEBUTTONUP, pos=end, button=1, mod=0)

    def key(self, key: int, mod: int = 0) -> None:
        self.send(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)

    def settle(self, seconds: float = 3.0, step: float = 0.05) -> None:
        """Let time pass on the top scene: animations end, computers move."""
        for _ in range(round(seconds / step)):
            self.context.stack.top.update(step)
            self.deliver()

    def draw(self) -> pygame.Surface:
        for scene in self.context.stack.visible():
            scene.draw(self.surface)
        return self.surface

    # where things are -------------------------------------------------------

    def hand_card(self, text: str, occurrence: int = 0) -> tuple[int, int]:
        """A point on the viewer's `text` card that is not covered by the next card."""
        card = Card.parse(text)
        sprites = [s for s in self.scene.sprites.cards
                   if s.zone == "hand" and s.owner == self.match.viewer and s.card == card]
        sprite = sprites[occurrence]
        return sprite.rect.left + 6, sprite.rect.centery

    def row(self, rank: str, side: int | None = None) -> tuple[int, int]:
        side = self.match.viewer_side if side is None else side
        return self.scene.layout.melds[side].column(rank).move(0, 10).midtop

    @property
    def stock(self) -> tuple[int, int]:
        return self.scene.layout.stock.center

    @property
    def pile(self) -> tuple[int, int]:
        return self.scene.layout.pile.center

    def hand(self, seat: int | None = None) -> list[str]:
        seat = self.match.viewer if seat is None else seat
        return sorted(str(card) for card in self.state.hands[seat])

    def status(self) -> str:
        return self.scene.status_text()[0]


MakeTable = Callable[..., Table]


def new_table(players: int = 2, humans: int | set[int] = 1, seed: int = 1, deck: list[Card] | None = None,
              prefs: Preferences | None = None, size: tuple[int, int] = (1280, 800), preset: str = "windows",
              level: str = "random") -> Table:
    """A table whose viewer is the first human. `humans`: how many seats from the first
    are people, or the set of their seats; the others are computers of `level`."""
    people = set(range(humans)) if isinstance(humans, int) else set(humans)
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
    seats = [SeatInfo(names[seat], True) if seat in people else SeatInfo(f"Bot {seat + 1}", False, level)
             for seat in range(players)]
    match = Match(load_preset(preset), seats, seed, deck=deck)
    context = Context(size, pygame_gui.UIManager(size))
    prefs = prefs or Preferences(animation_speed="fast", sound=True)
    scene = TableScene(context, match, prefs, threaded=False)
    context.stack.push(scene)
    return Table(context, scene)

