"""Options earlier versions of the program wrote that other options now say: reading an
older position, record or rule set, each gives the options it stands for."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .rule_reading import parse_value


def _red_three_value(key: str, raw: Any, values: Mapping[str, Any]) -> dict[str, Any]:
    """`red_three_value` of earlier texts: the points for each red three."""
    each = parse_value(key, int, raw, 0, 10000)
    return {"red_three_points": values["red_three_points"].with_each(each)}


def _all_red_threes_value(key: str, raw: Any, values: Mapping[str, Any]) -> dict[str, Any]:
    """`all_red_threes_value` of earlier texts: the points for four red threes together."""
    return {"red_three_points": values["red_three_points"].with_count(4, parse_value(key, int, raw, 0, 10000))}


# Options earlier versions wrote that others now say: each gives the options it stands
# for, from its value and the options read so far (texts write options in a fixed order).
RETIRED_OPTIONS: dict[str, Callable[[str, Any, Mapping[str, Any]], dict[str, Any]]] = {
    "red_three_value": _red_three_value, "all_red_threes_value": _all_red_threes_value,
}
