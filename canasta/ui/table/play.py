"""Playing a move on the table and telling about it: the engine judges it, the log gets
its line, a sound plays, the cards glide; a refused move shows the judge's sentence on
the status line.

Methods of `TableScene` (scene.py), which holds the state they read and change.
"""

from __future__ import annotations

from collections import Counter

import pygame

from canasta.engine import Action, IllegalActionError, MoveEvent, Phase, kept_threes
from canasta.language import _, render

from ..marks import Hint, marked_keys
from ..match import meld_note
from ..refusals import meld_refusal
from ..sprites import CardSprite
from ..log_words import bonus_text, dealt_text, describe, draw_text, foot_text, set_aside_text
from ..status import next_step, selection_hint
from .frame import CardMarks
from .moves_ahead import FINDING_MOVES
from .places import DEAL_STAGGER

MESSAGE_SECONDS = 5.0


class TablePlay:
    """Playing a move, and the status line that tells about it (part of `TableScene`)."""

    def attempt(self, action: Action) -> bool:
        """Play `action` for the seat to move, or say why not. True if it was played."""
        return self._play(action)

    def _play(self, action: Action, before: list[CardSprite] | None = None) -> bool:
        state = self.match.state
        seat = state.current
        actor_slot = self._layout().hands.get(seat)
        note = meld_note(state, action)  # the meld it goes into, named as it is before the move
        self.held_notes = []
        try:
            event = self.match.play(action)  # judged once, here
        except IllegalActionError as exc:
            # The engine's sentence itself (a message), for the status line to say in the player's language.
            self.refuse(meld_refusal(state, action, exc.args[0] if exc.args else str(exc)))
            return False
        finally:
            notes, self.held_notes = self.held_notes, None
        self.message = None
        self.last_right = None
        self.marks.played(seat, action, list(event.hand_before), state.hands[seat])
        self.kept_three_note.moved(seat)
        name = self.match.name(seat)
        if action.kind == "draw":
            self.log.append(draw_text(name, event.came_in, list(event.laid_out)))
        elif action.kind != "deal":
            self.log.append(describe(action, name, event.take_mode, note, state.rules.card_names,
                                     state.rules.pile_name))
            if action.kind == "discard" and not event.hand_over and not event.foot_was_down:
                if event.came_in > 0 or event.laid_out:  # the bonus cards of a side's first meld (and the threes among them)
                    self.log.append(bonus_text(name, event.came_in, list(event.laid_out)))
        if event.set_aside > 0:
            self.log.append(set_aside_text(name, event.set_aside))
        if event.foot_picked_up:
            self.log.append(foot_text(name))
        self.log.extend(notes)
        self._sound_for(event)
        if state.hand_over():
            self.hand_over_since = self.now
        sources = self._sources_for(action, actor_slot.rect if actor_slot else None)
        if event.foot_picked_up and actor_slot is not None and actor_slot.foot is not None:
            sources = [actor_slot.foot]  # the foot's cards come from where it lay
        if action.kind == "deal":
            self._forget_extra_columns()
            self.orders.clear()
            self.rearrange_hand()
            self.log.append(dealt_text(state.hand_number))
            self.hand_over_since = None
            self._rebuild(sources=sources, stagger=DEAL_STAGGER, before=[])
        else:
            self._rebuild(sources=sources, before=before)
        return True

    def _sources_for(self, action: Action, actor_hand: pygame.Rect | None) -> list[pygame.Rect]:
        """Where cards that appear come from, when no card face left for them."""
        layout = self._layout()
        if action.kind in ("draw", "deal"):
            return [layout.stock]
        if action.kind == "take":
            return [layout.pile]
        if action.kind == "turn":
            return [layout.pile]
        if actor_hand is not None:
            return [pygame.Rect(actor_hand.center, layout.stock.size).move(-layout.stock.width // 2,
                                                                           -layout.stock.height // 2)]
        return []

    def _sound_for(self, event: MoveEvent) -> None:
        action = event.action
        if event.went_out:
            self.sounds.play("go_out")
        elif event.canasta_made:
            self.sounds.play("canasta")
        elif action.kind in ("draw", "take", "turn"):
            self.sounds.play("draw")
        elif action.kind in ("meld", "merge", "undo", "putback"):
            self.sounds.play("meld")
        elif action.kind in ("discard", "pass"):
            self.sounds.play("discard")
        elif action.kind == "deal":
            self.sounds.play("shuffle")

    def refuse(self, sentence: str) -> None:
        self.say(sentence, warning=True)
        self.sounds.play("refused")

    def say(self, sentence: str, warning: bool = False) -> None:
        """Show `sentence` on the status line for a while (an engine's message rendered in
        the player's language)."""
        self.message = render(sentence)
        self.message_warning = warning
        self.message_until = self.now + MESSAGE_SECONDS
        self._changed()

    def show_hint(self, seat: int, text: str, action: Action) -> None:
        """Say the hint `text` for `seat`'s move `action`, and mark what it names, until the next move."""
        self.marks.hint = Hint.for_action(seat, text, action)
        self.message = None
        self._changed()

    def card_marks(self) -> CardMarks:
        """What the viewer's table marks now: the cards the viewer's last move brought in,
        what the hint for the viewer names, and the three the viewer keeps in the hand."""
        viewer, order = self.viewer, self.hand_order().cards
        hint = self.marks.hint
        hinted = hint is not None and hint.seat == viewer
        return CardMarks(self.marks.fresh_keys(viewer, order), self.marks.hint_keys(viewer, order),
                         hint.zones if hint is not None and hinted else frozenset(),
                         hint.melds if hint is not None and hinted else frozenset(),
                         marked_keys(viewer, order, Counter(kept_threes(self.match.state, viewer))))

    def status_text(self) -> tuple[str, bool]:
        if self.message is not None:
            return self.message, self.message_warning
        hint = self.marks.hint
        if hint is not None and hint.seat == self.viewer:
            return hint.text, False
        if not self._moves_ready(0.0):
            return FINDING_MOVES, False
        text = next_step(self.match, self.prefs.discard_click)
        state = self.match.state
        hint = self.melding.hint()
        if hint is not None:
            return hint, False
        if self.selected and self.match.viewer_may_act() and state.phase == Phase.PLAY and state.taking is None:
            return selection_hint(len(self.selected), state.rules.golden_suit), False
        kept = self.kept_three_note.text(state, self.viewer)
        if kept is not None:
            return kept, False
        if self.match.computer_to_move() is not None and self.log:
            text = f"{text}  {self.log[-1]}."
        return text, False

    def _my_move(self) -> bool:
        """Whether the viewer may move now; says whose turn it is when not."""
        if self.match.viewer_may_act():
            return True
        if self.match.hand_is_over():
            self.refuse(_("The hand is over."))
        else:
            self.refuse(_("It is {name}'s turn.").format(name=self.match.name(self.match.state.current)))
        return False

