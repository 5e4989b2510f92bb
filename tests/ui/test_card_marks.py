"""The table marks until the next move the cards the last move brought into the hand,
and the cards (or the stock, the pile, the melds) a hint names; the hint's words stay
on the status line as long as its marks."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from canasta.engine import Action
from canasta.ui.marks import FRESH, HINTED
from canasta.ui.match import Match, SeatInfo
from canasta.variants import load_preset

from table_kit import new_table


def hand_sprites(table):
    return [sprite for sprite in table.scene.sprites.cards if sprite.zone == "hand" and sprite.owner == table.match.viewer]


def marked_cards(table, which: str) -> Counter:
    keys = getattr(table.scene.frame().marks, which)
    return Counter(str(sprite.card) for sprite in hand_sprites(table) if sprite.key in keys)


def near(colour, wanted, slack: int = 40) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(colour[:3], wanted))


@pytest.mark.parametrize("preset", ["windows", "samba", "hand_and_foot", "bwc"])
def test_the_cards_drawn_are_marked_until_the_next_move_wherever_they_go_in_the_hand(preset):
    table = new_table(preset=preset, seed=4)
    table.settle()
    before = Counter(table.state.hands[0])
    table.click(table.stock)
    table.settle()
    drawn = Counter(table.state.hands[0]) - before
    assert drawn and marked_cards(table, "fresh") == Counter({str(card): n for card, n in drawn.items()})
    table.scene.hand_order().move([0], len(table.scene.hand_order()))  # rearranged: the marks follow the cards
    table.scene._rebuild(animate=False)
    assert marked_cards(table, "fresh") == Counter({str(card): n for card, n in drawn.items()})
    sprite = next(sprite for sprite in hand_sprites(table) if sprite.key in table.scene.frame().marks.fresh)
    picture = table.draw()
    assert near(picture.get_at((sprite.rect.left + 1, sprite.rect.centery)), FRESH), "seen on the card's strip"
    discard = next(index for index, card in enumerate(table.scene.hand_order().cards) if not table.match.explain(
        Action("discard", (card,))))
    assert table.scene.discard_card(discard)
    assert not marked_cards(table, "fresh")


def test_a_new_deal_marks_nothing():
    table = new_table(seed=2)
    table.settle()
    assert not table.scene.frame().marks.fresh


def test_the_hint_marks_what_it_names_and_stays_until_the_next_move():
    from canasta.ui.app import App
    from canasta.ui.preferences import Preferences

    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=3)
    app = App((1280, 800), False, None, Preferences(animation_speed="off"), match)
    table = app.table
    try:
        table.attempt(Action("draw"))
        app.command("hint")
        status = table.status_text()[0]
        assert status.startswith("Hint: ")
        hint = table.marks.hint
        assert hint is not None and hint.cards, "after the draw the hint names cards to meld or discard"
        marks = table.frame().marks
        shown = Counter(str(sprite.card) for sprite in table.sprites.cards if sprite.key in marks.hinted)
        assert shown == Counter({str(card): n for card, n in hint.cards.items()})
        sprite = next(sprite for sprite in table.sprites.cards if sprite.key in marks.hinted)
        surface = pygame.Surface((1280, 800))
        table.draw(surface)
        assert near(surface.get_at((sprite.rect.left + 1, sprite.rect.centery)), HINTED)
        table.update(12.0)
        assert table.status_text()[0] == status, "the hint does not vanish after a few seconds"
        action = next(action for action in match.observation(0).legal_actions if action.kind == "discard")
        assert table.attempt(action)
        assert table.marks.hint is None and not table.frame().marks.hinted
        assert not table.status_text()[0].startswith("Hint: ")
    finally:
        table.computer.close()


def test_a_hint_to_draw_marks_the_stock_or_the_pile():
    from canasta.ui.app import App
    from canasta.ui.preferences import Preferences

    match = Match(load_preset("windows"), [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=3)
    app = App((1280, 800), False, None, Preferences(animation_speed="off"), match)
    table = app.table
    try:
        app.command("hint")
        hint = table.marks.hint
        assert hint is not None
        assert table.frame().marks.hinted_zones in (frozenset({"stock"}), frozenset({"pile"}))
        place = getattr(table.layout, next(iter(table.frame().marks.hinted_zones)))
        surface = pygame.Surface((1280, 800))
        table.draw(surface)
        pad = max(3, table.layout.pile.width // 12)
        assert near(surface.get_at((place.centerx, place.top - pad + 1)), HINTED)
    finally:
        table.computer.close()
