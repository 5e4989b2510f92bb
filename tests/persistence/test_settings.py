"""Shipped defaults (config.yaml) read strictly; the player's settings.yaml laid over them."""

from __future__ import annotations

import dataclasses
import errno
import os
import tempfile
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from canasta.persistence import (
    PersistenceError,
    RuleChoice,
    Seat,
    Settings,
    load_defaults,
    load_user_settings,
    save_user_settings,
    shipped_config_path,
)
from canasta.persistence.settings import (
    ANIMATION_SPEEDS,
    BACKGROUND_COLOURS,
    CARD_BACK_COLOURS,
    COMPUTER_DELAY_MAX_MS,
    DISCARD_CLICKS,
    LANGUAGE_CHOICES,
    Customize,
    Window,
    settings_to_data,
)
from canasta.persistence.schema import walk
from canasta.persistence.validation import COMPUTER_LEVELS
from canasta.variants.yaml_source import ConfigError, parse_yaml


def _customized(settings: Settings, **changes: object) -> Settings:
    return dataclasses.replace(settings, customize=dataclasses.replace(settings.customize, **changes))


def test_the_shipped_config_holds_the_documented_defaults() -> None:
    defaults = load_defaults()
    assert shipped_config_path() == Path(__file__).resolve().parents[2] / "config.yaml"
    assert (defaults.window.width, defaults.window.height, defaults.window.fullscreen) == (1280, 800, False)
    assert defaults.default_preset == "windows"
    assert defaults.seats == (Seat("Player", "human"), Seat("Computer", "computer", "beginner"))
    customize = defaults.customize
    assert (customize.player_name, customize.discard_click, customize.computer_level) == ("Player", "double", "beginner")
    assert (customize.card_back, customize.background, customize.four_colour_deck) == ("dark red", "dark green", False)
    assert (customize.computer_delay_ms, customize.animation_speed, customize.sound) == (0, "normal", True)
    assert defaults.rules == RuleChoice("windows", {})
    assert customize.card_back in CARD_BACK_COLOURS and customize.background in BACKGROUND_COLOURS


def test_every_line_of_the_shipped_config_is_commented() -> None:
    lines = shipped_config_path().read_text().splitlines()
    for number, line in enumerate(lines, start=1):
        if line.strip() and not line.lstrip().startswith("#"):
            commented = "#" in line or lines[number - 2].lstrip().startswith("#")
            assert commented, f"config.yaml line {number} has no comment: {line!r}"


def test_every_setting_is_declared_with_a_one_line_description() -> None:
    table = dict(walk(Settings))
    assert ("customize", "computer_delay_ms") in table and ("seats", "*", "level") in table
    for path, field in table.items():
        description = field.spec.description
        assert description.endswith(".") and "\n" not in description and len(description) <= 100, path


def _documentation(lines: list[str], number: int) -> str:
    """The comment on line `number` (1-based) and the comment lines right above it."""
    text = lines[number - 1].partition("#")[2]
    above = number - 2
    while above >= 0 and lines[above].lstrip().startswith("#"):
        text += " " + lines[above]
        above -= 1
    return text


def test_the_shipped_config_tells_every_range_and_choice_the_program_enforces() -> None:
    text = shipped_config_path().read_text()
    lines, where = text.splitlines(), parse_yaml(text, "config.yaml").lines
    for path, field in walk(Settings):
        keys = tuple("0" if key == "*" else key for key in path)  # a list's items: its first one
        sections = [keys[:end] for end in range(1, len(keys) + 1) if keys[:end] in where]
        said = " ".join(_documentation(lines, where[section]) for section in sections)
        spec, name = field.spec, ".".join(path)
        if spec.minimum is not None:
            assert f"{spec.minimum} to {spec.maximum}" in said, f"config.yaml does not say the range of {name}"
        for choice in spec.choices or ():
            assert choice in said, f"config.yaml does not name {choice!r} for {name}"


def _config_with(tmp_path: Path, old: str, new: str) -> Path:
    text = shipped_config_path().read_text()
    assert old in text
    path = tmp_path / "config.yaml"
    path.write_text(text.replace(old, new, 1))
    return path


@pytest.mark.parametrize(
    ("old", "new", "error"),
    [
        ("  width: 1280", "  width: wide", r"^config.yaml, line 7, key 'window.width': must be a whole number, not 'wide'$"),
        ("  fullscreen: false", "  fullscreen: no way", r"key 'window.fullscreen': must be true or false, not 'no way'$"),
        ("  computer_delay_ms: 0 ", "  computer_delay_ms: -5 ", r"key 'customize.computer_delay_ms': must be between 0 and 10000, not -5$"),
        ("computer_level: beginner", "computer_level: grandmaster", r"key 'customize.computer_level': must be one of: beginner, advanced, expert; not 'grandmaster'$"),
        ("  sound: true", "  sound: true\n  volume: 11", r"line 31, key 'customize.volume': unknown key \(expected: player_name, "),
        ("  - {name: Computer, kind: computer, level: beginner}", "", r"key 'seats': must have between 2 and 6 items, not 1$"),
        ("level: beginner}", "level: champion}", r"line 18, key 'seats.1.level': must be one of: beginner"),
        ("{name: Player, kind: human}", "{name: Player, kind: human, level: expert}", r"key 'seats.0.level': only computer seats have a level$"),
        ("default_preset: windows", "default_preset: [windows]", r"key 'default_preset': must be a preset name such as 'windows', not a list$"),
        ("  options: {}", "  options: {deck_count: [[2]]}", r"key 'rules.options.deck_count.0': must be a single value"),
        ("default_preset: windows", "default_preset: nosuch", r"^config.yaml, line 12, key 'default_preset': there is no shipped preset called 'nosuch' \(known: classic, windows, "),
        ("  preset: windows ", "  preset: custom:ours ", r"^config.yaml, line 35, key 'rules.preset': there is no shipped preset called 'custom:ours'"),
        ("  options: {}", "  options: {target_score: -3}", r"^config.yaml, line 36, key 'rules.options.target_score': -3 is too small \(at least 100\)$"),
        ("  options: {}", "  options: {no_such_option: 1}", r"^config.yaml, line 36, key 'rules.options.no_such_option': there is no rule option of this name$"),
        ("window:\n", "windows:\n", r"^config.yaml, line 6, key 'windows': unknown key"),
        ("  height: 800 ", "  # height: 800 ", r"^config.yaml, line 6, key 'window': the key 'height' is missing$"),
    ],
)
def test_a_wrong_config_names_file_key_and_line(tmp_path: Path, old: str, new: str, error: str) -> None:
    with pytest.raises(ConfigError, match=error):
        load_defaults(_config_with(tmp_path, old, new))


def test_a_missing_or_huge_config_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"^config.yaml: the file is missing$"):
        load_defaults(tmp_path / "config.yaml")
    (tmp_path / "config.yaml").write_bytes(b"#" * 2_000_000)
    with pytest.raises(ConfigError, match=r"^config.yaml: the file is too large \(1.9 MB; at most 256 KB was expected\)$"):
        load_defaults(tmp_path / "config.yaml")
    (tmp_path / "config.yaml").unlink()
    (tmp_path / "config.yaml").mkdir()
    with pytest.raises(ConfigError, match=r"^config.yaml: Could not read the shipped settings: config.yaml is not a regular file\.$"):
        load_defaults(tmp_path / "config.yaml")


def test_without_a_settings_file_the_defaults_are_used(canasta_home: Path) -> None:
    assert load_user_settings() == (load_defaults(), [])
    assert not (canasta_home / "config" / "settings.yaml").exists()


def test_the_settings_file_overlays_only_the_keys_it_has(canasta_home: Path) -> None:
    path = canasta_home / "config" / "settings.yaml"
    path.parent.mkdir(parents=True)
    path.write_text("customize:\n  computer_delay_ms: 750\nwindow: {fullscreen: true}\nrules: {options: {red_threes: 200, meld_max_wild: null}}\n")
    settings, messages = load_user_settings()
    defaults = load_defaults()
    assert messages == []
    assert settings.customize == dataclasses.replace(defaults.customize, computer_delay_ms=750)
    assert settings.window == dataclasses.replace(defaults.window, fullscreen=True)
    assert settings.rules == RuleChoice("windows", {"red_threes": 200, "meld_max_wild": None})
    assert settings.seats == defaults.seats


def test_an_empty_settings_file_changes_nothing(canasta_home: Path) -> None:
    path = canasta_home / "config" / "settings.yaml"
    path.parent.mkdir(parents=True)
    path.write_text("# nothing yet\n")
    assert load_user_settings() == (load_defaults(), [])


def test_saving_writes_only_what_differs(canasta_home: Path) -> None:
    defaults = load_defaults()
    mine = _customized(defaults, player_name="Zoë", animation_speed="fast", sound=False)
    mine = dataclasses.replace(mine, seats=mine.seats + (Seat("Robot", "computer", "expert"),))
    save_user_settings(mine)

    written = yaml.safe_load((canasta_home / "config" / "settings.yaml").read_text(encoding="utf-8"))
    assert written == {
        "seats": [
            {"name": "Player", "kind": "human"},
            {"name": "Computer", "kind": "computer", "level": "beginner"},
            {"name": "Robot", "kind": "computer", "level": "expert"},
        ],
        "customize": {"player_name": "Zoë", "animation_speed": "fast", "sound": False},
    }
    assert load_user_settings() == (mine, [])


def test_saving_the_defaults_writes_an_empty_mapping(canasta_home: Path) -> None:
    save_user_settings(load_defaults())
    assert yaml.safe_load((canasta_home / "config" / "settings.yaml").read_text()) == {}


def test_options_that_equal_the_defaults_only_loosely_still_count_as_changed(tmp_path: Path) -> None:
    defaults = dataclasses.replace(load_defaults(), rules=RuleChoice("windows", {"bonus": 1, "limit": 3, "same": 2}))
    mine = dataclasses.replace(defaults, rules=RuleChoice("windows", {"bonus": True, "limit": None, "same": 2}))
    path = tmp_path / "settings.yaml"
    save_user_settings(mine, path, defaults)
    assert yaml.safe_load(path.read_text()) == {"rules": {"options": {"bonus": True, "limit": None}}}
    settings, _ = load_user_settings(path, defaults)
    assert settings == mine and settings.rules.options["bonus"] is True


def test_rule_options_that_are_lists_or_by_number_of_players_are_kept(tmp_path: Path) -> None:
    options = {"meld_kinds": ["group", "threes", "run"], "player_counts": [3, 4], "players": 3,
               "hand_size": {3: 12, 4: 11}}
    mine = dataclasses.replace(load_defaults(), rules=RuleChoice("windows", options))
    path = tmp_path / "settings.yaml"
    save_user_settings(mine, path)
    settings, messages = load_user_settings(path)
    assert (settings, messages) == (mine, [])
    assert settings.rules.options["hand_size"] == {3: 12, 4: 11}


def test_invalid_settings_are_refused_before_anything_is_written(canasta_home: Path) -> None:
    save_user_settings(_customized(load_defaults(), computer_delay_ms=100))
    before = (canasta_home / "config" / "settings.yaml").read_bytes()
    with pytest.raises(ValueError, match="key 'customize.computer_delay_ms': must be between 0 and 10000, not -1"):
        save_user_settings(_customized(load_defaults(), computer_delay_ms=-1))
    with pytest.raises(ValueError, match="key 'customize.card_back': must be one of"):
        save_user_settings(_customized(load_defaults(), card_back="tartan"))
    with pytest.raises(ValueError, match="These settings cannot be saved"):
        save_user_settings(dataclasses.replace(load_defaults(), rules=RuleChoice("windows", {"deck": object()})))
    assert (canasta_home / "config" / "settings.yaml").read_bytes() == before


def test_an_invalid_settings_file_is_set_aside_and_the_defaults_used(canasta_home: Path) -> None:
    path = canasta_home / "config" / "settings.yaml"
    path.parent.mkdir(parents=True)
    path.write_text("customize:\n  computer_delay_ms: -20\n")
    settings, messages = load_user_settings()
    assert settings == load_defaults()
    assert messages[0].startswith(
        "Could not use your settings (settings.yaml, line 2, key 'customize.computer_delay_ms': "
        "must be between 0 and 10000, not -20). The file was kept as settings.yaml.damaged-"
    )
    assert messages[1] == "The default settings are used."
    assert not path.exists()


def test_a_read_only_config_folder_is_a_clear_error(canasta_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    save_user_settings(_customized(load_defaults(), sound=False))
    path = canasta_home / "config" / "settings.yaml"
    before = path.read_bytes()

    def read_only(*args: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "replace", read_only)
    with pytest.raises(PersistenceError, match=r"^Could not save your settings: the disk is read-only\.$"):
        save_user_settings(_customized(load_defaults(), sound=True, player_name="Other"))
    assert path.read_bytes() == before


def test_settings_to_data_has_the_layout_of_config_yaml() -> None:
    data = settings_to_data(load_defaults())
    assert data == yaml.safe_load(shipped_config_path().read_text())


# Any valid settings read back exactly as they were saved.

NAMES = st.text(st.characters(categories=("L", "N", "Zs")), min_size=1, max_size=24).map(str.strip).filter(bool)
SEATS = st.one_of(
    st.builds(Seat, NAMES, st.just("human"), st.none()),
    st.builds(Seat, NAMES, st.just("computer"), st.sampled_from(COMPUTER_LEVELS)),
)
OPTION_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=False), st.text(max_size=20))
VALID_SETTINGS = st.builds(
    Settings,
    window=st.builds(Window, st.integers(1024, 7680), st.integers(640, 4320), st.booleans()),
    default_preset=st.sampled_from(["windows", "classic", "hand-and-foot"]),
    seats=st.lists(SEATS, min_size=2, max_size=6).map(tuple),
    customize=st.builds(
        Customize,
        NAMES,
        st.sampled_from(DISCARD_CLICKS),
        st.sampled_from(COMPUTER_LEVELS),
        st.sampled_from(sorted(CARD_BACK_COLOURS)),
        st.sampled_from(sorted(BACKGROUND_COLOURS)),
        st.booleans(),
        st.integers(0, COMPUTER_DELAY_MAX_MS),
        st.sampled_from(ANIMATION_SPEEDS),
        st.booleans(),
        st.sampled_from(LANGUAGE_CHOICES),
    ),
    rules=st.builds(
        RuleChoice,
        st.sampled_from(["windows", "classic"]),
        st.dictionaries(st.from_regex(r"[a-z][a-z_]{0,15}", fullmatch=True), OPTION_VALUES, max_size=4),
    ),
)


@hypothesis_settings(max_examples=60, deadline=None)
@given(mine=VALID_SETTINGS)
def test_any_valid_settings_read_back_as_saved(mine: Settings) -> None:
    defaults = load_defaults()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.yaml"
        save_user_settings(mine, path, defaults)
        assert load_user_settings(path, defaults) == (mine, [])
