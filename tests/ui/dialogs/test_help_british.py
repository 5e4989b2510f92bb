"""Help under British Canasta: Acaba is explained where a player looks for it, and nowhere
under rules without it."""

from __future__ import annotations

import html

from canasta.ui.dialogs.help_text import topic_html
from canasta.variants.registry import load_preset


def page(topic: str, preset: str) -> str:
    return html.unescape(topic_html(topic, load_preset(preset), 20))


def test_british_help_explains_acaba_in_how_to_play_scoring_and_questions():
    assert "<b>Acaba</b>: to concede the hand, press <b>Acaba</b> at any point of your turn" in page("howto", "british")
    assert "Acaba: the hand ends at once; every other side scores <b>1500</b> for it" in page("scoring", "british")
    faq = page("faq", "british")
    assert "What is Acaba? When should I say it?" in faq
    assert "May I say Acaba?" in faq


def test_classic_help_says_nothing_of_acaba():
    for topic in ("howto", "scoring", "faq"):
        assert "Acaba" not in page(topic, "classic")
