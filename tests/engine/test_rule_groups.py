"""Every rule option is declared once, with its group, its dialog line and its words."""

from __future__ import annotations

import typing
from collections import Counter

import pytest

from canasta.engine.rules import rules as rules_module
from canasta.engine.rules.rule_groups import GROUPS, WINDOWS, Group, grouped_options, option, windows_options
from canasta.engine.rules.rules import PerPlayers, Rules

IDENTITY = {"name", "title", "source", "description"}


def test_every_option_but_the_identity_ones_belongs_to_exactly_one_group():
    names = Rules.option_names()
    grouped = [name for _, members in grouped_options(Rules) for name in members]
    assert Counter(grouped) == Counter(name for name in names if name not in IDENTITY)
    assert {name for name in names if Rules.info(name).group is None} == IDENTITY
    assert all(Rules.info(name).group in GROUPS for name in grouped)


def test_the_groups_are_declared_once_in_display_order_with_their_tabs():
    assert [group.title for group in GROUPS] == [
        "Players and the deal", "Melds and canastas", "The discard pile", "Threes",
        "Going out and the end of a hand", "Card values"]
    assert [group.tab for group in GROUPS] == ["Deal", "Melds", "Pile", "Threes", "Going out", "Values"]
    assert WINDOWS not in GROUPS


def test_places_within_a_group_are_distinct():
    for group, members in grouped_options(Rules):
        places = [Rules.info(name).place for name in members if Rules.info(name).place is not None]
        assert len(places) == len(set(places)), group.title


def test_canasta_for_windows_seven_options_keep_its_order_and_words():
    names = windows_options(Rules)
    assert [Rules.info(name).windows.place for name in names] == list(range(1, 8))
    assert [Rules.info(name).windows.title for name in names] == [
        "Canasta required for positive score", "Canastas needed to go out", "Cards drawn each turn",
        "Red Three options - Draw extra card", "Red Three options - Block discard pile",
        "Discard Pile options - Add top card to canasta", "Discard Pile options - Top card counts for initial meld"]
    assert Rules.info("cards_drawn").windows.words == "How many cards each player must draw in each turn."


def test_an_option_that_may_be_empty_says_what_empty_means():
    types = typing.get_type_hints(Rules)
    for name in Rules.option_names():
        assert (Rules.info(name).empty is not None) == (types[name] in (int | None, str | None)), name


def test_choice_words_name_only_choices():
    for name in Rules.option_names():
        info = Rules.info(name)
        assert set(info.choice_words) <= set(info.choices or ()), name
    assert Rules.info("first_player").choice_words["first_seat"] == "Always seat 1"


def test_a_declaration_without_a_known_group_or_with_words_for_no_choice_is_refused():
    with pytest.raises(TypeError):
        option(1, "A number.")  # the group must be named (None for an identity option)
    with pytest.raises(ValueError, match="not one of the groups"):
        option(1, "A number.", group=Group("Elsewhere", "Else"))
    with pytest.raises(ValueError, match="not choices"):
        option("a", "A word.", group=GROUPS[0], choices=("a", "b"), words={"c": "See"})


def test_the_value_types_are_still_found_in_rules():
    assert rules_module.PerPlayers is PerPlayers
    assert rules_module.counts_words((2, 3, 4)) == "2, 3 or 4"
