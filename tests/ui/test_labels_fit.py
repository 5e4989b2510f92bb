"""Nothing a player must read is cut short: at 1024x640 and up, every label the table draws
fits its place whole (in a smaller type if need be), never ending in an ellipsis."""

from __future__ import annotations

import random

import pygame_gui
import pytest

from canasta.ai.random_player import choose_random_action
from canasta.ui.match import Match, SeatInfo
from canasta.ui.options import default_seats
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

SIZES = ((1024, 640), (1280, 800), (1920, 1080))


def seats_for(players: int, humans: int) -> tuple[SeatInfo, ...]:
    return default_seats(players, humans, Preferences(player_name="Christopher", computer_level="advanced"))


def played_table(preset: str, players: int, humans: int, size: tuple[int, int], moves: int) -> Table:
    match = Match(load_preset(preset), seats_for(players, humans), seed=players * 7 + humans)
    rng = random.Random(players)
    while len(match.record.actions) < moves and not match.hand_is_over():
        match.play(choose_random_action(match.legal(), rng))
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, Match.from_record(match.record), Preferences(animation_speed="off"),
                       threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("preset", ["windows", "classic", "kanastic"])
def test_every_label_fits_whole(preset: str, size: tuple[int, int]) -> None:
    for players in (2, 3, 4):
        for humans in (1, 2):
            for moves in (0, 7, 25, 60):
                table = played_table(preset, players, humans, size, moves)
                table.scene.waiting = True  # no pass screen: the table itself is looked at
                table.draw()
                table.scene.say(table.match.explain(next(iter(table.match.legal()))) or
                                "Make a meld with the top card to take the pile: your row of Sevens has "
                                "1 card: a meld needs at least 3.", warning=True)
                table.draw()
                assert table.scene.painter.shortened == [], (preset, players, humans, moves, size)


@pytest.mark.parametrize("size", SIZES)
def test_a_refusal_too_long_for_one_line_takes_two(size: tuple[int, int]) -> None:
    table = played_table("modern_american", 4, 1, size, 0)
    table.scene.waiting = True
    long = ("Your first meld needs at least 125 points and a clean meld (three or more naturals of a rank, "
            "no wild card) besides the top card, which does not count: your hand could not make it and keep "
            "a card to discard.")
    table.scene.say(long, warning=True)
    table.draw()
    assert table.scene.painter.shortened == [], size
