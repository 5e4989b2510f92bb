"""Merging two groups of one rank at the table (Samba): the player drags one of the
side's groups (pressed anywhere on its cards) onto another of its rank; the groups the
engine would merge it into light up, and the drop plays the engine's `merge #into #dragged`."""

from __future__ import annotations

import pygame
import pygame_gui

from canasta.engine import Action, GameState
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset

from table_kit import Table

EIGHTS = "8: 8c 8d 8h 8s | K: Kc Kd Kh | 8: 8h 8s 8d"


def table_with(mine: str = EIGHTS, preset: str = "samba", pile: str = "6d", phase: str = "play",
               hand: str = "4c 9s Qc Qd 5d") -> Table:
    """Ann (seat 0) to meld (or to draw: `phase`), holding `hand`, her side's melds `mine`,
    the pile `pile` ("-": empty)."""
    rules = load_preset(preset)
    text = (f"canasta position 1\nrules: {preset}\nplayers: 2\nphase: {phase}\ncurrent: 0\n"
            f"hand 0: {hand}\nhand 1: 4d 5c 6c 8d 8c 9d Jd\n"
            f"table 0: {mine}\nopened 0: yes\npile: {pile}\nstock: 8h 8s 6s 4s 5h 5s 6h 7d\n")
    size = (1280, 800)
    match = Match(rules, [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], 1)
    match.state = GameState.from_text(text, rules=rules)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def on_meld(table: Table, meld: int) -> tuple[int, int]:
    """A point on the viewer's side's meld `meld`: on its cards."""
    return table.scene.sprites.rows[(0, meld)].rect.center


def drop_place(table: Table, meld: int) -> tuple[int, int]:
    return table.scene.sprites.rows[(0, meld)].place.center


def hold_and_move(table: Table, start: tuple[int, int], end: tuple[int, int]) -> None:
    table.send(pygame.MOUSEBUTTONDOWN, pos=start, button=1, mod=0)
    for step in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * step // 5, start[1] + (end[1] - start[1]) * step // 5)
        table.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


def test_dragging_a_group_onto_another_of_its_rank_merges_them() -> None:
    table = table_with()
    start, end = on_meld(table, 3), drop_place(table, 1)
    hold_and_move(table, start, end)
    drag = table.scene.drag
    assert drag is not None and drag.meld == 3 and drag.accepting == frozenset({1}), "only the other Eights light"
    assert (0, 3) not in table.scene.sprites.rows, "the dragged group is lifted off the table"
    table.draw()  # the lit group and the carried cards draw
    table.send(pygame.MOUSEBUTTONUP, pos=end, button=1, mod=0)
    assert str(table.match.record.actions[-1]) == "merge #1 #3"
    assert [meld.id for meld in table.state.tables[0]] == [1, 2]
    assert len(table.state.tables[0].by_id(1).cards) == 7
    assert table.scene.log[-1] == "Ann merges the two groups of Eights"


def test_the_log_names_the_groups_merged_when_the_pile_is_empty() -> None:
    """Right after taking the pile it is empty: the log still says which groups merged."""
    table = table_with(pile="-")
    hold_and_move(table, on_meld(table, 3), drop_place(table, 1))
    table.send(pygame.MOUSEBUTTONUP, pos=drop_place(table, 1), button=1, mod=0)
    assert table.scene.log[-1] == "Ann merges the two groups of Eights"


def test_a_group_dropped_on_another_rank_goes_back_with_the_engines_reason() -> None:
    table = table_with()
    hold_and_move(table, on_meld(table, 3), drop_place(table, 2))
    table.send(pygame.MOUSEBUTTONUP, pos=drop_place(table, 2), button=1, mod=0)
    assert table.status() == "Those two melds are not groups of the same rank."
    assert [meld.id for meld in table.state.tables[0]] == [1, 2, 3]
    assert (0, 3) in table.scene.sprites.rows and table.scene.drag is None


def test_del_takes_the_merge_back_into_the_two_groups() -> None:
    table = table_with()
    table.drag(on_meld(table, 3), drop_place(table, 1))
    assert [meld.id for meld in table.state.tables[0]] == [1, 2]
    table.key(pygame.K_DELETE)
    assert [(meld.id, len(meld.cards)) for meld in table.state.tables[0]] == [(1, 4), (2, 3), (3, 3)]
    assert (0, 3) in table.scene.sprites.rows


def test_escape_puts_a_dragged_group_back() -> None:
    table = table_with()
    hold_and_move(table, on_meld(table, 3), drop_place(table, 1))
    table.key(pygame.K_ESCAPE)
    assert table.scene.drag is None and (0, 3) in table.scene.sprites.rows
    assert not table.match.record.actions


def test_where_a_side_holds_one_group_a_rank_a_meld_is_not_dragged() -> None:
    table = table_with("8: 8c 8d 8h 8s | K: Kc Kd Kh", preset="classic")
    hold_and_move(table, on_meld(table, 2), drop_place(table, 1))
    assert table.scene.drag is None
    table.send(pygame.MOUSEBUTTONUP, pos=drop_place(table, 1), button=1, mod=0)
    assert not table.match.record.actions


def test_the_log_tells_a_merge_taken_back() -> None:
    table = table_with()
    table.drag(on_meld(table, 3), drop_place(table, 1))
    table.key(pygame.K_DELETE)
    assert table.scene.log[-1] == "Ann takes back the merge: two groups of Eights again"


def test_after_a_merge_the_status_says_del_takes_it_back() -> None:
    table = table_with()
    table.drag(on_meld(table, 3), drop_place(table, 1))
    assert table.status() == "Discard to end your turn (Del takes back the merge)."


def test_once_the_pile_is_taken_the_status_offers_no_del_for_the_locked_meld() -> None:
    table = table_with("K: Kc Kd Kh", pile="6d 8h", phase="draw", hand="8c 8d 9s Qc Qd 5d")
    state = table.state
    for move in ("take", "meld 8c to #2", "meld 8d to #2"):
        state.play(Action.parse(move))
    assert state.taking is None and "undo" not in [action.kind for action in state.legal_actions()]
    assert table.status() == "Meld, or discard to end your turn."
