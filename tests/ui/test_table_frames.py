"""The table draws on a surface it drew on before only what changed since; every such
frame looks exactly like the table drawn whole, whatever happened in between."""

from __future__ import annotations

import random

import pygame

from canasta.ai.random_player import choose_random_action
from canasta.ui.scene import Scene
from canasta.ui.table.scene import LOG_LINES
from canasta.ui.table.view import TableRenderer

from table_kit import MakeTable, Table


def whole(table: Table) -> bytes:
    """The table as a renderer that never drew it before draws it, on a new surface."""
    surface = pygame.Surface(table.context.size)
    TableRenderer(table.scene.painter).draw(surface, table.scene.frame())
    return pygame.image.tobytes(surface, "RGB")


def frame(table: Table, dt: float = 1 / 60) -> bytes:
    table.scene.update(dt)
    table.deliver()
    return pygame.image.tobytes(table.draw(), "RGB")


def test_frames_of_a_game_look_like_the_table_drawn_whole(make_table: MakeTable) -> None:
    table = make_table(players=4, seed=8, size=(1024, 640))
    scene = table.scene
    rng = random.Random(3)
    compared = 0
    for step in range(260):
        if scene.match.viewer_may_act() and not scene.animator.running(scene.now) and step % 7 == 0:
            legal = scene.match.legal()
            if legal:
                scene.attempt(choose_random_action(legal, rng))
        if step % 23 == 5:
            count = len(scene.hand_order())
            scene.rearrange([rng.randrange(count)], rng.randrange(count + 1))
        if step % 31 == 9:
            scene.say(f"Message {step}", warning=step % 2 == 0)
        if step % 17 == 3 and scene.buttons.buttons:
            button = rng.choice(scene.buttons.buttons)
            table.send(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        drawn = frame(table)
        if table.top is scene:
            assert drawn == whole(table), f"frame {step} differs from the table drawn whole"
            compared += 1
    assert compared > 200


def test_a_card_dragged_about_leaves_nothing_behind(make_table: MakeTable) -> None:
    table = make_table(seed=4)
    frame(table)
    start = table.hand_card(str(table.scene.hand_order()[0]))
    table.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1, mod=0)
    for step in range(1, 20):
        pos = (start[0] + 25 * step, start[1] - 22 * step)
        table.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        assert frame(table) == whole(table)
    table.send(pygame.MOUSEBUTTONUP, pos=pos, button=1, mod=0)
    for _ in range(40):
        assert frame(table) == whole(table)


def test_a_status_line_that_changes_is_drawn_with_its_new_text(make_table: MakeTable) -> None:
    table = make_table()
    table.scene.say("The first message.")
    first = frame(table)
    table.scene.say("Another message.")
    second = frame(table)
    assert second != first and second == whole(table)


class Curtain(Scene):
    """An opaque scene that covers the window in one colour."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((200, 30, 30))


def test_after_a_scene_drew_over_the_table_the_table_is_drawn_whole(make_table: MakeTable) -> None:
    table = make_table()
    frame(table)
    curtain = Curtain(table.context)
    table.context.stack.push(curtain)
    assert table.draw().get_at((5, 5))[:3] == (200, 30, 30)
    table.context.stack.remove(curtain)
    assert frame(table) == whole(table)


def test_rearranging_the_hand_draws_the_hand_again_not_the_window(make_table: MakeTable) -> None:
    table = make_table(size=(1280, 800))
    scene = table.scene
    frame(table)
    scene.rearrange([0], len(scene.hand_order()))
    scene.update(1 / 60)
    drawn = scene.renderer.draw(table.surface, scene.frame(), kept=True)
    assert drawn is not None, "the surface holds the last frame: only what changed is drawn"
    hand = scene.layout.hands[scene.viewer].rect.inflate(0, scene.layout.hands[scene.viewer].rect.height)
    assert all(hand.contains(area) for area in drawn)
    assert sum(area.width * area.height for area in drawn) < 1280 * 800 // 4
    assert pygame.image.tobytes(table.surface, "RGB") == whole(table)


def test_a_line_added_to_the_log_is_drawn_in_the_next_frame(make_table: MakeTable, monkeypatch) -> None:
    table = make_table()
    frame(table)
    painter = table.scene.painter
    shown: list[str] = []
    fitted_text = painter.fitted_text

    def recording(text: str, *args, **kwargs) -> pygame.Surface:
        shown.append(text)
        return fitted_text(text, *args, **kwargs)

    monkeypatch.setattr(painter, "fitted_text", recording)
    for number in range(LOG_LINES + 5):  # on past a full log, which keeps its length
        line = f"Saved as game {number}"
        table.scene.note(line)
        frame(table)
        assert line in shown
