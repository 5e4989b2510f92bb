"""Rule Options' pages: the rule set's own page (what differs from classic), Canasta for
Windows' options where they mean something, the groups, the house rules; Save as."""

from __future__ import annotations

import pygame
import pytest

from canasta.persistence.custom_rules import custom_sets, load_custom
from canasta.persistence.paths import HOME_VARIABLE
from canasta.ui.dialogs import RulesDialog
from canasta.ui.dialogs.rule_set_name import RuleSetNameDialog
from canasta.ui.dialogs.rule_text import option_words
from canasta.variants.house_rules import house_rules
from canasta.variants.registry import load_preset

from .conftest import Driver


@pytest.fixture(autouse=True)
def own_folder(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))


def page_labels(dialog: RulesDialog) -> list[str]:
    return [page.label for page in dialog.pages]


def open_page(ui, dialog: RulesDialog, label: str) -> None:
    ui.choose(dialog._choices[0], page_labels(dialog).index(label))


def shown_text(ui) -> str:
    return " ".join(ui.labels())


def house(name: str):
    return next(rule for rule in house_rules() if rule.name == name)


def house_toggle(dialog: RulesDialog, name: str):
    title = house(name).title
    toggle = dialog.show_house_rule(name)  # its row in view: the rows far from the view are not built
    assert toggle in dialog._choices and toggle.options == [(name, title)]
    return toggle


def click_house(ui, dialog: RulesDialog, name: str) -> None:
    """Scroll the house rules' page to the checkbox of `name` and click it."""
    toggle = house_toggle(dialog, name)
    assert dialog.scroller.rect.contains(next(iter(toggle.buttons)).get_abs_rect()), "the toggle is in view"
    ui.choose(toggle, name)


def test_the_pages_in_order(ui):
    dialog = ui.open(RulesDialog(ui.context, load_preset("classic"), True, ui.record))
    assert page_labels(dialog) == ["This rule set", "Windows options", "Deal", "Melds", "Pile", "Threes",
                                   "Going out", "Values", "House rules"]
    assert dialog.section == 0


def test_classics_own_page_says_it_is_the_classic_game(ui):
    dialog = ui.open(RulesDialog(ui.context, load_preset("classic"), True, ui.record))
    assert dialog.pages[0].names == []
    text = shown_text(ui)
    assert "This is the classic game: every option has the value of Classic Canasta." in text
    assert "From: " in text


def test_a_presets_own_page_lists_what_differs_from_classic_in_its_words(ui):
    rules = load_preset("windows")
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    classic = load_preset("classic").to_options()
    names = dialog.pages[0].names
    assert names and all(rules.to_options()[name] != classic[name] for name in names)
    assert "cards_drawn" in names and "red_three_replaced_when_drawn" in names and "target_score" not in names
    text = shown_text(ui)
    assert "What differs from Classic Canasta, in this rule set's words" in text
    assert option_words("red_three_replaced_when_drawn")[:30] in text
    assert "Here: No. Classic Canasta: Yes." in ui.labels()
    # The same editors as on the option's own page: a change here is a change.
    ui.choose(dialog.show_option("red_three_replaced_when_drawn").choice, True)
    ui.click(ui.button("OK"))
    assert ui.results == [{"red_three_replaced_when_drawn": True}]


def test_canasta_for_windows_red_three_options_only_where_red_threes_are_laid_out(ui):
    dialog = ui.open(RulesDialog(ui.context, load_preset("hand_and_foot"), True, ui.record))
    windows = dialog.pages[1]
    assert windows.title == "Canasta for Windows options"
    assert "red_three_replaced_when_drawn" not in windows.names and "cards_drawn" in windows.names
    kanastic = RulesDialog(ui.context, load_preset("kanastic"), True, ui.record)
    assert "red_three_discard_allowed" not in kanastic.pages[1].names
    assert "red_three_discard_allowed" in RulesDialog(ui.context, load_preset("classic"), True).pages[1].names


def test_house_rules_are_not_offered_for_the_kanastic_deck(ui):
    dialog = ui.open(RulesDialog(ui.context, load_preset("kanastic"), True, ui.record))
    assert "House rules" not in page_labels(dialog)


def test_a_house_rule_checked_sets_its_options_and_unchecked_gives_the_rule_sets_own_back(ui):
    rules = load_preset("classic").replace({"target_score": 3000})
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    open_page(ui, dialog, "House rules")
    assert "The pile is blocked for canastas" in {text.lstrip("\u2610\u2611 ") for text in
                                                   (button.text for button in ui.buttons())}
    assert house(("seven_canastas")).description in shown_text(ui)
    ui.choose(house_toggle(dialog, "seven_canastas"), "seven_canastas")
    ui.choose(house_toggle(dialog, "thirteen_cards"), "thirteen_cards")
    assert dialog.house_on(house("seven_canastas")) and dialog.house_on(house("thirteen_cards"))
    assert "\u2611 Seven canastas win the game" in {button.text for button in ui.buttons()}
    # On their own pages too
    open_page(ui, dialog, "Deal")
    assert [entry.get_text() for entry in dialog.show_option("hand_size").entries] == ["15", "13", "13", "13", "13"]
    open_page(ui, dialog, "House rules")
    ui.choose(house_toggle(dialog, "thirteen_cards"), "thirteen_cards")  # off again: 11 for four players
    assert not dialog.house_on(house("thirteen_cards"))
    assert dialog.fields["hand_size"].raw() == {2: 15, 3: 13, 4: 11, 5: 11, 6: 13}
    ui.click(ui.button("OK"))
    assert ui.results == [{"canastas_to_win": 7}]  # the bonus of 5000 is classic's already
    assert rules.replace(ui.results[0]).target_score == 3000


def test_turning_off_a_house_rule_the_rule_set_plays_gives_classics_value(ui):
    classic = load_preset("classic")
    rules = classic.replace(house("pile_to_stock").options)  # the pile becomes a new stock
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    open_page(ui, dialog, "House rules")
    assert dialog.house_on(house("pile_to_stock"))
    click_house(ui, dialog, "pile_to_stock")
    ui.click(ui.button("OK"))
    assert ui.results == [{name: classic.to_options()[name] for name in house("pile_to_stock").options}]
    assert ui.results[0]["stock_exhausted"] == classic.stock_exhausted != "reshuffle"


def test_house_rules_read_only_during_a_game(ui):
    dialog = ui.open(RulesDialog(ui.context, load_preset("classic"), False, ui.record))
    open_page(ui, dialog, "House rules")
    toggle = house_toggle(dialog, "seven_canastas")
    ui.choose(toggle, "seven_canastas")
    assert toggle.value == () and "Save as\u2026" not in {button.text for button in ui.buttons()}


def test_save_as_keeps_the_rules_shown_as_a_rule_set_of_ones_own(ui):
    saved = []
    dialog = ui.open(RulesDialog(ui.context, load_preset("classic"), True, ui.record, on_saved=saved.append))
    open_page(ui, dialog, "House rules")
    ui.choose(house_toggle(dialog, "seven_canastas"), "seven_canastas")
    ui.choose(house_toggle(dialog, "pile_blocked_by_canasta"), "pile_blocked_by_canasta")
    ui.click(ui.button("Save as\u2026"))
    ask = ui.top
    assert isinstance(ask, RuleSetNameDialog)
    ask.entry.set_text("Classic Canasta")
    ui.click(ui.button("Save"))
    assert ui.top is ask and ("\u201cClassic Canasta\u201d is a rule set that comes with the game: choose "
                              "another name.") == ask.error
    assert any("comes with the game" in text for text in ui.labels())
    ask.entry.set_text("")
    ui.click(ui.button("Save"))
    assert "Give the rule set a name." in ui.labels()
    ask.entry.set_text("Our house")
    ui.click(ui.button("Save"))
    assert ui.top is dialog
    assert [entry.key for entry in saved] == ["custom:our-house"]
    assert [entry.title for entry in custom_sets()] == ["Our house (yours)"]
    mine = load_custom("custom:our-house")
    assert mine.canastas_to_win == 7 and mine.pile_blocked_by_canasta and mine.title == "Our house"
    assert mine.description == ("Classic Canasta with house rules: The pile is blocked for canastas, "
                                "Seven canastas win the game.")
    assert dialog.rules.title == "Our house" and "Our house" in ui.labels()
    assert "Saved as \u201cOur house\u201d: New Game lists it with the rule sets." in ui.labels()
    ui.click(ui.button("Save as\u2026"))
    assert ui.top.entry.get_text() == "Our house"  # one's own set: its name is offered, typing goes on after it
    ui.type_text(" 2")
    assert ui.top.entry.get_text() == "Our house 2"
    ui.key(pygame.K_ESCAPE)
    ui.click(ui.button("OK"))
    assert ui.results == [{}]  # the changes are over the rule set saved


def test_save_as_refuses_values_that_cannot_be_used(ui):
    dialog = ui.open(RulesDialog(ui.context, load_preset("classic"), True, ui.record, on_saved=print))
    open_page(ui, dialog, "Deal")
    dialog.show_option("target_score").entry.set_text("30")
    ui.click(ui.button("Save as\u2026"))
    assert ui.top is dialog and custom_sets() == []
    assert "30 is too small (at least 100)" in ui.labels()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_list_of_pages_and_the_buttons_fit(size):
    ui = Driver(size)
    try:
        dialog = ui.open(RulesDialog(ui.context, load_preset("windows"), True, ui.record, on_saved=print))
        window = dialog.window.get_abs_rect()
        assert pygame.Rect((0, 0), size).contains(window)
        for button in list(dialog._choices[0].buttons) + [ui.button("OK"), ui.button("Save as\u2026")]:
            assert window.contains(button.get_abs_rect()), button.text
            assert dialog.metrics.text_width(ui.manager, button.text) < button.get_abs_rect().width, button.text
        nav = [button.get_abs_rect() for button in dialog._choices[0].buttons]
        assert all(upper.bottom <= lower.top for upper, lower in zip(nav, nav[1:]))
        assert nav[-1].right < dialog.scroller.get_abs_rect().left
    finally:
        while ui.context.stack.top is not None:
            ui.context.stack.pop()


@pytest.mark.parametrize("preset", ["classic", "windows"])
def test_every_house_rule_checked_reads_back_as_checked(ui, preset):
    """(A list option, the jokers that may not be discarded, once read back unchecked.)"""
    dialog = ui.open(RulesDialog(ui.context, load_preset(preset), True, ui.record))
    open_page(ui, dialog, "House rules")
    for rule in house_rules():
        dialog.turn_house_rule(rule, True)
        assert dialog.house_on(rule), rule.name


def test_jokers_may_not_be_discarded_checked_then_ok_plays_both_its_options(ui):
    """(Checked in the window, the list option was lost on OK: jokers were still discarded.)"""
    rules = load_preset("windows")
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    open_page(ui, dialog, "House rules")
    click_house(ui, dialog, "jokers_not_discarded")
    ui.click(ui.button("OK"))
    played = rules.replace(ui.results[0])
    assert [str(kind) for kind in played.undiscardable] == ["JK"] and played.undiscardable_going_out
