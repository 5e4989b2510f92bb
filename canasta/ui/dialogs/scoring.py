"""The detailed scoring of a hand, side by side, and the end of the game."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame
from pygame_gui.elements import UILabel, UIPanel

from canasta.engine import HandResult, Message
from canasta.language import N_, _, ngettext, points, render
from canasta.ui.scene import Context

from ..side_names import AND, side_lines
from .base import CloseCallback, Dialog
from .widgets import Column, label, line_height, paragraph, paragraph_height, split_row, style

HIDDEN = "?"
TOTAL_ROW = "Total"
# The rows the engine's score parts name in plain words (their row names, split from their
# details), in the player's language; the rows whose words vary (a rank, a colour, a count)
# are the engine's messages, rendered whole (`row_and_detail`); a rule set's own row that is
# neither shows as its hook names it.
SCORE_ROWS = (N_("Cards on the table"), N_("Cards in hand"), N_("Natural canastas"), N_("Mixed canastas"),
              N_("Red threes"), N_("Black threes"), N_("Black threes set aside"), N_("Golden suits"),
              N_("Going out"), N_("Going out concealed"), N_("Pile put back"), N_("Acaba"), N_("Doubled"),
              N_("Short runs"), N_("Special hand"), N_("Threes in hand"), N_("Unplayed feet"),
              N_("Shields in hand"))
SCORE_DETAILS = (N_("no canasta: counted against"), N_("conceded the hand"))
# A longer detail than this goes to a note under the table instead of beside the points.
INLINE_DETAIL_LENGTH = 10
SIDE_COLUMN = 180  # a side's column, in unscaled pixels

OK = "ok"
NEW_GAME = "new"


def points_text(value: int) -> str:
    """Points as the scoring writes them (`canasta.language.points`)."""
    return points(value)


def split_label(text: str) -> tuple[str, str]:
    """A score line's label as (row name, detail for this side):
    "Canastas: 1 natural, 0 mixed" -> ("Canastas", "1 natural, 0 mixed"); "Red threes (2)" -> ("Red threes", "2")."""
    if "(" in text and text.endswith(")"):
        head, detail = text[:-1].split("(", 1)
        return head.strip(), detail.strip()
    if ":" in text:
        head, detail = text.split(":", 1)
        return head.strip(), detail.strip()
    return text.strip(), ""


def row_and_detail(label: str) -> tuple[str, str]:
    """A score line's label as (row name, detail) in the player's language: an engine's
    message rendered, its row opening with a capital as every row does ("Duas canastras",
    "Treses rojos"); plain words (the fixed rows, a record's lines) as `split_label` gives
    them, said with `row_words` where shown."""
    if not isinstance(label, Message):
        return split_label(label)
    name, detail = split_label(render(label))
    return name[:1].upper() + name[1:], detail


def row_words(name: str) -> str:
    """A row's name as the table shows it: the total's as "This hand", a plain row of
    SCORE_ROWS in the player's language (a rendered one is already)."""
    return _("This hand") if name == TOTAL_ROW else _(name)


def merged_order(names_per_side: Sequence[Sequence[str]]) -> list[str]:
    """One order for the rows of all sides: each side's rows keep their order, a row
    only a later side has goes after the row it follows there; the total last."""
    order: list[str] = []
    for names in names_per_side:
        previous: str | None = None
        for name in names:
            if name not in order:
                order.insert(order.index(previous) + 1 if previous in order else 0, name)
            previous = name
    order.sort(key=lambda name: name == TOTAL_ROW)
    return order


# The parts whose lines count cards no seat may see while the hand goes on (the feet not
# picked up): while the hand is scored as it stands, "?" for every side, its total too.
UNSEEN_PARTS = ("feet",)


def score_table(result: HandResult, hide_sides: Collection[int] = (),
                unseen_parts: Collection[str] = ()) -> list[tuple[str, list[tuple[str, str]]]]:
    """The rows of the scoring table: (row name, [(detail, points) per side]), the total last.

    Each side's rows are its score's lines (SideScore.rows). A row only some sides have
    shows "0" for the others; hidden sides show "?" in the rows that depend on their hands
    (and in their total); every side shows "?" in the rows of the `unseen_parts` (and a
    side with such a row in its total)."""
    per_side: list[dict[str, tuple[str, int]]] = []
    names_per_side: list[list[str]] = []
    hidden_rows = {TOTAL_ROW}
    unseen_rows: set[str] = set()
    unseen_totals: set[int] = set()
    for index, score in enumerate(result.sides):
        cells = {}
        names = []
        for text, points in score.rows():
            name, detail = row_and_detail(text)
            cells[name] = (detail, points)
            names.append(name)
        hidden_rows |= {row_and_detail(text)[0] for text in score.in_hand_labels()}
        unseen = {row_and_detail(line.label)[0] for line in score.lines if line.part in unseen_parts}
        if unseen:
            unseen_rows |= unseen
            unseen_totals.add(index)
        per_side.append(cells)
        names_per_side.append(names)
    rows = []
    for name in merged_order(names_per_side):
        cells = []
        for index, side_cells in enumerate(per_side):
            if (index in hide_sides and name in hidden_rows) or name in unseen_rows \
                    or (name == TOTAL_ROW and index in unseen_totals):
                cells.append(("", HIDDEN))
            else:
                detail, points_value = side_cells.get(name, ("", 0))
                cells.append((detail, points_text(points_value)))
        rows.append((name, cells))
    return rows


class ScoringDialog(Dialog):
    """End-of-hand detailed scoring: one column per side, the game totals below; `title`
    (the window's) is the place to say who went out. Each line of the sides' scores is a
    row (every bonus and doubling has a line of its own).
    With `hide_sides` (the scoreboard view during a hand) those sides' hand-dependent
    rows show "?"; `notes` go under the table. The result is "ok", or None for Escape."""

    def __init__(self, context: Context, result: HandResult, side_names: Sequence[str], totals: Sequence[int],
                 title: str, hide_sides: Collection[int] = frozenset(), on_close: CloseCallback | None = None,
                 unseen_parts: Collection[str] = (), notes: Sequence[str] = ()):
        super().__init__(context, on_close)
        if not (len(side_names) == len(totals) == len(result.sides)):
            raise ValueError("give one name and one total per side of the result")
        self.result = result
        self.side_names = list(side_names)
        self.totals = list(totals)
        self.title = title
        self.hide_sides = frozenset(hide_sides)
        self.rows = score_table(result, self.hide_sides, unseen_parts)
        self.footnotes = [f"* {self.side_names[side]}: {_(detail)}" for _row, cells in self.rows
                          for side, (detail, _points) in enumerate(cells) if len(detail) > INLINE_DETAIL_LENGTH]
        self.footnotes += list(notes)
        self.cells: dict[tuple[str, int], UILabel] = {}

    def _sides(self) -> int:
        return len(self.side_names)

    def _header_lines(self) -> list[list[str]]:
        """Each side's name over the lines its column has room for, broken only between
        partners' names ("Player &", "Computer 2"), a name too wide for a line shortened
        (side_names.py), never cut."""
        m = self.metrics

        def fits(text: str) -> bool:
            return m.text_width(self.manager, text, "heading", True) <= m.px(SIDE_COLUMN)

        return [side_lines(name.split(AND), fits) for name in self.side_names]

    def window_size(self) -> tuple[int, int]:
        m = self.metrics
        notes = len(self.footnotes)
        header = max(map(len, self._header_lines())) * line_height(m, "heading")
        body = (header + m.gap + len(self.rows) * m.px(30) + 2 * m.px(5)
                + line_height(m) + m.gap + notes * line_height(m, "note") + m.px(24) + m.row)
        width = m.px(330) + self._sides() * m.px(200)
        return min(round(self.size[0] * 0.94), width), self.outer_height(body)

    def build(self, body: pygame.Rect) -> None:
        m, manager, window = self.metrics, self.manager, self.window
        self.cells = {}
        column = Column(body, m.gap)
        widths = [None] + [m.px(SIDE_COLUMN)] * self._sides()
        names = self._header_lines()
        height = line_height(m, "heading")
        header = split_row(column.take(max(map(len, names)) * height).inflate(-m.px(16), 0), widths, m.gap)
        for index, lines in enumerate(names):
            cell = header[index + 1]
            for number, line in enumerate(lines):
                label(manager, window, pygame.Rect(cell.x, cell.y + number * height, cell.width, height),
                      line, "heading_number")
        row_height = m.px(30)
        for number, (name, cells) in enumerate(self.rows):
            if name == TOTAL_ROW:
                self._rule(column)
            rect = column.take(row_height, gap=0)
            if number % 2 == 0 and name != TOTAL_ROW:
                UIPanel(rect, manager=manager, container=window, object_id=style("stripe"))
            pieces = split_row(rect.inflate(-m.px(16), 0), widths, m.gap)
            strong = "strong" if name == TOTAL_ROW else None
            label(manager, window, pieces[0], row_words(name), strong)
            for side, (detail, points) in enumerate(cells):
                self._cell(pieces[side + 1], detail, points, strong, (name, side))
        self._rule(column)
        rect = column.take(line_height(m))
        pieces = split_row(rect.inflate(-m.px(16), 0), widths, m.gap)
        label(manager, window, pieces[0], _("Game total"), "heading")
        for side, total in enumerate(self.totals):
            self.cells[("Game total", side)] = label(manager, window, pieces[side + 1], points_text(total),
                                                     "heading_number")
        for note in self.footnotes:
            label(manager, window, column.take(line_height(m, "note"), gap=0), note, "note")
        self.button_row(column, [(_("OK"), self.accept)], primary=0)

    def _cell(self, rect: pygame.Rect, detail: str, points: str, strong: str | None, key: tuple[str, int]) -> None:
        m = self.metrics
        detail_rect, points_rect = split_row(rect, [None, m.px(70)], m.px(6))
        if len(detail) > INLINE_DETAIL_LENGTH:
            points = f"* {points}"
        elif detail:
            label(self.manager, self.window, detail_rect, f"({_(detail)})", "note_number")
        self.cells[key] = label(self.manager, self.window, points_rect, points,
                                "strong_number" if strong else "number")

    def _rule(self, column: Column) -> None:
        m = self.metrics
        rect = column.take(max(1, m.px(1)), gap=m.px(4))
        UIPanel(rect, manager=self.manager, container=self.window, object_id=style("table_rule"))

    def accept(self) -> None:
        self.finish(OK)


def game_over_text(side_names: Sequence[str], totals: Sequence[int],
                   won_with: tuple[int, str] | None = None) -> str:
    """The winner and the margin, or the sides that tie; `won_with`: the side that won
    by what it made (its canastas), whatever the totals."""
    if won_with is not None:
        side, what = won_with
        best_other = max(total for other, total in enumerate(totals) if other != side)
        return _("{side} won with {what} ({score} to {other} points).").format(
            side=side_names[side], what=what, score=points_text(totals[side]), other=points_text(best_other))
    ranking = sorted(zip(totals, side_names), key=lambda pair: -pair[0])
    best = ranking[0][0]
    leaders = [name for total, name in ranking if total == best]
    if len(leaders) > 1:
        names = leaders[0]
        for leader in leaders[1:]:
            names = _("{first} and {last}").format(first=names, last=leader)
        return ngettext("A tie: {sides} have {count} point each.", "A tie: {sides} have {count} points each.",
                        best).format(sides=names, count=points_text(best))
    margin = best - ranking[1][0]
    return ngettext("{side} won by {count} point.", "{side} won by {count} points.", margin).format(
        side=leaders[0], count=points_text(margin))


class GameOverDialog(Dialog):
    """The winner, the margin and the final scores. The result is "new" (New game)
    or None (Close, Escape)."""

    def __init__(self, context: Context, side_names: Sequence[str], totals: Sequence[int],
                 on_close: CloseCallback | None = None, won_with: tuple[int, str] | None = None):
        super().__init__(context, on_close)
        self.title = _("Game over")
        if len(side_names) != len(totals) or len(totals) < 2:
            raise ValueError("give one name and one total for each of at least two sides")
        self.side_names = list(side_names)
        self.totals = list(totals)
        self.headline = game_over_text(self.side_names, self.totals, won_with)

    def window_size(self) -> tuple[int, int]:
        m = self.metrics
        width = min(round(self.size[0] * 0.9), m.px(560))
        headline = paragraph_height(self.manager, m, width - 2 * m.margin - 2, self.headline, "large", bold=True)
        body = headline + m.px(18) + len(self.totals) * line_height(m) + m.px(24) + m.row
        return width, self.outer_height(body)

    def build(self, body: pygame.Rect) -> None:
        m, manager, window = self.metrics, self.manager, self.window
        column = Column(body, m.gap)
        height = paragraph_height(manager, m, body.width, self.headline, "large", bold=True)
        paragraph(manager, window, m, column.take(height, gap=m.px(18)), self.headline, "large", role="large")
        for total, name in sorted(zip(self.totals, self.side_names), key=lambda pair: -pair[0]):
            name_rect, total_rect = split_row(column.take(line_height(m), gap=0), [None, m.px(120)], m.gap)
            label(manager, window, name_rect, name)
            label(manager, window, total_rect, points_text(total), "number")
        self.button_row(column, [(_("New game"), self.accept), (_("Close"), self.cancel)], primary=0)

    def accept(self) -> None:
        self.finish(NEW_GAME)
