"""The pages of the Rule Options dialog, in order: the rule set's own page (what differs
from classic Canasta), Canasta for Windows' options where they mean something, the
groups of the rules' declarations, and the house rules where they apply. Plain data
(no pygame): the dialog lays the pages out."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from canasta.engine import THREES_OPTIONS, WINDOWS, Rules, parse_option
from canasta.language import N_ruleset
from canasta.variants.house_rules import HouseRule, applies_to, house_rules

from .rule_text import SHORT_TITLES, sections

PRESET, OPTIONS, HOUSE = "preset", "options", "house"
# The pages' words are English here, as the tests and the dialog's logic read them; the
# dialog says them in the player's language (ruleset_text) where it draws them.
PRESET_TITLE = N_ruleset("This rule set")
HOUSE_TITLE = N_ruleset("House rules")
# The list of pages names Canasta for Windows' options so; the page's heading says it in full.
NAV_WORDS = {WINDOWS.title: N_ruleset("Windows options")}


@dataclass(frozen=True)
class RulePage:
    """One page: `kind` PRESET, OPTIONS or HOUSE; `label` its line in the list of pages,
    `title` its heading, `names` the options it shows (for HOUSE, those the house rules set)."""

    kind: str
    label: str
    title: str
    names: list[str]


def has_red_threes(rules: Rules) -> bool:
    """Whether the deck holds red threes laid out for a bonus."""
    return rules.threes != "dead" and any(card.kind == "3r" for card in rules.deck_spec.faces())


def windows_option_applies(name: str, rules: Rules) -> bool:
    """Whether one of Canasta for Windows' options means something with `rules`: those of
    the Threes group only where the deck has red threes laid out."""
    return Rules.info(name).group is not THREES_OPTIONS or has_red_threes(rules)


def differences_from(rules: Rules, classic: Rules) -> list[str]:
    """The options (in the order the dialog shows them) whose value differs from classic's."""
    mine, theirs = rules.to_options(), classic.to_options()
    return [name for _, names in sections() for name in names if mine[name] != theirs[name]]


def rule_pages(rules: Rules, classic: Rules) -> list[RulePage]:
    """The pages for `rules`, in order."""
    pages = [RulePage(PRESET, PRESET_TITLE, PRESET_TITLE, differences_from(rules, classic))]
    for index, (title, names) in enumerate(sections()):
        if index == 0:
            names = [name for name in names if windows_option_applies(name, rules)]
        if names:
            pages.append(RulePage(OPTIONS, NAV_WORDS.get(title, SHORT_TITLES.get(title, title)), title, names))
    if applies_to(rules):
        names = sorted({name for rule in house_rules() for name in rule.options})
        pages.append(RulePage(HOUSE, HOUSE_TITLE, HOUSE_TITLE, names))
    return pages


def same_value(name: str, one: Any, other: Any, counts: tuple[int, ...]) -> bool:
    """Whether two values of option `name` (either plain or parsed) play alike with
    `counts` players (a value per number of players is compared for those only)."""
    # A list editor gives its items as a tuple; plain data (what parse_option reads) has lists.
    one, other = (list(value) if isinstance(value, tuple) else value for value in (one, other))
    try:
        one, other = parse_option(name, one), parse_option(name, other)
    except Exception:  # a value the player is still typing: not the house value
        return False
    if hasattr(one, "given") and hasattr(other, "given"):  # PerPlayers
        return all(one[count] == other[count] for count in counts)
    return bool(one == other)


def value_without(name: str, rule: HouseRule, opened: Rules, classic: Rules) -> Any:
    """The value option `name` takes back when house rule `rule` is turned off: the rule
    set's own, or classic's where the rule set had the house value too."""
    own = opened.to_options()[name]
    if same_value(name, own, rule.options[name], opened.player_counts):
        return classic.to_options()[name]
    return own
