"""A side's name where room is short is shortened by whole words ("You & North", first
names, initials), never cut in the middle of a name."""

from __future__ import annotations

import pygame_gui
import pytest

from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.side_names import initials, side_label, side_lines
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table


def chars(most: int):
    return lambda text: len(text) <= most


def test_the_seat_at_the_screen_becomes_you_before_any_other_name_is_shortened():
    assert side_label(["Christopher", "North"], chars(40), you=0) == "Christopher & North"
    assert side_label(["Christopher", "North"], chars(12), you=0) == "You & North"
    assert side_label(["Christopher", "North"], chars(6), you=0) == "You & N"


def test_names_shorten_to_first_words_then_initials_and_stay_told_apart():
    assert side_label(["Mary Ann", "North-West"], chars(10)) == "Mary & NW"
    assert side_label(["Computer 2", "Computer 4"], chars(12)) == "C2 & C4", "not 'Computer & Computer'"
    assert side_label(["Computer Westwood", "Computer Eastwood"], chars(14)) == "CW & CE"
    assert initials("North-West") == "NW" and initials("Computer 3") == "C3" and initials("mary ann") == "MA"


def test_lines_break_between_names_only():
    assert side_lines(["Player", "Computer 2"], chars(30)) == ["Player & Computer 2"]
    assert side_lines(["Player", "Computer 2"], chars(10)) == ["Player &", "Computer 2"]
    assert side_lines(["Christopher Robin", "Computer 2"], chars(11)) == ["CR &", "Computer 2"]
    assert side_lines(["Computer Westwood", "Computer Eastwood"], chars(12)) == ["CW & CE"]
    assert side_lines(["Computer Westwood", "Computer Eastwood"], chars(4)) == ["CW &", "CE"]


NAMES = ["Christopher Columbus", "Computer Westwood", "Computer Northbrook", "Computer Eastwood"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("preset", ["classic", "hand_and_foot", "samba"])
def test_four_players_long_names_are_never_cut_on_the_table(preset, size):
    seats = [SeatInfo(NAMES[0], True)] + [SeatInfo(name, False, "random") for name in NAMES[1:]]
    match = Match(load_preset(preset), seats, seed=3)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    table = Table(context, scene)
    table.draw()
    assert scene.painter.shortened == [], "a name was cut with an ellipsis"
