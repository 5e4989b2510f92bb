"""The house rules file: every entry read and checked, and a broken file answered with
the file, the key and the line."""

import pytest

from canasta.variants import available_presets, load_preset
from canasta.variants.house_rules import applies_to, house_rules, read_house_rules, rules_named, with_house_rules
from canasta.variants.yaml_source import ConfigError


def test_the_encyclopedias_variations_are_all_there():
    names = [rule.name for rule in house_rules()]
    assert names == ["pile_blocked_by_canasta", "wild_fewer_than_naturals", "jokers_not_discarded",
                     "meld_before_pile", "seven_canastas", "thirteen_cards", "natural_pair", "concealed_bonus",
                     "three_wild_cards", "pile_to_stock", "ten_cards"]
    assert all(rule.title and rule.description.endswith((".", ")")) for rule in house_rules())


def test_every_standard_pack_rule_set_takes_every_house_rule_at_once():
    for preset in available_presets():
        rules = load_preset(preset)
        if applies_to(rules):
            everything = with_house_rules(rules)
            assert all(rule.is_on(everything) for rule in house_rules()), preset
    assert not applies_to(load_preset("kanastic"))


def test_a_preset_with_every_house_rule_is_named_with_plus_house():
    assert rules_named("classic+house") == with_house_rules(load_preset("classic"))
    assert rules_named("windows") == load_preset("windows")


@pytest.mark.parametrize("text, key, line, words", [
    ("- name: a\n  title: A\n  description: B.\n  options: {no_such_option: 1}\n",
     "0.options.no_such_option", 4, "there is no rule option of this name"),
    ("- name: a\n  title: A\n  description: B.\n  options:\n    canastas_to_win: 1\n",
     "0.options.canastas_to_win", 5, "2"),
    ("- name: a\n  title: A\n  options: {pile_always_frozen: true}\n", "0", 1, "'description' is missing"),
    ("- name: a\n  title: A\n  description: B.\n  options: {pile_always_frozen: true}\n"
     "- name: a\n  title: C\n  description: D.\n  options: {pile_always_frozen: true}\n", "1.name", 5, "two house rules"),
    ("name: a\n", None, None, "a list of entries"),
])
def test_a_broken_house_rules_file_says_where(tmp_path, text, key, line, words):
    path = tmp_path / "house_rules.yaml"
    path.write_text(text)
    with pytest.raises(ConfigError) as caught:
        read_house_rules(path)
    error = caught.value
    assert (error.key, error.line) == (key, line)
    assert words in error.reason
    assert str(path) in str(error)
