"""Cuban Canasta at the table: black threes found in a taken pile lie beside the side's
melds with its red threes, and the log says they were set aside."""

from __future__ import annotations

import pygame_gui

from canasta.engine import Action, GameState
from canasta.ui.dialogs.scoring import ScoringDialog
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

CUBAN = load_preset("cuban")
POSITION = """phase: draw
current: 0
opened 0: yes
hand 0: Kd Ks 9c Qh Jc
hand 1: 4d 5d 6d 8d
hand 2: 4h 5h 6h 8h
hand 3: 4s 5s 6s 8s
table 0: K: Kc Kd Kh
red threes 0: 3h
pile: 4c 3c 5d 3s Kc
stock: 5c 6c 7c 8c
"""


def cuban_table(text: str) -> Table:
    """Ann (seat 0, partner Cid) to play, in the position `text` (the lines after the rules)."""
    size = (1280, 800)
    seats = [SeatInfo("Ann", True), SeatInfo("Bob", False, "random"), SeatInfo("Cid", False, "random"),
             SeatInfo("Dee", False, "random")]
    match = Match(CUBAN, seats, 1)
    match.state = GameState.from_text(f"canasta position 1\nrules: cuban\n{text}", rules=CUBAN)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def test_black_threes_from_a_taken_pile_lie_with_the_red_threes_and_the_log_tells_it() -> None:
    table = cuban_table(POSITION)
    assert table.scene.attempt(Action.parse("take"))
    assert table.scene.attempt(Action.parse("meld Kd Ks to #1"))
    threes = sorted(str(sprite.card) for sprite in table.scene.sprites.cards
                    if sprite.zone == "threes" and sprite.owner == 0)
    assert threes == ["3c", "3h", "3s"]
    assert "Ann sets aside 2 black threes from the pile" in table.scene.log


def test_the_detailed_scoring_gives_the_black_threes_set_aside_a_line_of_their_own() -> None:
    table = cuban_table(POSITION)
    assert table.scene.attempt(Action.parse("take"))
    assert table.scene.attempt(Action.parse("meld Kd Ks to #1"))
    table.click(table.scene.layout.scoreboard.center, button=3)
    assert isinstance(table.top, ScoringDialog)
    rows = dict(table.top.rows)
    assert rows["Black threes set aside"][0] == ("2", "10")  # (the count shows in brackets)
    assert rows["Black threes set aside"][1][1] == "0"
