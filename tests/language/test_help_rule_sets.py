"""The Help's words for the rule sets' own options (Modern American, British, BWC, Cuban) in
every language: each bullet and answer builds with its placeholders filled and is not the
English one, German uses the card players' words, and English reads as it always did."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from canasta.engine import NATURAL_RANKS, Rules, special_hands
from canasta.engine.melds.special_hands import SETS
from canasta.language import LANGUAGES, help_text, set_language
from canasta.ui.dialogs import help_american, help_british, help_bwc, help_cuban
from canasta.ui.dialogs.help_rule_words import hand_shape, rank_plural
from canasta.ui.dialogs.help_turns import TURN_HELP, turn_help
from canasta.variants import load_preset

TRANSLATED = [code for code in LANGUAGES if code != "en"]
PRESETS = ("modern_american", "british", "bwc", "cuban")
# A German word each rule set's help must use (the German card players' word, not English).
GERMAN = {"modern_american": "Talon", "british": "Runde aufzugeben", "bwc": "englisches Wortspiel",
          "cuban": "Schwarze Dreien"}
# What the rest of the Help and the table never say: the other way of addressing the player
# (German "Sie"/"Ihr" mid-sentence, Spanish "tú" for the table's "vos", Portuguese "tu" for
# "você") and the other word or spelling (ausmachen for ausgehen, curinga for coringa).
NOT_THE_TABLES = {
    "de": re.compile(r"(?<=[a-zäöüß,] )(Sie|Ihr|Ihre|Ihrer|Ihren|Ihrem|Ihres)\b|[Aa]usmach"),
    "es": re.compile(r"\b(tú|haz|puedes|tienes|necesitas|debes|crees|quieres|aprieta|tomas)\b"),
    "pt_BR": re.compile(r"\b(tu|teu|tua|teus|tuas|podes|tens)\b|[Cc]uringa"),
}


@pytest.fixture(autouse=True)
def speaking() -> Iterator[None]:
    """Each test leaves the table speaking English, whatever it switched to."""
    yield
    set_language("en")


def _said(rules: Rules) -> list[str]:
    """Every text the four modules give the help pages for `rules`."""
    texts: list[str] = []
    texts += help_american.howto_bullets(rules) + help_american.meld_bullets(rules)
    texts += help_american.penalty_bullets(rules) + help_american.special_hand_bullets(rules)
    texts += help_american.first_meld_notes(rules)
    texts += help_british.howto_bullets(rules) + help_british.bonus_bullets(rules)
    texts += help_cuban.howto_bullets(rules) + help_cuban.bonus_bullets(rules) + help_cuban.meld_bullets(rules)
    words = turn_help(rules) is TURN_HELP["word"]
    if words:
        texts += [help_bwc.game_in_short(rules), help_bwc.canasta_bullet(rules)]
        texts += list(help_bwc.your_turn(rules, "", "", "")[1:-1]) + list(help_bwc.undo(rules))
    answers = help_american.faq_answers(rules) + help_cuban.faq_answers(rules) + help_british.faq_answers(rules)
    for question, answer in help_bwc.answers(rules, answers) if words else answers:
        texts += [question, answer]
    kept = help_american.kept_three_words(rules)
    return texts + ([kept] if kept else [])


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_is_filled_in_and_not_english(code: str, preset: str) -> None:
    rules = load_preset(preset)
    english = _said(rules)
    set_language(code)
    said = _said(rules)
    assert len(said) == len(english) > 2
    for text, before in zip(said, english):
        assert "{" not in text and "}" not in text, text
        assert text != before, f"{code} says it in English: {text!r}"
    if code == "de":
        assert any(GERMAN[preset] in text for text in said), GERMAN[preset]



@pytest.mark.parametrize("code", TRANSLATED)
def test_the_rule_sets_help_speaks_to_the_player_as_the_rest_of_the_help(code: str) -> None:
    set_language(code)
    for preset in PRESETS:
        for text in _said(load_preset(preset)):
            found = NOT_THE_TABLES[code].search(text)
            assert found is None, f"{code} {preset}: {found and found.group()!r} in {text!r}"

def test_german_writes_the_points_and_the_ranks_as_german_does() -> None:
    set_language("de")
    american = load_preset("modern_american")
    assert ("Jede unvollständige Meldung reiner Siebenen, die am Ende der Runde auf dem Tisch einer Partei liegt, "
            "kostet sie <b>2.500</b>") in help_american.penalty_bullets(american)
    question, answer = help_american.faq_answers(american)[-1]
    assert question == "Warum kann ich trotz meiner Canastas nicht ausgehen?"
    assert "Meldung reiner Siebenen, Meldung reiner Asse oder Joker-Meldung" in answer
    assert "Ablagestapel" in help_cuban.howto_bullets(load_preset("cuban"))[0]


def test_english_reads_as_it_always_did() -> None:
    american, bwc = load_preset("modern_american"), load_preset("bwc")
    assert ("Sevens and Aces never take wild cards, but Aces may in the side's first-meld turn (and are then an "
            "ordinary meld).") in help_american.meld_bullets(american)
    assert help_american.faq_answers(american)[-1][1] == (
        "Your side may not go out while it has an incomplete meld of pure Sevens, meld of pure Aces or wild meld on "
        "the table.")
    assert "Each incomplete wild meld on a side's table when the hand ends costs it <b>2000</b>" \
        in help_american.penalty_bullets(american)
    assert help_american.special_hand_bullets(american)[0] == (
        "Straight (one card of each rank from Ace to King, a three and a Two among them, and a joker): <b>3,000</b>")
    assert help_british.bonus_bullets(load_preset("british"))[0].startswith(
        "Acaba: the hand ends at once; every other side scores <b>1500</b> for it and nothing else")
    assert help_bwc.canasta_bullet(bwc).endswith("a mixed canasta. CANASTA and CANASTAS score their bonus twice.")
    assert help_bwc.game_in_short(bwc).startswith("Each player tries to meld words of at least 3 letters")


@pytest.mark.parametrize("code", TRANSLATED)
def test_switching_back_to_english_gives_english(code: str) -> None:
    for preset in PRESETS:
        rules = load_preset(preset)
        english = _said(rules)
        set_language(code)
        assert _said(rules) != english
        set_language("en")
        assert _said(rules) == english


@pytest.mark.parametrize("code", TRANSLATED)
def test_bwc_says_in_every_language_that_its_words_are_english(code: str) -> None:
    bwc = load_preset("bwc")
    set_language(code)
    english_word = {"de": "englisch", "es": "inglés", "pt_BR": "inglês"}[code]
    assert english_word in help_bwc.game_in_short(bwc)
    assert "QUIET" in help_bwc.your_turn(bwc, "draw", "discard", "")[4], "the words stay English"


def test_a_word_answer_replaces_the_question_shown_in_the_language_or_in_english() -> None:
    bwc = load_preset("bwc")
    set_language("de")
    shown = [(help_text("What does * mean?"), "frozen"), ("Why can't I take the pile?", "ranks"),
             (help_text("Can I take a move back?"), "undo")]
    answers = dict(help_bwc.answers(bwc, shown))
    assert "Was bedeutet *?" not in answers, "nothing freezes a pile of words"
    assert answers["Why can't I take the pile?"].startswith("Du nimmst den Ablagestapel mit einem neuen Wort auf")
    assert answers["Kann ich einen Zug zurücknehmen?"].startswith("Entf nimmt deinen letzten Wortzug")
    assert "Warum wurde mein Wort abgelehnt?" in answers


def test_every_special_hand_shape_and_rank_has_its_german_words() -> None:
    english_shapes = {hand.shape for hands in SETS.values() for hand in hands}
    set_language("de")
    for hands in SETS.values():
        for hand in hands:
            assert hand_shape(hand) not in english_shapes, hand.shape
    assert [rank_plural(rank) for rank in NATURAL_RANKS] == [
        "Vieren", "Fünfen", "Sechsen", "Siebenen", "Achten", "Neunen", "Zehnen", "Buben", "Damen", "Könige", "Asse"]
    assert special_hands(load_preset("modern_american"))[0].name == "Straight", "a hand's name stays its own"


def test_the_description_comes_from_the_rule_sets_catalog_as_its_file_writes_it(monkeypatch) -> None:
    american = load_preset("modern_american")
    written = american.description
    monkeypatch.setattr(help_american, "ruleset_text",
                        lambda text: "Vier Spieler in zwei Parteien.\n" if text == written else text)
    set_language("de")
    assert help_american.described(american).startswith("Vier Spieler in zwei Parteien. Solange deine Partei")
