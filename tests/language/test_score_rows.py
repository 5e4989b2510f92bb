"""The detailed scoring's rows whose words vary (a rank, a colour, a count) are the
engine's messages, said in the player's language: "Três ou mais Ases na mão", "Tres
rojos", "Drei Canastas: Spiel gewonnen"; English exactly as before."""

from __future__ import annotations

import textwrap

import pytest

from canasta import language
from canasta.engine import GameState
from canasta.engine.scoring.scoring import score_hand
from canasta.ui.dialogs.scoring import row_and_detail, score_table
from canasta.variants import load_preset
from canasta.variants.house_rules import with_house_rules
from tests.engine.helpers import action

# Modern American: penalties for incomplete pure and wild melds and for Aces and Sevens
# held, threes scored by colour, the table counted against a side short of canastas.
PENALTIES = """
    players: 4
    phase: hand_over
    hand 0: Ac Ad Ah 7c 7d 7h 4c 3c
    hand 1: 4d
    hand 2: Ac Ad As 4h
    hand 3: 4s
    table 0: K: Kc Kd Kh Ks Kc Kd Kh | Q: Qc Qd Qh Qs Qc Qd JK | 7: 7c 7d 7h | A: Ac Ad Ah | wild: JK 2c 2d
    red threes 0: 3h 3d
    stock: 5c
"""


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.set_language("en")


def rows(code: str, preset: str = "modern_american", text: str = PENALTIES) -> dict[str, list[tuple[str, str]]]:
    rules = load_preset(preset)
    body = textwrap.dedent(text).strip()
    state = GameState.from_text(f"canasta position 1\nrules: {preset}\n{body}\n", rules=rules)
    language.set_language(code)
    return dict(score_table(score_hand(state)))


def test_english_rows_read_as_before() -> None:
    table = rows("en")
    assert table["Three or more Aces held"][0] == ("2 \u00d7 \u22121500", "-3000")
    assert "Pure Sevens not completed" in table and "Wild meld not completed" in table
    assert "Red threes" in table and "Black threes" in table


@pytest.mark.parametrize("code, held, pure, red, black", [
    ("de", "Drei oder mehr Asse behalten", "Reine Siebenen nicht vollständig", "Rote Dreien", "Schwarze Dreien"),
    ("es", "Tres o más Ases en la mano", "Juego puro de Sietes incompleto", "Tres rojos", "Tres negros"),
    ("pt_BR", "Três ou mais Ases na mão", "Jogo puro de Setes incompleto", "Três vermelhos", "Três pretos"),
])
def test_the_varying_rows_are_in_the_language(code: str, held: str, pure: str, red: str, black: str) -> None:
    table = rows(code)
    assert {held, pure, red, black} <= set(table), sorted(table)
    assert table[held][0] == ("2 \u00d7 \u22121.500", "-3.000")
    english = {"Three or more Aces held", "Pure Sevens not completed", "Red threes", "Black threes",
               "Wild meld not completed"}
    assert not english & set(table)


SIX_CANASTAS = ("4: 4c 4d 4h 4s 4c 4d 4h | 5: 5c 5d 5h 5s 5c 5d 5h | 6: 6c 6d 6h 6s 6c 6d 6h | "
                "7: 7c 7d 7h 7s 7c 7d 7h | 8: 8c 8d 8h 8s 8c 8d 8h | 9: 9c 9d 9h 9s 9c 9d 9h | "
                "K: Kc Kd Kh Ks Kc Kd")


@pytest.mark.parametrize("code, row", [("en", "Seven canastas"), ("de", "Sieben Canastas"),
                                       ("es", "Siete canastas"), ("pt_BR", "Sete canastras")])
def test_the_canastas_that_win_the_game_are_counted_in_the_language(code: str, row: str) -> None:
    rules = with_house_rules(load_preset("classic"), ["seven_canastas"])
    state = GameState.from_text("canasta position 1\nrules: classic\nplayers: 3\nphase: play\ncurrent: 0\n"
                                f"opened 0: yes\nscores: 0 4900 4000\nhand 0: Kh Qc Jd\ntable 0: {SIX_CANASTAS}\n"
                                "stock: 4h 4d 5s 6s\n", rules=rules)
    for move in ("meld Kh to K", "discard Jd"):
        state.play(action(state, move))
    result = state.hand_results[-1]
    assert "Seven canastas: the game" in [line.label for line in result.sides[0].lines]
    language.set_language(code)
    assert dict(score_table(result))[row][0][0] == row_and_detail(result.sides[0].lines[-1].label)[1]


def test_a_result_read_back_from_a_record_says_its_rows_in_the_language_too() -> None:
    from canasta.engine.text.score_text import read_result, result_text

    rules = load_preset("modern_american")
    state = GameState.from_text(f"canasta position 1\nrules: modern_american\n{textwrap.dedent(PENALTIES).strip()}\n",
                                rules=rules)
    result = score_hand(state)
    again = read_result(result_text(result), len(result.sides))
    assert [line.label for line in again.sides[0].lines] == [line.label for line in result.sides[0].lines]
    language.set_language("pt_BR")
    assert dict(score_table(again)) == dict(score_table(result))
    assert "Três ou mais Ases na mão" in dict(score_table(again))


def test_a_label_no_part_makes_as_a_message_reads_back_as_it_is() -> None:
    from canasta.engine import Message
    from canasta.engine.scoring.score_labels import label_message

    for label in ("Cards in hand", "Escaleras (1)", "Special hand: Dream hand", "Three or more Wizards held: 1"):
        assert label_message(label) == label and not isinstance(label_message(label), Message)
