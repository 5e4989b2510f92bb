"""The quick tests of a turn's ending say which rule options they understand; any other
option set away from its default switches them off, and the solver answers alone.

For example: Modern American Canasta's first meld needs a clean meld, which the quick
tests know nothing of, so they stand aside there; in classic they answer.
"""

from __future__ import annotations

import dataclasses

import pytest

from canasta.engine.rules import quick_test_options as understood
from canasta.engine.rules.rules import Rules
from canasta.variants import available_presets, load_preset

OPTIONS = {field.name for field in dataclasses.fields(Rules)}


def test_the_lists_name_options_and_each_once():
    named = [understood.ANY_VALUE, set(understood.SOME_VALUES), understood.NOT_UNDERSTOOD]
    for names in named:
        assert not set(names) - OPTIONS, f"not options: {sorted(set(names) - OPTIONS)}"
    assert not understood.ANY_VALUE & set(understood.SOME_VALUES)
    assert not understood.ANY_VALUE & understood.NOT_UNDERSTOOD
    assert not set(understood.SOME_VALUES) & understood.NOT_UNDERSTOOD


def test_classic_is_understood_and_modern_american_is_not():
    assert load_preset("classic").quick_tests_hold
    modern = load_preset("modern_american")
    assert modern.initial_meld_needs_clean and not modern.quick_tests_hold


@pytest.mark.parametrize("option", sorted(understood.NOT_UNDERSTOOD))
def test_an_option_they_do_not_understand_switches_them_off(option):
    classic = load_preset("classic")
    field = next(field for field in dataclasses.fields(Rules) if field.name == option)
    changed = {bool: True, tuple: ("A",)}.get(type(getattr(classic, option)), 2)
    assert understood.quick_tests_hold(classic)
    assert not understood.quick_tests_hold(_with(classic, option, changed)), field.name


def test_every_three_laid_out_switches_them_off_but_dead_threes_do_not():
    classic = load_preset("classic")
    assert understood.quick_tests_hold(_with(classic, "threes", "dead"))
    assert not understood.quick_tests_hold(_with(classic, "threes", "bonus_both"))


def test_a_new_option_stands_them_aside_until_they_understand_it(monkeypatch):
    # As if `going_out_bonus` were new: the quick tests hold at its default only.
    classic = load_preset("classic")
    monkeypatch.setattr(understood, "ANY_VALUE", understood.ANY_VALUE - {"going_out_bonus"})
    default = next(field.default for field in dataclasses.fields(Rules) if field.name == "going_out_bonus")
    assert understood.quick_tests_hold(_with(classic, "going_out_bonus", default))
    assert not understood.quick_tests_hold(_with(classic, "going_out_bonus", default + 100))


@pytest.mark.parametrize("name", available_presets())
def test_every_preset_is_judged_as_the_list_of_known_breakers_did(name):
    # The options known to break the quick tests before they said what they understand.
    rules = load_preset(name)
    before = not (rules.meld_base is not None or rules.pure_ranks or rules.dead_completed_ranks
                  or rules.wild_meld_locks_wild or rules.undiscardable or rules.empty_pile_forbidden
                  or rules.initial_meld_needs_clean or rules.natural_canasta_meets_minimum
                  or rules.no_going_out_with_incomplete or rules.threes == "bonus_both")
    assert rules.quick_tests_hold == before


def _with(rules: Rules, option: str, value: object) -> Rules:
    """`rules` with one option changed, without the checks a whole rule set gets (only the
    option's value is read here)."""
    changed = object.__new__(Rules)
    for field in dataclasses.fields(Rules):
        object.__setattr__(changed, field.name, getattr(rules, field.name))
    object.__setattr__(changed, option, value)
    return changed
