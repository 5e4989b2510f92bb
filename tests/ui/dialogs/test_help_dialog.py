"""Help: every topic opens; the Rules and Scoring pages come from the rules in play."""

from __future__ import annotations

import html

import pytest

from canasta.ui.dialogs import HelpDialog
from canasta.ui.dialogs.help_text import TOPICS, topic_html
from canasta.ui.dialogs.rule_text import option_words, sections, value_words
from canasta.variants.registry import load_preset


@pytest.mark.parametrize("topic", [topic for topic, _ in TOPICS])
def test_each_topic_opens_and_closes(ui, topic):
    dialog = ui.open(HelpDialog(ui.context, topic, load_preset("windows"), ui.record))
    assert dialog.text_box.html_text == topic_html(topic, load_preset("windows"), dialog.metrics.font("large"))
    ui.click(ui.button("Close"))
    assert ui.results == [None]


def test_the_rules_page_states_every_option_with_its_value():
    rules = load_preset("classic").replace({"target_score": 7500, "pass_discard": True})
    page = html.unescape(topic_html("rules", rules, 20))
    assert rules.title in page
    for _, names in sections():
        for name in names:
            assert f"{option_words(name)} <b>{value_words(name, getattr(rules, name))}</b>" in page
    assert "<b>7500</b>" in page


def test_the_scoring_page_follows_the_rules():
    rules = load_preset("windows").replace({"natural_canasta_bonus": 600, "going_out_bonus": 150})
    page = topic_html("scoring", rules, 20)
    assert "Natural canasta (no wild cards): <b>600</b>" in page
    assert "Going out: <b>150</b>" in page
    assert "Jokers: <b>50 points</b>" in page
    assert "Score below 0: <b>15 points</b>" in page


def test_the_topic_tabs_switch_pages(ui):
    dialog = ui.open(HelpDialog(ui.context, "rules", load_preset("windows"), ui.record))
    ui.click(ui.button("Keys"))
    assert dialog.topic == "keys"
    assert "F11" in dialog.text_box.html_text


def test_an_unknown_topic_is_refused(ui):
    with pytest.raises(ValueError):
        HelpDialog(ui.context, "index", load_preset("windows"), ui.record)
