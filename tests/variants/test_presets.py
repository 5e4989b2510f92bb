from pathlib import Path

import pytest

from canasta.engine.rules.rules import Rules
from canasta.variants import available_presets, load_preset, load_rules_file, rules_with_options
from canasta.variants.yaml_source import ConfigError

PRESETS = Path(__file__).resolve().parents[2] / "canasta" / "variants" / "presets"


def test_the_shipped_presets_load():
    assert available_presets()[:2] == ["classic", "windows"]
    for name in available_presets():
        rules = load_preset(name)
        assert rules.name == name and rules.title and rules.source


def test_every_preset_lists_every_option():
    import yaml

    for path in PRESETS.glob("*.yaml"):
        options = yaml.safe_load(path.read_text())["options"]
        missing = set(Rules.option_names()) - set(options) - {"name", "title", "source", "description"}
        assert not missing, f"{path.name} leaves out {sorted(missing)}"


def test_every_option_has_a_description():
    for name in Rules.option_names():
        assert Rules.describe(name).endswith(".")


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "house.yaml"
    path.write_text(text)
    return path


@pytest.mark.parametrize("text, key, line, reason", [
    ("name: house\noptions:\n  players: 4\n  hand_sizes: 11\n", "options.hand_sizes", 4,
     "there is no rule option of this name"),
    ("name: house\noptions:\n  target_score: lots\n", "options.target_score", 3, "a whole number is needed"),
    ("name: house\noptions:\n  players: 7\n", "options.players", 3, "7 is not one of the allowed values"),
    ("name: house\noptions:\n  players: 6\n", "options.players", 3,
     "the usual number of players, 6, is not one of the numbers the rule set can be played with (2, 3 or 4)"),
    ("name: house\noptions:\n  player_counts: [4, 2]\n", "options.player_counts", 3, "in rising order"),
    ("name: house\noptions:\n  hand_size: {2: 15, 7: 13}\n", "options.hand_size", 3,
     "'7' is not a number of players (2, 3, 4, 5 or 6)"),
    ("name: house\ncolour: blue\n", "colour", 2, "unknown key"),
    ("name: house\noptions:\n  minimum_meld:\n    - {from: null, points: 15}\n    - {from: 0, points: -5}\n",
     "options.minimum_meld.1.points", 5, "-5 is too small"),
])
def test_a_broken_rule_file_names_the_file_the_key_and_the_line(tmp_path, text, key, line, reason):
    path = write(tmp_path, text)
    with pytest.raises(ConfigError) as error:
        load_rules_file(path)
    assert error.value.filename == str(path)
    assert error.value.key == key
    assert error.value.line == line
    assert reason in error.value.reason


def test_yaml_that_is_not_safe_is_refused(tmp_path):
    path = write(tmp_path, "name: !!python/object/apply:os.system ['echo hacked']\n")
    with pytest.raises(ConfigError) as error:
        load_rules_file(path)
    assert "YAML tag" in str(error.value) and error.value.line == 1


def test_an_unknown_preset_is_named():
    with pytest.raises(ConfigError) as error:
        load_preset("hearts")
    assert "there is no rule set called 'hearts'" in str(error.value)


def test_options_can_be_changed_on_top_of_a_preset():
    rules = rules_with_options("windows", {"canastas_to_go_out": 2})
    assert rules.canastas_to_go_out[2] == 2 and rules.name == "windows"
    with pytest.raises(ConfigError) as error:
        rules_with_options("windows", {"canastas_to_go_out": "two"}, source="config.yaml")
    assert str(error.value).startswith("config.yaml, key 'canastas_to_go_out'")


def test_a_value_by_number_of_players_reads_for_five_and_six_too():
    rules = load_preset("classic")
    assert [rules.hand_size[players] for players in (2, 3, 4, 5, 6)] == [15, 13, 11, 11, 13]
    house = rules.replace({"hand_size": {2: 15, 6: 9}, "cards_drawn": 2})
    # a missing number takes the nearest given, and of two as near, the smaller; but five,
    # who play a four-player hand, read what four read
    assert [house.hand_size[players] for players in (2, 3, 4, 5, 6)] == [15, 15, 15, 15, 9]
    assert [rules.replace({"hand_size": {3: 13, 6: 9}}).hand_size[players] for players in (4, 5)] == [13, 13]
    assert [house.cards_drawn[players] for players in (2, 3, 4, 5, 6)] == [2, 2, 2, 2, 2]


def test_the_presets_are_written_as_before():
    """A value by number of players keeps its form, and player_counts at its default is
    left out of positions and records, so older texts are written back unchanged."""
    options = load_preset("classic").written_options()
    assert options["hand_size"] == {2: 15, 3: 13, 4: 11, 6: 13} and options["cards_drawn"] == {2: 2, 3: 1, 4: 1}
    assert load_preset("windows").written_options()["cards_drawn"] == 1
    assert options["player_counts"] == [2, 3, 4, 5, 6]
    # The options as a text of a classic game for two to four gave them are written back alike.
    older = load_preset("classic").replace({"player_counts": [2, 3, 4], "packs": 2, "six_player_sides": "three_of_two",
                                            "six_player_side_choices": ["three_of_two"],
                                            "target_score_by_seating": {}, "red_three_points_by_players": {},
                                            "hand_size": {2: 15, 3: 13, 4: 11},
                                            "canastas_to_go_out": {2: 2, 3: 1, 4: 1},
                                            "minimum_meld": [{"from": None, "points": 15}, {"from": 0, "points": 50},
                                                             {"from": 1500, "points": 90},
                                                             {"from": 3000, "points": 120}]})
    written = older.written_options()
    assert written["packs"] == 2 and "player_counts" not in written
    assert not {"six_player_sides", "six_player_side_choices", "target_score_by_seating",
                "red_three_points_by_players"} & set(written)


def test_the_rule_sets_are_offered_in_the_order_the_order_file_gives():
    from canasta.variants.registry import ORDER_FILE, available_presets

    listed = [line for line in ORDER_FILE.read_text().splitlines() if line and not line.startswith("#")]
    assert available_presets()[:len(listed)] == listed
    assert sorted(available_presets()) == sorted(path.stem for path in ORDER_FILE.parent.glob("*.yaml"))
