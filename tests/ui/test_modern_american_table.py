"""Modern American Canasta at the table: a special hand gets a button of its own while the
player holds one, which asks before laying it (naming the hand and its value); threes of
both colours lie beside the side's melds; the bonus cards of a first meld are told in the
log; the pile is called the pack."""

from __future__ import annotations

import pygame_gui

from canasta.engine import GameState
from canasta.ui.dialogs.message import QuestionDialog
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.ui.table_words import pile_caption
from canasta.variants import load_preset

from table_kit import Table

AMERICAN = load_preset("modern_american")
STRAIGHT = "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc JK"


def american_table(text: str) -> Table:
    """Ann (seat 0, partner Cid) to play, in the position `text` (the lines after the rules)."""
    size = (1280, 800)
    seats = [SeatInfo("Ann", True), SeatInfo("Bob", False, "random"), SeatInfo("Cid", False, "random"),
             SeatInfo("Dee", False, "random")]
    match = Match(AMERICAN, seats, 1)
    match.state = GameState.from_text(f"canasta position 1\nrules: modern_american\n{text}", rules=AMERICAN)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def special_position(hand: str, opened: bool = False) -> str:
    table = "opened 0: yes\ntable 0: 8: 8c 8d 8h\n" if opened else ""
    return (f"phase: play\ncurrent: 0\nhand 0: {hand}\nhand 1: 4d 5d 6d 8d\nhand 2: 4h 5h 6h 8h\n"
            f"hand 3: 4s 5s 6s 8s\n{table}stock: 4h 5h 6h 7h 8h 9h\n")


def commands(table: Table) -> list[str]:
    return [button.command for button in table.scene.buttons.buttons]


def test_a_special_hand_gets_a_button_that_asks_first_naming_the_hand_and_its_value() -> None:
    table = american_table(special_position(STRAIGHT))
    assert "special" in commands(table)
    assert table.status().startswith("You hold a special hand, Straight: press Special hand to lay it.")
    table.scene._press_button("special")
    question = table.top
    assert isinstance(question, QuestionDialog)
    assert question.title == "Lay your Straight?"
    assert "Straight, worth 3,000 points for your side" in question.text and "ends the hand" in question.text
    table.press("Not now")
    assert table.top is table.scene and not table.match.hand_is_over()
    table.scene._press_button("special")
    table.press("Lay it: 3,000")
    assert table.match.hand_is_over() and table.state.went_out == 0
    assert [(line.label, line.points) for line in table.state.hand_results[-1].sides[0].lines] == \
        [("Special hand: Straight", 3000)]
    assert any("lays a special hand" in line for line in table.scene.log)


def test_no_button_without_a_special_hand_nor_once_the_side_has_melded() -> None:
    assert "special" not in commands(american_table(special_position("4c 4d 5c 5d 6c 6d 8c 8d 9c 9d Kc Kd Ac 5h")))
    assert "special" not in commands(american_table(special_position(STRAIGHT, opened=True)))


def test_threes_of_both_colours_lie_beside_the_side_s_melds_and_the_pile_is_the_pack() -> None:
    table = american_table(special_position("4c 4d 5c 5d 6c 6d 8c", opened=True).replace(
        "stock:", "red threes 0: 3h 3c 3s\npile: 9c\nstock:"))
    threes = sorted(str(sprite.card) for sprite in table.scene.sprites.cards
                    if sprite.zone == "threes" and sprite.owner == 0)
    assert threes == ["3c", "3h", "3s"]
    assert pile_caption(table.state) == "*Pack 1"  # always frozen


def test_the_log_tells_the_bonus_cards_of_a_first_meld() -> None:
    table = american_table("phase: play\ncurrent: 0\nhand 0: Kc Kd Ks Ac Ad Ah As Qc Qd Qh 9c 4d\n"
                           "hand 1: 4c 5d 6h 8s 9c Tc Jd Qh Kc Ks Jc 5c 5s\nhand 2: 4h 5h 6h 8h 9h Th Jh Qs Ks Kd Jd 6c 6d\n"
                           "hand 3: 4s 5s 6s 8d 9d Td Jd Qd Kh Kh Jh 6h 6s\n"
                           "stock: 7c 7d 7h 7s 8c 8d 9s 9d Tc Ts Jc\n")
    for move in ("meld Kc Kd Ks", "meld Ac Ad Ah As", "meld Qc Qd Qh", "discard 9c"):
        assert table.scene.attempt(table.match.state.legal_actions()[0].parse(move)), move
    log = list(table.scene.log)
    assert log[-2:] == ["Ann discards 9\u2663", "Ann takes 4 bonus cards"]


def test_the_status_and_the_log_call_the_pile_the_pack() -> None:
    table = american_table("phase: draw\ncurrent: 0\nopened 0: yes\ntable 0: K: Kc Kd Ks\n"
                           "hand 0: 9c 9d 4c 5c 6d 8c 8d\nhand 1: 4d 5d 6d 8d\nhand 2: 4h 5h 6h 8h\n"
                           "hand 3: 4s 5s 6s 8s\npile: Jc 9s\nstock: 4h 5h 6h 7h 8h 9h\n")
    assert table.status().startswith("Draw a card or take the pack.")
    table.click(table.pile)
    assert table.scene.log[-1] == "Ann takes the pack"
