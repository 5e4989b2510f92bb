"""Hot seat: the screen that hides every hand while it passes from one player to the next,
and the bare table cloth that hides the cards while the game to play is being chosen."""

from __future__ import annotations

from typing import Callable

import pygame

from canasta.engine import ACABA_QUESTION, Phase, question_words
from canasta.language import _, render

from .match import Match
from .paint import GOLD, INK, INK_DIM, Painter
from .scene import Context, Scene


def pass_reason(match: Match, seat: int) -> str:
    """Why the screen goes to `seat` now, in the player's language: a question for them,
    their partner's answer, their turn, or the first player of a new game."""
    state = match.state
    if state.phase == Phase.ASK and state.asker is not None:
        return _("{name} asks you: \u201c{question}\u201d").format(name=match.name(state.asker),
                                                                    question=render(question_words(state)))
    if state.acaba_answer is not None and state.phase in (Phase.DRAW, Phase.PLAY):
        text = (_("Your partner answered yes to \u201c{question}\u201d") if state.acaba_answer == "yes"
                else _("Your partner answered no to \u201c{question}\u201d"))
        return text.format(question=render(ACABA_QUESTION))
    if state.phase == Phase.PLAY and state.permission is not None:
        return _("Your partner answered yes.") if state.permission else _("Your partner answered no.")
    if seat == state.current:
        return _("It is your turn.")
    return _("The game begins: {name} plays first.").format(name=match.name(state.current))


class PassScreen(Scene):
    menu_bar = True
    """Covers the whole table until `name` clicks or presses a key, then calls `on_continue`;
    `reason` says why (a callable: looked up each time the screen is drawn)."""

    opaque = True

    def __init__(self, context: Context, painter: Painter, name: str, reason: str | Callable[[], str],
                 background: tuple[int, int, int], on_continue: Callable[[], None]):
        super().__init__(context)
        self.painter = painter
        self.name = name
        self.reason = reason
        self.background = background
        self.on_continue = on_continue
        self.done = False
        self.armed = False  # a click counts only if it also began here, not the one that ended the turn

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.armed = True
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3) and self.armed
        pressed = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                 pygame.K_SPACE)
        if (clicked or pressed) and not self.done:
            self.done = True
            self.close()
            self.on_continue()
        return None  # nothing reaches the table under it (no hand shows to the wrong player)

    def resize(self, size: tuple[int, int]) -> None:
        self.context.request_redraw()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        px = draw_cloth(surface, self.painter, self.background)
        title = self.painter.text(_("Pass the screen to {name}").format(name=self.name), round(px * 1.8), GOLD,
                                  bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 + px)))
        said = self.reason() if callable(self.reason) else self.reason
        reason = self.painter.text(said, px, INK)
        surface.blit(reason, reason.get_rect(center=(w // 2, h // 2 + px * 3.2)))
        hint = self.painter.text(_("{name}: click or press Enter when you are ready.").format(name=self.name),
                                 round(px * 0.85), INK_DIM)
        surface.blit(hint, hint.get_rect(center=(w // 2, h // 2 + px * 5.2)))


class TableCover(Scene):
    """The cloth with a fan of card backs over the table, so no hand shows while a dialog
    over it asks which game to play (the unfinished one or a new one)."""

    opaque = True

    def __init__(self, context: Context, painter: Painter, background: tuple[int, int, int]):
        super().__init__(context)
        self.painter = painter
        self.background = background

    def resize(self, size: tuple[int, int]) -> None:
        self.context.request_redraw()

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface, self.painter, self.background)


def draw_cloth(surface: pygame.Surface, painter: Painter, background: tuple[int, int, int]) -> int:
    """The felt and a fan of five card backs above the middle; the text size that goes with it."""
    w, h = surface.get_size()
    surface.blit(painter.felt((w, h), background), (0, 0))
    px = max(14, round(min(w / 1280, h / 800) * 20))
    back = painter.back_image(round(px * 4.5))
    for i in range(5):
        card = pygame.transform.rotate(back, -(i - 2) * 9)
        surface.blit(card, card.get_rect(center=(w // 2 + (i - 2) * px * 1.6, h // 2 - px * 6)))
    return px
