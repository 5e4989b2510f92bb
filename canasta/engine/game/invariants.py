"""What holds in every reachable state: `problems(state)` lists what does not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..features.acaba import conceding_side
from ..melds.meld_kinds import GROUP, THREES
from ..play.turn import Phase

if TYPE_CHECKING:
    from .state import GameState


def problems(state: GameState) -> list[str]:
    """Every invariant of a reachable state that does not hold (empty when all is well)."""
    found = []
    if state.card_count() != state.deck_size:
        found.append(f"{state.card_count()} cards in play instead of {state.deck_size}")
    # A side that said Acaba ended the hand in the middle of its turn: its melds stay as they were.
    conceded = conceding_side(state.hand_results[-1]) \
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER) and state.hand_results else None
    for side in range(state.sides):
        in_turn = state.phase in (Phase.PLAY, Phase.ASK) and side == state.side_of(state.current) \
            or side == conceded
        last_id = 0
        for meld in state.tables[side]:
            if not meld.cards:
                found.append(f"side {side} has an empty meld #{meld.id}")
            if meld.id <= last_id:
                found.append(f"side {side}: meld #{meld.id} comes after meld #{last_id} on the table")
            last_id = meld.id
            if not in_turn:
                problem = meld.kind.problem(state.rules, meld.key, meld.cards)
                if problem and not (meld.kind is THREES and state.went_out is not None):
                    found.append(f"side {side}: {problem}")
        if state.rules.melds_per_rank == "one_open" and not in_turn:
            ranks = [meld.key for meld in state.tables[side]
                     if meld.kind is GROUP and not meld.kind.is_complete(state.rules, meld.cards)]
            if len(ranks) != len(set(ranks)):
                found.append(f"side {side} has two groups of one rank that are not complete")
        laid_out = state.rules.set_aside_zones
        if any(not card.is_red_three and not (card.rank == "3" and card.kind in laid_out)
               for card in state.red_threes[side]):
            found.append(f"side {side} has a card that is not a red three among its red threes")
        if any(not card.is_black_three for card in state.black_threes[side]):
            found.append(f"side {side} has a card that is not a black three among its black threes set aside")
    if len(state.side_map) != state.players or sorted(set(state.side_map)) != list(range(state.sides)):
        found.append(f"the seats' sides {state.side_map} do not fit {state.players} seats and {state.sides} sides")
    out = state.sitting_out()
    for seat in out:  # five players: the seat sitting out takes no part (five-and-six ruling 12)
        if state.hands[seat] or state.feet[seat] or state.thrown[seat] or state.known[seat]:
            found.append(f"seat {seat} sits this hand out but has cards")
        if seat in (state.current, state.first_player, state.asker):
            found.append(f"seat {seat} sits this hand out but is to play")
    if state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        actions = state.legal_actions()
        if not actions:
            found.append("no legal action")
        elif all(action.kind == "undo" for action in actions):
            found.append("no legal action but taking back")
        for seat, hand in enumerate(state.hands):
            if seat in out:
                continue
            if not hand and not (state.phase in (Phase.PLAY, Phase.ASK) and seat == state.current):
                found.append(f"seat {seat} has no cards")
            if not hand and state.feet[seat] and state.taking is None:
                found.append(f"seat {seat} has used up the hand and not picked up the foot")
    return found
