"""The house variations (house_rules.yaml): each a name, the words a player reads and
the rule options it sets, read and checked once, with errors that name the file, the
key and the line. The Rule Options dialog shows them as one section; the soak plays
a rule set with all of them on."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from canasta.engine.play.errors import RuleOptionError
from canasta.engine.rules.rules import Rules, parse_option
from canasta.resources import shipped_path

from .registry import read_rule_file
from .yaml_source import ConfigError, parse_yaml

HOUSE_RULES_FILE = shipped_path("canasta/variants/house_rules.yaml")
ENTRY_KEYS = ("name", "title", "description", "options")


@dataclass(frozen=True)
class HouseRule:
    """One house variation: `options` are the rule options it sets, as plain data."""

    name: str
    title: str
    description: str
    options: Mapping[str, Any]

    def is_on(self, rules: Rules) -> bool:
        """Whether `rules` play this variation: each of its options has its value."""
        current = rules.to_options()
        return all(_same(name, current[name], value) for name, value in self.options.items())


def _same(name: str, plain: Any, value: Any) -> bool:
    try:
        return parse_option(name, plain) == parse_option(name, value)
    except RuleOptionError:
        return False


def applies_to(rules: Rules) -> bool:
    """Whether house variations may be played with `rules`: they are written for the
    standard packs (the encyclopedia's variations of classic Canasta)."""
    return rules.deck_spec.deck_cards.house_variations


@lru_cache(maxsize=None)
def house_rules() -> tuple[HouseRule, ...]:
    """Every house variation, in the file's order; ConfigError if the file is broken."""
    return read_house_rules(HOUSE_RULES_FILE)


def read_house_rules(path: Path | str) -> tuple[HouseRule, ...]:
    path = Path(path)
    doc = parse_yaml(read_rule_file(path), str(path))
    if not isinstance(doc.data, list):
        raise doc.error((), "the house rules are a list of entries (name, title, description, options)")
    found: list[HouseRule] = []
    for index, entry in enumerate(doc.data):
        at = (str(index),)
        if not isinstance(entry, dict):
            raise doc.error(at, "each house rule is a mapping of name, title, description and options")
        for key in entry:
            if key not in ENTRY_KEYS:
                raise doc.error(at + (str(key),), f"unknown key (allowed: {', '.join(ENTRY_KEYS)})")
        for key in ENTRY_KEYS:
            if key not in entry:
                raise doc.error(at, f"the key '{key}' is missing")
        for key in ("name", "title", "description"):
            if not isinstance(entry[key], str) or not entry[key].strip():
                raise doc.error(at + (key,), "a text is needed")
        if any(rule.name == entry["name"] for rule in found):
            raise doc.error(at + ("name",), f"two house rules are called '{entry['name']}'")
        options = entry["options"]
        if not isinstance(options, dict) or not options:
            raise doc.error(at + ("options",), "the options are a mapping of rule options to values")
        for name, value in options.items():
            if name not in Rules.option_names():
                raise doc.error(at + ("options", str(name)), "there is no rule option of this name")
            try:
                parse_option(name, value)
            except RuleOptionError as exc:
                raise doc.error(at + ("options", str(name)), exc.reason) from None
        found.append(HouseRule(entry["name"], entry["title"].strip(), entry["description"].strip(), dict(options)))
    return tuple(found)


def with_house_rules(rules: Rules, names: Iterable[str] | None = None) -> Rules:
    """`rules` with the house variations `names` on (None: every one)."""
    chosen = [rule for rule in house_rules() if names is None or rule.name in set(names)]
    options: dict[str, Any] = {}
    for rule in chosen:
        options.update(rule.options)
    return rules.replace(options)


HOUSE_SUFFIX = "+house"


def rules_named(name: str) -> Rules:
    """The preset `name`, or with every house variation on for "PRESET+house" (the soak's
    and the simulations' way to name such a rule set); ConfigError if there is none."""
    from .registry import load_preset

    if name.endswith(HOUSE_SUFFIX):
        return with_house_rules(load_preset(name[:-len(HOUSE_SUFFIX)]))
    return load_preset(name)
