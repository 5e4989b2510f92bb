"""Every kind of turn a rule set is played with (the engine's `Variant.turn`, by its name)
has its way of melding at the table, its log notes, its status words, its help and its
computer players: a new kind of turn missing one of them fails here, not at a player's table."""

from __future__ import annotations

import pytest

from canasta.ai.strategy import POLICIES, policy_for
from canasta.ai.style import ADVANCED
from canasta.engine import variant_of
from canasta.ui.dialogs.help_turns import TURN_HELP
from canasta.ui.match import MELD_NOTES
from canasta.ui.status import TAKE_BACK_STEPS
from canasta.ui.table.melding import MELDINGS, CardMelding, WordMelding
from canasta.variants import available_presets, load_preset

TURNS = sorted({variant_of(load_preset(name)).turn.name for name in available_presets()})


def test_the_rule_sets_are_played_with_two_kinds_of_turn() -> None:
    assert TURNS == ["standard", "word"]


@pytest.mark.parametrize("registry", [POLICIES, MELDINGS, MELD_NOTES, TAKE_BACK_STEPS, TURN_HELP],
                         ids=["policies", "meldings", "meld notes", "take-back steps", "help"])
def test_every_kind_of_turn_has_its_part(registry: dict) -> None:
    assert sorted(registry) == TURNS


def test_words_are_melded_as_letters_and_cards_as_cards() -> None:
    assert MELDINGS[variant_of(load_preset("bwc")).turn.name] is WordMelding
    assert MELDINGS[variant_of(load_preset("classic")).turn.name] is CardMelding
    assert type(policy_for(load_preset("bwc"), ADVANCED)).__name__ == "WordPolicy"
    assert type(policy_for(load_preset("samba"), ADVANCED)).__name__ == "HeuristicPolicy"
