"""Playing a move on the table and telling about it: the engine judges it, the log gets
its line, a sound plays, the cards glide; a refused move shows the judge's sentence on
the status line.

Methods of `TableScene` (scene.py), which holds the state they read and change.
"""

from __future__ import annotations

from collections import Counter

import pygame

from canasta.engine import Action, Card, IllegalActionError, Phase
from canasta.engine.judge.dealing import kept_threes
from canasta.engine.game.queries import pile_take_mode

from ..marks import Hint, marked_keys
from ..match import bonus_cards, meld_note
from ..refusals import meld_refusal
from ..sprites import CardSprite
from ..status import (bonus_text, dealt_text, describe, draw_text, foot_text, next_step, selection_hint,
                      set_aside_text)
from .frame import CardMarks
from .moves_ahead import FINDING_MOVES
from .places import DEAL_STAGGER

MESSAGE_SECONDS = 5.0


class TablePlay:
    """Playing a move, and the status line that tells about it (part of `TableScene`)."""

    def attempt(self, action: Action) -> bool:
        """Play `action` for the seat to move, or say why not. True if it was played."""
        problem = self.match.explain(action)
        if problem is not None:
            self.refuse(meld_refusal(self.match.state, action, problem))
            return False
        return self._play(action)

    def _play(self, action: Action, before: list[CardSprite] | None = None) -> bool:
        state = self.match.state
        seat = state.current
        canastas = [state.canastas(side) for side in range(state.sides)]
        actor_slot = self._layout().hands.get(seat)
        take_mode = pile_take_mode(state)
        note = meld_note(state, action)
        hand_before = len(state.hands[seat])
        cards_before = list(state.hands[seat])
        bonus_before = self._bonus_cards(seat)
        black_before = len(state.black_threes[state.side_of(seat)])
        foot_down = bool(state.feet[seat])
        self.held_notes = []
        try:
            self.match.play(action)
        except IllegalActionError as exc:
            self.refuse(str(exc))
            return False
        finally:
            notes, self.held_notes = self.held_notes, None
        self.message = None
        self.last_right = None
        self.marks.played(seat, action, cards_before, state.hands[seat])
        self.kept_three_note.moved(seat)
        if action.kind == "draw":
            laid = self._bonus_cards(seat)[len(bonus_before):]
            drawn = len(state.hands[seat]) - hand_before + len(laid)
            self.log.append(draw_text(self.match.name(seat), drawn, laid))
        elif action.kind != "deal":
            self.log.append(describe(action, self.match.name(seat), take_mode, note, state.rules.card_names,
                                     state.rules.pile_name))
            if action.kind == "discard" and not state.hand_over() and not foot_down:
                laid = self._bonus_cards(seat)[len(bonus_before):]
                given = len(state.hands[seat]) - (hand_before - 1) + len(laid)
                if given > 0 or laid:  # the bonus cards of a side's first meld (and the threes among them)
                    self.log.append(bonus_text(self.match.name(seat), given, laid))
        set_aside = len(state.black_threes[state.side_of(seat)]) - black_before if action.kind != "deal" else 0
        if set_aside > 0:
            self.log.append(set_aside_text(self.match.name(seat), set_aside))
        foot_picked = foot_down and not state.feet[seat] and action.kind != "deal"
        if foot_picked:
            self.log.append(foot_text(self.match.name(seat)))
        self.log.extend(notes)
        self._sound_for(action, canastas)
        if state.hand_over():
            self.hand_over_since = self.now
        sources = self._sources_for(action, actor_slot.rect if actor_slot else None)
        if foot_picked and actor_slot is not None and actor_slot.foot is not None:
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

    def _bonus_cards(self, seat: int) -> list[Card]:
        return bonus_cards(self.match.state, seat)

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

    def _sound_for(self, action: Action, canastas_before: list[int]) -> None:
        state = self.match.state
        if state.hand_over() and state.went_out is not None and action.kind in ("discard", "out", "meld"):
            self.sounds.play("go_out")
        elif any(state.canastas(side) > before for side, before in enumerate(canastas_before)):
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
        self.message = sentence
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
        hint = self.word_hint() if self.plays_words else None
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
            self.refuse("The hand is over.")
        else:
            self.refuse(f"It is {self.match.name(self.match.state.current)}'s turn.")
        return False

