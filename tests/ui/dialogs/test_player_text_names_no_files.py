"""What a player reads about a rule set names no file of the program's sources: no
"docs/rules/bwc.md", no "bwc-canasta-rules.txt". Every rule set's title, source and
description (New Game, Rule Options, Help), every Help page of every rule set, every
rule option's line, choices and values, and every house rule are looked through."""

from __future__ import annotations

import html
import re

import pytest

from canasta.engine.rules.rule_groups import option_infos
from canasta.engine.rules.rules import Rules
from canasta.ui.dialogs.help_american import described
from canasta.ui.dialogs.help_text import TOPICS, topic_html
from canasta.ui.dialogs.rule_text import value_words
from canasta.variants.house_rules import house_rules
from canasta.variants.registry import available_presets, load_preset

# A folder and what is in it ("docs/rules"), or a file's name with its kind ("bwc.md").
PATH_LIKE = re.compile(r"[A-Za-z_][\w.-]*(?:/[A-Za-z_][\w.-]*)+|\b[\w-]+\.(?:md|txt|ya?ml|py|json|gz|csv)\b")
TAG = re.compile(r"<[^>]*>")


def paths_in(texts: dict[str, str]) -> dict[str, list[str]]:
    found = {where: PATH_LIKE.findall(text) for where, text in texts.items()}
    return {where: paths for where, paths in found.items() if paths}


def rule_set_texts(preset: str) -> dict[str, str]:
    rules = load_preset(preset)
    texts = {"title": rules.title, "source": rules.source, "New Game's summary": described(rules)}
    texts |= {f"help {topic}": html.unescape(TAG.sub(" ", topic_html(topic, rules, 20))) for topic, _ in TOPICS}
    texts |= {f"value of {name}": value_words(name, getattr(rules, name), rules) for name in option_infos(Rules)
              if option_infos(Rules)[name].group is not None}
    return texts


def test_the_check_finds_a_path_or_a_file_name() -> None:
    assert paths_in({"source": "BWC rules (bwc-canasta-rules.txt), with the rulings of docs/rules/bwc.md"}) == {
        "source": ["bwc-canasta-rules.txt", "docs/rules/bwc.md"]}
    assert paths_in({"plain": "Two canastas to go out; game to 8,500. A Straight: 3,000 points."}) == {}


@pytest.mark.parametrize("preset", available_presets())
def test_no_rule_set_names_a_file_to_its_players(preset: str) -> None:
    assert paths_in(rule_set_texts(preset)) == {}


def test_no_rule_option_nor_house_rule_names_a_file() -> None:
    texts = {}
    for name, info in option_infos(Rules).items():
        words = [info.description, info.empty or "", *map(str, info.choice_words.values())]
        if info.windows is not None:
            words += [info.windows.title, info.windows.words]
        texts[f"option {name}"] = " ".join(words)
    texts |= {f"house rule {rule.name}": f"{rule.title} {rule.description}" for rule in house_rules()}
    assert paths_in(texts) == {}
