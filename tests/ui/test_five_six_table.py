"""Five and six at the table (docs/rules/five-and-six.md): the seat sitting out a hand of
five says so on its plate and shows no cards, the viewer sitting out is shown no hand and
never asked to play, and six sit as the rules seat them with each side on the scoreboard."""

from __future__ import annotations

import pygame
import pygame_gui

from canasta.engine import GameState
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.ui.table.view_panels import SITTING_OUT, plate_facts
from canasta.variants import load_preset

from table_kit import Table, new_table


def hand_sprites(table, seat: int) -> list:
    return [sprite for sprite in table.scene.sprites.cards if sprite.zone == "hand" and sprite.owner == seat]


def test_the_seat_sitting_out_says_so_and_shows_no_cards():
    table = new_table(players=5, preset="classic", level="beginner")
    state = table.state
    assert state.sitting_out() == (4,)
    assert plate_facts(table.match, 4) == [SITTING_OUT]
    assert plate_facts(table.match, 0) == ["11 cards", "to play"]
    assert hand_sprites(table, 4) == [] and len(hand_sprites(table, 0)) == 11
    # The scoreboard names the whole side, the seat sitting out too: the score is the side's.
    assert table.match.side_name(0) == "Ann & Bot 3 & Bot 5" and table.match.side_name(1) == "Bot 2 & Bot 4"
    screen = pygame.Rect((0, 0), table.scene.layout.size)
    for seat in range(5):
        assert screen.contains(table.scene.layout.hands[seat].plate)
    table.draw()


def table_of(state: GameState):
    """A table of `state`, Ann (seat 0) in front of the screen, computers elsewhere."""
    seats = [SeatInfo("Ann", True)] + [SeatInfo(f"Bot {seat + 1}", False, "beginner")
                                       for seat in range(1, state.players)]
    match = Match(state.rules, seats, state.seed)
    match.state = state
    size = (1280, 800)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def test_a_viewer_sitting_out_is_shown_no_hand_and_is_never_to_play():
    # Hand 3: B and C of the side of three play, A (Ann, seat 0) sits out.
    table = table_of(GameState(load_preset("classic"), 5, seed=3, hand_number=3))
    assert table.state.sitting_out() == (0,)
    assert plate_facts(table.match, 0) == [SITTING_OUT]
    assert table.state.hands[0] == [] and hand_sprites(table, 0) == []
    table.settle(2.0)  # the computers play on
    assert table.state.current != 0 and hand_sprites(table, 0) == []
    assert table.state.thrown[0] == [] and sum(map(len, table.state.thrown)) > 0


def test_six_in_two_sides_of_three_each_side_on_the_scoreboard():
    table = new_table(players=6, preset="classic", level="beginner")
    state = table.state
    assert state.sides == 2 and state.side_map == (0, 1, 0, 1, 0, 1)
    assert all(len(hand) == 13 for hand in state.hands)
    assert set(table.scene.layout.melds) == {0, 1}
    table.draw()
