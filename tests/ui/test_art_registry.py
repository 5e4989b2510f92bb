"""The deck-art registry: each deck kind is drawn by its own art, or by the standard art."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from canasta.engine.cards.decks import DECK_KINDS, DeckSpec
from canasta.ui.art import art_for
from canasta.ui.art.cache import CardArt
from canasta.ui.art.kanastic import KanasticArt, render_kanastic_face
from canasta.ui.art.letters import LetterArt, render_letter_face
from canasta.ui.art.standard import render_face
from canasta.ui.paint import Painter


@pytest.fixture(scope="module", autouse=True)
def fonts() -> None:
    pygame.font.init()


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_each_deck_kind_has_its_art() -> None:
    assert type(art_for("standard")) is CardArt
    assert type(art_for("kanastic")) is KanasticArt
    assert type(art_for("bwc")) is LetterArt
    assert pixels(art_for("standard").face("Qh", 70)) == pixels(render_face("Qh", 70))
    assert pixels(art_for("kanastic").face("Kg", 70)) == pixels(render_kanastic_face("Kg", 70))
    # One face, two decks: "Kg" is the Kanastic gold King and the BWC green K.
    assert pixels(art_for("bwc").face("Kg", 70)) == pixels(render_letter_face("Kg", 70))
    assert pixels(art_for("bwc").face("Kg", 70)) != pixels(art_for("kanastic").face("Kg", 70))


def test_a_deck_without_art_of_its_own_gets_the_standard_art() -> None:
    assert type(art_for("a deck not yet drawn")) is CardArt


def test_every_call_gives_a_fresh_art_with_its_own_cache() -> None:
    assert art_for("kanastic") is not art_for("kanastic")


@pytest.mark.parametrize("kind", sorted(DECK_KINDS))
def test_the_art_of_a_deck_kind_draws_every_card_of_that_deck(kind: str) -> None:
    art = art_for(kind)
    for card in DeckSpec(kind).faces():
        assert art.face(str(card), 40).get_size() == (40, 56), card


def test_the_painter_draws_the_deck_in_play() -> None:
    painter = Painter()
    painter.set_deck("kanastic")
    assert type(painter.cards) is KanasticArt
    kanastic = painter.cards
    painter.set_deck("kanastic")
    assert painter.cards is kanastic  # the same deck keeps the faces it has drawn
    painter.set_deck("standard")
    assert type(painter.cards) is CardArt
    painter.set_deck("bwc")
    assert type(painter.cards) is LetterArt
    assert pixels(painter.face("Ag", 60)) == pixels(render_letter_face("Ag", 60))
