"""Art of the Kanastic deck: sizes, suit inks, gold cards, specials, the back and the cache."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from canasta.engine.cards.decks import kanastic_deck
from canasta.ui.art import drawing, kanastic, kanastic_realms, kanastic_style, standard
from canasta.ui.art.cache import CardArt
from canasta.ui.art.kanastic import KanasticArt, is_kanastic_text, render_kanastic_back, render_kanastic_face
from canasta.ui.art.kanastic_style import KANASTIC_CARD_TEXTS

WIDTHS = (40, 120, 260)


@pytest.fixture(scope="module", autouse=True)
def fonts() -> None:
    pygame.font.init()


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def index_ink(card_text: str, width: int = 120) -> tuple[int, int, int]:
    """The most common colour in the top-left index tab, other than its paper."""
    surf = render_kanastic_face(card_text, width)
    tab = pygame.Rect(round(width * 0.05), round(width * 0.05), round(width * 0.25), round(width * 0.45))
    raw = pixels(surf.subsurface(tab))
    counts: dict[tuple[int, int, int], int] = {}
    for i in range(0, len(raw), 4):
        r, g, b, a = raw[i : i + 4]
        colour = (r, g, b)
        if a == 255 and not near(colour, drawing.PAPER) and not near(colour, kanastic_style.GOLD_TAB):
            counts[colour] = counts.get(colour, 0) + 1
    return max(counts, key=counts.__getitem__)


def near(colour: tuple[int, int, int], target: tuple[int, int, int], tolerance: int = 12) -> bool:
    return sum(abs(a - b) for a, b in zip(colour, target)) <= tolerance


def test_the_card_texts_are_the_decks_59_distinct_cards() -> None:
    assert len(KANASTIC_CARD_TEXTS) == len(set(KANASTIC_CARD_TEXTS)) == 44 + 11 + 4
    assert {str(card) for card in kanastic_deck()} == set(KANASTIC_CARD_TEXTS)
    assert {"4h", "Td", "Js", "Ac", "Kg", "SW", "AR", "SH", "TP"} <= set(KANASTIC_CARD_TEXTS)


def test_is_kanastic_text() -> None:
    for text in KANASTIC_CARD_TEXTS:
        assert is_kanastic_text(text)
    for text in ("", "2c", "3h", "JK", "Ag ", "ag", "Kx", "SWW", "sw", "1h", "Tg1"):
        assert not is_kanastic_text(text), text


@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_renders_at_its_size(width: int) -> None:
    for text in KANASTIC_CARD_TEXTS:
        surf = render_kanastic_face(text, width)
        assert surf.get_size() == drawing.card_size(width), text
        assert surf.get_flags() & pygame.SRCALPHA
        # Rounded corners: the very corner is transparent, the middle opaque.
        assert surf.get_at((0, 0)).a < 64, text
        assert surf.get_at((width // 2, surf.get_height() // 2)).a == 255, text


@pytest.mark.parametrize("width", WIDTHS)
def test_the_back_renders_and_differs_from_the_standard_backs(width: int) -> None:
    back = render_kanastic_back(width)
    assert back.get_size() == drawing.card_size(width)
    assert back.get_flags() & pygame.SRCALPHA
    assert back.get_at((0, 0)).a < 64
    assert back.get_at((width // 2, back.get_height() // 2)).a == 255
    for name in standard.BACK_COLOURS:
        assert pixels(back) != pixels(standard.render_back(name, width))


def test_the_four_suits_use_four_different_inks() -> None:
    for rank in ("7", "Q"):
        inks = {suit: index_ink(rank + suit) for suit in "hdsc"}
        for suit, ink in inks.items():
            assert near(ink, kanastic.suit_ink(suit)), (rank + suit, ink)
        colours = list(inks.values())
        for i, a in enumerate(colours):
            for b in colours[i + 1 :]:
                assert not near(a, b, tolerance=90), inks


def test_yellow_spades_have_an_outline_so_they_read_on_paper() -> None:
    surf = render_kanastic_face("7s", 120)
    raw = pixels(surf.subsurface(pygame.Rect(6, 6, 30, 54)))
    colours = {tuple(raw[i : i + 3]) for i in range(0, len(raw), 4)}
    assert any(near(c, kanastic_style.YELLOW_EDGE) for c in colours)  # type: ignore[arg-type]


def test_gold_cards_differ_from_the_plain_heart_and_are_red() -> None:
    for rank in kanastic_style.RANKS:
        for width in (40, 120):
            assert pixels(render_kanastic_face(rank + "g", width)) != pixels(render_kanastic_face(rank + "h", width))
        assert near(index_ink(rank + "g"), drawing.RED)
    # The gold card's trim: its margin is gold, a plain card's is paper.
    gold = render_kanastic_face("Kg", 120)
    plain = render_kanastic_face("Kh", 120)
    x, y = 60, 168 - 3
    assert gold.get_at((x, y))[:3] != plain.get_at((x, y))[:3]
    assert near(tuple(plain.get_at((x, y))[:3]), drawing.PAPER)  # type: ignore[arg-type]


def test_specials_differ_from_each_other() -> None:
    for width in (40, 120):
        images = {text: pixels(render_kanastic_face(text, width)) for text in kanastic_style.SPECIAL_TEXTS}
        assert len(set(images.values())) == 4
    # Each special card has its own colour: the picture panels' average colours are far apart.
    panel = pygame.Rect(10, 10, 100, 120)
    averages = [pygame.transform.average_color(render_kanastic_face(text, 120), panel)[:3]
                for text in kanastic_style.SPECIAL_TEXTS]
    for i, a in enumerate(averages):
        for b in averages[i + 1 :]:
            assert not near(a, b, tolerance=80), averages


def test_every_face_differs_at_small_and_large_size() -> None:
    for width in (40, 120):
        images = {text: pixels(render_kanastic_face(text, width)) for text in KANASTIC_CARD_TEXTS}
        assert len(set(images.values())) == len(images)


def test_each_realm_has_its_own_colours() -> None:
    assert [kanastic_realms.realm_name(r) for r in kanastic_style.RANKS] == [
        "Necromancy", "Inferno", "Sea", "Lake", "Haunted Woods", "Swamp", "Desert", "Ice World",
        "Magic Forest", "Cave", "Heaven",
    ]
    schemes = {(realm.top, realm.bottom) for realm in kanastic_realms.REALMS.values()}
    assert len(schemes) == 11


def test_unknown_texts_are_refused() -> None:
    for bad in ("", "2c", "3d", "JK", "Kx", "kg", "SWORD", "XX", "Tg "):
        with pytest.raises(ValueError):
            render_kanastic_face(bad, 60)
        with pytest.raises(ValueError):
            KanasticArt().face(bad, 60)


def test_cache_returns_the_same_surface_and_stands_in_for_card_art() -> None:
    art = KanasticArt()
    assert isinstance(art, CardArt)
    assert art.face("Kg", 100) is art.face("Kg", 100)
    assert art.face("Kg", 100) is not art.face("Kg", 101)
    assert art.face("Kg", 100, four_colour=True) is art.face("Kg", 100)
    assert pixels(art.face("SW", 90)) == pixels(render_kanastic_face("SW", 90))
    assert art.back("blue", 80) is art.back("teal", 80)
    assert pixels(art.back(width=80)) == pixels(render_kanastic_back(80))
    assert art.placeholder(80).get_size() == drawing.card_size(80)


def test_cache_forgets_beyond_its_limit() -> None:
    art = KanasticArt(max_entries=3)
    first = art.face("4h", 40)
    for text in ("5h", "6h", "7h"):
        art.face(text, 40)
    assert art.face("4h", 40) is not first


def test_card_art_is_unchanged_for_the_standard_deck() -> None:
    assert standard.render_face("Kh", 80).get_size() == drawing.card_size(80)
    with pytest.raises(ValueError):
        standard.render_face("Kg", 80)
