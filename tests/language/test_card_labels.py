"""A card as the table's log and status line tell it: a face's characters stay as the card
shows them ("7♥", "10♠"); a card without a suit is named in the player's language
("Joker", "Comodín", "Coringa")."""

from __future__ import annotations

import pytest

from canasta import language
from canasta.engine import JOKER, Card
from canasta.ui.status import card_label, cards_label


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    language.set_language("en")


@pytest.mark.parametrize("code, joker", [("en", "Joker"), ("de", "Joker"), ("es", "Comodín"), ("pt_BR", "Coringa")])
def test_a_joker_is_named_in_the_language_and_a_face_as_it_shows(code: str, joker: str) -> None:
    language.set_language(code)
    assert card_label(Card(JOKER, "")) == joker
    assert cards_label((Card("K", "d"), Card("T", "s"), Card(JOKER, ""))) == f"K♦ 10♠ {joker}"
