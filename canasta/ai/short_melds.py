"""Melds that cost points when the hand ends short (Brazilian: each run of fewer than five
cards, `incomplete_meld_penalty: {short_sequence: ...}`), as the computer players weigh them."""

from __future__ import annotations

from canasta.engine import RUN, MeldKind, Rules


def short_length(rules: Rules, kind: MeldKind) -> int:
    """The fewest cards a meld of `kind` must hold not to cost points when the hand ends
    (0: no length is charged for)."""
    if kind is RUN and dict(rules.incomplete_meld_penalty).get("short_sequence"):
        return rules.short_sequence_length
    return 0

