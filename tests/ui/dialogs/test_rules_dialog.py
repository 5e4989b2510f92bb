"""Rule Options: validated changes, refusals with the engine's reason, read-only after the deal."""

from __future__ import annotations

import pygame
import pytest

from dataclasses import dataclass

from canasta.engine.rules.rule_groups import DEAL, GOING_OUT, GROUPS, WINDOWS, grouped_options, option
from canasta.engine.rules.rules import PerPlayers, Rules
from canasta.ui.dialogs import RulesDialog
from canasta.ui.dialogs.rule_text import IDENTITY_OPTIONS, option_words, sections, value_words
from canasta.variants.registry import load_preset


@pytest.fixture
def rules() -> Rules:
    return load_preset("windows")


def section_of(dialog: RulesDialog, name: str) -> int:
    """The page of the group (or Canasta for Windows' options) holding option `name`."""
    return next(index for index, page in enumerate(dialog.pages) if page.kind == "options" and name in page.names)


def show(ui, dialog: RulesDialog, name: str) -> None:
    """Click the page of the group holding option `name` in the list of pages."""
    tab = dialog._choices[0]
    ui.choose(tab, section_of(dialog, name))
    assert dialog.section == section_of(dialog, name)
    dialog.show_option(name)  # its row in view: the rows far from the view are not built


def test_every_option_has_a_place(rules):
    shown = [name for _, names in sections() for name in names]
    assert sorted(shown + list(IDENTITY_OPTIONS)) == sorted(Rules.option_names())


def test_values_by_number_of_players_are_asked_for_the_rule_sets_counts(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules.replace({"player_counts": [2, 4]}), True, ui.record))
    show(ui, dialog, "hand_size")
    assert dialog.fields["hand_size"].hint == "With 2 and 4 players."
    dialog.show_option("hand_size").entries[1].set_text("12")
    assert dialog.fields["players"].choices == (2, 4)
    ui.click(ui.button("OK"))
    assert ui.results == [{"hand_size": {2: 15, 4: 12}}]


def test_ok_without_changes_returns_an_empty_mapping(ui, rules):
    ui.open(RulesDialog(ui.context, rules, True, ui.record))
    ui.click(ui.button("OK"))
    assert ui.results == [{}]


def test_returns_valid_changes(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "target_score")
    ui.click(dialog.show_option("target_score").entry)
    dialog.show_option("target_score").entry.set_text("")
    ui.type_text("3000")
    dialog.show_option("hand_size").entries[2].set_text("12")
    show(ui, dialog, "pass_discard")
    ui.choose(dialog.show_option("pass_discard").choice, False)
    ui.choose(dialog.show_option("stock_exhausted").choice, "reshuffle")
    show(ui, dialog, "put_back_penalty")
    dialog.show_option("put_back_penalty").entry.set_text("")  # empty: taking the pile cannot be undone
    ui.click(ui.button("OK"))
    changes = ui.results[0]
    assert changes == {"target_score": 3000, "hand_size": {2: 15, 3: 13, 4: 12, 5: 11, 6: 13}, "pass_discard": False,
                       "stock_exhausted": "reshuffle", "put_back_penalty": None}
    changed = rules.replace(changes)
    assert changed.target_score == 3000 and changed.hand_size[4] == 12 and changed.put_back_penalty is None


def test_refuses_an_invalid_value_with_the_reason(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "target_score")
    dialog.show_option("target_score").entry.set_text("30")
    ui.click(ui.button("OK"))
    assert ui.results == []
    assert ui.top is dialog
    assert "30 is too small (at least 100)" in ui.labels()
    dialog.show_option("target_score").entry.set_text("4000")
    ui.click(ui.button("OK"))
    assert ui.results == [{"target_score": 4000}]


def test_a_refused_value_in_another_group_opens_its_tab(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "canasta_size")
    dialog.show_option("canasta_size").entry.set_text("99")
    show(ui, dialog, "target_score")
    ui.key(pygame.K_RETURN)
    assert dialog.section == section_of(dialog, "canasta_size")
    assert "99 is too large (at most 13)" in ui.labels()
    assert any(text.endswith("\u2022") for text in (button.text for button in dialog._choices[0].buttons))


def test_refuses_values_that_contradict_each_other(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "meld_min_naturals")
    dialog.show_option("meld_min_naturals").entry.set_text("5")
    ui.click(ui.button("OK"))
    assert ui.results == []
    assert "A meld cannot need more natural cards than cards" in ui.labels()


def test_names_the_number_of_players_of_a_refused_value(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "hand_size")
    dialog.show_option("hand_size").entries[1].set_text("0")
    ui.click(ui.button("OK"))
    assert "With three players: 0 is too small (at least 1)" in ui.labels()


def test_read_only_after_the_deal(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules, False, ui.record))
    assert any("immediately after the cards have been dealt" in text for text in ui.labels())
    assert [button.text for button in ui.buttons() if button.text in ("OK", "Cancel", "Close")] == ["Close"]
    show(ui, dialog, "target_score")
    assert not dialog.show_option("target_score").entry.is_enabled
    assert all(not entry.is_enabled for entry in dialog.show_option("hand_size").entries)
    choice = dialog.show_option("partnerships").choice
    ui.choose(choice, False)
    assert choice.value is True  # nothing can be picked
    ui.click(ui.button("Close"))
    assert ui.results == [None]


def test_cancel_returns_none(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "target_score")
    dialog.show_option("target_score").entry.set_text("3000")
    ui.key(pygame.K_ESCAPE)
    assert ui.results == [None]


def test_canasta_for_windows_seven_options_come_after_the_rule_sets_own_page_in_its_words(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    assert dialog.section == 0 and dialog.groups[0][0] == "This rule set"
    title, names = dialog.groups[1]
    assert title == "Canasta for Windows options"
    assert names == ["canasta_required_for_positive_score", "canastas_to_go_out", "cards_drawn",
                     "red_three_replaced_when_drawn", "red_three_discard_allowed", "pile_top_to_canasta",
                     "top_card_counts_for_initial_meld"]
    groups = [page.names for page in dialog.pages[2:] if page.kind == "options"]
    assert all(name not in other for other in groups for name in names), "each option once among the groups"
    ui.choose(dialog._choices[0], 1)
    shown = " ".join(getattr(element, "html_text", "") or getattr(element, "text", "") or ""
                     for element in ui.manager.get_sprite_group().sprites())
    for name in names:
        assert Rules.info(name).windows.title in shown
    assert option_words("cards_drawn") == "Cards drawn each turn: how many cards each player must draw in each turn."


def test_the_sections_are_the_groups_of_the_rules():
    assert [title for title, _ in sections()] == [WINDOWS.title] + [group.title for group in GROUPS]
    first = sections()[0][1]
    for (title, names), (group, members) in zip(sections()[1:], grouped_options(Rules)):
        assert title == group.title and names == [name for name in members if name not in first]
    assert IDENTITY_OPTIONS == ("name", "title", "source", "description")


def test_an_option_added_to_the_rules_with_a_group_appears_in_its_group():
    @dataclass(frozen=True)
    class MoreRules(Rules):
        foot_size: int = option(0, "Cards dealt face down to each player as a foot.", group=DEAL, place=55)
        stock_reshuffles: int = option(0, "How often the pile is shuffled into a new stock.", group=GOING_OUT)

    groups = dict(sections(MoreRules))
    deal = groups["Players and the deal"]
    assert deal[deal.index("hand_size") + 1:deal.index("first_player")] == ["foot_size"]
    assert groups["Going out and the end of a hand"][-1] == "stock_reshuffles"
    assert option_words("foot_size", MoreRules) == "Cards dealt face down to each player as a foot."
    shown = [name for _, names in sections(MoreRules) for name in names]
    assert sorted(shown) == sorted(set(MoreRules.option_names()) - set(IDENTITY_OPTIONS))
    assert [title for title, _ in sections(MoreRules)] == [title for title, _ in sections()]


KERNEL_WORDS = {"player_counts": "2 players, 3 players, 4 players, 5 players, 6 players", "partnerships": "Yes",
                "meld_kinds": "Groups of a rank, Black threes going out, Runs of a suit, Melds of wild cards",
                "melds_per_rank": "Several"}


def test_the_kernels_options_show_in_words(ui):
    rules = load_preset("classic").replace({"player_counts": [2, 3, 4, 5, 6], "melds_per_rank": "many",
                                            "meld_kinds": ["group", "threes", "run", "wild"]})
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    for name, words in KERNEL_WORDS.items():
        show(ui, dialog, name)
        labels = ui.labels()
        assert any(label.startswith(option_words(name)[:30]) for label in labels), name
        shown = {button.text for button in ui.buttons()}
        if name in ("partnerships", "melds_per_rank"):  # edited with buttons that read so
            assert words in shown
        else:  # a list: a toggle for each choice, ticked for those in the list
            assert {f"\u2611 {item}" for item in words.split(", ")} <= shown, name
    assert value_words("meld_kinds", rules.meld_kinds) == KERNEL_WORDS["meld_kinds"]
    assert value_words("meld_kinds", load_preset("classic").meld_kinds) == "Groups of a rank, Black threes going out"


def test_values_for_six_counts_fit_beside_their_description(ui):
    rules = load_preset("classic").replace({"player_counts": [2, 3, 4, 5, 6]})
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "hand_size")
    field = dialog.fields["hand_size"]
    assert field.hint == "With 2, 3, 4, 5 and 6 players."
    assert len(field.entries) == 5
    area = dialog.scroller.get_container().get_abs_rect()
    for entry in field.entries:
        assert area.left <= entry.get_abs_rect().left and entry.get_abs_rect().right <= area.right
    field.entries[4].set_text("9")
    ui.click(ui.button("OK"))
    assert ui.results == [{"hand_size": {2: 15, 3: 13, 4: 11, 5: 11, 6: 9}}]


def test_the_red_threes_points_are_changed_entry_by_entry(ui, rules):
    """Each red three and all four together, as Canasta for Windows' rules give them."""
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "red_three_points")
    field = dialog.fields["red_three_points"]
    assert [field._words(key) for key in field.keys] == ["each", "4 together"]
    field.entries[0].set_text("150")
    ui.click(ui.button("OK"))
    assert ui.results == [{"red_three_points": {"each": 150, "4": 800}}]
    changed = rules.replace(ui.results[0])
    assert changed.red_three_points.points(3, 4) == 450 and changed.red_three_points.points(4, 4) == 800


def test_a_red_threes_table_left_empty_is_refused_with_the_reason(ui, rules):
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "red_three_points")
    dialog.show_option("red_three_points").entries[1].set_text("")
    ui.click(ui.button("OK"))
    assert ui.results == [] and ui.top is dialog
    assert dialog.errors["red_three_points"] == "4 red threes: a whole number is needed, not ''"


def test_the_canastas_of_a_kind_needed_to_go_out_are_changed_kind_by_kind(ui):
    rules = load_preset("bolivia")
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "canastas_to_go_out_of_kind")
    field = dialog.fields["canastas_to_go_out_of_kind"]
    assert field.captions == ["natural", "mixed", "escaleras", "bolivias"]
    assert [entry.get_text() for entry in field.entries] == ["0", "0", "1", "0"]
    field.entries[2].set_text("0")
    field.entries[0].set_text("1")
    ui.click(ui.button("OK"))
    assert ui.results == [{"canastas_to_go_out_of_kind": {"natural": 1}}]
    assert rules.replace(ui.results[0]).canastas_to_go_out_of_kind == (("natural", PerPlayers.of(1)),)


def test_a_kind_no_meld_of_the_rule_set_makes_is_refused_with_the_reason(ui):
    rules = load_preset("samba")
    dialog = ui.open(RulesDialog(ui.context, rules, True, ui.record))
    show(ui, dialog, "canastas_to_go_out_of_kind")
    field = dialog.fields["canastas_to_go_out_of_kind"]
    assert field.captions == ["natural", "mixed", "sambas"]
    show(ui, dialog, "meld_kinds")
    ui.choose(dialog.show_option("meld_kinds").toggles, "run")  # no more runs ...
    show(ui, dialog, "canastas_to_go_out_of_kind")
    dialog.show_option("canastas_to_go_out_of_kind").entries[2].set_text("1")  # ... and a samba wanted
    ui.click(ui.button("OK"))
    assert ui.results == [] and ui.top is dialog
    assert dialog.errors["canastas_to_go_out_of_kind"] == (
        "Going out would need a run of seven, and no meld of the rule set makes one: allow runs of a suit "
        "(run in meld_kinds)")
