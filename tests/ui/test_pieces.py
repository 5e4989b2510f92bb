"""The small parts of the table: hand order, glides, words, sounds, drops."""

from __future__ import annotations

import pygame

from canasta.engine import Action, Card, parse_cards
from canasta.engine.cards.decks import DECK_CARDS
from canasta.ui.animation import Animator, ease_out
from canasta.ui.drag import Drop, drop_action, meld_action
from canasta.ui.hand_order import HandOrder
from canasta.ui.match import MeldNote
from canasta.ui.sound import Sounds
from canasta.ui.sprites import CardSprite, canasta_top
from canasta.ui.log_words import describe
from canasta.ui.status import card_label
from canasta.variants import load_preset


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def test_a_sorted_hand_stays_sorted_as_cards_come_and_go() -> None:
    order = HandOrder(cards("Kh 4c JK 7d"))
    assert [str(c) for c in order.cards] == ["4c", "7d", "Kh", "JK"]
    assert order.sync(cards("Kh 4c JK 7d 5s 7d"))
    assert [str(c) for c in order.cards] == ["4c", "5s", "7d", "7d", "Kh", "JK"]
    assert order.sync(cards("Kh JK 7d"))
    assert [str(c) for c in order.cards] == ["7d", "Kh", "JK"]
    assert not order.sync(cards("JK Kh 7d")), "the same cards in another engine order change nothing"


def test_a_hand_of_letter_cards_is_sorted_from_a_to_z() -> None:
    names = DECK_CARDS["bwc"].names
    order = HandOrder(cards("ST Tb Ag Er"), names.sort_key)
    assert [str(c) for c in order.cards] == ["Ag", "Er", "Tb", "ST"]
    order.sync(cards("ST Tb Ag Er Ar"))
    assert [str(c) for c in order.cards] == ["Ar", "Ag", "Er", "Tb", "ST"]


def test_a_hand_arranged_by_the_player_keeps_its_order_and_takes_new_cards_at_the_end() -> None:
    order = HandOrder(cards("4c 5c 6c 7c"))
    order.move([3], 0)
    assert [str(c) for c in order.cards] == ["7c", "4c", "5c", "6c"] and not order.keep_sorted
    order.move([0, 1], 4)
    assert [str(c) for c in order.cards] == ["5c", "6c", "7c", "4c"]
    order.sync(cards("4c 5c 6c 7c 2d"))
    assert str(order.cards[-1]) == "2d"
    order.sort()
    assert [str(c) for c in order.cards] == ["4c", "5c", "6c", "7c", "2d"]


def sprite(key: str, face: str | None, x: int) -> CardSprite:
    return CardSprite(key, Card.parse(face) if face else None, pygame.Rect(x, 0, 10, 14), "hand")


def test_moved_and_new_cards_glide_from_where_they_were() -> None:
    animator = Animator()
    before = [sprite("a", "7h", 0), sprite("b", "9s", 100)]
    after = [sprite("a", "7h", 50), sprite("row", "9s", 300), sprite("new", "Kd", 500)]
    stock = pygame.Rect(900, 0, 10, 14)
    animator.moved(before, after, now=0.0, duration=1.0, sources=[stock])
    assert animator.rect_of(after[0], 0.0).x == 0
    assert animator.rect_of(after[1], 0.0).x == 100, "the Nine of Spades left the hand for the row"
    assert animator.rect_of(after[2], 0.0).x == 900, "a drawn card comes from the stock"
    assert 0 < animator.rect_of(after[0], 0.5).x < 50
    assert animator.running(0.5) and not animator.running(1.0)
    assert animator.rect_of(after[0], 1.0) is None


def test_dealt_cards_set_off_one_after_another_and_are_unseen_until_then() -> None:
    animator = Animator()
    after = [sprite("a", "7h", 50), sprite("b", "8h", 60)]
    animator.moved([], after, now=0.0, duration=0.5, sources=[pygame.Rect(900, 0, 10, 14)], stagger=0.1)
    assert animator.rect_now(after[0], 0.05) is not None
    assert animator.rect_now(after[1], 0.05) is None, "the second card is still in the stock"
    assert animator.rect_now(after[1], 0.35).x < 900, "then it is on its way"
    assert animator.rect_now(after[1], 0.6).x == 60


def test_with_animation_off_cards_are_at_once_where_they_go() -> None:
    animator = Animator()
    animator.moved([sprite("a", "7h", 0)], [sprite("a", "7h", 50)], now=0.0, duration=0.0)
    assert not animator.running(0.0)
    assert ease_out(0) == 0 and ease_out(1) == 1 and ease_out(0.5) > 0.5


def test_a_squared_canasta_shows_red_on_top_when_natural_and_black_when_mixed() -> None:
    rules = load_preset("classic")
    natural = cards("7c 7h 7s 7d 7c 7s 7h")
    assert natural[canasta_top(rules, natural)].suit in "hd"
    mixed = cards("7h 7d 7h 7d 2c JK 7s")
    assert str(mixed[canasta_top(rules, mixed)]) == "7s"
    no_black_natural = cards("7h 7d 7h 7d 2c JK 2d")
    assert rules.is_wild(no_black_natural[canasta_top(rules, no_black_natural)])


def test_a_drop_on_a_meld_names_it_by_its_id_and_free_table_lets_the_engine_place_the_cards() -> None:
    sevens = 2
    assert meld_action(tuple(cards("7h 7d")), sevens) == Action("meld", tuple(cards("7h 7d")), 2)
    assert meld_action(tuple(cards("JK")), sevens) == Action("meld", tuple(cards("JK")), 2)
    assert meld_action(tuple(cards("8h")), sevens) == Action("meld", tuple(cards("8h")), 2), \
        "a card on the wrong meld still names the meld, so that the engine says why not"
    assert meld_action(tuple(cards("8h 8d")), None) == Action("meld", tuple(cards("8h 8d"))), \
        "free table: the cards start a meld (or join the one of their rank)"
    assert drop_action(tuple(cards("8h 8d")), Drop("new")) == Action("meld", tuple(cards("8h 8d")))
    assert drop_action(tuple(cards("8h")), Drop("meld", 3)) == Action("meld", tuple(cards("8h")), 3)
    assert drop_action(tuple(cards("8h")), Drop("pile")) == Action("discard", tuple(cards("8h")))


def test_moves_are_told_in_words() -> None:
    assert card_label(Card.parse("Th")) == "10\u2665" and card_label(Card.parse("JK")) == "Joker"
    assert describe(Action.parse("meld 7c 7d JK"), "Ann") == "Ann melds 7\u2663 7\u2666 Joker"
    assert describe(Action.parse("meld JK to #2"), "Ann", meld=MeldNote("Sevens", True)) == "Ann puts Joker on the Sevens"
    assert describe(Action.parse("meld 8h to #3"), "Ann", meld=MeldNote("run of Hearts", True)) == \
        "Ann puts 8\u2665 on the run of Hearts"
    assert describe(Action.parse("meld 7c 7d 7s"), "Ann", meld=MeldNote("Sevens", False)) == \
        "Ann melds 7\u2663 7\u2666 7\u2660 (Sevens)", "a second group of Sevens is named"
    assert describe(Action.parse("meld 3h"), "Ann") == "Ann lays out the 3\u2665"
    assert describe(Action.parse("discard 9s"), "Bot") == "Bot discards 9\u2660"
    assert describe(Action.parse("take"), "Bot") == "Bot takes the pile"
    assert describe(Action.parse("take to #4"), "Bot", meld=MeldNote("run of Hearts", True)) == \
        "Bot takes the pile, its top card onto the run of Hearts"


def test_a_card_is_told_as_the_deck_in_play_labels_it() -> None:
    # "Ag" is the Kanastic gold Ace and the BWC green A (told by letter and colour, as the table shows it).
    kanastic, bwc = load_preset("kanastic").card_names, DECK_CARDS["bwc"].names
    assert card_label(Card.parse("Ag"), kanastic) == "A\u2605" and card_label(Card.parse("Ag"), bwc) == "green A"
    assert describe(Action.parse("discard Ag"), "Ann", names=kanastic) == "Ann discards A\u2605"
    assert describe(Action.parse("discard Ag"), "Ann", names=bwc) == "Ann discards green A", "no code: Ag"
    assert describe(Action.parse("meld Cr Ag ST"), "Ann", names=bwc) == "Ann melds red C, green A, Star"


def test_sounds_can_be_switched_off_and_never_fail_without_a_device() -> None:
    sounds = Sounds(enabled=False)
    sounds.play("draw")
    assert list(sounds.played) == []
    sounds = Sounds(enabled=True)
    for name in ("draw", "meld", "discard", "canasta", "go_out", "refused", "shuffle"):
        sounds.play(name)
    assert list(sounds.played)[-1] == "shuffle"
