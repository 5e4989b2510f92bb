"""What the game says of its rule sets is in the "rulesets" catalog: the presets' and the
house rules' titles and descriptions (read from their YAML files), and the texts of New
Game and the Rule Options dialog, in every language the game speaks."""

from __future__ import annotations

import io
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Iterator

import pygame
import pygame_gui
import pytest

from canasta import language
from canasta.language.catalogs import TRANSLATED, extracted
from canasta.language.yaml_texts import extract, plain_words, rule_set_words
from canasta.variants.house_rules import house_rules
from canasta.variants.registry import PRESETS_DIR, available_presets, load_preset

# Rule sets whose name is their own in every language (a dance, a country, a brand, a program).
OWN_NAMES = {"samba", "bolivia", "kanastic", "hand_and_foot", "windows"}


@pytest.fixture
def speaking() -> Iterator[None]:
    """Whatever language a test picks, English again after it."""
    yield
    language.set_language("en")


@pytest.fixture(scope="module")
def rulesets_ids() -> dict[str, list[str]]:
    """Each text of the "rulesets" template, with the files it is read from."""
    return {message.id: [path for path, _ in message.locations] for message in extracted("rulesets") if message.id}


def test_the_extractor_finds_every_presets_title_and_description(rulesets_ids) -> None:
    for name in available_presets():
        rules = load_preset(name)
        for text in (rules.title, rules.description):
            assert f"canasta/variants/presets/{name}.yaml" in rulesets_ids[plain_words(text)]
    from_presets = [text for text, paths in rulesets_ids.items()
                    if any(path.startswith("canasta/variants/presets/") for path in paths)]
    assert len(from_presets) == 2 * len(available_presets())


def test_the_extractor_finds_every_house_rules_title_and_description(rulesets_ids) -> None:
    for rule in house_rules():
        for text in (rule.title, rule.description):
            assert "canasta/variants/house_rules.yaml" in rulesets_ids[plain_words(text)]


def test_the_extractor_yields_the_texts_players_read_and_never_keys_or_values() -> None:
    source = (PRESETS_DIR / "classic.yaml").read_bytes()
    found = list(extract(io.BytesIO(source), (), (), {}))
    rules = load_preset("classic")
    assert [(message, comments) for _, _, message, comments in found] == [
        ("Classic Canasta", ["classic title"]), (plain_words(rules.description), ["classic description"])]
    lines = source.decode("utf-8").splitlines()
    assert lines[found[0][0] - 1].startswith("title:") and lines[found[1][0] - 1].startswith("description:")


def test_a_file_of_another_shape_or_no_yaml_yields_nothing() -> None:
    for text in (b"just words", b"[1, 2, 3]", b"{title: [a, b]}", b"title: [unclosed", b"\xff\xfe"):
        assert list(extract(io.BytesIO(text), (), (), {})) == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_presets_words_are_translated_and_hold_no_braces(speaking, code) -> None:
    for name in available_presets():
        rules = load_preset(name)
        language.set_language(code)
        title, description = rule_set_words(rules.title), rule_set_words(rules.description)
        language.set_language("en")
        assert description != plain_words(rules.description), (code, name)
        assert (title == rules.title) == (name in OWN_NAMES), (code, name, title)
        assert not {"{", "}"} & set(title + description)


def test_english_stays_as_it_was(speaking) -> None:
    language.set_language("de")
    language.set_language("en")
    for name in available_presets():
        rules = load_preset(name)
        assert rule_set_words(rules.title) == rules.title
        assert rule_set_words(rules.description) == plain_words(rules.description)
    for rule in house_rules():
        assert (rule_set_words(rule.title), rule_set_words(rule.description)) == (rule.title, rule.description)


def test_bwc_says_in_every_language_that_it_is_an_english_word_game(speaking) -> None:
    english = {"de": "englisch", "es": "inglés", "pt_BR": "inglês"}
    description = load_preset("bwc").description
    for code in TRANSLATED:
        language.set_language(code)
        assert english[code] in rule_set_words(description).lower(), code


def test_the_house_rules_are_translated(speaking) -> None:
    language.set_language("pt_BR")
    for rule in house_rules():
        assert rule_set_words(rule.title) != rule.title
        assert rule_set_words(rule.description) != rule.description


# ---------------------------------------------------------------- the dialogs, drawn


@pytest.fixture(scope="module")
def display() -> None:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))


def drawn_texts(scene_for, then=None) -> list[str]:
    """Open the scene `scene_for(context)` builds on a fresh manager (and do `then` with
    it), draw it, and give the texts of its labels and buttons."""
    from canasta.ui.scene import Context

    manager = pygame_gui.UIManager((1280, 800), enable_live_theme_updates=False)
    context = Context((1280, 800), manager)
    scene = scene_for(context)
    context.stack.push(scene)
    if then is not None:
        then(scene)
    manager.update(0.05)
    surface = pygame.Surface((1280, 800))
    context.stack.top.draw(surface) if hasattr(context.stack.top, "draw") else None
    manager.draw_ui(surface)
    texts = [sprite.text for sprite in manager.get_sprite_group().sprites()
             if isinstance(sprite, (pygame_gui.elements.UILabel, pygame_gui.elements.UIButton)) and sprite.alive()]
    while context.stack.top is not None:
        context.stack.pop()
    return texts


@pytest.mark.parametrize("code", ("en",) + TRANSLATED)
def test_new_game_shows_every_preset_in_the_language(display, speaking, code) -> None:
    from canasta.ui.dialogs import GameSetup, NewGameDialog, SeatSetup

    language.set_language(code)
    for name in available_presets():
        setup = GameSetup(name, [SeatSetup("Player"), SeatSetup("Computer", "computer", "advanced")])
        texts = drawn_texts(lambda context: NewGameDialog(context, setup))
        assert rule_set_words(load_preset(name).title) in texts, (code, name)


@pytest.mark.parametrize("code", ("en",) + TRANSLATED)
def test_the_rules_dialog_shows_every_preset_in_the_language(display, speaking, code) -> None:
    from canasta.ui.dialogs import RulesDialog

    language.set_language(code)
    for name in available_presets():
        rules = load_preset(name)
        texts = drawn_texts(lambda context: RulesDialog(context, rules, True))
        assert rule_set_words(rules.title) in texts, (code, name)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_rules_dialog_shows_the_house_rules_in_the_language(display, speaking, code) -> None:
    from canasta.ui.dialogs import RulesDialog

    language.set_language(code)
    rule = house_rules()[0]
    texts = drawn_texts(lambda context: RulesDialog(context, load_preset("classic"), True),
                        lambda dialog: dialog.show_house_rule(rule.name))
    toggles = [text.split(" ", 1)[-1] for text in texts]  # a toggle shows its box, then its words
    assert rule_set_words(rule.title) in toggles and rule.title not in toggles


def test_new_game_speaks_the_language_of_its_seats_and_buttons(display, speaking) -> None:
    from canasta.ui.dialogs import GameSetup, NewGameDialog, SeatSetup

    language.set_language("de")
    seats = [SeatSetup("Anna"), SeatSetup("Bert", "computer", "advanced"), SeatSetup("Carla", "computer", "expert"),
             SeatSetup("Dora", "computer", "beginner")]
    texts = drawn_texts(lambda context: NewGameDialog(context, GameSetup("classic", seats)))
    assert "Partner sitzen sich gegenüber: Plätze 1 und 3 spielen gegen Plätze 2 und 4." in texts
    assert {"Starten", "Abbrechen", "Regeln", "Spieler", "Computerstufe", "Experte", "Mensch"} <= set(texts)
    assert not {"Start", "Cancel", "Players", "Person"} & set(texts)


def test_the_rules_in_a_sentence_are_in_the_language(speaking) -> None:
    from canasta.ui.dialogs.rules_summary import rules_summary
    from canasta.variants.house_rules import with_house_rules

    rules = with_house_rules(load_preset("classic"), ["seven_canastas"])
    assert rules_summary(rules) == "Classic Canasta: house rules: Seven canastas win the game."
    language.set_language("es")
    assert rules_summary(rules) == "Canasta clásica: reglas de la casa: Siete canastas ganan la partida."
    assert rules_summary(load_preset("cuban")) == "Canasta cubana, tal como se publicó."
    changed = load_preset("classic").replace({"target_score": 3000, "ask_partner": False})
    assert rules_summary(changed) == "Canasta clásica: cambios: puntaje objetivo 3000, preguntar al compañero no."


def test_a_refused_name_of_a_rule_set_is_said_in_the_language(speaking) -> None:
    from canasta.persistence.custom_rules import TITLE_MAX_LENGTH, title_problem
    from canasta.ui.dialogs.rule_set_name import problem_words

    language.set_language("pt_BR")
    too_long = problem_words(title_problem("x" * (TITLE_MAX_LENGTH + 1)) or "")
    assert too_long == f"O nome é longo demais: no máximo {TITLE_MAX_LENGTH} letras."
    assert problem_words(title_problem("") or "") == "Dê um nome ao conjunto de regras."


def test_the_rules_dialog_speaks_the_language_of_its_pages_and_buttons(display, speaking) -> None:
    from canasta.ui.dialogs import RulesDialog

    language.set_language("de")
    texts = drawn_texts(lambda context: RulesDialog(context, load_preset("cuban"), True, on_saved=lambda saved: None))
    assert {"Dieses Regelwerk", "Hausregeln", "Abbrechen", "Speichern unter…"} <= set(texts)
    assert not {"This rule set", "House rules", "Cancel", "Save as…"} & set(texts)
    shown = drawn_texts(lambda context: RulesDialog(context, load_preset("classic"), False))
    assert "Schließen" in shown and "Close" not in shown


def test_the_values_of_options_read_in_the_language(speaking) -> None:
    from canasta.ui.dialogs.rule_text import red_three_words, value_words

    classic = load_preset("classic")
    english = value_words("minimum_meld", classic.minimum_meld, classic)
    assert english.startswith("Below 0: 15 points; 0 to 1495: 50 points")
    language.set_language("es")
    assert value_words("minimum_meld", classic.minimum_meld, classic).startswith(
        "Menos de 0: 15 puntos; 0 a 1495: 50 puntos")
    assert value_words("hand_size", classic.hand_size, classic).startswith("15 con dos jugadores, 13 con tres jugadores")
    assert red_three_words(classic) == ("Tres rojos: 100 cada uno; 4 juntos: 800. "
                                        "Cuentan en contra de un equipo que no bajó nada.")


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_rule_option_and_group_is_said_in_the_language(speaking, code) -> None:
    from canasta.engine import GROUPS, WINDOWS, Rules
    from canasta.ui.dialogs.rule_text import option_words

    english = {name: option_words(name) for name in Rules.option_names()}
    headings = [group.title for group in (WINDOWS,) + GROUPS]
    language.set_language(code)
    for name, words in english.items():
        assert option_words(name) != words, (code, name)
    assert all(language.ruleset_text(title) != title for title in headings)


def test_the_rules_dialog_shows_an_options_page_in_the_language(display, speaking) -> None:
    from canasta.engine import Rules
    from canasta.ui.dialogs import RulesDialog
    from canasta.ui.dialogs.rule_text import option_words

    language.set_language("pt_BR")
    texts = drawn_texts(lambda context: RulesDialog(context, load_preset("classic"), True),
                        lambda dialog: dialog.show_option("target_score"))
    assert "Sim" in texts or "Não" in texts
    line = option_words("target_score")
    assert line != Rules.info("target_score").description and line.startswith("A partida termina")


@pytest.mark.parametrize("code", ("en",) + TRANSLATED)
def test_every_presets_options_read_in_the_language_without_braces(speaking, code) -> None:
    from canasta.engine import Rules
    from canasta.ui.dialogs.rule_fields import field_for
    from canasta.ui.dialogs.rule_text import named_badges, option_words, own_bonus_rows, red_three_words, value_words
    from canasta.ui.dialogs.rules_summary import rules_summary

    language.set_language(code)
    for preset in available_presets():
        rules = load_preset(preset)
        texts = [rules_summary(rules), red_three_words(rules), named_badges(rules)]
        texts += [words for words, _ in own_bonus_rows(rules)]
        for name in Rules.option_names():
            field = field_for(name, rules)
            texts += [option_words(name), value_words(name, getattr(rules, name), rules), field.hint]
            texts += [f"{left} {right}" for left, right in getattr(field, "lines", lambda: [])()]
        for text in texts:
            assert "{" not in text and "}" not in text, (code, preset, text)
