"""What the engine works out from a rule set is kept beside the rules, for as long as they
live: many rule sets made and dropped (Rule Options, the tests) leave nothing behind."""

from __future__ import annotations

import gc
import weakref

from canasta.engine import Action, GameState
from canasta.engine.derived.tables import derived
from canasta.variants import load_preset


def test_the_tables_of_rules_dropped_go_with_them() -> None:
    kept = []
    for target in range(5000, 5010):
        rules = load_preset("classic").replace({"target_score": target})
        state = GameState(rules, 2, seed=1)
        state.play(Action.parse("draw"))
        state.legal_actions()
        assert "_variant" in derived(rules) and "_listing_facts" in derived(rules)
        kept.append(weakref.ref(rules))
    del rules, state
    gc.collect()
    assert all(ref() is None for ref in kept)


def test_equal_rules_made_apart_work_their_tables_out_apart() -> None:
    first = load_preset("classic").replace({"target_score": 4321})
    second = load_preset("classic").replace({"target_score": 4321})
    assert first == second and first is not second
    derived(first)["note"] = 1
    assert "note" not in derived(second)
