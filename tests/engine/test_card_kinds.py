"""A card is an identity; what it is worth and does comes from the rule set.

`Card` is rank and suit (and the kind its values are keyed by). Whether it is wild, its
points on the table and in hand, whether it blocks the pile, is set aside or may be
melded at all: `rules.card_kind(card)` answers, from the preset's deck and options.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from canasta.engine import Card, Rules
from canasta.engine.cards.card_kinds import CardKinds
from canasta.engine.cards.cards import every_card
from canasta.engine.cards.decks import DeckSpec
from canasta.variants import available_presets, load_preset, load_rules_file

from .helpers import position, refusal

KERNEL_TEST = load_rules_file(Path(__file__).parent / "presets" / "kernel_test.yaml")


def card(text: str) -> Card:
    return Card.parse(text)


def test_a_card_knows_only_what_it_is() -> None:
    joker = card("JK")
    assert (joker.rank, joker.suit, joker.kind) == ("JK", "", "JK")
    assert card("3h").is_red_three and card("3s").is_black_three and card("Kg").is_gold
    for gone in ("is_wild", "value", "is_natural"):
        assert not hasattr(joker, gone), f"a card does not know {gone}: the rules say"


def test_under_classic_rules_a_joker_is_a_dear_wild_card_worth_50_that_freezes_the_pile() -> None:
    rules = load_preset("classic")
    joker = rules.card_kind(card("JK"))
    assert joker.value == 50 and joker.hand_value == 50
    assert joker.wild and joker.high_wild and not joker.natural and joker.meldable
    assert not joker.blocks, "classic Canasta freezes the pile with it (wild_freezes_pile); nothing blocks"
    assert rules.is_wild(card("JK")) and rules.value_of(card("JK")) == 50


def test_under_classic_rules_a_two_is_a_cheap_wild_card_worth_20() -> None:
    rules = load_preset("classic")
    two = rules.card_kind(card("2c"))
    assert two.wild and not two.high_wild and two.value == 20


def test_under_classic_rules_threes_are_neither_wild_nor_natural_and_red_ones_are_set_aside() -> None:
    rules = load_preset("classic")
    red, black = rules.card_kind(card("3h")), rules.card_kind(card("3c"))
    assert (red.value, black.value) == (100, 5)
    assert not (red.wild or red.natural or black.wild or black.natural)
    assert red.set_aside == "red_threes" and black.set_aside is None
    assert [rules.is_natural(card(text)) for text in ("4c", "Ah", "Kd")] == [True, True, True]


def test_under_kanastic_rules_a_sword_is_wild_and_a_two_is_not_in_the_deck() -> None:
    rules = load_preset("kanastic")
    sword = rules.card_kind(card("SW"))
    assert sword.wild and not sword.high_wild and sword.value == 25 and sword.blocks
    artifact = rules.card_kind(card("AR"))
    assert artifact.wild and artifact.high_wild and artifact.value == 50
    assert card("2c") not in rules.deck_spec.faces() and card("JK") not in rules.deck_spec.faces()
    assert not rules.is_wild(card("2c")), "wild cards are the deck's: the Kanastic deck's are Swords and Artifacts"
    assert "2" not in rules.card_kinds.deck_kinds and "SW" in rules.card_kinds.deck_kinds


def test_under_kanastic_rules_a_shield_blocks_the_pile_and_counts_100_left_in_hand() -> None:
    shield = load_preset("kanastic").card_kind(card("SH"))
    assert shield.blocks and shield.hand_value == 100
    assert not (shield.wild or shield.natural or shield.meldable)


def test_a_treasure_pot_is_set_aside_at_once_and_never_melded() -> None:
    pot = load_preset("kanastic").card_kind(card("TP"))
    assert pot.set_aside == "treasure_pots" and not pot.meldable and pot.value == 100


def test_a_gold_card_is_a_natural_of_its_rank() -> None:
    rules = load_preset("kanastic")
    assert rules.card_kind(card("Kg")) is rules.card_kind(card("Kh"))
    assert rules.is_natural(card("Kg")) and rules.value_of(card("Kg")) == 10


def test_a_shield_may_never_be_melded() -> None:
    state = position("kanastic", """
        players: 2
        phase: play
        current: 0
        hand 0: SH 9h 9d 9s 5c
        pile: 7c
        stock: 8h
        """)
    assert refusal(state, "meld SH") == "A Shield is never melded."


def test_card_values_and_blocking_follow_the_options() -> None:
    rules = load_preset("classic").replace({"card_values": {"JK": 40}, "blocking_discards": ["JK", "3b"]})
    assert rules.value_of(card("JK")) == 40 and rules.card_kind(card("JK")).blocks
    assert rules.card_kind(card("3s")).blocks and not rules.card_kind(card("2c")).blocks
    assert rules.value_of(card("7h")) == 5, "a kind the option leaves out keeps its usual points"


def test_points_left_in_hand_may_differ_from_points_on_the_table() -> None:
    kinds = CardKinds(DeckSpec("standard"), {"JK": 50}, hand_values={"JK": 100})
    joker = kinds.of(card("JK"))
    assert (joker.value, joker.hand_value) == (50, 100)
    assert kinds.of(card("7c")).hand_value == kinds.of(card("7c")).value == 5


def test_wild_in_a_list_of_kinds_names_every_wild_card_of_the_deck() -> None:
    kinds = CardKinds(DeckSpec("kanastic"), {}, blocking=("wild",))
    assert kinds.of(card("SW")).blocks and kinds.of(card("AR")).blocks and not kinds.of(card("SH")).blocks


def test_each_question_has_one_answer_whether_asked_by_record_or_by_the_fast_helpers() -> None:
    for rules in [load_preset(name) for name in available_presets()] + [KERNEL_TEST]:
        for face in every_card():
            kind = rules.card_kind(face)
            assert kind.kind == face.kind
            assert rules.is_wild(face) == kind.wild
            assert rules.is_natural(face) == kind.natural
            assert rules.value_of(face) == kind.value and rules.hand_value_of(face) == kind.hand_value


PRESETS = [load_preset(name) for name in available_presets()] + [KERNEL_TEST]


@settings(max_examples=60, deadline=None)
@given(rules=st.sampled_from(PRESETS), players=st.integers(min_value=2, max_value=6),
       packs=st.integers(min_value=1, max_value=5), jokers=st.integers(min_value=0, max_value=4))
def test_every_card_of_every_deck_has_exactly_one_kind_record(rules: Rules, players: int, packs: int,
                                                              jokers: int) -> None:
    rules = rules.replace({"packs": packs, "jokers_per_pack": jokers})
    spec = rules.deck_spec
    deck = spec.cards(players)
    size = len(deck)
    kinds = rules.card_kinds
    records = {record.kind: record for record in kinds.records()}
    assert len(records) == len(kinds.records()), "one record for each kind"
    assert set(records) == {face.kind for face in deck}
    for face in deck:
        assert rules.card_kind(face) is records[face.kind]
    assert len(spec.cards(players)) == size == spec.size(players)
    if spec.kind == "standard":
        assert size == packs * (52 + jokers)
        assert Counter(kind.wild for kind in map(rules.card_kind, deck))[True] == packs * (4 + jokers)
    elif spec.kind == "kanastic":
        assert size == 108
        assert sum(1 for face in deck if rules.is_wild(face)) == 12  # eight Swords and four Artifacts
    else:
        assert size == 128
        assert sum(1 for face in deck if rules.is_wild(face)) == 4  # four stars
