"""The Rules help tells how five and six play a rule set (docs/rules/five-and-six.md)."""

from __future__ import annotations

from canasta.ui.dialogs.help_rules import five_and_six_words
from canasta.ui.dialogs.rule_text import minimum_meld_rows, value_words
from canasta.variants import load_preset


def test_classic_tells_five_sitting_out_and_six_in_either_seating_with_their_targets():
    words = five_and_six_words(load_preset("classic"))
    assert "one player of the side of three sits out, in turn" in words
    assert "Six play in two sides of three or three sides of two, 13 cards each, 2 canastas to go out" in words
    assert "(162 cards)" in words
    assert "Six play to 10000 points with two sides and to 7500 points with three sides." in words


def test_the_samba_family_seats_six_one_way_and_italian_is_not_played_by_five_or_six():
    assert "Six play in three sides of two," in five_and_six_words(load_preset("samba"))
    assert five_and_six_words(load_preset("italian")) == ""


def test_the_first_meld_of_150_is_told_for_a_game_to_10000_only():
    rules = load_preset("classic")
    assert minimum_meld_rows(rules.minimum_meld)[-2:] == [
        ("3000 or more", "120 points"), ("7500 or more", "150 points in a game to 10000")]
    assert value_words("target_score_by_seating", rules.target_score_by_seating) == \
        "six players in two sides: 10000; six players in three sides: 7500"
    assert value_words("red_three_points_by_players", rules.red_three_points_by_players) == \
        "with six players, 100 each; 5 together: 1000; 6 together: 1200"
