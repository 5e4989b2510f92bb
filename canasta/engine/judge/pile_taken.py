"""Carrying out the taking of the pile: its top card onto a meld, and the rest of the pile
into the hand once the rules let it come (or, picked up, after the discard)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.cards import Card
from .foot import pick_up_if_used_up
from ..melds.meld_kinds import GROUP
from .taking import may_add_top_to_meld, table_group_for_take, taking_problem
from ..play.turn import Phase, Taking

if TYPE_CHECKING:
    from ..play.actions import Action
    from ..game.state import GameState


def take_pile(state: GameState, action: Action) -> None:
    """Take the pile: its top card onto a meld (or a new one), the rest into the hand once
    the meld and the first meld the rules ask for stand."""
    side = state.side_map[state.current]
    table = state.tables[side]
    top = state.pile.pop()
    if action.word is not None:
        _take_with_word(state, action, top)
        return
    rank = top.rank
    mode = state.rules.pile_policy.take_mode(state)
    frozen = state.pile_frozen_for(side)
    if mode != "pile":  # only the top card, or a pickup: the top card starts a new meld (or joins its rank's)
        state.taking = Taking(top, True, False, mode)
        state.took_top_only = mode == "top"
        meld = table.group(rank) if GROUP.unique(state.rules) else None
    elif action.to is not None:  # onto the meld the player named
        meld = table.by_id(action.to)
        state.taking = Taking(top, frozen, not frozen)
    else:  # onto the group a plain take chooses, or a new one
        meld = table_group_for_take(state, top, frozen)
        state.taking = Taking(top, frozen, not frozen and meld is not None and may_add_top_to_meld(state, meld, top))
    state.took_pile = True
    state.thrown[state.current] = []
    state.passed[state.current] = []
    if meld is None:
        meld = table.start(GROUP, rank, (top,))
    else:
        meld.cards.append(top)
    state.turn_moves.append((meld.id, (top,)))
    state.locked = 1
    state.phase = Phase.PLAY
    deliver_pile_if_ready(state)
    pick_up_if_used_up(state)


def _take_with_word(state: GameState, action: Action, top: Card) -> None:
    """The pile taken with a word (a kind with spoken keys): a new word of the top card and
    cards from the hand, or the top card alone put into one of the side's words."""
    seat, side = state.current, state.side_map[state.current]
    table = state.tables[side]
    assert action.word is not None
    if action.to is not None:
        meld = table.by_id(action.to)
        assert meld is not None
        placed = meld.kind.placed(state.rules, meld.key, meld.cards, (top,), action.word)
        assert not isinstance(placed, str)
        meld.key, meld.cards[:], places = placed
    else:
        named = state.variant.turn.named_target(action)
        assert named is not None, "the judge takes a pile with a word only where words are named"
        kind = named[0]
        placed = kind.placed(state.rules, top.rank.lower(), [top], action.cards, action.word)
        assert not isinstance(placed, str)
        hand = state.hands[seat]
        for card in action.cards:
            hand.remove(card)
            forget_known(state.known[seat], card)
        meld = table.start(kind, placed[0], placed[1])
        places = tuple(range(len(placed[1])))
    state.word_places.append((meld.id, places))
    state.turn_moves.append((meld.id, (top, *action.cards)))
    state.taking = Taking(top, False, action.to is not None, "word")
    state.took_pile = True
    state.thrown[seat] = []
    state.passed[seat] = []
    state.locked = 1
    state.phase = Phase.PLAY
    deliver_pile_if_ready(state)


def deliver_pile_if_ready(state: GameState) -> None:
    """Bring the taken pile into the hand (or set it aside for after the discard) once
    nothing keeps it from coming (taking.taking_problem)."""
    taking = state.taking
    if taking is None or taking_problem(state) is not None:
        return
    state.taking = None
    if taking.mode == "top":
        return  # the rest of the pile stays; the top card can still go back with its meld
    seat, side = state.current, state.side_map[state.current]
    rest, under = state.pile, state.pile_under
    stays, stays_under = taken_cards(state.rules.pile_take_count, rest, under)
    rest, under = rest[len(stays):], under[len(stays_under):]
    if not (state.rules.red_threes_held or state.judge_as_before):
        # A red three found in a taken pile is laid out for the side at once, not replaced.
        state.red_threes[side].extend(card for card in under + rest if card.is_red_three)
        rest = [card for card in rest if not card.is_red_three]
        under = [card for card in under if not card.is_red_three]
    if state.rules.pile_black_threes_set_aside:
        # Black threes found in a taken pile are set aside for the side, not taken nor replaced.
        state.black_threes[side].extend(card for card in under + rest if card.is_black_three)
        rest = [card for card in rest if not card.is_black_three]
        under = [card for card in under if not card.is_black_three]
    state.known[seat].extend(rest)  # the others saw these go into the hand, not those that lay face down
    rest = under + rest
    if taking.mode == "pickup":
        state.pickup = rest  # into the hand only after the discard
    else:
        state.hands[seat].extend(rest)
    state.pile = stays
    state.pile_under = stays_under
    state.locked = len(state.turn_moves)


def taken_cards(count: int | None, pile: list[Card], under: list[Card]) -> tuple[list[Card], list[Card]]:
    """Of a taken pile whose top card is gone (`pile`, and the cards face down `under`
    it), the cards that stay as the pile and under it when only `count` cards in all are
    taken with the top card (`pile_take_count`; None: the whole pile)."""
    if count is None:
        return [], []
    rest = max(count - 1, 0)
    if len(pile) >= rest:
        return pile[:len(pile) - rest], list(under)
    rest -= len(pile)
    return [], under[:max(len(under) - rest, 0)]


def forget_known(known: list[Card], card: Card) -> None:
    """`card` leaves the cards the others know a hand holds (it left the hand)."""
    if card in known:
        known.remove(card)
