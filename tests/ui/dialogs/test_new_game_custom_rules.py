"""New Game and the player's own rule sets: listed after the presets, chosen like one, a
broken file told (file, key, line) and never played, a vanished one replaced by classic."""

from __future__ import annotations

import pytest

from canasta.persistence.custom_rules import custom_folder, save_custom
from canasta.persistence.paths import HOME_VARIABLE
from canasta.ui.dialogs import GameSetup, NewGameDialog, RulesDialog, SeatSetup
from canasta.ui.dialogs.message import MessageDialog
from canasta.ui.dialogs.rule_set_name import RuleSetNameDialog
from canasta.ui.options import load_rules
from canasta.variants.house_rules import house_rules, with_house_rules
from canasta.variants.registry import available_presets, load_preset

SEATS = [SeatSetup("Player"), SeatSetup("Computer", "computer", "advanced")]


@pytest.fixture(autouse=True)
def own_folder(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))


def saved_house(title: str = "Our house"):
    rules = with_house_rules(load_preset("classic"), ["seven_canastas", "ten_cards"])
    return save_custom(rules, title, "Classic with two house rules.", "Classic Canasta")


def menu_titles(dialog: NewGameDialog) -> list[str]:
    return [title for title, _ in dialog.titles]


def test_the_players_rule_sets_come_after_the_presets_marked_as_theirs(ui):
    saved_house()
    dialog = ui.open(NewGameDialog(ui.context, GameSetup("classic", SEATS), ui.record))
    presets = [load_preset(name).title for name in available_presets()]
    assert menu_titles(dialog) == presets + ["Our house (yours)"]
    ui.click(dialog._preset_menu)
    ui.click(ui.button("Our house (yours)"))
    assert dialog.preset == "custom:our-house"
    assert "Classic with two house rules." in " ".join(ui.labels())
    ui.click(ui.button("Start"))
    setup = ui.results[0]
    assert setup.preset == "custom:our-house" and setup.options == {}
    rules = load_rules(setup.preset, setup.options)
    assert rules.name == "custom:our-house" and rules.canastas_to_win == 7 and rules.pile_take_count == 10


def test_a_remembered_rule_set_of_ones_own_is_chosen_again(ui):
    saved_house()
    dialog = ui.open(NewGameDialog(ui.context, GameSetup("custom:our-house", SEATS, {"target_score": 3000}),
                                   ui.record))
    assert dialog.preset == "custom:our-house" and dialog.options == {"target_score": 3000}
    assert load_rules("custom:our-house", {"target_score": 3000}).target_score == 3000


def test_a_rule_set_whose_file_is_gone_falls_back_to_classic_with_a_note(ui):
    dialog = ui.open(NewGameDialog(ui.context, GameSetup("custom:our-house", SEATS), ui.record))
    assert dialog.preset == available_presets()[0] == "classic"
    assert ("Your rule set our-house.yaml is no longer there: Classic Canasta is chosen instead."
            in ui.labels())


def test_a_broken_file_is_listed_but_not_played_and_its_error_names_file_key_and_line(ui):
    path = saved_house().path
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("canastas_to_win: 7", "canastas_to_win: seven"), encoding="utf-8")
    line = next(number for number, row in enumerate(text.splitlines(), start=1) if "canastas_to_win:" in row)
    dialog = ui.open(NewGameDialog(ui.context, GameSetup("classic", SEATS), ui.record))
    assert menu_titles(dialog)[-1] == "our-house.yaml (yours): cannot be played"
    ui.click(dialog._preset_menu)
    ui.click(ui.button("our-house.yaml (yours): cannot be played"))
    message = ui.top
    assert isinstance(message, MessageDialog)
    assert message.text == (f"This rule set of yours cannot be played: our-house.yaml, line {line}, key "
                            f"'options.canastas_to_win': a whole number is needed, not 'seven'. Correct the "
                            f"file or delete it; it is in the folder {custom_folder()}.")
    ui.click(ui.button("OK"))
    assert ui.top is dialog and dialog.preset == "classic"
    ui.click(ui.button("Start"))
    assert ui.results[0].preset == "classic"


def test_house_rules_saved_as_a_rule_set_from_rule_options_start_the_game(ui):
    dialog = ui.open(NewGameDialog(ui.context, GameSetup("classic", SEATS), ui.record))
    ui.click(ui.button("Rule options\u2026"))
    rules_dialog = ui.top
    assert isinstance(rules_dialog, RulesDialog)
    rules_dialog.turn_house_rule(next(rule for rule in house_rules() if rule.name == "ten_cards"), True)
    ui.click(ui.button("Save as\u2026"))
    assert isinstance(ui.top, RuleSetNameDialog)
    ui.top.entry.set_text("Our house")
    ui.click(ui.button("Save"))
    assert ui.top is rules_dialog
    assert dialog.preset == "custom:our-house"
    rules_dialog.fields["target_score"].value = "3000"  # a change after saving: an option over the saved set
    ui.click(ui.button("OK"))
    assert ui.top is dialog
    assert "Our house (yours)" in menu_titles(dialog)
    ui.click(ui.button("Start"))
    setup = ui.results[0]
    assert (setup.preset, setup.options) == ("custom:our-house", {"target_score": 3000})
    rules = load_rules(setup.preset, setup.options)
    assert rules.pile_take_count == 10 and rules.target_score == 3000 and rules.title == "Our house"


def test_a_rule_set_of_ones_own_may_be_deleted_after_a_question(ui):
    path = saved_house().path
    dialog = ui.open(NewGameDialog(ui.context, GameSetup("custom:our-house", SEATS), ui.record))
    ui.click(ui.button("Delete rule set\u2026"))
    assert ui.top.text == "Delete your rule set \u201cOur house\u201d (our-house.yaml)? Games saved with it still load."
    ui.click(ui.button("Keep it"))
    assert path.exists() and dialog.preset == "custom:our-house"
    ui.click(ui.button("Delete rule set\u2026"))
    ui.click(ui.button("Delete"))
    assert ui.top is dialog and not path.exists()
    assert dialog.preset == "classic" and "Our house (yours)" not in menu_titles(dialog)
    assert "Delete rule set\u2026" not in {button.text for button in ui.buttons()}
