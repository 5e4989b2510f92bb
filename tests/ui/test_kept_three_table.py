"""Modern American at the table: while Ann's side has not melded, the one three she keeps
for the Straight stays in her hand. It carries a dot of its own; the first time in the
hand she holds it the status line says why it stays and that a click lays it out; the
click does (New Game and Help say it too: dialogs/test_kept_three_words.py)."""

from __future__ import annotations

import pygame_gui

from canasta.engine import GameState
from canasta.ui.marks import KEPT
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.ui.table.view import kept_dot_centre
from canasta.variants import load_preset

from table_kit import Table

AMERICAN = load_preset("modern_american")
OTHERS = "hand 1: 4d 5d 6d 8d\nhand 2: 4h 5h 6h 8h\nhand 3: 4s 5s 6s 8s\n"
KEPT_NOTE = ("Your 3\u2665 (a purple dot marks it) stays in your hand while your side has not melded, as a "
             "Straight needs a three: click it in your turn to lay it out.")


def american_table(phase: str, hand: str, more: str = "", size: tuple[int, int] = (1280, 800)) -> Table:
    """Ann (seat 0, partner Cid) to play holding `hand`, the others computers."""
    seats = [SeatInfo("Ann", True), SeatInfo("Bob", False, "random"), SeatInfo("Cid", False, "random"),
             SeatInfo("Dee", False, "random")]
    match = Match(AMERICAN, seats, 1)
    match.state = GameState.from_text(f"canasta position 1\nrules: modern_american\nphase: {phase}\ncurrent: 0\n"
                                      f"hand 0: {hand}\n{OTHERS}{more}stock: 4h 5h 6h 7h 8h 9h Qs\n", rules=AMERICAN)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def hand_sprites(table: Table) -> list:
    return [sprite for sprite in table.scene.sprites.cards if sprite.zone == "hand" and sprite.owner == 0]


def dotted(table: Table) -> list[str]:
    kept = table.scene.frame().marks.kept
    return [str(sprite.card) for sprite in hand_sprites(table) if sprite.key in kept]


def near(colour, wanted, slack: int = 30) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour[:3], wanted))


def test_the_kept_three_carries_a_dot_and_no_other_card_does() -> None:
    table = american_table("play", "4c 3h 6h 8s 9c Kd Kh")
    assert dotted(table) == ["3h"]
    picture = table.draw()
    for sprite in hand_sprites(table):
        seen = picture.get_at(kept_dot_centre(sprite.rect))
        assert near(seen, KEPT) == (str(sprite.card) == "3h"), str(sprite.card)


def test_a_three_of_a_side_that_has_melded_is_laid_out_so_nothing_is_dotted() -> None:
    table = american_table("play", "4c 6h 8s 9c Kd", "opened 0: yes\ntable 0: 8: 8c 8d 8h\n")
    assert dotted(table) == [] and table.status() != KEPT_NOTE


def test_the_first_time_the_status_line_says_why_it_stays_and_how_to_lay_it_out_until_the_next_move() -> None:
    table = american_table("draw", "4c 3h 6h 8s 9c Kd Kh")
    assert table.status() == KEPT_NOTE
    table.click(table.stock)
    assert "3h" in table.hand() and dotted(table) == ["3h"]
    assert table.status() != KEPT_NOTE, "said once a hand: read by the next move"


def test_holding_the_straight_itself_the_status_line_says_to_lay_that_instead() -> None:
    table = american_table("play", "Ac 2c 3h 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc JK")
    assert dotted(table) == ["3h"]
    assert table.status().startswith("You hold a special hand, Straight: press Special hand to lay it.")


def test_the_note_is_read_whole_at_the_smallest_window() -> None:
    table = american_table("draw", "4c 3h 6h 8s 9c Kd Kh Ks Qd Qh Jd Jh Td", size=(1024, 640))
    assert table.status() == KEPT_NOTE
    table.draw()
    assert table.scene.painter.shortened == []


def test_the_click_the_note_names_lays_the_three_out_and_its_dot_goes() -> None:
    table = american_table("play", "4c 3h 6h 8s 9c Kd Kh")
    table.click(table.hand_card("3h"))
    assert [str(card) for card in table.state.red_threes[0]] == ["3h"]
    assert "3h" not in table.hand() and "Qs" in table.hand(), "replaced from the stock"
    assert dotted(table) == [] and table.status() != KEPT_NOTE
