"""Reading the numbers of a rule option from plain data: a whole number within bounds, a
mapping, a number by number of players; each raises `RuleOptionError` naming the option
(rule_reading.py reads every option through these, and so do the modules that read an
option of their own, such as the kinds of canasta)."""

from __future__ import annotations

from typing import Any, Mapping

from ..play.errors import RuleOptionError
from .rule_values import SEAT_COUNTS, PerPlayers, counts_words


def whole_number(key: str, raw: Any, minimum: int | None = None, maximum: int | None = None) -> int:
    """`raw` as a whole number from `minimum` to `maximum`."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise RuleOptionError(key, f"a whole number is needed, not {raw!r}")
    if minimum is not None and raw < minimum:
        raise RuleOptionError(key, f"{raw} is too small (at least {minimum})")
    if maximum is not None and raw > maximum:
        raise RuleOptionError(key, f"{raw} is too large (at most {maximum})")
    return raw


def mapping_of(key: str, raw: Any) -> Mapping[Any, Any]:
    """`raw`, which must be a mapping."""
    if not isinstance(raw, Mapping):
        raise RuleOptionError(key, f"a mapping is needed, not {raw!r}")
    return raw


def per_players(key: str, raw: Any, minimum: int | None, maximum: int | None) -> PerPlayers:
    """One number for every number of players, or a mapping of numbers of players to numbers."""
    if not isinstance(raw, Mapping):
        return PerPlayers.of(whole_number(key, raw, minimum, maximum))
    values = {}
    for count_key, number in raw.items():
        try:
            count = int(count_key)
        except (TypeError, ValueError):
            count = 0
        if count not in SEAT_COUNTS:
            raise RuleOptionError(key, f"'{count_key}' is not a number of players ({counts_words(SEAT_COUNTS)})")
        values[count] = whole_number(f"{key}.{count}", number, minimum, maximum)
    if not values:
        raise RuleOptionError(key, "a value is needed for at least one number of players")
    return PerPlayers.of(values)
