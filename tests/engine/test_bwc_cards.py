"""BWC Canasta's cards (rules/bwc.md, rulings 1 and 2): letter cards, the deck of 128 and
what each letter is worth.

A letter card is a letter "A" to "Z" in one of four colours, written letter then colour:
"Er" (red E), "Tb" (blue T), "Qy" (yellow Q), "Ag" (green A). The star "ST" is wild and
has no colour. Green is written "g" like the Kanastic gold cards, so "Tg" to "Ag" are
the same faces as the gold Ten to Ace: which card they are is said by the deck in play.
"""

from __future__ import annotations

import dataclasses
import textwrap
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from canasta.engine.rules import rules as rules_module

from canasta.engine import Action, Card, GameState, Rules, RuleOptionError, parse_cards
from canasta.engine.cards.card_names import LETTER_CARDS, PLAYING_CARDS
from canasta.engine.cards.cards import CODE_COUNT, COLOURS, LETTERS, STAR_CARD, VOWELS, every_card, letter_card
from canasta.engine.cards.decks import BWC_VALUES, CONSONANTS, DECK_KINDS, DeckSpec, bwc_deck
from canasta.engine.text.position import position_to_text
from canasta.engine.rules.rule_options import PLAYABLE_DECKS
from canasta.variants import available_presets, load_preset



BWC = load_preset("bwc")
WORDS = {"meld_kinds": ["word"], "word_list": "scowl-en-50"}  # what the BWC deck is melded as


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def bwc_position(text: str) -> GameState:
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\n{body}\n", rules=BWC)


# Letter cards --------------------------------------------------------------------


def test_a_letter_card_is_a_letter_and_a_colour_written_letter_first() -> None:
    red_e = Card("E", "r")
    assert (red_e.rank, red_e.suit, red_e.kind, str(red_e)) == ("E", "r", "E", "Er")
    assert [str(card) for card in cards("Er Tb Qy Ag")] == ["Er", "Tb", "Qy", "Ag"]
    assert Card.parse("Er") == red_e and letter_card("E", "r") is Card.parse("Er")


def test_the_star_has_no_colour() -> None:
    assert Card.parse("ST") is STAR_CARD and Card("ST") == STAR_CARD
    assert (STAR_CARD.rank, STAR_CARD.suit, STAR_CARD.kind, str(STAR_CARD)) == ("ST", "", "ST", "ST")
    with pytest.raises(ValueError, match="a Star has no suit"):
        Card("ST", "r")


@pytest.mark.parametrize("text", ["Ep", "Eh", "3r", "Ex", "E"])
def test_a_letter_needs_one_of_the_four_colours(text: str) -> None:
    with pytest.raises(ValueError, match="is not a card"):
        Card.parse(text)


def test_a_red_a_is_not_an_artifact() -> None:
    # "Ar" (red A) and "AR" (Artifact) differ only in case: each is read as written.
    assert Card.parse("Ar") == Card("A", "r") and Card.parse("AR") == Card("AR")
    assert cards("Ar AR") == [Card("A", "r"), Card("AR")]
    # Other spellings read as they always did.
    assert Card.parse("ar") == Card("AR") and Card.parse("qH") == Card("Q", "h") and Card.parse("jk") == Card("JK")


def test_five_green_letters_are_the_faces_of_the_kanastic_gold_cards() -> None:
    for rank in "TJQKA":
        green = letter_card(rank, "g")
        assert green is Card.parse(f"{rank}g") and green.is_gold
    assert not letter_card("B", "g").is_gold, "no Kanastic card has this face"


def test_every_face_has_its_own_small_code() -> None:
    faces = every_card()
    assert sorted(card.code for card in faces) == list(range(CODE_COUNT)), "codes 0 to CODE_COUNT - 1, no holes"
    assert len(set(faces)) == len(faces) == CODE_COUNT
    letters = {str(card) for card in faces if card.rank in set(LETTERS) and card.suit in set(COLOURS)}
    assert len(letters) == 26 * 4 and STAR_CARD in faces
    for card in faces:
        assert Card.parse(str(card)) is card


# Names: the deck in play says which card a face is ------------------------------


def test_a_card_is_named_as_the_deck_in_play_has_it() -> None:
    kanastic, classic = load_preset("kanastic"), load_preset("classic")
    assert kanastic.card_name(Card.parse("Ag")) == "gold Ace"
    assert BWC.card_name(Card.parse("Ag")) == "green A"
    assert [BWC.card_name(card) for card in cards("Er Tb Qy Kg ST")] == ["red E", "blue T", "yellow Q", "green K",
                                                                        "Star"]
    assert classic.card_name(Card.parse("Qh")) == "Queen of Hearts"
    assert BWC.card_names is LETTER_CARDS and classic.card_names is kanastic.card_names is PLAYING_CARDS


def test_a_letter_card_is_labelled_by_its_text_and_sorted_from_a_to_z() -> None:
    assert [BWC.card_names.label(card) for card in cards("Ag Er ST")] == ["Ag", "Er", "Star"]
    assert load_preset("kanastic").card_names.label(Card.parse("Ag")) == "A\u2605"
    hand = cards("ST Tb Ag Ar Zy Ey Er")
    assert [str(card) for card in sorted(hand, key=BWC.card_names.sort_key)] == \
        ["Ar", "Ag", "Er", "Ey", "Tb", "Zy", "ST"]


def test_the_engine_names_a_green_a_as_the_bwc_deck_has_it() -> None:
    state = bwc_position("""
        players: 2
        phase: play
        current: 0
        hand 0: Er Ar Tb
        hand 1: Ey Ay Ty
        pile: Kr
        stock: Qb
        """)
    assert state.explain(Action.parse("discard Ag")) == "You do not hold the green A."
    assert state.explain(Action.parse("meld Er Er")) == "You do not hold the red E."
    assert BWC.card_names.plural(Card.parse("Er")) == "red Es"


# The deck (ruling 1) -----------------------------------------------------------------


def test_the_bwc_deck_holds_128_cards_two_decks_of_64() -> None:
    deck = bwc_deck()
    assert len(deck) == 128 and DeckSpec("bwc").size(4) == 128
    vowels, consonants = set(VOWELS), set(CONSONANTS)
    for half in deck[:64], deck[64:]:
        assert Counter(card.rank for card in half if card.rank in vowels) == {vowel: 4 for vowel in VOWELS}
        assert Counter(card.rank for card in half if card.rank in consonants) == {letter: 2 for letter in CONSONANTS}
        assert half.count(STAR_CARD) == 2
        assert {card.suit for card in half if card.rank in vowels} == set(COLOURS), "a vowel in each colour"


def test_the_first_deck_gives_consonants_at_odd_places_red_and_blue() -> None:
    assert CONSONANTS == "BCDFGHJKLMNPQRSTVWXYZ"  # Y is a consonant: 21
    first, second = bwc_deck()[:64], bwc_deck()[64:]
    colours = {letter: "".join(sorted(card.suit for card in first if card.rank == letter)) for letter in CONSONANTS}
    assert [letter for letter in CONSONANTS if colours[letter] == "br"] == list("BDGJLNQSVXZ")
    assert [letter for letter in CONSONANTS if colours[letter] == "gy"] == list("CFHKMPRTWY")
    assert {card.suit for card in second if card.rank == "B"} == {"g", "y"}
    assert {card.suit for card in second if card.rank == "C"} == {"r", "b"}


def test_in_all_every_consonant_once_in_each_colour_every_vowel_twice_and_four_stars() -> None:
    counts = Counter(bwc_deck())
    assert all(counts[letter_card(letter, colour)] == 1 for letter in CONSONANTS for colour in COLOURS)  # 84
    assert all(counts[letter_card(vowel, colour)] == 2 for vowel in VOWELS for colour in COLOURS)  # 40
    assert counts[STAR_CARD] == 4


def test_the_bwc_deck_is_one_deck_of_its_own_whatever_the_packs() -> None:
    assert Counter(DeckSpec("bwc", packs=3, jokers_per_pack=4).cards(2)) == Counter(bwc_deck())
    assert DeckSpec("bwc").faces() == frozenset(bwc_deck())


def test_the_star_is_the_only_wild_card_and_nothing_is_set_aside() -> None:
    kinds = BWC.card_kinds
    assert [record.kind for record in kinds.records() if record.wild] == ["ST"]
    assert kinds.of(STAR_CARD).high_wild
    assert all(record.natural and record.meldable for record in kinds.records() if record.kind != "ST")
    assert BWC.set_aside_zones == {} and BWC.red_threes_in_deck(4) == 0
    assert not BWC.deck_spec.deck_cards.house_variations


def test_the_help_says_what_the_deck_is() -> None:
    assert DeckSpec("bwc").describe(4) == (
        "the BWC deck (128 cards): 124 letter cards, the 26 letters in four colours (red, blue, green and "
        "yellow), every vowel twice and every consonant once in each colour, and four stars (wild)")


# Card values (ruling 2) ---------------------------------------------------------------


def test_each_letter_is_worth_its_rarity_in_words_and_a_star_50() -> None:
    value = {text: BWC.value_of(Card.parse(text)) for text in "Ar Er Lb Ty Ug Cr Hb Kg By Jr Zb Qy Xg ST".split()}
    assert value == {"Ar": 5, "Er": 5, "Lb": 5, "Ty": 5, "Ug": 10, "Cr": 10, "Hb": 10, "Kg": 15, "By": 15,
                     "Jr": 20, "Zb": 20, "Qy": 20, "Xg": 20, "ST": 50}


def test_the_deck_is_worth_1460_points_the_same_in_hand() -> None:
    deck = BWC.deck_spec.cards(4)
    assert sum(BWC.value_of(card) for card in deck) == 1460
    assert all(BWC.hand_value_of(card) == BWC.value_of(card) for card in deck)


def test_a_green_ace_is_worth_5_in_bwc_and_a_gold_ace_20_in_kanastic() -> None:
    ace = Card.parse("Ag")
    assert BWC.value_of(ace) == 5 and load_preset("kanastic").value_of(ace) == 20


def test_a_rule_set_changed_to_the_bwc_deck_gets_the_letter_values() -> None:
    changed = load_preset("classic").replace({"deck": "bwc", **WORDS})
    assert dict(changed.card_values) == dict(BWC.card_values) == dict(BWC_VALUES)
    assert changed.replace({"deck": "standard", "meld_kinds": ["group", "threes"]}).card_values == \
        load_preset("classic").card_values
    # Values given with the deck are kept; the letters they leave out keep the deck's points.
    own = Rules.from_options({"deck": "bwc", **WORDS, "card_values": {"E": 7, "st": 40}})
    assert own.value_of(Card.parse("Er")) == 7 and own.value_of(STAR_CARD) == 40
    assert own.value_of(Card.parse("Ab")) == 5 and own.value_of(Card.parse("Zy")) == 20


def test_the_letter_values_round_trip_through_the_options() -> None:
    assert Rules.from_options(BWC.to_options()) == BWC
    assert BWC.to_options()["card_values"]["Q"] == 20


def test_letters_have_no_suits_so_suit_rules_are_refused() -> None:
    for options in ({"new_meld_distinct_suits": 3}, {"golden_suit": True}):
        with pytest.raises(RuleOptionError, match="these cards have no suits"):
            BWC.replace(options)


def test_letter_cards_are_melded_as_words_and_only_they_are() -> None:
    """Bwc ruling 4: the BWC deck is a choice of the option `deck` now that words can be
    melded, but only with word melds, and word melds only with it."""
    assert "bwc" in PLAYABLE_DECKS and "bwc" in rules_module._INFOS["deck"].choices
    for rules, options in ((load_preset("classic"), {"deck": "bwc"}), (BWC, {"meld_kinds": ["group", "run"]}),
                           (BWC, {"deck": "standard"})):
        with pytest.raises(RuleOptionError, match="letter cards are melded as words, and only they are"):
            rules.replace(options)


# The playing-card presets are unchanged ------------------------------------------------


def test_no_preset_of_playing_cards_is_dealt_a_letter_card() -> None:
    letters_only = set(LETTERS) - set("TJQKA") | {"ST"}
    for name in available_presets():
        rules = load_preset(name)
        if rules.deck == "bwc":
            continue
        assert not any(card.suit in {"r", "b", "y"} or card.rank in letters_only for card in rules.deck_spec.faces())
        assert not letters_only & set(rules.card_kinds.deck_kinds), name
        assert rules.card_names is PLAYING_CARDS, name


def test_a_dealt_bwc_hand_is_written_and_read_back_as_a_position() -> None:
    # (Only the cards: melds of letters are words, which come with the BWC preset.)
    state = GameState(BWC, 4, seed=7)
    assert state.card_count() == 128 and len(state.hands[0]) == 11
    text = position_to_text(state)
    again = GameState.from_text(text)
    assert again.rules.deck == "bwc" and position_to_text(again) == text
    assert again.hands == state.hands and again.stock == state.stock and again.pile == state.pile
    assert Counter(again.stock + again.pile + [card for hand in again.hands for card in hand]) == Counter(bwc_deck())
