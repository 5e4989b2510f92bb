"""The scoreboard's detailed scoring while a hand is on shows what the player at the screen
may see: their own cards in hand counted, never a partner's (only their number is said),
the other sides' hands hidden; once the hand is over, every card counts."""

from __future__ import annotations

import pygame
import pygame_gui

from canasta.engine import GameState
from canasta.ui.dialogs import ScoringDialog
from canasta.ui.dialogs.scoring import HIDDEN
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

POSITION = """phase: draw
current: 0
hand 0: 5c 6d 7h
hand 1: Kc Kd Ks 9c
hand 2: Ac Ad Ah As JK
hand 3: 4c 4d 4h
opened 0: yes
table 0: 8: 8c 8d 8h
stock: 4s 5h 6h 7c 8s 9h
pile: 9d
"""


def partners_table(preset: str, humans: set[int]) -> Table:
    rules = load_preset(preset)
    names = ["Ann", "Bob", "Cid", "Dee"]
    seats = [SeatInfo(name, seat in humans, "random") for seat, name in enumerate(names)]
    match = Match(rules, seats, 1)
    match.state = GameState.from_text(f"canasta position 1\nrules: {preset}\nplayers: 4\n{POSITION}", rules=rules)
    size = (1280, 800)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def scores(table: Table) -> dict[str, list[tuple[str, str]]]:
    table.click(table.scene.layout.scoreboard.center, button=3)
    dialog = table.top
    assert isinstance(dialog, ScoringDialog)
    return dict(dialog.rows)


def test_the_partners_hidden_cards_are_not_counted_while_the_hand_is_on():
    for preset, humans in (("classic", {0, 2}), ("samba", {0}), ("hand_and_foot", {0})):
        table = partners_table(preset, humans)
        rows = scores(table)
        own = sum(table.state.rules.hand_value_of(card) for card in table.state.hands[0])
        assert rows["Cards in hand"][0] == ("", str(-own)), preset
        assert rows["Cards in hand"][1] == ("", HIDDEN), preset
        dialog = table.top
        assert any("Cid holds 5 cards" in note for note in dialog.footnotes), preset
        dialog.finish("ok")
        assert len(table.state.hands[2]) == 5, "the game's own hands are untouched"


def test_the_hand_over_counts_every_card():
    table = partners_table("classic", {0, 2})
    table.state.phase = table.state.phase.HAND_OVER
    rows = scores(table)
    rules = table.state.rules
    both = sum(rules.hand_value_of(card) for seat in (0, 2) for card in table.state.hands[seat])
    assert rows["Cards in hand"][0] == ("", str(-both))
    assert not any("holds" in note for note in table.top.footnotes)
