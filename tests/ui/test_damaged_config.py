"""A damaged shipped config.yaml never stops the game: it starts on its built-in settings,
a message names the file and the line that is wrong, and neither config.yaml nor the
player's settings.yaml is written to or set aside."""

from __future__ import annotations

from pathlib import Path

import pytest

import canasta.persistence.settings as settings_module
from canasta.persistence.paths import config_dir
from canasta.ui.app import App, build
from canasta.ui.options import default_preset
from canasta.ui.preferences import Preferences, load_settings

SHIPPED = settings_module.shipped_config_path().read_text()


def shipped_with(old: str, new: str) -> bytes:
    assert old in SHIPPED
    return SHIPPED.replace(old, new, 1).encode()


# Each damage, and what the message must say about where it is (None: the whole file).
DAMAGE: dict[str, tuple[bytes | None, str | None]] = {
    "not YAML": (b"window: [\n", "line 2"),
    "tab indentation": (shipped_with("  width: 1280", "\twidth: 1280"), "line 7"),
    "a word for a number": (shipped_with("  width: 1280", "  width: wide"), "line 7, key 'window.width'"),
    "a number out of range": (shipped_with("  height: 800 ", "  height: 3 "), "line 8, key 'window.height'"),
    "an unknown key": (shipped_with("window:\n", "windows:\n"), "line 6, key 'windows'"),
    "a key left out": (shipped_with("  height: 800 ", "  # height: 800 "), "line 6, key 'window'"),
    "an unknown level": (shipped_with("level: beginner}", "level: champion}"), "line 18, key 'seats.1.level'"),
    "a preset that is not shipped": (shipped_with("default_preset: windows", "default_preset: nosuch"),
                                     "line 12, key 'default_preset'"),
    "a rule option out of range": (shipped_with("  options: {}", "  options: {target_score: -3}"),
                                   "line 36, key 'rules.options.target_score'"),
    "a list, not a mapping": (b"- window\n- seats\n", None),
    "an empty file": (b"", None),
    "binary junk": (bytes(range(256)) * 4, None),
    "a missing file": (None, None),
}


@pytest.fixture(autouse=True)
def own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("CANASTA_HOME", str(home))
    return home


def damaged_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes | None) -> Path:
    """The shipped config.yaml, as the game finds it, holding `content` (None: no file)."""
    path = tmp_path / "install" / "config.yaml"
    path.parent.mkdir()
    if content is not None:
        path.write_bytes(content)
    monkeypatch.setattr(settings_module, "shipped_config_path", lambda: path)
    return path


def my_settings() -> Path:
    """A settings.yaml of the player's, to check it is left alone."""
    path = config_dir() / "settings.yaml"
    path.write_text("customize:\n  player_name: Ann\n  sound: false\n")
    return path


@pytest.mark.parametrize("case", sorted(DAMAGE))
def test_the_game_starts_on_its_built_in_settings_and_says_which_line_is_wrong(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    content, where = DAMAGE[case]
    config = damaged_config(tmp_path, monkeypatch, content)
    mine = my_settings()
    mine_before = mine.read_bytes()

    app: App = build(["--new", "--size", "1024x700"])
    try:
        message = app.context.stack.top.text
        assert message.startswith(f"Could not use the settings Canasta comes with ({config}")
        if where is not None:
            assert f"({config}, {where}: " in message
        assert "Canasta starts on its built-in settings" in message
        assert "Traceback" not in message and "Error" not in message

        assert app.commands.settings is None and app.commands.prefs == Preferences()
        assert app.table.match.rules.name == default_preset()
        app.remember_window()  # what closing the window does
    finally:
        app.table.computer.close()

    assert (config.read_bytes() if config.exists() else None) == content, "config.yaml is never written"
    assert mine.read_bytes() == mine_before, "the player's settings are kept for when config.yaml is right"
    assert sorted(entry.name for entry in mine.parent.iterdir()) == ["settings.yaml"]


def test_a_directory_in_place_of_config_yaml_is_named_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config = damaged_config(tmp_path, monkeypatch, None)
    config.mkdir()
    start = load_settings()
    assert start.settings is None and start.shipped is None
    assert start.messages == [
        f"Could not use the settings Canasta comes with ({config}: Could not read the shipped settings: "
        "config.yaml is not a regular file). Canasta starts on its built-in settings; your own are used "
        "again once that file is put right (installing Canasta again does it)."]


def test_a_good_config_gives_the_player_settings_and_no_message(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    damaged_config(tmp_path, monkeypatch, SHIPPED.encode())
    my_settings()
    start = load_settings()
    assert start.messages == []
    assert start.shipped is not None and start.shipped.customize.player_name == "Player"
    assert start.settings is not None and start.settings.customize.player_name == "Ann"
