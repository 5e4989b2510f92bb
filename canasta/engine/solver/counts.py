"""The position of a turn as the solver counts it: the hand's cards by what they can do,
the side's melds by kind and key, and what the turn still owes.

Two cards of one rank do the same in a group (where suits do not matter), and a wild card
counts as a wild card in every meld a count model knows; so the model works on how many
of each there are, never on which card is which or in what order they were placed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..canasta_kinds import canasta_kind, kinds_to_go_out
from ..cards import Card
from ..deuce_meld import DEUCE, TWO
from ..meld_kinds import GROUP, THREES, WILD
from ..table import Meld
from ..this_turn import must_ask_first, turn_placed

if TYPE_CHECKING:
    from ..rule_values import MeldThreshold
    from ..rules import Rules
    from ..state import GameState


@dataclass
class TurnCounts:
    """What the count models read of one position (built by `turn_counts`)."""

    rules: Rules
    players: int
    going_out: bool               # asked: can the turn end by going out (only)?
    must_go_out: bool             # the partner said yes: the turn ends only by going out
    may_go_out: bool              # the partner did not say no, and nobody must be asked first
    opened: bool                  # the side has melded this hand, before this turn
    placed_before: bool           # this turn has placed cards already
    turn_points: int              # points this turn has placed so far
    turn_wild: int                # wild cards this turn has placed so far
    need: int                     # points a first meld must reach (0 when the side has melded)
    requirement: MeldThreshold
    naturals: dict[str, list[Card]]   # the hand's naturals by rank, the most points first
    wilds: list[Card]             # the hand's wild cards that go anywhere a wild card goes, the most points first
    twos: list[Card]              # where Twos are melded on their own (a meld of Twos): the hand's Twos
    black_threes: list[Card]
    red_threes: list[Card]        # laid out from the hand when the player chooses
    kept: list[Card]              # cards nothing can place (kept, or discarded)
    groups: dict[str, Meld]       # the side's groups by rank
    wild_meld: Meld | None        # the side's meld of wild cards
    deuce_meld: Meld | None       # the side's meld of Twos
    threes_melded: bool           # black threes are on the table: melded this turn, going out
    touched: dict[int, int]       # cards this turn has placed in each meld, by id
    complete_elsewhere: tuple[str, ...]  # canasta kinds of the melds no model looks at
    broken: bool                  # a meld this turn touched that no card can mend is not a meld
    next_id: int                  # the id the next new meld gets
    canasta_cap: int              # canastas of one kind that can matter: what going out asks at most


def turn_counts(state: GameState, going_out: bool) -> TurnCounts:
    rules = state.rules
    seat, side = state.current, state.side_map[state.current]
    kinds = rules.card_kinds
    naturals: dict[str, list[Card]] = {}
    wilds: list[Card] = []
    twos: list[Card] = []
    deuce = DEUCE in rules.kinds
    black_threes: list[Card] = []
    red_threes: list[Card] = []
    kept: list[Card] = []
    for card in state.hands[seat]:
        code = card.code
        if kinds.natural[code]:
            naturals.setdefault(card.rank, []).append(card)
        elif kinds.wild[code]:
            (twos if deuce and card.rank == TWO else wilds).append(card)
        elif card.is_black_three and THREES in rules.kinds:
            black_threes.append(card)
        elif card.is_red_three and kinds.by_code[code].meldable:
            red_threes.append(card)
        else:
            kept.append(card)
    value = rules.value_of
    for cards in naturals.values():
        cards.sort(key=value, reverse=True)
    wilds.sort(key=value, reverse=True)
    table = state.tables[side]
    groups: dict[str, Meld] = {}
    wild_meld = deuce_meld = None
    threes_melded = broken = False
    elsewhere: list[str] = []
    points, placed, wild = turn_placed(state)
    for meld in table:
        if meld.kind is GROUP:
            groups[meld.key] = meld
        elif meld.kind is WILD:
            wild_meld = meld
        elif meld.kind is DEUCE:
            deuce_meld = meld
        else:
            threes_melded = threes_melded or meld.kind is THREES
            # Black threes take no card after they are melded: as they are, so they end.
            count = placed.get(meld.id)
            if count is not None and meld.kind.problem(rules, meld.key, meld.cards, new=count == len(meld.cards)):
                broken = True
            made = canasta_kind(rules, meld.kind, meld.key, meld.cards)
            if made is not None:
                elsewhere.append(made)
    opened = state.opened[side]
    permission = state.permission
    return TurnCounts(
        rules=rules, players=state.players, going_out=going_out, must_go_out=permission is True,
        may_go_out=permission is not False and not must_ask_first(state),
        opened=opened, placed_before=bool(state.turn_moves), turn_points=points, turn_wild=wild,
        need=0 if opened else state.first_meld_need(side), requirement=state.meld_requirement(side),
        naturals=naturals, wilds=wilds, twos=twos, black_threes=black_threes, red_threes=red_threes, kept=kept,
        groups=groups, wild_meld=wild_meld, deuce_meld=deuce_meld, threes_melded=threes_melded, touched=placed,
        complete_elsewhere=tuple(elsewhere), broken=broken, next_id=table.melds[-1].id + 1 if table.melds else 1,
        canasta_cap=_canasta_cap(rules, state.players))


def _canasta_cap(rules: Rules, players: int) -> int:
    return max([rules.canastas_to_go_out[players], 1, *(count for _, count in kinds_to_go_out(rules, players))])

