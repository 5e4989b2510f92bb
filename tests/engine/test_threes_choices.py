"""The one option `threes` holds Hand and Foot's dead threes and Modern American's threes
laid out by colour beside the classic rule: what each sets aside when dealt or drawn."""

import pytest

from canasta.engine.play.errors import RuleOptionError
from canasta.variants import load_preset


def test_classic_threes_set_aside_only_red_ones():
    assert load_preset("classic").set_aside_zones == {"3r": "red_threes"}


def test_dead_threes_are_never_set_aside_and_a_red_one_may_be_discarded():
    rules = load_preset("classic").replace({"threes": "dead"})
    assert rules.set_aside_zones == {} and rules.red_threes_held


def test_threes_by_colour_lay_out_black_threes_with_the_red_ones():
    rules = load_preset("classic").replace({"threes": "bonus_both"})
    assert rules.set_aside_zones == {"3r": "red_threes", "3b": "red_threes"}
    assert not rules.red_threes_held and not rules.quick_tests_hold


def test_threes_take_no_other_word():
    with pytest.raises(RuleOptionError):
        load_preset("classic").replace({"threes": "wild"})
