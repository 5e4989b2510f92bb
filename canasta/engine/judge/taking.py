"""Taking the pile, and the empty stock: the judge's rules for the draw phase's other
moves, and for the rest of a taken pile coming into the hand.

`take_problem` says why the pile may not be taken now (the rule set's conditions through
its pile policy, pile.py, then that the turn could still end after it); `taking_problem`
why the taken pile cannot be delivered yet; `stop_problem` and `renews_stock` what an
empty stock allows. The judge (legality.py) and the move list (moves.py) ask these.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

from ..play.actions import TAKE, Action
from ..melds.canasta_kinds import canasta_kind
from ..cards.cards import RANK_NAMES, RANK_PLURALS, Card
from ..state.first_meld import first_meld_problem, natural_canasta_laid, wanted_words
from ..reach.first_meld_reach import best_opening
from ..melds.meld_kinds import GROUP
from ..melds.meld_limits import incomplete_block_problem
from ..sentences.message import article, clause, count_word, say, say_plural
from ..rules.pile import blocked_by_canasta, pile_cards_for_hand, pile_word, register_standard_take, top_card_problem
from ..reach.quick_endings import surely_ends
from ..melds.table import Meld
from ..solver import can_end_turn

if TYPE_CHECKING:
    from ..game.state import GameState


def renews_stock(state: GameState) -> bool:
    """Whether an empty stock is renewed from the pile (Kanastic) when a card is drawn."""
    rules = state.rules
    if rules.stock_exhausted != "reshuffle" or not state.pile:
        return False
    return rules.max_stock_renewals is None or state.stock_turned < rules.max_stock_renewals


def stop_problem(state: GameState) -> str | None:
    """Why the hand may not be ended now that the stock is empty, or None."""
    if state.rules.stock_exhausted == "end" and state.rules.take_compulsory and take_problem(state) is None \
            and must_take(state):
        return say("The stock is empty and the discard fits one of your melds: you must take it.")
    return None


def must_take(state: GameState) -> bool:
    """Classic rules after the stock runs out: a discard that fits a meld must be taken."""
    top = state.pile_top()
    side = state.side_map[state.current]
    if top is None or state.pile_frozen_for(side):
        return False
    row = top_card_meld(state, top)
    return row is not None and may_add_top_to_meld(state, row, top)


def top_card_meld(state: GameState, top: Card) -> Meld | None:
    """The side's group of the top card's rank that the top card joins alone when the pile
    is not frozen: the first that may take it (a side may hold several groups of a rank),
    else the first of the rank, else None."""
    table = state.tables[state.side_map[state.current]]
    first = None
    for meld in table.melds:
        if meld.kind is GROUP and meld.key == top.rank:
            if may_add_top_to_meld(state, meld, top):
                return meld
            if first is None:
                first = meld
    return first


def table_group_for_take(state: GameState, top: Card, frozen: bool) -> Meld | None:
    """The side's meld a plain `take` puts the top card on (None: it starts a new group)."""
    rules = state.rules
    if GROUP.unique(rules):
        return state.tables[state.side_map[state.current]].group(top.rank)
    if rules.melds_per_rank == "one_open":  # the side's group of the rank that is not complete
        return state.tables[state.side_map[state.current]].open_group(rules, top.rank)
    row = top_card_meld(state, top)
    return row if not frozen and row is not None and may_add_top_to_meld(state, row, top) else None


def may_add_top_to_meld(state: GameState, meld: Meld, top: Card) -> bool:
    """Whether the pile's top card `top` may go onto the side's `meld` without cards from the hand."""
    return meld.kind.takes_pile_top(state.rules, meld.key, meld.cards, top)


def take_problem(state: GameState, to: int | None = None) -> str | None:
    """Why the pile may not be taken now (`to`: its top card going onto the side's meld
    of that id), or None: the rules' conditions, and then that the turn could still end
    after taking it (a taken pile cannot always go back)."""
    if to is not None:
        problem = _take_onto_problem(state, to)
        if problem is None and state.pile:
            problem = _when_problem(state)
        if problem is not None or state.judge_as_before:
            return problem
        if _two_kept_onto_a_meld(state):
            return None  # (its top card fits that meld: _take_onto_problem said so)
        return _dead_end_problem(state, Action("take", (), to))
    problem = _rule_problem(state)
    if problem is not None or state.judge_as_before:
        return problem
    side = state.side_map[state.current]
    top = state.pile[-1]
    row = top_card_meld(state, top)
    if row is not None and may_add_top_to_meld(state, row, top) and _two_kept_onto_a_meld(state):
        return None
    if state.opened[side] and row is None and _pair_takes_it(state, top):
        return None
    return _dead_end_problem(state, TAKE)


def _two_kept_onto_a_meld(state: GameState) -> bool:
    """Whether a pile whose top card goes onto a meld of the side comes into the hand at
    once with two cards to keep, one to discard and one to hold: the side has melded, the
    pile is not frozen for it, and hand and pile hold three cards or more."""
    side = state.side_map[state.current]
    return state.opened[side] and not state.pile_frozen_for(side) \
        and len(state.hands[state.current]) + pile_cards_for_hand(state) >= 3


def _dead_end_problem(state: GameState, take: Action) -> str | None:
    """Why the turn could not end after taking the pile as `take` says, or None."""
    after = state.clone()
    after.apply(take)
    if surely_ends(after) or can_end_turn(after):  # the quick test's "yes" is the search's too, and cheaper
        return None
    side = state.side_map[state.current]
    if not state.opened[side] and not state.rules.top_card_counts_for_initial_meld:
        return say("Your first meld needs {wanted} besides the top card, which does not count: your hand could not "
                   "make it and keep a card to discard.", wanted=wanted_words(state, side))
    if not state.opened[side]:
        return say("Your first meld needs {wanted}: with the top card your hand could not make it and keep a card "
                   "to discard.", wanted=wanted_words(after, side))
    return say("After taking the {pile} you could not end your turn: keep two cards, one to discard and one "
               "to hold.", pile=pile_word(state.rules))


def _pair_takes_it(state: GameState, top: Card) -> bool:
    """Whether two naturals of the top card's rank in the hand make a new meld with it that
    takes the whole pile and still leaves two cards in the hand, one to discard and one to
    hold, on a side that has melded: the turn can surely end after taking it."""
    rules = state.rules
    if state.permission is True or rules.new_meld_distinct_suits or rules.pile_policy.take_mode(state) != "pile":
        return False
    hand = state.hands[state.current]
    need = state.naturals_to_take()
    pair = [card for card in hand if card.rank == top.rank and rules.is_natural(card)][:need]
    if len(pair) < need or GROUP.problem(rules, top.rank, [top, *pair], new=True) is not None:
        return False
    if not rules.red_threes_held and any(card.is_red_three for card in hand):
        return False
    return len(hand) - need + pile_cards_for_hand(state) - 1 >= 2


def _take_onto_problem(state: GameState, to: int) -> str | None:
    """Why the pile's top card may not go onto the side's meld `to` to take the pile."""
    rules = state.rules
    top = state.pile_top()
    if top is None:
        return say("The {pile} is empty.", pile=pile_word(rules))
    if state.put_back:
        return say("You put the {pile} back this turn: draw from the stock.", pile=pile_word(rules))
    side = state.side_map[state.current]
    meld = state.tables[side].by_id(to)
    if meld is None:
        return say("Your side has no meld #{meld}.", meld=to)
    if rules.pile_policy.take_mode(state) != "pile":
        return say("Under these rules the top card starts a meld of its own: take the pile by clicking it.")
    problem = top_card_problem(state, top)
    if problem is not None:
        return problem
    words = meld.kind.words(meld.key)
    if state.pile_frozen_for(side):
        naturals = sum(1 for card in state.hands[state.current] if card.rank == top.rank and rules.is_natural(card))
        need = state.naturals_to_take()
        problem = _over_cap_problem(state, meld, need) if meld.kind is GROUP and meld.key == top.rank else None
        if problem:
            return problem
        if meld.kind is not GROUP or meld.key != top.rank or meld.kind.is_complete(rules, meld.cards) \
                or naturals < need:
            pile = pile_word(rules)
            frozen = state.pile_has_freezer() or rules.pile_always_frozen
            why = say("the {pile} is frozen", pile=pile) if frozen else say("your side has not melded yet")
            return say("To take the {pile} now ({why}) its top card goes with {count} natural {rank} from your hand, "
                       "into a new meld or a group of its rank that is not a canasta.",
                       pile=pile, why=why, count=count_word(need, RANK_PLURALS[top.rank]), rank=RANK_PLURALS[top.rank])
    elif not meld.kind.takes_pile_top(rules, meld.key, meld.cards, top):
        return say("The top card cannot go onto your {meld} under these rules.", meld=words)
    return None


def _over_cap_problem(state: GameState, meld: Meld | None, naturals: int) -> str | None:
    """Why the pile's top card and `naturals` natural cards from the hand may not join the
    group `meld` (None: a new group) to take a frozen pile: more cards than a meld may
    hold (`meld_max_cards`)."""
    cap = state.rules.meld_max_cards
    if meld is None or cap is None or len(meld.cards) + 1 + naturals <= cap:
        return None
    cards = say_plural("{count} card", "{count} cards", len(meld.cards))
    return say("Your {meld} hold {cards}: with the top card and {naturals} natural {rank} from your hand they would "
               "be more than {cap}, the most a meld may hold.", meld=meld.words(), cards=cards,
               naturals=count_word(naturals, RANK_PLURALS[meld.key]), rank=RANK_PLURALS[meld.key], cap=cap)


def _rule_problem(state: GameState) -> str | None:
    rules = state.rules
    top = state.pile_top()
    if top is None:
        return say("The {pile} is empty.", pile=pile_word(rules))
    if state.put_back:
        return say("You put the {pile} back this turn: draw from the stock.", pile=pile_word(rules))
    return _when_problem(state) or rules.pile_policy.take_problem(state, top)


def _when_problem(state: GameState) -> str | None:
    """Why the player may not take the pile at this moment of the hand, whatever the hand
    holds: the stock has run out where that ends the hand, the side has not melded in an
    earlier turn where the rules ask it, or it has a canasta of the top card's rank where
    that blocks the pile (`pile_blocked_by_canasta`)."""
    rules = state.rules
    if not state.stock and rules.stock_exhausted == "stop":
        return say("The stock is empty: the hand ends here.")
    side = state.side_map[state.current]
    if rules.pile_needs_earlier_meld and not state.opened[side]:
        return say("The {pile} is taken only by a side that melded in an earlier turn: your side has not melded "
                   "yet.", pile=pile_word(rules))
    if state.pile and blocked_by_canasta(state, side, state.pile[-1].rank):
        name = RANK_PLURALS[state.pile[-1].rank]
        return say("The {pile} is blocked for you: your side has a canasta of {rank}, and a pile with one of them "
                   "on top cannot be taken.", pile=pile_word(rules), rank=name)
    return None


def frozen_problem(state: GameState, rank: str) -> str:
    """What a frozen pile asks of the hand, as a refusal: how many natural cards of `rank`
    (its top card's) take it, and why it is frozen."""
    rules = state.rules
    pile, name = pile_word(rules), RANK_PLURALS[rank]
    need = state.naturals_to_take()
    if need > 2:
        return say("The {pile} holds a wild card: you need {count} natural {rank} in your hand to take it.",
                   pile=pile, count=count_word(need, name), rank=name)
    if rules.pile_always_frozen:
        return say("The {pile} is always frozen: you need {count} natural {rank} in your hand to take it.",
                   pile=pile, count=count_word(2, name), rank=name)
    return _frozen_pair(pile, state.pile_has_freezer(), rank)


@lru_cache(maxsize=128)
def _frozen_pair(pile: str, freezer: bool, rank: str) -> str:
    """The usual frozen pile's refusal, made once for each rank: the move list asks it at every draw."""
    why = say("the {pile} is frozen", pile=pile) if freezer else say("your side has not melded yet")
    return say("To take the {pile} now ({why}) you need {count} natural {rank} in your hand.", pile=pile, why=why,
               count=count_word(2, RANK_PLURALS[rank]), rank=RANK_PLURALS[rank])


def standard_take_problem(state: GameState, top: Card) -> str | None:
    """The standard pile policy's conditions (pile.py): the whole pile with its top card."""
    rules = state.rules
    wild = rules.card_kinds.wild
    problem = top_card_problem(state, top)
    if problem is not None:
        return problem
    seat, side = state.current, state.side_map[state.current]
    hand = state.hands[seat]
    rank = top.rank
    naturals = wilds = 0
    for card in hand:
        if card.rank == rank:
            naturals += 1
        elif wild[card.code]:
            wilds += 1
    frozen = state.pile_frozen_for(side)
    name = RANK_PLURALS[rank]
    row = None
    if frozen:
        used = state.naturals_to_take()
        if naturals < used:
            return frozen_problem(state, rank)
        problem = _over_cap_problem(state, table_group_for_take(state, top, True), used)
        if problem:
            return problem
    elif (row := top_card_meld(state, top)) is not None and may_add_top_to_meld(state, row, top):
        used = 0
    elif row is not None and GROUP.unique(rules):
        return say("The top card cannot go on your canasta of {rank} under these rules.", rank=name)
    elif naturals >= 2 or (naturals >= 1 and wilds >= 1 and rules.pile_pair_with_wild and one_wild_row_ok(state)):
        used = 2
    elif not rules.pile_pair_with_wild:
        return say("To take the pile you need {count} natural {rank} in your hand.", count=count_word(2, name),
                   rank=name)
    else:
        return say("To take the pile you need {count} {rank}, or {a} {card} and a wild card, in your hand.",
                   count=count_word(2, name), rank=name, a=article(name, RANK_NAMES[rank]), card=RANK_NAMES[rank])
    if not state.opened[side] and not rules.natural_canasta_meets_minimum:
        # (a natural canasta from the hand meets any minimum: the search below says whether one can be laid)
        need = state.minimum_meld(side)
        if not rules.top_card_counts_for_initial_meld:
            need += rules.value_of(top)  # "you must add the value of the top card to the minimum needed"
        best, used = best_opening(state, hand, top, frozen)
        if best < need:
            return say("Your first meld needs {need} points: with the top card you can reach only {best}.",
                       need=need, best=best)
    left = len(hand) - used
    if left < 2:
        left += pile_cards_for_hand(state) - (0 if top.is_red_three else 1)
    # The top card may complete a canasta of the meld it joins: one that may let the player go out.
    completed = None
    if used == 0 and row is not None and not row.kind.is_complete(rules, row.cards):
        completed = canasta_kind(rules, row.kind, row.key, row.cards + [top])
    if left < 2 and not can_end_with(state, side, left, () if completed is None else (completed,)) \
            and (state.judge_as_before or _dead_end_problem(state, TAKE) is not None):
        # (the cards left may still finish the canastas to go out: the search says whether)
        return say("You would have no card left to discard after taking the {pile}.", pile=pile_word(rules))
    return None


def can_end_with(state: GameState, side: int, cards_left: int, more_canastas: Sequence[str] = ()) -> bool:
    """Whether a turn with `cards_left` cards in the hand may end: by going out (with
    canastas of the kinds `more_canastas` completed on the way), or passing the last card
    where the rules allow; or bringing in the foot, with the last card discarded or every
    card melded."""
    if state.feet[state.current] or (state.canastas_short(side, more_canastas) == 0
                                     and incomplete_block_problem(state.rules, state.tables[side]) is None):
        return True
    return cards_left == 1 and state.rules.pass_discard


def one_wild_row_ok(state: GameState) -> bool:
    rules = state.rules
    return (rules.meld_min_naturals <= 2 and (rules.meld_max_wild is None or rules.meld_max_wild >= 1))


def taking_problem(state: GameState) -> str | None:
    """Why the rest of the taken pile cannot go into the hand yet, or None."""
    taking = state.taking
    assert taking is not None
    rules = state.rules
    side = state.side_map[state.current]
    if taking.mode == "word":
        # The word with the top card is laid: the pile comes once the side's first meld stands.
        return None if state.opened[side] else first_meld_problem(state, side)
    rank = taking.top.rank
    name = RANK_PLURALS[rank]
    table = state.tables[side]
    top_meld = table.by_id(state.turn_moves[0][0])
    assert top_meld is not None
    placed = [card for meld_id, cards in state.turn_moves[1:] if meld_id == top_meld.id for card in cards]
    if taking.mode != "pile":
        naturals = [card for card in placed if rules.is_natural(card)]
        suits = {card.suit_colour for card in naturals} | {taking.top.suit_colour}
        if len(naturals) < 2 or len(suits) < 3:
            return say("Put {count} natural {rank} of two other suits than the top card with it, to take {taken}.",
                       count=count_word(2, name), rank=name,
                       taken=say("the top card") if taking.mode == "top" else say("the pile"))
        left = len(state.hands[state.current])
        if taking.mode == "pickup" and left < 1:
            return say("Keep a card in your hand to discard: the pile comes into your hand after it.")
        if taking.mode == "pickup" and not pile_cards_for_hand(state) and left < 2 \
                and not can_end_with(state, side, left) and not state.judge_as_before:
            return say("Keep two cards in your hand, one to discard and one to hold: "
                       "the pile was only its top card, so nothing more comes into your hand.")
        if taking.mode == "top" and left < 2 and not can_end_with(state, side, left):
            return say("Keep a card in your hand to discard after taking the top card.")
        return None
    if taking.frozen:
        need = state.naturals_to_take()
        if sum(1 for card in placed if rules.is_natural(card)) < need:
            return say("Put {count} natural {rank} from your hand with the top card to take the {pile}.",
                       count=count_word(need, name), rank=name, pile=pile_word(rules))
        problem = GROUP.problem(rules, rank, top_meld.cards)
        if problem:
            return problem
    elif not taking.onto_existing:
        problem = GROUP.problem(rules, rank, top_meld.cards)
        if problem:
            return say("Make a meld with the top card to take the pile: {problem}", problem=clause(problem))
        if not rules.pile_pair_with_wild and sum(1 for card in placed if rules.is_natural(card)) < 2:
            return say("Put {count} natural {rank} from your hand with the top card to take the pile.",
                       count=count_word(2, name), rank=name)
    if not state.opened[side]:
        for meld in table:
            problem = meld.kind.problem(rules, meld.key, meld.cards)
            if problem:
                return problem
        need = state.first_meld_need(side)
        have = state.turn_points()
        if have < need and not natural_canasta_laid(state, side):
            return say("Your first meld needs at least {need} points; you have {have} on the table.",
                       need=need, have=have)
    left = len(state.hands[state.current]) + pile_cards_for_hand(state)
    if left < 2 and not can_end_with(state, side, left):
        return say("Keep a card in your hand to discard after taking the {pile}.", pile=pile_word(rules))
    return None


register_standard_take(standard_take_problem)
