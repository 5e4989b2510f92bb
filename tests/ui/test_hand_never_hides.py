"""A hand never hides a card it holds: after every gesture (a click on a card, the stock or
the pile, a drag, Del, Sort, a discard), in every rule set, each card of the viewer's hand
shows its corner index. Cards that arrive while the hand holds still under the pointer
get free places; the hand closes up once no card under the pointer would move. A short
hand uses the band's width."""

from __future__ import annotations

import itertools
import random

import pygame
import pygame_gui
import pytest

from canasta.engine import Action, Card, GameState, Phase, parse_cards
from canasta.ui.hand_places import held_places, shown_strip
from canasta.ui.layout import compute_layout
from canasta.ui.match import Match, SeatInfo
from canasta.ui.preferences import Preferences
from canasta.ui.scene import Context
from canasta.ui.table.scene import TableScene
from canasta.variants import load_preset
from canasta.variants.registry import available_presets

from table_kit import Table


def table_of(preset: str, players: int, seed: int = 3, text: str | None = None,
             size: tuple[int, int] = (1024, 640), prefs: Preferences | None = None) -> Table:
    """Ann (seat 0) at the screen, the others computers playing at random; the position
    `text` when given, else a fresh deal of `seed`."""
    rules = load_preset(preset)
    seats = [SeatInfo("Ann", True)] + [SeatInfo(f"Bot {seat}", False, "random") for seat in range(1, players)]
    match = Match(rules, seats, seed)
    if text is not None:
        match.state = GameState.from_text(f"canasta position 1\nrules: {preset}\nplayers: {players}\n{text}",
                                          rules=rules)
    context = Context(size, pygame_gui.UIManager(size))
    scene = TableScene(context, match, prefs or Preferences(animation_speed="off"), threaded=False)
    context.stack.push(scene)
    return Table(context, scene)


def hidden_cards(table: Table) -> list[str]:
    """The viewer's cards that do not show their index (covered, or missing from the table)."""
    scene = table.scene
    viewer = table.match.viewer
    mine = [sprite for sprite in scene.sprites.cards
            if sprite.zone == "hand" and sprite.owner == viewer and sprite.index is not None]
    dragged = len(scene.drag.indexes) if scene.drag is not None else 0
    held = len(table.state.hands[viewer])
    if len(mine) != held - dragged:
        return [f"{held - dragged - len(mine)} card(s) not on the table"]
    slot = scene.layout.hands[viewer]
    strip = shown_strip(slot, held)
    hidden = []
    for n, sprite in enumerate(mine):
        left, right = sprite.rect.left, sprite.rect.left + strip
        if left < slot.rect.left or sprite.rect.right > slot.rect.right:
            hidden.append(f"{sprite.card} outside the hand's band")
        if any(later.rect.left < right and later.rect.right > left for later in mine[n + 1:]):
            hidden.append(f"{sprite.card} covered")
    return hidden


def pointer_at(table: Table, pos: tuple[int, int]) -> None:
    table.send(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_the_pile_taken_with_a_pair_clicked_card_by_card_shows_every_card_with_the_pointer_on_the_hand():
    text = ("phase: draw\ncurrent: 0\nhand 0: 4c 7c 7d 9s Kc Ks Qd 5d\nhand 1: 4d 5c 6c 8d 8c 9d Jd\n"
            "table 0: 9: 9c 9d 9h\nopened 0: yes\npile: Qc 4h 5s 6d 8h Jc Ac Td 7s\n"
            "stock: 8h 8s 6s 4s 5h 5s 6h 7d\n")
    table = table_of("samba", 2, text=text)
    table.click(table.pile)
    assert table.state.taking is not None
    table.click(table.hand_card("7c"))
    spot = table.hand_card("7d")
    table.click(spot)
    assert table.state.taking is None and len(table.state.hands[0]) == 14
    assert table.scene.pointer == spot
    assert hidden_cards(table) == []
    hand = table.scene.layout.hands[0].rect
    pointer_at(table, (hand.centerx, hand.top - 150))
    closed = table.scene.layout.hands[0].card_rects(14, True)
    shown = sorted(sprite.rect.topleft for sprite in table.scene.sprites.cards
                   if sprite.zone == "hand" and sprite.owner == 0)
    assert shown == [rect.topleft for rect in closed], "closed up once the pointer left the hand"


def test_cards_that_stay_keep_their_places_and_those_that_came_lie_in_free_places():
    slot = compute_layout((1024, 640), 2, 0, lambda seat: seat).hands[0]
    before = parse_cards("4c 5d 7c 7d 9s Qd Kc Ks")
    shown = list(zip(before, slot.card_rects(len(before), True)))
    after = parse_cards("4c 4h 5d 5s 6d 8h 9s Td Jc Qc Qd Kc Ks Ac")
    places = held_places(slot, after, shown)
    assert places is not None
    was = {str(card): rect for card, rect in shown}
    assert [places[after.index(Card.parse(card))] for card in ("4c", "5d", "9s", "Qd", "Kc", "Ks")] == \
        [was[card] for card in ("4c", "5d", "9s", "Qd", "Kc", "Ks")]
    lefts = sorted(rect.left for rect in places)
    assert min(right - left for left, right in zip(lefts, lefts[1:])) >= shown_strip(slot, len(after))
    assert all(slot.rect.contains(rect) for rect in places)
    assert held_places(slot, after, []) is None, "nothing shown before: the hand lies closed up"


def test_a_short_hand_uses_the_width_of_its_band():
    layout = compute_layout((1600, 900), 2, 0, lambda seat: seat)
    fan = layout.hands[0].card_rects(8, True)
    assert all(right.left >= left.right for left, right in zip(fan, fan[1:])), "eight cards lie side by side"
    assert layout.hands[0].rect.contains(fan[0].unionall(fan))


def gesture(table: Table, rng: random.Random) -> None:
    """One thing a player might do in their turn, the pointer left where it was done."""
    scene, state = table.scene, table.state
    mine = [sprite for sprite in scene.sprites.cards
            if sprite.zone == "hand" and sprite.owner == table.match.viewer and sprite.index is not None]
    if state.phase == Phase.DRAW:
        takes = [action for action in table.match.legal() if action.kind == "take"]
        table.click(table.pile if takes and rng.random() < 0.7 else table.stock)
        return
    if state.phase != Phase.PLAY or not mine:
        table.click(table.stock)
        return
    top = state.pile[-1] if state.pile else None
    if state.taking is not None and top is not None:
        pair = [sprite for sprite in mine if sprite.card is not None and sprite.card.rank == top.rank]
        if pair:  # the cards that take the pile, clicked one by one
            table.click((pair[0].rect.left + 3, pair[0].rect.centery))
            return
    roll = rng.random()
    sprite = rng.choice(mine)
    spot = (sprite.rect.left + 3, sprite.rect.centery)
    if roll < 0.45:
        table.click(spot)
    elif roll < 0.55:
        table.key(pygame.K_DELETE)
    elif roll < 0.6:
        table.key(pygame.K_s)
    elif roll < 0.7:
        table.drag(spot, scene.layout.melds[table.match.viewer_side].rect.center)
    else:
        discards = [s for s in mine if s.card is not None
                    and table.match.explain(Action("discard", (s.card,))) is None]
        if not discards:
            table.key(pygame.K_DELETE)
            return
        chosen = rng.choice(discards)
        place = (chosen.rect.left + 3, chosen.rect.centery)
        table.click(place, button=3)


@pytest.mark.parametrize("preset", available_presets())
def test_no_gesture_hides_a_card_of_the_hand(preset: str):
    rules = load_preset(preset)
    table = table_of(preset, rules.players, prefs=Preferences(animation_speed="off", discard_click="single"))
    scene = table.scene
    scene.wall_clock = itertools.count(0.0, 5.0).__next__  # a second apart: no click is a double click
    rng = random.Random(preset)
    for _ in range(160):
        if table.state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        if table.match.viewer_may_act():
            gesture(table, rng)
            assert hidden_cards(table) == [], (preset, list(scene.log)[-3:])
        table.settle(0.6)
        assert hidden_cards(table) == [], (preset, list(scene.log)[-3:])
