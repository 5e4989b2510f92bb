"""A finished hand's scores as a position text writes them (docs/positions.md):
`result 3: out=0 concealed=no 285,15,1,500,...` with seventeen figures a side, in the
order below, as texts have written them since format 1. Reading gives the lines back in
the words of those texts' time (one line a figure), adding up to the same totals."""

from __future__ import annotations

from .score_parts import ScoreLine
from .scoring import HandResult, SideScore

# The figures of a side, in the order a result line writes them.
RESULT_FIGURES = ("table_cards", "hand_cards", "natural_canastas", "natural_canasta_points", "mixed_canastas",
                  "mixed_canasta_points", "red_threes", "red_three_points", "going_out", "penalties",
                  "canastas_missing", "golden_suits", "golden_suit_points", "treasure_pots", "treasure_pot_points",
                  "multiplier", "total")
RESULT = "result "


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def side_figures(score: SideScore) -> list[int]:
    """`score` as the seventeen figures of a result line."""
    figures = {name: score.figure(name) for name in RESULT_FIGURES}
    figures["canastas_missing"] = int(bool(figures["canastas_missing"]))
    figures["multiplier"] = 2 ** score.figure("doublings")
    figures["total"] = score.total
    return [figures[name] for name in RESULT_FIGURES]


def result_text(result: HandResult) -> str:
    went_out = "-" if result.went_out is None else str(result.went_out)
    parts = [f"{RESULT}{result.hand_number}: out={went_out} concealed={_yes(result.concealed)}"]
    parts += [",".join(str(figure) for figure in side_figures(side)) for side in result.sides]
    return " ".join(parts)


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
