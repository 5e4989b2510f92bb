"""The parts of a hand's score Modern American Canasta adds (modern_american rulings 11 to
14): the penalties for incomplete pure and wild melds (part of `incomplete_melds`), for
players holding three or more cards of a rank (`held_ranks`), melded cards counted against
a side with too few canastas (part of `canasta_required`), and the special hand that takes
the place of a side's whole score (`special_hand`). Each is a line of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ..cards.cards import RANK_PLURALS, Card
from ..melds.meld_limits import blocking_kind
from ..values.rule_values import INCOMPLETE_MELDS, PURE_PREFIX
from .score_parts import ScoreLine, register_score_part
from ..sentences.message import say
from ..melds.special_hands import laid_special

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState

MINUS = "\u2212"


def incomplete_kind_lines(state: GameState, side: int) -> list[ScoreLine]:
    """With `incomplete_meld_penalty` naming pure or wild melds: a line for each such kind
    the side left incomplete ("Pure Sevens not completed: 1 × −2500")."""
    rules = state.rules
    penalties = {kind: points for kind, points in rules.incomplete_meld_penalty if kind != "short_sequence"}
    if not penalties:
        return []
    counts: dict[str, int] = {}
    for meld in state.tables[side]:
        kind = blocking_kind(rules, meld)
        if kind in penalties:
            counts[kind] = counts.get(kind, 0) + 1
    lines = []
    for kind in INCOMPLETE_MELDS:  # in a fixed order
        count = counts.get(kind)
        if count:
            each = penalties[kind]
            what = say("Wild meld") if kind == "wild" else \
                say("Pure {rank}", rank=RANK_PLURALS[kind[len(PURE_PREFIX):]])
            lines.append(ScoreLine(say("{what} not completed: {count} \u00d7 \u2212{each}", what=what, count=count,
                                       each=each), -count * each,
                                   "incomplete_melds", ((f"incomplete_{kind}", count),
                                                        ("incomplete_meld_points", count * each))))
    return lines


def table_cards_against(state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
    """With `positive_table_canastas`: a side with fewer canastas counts its melded cards
    against it (the line of `table_cards` revised)."""
    needed = state.rules.positive_table_canastas
    if needed is None or state.canastas(side) >= needed:
        return lines
    words = say("no canasta") if needed == 1 else say("fewer than {count} canastas", count=needed)
    revised = []
    for line in lines:
        if line.part == "table_cards" and line.points > 0:
            points = line.figure("table_cards")
            line = ScoreLine(say("Cards on the table ({words}: counted against)", words=words), -points, line.part,
                             line.figures + (("canastas_missing", 1),))
        revised.append(line)
    return revised


HELD_RANK_LIMIT = 3  # cards of a rank in one hand that `held_rank_penalty` charges for


def held_rank_points(rules: Rules, hand: Iterable[Card]) -> int:
    """The penalties for ranks held (`held_rank_penalty`) that one player holding `hand`
    would cost the side if the hand ended now: 0 where the rules charge none."""
    if not rules.held_rank_penalty:
        return 0
    ranks = [card.rank for card in hand]
    return sum(each for rank, each in rules.held_rank_penalty if ranks.count(rank) >= HELD_RANK_LIMIT)


class HeldRanks:
    """With `held_rank_penalty`: points the side loses for each of its players holding
    three or more cards of a rank when the hand ends (besides the cards' values)."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        added = []
        for rank, each in state.rules.held_rank_penalty:
            players = sum(1 for seat in state.seats_of(side)
                          if sum(1 for card in state.hands[seat] if card.rank == rank) >= HELD_RANK_LIMIT)
            if players:
                added.append(ScoreLine(say("Three or more {rank} held: {players} \u00d7 \u2212{each}",
                                           rank=RANK_PLURALS[rank], players=players, each=each),
                                       -players * each, "held_ranks",
                                       ((f"held_{rank}", players), ("held_rank_points", players * each)),
                                       in_hand=True))
        return lines + added


class SpecialHandScore:
    """A side that laid a special hand scores its value alone: no cards, threes or
    penalties (the other side scores as usual). Comes after the parts it takes the place of."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        hand = laid_special(state.rules, state, side)
        if hand is None:
            return lines
        return [ScoreLine(say("Special hand: {hand}", hand=hand.name), hand.points, "special_hand", (("special_hand", hand.points),))]


register_score_part("held_ranks", HeldRanks(), "Penalties for ranks held", 47)
register_score_part("special_hand", SpecialHandScore(), "Special hands", 85)
