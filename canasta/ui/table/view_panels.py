"""Drawing the parts of the table around the melds: the stock and pile labels, the name
plates and the count of each foot, and the side panel (scoreboard, log of moves, status bar with its buttons).
"""

from __future__ import annotations

import functools

import pygame

from canasta.engine import Phase
from canasta.language import N_, _, ngettext, number

from ..layout import BOARD_LINE, UNDER_PILE_LAYERS, board_row_height
from ..match import Match
from ..paint import GOLD, INK, INK_DIM, WARN, Painter
from ..side_names import fitted_seat_name, fitted_side_name
from ..table_words import (hand_words, melded_text, pile_caption, pile_frozen_for_all, pile_note,
                           pile_under_caption, requirement_parts, requirement_short, staged)
from .frame import GLOW, Canvas, Frame

BLOCKED = (255, 140, 60)
SITTING_OUT = N_("sitting out this hand")
SITTING_OUT_SHORT = N_("sitting out")
# A computer seat's level on its name plate (English; said with `_` when drawn).
PLATE_LEVELS = {"beginner": N_("beginner"), "advanced": N_("advanced"), "expert": N_("expert")}
STAGED_BOARD_LINES = 4   # under each side's name: the stage's requirement (up to three lines), then its melds
LOG_ENTRY_LINES = 4       # a long move in the log wraps onto at most this many lines (a long name
                          # drawing two bonus cards: "… draws the 3♥ and the Treasure Pot, lays them out …")


# ------------------------------------------------------------------ stock and pile


def draw_stock_and_pile_labels(surface: Canvas, painter: Painter, frame: Frame) -> None:
    layout, state = frame.layout, frame.match.state
    px = layout.small_px
    if not state.stock:
        surface.blit(painter.slot(layout.stock.width), layout.stock.topleft)
    if not state.pile:
        surface.blit(painter.slot(layout.pile.width), layout.pile.topleft)
    below = layout.stock.bottom + px // 2
    stock_text = _("Stock {count}").format(count=len(state.stock)) if state.stock else _("Stock empty")
    label = painter.text(stock_text, px, INK)
    surface.blit(label, label.get_rect(midtop=(layout.stock.centerx, below)))
    note, warning = pile_note(state, frame.match.viewer_side)
    frozen = pile_frozen_for_all(state)
    label = painter.text(pile_caption(state), px, GOLD if frozen or warning else INK, bold=frozen or warning)
    surface.blit(label, label.get_rect(midtop=(layout.pile.centerx, below)))
    under = pile_under_caption(state)
    if under:
        top = layout.under_pile.top - (UNDER_PILE_LAYERS - 1) * layout.under_pile_step - max(1, px // 6)
        room = 2 * (layout.panel.right - layout.pile.centerx) - px // 2
        text = painter.fitted_text(under, px, room, INK)
        surface.blit(text, text.get_rect(midbottom=(layout.pile.centerx, top)))
    if warning:
        pad = max(3, layout.pile.width // 12)
        rect = layout.pile.inflate(2 * pad, 2 * pad)
        surface.blit(painter.outline(rect.size, (*BLOCKED, 230), pad, max(2, pad // 2)), rect.topleft)
    if note:
        text = painter.fitted_text(note, round(px * (1.0 if warning else 0.9)), layout.panel.width, WARN,
                                   bold=warning)
        surface.blit(text, text.get_rect(midtop=(layout.panel.centerx, below + round(px * 1.4))))


# ------------------------------------------------------------------ hands


def draw_name_plate(surface: Canvas, painter: Painter, frame: Frame, seat: int) -> None:
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
    title = fitted_seat_name(painter, match.name(seat), px, plate.width - px, GOLD if turn else INK, bold=True)
    facts = plate_facts(match, seat)
    detail = " \u2022 ".join(facts)
    if len(facts) > 1 and painter.font(round(px * 0.92)).size(detail)[0] > plate.width - px:
        detail = facts[0]  # a narrow plate keeps the count whole rather than half of both
    if detail == _(SITTING_OUT) and painter.font(round(px * 0.92)).size(detail)[0] > plate.width - px:
        detail = _(SITTING_OUT_SHORT)  # whole, rather than cut short
    info = painter.fitted_text(detail, round(px * 0.92), plate.width - px, INK_DIM)
    gap = max(1, (plate.height - title.get_height() - info.get_height()) // 3)
    surface.blit(title, (plate.left + px // 2, plate.top + gap))
    surface.blit(info, (plate.left + px // 2, plate.top + 2 * gap + title.get_height()))


def plate_facts(match: Match, seat: int) -> list[str]:
    """What a seat's name plate says under the name: its cards, and whether it is to play
    (or answering), or the computer's level; "sitting out this hand" for the seat of five
    players that takes no part in the hand."""
    state = match.state
    if seat in state.sitting_out():
        return [_(SITTING_OUT)]
    count = len(state.hands[seat])
    facts = [ngettext("{count} card", "{count} cards", count).format(count=count)]
    if state.current == seat and not match.hand_is_over():
        facts.append(_("to play") if state.phase != Phase.ASK else _("answering"))
    elif not match.is_human(seat):
        level = match.seats[seat].level
        facts.append(_(PLATE_LEVELS[level]) if level in PLATE_LEVELS else level or _("computer"))
    return facts


def draw_foot_label(surface: Canvas, painter: Painter, frame: Frame, seat: int) -> None:
    """The count of the seat's foot, beside its face-down stack, while it is not picked up."""
    slot = frame.layout.hands[seat]
    count = len(frame.match.state.feet[seat])
    if slot.foot_label is None or not count:
        return
    box = slot.foot_label
    text = painter.fitted_text(_("Foot {count}").format(count=count), frame.layout.small_px, box.width, INK_DIM)
    where = {"midleft": box.midleft} if slot.place == "top" else {"center": box.center}
    surface.blit(text, text.get_rect(**where))


# ------------------------------------------------------------------ side panel


def draw_scoreboard(surface: Canvas, painter: Painter, frame: Frame) -> None:
    layout, match = frame.layout, frame.match
    state = match.state
    board = layout.scoreboard
    px = layout.font_px
    small = layout.small_px
    radius = max(6, px // 2)
    pad = px // 2
    hand = painter.text(hand_words(state.hand_number, state.rules.game_length_hands), small, INK_DIM)
    # The heading shares its line with the hand's number: smaller where a language's word is long.
    title = painter.fitted_text(_("Scoreboard"), px, board.width - 3 * pad - hand.get_width(), GOLD, bold=True)
    surface.blit(title, (board.left + pad, board.top + pad))
    surface.blit(hand, (board.right - pad - hand.get_width(), board.top + pad + (title.get_height() - hand.get_height()) // 2))
    y = board.top + pad + round(px * 1.7)
    stages = staged(state)
    row_h = board_row_height(px, STAGED_BOARD_LINES if stages else 1)
    for side in range(state.sides):
        current = state.side_of(state.current) == side and not match.hand_is_over()
        if current:
            mark = pygame.Rect(board.left + 3, y - 2, board.width - 6, row_h - 2)
            surface.blit(painter.panel(mark.size, (255, 226, 120, 36), radius // 2), mark.topleft)
        score = painter.text(number(state.scores[side]), px, INK, bold=True)
        name = fitted_side_name(painter, match, side, px, board.width - 3 * pad - score.get_width(),
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
            details = [requirement_short(state, side)]
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


def draw_move_log(surface: Canvas, painter: Painter, frame: Frame) -> None:
    layout = frame.layout
    box = layout.log
    px = layout.small_px
    line_h = round(px * 1.45)
    top = box.top + round(px * 2.2)
    if box.height < line_h * 3:
        return
    surface.blit(painter.text(_("Moves"), px, GOLD, bold=True), (box.left + px // 2, box.top + px // 2))
    room = max(0, (box.bottom - top) // line_h)
    rows = _log_rows(tuple(frame.log), painter.font(px), box.width - 2 * px, room)
    for index, (line, newest, continued) in enumerate(rows):
        indent = px if continued else 0
        text = painter.fitted_text(line, px, box.width - px - indent, INK if newest else INK_DIM)
        surface.blit(text, (box.left + px // 2 + indent, top + index * line_h))


def draw_status_bar(surface: Canvas, painter: Painter, frame: Frame) -> None:
    layout = frame.layout
    bar = layout.status
    px = layout.font_px
    room = frame.buttons.left - bar.left - 2 * px
    colour = WARN if frame.status_warning else INK
    icon = "\u26a0 " if frame.status_warning else "\u25b8 "
    lines = painter.fitted_lines(icon + frame.status, px, room, bar.height, colour, bold=frame.status_warning)
    top = bar.centery - sum(line.get_height() for line in lines) // 2
    for line in lines:
        surface.blit(line, (bar.left + px, top))
        top += line.get_height()
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
