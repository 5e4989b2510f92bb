"""What Rule Options makes of the changes shown: why some cannot be made, and how a rule
set saved with them describes itself."""

from __future__ import annotations

from typing import Any

from canasta.engine import RuleOptionError, Rules, parse_option
from canasta.language import ruleset_text
from canasta.language.yaml_texts import rule_set_words

from .rule_text import error_reason
from .rules_summary import differences


def refused_changes(rules: Rules, changes: dict[str, Any], seats: int | None) -> dict[str, str]:
    """Why some of `changes` to `rules` cannot be made, by option name (empty when all
    can): a value the option does not take, values that do not go together, or a number
    of players (`seats`, None: any) the changed rules are not played by."""
    errors = {}
    for name, raw in changes.items():
        try:
            parse_option(name, raw)
        except RuleOptionError as error:
            errors[name] = error_reason(error)
    if not errors:
        try:
            changed = rules.replace(changes)
        except RuleOptionError as error:
            errors[error.key.split(".")[0]] = error_reason(error)
        else:
            problem = changed.players_problem(seats) if seats is not None else None
            if problem is not None:
                errors["player_counts"] = problem
    return errors


def saved_description(rules: Rules, base: Rules) -> str:
    """The description of `rules` saved as a rule set from the published `base`: what
    differs, in the player's language (the source keeps naming the preset in English, as
    `published()` reads it)."""
    parts = differences(rules, base)
    words = ruleset_text("{title} with {differences}.") if parts else ruleset_text("The rules of {title}.")
    return words.format(title=rule_set_words(base.title), differences="; ".join(parts))
