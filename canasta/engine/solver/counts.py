"""The position of a turn as the solver counts it: the hand's cards by what they can do,
the side's melds by kind and key, and what the turn still owes.

Two cards of one rank do the same in a group (where suits do not matter), and a wild card
counts as a wild card in every meld a count model knows; so the model works on how many
of each there are, never on which card is which or in what order they were placed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..melds.canasta_kinds import canasta_kind, kinds_to_go_out
from ..cards.cards import NATURAL_RANKS, Card, every_card
from ..state.discards import discard_limits
from ..rules.rule_reading import DEAD
from ..melds.deuce_meld import DEUCE, TWO
from ..melds.meld_kinds import GROUP, RUN, RUN_MIN, THREES, WILD
from ..melds.meld_limits import dead_rank, meld_limits_apply
from ..melds.table import Meld
from ..state.this_turn import must_ask_first, turn_placed
from .groups import NO_LIMITS, Limits
from ..derived.tables import derived

if TYPE_CHECKING:
    from ..melds.meld_protocol import MeldKind
    from ..values.rule_values import MeldThreshold
    from ..rules.rules import Rules
    from ..game.state import GameState


@dataclass
class TurnCounts:
    """What the count models read of one position (built by `turn_counts`)."""

    rules: Rules
    players: int
    going_out: bool               # asked: can the turn end by going out (only)?
    foot: int                     # cards of the player's foot, still face down (0: none)
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
    # Where Twos are melded on their own (a meld of Twos): the hand's Twos; where a kind of
    # meld gathers cards of every rank (a golden suit), the wild cards it takes (Artifacts).
    twos: list[Card]
    black_threes: list[Card]
    red_threes: list[Card]        # laid out from the hand when the player chooses
    kept: list[Card]              # cards nothing can place (kept, or discarded)
    groups: dict[str, Meld]       # the side's groups by rank (where a rank has one open at a time: that one)
    rank_groups: dict[str, list[Meld]]  # where a rank may have several groups (`melds_per_rank: many`): all
    wild_meld: Meld | None        # the side's meld of wild cards
    wild_melds: list[Meld]        # where a side may have several: all of them
    runs: list[Meld]              # the side's runs
    meld_ids: tuple[int, ...]     # the ids of the side's melds, in order (a new meld's follows the last)
    deuce_meld: Meld | None       # the side's meld of Twos
    gathered: Meld | None         # the side's meld of the kind that gathers cards of every rank (a golden suit)
    pickup: bool                  # a picked-up pile comes into the hand after the discard (Kanastic)
    threes_melded: bool           # black threes are on the table: melded this turn, going out
    touched: dict[int, int]       # cards this turn has placed in each meld, by id
    complete_elsewhere: tuple[str, ...]  # canasta kinds of the melds no model looks at
    broken: bool                  # a meld this turn touched that no card can mend is not a meld
    next_id: int                  # the id the next new meld gets
    canasta_cap: int              # canastas of one kind that can matter: what going out asks at most
    dead: frozenset[str]          # ranks nobody may meld: a canasta of them is complete (dead_completed_ranks)
    from_pile: int | None         # the meld the taken pile's top card went to (no first meld's clean meld)
    pile_empty: bool              # the discard goes onto an empty pile
    first_round: bool             # the player's first turn of the hand
    discard_limits: bool          # the rules keep some cards from being discarded (discards.py)
    # Two naturals that stand for the naturals kept, as a discard tells them apart: one the
    # rules let go onto an empty pile, one they keep from it (of a rank they name, or a
    # dead one: `stand_in_dead`).
    stand_ins: tuple[Card, Card]
    stand_in_dead: frozenset[str]

    def kept_apart(self, rank: str, made: str | None) -> bool:
        """Whether the naturals of `rank` kept in the hand may not go onto an empty pile
        while the hand holds another card (`empty_pile_forbidden`), their group ending as
        `made` (a canasta of them makes a rank dead)."""
        forbidden = self.rules.empty_pile_forbidden
        if not (forbidden and self.pile_empty):
            return False
        if rank in forbidden:
            return True
        return DEAD in forbidden and (rank in self.dead or made is not None and self.rules.dead_completed_ranks)

    def limits(self, rank: str, meld: Meld | None) -> Limits:
        """The meld limits on the side's group of `rank` (meld_limits.py), on counts."""
        rules = self.rules
        if not meld_limits_apply(rules):
            return NO_LIMITS
        opening = not self.opened
        pure = rank in rules.pure_ranks and not (opening and rank in rules.pure_ranks_wild_in_opening)
        return Limits(dead=rank in self.dead, pure=pure, base=None if opening else rules.meld_base)


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
    # Every three laid out (bonus_both) brings a card from the stock, which nobody knows
    # yet: the model judges by the cards known, and keeps them in the hand.
    lays_out_red = rules.threes != "bonus_both"
    gathering = rules.gathering_kind
    apart = gathered_wild(rules) if gathering is not None else frozenset()
    for card in state.hands[seat]:
        code = card.code
        if kinds.natural[code]:
            naturals.setdefault(card.rank, []).append(card)
        elif kinds.wild[code]:
            (twos if deuce and card.rank == TWO or code in apart else wilds).append(card)
        elif card.is_black_three and THREES in rules.kinds:
            black_threes.append(card)
        elif card.is_red_three and kinds.by_code[code].meldable and lays_out_red:
            red_threes.append(card)
        else:
            kept.append(card)
    value = rules.value_of
    for cards in naturals.values():
        cards.sort(key=value, reverse=True)
        if rules.new_meld_distinct_suits:
            distinct_first(cards)
    wilds.sort(key=value, reverse=True)
    twos.sort(key=value, reverse=True)
    table = state.tables[side]
    groups: dict[str, Meld] = {}
    rank_groups: dict[str, list[Meld]] = {}
    wild_melds: list[Meld] = []
    runs: list[Meld] = []
    wild_meld = deuce_meld = gathered = None
    threes_melded = broken = False
    elsewhere: list[str] = []
    points, placed, wild = turn_placed(state)
    # One open group of a rank at a time: a complete one takes nothing more, so it ends
    # the turn as it is, as a meld of a kind no model looks at does.
    one_open = rules.melds_per_rank == "one_open"
    for meld in table:
        if meld.kind is GROUP and not (one_open and GROUP.is_complete(rules, meld.cards)):
            groups[meld.key] = meld
            rank_groups.setdefault(meld.key, []).append(meld)
        elif meld.kind is WILD:
            wild_meld = meld
            wild_melds.append(meld)
        elif meld.kind is RUN:
            runs.append(meld)
            count = placed.get(meld.id)
            if count is not None and RUN.problem(rules, meld.key, meld.cards, new=count == len(meld.cards)) \
                    and not _short_run(meld):
                broken = True  # cards join a run only at its ends: a gap or a rank twice stays
        elif meld.kind is DEUCE:
            deuce_meld = meld
        elif meld.kind is gathering:
            gathered = meld  # (one to a side; gathered.py judges it, wild cards may yet mend it)
        else:
            threes_melded = threes_melded or meld.kind is THREES
            # Black threes (and a complete group of a rank that has one open at a time)
            # take no card after they are melded: as they are, so they end.
            count = placed.get(meld.id)
            if count is not None and meld.kind.problem(rules, meld.key, meld.cards, new=count == len(meld.cards)):
                broken = True
            made = canasta_kind(rules, meld.kind, meld.key, meld.cards)
            if made is not None:
                elsewhere.append(made)
    opened = state.opened[side]
    permission = state.permission
    return TurnCounts(
        rules=rules, players=state.players, going_out=going_out, foot=len(state.feet[seat]),
        must_go_out=permission is True,
        may_go_out=permission is not False and not must_ask_first(state),
        opened=opened, placed_before=bool(state.turn_moves), turn_points=points, turn_wild=wild,
        need=0 if opened else state.first_meld_need(side), requirement=state.meld_requirement(side),
        naturals=naturals, wilds=wilds, twos=twos, black_threes=black_threes, red_threes=red_threes, kept=kept,
        groups=groups, rank_groups=rank_groups, wild_meld=wild_meld, wild_melds=wild_melds, runs=runs,
        meld_ids=tuple(meld.id for meld in table), deuce_meld=deuce_meld, gathered=gathered,
        pickup=bool(state.pickup), threes_melded=threes_melded, touched=placed,
        complete_elsewhere=tuple(elsewhere), broken=broken, next_id=table.melds[-1].id + 1 if table.melds else 1,
        canasta_cap=_canasta_cap(rules, state.players),
        dead=frozenset(rank for rank in (*naturals, *groups) if dead_rank(state, rank)),
        from_pile=state.turn_moves[0][0] if state.took_pile and state.turn_moves else None,
        pile_empty=not state.pile, first_round=state.first_round, discard_limits=discard_limits(rules),
        stand_ins=_stand_ins(rules)[0], stand_in_dead=_stand_ins(rules)[1])


def the_gathering_kind(rules: Rules) -> MeldKind:
    """The rule set's kind that gathers ranks (a golden suit), asked only of rules that have one."""
    kind = rules.gathering_kind
    assert kind is not None, "these rules have no kind that gathers ranks"
    return kind


def gathered_wild(rules: Rules) -> frozenset[int]:
    """The codes of the wild cards the rule set's gathering kind takes (a golden suit's
    Artifacts), told apart from the others (worked out once for a rule set, kept)."""
    found = derived(rules).get("_solver_gathered_wild")
    if found is None:
        kind = the_gathering_kind(rules)
        kinds = rules.card_kinds
        gathered = [card for card in every_card() if kinds.natural[card.code] and kind.gathers(card)]
        gathered.sort(key=lambda card: NATURAL_RANKS.index(card.rank))
        sample = gathered[:kind.gather_start]
        found = derived(rules)["_solver_gathered_wild"] = frozenset(
            card.code for card in every_card()
            if kinds.wild[card.code] and kind.fits(rules, kind.one_key, sample, card))
    return found


def distinct_first(cards: list[Card]) -> None:
    """Put one natural of each suit first (the suits a new meld must show), a card that
    some kind gathers (a gold card) only where no other shows its suit."""
    first: dict[str, Card] = {}
    for card in sorted(cards, key=lambda card: card.is_gold):
        first.setdefault(card.suit_colour, card)
    rest = list(cards)
    for card in first.values():
        rest.remove(card)
    cards[:] = [*first.values(), *rest]


def _short_run(meld: Meld) -> bool:
    """Whether a run is too short to be a meld, and nothing else: its cards follow one
    another in rank, each rank once (cards at its ends make it one)."""
    indices = sorted(NATURAL_RANKS.index(card.rank) for card in meld.cards)
    return len(indices) < RUN_MIN and len(set(indices)) == len(indices) and indices[-1] - indices[0] == len(indices) - 1


def _stand_ins(rules: Rules) -> tuple[tuple[Card, Card], frozenset[str]]:
    """The natural that stands for those a discard lets go anywhere, and the one for those
    kept from an empty pile (worked out once for a rule set, kept with it)."""
    found = derived(rules).get("_solver_stand_ins")
    if found is None:
        forbidden = rules.empty_pile_forbidden
        naturals = [Card(rank, "c") for rank in NATURAL_RANKS]
        plain = next(card for card in naturals if card.kind not in forbidden and card.kind not in rules.undiscardable)
        listed = [card for card in naturals if card.kind in forbidden]
        apart = listed[0] if listed else next(card for card in naturals if card is not plain)
        found = derived(rules)["_solver_stand_ins"] = ((plain, apart), frozenset(() if listed else (apart.rank,)))
    return found


def _canasta_cap(rules: Rules, players: int) -> int:
    return max([rules.canastas_to_go_out[players], 1, *(count for _, count in kinds_to_go_out(rules, players))])

