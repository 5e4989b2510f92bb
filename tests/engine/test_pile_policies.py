"""How the pile is taken is a policy the rule set names (`pile_taking`), not a question
of which rule set is played: the engine, the computer players and the table ask it.

The standard policy lives in the engine (canasta/engine/rules/pile.py); Kanastic's lives with
its hooks (canasta/variants/hooks/kanastic.py) and registers itself by name."""

from __future__ import annotations

import pytest

from canasta.engine import Card, GameState, RuleOptionError, Rules
from canasta.engine.play.actions import TAKE
from canasta.engine.rules.pile import PILE_POLICIES, STANDARD_PILE, find_pile_policy, register_pile_policy
from canasta.engine.game.queries import pile_take_mode
from canasta.variants import load_preset
from canasta.variants.hooks.kanastic import KANASTIC_PILE, KanasticPile
from canasta.variants.yaml_source import ConfigError

from .helpers import play, position, refusal


def test_each_rule_set_names_its_pile_policy_and_finds_it_by_name():
    assert find_pile_policy("standard") is STANDARD_PILE
    assert find_pile_policy("kanastic") is KANASTIC_PILE  # registered when canasta.variants is imported
    assert load_preset("classic").pile_policy is STANDARD_PILE
    assert load_preset("windows").pile_policy is STANDARD_PILE
    assert load_preset("kanastic").pile_policy is KANASTIC_PILE
    # The Rule Options dialog offers every registered policy.
    assert list(Rules.info("pile_taking").choices or ()) == list(PILE_POLICIES)
    assert {"standard", "kanastic"} <= set(Rules.info("pile_taking").choices or ())


def test_a_pile_policy_nobody_registered_is_an_error_that_names_the_option(tmp_path):
    with pytest.raises(RuleOptionError) as error:
        Rules.from_options({"pile_taking": "sideways"})
    assert error.value.key == "pile_taking"
    assert "'sideways'" in str(error.value) and "standard" in str(error.value) and "kanastic" in str(error.value)

    with pytest.raises(RuleOptionError) as error:
        Rules(pile_taking="sideways")  # built directly, without the option's checks
    assert str(error.value).startswith("pile_taking: 'sideways' names no pile policy (known: standard, ")
    assert "kanastic" in str(error.value) and "word" in str(error.value)

    rule_file = tmp_path / "house.yaml"
    rule_file.write_text("name: house\noptions:\n  players: 4\n  pile_taking: sideways\n")
    from canasta.variants.registry import load_rules_file
    with pytest.raises(ConfigError) as config_error:
        load_rules_file(rule_file)
    assert config_error.value.key == "options.pile_taking" and config_error.value.line == 4


def test_a_name_is_registered_once():
    register_pile_policy("kanastic", KANASTIC_PILE)  # importing the hook again changes nothing
    with pytest.raises(ValueError, match="'kanastic' is already registered"):
        register_pile_policy("kanastic", KanasticPile())


class LockedPile(KanasticPile):
    """A house rule: the pile is never taken, only drawn past."""

    def take_problem(self, state: GameState, top: Card) -> str | None:
        return "Under the house rules the pile is never taken."


def test_a_new_rule_set_brings_its_own_policy(monkeypatch):
    monkeypatch.setitem(PILE_POLICIES, "locked", LockedPile())
    rules = load_preset("kanastic").replace({"pile_taking": "locked"})
    state = GameState.from_text("canasta position 1\nrules: locked\nplayers: 2\nphase: draw\n"
                                "hand 0: Kd Ks Ah Ad As 5c 6c\nhand 1: 4c 4d 4s\npile: 6d Qc Kh\n"
                                "stock: 8h 8d 8s 8c 6c\n", rules=rules)
    assert refusal(state, "take") == "Under the house rules the pile is never taken."
    assert TAKE not in state.legal_actions()


KANASTIC = """
    players: 2
    phase: draw
    hand 0: {hand}
    hand 1: 4c 4d 4s
    table 1: 9: 9h 9d 9s
    pile: 6d Qc {top}
    stock: 8h 8d 8s 8c 6c
"""


def test_in_kanastic_a_side_that_has_not_melded_takes_the_top_card_alone():
    state = position("kanastic", KANASTIC.format(hand="Kd Ks Ah Ad As 5c 6c", top="Kh"))
    assert pile_take_mode(state) == "top"
    play(state, "take", "meld Kd Ks", "meld Ah Ad As")
    assert [str(card) for card in state.pile] == ["6d", "Qc"]  # the rest of the pile stays


def test_in_kanastic_a_side_that_has_melded_picks_up_the_whole_pile_after_its_discard():
    state = position("kanastic", KANASTIC.format(hand="Kd Ks Ah Ad As 5c 6c", top="Kh").replace(
        "table 1: 9: 9h 9d 9s", "table 0: 9: 9h 9d 9s"))
    assert pile_take_mode(state) == "pickup"
    play(state, "take", "meld Kd Ks")
    assert [str(card) for card in state.pickup] == ["6d", "Qc"]  # beside the player until the discard
    play(state, "discard 5c")
    assert {"6d", "Qc"} <= {str(card) for card in state.hands[0]}


def test_in_kanastic_only_a_natural_card_on_top_can_be_taken():
    state = position("kanastic", KANASTIC.format(hand="Kd Ks Ah Ad As 5c 6c", top="SH"))
    assert refusal(state, "take") == "The pile cannot be taken while a Shield is on top."
    assert state.rules.pile_policy.pile_note(state, 0, state.pile[-1]) == "a Shield on top: not to be taken"
    classic = position("classic", "players: 2\nphase: draw\nhand 0: Kd Ks 5c\nhand 1: 4c 4d 4s\n"
                                  "pile: 6d Qc 3s\nstock: 8h 8d 8s 8c 6c")
    assert pile_take_mode(classic) == "pile"
    assert classic.rules.pile_policy.pile_note(classic, 0, classic.pile[-1]) == "stopped by a black three"


STANDARD_PRESETS = ["classic", "windows", "samba", "bolivia", "brazilian", "chilean", "italian", "hand_and_foot",
                    "modern_american", "cuban", "uruguayan", "british"]
DRAW = ("players: 4\nphase: draw\nhand 0: Kd Ks 5c 6h 7h\nhand 1: 4c 4d 4s\nhand 2: 5h 5d 5s\nhand 3: 6d 6s 7c\n"
        "table 0: 9: 9h 9d 9s\nopened 0: yes\npile: {pile}\nstock: 8h 8d 8s 8c 6c")  # side 0 has melded


@pytest.mark.parametrize("preset", STANDARD_PRESETS)
@pytest.mark.parametrize("top, note", [("3s", "stopped by a black three"), ("3h", "stopped by a red three")])
def test_a_three_on_top_of_a_frozen_pile_is_what_the_note_names(preset, top, note):
    state = position(preset, DRAW.format(pile=f"6d 2c Kh {top}"))
    assert state.rules.pile_policy is STANDARD_PILE
    assert state.rules.pile_policy.pile_note(state, 0, state.pile[-1]) == note
    assert "three is on top" in refusal(state, "take")  # the engine refuses it for the same card


@pytest.mark.parametrize("preset", STANDARD_PRESETS)
def test_a_pile_frozen_for_everyone_is_worded_one_way_whatever_freezes_it(preset):
    frozen_by_a_wild = position(preset, DRAW.format(pile="6d 2c Kh"))
    plain = position(preset, DRAW.format(pile="6d Qc Kh"))
    note = STANDARD_PILE.pile_note(frozen_by_a_wild, 0, frozen_by_a_wild.pile[-1])
    assert note.startswith("frozen: ") and " take" in note
    plain_note = STANDARD_PILE.pile_note(plain, 0, plain.pile[-1])
    if plain.rules.pile_always_frozen:
        assert plain_note == "frozen: a natural pair takes it"
    else:
        assert not plain_note.startswith("frozen: ")
