"""The Help in every language: each topic page of each rule set builds in German, Spanish and
Brazilian Portuguese with every placeholder filled, and English reads as it always did."""

from __future__ import annotations

import html
from collections.abc import Iterator

import pytest

from canasta.language import LANGUAGES, set_language
from canasta.ui.dialogs.help_page import with_article
from canasta.ui.dialogs.help_text import TOPICS, topic_html, topic_title
from canasta.variants.registry import available_presets, load_preset

TRANSLATED = [code for code in LANGUAGES if code != "en"]


@pytest.fixture
def speaking() -> Iterator[None]:
    """Each test leaves the table speaking English, whatever it switched to."""
    yield
    set_language("en")


def _text(page: str) -> str:
    """A page's words without its markup (tags and the href of the index's links)."""
    words, inside = [], False
    for char in page:
        if char == "<":
            inside = True
        elif char == ">":
            inside = False
        elif not inside:
            words.append(char)
    return html.unescape("".join(words))


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("preset", available_presets())
def test_every_page_of_every_rule_set_builds_with_its_placeholders_filled(speaking, code, preset):
    rules = load_preset(preset)
    set_language(code)
    for topic, _ in TOPICS:
        for click in ("double", "single"):
            words = _text(topic_html(topic, rules, 20, click))
            assert words.strip(), (preset, topic)
            assert "{" not in words and "}" not in words, (preset, topic, words)


def test_the_german_how_to_play_says_talon_under_a_german_heading(speaking):
    set_language("de")
    page = topic_html("howto", load_preset("classic"), 20)
    assert "Talon" in page
    assert "Dein Zug" in page and "Your turn" not in page
    assert "Ablagestapel" in page


@pytest.mark.parametrize("code, title", [("de", "Spielanleitung"), ("es", "Cómo se juega"),
                                         ("pt_BR", "Como jogar")])
def test_the_topic_titles_are_said_in_the_language(speaking, code, title):
    set_language(code)
    assert topic_title("howto") == title
    assert title in topic_html("index", load_preset("classic"), 20)


def test_the_english_titles_are_the_topics_own():
    assert [topic_title(topic) for topic, _ in TOPICS] == [title for _, title in TOPICS]


def test_english_reads_as_it_always_did_and_comes_back_after_another_language(speaking):
    rules = load_preset("classic")
    before = {topic: topic_html(topic, rules, 20) for topic, _ in TOPICS}
    assert "<b>Draw</b>: click the stock (the face-down cards) to draw." in before["howto"]
    assert "Click a topic to open it (or choose it above)." in before["index"]
    assert "Natural canasta (no wild cards): <b>500</b>" in before["scoring"]
    assert "the game ends after the hand in which a side reaches 5000 points" in before["rules"]
    set_language("es")
    assert topic_html("howto", rules, 20) != before["howto"]
    set_language("en")
    assert {topic: topic_html(topic, rules, 20) for topic, _ in TOPICS} == before


def test_only_english_puts_an_article_before_a_word(speaking):
    assert with_article("escalera") == "an escalera"
    assert with_article("samba") == "a samba"
    set_language("de")
    assert with_article("escalera") == "escalera"


def test_the_german_rules_and_scoring_pages_write_numbers_and_the_deck_as_german_does(speaking):
    rules = load_preset("classic").replace({"natural_canasta_bonus": 600})
    set_language("de")
    scoring = topic_html("scoring", rules, 20)
    assert "Reine Canasta (ohne wilde Karten): <b>600</b>" in scoring
    assert "Bestenliste" in scoring and "High scores" not in scoring
    page = topic_html("rules", rules, 20)
    assert "Gespielt wird mit 2 Blättern zu je 52 Karten und 4 Jokern (108 Karten); Joker und Zweien sind wild." in page
    assert "eine Partei 5.000 Punkte erreicht" in page


@pytest.mark.parametrize("code", TRANSLATED)
def test_pages_of_changed_options_build_in_every_language(speaking, code):
    rules = load_preset("classic").replace({"pass_discard": True, "pile_take_count": 5, "meld_max_cards": 7,
                                            "going_out_needs_discard": True, "must_ask_partner": True})
    set_language(code)
    for topic in ("howto", "faq", "rules", "scoring"):
        words = _text(topic_html(topic, rules, 20, "single"))
        assert "{" not in words and "}" not in words, (topic, words)
        assert "Why can't I" not in words and "Your turn" not in words
