"""Hand and Foot at the table: each player's foot lies face down beside the hand with its
count, for every seat (hot seat and computers too), in a place of its own that no card of
the hand covers; it goes when it is picked up, and the log says so, also when a saved
game is loaded. The red threes have no column (they are never laid out), the scoreboard
counts the hands of the game, and the detailed scoring as the hand stands hides the
unplayed feet, which nobody has seen."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from canasta.engine import GameState
from canasta.engine.game.record import GameRecord
from canasta.engine.scoring.scoring import score_hand
from canasta.ui.dialogs.scoring import HIDDEN, UNSEEN_PARTS, score_table
from canasta.ui.layout import compute_layout
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.ui.table_shape import RED_THREES, shape_for
from canasta.ui.table_words import hand_words, pile_caption, pile_note
from canasta.variants import load_preset

from table_kit import Table

HF = load_preset("hand_and_foot")
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
FOOT = "Kc Kd Ks 5c 5d 6h 8s 9s Tc Jc Qc"


def hf_table(text: str | GameState, players: int = 4, humans: int = 1) -> Table:
    """A table of the position `text` (or a state), Ann (seat 0) in front of the screen, the
    first `humans` seats people and the others computers."""
    seats = [SeatInfo(NAMES[seat], True) if seat < humans else SeatInfo(NAMES[seat], False, "random")
             for seat in range(players)]
    match = Match(HF, seats, 1)
    match.state = text if isinstance(text, GameState) else GameState.from_text(
        f"canasta position 1\nrules: hand_and_foot\nplayers: {players}\n{text}", rules=HF)
    size = (1280, 800)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def feet(table: Table) -> dict[int, list]:
    """The foot sprites by seat."""
    found: dict[int, list] = {}
    for sprite in table.scene.sprites.cards:
        if sprite.zone == "foot":
            found.setdefault(sprite.owner, []).append(sprite)
    return found


@pytest.mark.parametrize("humans", [1, 2])
def test_every_seats_foot_lies_face_down_beside_its_hand_and_no_hand_card_covers_it(humans):
    table = hf_table(GameState(HF, 4, seed=5), humans=humans)  # a fresh deal, every foot down
    stacks = feet(table)
    assert sorted(stacks) == [0, 1, 2, 3]
    for seat, sprites in stacks.items():
        slot = table.scene.layout.hands[seat]
        assert all(sprite.card is None for sprite in sprites), "face down"
        assert all(sprite.rotated == slot.vertical for sprite in sprites)
        hand = [sprite.rect for sprite in table.scene.sprites.cards if sprite.zone == "hand" and sprite.owner == seat]
        assert hand and not any(rect.colliderect(sprite.rect) for rect in hand for sprite in sprites)
        assert not slot.foot_label.colliderect(slot.plate)


def test_the_foot_of_six_seats_has_its_place_too():
    layout = compute_layout((1280, 800), 6, 0, lambda seat: seat % 3, shape=shape_for(HF))
    for seat, slot in layout.hands.items():
        assert slot.foot is not None and slot.foot_label is not None
        assert not slot.foot.colliderect(slot.rect) and not slot.foot.colliderect(slot.plate)
        assert pygame.Rect((0, 0), layout.size).contains(slot.foot)


def test_the_red_threes_have_no_column_where_threes_are_dead():
    assert RED_THREES not in shape_for(HF).labels() and shape_for(HF).feet
    assert not shape_for(load_preset("classic")).feet


def test_the_foot_shows_its_count_and_goes_when_it_is_picked_up_and_the_log_says_so():
    table = hf_table(f"""phase: play
current: 0
opened 0: yes
hand 0: 7c 7d 7h
foot 0: {FOOT}
hand 1: 4c 4d 4h 5h
foot 1: {FOOT}
hand 2: 4c 4d 4h
hand 3: 4c 4d 4h
stock: 4h 5h 6h 7h 8h 9h
pile: 9c
""")
    assert sorted(feet(table)) == [0, 1]
    table.click(table.hand_card("7c"), mod=pygame.KMOD_SHIFT)
    table.click(table.hand_card("7d"), mod=pygame.KMOD_SHIFT)
    table.click(table.hand_card("7h"), mod=pygame.KMOD_SHIFT)
    table.click(table.hand_card("7h"))
    assert str(table.match.record.actions[-1]) == "meld 7c 7d 7h"
    assert sorted(feet(table)) == [1], "picked up: gone from beside the hand"
    assert table.scene.log[-1] == "Ann picks up the foot"
    assert len(table.hand()) == 11
    table.draw()  # the count is drawn beside the others' feet without fault


def test_a_loaded_game_tells_the_foot_picked_up_in_its_log():
    record = GameRecord(HF, 4, 3, seats=[f"{NAMES[seat]} | human" for seat in range(4)])
    state = record.new_state()
    while all(state.feet):
        actions = state.legal_actions()
        melds = [action for action in actions if action.kind == "meld"]
        action = melds[0] if melds else next(action for action in actions if action.kind != "undo")
        state.play(action)
        record.actions.append(action)
    loaded = Match.from_record(GameRecord.from_text(record.to_text(), preset_loader=load_preset))
    size = (1280, 800)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, loaded, Preferences(animation_speed="off"), threaded=False)
    picked = next(seat for seat in range(4) if not state.feet[seat])
    assert scene.log[-1] == f"{loaded.name(picked)} picks up the foot"


def test_the_scoreboard_counts_the_hands_of_a_game_of_four():
    assert [hand_words(number, 4) for number in (1, 4, 5)] == ["Hand 1 of 4", "Hand 4 of 4",
                                                               "Hand 5, to break the tie"]
    assert hand_words(7, None) == "Hand 7"


def test_the_scoring_as_the_hand_stands_hides_every_unplayed_foot_and_shows_it_at_the_end():
    state = GameState(HF, 4, seed=5)
    result = score_hand(state)
    during = dict(score_table(result, hide_sides={1}, unseen_parts=UNSEEN_PARTS))
    assert during["Unplayed feet"] == [("", HIDDEN), ("", HIDDEN)], "not even the side's own players saw them"
    assert during["Total"] == [("", HIDDEN), ("", HIDDEN)]
    assert during["Cards in hand"][0] != ("", HIDDEN)
    at_the_end = dict(score_table(result))
    assert at_the_end["Unplayed feet"] == [("2", "-530"), ("2", "-1145")]


def test_the_threes_left_in_a_hand_have_a_line_of_their_own():
    state = GameState.from_text("canasta position 1\nrules: hand_and_foot\nplayers: 2\nphase: hand_over\n"
                                "hand 0: 3h 3c 9d\nhand 1: 4c\nstock: 5c\n", rules=HF)
    rows = dict(score_table(score_hand(state)))
    assert rows["Cards in hand"][0] == ("", "-10") and rows["Threes in hand"][0] == ("2", "-305")


@pytest.mark.parametrize("pile, caption, note", [
    ("6d Qc Kh", "*Pile 3", "frozen: a natural pair takes it"),
    ("6d 2c Kh", "*Pile 3", "frozen: a natural pair takes it"),   # a wild card in it changes nothing
    ("6d 2c 3h", "*Pile 3", "stopped by a red three"),            # nothing takes a three on top
    ("6d Qc 3s", "*Pile 3", "stopped by a black three"),
])
def test_the_always_frozen_pile_is_captioned_one_way_and_a_three_on_top_stops_it(pile, caption, note):
    table = hf_table(f"phase: draw\nhand 0: Kd Ks 5c\nhand 1: 4c 4d 4s\nhand 2: 5h 5d 5s\nhand 3: 6c 6s 7c\n"
                     f"pile: {pile}\nstock: 8h 8d 8s 8c 6h")
    assert pile_caption(table.state) == caption
    assert pile_note(table.state, 0) == (note, False)
