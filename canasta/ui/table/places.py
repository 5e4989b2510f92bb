"""Where everything lies on the table: the layout for the window, the sprites for the
game, and a hand that holds still after a meld by click.

Methods of `TableScene` (scene.py), which holds the state they read and change.
"""

from __future__ import annotations

from typing import Hashable

import pygame

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
        if not self._columns_fit():
            self._compute_layout()
        order = self.hand_order()
        if order.sync(self.match.state.hands[self.viewer]):
            self.selected.clear()
        self.selected = {i for i in self.selected if i < len(order)}
        self._keep_pick_order()
        hidden = frozenset(self.drag.indexes) if self.drag is not None else frozenset()
        sprites = build_sprites(self.match.state, self._layout(), self.viewer, order.cards,
                                frozenset(self.selected), hidden, self._word_gap())
        if self.drag is not None and self.drag.meld is not None:
            _lift_meld(sprites, self.match.viewer_side, self.drag.meld)
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

    def _glide_seconds(self) -> float:
        return self.prefs.glide_seconds



def _lift_meld(sprites: TableSprites, side: int, meld: int) -> None:
    """Leave out a meld being dragged: its cards hang from the pointer, and nothing can be
    dropped on it."""
    sprites.cards = [sprite for sprite in sprites.cards
                     if not (sprite.zone == "row" and sprite.owner == side and sprite.meld == meld)]
    sprites.rows.pop((side, meld), None)
