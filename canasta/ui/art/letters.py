"""Procedural art for the BWC letter cards: a big letter in its colour, the letter, its
mark and its value in the corners; and the star.

Drawn like the other decks (shapes and the shipped DejaVu font, shapes supersampled),
so a card is crisp at any width. The colour is the letter's ink, a band inside the
card's edge and a light tint of the paper; its second cue is its mark (letters_style.py):
a shape of its own in the corners and, pale, behind the big letter. The top-left index
(letter, mark, value) is read when only the left edge of a card shows in a fanned hand.

Card texts follow the engine: a letter "A" to "Z" then a colour "r", "b", "g" or "y"
("Er", "Ag"), and the star "ST". "Tg" to "Ag" are green letters here, not the Kanastic
deck's gold cards: this art is asked only for the cards of the bwc deck.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from canasta.engine import COLOURS, DECK_CARDS, LETTERS, STAR

from .cache import CardArt
from .drawing import (
    EDGE,
    PAPER,
    SMALL_INDEX,
    Colour,
    _blit_premul,
    _edge_px,
    _fit,
    _outlined_text,
    _rank_glyphs,
    _rounded_body,
    _supersampled,
    _text,
    card_size,
    corner_radius,
)
from .letters_style import (
    BAND,
    BIG_CAP,
    BIG_MARK,
    BIG_MARK_TINT,
    BIG_STAR,
    BIG_W,
    FIELD_X,
    FIELD_Y,
    INDEX_CAP,
    INDEX_COL,
    INDEX_TAIL,
    INDEX_TOP,
    INDEX_X,
    LETTER_INK,
    LETTER_OUTLINE,
    MARK_BELOW,
    MARK_SIZE,
    RING,
    RING_W,
    STAR_EDGE,
    STAR_GOLD,
    STAR_INK,
    STAR_X,
    STAR_Y,
    TINT,
    VALUE_BELOW,
    VALUE_CAP,
    VALUE_INK,
    WILD_CAP,
    draw_mark,
    ring_arcs,
    tinted,
)
from .pen import _Pen
from .registry import register
from .standard import _star_points

LETTER_CARD_TEXTS: tuple[str, ...] = tuple(letter + colour for letter in LETTERS for colour in COLOURS) + (STAR,)


def is_letter_text(text: str) -> bool:
    """Whether `text` is a card of the BWC deck ("Er", "Ag", "ST")."""
    return text == STAR or (len(text) == 2 and text[0] in LETTERS and text[1] in COLOURS)


@cache
def card_value(card_text: str) -> int:
    """The card's points, from the deck's values (bwc ruling 2)."""
    kind = STAR if card_text == STAR else card_text[0]
    return dict(DECK_CARDS["bwc"].values)[kind]


def _check(card_text: str) -> None:
    if not is_letter_text(card_text):
        raise ValueError(f"not a BWC letter card: {card_text!r}")


# ---------------------------------------------------------------- glyphs


@lru_cache(maxsize=256)
def _glyph(text: str, cap: float, ink: Colour, outline: Colour | None, max_w: float,
           max_h: float | None = None) -> pygame.Surface:
    """`text` with its cap height `cap` px, squeezed to `max_w`, and shrunk to `max_h`
    when its tail (J, Q) would reach lower; outlined in `outline` (drawn three times
    larger and shrunk, for a crisp sub-pixel outline). Kept, as every card shows its
    letter twice and many cards share a letter: only ever blitted, never drawn on."""
    if outline is None:
        surf = _rank_glyphs(text, cap, ink, max_w)
    else:
        k = 3
        radius = max(0.45, cap / 30) * k
        big = _outlined_text(_rank_glyphs(text, cap * k, ink, max_w * k - 2 * radius), outline, radius)
        surf = pygame.transform.smoothscale(big, (max(1, round(big.get_width() / k)),
                                                  max(1, round(big.get_height() / k))))
    if max_h is not None and surf.get_height() > max_h:
        surf = _fit(surf, max_w, max_h)
    return surf


# ---------------------------------------------------------------- faces


@dataclass(frozen=True)
class _Corner:
    """A corner index: its column's centre from the card's side, its scale, and whether
    it is the bottom-right one (turned half round the card's centre)."""

    x: float
    scale: float
    upside_down: bool

    def top(self, below: float) -> float:
        """Where something `below` (card widths, at full scale) the index's top goes."""
        return INDEX_TOP + below * self.scale

    def point(self, x: float, y: float, h: float) -> tuple[float, float]:
        """A point of the top-left frame, turned for the bottom-right index (card widths)."""
        return (1 - x, h - y) if self.upside_down else (x, y)


_MARGIN = INDEX_X - INDEX_COL / 2
_CORNERS = (_Corner(INDEX_X, 1.0, False), _Corner(_MARGIN + INDEX_COL * SMALL_INDEX / 2, SMALL_INDEX, True))


# The cards' values in their corners: a few numbers, the same on many cards (only blitted).
_value_glyphs = lru_cache(maxsize=64)(_rank_glyphs)


def _place(card: pygame.Surface, surf: pygame.Surface, corner: _Corner, below: float) -> None:
    """Blit `surf` centred on the corner's column, `below` the index's top (card widths)."""
    w, h = card.get_size()
    cx, top = corner.x * w, corner.top(below) * w
    if corner.upside_down:
        surf = pygame.transform.flip(surf, True, True)
        card.blit(surf, (round(w - cx - surf.get_width() / 2), round(h - top - surf.get_height())))
    else:
        card.blit(surf, (round(cx - surf.get_width() / 2), round(top)))


def _body(w: int, h: int, band: Colour, tint: Colour) -> pygame.Surface:
    """The card: a rounded body with a band of `band` inside its edge, `tint` inside."""
    edge = _edge_px(w)
    card = _rounded_body(w, h, tint, EDGE, edge)
    radius = corner_radius(w)

    def paint(big: pygame.Surface, k: int) -> None:
        outer = big.get_rect().inflate(-round(2 * edge * k), -round(2 * edge * k))
        pygame.draw.rect(big, (*band, 255), outer, width=max(1, round(BAND * w * k)),
                         border_radius=max(1, round((radius - edge) * k)))

    _blit_premul(card, _supersampled((w, h), paint, factor=3))
    return card


def _outline_width(w: int, scale: float) -> float:
    """A mark's outline: about a pixel, in card widths."""
    return max(0.6, w * scale / 110) / w


@lru_cache(maxsize=16)
def _blank_face(colour: str, w: int, h: int) -> pygame.Surface:
    """A letter card of `colour` before its letter and value go on: its body and marks,
    the same for every letter of the colour, and most of the drawing (drawn large and
    shrunk), so a table of many letters draws each colour's once (a BWC game's first frame)."""
    ink = LETTER_INK[colour]
    outline = LETTER_OUTLINE.get(colour)
    card = _body(w, h, ink, tinted(PAPER, ink, TINT))
    height = h / w

    def marks(big: pygame.Surface, k: int) -> None:
        pen = _Pen(big, w * k)
        draw_mark(pen, colour, (FIELD_X, FIELD_Y), BIG_MARK, tinted(PAPER, ink, BIG_MARK_TINT))
        for corner in _CORNERS:
            centre = corner.point(corner.x, corner.top(MARK_BELOW), height)
            draw_mark(pen, colour, centre, MARK_SIZE * corner.scale, ink, outline, _outline_width(w, corner.scale))

    _blit_premul(card, _supersampled((w, h), marks, factor=3))
    return card


def _letter_face(letter: str, colour: str, w: int, h: int) -> pygame.Surface:
    ink = LETTER_INK[colour]
    outline = LETTER_OUTLINE.get(colour)
    card = _blank_face(colour, w, h).copy()
    big_letter = _glyph(letter, BIG_CAP * w, ink, outline, BIG_W * w, BIG_CAP * INDEX_TAIL * w)
    card.blit(big_letter, (round(FIELD_X * w - big_letter.get_width() / 2), round((FIELD_Y - BIG_CAP / 2) * w)))
    value = str(card_value(letter + colour))
    for corner in _CORNERS:
        col_w = INDEX_COL * w * corner.scale
        cap = INDEX_CAP * w * corner.scale
        _place(card, _glyph(letter, cap, ink, outline, col_w, cap * INDEX_TAIL), corner, 0.0)
        _place(card, _value_glyphs(value, VALUE_CAP * w * corner.scale, VALUE_INK, col_w), corner, VALUE_BELOW)
    return card


def _star_face(w: int, h: int) -> pygame.Surface:
    card = _body(w, h, STAR_EDGE, tinted(PAPER, STAR_GOLD, TINT))
    height = h / w
    cx, cy = STAR_X, STAR_Y

    def paint(big: pygame.Surface, k: int) -> None:
        pen = _Pen(big, w * k)
        for colour, arc in ring_arcs(cx, cy, RING, RING_W):
            pen.polygon(LETTER_INK[colour], arc)
        pen.outlined(STAR_GOLD, STAR_EDGE, _star_points(cx, cy + BIG_STAR * 0.1, BIG_STAR, BIG_STAR * 0.43), 0.018)
        for corner in _CORNERS:
            # The corner star as tall as a corner letter, and the ring where a letter has its mark.
            radius = INDEX_CAP / (1 + math.cos(math.pi / 5)) * corner.scale
            x, y = corner.point(corner.x, corner.top(0.0) + radius, height)
            up = -1 if corner.upside_down else 1
            points = [(px, y + (py - y) * up) for px, py in _star_points(x, y, radius, radius * 0.42)]
            pen.outlined(STAR_GOLD, STAR_EDGE, points, _outline_width(w, corner.scale) * 1.5)
            x, y = corner.point(corner.x, corner.top(MARK_BELOW), height)
            size = MARK_SIZE * corner.scale
            for colour, arc in ring_arcs(x, y, size / 2, size * 0.17):
                pen.polygon(LETTER_INK[colour], arc)

    _blit_premul(card, _supersampled((w, h), paint, factor=3))
    value = str(card_value(STAR))
    for corner in _CORNERS:
        cap = VALUE_CAP * w * corner.scale
        _place(card, _value_glyphs(value, cap, VALUE_INK, INDEX_COL * w * corner.scale), corner, VALUE_BELOW)
    cap = w * WILD_CAP
    if cap >= 4:  # smaller, it could not be read: the star and the ring say it
        word = _text("WILD", cap, STAR_INK)
        card.blit(word, word.get_rect(center=(round(cx * w), round((cy + RING + 0.1) * w))))
    return card


def render_letter_face(card_text: str, width: int) -> pygame.Surface:
    """A BWC card face, `width` px wide, on a transparent SRCALPHA surface.

    Raises:
        ValueError: `card_text` is not a BWC card such as "Er", "Ag" or "ST".
    """
    _check(card_text)
    w, h = card_size(width)
    if card_text == STAR:
        return _star_face(w, h)
    return _letter_face(card_text[0], card_text[1], w, h)


# ---------------------------------------------------------------- cache


class LetterArt(CardArt):
    """CardArt for the BWC deck: the same calls, drawing letter cards.

    `four_colour` is accepted so it can stand in for CardArt, and ignored: letter cards
    always have their four colours. Backs are the standard ones, in the player's colour.
    """

    def face(self, card_text: str, width: int, four_colour: bool = False) -> pygame.Surface:
        _check(card_text)
        return self._get(self.face_key(card_text, width), lambda: render_letter_face(card_text, width))

    def face_key(self, card_text: str, width: int, four_colour: bool = False) -> tuple[object, ...]:
        return ("bwc", card_text, int(width))


register("bwc", LetterArt)
