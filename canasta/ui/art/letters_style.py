"""The BWC letter cards' inks, the mark of each colour and the layout measures.

Each colour has a mark of its own shape, so that a player who cannot tell the colours
apart tells the marks apart: MARKS_LEGEND says it in one sentence, for the help.
"""

from __future__ import annotations

import math

from canasta.engine import COLOUR_NAMES

from .drawing import BLUE, GREEN, RED, Colour, _mix
from .pen import Point, _Pen

# Letter inks. The yellow is a dark golden one with a brown outline, so it reads on paper.
YELLOW: Colour = (226, 162, 0)
YELLOW_EDGE: Colour = (120, 78, 0)
LETTER_INK: dict[str, Colour] = {"r": RED, "b": BLUE, "g": GREEN, "y": YELLOW}
LETTER_OUTLINE: dict[str, Colour] = {"y": YELLOW_EDGE}
VALUE_INK: Colour = (44, 44, 52)

# The star: gold, outlined in dark gold, in a ring of the four colours (it is any of them).
STAR_GOLD: Colour = (246, 196, 48)
STAR_EDGE: Colour = (140, 92, 0)
STAR_INK: Colour = (70, 50, 10)  # the word WILD

# Each colour's mark.
MARKS: dict[str, str] = {"r": "circle", "b": "square", "g": "triangle", "y": "diamond"}
MARKS_LEGEND = "Each colour has its own mark beside the letter: " + ", ".join(
    f"{COLOUR_NAMES[colour]} a {MARKS[colour]}" for colour in COLOUR_NAMES) + "."

# Layout, in card widths (the card is 1.0 wide and 1.4 tall).
BAND = 0.035          # the coloured band inside the card's edge
TINT = 12             # how much darker than paper the colour tints it inside the band
INDEX_X = 0.175       # centre of the top-left index column
INDEX_COL = 0.25      # its width
INDEX_TOP = 0.075     # top of the corner letter
INDEX_CAP = 0.22      # cap height of the corner letter
INDEX_TAIL = 1.12     # its whole height at most, of its cap height (J and Q shrink to it)
MARK_SIZE = 0.15      # the corner mark
MARK_GAP = 0.055      # between the corner letter, the mark and the value
VALUE_CAP = 0.125     # cap height of the corner value
FIELD_X = 0.6         # centre of the big letter (right of the index column)
FIELD_Y = 0.64
BIG_CAP = 0.48        # cap height of the big letter
BIG_W = 0.6           # widest big letter (W is squeezed to it)
BIG_MARK = 0.64       # the pale mark behind the big letter
BIG_MARK_TINT = 30    # how much darker than paper it is
# Below the index's top, at full scale: the mark's centre and the value's top.
MARK_BELOW = INDEX_CAP + MARK_GAP + MARK_SIZE / 2
VALUE_BELOW = INDEX_CAP + 2 * MARK_GAP + MARK_SIZE
# The star card: the big star in its ring of the four colours, and the word WILD.
STAR_X = 0.57
STAR_Y = 0.72         # lower than the letters, leaving room for the word WILD below
BIG_STAR = 0.18       # the star's outer radius
RING = 0.24           # the ring's outer radius
RING_W = 0.04
WILD_CAP = 0.075


def _lightness(colour: Colour) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def tinted(paper: Colour, ink: Colour, darker: float) -> Colour:
    """`paper` tinted with `ink` until it is `darker` (0-255) less light: the same for
    every ink, so the light yellow tints as visibly as the dark blue."""
    span = _lightness(paper) - _lightness(ink)
    return _mix(paper, ink, min(1.0, darker / span) if span > 0 else 0.0)


def ring_arcs(cx: float, cy: float, radius: float, width: float) -> list[tuple[str, list[Point]]]:
    """A ring of the four colours, a quarter each (red at the top, then clockwise),
    `radius` outside and `width` wide: the star's mark, for it stands for any colour."""
    arcs = []
    for i, colour in enumerate(COLOUR_NAMES):
        start = -math.pi * 3 / 4 + i * math.pi / 2
        angles = [start + math.pi / 2 * j / 16 for j in range(17)]
        outer = [(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in angles]
        inner = [(cx + (radius - width) * math.cos(a), cy + (radius - width) * math.sin(a)) for a in reversed(angles)]
        arcs.append((colour, outer + inner))
    return arcs


def mark_points(colour: str, cx: float, cy: float, size: float) -> list[Point]:
    """The outline of `colour`'s mark, about `size` across, centred on (cx, cy).

    The shapes are sized to look equally big: a circle of the full size, a square a
    little smaller, a triangle and a diamond a little larger.
    """
    shape = MARKS[colour]
    if shape == "circle":
        r = size / 2
        return [(cx + r * math.cos(2 * math.pi * i / 48), cy + r * math.sin(2 * math.pi * i / 48)) for i in range(48)]
    if shape == "square":
        h = size * 0.45
        return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]
    if shape == "triangle":
        h = size * 0.56
        # the centroid on (cx, cy): the apex two thirds of the height above it
        height = h * math.sqrt(3)
        return [(cx, cy - height * 2 / 3), (cx + h, cy + height / 3), (cx - h, cy + height / 3)]
    h = size * 0.58
    return [(cx, cy - h), (cx + h * 0.8, cy), (cx, cy + h), (cx - h * 0.8, cy)]


def draw_mark(pen: _Pen, colour: str, centre: Point, size: float, fill: Colour,
              edge: Colour | None = None, edge_width: float = 0.0) -> None:
    """`colour`'s mark, filled, with an outline of `edge_width` when `edge` is given."""
    points = mark_points(colour, centre[0], centre[1], size)
    if edge is not None and edge_width > 0:
        pen.outlined(fill, edge, points, edge_width)
    else:
        pen.polygon(fill, points)
