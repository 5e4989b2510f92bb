"""British Canasta at the table: the Acaba button and its confirmation, which says what
conceding costs; the partner's question in a dialog once the screen is handed over; the
log line and the hand's scores, Acaba as their own line."""

from __future__ import annotations

import pygame_gui

from canasta.engine import GameState
from canasta.ui.dialogs import ScoringDialog
from canasta.ui.match import Match, SeatInfo
from canasta.ui.pass_screen import PassScreen
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

BRITISH = load_preset("british")
POSITION = """phase: draw
current: 0
hand 0: Kd Ks 9c Qh Jc
hand 1: 4d 5d 6d 8d
hand 2: 4h 5h 6h 8h
hand 3: 4s 5s 6s 8s
pile: 4c
stock: 5c 6c 7c 8c
"""


def british_table(text: str = POSITION, cid_human: bool = False) -> Table:
    """Ann (seat 0, partner Cid) to play, in the position `text` (the lines after the rules)."""
    size = (1280, 800)
    seats = [SeatInfo("Ann", True), SeatInfo("Bob", False, "random"), SeatInfo("Cid", cid_human, "advanced"),
             SeatInfo("Dee", False, "random")]
    match = Match(BRITISH, seats, 1)
    match.state = GameState.from_text(f"canasta position 1\nrules: british\n{text}", rules=BRITISH)
    match.hand_to(0)  # Ann has the screen
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def press_bar(table: Table, label: str) -> None:
    """Click the status bar's button showing `label`."""
    table.scene._update_buttons()
    button = next(button for button in table.scene.buttons.buttons if button.label == label)
    table.click(button.rect.center)


def dialog(table: Table) -> tuple[str, str]:
    """The title and text of the dialog over the table."""
    return table.top.title, getattr(table.top, "text", "")


def test_the_acaba_button_asks_first_and_says_what_it_costs() -> None:
    table = british_table()
    press_bar(table, "Acaba")
    labels = {button.text for button in table.buttons()}
    assert {"Say Acaba", "Ask partner first", "Play on"} <= labels
    title, text = dialog(table)
    assert title == "Concede the hand (Acaba)?"
    assert text == ("The hand ends at once: your side scores nothing for it (melds, canastas, red threes and all), "
                    "and Bob & Dee score 1,500.")
    table.press("Play on")
    assert table.state.phase.value == "draw"  # nothing was conceded


def test_saying_acaba_ends_the_hand_with_acaba_lines_and_a_log_line() -> None:
    table = british_table()
    press_bar(table, "Acaba")
    table.press("Say Acaba")
    assert "Ann says Acaba, conceding the hand" in table.scene.log
    assert table.state.scores == [0, 1500]
    table.settle(2.0)
    assert isinstance(table.top, ScoringDialog)
    assert table.top.title == "Hand 1: Acaba: Ann & Cid conceded the hand"
    assert table.state.hand_results[-1].sides[1].rows() == [("Acaba", 1500), ("Total", 1500)]


def test_a_human_partner_answers_in_a_dialog_after_the_pass_screen() -> None:
    table = british_table(cid_human=True)
    press_bar(table, "Acaba")
    table.press("Ask partner first")
    assert table.state.current == 2
    table.settle(0.5)
    assert isinstance(table.top, PassScreen)  # Ann's hand is hidden before Cid sees the question
    table.click((640, 400))
    table.settle(0.5)
    title, text = dialog(table)
    assert title == "Ann asks: \u201cMay I say Acaba?\u201d"
    assert text.startswith("Ann would concede the hand. If you say yes, Ann must say Acaba, and the hand ends at once")
    table.press("No, play on")
    assert table.state.acaba_answer == "no" and table.state.current == 0
    assert "Cid answers no" in table.scene.log


def test_a_computer_partner_answers_and_the_answer_binds() -> None:
    table = british_table(POSITION + """opened 1: yes
table 1: Q: Qc Qd Qh Qs Qc Qd Qh | J: Jc Jd Jh Js Jc Jd Jh | T: Tc Td Th Ts Tc Td Th
red threes 1: 3h 3d 3c
""")
    press_bar(table, "Acaba")
    table.press("Ask partner first")
    table.settle(2.0)
    assert table.state.acaba_answer == "yes"
    assert table.status() == "Your partner said yes: press Acaba to concede the hand."
    assert [button.label for button in table.scene.buttons.buttons] == ["Sort", "Acaba"]
    press_bar(table, "Acaba")
    assert table.state.scores == [0, 1500]


def test_the_partners_no_to_acaba_is_said_on_the_status_line() -> None:
    table = british_table(cid_human=True)
    press_bar(table, "Acaba")
    table.press("Ask partner first")
    table.settle(0.5)
    table.click((640, 400))  # Cid takes the screen
    table.settle(0.5)
    table.press("No, play on")
    table.settle(0.5)
    assert isinstance(table.top, PassScreen)
    table.click((640, 400))  # and hands it back to Ann
    assert table.match.viewer == 0
    assert table.status().startswith("Your partner said no to \u201cMay I say Acaba?\u201d: play on. Draw a card")
