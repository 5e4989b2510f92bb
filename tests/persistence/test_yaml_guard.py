"""parse_guarded refuses what a damaged or tampered file may hold, with a clear reason."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import yaml

from canasta.persistence.yaml_guard import MAX_FILE_BYTES, dump_yaml, parse_guarded
from canasta.variants.yaml_source import ConfigError

BILLION_LAUGHS = "\n".join(
    ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]" for i in range(8)]
)


def test_a_good_file_is_parsed_with_its_lines() -> None:
    doc = parse_guarded(b"version: 1\ntables:\n  beginner: {}\n", "highscores.yaml")
    assert doc.data == {"version": 1, "tables": {"beginner": {}}}
    assert doc.line_of(("tables", "beginner")) == 3


def test_a_byte_order_mark_is_allowed() -> None:
    assert parse_guarded("\ufeffa: 1\n".encode("utf-8"), "settings.yaml").data == {"a": 1}


def test_aliases_are_refused_before_anything_is_expanded() -> None:
    started = time.monotonic()
    with pytest.raises(ConfigError, match=r"^bomb.yaml, line 2: the file uses a YAML alias"):
        parse_guarded(BILLION_LAUGHS.encode(), "bomb.yaml")
    assert time.monotonic() - started < 1


@pytest.mark.parametrize(
    "text",
    [
        'a: !!python/object/apply:os.system ["echo hacked"]',
        "a: !!python/name:os.system",
        "!!python/object/new:os.system [echo hacked]",
        "a: !custom value",
        "a: !!str tagged",
    ],
)
def test_explicit_tags_are_refused(text: str) -> None:
    with pytest.raises(ConfigError, match=r"line 1: the file uses the YAML tag '.+', which Canasta files never do"):
        parse_guarded(text.encode(), "evil.yaml")


def test_nothing_tagged_is_ever_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    marker = tmp_path / "hacked"
    monkeypatch.chdir(tmp_path)
    for text in (f'!!python/object/apply:os.system ["touch {marker}"]', f"x: !!python/object/apply:subprocess.call [[touch, {marker}]]"):
        with pytest.raises(ConfigError):
            parse_guarded(text.encode(), "evil.yaml")
    assert not marker.exists()


def test_deep_nesting_is_refused() -> None:
    with pytest.raises(ConfigError, match="nested too deeply"):
        parse_guarded(b"[" * 5000 + b"]" * 5000, "deep.yaml")


def test_a_file_over_the_limit_is_refused_without_parsing() -> None:
    huge = b"a: [" + b"1," * (3 * 1024 * 1024) + b"1]"
    started = time.monotonic()
    with pytest.raises(ConfigError, match=rf"^huge.yaml: the file is too large \(\d+ bytes; at most {MAX_FILE_BYTES} expected\)$"):
        parse_guarded(huge, "huge.yaml")
    assert time.monotonic() - started < 0.5


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"\xff\xfe garbage", "not readable text"),
        (b"a: [1, 2", "not valid YAML"),
        (b"when: 2024-02-30\n", "not valid YAML"),  # PyYAML itself raises a bare ValueError here
        (b"n: " + b"9" * 5000 + b"\n", "not valid YAML"),  # past Python's limit on digits in an int
        (b"a: 1\n---\nb: 2\n", "not valid YAML"),
        (b"{[1, 2]: x}", "not valid YAML"),
    ],
)
def test_unreadable_contents_are_a_config_error(data: bytes, reason: str) -> None:
    with pytest.raises(ConfigError, match=reason):
        parse_guarded(data, "bad.yaml")


def test_dump_yaml_writes_a_header_and_no_aliases() -> None:
    shared = {"name": "Ann"}
    text = dump_yaml({"first": shared, "second": shared}, "Line one.\nLine two.")
    assert text.startswith("# Line one.\n# Line two.\n")
    assert "&" not in text and "*" not in text
    assert yaml.safe_load(text) == {"first": {"name": "Ann"}, "second": {"name": "Ann"}}
    assert parse_guarded(text, "roundtrip.yaml").data == {"first": {"name": "Ann"}, "second": {"name": "Ann"}}
