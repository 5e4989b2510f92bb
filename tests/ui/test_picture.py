"""A picture kept between frames, repainted only where its list of blits changed, always
looks like the list drawn whole on a new surface."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta.ui.picture import Picture, Sketch, merged

SIZE = (64, 48)


def drawn_whole(blits: list[tuple[pygame.Surface, int, int]]) -> bytes:
    surface = pygame.Surface(SIZE)
    for source, x, y in blits:
        surface.blit(source, (x, y))
    return pygame.image.tobytes(surface, "RGB")


def looks(picture: Picture) -> bytes:
    assert picture.surface is not None
    return pygame.image.tobytes(picture.surface, "RGB")


def tile(colour: tuple[int, int, int, int], size: tuple[int, int] = (12, 9)) -> pygame.Surface:
    """A see-through square with a solid middle, so that what lies under it shows."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill(colour)
    pygame.draw.rect(surface, (255, 255, 255, 255), surface.get_rect().inflate(-6, -4))
    return surface


def test_a_label_whose_text_changes_shows_the_new_text() -> None:
    font = pygame.font.Font(None, 18)
    felt = pygame.Surface(SIZE)
    felt.fill((20, 84, 44))
    picture = Picture()
    picture.show([(felt, 0, 0), (font.render("Stock 29", True, (240, 240, 230)), 4, 4)], SIZE)
    now = [(felt, 0, 0), (font.render("Stock 28", True, (240, 240, 230)), 4, 4)]
    repainted = picture.show(now, SIZE)
    assert looks(picture) == drawn_whole(now)
    assert repainted and all(area.width < SIZE[0] for area in repainted), "only the label is drawn again"


def test_an_unchanged_list_repaints_nothing() -> None:
    felt = pygame.Surface(SIZE)
    blits = [(felt, 0, 0), (tile((200, 0, 0, 128)), 5, 5)]
    picture = Picture()
    picture.show(blits, SIZE)
    assert picture.show(list(blits), SIZE) == []


def test_blits_that_change_order_show_in_the_new_order() -> None:
    felt, red, blue = pygame.Surface(SIZE), tile((255, 0, 0, 160)), tile((0, 0, 255, 160))
    picture = Picture()
    picture.show([(felt, 0, 0), (red, 10, 10), (blue, 14, 12)], SIZE)
    now = [(felt, 0, 0), (blue, 14, 12), (red, 10, 10)]
    picture.show(now, SIZE)
    assert looks(picture) == drawn_whole(now)


def test_a_new_size_draws_everything() -> None:
    felt = pygame.Surface((80, 60))
    felt.fill((9, 9, 9))
    picture = Picture()
    picture.show([(felt, 0, 0)], SIZE)
    assert picture.show([(felt, 0, 0)], (80, 60)) == [pygame.Rect(0, 0, 80, 60)]


def test_the_parts_copied_are_the_parts_asked_for() -> None:
    felt = pygame.Surface(SIZE)
    felt.fill((30, 60, 90))
    picture = Picture()
    picture.show([(felt, 0, 0)], SIZE)
    target = pygame.Surface(SIZE)
    picture.copy_to(target, [pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10)])
    assert target.get_at((12, 12))[:3] == (30, 60, 90) and target.get_at((20, 20))[:3] == (0, 0, 0)


def test_a_sketch_records_blits_where_a_surface_would_draw_them() -> None:
    label = tile((1, 2, 3, 255))
    sketch = Sketch()
    sketch.blit(label, (3, 4))
    sketch.blit(label, label.get_rect(center=(20, 20)))
    assert sketch.blits == [(label, 3, 4), (label, 14, 16)]


def test_overlapping_rects_are_merged_into_rects_that_do_not_overlap() -> None:
    rects = [pygame.Rect(0, 0, 10, 10), pygame.Rect(30, 0, 5, 5), pygame.Rect(8, 8, 10, 10), pygame.Rect(17, 17, 10, 2)]
    assert sorted(map(tuple, merged(rects))) == [(0, 0, 27, 19), (30, 0, 5, 5)]


# Any run of lists: blits of a few surfaces (some see-through) over a felt, moved, swapped,
# added, taken away or replaced from one list to the next.
TILES = [tile((255, 0, 0, 255)), tile((0, 200, 0, 120)), tile((0, 0, 255, 60), (20, 7)), tile((90, 90, 0, 200), (5, 30))]
FELTS = [pygame.Surface(SIZE), pygame.Surface(SIZE)]
FELTS[0].fill((20, 84, 44))
FELTS[1].fill((70, 20, 20))

blit = st.tuples(st.sampled_from(range(len(TILES))), st.integers(-10, SIZE[0]), st.integers(-10, SIZE[1]))
frames = st.lists(st.tuples(st.booleans(), st.lists(blit, max_size=8)), min_size=2, max_size=6)


@settings(max_examples=150, deadline=None)
@given(frames)
def test_every_frame_looks_like_its_list_drawn_whole(frames: list[tuple[bool, list[tuple[int, int, int]]]]) -> None:
    picture = Picture()
    for felt, blits in frames:
        shown = [(FELTS[felt], 0, 0)] + [(TILES[index], x, y) for index, x, y in blits]
        picture.show(shown, SIZE)
        assert looks(picture) == drawn_whole(shown)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(blit, max_size=8), min_size=2, max_size=6))
def test_without_a_felt_the_uncovered_places_are_black(frames: list[list[tuple[int, int, int]]]) -> None:
    picture = Picture()
    for blits in frames:
        shown = [(TILES[index], x, y) for index, x, y in blits]
        picture.show(shown, SIZE)
        assert looks(picture) == drawn_whole(shown)
