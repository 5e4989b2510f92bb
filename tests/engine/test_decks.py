"""Decks are data: which cards and how many packs come from the rules.

Classic Canasta and Canasta for Windows shuffle two 52-card packs with four jokers (108
cards); Samba's family three packs with six jokers (162), Chilean four (216), Hand and
Foot one pack more than players. The Kanastic deck is a deck of its own (108).
"""

from collections import Counter

import pytest

from canasta.engine import Action, GameState
from canasta.engine.cards.decks import DECK_KINDS, DECK_WORDS, DeckSpec, kanastic_deck, standard_deck
from canasta.simulate import play_hand, random_chooser
from canasta.variants import load_preset


def test_classic_and_windows_are_dealt_from_two_packs_and_four_jokers():
    for preset in ("classic", "windows"):
        spec = load_preset(preset).deck_spec
        for players in (2, 3, 4):
            assert spec.size(players) == 108
            assert Counter(spec.cards(players)) == Counter(standard_deck())


def test_the_kanastic_deck_is_one_deck_of_its_own():
    spec = load_preset("kanastic").deck_spec
    assert spec.size(4) == 108 and Counter(spec.cards(4)) == Counter(kanastic_deck())


@pytest.mark.parametrize("packs, size", [(3, 162), (4, 216), (5, 270)])
def test_more_packs_make_bigger_decks(packs, size):
    rules = load_preset("classic").replace({"packs": packs})
    deck = rules.deck_spec.cards(4)
    assert len(deck) == size
    assert Counter(str(card) for card in deck)["JK"] == 2 * packs
    assert Counter(str(card) for card in deck)["Qh"] == packs


def test_packs_may_depend_on_the_number_of_players():
    # Hand and Foot: one pack more than players, two jokers a pack.
    rules = load_preset("classic").replace({"packs": {2: 3, 3: 4, 4: 5}})
    assert [rules.deck_spec.size(players) for players in (2, 3, 4)] == [162, 216, 270]


def test_a_deck_without_jokers_has_no_joker_faces():
    spec = DeckSpec("standard", 2, 0)
    assert spec.size(4) == 104 and all(str(card) != "JK" for card in spec.faces())


def test_the_deal_and_what_a_seat_has_not_seen_count_the_packs_in_play():
    rules = load_preset("classic").replace({"packs": 3, "hand_size": 15})
    state = GameState(rules, 4, seed=3)
    assert state.card_count() == 162 and state.deck_size == 162
    unseen = state.observation(0).unseen_cards()
    assert len(unseen) == len(state.stock) + sum(len(hand) for hand in state.hands[1:]) - len(state.known[1])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_hands_on_a_162_card_deck_never_get_stuck(players):
    rules = load_preset("classic").replace({"packs": 3})
    for game in range(6):
        state = GameState(rules, players, seed=500 + game)
        choosers = [random_chooser(game * 10 + seat) for seat in range(players)]
        play_hand(state, choosers)
        assert state.card_count() == 162 and state.check() == []
        if not state.is_terminal():
            state.play(Action("deal"))
            assert state.card_count() == 162


def test_a_deck_says_in_words_what_it_is():
    classic = load_preset("classic")
    assert classic.deck_spec.describe(4) == "two 52-card packs and four jokers (108 cards); jokers and twos are wild"
    assert (classic.replace({"packs": 3}).deck_spec.describe(4)
            == "three 52-card packs and six jokers (162 cards); jokers and twos are wild")
    hand_and_foot = classic.replace({"packs": {2: 3, 3: 4, 4: 5}}).deck_spec
    assert hand_and_foot.describe(3) == "four 52-card packs and eight jokers (216 cards); jokers and twos are wild"
    assert (DeckSpec("standard", 1, 1).describe(2)
            == "one 52-card pack and one joker (53 cards); jokers and twos are wild")
    assert DeckSpec("standard", 2, 0).describe(4) == "two 52-card packs (104 cards); twos are wild"
    kanastic = load_preset("kanastic").deck_spec.describe(4)
    assert kanastic.startswith("the Kanastic deck (108 cards): eleven realms from Four to Ace")
    assert "eight Swords and four Artifacts (wild), four Shields and four Treasure Pots" in kanastic


def test_every_kind_of_deck_has_words():
    assert set(DECK_WORDS) == set(DECK_KINDS)
    for kind in DECK_KINDS:
        assert DeckSpec(kind).describe(4)
