"""Bolivia at the table: its canastas go by its own words. A complete run is an escalera and
seven wild cards a bolivia, on their badges and in the log; the status line says why a
player without an escalera cannot go out."""

from __future__ import annotations

import pygame_gui

from canasta.engine import Action, GameState, parse_cards
from canasta.ui.match import Match, MeldNote, SeatInfo, meld_note
from canasta.ui.paint import Painter
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.log_words import describe
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

BOLIVIA = load_preset("bolivia")


def bolivia_table(mine: str, hand: str = "4c 9s Kc Ks Qd 5d Th") -> Table:
    """Ann (seat 0) to meld, her side's melds `mine`."""
    text = ("canasta position 1\nrules: bolivia\nplayers: 2\nphase: play\ncurrent: 0\n"
            f"hand 0: {hand}\nhand 1: 4d 5c 6c 8d 8c 9d Jd\n"
            f"table 0: {mine}\nopened 0: yes\npile: 6d Qc\nstock: 8h 8s 6s 4s 5h 5s 6h 7d\n")
    size = (1280, 800)
    match = Match(BOLIVIA, [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], 1)
    match.state = GameState.from_text(text, rules=BOLIVIA)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


class RecordingPainter(Painter):
    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[str] = []

    def text(self, text, px, colour=(0, 0, 0), bold=False):  # type: ignore[override]
        self.drawn.append(text)
        return super().text(text, px, colour, bold)


def drawn_texts(table: Table) -> list[str]:
    painter = RecordingPainter()
    table.scene.renderer.painter = painter
    table.scene.renderer._still_key = None
    table.scene.draw(table.surface)
    return painter.drawn


def test_an_escalera_and_a_bolivia_wear_their_names_on_their_badges() -> None:
    table = bolivia_table("h run: 4h 5h 6h 7h 8h 9h Th | wild: 2c 2d 2h 2s JK JK 2c | K: Kc Kd Kh Ks Kc Kd Kh")
    views = {view.label: view for (side, _), view in table.scene.sprites.rows.items() if side == 0}
    assert views["h run"].complete_words == "escalera"
    assert views["wild"].canasta and views["wild"].complete_words == "bolivia"
    assert views["K"].complete_words == ""  # a group's canasta keeps its count of cards
    drawn = drawn_texts(table)
    assert "Escalera" in drawn and "Bolivia" in drawn and "7" in drawn


def test_the_log_names_the_escalera_a_card_completes() -> None:
    table = bolivia_table("h run: 4h 5h 6h 7h 8h 9h | K: Kc Kd Kh Ks Kc Kd Kh")
    run = table.state.tables[0].melds[0]
    action = Action("meld", tuple(parse_cards("Th")), run.id)
    note = meld_note(table.state, action)
    assert note == MeldNote("run of Hearts", True, "escalera")
    assert describe(action, "Ann", meld=note) == "Ann puts 10\u2665 on the run of Hearts: an escalera"
    assert table.scene.attempt(action)
    assert table.scene.log[-1] == "Ann puts 10\u2665 on the run of Hearts: an escalera"


def test_the_status_line_says_an_escalera_is_wanted_to_go_out() -> None:
    table = bolivia_table("K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh", hand="4c")
    assert not table.scene.attempt(Action("discard", tuple(parse_cards("4c"))))
    assert table.scene.message == "To go out, your side needs an escalera among its canastas."


def test_samba_calls_its_complete_run_a_samba_and_classic_keeps_its_words() -> None:
    from canasta.engine.melds.canasta_kinds import canasta_name
    from canasta.engine.melds.table import Meld
    from canasta.engine.melds.meld_kinds import RUN

    run = Meld(1, RUN, "h", list(parse_cards("4h 5h 6h 7h 8h 9h Th")))
    assert canasta_name(load_preset("samba"), run) == "samba"
    assert canasta_name(load_preset("classic"), run) is None


def test_the_log_names_the_escalera_a_taken_top_card_completes() -> None:
    text = ("canasta position 1\nrules: bolivia\nplayers: 2\nphase: draw\ncurrent: 0\n"
            "hand 0: 4c 9s Kc Ks Qd\nhand 1: 4d 5c 6c 8d\ntable 0: h run: 5h 6h 7h 8h 9h Th\nopened 0: yes\n"
            "pile: 6d Jh\nstock: 8h 8s 6s 4s\n")
    state = GameState.from_text(text, rules=BOLIVIA)
    take = Action("take", (), 1)
    assert state.explain(take) is None
    note = meld_note(state, take)
    assert describe(take, "Ann", meld=note) == "Ann takes the pile, its top card onto the run of Hearts: an escalera"
