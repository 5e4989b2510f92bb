"""A rule set's title inside the engine's sentences is said as the rule set's catalog
has it, in the player's language ("Im Regelwerk „Brasilianisches Canasta“ ..."), not in
English; a player's own rule set keeps its name."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from canasta import language
from canasta.engine import say
from canasta.engine.sentences.message import RuleSetTitle
from canasta.variants import load_preset

ENGINE = Path(language.__file__).parents[1] / "engine"
ASK = "In {title} you must ask your partner before going out."


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.set_language("en")


@pytest.mark.parametrize("code, sentence", [
    ("en", "In Brazilian Canasta you must ask your partner before going out."),
    ("de", "Im Regelwerk „Brasilianisches Canasta“ musst du deinen Partner fragen, bevor du ausgehst."),
    ("es", "En Canasta brasileña tenés que preguntarle a tu compañero antes de cerrar."),
    ("pt_BR", "Em Canastra brasileira você precisa perguntar ao parceiro antes de bater."),
])
def test_the_title_in_a_sentence_is_the_translated_one(code: str, sentence: str) -> None:
    refusal = say(ASK, title=RuleSetTitle(load_preset("brazilian").title))
    language.set_language(code)
    assert language.render(refusal) == sentence


def test_a_players_own_rule_set_keeps_its_title() -> None:
    language.set_language("de")
    assert language.render(say(ASK, title=RuleSetTitle("Our house rules"))) == \
        "Im Regelwerk „Our house rules“ musst du deinen Partner fragen, bevor du ausgehst."


def _title_values() -> list[tuple[str, int, ast.expr]]:
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("say", "say_plural"):
                found += [(path.name, node.lineno, keyword.value) for keyword in node.keywords
                          if isinstance(keyword.value, ast.Attribute) and keyword.value.attr == "title"
                          or isinstance(keyword.value, ast.Call) and isinstance(keyword.value.func, ast.Name)
                          and keyword.value.func.id == "RuleSetTitle"]
    return found


def test_every_title_the_engine_says_is_marked_as_a_rule_sets() -> None:
    values = _title_values()
    assert len(values) >= 2  # the two refusals of asking a partner first
    bare = [(name, line) for name, line, value in values if isinstance(value, ast.Attribute)]
    assert bare == []


def test_the_judges_refusal_names_the_rule_set_in_the_language() -> None:
    from canasta.engine import Action, GameState

    text = ("canasta position 1\nrules: brazilian\nplayers: 4\nphase: play\ncurrent: 0\nopened 0: yes\n"
            "table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd Qh\nhand 0: 8c 8d 8h 4s\nhand 1: 9c 9d 9h\n"
            "hand 2: Tc Td Th\nhand 3: Jc Jd Jh\nstock: 4h 5h 6h 7h\npile: 9c\n")
    state = GameState.from_text(text, rules=load_preset("brazilian"))
    refusal = state.explain(Action.parse("meld 8c 8d 8h"))
    assert refusal.startswith("In Brazilian Canasta you must ask your partner")
    language.set_language("pt_BR")
    assert language.render(refusal).startswith("Em Canastra brasileira você precisa perguntar ao parceiro")
