"""Scoring a finished hand, side by side, as the end-of-hand dialog shows it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .melds import BLACK_THREES, is_natural

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True)
class SideScore:
    """One side's score for one hand, part by part."""

    table_cards: int          # values of the cards melded (red threes excepted)
    hand_cards: int           # values of the cards left in the side's hands (subtracted)
    natural_canastas: int
    mixed_canastas: int
    canasta_bonus: int
    red_threes: int
    red_three_points: int     # negative when the side has not melded
    going_out: int            # going-out bonus (concealed included)
    penalties: int            # points lost for putting the pile back (subtracted)
    canastas_missing: bool    # "canasta required for positive score" applied
    total: int

    def lines(self) -> list[tuple[str, int]]:
        """The breakdown as (label, points) lines for a dialog."""
        rows = []
        if self.canastas_missing:
            rows.append(("Cards on the table (no canasta: counted against)", -self.table_cards))
        else:
            rows.append(("Cards on the table", self.table_cards))
        rows.append(("Cards in hand", -self.hand_cards))
        if self.natural_canastas or self.mixed_canastas:
            rows.append((f"Canastas: {self.natural_canastas} natural, {self.mixed_canastas} mixed",
                         self.canasta_bonus))
        if self.red_threes:
            rows.append((f"Red threes ({self.red_threes})", self.red_three_points))
        if self.going_out:
            rows.append(("Going out", self.going_out))
        if self.penalties:
            rows.append(("Pile put back", -self.penalties))
        rows.append(("Total", self.total))
        return rows


@dataclass(frozen=True)
class HandResult:
    hand_number: int
    went_out: int | None      # the seat that went out, None when the stock ran out
    concealed: bool
    sides: tuple[SideScore, ...]


def score_hand(state: GameState) -> HandResult:
    rules = state.rules
    sides = []
    for side in range(state.sides):
        table = state.tables[side]
        table_cards = sum(card.value for row in table.values() for card in row)
        hand_cards = sum(card.value for seat in state.seats_of(side) for card in state.hands[seat])
        natural = mixed = bonus = 0
        for rank, row in table.items():
            if rank == BLACK_THREES or len(row) < rules.canasta_size:
                continue
            if is_natural(row):
                natural += 1
            else:
                mixed += 1
            bonus += rules.canasta_bonus(rank, is_natural(row))
        threes = len(state.red_threes[side])
        three_points = rules.all_red_threes_value if threes == 4 else threes * rules.red_three_value
        if not table:
            three_points = -three_points
        going_out = 0
        if state.went_out is not None and state.side_of(state.went_out) == side:
            going_out = rules.concealed_going_out_bonus if state.concealed else rules.going_out_bonus
        penalties = state.penalties[side]
        missing = (rules.canasta_required_for_positive_score
                   and natural + mixed < rules.canastas_to_go_out[state.players])
        if missing:
            total = -table_cards - hand_cards + three_points + going_out - penalties
            bonus = 0
        else:
            total = table_cards - hand_cards + bonus + three_points + going_out - penalties
        sides.append(SideScore(table_cards, hand_cards, natural, mixed, bonus, threes, three_points,
                               going_out, penalties, missing, total))
    return HandResult(state.hand_number, state.went_out, state.concealed, tuple(sides))
