"""Help explains the house rules that change what a player sees at the table, and the
game-over dialog names a side that won by its canastas."""

from __future__ import annotations

import html

from canasta.ui.dialogs.help_text import topic_html
from canasta.variants.house_rules import with_house_rules
from canasta.variants.registry import load_preset


def test_scoring_help_gives_the_canastas_that_win_the_game():
    page = html.unescape(topic_html("scoring", with_house_rules(load_preset("classic"), ["seven_canastas"]), 20))
    assert "7 canastas on a side's table at the end of a turn: <b>5000</b>, the hand ends and that side wins the " \
           "game" in page
    assert "canastas on a side's table at the end" not in html.unescape(topic_html("scoring", load_preset("classic"), 20))


def test_the_questions_page_says_a_canasta_blocks_the_pile():
    rules = with_house_rules(load_preset("classic"), ["pile_blocked_by_canasta"])
    page = html.unescape(topic_html("faq", rules, 20))
    assert "Nor can your side take it when its top card is of a rank in which your side has a canasta." in page



def test_the_game_over_dialog_names_a_winner_behind_on_the_totals(ui):
    from canasta.ui.dialogs.scoring import GameOverDialog

    ui.open(GameOverDialog(ui.context, ["Ann & Bob", "Cy & Di"], [4900, 5210], ui.record, won_with=(0, "7 canastas")))
    assert "Ann & Bob won with 7 canastas (4900 to 5210 points)." in " ".join(ui.labels())
