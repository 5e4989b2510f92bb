"""Where everything lies on the table: the layout for the window, the sprites for the
game, and a hand that holds still under the pointer (hand_places.py).

Methods of `TableScene` (scene.py), which holds the state they read and change.
"""

from __future__ import annotations

import pygame

from canasta.engine import Card

from ..hand_places import draw_order, held_places, may_close
from ..layout import RAISE, TableLayout, card_height, compute_layout
from ..sprites import CardSprite, TableSprites, build_sprites
from ..table_shape import columns_needed, shape_for
from ..table_words import staged
from .view_panels import STAGED_BOARD_LINES

DEAL_STAGGER = 0.025           # dealt cards arrive one after another


class TablePlaces:
    """The layout and where every card lies (part of `TableScene`)."""

    def _layout(self) -> TableLayout:
        assert self.layout is not None
        return self.layout

    def _relayout(self) -> None:
        self.rearrange_hand()
        self._compute_layout()
        self.animator.finish()
        self._rebuild(animate=False)

    def _compute_layout(self) -> None:
        state = self.match.state
        board_lines = STAGED_BOARD_LINES if staged(state) else 1
        self.layout = compute_layout(self.context.size, state.players, self.viewer, state.side_of, self.top_inset,
                                     self.extra_columns, shape_for(state.rules), board_lines)
        self.warm = False  # card faces at the new sizes are drawn while the table is idle

    def _columns_fit(self) -> bool:
        """Whether every meld on the table has its column; else the layout gets the missing
        ones, and keeps them until the next deal so that columns do not come and go."""
        area = next(iter(self._layout().melds.values()))
        missing = columns_needed(self.match.state.tables) - set(area.columns)
        if not missing:
            return True
        self.extra_columns = tuple(sorted(set(self.extra_columns) | missing))
        return False

    def _forget_extra_columns(self) -> None:
        """A new hand starts on an empty table: the columns the last one added go."""
        if self.extra_columns:
            self.extra_columns = ()
            self._compute_layout()

    def _rebuild(self, sources: list[pygame.Rect] | None = None, animate: bool = True, stagger: float = 0.0,
                 before: list[CardSprite] | None = None) -> None:
        previous = self._hand_places() if self.hand_may_hold else []
        self.hand_may_hold = True
        if not self._columns_fit():
            self._compute_layout()
        order = self.hand_order()
        if order.sync(self.match.state.hands[self.viewer]):
            self.selected.clear()
        self.selected = {i for i in self.selected if i < len(order)}
        self._keep_pick_order()
        hidden = frozenset(self.drag.indexes) if self.drag is not None else frozenset()
        sprites = build_sprites(self.match.state, self._layout(), self.viewer, order.cards,
                                frozenset(self.selected), hidden, self._word_gap(), self.match.screen_claimed)
        if self.drag is not None and self.drag.meld is not None:
            _lift_meld(sprites, self.match.viewer_side, self.drag.meld)
        self._place_hand(sprites, previous)
        if animate:
            self.animator.moved(before if before is not None else self.sprites.cards, sprites.cards, self.now,
                                self._glide_seconds(), sources, stagger)
        self.sprites = sprites
        self._update_buttons()
        self._changed()

    # ------------------------------------------------------------------ a hand that holds still

    def _raise_px(self) -> int:
        return round(RAISE * card_height(self._layout().hands[self.viewer].card_width))

    def _hand_places(self) -> list[tuple[Card, pygame.Rect]]:
        """Where the viewer's hand cards lie now, not raised."""
        lift = self._raise_px()
        return [(sprite.card, sprite.rect.move(0, lift) if sprite.index in self.selected else sprite.rect.copy())
                for sprite in self.sprites.cards
                if sprite.zone == "hand" and sprite.owner == self.viewer and sprite.index is not None
                and sprite.card is not None]

    def rearrange_hand(self) -> None:
        """The next layout lays the hand out afresh (sorted, rearranged, dealt, a new viewer):
        no card keeps the place it had (hand_places.py)."""
        self.hand_may_hold = False

    def _place_hand(self, sprites: TableSprites, previous: list[tuple[Card, pygame.Rect]]) -> None:
        """The viewer's cards in `sprites` (laid out closed up) where hand_places.py puts them:
        where they were (`previous`) while closing up would put another card under the
        pointer, the cards that came in free places; drawn left to right."""
        self.hand_held = False
        order = self.hand_order().cards
        slot = self._layout().hands[self.viewer]
        lift = self._raise_px()
        held = held_places(slot, order, previous) if previous else None
        if held is None:
            return
        raised = [rect.move(0, -lift) if index in self.selected else rect for index, rect in enumerate(held)]
        fan = [rect.move(0, -lift) if index in self.selected else rect
               for index, rect in enumerate(slot.card_rects(len(order), True))]
        if may_close(raised, fan, self.pointer):
            return
        mine = [sprite for sprite in sprites.cards
                if sprite.zone == "hand" and sprite.owner == self.viewer and sprite.index is not None]
        for sprite in mine:
            assert sprite.index is not None
            sprite.rect = raised[sprite.index]
        drawn = {index: rank for rank, index in enumerate(draw_order(raised))}
        mine.sort(key=lambda sprite: drawn[sprite.index or 0])
        others = [sprite for sprite in sprites.cards if not (sprite.zone == "hand" and sprite.owner == self.viewer
                                                               and sprite.index is not None)]
        sprites.cards = others + mine
        self.hand_held = True

    def hand_may_close(self, pos: tuple[int, int]) -> bool:
        """Whether the hand, held where it was, may close up with the pointer at `pos` (no
        card under it would move)."""
        mine = {sprite.index: sprite.rect for sprite in self.sprites.cards
                if sprite.zone == "hand" and sprite.owner == self.viewer and sprite.index is not None}
        order = self.hand_order()
        lift = self._raise_px()
        fan = [rect.move(0, -lift) if index in self.selected else rect
               for index, rect in enumerate(self._layout().hands[self.viewer].card_rects(len(order), True))]
        shown = [mine.get(index, fan[index]) for index in range(len(order))]
        return may_close(shown, fan, pos)

    def _glide_seconds(self) -> float:
        return self.prefs.glide_seconds



def _lift_meld(sprites: TableSprites, side: int, meld: int) -> None:
    """Leave out a meld being dragged: its cards hang from the pointer, and nothing can be
    dropped on it."""
    sprites.cards = [sprite for sprite in sprites.cards
                     if not (sprite.zone == "row" and sprite.owner == side and sprite.meld == meld)]
    sprites.rows.pop((side, meld), None)
