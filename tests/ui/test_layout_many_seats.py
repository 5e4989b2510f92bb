"""Five and six seats at the table: every seat and side has its place, inside the window,
with nothing overlapping, at every window size the layout supports."""

from __future__ import annotations

import itertools

import pygame
import pytest

from canasta.engine.state.seating import seat_sides
from canasta.ui.layout import RED_THREES, ROW_CARDS, SLOT_RANKS, compute_layout, seat_places

SIZES = [(1024, 640), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160), (1280, 1024)]
# (players, partnerships): five alone, six in three partnerships, six alone; five in a side of
# three and one of two, six in two sides of three ("6/2")
TABLES = [(5, False), (6, True), (6, False), (5, True), (6, "6/2")]
OPPOSITE = {"bottom": "top", "lower_left": "upper_right", "upper_left": "lower_right"}


def sides_of(players, partnerships):
    """The side map of a table of TABLES."""
    if partnerships == "6/2":
        return seat_sides(players, True, "two_of_three")
    return seat_sides(players, partnerships)


def layout_for(size, players, partnerships, viewer=0, top_inset=0, board_lines=1):
    sides = sides_of(players, partnerships)
    return compute_layout(size, players, viewer, lambda seat: sides[seat], top_inset, board_lines=board_lines)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players, partnerships", TABLES)
@pytest.mark.parametrize("viewer", [0, 4])
def test_every_seat_and_side_has_a_place_inside_the_window_without_overlapping(size, players, partnerships,
                                                                                viewer) -> None:
    layout = layout_for(size, players, partnerships, viewer, top_inset=30)
    assert set(layout.hands) == set(range(players))
    assert set(layout.melds) == set(sides_of(players, partnerships))
    window = pygame.Rect((0, 0), size)
    regions = [layout.status, layout.panel]
    regions += [slot.rect for slot in layout.hands.values()] + [slot.plate for slot in layout.hands.values()]
    regions += [area.rect for area in layout.melds.values()]
    for region in regions:
        assert window.contains(region), region
        assert region.top >= 30 or region is layout.status
        assert region.width > 0 and region.height > 0, region
    # hands, plates and meld areas: no two overlap (a plate lies beside its own cards)
    pieces = [area.rect for area in layout.melds.values()] + [layout.panel, layout.status]
    pieces += [slot.rect for slot in layout.hands.values()]
    pieces += [slot.plate for slot in layout.hands.values() if slot.seat != viewer]
    for first, second in itertools.combinations(pieces, 2):
        assert not first.colliderect(second), (first, second)
    for rect in (layout.scoreboard, layout.stock, layout.pile, layout.log):
        assert layout.panel.contains(rect)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players, partnerships", TABLES)
def test_hands_fan_inside_their_bands_and_rows_inside_their_areas(size, players, partnerships) -> None:
    layout = layout_for(size, players, partnerships)
    for seat, slot in layout.hands.items():
        rects = slot.card_rects(20, face_up=seat == 0)
        assert slot.rect.contains(rects[0].unionall(rects))
    for area in layout.melds.values():
        columns = [area.column(rank) for rank in SLOT_RANKS + (RED_THREES,)]
        for left, right in zip(columns, columns[1:]):
            assert left.right < right.left
        for rank in SLOT_RANKS:
            rects = area.row_rects(rank, ROW_CARDS)
            assert area.rect.contains(rects[-1])
            assert rects[1].top - rects[0].top >= 0.2 * rects[0].height, "each card of a row shows its rank"


@pytest.mark.parametrize("players, partnerships", TABLES)
def test_the_viewers_own_cards_stay_readable_at_the_smallest_window(players, partnerships) -> None:
    layout = layout_for((1024, 640), players, partnerships)
    assert layout.hands[0].card_width >= 45
    assert layout.melds[0].card_width >= 35
    assert min(area.card_width for area in layout.melds.values()) >= 20
    fan = layout.hands[0].card_rects(15, face_up=True)
    assert fan[1].left - fan[0].left >= 0.45 * fan[0].width, "fifteen cards show rank and suit"


def test_five_and_six_sit_round_the_table_clockwise() -> None:
    assert seat_places(5, 0) == {0: "bottom", 1: "lower_left", 2: "upper_left", 3: "upper_right",
                                 4: "lower_right"}
    assert seat_places(6, 2) == {2: "bottom", 3: "lower_left", 4: "upper_left", 5: "top", 0: "upper_right",
                                 1: "lower_right"}


@pytest.mark.parametrize("viewer", range(6))
def test_six_in_partnerships_face_their_partners(viewer) -> None:
    places = seat_places(6, viewer)
    sides = seat_sides(6, True)
    for seat, place in places.items():
        partner = next(other for other in range(6) if other != seat and sides[other] == sides[seat])
        assert OPPOSITE.get(place) == places[partner] or OPPOSITE.get(places[partner]) == place


@pytest.mark.parametrize("players", [5, 6])
def test_alone_each_others_melds_lie_on_the_side_of_the_table_they_sit_at(players) -> None:
    layout = layout_for((1280, 800), players, False)
    area = {layout.hands[seat].place: layout.melds[seat].rect for seat in range(players)}
    assert area["upper_left"].right < area["upper_right"].left
    assert area["lower_left"].right < area["lower_right"].left
    assert area["upper_left"].bottom < area["lower_left"].top
    assert area["lower_left"].bottom < area["bottom"].top, "the viewer's side melds just above the hand"
    if players == 6:
        assert area["top"].bottom < area["upper_left"].top
        assert abs(area["top"].centerx - area["bottom"].centerx) <= 2


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_six_sides_fit_the_scoreboard_above_the_stock_and_pile(size) -> None:
    layout = layout_for(size, 6, False)
    assert layout.scoreboard.bottom <= layout.stock.top
    assert layout.log.height > 0
