"""The active rules in a sentence: the rule set's title and what differs from it as
published; shown in Help, in the Load dialog and written into a saved game."""

from __future__ import annotations

import random

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine.game.record import GameRecord
from canasta.persistence.custom_rules import save_custom
from canasta.persistence.paths import HOME_VARIABLE
from canasta.persistence.saves import load_game, save_game
from canasta.ui.dialogs.help_text import topic_html
from canasta.ui.dialogs.rules_summary import rules_summary
from canasta.ui.dialogs.save_summary import summarize
from canasta.variants.house_rules import with_house_rules
from canasta.variants.registry import available_presets, load_preset


@pytest.fixture(autouse=True)
def own_folder(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))


def test_a_preset_as_published():
    assert rules_summary(load_preset("classic")) == "Classic Canasta, as published."
    assert rules_summary(load_preset("windows")) == "Canasta for Windows, as published."
    assert all(rules_summary(load_preset(name)).endswith(", as published.") for name in available_presets())


def test_house_rules_by_title_then_other_changes_in_a_few_words():
    rules = with_house_rules(load_preset("classic"), ["pile_blocked_by_canasta", "seven_canastas"])
    assert rules_summary(rules.replace({"target_score": 3000})) == (
        "Classic Canasta: house rules: The pile is blocked for canastas, Seven canastas win the game; "
        "also target score 3000.")


def test_changes_alone_and_many_changes_counted():
    assert rules_summary(load_preset("windows").replace({"partnerships": False})) == (
        "Canasta for Windows: changed: partnerships no.")
    rules = load_preset("samba").replace({"partnerships": False, "cards_drawn": 1, "target_score": 5000,
                                          "going_out_bonus": 300, "natural_canasta_bonus": 600})
    assert rules_summary(rules) == ("Samba: changed: partnerships no, cards drawn 1, target score 5000, "
                                    "natural canasta bonus 600, and 1 other option.")


def test_a_rule_set_of_ones_own_is_told_against_classic():
    rules = with_house_rules(load_preset("classic"), ["ten_cards"])
    mine = save_custom(rules, "Our house", "", "Classic Canasta").rules
    assert rules_summary(mine) == ("Our house (yours, from Classic Canasta): house rules: Only ten cards of the "
                                   "pile are taken.")
    plain = save_custom(load_preset("classic"), "Plain", "", "Classic Canasta").rules
    assert rules_summary(plain) == "Plain (yours, from Classic Canasta): the same rules."


def test_a_rule_set_of_ones_own_made_from_another_preset_is_told_against_it():
    rules = with_house_rules(load_preset("cuban"), ["pile_blocked_by_canasta", "ten_cards"])
    mine = save_custom(rules, "Friday Cuban", "", "Cuban Canasta").rules
    assert rules_summary(mine) == ("Friday Cuban (yours, from Cuban Canasta): house rules: The pile is blocked for "
                                   "canastas, Only ten cards of the pile are taken.")
    british = save_custom(load_preset("british").replace({"acaba_award": 1000}), "Cheap Acaba", "",
                          "British Canasta").rules
    assert rules_summary(british) == "Cheap Acaba (yours, from British Canasta): changed: acaba award 1000."


def test_the_help_on_the_rules_begins_with_the_summary():
    rules = with_house_rules(load_preset("classic"), ["seven_canastas"])
    page = topic_html("rules", rules, 20)
    assert "<b>These rules:</b> Classic Canasta: house rules: Seven canastas win the game." in page
    assert page.index("These rules:") < page.index("The game in short")


def played_record(rules, actions: int = 60) -> GameRecord:
    record = GameRecord(rules, 2, 5, seats=["Ann | human", "Computer | computer advanced"])
    state = record.new_state()
    rng = random.Random(5)
    for _ in range(actions):
        action = choose_random_action(state.legal_actions(), rng)
        state.play(action)
        record.actions.append(action)
    return record


def test_a_saved_game_tells_its_rules_in_the_load_dialog_and_in_the_file(tmp_path):
    rules = save_custom(with_house_rules(load_preset("classic"), ["seven_canastas"]), "Our house", "",
                        "Classic Canasta").rules
    record = played_record(rules)
    path = tmp_path / "ann.can"
    summary = rules_summary(rules)
    save_game(path, record, note=f"Rules: {summary}")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[:2] == ["canasta record",
                         "# Rules: Our house (yours, from Classic Canasta): house rules: Seven canastas win the game."]
    loaded = load_game(path)  # the comment is skipped: the game loads anywhere, even without the rule set file
    assert loaded.record.to_text() == record.to_text()
    assert loaded.state.rules.name == "custom:our-house" and loaded.state.rules.canastas_to_win == 7
    shown = summarize(path)
    assert shown.rules == summary and "Our house" in shown.when


def test_a_save_without_a_note_is_written_as_before(tmp_path):
    record = played_record(load_preset("classic"), 10)
    save_game(tmp_path / "plain.can", record)
    assert (tmp_path / "plain.can").read_text(encoding="utf-8") == record.to_text()
    assert summarize(tmp_path / "plain.can").rules == "Classic Canasta, as published."
