"""A finished hand's scores as a position text writes them (docs/positions.md).

Today's texts write each side's score lines whole, as JSON after the hand's number:
`result 3: out=0 concealed=no sides=[{"total": 535, "lines": [{"label": "Cards on the
table", "points": 240, "part": "table_cards", "figures": [["table_cards", 240]]}, ...]}, ...]`,
so any part a rule set scores (a samba, a short run's penalty) reads back as it was shown
(a label whose words vary as the message it was made as: score_labels.py).
Texts written before that give seventeen figures a side instead
(`result 3: out=0 concealed=no 285,15,1,500,...`, in the order of RESULT_FIGURES); reading
them gives the lines back in the words of their time (one line a figure), adding up to
the same totals."""

from __future__ import annotations

import json
from typing import Any, TypeGuard

from ..scoring.score_labels import label_message
from ..scoring.score_parts import ScoreLine
from ..scoring.scoring import HandResult, SideScore

# The figures of a side, in the order a result line writes them.
RESULT_FIGURES = ("table_cards", "hand_cards", "natural_canastas", "natural_canasta_points", "mixed_canastas",
                  "mixed_canasta_points", "red_threes", "red_three_points", "going_out", "penalties",
                  "canastas_missing", "golden_suits", "golden_suit_points", "treasure_pots", "treasure_pot_points",
                  "multiplier", "total")
RESULT = "result "


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def result_text(result: HandResult) -> str:
    went_out = "-" if result.went_out is None else str(result.went_out)
    sides = [{"total": side.total, "lines": [_line_to_plain(line) for line in side.lines]} for side in result.sides]
    return (f"{RESULT}{result.hand_number}: out={went_out} concealed={_yes(result.concealed)} "
            f"sides={json.dumps(sides, ensure_ascii=False)}")


def read_result(line: str, sides: int) -> HandResult:
    """The hand result a position text's `line` writes, in today's form or the figures of
    earlier texts; ValueError when it is not one (or not for `sides` sides)."""
    head, _, rest = line.partition(":")
    words = head.split()
    if len(words) != 2 or words[0] != RESULT.strip():
        raise ValueError("not a result line")
    number = int(words[1])
    out_word, concealed_word, scores = (rest.strip().split(None, 2) + ["", ""])[:3]
    out_key, _, went_out = out_word.partition("=")
    concealed_key, _, concealed_text = concealed_word.partition("=")
    if out_key != "out" or concealed_key != "concealed" or concealed_text not in ("yes", "no"):
        raise ValueError("a result names who went out and whether concealed")
    concealed = concealed_text == "yes"
    if scores.startswith("sides="):
        side_scores = [_side_from_plain(plain) for plain in _json_list(scores[len("sides="):])]
    else:
        side_scores = [side_from_figures([int(value) for value in word.split(",")], concealed)
                       for word in scores.split()]
    if len(side_scores) != sides:
        raise ValueError(f"a result has a score for each of the {sides} sides")
    return HandResult(number, None if went_out == "-" else int(went_out), concealed, tuple(side_scores))


def _line_to_plain(line: ScoreLine) -> dict[str, Any]:
    plain: dict[str, Any] = {"label": line.label, "points": line.points, "part": line.part}
    if line.figures:
        plain["figures"] = [[name, value] for name, value in line.figures]
    if line.in_hand:
        plain["in_hand"] = True
    return plain


def _json_list(text: str) -> list[Any]:
    value = json.loads(text)
    if not isinstance(value, list):
        raise ValueError("a list of sides")
    return value


def _side_from_plain(plain: Any) -> SideScore:
    if not isinstance(plain, dict) or not isinstance(plain.get("lines"), list):
        raise ValueError("a side's score is its lines and its total")
    lines = []
    for item in plain["lines"]:
        if not isinstance(item, dict):
            raise ValueError("a score line")
        label, points, part = item.get("label"), item.get("points"), item.get("part")
        figures = item.get("figures", [])
        in_hand = item.get("in_hand", False)
        if not (isinstance(label, str) and _is_int(points) and isinstance(part, str) and isinstance(in_hand, bool)
                and isinstance(figures, list)
                and all(isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str) and _is_int(pair[1])
                        for pair in figures)):
            raise ValueError("a score line has a label, points, a part and named figures")
        # The label as the part made it, so that the table says it in the player's language.
        lines.append(ScoreLine(label_message(label), points, part, tuple((name, value) for name, value in figures),
                               in_hand))
    total = plain.get("total")
    if not _is_int(total):
        raise ValueError("a side's score has a total")
    return SideScore(tuple(lines), total)  # ValueError unless the lines add up to the total


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _counted(label: str, count: int, points: int, part: str, names: tuple[str, str]) -> list[ScoreLine]:
    if not count:
        return []
    return [ScoreLine(f"{label} ({count})", points, part, ((names[0], count), (names[1], points)))]


def side_from_figures(values: list[int], concealed: bool) -> SideScore:
    """The side score seventeen figures stand for; ValueError when they do not add up."""
    if len(values) != len(RESULT_FIGURES):
        raise ValueError("a side's result has seventeen figures")
    f = dict(zip(RESULT_FIGURES, values))
    table = f["table_cards"]
    if f["canastas_missing"]:
        lines = [ScoreLine("Cards on the table (no canasta: counted against)", -table, "table_cards",
                           (("table_cards", table), ("canastas_missing", 1)))]
    else:
        lines = [ScoreLine("Cards on the table", table, "table_cards", (("table_cards", table),))]
    lines.append(ScoreLine("Cards in hand", -f["hand_cards"], "hand_cards", (("hand_cards", f["hand_cards"]),),
                           in_hand=True))
    lines += _counted("Natural canastas", f["natural_canastas"], f["natural_canasta_points"], "canastas",
                      ("natural_canastas", "natural_canasta_points"))
    lines += _counted("Mixed canastas", f["mixed_canastas"], f["mixed_canasta_points"], "canastas",
                      ("mixed_canastas", "mixed_canasta_points"))
    lines += _counted("Golden suits", f["golden_suits"], f["golden_suit_points"], "canastas",
                      ("golden_suits", "golden_suit_points"))
    lines += _counted("Red threes", f["red_threes"], f["red_three_points"], "red_threes",
                      ("red_threes", "red_three_points"))
    lines += _counted("Treasure Pots", f["treasure_pots"], f["treasure_pot_points"], "treasure_pots",
                      ("treasure_pots", "treasure_pot_points"))
    if f["going_out"]:
        lines.append(ScoreLine("Going out concealed" if concealed else "Going out", f["going_out"], "going_out",
                               (("going_out", f["going_out"]),)))
    if f["penalties"]:
        lines.append(ScoreLine("Pile put back", -f["penalties"], "pile_put_back", (("penalties", f["penalties"]),)))
    multiplier, total = f["multiplier"], f["total"]
    doublings = multiplier.bit_length() - 1
    if multiplier < 1 or multiplier != 2 ** doublings:
        raise ValueError("the multiplier is a power of two")
    if doublings:
        lines.append(ScoreLine(f"Doubled: x{multiplier}", total - total // multiplier, "doublings",
                               (("doublings", doublings),)))
    return SideScore(tuple(lines), total)  # ValueError unless the lines add up to the total
