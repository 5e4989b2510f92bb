"""The judge: `explain(state, action)` says why an action is not allowed now.

The rules that judge melds and the end of a turn live here; taking the pile and the
empty stock are judged in taking.py, and whether the turn can still end after a meld in
after_meld.py, which this asks. `GameState.explain` and `legal_actions` are the public
doors; the move list (moves.py) asks the same questions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..features.acaba import acaba_problem, ask_acaba_problem, must_say_acaba, question_words
from ..play.actions import Action
from .after_meld import dead_end_problem
from ..cards.cards import RANK_PLURALS, Card
from ..melds.deuce_meld import DEUCE, lock_problem
from ..state.discards import discard_problem, laid_out_three
from ..melds.meld_limits import meld_limit_problem, meld_limits_apply
from ..melds.special_hands import HAND_SIZE, classify, special_hand_problem
from ..solver import can_end_turn
from .end_rules import end_problem
from .foot import foot_pickup_problem, last_discard_goes_out
from ..melds.meld_kinds import GROUP, THREES, MeldKind, wild_room
from ..reach.quick_endings import surely_goes_out
from ..reach.reach import could_go_out, lone_naturals_kept
from ..melds.table import Meld, groups_one_per_rank
from .taking import renews_stock
from ..state.this_turn import meld_target, must_ask_first
from ..play.turn import Phase
from ..sentences.message import say
from ..rules.pile import pile_word

if TYPE_CHECKING:
    from ..game.state import GameState


def explain(state: GameState, action: Action) -> str | None:
    """Why `action` is not allowed now, in words a player understands; None if it is."""
    phase, kind = state.phase, action.kind
    if phase == Phase.GAME_OVER:
        return say("The game is over.")
    if phase == Phase.HAND_OVER:
        return None if kind == "deal" else say("The hand is over: deal the next hand.")
    if kind == "deal":
        return say("The hand is still being played.")
    if phase == Phase.ASK:
        if kind in ("yes", "no"):
            return None
        return say("Your partner asked \"{question}\": answer yes or no.", question=question_words(state))
    if kind in ("yes", "no"):
        return say("Nobody asked to go out.")
    if kind == "acaba":
        return acaba_problem(state)
    if kind == "askacaba":
        return ask_acaba_problem(state) or ask_acaba_dead_end(state)
    if must_say_acaba(state):
        return say("Your partner said yes to Acaba: you must say Acaba now.")
    if phase == Phase.DRAW:
        return _explain_draw_phase(state, action)
    return explain_play_phase(state, action)


def _explain_draw_phase(state: GameState, action: Action) -> str | None:
    kind = action.kind
    if kind == "draw":
        if not state.stock and not renews_stock(state):
            return say("The stock is empty.")
        return None
    if kind == "take":
        return state.variant.turn.take_problem(state, action)
    if kind == "stop":
        if state.stock or renews_stock(state):
            return say("Draw a card or take the {pile}.", pile=pile_word(state.rules))
        return state.variant.turn.stop_problem(state)
    if kind == "turn":
        if state.stock:
            return say("The stock still has cards.")
        if state.rules.stock_exhausted != "choice":
            return say("These rules do not let the pile be turned over as a new stock.")
        if not state.pile:
            return say("The {pile} is empty.", pile=pile_word(state.rules))
        return None
    if kind in ("meld", "merge", "discard", "out", "pass", "ask", "undo", "putback"):
        pile = pile_word(state.rules)
        return say("First draw a card from the stock or take the {pile}.", pile=pile) if state.stock else \
            say("The stock is empty: take the {pile} or end the hand.", pile=pile)
    return say("'{action}' is not an action here.", action=str(action))


def explain_play_phase(state: GameState, action: Action) -> str | None:
    kind = action.kind
    if state.opening:
        if kind != "discard":
            return say("Open the hand by discarding a card.")
        if action.card not in state.hands[state.current]:
            return say("You do not hold the {card}.", card=state.rules.card_name(action.card))
        return None
    if kind in ("draw", "take", "stop", "turn"):
        return say("You have already drawn this turn: meld, then discard to end your turn.")
    if kind == "meld":
        if state.rules.special_hands != "none" and len(action.cards) == HAND_SIZE and action.to is None \
                and classify(state.rules, action.cards) is not None:
            return special_hand_problem(state, action)  # it ends the hand: no turn goes on after it
        return meld_problem(state, action) or foot_pickup_problem(state, action) or dead_end_problem(state, action)
    if kind == "merge":
        return state.variant.turn.merge_problem(state, action)
    if kind == "switch":
        return state.variant.turn.switch_problem(state, action)
    if kind == "undo":
        if len(state.turn_moves) <= state.locked and not state.merges and not state.switches:
            if state.taking is not None and state.rules.put_back_penalty is not None:
                return say("There is nothing to take back: click the pile to put its top card back.")
            return say("There is nothing to take back this turn.")
        return None
    if kind == "putback":
        if state.taking is None and not state.took_top_only:
            return say("You have not taken the pile.") if not state.took_pile else \
                say("You have taken the pile already: it cannot go back now.")
        if state.rules.put_back_penalty is None:
            return say("These rules do not let you put the pile back.")
        return None
    if kind == "ask":
        return ask_problem(state)
    if kind == "discard":
        card = action.card
        hand = state.hands[state.current]
        if card not in hand:
            return say("You do not hold the {card}.", card=state.rules.card_name(card))
        problem = discard_problem(state, card)
        if problem:
            return problem
        going_out = len(hand) == 1 and last_discard_goes_out(state)
        return end_problem(state, going_out)
    if kind == "out":
        if state.hands[state.current]:
            return say("You still hold cards: meld them or discard one.")
        if state.rules.going_out_needs_discard:
            return say("To go out you must discard your last card: take a card back into your hand.")
        return end_problem(state, True)
    if kind == "pass":
        if not state.rules.pass_discard:
            return say("These rules do not let you pass the discard.")
        if len(state.hands[state.current]) != 1:
            return say("You may pass the discard only with one card left.")
        side = state.side_map[state.current]
        if state.canastas_short(side) == 0:
            return say("You have the canastas to go out: discard your last card.")
        return end_problem(state, False)
    return say("'{action}' is not an action here.", action=str(action))


def meld_problem(state: GameState, action: Action) -> str | None:
    hand = state.hands[state.current]
    remaining = list(hand)
    for card in action.cards:
        if card not in remaining:
            return say("You do not hold the {card}.", card=state.rules.card_name(card)) if card in hand else \
                say("You do not hold that many {cards}.", cards=state.rules.card_names.plural(card))
        remaining.remove(card)
    kinds = state.rules.card_kinds.by_code
    if state.rules.threes == "dead":
        for card in action.cards:
            if card.rank == "3" and not kinds[card.code].meldable:
                return say("Threes are never melded nor laid out: keep the {card} until you discard it.",
                           card=card.name)
    if any(laid_out_three(state.rules, card) or card.is_red_three for card in action.cards):
        if len(action.cards) == 1 and action.to is None:
            return None  # a three kept in hand is laid out
        return say("A red three is laid out on its own.") if state.rules.laid_out_threes == "red threes" else \
            say("A three is laid out on its own: threes are never melded.")
    for card in action.cards:
        if not kinds[card.code].meldable:
            return say("A {card} is never melded.", card=state.rules.card_name(card))
    side = state.side_map[state.current]
    if action.to is not None and state.tables[side].by_id(action.to) is None:
        return say("Your side has no meld #{meld}.", meld=action.to)
    target = meld_target(state, action)
    if target is None:
        return _no_kind_problem(state, action)
    kind, key, meld = target
    rules = state.rules
    if kind.spoken_key or action.word is not None:
        return _spoken_problem(state, action, kind, key, meld)
    if DEUCE in rules.kinds:
        problem = lock_problem(rules, state.tables[side], kind, action.cards)
        if problem:
            return problem
    if meld_limits_apply(rules):
        problem = meld_limit_problem(state, side, kind, key, meld, action.cards)
        if problem:
            return problem
    if kind is GROUP:
        if any(card.is_black_three for card in action.cards):
            return say("Black threes can only be melded together, by a player going out.")
        if any(rules.is_natural(card) and card.rank != key for card in action.cards):
            return say("All the cards of a meld must be of one rank (wild cards aside).")
        if meld is not None and not rules.wild_to_canasta and kind.is_complete(rules, meld.cards) \
                and any(rules.is_wild(card) for card in action.cards):
            return say("No wild card may be added to a canasta: your {meld} are one already.", meld=kind.words(key))
    elif kind is THREES:
        if any(not (card.is_black_three or rules.is_wild(card)) for card in action.cards):
            return say("Only black threes go in a row of black threes.")
        if len(remaining) > 1 and not state.judge_as_before:
            # They are part of going out, so they come last: the rest is melded first.
            return say("Black threes are melded last, as you go out: meld your other cards first.")
    else:
        problem = kind.join_problem(rules, key, meld.cards if meld is not None else (), action.cards,
                                    state.judge_as_before)
        if problem:
            return problem
    if state.judge_as_before:
        return _taking_meld_problem(state, kind, side, meld)
    if kind is GROUP and meld is not None:
        row = meld.cards
        max_cards = rules.meld_max_cards
        if max_cards is not None and len(row) + len(action.cards) > max_cards:
            return kind.problem(rules, key, row + list(action.cards))
        if all(rules.is_wild(card) for card in action.cards) and wild_room(rules, row) < len(action.cards):
            return (kind.problem(rules, key, row + list(action.cards)) if len(row) >= rules.meld_min_cards
                    else say("Your row of {rank} cannot take another wild card yet: put natural {rank} in it first.",
                             rank=RANK_PLURALS[key]))
    return _taking_meld_problem(state, kind, side, meld)


def _spoken_problem(state: GameState, action: Action, kind: MeldKind, key: str, meld: Meld | None) -> str | None:
    """Why the cards of `action` do not make the meld it names (a word, `as cat`), or None."""
    rules = state.rules
    if not kind.spoken_key:
        return say("Your {meld} is not a word: name no word for it.", meld=kind.words(key))
    if action.word is None:
        return say("Say which word the cards make.")
    if meld is None:
        problem = kind.problem(rules, action.word, action.cards, new=True)
    else:
        placed = kind.placed(rules, meld.key, meld.cards, action.cards, action.word)
        problem = placed if isinstance(placed, str) else kind.problem(rules, placed[0], placed[1])
    return problem or _taking_meld_problem(state, kind, state.side_map[state.current], meld)


def _no_kind_problem(state: GameState, action: Action) -> str:
    """Why cards melded without naming a meld start no meld of a kind the rules allow."""
    problem = state.variant.turn.unnamed_meld_problem(state, action)
    if problem is not None:
        return problem
    cards = action.cards
    if all(state.rules.is_wild(card) for card in cards):
        return say("Say which row the wild card goes on (drag it onto the row).")
    if any(card.is_black_three for card in cards):
        return say("Black threes can only be melded together, by a player going out.")
    return say("All the cards of a meld must be of one rank (wild cards aside).")


def _taking_meld_problem(state: GameState, kind: MeldKind, side: int, meld: Meld | None = None) -> str | None:
    """Why a meld may not be made while the pile is being taken, or None."""
    if state.taking is None:
        return None
    if kind is THREES:
        return say("Finish taking the pile before you meld black threes.")
    if state.opened[side] and (meld is None or meld.id != state.turn_moves[0][0]):
        top_rank = state.taking.top.rank
        return say("First finish taking the {pile}: put cards with the top card in your row of {rank}.",
                   pile=pile_word(state.rules), rank=RANK_PLURALS[top_rank])
    return None


def ask_acaba_dead_end(state: GameState) -> str | None:
    """Why "May I say Acaba?" may not be asked now, or None: the melds of this turn were
    laid because the turn could end by Acaba, and a "no" would leave it no end."""
    if state.phase != Phase.PLAY or not (state.turn_moves or state.merges) \
            or can_end_turn(state, by_acaba=False):
        return None
    return say("Your melds this turn can end only by saying Acaba: say it, or take them back.")


def judged(state: GameState, action: Action) -> str | None:
    """`explain`, answered once for a position: the table asks at a drag, at the drop and
    at the move. The verdicts are kept in the state by action and by the ways of judging
    that may differ in one position (a record of an earlier version, switches that may come
    back), and forgotten with the next move or in a copy (zones.CLEARED_SCRATCH)."""
    verdicts = state._judged
    if verdicts is None:
        verdicts = state._judged = {}
    key = (action, state.judge_as_before, state.switches_may_come_back)
    if key not in verdicts:
        verdicts[key] = explain(state, action)
    return verdicts[key]


def can_go_out(state: GameState, seat: int | None = None) -> bool:
    """Whether `seat` (the player to move when None) can go out this turn from here, by
    placing cards on the table and discarding as the rules allow: the one answer the
    table, the computer players, the hints and "May I go out?" all use."""
    if seat is None:
        seat = state.current
    if state.phase != Phase.PLAY or seat != state.current or state.opening:
        return False
    return can_end_turn(state, going_out=True)


def ask_problem(state: GameState, naturals: dict[str, list[Card]] | None = None,
                wilds: int | None = None, surely_out: Callable[[GameState], bool] | None = None) -> str | None:
    """Why the player may not ask "May I go out?" now, or None (`naturals`: the hand's
    naturals by rank, and `wilds`, how many wild cards it holds, when the move list has
    them; `surely_out`: a quick test whose "yes" is a way out the judge accepts, the move
    list's dives, asked before the solver)."""
    rules = state.rules
    if not state.partnerships or not (rules.ask_partner or rules.must_ask_partner):
        return say("There is no partner to ask.")
    if state.asked:
        return say("You have already asked your partner this turn.")
    if state.turn_moves and not (rules.must_ask_partner and state.taking is None
                                 and len(state.turn_moves) <= state.locked):
        # Where asking is a must, a player may still ask once the pile is taken.
        return say("Ask your partner before you meld anything this turn.")
    if len(state.hands[state.current]) < 2:
        return say("Ask only while you hold at least two cards.")
    if state.judge_as_before:
        return None
    # The counts' "no" and the quick test's "yes" are exact and cheap: the search comes last.
    # The counts read nothing of the partner's answer, so they look at this state as it is.
    if rules.one_meld_per_label and rules.gathering_kind is None and lone_naturals_kept(state, naturals) \
            or canastas_out_of_reach(state, naturals, wilds) or not could_go_out(state, naturals):
        return say("Ask only when you can go out this turn.")
    if must_ask_first(state):
        state = state.clone()
        state.permission = True  # could the player go out, if the partner said yes?
    if not (surely_goes_out(state) or surely_out is not None and surely_out(state)
            or can_end_turn(state, going_out=True)):
        return say("Ask only when you can go out this turn.")
    return None


def canastas_out_of_reach(state: GameState, naturals: dict[str, list[Card]] | None = None,
                          wilds: int | None = None) -> bool:
    """A quick count that says the side cannot have the canastas to go out this turn,
    where its melds are groups, one of a rank (and black threes), and no pile nor foot is
    coming into the hand: each canasta it still needs is a group that the naturals of its rank in
    the hand, and every wild card held, could bring to a canasta's size. (A bound, as
    `reach.could_go_out` is: it says no only where no placing of the hand's cards could
    do it.) `naturals` and `wilds` as `ask_problem` has them."""
    rules = state.rules
    needed = state.canastas_needed()
    if needed <= 0 or state.taking is not None or state.pickup or state.feet[state.current] \
            or not groups_one_per_rank(rules):
        return False
    size = rules.canasta_size
    hand = state.hands[state.current]
    if naturals is None or wilds is None:
        natural, wild = rules.card_kinds.natural, rules.card_kinds.wild
        naturals, wilds = {}, 0
        for card in hand:
            if natural[card.code]:
                naturals.setdefault(card.rank, []).append(card)
            elif wild[card.code]:
                wilds += 1
    rows: dict[str, int] = {}
    for meld in state.tables[state.side_map[state.current]].melds:
        if meld.kind is GROUP:
            if len(meld.cards) >= size:
                needed -= 1
                if needed <= 0:
                    return False
            else:
                rows[meld.key] = len(meld.cards)
    reach = size - wilds  # what a rank's row and naturals must come to
    for rank, count in rows.items():
        if count + len(naturals.get(rank, ())) >= reach:
            needed -= 1
            if needed <= 0:
                return False
    for rank, cards in naturals.items():
        if rank not in rows and len(cards) >= reach:
            needed -= 1
            if needed <= 0:
                return False
    return True


