"""What an outside audit found files could do to the game (issue 63), each refused with a
sentence: a word list given as a path or a name the game does not ship, a gzip bomb, a
rule set of the player's that is a YAML bomb, a link to /dev/zero, a FIFO or a huge
text, a save whose deck is not its rules' deck, and a save whose seat names are too long
or hold a null character."""

from __future__ import annotations

import gzip
import os
import random
import subprocess
import sys
import textwrap
import time
import zlib
from pathlib import Path

import pytest

from canasta.engine.game.record import GameRecord
from canasta.persistence import load_defaults, load_user_settings, saves
from canasta.persistence.custom_rules import custom_folder, custom_sets, rule_set_text
from canasta.persistence.save_checks import SEAT_NAME_MAX_LENGTH
from canasta.safe_files import TooLargeError, read_regular_file, unpack_gzip
from canasta.variants import lexicons, load_preset, load_rules_file
from canasta.variants.registry import rules_with_options
from canasta.variants.yaml_source import ConfigError

ROOT = Path(__file__).resolve().parents[2]
BILLION_LAUGHS = "\n".join(['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
                           + [f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]"
                              for i in range(8)]) + "\n"


def save_text(preset: str = "windows", seats: tuple[str, str] = ("Ann | human", "Bot | computer beginner"),
              deck: list | None = None) -> str:
    record = GameRecord(load_preset(preset), 2, 7, seats=list(seats))
    record.deck = deck
    return record.to_text()


# --- word lists: named, never a path, and unpacked within a limit


def test_a_word_list_outside_the_shipped_folder_is_never_read(tmp_path: Path) -> None:
    elsewhere = tmp_path / "mine"
    (tmp_path / "mine.txt.gz").write_bytes(gzip.compress(b"cat\ndog\n"))
    as_path = os.path.relpath(elsewhere, lexicons.WORD_LISTS_DIR)
    with pytest.raises(ConfigError, match="a word list is named, never a file"):
        lexicons.load_lexicon(as_path)
    with pytest.raises(ConfigError, match="word_list"):
        rules_with_options("bwc", {"word_list": as_path})
    with pytest.raises(ConfigError, match="scowl-en-50"):
        rules_with_options("bwc", {"word_list": "scowl-en-99"})
    assert lexicons.available_word_lists() == ("scowl-en-50",)


def test_a_rule_set_and_a_save_naming_a_word_list_the_game_does_not_ship_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "words.yaml"
    text = rule_set_text(load_preset("bwc"), "Words", "", "BWC").replace("word_list: scowl-en-50",
                                                                         "word_list: /etc/passwd")
    path.write_text(text)
    with pytest.raises(ConfigError) as refusal:
        load_rules_file(path)
    assert refusal.value.key == "options.word_list" and refusal.value.line is not None
    save = save_text("bwc").replace('option word_list = "scowl-en-50"', 'option word_list = "../../../tmp/x"')
    assert "../../../tmp/x" in save
    with pytest.raises(saves.SaveFileError, match="word_list: there is no word list called"):
        saves.read_game(save, "words.can")


def test_settings_naming_a_word_list_the_game_does_not_ship_are_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.yaml"
    path.write_text("rules: {preset: bwc, options: {word_list: scowl-en-99}}\n")
    defaults = load_defaults()
    settings, messages = load_user_settings(path, defaults)
    assert settings == defaults
    assert "word_list" in messages[0] and "settings.yaml.damaged-" in messages[0]


def test_a_gzip_bomb_is_refused_after_the_limit_is_unpacked() -> None:
    bomb = gzip.compress(bytes(64 * 1024 * 1024), compresslevel=9)  # 64 MB of zeros in some 64 KB
    assert len(bomb) < 100_000
    started = time.monotonic()
    with pytest.raises(TooLargeError):
        unpack_gzip(bomb, lexicons.MAX_UNPACKED_BYTES)
    assert time.monotonic() - started < 2
    with pytest.raises(ValueError):
        unpack_gzip(gzip.compress(b"cat\n" * 100)[:20], lexicons.MAX_UNPACKED_BYTES)  # cut short
    assert unpack_gzip(gzip.compress(b"cat\n"), 10) == b"cat\n"


def test_a_shipped_word_list_that_unpacks_beyond_the_limit_is_refused(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    (tmp_path / "huge.txt.gz").write_bytes(packer.compress(b"a\n" * (lexicons.MAX_UNPACKED_BYTES // 2 + 10))
                                           + packer.flush())
    monkeypatch.setattr(lexicons, "WORD_LISTS_DIR", tmp_path)
    with pytest.raises(ConfigError, match="unpacks to more than"):
        lexicons.load_lexicon.__wrapped__("huge")


# --- the player's rule sets: the same guard as every other file, each file alone


def _write_rule_sets(folder: Path) -> None:
    (folder / "good.yaml").write_text(rule_set_text(load_preset("classic"), "Good", "Mine", "classic"))
    (folder / "laughs.yaml").write_text(BILLION_LAUGHS)
    (folder / "long-word.yaml").write_text(
        rule_set_text(load_preset("classic"), "Long word", "x" * 200_000, "classic"))
    (folder / "long-title.yaml").write_text(
        rule_set_text(load_preset("classic"), "Short", "", "classic").replace("title: Short", "title: " + "T" * 500))
    (folder / "null.yaml").write_text(
        rule_set_text(load_preset("classic"), "Nul", "", "classic").replace("title: Nul", 'title: "N\\0ul"'))


def test_each_bad_rule_set_of_the_player_is_refused_alone_and_quickly() -> None:
    _write_rule_sets(custom_folder())
    started = time.monotonic()
    found = {entry.key: entry for entry in custom_sets()}
    assert time.monotonic() - started < 3
    assert found["custom:good"].rules is not None
    reasons = {key: str(entry.error) for key, entry in found.items() if entry.rules is None}
    assert sorted(reasons) == ["custom:laughs", "custom:long-title", "custom:long-word", "custom:null"]
    assert "alias" in reasons["custom:laughs"]
    assert "too large" in reasons["custom:long-word"] or "too long" in reasons["custom:long-word"]
    assert "too long" in reasons["custom:long-title"] and "key 'title'" in reasons["custom:long-title"]
    assert "control character" in reasons["custom:null"] and "\0" not in reasons["custom:null"]


CHILD = textwrap.dedent("""
    import os, resource, sys
    resource.setrlimit(resource.RLIMIT_AS, (1536 * 1024 * 1024, 1536 * 1024 * 1024))
    sys.path.insert(0, {root!r})
    from canasta.persistence.custom_rules import custom_folder, custom_sets
    folder = custom_folder()
    os.symlink("/dev/zero", folder / "zero.yaml")
    os.mkfifo(folder / "pipe.yaml")
    os.symlink(folder / "loop.yaml", folder / "loop.yaml")
    for entry in custom_sets():
        print(entry.key, "|", entry.rules is None, "|", entry.error)
""")


@pytest.mark.skipif(not hasattr(os, "mkfifo") or sys.platform == "darwin", reason="POSIX FIFOs and RLIMIT_AS")
def test_a_rule_set_that_is_a_device_a_fifo_or_a_link_loop_is_refused_in_a_bounded_child(canasta_home: Path) -> None:
    result = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT))], capture_output=True, text=True,
                            timeout=60, env={**os.environ, "CANASTA_HOME": str(canasta_home)})
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(" | ", 1) for line in result.stdout.splitlines())
    assert sorted(lines) == ["custom:loop", "custom:pipe", "custom:zero"]
    assert all(line.startswith("True") for line in lines.values())
    assert "not a regular file" in lines["custom:zero"] and "not a regular file" in lines["custom:pipe"]


def test_a_fifo_or_a_device_is_never_opened_for_reading(tmp_path: Path) -> None:
    with pytest.raises(OSError, match="not a regular file"):
        read_regular_file("/dev/zero", 1024)
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe")
        with pytest.raises(OSError, match="not a regular file"):
            read_regular_file(tmp_path / "pipe", 1024)


# --- a save's deck is its rules' deck, its seat names can be drawn


def _shuffled(preset: str, players: int = 2) -> list:
    deck = load_preset(preset).deck_spec.cards(players)
    random.Random(5).shuffle(deck)
    return deck


@pytest.mark.parametrize("deck, why", [
    ("7c " * 108, "108 too many"),
    ("JK " * 108, "too many"),
    ("7c 7d " * 10, "holds 20 cards where these rules deal 108"),
    ("7c", "holds 1 cards where these rules deal 108"),
])
def test_a_save_whose_deck_is_not_its_rules_deck_is_refused_and_set_aside(deck: str, why: str) -> None:
    good = save_text(deck=_shuffled("windows"))
    start = good.index("deck: ")
    text = good[:start] + "deck: " + deck.strip() + good[good.index("\n", start):]
    saves.autosave_path().write_text(text)
    loaded, message = saves.read_autosave()
    assert loaded is None and message is not None
    assert why.replace("108 too many", "too many") in message and "the rules' own deck" in message
    assert "autosave.can" in message and "kept as autosave.can.damaged-" in message
    kept = [entry for entry in saves.autosave_path().parent.iterdir() if ".damaged-" in entry.name]
    assert [entry.read_text() for entry in kept] == [text]


def test_a_save_with_its_rules_deck_shuffled_loads() -> None:
    for preset in ("windows", "bwc", "kanastic"):
        game = saves.read_game(save_text(preset, deck=_shuffled(preset)), "good.can")
        assert game.record.deck is not None


@pytest.mark.parametrize("name, why", [
    ("A" * (SEAT_NAME_MAX_LENGTH + 1), "is too long (41 characters"),
    ("A" * 10_000, "is too long (10,000 characters"),
    ("A\0n", "holds a control character"),
    ("Ann\x1b[31m", "holds a control character"),
])
def test_a_save_whose_seat_name_cannot_be_shown_is_refused(name: str, why: str) -> None:
    text = save_text(seats=(f"{name} | human", "Bot | computer beginner"))
    started = time.monotonic()
    with pytest.raises(saves.SaveFileError) as refusal:
        saves.read_game(text, "names.can")
    assert time.monotonic() - started < 1
    line = next(number for number, line in enumerate(text.splitlines(), 1) if line.startswith("seat 0:"))
    assert why in str(refusal.value) and f"line {line}:" in str(refusal.value) and "\0" not in str(refusal.value)
    assert saves.read_game(save_text(seats=("A" * SEAT_NAME_MAX_LENGTH + " | human", "Bot")), "ok.can")


def test_a_refusal_quoting_a_line_with_a_null_character_can_be_drawn() -> None:
    text = save_text().replace("actions:\n", "actions:\ndr\0aw\n").replace("end: 0 actions", "end: 1 actions")
    with pytest.raises(saves.SaveFileError) as refusal:
        saves.read_game(text, "null.can")
    assert "dr\\x00aw" in str(refusal.value) and "\0" not in str(refusal.value)
    config = ConfigError("s\0.yaml", "the value 'a\0' is unknown", key="a\0")
    assert "\0" not in str(config) + config.reason + str(config.key) + config.filename
