import copy
import pickle

from canasta.engine import Action, Card, Rules
from canasta.engine.cards.decks import standard_deck


def test_a_card_reads_and_writes_its_short_form():
    assert str(Card.parse("Qh")) == "Qh"
    assert Card.parse("10s") == Card.parse("Ts")
    assert Card.parse("joker") == Card.parse("JK")
    assert Card.parse("qH").name == "Queen of Hearts"


def test_each_face_is_one_card_however_it_is_made():
    # Cards compare by identity: every way of making a Queen of Hearts gives the one card.
    queen = Card.parse("Qh")
    assert Card("Q", "h") is queen
    assert pickle.loads(pickle.dumps(queen)) is queen
    assert copy.deepcopy([queen])[0] is queen
    assert Card("Q", "d") != queen and Card("JK") is Card.parse("JK")
    assert {queen: 1}[Card("Q", "h")] == 1


def test_card_values_follow_the_scoring_table():
    values = {text: Rules().value_of(Card.parse(text)) for text in ["JK", "2c", "Ah", "Kd", "8s", "7h", "4c", "3s", "3h"]}
    assert values == {"JK": 50, "2c": 20, "Ah": 20, "Kd": 10, "8s": 10, "7h": 5, "4c": 5, "3s": 5, "3h": 100}


def test_twos_and_jokers_are_wild_and_threes_are_not_natural():
    rules = Rules()  # classic
    assert rules.is_wild(Card.parse("2d")) and rules.is_wild(Card.parse("JK"))
    assert Card.parse("3h").is_red_three and Card.parse("3c").is_black_three
    assert not rules.is_natural(Card.parse("3c")) and rules.is_natural(Card.parse("4c"))


def test_the_deck_has_108_cards_two_of_each_and_four_jokers():
    deck = standard_deck()
    assert len(deck) == 108
    assert deck.count(Card.parse("Qh")) == 2
    assert deck.count(Card.parse("JK")) == 4


def test_actions_round_trip_through_text():
    for text in ["draw", "take", "meld 7c 7d JK", "meld JK to #7", "meld 2c to #12", "discard 9s", "out", "pass",
                 "undo", "putback", "ask", "yes", "no", "stop", "turn", "deal"]:
        assert str(Action.parse(text)) == text


def test_a_garbled_action_is_refused_with_a_reason():
    for text in ["", "dance", "discard", "discard 7c 7d", "meld", "meld Zz", "draw 7c", "meld JK to 2"]:
        try:
            Action.parse(text)
        except ValueError as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{text!r} was read as an action")
