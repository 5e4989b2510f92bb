"""The player's own rule sets: YAML files in the user's folder (data_dir()/rules), written
from the Rule Options dialog and read like the shipped presets, with the same checks.

A rule set of the player's is known by a key that cannot be a preset's name:
"custom:" and its file's name ("custom:our-house" is rules/our-house.yaml). The key is
the `name` of the rules it holds, so high scores and statistics keep it apart from the
presets, and the settings remember it like a preset.
"""

from __future__ import annotations

import datetime
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from canasta.engine import Quoted, RuleOptionError, Rules, say
from canasta.variants.registry import available_presets, load_preset, read_rule_file, rules_from_document
from canasta.variants.yaml_source import ConfigError, parse_yaml

from .atomic import write_atomic
from .errors import PersistenceError, persistence_error
from .paths import data_dir

CUSTOM_PREFIX = "custom:"
FOLDER_NAME = "rules"
TITLE_MAX_LENGTH = 40
SLUG_MAX_LENGTH = 40  # the part after "custom:", as validation.PRESET_NAME_PATTERN allows
IDENTITY = ("name", "title", "source", "description")
YOURS = "(yours)"
# A rule set the dialog writes is some 4 KB; anything far larger is not one, and would
# keep New Game waiting while it is read.
MAX_RULE_SET_BYTES = 64 * 1024


@dataclass(frozen=True)
class CustomSet:
    """One file of the player's rule sets: `rules` when it can be played, else `error`
    (the file, the key and the line that are wrong)."""

    key: str
    path: Path
    rules: Rules | None
    error: ConfigError | None = None

    @property
    def title(self) -> str:
        """The title as a list shows it: the player's name for it, marked as theirs."""
        if self.rules is not None:
            return f"{self.rules.title} {YOURS}"
        return f"{self.path.name} {YOURS}: cannot be played"


def is_custom(key: str) -> bool:
    """Whether `key` names one of the player's rule sets (else a shipped preset)."""
    return key.startswith(CUSTOM_PREFIX)


def custom_folder() -> Path:
    """The folder of the player's rule sets; created when missing."""
    folder = data_dir() / FOLDER_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise persistence_error(say("create the folder {folder}", folder=Quoted(str(folder))), exc) from exc
    return folder


def slug(title: str) -> str:
    """The file name (without .yaml) for a rule set called `title`: "Our house" -> "our-house"."""
    words = re.sub(r"[^a-z0-9]+", "-", title.strip().lower()).strip("-")
    return words[:SLUG_MAX_LENGTH].rstrip("-")


def key_for(title: str) -> str:
    return CUSTOM_PREFIX + slug(title)


def path_for(key: str) -> Path:
    return custom_folder() / f"{key.removeprefix(CUSTOM_PREFIX)}.yaml"


def title_problem(title: str) -> str | None:
    """Why the player's rule set cannot be saved as `title` (a sentence), or None."""
    title = title.strip()
    if not title:
        return "Give the rule set a name."
    if len(title) > TITLE_MAX_LENGTH:
        return f"The name is too long: at most {TITLE_MAX_LENGTH} letters."
    if not slug(title):
        return "The name needs at least one letter or digit."
    taken = {name.casefold(): name for name in available_presets()}
    taken.update({load_preset(name).title.casefold(): load_preset(name).title for name in available_presets()})
    if title.casefold() in taken:
        return f"\u201c{taken[title.casefold()]}\u201d is a rule set that comes with the game: choose another name."
    return None


def load_custom(key: str) -> Rules:
    """The player's rule set `key`; ConfigError naming the file (and key and line) when
    it is gone or cannot be played."""
    path = path_for(key)
    if not os.path.lexists(path):
        raise ConfigError(str(path), "your rule set is no longer there (the file was moved or deleted)")
    rules = rules_from_document(parse_yaml(read_rule_file(path, MAX_RULE_SET_BYTES), str(path)))
    try:
        return rules.replace({"name": key})  # the file's name is its key, whatever was typed in it
    except RuleOptionError as exc:
        raise ConfigError(str(path), exc.reason, key="name") from None


def load_rule_set(key: str) -> Rules:
    """A shipped preset or one of the player's rule sets, by its key; ConfigError when it
    cannot be played."""
    return load_custom(key) if is_custom(key) else load_preset(key)


# What each file held when it was last read, by its name and what the file system says
# of it: a dialog opened again reads only the files changed since.
_read_before: dict[Path, tuple[tuple[int, ...], CustomSet]] = {}


def custom_sets() -> list[CustomSet]:
    """Every file of the player's rule sets, by title (those that cannot be played too,
    each with its own error); none when the folder cannot be read."""
    try:
        paths = sorted(custom_folder().glob("*.yaml"))
    except (OSError, PersistenceError):
        return []
    found = [_custom_set(path) for path in paths]
    for stale in set(_read_before) - set(paths):
        del _read_before[stale]
    return sorted(found, key=lambda entry: (entry.rules is None, entry.title.casefold()))


def _custom_set(path: Path) -> CustomSet:
    key = CUSTOM_PREFIX + path.stem
    try:
        status = os.stat(path)
        stamp: tuple[int, ...] = (status.st_ino, status.st_size, status.st_mtime_ns, status.st_mode)
    except OSError:
        stamp = ()
    before = _read_before.get(path)
    if stamp and before is not None and before[0] == stamp:
        return before[1]
    try:
        entry = CustomSet(key, path, load_custom(key))
    except ConfigError as exc:
        entry = CustomSet(key, path, None, exc)
    if stamp:
        _read_before[path] = (stamp, entry)
    return entry


def _plain(value: Any) -> Any:
    """`value` with tuples as lists, which YAML's safe writer takes."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


def rule_set_text(rules: Rules, title: str, description: str, based_on: str) -> str:
    """The YAML of the player's rule set `title`: every option of `rules`."""
    options = {name: value for name, value in rules.to_options().items() if name not in IDENTITY}
    today = datetime.date.today()
    data = {"name": key_for(title), "title": title.strip(),
            "source": f"Your own rule set, made from {based_on} on {today.day} {today.strftime('%b')} {today.year}",
            "description": description, "options": _plain(options)}
    header = ("# A rule set of your own, saved by Canasta's Rule Options dialog. It may be edited by hand:\n"
              "# it is checked like the rule sets that come with the game when New Game lists it.\n")
    return header + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100, default_flow_style=None)


def save_custom(rules: Rules, title: str, description: str, based_on: str) -> CustomSet:
    """Write `rules` as the player's rule set `title` (replacing one of that name), and
    give it as read back.

    Raises:
        ValueError: `title` cannot be used (the sentence says why).
        PersistenceError: the file could not be written.
    """
    problem = title_problem(title)
    if problem:
        raise ValueError(problem)
    key = key_for(title)
    path = path_for(key)
    write_atomic(path, rule_set_text(rules, title, description, based_on),
                 what=say("your rule set {name}", name=Quoted(path.name)))
    try:
        return CustomSet(key, path, load_custom(key))
    except ConfigError as exc:  # never expected: what is written is every option of valid rules
        raise PersistenceError(say("Your rule set was written to {path} but does not read back: {reason}",
                                   path=Quoted(str(path)), reason=exc.message)) from None


def delete_custom(key: str) -> None:
    """Remove the player's rule set `key` (PersistenceError when the file stays)."""
    path = path_for(key)
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise persistence_error(say("delete your rule set {name}", name=Quoted(path.name)), exc) from exc
