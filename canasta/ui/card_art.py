"""Procedural card art: faces, backs and empty-slot outlines at any pixel size.

Everything is drawn from shapes and the shipped DejaVu Sans font, so a card is
crisp whether it is 40 px wide in a crowded hand or 260 px wide on a 4K table.
Card texts follow the engine: rank "23456789TJQKA" + suit "cdhs", or "JK".
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

import pygame

from canasta.resources import shipped_path

from .surface_cache import SurfaceCache

Colour = tuple[int, int, int]

RANKS = "23456789TJQKA"
SUITS = "cdhs"
JOKER = "JK"
ALL_CARD_TEXTS: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS) + (JOKER,)

SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
RANK_LABELS = {"T": "10"}

RED: Colour = (196, 18, 38)
BLACK: Colour = (24, 24, 30)
GREEN: Colour = (0, 122, 60)
BLUE: Colour = (18, 70, 190)
JOKER_INK: Colour = (96, 34, 140)
GOLD: Colour = (222, 170, 40)
PAPER: Colour = (253, 253, 250)
CREAM: Colour = (250, 240, 208)
EDGE: Colour = (96, 96, 104)

NORMAL_INK = {"c": BLACK, "d": RED, "h": RED, "s": BLACK}
FOUR_COLOUR_INK = {"c": GREEN, "d": BLUE, "h": RED, "s": BLACK}

BACK_COLOURS: dict[str, Colour] = {
    "dark red": (142, 22, 34),
    "blue": (26, 64, 150),
    "green": (22, 104, 58),
    "purple": (92, 40, 130),
    "black": (30, 30, 36),
    "teal": (0, 112, 118),
}
DEFAULT_BACK = "dark red"
# Every face at the two or three widths a window shows, at 4K, with room for the size before.
CARD_ART_BYTES = 96 * 1024 * 1024

# The big top-left index is wider than the bottom-right one, so the free band
# between them (for pips and court panels) sits a little right of the middle.
FIELD_CENTRE = 0.56
SMALL_INDEX = 0.6  # size of the bottom-right index against the top-left one

# Court figures come from the font's chess pieces; the knight stands for the knave.
COURT_FIGURES = {"K": "\u265a", "Q": "\u265b", "J": "\u265e"}

# Pip positions for 2-10: (column, row) with column -1/0/1 and row 0..1 top to bottom.
PIP_LAYOUTS: dict[str, tuple[tuple[int, float], ...]] = {
    "2": ((0, 0.0), (0, 1.0)),
    "3": ((0, 0.0), (0, 0.5), (0, 1.0)),
    "4": ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    "5": ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    "6": ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    "7": ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    "8": ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0), (1, 1.0)),
    "9": tuple((c, r / 3) for c in (-1, 1) for r in range(4)) + ((0, 0.5),),
    "T": tuple((c, r / 3) for c in (-1, 1) for r in range(4)) + ((0, 1 / 6), (0, 5 / 6)),
}


# ---------------------------------------------------------------- assets


def assets_dir() -> Path:
    """The folder holding fonts and card images (``images/``, see canasta.resources)."""
    return shipped_path("images")


def font_path(bold: bool = False) -> str:
    """Path of the shipped DejaVu Sans font file."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return str(assets_dir() / "fonts" / name)


_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}
MAX_FONTS = 256


def _forget_fonts() -> None:
    """A font dies with the font module: after pygame.quit() every one is opened again."""
    _FONTS.clear()


pygame.register_quit(_forget_fonts)


def _font(size: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
        _forget_fonts()
    key = (max(1, size), bold)
    font = _FONTS.get(key)
    if font is None:
        if len(_FONTS) >= MAX_FONTS:  # sizes come and go as the window is resized
            _FONTS.clear()
        font = _FONTS[key] = pygame.font.Font(font_path(bold), key[0])
    return font


@lru_cache(maxsize=64)
def _ink_ratio(text: str, bold: bool) -> float:
    """Ink height of `text` per pixel of font size, measured once at a big size."""
    return _font(200, bold).render(text, True, (0, 0, 0)).get_bounding_rect().height / 200


# ---------------------------------------------------------------- geometry


def card_size(width: int) -> tuple[int, int]:
    """Pixel size of a card `width` pixels wide (poker ratio 5:7)."""
    width = max(8, int(width))
    return width, round(width * 7 / 5)


def corner_radius(width: int) -> int:
    return max(2, round(width * 0.07))


def _check_card(card_text: str) -> None:
    if card_text == JOKER:
        return
    if len(card_text) != 2 or card_text[0] not in RANKS or card_text[1] not in SUITS:
        raise ValueError(f"not a card: {card_text!r}")


def suit_colour(suit: str, four_colour: bool = False) -> Colour:
    """Ink colour of a suit letter ("c", "d", "h", "s")."""
    return (FOUR_COLOUR_INK if four_colour else NORMAL_INK)[suit]


# ---------------------------------------------------------------- drawing helpers


def _supersampled(
    size: tuple[int, int], draw: Callable[[pygame.Surface, int], None], factor: int = 4
) -> pygame.Surface:
    """Draw at `factor` times the size and shrink, for smooth edges on any shape.

    The result has premultiplied alpha: blit it with BLEND_PREMULTIPLIED.
    """
    big = pygame.Surface((size[0] * factor, size[1] * factor), pygame.SRCALPHA)
    draw(big, factor)
    return pygame.transform.smoothscale(big.premul_alpha(), size)


def _blit_premul(target: pygame.Surface, layer: pygame.Surface, pos: tuple[int, int] = (0, 0)) -> None:
    target.blit(layer, pos, special_flags=pygame.BLEND_PREMULTIPLIED)


def _rounded_body(width: int, height: int, fill: Colour, edge: Colour, edge_px: float) -> pygame.Surface:
    """A rounded card shape with an anti-aliased outline, straight alpha."""
    factor = 4
    big_w, big_h = width * factor, height * factor
    # Transparent pixels carry the edge colour so shrinking leaves no dark fringe.
    big = pygame.Surface((big_w, big_h), pygame.SRCALPHA)
    big.fill((*edge, 0))
    radius = corner_radius(width) * factor
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=radius)
    inset = max(1, round(edge_px * factor))
    inner = big.get_rect().inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(big, fill, inner, border_radius=max(1, radius - inset))
    return pygame.transform.smoothscale(big, (width, height))


def _edge_px(width: int) -> float:
    return max(1.0, width / 130)


def _text(text: str, ink_height: float, colour: Colour, bold: bool = True) -> pygame.Surface:
    """`text` rendered so its ink is about `ink_height` px tall, cropped to the ink."""
    size = max(4, round(ink_height / _ink_ratio(text, bold)))
    surf = _font(size, bold).render(text, True, colour)
    return surf.subsurface(surf.get_bounding_rect()).copy()


def _fit(surf: pygame.Surface, max_w: float, max_h: float) -> pygame.Surface:
    """Shrink `surf` (keeping aspect) or squeeze it narrower so it fits the box."""
    w, h = surf.get_size()
    if h > max_h:
        w, h = w * max_h / h, max_h
    if w > max_w:
        w = max_w
    size = (max(1, round(w)), max(1, round(h)))
    if size == surf.get_size():
        return surf
    return pygame.transform.smoothscale(surf, size)


def _rank_glyphs(label: str, cap: float, colour: Colour, max_w: float) -> pygame.Surface:
    """The rank label with its characters packed tight, squeezed to `max_w` if needed.

    Rendered large and shrunk, so a squeezed "10" stays smooth.
    """
    factor = 3
    big_cap = cap * factor
    cap_ratio = _ink_ratio("H", True)
    size = max(4, round(big_cap / cap_ratio))
    font = _font(size, True)
    parts: list[tuple[pygame.Surface, int]] = []
    for ch in label:
        surf = font.render(ch, True, colour)
        box = surf.get_bounding_rect()
        parts.append((surf.subsurface(box).copy(), box.top))
    cap_top = min(top for _, top in parts)
    gap = round(big_cap * 0.06)
    total_w = sum(s.get_width() for s, _ in parts) + gap * (len(parts) - 1)
    total_h = max(s.get_height() + top - cap_top for s, top in parts)
    out = pygame.Surface((total_w, total_h), pygame.SRCALPHA)
    x = 0
    for surf, top in parts:
        out.blit(surf, (x, top - cap_top))
        x += surf.get_width() + gap
    w = min(total_w / factor, max_w)
    return pygame.transform.smoothscale(out, (max(1, round(w)), max(1, round(total_h / factor))))


def _centred(target: pygame.Surface, surf: pygame.Surface, cx: float, cy: float) -> None:
    target.blit(surf, surf.get_rect(center=(round(cx), round(cy))))


def _index(rank: str, suit: str, colour: Colour, width: int, scale: float) -> pygame.Surface:
    """The corner index (rank above suit) as one surface, at `scale` of full size."""
    cap = width * 0.215 * scale
    col_w = width * 0.25 * scale
    label = RANK_LABELS.get(rank, rank)
    rank_surf = _rank_glyphs(label, cap, colour, col_w)
    suit_surf = _fit(_text(SUIT_SYMBOLS[suit], cap * 0.9, colour), col_w, cap * 0.9)
    gap = max(1, round(cap * 0.22))
    w = max(rank_surf.get_width(), suit_surf.get_width())
    h = round(cap) + gap + suit_surf.get_height()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(rank_surf, ((w - rank_surf.get_width()) // 2, 0))
    out.blit(suit_surf, ((w - suit_surf.get_width()) // 2, round(cap) + gap))
    return out


def _stacked_word(word: str, cap: float, colour: Colour) -> pygame.Surface:
    """`word` written top to bottom, one centred letter per line."""
    letters = [_rank_glyphs(ch, cap, colour, cap * 1.2) for ch in word]
    gap = max(1, round(cap * 0.2))
    w = max(s.get_width() for s in letters)
    h = sum(round(cap) for _ in letters) + gap * (len(letters) - 1)
    out = pygame.Surface((w, h + round(cap * 0.3)), pygame.SRCALPHA)
    y = 0
    for s in letters:
        out.blit(s, ((w - s.get_width()) // 2, y))
        y += round(cap) + gap
    return out


def _place_corners(card: pygame.Surface, top_left: pygame.Surface, bottom_right: pygame.Surface) -> None:
    w, h = card.get_size()
    margin_x = w * 0.05
    card.blit(top_left, (round(margin_x + (w * 0.25 - top_left.get_width()) / 2), round(w * 0.065)))
    flipped = pygame.transform.flip(bottom_right, True, True)
    small_col = w * 0.25 * SMALL_INDEX
    x = w - margin_x - (small_col + flipped.get_width()) / 2
    card.blit(flipped, (round(x), round(h - w * 0.065 - flipped.get_height())))


def _pip(suit: str, height: float, colour: Colour) -> pygame.Surface:
    return _text(SUIT_SYMBOLS[suit], height, colour)


# ---------------------------------------------------------------- faces


def _draw_pips(card: pygame.Surface, rank: str, suit: str, colour: Colour) -> None:
    w, h = card.get_size()
    if rank == "A":
        # The ace of spades is traditionally the grandest card in the deck.
        size = 0.5 if suit == "s" else 0.42
        _centred(card, _pip(suit, w * size, colour), w * FIELD_CENTRE, h / 2)
        return
    pip = _pip(suit, w * 0.14, colour)
    upside_down = pygame.transform.flip(pip, True, True)
    top, bottom = h * 0.12, h * 0.88
    for column, row in PIP_LAYOUTS[rank]:
        x = w * FIELD_CENTRE + column * w * 0.135
        y = top + row * (bottom - top)
        _centred(card, upside_down if row > 0.5 else pip, x, y)


def _draw_court(card: pygame.Surface, rank: str, suit: str, colour: Colour) -> None:
    w, h = card.get_size()
    panel = pygame.Rect(0, 0, round(w * 0.44), round(h * 0.78))
    panel.center = (round(w * FIELD_CENTRE), round(h / 2))
    line = max(1.0, w / 110)
    radius = w * 0.03

    def frame(big: pygame.Surface, k: int) -> None:
        r = pygame.Rect(panel.x * k, panel.y * k, panel.w * k, panel.h * k)
        pygame.draw.rect(big, (*GOLD, 255), r, border_radius=round(radius * k))
        inner = r.inflate(-round(2 * line * k), -round(2 * line * k))
        pygame.draw.rect(big, (*CREAM, 255), inner, border_radius=round((radius - line) * k))
        thin = inner.inflate(-round(3 * line * k), -round(3 * line * k))
        pygame.draw.rect(big, (*colour, 255), thin, width=max(1, round(line * k * 0.6)),
                         border_radius=round((radius - 2 * line) * k))
        mid = r.centery
        stroke = max(1, round(line * k * 0.8))
        pygame.draw.line(big, (*GOLD, 255), (thin.x, mid), (thin.right - 1, mid), stroke)

    _blit_premul(card, _supersampled((w, h), frame))
    half_h = panel.h / 2
    figure = _fit(_text(COURT_FIGURES[rank], half_h * 0.66, colour), panel.w * 0.66, half_h * 0.66)
    small_pip = _pip(suit, half_h * 0.2, colour)
    half = pygame.Surface((panel.w, round(half_h)), pygame.SRCALPHA)
    _centred(half, figure, panel.w * 0.44, half_h * 0.55)
    _centred(half, small_pip, panel.w * 0.8, half_h * 0.22)
    card.blit(half, panel.topleft)
    card.blit(pygame.transform.flip(half, True, True), (panel.x, panel.bottom - half.get_height()))


def _star_points(
    cx: float, cy: float, outer: float, inner: float, points: int = 5
) -> list[tuple[float, float]]:
    result = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


def _draw_joker(card: pygame.Surface) -> None:
    w, h = card.get_size()
    cx, cy = w * 0.58, h * 0.47

    def motif(big: pygame.Surface, k: int) -> None:
        def scaled(points: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
            return [(x * k, y * k) for x, y in points]

        def cap(spread: float, rise: float, dip: float, band_y: float) -> list[tuple[float, float]]:
            return [
                (cx - w * spread * 0.7, band_y),
                (cx - w * spread, cy - w * rise * 0.7),
                (cx - w * spread * 0.35, cy - w * dip),
                (cx, cy - w * rise),
                (cx + w * spread * 0.35, cy - w * dip),
                (cx + w * spread, cy - w * rise * 0.7),
                (cx + w * spread * 0.7, band_y),
            ]

        # Jester's cap: three points with bells, over a band.
        band_y = cy - w * 0.02
        bells = cap(0.23, 0.40, 0.12, band_y)[1:6:2]
        pygame.draw.polygon(big, (*JOKER_INK, 255), scaled(cap(0.23, 0.40, 0.12, band_y)))
        pygame.draw.polygon(big, (*RED, 255), scaled(cap(0.18, 0.33, 0.085, band_y - w * 0.02)))
        band = pygame.Rect(0, 0, round(w * 0.38 * k), round(w * 0.075 * k))
        band.center = (round(cx * k), round(band_y * k))
        pygame.draw.rect(big, (*JOKER_INK, 255), band, border_radius=round(w * 0.03 * k))
        for bx, by in bells:
            pygame.draw.circle(big, (*JOKER_INK, 255), (bx * k, by * k), w * 0.045 * k)
            pygame.draw.circle(big, (*GOLD, 255), (bx * k, by * k), w * 0.031 * k)
        # The star below the cap.
        sy = cy + w * 0.25
        pygame.draw.polygon(big, (*JOKER_INK, 255), scaled(_star_points(cx, sy, w * 0.21, w * 0.09)))
        pygame.draw.polygon(big, (*GOLD, 255), scaled(_star_points(cx, sy, w * 0.16, w * 0.068)))

    _blit_premul(card, _supersampled((w, h), motif))
    _place_corners(
        card,
        _stacked_word("JOKER", w * 0.15, JOKER_INK),
        _stacked_word("JOKER", w * 0.15 * SMALL_INDEX, JOKER_INK),
    )


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    """Blend from colour `a` (t=0) to colour `b` (t=1)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def render_face(card_text: str, width: int, four_colour: bool = False) -> pygame.Surface:
    """A card face, `width` px wide, on a transparent SRCALPHA surface.

    Raises:
        ValueError: `card_text` is not a card such as "Qh" or "JK".
    """
    _check_card(card_text)
    w, h = card_size(width)
    card = _rounded_body(w, h, PAPER, EDGE, _edge_px(w))
    if card_text == JOKER:
        _draw_joker(card)
        return card
    rank, suit = card_text[0], card_text[1]
    colour = suit_colour(suit, four_colour)
    if rank in COURT_FIGURES:
        _draw_court(card, rank, suit, colour)
    else:
        _draw_pips(card, rank, suit, colour)
    _place_corners(card, _index(rank, suit, colour, w, 1.0), _index(rank, suit, colour, w, SMALL_INDEX))
    return card


# ---------------------------------------------------------------- backs and slots


def render_back(colour_name: str = DEFAULT_BACK, width: int = 120) -> pygame.Surface:
    """A patterned card back in one of BACK_COLOURS.

    Raises:
        ValueError: `colour_name` is not in BACK_COLOURS.
    """
    if colour_name not in BACK_COLOURS:
        raise ValueError(f"unknown back colour {colour_name!r}; choose from {', '.join(BACK_COLOURS)}")
    base = BACK_COLOURS[colour_name]
    w, h = card_size(width)
    card = _rounded_body(w, h, PAPER, EDGE, _edge_px(w))
    light = _mix(base, (255, 255, 255), 0.3)
    accent = _mix(base, GOLD, 0.75) if colour_name == "black" else _mix(base, (255, 255, 255), 0.55)
    margin = w * 0.06
    panel_r = max(1.0, corner_radius(w) * 0.6)

    def pattern(big: pygame.Surface, k: int) -> None:
        panel = pygame.Rect(0, 0, round((w - 2 * margin) * k), round((h - 2 * margin) * k))
        panel.topleft = (round(margin * k), round(margin * k))
        pygame.draw.rect(big, (*base, 255), panel, border_radius=round(panel_r * k))
        lattice = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        step = w * 0.105 * k
        stroke = max(1, round(w / 150 * k))
        cx0, cy0 = panel.center
        big_h = h * k
        span = int((w + h) * k / step) + 2
        # Two families of diagonals crossing at the centre of the panel.
        for i in range(-span, span + 1):
            d1 = cx0 - cy0 + i * step
            d2 = cx0 + cy0 + i * step
            pygame.draw.line(lattice, (*light, 200), (d1, 0), (d1 + big_h, big_h), stroke)
            pygame.draw.line(lattice, (*light, 200), (d2, 0), (d2 - big_h, big_h), stroke)
        # A dot in the middle of every diamond.
        dot = max(1.0, w * 0.011 * k)
        half = step / 2
        for r in range(-span, span + 1):
            for c in range(-span, span + 1):
                if (r + c) % 2:
                    x, y = cx0 + c * half, cy0 + r * half
                    if panel.collidepoint(x, y):
                        pygame.draw.circle(lattice, (*accent, 230), (x, y), dot)
        clip = panel.inflate(-round(margin * 0.9 * k), -round(margin * 0.9 * k))
        big.blit(lattice, clip, area=clip)
        frame = max(1, round(w / 90 * k))
        pygame.draw.rect(big, (*accent, 255), clip, width=frame, border_radius=round(panel_r * 0.7 * k))
        # A central medallion: a diamond frame around a small star.
        mx, my = panel.center
        dw, dh = w * 0.2 * k, w * 0.3 * k
        diamond = [(mx, my - dh), (mx + dw, my), (mx, my + dh), (mx - dw, my)]
        pygame.draw.polygon(big, (*base, 255), diamond)
        pygame.draw.polygon(big, (*accent, 255), diamond, frame)
        star = _star_points(mx, my, w * 0.095 * k, w * 0.04 * k)
        pygame.draw.polygon(big, (*accent, 255), star)

    _blit_premul(card, _supersampled((w, h), pattern, factor=3))
    return card


def render_placeholder(width: int) -> pygame.Surface:
    """An empty pile or stock slot: a faint rounded outline on a darker tint."""
    w, h = card_size(width)
    stroke = max(1.0, w / 45)

    def outline(big: pygame.Surface, k: int) -> None:
        rect = big.get_rect().inflate(-2, -2)
        radius = corner_radius(w) * k
        pygame.draw.rect(big, (0, 0, 0, 50), rect, border_radius=radius)
        line = max(1, round(stroke * k))
        pygame.draw.rect(big, (255, 255, 255, 150), rect, width=line, border_radius=radius)

    out = pygame.Surface((w, h), pygame.SRCALPHA)
    _blit_premul(out, _supersampled((w, h), outline))
    return out


# ---------------------------------------------------------------- cache


class CardArt:
    """Hands out card surfaces at any width, drawing each one only once.

    The cache forgets the least recently used surfaces beyond `max_bytes` of pixels
    (or `max_entries`), and `new_size()` forgets the widths no longer on screen, so
    resizing the window many times does not grow memory.
    """

    def __init__(self, max_entries: int | None = None, max_bytes: int = CARD_ART_BYTES) -> None:
        self._cache = SurfaceCache(max_bytes, max_entries)

    def face(self, card_text: str, width: int, four_colour: bool = False) -> pygame.Surface:
        return self._get(self.face_key(card_text, width, four_colour),
                         lambda: render_face(card_text, width, four_colour))

    def face_key(self, card_text: str, width: int, four_colour: bool = False) -> tuple[object, ...]:
        return ("face", card_text, int(width), bool(four_colour))

    def has_face(self, card_text: str, width: int, four_colour: bool = False) -> bool:
        """Whether the face is drawn already at this width."""
        return self.face_key(card_text, width, four_colour) in self._cache

    def back(self, colour_name: str = DEFAULT_BACK, width: int = 120) -> pygame.Surface:
        return self._get(("back", colour_name, int(width)), lambda: render_back(colour_name, width))

    def placeholder(self, width: int) -> pygame.Surface:
        return self._get(("slot", int(width)), lambda: render_placeholder(width))

    def new_size(self) -> None:
        """The window took a new size (see SurfaceCache.new_size)."""
        self._cache.new_size()

    @property
    def bytes(self) -> int:
        return self._cache.bytes

    def clear(self) -> None:
        self._cache.clear()

    def _get(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        def made() -> pygame.Surface:
            surf = make()
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()  # faster blits once a window exists
            return surf

        return self._cache.get(key, made)
        surf = make()
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()  # faster blits once a window exists
        self._cache[key] = surf
        while len(self._cache) > self.max_entries:
            self._cache.popitem(last=False)
        return surf
