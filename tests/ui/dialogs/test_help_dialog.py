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
        HelpDialog(ui.context, "contents", load_preset("windows"), ui.record)


def test_the_index_names_every_topic_and_its_links_open_them(ui):
    import pygame
    import pygame_gui

    dialog = ui.open(HelpDialog(ui.context, "index", load_preset("windows"), ui.record))
    for topic, _ in TOPICS[1:]:
        assert f"href='{topic}'" in dialog.text_box.html_text
    pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_BOX_LINK_CLICKED, link_target="faq",
                                         ui_element=dialog.text_box, ui_object_id=""))
    ui.settle()
    assert dialog.topic == "faq"


@pytest.mark.parametrize("preset", ["windows", "classic", "kanastic"])
def test_the_questions_a_new_player_asks_are_answered(preset):
    page = html.unescape(topic_html("faq", load_preset(preset), 20))
    for question in ("Why can't I take the pile?", "Why can't I go out?", "What does * mean?",
                     "How do I play with a partner?"):
        assert question in page
    assert "*Pile" in page


def test_bolivias_help_says_what_going_out_needs_and_names_its_canastas():
    rules = load_preset("bolivia")
    faq = html.unescape(topic_html("faq", rules, 20))
    assert "Your side needs 2 canastas, an escalera among them, first (Rules)." in faq
    assert "An escalera or a bolivia shows its name on a gold badge." in faq
    scoring = html.unescape(topic_html("scoring", rules, 20))
    assert "Escalera (a run of seven): <b>1500</b>" in scoring
    assert "Bolivia (seven wild cards): <b>2500</b>" in scoring
    assert "Left in a hand when the hand ends, these cost more (or less) than on the table: " \
           "Black threes: 100 points." in scoring
    classic = html.unescape(topic_html("faq", load_preset("classic"), 20))
    assert "Your side needs 1 or 2 canastas first (Rules)." in classic and "gold badge" not in classic


def test_the_help_speaks_the_language_chosen_when_it_opens(ui):
    from canasta.language import set_language

    set_language("de")
    try:
        dialog = ui.open(HelpDialog(ui.context, "howto", load_preset("classic"), ui.record))
        assert dialog.window.window_display_title == "Hilfe"
        assert "Spielanleitung" in [button.text for button in ui.buttons()]
        assert "Talon" in dialog.text_box.html_text
        ui.click(ui.button("Schließen"))
    finally:
        set_language("en")
    assert ui.results == [None]
