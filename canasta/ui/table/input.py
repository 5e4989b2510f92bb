"""The table's input: presses, drags and drops on the table, and keys, each turned into
an engine `Action` (or a change to the hand's order or the selection).

Mouse and keys (as Canasta for Windows, plus dragging):
    left-click the stock            draw
    left-click the pile             take it (again, while taking: put it back; with one
                                    card selected during the turn: discard that card)
    left-click a hand card          meld it into its row (a selected group: meld the group)
    shift/ctrl-click a hand card    select it (for a group)
    drag cards onto a meld          put them on it (wild cards too)
    drag cards onto free table      start a new meld
    drag one of your melds onto     merge the two (two groups of one rank, where a side
      another                       may hold several: Samba; two words, BWC)
    with words (BWC): a click on a hand card picks it as the next letter; free table,
    a word or the pile then takes the letters picked (see words.py)
    drag a card onto the pile       discard
    drag within the hand            rearrange
    right-click a hand card         discard (double right-click, by the Customize option)
    left-click the scoreboard       the minimum first meld and the points placed this turn
    right-click the scoreboard      detailed scoring
    Del                             take back the last meld of the turn
    S                               sort the hand
    F1 F2 F3 F4                     help, new game, load, save (handled by the app)

Methods of `TableScene` (scene.py), which holds the state they read and change.
"""

from __future__ import annotations

import pygame

from canasta.engine import Action, Phase
from canasta.language import _

from ..computer import MOVE_READY
from ..drag import DRAG_START, Drag, Drop, Press, drop_action, drop_target
from ..refusals import meld_refusal
from ..sprites import CardSprite
from ..status import card_label

DOUBLE_CLICK_SECONDS = 0.5
DOUBLE_CLICK_DISTANCE = 8      # pixels the pointer may move between the clicks of a double click
KEY_COMMANDS = {pygame.K_F1: "help", pygame.K_F2: "new", pygame.K_F3: "load", pygame.K_F4: "save"}


class TableInput:
    """Presses, drags, drops and keys on the table (part of `TableScene`)."""

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The table takes every event: it is the scene at the bottom."""
        if self._held(event):
            return None  # (kept until the move list it waits for is ready)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
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
        return None

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
        side = self.match.viewer_side
        if layout.melds[side].rect.collidepoint(pos) and self.selected:
            if self._my_move():
                self.melding.click_table(self.sprites.meld_at(side, pos), pos)
            return
        row = self.sprites.card_at(pos, ("row",))
        if row is not None and row.owner == side and row.meld is not None and not self.selected \
                and self.match.rules.melds_per_rank == "many":
            # The start of dragging the meld onto another, to merge them.
            self.press = Press(pos, -1, row.rect.copy(), meld=row.meld)
            self.press_selects = False
            return
        if self.selected:
            self.selected.clear()
            self._rebuild()

    def _on_pile(self, pos: tuple[int, int]) -> bool:
        sprite = self.sprites.card_at(pos, ("pile", "freezer", "pile_under"))
        return sprite is not None or self._layout().pile.collidepoint(pos)

    def _left_up(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            self._drop(pos)
            return
        press, self.press = self.press, None
        if press is None or self.press_selects or press.meld is not None:
            return
        self.melding.click_hand(press)

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
        self.say(_("Right-click the {card} again to discard it.").format(
            card=card_label(card, self.match.state.rules.card_names)))

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.hand_held and self.drag is None and self.hand_may_close(pos):
            self._rebuild()  # no card under the pointer moves: the hand closes up
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

    def _start_drag(self, pos: tuple[int, int]) -> None:
        press = self.press
        assert press is not None
        self.press = None
        if press.meld is not None:
            self._start_meld_drag(press, pos)
            return
        order = self.hand_order()
        if press.index in self.selected:
            indexes = self.melding.lifted()
        else:
            indexes = (press.index,)
        cards = tuple(order[i] for i in indexes)
        slot = self._layout().hands[self.viewer]
        grab = (press.pos[0] - press.card_rect.left + round(0.3 * slot.card_size[0]) * indexes.index(press.index),
                press.pos[1] - press.card_rect.top)
        drag = Drag(indexes, cards, grab, pos, slot.card_size)
        if self.match.viewer_may_act():
            self.melding.judge_drag(drag)
        self.drag = drag
        self._rebuild(animate=False)
        self._update_drop(pos)

    def _start_meld_drag(self, press: Press, pos: tuple[int, int]) -> None:
        """Lift one of the side's melds whole, to drop it on another and merge the two: the
        melds lit are those the engine lists a merge into."""
        match = self.match
        side = match.viewer_side
        meld = match.state.tables[side].by_id(press.meld or 0)
        if meld is None or not match.viewer_may_act():
            return
        grab = (press.pos[0] - press.card_rect.left, press.pos[1] - press.card_rect.top)
        drag = Drag((), tuple(meld.cards), grab, pos, self._layout().melds[side].card_size, meld=meld.id)
        drag.accepting = self.melding.merges_into(meld)
        self.drag = drag
        self._rebuild(animate=False)  # the meld leaves its place while it is carried
        self._update_drop(pos)

    def _meld_drag_sprites(self, drag: Drag) -> list[CardSprite]:
        """The cards of a dragged meld where they hang now, so they glide on from there."""
        side = self.match.viewer_side
        width = self._layout().melds[side].card_width
        return [CardSprite(("row", side, drag.meld, index), card, rect, "row", side, meld=drag.meld, width=width)
                for index, (card, rect) in enumerate(zip(drag.cards, drag.card_rects()))]

    def _drop_meld(self, drag: Drag, drop: Drop) -> None:
        """A dragged meld let go: on another of the side's melds it asks to merge into it
        (the engine says yes or why not); anywhere else it goes back."""
        assert drag.meld is not None
        before = self._meld_drag_sprites(drag) + self.sprites.cards
        if drop.kind == "meld" and drop.meld is not None and drop.meld != drag.meld and self._my_move() \
                and self.melding.drop_meld(drag, drop, before):
            return
        self._rebuild(before=before)

    def _update_drop(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is None:
            return
        gap = self.melding.gap()
        self.drop = drop_target(pos, self._layout(), self.sprites, self.viewer, self.match.viewer_side,
                                drag.indexes)
        if self.melding.gap() != gap:
            self._rebuild()  # the word under the pointer opens a gap there (or closes it)

    def _cancel_drag(self) -> None:
        if self.drag is None:
            return
        moving = self._meld_drag_sprites(self.drag) if self.drag.meld is not None else self._drag_sprites()
        before = moving + self.sprites.cards
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

    def _drop_word(self, drag: Drag, drop: Drop, before: list[CardSprite]) -> bool:
        """Dragged letters let go as a word move: on a word, into it where dropped; on free
        table, a new word; on the pile before drawing, taking it with a word. False: the drop
        is no word move (a discard)."""
        if drop.kind == "meld":
            self.lay_word(drag.indexes, drop.meld, drop.gap, before)
        elif drop.kind == "new":
            self.lay_word(drag.indexes, None, None, before)
        elif drop.kind == "pile" and self.match.state.phase == Phase.DRAW:
            self.take_with_word(drag.indexes, before)
        else:
            return False
        return True

    def _drop(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        self._update_drop(pos)
        drop = self.drop or Drop("none")
        if drag.meld is not None:
            self.drag = None
            self.drop = None
            self._drop_meld(drag, drop)
            return
        before = self._drag_sprites() + self.sprites.cards
        self.drag = None
        self.drop = None
        if drop.kind == "hand":
            assert drop.index is not None
            self.rearrange_hand()
            self.hand_order().move(drag.indexes, drop.index)
            self.selected.clear()
            self._rebuild(before=before)
            return
        if drop.kind == "none" or not self._my_move():
            self._rebuild(before=before)
            return
        if self.melding.drop(drag, drop, before):
            return
        if drop.kind == "pile" and len(drag.cards) != 1:
            self.refuse(_("Discard one card at a time."))
            self._rebuild(before=before)
            return
        action = drop_action(drag.cards, drop)
        problem = self.match.explain(action)
        if problem is None:
            self.selected.clear()
            self._play(action, before=before)
        else:
            self.refuse(meld_refusal(self.match.state, action, problem))
            self._rebuild(before=before)

