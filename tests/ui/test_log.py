"""The log says what happened, in the order it happened."""

from __future__ import annotations

import random

import pygame_gui

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, Card
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import MakeTable, deck_with

ANN = "7h 7d 7c Kh Kd 5s 6s 8s 9c Tc Jc Qd JK 2c 4h"
BOT = "4c 4d 5c 5d 6c 6d 8c 8d 9d 9h Th Td Jd Jh Qc"


def test_a_draw_of_two_cards_says_two(make_table: MakeTable) -> None:
    table = make_table(deck=deck_with([ANN, BOT], pile="Kc", draws="Ah As"), preset="classic")
    table.click(table.stock)
    assert table.match.rules.cards_drawn[2] == 2
    assert table.scene.log[-1] == "Ann draws 2 cards"


def test_a_drawn_red_three_is_logged_for_a_computer_too(make_table: MakeTable) -> None:
    table = make_table(deck=deck_with([ANN, BOT], pile="Kc", draws="Ah 3h 6h"),
                       prefs=Preferences(animation_speed="off"))
    table.click(table.stock)
    table.scene.attempt(Action("discard", (Card.parse("4h"),)))
    table.settle(1)
    drew = next(line for line in table.scene.log if line.startswith("Bot 2 draws"))
    replaced = table.match.rules.red_three_replaced_when_drawn
    assert drew == ("Bot 2 draws the 3\u2665, lays it out and draws a card" if replaced
                    else "Bot 2 draws the 3\u2665 and lays it out")


def test_a_line_from_the_end_of_a_turn_comes_after_the_move(make_table: MakeTable) -> None:
    table = make_table(deck=deck_with([ANN, BOT], pile="Kc", draws="Ah As"))
    table.match.on_turn_end = lambda record: table.scene.note("A new high score!")
    table.click(table.stock)
    table.scene.attempt(Action("discard", (Card.parse("4h"),)))
    assert list(table.scene.log)[-2:] == ["Ann discards 4\u2665", "A new high score!"]


def test_every_deal_is_logged_also_in_a_resumed_game() -> None:
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bob", False, "beginner")], seed=4)
    assert_dealt = lambda lines, hand: f"Hand {hand} is dealt" in lines  # noqa: E731
    rng = random.Random(1)
    while match.state.hand_number < 2:
        match.play(choose_random_action(match.legal(), rng))
    context = Context((1280, 800), pygame_gui.UIManager((1280, 800)))
    scene = TableScene(context, Match.from_record(match.record), Preferences(), threaded=False)
    assert assert_dealt(list(scene.log), 2)
    fresh = TableScene(Context((1280, 800), pygame_gui.UIManager((1280, 800))), Match(match.rules, match.seats, 3),
                       Preferences(), threaded=False)
    assert list(fresh.log) == ["Hand 1 is dealt"]


def test_del_after_taking_the_pile_says_why(make_table: MakeTable) -> None:
    table = make_table(deck=deck_with([ANN, BOT], pile="Kc", draws="Ah As"))
    table.click(table.pile)
    kings = table.state.tables[0].group("K")
    table.scene.attempt(Action("meld", (Card.parse("Kh"), Card.parse("Kd"), Card.parse("JK")), kings.id))
    assert table.state.taking is None
    table.scene.undo()
    assert "Taking the pile" in table.status()


def test_the_canasta_badge_is_explained_in_help() -> None:
    from canasta.ui.dialogs.help_play import howto_page

    page = howto_page(load_preset("windows"), 20)
    assert "red badge for a natural canasta" in page and "black one for a mixed canasta" in page


def test_a_rule_change_says_the_hand_is_dealt_again(tmp_path, monkeypatch) -> None:
    from canasta.ui.app import App

    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "beginner")], seed=2)
    app = App((1280, 800), False, None, Preferences(player_name="Ann", animation_speed="off"), match)
    try:
        app.commands._rules_changed({"wild_freezes_pile": False})
        assert app.table.match.rules.wild_freezes_pile is False
        assert "dealt again" in app.table.status_text()[0]
        assert any("rules were changed" in line for line in app.table.log)
    finally:
        app.table.computer.close()


def test_the_opening_discard_names_the_click_customize_chose(make_table: MakeTable) -> None:
    double = make_table(preset="kanastic", players=4)
    assert "(double right-click it)" in double.status()
    single = make_table(preset="kanastic", players=4, prefs=Preferences(discard_click="single"))
    assert "(right-click it)" in single.status()
