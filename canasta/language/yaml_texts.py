"""The texts players read in the rule-set files (YAML), for the "rulesets" catalog.

A preset (canasta/variants/presets/*.yaml) is a mapping whose `title` and `description`
are shown in New Game and the Rule Options dialog; the house rules
(canasta/variants/house_rules.yaml) are a list of entries whose `title` and
`description` are the dialog's lines. `extract` is a Babel extractor yielding those
texts, never keys or option values; `rule_set_words` is how the game looks them up.

A text is written as the game shows it: a description folded over several lines in the
file is one line of words, so the message id is its words joined by single spaces.
"""

from __future__ import annotations

from typing import Any, BinaryIO, Collection, Iterator, Mapping

import yaml

from canasta.language import ruleset_text

TEXT_KEYS = ("title", "description")


def plain_words(text: str) -> str:
    """`text` as one line, its words joined by single spaces (a folded YAML text's newlines go)."""
    return " ".join(text.split())


def rule_set_words(text: str) -> str:
    """A rule set's or house rule's title or description, in the player's language (the
    player's own rule sets, in no catalog, keep their words)."""
    words = plain_words(text)
    return ruleset_text(words) if words else words


def _entries(data: Any) -> list[Mapping[str, Any]]:
    """The mappings holding texts: the preset itself, or each house rule of the list."""
    if isinstance(data, dict):
        return [data]
    if isinstance(data, list):
        return [item for item in data if isinstance(item, dict)]
    return []


def _key_lines(lines: list[str], key: str) -> Iterator[int]:
    """The (1-based) lines where `key:` starts a mapping's entry, in the file's order."""
    for number, line in enumerate(lines, start=1):
        if line.lstrip(" -").startswith(f"{key}:"):
            yield number


def extract(fileobj: BinaryIO, keywords: Collection[str], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Babel's extractor for the rule-set files: (line, None, text, [what it is]) for every
    title and description; a file of another shape, or no YAML, yields nothing."""
    try:
        source = fileobj.read().decode("utf-8")
        data = yaml.safe_load(source)
    except (yaml.YAMLError, UnicodeDecodeError):
        return
    lines = source.splitlines()
    where = {key: _key_lines(lines, key) for key in TEXT_KEYS}
    for entry in _entries(data):
        name = entry.get("name")
        for key in TEXT_KEYS:
            value = entry.get(key)
            if not isinstance(value, str) or not plain_words(value):
                continue
            lineno = next(where[key], 0)
            yield lineno, None, plain_words(value), [f"{name} {key}" if isinstance(name, str) else key]
