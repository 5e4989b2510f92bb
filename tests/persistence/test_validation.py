"""The Checker's refusals name the key and the line and say what was expected."""

from __future__ import annotations

import datetime

import pytest

from canasta.persistence.validation import Checker, check_level, check_preset, describe, name_problem
from canasta.persistence.yaml_guard import parse_guarded
from canasta.variants.yaml_source import ConfigError

DOCUMENT = b"""\
window:
  width: wide
  fullscreen: 1
seats: {a: 1}
name: "  Ann  "
when: 2024-05-31
"""


@pytest.fixture
def check() -> Checker:
    return Checker(parse_guarded(DOCUMENT, "settings.yaml"))


def test_wrong_values_name_file_key_and_line(check: Checker) -> None:
    data = check.doc.data
    with pytest.raises(ConfigError, match=r"^settings.yaml, line 2, key 'window.width': must be a whole number, not 'wide'$"):
        check.integer(("window", "width"), data["window"]["width"], 0, 10)
    with pytest.raises(ConfigError, match=r"^settings.yaml, line 3, key 'window.fullscreen': must be true or false, not 1$"):
        check.boolean(("window", "fullscreen"), data["window"]["fullscreen"])
    with pytest.raises(ConfigError, match=r"line 4, key 'seats': must be a list, not a mapping$"):
        check.sequence(("seats",), data["seats"], min_items=2, max_items=6)


def test_unknown_and_missing_keys(check: Checker) -> None:
    with pytest.raises(ConfigError, match=r"line 4, key 'seats.a': unknown key \(expected: name, kind\)$"):
        check.mapping(("seats",), check.doc.data["seats"], allowed=("name", "kind"))
    with pytest.raises(ConfigError, match=r"line 1, key 'window': the key 'height' is missing$"):
        check.mapping(("window",), check.doc.data["window"], allowed=None, required=("width", "height"))


def test_names_are_trimmed_and_dates_read(check: Checker) -> None:
    assert check.name(("name",), check.doc.data["name"]) == "Ann"
    assert check.date(("when",), check.doc.data["when"]) == datetime.date(2024, 5, 31)
    assert check.date(("when",), "2024-05-31") == datetime.date(2024, 5, 31)
    with pytest.raises(ConfigError, match="must be a date such as 2024-05-31, not 'yesterday'"):
        check.date(("when",), "yesterday")


def test_an_empty_file_is_said_to_be_empty() -> None:
    check = Checker(parse_guarded(b"", "statistics.yaml"))
    with pytest.raises(ConfigError, match=r"^statistics.yaml: the file is empty$"):
        check.mapping((), check.doc.data)


def test_name_problems() -> None:
    assert name_problem("Ann") is None
    assert name_problem("   ") == "must not be empty"
    assert name_problem("x" * 25) == "must be at most 24 characters long"
    assert name_problem("A\x00B") == "must not contain control or unknown characters"
    assert name_problem(42) == "must be a name in words, not 42"


def test_caller_mistakes_are_value_errors() -> None:
    assert check_level("expert") == "expert"
    assert check_preset("hand-and-foot") == "hand-and-foot"
    with pytest.raises(ValueError, match="unknown computer level 'master'"):
        check_level("master")
    with pytest.raises(ValueError, match="is not a preset name"):
        check_preset("../etc")


def test_describe_keeps_messages_short() -> None:
    assert describe("x" * 100) == repr("x" * 27 + "...")
    assert describe(10**40) == "a very long number"
    assert describe([1]) == "a list" and describe(None) == "nothing" and describe(True) == "true"
