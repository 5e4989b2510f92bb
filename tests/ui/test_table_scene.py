"""Playing on the table with the mouse and keys: every click becomes an engine action."""

from __future__ import annotations

import random

import pygame
import pytest

from canasta.engine.reach.melds import rows_by_label
from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, Card, Phase
from canasta.ui.dialogs import QuestionDialog, ScoringDialog
from canasta.ui.pass_screen import PassScreen
from canasta.ui.preferences import Preferences

from table_kit import MakeTable, Table, deck_with

ANN = "7h 7d 7c Kh Kd 5s 6s 8s 9c Tc Jc Qd JK 2c 4h"
BOT = "4c 4d 5c 5d 6c 6d 8c 8d 9d 9h Th Td Jd Jh Qc"


@pytest.fixture
def table(make_table: MakeTable) -> Table:
    return make_table(deck=deck_with([ANN, BOT], pile="Kc", draws="Ah As Ad"))


def drawn(table: Table) -> Table:
    table.click(table.stock)
    table.settle(1)
    return table


def test_the_viewer_sees_the_dealt_hand_and_what_to_do(table: Table) -> None:
    assert table.hand() == sorted(ANN.split())
    assert table.status() == "Draw a card or take the pile."
    faces = {sprite.face for sprite in table.scene.sprites.cards if sprite.zone == "hand" and sprite.owner == 1}
    assert faces == {None}, "the computer's hand is face down"


def test_left_click_on_the_stock_draws(table: Table) -> None:
    drawn(table)
    assert [str(action) for action in table.match.record.actions] == ["draw"]
    assert "Ah" in table.hand()
    assert table.status() == "Meld, or discard to end your turn."
    assert table.scene.sounds.played[-1] == "draw"


def test_left_click_on_a_card_melds_it_into_its_row(table: Table) -> None:
    drawn(table)
    for _ in range(3):
        table.click(table.hand_card("7h" if "7h" in table.hand() else "7d" if "7d" in table.hand() else "7c"))
    assert sorted(str(card) for card in rows_by_label(table.state.tables[0])["7"]) == ["7c", "7d", "7h"]
    assert table.scene.sounds.played[-1] == "meld"


def test_a_selected_group_dragged_onto_free_table_makes_a_meld(table: Table) -> None:
    drawn(table)
    for text in ("Kh", "Kd"):
        table.click(table.hand_card(text), mod=pygame.KMOD_CTRL)
    assert len(table.scene.selected) == 2
    table.drag(table.hand_card("Kd"), table.row("9"))
    assert sorted(str(card) for card in rows_by_label(table.state.tables[0])["K"]) == ["Kd", "Kh"]
    assert str(table.match.record.actions[-1]) == "meld Kd Kh"


def test_a_wild_card_dragged_onto_a_row_joins_it(table: Table) -> None:
    drawn(table)
    for text in ("7h", "7d", "7c"):
        table.click(table.hand_card(text), mod=pygame.KMOD_SHIFT)
    table.drag(table.hand_card("7c"), table.row("7"))
    table.drag(table.hand_card("JK"), table.row("7"))
    assert str(table.match.record.actions[-1]) == f"meld JK to #{table.state.tables[0].group('7').id}"
    assert len(rows_by_label(table.state.tables[0])["7"]) == 4


def test_rows_that_would_take_a_dragged_card_light_up(table: Table) -> None:
    drawn(table)
    table.click(table.hand_card("7h"))
    table.send(pygame.MOUSEBUTTONDOWN, pos=table.hand_card("2c"), button=1, mod=0)
    table.send(pygame.MOUSEMOTION, pos=(600, 400), rel=(0, 0), buttons=(1, 0, 0))
    drag = table.scene.drag
    assert drag is not None and drag.accepting == frozenset({table.state.tables[0].group("7").id})
    table.key(pygame.K_ESCAPE)
    assert table.scene.drag is None
    table.send(pygame.MOUSEBUTTONDOWN, pos=table.hand_card("Kh"), button=1, mod=0)
    table.send(pygame.MOUSEMOTION, pos=(600, 400), rel=(0, 0), buttons=(1, 0, 0))
    new = table.scene.drag.new_meld
    assert new is not None and new.words == "Kings" and new.place.topleft == table.scene.layout.melds[0].column("K").topleft
    assert table.scene.drag.discard_ok is False, "the row of one Seven stops the turn from ending"


def test_a_refused_move_says_why_with_a_sound(table: Table) -> None:
    table.click(table.hand_card("9c"))
    assert table.status() == table.state.explain(Action("meld", (Card.parse("9c"),)))
    assert table.status() == "First draw a card from the stock or take the pile."
    assert table.scene.sounds.played[-1] == "refused"
    drawn(table)
    table.click(table.hand_card("JK"))
    assert table.status() == "Say which row the wild card goes on (drag it onto the row)."
    assert table.match.record.actions == [Action("draw")]


def test_a_double_right_click_discards(table: Table) -> None:
    drawn(table)
    table.click(table.hand_card("4h"), button=3)
    assert "4h" in table.hand()
    assert "again" in table.status()
    table.click(table.hand_card("4h"), button=3)
    assert "4h" not in table.hand()
    assert table.state.pile[-1] == Card.parse("4h")
    assert table.state.current == 1


def test_a_single_right_click_discards_when_customized(make_table: MakeTable) -> None:
    table = make_table(deck=deck_with([ANN, BOT], pile="Kc", draws="Ah"),
                       prefs=Preferences(discard_click="single", animation_speed="off"))
    drawn(table)
    table.click(table.hand_card("4h"), button=3)
    assert table.state.pile[-1] == Card.parse("4h")


def test_a_card_dragged_onto_the_pile_is_discarded(table: Table) -> None:
    drawn(table)
    table.drag(table.hand_card("Qd"), table.pile)
    assert table.state.pile[-1] == Card.parse("Qd")
    assert table.scene.sounds.played[-1] == "discard"


def test_del_takes_back_the_last_meld_but_not_a_discard(table: Table) -> None:
    drawn(table)
    table.click(table.hand_card("7h"))
    table.key(pygame.K_DELETE)
    assert "7" not in rows_by_label(table.state.tables[0])
    assert "7h" in table.hand()
    table.key(pygame.K_DELETE)
    assert table.status() == "There is nothing to take back this turn."


def test_cards_dragged_within_the_hand_are_rearranged_and_s_sorts(table: Table) -> None:
    order = table.scene.hand_order()
    first = order[0]
    last_card = table.scene.sprites.card_at(table.hand_card(str(order[len(order) - 1])))
    assert last_card is not None
    table.drag(table.hand_card(str(first)), (last_card.rect.right + 5, last_card.rect.centery))
    assert order[len(order) - 1] == first
    assert table.match.record.actions == [], "rearranging is not a move"
    table.key(pygame.K_s)
    assert order[0] == first and order.keep_sorted


def test_the_scoreboard_tells_the_minimum_and_the_points_placed(table: Table) -> None:
    drawn(table)
    table.click(table.hand_card("7h"))
    table.click(table.scene.layout.scoreboard.center)
    assert table.status() == "Your side's first meld needs at least 50 points. Placed this turn: 5 points."


def test_taking_the_pile_melds_the_top_card_first(table: Table) -> None:
    table.click(table.pile)
    assert table.state.taking is not None
    assert [str(card) for card in rows_by_label(table.state.tables[0])["K"]] == ["Kc"]
    assert "two" in table.status() or "King" in table.status() or "meld" in table.status().lower()
    table.click(table.pile)  # clicking again puts it back, for a penalty
    assert table.state.taking is None and table.state.penalties[0] == 50
    assert table.state.pile[-1] == Card.parse("Kc")


def test_the_computer_plays_its_turn_and_gives_the_table_back(table: Table) -> None:
    drawn(table)
    table.click(table.hand_card("4h"), button=3)
    table.click(table.hand_card("4h") if "4h" in table.hand() else table.hand_card("Qd"), button=3)
    assert table.state.current == 1
    table.settle(20)
    assert table.state.current == 0
    assert table.state.phase == Phase.DRAW
    assert any(action.kind == "discard" for action in table.match.record.actions[2:])
    assert table.scene.next_update_in() is None, "an idle table needs no time"


def test_meld_everything_and_discard_the_last_card_ends_the_hand(make_table: MakeTable) -> None:
    ann = "7h 7h 7d 7d 7c 7c 7s Kh Kd Kc 9s 9h 9d 9c 9s"
    table = make_table(deck=deck_with([ann, BOT], pile="Qs", draws="4h"))
    drawn(table)
    for group in (("7h", "7h", "7d", "7d", "7c", "7c", "7s"), ("Kh", "Kd", "Kc"), ("9s", "9h", "9d", "9c", "9s")):
        assert table.scene.meld_cards(indexes_of(table, group))
    assert table.state.canastas(0) == 1
    assert table.scene.sounds.played[-1] == "meld"
    table.click(table.hand_card("4h"), button=3)
    assert table.state.phase == Phase.PLAY, "the first right-click only arms the discard"
    table.click(table.hand_card("4h"), button=3)
    assert table.state.phase == Phase.HAND_OVER
    assert table.scene.sounds.played[-1] == "go_out"
    table.settle(2)
    scores = table.top
    assert isinstance(scores, ScoringDialog)
    assert scores.title == "Hand 1: Ann went out concealed"
    assert any(label == "Going out concealed" for label, _ in scores.rows), "all melded in one turn"
    table.press("OK")
    assert table.state.hand_number == 2
    assert table.state.phase == Phase.DRAW
    assert len(table.state.hands[0]) == 15


def indexes_of(table: Table, texts: tuple[str, ...]) -> list[int]:
    wanted = [Card.parse(text) for text in texts]
    chosen = []
    for index, card in enumerate(table.scene.hand_order().cards):
        if card in wanted:
            wanted.remove(card)
            chosen.append(index)
    assert not wanted
    return chosen


def test_hot_seat_hides_the_table_until_the_next_player_takes_it(make_table: MakeTable) -> None:
    table = make_table(humans=2, deck=deck_with([ANN, BOT], pile="Kc", draws="Ah As"))
    table.settle(0.1)
    assert isinstance(table.top, PassScreen) and table.top.name == "Ann", "a new game waits for Ann at the screen"
    assert all(sprite.card is None for sprite in table.scene.sprites.cards if sprite.zone == "hand")
    table.click((10, 10))
    drawn(table)
    table.click(table.hand_card("4h"), button=3)
    table.click(table.hand_card("4h"), button=3)
    table.settle(1)
    screen = table.top
    assert isinstance(screen, PassScreen) and screen.name == "Bob"
    assert table.context.stack.visible() == [screen], "nothing of the table shows"
    assert table.match.viewer == 0
    table.click((10, 10))
    assert table.top is table.scene and table.match.viewer == 1
    assert table.hand() == sorted(BOT.split())
    assert table.status() == "Draw a card from the stock."


def test_a_human_partner_answers_may_i_go_out_on_a_passed_screen(make_table: MakeTable) -> None:
    ann = "7h 7h 7d 7d 7c 7c 7s Kh Kd Kc 4h"  # with a King drawn: a canasta, four Kings and one to discard
    hands = [ann, "4c 4d 5c 5d 6c 6d 8c 8d 9d 9h Th", "Ac Ad As 5h 6h 8h 9s Ts Jd Jh Qc",
             "4s 5s 6s 8s 9c Tc Jc Qd Qh Qs Ah"]
    table = make_table(players=4, humans={0, 2}, deck=deck_with(hands, pile="Jc", draws="Ks"))
    table.settle(0.1)
    table.click((5, 5))  # Ann takes the screen
    drawn(table)
    buttons = {button.command for button in table.scene.buttons.buttons}
    assert "ask" in buttons
    table.scene._press_button("ask")
    assert table.state.phase == Phase.ASK
    table.settle(1)
    assert isinstance(table.top, PassScreen) and table.top.name == "Cid"
    table.click((5, 5))
    assert table.match.viewer == 2
    assert {button.command for button in table.scene.buttons.buttons} == {"yes", "no"}
    assert "asks" in table.status()
    yes = next(button for button in table.scene.buttons.buttons if button.command == "yes")
    table.click(yes.rect.center)
    assert table.state.permission is True
    table.settle(1)
    assert isinstance(table.top, PassScreen) and table.top.name == "Ann"
    table.click((5, 5))
    assert table.match.viewer == 0
    assert "yes" in table.status()


def until_the_stock_is_empty(make_table: MakeTable) -> Table:
    """A table where the human is to move and the stock has run out (random play from some seed)."""
    for seed in range(1, 40):
        table = make_table(seed=seed, prefs=Preferences(animation_speed="off"))
        match, rng = table.match, random.Random(seed)
        while not match.hand_is_over():
            state = match.state
            if state.phase == Phase.DRAW and not state.stock and state.current == 0:
                return table
            table.scene._play(choose_random_action(match.legal(), rng))
    raise AssertionError("no seed ran the stock out")


def test_an_empty_stock_offers_the_engine_choices(make_table: MakeTable) -> None:
    table = until_the_stock_is_empty(make_table)
    table.settle(1)
    assert table.status().startswith("The stock is empty:")
    table.click(table.stock)
    question = table.top
    assert isinstance(question, QuestionDialog)
    values = [value for value, _ in question.buttons]
    assert "turn" in values and "stop" in values
    table.press("Turn the pile over")
    assert table.state.stock, "the pile was turned over as the new stock"
    assert str(table.match.record.actions[-1]) == "turn"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (3840, 2160)])
def test_every_table_draws_at_every_size(make_table: MakeTable, players: int, size: tuple[int, int]) -> None:
    table = make_table(players=players, size=size)
    table.surface = pygame.Surface(size)
    table.draw()
    slot = table.scene.layout.hands[0]
    for sprite in table.scene.sprites.cards:
        assert table.surface.get_rect().contains(sprite.rect), sprite.key
    assert len([s for s in table.scene.sprites.cards if s.zone == "hand" and s.owner == 0]) == len(table.state.hands[0])
    assert slot.card_width >= 40


def test_a_resized_window_lays_the_table_out_again(table: Table) -> None:
    before = table.scene.layout.hands[0].card_width
    table.context.size = (2560, 1600)
    table.scene.resize((2560, 1600))
    assert table.scene.layout.hands[0].card_width > before
    assert table.scene.layout.status.bottom == 1600


def test_the_computer_moves_one_by_one_at_the_customized_delay(make_table: MakeTable) -> None:
    table = make_table(deck=deck_with([ANN, BOT], pile="Kc", draws="Ah As"),
                       prefs=Preferences(computer_delay_ms=1000, animation_speed="off", discard_click="single"))
    drawn(table)
    table.click(table.hand_card("4h"), button=3)
    moves = len(table.match.record.actions)
    table.settle(0.1, step=0.05)
    assert len(table.match.record.actions) == moves + 1, "the first move comes at once"
    assert table.status() == "Bot 2 is playing\u2026  Bot 2 draws a card."
    table.settle(0.8, step=0.05)
    assert len(table.match.record.actions) == moves + 1, "the next waits for the delay"
    table.settle(0.3, step=0.05)
    assert len(table.match.record.actions) == moves + 2
