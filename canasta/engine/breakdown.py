"""A hand's score line by line, every bonus and doubling on a line of its own.

`SideScore.lines()` gives the parts the score is made of; the end-of-hand dialog
shows more: canastas of a rank with bonuses of their own (Kanastic aces), natural
and mixed golden suits, Shields left in hand, the going-out bonus and (Kanastic) its
extra for going out on the side's first meld, and each doubling with its reason. The lines of
a side always add up to its total.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import RANK_PLURALS, SHIELD
from .meld_kinds import GROUP, is_natural
from .scoring import HandResult, SideScore

if TYPE_CHECKING:
    from .state import GameState

Line = tuple[str, int]

DOUBLED_FIRST_MELD = "Doubled, out on the first meld (x2)"
DOUBLED_WILD_DISCARD = "Doubled, out with a wild card (x2)"


def hand_breakdown(state: GameState, result: HandResult) -> list[list[Line]]:
    """Each side's score of `result` as (label, points) lines, "Total" last.

    `state` is the position `result` scored: the end of that hand (before the next
    deal), or the hand in play when it is scored as it stands."""
    return [side_breakdown(state, result, side) for side in range(len(result.sides))]


def side_breakdown(state: GameState, result: HandResult, side: int) -> list[Line]:
    score = result.sides[side]
    lines: list[Line] = []
    if score.canastas_missing:
        lines.append(("Cards on the table (no canasta: counted against)", -score.table_cards))
    else:
        lines.append(("Cards on the table", score.table_cards))
    shields, shield_points = _shields_in_hand(state, side)
    lines.append(("Cards in hand", -(score.hand_cards - shield_points)))
    if shields:
        lines.append((f"Shields in hand ({shields})", -shield_points))
    lines += _canasta_lines(state, side, score)
    if score.red_threes:
        lines.append((f"Red threes ({score.red_threes})", score.red_three_points))
    if score.treasure_pots:
        detail = f"{score.treasure_pots}, no meld" if score.treasure_pot_points < 0 else f"{score.treasure_pots}"
        lines.append((f"Treasure Pots ({detail})", score.treasure_pot_points))
    lines += _going_out_lines(state, result, score)
    if score.penalties:
        lines.append(("Pile put back", -score.penalties))
    lines += _doubling_lines(state, result, side, score)
    lines.append(("Total", score.total))
    return lines


def _shields_in_hand(state: GameState, side: int) -> tuple[int, int]:
    shields = [card for seat in state.seats_of(side) for card in state.hands[seat] if card.rank == SHIELD]
    return len(shields), sum(state.rules.value_of(card) for card in shields)


def _canasta_lines(state: GameState, side: int, score: SideScore) -> list[Line]:
    """Canastas by kind (natural, mixed; ranks with bonuses of their own apart) and golden suits."""
    rules = state.rules
    own_bonus = {bonus.rank for bonus in rules.canasta_bonus_by_rank}
    counted = not score.canastas_missing
    groups: dict[str, list[int]] = {}
    for meld in state.tables[side]:
        found = meld.kind.bonus(rules, meld.key, meld.cards)
        if found is None:
            continue
        category, bonus = found
        if category == "golden":
            label = "Natural golden suits" if is_natural(meld.cards) else "Golden suits with Artifacts"
        else:
            kind = "Natural canastas" if category == "natural" else "Mixed canastas"
            label = f"{kind} of {RANK_PLURALS[meld.key]}" if meld.kind is GROUP and meld.key in own_bonus else kind
        groups.setdefault(label, []).append(bonus if counted else 0)
    order = ["Natural canastas", "Mixed canastas"]
    order += [f"{kind} of {RANK_PLURALS[rank]}" for rank in sorted(own_bonus)
              for kind in ("Natural canastas", "Mixed canastas")]
    order += ["Natural golden suits", "Golden suits with Artifacts"]
    return [(f"{label} ({len(groups[label])})", sum(groups[label])) for label in order if label in groups]


def _going_out_lines(state: GameState, result: HandResult, score: SideScore) -> list[Line]:
    if not score.going_out:
        return []
    if not result.concealed:
        return [("Going out", score.going_out)]
    if not state.rules.concealed_going_out_doubles:
        return [("Going out concealed", score.going_out)]  # one bonus in place of the usual one
    # Kanastic: going out on the first meld is an achievement of its own, added to going out.
    plain = min(state.rules.going_out_bonus, score.going_out)
    lines = [("Going out", plain)]
    if score.going_out > plain:
        lines.append(("Going out on the first meld", score.going_out - plain))
    return lines


def _doubling_lines(state: GameState, result: HandResult, side: int, score: SideScore) -> list[Line]:
    """Each doubling with its reason; the points are what it adds to the score before it."""
    if score.multiplier == 1:
        return []
    rules = state.rules
    reasons = []
    went_out_side = result.went_out is not None and state.side_of(result.went_out) == side
    if went_out_side and result.concealed and rules.concealed_going_out_doubles:
        reasons.append(DOUBLED_FIRST_MELD)
    if state.out_with_wild and rules.wild_discard_going_out_doubles:
        reasons.append(DOUBLED_WILD_DISCARD)
    running = score.total // score.multiplier
    if 2 ** len(reasons) != score.multiplier:  # a result from another position: say only how much
        return [(f"Doubled (x{score.multiplier})", score.total - running)]
    lines = []
    for reason in reasons:
        lines.append((reason, running))
        running *= 2
    return lines
