"""Samba at the table: when the pile's top card could go onto more than one meld (a run's
end, a second group of its rank), a click on the pile asks which, and the answer is the
engine's `take to #id`."""

from __future__ import annotations

import pygame_gui

from canasta.engine import GameState
from canasta.ui.dialogs import QuestionDialog
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

SAMBA = load_preset("samba")


def samba_table(mine: str, pile: str, hand: str = "4c 9s Kc Ks Qd 5d") -> Table:
    """Ann (seat 0) to draw, her side's melds `mine`, the pile `pile` (its top card last)."""
    text = ("canasta position 1\nrules: samba\nplayers: 2\nphase: draw\ncurrent: 0\n"
            f"hand 0: {hand}\nhand 1: 4d 5c 6c 8d 8c 9d Jd\n"
            f"table 0: {mine}\nopened 0: yes\npile: {pile}\nstock: 8h 8s 6s 4s 5h 5s 6h 7d\n")
    size = (1280, 800)
    match = Match(SAMBA, [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], 1)
    match.state = GameState.from_text(text, rules=SAMBA)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def test_a_click_on_the_pile_asks_which_meld_the_top_card_joins() -> None:
    table = samba_table("9: 9c 9d 9h | h run: 5h 6h 7h", "Qc 8h", hand="4c 8s 8c Kc Ks Qd 5d")
    table.click(table.pile)
    question = table.top
    assert isinstance(question, QuestionDialog)
    assert [label for _, label in question.buttons] == ["Into a new meld", "Onto your run of Hearts (3 cards)"]
    table.press("Onto your run of Hearts (3 cards)")
    assert str(table.match.record.actions[-1]) == "take to #2"
    assert [str(card) for card in table.state.tables[0].by_id(2).cards] == ["5h", "6h", "7h", "8h"]
    assert "Ann takes the pile, its top card onto the run of Hearts" in list(table.scene.log)


def test_with_one_way_to_take_it_a_click_takes_the_pile_at_once() -> None:
    table = samba_table("9: 9c 9d 9h | h run: 5h 6h 7h", "Qc 9h")
    table.click(table.pile)
    assert not isinstance(table.top, QuestionDialog)
    assert str(table.match.record.actions[-1]) == "take"
    table = samba_table("9: 9c 9d 9h | h run: 5h 6h 7h", "Qc 8h")
    table.click(table.pile)
    assert str(table.match.record.actions[-1]) == "take to #2", "only the run takes the Eight"


def test_a_loaded_game_logs_its_draws_as_they_were_made() -> None:
    """The log of a game given to the table is replayed from its record: a Samba draw of
    two cards reads as two cards, as it did when it was played."""
    from canasta.engine.play.actions import DRAW
    from canasta.engine.game.record import GameRecord

    match = Match(SAMBA, [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], 4)
    match.play(DRAW)
    loaded = Match.from_record(GameRecord.from_text(match.record_text(), preset_loader=load_preset))
    size = (1280, 800)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, loaded, Preferences(animation_speed="off"), threaded=False)
    assert any(line.startswith(f"{loaded.name(0)} draws") and "2 cards" in line for line in scene.log), list(scene.log)


def test_a_clicked_card_goes_onto_the_only_group_of_its_rank_that_takes_it() -> None:
    """Two groups of a rank may lie side by side in Samba, so a click cannot always start
    one: a card that cannot start a meld joins the group that takes it."""
    table = samba_table("9: 9c 9d 9h | h run: 5h 6h 7h", "Qc 4h", hand="4c 9s Kc Ks Qd 5d")
    table.state.phase = table.state.phase.PLAY
    table.click(table.hand_card("9s"))
    assert str(table.match.record.actions[-1]) == "meld 9s to #1"
    assert len(table.state.tables[0].by_id(1).cards) == 4


def test_while_the_pile_is_taken_a_clicked_card_joins_the_top_cards_group() -> None:
    table = samba_table("9: 9c 9d 9h", "Qc 7s", hand="7c 7d 9s Kc Ks Qd 5d")
    table.click(table.pile)
    assert table.state.taking is not None
    table.click(table.hand_card("7c"))
    assert str(table.match.record.actions[-1]) == "meld 7c to #2"
    table.click(table.hand_card("7d"))
    assert [str(card) for card in table.state.tables[0].by_id(2).cards] == ["7s", "7c", "7d"]
    assert table.state.taking is None



def test_cards_clicked_one_by_one_build_one_new_group() -> None:
    table = samba_table("h run: 5h 6h 7h", "Qc 4h", hand="4c Ts Tc Td Kc Ks Qd 5d")
    table.state.phase = table.state.phase.PLAY
    for ten in ("Tc", "Td", "Ts"):
        table.click(table.hand_card(ten))
    groups = [meld for meld in table.state.tables[0].melds if meld.key == "T"]
    assert [len(meld.cards) for meld in groups] == [3]
    assert [str(action) for action in table.match.record.actions] == ["meld Tc", "meld Td to #2", "meld Ts to #2"]


def test_a_clicked_card_goes_onto_the_group_not_yet_a_canasta() -> None:
    table = samba_table("9: 9c 9d 9h 9s 9c 9d 9h | 9: 9c 9d 9s", "Qc 4h", hand="4c 9h Kc Ks Qd 5d")
    table.state.phase = table.state.phase.PLAY
    table.click(table.hand_card("9h"))
    assert str(table.match.record.actions[-1]) == "meld 9h to #2"


def test_after_the_partners_yes_the_status_line_says_so_once():
    from canasta.ui.status import next_step

    text = ("canasta position 1\nrules: samba\nplayers: 4\nphase: play\ncurrent: 0\npermission: yes\nasked: yes\n"
            "hand 0: 7c 7d 7h 9s Kc\nhand 1: 4c 4d 4h 5h\nhand 2: 4c 4d 4h\nhand 3: 4c 4d 4h\nopened 0: yes\n"
            "table 0: 8: 8c 8d 8h 8s 8c 8d 8h | 9: 9c 9d 9h 9c 9d 9h 9h\nstock: 4h 5h 6h 7h 8h 9h\npile: 6c\n")
    match = Match(SAMBA, [SeatInfo("Ann", True)] + [SeatInfo(f"Bot {seat}", False, "random") for seat in (1, 2, 3)],
                  1)
    match.state = GameState.from_text(text, rules=SAMBA)
    said = next_step(match, "double")
    assert said.count("partner said yes") == 1, said
    assert "go out this turn" in said
