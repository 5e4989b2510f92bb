"""Checking plain data read from YAML against what the program expects.

Every failure is a ConfigError naming the file, the key and the line, with
the reason in words a player understands.
"""

from __future__ import annotations

import datetime
import re
import unicodedata
from collections.abc import Collection
from typing import Any

from canasta.variants.yaml_source import ConfigError, KeyPath, YamlDocument

COMPUTER_LEVELS = ("beginner", "advanced", "expert")
NAME_MAX_LENGTH = 24
# A shipped preset's name, or "custom:" and the file name of one of the player's rule sets.
PRESET_NAME_PATTERN = re.compile(r"(custom:)?[a-z0-9][a-z0-9_-]{0,39}")

Scalar = bool | int | float | str | None  # None: YAML null, e.g. "no limit" in a preset
# A rule option's value as a player's settings keep it: a single value, or a list or a
# mapping of them (the kinds of meld allowed; a hand size by number of players).
OptionValue = Scalar | list[Scalar] | dict[str | int, Scalar]


def describe(value: Any) -> str:
    """How a wrong value is shown in a message: short, and saying what kind of thing it is."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, (list, tuple, set)):
        return "a list"
    if isinstance(value, str):
        shown = value if len(value) <= 30 else value[:27] + "..."
        return repr(shown)
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 30 else "a very long number"
    return f"a {type(value).__name__} value"


def name_problem(value: Any) -> str | None:
    """Why `value` cannot be a player's name, or None when it can."""
    if not isinstance(value, str):
        return f"must be a name in words, not {describe(value)}"
    name = value.strip()
    if not name:
        return "must not be empty"
    if len(name) > NAME_MAX_LENGTH:
        return f"must be at most {NAME_MAX_LENGTH} characters long"
    if any(unicodedata.category(char) in ("Cc", "Cf", "Cs", "Co", "Cn") for char in name):
        return "must not contain control or unknown characters"
    return None


def check_level(level: str) -> str:
    """`level` itself when it is a computer level; ValueError otherwise (a caller's mistake)."""
    if level not in COMPUTER_LEVELS:
        raise ValueError(f"unknown computer level {level!r}; expected one of {', '.join(COMPUTER_LEVELS)}")
    return level


def check_preset(preset: str) -> str:
    """`preset` itself when it looks like a preset name; ValueError otherwise."""
    if not isinstance(preset, str) or not PRESET_NAME_PATTERN.fullmatch(preset):
        raise ValueError(f"{preset!r} is not a preset name (lower-case letters, digits, '-' and '_')")
    return preset


class Checker:
    """Typed reads of a YAML document's data; each raises ConfigError on a wrong value."""

    def __init__(self, doc: YamlDocument):
        self.doc = doc

    def fail(self, path: KeyPath, message: str) -> ConfigError:
        return self.doc.error(path, message)

    def mapping(
        self,
        path: KeyPath,
        value: Any,
        *,
        allowed: Collection[str] | None = None,
        required: Collection[str] = (),
    ) -> dict[str, Any]:
        """`value` as a mapping with text keys; `allowed` None means any text key."""
        if value is None and not path:
            raise self.fail(path, "the file is empty")
        if not isinstance(value, dict):
            raise self.fail(path, f"must be a mapping of keys to values, not {describe(value)}")
        for key in value:
            if not isinstance(key, str) or (allowed is not None and key not in allowed):
                expected = f" (expected: {', '.join(allowed)})" if allowed is not None else ""
                raise self.fail(path + (str(key),), f"unknown key{expected}")
        for key in required:
            if key not in value:
                raise self.fail(path, f"the key '{key}' is missing")
        return value

    def sequence(self, path: KeyPath, value: Any, *, min_items: int, max_items: int) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(path, f"must be a list, not {describe(value)}")
        if not min_items <= len(value) <= max_items:
            raise self.fail(path, f"must have between {min_items} and {max_items} items, not {len(value)}")
        return value

    def integer(self, path: KeyPath, value: Any, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(path, f"must be a whole number, not {describe(value)}")
        if not low <= value <= high:
            raise self.fail(path, f"must be between {low} and {high}, not {describe(value)}")
        return value

    def boolean(self, path: KeyPath, value: Any) -> bool:
        if not isinstance(value, bool):
            raise self.fail(path, f"must be true or false, not {describe(value)}")
        return value

    def choice(self, path: KeyPath, value: Any, options: Collection[str]) -> str:
        if not isinstance(value, str) or value not in options:
            raise self.fail(path, f"must be one of: {', '.join(options)}; not {describe(value)}")
        return value

    def name(self, path: KeyPath, value: Any) -> str:
        problem = name_problem(value)
        if problem:
            raise self.fail(path, problem)
        return value.strip()

    def level(self, path: KeyPath, value: Any) -> str:
        return self.choice(path, value, COMPUTER_LEVELS)

    def preset(self, path: KeyPath, value: Any) -> str:
        if not isinstance(value, str) or not PRESET_NAME_PATTERN.fullmatch(value):
            raise self.fail(path, f"must be a preset name such as 'windows', not {describe(value)}")
        return value

    def scalar(self, path: KeyPath, value: Any) -> Scalar:
        if isinstance(value, float) and value != value:
            raise self.fail(path, "must be a number, not 'not a number'")
        if value is not None and not isinstance(value, (bool, int, float, str)):
            raise self.fail(path, f"must be a single value (text, number, true, false or null), not {describe(value)}")
        return value

    def option_value(self, path: KeyPath, value: Any) -> OptionValue:
        """A single value, or a list or mapping (by words or numbers) of single values."""
        if isinstance(value, list):
            return [self.scalar(path + (str(index),), item) for index, item in enumerate(value)]
        if isinstance(value, dict):
            for key in value:
                if isinstance(key, bool) or not isinstance(key, (str, int)):
                    raise self.fail(path + (str(key),), "must be a word or a whole number")
            return {key: self.scalar(path + (str(key),), item) for key, item in value.items()}
        return self.scalar(path, value)

    def date(self, path: KeyPath, value: Any) -> datetime.date:
        if isinstance(value, datetime.datetime):
            return value.date()
        if isinstance(value, datetime.date):
            return value
        if isinstance(value, str):
            try:
                return datetime.date.fromisoformat(value)
            except ValueError:
                pass
        raise self.fail(path, f"must be a date such as 2024-05-31, not {describe(value)}")
