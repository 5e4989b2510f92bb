"""Finding the presets by name and loading them into `Rules`, with errors that name
the file, the key and the line."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from canasta.engine.play.errors import RuleOptionError
from canasta.engine.rules.rules import Rules
from canasta.resources import shipped_path
from canasta.safe_files import NotARegularFileError, TooLargeError, read_regular_file
from canasta.sentences import unprintable

from .lexicons import word_list_problem
from .yaml_source import ConfigError, YamlDocument, parse_yaml

PRESETS_DIR = shipped_path("canasta/variants/presets")
TOP_LEVEL_KEYS = ("name", "title", "source", "description", "options")
MAX_FILE_SIZE = 256 * 1024
# The longest texts of a rule set (the shipped ones: 23, 144 and 509 characters): its
# title stands in menus and titles, the others in dialogs. Save as writes every option
# changed into the description, which may then run to some thousands of characters.
TEXT_LIMITS = {"title": 40, "source": 300, "description": 10_000}


ORDER_FILE = PRESETS_DIR / "order.txt"


def available_presets() -> list[str]:
    """Names of the shipped presets, in the order presets/order.txt gives, then by name."""
    return list(_preset_names())


@lru_cache(maxsize=None)
def _preset_names() -> tuple[str, ...]:
    names = sorted(path.stem for path in PRESETS_DIR.glob("*.yaml"))
    try:
        lines = ORDER_FILE.read_text(encoding="utf-8").splitlines()
    except OSError:
        lines = []
    listed = [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]
    first = [name for name in listed if name in names]
    return tuple(first + [name for name in names if name not in first])


@lru_cache(maxsize=None)
def load_preset(name: str) -> Rules:
    """The shipped preset `name`; ConfigError if there is none or it is broken."""
    path = PRESETS_DIR / f"{name}.yaml"
    if name not in available_presets():
        known = ", ".join(available_presets())
        raise ConfigError(str(path), f"there is no rule set called '{name}' (known: {known})")
    return load_rules_file(path)


def load_rules_file(path: Path | str) -> Rules:
    """The rules in the rule-set file at `path`; ConfigError naming the file (and the key
    and the line) when it cannot be read or played."""
    path = Path(path)
    return rules_from_document(parse_yaml(read_rule_file(path), str(path)))


def read_rule_file(path: Path, max_bytes: int = MAX_FILE_SIZE) -> bytes:
    """The bytes of a rule-set file: a regular file of at most `max_bytes`; else ConfigError."""
    try:
        return read_regular_file(path, max_bytes)
    except FileNotFoundError:
        raise ConfigError(str(path), "the file is not there") from None
    except NotARegularFileError:
        raise ConfigError(str(path), "this is not a regular file (a folder, a device or a pipe)") from None
    except TooLargeError:
        raise ConfigError(str(path), f"the file is too large to be a rule set (at most {max_bytes // 1024} KB)") from None
    except OSError as exc:
        raise ConfigError(str(path), f"the file cannot be read ({exc.strerror or exc})") from None


def rules_from_document(doc: YamlDocument) -> Rules:
    data = doc.data
    if not isinstance(data, dict):
        raise doc.error((), "a rule set is a mapping of keys (name, title, options, ...)")
    for key in data:
        if key not in TOP_LEVEL_KEYS:
            raise doc.error((str(key),), f"unknown key (allowed: {', '.join(TOP_LEVEL_KEYS)})")
    options = data.get("options", {})
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise doc.error(("options",), "the options must be a mapping of option names to values")
    merged: dict[str, Any] = {key: data[key] for key in ("name", "title", "source", "description") if key in data}
    for key, value in merged.items():
        problem = text_problem(key, value)
        if problem is not None:
            raise doc.error((key,), problem)
    for key in options:
        if key in merged or key in ("name", "title", "source", "description"):
            raise doc.error(("options", str(key)), "this belongs at the top of the file, not under options")
    merged.update(options)
    try:
        rules = Rules.from_options(merged)
    except RuleOptionError as exc:
        raise doc.error(_path_for(exc.key), exc.reason) from None
    problem = word_list_problem(rules.word_list)
    if problem is not None:
        raise doc.error(("options", "word_list"), problem)
    return rules


def text_problem(key: str, value: object) -> str | None:
    """Why `value` cannot be the rule set's `key` (name, title, source, description), or None."""
    if not isinstance(value, str):
        return "a text is needed"
    limit = TEXT_LIMITS.get(key)
    if limit is not None and len(value) > limit:
        return f"this text is too long ({len(value):,} characters; at most {limit} are read)"
    allowed = "\n" if key == "description" else ""
    if unprintable(value, allowed):
        return "this text holds a control character (such as a null character), which cannot be shown"
    return None


def _path_for(key: str) -> tuple[str, ...]:
    head = key.split(".")[0]
    if head in ("name", "title", "source", "description"):
        return tuple(key.split("."))
    return ("options", *key.split("."))


def rules_with_options(preset: str, options: Mapping[str, Any], source: str = "rule options") -> Rules:
    """The preset with some options changed (from config.yaml, settings or the dialog);
    ConfigError naming `source` and the option when one is wrong."""
    base = load_preset(preset)
    try:
        rules = base.replace(options)
    except RuleOptionError as exc:
        raise ConfigError(source, exc.reason, key=exc.key) from None
    return checked_word_list(rules, source)


def checked_word_list(rules: Rules, source: str) -> Rules:
    """`rules` themselves when their word list is one the game ships; else ConfigError
    naming `source` (a word list is named, never a path to a file)."""
    problem = word_list_problem(rules.word_list)
    if problem is not None:
        raise ConfigError(source, problem, key="word_list")
    return rules
