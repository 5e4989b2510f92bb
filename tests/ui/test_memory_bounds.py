"""What the window keeps by size and by game is bounded by bytes (issue 63, item 9):
fonts open at many sizes, pygame_gui's theme ids, shapes and fonts, and a game's word
list and answers."""

from __future__ import annotations

import pygame
import pygame_gui

from canasta.engine.solver.kept_answers import kept_bytes
from canasta.ui.art import assets
from canasta.ui.dialogs.gui_caches import bound_shapes, bound_theme_ids, waiting_shapes_bytes
from canasta.ui.dialogs.metrics import FONT_NAME, Metrics
from canasta.ui.dialogs.theme import install_theme
from canasta.ui.game_memory import let_go_for
from canasta.ui.paint import Painter
from canasta.variants import load_preset
from canasta.variants.hooks.bwc import kept_words as words
from canasta.variants.lexicons import load_lexicon


def test_fonts_open_at_many_sizes_stay_within_their_budget() -> None:
    painter = Painter()
    for size in range(6, 160):
        painter.font(size).render("Stock", True, (0, 0, 0))
        assets.shared_font(size, bold=True)
        assert assets.fonts_kept_bytes() <= assets.FONTS_KEPT_BYTES
    assert painter.font(159) is painter.font(159), "the font last used is still open"


def test_the_theme_ids_pygame_gui_keeps_are_let_go_beyond_their_budget() -> None:
    manager = pygame_gui.UIManager((1280, 800))
    install_theme(manager, (1280, 800))
    for index in range(20):
        pygame_gui.elements.UIButton((0, 0, 50, 20), "x", manager, object_id=pygame_gui.core.ObjectID(f"#row_{index}"))
    kept = manager.get_theme().unique_theming_ids
    assert len(kept) >= 20
    assert not bound_theme_ids(manager, max_bytes=10**9) and len(kept) >= 20
    assert bound_theme_ids(manager, max_bytes=1000) and len(kept) == 0
    pygame_gui.elements.UIButton((0, 0, 50, 20), "y", manager, object_id=pygame_gui.core.ObjectID("#row_0"))


def test_the_shapes_pygame_gui_keeps_outside_its_atlas_are_let_go_beyond_their_budget() -> None:
    manager = pygame_gui.UIManager((1280, 800))
    install_theme(manager, (1280, 800))
    for width in range(40, 240, 10):  # shapes of as many sizes
        pygame_gui.elements.UIButton((0, 0, width, 30), "x", manager)
    waiting = waiting_shapes_bytes(manager)
    assert waiting >= 20 * 40 * 30 * 4
    assert not bound_shapes(manager, max_bytes=waiting) and waiting_shapes_bytes(manager) == waiting
    assert bound_shapes(manager, max_bytes=waiting - 1) and waiting_shapes_bytes(manager) == 0
    manager.update(0.1)
    manager.draw_ui(pygame.Surface((1280, 800)))


def test_pygame_gui_keeps_open_only_the_fonts_of_the_window_scale_it_has_now() -> None:
    manager = pygame_gui.UIManager((1280, 800))
    install_theme(manager, (1280, 800))
    fonts = manager.get_theme().get_font_dictionary()
    first = len(fonts.loaded_fonts)
    body = fonts.create_font_id(Metrics.for_window((1280, 800)).font("body"), FONT_NAME, False, False, True)
    assert body in fonts.loaded_fonts
    button = pygame_gui.elements.UIButton((0, 0, 80, 30), "x", manager)
    for width in range(1300, 2600, 100):
        manager.set_window_resolution((width, width * 5 // 8))
        install_theme(manager, (width, width * 5 // 8))
        assert len(fonts.loaded_fonts) <= first + 4, "a scale's sizes, not every scale's"
    assert body not in fonts.loaded_fonts, "the scale left behind is forgotten"
    large = Metrics.for_window((2500, 1562))
    for role in large.FONT_ROLES:
        assert fonts.create_font_id(large.font(role), FONT_NAME, True, False, True) in fonts.loaded_fonts
    button.set_text("y")  # an element built at the scale before draws on
    manager.update(0.1)


def test_a_new_game_lets_go_the_answers_and_the_word_list_of_the_one_before() -> None:
    bwc = load_preset("bwc")
    let_go_for(bwc)
    words.cached_words_from(bwc.word_list, "aelrst", 1, bwc.word_min_letters)
    assert kept_bytes() > 0 and load_lexicon.cache_info().currsize == 1
    let_go_for(bwc)
    assert kept_bytes() == 0 and load_lexicon.cache_info().currsize == 1, "the same list plays on"
    let_go_for(load_preset("samba"))
    assert kept_bytes() == 0 and load_lexicon.cache_info().currsize == 0
