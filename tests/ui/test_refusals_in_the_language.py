"""A refused move is told on the status line in the player's language: the engine's
sentence, its card and its numbers rendered as the language writes them."""

from __future__ import annotations

import pytest

from canasta import language

from test_refusal_reasons import first_meld_table


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.set_language("en")


@pytest.mark.parametrize("code, start", [
    ("de", "Dein erstes Auslegen braucht mindestens 50 Punkte"),
    ("es", "Tu primera bajada necesita al menos 50 puntos"),
    ("pt_BR", "Sua primeira baixada precisa de pelo menos 50 pontos"),
])
def test_a_first_meld_out_of_reach_is_refused_in_the_language(code: str, start: str) -> None:
    table = first_meld_table("classic", "Jc Jd Jh Js 4c 5d 6h 8s 9c Tc Kd")
    language.set_language(code)
    table.click(table.hand_card("Jc"))
    assert not table.state.turn_moves
    assert table.status().startswith(start), table.status()


def test_a_row_too_short_names_its_rank_and_count_in_german() -> None:
    table = first_meld_table("classic", "Jc Jd 4c 5d 6h 8s 9c Tc Kd Qs Ks")
    language.set_language("de")
    table.click(table.hand_card("Jc"))
    assert table.status() == "Deine Reihe aus Buben hat 1 Karte: Eine Meldung braucht mindestens 3."
