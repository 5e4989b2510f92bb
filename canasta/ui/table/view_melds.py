"""Drawing the meld areas: each side's caption, the melds' badges and problems, the strips'
frames and marks (runs, a golden suit), the Treasure Pots' label, and the hints while
cards are dragged.
"""

from __future__ import annotations

import pygame

from canasta.language import _, ngettext, points, render

from ..layout import MeldArea
from ..layout_pieces import HAND_STEP, POT_STEP, RUN_STEP
from ..paint import GOLD, INK, INK_DIM, Painter
from ..side_names import fitted_side_name
from ..sprites import RowView
from ..table_words import pots_text, requirement_text
from .frame import ACCEPT, GLOW, Canvas, Frame

PROBLEM = (255, 170, 60)
RAISE_BADGE = 0.17     # a picked card's order badge, of a card height
RUN_FRAME = (240, 196, 84, 150)


def draw_meld_area(surface: Canvas, painter: Painter, frame: Frame, side: int) -> None:
    area = frame.layout.melds[side]
    match = frame.match
    state = match.state
    px = frame.layout.small_px
    mine = side == match.viewer_side
    radius = max(4, px // 2)
    current = state.side_of(state.current) == side and not match.hand_is_over()
    if current:
        surface.blit(painter.outline(area.rect.size, (*_dim(GLOW, 0.55), 255), radius, 2), area.rect.topleft)
    name = fitted_side_name(painter, match, side, px, area.rect.width // 2, GOLD if current else INK, bold=True)
    y = area.caption.centery - name.get_height() // 2
    surface.blit(name, (area.rect.left + px // 2, y))
    canastas = state.canastas(side)
    on_table = state.table_points(side)
    facts = [ngettext("{points} point on the table", "{points} points on the table", on_table).format(
        points=points(on_table))]
    if canastas:
        facts.append(ngettext("{count} canasta", "{count} canastas", canastas).format(count=canastas))
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
    """While dragging: light up the melds that would take the cards, and the place a new meld would take."""
    area = frame.layout.melds[side]
    drag = frame.drag
    assert drag is not None
    w, h = area.card_size
    pad = max(3, w // 12)
    for meld in drag.accepting:
        view = frame.sprites.rows.get((side, meld))
        if view is None:
            continue
        rect = view.rect.inflate(2 * pad, 2 * pad)
        surface.blit(painter.panel(rect.size, (*ACCEPT, 30), pad), rect.topleft)
        surface.blit(painter.outline(rect.size, (*ACCEPT, 230), pad, 2), rect.topleft)
    new = drag.new_meld
    if new is None:
        return
    if new.place is not None:
        rect = new.place.inflate(2 * pad, 2 * pad)
        surface.blit(painter.outline(rect.size, (*ACCEPT, 200), pad, 2), rect.topleft)
        label = painter.text(new.words[:1].upper() + new.words[1:], frame.layout.small_px, ACCEPT)
        surface.blit(label, label.get_rect(center=rect.center))
    else:  # a column the area gets once the meld is made: the hint names it in the caption
        _pill(surface, painter, _("Free table: new {meld}").format(meld=render(new.words)), frame.layout.small_px,
              area.caption.center)


def _pill(surface: Canvas, painter: Painter, text: str, px: int, centre: tuple[int, int],
          ink: tuple[int, int, int] = ACCEPT, within: pygame.Rect | None = None) -> None:
    """`text` on a dark rounded label, centred at `centre` (kept inside `within`, the text
    cut to fit it)."""
    label = painter.fitted_text(text, px, within.width - px, ink, bold=True) if within is not None \
        else painter.text(text, px, ink, bold=True)
    badge = pygame.Rect(0, 0, label.get_width() + px, round(px * 1.45))
    badge.center = centre
    if within is not None:
        badge.clamp_ip(within)
    surface.blit(painter.panel(badge.size, (10, 24, 16, 235), badge.height // 2, border=(*ink, 200)),
                 badge.topleft)
    surface.blit(label, label.get_rect(center=badge.center))


def _word_drop_emphasis(surface: Canvas, painter: Painter, frame: Frame, note: tuple[str, bool]) -> None:
    """The word under dragged letters (or a dragged word), outlined: green where the judge
    allows the drop, orange where it does not."""
    side = frame.match.viewer_side
    view = frame.sprites.rows.get((side, frame.drop_meld))
    if view is None:
        return
    allowed = note[1]
    ink = ACCEPT if allowed else PROBLEM
    pad = max(3, frame.layout.melds[side].card_width // 12)
    rect = view.rect.inflate(2 * pad, 2 * pad)
    surface.blit(painter.outline(rect.size, (*ink, 255), pad, 4 if allowed else 2), rect.topleft)


def draw_word_note(surface: Canvas, painter: Painter, frame: Frame) -> None:
    """Over the dragged cards, below the word under them: what the drop would do ("play
    QUIET on your QUIT?") or, refused, the engine's reason."""
    side = frame.match.viewer_side
    view = frame.sprites.rows.get((side, frame.drop_meld))
    if frame.word_note is None or view is None:
        return
    text, allowed = frame.word_note
    area = frame.layout.melds[side]
    px = frame.layout.small_px
    _pill(surface, painter, text, px, (view.rect.centerx, view.rect.bottom + round(px * 1.1)),
          ACCEPT if allowed else PROBLEM, area.rect)


def draw_drop_emphasis(surface: Canvas, painter: Painter, frame: Frame) -> None:
    """The meld under the dragged cards, when it would take them, stands out, named in words."""
    drag = frame.drag
    assert drag is not None
    side = frame.match.viewer_side
    if frame.word_note is not None:
        _word_drop_emphasis(surface, painter, frame, frame.word_note)
        return
    view = frame.sprites.rows.get((side, frame.drop_meld)) if frame.drop_meld in drag.accepting else None
    if view is None:
        return
    pad = max(3, frame.layout.melds[side].card_width // 12)
    rect = view.rect.inflate(2 * pad, 2 * pad)
    surface.blit(painter.outline(rect.size, (*ACCEPT, 255), pad, 4), rect.topleft)
    px = frame.layout.small_px
    words = f"merge into your {view.words}" if drag.meld is not None else f"your {view.words}"
    _pill(surface, painter, words, px, (rect.centerx, rect.top - round(px * 0.8)))


def draw_wide_region(surface: Canvas, painter: Painter, frame: Frame, side: int) -> None:
    """Under the cards of the wide region: each strip's frame (while the side has none, the
    place kept for them, named where the rules keep it for one kind: a golden suit)."""
    area = frame.layout.melds[side]
    px = frame.layout.small_px
    radius = max(3, area.card_width // 10)
    views = [view for (owner, _), view in frame.sprites.rows.items() if owner == side and view.strip]
    if not views and area.words:
        return  # words lie anywhere in the area: no place is kept for them
    if not views:
        kept = area.strip_rects(1)
        if kept:
            strip = kept[0]
            surface.blit(painter.outline(strip.size, (*GOLD, 70), radius, 1), strip.topleft)
            if area.strip_words:
                words = area.strip_words[:1].upper() + area.strip_words[1:]
                label = painter.fitted_text(words, px, strip.width - px, _dim(GOLD, 0.6))
                surface.blit(label, label.get_rect(center=strip.center))
        return
    for view in views:
        frame_rect = view.rect.inflate(max(4, area.card_width // 8), max(4, area.card_width // 8))
        surface.blit(painter.panel(frame_rect.size, (*GOLD, 34), radius, border=RUN_FRAME), frame_rect.topleft)


def draw_pots_label(surface: Canvas, painter: Painter, frame: Frame, side: int) -> None:
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
    title = painter.fitted_text(_("Treasure Pots"), px, room, GOLD if count else _dim(GOLD, 0.6), bold=True)
    detail = painter.fitted_text(pots_text(frame.match.state, side), px, room, INK if count else INK_DIM)
    top = spot.centery - (title.get_height() + detail.get_height()) // 2
    surface.blit(title, (left, top))
    surface.blit(detail, (left, top + title.get_height()))


def _strip_marks(surface: Canvas, painter: Painter, frame: Frame, view: RowView, area: MeldArea) -> None:
    """A strip: under each card standing in for another rank (an Artifact) that rank; once
    complete, a badge naming it."""
    px = frame.layout.small_px
    cards = [sprite for sprite in frame.sprites.cards if sprite.zone == "row" and sprite.owner == view.side
             and sprite.meld == view.meld]
    cards.sort(key=lambda sprite: sprite.rect.left)
    for sprite, rank in zip(cards, view.stands_for):
        if sprite.card is not None and rank and rank != sprite.card.rank:
            shown = min(sprite.rect.width, round(RUN_STEP * area.card_width))  # the part of the card in view
            tag = painter.text(f"as {'10' if rank == 'T' else rank}", round(px * 0.85), GOLD, bold=True)
            surface.blit(tag, tag.get_rect(midtop=(sprite.rect.left + shown // 2, sprite.rect.bottom + 1)))
    if view.canasta:
        text = view.complete_words[:1].upper() + view.complete_words[1:]
        label = painter.text(text, px, (24, 24, 20), bold=True)
        badge = pygame.Rect(0, 0, label.get_width() + px, round(px * 1.35))
        # over the lower half of the cards: their ranks above and the stand-ins' tags below stay in view
        badge.center = (view.rect.centerx, view.rect.bottom - view.rect.height // 3)
        surface.blit(painter.panel(badge.size, (*GOLD, 245), badge.height // 2, border=(255, 255, 255, 200)),
                     badge.topleft)
        surface.blit(label, label.get_rect(center=badge.center))


def _word_marks(surface: Canvas, painter: Painter, frame: Frame, view: RowView, area: MeldArea) -> None:
    """A word: on each star the letter it stands for, where the letters of a line of words
    show; once a canasta, a badge with its number of letters."""
    px = frame.layout.small_px
    cards = [sprite for sprite in frame.sprites.cards if sprite.zone == "row" and sprite.owner == view.side
             and sprite.meld == view.meld]
    cards.sort(key=lambda sprite: sprite.rect.left)
    w = area.card_width
    for sprite, letter in zip(cards, view.stands_for):
        if not letter:
            continue
        shown = min(sprite.rect.width, round(RUN_STEP * w))  # the part of the card in view
        size = max(px, round(w * 0.42))
        disc = pygame.Rect(0, 0, size, size)
        disc.center = (sprite.rect.left + shown // 2, sprite.rect.top + round(w * 0.62))
        surface.blit(painter.panel(disc.size, (24, 24, 20, 235), size // 2, border=(*GOLD, 255)), disc.topleft)
        glyph = painter.text(letter, round(size * 0.78), GOLD, bold=True)
        surface.blit(glyph, glyph.get_rect(center=disc.center))
    if view.canasta:
        # as a column's canasta: its number of cards, red natural, black mixed; in the top
        # right corner of the last card, where a line of words below leaves it in view and
        # it hides no letter
        label = painter.text(str(view.count), px, (255, 255, 255), bold=True)
        badge = pygame.Rect(0, 0, max(label.get_width() + px, round(px * 1.6)), round(px * 1.35))
        inset = max(2, w // 16)
        badge.topright = (view.rect.right - inset, view.rect.top + inset)
        fill = (196, 28, 44, 240) if view.natural else (28, 28, 34, 240)
        surface.blit(painter.panel(badge.size, fill, badge.height // 2, border=(255, 255, 255, 200)), badge.topleft)
        surface.blit(label, label.get_rect(center=badge.center))


def draw_row_marks(surface: Canvas, painter: Painter, frame: Frame) -> None:
    px = frame.layout.small_px
    for (side, _), view in frame.sprites.rows.items():
        if view.word:
            _word_marks(surface, painter, frame, view, frame.layout.melds[side])
        elif view.strip:
            _strip_marks(surface, painter, frame, view, frame.layout.melds[side])
        elif view.canasta:
            # the cards in the canasta, red natural, black mixed; or what the rule set calls
            # it, on gold (a bolivia): Help explains
            text = str(view.count)
            fill = (196, 28, 44, 240) if view.natural else (28, 28, 34, 240)
            ink = (255, 255, 255)
            if view.complete_words:
                text, fill, ink = view.complete_words[:1].upper() + view.complete_words[1:], (*GOLD, 245), (24, 24, 20)
            label = painter.text(text, px, ink, bold=True)
            badge = pygame.Rect(0, 0, label.get_width() + px, round(px * 1.35))
            badge.midtop = (view.rect.centerx, view.rect.bottom - badge.height // 2)
            surface.blit(painter.panel(badge.size, fill, badge.height // 2, border=(255, 255, 255, 200)),
                         badge.topleft)
            surface.blit(label, label.get_rect(center=badge.center))
        if view.problem is not None:
            pad = max(2, view.rect.width // 16)
            rect = view.rect.inflate(2 * pad, 2 * pad)
            surface.blit(painter.outline(rect.size, (*PROBLEM, 220), pad, 2), rect.topleft)


def draw_pick_order(surface: Canvas, painter: Painter, frame: Frame) -> None:
    """With words: on each picked hand card, below its index in the part the next card
    leaves in view, its place in the word (1, 2, 3...), so the player sees the order the
    letters were picked."""
    if not frame.picked:
        return
    place = {index: number for number, index in enumerate(frame.picked, start=1)}
    viewer = frame.match.viewer
    for sprite in frame.sprites.cards:
        number = place.get(sprite.index) if sprite.zone == "hand" and sprite.owner == viewer else None
        if number is None or sprite.index is None:
            continue
        h = sprite.rect.height
        size = max(frame.layout.small_px, round(h * RAISE_BADGE))
        disc = pygame.Rect(0, 0, size, size)
        disc.center = (sprite.rect.left + round(sprite.rect.width * HAND_STEP / 2), sprite.rect.top + round(h * 0.66))
        surface.blit(painter.panel(disc.size, (*GOLD, 245), size // 2, border=(255, 255, 255, 220)), disc.topleft)
        label = painter.text(str(number), round(size * 0.7), (24, 24, 20), bold=True)
        surface.blit(label, label.get_rect(center=disc.center))
