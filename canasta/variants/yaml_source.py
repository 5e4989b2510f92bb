"""Reading YAML safely while remembering on which line each key stood.

Every YAML file the program reads (presets, config.yaml, user settings) goes
through here, so that an error can name the file, the key and the line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

KeyPath = tuple[str, ...]


class ConfigError(ValueError):
    """A YAML file that cannot be used, with where and why in plain words."""

    def __init__(self, filename: str, message: str, key: str | None = None, line: int | None = None):
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
            raise ConfigError(filename, "the file is not readable text (UTF-8 expected)") from None
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = exc.problem or exc.context or "not valid YAML"
        raise ConfigError(filename, f"this is not valid YAML ({problem})", line=line) from None
    except yaml.YAMLError as exc:
        raise ConfigError(filename, f"this is not valid YAML ({exc})") from None
    except RecursionError:
        raise ConfigError(filename, "the file is nested too deeply to read") from None
    lines: dict[KeyPath, int] = {}
    if node is not None:
        _record_lines(node, (), lines)
    return YamlDocument(filename, data, lines)
