"""Drawing the table: felt, meld areas, cards, name plates, scoreboard, log, status bar.

The renderer only reads the `Frame` it is given; it never changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from canasta.engine import Phase
from canasta.engine.cards import RANK_PLURALS

from .animation import Animator
from .buttons import ButtonRow
from .drag import Drag
from .layout import TableLayout
from .match import Match
from .paint import GOLD, INK, INK_DIM, WARN, Painter
from .sprites import CardSprite, TableSprites

GLOW = (255, 226, 120)
ACCEPT = (140, 255, 170)
PROBLEM = (255, 170, 60)
STATUS_BAR = (12, 22, 16, 235)


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
    while cards glide or are dragged, everything that stands still (which changes
    only when `Frame.version` does): such a frame is one blit and the moving cards."""

    def __init__(self, painter: Painter):
        self.painter = painter
        self._background: pygame.Surface | None = None
        self._background_key: tuple | None = None
        self._still: pygame.Surface | None = None
        self._still_key: tuple | None = None
        # the layouts the pictures were drawn for (compared by identity: a new layout, a new picture)
        self._background_layout: TableLayout | None = None
        self._still_layout: TableLayout | None = None

    def draw(self, surface: pygame.Surface, frame: Frame) -> None:
        moving_keys = frame.animator.active_keys() & {sprite.key for sprite in frame.sprites.cards}
        if not moving_keys and frame.drag is None:
            self._draw_still(surface, frame, frozenset())
            return
        key = (frame.version, frozenset(moving_keys), surface.get_size(), frame.drag is None)
        if key != self._still_key or self._still is None or self._still_layout is not frame.layout:
            if self._still is None or self._still.get_size() != surface.get_size():
                self._still = _opaque(surface.get_size())
            self._draw_still(self._still, frame, frozenset(moving_keys))
            self._still_key = key
            self._still_layout = frame.layout
        surface.blit(self._still, (0, 0))
        for sprite in frame.sprites.cards:
            if sprite.key in moving_keys:
                rect = frame.animator.rect_now(sprite, frame.now)
                if rect is not None:
                    _card(surface, self.painter, sprite, rect)
        if frame.drag is not None:
            _drop_emphasis(surface, self.painter, frame)
            _drag(surface, self.painter, frame)

    def _background_for(self, frame: Frame) -> pygame.Surface:
        key = (frame.background, frame.match.viewer_side)
        if key != self._background_key or self._background is None or self._background_layout is not frame.layout:
            self._background = _opaque(frame.layout.size)
            _draw_background(self._background, self.painter, frame)
            self._background_key = key
            self._background_layout = frame.layout
        return self._background

    def _draw_still(self, surface: pygame.Surface, frame: Frame, moving: frozenset) -> None:
        painter, layout = self.painter, frame.layout
        surface.blit(self._background_for(frame), (0, 0))
        for side in layout.melds:
            _meld_area(surface, painter, frame, side)
        _stock_and_pile_labels(surface, painter, frame)
        for sprite in frame.sprites.cards:
            if sprite.key not in moving:
                _card(surface, painter, sprite, sprite.rect)
        _row_marks(surface, painter, frame)
        for seat in layout.hands:
            _plate(surface, painter, frame, seat)
        _scoreboard(surface, painter, frame)
        _log(surface, painter, frame)
        _status_bar(surface, painter, frame)


def _opaque(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    return surface.convert() if pygame.display.get_surface() is not None else surface


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


def _card(surface: pygame.Surface, painter: Painter, sprite: CardSprite, rect: pygame.Rect) -> None:
    image = painter.card(sprite.face, sprite.width, sprite.rotated)
    if image.get_size() != rect.size:
        image = pygame.transform.smoothscale(image, (max(1, rect.width), max(1, rect.height)))
    surface.blit(image, rect.topleft)


# ------------------------------------------------------------------ meld areas


def _meld_area(surface: pygame.Surface, painter: Painter, frame: Frame, side: int) -> None:
    area = frame.layout.melds[side]
    match = frame.match
    state = match.state
    px = frame.layout.small_px
    mine = side == match.viewer_side
    radius = max(4, px // 2)
    current = state.side_of(state.current) == side and not match.hand_is_over()
    if current:
        pygame.draw.rect(surface, _dim(GLOW, 0.55), area.rect, width=2, border_radius=radius)
    name = painter.fitted_text(match.side_name(side), px, area.rect.width // 2, GOLD if current else INK, bold=True)
    y = area.caption.centery - name.get_height() // 2
    surface.blit(name, (area.rect.left + px // 2, y))
    canastas = state.canastas(side)
    facts = [f"{state.table_points(side)} points on the table"]
    if canastas:
        facts.append(f"{canastas} canasta{'s' if canastas != 1 else ''}")
    if not state.opened[side]:
        facts.append(f"first meld needs {state.minimum_meld(side)}")
    info = painter.text("  \u00b7  ".join(facts), px, INK_DIM)
    surface.blit(info, (area.rect.right - px // 2 - info.get_width(), y))
    if frame.drag is not None and mine:
        _drop_hints(surface, painter, frame, side)


def _dim(colour: tuple[int, int, int], share: float) -> tuple[int, int, int]:
    """`colour` blended with the felt-dark green, for lines drawn without alpha."""
    return tuple(round(c * share + g * (1 - share)) for c, g in zip(colour, (20, 70, 40)))  # type: ignore[return-value]


def _drop_hints(surface: pygame.Surface, painter: Painter, frame: Frame, side: int) -> None:
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


def _drop_emphasis(surface: pygame.Surface, painter: Painter, frame: Frame) -> None:
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


def _row_marks(surface: pygame.Surface, painter: Painter, frame: Frame) -> None:
    px = frame.layout.small_px
    for (side, rank), view in frame.sprites.rows.items():
        if view.canasta:
            text = "7+" if view.count == 7 else f"{view.count}"
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


def _stock_and_pile_labels(surface: pygame.Surface, painter: Painter, frame: Frame) -> None:
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
    blocked = state.pile_has_freezer()
    pile_text = ("*" if blocked else "") + f"Pile {len(state.pile)}"
    label = painter.text(pile_text, px, GOLD if blocked else INK, bold=blocked)
    surface.blit(label, label.get_rect(midtop=(layout.pile.centerx, below)))
    note = _pile_note(frame)
    if note:
        text = painter.fitted_text(note, round(px * 0.9), layout.panel.width, WARN)
        surface.blit(text, text.get_rect(midtop=(layout.panel.centerx, below + round(px * 1.4))))


def _pile_note(frame: Frame) -> str:
    state = frame.match.state
    top = state.pile_top()
    if top is None or state.taking is not None:
        return ""
    if state.pile_has_freezer():
        return "blocked: a natural pair takes it"
    if top.is_black_three:
        return "stopped by a black three"
    if top.is_wild or top.is_red_three:
        return "cannot be taken"
    side = frame.match.viewer_side
    if state.pile_frozen_for(side):
        return "frozen until your side melds"
    return ""


# ------------------------------------------------------------------ hands


def _plate(surface: pygame.Surface, painter: Painter, frame: Frame, seat: int) -> None:
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


def _scoreboard(surface: pygame.Surface, painter: Painter, frame: Frame) -> None:
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
    row_h = round(px * 2.5)
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
        if state.opened[side]:
            detail = f"melded \u00b7 {state.table_points(side)} on the table"
        else:
            detail = f"minimum meld {state.minimum_meld(side)}"
        info = painter.fitted_text(detail, small, board.width - 2 * pad, INK_DIM)
        surface.blit(info, (board.left + pad, y + round(px * 1.25)))
        y += row_h


def _log(surface: pygame.Surface, painter: Painter, frame: Frame) -> None:
    layout = frame.layout
    box = layout.log
    px = layout.small_px
    line_h = round(px * 1.45)
    top = box.top + round(px * 2.2)
    if box.height < line_h * 3:
        return
    surface.blit(painter.text("Moves", px, GOLD, bold=True), (box.left + px // 2, box.top + px // 2))
    lines = list(frame.log)[-max(0, (box.bottom - top) // line_h):]
    for index, line in enumerate(lines):
        newest = index == len(lines) - 1
        text = painter.fitted_text(line, px, box.width - px, INK if newest else INK_DIM)
        surface.blit(text, (box.left + px // 2, top + index * line_h))


def _status_bar(surface: pygame.Surface, painter: Painter, frame: Frame) -> None:
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


def _drag(surface: pygame.Surface, painter: Painter, frame: Frame) -> None:
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
