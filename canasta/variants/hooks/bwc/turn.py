"""The turn with words: what the engine's move list, judge and search ask of it
(`WordTurn`, meld_protocol.SpokenTurn), and how the pile is taken (`WordPile`).

Whether a turn can still end is turn_search.py's exact search over every move the rules
allow, with a plan. The move list offers a sensible few of the moves (word_moves.py),
each one the turn can still end after; where none of them is a way on, it offers the
first move of the search's plan, so no listed move leaves the player stuck."""

from __future__ import annotations

from typing import TYPE_CHECKING

from canasta.engine.play.actions import ASK, DRAW, OUT, STOP, UNDO, Action
from canasta.engine.judge.after_meld import dead_end_problem
from canasta.engine.cards.cards import Card
from canasta.engine.rules.pile import HandGuess, pile_word
from canasta.engine.sentences.message import say
from canasta.engine.play.turn import Phase

from .turn_search import end_plan
from .switch_moves import switch_problem, switched_problem, switches, switching_problem
from .word_moves import extensions, joins, new_words, top_card_takes, word_takes
from .few_cards import cannot_go_out_after, few_cards_canastas
from .words import WORD, lexicon

if TYPE_CHECKING:
    from canasta.engine import GameState


class WordTurn:
    """What the engine asks of a turn played with words: its moves, and whether it can
    still end (the doors of moves.py, after_meld.py, endings.py and taking.py)."""

    def draw_actions(self, state: GameState) -> list[Action]:
        forced = forced_takes(state)
        if forced:
            return forced
        actions = [DRAW] if state.stock else []
        actions += [action for action in word_takes(state) if self.take_problem(state, action) is None]
        if not state.stock:
            actions.append(STOP)
        return actions

    def play_actions(self, state: GameState) -> list[Action]:
        from canasta.engine.judge.legality import ask_problem

        actions = self.turn_moves(state)
        if state.taking is None and ask_problem(state) is None:
            actions.append(ASK)
        if len(state.turn_moves) > state.locked or state.merges or state.switches:
            actions.append(UNDO)
        return actions

    def turn_moves(self, state: GameState) -> list[Action]:
        """The moves listed after the draw less asking and taking back: word moves the turn
        can end after, then the ways to end it. A computer player plans its turn with
        these; "May I go out?" asks the search of a whole turn first (legality.ask_problem)."""
        from canasta.engine.state.discards import discard_problem
        from canasta.engine.judge.legality import end_problem

        hand = state.hands[state.current]
        melds = new_words(state) if state.taking is not None else new_words(state) + extensions(state)
        actions = [action for action in melds if self.turn_can_end_after(state, action)]
        if state.taking is None:
            actions += [action for action in joins(state) + switches(state) if self.turn_can_end_after(state, action)]
            if len(hand) > 1 and end_problem(state, False) is None:
                actions += [Action("discard", (card,)) for card in dict.fromkeys(hand)
                            if discard_problem(state, card) is None]
            if len(hand) == 1 and end_problem(state, True) is None:
                actions.append(Action("discard", (hand[0],)))
            if not hand and not state.rules.going_out_needs_discard and end_problem(state, True) is None:
                actions.append(OUT)
        if not actions and state.phase == Phase.PLAY:
            plan = end_plan(state)
            if plan is not None:
                actions.append(plan[0])  # (the way on is a move the few listed leave out)
        return actions

    def take_problem(self, state: GameState, action: Action) -> str | None:
        """Why the pile may not be taken as `action` says (a word), or None."""
        rules = state.rules
        top = state.pile_top()
        if top is None:
            return say("The {pile} is empty.", pile=pile_word(rules))
        if rules.card_kinds.wild[top.code]:
            return say("A star on top of the {pile} stops it from being taken.", pile=pile_word(rules))
        if action.word is None:
            return say("Take the {pile} with a word: the top card and at least two cards from your hand that spell "
                       "it with the top card.", pile=pile_word(rules))
        if action.to is not None:
            if action not in top_card_takes(state):
                return say("The top card alone goes into a word only once the stock is empty, and only where it "
                           "makes a word: {word} is not such a word.", word=action.word.upper())
            return dead_end_problem(state, action)
        forced = forced_takes(state)
        if forced:
            made = (forced[0].word or "").upper()  # (a take with the top card alone names its word)
            return say("The stock is empty and the top card makes {word} with one of your words: you must take the "
                       "{pile} that way.", word=made, pile=pile_word(rules))
        hand = list(state.hands[state.current])
        for card in action.cards:
            if card not in hand:
                return say("You do not hold the {card}.", card=rules.card_name(card))
            hand.remove(card)
        if len(action.cards) < 2:
            return say("Take the {pile} with at least two cards from your hand and the top card.",
                       pile=pile_word(rules))
        placed = WORD.placed(rules, top.rank.lower(), [top], action.cards, action.word)
        if isinstance(placed, str):
            return say("The top card and these cards do not spell {word}: the top card takes one place, your cards "
                       "the others in the order given.", word=action.word.upper())
        problem = WORD.problem(rules, action.word, placed[1], new=True)
        if problem:
            return problem
        return dead_end_problem(state, action)

    def stop_problem(self, state: GameState) -> str | None:
        """Why the hand may not be ended now that the stock is empty, or None (ruling 15)."""
        forced = forced_takes(state)
        if forced:
            assert forced[0].word is not None and forced[0].to is not None
            meld = state.tables[state.side_of(state.current)].by_id(forced[0].to)
            assert meld is not None
            return say("The stock is empty and the top card makes {word} with your word {yours}: you must take the "
                       "{pile} that way.", word=forced[0].word.upper(), yours=meld.key.upper(),
                       pile=pile_word(state.rules))
        return None

    def switch_problem(self, state: GameState, action: Action) -> str | None:
        """Why a card of a canasta may not be switched as `action` says (ruling 9), or None.
        A record replaying a switch that put the side's words back as they were earlier in
        the turn, which versions before this rule let be made, sets
        `switches_may_come_back` for it (and for nothing else: the search stays strict)."""
        if state.switches_may_come_back:
            return switching_problem(state, action)
        return switch_problem(state, action)

    def end_problem(self, state: GameState) -> str | None:
        """A canasta switched into this turn must be natural when the turn ends (ruling 9)."""
        return switched_problem(state)

    def merge_problem(self, state: GameState, action: Action) -> str | None:
        """Why two words may not be joined as `action` says, or None."""
        rules = state.rules
        if state.taking is not None:
            return say("Finish taking the {pile} before you join words.", pile=pile_word(rules))
        table = state.tables[state.side_of(state.current)]
        first = table.by_id(action.to) if action.to is not None else None
        second = table.by_id(action.joining) if action.joining is not None else None
        if first is None or second is None or first is second:
            return say("Name two of your side's words to join.")
        if not (first.kind.spoken_key and second.kind.spoken_key):
            return say("Only words are joined.")
        joined = first.key + second.key
        if rules.combine_min_letters is None:
            return say("These rules never join words.")
        if len(joined) < rules.combine_min_letters:
            return say("{first} and {second} make only {count} letters: words are joined only into a word of {least} "
                       "letters or more.", first=first.key.upper(), second=second.key.upper(), count=len(joined),
                       least=rules.combine_min_letters)
        if joined not in lexicon(rules):
            return say("{word} is not in the word list.", word=joined.upper())
        return WORD.problem(rules, joined, first.cards + second.cards)

    def turn_can_end_after(self, state: GameState, action: Action) -> bool:
        """Whether the turn could still end after the word move `action` (legal by the
        rules of words)."""
        side = state.side_of(state.current)
        left = len(state.hands[state.current]) - len(action.cards)
        if action.kind == "take":
            left += len(state.pile) - 1 if state.opened[side] else 0
        if state.opened[side] and state.permission is not True and left >= 2 and not state.switches \
                and action.kind != "switch" and (state.taking is None or action.kind == "take"):
            return True  # every word a word, and two cards kept: one can be discarded
        if cannot_go_out_after(state, action):
            return False
        after = state.clone()
        after.apply(action)
        return self.can_end_turn(after)

    def can_end_turn(self, state: GameState, going_out: bool = False) -> bool:
        """Whether the player to move can end the turn from here by moves the rules allow
        (`going_out`: only by going out): turn_search.py's exact search."""
        if going_out and not canastas_in_reach(state):
            return False
        return end_plan(state, going_out) is not None


def canastas_in_reach(state: GameState) -> bool:
    """False when the side of the player to move cannot have the canastas to go out by
    the end of this turn, however the hand is laid: a bound, so the search behind "May I
    go out?" need not look. Each canasta made this turn holds one of the side's shorter
    words (extended, or joined with another) or seven cards of the hand."""
    short = state.canastas_short(state.side_of(state.current))
    if short <= 0:
        return True
    rules = state.rules
    table = state.tables[state.side_of(state.current)]
    cards = len(state.hands[state.current]) + (len(state.pile) if state.taking is not None else 0)
    growing = sum(1 for meld in table if not meld.kind.is_complete(rules, meld.cards))
    if growing + cards // rules.canasta_size < short:
        return False
    return cards > 1 or state.taking is not None or few_cards_canastas(state) >= short


def forced_takes(state: GameState) -> list[Action]:
    """`top_card_takes` after which the turn can still end (ruling 15: a take that would
    leave the player only a last card that may not go out is no take)."""
    return [action for action in top_card_takes(state) if TURN.turn_can_end_after(state, action)]


class WordPile:
    """How the pile is taken with words (`pile_taking: word`, rulings 11 and 15): with a
    new word made of its top card, never with a star on top; nothing freezes it."""

    def take_mode(self, state: GameState) -> str:
        return "word"

    def take_problem(self, state: GameState, top: Card) -> str | None:
        if state.rules.card_kinds.wild[top.code]:
            return say("A star on top of the {pile} stops it from being taken.", pile=pile_word(state.rules))
        return None  # the word it is taken with is judged with the take (WordTurn.take_problem)

    def take_chance(self, state: GameState, guess: HandGuess, taker: int, card: Card) -> float:
        if state.rules.card_kinds.wild[card.code]:
            return 0.0
        # Most letters make a three-letter word with two of the eleven or more letters a
        # hand holds; the rare ones seldom do.
        return 0.6 if state.rules.value_of(card) <= 5 else 0.35

    def pile_note(self, state: GameState, viewer_side: int, top: Card) -> str:
        return say("stopped by a star") if state.rules.card_kinds.wild[top.code] else ""


TURN = WordTurn()
