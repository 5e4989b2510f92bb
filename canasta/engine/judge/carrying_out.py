"""Carrying out an action: what each one changes in the state, once it is known legal.

`GameState.apply` clears what was worked out for the position and hands the action to
`carry_out`; the judge (legality.py) has already said yes, or a search is trying it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..features.acaba import acaba_result, answer_acaba, ask_acaba, asked_acaba
from ..play.actions import UNDO, Action
from ..scoring.canastas_to_win import side_with_canastas_to_win, won_by_canastas
from .dealing import deal, draw, give_bonus_cards, lay_out_kept_threes, replace_from_stock
from .foot import pick_up_foot, pick_up_if_used_up
from .merging import carry_out_merge, last_is_merge, take_back_merge
from .pile_taken import deliver_pile_if_ready, forget_known, take_pile
from ..scoring.scoring import HandResult, score_hand
from ..melds.special_hands import SPECIAL, laid_special
from ..state.this_turn import last_is_switch, meld_target
from ..melds.table import Meld
from ..play.turn import Phase, Switch

if TYPE_CHECKING:
    from ..game.state import GameState
    from ..melds.meld_protocol import MeldKind


def carry_out(state: GameState, action: Action) -> None:
    """Make the changes of `action`, unchecked."""
    _HANDLERS[action.kind](state, action)


def _draw(state: GameState, action: Action) -> None:
    draw(state)


def _meld(state: GameState, action: Action) -> None:
    seat, side = state.current, state.side_map[state.current]
    hand = state.hands[seat]
    for card in action.cards:
        hand.remove(card)
        forget_known(state.known[seat], card)
    first = action.cards[0]
    if len(action.cards) == 1 and (first.is_red_three or (first.is_black_three and state.rules.threes == "bonus_both")):
        state.red_threes[side].append(first)  # a three kept in hand, laid out
        if state.rules.threes == "bonus_both":
            replace_from_stock(state, seat)
        return
    target = meld_target(state, action)
    assert target is not None
    kind, key, meld = target
    if kind.spoken_key:
        meld = _place_spoken(state, side, action, kind, meld)
    elif meld is None:
        meld = state.tables[side].start(kind, key, action.cards)
    else:
        meld.cards.extend(action.cards)
    state.turn_moves.append((meld.id, action.cards))
    if kind is SPECIAL:
        # A special hand ends the hand at once, without a discard (special_hands.py).
        state.opened[side] = True
        state.went_out = seat
        end_hand(state)
        return
    deliver_pile_if_ready(state)
    pick_up_if_used_up(state)


def _place_spoken(state: GameState, side: int, action: Action, kind: MeldKind, meld: Meld | None) -> Meld:
    """Lay a word of `kind`, or put cards into one where `action` says, remembering their
    places for `undo`."""
    assert action.word is not None
    if meld is None:
        meld = state.tables[side].start(kind, action.word, action.cards)
        places = tuple(range(len(action.cards)))
    else:
        placed = kind.placed(state.rules, meld.key, meld.cards, action.cards, action.word)
        assert not isinstance(placed, str)
        meld.key, meld.cards[:], places = placed
    state.word_places.append((meld.id, places))
    return meld


def _merge(state: GameState, action: Action) -> None:
    carry_out_merge(state, action)


def _switch(state: GameState, action: Action) -> None:
    """Exchange a card of a meld for one of the same letter from the hand or another meld
    (BWC ruling 9), remembering where for `undo`."""
    seat, side = state.current, state.side_map[state.current]
    table = state.tables[side]
    into = table.by_id(action.to) if action.to is not None else None
    assert into is not None
    incoming, out = action.cards
    place = into.kind.switch_place(state.rules, into.key, into.cards, incoming, out)
    assert place is not None
    if action.joining is None:
        hand = state.hands[seat]
        hand.remove(incoming)
        forget_known(state.known[seat], incoming)
        hand.append(out)
        source_place = -1
    else:
        source = table.by_id(action.joining)
        assert source is not None
        source_place = source.cards.index(incoming)
        source.cards[source_place] = out
    into.cards[place] = incoming
    steps = len(state.turn_moves) + len(state.merges) + len(state.switches)
    state.switches.append(Switch(into.id, place, action.joining, source_place, out, steps))


def _take_back_switch(state: GameState) -> None:
    switch = state.switches.pop()
    table = state.tables[state.side_map[state.current]]
    into = table.by_id(switch.into)
    assert into is not None
    incoming = into.cards[switch.place]
    into.cards[switch.place] = switch.out
    if switch.source is None:
        hand = state.hands[state.current]
        hand.remove(switch.out)
        hand.append(incoming)
    else:
        source = table.by_id(switch.source)
        assert source is not None
        source.cards[switch.source_place] = incoming


def _undo(state: GameState, action: Action) -> None:
    if last_is_switch(state):
        _take_back_switch(state)
        return
    if last_is_merge(state):
        take_back_merge(state)
        return
    seat, side = state.current, state.side_map[state.current]
    meld_id, cards = state.turn_moves.pop()
    table = state.tables[side]
    meld = table.by_id(meld_id)
    assert meld is not None
    if meld.kind.spoken_key:
        table.take_out(meld, state.word_places.pop()[1])
    else:
        table.take_back(meld, cards)
    state.hands[seat].extend(cards)


def _put_back(state: GameState, action: Action) -> None:
    side = state.side_map[state.current]
    while len(state.turn_moves) > 1 or state.merges:
        _undo(state, UNDO)
    meld_id, (top,) = state.turn_moves.pop()
    table = state.tables[side]
    meld = table.by_id(meld_id)
    assert meld is not None
    table.take_back(meld, (top,))
    state.pile.append(top)
    assert state.rules.put_back_penalty is not None
    state.penalties[side] += state.rules.put_back_penalty
    state.taking = None
    state.took_pile = False
    state.took_top_only = False
    state.put_back = True
    state.locked = 0
    state.phase = Phase.DRAW


def _ask(state: GameState, action: Action) -> None:
    state.asked = True
    state.asker = state.current
    partner = state.partner_of(state.current)
    assert partner is not None
    state.current = partner
    state.phase = Phase.ASK


def _yes(state: GameState, action: Action) -> None:
    _answer(state, True)


def _no(state: GameState, action: Action) -> None:
    _answer(state, False)


def _answer(state: GameState, permission: bool) -> None:
    if asked_acaba(state):
        answer_acaba(state, permission)
        return
    assert state.asker is not None
    state.current = state.asker
    state.permission = permission
    state.phase = Phase.PLAY


def _discard(state: GameState, action: Action) -> None:
    seat = state.current
    card = action.card
    hand = state.hands[seat]
    hand.remove(card)
    forget_known(state.known[seat], card)
    state.thrown[seat].append(card)
    state.pile.append(card)
    state.pile_untakeable = state.opening
    if state.rules.card_kinds.by_code[card.code].blocks:
        state.blocked_by = seat
    if state.pickup:
        # Kanastic: the picked-up pile joins the hand only now, after the discard.
        hand.extend(state.pickup)
        state.pickup = []
    if not hand and state.feet[seat]:
        pick_up_foot(state, seat)  # the last card discarded: the foot is played from the next turn
    going_out = not hand
    state.out_with_wild = going_out and state.rules.is_wild(card)
    _end_turn(state, going_out)


def _out(state: GameState, action: Action) -> None:
    _end_turn(state, going_out=True)


def _pass(state: GameState, action: Action) -> None:
    _end_turn(state, going_out=False)


def _end_turn(state: GameState, going_out: bool) -> None:
    side = state.side_map[state.current]
    was_open = state.opened[side]
    if state.tables[side] and not was_open:
        state.opened[side] = True
        state.opener[side] = state.current
        state.opener_waiting[side] = True
        if not going_out:
            lay_out_kept_threes(state, state.current)
            if not state.took_pile:
                give_bonus_cards(state, state.current)  # played from the player's next turn
    if going_out:
        state.went_out = state.current
        state.concealed = not was_open
        end_hand(state)
        return
    if side_with_canastas_to_win(state) is not None:
        end_hand(state)  # the side's canastas win the game (house ruling 5)
        return
    state.current = state.next_seat(state.current)
    if state.current == state.first_player:
        state.first_round = False
    state.phase = Phase.DRAW
    state._new_turn()
    _begin_turn(state)


def _begin_turn(state: GameState) -> None:
    """What changes as a player's turn begins: their own block on the pile ends, and a
    side's first melder beginning another turn lets the partner pick up the pile."""
    seat = state.current
    if state.blocked_by == seat:
        state.blocked_by = None
    side = state.side_of(seat)
    if state.opener[side] == seat:
        state.opener_waiting[side] = False
    lay_out_kept_threes(state, seat)  # once the side has melded, nobody keeps a three


def _stop(state: GameState, action: Action) -> None:
    end_hand(state)


def _turn_over(state: GameState, action: Action) -> None:
    # Turned upside down: the bottom card of the pile becomes the top of the stock.
    state.stock = list(reversed(state.pile_under + state.pile))
    state.pile = []
    state.pile_under = []
    state.stock_turned += 1


def _acaba(state: GameState, action: Action) -> None:
    end_hand(state, acaba_result(state))  # the turn's melds are not checked (British ruling 3)


def _ask_acaba(state: GameState, action: Action) -> None:
    ask_acaba(state)


def end_hand(state: GameState, result: HandResult | None = None) -> None:
    """Score the hand (`result`: a score that overrides the hand score, as Acaba's) and
    end it, or the game."""
    if result is None:
        result = score_hand(state)
    state.hand_results.append(result)
    for side in range(state.sides):
        state.scores[side] += result.sides[side].total
    state._new_turn()
    rules = state.rules
    best = max(state.scores)
    if rules.game_length_hands is not None:  # so many hands, and one more while the best totals are equal
        over = state.hand_number >= rules.game_length_hands
    else:
        over = best >= state.target_score()
    # A special hand that wins the game (the CLA's dream hands) ends it after this hand.
    won = any((hand := laid_special(rules, state, side)) is not None and hand.wins_game
              for side in range(state.sides))
    if won_by_canastas(result) is not None or (over or won) and state.scores.count(best) == 1:
        state.phase = Phase.GAME_OVER
    else:
        state.phase = Phase.HAND_OVER


def _deal(state: GameState, action: Action) -> None:
    state.hand_number += 1
    state.dealer = (state.dealer + 1) % state.players
    deal(state)


_HANDLERS: dict[str, Callable[[GameState, Action], None]] = {
    "draw": _draw, "take": take_pile, "meld": _meld, "merge": _merge, "switch": _switch, "undo": _undo,
    "putback": _put_back, "ask": _ask,
    "yes": _yes, "no": _no, "discard": _discard, "out": _out, "pass": _pass, "stop": _stop,
    "turn": _turn_over, "deal": _deal, "acaba": _acaba, "askacaba": _ask_acaba,
}
