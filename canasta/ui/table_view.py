"""Drawing the table: felt, meld areas, cards, name plates, scoreboard, log, status bar.

The renderer only reads the `Frame` it is given; it never changes the game.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Sequence

import pygame

from canasta.engine import Phase
from canasta.engine.cards import RANK_PLURALS

from .animation import Animator
from .buttons import ButtonRow
from .drag import Drag
from .layout import BOARD_LINE, POT_STEP, RUN_STEP, MeldArea, TableLayout, board_row_height
from .match import Match
from .paint import GOLD, INK, INK_DIM, WARN, Painter
from .picture import Picture, Sketch, merged, opaque
from .sprites import CardSprite, RowView, TableSprites
from .table_words import (melded_text, pile_caption, pile_note, pots_text, requirement_parts, requirement_text,
                          staged)

GLOW = (255, 226, 120)
ACCEPT = (140, 255, 170)
PROBLEM = (255, 170, 60)
BLOCKED = (255, 140, 60)
RUN_FRAME = (240, 196, 84, 150)
STAGED_BOARD_LINES = 4   # under each side's name: the stage's requirement (up to three lines), then its melds
STATUS_BAR = (12, 22, 16, 235)
LOG_ENTRY_LINES = 3       # a long move in the log wraps onto at most this many lines

Canvas = pygame.Surface | Sketch  # the still parts are sketched, the moving ones drawn


@dataclass
class Frame:
    """Everything one picture of the table shows."""

    match: Match
    layout: TableLayout
    sprites: TableSprites
    animator: Animator
    now: float
    background: tuple[int, int, int]
    status: str
    status_warning: bool
    buttons: ButtonRow
    log: Sequence[str]
    drag: Drag | None = None
    drop_rank: str | None = None          # the column under a dragged card
    drop_pile: bool = False
    version: int = 0                      # changes whenever anything but gliding or dragged cards changes


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
                    _card(canvas, self.painter, sprite, rect)
        if frame.drag is not None:
            _drop_emphasis(canvas, self.painter, frame)
            _drag(canvas, self.painter, frame)

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
            _meld_area(canvas, painter, frame, side)
        _stock_and_pile_labels(canvas, painter, frame)
        for side in layout.melds:
            _wide_region(canvas, painter, frame, side)
        for sprite in frame.sprites.cards:
            if sprite.key not in moving:
                _card(canvas, painter, sprite, sprite.rect)
        _row_marks(canvas, painter, frame)
        for side in layout.melds:
            _pots_label(canvas, painter, frame, side)
        for seat in layout.hands:
            _plate(canvas, painter, frame, seat)
        _scoreboard(canvas, painter, frame)
        _log(canvas, painter, frame)
        _status_bar(canvas, painter, frame)


def _still_key(frame: Frame, moving: frozenset, size: tuple[int, int]) -> tuple:
    """What the still picture shows: `Frame.version` counts every change to it; the rest
    (what the status line says, the moves played, the pointer over a button) are cheap
    to compare and keep the picture right should a change ever not be counted."""
    match = frame.match
    return (frame.version, moving, size, frame.drag is None, frame.status, frame.status_warning,
            frame.buttons.hover, len(frame.log), frame.log[-1] if frame.log else None, id(match), match.viewer,
            len(match.record.actions), frame.background)


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


def _card(surface: Canvas, painter: Painter, sprite: CardSprite, rect: pygame.Rect) -> None:
    image = painter.card(sprite.face, sprite.width, sprite.rotated)
    if image.get_size() != rect.size:
        image = pygame.transform.smoothscale(image, (max(1, rect.width), max(1, rect.height)))
    surface.blit(image, rect.topleft)


# ------------------------------------------------------------------ meld areas


def _meld_area(surface: Canvas, painter: Painter, frame: Frame, side: int) -> None:
    area = frame.layout.melds[side]
    match = frame.match
    state = match.state
    px = frame.layout.small_px
    mine = side == match.viewer_side
    radius = max(4, px // 2)
    current = state.side_of(state.current) == side and not match.hand_is_over()
    if current:
        surface.blit(painter.outline(area.rect.size, (*_dim(GLOW, 0.55), 255), radius, 2), area.rect.topleft)
    name = painter.fitted_text(match.side_name(side), px, area.rect.width // 2, GOLD if current else INK, bold=True)
    y = area.caption.centery - name.get_height() // 2
    surface.blit(name, (area.rect.left + px // 2, y))
    canastas = state.canastas(side)
    facts = [f"{state.table_points(side)} points on the table"]
    if canastas:
        facts.append(f"{canastas} canasta{'s' if canastas != 1 else ''}")
    if not state.opened[side]:
        facts.append(requirement_text(state, side))
    room = area.rect.width - name.get_width() - 2 * px
    info = painter.fitted_text("  \u00b7  ".join(facts), px, room, INK_DIM)
    surface.blit(info, (area.rect.right - px // 2 - info.get_width(), y))
    if frame.drag is not None and mine:
        _drop_hints(surface, painter, frame, side)


def _dim(colour: tuple[int, int, int], share: float) -> tuple[int, int, int]:
    """`colour` blended with the felt-dark green, for lines drawn without alpha."""
    return tuple(round(c * share + g * (1 - share)) for c, g in zip(colour, (20, 70, 40)))  # type: ignore[return-value]


def _drop_hints(surface: Canvas, painter: Painter, frame: Frame, side: int) -> None:
    """While dragging: light up the rows that would take the cards, and the column a new meld opens."""
    area = frame.layout.melds[side]
    drag = frame.drag
    assert drag is not None
    w, h = area.card_size
    pad = max(3, w // 12)
    for rank in drag.accepting_rows:
        view = frame.sprites.rows.get((side, rank))
        if view is None:
            continue
        rect = view.rect.inflate(2 * pad, 2 * pad)
        surface.blit(painter.panel(rect.size, (*ACCEPT, 30), pad), rect.topleft)
        surface.blit(painter.outline(rect.size, (*ACCEPT, 230), pad, 2), rect.topleft)
    if drag.new_meld_rank is not None:
        column = area.column(drag.new_meld_rank)
        rect = pygame.Rect(column.left, column.top, w, h).inflate(2 * pad, 2 * pad)
        surface.blit(painter.outline(rect.size, (*ACCEPT, 200), pad, 2), rect.topleft)
        label = painter.text(RANK_PLURALS.get(drag.new_meld_rank, ''), frame.layout.small_px, ACCEPT)
        surface.blit(label, label.get_rect(center=rect.center))


def _drop_emphasis(surface: Canvas, painter: Painter, frame: Frame) -> None:
    """The row under the dragged cards, when it would take them, stands out."""
    drag = frame.drag
    assert drag is not None
    side = frame.match.viewer_side
    view = frame.sprites.rows.get((side, frame.drop_rank)) if frame.drop_rank in drag.accepting_rows else None
    if view is None:
        return
    pad = max(3, frame.layout.melds[side].card_width // 12)
    rect = view.rect.inflate(2 * pad, 2 * pad)
    surface.blit(painter.outline(rect.size, (*ACCEPT, 255), pad, 4), rect.topleft)


def _wide_region(surface: Canvas, painter: Painter, frame: Frame, side: int) -> None:
    """Under the cards of the wide region: the run's frame (a place kept for a golden suit
    when the side has none yet) and the Treasure Pots' spot."""
    area = frame.layout.melds[side]
    strip = area.run_rect
    px = frame.layout.small_px
    radius = max(3, area.card_width // 10)
    if strip is not None:
        view = frame.sprites.rows.get((side, area.run)) if area.run is not None else None
        if view is None:
            surface.blit(painter.outline(strip.size, (*GOLD, 70), radius, 1), strip.topleft)
            label = painter.fitted_text("Golden suit", px, strip.width - px, _dim(GOLD, 0.6))
            surface.blit(label, label.get_rect(center=strip.center))
        else:
            frame_rect = view.rect.inflate(max(4, area.card_width // 8), max(4, area.card_width // 8))
            surface.blit(painter.panel(frame_rect.size, (*GOLD, 34), radius, border=RUN_FRAME), frame_rect.topleft)


def _pots_label(surface: Canvas, painter: Painter, frame: Frame, side: int) -> None:
    """The Treasure Pots' label beside the pots: what they are, how many, what they score."""
    area = frame.layout.melds[side]
    spot = area.pots_rect
    if spot is None:
        return
    px = frame.layout.small_px
    count = len(frame.match.state.treasure_pots[side])
    w = area.card_width
    left = spot.left + (round(w + (count - 1) * POT_STEP * w) + px // 2 if count else 0)
    room = spot.right - left
    title = painter.fitted_text("Treasure Pots", px, room, GOLD if count else _dim(GOLD, 0.6), bold=True)
    detail = painter.fitted_text(pots_text(frame.match.state, side), px, room, INK if count else INK_DIM)
    top = spot.centery - (title.get_height() + detail.get_height()) // 2
    surface.blit(title, (left, top))
    surface.blit(detail, (left, top + title.get_height()))


def _run_marks(surface: Canvas, painter: Painter, frame: Frame, view: RowView, area: MeldArea) -> None:
    """A golden suit: under each Artifact the rank it stands for; once complete, a gold badge."""
    px = frame.layout.small_px
    cards = [sprite for sprite in frame.sprites.cards if sprite.zone == "row" and sprite.owner == view.side
             and sprite.rank == view.rank]
    cards.sort(key=lambda sprite: sprite.rect.left)
    for sprite, rank in zip(cards, view.stands_for):
        if sprite.card is not None and not sprite.card.is_gold and rank:
            shown = min(sprite.rect.width, round(RUN_STEP * area.card_width))  # the part of the card in view
            tag = painter.text(f"as {'10' if rank == 'T' else rank}", round(px * 0.85), GOLD, bold=True)
            surface.blit(tag, tag.get_rect(midtop=(sprite.rect.left + shown // 2, sprite.rect.bottom + 1)))
    if view.canasta:
        text = "Royal golden suit" if view.natural else "Mixed golden suit"
        label = painter.text(text, px, (24, 24, 20), bold=True)
        badge = pygame.Rect(0, 0, label.get_width() + px, round(px * 1.35))
        # over the lower half of the cards: their ranks above and the Artifacts' tags below stay in view
        badge.center = (view.rect.centerx, view.rect.bottom - view.rect.height // 3)
        surface.blit(painter.panel(badge.size, (*GOLD, 245), badge.height // 2, border=(255, 255, 255, 200)),
                     badge.topleft)
        surface.blit(label, label.get_rect(center=badge.center))


def _row_marks(surface: Canvas, painter: Painter, frame: Frame) -> None:
    px = frame.layout.small_px
    for (side, rank), view in frame.sprites.rows.items():
        if view.run:
            _run_marks(surface, painter, frame, view, frame.layout.melds[side])
        elif view.canasta:
            text = str(view.count)  # the cards in the canasta; red natural, black mixed (Help explains)
            fill = (196, 28, 44, 240) if view.natural else (28, 28, 34, 240)
            label = painter.text(text, px, (255, 255, 255), bold=True)
            badge = pygame.Rect(0, 0, label.get_width() + px, round(px * 1.35))
            badge.midtop = (view.rect.centerx, view.rect.bottom - badge.height // 2)
            surface.blit(painter.panel(badge.size, fill, badge.height // 2, border=(255, 255, 255, 200)),
                         badge.topleft)
            surface.blit(label, label.get_rect(center=badge.center))
        if view.problem is not None:
            pad = max(2, view.rect.width // 16)
            rect = view.rect.inflate(2 * pad, 2 * pad)
            surface.blit(painter.outline(rect.size, (*PROBLEM, 220), pad, 2), rect.topleft)


# ------------------------------------------------------------------ stock and pile


def _stock_and_pile_labels(surface: Canvas, painter: Painter, frame: Frame) -> None:
    layout, state = frame.layout, frame.match.state
    px = layout.small_px
    if not state.stock:
        surface.blit(painter.slot(layout.stock.width), layout.stock.topleft)
    if not state.pile:
        surface.blit(painter.slot(layout.pile.width), layout.pile.topleft)
    below = layout.stock.bottom + px // 2
    stock_text = f"Stock {len(state.stock)}" if state.stock else "Stock empty"
    label = painter.text(stock_text, px, INK)
    surface.blit(label, label.get_rect(midtop=(layout.stock.centerx, below)))
    note, warning = pile_note(state, frame.match.viewer_side)
    frozen = state.pile_has_freezer()
    label = painter.text(pile_caption(state), px, GOLD if frozen or warning else INK, bold=frozen or warning)
    surface.blit(label, label.get_rect(midtop=(layout.pile.centerx, below)))
    if warning:
        pad = max(3, layout.pile.width // 12)
        rect = layout.pile.inflate(2 * pad, 2 * pad)
        surface.blit(painter.outline(rect.size, (*BLOCKED, 230), pad, max(2, pad // 2)), rect.topleft)
    if note:
        text = painter.fitted_text(note, round(px * (1.0 if warning else 0.9)), layout.panel.width, WARN,
                                   bold=warning)
        surface.blit(text, text.get_rect(midtop=(layout.panel.centerx, below + round(px * 1.4))))


# ------------------------------------------------------------------ hands


def _plate(surface: Canvas, painter: Painter, frame: Frame, seat: int) -> None:
    layout, match = frame.layout, frame.match
    state = match.state
    slot = layout.hands[seat]
    px = layout.small_px
    plate = slot.plate
    turn = state.current == seat and not match.hand_is_over()
    radius = max(4, plate.height // 4)
    if turn:
        surface.blit(painter.panel(plate.size, (60, 44, 8, 170), radius, border=(*GLOW, 230), border_width=2),
                     plate.topleft)
    title = painter.fitted_text(match.name(seat), px, plate.width - px, GOLD if turn else INK, bold=True)
    count = len(state.hands[seat])
    facts = [f"{count} card{'s' if count != 1 else ''}"]
    if turn:
        facts.append("to play" if state.phase != Phase.ASK else "answering")
    elif not match.is_human(seat):
        facts.append(match.seats[seat].level or "computer")
    detail = " \u2022 ".join(facts)
    if len(facts) > 1 and painter.font(round(px * 0.92)).size(detail)[0] > plate.width - px:
        detail = facts[0]  # a narrow plate keeps the count whole rather than half of both
    info = painter.fitted_text(detail, round(px * 0.92), plate.width - px, INK_DIM)
    gap = max(1, (plate.height - title.get_height() - info.get_height()) // 3)
    surface.blit(title, (plate.left + px // 2, plate.top + gap))
    surface.blit(info, (plate.left + px // 2, plate.top + 2 * gap + title.get_height()))


# ------------------------------------------------------------------ side panel


def _scoreboard(surface: Canvas, painter: Painter, frame: Frame) -> None:
    layout, match = frame.layout, frame.match
    state = match.state
    board = layout.scoreboard
    px = layout.font_px
    small = layout.small_px
    radius = max(6, px // 2)
    pad = px // 2
    title = painter.text("Scoreboard", px, GOLD, bold=True)
    surface.blit(title, (board.left + pad, board.top + pad))
    hand = painter.text(f"Hand {state.hand_number}", small, INK_DIM)
    surface.blit(hand, (board.right - pad - hand.get_width(), board.top + pad + (title.get_height() - hand.get_height()) // 2))
    y = board.top + pad + round(px * 1.7)
    stages = staged(state)
    row_h = board_row_height(px, STAGED_BOARD_LINES if stages else 1)
    for side in range(state.sides):
        current = state.side_of(state.current) == side and not match.hand_is_over()
        if current:
            mark = pygame.Rect(board.left + 3, y - 2, board.width - 6, row_h - 2)
            surface.blit(painter.panel(mark.size, (255, 226, 120, 36), radius // 2), mark.topleft)
        score = painter.text(f"{state.scores[side]:,}", px, INK, bold=True)
        name = painter.fitted_text(match.side_name(side), px, board.width - 3 * pad - score.get_width(),
                                   GOLD if current else INK, bold=current)
        surface.blit(name, (board.left + pad, y))
        surface.blit(score, (board.right - pad - score.get_width(), y))
        if stages:
            details = _wrap(painter, requirement_parts(state, side), small, board.width - 2 * pad,
                            STAGED_BOARD_LINES - 1)
            details.append(melded_text(state, side))
        elif state.opened[side]:
            details = [melded_text(state, side)]
        else:
            details = [requirement_text(state, side)]
        line_y = y + round(px * 1.25)
        for detail in details:
            info = painter.fitted_text(detail, small, board.width - 2 * pad, INK_DIM)
            surface.blit(info, (board.left + pad, line_y))
            line_y += round(px * BOARD_LINE)
        y += row_h


def _wrap(painter: Painter, parts: list[str], px: int, width: int, most: int) -> list[str]:
    """Phrases joined by commas into at most `most` lines of `width`: a phrase starts a new
    line when it fits no more; a phrase too long for a line is broken between words
    (and the last line may be cut short when drawn)."""
    font = painter.font(px)
    pieces = [part + ("," if index < len(parts) - 1 else "") for index, part in enumerate(parts)]
    lines = _fill(font, pieces, width, most)
    if len(lines) <= most and all(font.size(line)[0] <= width for line in lines):
        return lines
    return _fill(font, " ".join(pieces).split(" "), width, most)


def _fill(font: pygame.font.Font, pieces: list[str], width: int, most: int) -> list[str]:
    lines: list[str] = []
    for piece in pieces:
        if lines and font.size(lines[-1] + " " + piece)[0] <= width:
            lines[-1] += " " + piece
        elif len(lines) < most:
            lines.append(piece)
        else:
            lines[-1] += " " + piece
    return lines


@functools.lru_cache(maxsize=4)
def _log_rows(entries: tuple[str, ...], font: pygame.font.Font, width: int,
              room: int) -> tuple[tuple[str, bool, bool], ...]:
    """The lines of the log's last `entries` that fit `room` lines of `width`: (text, newest
    move, continued line), newest last. Kept for the few last logs: most frames show the same."""
    rows: list[tuple[str, bool, bool]] = []
    for age, entry in enumerate(reversed(entries)):
        wrapped = _fill(font, entry.split(" "), width, LOG_ENTRY_LINES)
        if rows and len(rows) + len(wrapped) > room:
            break  # an older move shows whole or not at all
        rows[:0] = [(line, age == 0, index > 0) for index, line in enumerate(wrapped)]
    return tuple(rows[-room:] if room else [])


def _log(surface: Canvas, painter: Painter, frame: Frame) -> None:
    layout = frame.layout
    box = layout.log
    px = layout.small_px
    line_h = round(px * 1.45)
    top = box.top + round(px * 2.2)
    if box.height < line_h * 3:
        return
    surface.blit(painter.text("Moves", px, GOLD, bold=True), (box.left + px // 2, box.top + px // 2))
    room = max(0, (box.bottom - top) // line_h)
    rows = _log_rows(tuple(frame.log), painter.font(px), box.width - 2 * px, room)
    for index, (line, newest, continued) in enumerate(rows):
        indent = px if continued else 0
        text = painter.fitted_text(line, px, box.width - px - indent, INK if newest else INK_DIM)
        surface.blit(text, (box.left + px // 2 + indent, top + index * line_h))


def _status_bar(surface: Canvas, painter: Painter, frame: Frame) -> None:
    layout = frame.layout
    bar = layout.status
    px = layout.font_px
    room = frame.buttons.left - bar.left - 2 * px
    colour = WARN if frame.status_warning else INK
    icon = "\u26a0 " if frame.status_warning else "\u25b8 "
    text = painter.fitted_text(icon + frame.status, px, room, colour, bold=frame.status_warning)
    surface.blit(text, (bar.left + px, bar.centery - text.get_height() // 2))
    for button in frame.buttons.buttons:
        hover = frame.buttons.hover == button.command
        if button.primary:
            fill = (236, 196, 90, 255) if hover else (214, 170, 62, 255)
            ink = (24, 24, 20)
        else:
            fill = (70, 104, 84, 255) if hover else (48, 78, 60, 255)
            ink = INK
        surface.blit(painter.panel(button.rect.size, fill, button.rect.height // 3,
                                   border=(255, 255, 255, 70)), button.rect.topleft)
        label = painter.text(button.label, round(px * 0.92), ink, bold=True)
        surface.blit(label, label.get_rect(center=button.rect.center))


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
