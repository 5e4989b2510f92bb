"""The card table: the scene where games are played, the Canasta for Windows way.

Every click, drag and key that is a move becomes an engine `Action`. The engine
judges it: a refused move shows `explain()`'s sentence on the status line with a
short sound, an allowed one is played and the cards glide to their new places.

Mouse and keys (as Canasta for Windows, plus dragging):
    left-click the stock            draw
    left-click the pile             take it (again, while taking: put it back; with one
                                    card selected during the turn: discard that card)
    left-click a hand card          meld it into its row (a selected group: meld the group)
    shift/ctrl-click a hand card    select it (for a group)
    drag cards onto a row           meld them there (wild cards too)
    drag cards onto free table      start a new meld
    drag a card onto the pile       discard
    drag within the hand            rearrange
    right-click a hand card         discard (double right-click, by the Customize option)
    left-click the scoreboard       the minimum first meld and the points placed this turn
    right-click the scoreboard      detailed scoring
    Del                             take back the last meld of the turn
    S                               sort the hand
    F1 F2 F3 F4                     help, new game, load, save (handled by the app)
"""

from __future__ import annotations

import random
import time
import traceback
from collections import deque
from typing import Callable, Hashable

import pygame

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, Card, IllegalActionError, Phase, Rules
from canasta.engine.queries import pile_take_mode

from .animation import Animator
from .buttons import Button, ButtonRow
from .computer import MOVE_READY, ComputerMoves
from .dialog_bridge import Dialogs
from .drag import DRAG_START, Drag, Drop, Press, drop_action, drop_target, meld_action, natural_rank
from .hand_order import HandOrder
from .layout import RAISE, TableLayout, card_height, compute_layout
from .match import Match
from .paint import Painter
from .pass_screen import PassScreen
from .preferences import Preferences
from .scene import Context, Scene
from .sound import Sounds
from .sprites import CardSprite, TableSprites, build_sprites
from .status import (
    card_label,
    dealt_text,
    describe,
    draw_text,
    next_step,
    put_back_label,
    rules_changed_text,
    selection_hint,
)
from .table_shape import shape_for
from .table_view import STAGED_BOARD_LINES, Frame, TableRenderer
from .table_words import requirement_sentence, staged

DOUBLE_CLICK_SECONDS = 0.5
DOUBLE_CLICK_DISTANCE = 8      # pixels the pointer may move between the clicks of a double click
MESSAGE_SECONDS = 5.0
COMPUTER_MIN_PAUSE = 0.25      # between computer moves even with no delay, so a human can follow
HAND_OVER_PAUSE = 0.9          # the last cards settle before the scores come up
DEAL_STAGGER = 0.025           # dealt cards arrive one after another
KEY_COMMANDS = {pygame.K_F1: "help", pygame.K_F2: "new", pygame.K_F3: "load", pygame.K_F4: "save"}
LOG_LINES = 40
WARM_BUDGET = 0.004            # seconds per frame spent drawing card faces ahead of need...
WARM_PAUSE = 0.02              # ...every this many seconds, until every face is drawn

Command = Callable[[str], None]


def deck_faces(rules: Rules) -> list[str]:
    """The distinct card faces of the deck in play."""
    return sorted({str(card) for card in rules.deck_spec.faces()})


class TableScene(Scene):
    opaque = True

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
        self.log.clear()
        self.held_notes: list[str] | None = None
        self._log_history(match)
        self.orders: dict[int, HandOrder] = {}
        self.selected: set[int] = set()
        self.press: Press | None = None
        self.press_selects = False  # the press was a shift/ctrl-click: it selects, it does not meld
        self.drag: Drag | None = None
        self.drop: Drop | None = None
        self.last_right: tuple[int, Card, float] | None = None
        self.last_hand_move: tuple[tuple[int, int], float] | None = None  # where and when a click played
        self.held_hand: dict[Hashable, pygame.Rect] | None = None  # see _keep_held_places
        self.hold_next: dict[Hashable, pygame.Rect] | None = None  # places to hold if the coming move is played
        self.message: str | None = None
        self.message_warning = False
        self.message_until = 0.0
        self.next_computer_at = self.now + COMPUTER_MIN_PAUSE
        self.hand_over_since: float | None = None
        self.scores_shown_for: int | None = None
        self.waiting = False  # a dialog or the pass screen of ours is up
        self.animator.finish()
        self.layout: TableLayout | None = None
        self.extra_ranks: tuple[str, ...] = ()
        self.sprites = TableSprites()
        self._relayout()

    def _log_history(self, match: Match) -> None:
        """The log of a game given to the table: its last moves, each deal named by its hand."""
        history = match.history(LOG_LINES)
        hand = match.state.hand_number - sum(1 for _, action, _ in history if action.kind == "deal")
        if len(history) == len(match.record.actions):
            self.log.append(dealt_text(hand))
        changed_after = {change.at - 1 for change in match.record.rule_changes}  # the index of their deal
        first = len(match.record.actions) - len(history)
        for index, (seat, action, take_mode) in enumerate(history, start=first):
            if action.kind == "deal":
                hand += 1
                self.log.append(dealt_text(hand))
                if index in changed_after:
                    self.log.append(rules_changed_text())
            else:
                self.log.append(describe(action, match.name(seat), take_mode))

    # ------------------------------------------------------------------ public

    def note(self, line: str) -> None:
        """A line for the log from outside the table (high scores, autosave): while a move
        is being played it waits, so that it comes after the line of that move."""
        if self.held_notes is not None:
            self.held_notes.append(line)
        else:
            self.log.append(line)
            self._changed()

    def new_match(self, match: Match, resumed: bool = False) -> None:
        """Play `match` from now on (a new or loaded game); its cards are dealt from the stock.

        A `resumed` game (loaded, or left unfinished) with two or more people at the
        screen opens behind the pass screen for the person to move: whoever sits at the
        screen now need not be that person."""
        for scene in list(self.context.stack.scenes):
            if isinstance(scene, PassScreen):  # it was handing the screen over in the old game
                self.context.stack.remove(scene)
        self._start(match)
        self._rebuild(sources=[self._layout().stock], stagger=DEAL_STAGGER, before=[])
        self.sounds.play("shuffle")
        seat = match.human_to_move()
        if resumed and match.hot_seat() and seat is not None:
            self._pass_screen(seat)

    def rules_changed(self) -> None:
        """The rules of the game on the table changed right after a deal: the hand may have
        been dealt again, from a deck of other cards, and a computer's move chosen under
        the old rules no longer counts."""
        self.painter.set_deck(self.match.rules.deck)
        self.faces = deck_faces(self.match.rules)
        self.computer.drop()
        self.orders.clear()
        self.selected.clear()
        self.drag = None
        self.press = None
        self.held_hand = self.hold_next = None
        self.extra_ranks = ()
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
            order = self.orders[self.viewer] = HandOrder(self.match.state.hands[self.viewer])
        return order

    def next_update_in(self) -> float | None:
        """Seconds until the table needs time to pass again; None when only input can change it."""
        if self.animator.running(self.now):
            return 0.0
        waits = [WARM_PAUSE] if not self.warm else []
        if self.message is not None:
            waits.append(self.message_until - self.now)
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

    # ------------------------------------------------------------------ layout and sprites

    def _layout(self) -> TableLayout:
        assert self.layout is not None
        return self.layout

    def _relayout(self) -> None:
        self._compute_layout()
        self.animator.finish()
        self._rebuild(animate=False)

    def _compute_layout(self) -> None:
        state = self.match.state
        board_lines = STAGED_BOARD_LINES if staged(state) else 1
        self.layout = compute_layout(self.context.size, state.players, self.viewer, state.side_of, self.top_inset,
                                     self.extra_ranks, shape_for(state.rules), board_lines)
        self.warm = False  # card faces at the new sizes are drawn while the table is idle

    def _columns_fit(self) -> bool:
        """Whether every row on the table has its column; else the layout gets one more."""
        ranks = {rank for table in self.match.state.tables for rank in table}
        area = next(iter(self._layout().melds.values()))
        missing = ranks - set(area.columns) - {area.run}
        if not missing:
            return True
        self.extra_ranks = tuple(sorted(set(self.extra_ranks) | missing))
        return False

    def _rebuild(self, sources: list[pygame.Rect] | None = None, animate: bool = True, stagger: float = 0.0,
                 before: list[CardSprite] | None = None) -> None:
        if not self._columns_fit():
            self._compute_layout()
        order = self.hand_order()
        if order.sync(self.match.state.hands[self.viewer]):
            self.selected.clear()
        self.selected = {i for i in self.selected if i < len(order)}
        hidden = frozenset(self.drag.indexes) if self.drag is not None else frozenset()
        sprites = build_sprites(self.match.state, self._layout(), self.viewer, order.cards,
                                frozenset(self.selected), hidden)
        if not self.match.viewer_may_act():
            self.held_hand = None
        if self.held_hand is not None:
            self._keep_held_places(sprites)
        if animate:
            self.animator.moved(before if before is not None else self.sprites.cards, sprites.cards, self.now,
                                self._glide_seconds(), sources, stagger)
        self.sprites = sprites
        self._update_buttons()
        self._changed()

    # ------------------------------------------------------------------ a hand that holds still

    def _raise_px(self) -> int:
        return round(RAISE * card_height(self._layout().hands[self.viewer].card_width))

    def _hand_places(self) -> dict[Hashable, pygame.Rect]:
        """Where the viewer's hand cards lie now, not raised."""
        lift = self._raise_px()
        return {sprite.key: sprite.rect.move(0, lift) if sprite.index in self.selected else sprite.rect.copy()
                for sprite in self.sprites.cards
                if sprite.zone == "hand" and sprite.owner == self.viewer and sprite.index is not None}

    def _keep_held_places(self, sprites: TableSprites) -> None:
        """Leave the viewer's remaining cards where they were before a meld by click, so the
        next quick click lands on the card the player aims at, not on one that slid under
        the pointer as the hand closed up."""
        assert self.held_hand is not None
        lift = self._raise_px()
        for sprite in sprites.cards:
            if sprite.zone == "hand" and sprite.owner == self.viewer and sprite.key in self.held_hand:
                place = self.held_hand[sprite.key]
                sprite.rect = place.move(0, -lift) if sprite.index in self.selected else place.copy()

    def _in_held_hand(self, pos: tuple[int, int]) -> bool:
        assert self.held_hand is not None
        lift = self._raise_px()
        area = self._layout().hands[self.viewer].rect.inflate(0, 2 * lift)
        return area.collidepoint(pos) or any(rect.inflate(0, 2 * lift).collidepoint(pos)
                                             for rect in self.held_hand.values())

    def release_hand(self) -> None:
        """The hand closes up again (the pointer left it, or the hand was rearranged)."""
        if self.held_hand is not None:
            self.held_hand = None
            self._rebuild()

    def _changed(self) -> None:
        """Something on the table other than moving cards looks different: draw it again."""
        self.version += 1
        self.context.request_redraw()

    def _glide_seconds(self) -> float:
        return self.prefs.glide_seconds

    def resize(self, size: tuple[int, int]) -> None:
        self.drag = None
        self.press = None
        self.held_hand = None
        self._relayout()

    # ------------------------------------------------------------------ moves

    def attempt(self, action: Action) -> bool:
        """Play `action` for the seat to move, or say why not. True if it was played."""
        problem = self.match.explain(action)
        if problem is not None:
            self.refuse(problem)
            return False
        return self._play(action)

    def _play(self, action: Action, before: list[CardSprite] | None = None) -> bool:
        state = self.match.state
        seat = state.current
        canastas = [state.canastas(side) for side in range(state.sides)]
        actor_slot = self._layout().hands.get(seat)
        take_mode = pile_take_mode(state)
        hand_before = len(state.hands[seat])
        bonus_before = self._bonus_cards(seat)
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
        self.held_hand, self.hold_next = self.hold_next, None
        if action.kind == "draw":
            laid = self._bonus_cards(seat)[len(bonus_before):]
            drawn = len(state.hands[seat]) - hand_before + len(laid)
            self.log.append(draw_text(self.match.name(seat), drawn, laid))
        elif action.kind != "deal":
            self.log.append(describe(action, self.match.name(seat), take_mode))
        self.log.extend(notes)
        self._sound_for(action, canastas)
        if state.hand_over():
            self.hand_over_since = self.now
        sources = self._sources_for(action, actor_slot.rect if actor_slot else None)
        if action.kind == "deal":
            self.orders.clear()
            self.log.append(dealt_text(state.hand_number))
            self.hand_over_since = None
            self._rebuild(sources=sources, stagger=DEAL_STAGGER, before=[])
        else:
            self._rebuild(sources=sources, before=before)
        return True

    def _bonus_cards(self, seat: int) -> list[Card]:
        """The red threes (and Treasure Pots) laid out by `seat`'s side so far."""
        side = self.match.state.side_of(seat)
        return list(self.match.state.red_threes[side]) + list(self.match.state.treasure_pots[side])

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
        elif action.kind in ("meld", "undo", "putback"):
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

    def status_text(self) -> tuple[str, bool]:
        if self.message is not None:
            return self.message, self.message_warning
        text = next_step(self.match, self.prefs.discard_click)
        state = self.match.state
        if self.selected and self.match.viewer_may_act() and state.phase == Phase.PLAY and state.taking is None:
            return selection_hint(len(self.selected), state.rules.golden_suit), False
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

    # ------------------------------------------------------------------ buttons

    def _update_buttons(self) -> None:
        buttons = [Button("sort", "Sort")]
        match = self.match
        state = match.state
        if match.viewer_may_act():
            kinds = {action.kind for action in match.legal()}
            if state.phase == Phase.ASK:
                buttons = [Button("yes", "Yes, go out", primary=True), Button("no", "No")]
            else:
                if "putback" in kinds:
                    buttons.append(Button("putback", put_back_label(state)))
                if "ask" in kinds:
                    buttons.append(Button("ask", "Ask partner"))
                if "turn" in kinds:
                    buttons.append(Button("turn", "Turn pile over", primary=True))
                if "stop" in kinds:
                    buttons.append(Button("stop", "End the hand"))
                if "pass" in kinds:
                    buttons.append(Button("pass", "Pass", primary=True))
                if "out" in kinds:
                    buttons.append(Button("out", "Go out", primary=True))
                buttons.append(Button("undo", "Undo"))
        elif state.phase == Phase.HAND_OVER and not self.waiting:
            buttons.append(Button("deal", "Next hand", primary=True))
        elif state.phase == Phase.GAME_OVER:
            buttons.append(Button("new", "New game", primary=True))
        if self.buttons.set(buttons, self._layout().status, self.painter, round(self._layout().font_px * 0.92)):
            self._changed()

    def _press_button(self, command: str) -> None:
        if command == "sort":
            self.sort_hand()
        elif command == "undo":
            self.undo()
        elif command == "new":
            self._command("new")
        elif command in ("yes", "no", "ask", "pass", "out", "putback", "turn", "stop", "deal"):
            if command == "deal" or self._my_move():
                self.attempt(Action(command))

    def _command(self, name: str) -> None:
        if self.on_command is not None:
            self.on_command(name)

    # ------------------------------------------------------------------ table actions

    def sort_hand(self) -> None:
        self.held_hand = None
        self.hand_order().sort()
        self.selected.clear()
        self._rebuild()

    def rearrange(self, indexes: tuple[int, ...] | list[int], to: int) -> None:
        """Move the viewer's cards at `indexes` (hand order) before place `to`; they glide there."""
        self.held_hand = None
        self.hand_order().move(indexes, to)
        self.selected.clear()
        self._rebuild()

    def undo(self) -> None:
        if not self._my_move():
            return
        problem = self.match.explain(Action("undo"))
        if problem is not None and self.match.state.took_pile and self.match.state.taking is None:
            problem = f"{problem} Taking the pile, and the meld that took it, cannot be taken back."
        if problem is not None:
            self.refuse(problem)
            return
        self.attempt(Action("undo"))

    def click_stock(self) -> None:
        if not self._my_move():
            return
        state = self.match.state
        if state.phase == Phase.DRAW and not state.stock:
            self._stock_empty_choice()
            return
        self.attempt(Action("draw"))

    def _stock_empty_choice(self) -> None:
        labels = {"take": "Take the pile", "turn": "Turn the pile over", "stop": "End the hand"}
        choices = [(action.kind, labels[action.kind]) for action in self.match.legal() if action.kind in labels]
        if not choices:
            self.refuse(self.match.explain(Action("draw")) or "The stock is empty.")
            return
        token = len(self.match.record.actions)

        def chosen(kind: object) -> None:
            self.waiting = False
            if isinstance(kind, str) and len(self.match.record.actions) == token:
                self.attempt(Action(kind))

        self.waiting = True
        self.dialogs.question("The stock is empty", next_step(self.match, self.prefs.discard_click), choices, self._while_this_game(chosen))

    def click_pile(self) -> None:
        """Take the pile (what that means is the engine's: the whole pile, or in Kanastic the
        top card alone before the side melds); while taking it, put it back; with one card
        selected during the turn, discard that card."""
        if not self._my_move():
            return
        state = self.match.state
        if state.taking is not None and state.phase == Phase.PLAY:
            self.attempt(Action("putback"))
        elif state.phase == Phase.PLAY and len(self.selected) == 1:
            self.discard_card(next(iter(self.selected)))
        else:
            self.attempt(Action("take"))

    def click_scoreboard(self) -> None:
        state = self.match.state
        side = self.match.viewer_side
        placed = state.turn_points() if state.current == self.viewer and state.phase == Phase.PLAY else 0
        if state.opened[side]:
            first = "Your side has melded this hand: no minimum applies."
        else:
            first = requirement_sentence(state, side)
        self.say(f"{first} Placed this turn: {placed} points.")

    def meld_cards(self, indexes: list[int], row_rank: str | None = None) -> bool:
        order = self.hand_order()
        cards = tuple(order[i] for i in sorted(indexes))
        return self.attempt(meld_action(cards, row_rank))

    def discard_card(self, index: int) -> bool:
        return self.attempt(Action("discard", (self.hand_order()[index],)))

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                mods = getattr(event, "mod", None)
                self._left_down(event.pos, pygame.key.get_mods() if mods is None else mods)
            elif event.button == 3:
                self._right_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._left_up(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == MOVE_READY:
            self.context.request_redraw()

    def _key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.undo()
        elif event.key == pygame.K_s and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.sort_hand()
        elif event.key == pygame.K_ESCAPE:
            self._cancel_drag()
            if self.selected:
                self.selected.clear()
                self._rebuild(animate=True)
        elif event.key in KEY_COMMANDS:
            self._command(KEY_COMMANDS[event.key])

    def _hand_sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        sprite = self.sprites.card_at(pos, ("hand",))
        if sprite is not None and sprite.owner == self.viewer and sprite.index is not None:
            return sprite
        return None

    def _left_down(self, pos: tuple[int, int], mods: int) -> None:
        layout = self._layout()
        button = self.buttons.at(pos)
        if button is not None:
            self._press_button(button.command)
            return
        sprite = self._hand_sprite_at(pos)
        if sprite is not None and self._second_of_double_click(pos):
            return
        if sprite is not None:
            assert sprite.index is not None
            if mods & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL):
                self.selected ^= {sprite.index}
                self._rebuild()
                self.press = Press(pos, sprite.index, sprite.rect.copy())
                self.press_selects = True
                return
            self.press = Press(pos, sprite.index, sprite.rect.copy())
            self.press_selects = False
            return
        if layout.stock.collidepoint(pos):
            self.click_stock()
            return
        if self._on_pile(pos):
            self.click_pile()
            return
        if layout.scoreboard.collidepoint(pos):
            self.click_scoreboard()
            return
        area = layout.melds[self.match.viewer_side]
        column = area.column_at(pos)
        if column is not None and self.selected:
            if self._my_move():
                self.meld_cards(sorted(self.selected), column if column in self._my_ranks() else None)
            return
        if self.selected:
            self.selected.clear()
            self._rebuild()

    def _on_pile(self, pos: tuple[int, int]) -> bool:
        sprite = self.sprites.card_at(pos, ("pile", "freezer"))
        return sprite is not None or self._layout().pile.collidepoint(pos)

    def _left_up(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            self._drop(pos)
            return
        press, self.press = self.press, None
        if press is None or self.press_selects:
            return
        if not self._my_move():
            return
        self.hold_next = self._hand_places()
        if press.index in self.selected:
            played = self.meld_cards(sorted(self.selected))
        else:
            self.selected.clear()
            played = self.meld_cards([press.index])
        self.hold_next = None
        if played:
            self.last_hand_move = (press.pos, self.wall_clock())

    def _second_of_double_click(self, pos: tuple[int, int]) -> bool:
        """Whether a press on the hand is the second click of a double click whose first
        click played a card: it is ignored, so a double click never plays two cards."""
        last = self.last_hand_move
        if last is None:
            return False
        (x, y), when = last
        near = abs(pos[0] - x) + abs(pos[1] - y) <= DOUBLE_CLICK_DISTANCE
        return near and self.wall_clock() - when <= DOUBLE_CLICK_SECONDS

    def _right_down(self, pos: tuple[int, int]) -> None:
        if self._layout().scoreboard.collidepoint(pos):
            self.dialogs.table_scores(self.match)
            return
        sprite = self._hand_sprite_at(pos)
        if sprite is None or sprite.index is None or sprite.card is None:
            self.last_right = None
            return
        if self._second_of_double_click(pos):
            return
        if not self._my_move():
            return
        card = sprite.card
        discard = Action("discard", (card,))
        problem = self.match.explain(discard)
        if problem is not None:
            self.refuse(problem)
            return
        now = self.wall_clock()
        last = self.last_right
        if self.prefs.discard_click == "single" or (
                last is not None and last[0] == sprite.index and last[1] == card
                and now - last[2] <= DOUBLE_CLICK_SECONDS):
            if self.attempt(discard):
                self.last_hand_move = (pos, now)
            return
        self.last_right = (sprite.index, card, now)
        self.say(f"Right-click the {card_label(card)} again to discard it.")

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.held_hand is not None and self.drag is None and not self._in_held_hand(pos):
            self.release_hand()
        if self.drag is not None:
            self.drag.pos = pos
            self._update_drop(pos)
            self.context.request_redraw()  # only the dragged cards move
            return
        if self.press is not None:
            threshold = max(4, DRAG_START * self.press.card_rect.width)
            if abs(pos[0] - self.press.pos[0]) + abs(pos[1] - self.press.pos[1]) >= threshold:
                self._start_drag(pos)
                return
        if self.buttons.track(pos):
            self._changed()

    # ------------------------------------------------------------------ dragging

    def _my_ranks(self) -> set[str]:
        return set(self.match.state.tables[self.match.viewer_side])

    def _start_drag(self, pos: tuple[int, int]) -> None:
        press = self.press
        assert press is not None
        self.press = None
        order = self.hand_order()
        if press.index in self.selected:
            indexes = tuple(sorted(self.selected))
        else:
            indexes = (press.index,)
        cards = tuple(order[i] for i in indexes)
        slot = self._layout().hands[self.viewer]
        grab = (press.pos[0] - press.card_rect.left + round(0.3 * slot.card_size[0]) * indexes.index(press.index),
                press.pos[1] - press.card_rect.top)
        drag = Drag(indexes, cards, grab, pos, slot.card_size)
        if self.match.viewer_may_act():
            self._judge_drag(drag)
        self.drag = drag
        self._rebuild(animate=False)
        self._update_drop(pos)

    def _judge_drag(self, drag: Drag) -> None:
        """Which rows would take the dragged cards, which new meld they could start, whether they may be discarded."""
        match = self.match
        ranks = self._my_ranks()
        drag.accepting_rows = frozenset(rank for rank in ranks
                                        if match.explain(meld_action(drag.cards, rank)) is None)
        rank = natural_rank(drag.cards)
        if rank is not None and rank not in ranks and match.explain(meld_action(drag.cards, None)) is None:
            drag.new_meld_rank = rank
        drag.discard_ok = len(drag.cards) == 1 and match.explain(Action("discard", drag.cards)) is None

    def _update_drop(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is None:
            return
        self.drop = drop_target(pos, self._layout(), self.sprites, self.viewer, self.match.viewer_side,
                                self._my_ranks(), drag.indexes)

    def _cancel_drag(self) -> None:
        if self.drag is None:
            return
        before = self._drag_sprites() + self.sprites.cards
        self.drag = None
        self.drop = None
        self._rebuild(before=before)

    def _drag_sprites(self) -> list[CardSprite]:
        """The dragged cards as sprites where they hang now, so they glide on from there."""
        drag = self.drag
        assert drag is not None
        order = self.hand_order()
        sprites = []
        slot = self._layout().hands[self.viewer]
        for index, rect in zip(drag.indexes, drag.card_rects()):
            card = order[index]
            occurrence = sum(1 for i in range(index) if order[i] == card)
            sprites.append(CardSprite(("hand", self.viewer, str(card), occurrence), card, rect, "hand",
                                      self.viewer, index=index, width=slot.card_width))
        return sprites

    def _drop(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        self._update_drop(pos)
        drop = self.drop or Drop("none")
        before = self._drag_sprites() + self.sprites.cards
        self.drag = None
        self.drop = None
        if drop.kind == "hand":
            assert drop.index is not None
            self.held_hand = None
            self.hand_order().move(drag.indexes, drop.index)
            self.selected.clear()
            self._rebuild(before=before)
            return
        if drop.kind == "none" or not self._my_move():
            self._rebuild(before=before)
            return
        if drop.kind == "pile" and len(drag.cards) != 1:
            self.refuse("Discard one card at a time.")
            self._rebuild(before=before)
            return
        action = drop_action(drag.cards, drop)
        problem = self.match.explain(action)
        if problem is None:
            self.selected.clear()
            self._play(action, before=before)
        else:
            self.refuse(problem)
            self._rebuild(before=before)

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
        if self.context.stack.top is not self or self.waiting or self.drag is not None:
            return
        self._progress()
        if not self.warm and not self.animator.glides:
            layout = self._layout()
            widths = sorted({layout.pile_card_width, layout.hands[self.viewer].card_width}
                            | {area.card_width for area in layout.melds.values()})
            self.warm = self.painter.warm(self.faces, widths, WARM_BUDGET)

    def _progress(self) -> None:
        match = self.match
        if match.hand_is_over():
            self._hand_over()
            return
        seat = match.screen_goes_to()
        if seat is not None:
            self._pass_screen(seat)
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
        state = self.match.state
        if state.phase == Phase.ASK and state.asker is not None:
            reason = f"{self.match.name(state.asker)} asks you: \u201cMay I go out?\u201d"
        elif state.phase == Phase.PLAY and state.permission is not None:
            reason = f"Your partner answered {'yes' if state.permission else 'no'}."
        else:
            reason = "It is your turn."

        def handed_over(_: object = None) -> None:
            self.waiting = False
            self.match.hand_to(seat)
            self.selected.clear()
            self._relayout()

        self.waiting = True
        self._cancel_drag()
        handed = self._while_this_game(handed_over)
        self.context.stack.push(PassScreen(self.context, self.painter, self.match.name(seat), reason,
                                           self.prefs.background_colour, lambda: handed(None)))

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

    # ------------------------------------------------------------------ drawing

    def frame(self) -> Frame:
        status, warning = self.status_text()
        drop = self.drop
        return Frame(self.match, self._layout(), self.sprites, self.animator, self.now,
                     self.prefs.background_colour, status, warning, self.buttons, self.log, self.drag,
                     drop.rank if drop is not None and drop.kind in ("row", "new") else None,
                     drop is not None and drop.kind == "pile", self.version)

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
