"""Italian Canasta at the table: a meld of Twos lies in a column of its own (after the black
threes), three Twos dragged onto free table start it and a Two dropped on it joins it;
the pile is called the pozzo: the cards face down under it show their backs above it,
their count written over them, and its count is of them all."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from canasta.engine import GameState
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.ui.table_shape import shape_for
from canasta.ui.layout import UNDER_PILE_LAYERS, compute_layout
from canasta.ui.table_words import pile_caption, pile_note, pile_under_caption
from canasta.variants import load_preset

from table_kit import Table

ITALIAN = load_preset("italian")


def italian_table(mine: str = "9: 9c 9d 9h", hand: str = "2c 2d 2h 2s JK Kc Ks Qd 5d", phase: str = "play",
                  under: str = "8h 8s 6s 4s") -> Table:
    """Ann (seat 0) to meld (or to draw, `phase` "draw"), her side's melds `mine`; the
    pozzo the 7c and 4h face up over the cards `under` face down."""
    text = (f"canasta position 1\nrules: italian\nplayers: 2\nphase: {phase}\ncurrent: 0\n"
            f"hand 0: {hand}\nhand 1: 4d 5c 6c 8d 8c 9d Jd\n"
            f"table 0: {mine}\nopened 0: yes\npile: 7c 4h\n" + (f"pile under: {under}\n" if under else "") +
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
    assert pile_caption(table.state) == "*Pozzo 6"  # always frozen: the 2 face up and the 4 face down
    assert pile_under_caption(table.state) == "4 face down"
    assert pile_note(table.state, 0) == ("frozen: a natural pair takes it", False)


def test_the_cards_face_down_show_their_backs_above_the_face_up_ones() -> None:
    table = italian_table()
    layout, cards = table.scene.layout, table.scene.sprites.cards
    under = [sprite for sprite in cards if sprite.zone == "pile_under"]
    face_up = [sprite for sprite in cards if sprite.zone == "pile"]
    assert under and all(sprite.card is None for sprite in under), "only their backs"
    assert cards.index(under[-1]) < cards.index(face_up[0]), "under the face-up cards"
    shown = min(sprite.rect.top for sprite in face_up) - under[-1].rect.top
    assert shown >= layout.pile.height * 0.15, "a band of their backs shows above the pile"
    assert all(sprite.rect.bottom <= layout.pile.bottom for sprite in under), "the pile's caption stays clear"


def test_the_count_of_the_cards_face_down_is_written_over_them(monkeypatch) -> None:
    table = italian_table()
    painter = table.scene.painter
    shown: list[str] = []
    fitted_text = painter.fitted_text

    def recording(text: str, *args, **kwargs) -> pygame.Surface:
        shown.append(text)
        return fitted_text(text, *args, **kwargs)

    monkeypatch.setattr(painter, "fitted_text", recording)
    table.draw()
    assert "4 face down" in shown
    assert painter.shortened == [], "written whole"


def test_a_pozzo_with_no_card_face_down_shows_no_backs_and_no_count() -> None:
    table = italian_table(under="")
    assert pile_caption(table.state) == "*Pozzo 2" and pile_under_caption(table.state) == ""
    assert not [sprite for sprite in table.scene.sprites.cards if sprite.zone == "pile_under"]


def test_a_click_on_the_backs_takes_the_pozzo_as_one_on_its_top_card() -> None:
    table = italian_table(hand="4s 4c Kc Ks Qd 5d 9s", phase="draw")
    backs = table.scene.layout.under_pile
    table.click((backs.centerx, backs.top + 3))
    assert str(table.match.record.actions[-1]) == "take"
    assert table.status() == "Put two natural Fours from your hand with the top card to take the pozzo."


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("board_lines", [1, 4])
def test_the_count_and_the_backs_fit_between_the_scoreboard_and_the_pile(size: tuple[int, int],
                                                                          board_lines: int) -> None:
    for players in (2, 3, 4):
        layout = compute_layout(size, players, 0, lambda seat: seat % 2 if players == 4 else seat, 30, (),
                                shape_for(ITALIAN), board_lines)
        backs_top = layout.under_pile.top - (UNDER_PILE_LAYERS - 1) * layout.under_pile_step
        assert backs_top - layout.small_px * 1.2 >= layout.scoreboard.bottom, (size, board_lines, players)


def test_rules_without_cards_face_down_under_the_pile_keep_no_room_for_them() -> None:
    assert shape_for(ITALIAN).pile_under and not shape_for(load_preset("windows")).pile_under
