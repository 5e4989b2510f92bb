"""Who sees input: the scene stack offers each event from the top down until a scene takes it."""

from __future__ import annotations

import pygame

from canasta.ui.pass_screen import TableCover
from canasta.ui.scene import Context, Scene


class Recorder(Scene):
    """A scene that notes what reaches it, and lets through what it is told to."""

    def __init__(self, context: Context, lets_through: bool) -> None:
        super().__init__(context)
        self.seen: list[int] = []
        self.lets_through = lets_through

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        self.seen.append(event.type)
        return event if self.lets_through else None


def click() -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)


def test_an_event_goes_down_the_stack_until_a_scene_takes_it() -> None:
    context = Context((640, 400))
    bottom, middle, top = Recorder(context, False), Recorder(context, True), Recorder(context, True)
    for scene in (bottom, middle, top):
        context.stack.push(scene)
    assert context.stack.handle(click()) is None
    assert top.seen == middle.seen == bottom.seen == [pygame.MOUSEBUTTONDOWN]


def test_a_scene_that_takes_the_event_keeps_it_from_those_below() -> None:
    context = Context((640, 400))
    table, dialog = Recorder(context, False), Recorder(context, False)
    context.stack.push(table)
    context.stack.push(dialog)
    context.stack.handle(click())
    assert dialog.seen == [pygame.MOUSEBUTTONDOWN]
    assert table.seen == []


def test_an_event_no_scene_takes_comes_back() -> None:
    context = Context((640, 400))
    context.stack.push(Recorder(context, True))
    event = click()
    assert context.stack.handle(event) is event


def test_the_cover_over_a_table_lets_no_click_reach_the_hands_under_it() -> None:
    context = Context((640, 400))
    table = Recorder(context, False)
    context.stack.push(table)
    context.stack.push(TableCover(context, painter=None, background=(0, 80, 0)))  # type: ignore[arg-type]
    context.stack.handle(click())
    assert table.seen == []


def test_a_scene_closed_while_an_event_is_handled_sees_no_more_of_it() -> None:
    context = Context((640, 400))
    below = Recorder(context, True)

    class Closer(Scene):
        def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
            context.stack.remove(below)
            return event

    bottom = Recorder(context, False)
    for scene in (bottom, below, Closer(context)):
        context.stack.push(scene)
    context.stack.handle(click())
    assert below.seen == []
    assert bottom.seen == [pygame.MOUSEBUTTONDOWN]
