"""How the player's gestures place cards at the table: as cards into melds (every rule set
but words) or as letters spelling words (BWC, words.py). The table asks the one its rules
are played with (`TableScene.melding`) wherever the two differ, and never which it is.

Each gesture is one method: a click on the table with cards selected, a click on a hand
card, the cards a drag lifts, a meld dragged onto another, judging a drag, dropping it,
a click on the pile before drawing, and what the status line and the frame show.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from canasta.engine import Action, Card, GameState, Meld, Phase, table_group_for_take, variant_of

from ..drag import Drag, Drop, Press, meld_action, merge_action, new_meld
from ..sprites import CardSprite, WordGap
from ..word_moves import join_words

if TYPE_CHECKING:
    from .scene import TableScene


class CardMelding:
    """Cards placed as they are: into the meld clicked or dropped on, or a new one."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    def click_table(self, meld: int | None, pos: tuple[int, int]) -> None:
        """The selected cards clicked onto the side's meld `meld` (None: free table)."""
        self.table.meld_cards(sorted(self.table.selected), meld)

    def click_hand(self, press: Press) -> None:
        """A hand card clicked: it (or the selected group it belongs to) is melded."""
        table = self.table
        if not table._my_move():
            return
        if press.index in table.selected:
            played = table.meld_cards(sorted(table.selected))
        else:
            table.selected.clear()
            played = table.meld_cards([press.index])
        if played:
            table.last_hand_move = (press.pos, table.wall_clock())

    def lifted(self) -> tuple[int, ...]:
        """The places in the hand of the selected cards a drag lifts, in the order they go."""
        return tuple(sorted(self.table.selected))

    def merges_into(self, meld: Meld) -> frozenset[int]:
        """The side's melds the dragged meld `meld` may be merged into."""
        return frozenset(action.to for action in self.table.match.legal() if action.kind == "merge"
                         and action.joining == meld.id and action.to is not None)

    def drop_meld(self, drag: Drag, drop: Drop, before: list[CardSprite]) -> bool:
        """The dragged meld let go on another: merged into it (False: refused, it goes back)."""
        assert drag.meld is not None and drop.meld is not None
        table = self.table
        action = merge_action(drop.meld, drag.meld)
        problem = table.match.explain(action)
        if problem is None:
            table._play(action, before=before)
            return True
        table.refuse(problem)
        return False

    def judge_drag(self, drag: Drag) -> None:
        """Which melds would take the dragged cards, which new meld they could start, whether
        they may be discarded: each as the engine judges the move."""
        match = self.table.match
        side = match.viewer_side
        drag.accepting = frozenset(meld.id for meld in match.state.tables[side]
                                   if match.explain(meld_action(drag.cards, meld.id)) is None)
        drag.new_meld = new_meld(match.state, drag.cards, self.table._layout().melds[side])
        drag.discard_ok = len(drag.cards) == 1 and match.explain(Action("discard", drag.cards)) is None

    def gap(self) -> WordGap | None:
        """Where a dragged word opens a gap under the pointer (cards open none)."""
        return None

    def drop(self, drag: Drag, drop: Drop, before: list[CardSprite]) -> bool:
        """Dragged hand cards let go as this way of melding's own move (False: the table's
        plain meld or discard)."""
        return False

    def take_pile(self) -> bool:
        """A click on the pile to take it (False: the table takes it as the rules list)."""
        return False

    def plain_take_meld(self, state: GameState, top: Card) -> Meld | None:
        """The meld a plain take puts the pile's top card on."""
        return table_group_for_take(state, top, state.pile_frozen_for(state.side_of(state.current)))

    def hint(self) -> str | None:
        """What the status line says of the cards picked (nothing, for cards)."""
        return None

    def drop_note(self, drop: Drop) -> tuple[str, bool] | None:
        """What the frame writes by the pointer while dragging over `drop` (nothing)."""
        return None

    def picked(self) -> tuple[int, ...]:
        """The picked cards the frame numbers in their order (none, for cards)."""
        return ()


class WordMelding(CardMelding):
    """Letters picked one by one, in the order of the word, laid as a new word or put into
    one where the pointer is (words.py)."""

    def click_table(self, meld: int | None, pos: tuple[int, int]) -> None:
        table = self.table
        view = table.sprites.rows.get((table.match.viewer_side, meld)) if meld is not None else None
        table.lay_word(table.picked(), meld, view.gap_at(pos[0]) if view is not None else None)

    def click_hand(self, press: Press) -> None:
        self.table.pick(press.index)  # the next letter of the word (or put back)

    def lifted(self) -> tuple[int, ...]:
        return tuple(self.table.picked())

    def merges_into(self, meld: Meld) -> frozenset[int]:
        state = self.table.match.state
        side = self.table.match.viewer_side
        return frozenset(other.id for other in state.tables[side] if other is not meld
                         and join_words(state, meld.id, other.id, False).allowed)

    def drop_meld(self, drag: Drag, drop: Drop, before: list[CardSprite]) -> bool:
        assert drag.meld is not None and drop.meld is not None
        self.table.join_words(drag.meld, drop.meld, drop.front, before)
        return True

    def judge_drag(self, drag: Drag) -> None:
        self.table._judge_word_drag(drag)

    def gap(self) -> WordGap | None:
        return self.table._word_gap()

    def drop(self, drag: Drag, drop: Drop, before: list[CardSprite]) -> bool:
        return self.table._drop_word(drag, drop, before)

    def take_pile(self) -> bool:
        if self.table.match.state.phase != Phase.DRAW:
            return False
        self.table.click_pile_for_word()  # the letters picked, or the take the rules force
        return True

    def plain_take_meld(self, state: GameState, top: Card) -> Meld | None:
        return None  # (a word names the meld it takes the top card into)

    def hint(self) -> str | None:
        return self.table.word_hint()

    def drop_note(self, drop: Drop) -> tuple[str, bool] | None:
        return self.table._word_drop_note(drop)

    def picked(self) -> tuple[int, ...]:
        return tuple(self.table.picked())


# The way of melding of each kind of turn a rule set is played with (the engine's
# `Variant.turn`, by its name).
MELDINGS: dict[str, type[CardMelding]] = {"standard": CardMelding, "word": WordMelding}


def melding_for(table: TableScene) -> CardMelding:
    """The way of melding the table's rules are played with."""
    return MELDINGS[variant_of(table.match.rules).turn.name](table)
