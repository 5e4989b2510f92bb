"""How to Play, Questions and Keys all say what the right mouse button does at the table
now: a double right-click discards unless Customize makes it a single one, and the help
opened from the table follows that setting."""

from __future__ import annotations

import html

import pytest

from canasta.engine import Action
from canasta.ui.dialogs import HelpDialog
from canasta.ui.dialogs.help_text import topic_html
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences, discard_click_words
from canasta.variants import load_preset

from table_kit import new_table

MOUSE_TOPICS = ("howto", "faq", "keys")


def page(topic: str, discard_click: str | None = None) -> str:
    rules = load_preset("windows")
    text = topic_html(topic, rules, 20) if discard_click is None else topic_html(topic, rules, 20, discard_click)
    return html.unescape(text).lower()


@pytest.mark.parametrize("discard_click, other", [("double", "single"), ("single", "double")])
def test_the_three_pages_name_the_same_click_and_how_to_change_it(discard_click: str, other: str) -> None:
    for topic in MOUSE_TOPICS:
        words = page(topic, discard_click)
        assert f"{discard_click_words(discard_click)} a card" in words, topic
        assert f"options \u2192 customize can make it a {other} right-click" in words, topic
        if discard_click == "single":
            assert "double right-click a card" not in words, topic


def test_unless_told_the_help_says_what_the_table_does_by_default() -> None:
    default = Preferences().discard_click
    for topic in MOUSE_TOPICS:
        assert page(topic) == page(topic, default)
    assert "double right-click a card" in page("howto")


def test_a_single_right_click_does_not_discard_by_default_and_the_help_says_a_double_one() -> None:
    table = new_table(seed=4, prefs=Preferences(animation_speed="off"))
    table.settle()
    table.click(table.stock)
    table.settle()
    hand = len(table.state.hands[0])
    sprite = next(sprite for sprite in table.scene.sprites.cards if sprite.zone == "hand" and sprite.owner == 0
                  and table.match.explain(Action("discard", (sprite.card,))) is None)
    table.click(sprite.rect.center, button=3)
    assert len(table.state.hands[0]) == hand, "one right-click only asks for a second"
    assert "again to discard it" in table.status()
    assert "double right-click a card" in page("faq", table.scene.prefs.discard_click)


def test_the_help_opened_from_the_table_follows_customize(tmp_path, monkeypatch) -> None:
    from canasta.ui.app import App

    monkeypatch.setenv("CANASTA_HOME", str(tmp_path))
    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=3)
    app = App((1280, 800), False, None, Preferences(animation_speed="off", discard_click="single"), match)
    app.command("help:faq")
    dialog = app.context.stack.top
    assert isinstance(dialog, HelpDialog)
    shown = html.unescape(dialog.text_box.html_text).lower()
    assert "right-click a card (options \u2192 customize can make it a double right-click)" in shown
