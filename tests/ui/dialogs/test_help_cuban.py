"""Help under Cuban and Uruguayan Canasta: what these rules add is explained where a player
looks for it."""

from __future__ import annotations

import html

from canasta.ui.dialogs.help_text import topic_html
from canasta.variants.registry import load_preset


def page(topic: str, preset: str) -> str:
    return html.unescape(topic_html(topic, load_preset(preset), 20))


def test_cuban_scoring_names_the_black_threes_set_aside_and_the_wild_canastas():
    scoring = page("scoring", "cuban")
    assert "Black threes set aside from a taken pile: <b>5</b> each, <b>100</b> for a side that set aside all" \
        in scoring
    assert "<b>4000</b>" in scoring and "<b>3000</b>" in scoring and "<b>2000</b>" in scoring
    assert "Red threes: " in scoring and "They count against a side without a canasta." in scoring
    assert "A meld holds at most 7 cards: once your side has a canasta of a rank" in scoring
    assert "Score 5000 or more: <b>150 points</b>" in scoring


def test_cuban_how_to_play_and_questions_explain_the_black_threes():
    assert "the black threes in it are set aside beside your side's melds" in page("howto", "cuban")
    assert "No black three may be discarded in your first turn of the hand" in page("faq", "cuban")


def test_uruguayan_adds_wild_canastas_and_an_always_frozen_pile_and_nothing_of_cuban():
    scoring, faq = page("scoring", "uruguayan"), page("faq", "uruguayan")
    assert "seven wild cards" in scoring and "<b>2000</b>" in scoring
    assert "The pile is always frozen" in faq
    assert "Black threes set aside" not in scoring and "black three may be discarded" not in faq
    assert "A meld holds at most" not in scoring


def test_classic_help_says_nothing_of_them():
    assert "Black threes set aside" not in page("scoring", "classic")
    assert "Why can't I discard my black three?" not in page("faq", "classic")
