"""The standard deck's art: faces, backs and empty-slot outlines at any pixel size.

Card texts follow the engine: rank "23456789TJQKA" + suit "cdhs", or "JK".
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from .drawing import (
    BLACK,
    BLUE,
    CREAM,
    EDGE,
    GOLD,
    GREEN,
    JOKER_INK,
    PAPER,
    RANK_LABELS,
    RED,
    SMALL_INDEX,
    SUIT_SYMBOLS,
    Colour,
    _blit_premul,
    _centred,
    _edge_px,
    _fit,
    _mix,
    _rank_glyphs,
    _rounded_body,
    _supersampled,
    _text,
    card_size,
    corner_radius,
)

RANKS = "23456789TJQKA"
SUITS = "cdhs"
JOKER = "JK"
ALL_CARD_TEXTS: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS) + (JOKER,)

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

# The big top-left index is wider than the bottom-right one, so the free band
# between them (for pips and court panels) sits a little right of the middle.
FIELD_CENTRE = 0.56

# The corner indices, of a card's width: the margin at the side, the column each is
# centred in (the bottom-right one SMALL_INDEX of it) and the margin above the top one.
CORNER_MARGIN = 0.05
CORNER_COLUMN = 0.25
CORNER_TOP = 0.065
# The Joker's corner star: its radius and the gap under it, of a card's width, and its
# centre from the left (the top one) and from the right (the bottom one).
JOKER_STAR = 0.12
JOKER_STAR_GAP = 0.06
JOKER_STAR_X = CORNER_MARGIN + CORNER_COLUMN / 2
JOKER_STAR_X_SMALL = CORNER_MARGIN + CORNER_COLUMN * SMALL_INDEX / 2

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


def _check_card(card_text: str) -> None:
    if card_text == JOKER:
        return
    if len(card_text) != 2 or card_text[0] not in RANKS or card_text[1] not in SUITS:
        raise ValueError(f"not a card: {card_text!r}")


def suit_colour(suit: str, four_colour: bool = False) -> Colour:
    """Ink colour of a suit letter ("c", "d", "h", "s")."""
    return (FOUR_COLOUR_INK if four_colour else NORMAL_INK)[suit]



# ---------------------------------------------------------------- corner indices and pips


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
    margin_x = w * CORNER_MARGIN
    card.blit(top_left, (round(margin_x + (w * CORNER_COLUMN - top_left.get_width()) / 2), round(w * CORNER_TOP)))
    flipped = pygame.transform.flip(bottom_right, True, True)
    small_col = w * CORNER_COLUMN * SMALL_INDEX
    x = w - margin_x - (small_col + flipped.get_width()) / 2
    card.blit(flipped, (round(x), round(h - w * CORNER_TOP - flipped.get_height())))


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
        # The star below the cap, and a small one heading each corner's word.
        sy = cy + w * 0.25
        small = JOKER_STAR * SMALL_INDEX
        for x, y, radius in ((cx, sy, w * 0.21), (w * JOKER_STAR_X, w * (CORNER_TOP + JOKER_STAR), w * JOKER_STAR),
                             (w * (1 - JOKER_STAR_X_SMALL), h - w * (CORNER_TOP + small), w * small)):
            pygame.draw.polygon(big, (*JOKER_INK, 255), scaled(_star_points(x, y, radius, radius * 0.43)))
            pygame.draw.polygon(big, (*GOLD, 255), scaled(_star_points(x, y, radius * 0.76, radius * 0.32)))

    _blit_premul(card, _supersampled((w, h), motif))
    _place_corners(card, _joker_index(w, 1.0), _joker_index(w, SMALL_INDEX))


def _joker_index(width: int, scale: float) -> pygame.Surface:
    """The Joker's corner: JOKER written down, under room for its star (drawn with the
    motif). In a meld's column only the top of each card shows: there the star tells a
    Joker from a Jack, where the word alone would show a "J" much like the Jack's."""
    word = _stacked_word("JOKER", width * 0.15 * scale, JOKER_INK)
    room = round(width * (2 * JOKER_STAR + JOKER_STAR_GAP) * scale)
    out = pygame.Surface((word.get_width(), room + word.get_height()), pygame.SRCALPHA)
    out.blit(word, (0, room))
    return out



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
