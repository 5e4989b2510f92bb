"""The detailed scoring of a hand and the end of the game."""

from __future__ import annotations

import pygame

from canasta.engine.text.score_text import RESULT_FIGURES, side_from_figures
from canasta.engine.scoring.scoring import HandResult, SideScore
from canasta.ui.dialogs import GameOverDialog, ScoringDialog


def side(**known: int | bool) -> SideScore:
    """A side's score from the figures a position text writes, every figure not given at zero."""
    values = {name: 0 for name in RESULT_FIGURES} | {"multiplier": 1} | known
    return side_from_figures([int(values[name]) for name in RESULT_FIGURES], concealed=False)


WINNER = side(table_cards=285, hand_cards=15, natural_canastas=1, natural_canasta_points=500, red_threes=2,
              red_three_points=200, going_out=100, total=1070)
LOSER = side(table_cards=120, hand_cards=85, mixed_canastas=1, mixed_canasta_points=300, penalties=50, total=285)
RESULT = HandResult(hand_number=3, went_out=0, concealed=False, sides=(WINNER, LOSER))


def cell(dialog: ScoringDialog, row: str, side_index: int) -> str:
    return dialog.cells[(row, side_index)].text


def test_shows_the_numbers_of_the_hand(ui):
    dialog = ui.open(ScoringDialog(ui.context, RESULT, ["Player", "Computer"], [3120, 1845],
                                   "Hand 3: Player went out", on_close=ui.record))
    assert cell(dialog, "Cards on the table", 0) == "285"
    assert cell(dialog, "Cards in hand", 1) == "-85"
    assert cell(dialog, "Natural canastas", 0) == "500"
    assert cell(dialog, "Natural canastas", 1) == "0"  # a row only one side has
    assert cell(dialog, "Mixed canastas", 1) == "300"
    assert cell(dialog, "Red threes", 0) == "200"
    assert cell(dialog, "Going out", 0) == "100"
    assert cell(dialog, "Pile put back", 1) == "-50"
    assert cell(dialog, "Total", 0) == "1070"
    assert cell(dialog, "Total", 1) == "285"
    assert cell(dialog, "Game total", 0) == "3120"
    assert {"Player", "Computer", "(1)", "(2)"} <= set(ui.labels())
    ui.key(pygame.K_RETURN)
    assert ui.results == ["ok"]


def test_hidden_sides_show_question_marks_for_their_hands(ui):
    dialog = ui.open(ScoringDialog(ui.context, RESULT, ["Player", "Computer"], [3120, 1845], "Detailed scoring",
                                   hide_sides={1}, on_close=ui.record))
    assert cell(dialog, "Cards in hand", 1) == "?"
    assert cell(dialog, "Total", 1) == "?"
    assert cell(dialog, "Cards on the table", 1) == "120"  # the table is there for all to see
    assert cell(dialog, "Cards in hand", 0) == "-15"
    assert cell(dialog, "Game total", 1) == "1845"


def test_a_long_detail_becomes_a_note(ui):
    penalised = side(table_cards=60, hand_cards=40, canastas_missing=True, total=-100)
    result = HandResult(2, None, False, (WINNER, penalised))
    dialog = ui.open(ScoringDialog(ui.context, result, ["Anna", "Bert"], [500, -100], "Hand 2", on_close=ui.record))
    assert cell(dialog, "Cards on the table", 1) == "* -60"
    assert "* Bert: no canasta: counted against" in ui.labels()


def test_game_over_names_the_winner_and_the_margin(ui):
    ui.open(GameOverDialog(ui.context, ["Player", "Computer"], [5120, 3845], ui.record))
    assert "Player won by 1275 points." in ui.labels()
    ui.click(ui.button("New game"))
    ui.open(GameOverDialog(ui.context, ["Player", "Computer"], [5000, 5000], ui.record))
    assert "A tie: Player and Computer have 5000 points each." in " ".join(ui.labels())
    ui.click(ui.button("Close"))
    assert ui.results == ["new", None]


def test_a_partnership_name_too_long_for_its_column_takes_two_lines(ui):
    names = ["Player & Computer 2", "Computer & Computer 3"]
    dialog = ui.open(ScoringDialog(ui.context, RESULT, names, [1390, 3080], "Hand 1", on_close=ui.record))
    labels = ui.labels()
    assert "Player & Computer 2" not in labels  # it would be cut off at the column's edge
    header = [line for lines in dialog._header_lines() for line in lines]
    assert " ".join(header) == " ".join(names)
    whole = {"Player", "Computer", "Computer 2", "Computer 3"}
    assert all(line.removesuffix(" &") in whole for line in header), "broken only between names, never in one"
    assert set(header) <= set(labels)
    metrics = dialog.metrics
    assert all(metrics.text_width(ui.context.ui_manager, line, "heading", bold=True) <= metrics.px(180) for line in header)


def test_a_name_too_wide_for_its_column_alone_is_shortened_by_words_not_cut(ui):
    names = ["Maximilian Alexander & North-North-West", "Computer"]
    dialog = ui.open(ScoringDialog(ui.context, RESULT, names, [1390, 3080], "Hand 1", on_close=ui.record))
    lines = dialog._header_lines()[0]
    assert lines[0] in ("Maximilian &", "MA &") and lines[1] in ("North-North-West", "NNW")
    metrics = dialog.metrics
    assert all(metrics.text_width(ui.context.ui_manager, line, "heading", bold=True) <= metrics.px(180)
               for line in lines)
