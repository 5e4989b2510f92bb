"""What the engine works out once from a rule set's options and keeps beside them: the
move list's facts, the count model's scope, the solver's kept answers, run codes, new-meld
shapes, the variant itself. Each module that derives a table of its own keeps it here
under its own name, for as long as the rules live; nothing else is written into `Rules`,
which holds the options as read."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rules.rules import Rules


def derived(rules: Rules) -> dict[str, Any]:
    """The tables worked out from `rules` so far, by name; an entry is added as a module
    first works it out. They are not sent with the rules to another process (Rules.__reduce__)."""
    # Held by the rules object itself, one entry of its own: many of the tables refer to
    # the rules (the variant does), and a store outside them would keep them alive.
    found = rules.__dict__.get("_derived")
    if found is None:
        found = rules.__dict__["_derived"] = {}
    return found
