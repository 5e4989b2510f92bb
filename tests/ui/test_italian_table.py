"""Italian Canasta at the table: a meld of Twos lies in a column of its own (after the black
threes), three Twos dragged onto free table start it and a Two dropped on it joins it;
the pile is called the pozzo and its count shows the cards face down under it."""

from __future__ import annotations

import pygame
import pygame_gui

from canasta.engine import GameState
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.ui.table_shape import shape_for
from canasta.ui.table_words import pile_caption, pile_note
from canasta.variants import load_preset

from table_kit import Table

ITALIAN = load_preset("italian")


def italian_table(mine: str = "9: 9c 9d 9h", hand: str = "2c 2d 2h 2s JK Kc Ks Qd 5d") -> Table:
    """Ann (seat 0) to meld, her side's melds `mine`."""
    text = ("canasta position 1\nrules: italian\nplayers: 2\nphase: play\ncurrent: 0\n"
            f"hand 0: {hand}\nhand 1: 4d 5c 6c 8d 8c 9d Jd\n"
            f"table 0: {mine}\nopened 0: yes\npile: 7c 4h\npile under: 8h 8s 6s 4s\n"
            "stock: 8h 8s 6s 4s 5h 5s 6h 7d\n")
    size = (1280, 800)
    match = Match(ITALIAN, [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], 1)
    match.state = GameState.from_text(text, rules=ITALIAN)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def test_the_rules_keep_a_column_for_the_twos_after_the_black_threes() -> None:
    assert shape_for(ITALIAN).labels() == tuple("456789TJQKA3") + ("2", "R")


def test_three_twos_dragged_onto_free_table_start_a_meld_of_twos_in_its_column() -> None:
    table = italian_table()
    area = table.scene.layout.melds[0]
    for card in ("2c", "2d", "2h"):
        table.click(table.hand_card(card), mod=pygame.KMOD_SHIFT)
    free = area.column("6").center
    table.drag(table.hand_card("2h"), free)
    assert str(table.match.record.actions[-1]) == "meld 2c 2d 2h"
    twos = table.state.tables[0].melds[-1]
    assert twos.kind.name == "deuce" and twos.words() == "Twos"
    view = table.scene.sprites.rows[(0, twos.id)]
    assert view.place == area.column("2") and view.words == "Twos" and area.rect.contains(view.rect)
    cards = [sprite for sprite in table.scene.sprites.cards if sprite.owner == 0 and sprite.meld == twos.id]
    assert sorted(str(sprite.card) for sprite in cards) == ["2c", "2d", "2h"]
    assert not view.rect.colliderect(table.scene.sprites.rows[(0, 1)].rect)


def test_a_two_dropped_on_the_meld_of_twos_joins_it_and_is_refused_on_the_nines_meanwhile() -> None:
    table = italian_table(mine="9: 9c 9d 9h | 2: 2c 2d 2h")
    twos = table.scene.sprites.rows[(0, 2)]
    table.drag(table.hand_card("2s"), table.scene.sprites.rows[(0, 1)].rect.center)
    assert table.status().startswith("While your meld of Twos has fewer than 7 cards")
    assert len(table.state.tables[0].by_id(1).cards) == 3
    table.drag(table.hand_card("2s"), twos.rect.center)
    assert str(table.match.record.actions[-1]) == "meld 2s to #2"
    assert [str(card) for card in table.state.tables[0].by_id(2).cards] == ["2c", "2d", "2h", "2s"]


def test_the_pozzo_counts_the_cards_face_down_under_it() -> None:
    table = italian_table()
    assert pile_caption(table.state) == "*Pozzo 6"  # always frozen
    assert pile_note(table.state, 0) == ("frozen: a natural pair takes it", False)
    under = [sprite for sprite in table.scene.sprites.cards if sprite.zone == "pile_under"]
    assert under and all(sprite.card is None for sprite in under), "face down"
