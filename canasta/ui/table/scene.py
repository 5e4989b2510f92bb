"""The card table: the scene where games are played, the Canasta for Windows way.

Every click, drag and key that is a move becomes an engine `Action`. The engine
judges it: a refused move shows `explain()`'s sentence on the status line with a
short sound, an allowed one is played and the cards glide to their new places.

`TableScene` holds the table's state and answers the app; its work is done in parts,
one module each: input.py (press, drag and drop, keys: the mouse and keys are listed
there), actions.py (the buttons and what a click asks for), play.py (playing a move
and telling about it), flow.py (computer turns, the pass screen, the hand's end) and
places.py (the layout and where every card lies), words.py (word melds: BWC Canasta).
view.py draws it.
"""

from __future__ import annotations

import random
import time
from collections import deque
from typing import Callable

import pygame

from canasta.engine import Card, Rules

from ..animation import Animator
from ..buttons import ButtonRow
from ..computer import ComputerMoves
from ..dialog_bridge import Dialogs
from ..drag import Drag, Drop, Press
from ..hand_order import HandOrder
from ..kept_three import KeptThreeNote
from ..layout import TableLayout
from ..marks import Marks
from ..match import DrawNote, FootNote, Match
from ..moves_ahead import MovesAhead
from ..paint import Painter
from ..pass_screen import PassScreen
from ..preferences import Preferences
from ..scene import Context, Scene
from ..sound import Sounds
from ..sprites import TableSprites
from ..table_shape import Column
from ..log_words import bonus_text, dealt_text, describe, draw_text, foot_text, rules_changed_text
from .acaba import TableAcaba
from .actions import TableActions
from .flow import COMPUTER_MIN_PAUSE, HAND_OVER_PAUSE, TableFlow
from .frame import Frame
from .input import TableInput
from .melding import CardMelding, melding_for
from .moves_ahead import TableMovesAhead
from .places import DEAL_STAGGER, TablePlaces
from .play import TablePlay
from .view import TableRenderer
from .words import TableWords

LOG_LINES = 40
WARM_BUDGET = 0.004            # seconds per frame spent drawing card faces ahead of need...
WARM_PAUSE = 0.02              # ...every this many seconds, until every face is drawn

Command = Callable[[str], None]


def deck_faces(rules: Rules) -> list[str]:
    """The distinct card faces of the deck in play."""
    return sorted({str(card) for card in rules.deck_spec.faces()})


class TableScene(TableInput, TableActions, TableWords, TableAcaba, TablePlay, TableFlow, TablePlaces, TableMovesAhead,
                 Scene):
    opaque = True
    menu_bar = True

    def __init__(self, context: Context, match: Match, prefs: Preferences, *, painter: Painter | None = None,
                 sounds: Sounds | None = None, dialogs: Dialogs | None = None, on_command: Command | None = None,
                 threaded: bool = True, top_inset: int = 0, wall_clock: Callable[[], float] = time.monotonic):
        super().__init__(context)
        self.prefs = prefs
        self.painter = painter or Painter(prefs.four_colour_deck, prefs.card_back)
        self.sounds = sounds or Sounds(prefs.sound)
        self.dialogs = dialogs or Dialogs(context)
        self.on_command = on_command
        self.computer = ComputerMoves(threaded)
        self.moves = MovesAhead(threaded)
        self.moves_pending = False  # the buttons and the status line wait for the move list
        self.held_input: list[pygame.event.Event] = []  # what the player did before it was ready
        self.top_inset = top_inset
        self.wall_clock = wall_clock
        self.now = 0.0
        self.animator = Animator()
        self.buttons = ButtonRow()
        self.renderer = TableRenderer(self.painter)
        self.version = 0  # counts changes to what stands still on the table (see TableRenderer)
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self.fallback_rng = random.Random(match.seed)
        self.match = match
        self._start(match)

    def _start(self, match: Match) -> None:
        self.match = match
        self.painter.set_deck(match.rules.deck)
        self.faces = deck_faces(match.rules)
        self.computer.drop()
        self.computer.prepare(match.computers.values(), match.rules)
        self._forget_moves_ahead()
        self.log.clear()
        self.held_notes: list[str] | None = None
        self._log_history(match)
        self.orders: dict[int, HandOrder] = {}
        self.selected: set[int] = set()
        self.marks = Marks()  # the cards the last move brought in, and the hint's (marks.py)
        self.kept_three_note = KeptThreeNote()  # the status line's word on a three kept in the hand
        self.pick_order: list[int] = []  # the selected cards in the order picked: a word's letters (words.py)
        self.word_note_for: tuple[object, tuple[str, bool] | None] | None = None  # see _word_drop_note
        self.press: Press | None = None
        self.press_selects = False  # the press was a shift/ctrl-click: it selects, it does not meld
        self.drag: Drag | None = None
        self.drop: Drop | None = None
        self.last_right: tuple[int, Card, float] | None = None
        self.last_hand_move: tuple[tuple[int, int], float] | None = None  # where and when a click played
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen
        self.hand_held = False      # the hand's cards lie where they were, not closed up (places.py)
        self.hand_may_hold = False  # the next layout may keep them there
        self.message: str | None = None
        self.message_warning = False
        self.message_until = 0.0
        self.next_computer_at = self.now + COMPUTER_MIN_PAUSE
        self.hand_over_since: float | None = None
        self.scores_shown_for: int | None = None
        self.waiting = False  # a dialog or the pass screen of ours is up
        self.acaba_asked_for: int | None = None  # the move count at which "May I say Acaba?" was put up
        self.animator.finish()
        self.layout: TableLayout | None = None
        self.extra_columns: tuple[Column, ...] = ()  # see TablePlaces._columns_fit
        self.sprites = TableSprites()
        self._relayout()

    def _log_history(self, match: Match) -> None:
        """The log of a game given to the table: its last moves, each deal named by its hand."""
        history = match.history(LOG_LINES)
        hand = match.state.hand_number - sum(1 for _, action, _, _ in history if action.kind == "deal")
        if len(history) == len(match.record.actions):
            self.log.append(dealt_text(hand))
        changed_after = {change.at - 1 for change in match.record.rule_changes}  # the index of their deal
        first = len(match.record.actions) - len(history)
        names, pile = match.state.rules.card_names, match.state.rules.pile_name
        for index, (seat, action, take_mode, note) in enumerate(history, start=first):
            if action.kind == "deal":
                hand += 1
                self.log.append(dealt_text(hand))
                if index in changed_after:
                    self.log.append(rules_changed_text())
            elif isinstance(note, DrawNote) and note.after_discard:
                self.log.append(describe(action, match.name(seat), take_mode, names=names, pile=pile))
                self.log.append(bonus_text(match.name(seat), note.count, note.laid))
            elif isinstance(note, DrawNote):
                self.log.append(draw_text(match.name(seat), note.count, note.laid))
            elif isinstance(note, FootNote):
                self.log.append(describe(action, match.name(seat), take_mode, note.note, names, pile))
                self.log.append(foot_text(match.name(seat)))
            else:
                self.log.append(describe(action, match.name(seat), take_mode, note, names, pile))

    # ------------------------------------------------------------------ public

    def note(self, line: str) -> None:
        """A line for the log from outside the table (high scores, autosave): while a move
        is being played it waits, so that it comes after the line of that move."""
        if self.held_notes is not None:
            self.held_notes.append(line)
        else:
            self.log.append(line)
            self._changed()

    def new_match(self, match: Match) -> None:
        """Play `match` from now on (a new or loaded game); its cards are dealt from the stock.

        A game with two or more people at the screen, new or resumed, opens behind the pass
        screen: whoever sits at the screen now need not be the person whose hand would show."""
        for scene in list(self.context.stack.scenes):
            if isinstance(scene, PassScreen):  # it was handing the screen over in the old game
                self.context.stack.remove(scene)
        self._start(match)
        self._rebuild(sources=[self._layout().stock], stagger=DEAL_STAGGER, before=[])
        self.sounds.play("shuffle")
        seat = match.screen_goes_to()
        if seat is not None:
            self._pass_screen(seat)

    def rules_changed(self) -> None:
        """The rules of the game on the table changed right after a deal: the hand may have
        been dealt again, from a deck of other cards, and a computer's move chosen under
        the old rules no longer counts."""
        self.painter.set_deck(self.match.rules.deck)
        self.faces = deck_faces(self.match.rules)
        self.computer.drop()
        self.computer.prepare(self.match.computers.values(), self.match.rules)
        self.orders.clear()
        self.selected.clear()
        self.marks.clear()
        self.drag = None
        self.press = None
        self.rearrange_hand()
        self.extra_columns = ()
        self._compute_layout()
        self.animator.finish()
        self._rebuild(sources=[self._layout().stock], stagger=DEAL_STAGGER, before=[])

    def _while_this_game(self, callback: Callable[[object], None]) -> Callable[[object], None]:
        """`callback` for a dialog's answer, dropped if another game started meanwhile."""
        match = self.match

        def answer(value: object) -> None:
            if self.match is match:
                callback(value)

        return answer

    def set_preferences(self, prefs: Preferences) -> None:
        self.prefs = prefs
        self.painter.set_look(prefs.four_colour_deck, prefs.card_back)
        self.sounds.enabled = prefs.sound
        self.warm = False
        self._changed()

    def language_changed(self) -> None:
        """The player chose another language: lay the table out again, its buttons' and
        labels' widths being those of the new words."""
        self._relayout()

    def set_top_inset(self, inset: int) -> None:
        if inset != self.top_inset:
            self.top_inset = inset
            self._relayout()

    @property
    def viewer(self) -> int:
        return self.match.viewer

    def hand_order(self) -> HandOrder:
        order = self.orders.get(self.viewer)
        if order is None:
            state = self.match.state
            order = self.orders[self.viewer] = HandOrder(state.hands[self.viewer], state.rules.card_names.sort_key)
        return order

    def next_update_in(self) -> float | None:
        """Seconds until the table needs time to pass again; None when only input can change it."""
        if self.animator.running(self.now):
            return 0.0
        waits = [WARM_PAUSE] if not self.warm else []
        if self.message is not None:
            waits.append(self.message_until - self.now)
        if self.moves_pending or self.held_input:
            waits.append(0.01)  # (a worker's list wakes the window too: MOVES_READY)
        if self.context.stack.top is self and not self.waiting:
            if self.match.hand_is_over():
                if self.scores_shown_for != self.match.state.hand_number:
                    waits.append((self.hand_over_since or self.now) + HAND_OVER_PAUSE - self.now)
            elif self.match.screen_goes_to() is not None:
                waits.append(0.0)
            elif self.match.computer_to_move() is not None:
                waits.append(0.02 if self.computer.thinking else self.next_computer_at - self.now)
        if not waits:
            return None
        return max(0.0, min(waits))


    def _changed(self) -> None:
        """Something on the table other than moving cards looks different: draw it again."""
        self.version += 1
        self.context.request_redraw()


    def resize(self, size: tuple[int, int]) -> None:
        self.drag = None
        self.press = None
        self._relayout()

    # ------------------------------------------------------------------ time

    def update(self, dt: float) -> None:
        self.now += max(0.0, dt)
        if self.message is not None and self.now >= self.message_until:
            self.message = None
            self._changed()
        if self.animator.running(self.now):
            self.context.request_redraw()  # only gliding cards move
            return
        if self.animator.glides:
            self.animator.finish()
            self._changed()
        self._moves_arrived()
        if self.context.stack.top is not self or self.waiting or self.drag is not None:
            return
        self._progress()
        if not self.warm and not self.animator.glides:
            layout = self._layout()
            widths = sorted({layout.pile_card_width, layout.hands[self.viewer].card_width}
                            | {area.card_width for area in layout.melds.values()})
            self.warm = self.painter.warm(self.faces, widths, WARM_BUDGET)

    @property
    def melding(self) -> CardMelding:
        """How the player's gestures place cards under the rules in play (melding.py)."""
        return melding_for(self)

    # ------------------------------------------------------------------ drawing

    def frame(self) -> Frame:
        status, warning = self.status_text()
        drop = self.drop
        melding = self.melding
        note = melding.drop_note(drop) if drop is not None else None
        return Frame(self.match, self._layout(), self.sprites, self.animator, self.now,
                     self.prefs.background_colour, status, warning, self.buttons, self.log, self.drag,
                     drop.meld if drop is not None and drop.kind == "meld" else None,
                     drop is not None and drop.kind == "pile", self.version, note,
                     melding.picked(), self.card_marks())

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Draw the table. While it is the top scene, a surface it drew on last time is taken
        to hold that frame still (only what changed is drawn again): nothing but the scenes
        above it may draw on that surface, and pushing one of them calls `pause`. The areas
        drawn, None when all of it was."""
        return self.renderer.draw(surface, self.frame(), kept=self.context.stack.top is self)

    def pause(self) -> None:
        self.renderer.forget_target()  # the scene going on top may draw over the table

    def exit(self) -> None:
        self.computer.close()
        self.moves.close()
