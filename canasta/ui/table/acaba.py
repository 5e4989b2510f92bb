"""Acaba at the table (British Canasta, canasta/engine/features/acaba.py): the Acaba button and its
confirmation, which says what conceding costs; "May I say Acaba?" put to a human partner
in a dialog once the screen is handed over (the asker's hand hidden by the pass screen).

Methods of `TableScene` (scene.py), which holds the state they read and change.
"""

from __future__ import annotations

from canasta.engine import ACABA, ACABA_QUESTION, ASK_ACABA, Action, asked_acaba, must_say_acaba

from canasta.language import _, number, render

from ..buttons import Button
from ..match import Match


def acaba_cost(match: Match, side: int) -> str:
    """What conceding costs `side`, in words: "the hand ends at once: your side scores nothing ... 1,500"."""
    state = match.state
    award = state.rules.acaba_award or 0
    others = [match.side_name(other) for other in range(state.sides) if other != side]
    who = others[0] if others else ""
    for other in others[1:]:
        who = _("{first} and {last}").format(first=who, last=other)
    if len(others) > 1:
        text = _("the hand ends at once: your side scores nothing for it (melds, canastas, red threes and all), "
                 "and {sides} score each {points}.")
    elif " & " in who:
        text = _("the hand ends at once: your side scores nothing for it (melds, canastas, red threes and all), "
                 "and {sides} score {points}.")
    else:
        text = _("the hand ends at once: your side scores nothing for it (melds, canastas, red threes and all), "
                 "and {sides} scores {points}.")
    return text.format(sides=who, points=number(award))


class TableAcaba:
    """The Acaba button, its confirmation and the partner's question (part of `TableScene`)."""

    def _acaba_buttons(self, kinds: set[str]) -> list[Button]:
        """The Acaba button where the viewer may say it or ask it (the one move after a yes)."""
        if "acaba" in kinds or "askacaba" in kinds:
            return [Button("acaba", _("Acaba"), primary=must_say_acaba(self.match.state))]
        return []

    def _answer_buttons(self) -> list[Button] | None:
        """The answer buttons while the viewer's partner asks "May I say Acaba?" (None: another question)."""
        if not asked_acaba(self.match.state):
            return None
        return [Button("yes", _("Yes, say Acaba"), primary=True), Button("no", _("No, play on"))]

    def press_acaba(self) -> None:
        """The Acaba button: after a partner's yes, say it; else confirm, naming the cost
        (and offering to ask the partner first where there is one to ask)."""
        if not self._my_move():
            return
        match = self.match
        if must_say_acaba(match.state):
            self.attempt(ACABA)
            return
        legal = match.legal()
        if ACABA not in legal and ASK_ACABA not in legal:
            self.refuse(match.explain(ACABA) or _("You may not say Acaba now."))
            return
        choices = []
        if ACABA in legal:
            choices.append(("acaba", _("Say Acaba")))
        if ASK_ACABA in legal:
            choices.append(("askacaba", _("Ask partner first")))
        choices.append(("keep", _("Play on")))
        token = len(match.record.actions)
        cost = acaba_cost(match, match.viewer_side)
        text = cost[0].upper() + cost[1:]
        if ACABA not in legal:
            text += " " + render(match.explain(ACABA) or "")

        def chosen(answer: object) -> None:
            self.waiting = False
            if answer in ("acaba", "askacaba") and len(self.match.record.actions) == token:
                self.attempt(Action(str(answer)))

        self.waiting = True
        self.dialogs.question(_("Concede the hand (Acaba)?"), text, choices, self._while_this_game(chosen),
                              default="keep")

    def _acaba_question(self) -> bool:
        """Put "May I say Acaba?" to the viewer in a dialog when it is theirs to answer;
        True if the dialog is up."""
        match = self.match
        state = match.state
        if not (asked_acaba(state) and match.viewer_may_act()) or self.acaba_asked_for == len(match.record.actions):
            return False
        token = self.acaba_asked_for = len(match.record.actions)
        asker = match.name(state.asker) if state.asker is not None else _("Your partner")
        text = _("{name} would concede the hand. If you say yes, {name} must say Acaba, and {cost} If you say no, "
                 "Acaba may not be said this turn.").format(name=asker, cost=acaba_cost(match, match.viewer_side))

        def chosen(answer: object) -> None:
            self.waiting = False
            if answer in ("yes", "no") and len(self.match.record.actions) == token:
                self.attempt(Action(str(answer)))

        self.waiting = True
        title = _("{name} asks: \u201c{question}\u201d").format(name=asker, question=render(ACABA_QUESTION))
        self.dialogs.question(title, text, [("yes", _("Yes, say Acaba")), ("no", _("No, play on"))],
                              self._while_this_game(chosen), default="no")
        return True
