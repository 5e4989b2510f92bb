"""The table's layout comes from the window size alone and always fits."""

from __future__ import annotations

import itertools

import pygame
import pytest

from canasta.ui.layout import RED_THREES, ROW_CARDS, SLOT_RANKS, compute_layout, seat_places
from canasta.ui.table_shape import Column

SIZES = [(1024, 640), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160), (1280, 1024)]


def side_of(players: int):
    return (lambda seat: seat % 2) if players == 4 else (lambda seat: seat)


def layout_for(size, players, viewer=0, top_inset=0):
    return compute_layout(size, players, viewer, side_of(players), top_inset)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_everything_lies_inside_the_window_without_overlapping(size, players) -> None:
    layout = layout_for(size, players, top_inset=30)
    window = pygame.Rect((0, 0), size)
    regions = [layout.status, layout.panel]
    regions += [slot.rect for slot in layout.hands.values()] + [slot.plate for slot in layout.hands.values()]
    regions += [area.rect for area in layout.melds.values()]
    for region in regions:
        assert window.contains(region), region
        assert region.top >= 30 or region is layout.status
    areas = [area.rect for area in layout.melds.values()] + [layout.panel, layout.status]
    areas += [slot.rect for slot in layout.hands.values()]
    for first, second in itertools.combinations(areas, 2):
        assert not first.colliderect(second), (first, second)
    for rect in (layout.scoreboard, layout.stock, layout.pile, layout.log):
        assert layout.panel.contains(rect)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_row_of_six_cards_fits_its_column_and_columns_do_not_touch(size, players) -> None:
    layout = layout_for(size, players)
    for area in layout.melds.values():
        columns = [area.column(rank) for rank in SLOT_RANKS + (RED_THREES,)]
        for left, right in zip(columns, columns[1:]):
            assert left.right < right.left
        for rank in SLOT_RANKS:
            rects = area.row_rects(rank, ROW_CARDS)
            assert area.rect.contains(rects[-1])
            step = rects[1].top - rects[0].top
            assert step >= 0.2 * rects[0].height, "each card of a row shows its rank"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cards_grow_with_the_window(players) -> None:
    widths = [layout_for(size, players).melds[0].card_width for size in [(1024, 640), (1920, 1080), (3840, 2160)]]
    assert widths == sorted(widths) and widths[-1] >= 2 * widths[0]
    assert widths[0] >= 40, "still readable at 1024x640"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_full_hand_fans_inside_its_band(players) -> None:
    layout = layout_for((1024, 640), players)
    for seat, slot in layout.hands.items():
        rects = slot.card_rects(40, face_up=seat == 0)
        assert slot.rect.contains(rects[0].unionall(rects))
    fan = layout.hands[0].card_rects(15, face_up=True)
    assert fan[1].left - fan[0].left >= 0.45 * fan[0].width, "fifteen cards show rank and suit"


def test_the_viewer_sits_at_the_bottom_and_play_goes_clockwise() -> None:
    assert seat_places(2, 1) == {1: "bottom", 0: "top"}
    assert seat_places(3, 0) == {0: "bottom", 1: "left", 2: "right"}
    assert seat_places(4, 2) == {2: "bottom", 3: "left", 0: "top", 1: "right"}
    layout = layout_for((1280, 800), 4, viewer=2)
    assert layout.hands[2].place == "bottom" and layout.hands[0].place == "top"
    mine, theirs = layout.melds[0], layout.melds[1]
    assert mine.rect.top > theirs.rect.top, "the viewer's side melds just above the hand"


def test_a_second_group_of_a_rank_gets_a_column_next_to_the_first_and_the_cards_keep_their_size() -> None:
    plain = compute_layout((1280, 800), 2, 0, side_of(2))
    layout = compute_layout((1280, 800), 2, 0, side_of(2), extra_columns=[Column("7", 1)])
    area = layout.melds[0]
    assert area.columns.index(Column("7", 1)) == area.columns.index(Column("7")) + 1
    assert area.column("7").right < area.column("7", 1).left < area.column("8").left
    assert area.column_at(area.column("7", 1).center) == Column("7", 1)
    assert area.card_width == plain.melds[0].card_width, "more columns close up; the cards keep their size"
