"""Brazilian Canasta at the table: a player who could go out is told to ask the partner
first and given the Ask partner button (asking is a must there); the scoreboard names a
stage that asks for a canasta."""

from __future__ import annotations

import pygame_gui

from canasta.engine import GameState, Phase
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

BRAZILIAN = load_preset("brazilian")


def brazilian_table(lines: str) -> Table:
    """Ann (seat 0) to play, with three computer players, in the position `lines`."""
    text = ("canasta position 1\nrules: brazilian\nplayers: 4\nphase: play\ncurrent: 0\n"
            "hand 1: 4d 5c 6c 8d\nhand 2: 9c 9d 9h Td\nhand 3: Jc Jd Jh Qd\n"
            "pile: 9c\nstock: 8h 8s 6s 4s 5h 5s 6h 7d\n" + lines)
    size = (1280, 800)
    seats = [SeatInfo("Ann", True)] + [SeatInfo(name, False, "advanced") for name in ("Bob", "Cid", "Dee")]
    match = Match(BRAZILIAN, seats, 1)
    match.state = GameState.from_text(text, rules=BRAZILIAN)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def test_a_player_who_could_go_out_is_told_to_ask_and_asks_with_the_button() -> None:
    table = brazilian_table("hand 0: 8c 8d 8h 4s\nopened 0: yes\n"
                            "table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh\n")
    buttons = {button.command for button in table.scene.buttons.buttons}
    assert "ask" in buttons and "out" not in buttons
    assert table.status().startswith("You could go out: first ask your partner (Ask partner).")
    table.scene._press_button("ask")
    assert table.state.phase == Phase.ASK
    table.settle(3)
    assert table.state.phase == Phase.PLAY and table.state.current == 0
    assert table.state.permission is not None, "the computer partner answered"


def test_the_scoreboard_names_a_stage_that_asks_for_a_canasta() -> None:
    table = brazilian_table("scores: 7200 3000\nhand 0: 8c 8d 8h 4s\nopened 0: no\n")
    table.scene.click_scoreboard()
    assert table.status() == "Your side is in Stage VI: first meld a canasta. Placed this turn: 0 points."
