"""Rule sets of the player's own: written whole under data_dir()/rules, read back and
checked like the presets, a broken one told by file, key and line, never a crash."""

from __future__ import annotations

import pytest

from canasta.persistence.custom_rules import (
    custom_folder,
    custom_sets,
    delete_custom,
    key_for,
    load_custom,
    load_rule_set,
    save_custom,
    slug,
    title_problem,
)
from canasta.persistence.highscores import HighScores
from canasta.persistence.validation import check_preset
from canasta.variants.house_rules import with_house_rules
from canasta.variants.registry import available_presets, load_preset
from canasta.variants.yaml_source import ConfigError


def our_house():
    return with_house_rules(load_preset("classic"), ["seven_canastas", "pile_blocked_by_canasta"])


def test_a_rule_set_saved_reads_back_with_every_option():
    rules = our_house().replace({"target_score": 3000})
    saved = save_custom(rules, "Our house", "Classic with two house rules.", "Classic Canasta")
    assert saved.key == "custom:our-house"
    assert saved.path == custom_folder() / "our-house.yaml"
    assert saved.title == "Our house (yours)"
    loaded = load_custom("custom:our-house")
    assert (loaded.name, loaded.title, loaded.description) == ("custom:our-house", "Our house",
                                                               "Classic with two house rules.")
    assert "made from Classic Canasta" in loaded.source
    mine, theirs = loaded.to_options(), rules.to_options()
    assert {name: mine[name] for name in mine if name not in ("name", "title", "source", "description")} == \
        {name: theirs[name] for name in theirs if name not in ("name", "title", "source", "description")}
    assert loaded.canastas_to_win == 7 and loaded.pile_blocked_by_canasta and loaded.target_score == 3000
    text = saved.path.read_text(encoding="utf-8")
    assert "options:" in text and "canastas_to_win: 7" in text \
        and "packs: {2: 2, 3: 2, 4: 2, 6: 3}" in text


@pytest.mark.parametrize("preset", available_presets())
def test_every_preset_saved_as_a_rule_set_of_ones_own_plays_the_same(preset):
    rules = load_preset(preset)
    loaded = save_custom(rules, f"Mine {preset}", "", rules.title).rules
    assert {key: value for key, value in loaded.to_options().items() if key not in ("name", "title", "source",
                                                                                    "description")} == \
        {key: value for key, value in rules.to_options().items() if key not in ("name", "title", "source",
                                                                                "description")}


def test_the_name_a_player_gives_is_checked():
    assert title_problem("") == "Give the rule set a name."
    assert title_problem("   ") == "Give the rule set a name."
    assert title_problem("Classic Canasta") == ("\u201cClassic Canasta\u201d is a rule set that comes with the "
                                                "game: choose another name.")
    assert title_problem("samba") == title_problem("SAMBA") == ("\u201cSamba\u201d is a rule set that comes with "
                                                                "the game: choose another name.")
    assert title_problem("modern_american") is not None
    assert title_problem("!!!") == "The name needs at least one letter or digit."
    assert title_problem("x" * 41) == "The name is too long: at most 40 letters."
    assert title_problem("Our house") is None
    with pytest.raises(ValueError, match="comes with the game"):
        save_custom(our_house(), "Canasta for Windows", "", "Classic Canasta")


def test_the_key_is_the_file_name_and_never_a_presets_name():
    assert slug("Our House!") == "our-house" and key_for("Grandma's rules") == "custom:grandma-s-rules"
    assert all(not name.startswith("custom:") for name in available_presets())
    assert check_preset("custom:our-house") == "custom:our-house"  # settings, high scores and statistics take it
    with pytest.raises(ValueError):
        check_preset("custom:Our House")


def test_high_scores_of_a_rule_set_of_ones_own_go_under_its_name():
    scores = HighScores()
    scores.submit("beginner", "custom:our-house", "Ann", 500)
    assert [entry.name for entry in scores.table("beginner", "custom:our-house")] == ["Ann"]
    assert scores.table("beginner", "classic") == []


def test_a_file_edited_by_hand_into_a_wrong_value_is_listed_with_its_file_key_and_line():
    save_custom(our_house(), "Our house", "", "Classic Canasta")
    path = custom_folder() / "our-house.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("target_score: 5000", "target_score: lots"), encoding="utf-8")
    line = next(number for number, row in enumerate(text.splitlines(), start=1) if "target_score" in row)
    [entry] = custom_sets()
    assert entry.rules is None and entry.title == "our-house.yaml (yours): cannot be played"
    assert (entry.error.filename, entry.error.key, entry.error.line) == (str(path), "options.target_score", line)
    assert f"our-house.yaml, line {line}, key 'options.target_score'" in str(entry.error)
    with pytest.raises(ConfigError):
        load_rule_set("custom:our-house")


def test_a_file_that_is_not_yaml_is_listed_as_broken_and_nothing_crashes():
    (custom_folder() / "mess.yaml").write_text("options: [unclosed\n", encoding="utf-8")
    (custom_folder() / "empty.yaml").write_bytes(b"\xff\xfe")
    save_custom(our_house(), "Our house", "", "Classic Canasta")
    entries = custom_sets()
    assert [entry.key for entry in entries] == ["custom:our-house", "custom:empty", "custom:mess"]
    assert "not valid YAML" in str(entries[2].error) and "line" in str(entries[2].error)


def test_a_rule_set_that_is_gone_says_so():
    with pytest.raises(ConfigError, match="no longer there"):
        load_rule_set("custom:gone")
    save_custom(our_house(), "Our house", "", "Classic Canasta")
    delete_custom("custom:our-house")
    assert custom_sets() == []
    assert load_rule_set("classic") == load_preset("classic")


def test_the_name_written_in_the_file_gives_way_to_its_file_name():
    path = save_custom(our_house(), "Our house", "", "Classic Canasta").path
    path.write_text(path.read_text(encoding="utf-8").replace("name: custom:our-house", "name: classic"),
                    encoding="utf-8")
    assert load_custom("custom:our-house").name == "custom:our-house"


def test_the_settings_remember_a_rule_set_of_ones_own_by_its_file_name():
    import dataclasses

    from canasta.persistence.settings import RuleChoice, load_defaults, load_user_settings, save_user_settings

    mine = dataclasses.replace(load_defaults(), rules=RuleChoice("custom:our-house", {"target_score": 3000}))
    save_user_settings(mine)
    settings, messages = load_user_settings()
    assert settings.rules == RuleChoice("custom:our-house", {"target_score": 3000}) and messages == []
