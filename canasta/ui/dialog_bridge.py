"""The table's way to its dialogs (pygame_gui windows of canasta.ui.dialogs): the end of a
hand, the scoring so far, the end of the game, and messages and questions."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from canasta.engine import GameState, HandResult, conceding_side, score_hand, won_by_canastas
from canasta.language import _, ngettext, render

from .dialogs import GameOverDialog, LetterPickerDialog, MessageDialog, QuestionDialog, ScoringDialog
from .dialogs.scoring import UNSEEN_PARTS
from .match import Match
from .scene import Context, Scene

Callback = Callable[[Any], None]


def _nothing(_: Any) -> None:
    return None


class Dialogs:
    """Opens dialogs over the table; each calls back once with its result."""

    def __init__(self, context: Context):
        if context.ui_manager is None:
            raise ValueError("the dialogs need the window's pygame_gui manager (Context.ui_manager)")
        self.context = context

    def push(self, scene: Scene) -> None:
        self.context.stack.push(scene)

    def message(self, title: str, text: str, on_close: Callback | None = None) -> None:
        self.push(MessageDialog(self.context, title, text, on_close=on_close))

    def question(self, title: str, text: str, buttons: Sequence[tuple[str, str]], on_close: Callback,
                 default: str | None = None) -> None:
        """`buttons` are (id, label); `on_close` gets the id pressed, or None when dismissed."""
        self.push(QuestionDialog(self.context, title, text, list(buttons), on_close=on_close, default=default))

    def letter(self, title: str, text: str, marked: Sequence[str], on_close: Callback) -> None:
        """A letter A to Z for a star (BWC), the `marked` ones highlighted; `on_close` gets
        it in lower case, or None when dismissed."""
        self.push(LetterPickerDialog(self.context, title, text, marked, on_close=on_close))

    def hand_scores(self, match: Match, result: HandResult, on_close: Callback) -> None:
        """The end of a hand: each side's breakdown and the running totals."""
        title = _("Hand {hand}: {what}").format(hand=result.hand_number, what=went_out_text(match, result))
        self.push(ScoringDialog(self.context, result, side_names(match), list(match.state.scores), title,
                                on_close=on_close))

    def table_scores(self, match: Match) -> None:
        """The scoreboard's right-click: the hand scored as it stands, as the player at the
        screen may see it: the other sides' hands hidden, and while the hand goes on the
        viewer's own cards counted, not a partner's (only the number of those is said)."""
        state = match.state
        notes: list[str] = []
        if not match.hand_is_over():
            partners = [seat for seat in state.seats_of(match.viewer_side) if seat != match.viewer
                        and state.hands[seat]]
            notes = [partners_note(match, seat) for seat in partners]
            state = without_hands(state, [seat for seat in range(state.players) if seat != match.viewer])
        result = score_hand(state)
        others = frozenset(side for side in range(state.sides) if side != match.viewer_side)
        self.push(ScoringDialog(self.context, result, side_names(match), list(state.scores),
                                _("Detailed scoring (if the hand ended now)"), hide_sides=others, on_close=_nothing,
                                unseen_parts=UNSEEN_PARTS, notes=notes))

    def game_over(self, match: Match, on_close: Callback) -> None:
        """The winner and the margin; `on_close` gets "new" for a new game."""
        state = match.state
        won = won_by_canastas(state.hand_results[-1]) if state.hand_results else None
        count = state.rules.canastas_to_win
        reason = None if won is None else (won, ngettext("{count} canasta", "{count} canastas", count).format(
            count=count))
        self.push(GameOverDialog(self.context, side_names(match), list(state.scores), on_close=on_close,
                                 won_with=reason))


def without_hands(state: GameState, seats: Sequence[int]) -> GameState:
    """A copy of `state` with the hands of `seats` empty: the hand as a player who cannot
    see those cards may score it."""
    seen = state.clone()
    seen.hands = [[] if seat in seats else list(hand) for seat, hand in enumerate(state.hands)]
    return seen


def partners_note(match: Match, seat: int) -> str:
    count = len(match.state.hands[seat])
    return ngettext("Cards in hand counts yours only: {name} holds {count} card.",
                    "Cards in hand counts yours only: {name} holds {count} cards.", count).format(
        name=match.name(seat), count=count)


def side_names(match: Match) -> list[str]:
    return [match.side_name(side) for side in range(match.state.sides)]


def went_out_text(match: Match, result: HandResult) -> str:
    """How the hand ended, for the title of its scoring ("Ann went out concealed")."""
    conceded = conceding_side(result)
    if conceded is not None:
        return _("Acaba: {side} conceded the hand").format(side=match.side_name(conceded))
    by_canastas = won_by_canastas(result)
    if by_canastas is not None:
        count = match.state.rules.canastas_to_win
        values = {"side": match.side_name(by_canastas), "count": count}
        if result.went_out is None:
            return ngettext("{side} made {count} canasta", "{side} made {count} canastas", count).format(**values)
        return ngettext("{side} made {count} canasta, and {name} went out",
                        "{side} made {count} canastas, and {name} went out", count).format(
            name=match.name(result.went_out), **values)
    if result.went_out is None:
        return _("the stock ran out")
    name = match.name(result.went_out)
    special = next((line.label.partition(": ")[2] for line in result.sides[match.state.side_of(result.went_out)].lines
                    if line.part == "special_hand"), None)
    if special:
        return _("{name} laid a special hand ({hand})").format(name=name, hand=render(special))
    if result.concealed:
        return _("{name} went out concealed").format(name=name)
    return _("{name} went out").format(name=name)
