"""Reading the player's YAML files defensively, and writing them plainly.

Files in the player's folders may be damaged or tampered with, so before
`parse_yaml` sees them they are checked for size, aliases (the "billion
laughs" bomb), explicit tags (`!!python/...`) and absurd nesting. Any
failure becomes a ConfigError naming the file and, where known, the line.
"""

from __future__ import annotations

from typing import Any

import yaml

from canasta.variants.yaml_source import ConfigError, YamlDocument, parse_yaml

MAX_FILE_BYTES = 256 * 1024
"""Far above any file the program writes; pure-Python YAML parsing of 1 MB takes seconds."""

MAX_NESTING = 32

_EventParser = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml is much faster when present


def parse_guarded(data: bytes | str, filename: str, max_bytes: int = MAX_FILE_BYTES) -> YamlDocument:
    """Parse a player's YAML file; raise ConfigError for anything unsafe or unreadable."""
    size = len(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data)
    if size > max_bytes:
        raise ConfigError(filename, f"the file is too large ({size} bytes; at most {max_bytes} expected)")
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ConfigError(filename, "the file is not readable text (UTF-8 expected)") from None
    else:
        text = data
    _refuse_dangerous_structure(text, filename)
    try:
        return parse_yaml(text, filename)
    except ConfigError:
        raise
    except Exception:  # noqa: BLE001 - PyYAML's constructors raise plain ValueError etc. on odd values
        raise ConfigError(filename, "this is not valid YAML (a value could not be read)") from None


def _refuse_dangerous_structure(text: str, filename: str) -> None:
    depth = 0
    try:
        for event in yaml.parse(text, Loader=_EventParser):
            line = event.start_mark.line + 1 if event.start_mark is not None else None
            if isinstance(event, yaml.AliasEvent):
                raise ConfigError(filename, "the file uses a YAML alias (*name), which Canasta files never do", line=line)
            tag = getattr(event, "tag", None)
            if tag is not None and tag != "!":
                raise ConfigError(filename, f"the file uses the YAML tag '{tag}', which Canasta files never do", line=line)
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_NESTING:
                    raise ConfigError(filename, "the file is nested too deeply to read", line=line)
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        raise ConfigError(filename, f"this is not valid YAML ({exc.problem or exc.context})", line=line) from None
    except yaml.YAMLError as exc:
        raise ConfigError(filename, f"this is not valid YAML ({exc})") from None


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
