"""Drawing helpers the table shares: cached text, rounded panels, the felt, card images.

Everything here is cached by what it looks like, so a frame only blits surfaces
that already exist; the caches forget the least recently used entries.
"""

from __future__ import annotations

import time
from collections import OrderedDict

import pygame

from canasta.sentences import printable

from .art import art_for
from .art.assets import shared_font
from .art.cache import CardArt
from .surface_cache import SurfaceCache
from .text_fit import longest_fit

Colour = tuple[int, int, int]
RGBA = tuple[int, int, int, int]

INK = (244, 240, 226)
INK_DIM = (196, 204, 190)
GOLD = (240, 196, 84)
WARN = (255, 196, 120)
PANEL = (0, 0, 0, 92)
SHRINK_FLOOR = 0.72   # a label may shrink to this share of its type size to fit whole
MIN_PX = 9            # but never below this

# Budgets of pixel memory, in window pictures of the window's size (a frame's felt is one,
# its panels, shadows and turned cards another; the faces of the cards in sight at the
# widths of the hand and the table well under one and a half), never below a floor: kept
# whole, a session of presets and window sizes filled budgets fixed for a 4K window, some
# 190 MB, however small the window. (bench/memory.py; frame times: bench/ui.py.)
TEXT_SCREENS, SHAPE_SCREENS, CARD_SCREENS = 0.5, 2.0, 1.5
LEAST_BUDGET = 4 * 1024 * 1024
TEXT_BYTES = SHAPE_BYTES = CARD_BYTES = 16 * 1024 * 1024  # (until the window's size is known)


def budgets(size: tuple[int, int]) -> tuple[int, int, int]:
    """The pixel budgets of text, shapes and card pictures for a window of `size`."""
    screen = max(1, size[0]) * max(1, size[1]) * 4
    return tuple(max(LEAST_BUDGET, int(screens * screen))  # type: ignore[return-value]
                 for screens in (TEXT_SCREENS, SHAPE_SCREENS, CARD_SCREENS))
MAX_LINE_FITS = 32


class Painter:
    """Text, panels, felt and card images at any size, each made once."""

    def __init__(self, four_colour: bool = False, back: str = "dark red"):
        if not pygame.font.get_init():
            pygame.font.init()
        self._budgets = (TEXT_BYTES, SHAPE_BYTES, CARD_BYTES)
        self.cards = CardArt(max_bytes=CARD_BYTES)
        self.four_colour = four_colour
        self.back = back
        self._text = SurfaceCache(TEXT_BYTES, 600)
        self._shapes = SurfaceCache(SHAPE_BYTES, 200)
        self.shortened: list[str] = []  # texts fitted_text had to cut short
        self._lines: OrderedDict[tuple, list[pygame.Surface]] = OrderedDict()

    # ------------------------------------------------------------- text

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        return shared_font(max(6, int(px)), bold)  # one budget for every font open (art/assets.py)

    def text(self, text: str, px: int, colour: Colour = INK, bold: bool = False) -> pygame.Surface:
        """`text` drawn in one line; a character no font draws (a null character, from a
        file) is drawn as its escape, "\\x00"."""
        return self._text.get(("t", text, px, colour, bold),
                              lambda: self.font(px, bold).render(printable(text), True, colour))

    def fitted_text(self, text: str, px: int, max_width: int, colour: Colour = INK,
                    bold: bool = False) -> pygame.Surface:
        """`text` at most `max_width` wide: in a smaller type when it must be (down to
        SHRINK_FLOOR of `px`), cut short with an ellipsis only when even that is too wide
        (and then noted in `shortened`, which no label a player must read may end up in)."""
        text = printable(text)
        surf = self.text(text, px, colour, bold)
        if surf.get_width() <= max_width or max_width <= 0:
            return surf
        smallest = max(MIN_PX, round(px * SHRINK_FLOOR))
        for smaller in range(px - 1, smallest - 1, -1):
            if self.font(smaller, bold).size(text)[0] <= max_width:
                return self.text(text, smaller, colour, bold)
        self.shortened.append(text)
        font = self.font(smallest, bold)
        cut = longest_fit(len(text) - 1, lambda cut: font.size(text[:cut] + "\u2026")[0] <= max_width)
        return self.text(text[:max(1, cut)] + "\u2026", smallest, colour, bold)

    def fitted_lines(self, text: str, px: int, max_width: int, max_height: int, colour: Colour = INK,
                     bold: bool = False) -> list[pygame.Surface]:
        """`text` as one line (as `fitted_text` makes it, but never cut short), or broken
        into two lines of a type that fits `max_width` and, the two together, `max_height`;
        cut short on one line only when neither will do."""
        key = (printable(text), px, max_width, max_height, colour, bold)
        lines = self._lines.get(key)
        if lines is None:  # (asked every frame: the break is worked out once)
            lines = self._lines[key] = self._fit_lines(*key)
            if len(self._lines) > MAX_LINE_FITS:
                self._lines.popitem(last=False)
        return lines

    def _fit_lines(self, text: str, px: int, max_width: int, max_height: int, colour: Colour,
                   bold: bool) -> list[pygame.Surface]:
        smallest = max(MIN_PX, round(px * SHRINK_FLOOR))
        if self.font(smallest, bold).size(text)[0] <= max_width or max_width <= 0:
            return [self.fitted_text(text, px, max_width, colour, bold)]
        words = text.split(" ")
        if len(words) > 1:
            font = self.font(px, bold)
            # The break that makes the longer line shortest, at the largest type it fits.
            lines = min(((" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))),
                        key=lambda pair: max(font.size(pair[0])[0], font.size(pair[1])[0]))
            for size in range(px, MIN_PX - 1, -1):
                font = self.font(size, bold)
                if 2 * font.get_linesize() <= max_height and max(font.size(line)[0] for line in lines) <= max_width:
                    return [self.text(line, size, colour, bold) for line in lines]
        return [self.fitted_text(text, px, max_width, colour, bold)]

    # ------------------------------------------------------------- shapes

    def panel(self, size: tuple[int, int], colour: RGBA = PANEL, radius: int = 8,
              border: RGBA | None = None, border_width: int = 1) -> pygame.Surface:
        """A rounded, possibly see-through rectangle."""
        w, h = max(1, size[0]), max(1, size[1])

        def make() -> pygame.Surface:
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
            if border is not None:
                pygame.draw.rect(surf, border, surf.get_rect(), width=border_width, border_radius=radius)
            return surf

        return self._shapes.get(("panel", w, h, colour, radius, border, border_width), make)

    def outline(self, size: tuple[int, int], colour: RGBA, radius: int, width: int) -> pygame.Surface:
        w, h = max(1, size[0]), max(1, size[1])

        def make() -> pygame.Surface:
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, colour, surf.get_rect(), width=width, border_radius=radius)
            return surf

        return self._shapes.get(("outline", w, h, colour, radius, width), make)

    def dot(self, radius: int, colour: Colour) -> pygame.Surface:
        """A disc of `radius` in `colour`, ringed white and then dark so that it shows on a
        card's face and on the felt alike."""
        radius = max(2, radius)

        def make() -> pygame.Surface:
            size = 2 * radius + 2
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            centre = (radius + 1, radius + 1)
            pygame.draw.circle(surf, (20, 20, 20, 200), centre, radius + 1)
            pygame.draw.circle(surf, (255, 255, 255, 255), centre, radius)
            pygame.draw.circle(surf, (*colour, 255), centre, max(1, radius - max(1, radius // 4)))
            return surf

        return self._shapes.get(("dot", radius, colour), make)

    def felt(self, size: tuple[int, int], colour: Colour) -> pygame.Surface:
        """The table cloth: the colour lit from the middle, darker towards the edges."""

        def make() -> pygame.Surface:
            small = pygame.Surface((48, 30))
            cx, cy = 23.5, 12.0
            for y in range(30):
                for x in range(48):
                    d = (((x - cx) / 30) ** 2 + ((y - cy) / 22) ** 2) ** 0.5
                    light = 1.18 - 0.5 * min(d, 1.3)
                    small.set_at((x, y), tuple(max(0, min(255, round(c * light))) for c in colour))
            surf = pygame.transform.smoothscale(small, size)
            return surf.convert() if pygame.display.get_surface() is not None else surf

        return self._shapes.get(("felt", size, colour), make)

    def shadow(self, size: tuple[int, int], radius: int) -> pygame.Surface:
        """A soft dark shape to put under a lifted card."""

        def make() -> pygame.Surface:
            pad = max(2, radius)
            small = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(small, (0, 0, 0, 70), small.get_rect().inflate(-pad, -pad), border_radius=radius * 2)
            tiny = pygame.transform.smoothscale(small, (max(1, small.get_width() // 4), max(1, small.get_height() // 4)))
            return pygame.transform.smoothscale(tiny, small.get_size())

        return self._shapes.get(("shadow", size, radius), make)

    # ------------------------------------------------------------- cards

    def face(self, card_text: str, width: int) -> pygame.Surface:
        try:
            return self.cards.face(card_text, width, self.four_colour)
        except ValueError:
            # A card the art does not know (a variant's special card): its name on a plain face.
            return self._shapes.get(("plain", card_text, width), lambda: self._plain_face(card_text, width))

    def _plain_face(self, card_text: str, width: int) -> pygame.Surface:
        w, h = width, round(width * 1.4)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(2, round(w * 0.07))
        pygame.draw.rect(surf, (253, 253, 250), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (96, 96, 104), surf.get_rect(), width=max(1, w // 60), border_radius=radius)
        label = self.font(max(8, round(w * 0.3)), True).render(card_text, True, (60, 40, 110))
        surf.blit(label, (round(w * 0.08), round(w * 0.06)))
        return surf

    def back_image(self, width: int) -> pygame.Surface:
        return self.cards.back(self.back, width)

    def card(self, card_text: str | None, width: int, rotated: bool = False) -> pygame.Surface:
        """A face (`card_text`) or a back (None), turned a quarter when `rotated`."""
        base = self.face(card_text, width) if card_text is not None else self.back_image(width)
        if not rotated:
            return base
        return self._shapes.get(("rot", card_text, width, self.back, self.four_colour),
                                lambda: pygame.transform.rotate(base, 90))

    def warm(self, faces: list[str], widths: list[int], budget: float) -> bool:
        """Draw faces not yet drawn at these widths for at most `budget` seconds, so that a
        card seen for the first time later costs a frame nothing; True when all are drawn."""
        deadline = time.perf_counter() + budget
        for width in widths:
            for face in faces:
                if self.cards.has_face(face, width, self.four_colour):
                    continue
                if time.perf_counter() >= deadline:
                    return False
                self.face(face, width)
        return True

    def new_size(self, size: tuple[int, int] | None = None) -> None:
        """The window took a new size (`size`): forget the pictures of sizes no longer on
        screen, and keep pictures within budgets for the window's size (`budgets`)."""
        for cache in (self.cards, self._text, self._shapes):
            cache.new_size()
        if size is not None:
            self._budgets = budgets(size)
            text, shapes, cards = self._budgets
            self._text.set_budget(text)
            self._shapes.set_budget(shapes)
            self.cards.set_budget(cards)

    def slot(self, width: int) -> pygame.Surface:
        return self.cards.placeholder(width)

    def set_deck(self, deck: str) -> None:
        """Draw the cards of `deck` (a deck kind): with its own art, or the standard art."""
        art = art_for(deck)
        if type(art) is not type(self.cards):
            self.cards = art
            self.cards.set_budget(self._budgets[2])
            self._shapes = SurfaceCache(self._budgets[1], 200)

    def set_look(self, four_colour: bool, back: str) -> None:
        if (four_colour, back) != (self.four_colour, self.back):
            self.four_colour, self.back = four_colour, back
            self._shapes = SurfaceCache(self._budgets[1], 200)
