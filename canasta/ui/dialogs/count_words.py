"""Numbers in words as they count a noun of their own, in the player's language: the
number words of a language that agree with their noun (Portuguese's "duas equipes")."""

from __future__ import annotations

from canasta.language import ruleset_form


def sides_words(count: int) -> str:
    """A number of sides in words, as it counts sides ("two", Portuguese's feminine "duas
    equipes"); past six in figures."""
    words = {2: ruleset_form("sides", "two"), 3: ruleset_form("sides", "three"), 4: ruleset_form("sides", "four"),
             5: ruleset_form("sides", "five"), 6: ruleset_form("sides", "six")}
    return words.get(count, str(count))
