"""The active rules in a few words: the rule set's title, then what differs from the
rule set as published (a preset's own file; for the player's own rule sets the preset
they differ least from, the one they were made from), house rules by their titles and
other options by name and value. Shown at the
top of the Rules help page and with a saved game; written into the player's rule set
files as their description. Plain text (no pygame)."""

from __future__ import annotations

from canasta.engine import Rules
from canasta.language import ruleset_plural, ruleset_text
from canasta.language.engine_words import option_name_words
from canasta.language.yaml_texts import rule_set_words
from canasta.variants.house_rules import HouseRule, applies_to, house_rules
from canasta.variants.registry import available_presets, load_preset

from .rule_text import IDENTITY_OPTIONS, value_words

CLASSIC = "classic"  # the first of the presets, and the rule set the others are told against
MOST_OPTIONS = 4     # changed options named; the rest are counted
VALUE_LENGTH = 40    # a longer value (a table) is cut short


def published(rules: Rules) -> Rules:
    """The rule set `rules` are told against: their preset as published, or for one of the
    player's own (or a name no preset has) the preset with the fewest options changed;
    where several tie, the one its source says it was made from ("made from Cuban
    Canasta"), else the first in the presets' order (classic Canasta)."""
    if rules.name in available_presets():
        return load_preset(rules.name)
    presets = [load_preset(name) for name in available_presets()]
    made_from = "made from {} on"

    def distance(preset: Rules) -> tuple[int, bool]:
        return len(changed_options(rules, preset)), made_from.format(preset.title) not in rules.source

    return min(presets, key=distance)


def is_published(rules: Rules) -> bool:
    """Whether `rules` are those of a shipped preset (not the player's own)."""
    return rules.name in available_presets()


def changed_options(rules: Rules, base: Rules) -> list[str]:
    """The options (but the rule set's name and words) whose values differ from `base`'s."""
    mine, theirs = rules.to_options(), base.to_options()
    return [name for name in mine if name not in IDENTITY_OPTIONS and mine[name] != theirs[name]]


def house_rules_on(rules: Rules, base: Rules) -> list[HouseRule]:
    """The house variations `rules` play that `base` does not."""
    if not applies_to(rules):
        return []
    return [rule for rule in house_rules() if rule.is_on(rules) and not rule.is_on(base)]


def option_change_words(name: str, rules: Rules) -> str:
    """One changed option in a few words: "target score 3000"."""
    value = value_words(name, getattr(rules, name), rules)
    if len(value) > VALUE_LENGTH:
        value = value[:VALUE_LENGTH - 1].rstrip(" ,;") + "\u2026"
    if value[1:2].islower():  # "Yes" -> "yes", but "JK" stays
        value = value[:1].lower() + value[1:]
    return f"{ruleset_text(option_name_words(name))} {value}"


def differences(rules: Rules, base: Rules | None = None) -> list[str]:
    """What differs from `base` (the rule set as published when None), part by part:
    "house rules: ...", then the other options changed."""
    base = base if base is not None else published(rules)
    house = house_rules_on(rules, base)
    covered = {name for rule in house for name in rule.options}
    others = [name for name in changed_options(rules, base) if name not in covered]
    parts = []
    if house:
        parts.append(ruleset_text("house rules: {titles}").format(
            titles=", ".join(rule_set_words(rule.title) for rule in house)))
    if others:
        named = [option_change_words(name, rules) for name in others[:MOST_OPTIONS]]
        more = len(others) - len(named)
        if more:
            named.append(ruleset_plural("and {count} other option", "and {count} other options", more).format(
                count=more))
        changes = ruleset_text("also {changes}") if house else ruleset_text("changed: {changes}")
        parts.append(changes.format(changes=", ".join(named)))
    return parts


def rules_summary(rules: Rules) -> str:
    """The rules in a sentence: "Classic Canasta, as published.", "Classic Canasta: house
    rules: Seven canastas win the game; also target score 3000.", "Our house (yours, from
    Classic Canasta): house rules: ..."."""
    base = published(rules)
    parts = differences(rules, base)
    title = rule_set_words(rules.title) if is_published(rules) else ruleset_text("{title} (yours, from {base})").format(
        title=rules.title, base=rule_set_words(base.title))
    if not parts:
        words = ruleset_text("{title}, as published.") if is_published(rules) else ruleset_text("{title}: the same rules.")
        return words.format(title=title)
    return ruleset_text("{title}: {differences}.").format(title=title, differences="; ".join(parts))
