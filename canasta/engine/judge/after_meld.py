"""Whether the turn can still end after a meld: the move list's question about every meld
it lists, and the judge's reason when the answer is no.

A meld that leaves only taking back is refused when it is made, with the reason: the
move list never offers one, so no position is a trap. Most melds are answered by a look
at the position (a legal meld that keeps two cards, a first meld made, a step of the
quick test's own way, too few canastas to go out); the rest by a copy and the search
(endings.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..play.actions import Action
from ..melds.canasta_kinds import canasta_kind, needs_words
from ..state.discards import laid_out_three
from ..cards.cards import Card
from ..solver import can_end_turn
from ..state.first_meld import canasta_counts, canasta_made, wanted_words
from ..features.acaba import turn_ends_by_acaba
from .foot import foot_pickup_problem
from ..melds.meld_kinds import GROUP, THREES, MeldKind, count_wild
from ..reach.melds import one_meld_per_label
from ..reach.plain_ways import ends_by_plain_melds
from ..reach.quick_endings import greedy_ending, surely_ends
from ..reach.reach import first_meld_out_of_reach, top_row_in_reach
from ..melds.table import Meld
from .taking import taking_problem
from ..state.this_turn import going_out_only, meld_target, must_ask_first, placed_this_turn
from ..sentences.message import RuleSetTitle, say
from ..rules.pile import pile_word

if TYPE_CHECKING:
    from ..game.state import GameState

Target = tuple[MeldKind, str, Meld | None]


def dead_end_problem(state: GameState, action: Action) -> str | None:
    """Why the turn could not end after the meld `action` (of a kind the judge's meld
    rules accepted), or None."""
    if turn_can_end_after(state, action):
        return None
    if len(action.cards) == 1 and laid_out_three(state.rules, action.cards[0]) and not state.stock:
        return say("The stock is empty, so nothing would replace that three: with it laid out, "
                   "your turn could not end.")
    after = state.clone()
    after.apply(action)
    return why_the_turn_cannot_end(after)


def _meld_stands(state: GameState, action: Action) -> bool:
    """Whether the meld `action` makes is a meld as it stands, by its kind's own rules
    (a three laid out is none)."""
    if action.cards[0].is_red_three or laid_out_three(state.rules, action.cards[0]):
        return True
    target = meld_target(state, action)
    if target is None:
        return False
    kind, key, meld = target
    cards = (meld.cards if meld is not None else []) + list(action.cards)
    return kind.problem(state.rules, key, cards, new=meld is None) is None


def turn_can_end_after(state: GameState, action: Action) -> bool:
    """Whether the turn could still end after the meld `action` (of a kind the judge's
    meld rules accepted)."""
    if state.judge_as_before or turn_ends_by_acaba(state) and _meld_stands(state, action):
        return True  # (British: Acaba ends any turn, the first meld unchecked; a meld must be one)
    return state.variant.turn.turn_can_end_after(state, action)


def standard_turn_can_end_after(state: GameState, action: Action) -> bool:
    """`turn_can_end_after` of the standard turn (game/variant.py)."""
    if len(action.cards) == 1 and state.rules.threes == "bonus_both" and laid_out_three(state.rules, action.cards[0]):
        if state.stock:
            return True  # a kept three laid out is replaced from the stock: no way of ending is lost
        after = state.clone()  # with the stock empty nothing replaces it: the hand is a card shorter
        after.apply(action)
        return can_end_turn(after, by_acaba=False)
    seat, side = state.current, state.side_map[state.current]
    left = len(state.hands[seat]) - len(action.cards)
    foot = len(state.feet[seat])
    if foot and left == 0:
        # The meld uses up the hand and brings in the foot, when this turn's melds stand.
        if foot_pickup_problem(state, action) is not None:
            return False
        if foot >= 2 and state.taking is None:
            return True  # a card of the foot can be discarded, and another held
    keep = 1 if foot else 2  # discarding the last card of the hand brings in the foot
    target = None if action.cards[0].is_red_three else meld_target(state, action)
    table = state.tables[side]
    opened, taking = state.opened[side], state.taking
    if target is not None and left >= keep and taking is None and state.permission is not True \
            and opened and target[0] is not THREES and not table.has(THREES):
        kind, key, meld = target
        cards = (meld.cards if meld is not None else []) + list(action.cards)
        if not kind.problem(state.rules, key, cards, new=meld is None) \
                and not kind.going_out_only(state.rules, key, cards) and not going_out_only(state):
            return True  # a legal meld, and two cards kept: one can always be discarded
    if left >= 2 and (_first_meld_made_by(state, action, target) or first_meld_with_new_groups(state, action, target)
                      or ends_by_plain_melds(state, action, target)):
        return True
    if _staging(state):
        return True  # the player is placing cards one at a time: the end of the turn judges them
    # Such a turn ends only by going out (or passing the discard). The count comes before
    # the quick test's way: each is exact, so they never disagree, and the count is cheaper.
    only_out = opened and taking is None and left < 2
    if only_out and too_few_canastas_after(state, action, target, left):
        return False
    if only_out and state.permission is False and not (foot or state.pickup or state.rules.pass_discard):
        return False  # the partner said no: this turn does not go out, and no card is kept to discard
    if in_greedy_plan(state, action, target):
        return True
    if not only_out and surely_ends(state, action):
        return True
    after = state.clone()
    after.apply(action)
    if first_meld_out_of_reach(after):
        return False  # (the count says no to most first melds begun that cannot be finished)
    return can_end_turn(after, by_acaba=False)  # (Acaba ends only a turn whose melds stand: above)


def too_few_canastas_after(state: GameState, action: Action, target: Target | None,
                            left: int) -> bool:
    """Whether, after the meld `action` leaves at most one card, going out is out of reach
    for want of canastas (that last card could finish one more), where going out is the
    only way the turn can end: no pile comes into the hand and no discard is passed."""
    rules, side = state.rules, state.side_map[state.current]
    if rules.pass_discard and left or state.pickup or state.feet[state.current]:
        return False  # (a last card may be passed; with none left the turn ends only by going out)
    if not GROUP.unique(rules):
        ranks = [meld.key for meld in state.tables[side] if meld.kind is GROUP]
        if len(ranks) != len(set(ranks)):
            return False  # two groups of a rank merged may make one more canasta: the search says
    completed: tuple[str, ...] = ()
    if target is not None:
        kind, key, meld = target
        before = meld.cards if meld is not None else []
        if not kind.is_complete(rules, before):
            made = canasta_kind(rules, kind, key, before + list(action.cards))
            completed = () if made is None else (made,)
    # Each card left could finish one canasta more, of whatever kind is wanted.
    short = state.canastas_short(side, completed)
    return short > left or short == left == 1 and _last_card_completes_nothing(state, action, target)


def _last_card_completes_nothing(state: GameState, action: Action, target: Target | None) -> bool:
    """Whether the one card the meld `action` leaves in the hand could complete none of
    the side's melds (those of the table, the one `action` makes or grows among them): only
    a meld that the card would make complete, and that takes it, could give the side the
    canasta it lacks. A three laid out brings a card from the stock: the count says
    nothing of it."""
    rules = state.rules
    if target is None:
        return False  # (no target: a three laid out)
    rest = list(state.hands[state.current])
    for card in action.cards:
        rest.remove(card)
    last = rest[0]
    if last.is_red_three or laid_out_three(rules, last):
        return False
    kind, key, target_meld = target
    rows = [(meld.kind, meld.key, meld.cards + list(action.cards) if meld is target_meld else meld.cards)
            for meld in state.tables[state.side_map[state.current]]]
    if target_meld is None:
        rows.append((kind, key, list(action.cards)))
    for row_kind, row_key, cards in rows:
        if not row_kind.is_complete(rules, cards) and row_kind.fits(rules, row_key, cards, last) \
                and row_kind.is_complete(rules, [*cards, last]):
            return False
    return True


def greedy_ending_here(state: GameState) -> int:
    """`greedy_ending` of this position, asked once for all the melds of a listing."""
    return greedy_plan_here(state)[0]


def greedy_plan_here(state: GameState) -> tuple[int, dict[str, list[Card]]]:
    """`greedy_ending` of this position and the cards its way places, by rank."""
    if state._greedy_cache is None:
        plan: dict[str, list[Card]] = {}
        state._greedy_cache = (greedy_ending(state, plan=plan), plan)
    return state._greedy_cache


def in_greedy_plan(state: GameState, action: Action, target: Target | None) -> bool:
    """Whether `action` places some of the cards `greedy_ending`'s way places in the
    same group, when that way holds nothing back: the meld is then a first step of a
    way to end the turn (the rest of the way places the rest of its cards)."""
    rules = state.rules
    if target is None or target[0] is not GROUP or rules.meld_max_cards is not None \
            or not one_meld_per_label(rules):
        return False
    answer, plan = greedy_plan_here(state)
    planned = plan.get(target[1])
    if answer != 0 or not planned:
        return False
    waiting = list(planned)
    for card in action.cards:
        if card not in waiting:
            return False
        waiting.remove(card)
    return True


def _first_meld_made_by(state: GameState, action: Action, target: Target | None) -> bool:
    """Whether `action` completes a plain first meld (points, and the canasta a stage may
    ask for) of a side that has not melded, with no pile being taken and nothing asked:
    the turn can then end at once."""
    side = state.side_map[state.current]
    table = state.tables[side]
    if state.opened[side] or state.taking is not None or state.permission is True or table.has(THREES) \
            or not state.rules.quick_tests_hold:
        return False
    rules = state.rules
    requirement = state.meld_requirement(side)
    if requirement.max_wild is not None or action.cards[0].is_red_three:
        return False
    if target is None or target[0] is THREES:
        return False
    kind, key, meld = target
    cards = (meld.cards if meld is not None else []) + list(action.cards)
    if kind.going_out_only(rules, key, cards) or going_out_only(state):
        return False
    if requirement.canasta is not None and not canasta_made(rules, requirement.canasta, table) and (
            kind.problem(rules, key, cards, new=meld is None)
            or not canasta_counts(rules, requirement.canasta, Meld(0, kind, key, cards))):
        return False
    value = rules.value_of
    return state.turn_points() + sum(value(card) for card in action.cards) >= state.first_meld_need(side)


def first_meld_with_new_groups(state: GameState, action: Action, target: Target | None) -> bool:
    """Where a side may hold several melds of a label (the quick tests' rows by rank say
    nothing of them): whether the meld `action`, whole as it stands, and new groups of
    three naturals of other ranks still in the hand (the most points first) make a plain
    first meld with two cards kept, so that the turn can end: a way the search finds."""
    rules = state.rules
    side = state.side_map[state.current]
    if one_meld_per_label(rules) or target is None or target[0] is THREES or state.opened[side] \
            or not rules.quick_tests_hold \
            or state.taking is not None or state.permission is True or state.tables[side].has(THREES):
        return False
    requirement = state.meld_requirement(side)
    if requirement.max_wild is not None or requirement.canasta is not None:
        return False
    kind, key, meld = target
    cards = (meld.cards if meld is not None else []) + list(action.cards)
    if kind.problem(rules, key, cards, new=meld is None) or kind.going_out_only(rules, key, cards) \
            or going_out_only(state):
        return False
    rest = list(state.hands[state.current])
    for card in action.cards:
        rest.remove(card)
    if any(card.is_red_three for card in rest):
        return False
    value = rules.value_of
    points = state.turn_points() + sum(map(value, action.cards))
    need = state.first_meld_need(side)
    natural = rules.card_kinds.natural
    by_rank: dict[str, list[Card]] = {}
    for card in rest:
        if natural[card.code] and not (kind is GROUP and card.rank == key):
            by_rank.setdefault(card.rank, []).append(card)
    size = rules.meld_min_cards
    kept = len(rest)
    for group in sorted((cards[:size] for cards in by_rank.values() if len(cards) >= size),
                        key=lambda group: -sum(map(value, group))):
        if points >= need or kept - size < 2:
            break
        if GROUP.problem(rules, group[0].rank, group, new=True) is None:
            points += sum(map(value, group))
            kept -= size
    return points >= need and kept >= 2


def _staging(state: GameState) -> bool:
    """Whether a meld of this turn is short of cards or naturals for now, as when a player
    places cards one at a time (the meld taking the pile's top card aside)."""
    rules, side = state.rules, state.side_map[state.current]
    table = state.tables[side]
    top_id = state.turn_moves[0][0] if state.taking is not None else None
    for meld_id, count in placed_this_turn(state).items():
        meld = table.by_id(meld_id)
        if meld is None or meld_id == top_id:
            continue
        row = meld.cards
        if meld.kind.problem(rules, meld.key, row, new=count == len(row)) \
                and (len(row) < rules.meld_min_cards or len(row) - count_wild(rules, row) < rules.meld_min_naturals):
            return True
    return False


def why_the_turn_cannot_end(state: GameState) -> str:
    """The reason, after a meld, that no way of ending the turn is left."""
    seat, side = state.current, state.side_map[state.current]
    problem = state.variant.turn.end_problem(state)
    if problem:
        return problem
    left = len(state.hands[seat])
    table = state.tables[side]
    top_id = state.turn_moves[0][0] if state.taking is not None else None
    placed = placed_this_turn(state)
    for meld_id, count in placed.items():
        meld = table.by_id(meld_id)
        meld_problem = meld is not None and meld_id != top_id and \
            meld.kind.problem(state.rules, meld.key, meld.cards, new=count == len(meld.cards))
        if meld_problem:
            return meld_problem
    if state.permission is True:
        return say("Your partner said yes: after that meld you could no longer go out this turn.")
    beyond = going_out_only(state)
    if beyond:
        return beyond
    if any(meld.kind is THREES for meld in table if meld.id in placed):
        return say("Black threes are melded only by a player going out, and you could not go out after them.")
    if state.taking is not None and state.taking.frozen and state.taking.mode == "pile" \
            and not top_row_in_reach(state):
        return taking_problem(state) or say("Finish taking the {pile} first.", pile=pile_word(state.rules))
    if state.taking is not None and state.taking.mode == "pickup":
        return say("Keep two cards in your hand, one to discard and one to hold, "
                   "or go out: nothing more comes into your hand with this pile.")
    if not state.opened[side]:
        return say("Your first meld needs {wanted}: after that meld your hand could not make it and keep a card "
                   "to discard.", wanted=wanted_words(state, side))
    if state.permission is False:
        return say("Your partner said no: keep two cards, one to discard and one to hold.")
    if must_ask_first(state) and left < 2:
        return say("In {title} you must ask your partner before going out: keep two cards, one to discard and "
                   "one to hold.", title=RuleSetTitle(state.rules.title))
    if left == 0 and state.rules.going_out_needs_discard:
        return say("To go out you must discard your last card: keep one in your hand.")
    if left == 0:
        return say("That would leave you no card to discard, and you cannot go out.")
    needed = state.canastas_needed()
    return say("Keep two cards, one to discard and one to hold: with one card left you could only go out, and "
               "that needs {canastas}.", canastas=needs_words(state.rules, str(needed), needed, state.players))
