"""Reading YAML safely while remembering on which line each key stood.

Every YAML file the program reads (presets, config.yaml, the player's settings, rule
sets, high scores and statistics) goes through here, so that an error can name the
file, the key and the line, and so that none is read past the guard: aliases (the
"billion laughs" bomb), explicit tags (`!!python/...`) and absurd nesting are refused
before anything is built from the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from canasta.engine import Message, Quoted, say
from canasta.sentences import printable

KeyPath = tuple[str, ...]

MAX_NESTING = 32

_EventParser = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml is much faster when present


class ConfigError(ValueError):
    """A YAML file that cannot be used, with where and why in plain words: `message` as
    the table says it in the player's language (the reason a message where it is one)."""

    def __init__(self, filename: str, message: str, key: str | None = None, line: int | None = None):
        # Each part may quote the file (a key, a value): shown to the player, it must draw.
        filename, message = printable(filename), printable(message)
        key = None if key is None else printable(key)
        self.filename = filename
        self.key = key
        self.line = line
        self.reason = message
        where = filename
        if line is not None:
            where += f", line {line}"
        if key:
            where += f", key '{key}'"
        super().__init__(f"{where}: {message}")
        self.message = where_said(filename, message, key, line)


def where_said(filename: str, reason: str, key: str | None, line: int | None) -> str:
    """"FILE, line N, key 'K': REASON" as a message."""
    file, where = Quoted(filename), str(line)
    if line is not None and key:
        return say("{file}, line {line}, key '{key}': {reason}", file=file, line=where, key=Quoted(key), reason=reason)
    if line is not None:
        return say("{file}, line {line}: {reason}", file=file, line=where, reason=reason)
    if key:
        return say("{file}, key '{key}': {reason}", file=file, key=Quoted(key), reason=reason)
    return Message("{file}: {reason}", {"file": file, "reason": reason})  # no words of a language in it


@dataclass(frozen=True)
class YamlDocument:
    """The plain data of a YAML file and the line (1-based) of each key path."""

    filename: str
    data: Any
    lines: dict[KeyPath, int]

    def line_of(self, path: KeyPath) -> int | None:
        """The line of `path`, or of its nearest parent that has one."""
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return None

    def error(self, path: KeyPath, message: str) -> ConfigError:
        return ConfigError(self.filename, message, ".".join(path) or None, self.line_of(path))


def _record_lines(node: yaml.Node, prefix: KeyPath, lines: dict[KeyPath, int]) -> None:
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = str(key_node.value)
            path = prefix + (key,)
            lines.setdefault(path, key_node.start_mark.line + 1)
            _record_lines(value_node, path, lines)
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            path = prefix + (str(index),)
            lines.setdefault(path, item.start_mark.line + 1)
            _record_lines(item, path, lines)


def parse_yaml(text: str | bytes, filename: str) -> YamlDocument:
    """Parse `text` with the safe loader only; raise ConfigError on any problem."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ConfigError(filename, say("the file is not readable text (UTF-8 expected)")) from None
    refuse_dangerous_structure(text, filename)
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = exc.problem or exc.context or "not valid YAML"
        raise ConfigError(filename, _not_yaml(problem), line=line) from None
    except yaml.YAMLError as exc:
        raise ConfigError(filename, _not_yaml(exc)) from None
    except RecursionError:
        raise ConfigError(filename, say("the file is nested too deeply to read")) from None
    except Exception:  # noqa: BLE001 - PyYAML's constructors raise plain ValueError etc. on odd values
        raise ConfigError(filename, say("this is not valid YAML (a value could not be read)")) from None
    lines: dict[KeyPath, int] = {}
    if node is not None:
        _record_lines(node, (), lines)
    return YamlDocument(filename, data, lines)


def _not_yaml(problem: object) -> str:
    """"this is not valid YAML (PROBLEM)", the problem in PyYAML's words."""
    return say("this is not valid YAML ({problem})", problem=Quoted(str(problem)))


def refuse_dangerous_structure(text: str, filename: str) -> None:
    """ConfigError when `text` uses an alias or a tag, or is nested too deeply, or is no YAML."""
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_EventParser):
            line = event.start_mark.line + 1 if event.start_mark is not None else None
            if isinstance(event, yaml.AliasEvent):
                raise ConfigError(filename, say("the file uses a YAML alias (*name), which Canasta files never do"),
                                  line=line)
            tag = getattr(event, "tag", None)
            if tag is not None and tag != "!":
                raise ConfigError(filename, say("the file uses the YAML tag '{tag}', which Canasta files never do",
                                                  tag=Quoted(tag)), line=line)
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_NESTING:
                    raise ConfigError(filename, say("the file is nested too deeply to read"), line=line)
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        raise ConfigError(filename, _not_yaml(exc.problem or exc.context), line=line) from None
    except yaml.YAMLError as exc:
        raise ConfigError(filename, _not_yaml(exc)) from None
