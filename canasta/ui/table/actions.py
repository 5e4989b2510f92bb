"""The table's own actions: the buttons on the status bar, and what a click on the stock,
the pile, the scoreboard or the hand asks for, each turned into an engine `Action`.

Methods of `TableScene` (scene.py), which holds the state they read and change.
"""

from __future__ import annotations

from canasta.engine import HAND_SIZE, Action, Phase, SpecialHand, meld_target, special_hand_offer

from canasta.language import _, number, render

from ..buttons import Button
from ..drag import meld_action
from ..status import card_label, next_step, put_back_label
from ..table_words import requirement_sentence


class TableActions:
    """The buttons on the status bar and what a click on the table asks for (part of `TableScene`)."""

    def _update_buttons(self) -> None:
        buttons = [Button("sort", _("Sort"))]
        match = self.match
        state = match.state
        if match.viewer_may_act() and not self._moves_ready():
            pass  # the buttons the move list allows come once it is worked out (moves_ahead.py)
        elif match.viewer_may_act():
            kinds = {action.kind for action in match.legal()}
            if state.phase == Phase.ASK:
                buttons = self._answer_buttons() or [Button("yes", _("Yes, go out"), primary=True),
                                                     Button("no", _("No"))]
            elif "acaba" in kinds and len(kinds) == 1:  # the partner said yes to Acaba
                buttons += self._acaba_buttons(kinds)
            else:
                if "putback" in kinds:
                    buttons.append(Button("putback", put_back_label(state)))
                if "ask" in kinds:
                    buttons.append(Button("ask", _("Ask partner")))
                if "turn" in kinds:
                    buttons.append(Button("turn", _("Turn pile over"), primary=True))
                if "stop" in kinds:
                    buttons.append(Button("stop", _("End the hand")))
                if "pass" in kinds:
                    buttons.append(Button("pass", _("Pass"), primary=True))
                if "out" in kinds:
                    buttons.append(Button("out", _("Go out"), primary=True))
                if self._special_hand() is not None:
                    buttons.append(Button("special", _("Special hand"), primary=True))
                buttons += self._acaba_buttons(kinds)
                buttons.append(Button("undo", _("Undo")))
        elif state.phase == Phase.HAND_OVER and not self.waiting:
            buttons.append(Button("deal", _("Next hand"), primary=True))
        elif state.phase == Phase.GAME_OVER:
            buttons.append(Button("new", _("New game"), primary=True))
        if self.buttons.set(buttons, self._layout().status, self.painter, round(self._layout().font_px * 0.92)):
            self._changed()

    def _press_button(self, command: str) -> None:
        if command == "sort":
            self.sort_hand()
        elif command == "undo":
            self.undo()
        elif command == "new":
            self._command("new")
        elif command == "special":
            self.lay_special_hand()
        elif command == "acaba":
            self.press_acaba()
        elif command in ("yes", "no", "ask", "pass", "out", "putback", "turn", "stop", "deal"):
            if command == "deal" or self._my_move():
                self.attempt(Action(command))

    def _special_hand(self) -> tuple[Action, SpecialHand] | None:
        """The special hand the viewer may lay now, and its meld, or None (special_hands.py)."""
        if not self.match.viewer_may_act():
            return None
        state = self.match.state
        hand = special_hand_offer(state)
        if hand is None:
            return None
        action = next((action for action in self.match.legal()
                       if action.kind == "meld" and len(action.cards) == HAND_SIZE), None)
        return None if action is None else (action, hand)

    def lay_special_hand(self) -> None:
        """Ask before laying the whole hand as a special hand (it ends the hand), naming it
        and what it is worth."""
        found = self._special_hand()
        if found is None:
            self.refuse(_("You hold no special hand you may lay now."))
            return
        action, hand = found
        token = len(self.match.record.actions)
        name = render(hand.name)
        if hand.wins_game:
            text = _("Your fourteen cards are a special hand: {hand}, worth {points} points for your side (and "
                     "nothing else this hand). Laying it ends the hand and wins the game.")
        else:
            text = _("Your fourteen cards are a special hand: {hand}, worth {points} points for your side (and "
                     "nothing else this hand). Laying it ends the hand.")

        def chosen(answer: object) -> None:
            self.waiting = False
            if answer == "lay" and len(self.match.record.actions) == token:
                self.attempt(action)

        self.waiting = True
        self.dialogs.question(
            _("Lay your {hand}?").format(hand=name), text.format(hand=name, points=number(hand.points)),
            [("lay", _("Lay it: {points}").format(points=number(hand.points))), ("keep", _("Not now"))],
            self._while_this_game(chosen))

    def _command(self, name: str) -> None:
        if self.on_command is not None:
            self.on_command(name)

    # ------------------------------------------------------------------ table actions

    def sort_hand(self) -> None:
        self.rearrange_hand()
        self.hand_order().sort()
        self.selected.clear()
        self._rebuild()

    def rearrange(self, indexes: tuple[int, ...] | list[int], to: int) -> None:
        """Move the viewer's cards at `indexes` (hand order) before place `to`; they glide there."""
        self.rearrange_hand()
        self.hand_order().move(indexes, to)
        self.selected.clear()
        self._rebuild()

    def undo(self) -> None:
        if not self._my_move():
            return
        problem = self.match.explain(Action("undo"))
        if problem is not None and self.match.state.took_pile and self.match.state.taking is None:
            problem = _("{reason} Taking the pile, and the meld that took it, cannot be taken back.").format(
                reason=render(problem))
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
        labels = {"take": _("Take the pile"), "turn": _("Turn the pile over"), "stop": _("End the hand")}
        kinds = dict.fromkeys(action.kind for action in self.match.legal() if action.kind in labels)
        choices = [(kind, labels[kind]) for kind in kinds]
        if not choices:
            self.refuse(self.match.explain(Action("draw")) or _("The stock is empty."))
            return
        token = len(self.match.record.actions)

        def chosen(kind: object) -> None:
            self.waiting = False
            if not isinstance(kind, str) or len(self.match.record.actions) != token:
                return
            if not (kind == "take" and self.melding.take_pile()):  # (words: the letters picked, or the forced take)
                self.attempt(Action(kind))

        self.waiting = True
        self.dialogs.question(_("The stock is empty"), next_step(self.match, self.prefs.discard_click), choices,
                              self._while_this_game(chosen))

    def click_pile(self) -> None:
        """Take the pile (what that means is the engine's: the whole pile, or in Kanastic the
        top card alone before the side melds); while taking it, put it back; with one card
        selected during the turn, discard that card."""
        if not self._my_move():
            return
        state = self.match.state
        if state.taking is not None and state.phase == Phase.PLAY:
            self.attempt(Action("putback"))
        elif self.melding.take_pile():
            return  # (words: taken with the letters picked)
        elif state.phase == Phase.PLAY and len(self.selected) == 1:
            self.discard_card(next(iter(self.selected)))
        else:
            takes = [action for action in self.match.legal() if action.kind == "take"]
            if len(takes) > 1:
                self._take_choice(takes)
            else:  # the one way to take it, or the engine's reason there is none
                self.attempt(takes[0] if takes else Action("take"))

    def _take_choice(self, takes: list[Action]) -> None:
        """Several melds could take the pile's top card (a second group of its rank, a
        run's end): the player says which."""
        state = self.match.state
        table = state.tables[state.side_of(state.current)]
        top = state.pile_top()
        assert top is not None
        plain = self.melding.plain_take_meld(state, top)
        top_label = card_label(top, self.match.state.rules.card_names)

        def words(action: Action) -> str:
            meld = table.by_id(action.to) if action.to is not None else plain
            if action.word is not None and meld is not None:
                return _("{word}: the {card} into your {meld}").format(word=action.word.upper(), card=top_label,
                                                                       meld=meld.key.upper())
            if meld is None:
                return _("Into a new meld")
            return _("Onto your {meld} ({count} cards)").format(meld=render(meld.words()), count=len(meld.cards))

        choices = [(str(action), words(action)) for action in takes]
        token = len(self.match.record.actions)

        def chosen(text: object) -> None:
            self.waiting = False
            if isinstance(text, str) and len(self.match.record.actions) == token:
                self.attempt(Action.parse(text))

        self.waiting = True
        self.dialogs.question(_("Where does the {card} go?").format(card=top_label),
                              _("Choose the meld the pile's top card joins."), choices, self._while_this_game(chosen))

    def click_scoreboard(self) -> None:
        state = self.match.state
        side = self.match.viewer_side
        placed = state.turn_points() if state.current == self.viewer and state.phase == Phase.PLAY else 0
        if state.opened[side]:
            first = _("Your side has melded this hand: no minimum applies.")
        else:
            first = render(requirement_sentence(state, side))
        self.say(_("{requirement} Placed this turn: {points} points.").format(requirement=first,
                                                                             points=placed))

    def meld_cards(self, indexes: list[int], meld: int | None = None) -> bool:
        """Meld the viewer's cards at `indexes` onto the side's meld `meld` (None: as the engine
        places them: a new meld, or the one of their rank)."""
        order = self.hand_order()
        cards = tuple(order[i] for i in sorted(indexes))
        action = meld_action(cards, meld)
        if meld is None:
            action = self._meld_they_join(action) or action
        return self.attempt(action)

    def _meld_they_join(self, action: Action) -> Action | None:
        """Where a side may hold several melds of a rank (Samba) the engine starts a new meld
        with cards melded without naming one; clicked cards too few for a meld of their own
        (`action`) join one on the table instead: a row begun this turn and still short, else
        the one the pile's top card waits in while the pile is taken, else one not yet a
        canasta, else a canasta. None when the cards are enough for a meld, are wild cards
        only (the player drags those onto the row he means), or no meld takes them."""
        state = self.match.state
        rules = state.rules
        cards = action.cards
        if len(cards) >= rules.meld_min_cards or all(rules.is_wild(card) for card in cards):
            return None
        target = meld_target(state, action)
        if target is None or target[2] is not None:
            return None  # a three laid out, or cards the engine puts on the meld of their rank
        table = state.tables[state.side_of(state.current)]
        waiting = state.turn_moves[0][0] if state.taking is not None and state.turn_moves else None
        joins = [(meld, Action("meld", cards, meld.id)) for meld in table.melds]
        joins = [(meld, join) for meld, join in joins if self.match.explain(join) is None]
        if not joins:
            return None
        return min(joins, key=lambda join: (len(join[0].cards) >= rules.meld_min_cards, join[0].id != waiting,
                                            join[0].kind.is_complete(rules, join[0].cards), join[0].id))[1]

    def discard_card(self, index: int) -> bool:
        return self.attempt(Action("discard", (self.hand_order()[index],)))

