"""Deciding what is legal: `explain(action)` says why an action is not allowed now.

Part of `GameState` (a mixin): the rules that judge melds and the end of a turn live
here; taking the pile and the empty stock are judged in taking.py, and whether the turn
can still end after a meld in after_meld.py, which this asks.
"""

from __future__ import annotations

from .actions import Action
from .after_meld import dead_end_problem
from .cards import NATURAL_RANKS, RANK_PLURALS, Card
from .endings import can_end_turn
from .meld_kinds import GOLDEN, GROUP, THREES, MeldKind, kind_of_new_meld, wild_room
from .reach import could_go_out
from .rules import Rules
from .table import Meld
from .taking import renews_stock, stop_problem, take_problem, taking_problem
from .turn import Phase


class TurnRules:
    """The legality half of `GameState`; it reads the state's attributes."""

    def legal_actions(self) -> list[Action]:
        if self._legal_cache is None:
            self._legal_cache = self._generate_actions()
        return list(self._legal_cache)

    def is_legal(self, action: Action) -> bool:
        return self.explain(action) is None

    def explain(self, action: Action) -> str | None:
        """Why `action` is not allowed now, in words a player understands; None if it is."""
        phase, kind = self.phase, action.kind
        if phase == Phase.GAME_OVER:
            return "The game is over."
        if phase == Phase.HAND_OVER:
            return None if kind == "deal" else "The hand is over: deal the next hand."
        if kind == "deal":
            return "The hand is still being played."
        if phase == Phase.ASK:
            if kind in ("yes", "no"):
                return None
            return "Your partner asked \"May I go out?\": answer yes or no."
        if kind in ("yes", "no"):
            return "Nobody asked to go out."
        if phase == Phase.DRAW:
            return self._explain_draw_phase(action)
        return self._explain_play_phase(action)

    def _explain_draw_phase(self, action: Action) -> str | None:
        kind = action.kind
        if kind == "draw":
            if not self.stock and not renews_stock(self):
                return "The stock is empty."
            return None
        if kind == "take":
            return take_problem(self)
        if kind == "stop":
            if self.stock or renews_stock(self):
                return "Draw a card or take the pile."
            return stop_problem(self)
        if kind == "turn":
            if self.stock:
                return "The stock still has cards."
            if self.rules.stock_exhausted != "choice":
                return "These rules do not let the pile be turned over as a new stock."
            if not self.pile:
                return "The pile is empty."
            return None
        if kind in ("meld", "discard", "out", "pass", "ask", "undo", "putback"):
            return "First draw a card from the stock or take the pile." if self.stock else \
                "The stock is empty: take the pile or end the hand."
        return f"'{action}' is not an action here."

    def _explain_play_phase(self, action: Action) -> str | None:
        kind = action.kind
        if self.opening:
            if kind != "discard":
                return "Open the hand by discarding a card."
            if action.card not in self.hands[self.current]:
                return f"You do not hold the {action.card.name}."
            return None
        if kind in ("draw", "take", "stop", "turn"):
            return "You have already drawn this turn: meld, then discard to end your turn."
        if kind == "meld":
            return self._meld_problem(action) or dead_end_problem(self, action)
        if kind == "undo":
            if len(self.turn_moves) <= self.locked:
                if self.taking is not None and self.rules.put_back_penalty is not None:
                    return "There is nothing to take back: click the pile to put its top card back."
                return "There is nothing to take back this turn."
            return None
        if kind == "putback":
            if self.taking is None and not self.took_top_only:
                return "You have not taken the pile." if not self.took_pile else \
                    "You have taken the pile already: it cannot go back now."
            if self.rules.put_back_penalty is None:
                return "These rules do not let you put the pile back."
            return None
        if kind == "ask":
            return self._ask_problem()
        if kind == "discard":
            card = action.card
            hand = self.hands[self.current]
            if card not in hand:
                return f"You do not hold the {card.name}."
            if card.is_red_three and not self.rules.red_three_discard_allowed:
                return "A red three cannot be discarded."
            going_out = len(hand) == 1 and not self.pickup
            return self._end_problem(going_out)
        if kind == "out":
            if self.hands[self.current]:
                return "You still hold cards: meld them or discard one."
            if self.rules.going_out_needs_discard:
                return "To go out you must discard your last card: take a card back into your hand."
            return self._end_problem(True)
        if kind == "pass":
            if not self.rules.pass_discard:
                return "These rules do not let you pass the discard."
            if len(self.hands[self.current]) != 1:
                return "You may pass the discard only with one card left."
            side = self.side_of(self.current)
            if self.canastas(side) >= self.canastas_needed():
                return "You have the canastas to go out: discard your last card."
            return self._end_problem(False)
        return f"'{action}' is not an action here."

    def _meld_problem(self, action: Action) -> str | None:
        hand = self.hands[self.current]
        remaining = list(hand)
        for card in action.cards:
            if card not in remaining:
                return f"You do not hold the {card.name}." if card in hand else \
                    f"You do not hold that many {RANK_PLURALS[card.rank]}."
            remaining.remove(card)
        if any(card.is_red_three for card in action.cards):
            if len(action.cards) == 1 and action.to is None:
                return None  # a red three kept in hand is laid out
            return "A red three is laid out on its own."
        for card in action.cards:
            if card.rank in ("SH", "TP"):
                return f"A {card.name} is never melded."
        side = self.side_of(self.current)
        if action.to is not None and self.tables[side].by_id(action.to) is None:
            return f"Your side has no meld #{action.to}."
        target = self._meld_target(action)
        if target is None:
            return self._no_kind_problem(action)
        kind, key, meld = target
        rules = self.rules
        if kind is GOLDEN:
            row = meld.cards if meld is not None else []
            if len(row) + len(action.cards) > len(NATURAL_RANKS) and not self.judge_as_before:
                return f"A golden suit holds at most {len(NATURAL_RANKS)} cards: one for each realm."
            if any(not (card.is_gold or card.rank == "AR") for card in action.cards):
                return "Only gold cards, and Artifacts standing in, go in a golden suit."
        elif kind is GROUP:
            if any(card.is_black_three for card in action.cards):
                return "Black threes can only be melded together, by a player going out."
            if any(card.is_natural and card.rank != key for card in action.cards):
                return "All the cards of a meld must be of one rank (wild cards aside)."
        elif kind is THREES:
            if any(not (card.is_black_three or card.is_wild) for card in action.cards):
                return "Only black threes go in a row of black threes."
            if len(remaining) > 1 and not self.judge_as_before:
                # They are part of going out, so they come last: the rest is melded first.
                return "Black threes are melded last, as you go out: meld your other cards first."
        elif meld is not None and not _joins(rules, kind, key, meld.cards, action.cards):
            return f"{_cards_words(action.cards)} cannot join your {meld.words()}."
        if self.judge_as_before:
            return self._taking_meld_problem(kind, side, meld)
        if kind is GROUP and meld is not None:
            row = meld.cards
            max_cards = rules.meld_max_cards
            if max_cards is not None and len(row) + len(action.cards) > max_cards:
                return kind.problem(rules, key, row + list(action.cards))
            if all(card.is_wild for card in action.cards) and wild_room(rules, row) < len(action.cards):
                return (kind.problem(rules, key, row + list(action.cards)) if len(row) >= rules.meld_min_cards
                        else f"Your row of {RANK_PLURALS[key]} cannot take another wild card yet: "
                             f"put natural {RANK_PLURALS[key]} in it first.")
        return self._taking_meld_problem(kind, side, meld)

    def _no_kind_problem(self, action: Action) -> str:
        """Why cards melded without naming a meld start no meld of a kind the rules allow."""
        cards = action.cards
        if all(card.is_wild for card in cards):
            return "Say which row the wild card goes on (drag it onto the row)."
        if any(card.is_black_three for card in cards):
            return "Black threes can only be melded together, by a player going out."
        return "All the cards of a meld must be of one rank (wild cards aside)."

    def _taking_meld_problem(self, kind: MeldKind, side: int, meld: Meld | None = None) -> str | None:
        """Why a meld may not be made while the pile is being taken, or None."""
        if self.taking is None:
            return None
        if kind is THREES:
            return "Finish taking the pile before you meld black threes."
        if self.opened[side] and (meld is None or meld.id != self.turn_moves[0][0]):
            top_rank = self.taking.top.rank
            return (f"First finish taking the pile: put cards with the top card "
                    f"in your row of {RANK_PLURALS[top_rank]}.")
        return None

    def _meld_target(self, action: Action) -> tuple[MeldKind, str, Meld | None] | None:
        """The kind and key of the meld `action` puts cards in, and that meld when it is on
        the table already (None: the cards start a new one); None when they fit no kind."""
        table = self.tables[self.side_of(self.current)]
        if action.to is not None:
            meld = table.by_id(action.to)
            return None if meld is None else (meld.kind, meld.key, meld)
        found = kind_of_new_meld(self.rules, action.cards)
        if found is None:
            return None
        kind, key = found
        return kind, key, table.find(kind, key) if kind.unique(self.rules) else None

    def _first_meld_wanted(self, side: int) -> str:
        """What the side's first meld must be, as the end of a sentence: "at least 90 points"."""
        requirement = self.rules.minimum_for(self.scores[side])
        if requirement.canasta:
            return "a whole canasta"
        wanted = f"at least {self.first_meld_need(side)} points"
        if requirement.max_wild is not None:
            wanted += f" with at most {requirement.max_wild} wild card{'s' if requirement.max_wild != 1 else ''}"
        return wanted

    def can_go_out(self, seat: int | None = None) -> bool:
        """Whether `seat` (the player to move when None) can go out this turn from here, by
        placing cards on the table and discarding as the rules allow: the one answer the
        table, the computer players, the hints and "May I go out?" all use."""
        if seat is None:
            seat = self.current
        if self.phase != Phase.PLAY or seat != self.current or self.opening:
            return False
        return can_end_turn(self, going_out=True)

    def _ask_problem(self, naturals: dict[str, list[Card]] | None = None) -> str | None:
        """Why the player may not ask "May I go out?" now, or None (`naturals`: the hand's
        naturals by rank, when the move list has them)."""
        if not self.partnerships or not self.rules.ask_partner:
            return "There is no partner to ask."
        if self.asked:
            return "You have already asked your partner this turn."
        if self.turn_moves:
            return "Ask your partner before you meld anything this turn."
        if len(self.hands[self.current]) < 2:
            return "Ask only while you hold at least two cards."
        if not self.judge_as_before and not (could_go_out(self, naturals) and can_end_turn(self, going_out=True)):
            return "Ask only when you can go out this turn."
        return None

    def _end_problem(self, going_out: bool) -> str | None:
        """Why the current turn may not end now (going out or not), or None."""
        rules = self.rules
        seat, side = self.current, self.side_of(self.current)
        if self.taking is not None:
            return taking_problem(self) or "Finish taking the pile first."
        table = self.tables[side]
        placed = self._placed_this_turn()
        # Only the melds this turn touched need a look (and black threes, going on).
        for meld in table if placed or (not going_out and table.has(THREES)) else ():
            if meld.kind is THREES and not going_out:
                return "Black threes may only be melded by a player going out."
            count = placed.get(meld.id)
            if count is None:
                continue  # a meld this turn did not touch was checked when its turn ended
            problem = meld.kind.problem(rules, meld.key, meld.cards, new=count == len(meld.cards))
            if problem:
                return problem
        if going_out:
            if self.permission is False:
                return "Your partner said no: you may not go out this turn."
            needed = self.canastas_needed()
            if self.canastas(side) < needed:
                plural = "canasta" if needed == 1 else "canastas"
                return f"You need {needed} {plural} to go out."
        elif self.permission is True:
            return "Your partner said yes: you must go out this turn."
        if not self.opened[side] and self.turn_moves:
            concealed = going_out
            if not (concealed and not rules.concealed_needs_minimum):
                problem = self._first_meld_problem(side)
                if problem:
                    return problem
        if not going_out and not self.hands[seat]:
            return "You have no card left to end your turn with."
        return None

    def _placed_this_turn(self) -> dict[int, int]:
        """How many cards this turn put in each meld, by meld id (not to be changed)."""
        return self._turn_placed()[1]

    def _placed_by_label(self) -> dict[str, int]:
        """`_placed_this_turn` by the melds' labels, for the quick paths of rule sets with
        one meld per rank (melds.py)."""
        table = self.tables[self.side_of(self.current)]
        labels = {meld.id: meld.key for meld in table}
        return {labels[meld_id]: count for meld_id, count in self._placed_this_turn().items()}

    def _first_meld_problem(self, side: int) -> str | None:
        """Why this turn's melds are not enough for the side's first meld of the hand, or None."""
        rules = self.rules
        table = self.tables[side]
        if table.has(GOLDEN):
            return None  # a golden suit is a first meld at every score (its row is checked on its own)
        threshold = rules.minimum_for(self.scores[side])
        if threshold.canasta:
            if not any(meld.kind.is_complete(rules, meld.cards) for meld in table):
                return "At your score your first meld must be a whole canasta (or a golden suit)."
        else:
            need = self.first_meld_need(side)
            have = self.turn_points()
            if have < need:
                return f"Your first meld needs at least {need} points; you have {have} on the table."
        if threshold.max_wild is not None:
            wild = self._turn_placed()[2]
            if wild > threshold.max_wild:
                plural = "card" if threshold.max_wild == 1 else "cards"
                return f"At your score your first meld may hold at most {threshold.max_wild} wild {plural}."
        return None

def _joins(rules: Rules, kind: MeldKind, key: str, cards: list[Card], new: tuple[Card, ...]) -> bool:
    """Whether every card of `new` can join the meld `cards`, in some order."""
    row, waiting = list(cards), list(new)
    while waiting:
        fitting = next((card for card in waiting if kind.fits(rules, key, row, card)), None)
        if fitting is None:
            return False
        waiting.remove(fitting)
        row.append(fitting)
    return True


def _cards_words(cards: tuple[Card, ...]) -> str:
    return f"The {cards[0].name}" if len(cards) == 1 else "These cards"
