"""The game going on by itself: computer turns, handing the screen over between people
at one screen (hot seat), and the end of a hand (its scores, then the next deal or the
end of the game).

Methods of `TableScene` (scene.py), which holds the state they read and change.
"""

from __future__ import annotations

import traceback

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, Phase

from ..pass_screen import PassScreen, pass_reason

COMPUTER_MIN_PAUSE = 0.25      # between computer moves even with no delay, so a human can follow
HAND_OVER_PAUSE = 0.9          # the last cards settle before the scores come up


class TableFlow:
    """Computer turns, the pass screen and the end of a hand (part of `TableScene`)."""

    def _progress(self) -> None:
        match = self.match
        if match.hand_is_over():
            self._hand_over()
            return
        seat = match.screen_goes_to()
        if seat is not None:
            self._pass_screen(seat)
            return
        if self._acaba_question():
            return
        if match.computer_to_move() is not None:
            self._computer_step()

    def _computer_step(self) -> None:
        match = self.match
        seat = match.computer_to_move()
        assert seat is not None
        token = (id(match), len(match.record.actions))
        if not self.computer.thinking:
            if self.now < self.next_computer_at:
                return
            self.computer.ask(match.computer_player(seat), match.observation(seat), token)
        try:
            action = self.computer.answer(token)
        except Exception as exc:  # a failing computer player must not end the game
            traceback.print_exc()
            self.log.append(f"{match.name(seat)} could not choose ({type(exc).__name__}): a random move instead")
            action = choose_random_action(match.legal(), self.fallback_rng)
        if action is None:
            return
        problem = match.explain(action)
        if problem is not None:
            # A computer player must choose a legal move; if it does not, the table goes on with one that is.
            self.log.append(f"{match.name(seat)} chose '{action}', which is not allowed: {problem}")
            action = choose_random_action(match.legal(), self.fallback_rng)
        self._play(action)
        self.next_computer_at = self.now + max(self.prefs.computer_delay_ms / 1000, COMPUTER_MIN_PAUSE)

    def _pass_screen(self, seat: int) -> None:
        match = self.match

        def handed_over(_: object = None) -> None:
            self.waiting = False
            self.match.hand_to(seat)
            self.selected.clear()
            self._relayout()

        self.waiting = True
        self._cancel_drag()
        handed = self._while_this_game(handed_over)
        self.context.stack.push(PassScreen(self.context, self.painter, self.match.name(seat),
                                           lambda: pass_reason(match, seat), self.prefs.background_colour,
                                           lambda: handed(None)))

    def _hand_over(self) -> None:
        match = self.match
        state = match.state
        if self.hand_over_since is None:
            self.hand_over_since = self.now
        if self.scores_shown_for == state.hand_number or self.now < self.hand_over_since + HAND_OVER_PAUSE:
            return
        self.scores_shown_for = state.hand_number
        result = match.last_result()
        if result is None:
            return
        self.waiting = True
        self._update_buttons()
        self.dialogs.hand_scores(match, result, self._while_this_game(self._scores_closed))

    def _scores_closed(self, _: object) -> None:
        self.waiting = False
        if self.match.state.phase == Phase.GAME_OVER:
            self.waiting = True
            self.dialogs.game_over(self.match, self._while_this_game(self._game_over_closed))
            return
        self.attempt(Action("deal"))

    def _game_over_closed(self, choice: object) -> None:
        self.waiting = False
        self._update_buttons()
        if choice == "new":
            self._command("new")
