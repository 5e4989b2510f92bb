"""The options that list choices (player_counts, meld_kinds, score_parts): their choices
come from the engine's registries in the engine's order, and a list that cannot be
played is refused with a sentence a player understands."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from canasta.engine import RuleOptionError, Rules
from canasta.engine.scoring import score_parts
from canasta.engine.melds.meld_kinds import MELD_KINDS
from canasta.engine.rules.rules import SEAT_COUNTS
from canasta.engine.scoring.score_parts import SCORE_PARTS, STANDARD_SCORE_PARTS, register_score_part, score_part_words
from canasta.variants import load_preset
from canasta.variants.hooks.kanastic import KANASTIC_SCORE_PARTS


class StyleBonus:
    def score(self, state, side, lines):  # pragma: no cover - never scored here
        return lines


@pytest.fixture
def style_part() -> Iterator[str]:
    """A part registered for one test, between the canasta bonuses and the red threes."""
    register_score_part("style", StyleBonus(), "Style bonus", 35)
    yield "style"
    for table in (SCORE_PARTS, score_parts.SCORE_PART_WORDS, score_parts.SCORE_PART_PLACES):
        table.pop("style", None)


def refusal(options: dict) -> RuleOptionError:
    with pytest.raises(RuleOptionError) as error:
        Rules.from_options(options)
    return error.value


def test_the_list_options_declare_their_choices():
    assert tuple(Rules.info("player_counts").choices) == SEAT_COUNTS
    assert Rules.info("player_counts").choice_words[5] == "5 players"
    assert Rules.info("meld_kinds").choices == MELD_KINDS.keys()
    assert Rules.info("score_parts").choices == SCORE_PARTS.keys()
    assert Rules.info("score_parts").choice_words["hand_cards"] == "Cards in hand"


def test_score_parts_are_kept_in_the_order_their_lines_are_shown():
    order = list(SCORE_PARTS)
    for preset in (STANDARD_SCORE_PARTS, KANASTIC_SCORE_PARTS):
        assert sorted(preset, key=order.index) == list(preset)
    # Doublings double every line before them; the bonus for the canastas that win the
    # game (house ruling 5) alone comes after, never doubled.
    assert order[-2:] == ["doublings", "canastas_to_win"]


def test_a_registered_part_is_a_choice_at_its_place(style_part):
    choices = list(Rules.info("score_parts").choices)
    assert choices.index("canastas") + 1 == choices.index("style")
    assert score_part_words("style") == "Style bonus"
    rules = Rules.from_options({"score_parts": [*STANDARD_SCORE_PARTS[:3], "style"]})
    assert rules.score_parts[-1] == "style"


def test_two_parts_that_score_the_same_thing_are_refused_in_words():
    error = refusal({"score_parts": ["table_cards", "hand_cards", "hand_cards_and_shields"]})
    assert error.key == "score_parts"
    assert error.reason == ('"Cards in hand" and "Cards in hand, Shields apart" score the same thing in two ways: '
                            'choose one of them')
    assert "going out" in refusal({"score_parts": ["going_out", "going_out_on_first_meld"]}).reason.lower()


@pytest.mark.parametrize("options, key, reason", [
    ({"player_counts": []}, "player_counts", "the rule set must allow at least one number of players"),
    ({"meld_kinds": []}, "meld_kinds", "every rule set has groups of a rank (group): they cannot be left out"),
    ({"meld_kinds": ["threes", "run"]}, "meld_kinds",
     "every rule set has groups of a rank (group): they cannot be left out"),
    ({"score_parts": []}, "score_parts", "a hand's score needs at least one part"),
    ({"player_counts": [2, 3]}, "players",
     "the usual number of players, 4, is not one of the numbers the rule set can be played with (2 or 3)"),
])
def test_a_list_that_cannot_be_played_is_refused_in_words(options, key, reason):
    error = refusal(options)
    assert (error.key, error.reason) == (key, reason)


def test_the_presets_lists_are_still_good():
    for name in ("classic", "windows", "kanastic"):
        rules = load_preset(name)
        assert Rules.from_options(rules.to_options()) == rules
