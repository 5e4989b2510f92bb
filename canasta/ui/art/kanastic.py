"""Procedural art for the Kanastic deck: realm faces, gold cards, specials and a back.

Drawn like the standard deck in standard.py (shapes and the shipped DejaVu font,
supersampled, rounded corners), so a card is crisp at any width. Each realm (rank)
has its own colour scheme and scene in a picture panel; the rank and suit sit on a
paper tab in the top-left corner, large enough to read when only the left ~30% of
the card shows in a fanned hand or a meld row, and smaller, upside down, bottom right.
The realm's name is written under the picture.

Card texts follow the engine: rank "456789TJQKA" + suit "hdsc", the gold card of a
realm with suit "g" ("Kg", a heart with a crown and gold trim), and the specials
"SW" Sword, "AR" Artifact, "SH" Shield, "TP" Treasure Pot.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from .cache import CardArt
from .drawing import (
    PAPER,
    SMALL_INDEX,
    Colour,
    _blit_premul,
    _edge_px,
    _fit,
    _mix,
    _rounded_body,
    _supersampled,
    _text,
    card_size,
    corner_radius,
)
from .kanastic_index import _crown_shape, _natural_index, _special_index
from .kanastic_realms import REALMS
from .kanastic_specials import SPECIALS, _special_scene
from .kanastic_style import (
    GOLD_DARK,
    GOLD_INK,
    GOLD_LIGHT,
    GOLD_MID,
    GOLD_SUIT,
    GOLD_TAB,
    INSET,
    NAME_CAP,
    RANKS,
    STRIP_H,
    SUIT_INK,
    SUITS,
    TAB_PAD,
    TAB_W,
)
from .pen import _gradient, _Pen, _sparkle
from .registry import register
from .standard import DEFAULT_BACK


# ---------------------------------------------------------------- checks


def is_kanastic_text(text: str) -> bool:
    """Whether `text` is a card of the Kanastic deck ("7s", "Kg", "SW", ...)."""
    if text in SPECIALS:
        return True
    return len(text) == 2 and text[0] in RANKS and text[1] in SUITS + GOLD_SUIT


def suit_ink(suit: str) -> Colour:
    """Ink of a Kanastic suit letter: "h"/"g" red, "d" blue, "s" yellow, "c" black."""
    return SUIT_INK[suit]


def _check(card_text: str) -> None:
    if not is_kanastic_text(card_text):
        raise ValueError(f"not a Kanastic card: {card_text!r}")



# ---------------------------------------------------------------- faces


@dataclass(frozen=True)
class _Look:
    top: Colour
    bottom: Colour
    dark: Colour
    name: str
    scene: Callable[[_Pen], None]
    gold: bool = False


def _look(card_text: str) -> _Look:
    if card_text in SPECIALS:
        sp = SPECIALS[card_text]
        return _Look(sp.top, sp.bottom, sp.dark, sp.name, _special_scene(card_text))
    realm = REALMS[card_text[0]]
    return _Look(realm.top, realm.bottom, realm.dark, realm.name, realm.scene, card_text[1] == GOLD_SUIT)


def _tab_rects(w: int, h: int, top_index: pygame.Surface, bottom_index: pygame.Surface
               ) -> tuple[pygame.Rect, pygame.Rect]:
    inset = w * INSET
    pad = w * TAB_PAD
    top = pygame.Rect(0, 0, round(w * TAB_W), round(pad * 1.0 + top_index.get_height() + pad * 1.4))
    top.topleft = (round(inset), round(inset))
    small_pad = pad * SMALL_INDEX
    bottom = pygame.Rect(0, 0, round(w * TAB_W * SMALL_INDEX + small_pad),
                         round(small_pad + bottom_index.get_height() + small_pad * 1.4))
    bottom.bottomright = (round(w - inset), round(h - inset - w * STRIP_H * 0.5))
    return top, bottom


def render_kanastic_face(card_text: str, width: int) -> pygame.Surface:
    """A Kanastic card face, `width` px wide, on a transparent SRCALPHA surface.

    Raises:
        ValueError: `card_text` is not a Kanastic card such as "7s", "Kg" or "SW".
    """
    _check(card_text)
    w, h = card_size(width)
    look = _look(card_text)
    edge_px = _edge_px(w)
    if look.gold:
        card = _rounded_body(w, h, GOLD_MID, GOLD_DARK, edge_px)
    else:
        card = _rounded_body(w, h, PAPER, (96, 96, 104), edge_px)
    if card_text in SPECIALS:
        top_index = _special_index(card_text, w, 1.0)
        bottom_index = _special_index(card_text, w, SMALL_INDEX)
    else:
        top_index = _natural_index(card_text[0], card_text[1], w, 1.0)
        bottom_index = _natural_index(card_text[0], card_text[1], w, SMALL_INDEX)
    top_tab, bottom_tab = _tab_rects(w, h, top_index, bottom_index)
    inset = w * INSET
    panel = pygame.Rect(round(inset), round(inset), round(w - 2 * inset), round(h - 2 * inset - w * STRIP_H))
    panel_radius = max(1.0, corner_radius(w) - inset * 0.6)
    tab_fill = GOLD_TAB if look.gold else PAPER
    rim = GOLD_DARK if look.gold else look.dark

    def paint(big: pygame.Surface, k: int) -> None:
        if look.gold:
            # gold trim: a light gold line inside the card's edge
            trim = big.get_rect().inflate(-round(edge_px * 2.2 * k), -round(edge_px * 2.2 * k))
            pygame.draw.rect(big, (*GOLD_LIGHT, 255), trim, width=max(1, round(w * 0.008 * k)),
                             border_radius=round((corner_radius(w) - edge_px) * k))
        pr = pygame.Rect(panel.x * k, panel.y * k, panel.w * k, panel.h * k)
        layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        layer.blit(_gradient(pr.size, look.top, look.bottom), pr.topleft)
        look.scene(_Pen(layer, w * k))
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), pr, border_radius=round(panel_radius * k))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(layer, (0, 0))
        line = max(1, round(max(1.0, w / 150) * k))
        pygame.draw.rect(big, (*rim, 255), pr, width=line, border_radius=round(panel_radius * k))
        # Paper tabs for the indices, cut into the panel's corners.
        small = round(w * 0.035 * k)
        outer = round(panel_radius * k)
        tt = pygame.Rect(top_tab.x * k, top_tab.y * k, top_tab.w * k, top_tab.h * k)
        bt = pygame.Rect(bottom_tab.x * k, bottom_tab.y * k, bottom_tab.w * k, bottom_tab.h * k)
        for rect, corners in ((tt, (outer, 0, 0, small)), (bt, (small, small, small, small))):
            kw = dict(border_top_left_radius=corners[0], border_top_right_radius=corners[1],
                      border_bottom_left_radius=corners[2], border_bottom_right_radius=corners[3])
            pygame.draw.rect(big, (*rim, 255), rect, **kw)
            inner = rect.inflate(-2 * line, -2 * line)
            if rect is tt:
                inner = pygame.Rect(rect.x, rect.y, rect.w - line, rect.h - line)
            pygame.draw.rect(big, (*tab_fill, 255), inner, **kw)

    _blit_premul(card, _supersampled((w, h), paint, factor=3))
    card.blit(top_index, top_index.get_rect(midtop=(top_tab.centerx, round(top_tab.y + w * TAB_PAD))))
    flipped = pygame.transform.flip(bottom_index, True, True)
    card.blit(flipped, flipped.get_rect(midbottom=(bottom_tab.centerx,
                                                   round(bottom_tab.bottom - w * TAB_PAD * SMALL_INDEX))))
    _write_name(card, look, panel, bottom_tab)
    return card


def _write_name(card: pygame.Surface, look: _Look, panel: pygame.Rect, bottom_tab: pygame.Rect) -> None:
    w, h = card.get_size()
    cap = w * NAME_CAP
    if cap < 4:
        return  # too small to read: the colours and the index tell the realm
    ink = GOLD_INK if look.gold else look.dark
    name = _fit(_text(look.name.upper(), cap, ink), bottom_tab.x - panel.x - w * 0.03, cap * 1.4)
    strip_top = panel.bottom
    strip_bottom = h - w * INSET
    cx = (panel.x + bottom_tab.x) / 2
    card.blit(name, name.get_rect(center=(round(cx), round((strip_top + strip_bottom) / 2))))


# ---------------------------------------------------------------- back

BACK_NAVY: Colour = (24, 30, 74)
BACK_PLUM: Colour = (52, 22, 70)


def render_kanastic_back(width: int) -> pygame.Surface:
    """The Kanastic back: a wheel of the eleven realms' colours around a gold crown."""
    w, h = card_size(width)
    card = _rounded_body(w, h, PAPER, (96, 96, 104), _edge_px(w))
    inset = w * 0.06
    panel = pygame.Rect(round(inset), round(inset), round(w - 2 * inset), round(h - 2 * inset))
    panel_radius = max(1.0, corner_radius(w) * 0.6)

    def paint(big: pygame.Surface, k: int) -> None:
        pen = _Pen(big, w * k)
        pr = pygame.Rect(panel.x * k, panel.y * k, panel.w * k, panel.h * k)
        layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        layer.blit(_gradient(pr.size, BACK_NAVY, BACK_PLUM), pr.topleft)
        stars = _Pen(layer, w * k)
        step = 0.12
        for row in range(14):
            for col in range(9):
                x = 0.02 + col * step + (step / 2 if row % 2 else 0.0)
                y = 0.02 + row * step
                _sparkle(stars, (200, 164, 70), (x, y), 0.022)
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), pr, border_radius=round(panel_radius * k))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        big.blit(layer, (0, 0))
        frame = max(1, round(w / 90 * k))
        inner = pr.inflate(-round(w * 0.05 * k), -round(w * 0.05 * k))
        pygame.draw.rect(big, (*GOLD_MID, 255), inner, width=frame, border_radius=round(panel_radius * 0.7 * k))
        # the wheel of realms
        cx, cy = 0.5, 0.7
        outer, ring = 0.34, 0.022
        pen.circle(GOLD_MID, (cx, cy), outer + ring)
        n = len(REALMS)
        for i, realm in enumerate(REALMS.values()):
            a0 = -math.pi / 2 + (i - 0.5) * 2 * math.pi / n
            a1 = a0 + 2 * math.pi / n
            steps = 8
            wedge = [(cx, cy)] + [(cx + outer * math.cos(a0 + (a1 - a0) * j / steps),
                                   cy + outer * math.sin(a0 + (a1 - a0) * j / steps)) for j in range(steps + 1)]
            pen.polygon(_mix(realm.top, realm.bottom, 0.45), wedge)
        for i in range(n):
            a = -math.pi / 2 + (i - 0.5) * 2 * math.pi / n
            pen.stroke(GOLD_MID, [(cx, cy), (cx + outer * math.cos(a), cy + outer * math.sin(a))], 0.012)
        pen.circle(GOLD_DARK, (cx, cy), 0.17)
        pen.circle(BACK_NAVY, (cx, cy), 0.155)
        _crown_shape(pen, cx, cy, 0.2, GOLD_MID, GOLD_DARK)
        for y in (0.2, 1.2):
            _sparkle(pen, GOLD_LIGHT, (cx, y), 0.06)

    _blit_premul(card, _supersampled((w, h), paint, factor=3))
    return card


# ---------------------------------------------------------------- cache


class KanasticArt(CardArt):
    """CardArt for the Kanastic deck: the same calls, drawing Kanastic faces and back.

    `four_colour` and `colour_name` are accepted so it can stand in for CardArt, and
    ignored: the Kanastic deck always has four suit colours and one back.
    """

    def face(self, card_text: str, width: int, four_colour: bool = False) -> pygame.Surface:
        _check(card_text)
        return self._get(self.face_key(card_text, width), lambda: render_kanastic_face(card_text, width))

    def face_key(self, card_text: str, width: int, four_colour: bool = False) -> tuple[object, ...]:
        return ("kanastic", card_text, int(width))

    def back(self, colour_name: str = DEFAULT_BACK, width: int = 120) -> pygame.Surface:
        return self._get(("kanastic back", int(width)), lambda: render_kanastic_back(width))


register("kanastic", KanasticArt)
