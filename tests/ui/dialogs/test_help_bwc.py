"""Help and the Rules dialog under BWC Canasta: the word list is named where the rules are
listed, card values are told by letter (a J is worth 20, not "Jacks"), the table's ways
with words are explained, and nothing is said of threes the letter deck does not have."""

from __future__ import annotations

import html

from canasta.ui.dialogs.help_text import topic_html
from canasta.ui.dialogs.rule_fields import field_for
from canasta.ui.dialogs.rule_text import value_words
from canasta.variants.registry import load_preset


def page(topic: str, preset: str = "bwc") -> str:
    return html.unescape(topic_html(topic, load_preset(preset), 20))


def test_the_rules_name_the_word_list():
    rules = page("rules")
    assert "the word list, SCOWL English words up to size 50 (scowl-en-50)" in rules
    assert "<b>SCOWL English words up to size 50 (scowl-en-50)</b>" in rules
    assert "cards of the same rank" not in rules


def test_card_values_are_told_by_letter_not_by_playing_card_rank():
    scoring = page("scoring")
    assert "J, Q, X, Z: <b>20 points</b>" in scoring
    assert "A, E, I, O, L, N, R, S, T: <b>5 points</b>" in scoring
    assert "Stars: <b>50 points</b>" in scoring
    for rank_word in ("Jacks", "Kings", "Aces", "Tens", "gold cards"):
        assert rank_word not in scoring
    bwc = load_preset("bwc")
    assert value_words("card_values", bwc.card_values, bwc).startswith("Stars: 50 points; J, Q, X, Z: 20 points")
    assert ("20 points", "J, Q, X, Z") in field_for("card_values", bwc).lines()
    assert "Jacks" in value_words("card_values", load_preset("classic").card_values, load_preset("classic"))


def test_no_threes_are_spoken_of_where_the_deck_has_none():
    scoring = page("scoring")
    assert "Red threes" not in scoring and "red threes" not in scoring
    assert "Red threes" in page("scoring", "classic")


def test_how_to_play_tells_the_table_ways_with_words():
    howto = page("howto")
    for part in ("<b>Pick letters</b>", "<b>Lay a word</b>", "<b>Stars</b>", "<b>Put letters into a word</b>",
                 "<b>Join two words</b>", "<b>Take the pile</b>", "<b>Discard</b>"):
        assert part in howto
    assert "click a card in your hand to meld it" not in howto
    assert "CANASTA and CANASTAS score their bonus twice." in howto
    assert "Switch a letter" in howto and "must be natural" in howto
    assert "A switch may not put your words back as they were earlier in the turn" in howto
    no_switching = html.unescape(topic_html("howto", load_preset("bwc").replace({"switch_to_natural": False}), 20))
    assert "Switch a letter" not in no_switching


def test_the_questions_speak_of_words_and_of_no_frozen_pile():
    faq = page("faq")
    assert "You take the pile with a new word" in faq
    assert "Why was my word refused?" in faq
    assert "What does * mean?" not in faq and "What does * mean?" in page("faq", "classic")


def test_the_first_meld_table_tells_the_long_word_that_meets_it_and_the_deck_its_name():
    bwc = load_preset("bwc")
    assert value_words("minimum_meld", bwc.minimum_meld, bwc) == (
        "Below 1500: 50 points; 1500 to 2995: 90 points, or one word of 5 letters or more; "
        "3000 or more: 120 points, or one word of 6 letters or more")
    assert value_words("deck", "bwc", bwc) == "BWC letters"
