"""What the window keeps by size and by game is bounded by bytes (issue 63, item 9):
fonts open at many sizes, pygame_gui's theme ids, and a game's word list and answers."""

from __future__ import annotations

import pygame_gui

from canasta.engine.solver.kept_answers import kept_bytes
from canasta.ui.art import assets
from canasta.ui.dialogs.theme import bound_theme_ids, install_theme
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


def test_a_new_game_lets_go_the_answers_and_the_word_list_of_the_one_before() -> None:
    bwc = load_preset("bwc")
    let_go_for(bwc)
    words.cached_words_from(bwc.word_list, "aelrst", 1, bwc.word_min_letters)
    assert kept_bytes() > 0 and load_lexicon.cache_info().currsize == 1
    let_go_for(bwc)
    assert kept_bytes() == 0 and load_lexicon.cache_info().currsize == 1, "the same list plays on"
    let_go_for(load_preset("samba"))
    assert kept_bytes() == 0 and load_lexicon.cache_info().currsize == 0
