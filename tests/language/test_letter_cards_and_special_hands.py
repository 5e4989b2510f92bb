"""BWC's letter cards and Modern American's special hands in the player's language: a
letter card's colour agrees with its letter ("grünes A", "A roja", "A vermelho"), and a
laid special hand is named in the scoring and the Help as the language names it; English
exactly as before."""

from __future__ import annotations

import pytest

from canasta import language
from canasta.engine import Action, GameState, parse_cards
from canasta.engine.scoring.scoring import score_hand
from canasta.ui.dialogs.help_american import kept_three_words, special_hand_bullets
from canasta.ui.dialogs.scoring import score_table
from canasta.variants import load_preset
from tests.engine.helpers import action, position


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.set_language("en")


@pytest.mark.parametrize("code, green_a, red_e, yellow_es", [
    ("en", "green A", "red E", "yellow Es"),
    ("de", "grünes A", "rotes E", "gelbe E"),
    ("es", "A verde", "E roja", "E amarillas"),
    ("pt_BR", "A verde", "E vermelho", "E amarelos"),
])
def test_a_letter_card_is_named_in_the_language(code: str, green_a: str, red_e: str, yellow_es: str) -> None:
    names = load_preset("bwc").card_names
    ace, e, yellow = parse_cards("Ag Er Ey")
    language.set_language(code)
    assert [language.render(names.name(ace)), language.render(names.name(e)),
            language.render(names.plural(yellow))] == [green_a, red_e, yellow_es]


def test_a_face_only_letter_cards_have_is_a_letter_card_in_the_language() -> None:
    blue_b = parse_cards("Bb")[0]
    assert blue_b.name == "blue B"
    language.set_language("de")
    assert language.render(blue_b.name) == "blaues B"


def laid_straight() -> GameState:
    rules = load_preset("modern_american")
    state = GameState.from_text(
        "canasta position 1\nrules: modern_american\nplayers: 4\nphase: play\ncurrent: 0\n"
        "hand 0: Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc JK\nhand 1: 4d 5d 6d 8d 9h Th\n"
        "hand 2: 4h 5h 6h 8h Jh Qh\nhand 3: 4s 5s 6s 8s Ks Qs\nstock: 4h 5h 6h 7h 8h 9h\n", rules=rules)
    state.play(Action.parse("meld Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc JK"))
    assert state.hand_over()
    return state


@pytest.mark.parametrize("code, row, name", [
    ("en", "Special hand", "Straight"),
    ("de", "Besonderes Blatt", "Straße"),
    ("es", "Mano especial", "Escalera"),
    ("pt_BR", "Mão especial", "Sequência"),
])
def test_a_laid_special_hand_is_named_in_the_scoring_in_the_language(code: str, row: str, name: str) -> None:
    result = score_hand(laid_straight())
    language.set_language(code)
    table = dict(score_table(result))
    assert table[row][0][0] == name


def test_the_help_names_the_special_hands_in_the_language() -> None:
    rules = load_preset("modern_american")
    language.set_language("de")
    bullets = " ".join(special_hand_bullets(rules))
    assert "Straße" in bullets and "Durcheinander" in bullets and "Straight" not in bullets
    assert "das besondere Blatt Straße braucht eine" in (kept_three_words(rules) or "")


SWITCH = """
    players: 2
    phase: play
    current: 0
    opened 0: yes
    stock: Ab Eb Ib Ob
    pile: Ny
    table 0: barking word: Br Ab Rr Kr Ir Nb Gr | cat word: Cr Ab Tr
    hand 0: Ar Sy Oy
"""


@pytest.mark.parametrize("code, cards, every", [
    ("en", "The red A cannot take the place of the blue N", "every letter red, no star."),
    ("de", "rotes A", "jeder Buchstabe rot, kein Stern."),
    ("es", "A roja", "todas las letras rojas, sin estrella."),
    ("pt_BR", "A vermelho", "todas as letras vermelhas, sem estrela."),
])
def test_a_switch_of_letters_is_refused_with_the_letters_and_their_colour_in_the_language(
        code: str, cards: str, every: str) -> None:
    state = position("bwc", SWITCH)
    wrong_letter = state.explain(action(state, "switch Ar for Nb in #1"))
    not_natural = state.explain(action(state, "switch Ar for Ab in #1"))
    language.set_language(code)
    assert cards in language.render(wrong_letter)
    assert language.render(not_natural).endswith(every)
