"""The table's way to the dialogs: the dialogs package when it has the dialog, else a plain panel.

Every dialog the table opens goes through here. The dialogs of canasta.ui.dialogs
(pygame_gui) are used when the window has a pygame_gui manager; without one (a
table off screen, in tests) or for a dialog the package lacks, a plain panel of the
table's own (NoticeScene) asks the same question, so whole games can always be played.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Sequence

from canasta.engine import HandResult
from canasta.engine.breakdown import hand_breakdown
from canasta.engine.scoring import score_hand

from .match import Match
from .notice import Line, NoticeScene
from .paint import Painter
from .scene import Context
from .status import game_over_text

Callback = Callable[[Any], None]


def _nothing(_: Any) -> None:
    return None


class Dialogs:
    """Opens dialogs over the table; each calls back once with its result."""

    def __init__(self, context: Context, painter: Painter, use_package: bool = True):
        self.context = context
        self.painter = painter
        self.use_package = use_package and context.ui_manager is not None

    def find(self, name: str, module: str) -> type | None:
        """The dialog class `name` of the dialogs package (or of its `module`), None when there is none."""
        if not self.use_package:
            return None
        for path in ("canasta.ui.dialogs", f"canasta.ui.dialogs.{module}"):
            try:
                found = getattr(importlib.import_module(path), name, None)
            except ImportError:
                continue
            if isinstance(found, type):
                return found
        return None

    def push(self, scene: Any) -> None:
        self.context.stack.push(scene)

    def notice(self, title: str, lines: Sequence[Line], buttons: Sequence[tuple[str, Any]] = (("OK", None),),
               on_close: Callback | None = None) -> None:
        self.push(NoticeScene(self.context, self.painter, title, lines, buttons, on_close))

    # ------------------------------------------------------------ general

    def message(self, title: str, text: str, on_close: Callback | None = None) -> None:
        dialog = self.find("MessageDialog", "message")
        if dialog is not None:
            self.push(dialog(self.context, title, text, on_close=on_close))
        else:
            self.notice(title, [text], on_close=on_close)

    def question(self, title: str, text: str, buttons: Sequence[tuple[str, str]], on_close: Callback,
                 default: str | None = None) -> None:
        """`buttons` are (id, label); `on_close` gets the id pressed, or None when dismissed."""
        dialog = self.find("QuestionDialog", "message")
        if dialog is not None:
            self.push(dialog(self.context, title, text, list(buttons), on_close=on_close, default=default))
            return
        ordered = list(buttons)
        if default is not None:
            ordered.sort(key=lambda button: button[0] != default)
        self.notice(title, [text], [(label, button_id) for button_id, label in ordered] + [("Cancel", None)],
                    on_close)

    # ------------------------------------------------------------ scoring

    def hand_scores(self, match: Match, result: HandResult, on_close: Callback) -> None:
        """The end of a hand: each side's breakdown and the running totals."""
        title = f"Hand {result.hand_number}: " + went_out_text(match, result)
        dialog = self.find("ScoringDialog", "scoring")
        if dialog is not None:
            self.push(dialog(self.context, result, side_names(match), list(match.state.scores), title,
                             on_close=on_close, lines=hand_breakdown(match.state, result)))
            return
        lines = scoring_lines(match, result)
        self.notice(title, lines, [("Next hand" if not match.state.is_terminal() else "OK", "ok")], on_close)

    def table_scores(self, match: Match) -> None:
        """The scoreboard's right-click: the hand scored as it stands, the others' hands hidden."""
        result = score_hand(match.state)
        title = "Detailed scoring (if the hand ended now)"
        others = frozenset(side for side in range(match.state.sides) if side != match.viewer_side)
        dialog = self.find("ScoringDialog", "scoring")
        if dialog is not None:
            self.push(dialog(self.context, result, side_names(match), list(match.state.scores), title,
                             hide_sides=others, on_close=_nothing, lines=hand_breakdown(match.state, result)))
            return
        self.notice(title, scoring_lines(match, result, hide_others=True))

    def game_over(self, match: Match, on_close: Callback) -> None:
        """The winner and the margin; `on_close` gets "new" for a new game."""
        dialog = self.find("GameOverDialog", "scoring")
        if dialog is not None:
            self.push(dialog(self.context, side_names(match), list(match.state.scores), on_close=on_close))
            return
        lines: list[Line] = [game_over_text(match), ("", "Final scores")]
        lines += [(match.side_name(side), f"{score:,}") for side, score in enumerate(match.state.scores)]
        self.notice("Game over", lines, [("New game", "new"), ("Close", None)], on_close)


def side_names(match: Match) -> list[str]:
    return [match.side_name(side) for side in range(match.state.sides)]


def went_out_text(match: Match, result: HandResult) -> str:
    if result.went_out is None:
        return "the stock ran out"
    name = match.name(result.went_out)
    return f"{name} went out" + (" concealed" if result.concealed else "")


def scoring_lines(match: Match, result: HandResult, hide_others: bool = False) -> list[Line]:
    """The scoring breakdown as (label, figure) lines, a heading per side, then the totals."""
    lines: list[Line] = []
    viewer_side = match.viewer_side
    for side, side_lines in enumerate(hand_breakdown(match.state, result)):
        lines.append(("", match.side_name(side)))
        hidden = hide_others and side != viewer_side
        for label, points in side_lines:
            if hidden and (label in ("Cards in hand", "Total") or label.startswith("Shields in hand")):
                lines.append((label, "?"))
            else:
                lines.append((label, f"{points:+,}" if label != "Total" else f"{points:,}"))
    if not hide_others:
        lines.append(("", "Running totals"))
        lines += [(match.side_name(side), f"{score:,}") for side, score in enumerate(match.state.scores)]
    return lines
