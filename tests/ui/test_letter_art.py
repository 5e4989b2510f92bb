"""Art of the BWC letter cards: sizes, values, the colours' marks, the star and the cache."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from canasta.engine.cards.cards import COLOUR_NAMES, COLOURS, LETTERS
from canasta.engine.cards.decks import DECK_CARDS, bwc_deck
from canasta.ui.art import drawing, letters_style
from canasta.ui.art.cache import CardArt
from canasta.ui.art.letters import LETTER_CARD_TEXTS, LetterArt, is_letter_text, render_letter_face
from canasta.ui.art.pen import _Pen

SMALL, LARGE = 21, 260  # the meld cards of six players at 1024x640; a 4K hand


@pytest.fixture(scope="module", autouse=True)
def fonts() -> None:
    pygame.font.init()


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def lightness(colour: tuple[int, ...]) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def near(colour: tuple[int, ...], target: tuple[int, ...], tolerance: int = 40) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], target[:3])) <= tolerance


def count_near(surf: pygame.Surface, target: tuple[int, int, int], rect: pygame.Rect | None = None) -> int:
    raw = pixels(surf.subsurface(rect) if rect else surf)
    return sum(1 for i in range(0, len(raw), 4) if raw[i + 3] == 255 and near(raw[i:i + 3], target))


def ink_mask(surf: pygame.Surface, rect: pygame.Rect, ink: tuple[int, int, int]) -> set[tuple[int, int]]:
    """The pixels of `rect` nearer in lightness to `ink` than to the card's paper: what
    a reader with no sense of colour sees as ink, whatever its hue."""
    paper = lightness(surf.get_at((surf.get_width() // 2, round(surf.get_width() * 0.2))))
    cut = (paper + lightness(ink)) / 2
    part = surf.subsurface(rect)
    return {(x, y) for x in range(rect.width) for y in range(rect.height) if lightness(part.get_at((x, y))) < cut}


def index_rect(width: int, top: float, height: float) -> pygame.Rect:
    """Part of the top-left index column, from `top` for `height` (card widths)."""
    col = letters_style.INDEX_COL
    return pygame.Rect(round((letters_style.INDEX_X - col / 2) * width), round(top * width),
                       round(col * width), round(height * width))


def test_the_card_texts_are_the_decks_105_distinct_cards() -> None:
    assert len(LETTER_CARD_TEXTS) == len(set(LETTER_CARD_TEXTS)) == 26 * 4 + 1
    assert set(LETTER_CARD_TEXTS) == {str(card) for card in bwc_deck()}


def test_is_letter_text() -> None:
    for text in LETTER_CARD_TEXTS:
        assert is_letter_text(text)
    for text in ("", "A", "Ax", "ar", "Er ", "Qh", "2c", "JK", "SW", "STAR", "st", "1r"):
        assert not is_letter_text(text), text


@pytest.mark.parametrize("width", (SMALL, 42, LARGE))
def test_every_face_draws_at_its_size(width: int) -> None:
    for text in LETTER_CARD_TEXTS:
        surf = render_letter_face(text, width)
        assert surf.get_size() == drawing.card_size(width), text
        assert surf.get_flags() & pygame.SRCALPHA
        # Rounded corners: the very corner is transparent, the middle opaque.
        assert surf.get_at((0, 0)).a < 64, text
        assert surf.get_at((width // 2, surf.get_height() // 2)).a == 255, text


@pytest.mark.parametrize("width", (SMALL, 42, 120))
def test_every_face_differs_from_every_other(width: int) -> None:
    images = {pixels(render_letter_face(text, width)) for text in LETTER_CARD_TEXTS}
    assert len(images) == len(LETTER_CARD_TEXTS)


def test_a_big_face_is_drawn_at_its_size_not_enlarged() -> None:
    """Across the stem of a big I the ink starts within a pixel or two; a small face
    enlarged would blur it over many."""
    def sharpest_step(surf: pygame.Surface) -> float:
        y = round(letters_style.FIELD_Y * LARGE)
        row = [lightness(surf.get_at((x, y))) for x in range(surf.get_width())]
        return max(abs(row[x + 2] - row[x]) for x in range(len(row) - 2))

    drawn = render_letter_face("Ib", LARGE)
    enlarged = pygame.transform.smoothscale(render_letter_face("Ib", 40), drawn.get_size())
    assert sharpest_step(drawn) > 120
    assert sharpest_step(enlarged) < 120  # the measure tells the two apart


def test_the_corner_value_is_the_decks_value_of_the_letter() -> None:
    values = dict(DECK_CARDS["bwc"].values)
    width = 120
    value_rect = index_rect(width, letters_style.INDEX_TOP + letters_style.VALUE_BELOW, letters_style.VALUE_CAP)

    def value_part(text: str) -> bytes:
        return pixels(render_letter_face(text, width).subsurface(value_rect))

    for colour in COLOURS:
        by_value: dict[int, set[bytes]] = {}
        for letter in LETTERS:
            by_value.setdefault(values[letter], set()).add(value_part(letter + colour))
        # Letters of one value show the same number, letters of different values different ones.
        assert all(len(parts) == 1 for parts in by_value.values()), colour
        assert len({part for parts in by_value.values() for part in parts}) == len(by_value), colour
    assert value_part("ST") not in {value_part(letter + "r") for letter in LETTERS}  # 50: no letter's value


def test_each_colour_is_its_letters_ink() -> None:
    width = 120
    letter_rect = index_rect(width, letters_style.INDEX_TOP, letters_style.INDEX_CAP)
    for colour in COLOURS:
        surf = render_letter_face("H" + colour, width)
        ink = letters_style.LETTER_INK[colour]
        assert count_near(surf, ink, letter_rect) > 40, colour
        for other in COLOURS:
            if other != colour:
                assert count_near(surf, letters_style.LETTER_INK[other]) < 10, (colour, other)


def mark_mask(colour: str, size: int = 96) -> pygame.mask.Mask:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    letters_style.draw_mark(_Pen(surf, size), colour, (0.5, 0.5), 0.8, (0, 0, 0))
    return pygame.mask.from_surface(surf)


def test_the_four_marks_are_four_shapes() -> None:
    masks = {colour: mark_mask(colour) for colour in COLOURS}
    for colour, mask in masks.items():
        assert mask.count() > 0.3 * 96 * 96, colour  # each about as big as the others
        for other in COLOURS[COLOURS.index(colour) + 1:]:
            overlap = mask.overlap_area(masks[other], (0, 0))
            union = mask.count() + masks[other].count() - overlap
            assert overlap / union < 0.85, (colour, other)


@pytest.mark.parametrize("width", (42, 120))
def test_the_colours_differ_in_grey_not_only_in_hue(width: int) -> None:
    """Seen without colour, the corner marks of two colours differ in shape, while
    two letters of one colour have the same mark (so the measure tells a shape from a hue)."""
    mark_rect = index_rect(width, letters_style.INDEX_TOP + letters_style.INDEX_CAP + letters_style.MARK_GAP / 2,
                           letters_style.MARK_SIZE + letters_style.MARK_GAP)

    def mark(text: str) -> set[tuple[int, int]]:
        return ink_mask(render_letter_face(text, width), mark_rect, letters_style.LETTER_INK[text[1]])

    def difference(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
        return len(a ^ b) / len(a | b)

    for letter in ("A", "M", "Q"):
        marks = {colour: mark(letter + colour) for colour in COLOURS}
        for colour in COLOURS:
            assert len(marks[colour]) > 0.3 * (letters_style.MARK_SIZE * width) ** 2, (letter, colour)
            assert difference(marks[colour], mark("W" + colour)) < 0.04, (letter, colour)
            for other in COLOURS[COLOURS.index(colour) + 1:]:
                assert difference(marks[colour], marks[other]) > 0.1, (letter, colour, other)


def test_the_legend_names_each_colours_mark() -> None:
    legend = letters_style.MARKS_LEGEND
    assert legend.count(".") == 1 and legend.endswith(".")  # one sentence
    assert len(set(letters_style.MARKS.values())) == 4
    for colour, name in COLOUR_NAMES.items():
        assert f"{name} a {letters_style.MARKS[colour]}" in legend


def test_the_star_is_gold_in_a_ring_of_every_colour() -> None:
    width = 120
    star = render_letter_face("ST", width)
    corner = index_rect(width, letters_style.INDEX_TOP, letters_style.INDEX_CAP)
    assert count_near(star, letters_style.STAR_GOLD, corner) > 40
    for colour in COLOURS:
        assert count_near(star, letters_style.LETTER_INK[colour]) > 100, colour  # it stands for any colour
        letter = render_letter_face("A" + colour, width)
        assert count_near(letter, letters_style.STAR_GOLD, corner) < 10, colour
    # Seen without colour it differs from every letter: its index is a star, not a letter.
    for text in LETTER_CARD_TEXTS[:-1]:
        ink = letters_style.LETTER_INK[text[1]]
        assert ink_mask(render_letter_face(text, width), corner, ink) != ink_mask(star, corner, ink), text


def test_unknown_texts_are_refused() -> None:
    for bad in ("", "Qh", "JK", "SW", "Ax", "ar", "Er ", "STAR"):
        with pytest.raises(ValueError):
            render_letter_face(bad, 60)
        with pytest.raises(ValueError):
            LetterArt().face(bad, 60)


def test_cache_returns_the_same_surface_and_stands_in_for_card_art() -> None:
    art = LetterArt()
    assert isinstance(art, CardArt)
    assert art.face("Er", 100) is art.face("Er", 100)
    assert art.face("Er", 100) is not art.face("Er", 101)
    assert art.face("Er", 100, four_colour=True) is art.face("Er", 100)
    assert art.has_face("Er", 100) and not art.has_face("Eb", 100)
    assert pixels(art.face("ST", 90)) == pixels(render_letter_face("ST", 90))
    assert art.back("blue", 80).get_size() == drawing.card_size(80)  # the player's back colour
    assert art.placeholder(80).get_size() == drawing.card_size(80)


def test_a_face_drawn_from_the_kept_parts_is_the_face_drawn_afresh() -> None:
    from canasta.ui.art import letters

    first = pixels(render_letter_face("Er", 140))
    for other in ("Ar", "Eg", "Sr", "ST", "Qb"):  # the kept body, glyphs and values shared with others
        render_letter_face(other, 140)
    again = pixels(render_letter_face("Er", 140))
    letters._blank_face.cache_clear()
    letters._glyph.cache_clear()
    letters._value_glyphs.cache_clear()
    assert first == again == pixels(render_letter_face("Er", 140))
