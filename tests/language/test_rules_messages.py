"""The engine's refusals in the players' languages: German, Spanish and Portuguese from a
real position, English exactly as before, and every sentence's values the ones its
template names."""

from __future__ import annotations

import ast
import pickle
import re
import string
from pathlib import Path

import pytest

from canasta import language
from canasta.engine import RANK_PLURALS, Action, GameState, Grouped, Message, clause, parse_cards, say
from canasta.variants import load_preset

ENGINE_SOURCES = Path(language.__file__).parents[1]
MINIMUM = "Your first meld needs at least 50 points; you have 15 on the table."


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.set_language("en")


def first_meld_position() -> GameState:
    """Classic Canasta: the player to move has melded three Fives (15 points) toward a
    first meld of 50, and could still reach it with the Aces."""
    text = ("canasta position 1\nrules: classic\nplayers: 4\nphase: play\ncurrent: 0\n"
            "hand 0: 5c 5d 5h Ac Ad Ah 9s Kd\nhand 1: 4c 4d 4h 6h\nhand 2: 4c 4d 4h 6s\nhand 3: 4c 4d 4h 6d\n"
            "stock: 4h 5h 6h 7h 8h 9h\npile: 9c\n")
    state = GameState.from_text(text, rules=load_preset("classic"))
    state.play(Action.parse("meld 5c 5d 5h"))
    return state


def test_the_first_meld_refusal_is_english_as_before_and_a_message() -> None:
    refusal = first_meld_position().explain(Action.parse("discard Kd"))
    assert refusal == MINIMUM and isinstance(refusal, Message)
    assert language.render(refusal) == MINIMUM


@pytest.mark.parametrize("code, sentence", [
    ("de", "Dein erstes Auslegen braucht mindestens 50 Punkte; du hast 15 auf dem Tisch."),
    ("es", "Tu primera bajada necesita al menos 50 puntos; tenés 15 en la mesa."),
    ("pt_BR", "Sua primeira baixada precisa de pelo menos 50 pontos; você tem 15 na mesa."),
])
def test_the_first_meld_refusal_reads_in_the_players_language(code: str, sentence: str) -> None:
    refusal = first_meld_position().explain(Action.parse("discard Kd"))
    language.set_language(code)
    assert language.render(refusal) == sentence


def test_a_card_named_in_a_refusal_is_named_in_the_language() -> None:
    state = first_meld_position()
    refusal = state.explain(Action.parse("discard Qs"))
    assert refusal == "You do not hold the Queen of Spades."
    language.set_language("de")
    assert language.render(refusal) == "Die Karte Pik-Dame hast du nicht auf der Hand."
    language.set_language("es")
    assert language.render(refusal) == "No tenés la carta Reina de picas."


def test_the_pile_and_the_ranks_are_words_of_the_language() -> None:
    state = first_meld_position()
    language.set_language("de")
    assert language.render(state.explain(Action.parse("draw"))) == \
        "Du hast in diesem Zug schon gezogen: Leg aus und wirf dann ab, um deinen Zug zu beenden."
    assert language.render(say("Draw a card or take the {pile}.", pile=say("pile"))) == \
        "Zieh eine Karte oder nimm den Ablagestapel."
    assert RANK_PLURALS["K"] == "Kings" and language.render(RANK_PLURALS["K"]) == "Könige"


def test_numbers_are_written_as_the_language_writes_them() -> None:
    sentence = say("Your first meld needs at least {need} points; you have {have} on the table.",
                   need=1500, have=Grouped(1200))
    assert sentence == "Your first meld needs at least 1500 points; you have 1,200 on the table."
    language.set_language("de")
    assert language.render(sentence) == \
        "Dein erstes Auslegen braucht mindestens 1.500 Punkte; du hast 1.200 auf dem Tisch."


def test_a_clause_is_small_in_english_and_the_translation_as_it_is() -> None:
    inner = say("The stock is empty.")
    sentence = say("Merged, {problem}", problem=clause(inner))
    assert sentence == "Merged, the stock is empty."
    language.set_language("de")
    assert language.render(sentence) == "Zusammengelegt: Der Talon ist leer."


def test_a_refusal_pickles_and_stays_equal_to_its_english() -> None:
    refusal = first_meld_position().explain(Action.parse("discard Qs"))
    copied = pickle.loads(pickle.dumps(refusal))
    assert copied == refusal == "You do not hold the Queen of Spades."
    assert isinstance(copied, Message) and copied.template == refusal.template
    assert pickle.loads(pickle.dumps(clause(refusal))) == "you do not hold the Queen of Spades."
    assert pickle.loads(pickle.dumps(say("{score} points", score=Grouped(7000)))) == "7,000 points"


def test_a_card_name_is_still_the_cards_english_name() -> None:
    queen, gold = parse_cards("Qh Kg")
    assert queen.name == "Queen of Hearts" and gold.name == "gold King"


def _say_calls() -> list[tuple[str, int, ast.Call]]:
    calls = []
    for path in sorted(ENGINE_SOURCES.rglob("*.py")):
        if "ui" in path.relative_to(ENGINE_SOURCES).parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("say", "say_plural"):
                calls.append((str(path), node.lineno, node))
    return calls


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_sentence_gets_the_values_its_template_names() -> None:
    calls = _say_calls()
    assert len(calls) > 150
    for where, line, call in calls:
        literals = [arg.value for arg in call.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
        names = {keyword.arg for keyword in call.keywords}
        assert literals, f"{where}:{line}: a sentence's template must be written out, to be translated"
        if call.func.id == "say_plural":
            wanted = (_fields(literals[0]) | _fields(literals[1])) - {"count"}  # the count is a value of its own
            assert wanted == names, f"{where}:{line}: {literals[1]!r} is given {sorted(names)}"
        else:
            assert _fields(literals[0]) == names, f"{where}:{line}: {literals[0]!r} is given {sorted(names)}"


def test_no_refusal_of_the_judge_is_an_english_literal_left() -> None:
    judge = ENGINE_SOURCES / "engine" / "judge" / "legality.py"
    left = re.findall(r'return f?"[A-Z][^"]*"', judge.read_text(encoding="utf-8"))
    assert left == []


def test_the_canastas_going_out_needs_are_listed_in_the_language() -> None:
    from canasta.engine import kinds_words, needs_words, say
    from canasta.language import render, set_language
    from canasta.variants import load_preset

    italian, bolivia = load_preset("italian"), load_preset("bolivia")
    assert needs_words(bolivia, say("two"), 2) == "two canastas, an escalera among them"
    assert kinds_words(italian, [("natural", 1), ("sequence", 2)]) == "a natural canasta and 2 runs of seven"
    try:
        set_language("de")
        assert render(kinds_words(italian, [("natural", 1), ("sequence", 2)])) == \
            "eine reine Canasta und 2 Folgen aus sieben"
        set_language("es")
        assert render(kinds_words(italian, [("natural", 1), ("mixed", 1), ("sequence", 2)])) == \
            "una canasta limpia, una canasta sucia y 2 escaleras de siete"
    finally:
        set_language("en")
