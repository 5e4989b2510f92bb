"""In a meld's column each card shows only a strip at its top, and that strip says what the
card is: a Joker's shows its gold star in the corner, where a Jack's shows its "J" (the
Joker's corner used to start with a purple "J" of JOKER, read as a Jack)."""

from __future__ import annotations

import pygame
import pygame_gui

from canasta.engine import GameState
from canasta.ui.art import drawing, standard
from canasta.ui.layout_pieces import ROW_STEP
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

WINDOWS = load_preset("windows")
CORNER = standard.CORNER_MARGIN + standard.CORNER_COLUMN + 0.02   # the corner index's share of a card's width


def table_with_jacks(meld: str) -> Table:
    """Ann's side has the meld of Jacks `meld` on the table, its cards top down as written."""
    text = ("canasta position 1\nrules: windows\nplayers: 2\nphase: play\ncurrent: 0\n"
            "hand 0: 4d 5c 6c 8d\nhand 1: 4h 5s 6h 7d\n"
            f"table 0: J: {meld}\nopened 0: yes\npile: 7c 4h\nstock: 8h 8s 6s 4s 5h 5s 6h\n")
    size = (1280, 800)
    match = Match(WINDOWS, [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], 1)
    match.state = GameState.from_text(text, rules=WINDOWS)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def gold_pixels(surface: pygame.Surface) -> int:
    """How many pixels are the gold of the Joker's star."""
    return sum(1 for x in range(surface.get_width()) for y in range(surface.get_height())
               if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], drawing.GOLD)) <= 60)


def visible_corners(table: Table) -> dict[str, pygame.Surface]:
    """What shows of each card of Ann's meld of Jacks, as drawn: the corner of its strip
    (the card's top down to the next card's top), by the card."""
    surface = table.draw()
    cards = sorted((sprite for sprite in table.scene.sprites.cards if sprite.zone == "row" and sprite.owner == 0),
                   key=lambda sprite: sprite.rect.top)
    corners = {}
    for sprite, below in zip(cards, cards[1:]):
        rect = sprite.rect
        corners[str(sprite.card)] = surface.subsurface(
            pygame.Rect(rect.left, rect.top, round(rect.width * CORNER), below.rect.top - rect.top)).copy()
    return corners


def test_a_joker_in_a_column_of_jacks_shows_its_star_where_a_jack_shows_its_letter() -> None:
    table = table_with_jacks("Jc JK Jd")
    assert [str(card) for card in table.state.tables[0].melds[0].cards] == ["Jc", "JK", "Jd"]
    corners = visible_corners(table)
    jack, joker = corners["Jc"], corners["JK"]
    assert jack.get_height() <= round(ROW_STEP * table.scene.layout.melds[0].card_size[1]) + 1, "only a strip shows"
    assert gold_pixels(joker) >= 8, "the Joker's strip shows its gold star"
    assert gold_pixels(jack) == 0, "the Jack's strip shows its letter alone"
    assert pygame.image.tobytes(jack, "RGB") != pygame.image.tobytes(joker, "RGB")


def test_the_jokers_star_heads_its_corner_at_every_size() -> None:
    for width in (30, 41, 57, 90, 150):
        face, jack = standard.render_face("JK", width), standard.render_face("Js", width)
        strip = pygame.Rect(0, 0, round(width * CORNER), round(ROW_STEP * face.get_height()))
        assert gold_pixels(face.subsurface(strip)) >= 2, width
        assert gold_pixels(jack.subsurface(strip)) == 0, width


def test_the_jokers_corner_still_spells_joker_below_its_star_for_a_fanned_hand() -> None:
    width = 150
    face = standard.render_face("JK", width)
    column = pygame.Rect(0, 0, round(width * CORNER), face.get_height())
    corner = face.subsurface(column)
    star_bottom = round(width * (standard.CORNER_TOP + 2 * standard.JOKER_STAR))
    purple_rows = [y for y in range(star_bottom, face.get_height())
                   if any(sum(abs(a - b) for a, b in zip(corner.get_at((x, y))[:3], drawing.JOKER_INK)) <= 40
                          for x in range(corner.get_width()))]
    assert purple_rows and purple_rows[-1] - purple_rows[0] > width * 0.7, "the word runs down the corner"
