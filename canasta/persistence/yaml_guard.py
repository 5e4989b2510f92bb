"""Reading the player's YAML files defensively, and writing them plainly.

Files in the player's folders may be damaged or tampered with, so they are
checked for size before `parse_yaml` (which refuses aliases, tags and absurd
nesting) sees them. Any failure becomes a ConfigError naming the file and, where
known, the line.
"""

from __future__ import annotations

from typing import Any

import yaml

from canasta.engine import say
from canasta.variants.yaml_source import MAX_NESTING, ConfigError, YamlDocument, parse_yaml

MAX_FILE_BYTES = 256 * 1024
"""Far above any file the program writes; pure-Python YAML parsing of 1 MB takes seconds."""


def parse_guarded(data: bytes | str, filename: str, max_bytes: int = MAX_FILE_BYTES) -> YamlDocument:
    """Parse a player's YAML file; raise ConfigError for anything unsafe or unreadable."""
    size = len(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    if size > max_bytes:
        raise ConfigError(filename, say("the file is too large ({size} bytes; at most {most} expected)", size=size,
                                        most=max_bytes))
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ConfigError(filename, say("the file is not readable text (UTF-8 expected)")) from None
    else:
        text = data
    return parse_yaml(text, filename)


# Characters YAML reads as line breaks: written raw inside quotes (as PyYAML does with
# allow_unicode) they come back as spaces, so strings holding them are double-quoted,
# where they are written as escapes.
_LINE_BREAKS = ("\x85", "\u2028", "\u2029")


class _PlainDumper(yaml.SafeDumper):
    """Never writes anchors or aliases, which `parse_guarded` refuses."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def _represent_text(dumper: yaml.SafeDumper, text: str) -> yaml.ScalarNode:
    style = '"' if any(mark in text for mark in _LINE_BREAKS) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


_PlainDumper.add_representer(str, _represent_text)


def dump_yaml(data: Any, header: str) -> str:
    """Block-style YAML for `data`, after `header` written as comment lines."""
    comment = "".join(f"# {line}".rstrip() + "\n" for line in header.splitlines())
    body = yaml.dump(data, Dumper=_PlainDumper, sort_keys=False, allow_unicode=True, default_flow_style=False)
    return comment + body


__all__ = ["MAX_FILE_BYTES", "MAX_NESTING", "dump_yaml", "parse_guarded"]
