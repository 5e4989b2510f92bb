"""The pseudo-language: every text accented and 40% longer, its placeholders, markup and
entities kept, so that a screen drawn in it shows what is not marked and what is too small."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from canasta.engine import say
from canasta.language import LANGUAGES, _, help_text, language, ngettext, number, render, set_language
from canasta.language.pseudo import GROWTH, PSEUDO, pseudo_text


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def test_a_pseudo_text_is_accented_and_longer_with_its_placeholders_and_markup_kept() -> None:
    text = "Your first meld needs at least {points} points: <b>{meld}</b> &amp; more."
    pseudo = pseudo_text(text)
    assert pseudo.startswith("Ÿöür fîršt méld ñéédš át léášt {points} pöîñtš: <b>{meld}</b> &amp; möré.")
    plain = len(text) - len("{points}<b>{meld}</b>&amp;")
    assert len(pseudo) - len(text) >= round(plain * GROWTH)
    assert pseudo.format(points=50, meld="Kings")  # still formats
    assert pseudo_text("") == ""


def test_the_game_speaks_the_pseudo_language_in_every_catalog_but_never_offers_it() -> None:
    set_language(PSEUDO)
    assert language() == PSEUDO and PSEUDO not in LANGUAGES
    assert _("Game") != "Game" and help_text("Talon").startswith("Tálöñ")
    assert ngettext("{count} card", "{count} cards", 2).startswith("{count} çárdš")
    assert render(say("Your row of {rank} has {count} cards.", rank=say("Kings"), count=2)).startswith(
        "Ÿöür röw öf Kîñgš")
    assert number(5000) == "5.000"  # written the longer way, as German does
    set_language("en")
    assert _("Game") == "Game"
