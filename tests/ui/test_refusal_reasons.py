"""A refusal names the rule that refuses, whichever gesture made the move: a card clicked
into a first meld that cannot reach the minimum is refused for the minimum, as a drag of
the whole row is, not for the row's being short (the hand could put that right)."""

from __future__ import annotations

import pygame_gui
import pytest

from canasta.engine import GameState
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

FOOT = "Kc Kd Ks 5c 5d 6h 8s 9s Tc Jc Qc"
MINIMUM = "Your first meld needs at least 50 points"


def first_meld_table(preset: str, hand: str) -> Table:
    rules = load_preset(preset)
    feet = "".join(f"foot {seat}: {FOOT}\n" for seat in range(4)) if rules.foot_size else ""
    text = (f"canasta position 1\nrules: {preset}\nplayers: 4\nphase: play\ncurrent: 0\nhand 0: {hand}\n"
            f"hand 1: 4c 4d 4h 5h\nhand 2: 4c 4d 4h\nhand 3: 4c 4d 4h\n{feet}stock: 4h 5h 6h 7h 8h 9h\npile: 9c\n")
    seats = [SeatInfo("Ann", True)] + [SeatInfo(f"Bot {seat}", False, "random") for seat in range(1, 4)]
    match = Match(rules, seats, 1)
    match.state = GameState.from_text(text, rules=rules)
    size = (1280, 800)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


@pytest.mark.parametrize("preset", ["hand_and_foot", "classic", "samba", "cuban"])
def test_a_card_clicked_into_a_first_meld_out_of_reach_is_refused_for_the_minimum(preset):
    table = first_meld_table(preset, "Jc Jd Jh Js 4c 5d 6h 8s 9c Tc Kd")
    table.click(table.hand_card("Jc"))
    assert not table.state.turn_moves
    assert table.status().startswith(MINIMUM), table.status()
    table.drag(table.hand_card("Jc"), table.scene.layout.melds[0].rect.center)
    assert table.status().startswith(MINIMUM), table.status()


def test_a_row_the_hand_cannot_fill_is_refused_for_its_shortness():
    table = first_meld_table("classic", "Jc Jd 4c 5d 6h 8s 9c Tc Kd Qs Ks")
    table.click(table.hand_card("Jc"))
    assert table.status() == "Your row of Jacks has 1 card: a meld needs at least 3."
