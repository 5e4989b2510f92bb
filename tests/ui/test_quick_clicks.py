"""Quick clicks hit the card aimed at: the hand holds still under the pointer after a meld by
click (hand_places.py), and the second click of a double click never plays a second card."""

from __future__ import annotations

import pygame
import pytest

from canasta.engine.reach.melds import rows_by_label
from canasta.engine import Card
from canasta.ui.preferences import Preferences

from table_kit import MakeTable, Table, deck_with

ANN = "7h 7d 7c Kh Kd 5s 6s 8s 9c Tc Jc Qd JK 2c 4h"
BOT = "4c 4d 5c 5d 6c 6d 8c 8d 9d 9h Th Td Jd Jh Qc"


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def ready(make_table: MakeTable, **prefs: object) -> tuple[Table, Clock]:
    table = make_table(deck=deck_with([ANN, BOT], pile="Kc", draws="Ah As Ad"),
                       prefs=Preferences(animation_speed="off", **prefs))
    clock = Clock()
    table.scene.wall_clock = clock
    table.click(table.stock)
    table.settle(1)
    return table, clock


def press(table: Table, pos: tuple[int, int], button: int = 1) -> None:
    """A click with no pointer motion before it (the pointer is already there)."""
    table.send(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, mod=0)
    table.send(pygame.MOUSEBUTTONUP, pos=pos, button=button, mod=0)


def test_a_double_click_melds_one_card(make_table: MakeTable) -> None:
    table, clock = ready(make_table)
    spot = table.hand_card("7h")
    press(table, spot)
    clock.now += 0.15
    press(table, spot)
    assert [str(action) for action in table.match.record.actions] == ["draw", "meld 7h"]
    assert len(table.state.hands[0]) == 15


def test_quick_clicks_land_on_the_cards_aimed_at(make_table: MakeTable) -> None:
    table, clock = ready(make_table)
    aimed = [table.hand_card(text) for text in ("7h", "7d", "7c")]
    for spot in aimed:
        press(table, spot)
        clock.now += 0.2
    assert sorted(str(card) for card in rows_by_label(table.state.tables[0])["7"]) == ["7c", "7d", "7h"]
    assert [action.kind for action in table.match.record.actions] == ["draw", "meld", "meld", "meld"]


def test_the_hand_closes_up_when_the_pointer_leaves_it(make_table: MakeTable) -> None:
    table, _ = ready(make_table)
    press(table, table.hand_card("7d"))
    slot = table.scene.layout.hands[0]
    closed = slot.card_rects(len(table.state.hands[0]), True)
    shown = sorted((s.rect for s in table.scene.sprites.cards if s.zone == "hand" and s.owner == 0),
                   key=lambda rect: rect.x)
    assert [rect.topleft for rect in shown] != [rect.topleft for rect in closed], "held still under the pointer"
    table.send(pygame.MOUSEMOTION, pos=(slot.rect.centerx, slot.rect.top - 200), rel=(0, 0),
               buttons=(0, 0, 0))
    shown = sorted((s.rect for s in table.scene.sprites.cards if s.zone == "hand" and s.owner == 0),
                   key=lambda rect: rect.x)
    assert [rect.topleft for rect in shown] == [rect.topleft for rect in closed]


@pytest.mark.parametrize("click", ["single", "double"])
def test_a_quick_extra_right_click_after_a_discard_is_not_a_refusal(make_table: MakeTable, click: str) -> None:
    table, clock = ready(make_table, discard_click=click)
    spot = table.hand_card("4h")
    for _ in range(3 if click == "double" else 2):
        press(table, spot, button=3)
        clock.now += 0.12
    assert table.state.pile[-1] == Card.parse("4h")
    assert [action.kind for action in table.match.record.actions] == ["draw", "discard"]
    assert table.scene.sounds.played[-1] != "refused"
