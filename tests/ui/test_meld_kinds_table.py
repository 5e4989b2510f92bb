"""The table with every kind of meld (the test-only rule set of tests/engine/presets/
kernel_test.yaml): two groups of one rank, runs and wild melds each lie in a place of
their own, drops name the meld they land on by its id, the hints light up exactly the
melds the engine accepts, and the log names the melds in words."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pygame_gui
import pytest

from canasta.engine import Action, GameState, parse_cards
from canasta.ui.match import Match, SeatInfo
from canasta.ui.paint import Painter
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.ui.table_shape import Column, shape_for
from canasta.variants.registry import load_rules_file

from table_kit import Table

KERNEL_TEST = load_rules_file(Path(__file__).parents[1] / "engine" / "presets" / "kernel_test.yaml")
HANDS = ["7c 7d 7h 8h 9d Td Jd JK Ks Kd Kh 4s", "4c 4d 5d 6d 7c 8c 9c", "4h 4d 5c 6c 7s 8s 9s",
         "5d 5h 6s 6h 8d 8c 9h"]
MINE = "7: 7d 7h 7s | h run: 5h 6h 7h | wild: 2c 2d JK | 7: 7s 7c 7d"
THEIRS = "7: 7c 7c 7h | s run: 9s Ts Js Qs | 7: 7d 7h 7s JK | K: Kc Ks Kh"


def kernel_table(players: int = 2, size: tuple[int, int] = (1280, 800), mine: str = MINE,
                 theirs: str = THEIRS) -> Table:
    """Ann (seat 0, a person) to play, her side's melds `mine`, the next side's `theirs`."""
    hands = "\n".join(f"hand {seat}: {HANDS[seat]}" for seat in range(players))
    text = (f"canasta position 1\nrules: kernel_test\nplayers: {players}\nphase: play\ncurrent: 0\n{hands}\n"
            f"table 0: {mine}\nopened 0: yes\ntable 1: {theirs}\nopened 1: yes\npile: 6d Qc\n"
            f"stock: 8h 8d 8s 8c 6c 6s 4s 5h 5s\n")
    state = GameState.from_text(text, rules=KERNEL_TEST)
    seats = [SeatInfo("Ann", True)] + [SeatInfo(f"Bot {seat + 1}", False, "random") for seat in range(1, players)]
    match = Match(KERNEL_TEST, seats, 1)
    match.state = state
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="fast", sound=True), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def melds_of(table: Table, side: int = 0) -> dict[str, list[int]]:
    """The ids of the side's melds by label, in the order they were started."""
    ids: dict[str, list[int]] = {}
    for meld in table.state.tables[side]:
        ids.setdefault(meld.label, []).append(meld.id)
    return ids


def select(table: Table, *cards: str) -> None:
    for card in cards:
        table.click(table.hand_card(card), mod=pygame.KMOD_SHIFT)


def test_the_rules_keep_a_column_for_a_wild_meld_and_a_region_for_runs() -> None:
    shape = shape_for(KERNEL_TEST)
    assert shape.labels() == tuple("456789TJQKA3") + ("wild", "R")
    assert shape.strips and shape.strip_words is None and shape.wide_span > 0
    assert shape.with_columns([Column("7", 1)]).labels()[3:5] == ("7", "7"), "a second group next to the first"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("players", [2, 4])
def test_two_groups_of_a_rank_a_run_and_a_wild_meld_each_lie_in_a_place_of_their_own(size, players) -> None:
    table = kernel_table(players, size)
    layout = table.scene.layout
    for side in (0, 1):
        area = layout.melds[side]
        views = [view for (owner, _), view in table.scene.sprites.rows.items() if owner == side]
        assert len(views) == len(table.state.tables[side])
        for view in views:
            assert area.rect.contains(view.rect) and area.rect.contains(view.place), (side, view.words)
        for first, second in itertools.combinations(views, 2):
            assert not first.rect.colliderect(second.rect), (first.words, second.words)
            assert not first.place.colliderect(second.place), (first.words, second.words)
        for view in views:
            cards = [sprite for sprite in table.scene.sprites.cards if sprite.owner == side and sprite.meld == view.meld]
            assert len(cards) == view.count and all(area.rect.contains(sprite.rect) for sprite in cards)
    area = layout.melds[0]
    sevens = [table.scene.sprites.rows[(0, meld)] for meld in melds_of(table)["7"]]
    assert sevens[0].place == area.column("7") and sevens[1].place == area.column("7", 1)
    assert area.column("7").right < area.column("7", 1).left < area.column("8").left, "the second group is next"
    run = table.scene.sprites.rows[(0, melds_of(table)["h run"][0])]
    assert run.strip and run.words == "run of Hearts" and area.wide.contains(run.rect)
    run_cards = sorted((sprite for sprite in table.scene.sprites.cards if sprite.meld == run.meld and
                        sprite.owner == 0), key=lambda sprite: sprite.rect.left)
    assert [str(sprite.card) for sprite in run_cards] == ["5h", "6h", "7h"] and len({s.rect.top for s in run_cards}) == 1
    wild = table.scene.sprites.rows[(0, melds_of(table)["wild"][0])]
    assert wild.place == area.column("wild") and wild.words == "wild meld"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 600)])
@pytest.mark.parametrize("players", [2, 4])
def test_many_groups_crowd_their_columns_inside_the_area_each_showing_its_rank(size, players) -> None:
    many = " | ".join(f"{rank}: {rank}c {rank}d {rank}h" for rank in "456789TJQKA" for _ in range(2))
    table = kernel_table(players, size, mine=many + " | h run: 5h 6h 7h | s run: 9s Ts Js")
    area = table.scene.layout.melds[0]
    assert area.crowded
    lefts = [area.column(column).left for column in area.columns]
    assert lefts == sorted(lefts) and min(b - a for a, b in zip(lefts, lefts[1:])) >= 0.3 * area.card_width
    assert area.column(area.columns[-1]).right < area.wide.left
    for (owner, _), view in table.scene.sprites.rows.items():
        if owner == 0:
            assert area.rect.contains(view.rect)
    strips = [view.place for (owner, _), view in table.scene.sprites.rows.items() if owner == 0 and view.strip]
    assert len(strips) == 2 and strips[0].bottom <= strips[1].top, "two runs, one strip below the other"


def test_a_card_dropped_on_the_second_group_of_sevens_joins_that_group_by_its_id() -> None:
    table = kernel_table()
    second = melds_of(table)["7"][1]
    table.drag(table.hand_card("7c"), table.scene.sprites.rows[(0, second)].rect.center)
    assert str(table.match.record.actions[-1]) == f"meld 7c to #{second}"
    assert [str(card) for card in table.state.tables[0].by_id(second).cards][-1] == "7c"
    assert table.scene.log[-1] == "Ann puts 7\u2663 on the Sevens"


def test_a_card_dropped_on_a_run_joins_the_run() -> None:
    table = kernel_table()
    run = melds_of(table)["h run"][0]
    table.drag(table.hand_card("8h"), table.scene.sprites.rows[(0, run)].rect.midleft)
    assert str(table.match.record.actions[-1]) == f"meld 8h to #{run}"
    assert table.scene.log[-1] == "Ann puts 8\u2665 on the run of Hearts"
    cards = sorted((sprite for sprite in table.scene.sprites.cards if sprite.owner == 0 and sprite.meld == run),
                   key=lambda sprite: sprite.rect.left)
    assert [str(sprite.card) for sprite in cards] == ["5h", "6h", "7h", "8h"]


def test_cards_dropped_on_free_table_start_the_meld_the_engine_finds_for_them() -> None:
    table = kernel_table()
    area = table.scene.layout.melds[0]
    select(table, "9d", "Td", "Jd")
    table.drag(table.hand_card("Jd"), (area.wide.centerx, area.wide.bottom - 4))
    assert str(table.match.record.actions[-1]) == "meld 9d Td Jd"
    run = table.state.tables[0].melds[-1]
    assert run.words() == "run of Diamonds"
    assert table.scene.log[-1] == "Ann melds 9\u2666 10\u2666 J\u2666 (run of Diamonds)"
    view = table.scene.sprites.rows[(0, run.id)]
    assert view.strip and not view.place.colliderect(table.scene.sprites.row_of(0, "h run").rect)
    select(table, "7c", "7d", "7h")
    table.drag(table.hand_card("7h"), area.column("K").center)
    assert str(table.match.record.actions[-1]) == "meld 7c 7d 7h"
    third = table.state.tables[0].melds[-1]
    assert table.scene.log[-1] == "Ann melds 7\u2663 7\u2666 7\u2665 (Sevens)"
    assert table.scene.sprites.rows[(0, third.id)].place == table.scene.layout.melds[0].column("7", 2)


def start_drag(table: Table, *cards: str) -> None:
    if len(cards) > 1:
        select(table, *cards)
    table.send(pygame.MOUSEBUTTONDOWN, pos=table.hand_card(cards[-1]), button=1, mod=0)
    table.send(pygame.MOUSEMOTION, pos=(600, 300), rel=(0, 0), buttons=(1, 0, 0))
    assert table.scene.drag is not None


def accepted_by_engine(table: Table, *cards: str) -> frozenset[int]:
    played = tuple(parse_cards(" ".join(cards)))
    return frozenset(meld.id for meld in table.state.tables[0]
                     if table.state.explain(Action("meld", played, meld.id)) is None)


@pytest.mark.parametrize("cards, labels", [(("7c",), {"7"}), (("JK",), {"7", "wild"}), (("8h",), {"h run"}),
                                           (("Ks",), set())])
def test_the_hints_light_up_exactly_the_melds_the_engine_accepts_the_cards_on(cards, labels) -> None:
    table = kernel_table()
    start_drag(table, *cards)
    accepting = table.scene.drag.accepting
    assert accepting == accepted_by_engine(table, *cards)
    assert accepting == {meld.id for meld in table.state.tables[0] if meld.label in labels}


class RecordingPainter(Painter):
    def __init__(self) -> None:
        super().__init__()
        self.drawn: list[str] = []

    def text(self, text, px, colour=(0, 0, 0), bold=False):  # type: ignore[override]
        self.drawn.append(text)
        return super().text(text, px, colour, bold)


def drawn_texts(table: Table) -> list[str]:
    painter = RecordingPainter()
    table.scene.renderer.painter = painter
    table.scene.renderer._still_key = None
    table.scene.draw(table.surface)
    return painter.drawn


def test_the_place_of_a_new_meld_is_shown_and_named_where_the_engine_puts_it() -> None:
    table = kernel_table()
    start_drag(table, "Ks", "Kd", "Kh")
    new = table.scene.drag.new_meld
    assert new is not None and new.words == "Kings"
    assert new.place.topleft == table.scene.layout.melds[0].column("K").topleft
    assert "Kings" in drawn_texts(table)
    table.key(pygame.K_ESCAPE)
    start_drag(table, "7c", "7d", "7h")
    new = table.scene.drag.new_meld
    assert new is not None and new.words == "Sevens" and new.place is None, "a third column comes once it is melded"
    assert "Free table: new Sevens" in drawn_texts(table)
    table.key(pygame.K_ESCAPE)
    start_drag(table, "9d", "Td", "Jd")
    new = table.scene.drag.new_meld
    area = table.scene.layout.melds[0]
    assert new is not None and new.words == "run of Diamonds" and area.wide.contains(new.place)
    assert not new.place.colliderect(table.scene.sprites.row_of(0, "h run").rect)


def test_the_meld_under_the_dragged_cards_is_named_in_words() -> None:
    table = kernel_table()
    run = table.scene.sprites.row_of(0, "h run")
    table.send(pygame.MOUSEBUTTONDOWN, pos=table.hand_card("8h"), button=1, mod=0)
    table.send(pygame.MOUSEMOTION, pos=run.rect.center, rel=(0, 0), buttons=(1, 0, 0))
    assert table.scene.drop is not None and table.scene.drop.meld == run.meld
    painter = RecordingPainter()
    table.scene.renderer.painter = painter
    table.scene.draw(table.surface)
    assert "your run of Hearts" in painter.drawn


def test_selected_cards_clicked_onto_the_second_group_join_it() -> None:
    table = kernel_table()
    second = melds_of(table)["7"][1]
    select(table, "7c")
    table.click(table.scene.layout.melds[0].column("7", 1).move(0, 10).midtop)
    assert str(table.match.record.actions[-1]) == f"meld 7c to #{second}"


def test_a_complete_run_lies_whole_in_its_strip_with_a_badge_in_words() -> None:
    table = kernel_table(mine="7: 7d 7h 7s | h run: 5h 6h 7h 8h 9h Th Jh")
    view = table.scene.sprites.row_of(0, "h run")
    assert view.canasta and view.complete_words == "natural canasta"
    assert table.scene.layout.melds[0].wide.contains(view.rect)
    assert "Natural canasta" in drawn_texts(table)
