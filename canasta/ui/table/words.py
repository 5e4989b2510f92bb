"""Words at the table (BWC Canasta, where every meld is a word).

The player picks letters from the hand one by one, in the order of the word (a click
picks a card, another click puts it back; the letters picked so far show on the status
line), then:
    clicks free table (or drags the letters there)   lays them as a new word
    clicks a word, or drags the letters into it      puts them into that word where the
                                                     pointer is (while dragging, the word
                                                     opens a gap there)
    clicks the pile (before drawing)                 takes the pile with a word of the
                                                     letters and the top card
A star asks for the letter it stands for in a small picker. A word dragged onto another
joins its end (its front, dropped on the front half). Once the stock is empty, a click
on the pile makes the take the rules force.

What each gesture asks for is worked out by word_moves.py and judged by the engine; a
refused move shows the engine's sentence. Methods of `TableScene` (scene.py), which holds
the state they read and change.
"""

from __future__ import annotations

from typing import Callable, Sequence

from canasta.engine import Action, Card, Phase
from canasta.language import _

from ..drag import Drag, Drop, NewMeld
from ..sprites import CardSprite, WordGap
from ..word_moves import (STAR_MARK, Verdict, WordsOf, forced_takes, into_word, into_word_spellings, join_words,
                          letters_for_star, new_word, new_word_spellings, shown, spelled, stars_in, take_spellings,
                          take_with_word)

Play = Callable[[list[str]], Verdict]


class TableWords:
    """Word moves at the table (part of `TableScene`)."""

    # ------------------------------------------------------------------ the letters picked

    def picked(self) -> list[int]:
        """The selected hand cards (places in the hand order) in the order they were picked."""
        return [index for index in self.pick_order if index in self.selected]

    def _keep_pick_order(self) -> None:
        """The pick order follows the selection: cards let go leave it, new ones join its end."""
        kept = [index for index in self.pick_order if index in self.selected]
        self.pick_order = kept + sorted(self.selected - set(kept))

    def pick(self, index: int) -> None:
        """Pick the hand card at `index` as the next letter, or put it back if picked."""
        if index in self.selected:
            self.selected.discard(index)
        else:
            self.selected.add(index)
            self.pick_order.append(index)
        self._rebuild()

    def picked_letters(self) -> str:
        """The picked letters as the player reads them: "CAT", "C★T"."""
        order = self.hand_order()
        return shown(spelled(self.match.state, [order[index] for index in self.picked()]))

    # ------------------------------------------------------------------ the moves

    def lay_word(self, indexes: Sequence[int], meld: int | None = None, gap: int | None = None,
                 before: list[CardSprite] | None = None) -> None:
        """The hand cards at `indexes`, in that order, laid as a new word (`meld` None) or put
        into the side's word `meld` before its letter `gap` (its end: None)."""
        state = self.match.state
        order = self.hand_order()
        cards = [order[index] for index in indexes]
        target = state.tables[state.side_of(state.current)].by_id(meld) if meld is not None else None
        if target is None:
            self._word_move(cards, lambda letters: new_word(state, cards, letters),
                            new_word_spellings(state, cards), before)
            return
        place = len(target.key) if gap is None else gap
        self._word_move(cards, lambda letters: into_word(state, target, cards, place, letters),
                        into_word_spellings(state, target, cards, place), before)

    def take_with_word(self, indexes: Sequence[int], before: list[CardSprite] | None = None) -> None:
        """Take the pile with a new word of the hand cards at `indexes` and the top card."""
        state = self.match.state
        order = self.hand_order()
        cards = [order[index] for index in indexes]
        self._word_move(cards, lambda letters: take_with_word(state, cards, letters),
                        take_spellings(state, cards), before)

    def join_words(self, dragged: int, onto: int, in_front: bool, before: list[CardSprite] | None = None) -> None:
        """The side's word `dragged` dropped on its word `onto` (on its front half: `in_front`)."""
        verdict = join_words(self.match.state, dragged, onto, in_front)
        self._finish_word_move(verdict, before)

    def click_pile_for_word(self) -> None:
        """A click on the pile before drawing: take it with the picked letters, or the way
        the empty stock forces; with nothing picked, say how a word takes it."""
        if self.selected:
            self.take_with_word(self.picked())
            return
        forced = forced_takes(self.match.state)
        if len(forced) == 1:
            self.attempt(forced[0])
        elif forced:
            self._take_choice(forced)
        else:
            self.refuse(self.match.explain(Action("take")) or "")

    def _word_move(self, cards: Sequence[Card], play: Play, spellings: WordsOf,
                   before: list[CardSprite] | None) -> None:
        """Play the word move `play` makes with the letters the stars among `cards` stand for,
        asked first in the letter picker."""
        state = self.match.state
        stars = stars_in(state, cards)
        if not stars:
            self._finish_word_move(play([]), before)
            return
        self._rebuild(before=before)  # the dragged letters go back while the player picks
        token = len(self.match.record.actions)
        chosen: list[str] = []

        def ask() -> None:
            marked = letters_for_star(state, spellings, chosen, stars)
            word = shown(spelled(state, cards, chosen))
            if stars > 1 and len(chosen) < 3:
                question = (_("Which letter does the first star of {word} stand for?"),
                            _("Which letter does the second star of {word} stand for?"),
                            _("Which letter does the third star of {word} stand for?"))[len(chosen)]
            else:
                question = _("Which letter does the star of {word} stand for?")
            text = question.format(word=word)
            if marked:
                text += " " + _("The marked letters make a word: {letters}.").format(
                    letters=", ".join(letter.upper() for letter in marked))
            self.waiting = True
            self.dialogs.letter(_("The star's letter"), text, marked, self._while_this_game(answered))

        def answered(letter: object) -> None:
            self.waiting = False
            if not isinstance(letter, str) or len(self.match.record.actions) != token:
                self._rebuild()
                return
            chosen.append(letter)
            if len(chosen) < stars:
                ask()
                return
            self._finish_word_move(play(chosen), None)

        ask()

    def _finish_word_move(self, verdict: Verdict, before: list[CardSprite] | None) -> None:
        if verdict.action is not None:
            self.selected.clear()
            self._play(verdict.action, before=before)
            return
        self.refuse(verdict.problem or "")
        self._rebuild(before=before)

    # ------------------------------------------------------------------ while dragging

    def _judge_word_drag(self, drag: Drag) -> None:
        """Dragged letters: the new word they would lay on free table, and whether they may be
        discarded (which words would take them depends on the place: see `_word_drop_note`)."""
        match = self.match
        side = match.viewer_side
        area = self._layout().melds[side]
        state = match.state
        strips = [meld for meld in state.tables[side] if meld.kind.laid_out_in_order]
        bands = area.word_rects([len(meld.cards) for meld in strips] + [len(drag.cards)])
        place = bands[-1].copy() if bands else None
        if place is not None:
            place.width = area.word_width(len(drag.cards))
        letters = shown(spelled(state, drag.cards))
        drag.new_meld = NewMeld(f"word {letters}", place) if len(drag.cards) > 1 else None
        drag.discard_ok = len(drag.cards) == 1 and match.explain(Action("discard", drag.cards)) is None

    def _word_drop_note(self, drop: Drop) -> tuple[str, bool] | None:
        """What dropping here would do, asked of the judge: ("play QUIET on your QUIT?", True),
        or the judge's reason and False; None where there is nothing to say."""
        drag = self.drag
        if drag is None or drop.kind != "meld" or drop.meld is None or not self.match.viewer_may_act():
            return None
        key = (drag.meld, drag.cards, drop.meld, drop.gap, self.version)
        if self.word_note_for is not None and self.word_note_for[0] == key:
            return self.word_note_for[1]
        state = self.match.state
        table = state.tables[self.match.viewer_side]
        target = table.by_id(drop.meld)
        note: tuple[str, bool] | None = None
        if target is not None and drag.meld is not None:
            if drag.meld != drop.meld:
                joined = join_words(state, drag.meld, drop.meld, bool(drop.front))
                note = (f"join them into {shown(joined.word)}?", True) if joined.allowed \
                    else (joined.problem or "", False)
        elif target is not None and drop.gap is not None:
            if stars_in(state, drag.cards):
                word = shown(target.key[:drop.gap] + spelled(state, drag.cards) + target.key[drop.gap:])
                note = (f"{word} on your {shown(target.key)}: pick the star's letter", True)
            else:
                verdict = into_word(state, target, drag.cards, drop.gap)
                if verdict.action is not None and verdict.action.kind == "switch":
                    note = (f"switch it into your {shown(target.key)}?", True)
                else:
                    note = (f"play {shown(verdict.word)} on your {shown(target.key)}?", True) if verdict.allowed \
                        else (verdict.problem or "", False)
        self.word_note_for = (key, note)
        return note

    def _word_gap(self) -> WordGap | None:
        """The gap the dragged letters open in the word under the pointer."""
        drag, drop = self.drag, self.drop
        if drag is None or drag.meld is not None or drop is None or drop.kind != "meld" or drop.meld is None \
                or drop.gap is None:
            return None
        return WordGap(self.match.viewer_side, drop.meld, drop.gap, len(drag.cards))

    # ------------------------------------------------------------------ in words

    def word_hint(self) -> str | None:
        """The status line while letters are picked: the word so far and where it can go."""
        state = self.match.state
        if not self.selected or not self.match.viewer_may_act():
            return None
        letters = self.picked_letters()
        star = " (a star asks for its letter)" if STAR_MARK in letters else ""
        if state.phase == Phase.DRAW:
            top = state.pile_top()
            if top is None:
                return None
            return (f"{letters} picked: click the pile to take it with a word of these letters and the top "
                    f"{top.rank}{star}.")
        if state.phase != Phase.PLAY or state.taking is not None:
            return None
        if len(self.selected) == 1:
            return (f"{letters} picked: click a word where the letter goes, pick more letters for a new word, "
                    f"or click the pile to discard it.")
        return (f"{letters} picked: click free table to lay {letters}, or click a word where the letters "
                f"go{star}.")
