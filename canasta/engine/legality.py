"""Deciding what is legal: `explain(action)` says why an action is not allowed now.

Part of `GameState` (a mixin): every rule that judges a move or the end of a turn
lives here, in one place.
"""

from __future__ import annotations

from .actions import TAKE, Action
from .cards import NATURAL_RANKS, RANK_NAMES, RANK_PLURALS, Card
from .endings import can_end_turn
from .meld_kinds import GOLDEN, GROUP, THREES, MeldKind, count_wild, kind_of_new_meld, wild_room
from .melds import is_canasta, one_meld_per_label
from .table import Meld
from .quick_endings import greedy_ending, surely_ends
from .reach import could_go_out, top_row_in_reach
from .rules import Rules
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
            if not self.stock and not self._renews_stock():
                return "The stock is empty."
            return None
        if kind == "take":
            return self._take_problem()
        if kind == "stop":
            if self.stock or self._renews_stock():
                return "Draw a card or take the pile."
            return self._stop_problem()
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

    def _renews_stock(self) -> bool:
        """Whether an empty stock is renewed from the pile (Kanastic) when a card is drawn."""
        rules = self.rules
        if rules.stock_exhausted != "reshuffle" or not self.pile:
            return False
        return rules.max_stock_renewals is None or self.stock_turned < rules.max_stock_renewals

    def _stop_problem(self) -> str | None:
        if self.rules.stock_exhausted == "end" and self._take_problem() is None and self._must_take():
            return "The stock is empty and the discard fits one of your melds: you must take it."
        return None

    def _must_take(self) -> bool:
        """Classic rules after the stock runs out: a discard that fits a meld must be taken."""
        top = self.pile_top()
        side = self.side_of(self.current)
        if top is None or self.pile_frozen_for(side):
            return False
        row = self.tables[side].group(top.rank)
        return row is not None and self._may_add_top_to_row(row)

    def _may_add_top_to_row(self, meld: Meld) -> bool:
        rules = self.rules
        if not rules.pile_top_to_existing_meld:
            return False
        return rules.pile_top_to_canasta or not is_canasta(rules, meld.cards)

    def _take_problem(self) -> str | None:
        """Why the pile may not be taken now, or None: the rules' conditions, and then that
        the turn could still end after taking it (a taken pile cannot always go back)."""
        problem = self._take_rule_problem()
        if problem is not None or self.judge_as_before:
            return problem
        side = self.side_of(self.current)
        top = self.pile[-1]
        row = self.tables[side].group(top.rank)
        if (self.opened[side] and not self.pile_frozen_for(side)
                and row is not None and self._may_add_top_to_row(row)
                and len(self.hands[self.current]) + self._pile_cards_for_hand() >= 3):
            return None  # the top card goes on the side's meld and the pile comes in at once: two cards to keep
        after = self.clone()
        after.apply(TAKE)
        if can_end_turn(after):
            return None
        side = self.side_of(self.current)
        if not self.opened[side]:
            return (f"Your first meld needs {after._first_meld_wanted(side)}: with the top card your hand "
                    f"could not make it and keep a card to discard.")
        return "After taking the pile you could not end your turn: keep two cards, one to discard and one to hold."

    def _take_rule_problem(self) -> str | None:
        rules = self.rules
        top = self.pile_top()
        if top is None:
            return "The pile is empty."
        if self.put_back:
            return "You put the pile back this turn: draw from the stock."
        return rules.pile_policy.take_problem(self, top)

    def _standard_take_problem(self, top: Card) -> str | None:
        """The standard pile policy's conditions (pile.py): the whole pile with its top card."""
        rules = self.rules
        if top.is_wild:
            return "The pile cannot be taken while a wild card is on top."
        if top.is_black_three:
            return "The pile cannot be taken while a black three is on top."
        if top.is_red_three:
            return "The pile cannot be taken while a red three is on top."
        seat, side = self.current, self.side_of(self.current)
        hand = self.hands[seat]
        rank = top.rank
        naturals = sum(1 for card in hand if card.rank == rank)
        wilds = sum(1 for card in hand if card.is_wild)
        frozen = self.pile_frozen_for(side)
        rest = self._pile_cards_for_hand() - (0 if top.is_red_three else 1)
        name = RANK_PLURALS[rank]
        if frozen:
            if naturals < 2:
                why = "the pile is frozen" if self.pile_has_freezer() else "your side has not melded yet"
                return f"To take the pile now ({why}) you need two natural {name} in your hand."
            used = 2
        elif (row := self.tables[side].group(rank)) is not None and self._may_add_top_to_row(row):
            used = 0
        elif row is not None:
            return f"The top card cannot go on your canasta of {name} under these rules."
        elif naturals >= 2 or (naturals >= 1 and wilds >= 1 and self._one_wild_row_ok()):
            used = 2
        else:
            return f"To take the pile you need two {name}, or a {RANK_NAMES[rank]} and a wild card, in your hand."
        if not self.opened[side]:
            need = self.minimum_meld(side)
            if not rules.top_card_counts_for_initial_meld:
                need += rules.value_of(top)  # "you must add the value of the top card to the minimum needed"
            best, used = self._best_opening(hand, top, frozen)
            if best < need:
                return (f"Your first meld needs {need} points: with the top card you can reach only {best}.")
        left = len(hand) - used + rest
        if left < 2 and not self._can_end_with(side, left):
            return "You would have no card left to discard after taking the pile."
        return None

    def _pile_cards_for_hand(self) -> int:
        """How many cards of the pile would come into the hand (red threes are laid out)."""
        if self.rules.red_three_discard_allowed:
            return len(self.pile)
        return sum(1 for card in self.pile if not card.is_red_three)

    def _can_end_with(self, side: int, cards_left: int) -> bool:
        if self.canastas(side) >= self.canastas_needed():
            return True
        return cards_left == 1 and self.rules.pass_discard

    def _one_wild_row_ok(self) -> bool:
        rules = self.rules
        return (rules.meld_min_naturals <= 2 and (rules.meld_max_wild is None or rules.meld_max_wild >= 1))

    def _best_opening(self, hand: list[Card], top: Card, frozen: bool) -> tuple[int, int]:
        """The most points a first meld built on the pile's top card can reach, and how
        many hand cards that meld uses."""
        rules = self.rules
        size, min_natural = rules.meld_min_cards, rules.meld_min_naturals

        def capacity(natural: int) -> int:
            cap = 99 if rules.meld_max_wild is None else rules.meld_max_wild
            return cap if rules.wild_may_outnumber_naturals else min(cap, natural)

        by_rank: dict[str, list[Card]] = {}
        wild_values: list[int] = []
        for card in hand:
            if card.is_wild:
                wild_values.append(rules.value_of(card))
            elif card.is_natural:
                by_rank.setdefault(card.rank, []).append(card)
        wild_values.sort(reverse=True)
        top_row = by_rank.pop(top.rank, [])
        top_natural = len(top_row) + 1
        top_wild = max(size - top_natural, 0)
        if top_wild and (frozen or top_natural < min_natural or top_wild > capacity(top_natural)):
            return 0, 0
        points = sum(rules.value_of(card) for card in top_row) + rules.value_of(top)
        used = len(top_row)
        free = capacity(top_natural) - top_wild
        short_rows = []
        for cards in by_rank.values():
            natural = len(cards)
            if natural < min_natural:
                continue
            value = sum(rules.value_of(card) for card in cards)
            if natural >= size:
                points += value
                used += natural
                free += capacity(natural)
            elif size - natural <= capacity(natural):
                short_rows.append((value, natural))
        short_rows.sort(reverse=True)
        best, best_used = -1, 0
        for count in range(len(short_rows) + 1):
            chosen = short_rows[:count]
            wild_needed = top_wild + sum(size - natural for _, natural in chosen)
            if wild_needed > len(wild_values):
                break
            room = free + sum(capacity(natural) - (size - natural) for _, natural in chosen)
            placed = min(len(wild_values), wild_needed + max(room, 0))
            total = points + sum(value for value, _ in chosen) + sum(wild_values[:placed])
            if total > best:
                best = total
                best_used = used + sum(natural for _, natural in chosen) + placed
        return max(best, 0), best_used

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
            return self._meld_problem(action) or self._dead_end_problem(action)
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

    def _dead_end_problem(self, action: Action) -> str | None:
        """Why the turn could not end after the meld `action` (of a kind `_meld_problem`
        accepted), or None. A meld that leaves only taking back is refused when it is made,
        with the reason: the move list never offers one, so no position is a trap."""
        if self.judge_as_before:
            return None
        seat, side = self.current, self.side_of(self.current)
        left = len(self.hands[seat]) - len(action.cards)
        target = None if action.cards[0].is_red_three else self._meld_target(action)
        table = self.tables[side]
        if target is not None and left >= 2 and self.taking is None and self.permission is not True \
                and self.opened[side] and target[0] is not THREES and not table.has(THREES):
            kind, key, meld = target
            cards = (meld.cards if meld is not None else []) + list(action.cards)
            if not kind.problem(self.rules, key, cards, new=meld is None):
                return None  # a legal meld, and two cards kept: one can always be discarded
        if left >= 2 and self._first_meld_made_by(action, target):
            return None
        if self._greedy_row_of(action, target) and self._greedy_ending_here() == 0:
            # The quick test finds a way to end the turn that places these very cards in
            # this row and holds nothing back: placing them first changes nothing.
            return None
        if self._staging():
            return None  # the player is placing cards one at a time: the end of the turn judges them
        if surely_ends(self, action):
            return None
        after = self.clone()
        after.apply(action)
        if can_end_turn(after):
            return None
        return after._why_the_turn_cannot_end()

    def _greedy_ending_here(self) -> int:
        """`greedy_ending` of this position, asked once for all the melds of a listing."""
        if self._greedy_cache is None:
            self._greedy_cache = greedy_ending(self)
        return self._greedy_cache

    def _greedy_row_of(self, action: Action, target: tuple[MeldKind, str, Meld | None] | None) -> bool:
        """Whether `action` puts natural cards of one rank where `greedy_ending` would put
        them, with every other natural of the rank in hand, on a side that has not melded."""
        rules, side = self.rules, self.side_of(self.current)
        if (target is None or target[0] is not GROUP or self.taking is not None or self.opened[side]
                or rules.meld_max_cards is not None or not one_meld_per_label(rules)):
            return False
        kind, rank, meld = target
        if not all(card.is_natural and card.rank == rank for card in action.cards):
            return False
        if meld is not None:
            return kind.problem(rules, rank, meld.cards,
                                new=self._placed_this_turn().get(meld.id) == len(meld.cards)) is None
        naturals = [card for card in self.hands[self.current] if card.rank == rank]
        return len(naturals) >= rules.meld_min_cards and kind.problem(rules, rank, naturals, new=True) is None

    def _first_meld_made_by(self, action: Action, target: tuple[MeldKind, str, Meld | None] | None) -> bool:
        """Whether `action` completes a plain first meld (points only) of a side that has not
        melded, with no pile being taken and nothing asked: the turn can then end at once."""
        side = self.side_of(self.current)
        if self.opened[side] or self.taking is not None or self.permission is True or self.tables[side].has(THREES):
            return False
        requirement = self.rules.minimum_for(self.scores[side])
        if requirement.canasta or requirement.max_wild is not None or action.cards[0].is_red_three:
            return False
        if target is None or target[0] is THREES:
            return False
        value = self.rules.value_of
        return self.turn_points() + sum(value(card) for card in action.cards) >= self.first_meld_need(side)

    def _staging(self) -> bool:
        """Whether a meld of this turn is short of cards or naturals for now, as when a player
        places cards one at a time (the meld taking the pile's top card aside)."""
        rules, side = self.rules, self.side_of(self.current)
        table = self.tables[side]
        top_id = self.turn_moves[0][0] if self.taking is not None else None
        for meld_id, count in self._placed_this_turn().items():
            meld = table.by_id(meld_id)
            if meld is None or meld_id == top_id:
                continue
            row = meld.cards
            if meld.kind.problem(rules, meld.key, row, new=count == len(row)) \
                    and (len(row) < rules.meld_min_cards or len(row) - count_wild(row) < rules.meld_min_naturals):
                return True
        return False

    def _why_the_turn_cannot_end(self) -> str:
        """The reason, after a meld, that no way of ending the turn is left."""
        seat, side = self.current, self.side_of(self.current)
        left = len(self.hands[seat])
        table = self.tables[side]
        top_id = self.turn_moves[0][0] if self.taking is not None else None
        placed = self._placed_this_turn()
        for meld_id, count in placed.items():
            meld = table.by_id(meld_id)
            problem = meld is not None and meld_id != top_id and \
                meld.kind.problem(self.rules, meld.key, meld.cards, new=count == len(meld.cards))
            if problem:
                return problem
        if self.permission is True:
            return "Your partner said yes: after that meld you could no longer go out this turn."
        if any(meld.kind is THREES for meld in table if meld.id in placed):
            return "Black threes are melded only by a player going out, and you could not go out after them."
        if self.taking is not None and self.taking.frozen and self.taking.mode == "pile" \
                and not top_row_in_reach(self):
            return self._taking_problem() or "Finish taking the pile first."
        if self.taking is not None and self.taking.mode == "pickup":
            return ("Keep two cards in your hand, one to discard and one to hold, "
                    "or go out: nothing more comes into your hand with this pile.")
        if not self.opened[side]:
            return (f"Your first meld needs {self._first_meld_wanted(side)}: after that meld your hand "
                    f"could not make it and keep a card to discard.")
        if self.permission is False:
            return "Your partner said no: keep two cards, one to discard and one to hold."
        if left == 0 and self.rules.going_out_needs_discard:
            return "To go out you must discard your last card: keep one in your hand."
        if left == 0:
            return "That would leave you no card to discard, and you cannot go out."
        needed = self.canastas_needed()
        plural = "canasta" if needed == 1 else "canastas"
        return (f"Keep two cards, one to discard and one to hold: with one card left you could only "
                f"go out, and that needs {needed} {plural}.")

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

    def _ask_problem(self) -> str | None:
        if not self.partnerships or not self.rules.ask_partner:
            return "There is no partner to ask."
        if self.asked:
            return "You have already asked your partner this turn."
        if self.turn_moves:
            return "Ask your partner before you meld anything this turn."
        if len(self.hands[self.current]) < 2:
            return "Ask only while you hold at least two cards."
        if not self.judge_as_before and not (could_go_out(self) and can_end_turn(self, going_out=True)):
            return "Ask only when you can go out this turn."
        return None

    def _end_problem(self, going_out: bool) -> str | None:
        """Why the current turn may not end now (going out or not), or None."""
        rules = self.rules
        seat, side = self.current, self.side_of(self.current)
        if self.taking is not None:
            return self._taking_problem() or "Finish taking the pile first."
        table = self.tables[side]
        placed = self._placed_this_turn()
        for meld in table:
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
        """How many cards this turn put in each meld, by meld id."""
        placed: dict[int, int] = {}
        for meld_id, cards in self.turn_moves:
            placed[meld_id] = placed.get(meld_id, 0) + len(cards)
        return placed

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
            wild = sum(count_wild(cards) for _, cards in self.turn_moves)
            if wild > threshold.max_wild:
                plural = "card" if threshold.max_wild == 1 else "cards"
                return f"At your score your first meld may hold at most {threshold.max_wild} wild {plural}."
        return None

    def _taking_problem(self) -> str | None:
        """Why the rest of the taken pile cannot go into the hand yet, or None."""
        taking = self.taking
        assert taking is not None
        rules = self.rules
        side = self.side_of(self.current)
        rank = taking.top.rank
        name = RANK_PLURALS[rank]
        table = self.tables[side]
        top_meld = table.by_id(self.turn_moves[0][0])
        assert top_meld is not None
        placed = [card for meld_id, cards in self.turn_moves[1:] if meld_id == top_meld.id for card in cards]
        if taking.mode != "pile":
            naturals = [card for card in placed if card.is_natural]
            suits = {card.suit_colour for card in naturals} | {taking.top.suit_colour}
            if len(naturals) < 2 or len(suits) < 3:
                return (f"Put two natural {name} of two other suits than the top card with it, "
                        f"to take the {'top card' if taking.mode == 'top' else 'pile'}.")
            left = len(self.hands[self.current])
            if taking.mode == "pickup" and left < 1:
                return "Keep a card in your hand to discard: the pile comes into your hand after it."
            if taking.mode == "pickup" and not self._pile_cards_for_hand() and left < 2 \
                    and not self._can_end_with(side, left) and not self.judge_as_before:
                return ("Keep two cards in your hand, one to discard and one to hold: "
                        "the pile was only its top card, so nothing more comes into your hand.")
            if taking.mode == "top" and left < 2 and not self._can_end_with(side, left):
                return "Keep a card in your hand to discard after taking the top card."
            return None
        if taking.frozen:
            if sum(1 for card in placed if card.is_natural) < 2:
                return f"Put two natural {name} from your hand with the top card to take the pile."
            problem = GROUP.problem(rules, rank, top_meld.cards)
            if problem:
                return problem
        elif not taking.onto_existing:
            problem = GROUP.problem(rules, rank, top_meld.cards)
            if problem:
                return f"Make a meld with the top card to take the pile: {problem[0].lower()}{problem[1:]}"
        if not self.opened[side]:
            for meld in table:
                problem = meld.kind.problem(rules, meld.key, meld.cards)
                if problem:
                    return problem
            need = self.first_meld_need(side)
            have = self.turn_points()
            if have < need:
                return f"Your first meld needs at least {need} points; you have {have} on the table."
        left = len(self.hands[self.current]) + self._pile_cards_for_hand()
        if left < 2 and not self._can_end_with(side, left):
            return "Keep a card in your hand to discard after taking the pile."
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
