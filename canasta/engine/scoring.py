"""Scoring a finished hand, side by side, as the end-of-hand dialog shows it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING


if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True)
class SideScore:
    """One side's score for one hand, part by part."""

    table_cards: int          # values of the cards melded (red threes excepted)
    hand_cards: int           # values of the cards left in the side's hands (subtracted)
    natural_canastas: int
    natural_canasta_points: int
    mixed_canastas: int
    mixed_canasta_points: int
    red_threes: int
    red_three_points: int     # negative when the side has not melded
    going_out: int            # going-out bonus (concealed included)
    penalties: int            # points lost for putting the pile back (subtracted)
    canastas_missing: bool    # "canasta required for positive score" applied
    golden_suits: int         # complete golden suits (Kanastic)
    golden_suit_points: int
    treasure_pots: int        # Treasure Pots set aside (Kanastic)
    treasure_pot_points: int  # negative when the side has not melded
    multiplier: int           # Kanastic doublings of the whole hand score
    total: int

    @property
    def canasta_bonus(self) -> int:
        return self.natural_canasta_points + self.mixed_canasta_points

    def lines(self, concealed: bool = False) -> list[tuple[str, int]]:
        """The breakdown as (label, points) lines for a dialog."""
        rows = []
        if self.canastas_missing:
            rows.append(("Cards on the table (no canasta: counted against)", -self.table_cards))
        else:
            rows.append(("Cards on the table", self.table_cards))
        rows.append(("Cards in hand", -self.hand_cards))
        if self.natural_canastas:
            rows.append((f"Natural canastas ({self.natural_canastas})", self.natural_canasta_points))
        if self.mixed_canastas:
            rows.append((f"Mixed canastas ({self.mixed_canastas})", self.mixed_canasta_points))
        if self.golden_suits:
            rows.append((f"Golden suits ({self.golden_suits})", self.golden_suit_points))
        if self.red_threes:
            rows.append((f"Red threes ({self.red_threes})", self.red_three_points))
        if self.treasure_pots:
            rows.append((f"Treasure Pots ({self.treasure_pots})", self.treasure_pot_points))
        if self.going_out:
            rows.append(("Going out concealed" if concealed else "Going out", self.going_out))
        if self.penalties:
            rows.append(("Pile put back", -self.penalties))
        if self.multiplier != 1:
            rows.append((f"Doubled: x{self.multiplier}", self.total - self.total // self.multiplier))
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
        value = rules.value_of
        table_cards = sum(value(card) for card in table.cards())
        hand_cards = sum(value(card) for seat in state.seats_of(side) for card in state.hands[seat])
        natural = mixed = natural_points = mixed_points = suits = suit_points = 0
        for meld in table:
            bonus = meld.kind.bonus(rules, meld.key, meld.cards)
            if bonus is None:
                continue
            category, points = bonus
            if category == "golden":
                suits += 1
                suit_points += points
            elif category == "natural":
                natural += 1
                natural_points += points
            else:
                mixed += 1
                mixed_points += points
        threes = len(state.red_threes[side])
        three_points = rules.all_red_threes_value if threes == 4 else threes * rules.red_three_value
        pots = len(state.treasure_pots[side])
        pot_points = rules.all_treasure_pots_value if pots == 4 else pots * rules.treasure_pot_value
        if not table:
            three_points = -three_points
            pot_points = -pot_points
        going_out = 0
        multiplier = 1
        went_out_side = state.went_out is not None and state.side_of(state.went_out) == side
        if went_out_side:
            going_out = rules.concealed_going_out_bonus if state.concealed else rules.going_out_bonus
            if state.concealed and rules.concealed_going_out_doubles:
                multiplier *= 2
        if state.out_with_wild and rules.wild_discard_going_out_doubles:
            multiplier *= 2  # both sides' scores double
        penalties = state.penalties[side]
        missing = (rules.canasta_required_for_positive_score
                   and natural + mixed + suits < rules.canastas_to_go_out[state.players])
        if missing:
            # No canasta bonuses then: the side has fewer canastas than it needs.
            natural_points = mixed_points = suit_points = 0
            total = -table_cards - hand_cards + three_points + pot_points + going_out - penalties
        else:
            total = (table_cards - hand_cards + natural_points + mixed_points + suit_points + three_points
                     + pot_points + going_out - penalties)
        total *= multiplier
        sides.append(SideScore(table_cards, hand_cards, natural, natural_points, mixed, mixed_points, threes,
                               three_points, going_out, penalties, missing, suits, suit_points, pots, pot_points,
                               multiplier, total))
    return HandResult(state.hand_number, state.went_out, state.concealed, tuple(sides))
