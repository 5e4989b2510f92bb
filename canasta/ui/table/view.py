"""Drawing the table: felt, meld areas, cards, name plates, scoreboard, log, status bar.

The renderer only reads the `Frame` it is given; it never changes the game. The meld
areas are drawn by view_melds.py, the stock and pile labels, name plates and side
panel by view_panels.py.
"""

from __future__ import annotations

import pygame

from ..layout import TableLayout
from ..marks import FRESH, HINTED, KEPT
from ..paint import GOLD, Painter
from ..picture import Picture, Sketch, merged, opaque
from ..sprites import CardSprite
from .frame import ACCEPT, Canvas, Frame
from .view_melds import (draw_drop_emphasis, draw_meld_area, draw_pick_order, draw_pots_label, draw_row_marks,
                         draw_wide_region, draw_word_note)
from .view_panels import (draw_foot_label, draw_move_log, draw_name_plate, draw_scoreboard, draw_status_bar,
                          draw_stock_and_pile_labels)

STATUS_BAR = (12, 22, 16, 235)


class TableRenderer:
    """Draws frames of the table, keeping two pictures so that most frames are cheap:

    the background (felt and the panels, which change only with the window), and
    everything that stands still, kept as a `Picture` of blits: it is sketched again only
    when what the table shows changes (`Frame.version`, the moving cards, ...), and then
    repainted only where the sketch changed. A frame is that picture and, over it, the
    cards that glide or are dragged.

    Drawing on a surface that is `kept` (it holds the last frame drawn on it, nothing having
    drawn on it since) puts only the parts that changed on it: where the picture was
    repainted and where the moving cards were and are."""

    def __init__(self, painter: Painter):
        self.painter = painter
        self._background: pygame.Surface | None = None
        self._background_key: tuple | None = None
        self._still = Picture()
        self._still_key: tuple | None = None
        # the layouts the pictures were drawn for (compared by identity: a new layout, a new picture)
        self._background_layout: TableLayout | None = None
        self._still_layout: TableLayout | None = None
        self._target: pygame.Surface | None = None  # the surface the last frame went to, if kept
        self._moving_rects: list[pygame.Rect] = []   # where the last frame drew over the picture

    def draw(self, surface: pygame.Surface, frame: Frame, kept: bool = False) -> list[pygame.Rect] | None:
        """Draw `frame` on `surface`; the areas drawn (none overlapping), or None when all of it was."""
        moving_keys = frozenset(frame.animator.active_keys() & {sprite.key for sprite in frame.sprites.cards})
        key = _still_key(frame, moving_keys, surface.get_size())
        repainted: list[pygame.Rect] = []
        if key != self._still_key or self._still_layout is not frame.layout:
            sketch = Sketch()
            self._sketch_still(sketch, frame, moving_keys)
            repainted = self._still.show(sketch.blits, surface.get_size())
            self._still_key = key
            self._still_layout = frame.layout
        moving = Sketch()
        self._sketch_moving(moving, frame, moving_keys)
        drawn: list[pygame.Rect] | None = None
        if kept and surface is self._target:
            drawn = repainted + self._moving_rects
            self._still.copy_to(surface, drawn)
        else:
            assert self._still.surface is not None
            surface.blit(self._still.surface, (0, 0))
        for source, x, y in moving.blits:
            surface.blit(source, (x, y))
        self._moving_rects = [pygame.Rect(x, y, *source.get_size()) for source, x, y in moving.blits]
        self._target = surface if kept else None
        return None if drawn is None else merged(drawn + self._moving_rects)

    def forget_target(self) -> None:
        """Something else may draw on the surface the last frame went to: the next frame draws all of it."""
        self._target = None

    def _sketch_moving(self, canvas: Canvas, frame: Frame, moving_keys: frozenset) -> None:
        """The cards on their way and the dragged ones, over the still picture."""
        for sprite in frame.sprites.cards:
            if sprite.key in moving_keys:
                rect = frame.animator.rect_now(sprite, frame.now)
                if rect is not None:
                    _card(canvas, self.painter, sprite, rect, _mark(frame, sprite), sprite.key in frame.marks.kept)
        if frame.drag is not None:
            draw_drop_emphasis(canvas, self.painter, frame)
            _drag(canvas, self.painter, frame)
            draw_word_note(canvas, self.painter, frame)

    def _background_for(self, frame: Frame) -> pygame.Surface:
        key = (frame.background, frame.match.viewer_side)
        if key != self._background_key or self._background is None or self._background_layout is not frame.layout:
            self._background = opaque(frame.layout.size)
            _draw_background(self._background, self.painter, frame)
            self._background_key = key
            self._background_layout = frame.layout
        return self._background

    def _sketch_still(self, canvas: Canvas, frame: Frame, moving: frozenset) -> None:
        painter, layout = self.painter, frame.layout
        canvas.blit(self._background_for(frame), (0, 0))
        for side in layout.melds:
            draw_meld_area(canvas, painter, frame, side)
        draw_stock_and_pile_labels(canvas, painter, frame)
        for side in layout.melds:
            draw_wide_region(canvas, painter, frame, side)
        for sprite in frame.sprites.cards:
            if sprite.key not in moving:
                _card(canvas, painter, sprite, sprite.rect, _mark(frame, sprite), sprite.key in frame.marks.kept)
        _draw_hinted_places(canvas, painter, frame)
        draw_row_marks(canvas, painter, frame)
        draw_pick_order(canvas, painter, frame)
        for side in layout.melds:
            draw_pots_label(canvas, painter, frame, side)
        for seat in layout.hands:
            draw_name_plate(canvas, painter, frame, seat)
            draw_foot_label(canvas, painter, frame, seat)
        draw_scoreboard(canvas, painter, frame)
        draw_move_log(canvas, painter, frame)
        draw_status_bar(canvas, painter, frame)


def _still_key(frame: Frame, moving: frozenset, size: tuple[int, int]) -> tuple:
    """What the still picture shows: `Frame.version` counts every change to it; the rest
    (what the status line says, the moves played, the pointer over a button) are cheap
    to compare and keep the picture right should a change ever not be counted."""
    match = frame.match
    return (frame.version, moving, size, frame.drag is None, frame.status, frame.status_warning,
            frame.buttons.hover, len(frame.log), frame.log[-1] if frame.log else None, id(match), match.viewer,
            len(match.record.actions), frame.background, frame.marks)


def _draw_background(surface: pygame.Surface, painter: Painter, frame: Frame) -> None:
    """The felt with every panel that depends only on the layout."""
    layout = frame.layout
    surface.blit(painter.felt(layout.size, frame.background), (0, 0))
    radius = max(4, layout.small_px // 2)
    for side, area in layout.melds.items():
        fill = (0, 0, 0, 56) if side == frame.match.viewer_side else (0, 0, 0, 38)
        surface.blit(painter.panel(area.rect.size, fill, radius), area.rect.topleft)
    for slot in layout.hands.values():
        plate = slot.plate
        surface.blit(painter.panel(plate.size, (0, 0, 0, 110), max(4, plate.height // 4)), plate.topleft)
    board = layout.scoreboard
    surface.blit(painter.panel(board.size, (8, 26, 16, 210), max(6, layout.font_px // 2), border=(*GOLD, 150)),
                 board.topleft)
    if layout.log.height >= round(layout.small_px * 1.45) * 3:
        surface.blit(painter.panel(layout.log.size, (0, 0, 0, 70), radius), layout.log.topleft)
    bar = layout.status
    surface.blit(painter.panel(bar.size, STATUS_BAR, 0), bar.topleft)
    pygame.draw.line(surface, GOLD, (bar.left, bar.top), (bar.right, bar.top), 1)


# ------------------------------------------------------------------ cards


def _card(surface: Canvas, painter: Painter, sprite: CardSprite, rect: pygame.Rect,
          mark: tuple[int, int, int] | None = None, kept: bool = False) -> None:
    image = painter.card(sprite.face, sprite.width, sprite.rotated)
    if image.get_size() != rect.size:
        image = pygame.transform.smoothscale(image, (max(1, rect.width), max(1, rect.height)))
    surface.blit(image, rect.topleft)
    if mark is not None:
        # a band inside the card's edge: the next card covers its right part, so that the
        # mark shows on the strip of the card that is seen, and only there
        width = max(3, rect.width // 16)
        surface.blit(painter.outline(rect.size, (*mark, 255), max(2, rect.width // 14), width), rect.topleft)
    if kept:
        centre = kept_dot_centre(rect)
        dot = painter.dot(kept_dot_radius(rect), KEPT)
        surface.blit(dot, (centre[0] - dot.get_width() // 2, centre[1] - dot.get_height() // 2))


def kept_dot_radius(rect: pygame.Rect) -> int:
    return max(4, rect.width // 8)


def kept_dot_centre(rect: pygame.Rect) -> tuple[int, int]:
    """Where the dot of a three kept in the hand lies on the card at `rect`: low on its left
    strip, which the next card of the hand leaves seen, below the corner's rank and suit."""
    radius = kept_dot_radius(rect)
    return rect.left + radius + max(3, rect.width // 14), rect.bottom - radius - max(4, rect.width // 8)


def _mark(frame: Frame, sprite: CardSprite) -> tuple[int, int, int] | None:
    """The colour `sprite` is marked with: named by the hint, or come with the last move."""
    marks = frame.marks
    if sprite.key in marks.hinted:
        return HINTED
    if sprite.key in marks.fresh:
        return FRESH
    return None


def _draw_hinted_places(surface: Canvas, painter: Painter, frame: Frame) -> None:
    """Round the stock or the pile the hint draws from, and the melds it plays on."""
    marks, layout = frame.marks, frame.layout
    places = [getattr(layout, zone) for zone in sorted(marks.hinted_zones)]
    side = frame.match.viewer_side
    places += [frame.sprites.rows[(side, meld)].rect for meld in sorted(marks.hinted_melds)
               if (side, meld) in frame.sprites.rows]
    for place in places:
        pad = max(3, layout.pile.width // 12)
        rect = place.inflate(2 * pad, 2 * pad)
        surface.blit(painter.outline(rect.size, (*HINTED, 230), pad, max(2, pad // 2)), rect.topleft)


# ------------------------------------------------------------------ dragging


def _drag(surface: Canvas, painter: Painter, frame: Frame) -> None:
    drag = frame.drag
    assert drag is not None
    if frame.drop_pile and drag.discard_ok:
        rect = frame.layout.pile.inflate(frame.layout.pile.width // 5, frame.layout.pile.width // 5)
        surface.blit(painter.outline(rect.size, (*ACCEPT, 230), rect.width // 10, 4), rect.topleft)
    w = drag.card_size[0]
    radius = max(2, w // 14)
    for card, rect in zip(drag.cards, drag.card_rects()):
        shadow = painter.shadow(rect.size, radius)
        pad = (shadow.get_width() - rect.width) // 2
        surface.blit(shadow, (rect.left - pad + w // 12, rect.top - pad + w // 8))
        surface.blit(painter.card(str(card), w), rect.topleft)
