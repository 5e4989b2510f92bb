"""Finding a rule set's score parts by name, among the standard parts (standard_parts.py,
imported here so that they are registered) and those the hooks registered
(score_parts.register_score_part)."""

from __future__ import annotations

from typing import Sequence

from . import standard_parts  # noqa: F401  (registers the standard parts)
from ..play.errors import RuleOptionError
from .score_parts import SCORE_PART_PLACES, SCORE_PARTS, ScorePart, score_part_words


def find_score_parts(names: Sequence[str]) -> tuple[ScorePart, ...]:
    """The parts `score_parts: names` stands for; RuleOptionError naming the option if
    one of the names is unknown or repeated, or two score the same thing."""
    parts = []
    for name in names:
        part = SCORE_PARTS.get(name)
        if part is None:
            known = ", ".join(SCORE_PARTS)
            raise RuleOptionError("score_parts", f"'{name}' names no score part (known: {known}); a rule set's "
                                                 f"parts are registered when its hooks are imported "
                                                 f"(canasta.variants)")
        parts.append(part)
    if len(set(names)) != len(names):
        twice = next(name for name in names if names.count(name) > 1)
        raise RuleOptionError("score_parts", f"'{twice}' is named twice")
    by_place: dict[int, str] = {}
    for name in names:
        place = SCORE_PART_PLACES[name]
        if place is not None and place in by_place:
            first, second = score_part_words(by_place[place]), score_part_words(name)
            raise RuleOptionError("score_parts", f"\"{first}\" and \"{second}\" score the same thing in two ways: "
                                                 f"choose one of them")
        if place is not None:
            by_place[place] = name
    return tuple(parts)
