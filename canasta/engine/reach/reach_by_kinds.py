"""The going-out bound where a side may hold several melds of a label (Samba's groups,
runs and wild melds): `reach.could_go_out` asks it when `one_meld_per_label` is false.
A bound: it says False only when no placing of the hand's cards could go out."""

from __future__ import annotations

from collections import Counter
from operator import attrgetter
from typing import TYPE_CHECKING

from ..melds.canasta_kinds import canasta_kind, kinds_to_go_out
from ..cards.cards import NATURAL_RANKS, every_card
from .first_meld_reach import cap_for
from .melds import count_wild
from ..melds.meld_kinds import GROUP, RUN, RUN_MAX, THREES, WILD
from .run_placing import canastas_in_reach_with_runs, most_merged, naturals_placeable

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from ..melds.table import Meld

    from ..rules.rules import Rules
    from ..game.state import GameState


def could_go_out_by_kinds(state: GameState, exact: bool = False, wild_room: bool = False) -> bool:
    """`could_go_out` where a side may hold several melds of a label (groups, runs, wild
    melds): False when more than one card of the hand could go nowhere, or when even
    counting every wild card for every meld too few canastas could be complete (`exact`:
    and for every choice of runs, where runs and groups compete for the hand's cards;
    `wild_room`: and when the wild cards could not all find room in groups)."""
    rules = state.rules
    kinds = set(rules.kinds)
    if not kinds <= {GROUP, RUN, WILD, THREES}:
        return True  # a kind these counts know nothing of
    table = state.tables[state.side_of(state.current)]
    card_kinds = rules.card_kinds
    is_natural, is_wild = card_kinds.natural, card_kinds.wild
    naturals = [0] * RANKS  # naturals held, by rank index (NATURAL_RANKS order)
    by_suit: dict[str, list[int]] = {}  # the same, suit by suit (three packs: a rank may come twice)
    suit_bits: dict[str, int] = {}  # the ranks held (bits, by rank index), suit by suit
    wilds = black_threes = stuck = 0
    for code, count in Counter(map(_CODE_OF, state.hands[state.current])).items():
        if is_natural[code]:
            index, suit = _FACES[code]
            naturals[index] += count
            held = by_suit.get(suit)
            if held is None:
                held = by_suit[suit] = [0] * RANKS
                suit_bits[suit] = 1 << index
            else:
                suit_bits[suit] |= 1 << index
            held[index] += count
        elif is_wild[code]:
            wilds += count
        elif _CARDS[code].is_black_three:
            black_threes += count
        elif not (_CARDS[code].is_red_three and card_kinds.by_code[code].set_aside):
            stuck += count  # never melded (a red three laid out goes nowhere either, but brings no card)
    held_wilds = wilds
    if black_threes:  # one meld of three or four, as the player goes out
        if THREES not in kinds or table.has(THREES):
            stuck += black_threes
        elif black_threes >= 3:
            stuck += max(black_threes - 4, 0)
        elif black_threes == 2 and rules.black_threes_with_wild and wilds:
            wilds -= 1
        else:
            stuck += black_threes
    others_stuck, free_wilds = stuck, wilds  # the cards other than naturals that can go nowhere; the wild cards
    if stuck > 1:
        return False
    # The ranks the side has groups of, and the spans of the runs whose ends take cards,
    # first: most hands are answered by the cards that go nowhere, before the rest is counted.
    grouped = [False] * RANKS
    spans: dict[str, list[tuple[int, int]]] = {}  # the lowest and highest rank of each run, by suit
    for meld in table:
        if meld.kind is GROUP:
            grouped[_AT[meld.key]] = True
        elif meld.kind is RUN and (len(meld.cards) < RUN_MAX or rules.sequence_extend_going_out):
            at = [_AT[card.rank] for card in meld.cards]
            spans.setdefault(meld.key, []).append((min(at), max(at)))
    # Naturals of a rank the side has no group of: enough start one; fewer need wild
    # cards beside them, unless a run of their suit could take them; else they are stuck.
    funding = 0
    ready: dict[str, int] = {}  # by suit, the ranks (bits) its held cards could add to a run
    spared: list[tuple[int, int]] = []  # (wild cards, naturals left over) of ranks runs could mostly take
    in_runs = False  # whether some naturals were counted as placed only because a run could take them
    min_cards, runs_kind = rules.meld_min_cards, RUN in kinds
    for index, count in enumerate(naturals):
        if not count or grouped[index] or count >= min_cards:
            continue
        lone = count
        if runs_kind:
            for suit, held in by_suit.items():
                if held[index]:
                    bits = ready.get(suit)
                    if bits is None:
                        bits = ready[suit] = _run_ready(suit_bits[suit], spans.get(suit, ()))
                    if bits >> index & 1:
                        lone -= _run_room(held, spans.get(suit, ()), index)
            in_runs = in_runs or lone < count
            if lone <= 0:
                continue
        gap = min_cards - count
        if count >= rules.meld_min_naturals and gap <= cap_for(rules, count):
            funding += gap
            if lone < count:
                spared.append((gap, lone))
        else:
            stuck += lone
            if stuck > 1:
                return False  # (what follows only adds to the cards that go nowhere)
    certain = stuck  # naturals no choice places (those a run might take counted as taken)
    # A rank counted as a new group whose naturals could go into runs but for one: that one
    # may be the card kept to discard instead, and the group's wild cards are spared.
    spared.sort(reverse=True)
    while spared and funding > wilds and stuck + spared[0][1] <= 1:
        gap, lone = spared.pop(0)
        funding -= gap
        stuck += lone
    if stuck > 1 or funding > wilds:
        return False
    if wild_room and wilds > 1 - certain and WILD not in kinds \
            and wilds - _wild_room_at_most(rules, table, naturals) > 1 - certain:
        return False  # wild cards no meld could take, beside the naturals that go nowhere
    if in_runs and not naturals_placeable(rules, by_suit, grouped, spans, held_wilds, 1 - others_stuck):
        return False  # the runs and new groups compete for some naturals: counted exactly
    groups: dict[str, list[int]] = {}   # naturals and wild cards in the side's incomplete groups, by rank
    parts: dict[str, list[tuple[int, int]]] = {}  # each of those groups: (cards, wild cards)
    runs: dict[str, list[int]] = {}      # the ranks in its incomplete runs, by suit (bits, and a count)
    open_spans: dict[str, list[tuple[int, int]]] = {}  # the same, of the runs that are not complete
    wild_meld_cards = complete = 0
    of_kind = kinds_to_go_out(rules, state.players)
    made: dict[str | None, int] = {}  # the complete melds by kind of canasta, where the rules ask for kinds
    for meld in table:
        if meld.kind.is_complete(rules, meld.cards):
            complete += 1
            if of_kind:
                kind_made = canasta_kind(rules, meld.kind, meld.key, meld.cards)
                made[kind_made] = made.get(kind_made, 0) + 1
            if meld.kind is GROUP:
                groups.setdefault(meld.key, [0, 0])  # naturals may still join a canasta
            # (A complete run a player going out may lengthen takes cards at its ends as an
            # incomplete run's do: among the spans above.)
        elif meld.kind is GROUP:
            wild = count_wild(rules, meld.cards)
            counts = groups.setdefault(meld.key, [0, 0])
            counts[0] += len(meld.cards) - wild
            counts[1] += wild
            parts.setdefault(meld.key, []).append((len(meld.cards), wild))
        elif meld.kind is RUN:
            at = [_AT[card.rank] for card in meld.cards]
            held = runs.setdefault(meld.key, [0, 0])
            for index in at:
                held[0] |= 1 << index
            held[1] += len(at)
            open_spans.setdefault(meld.key, []).append((min(at), max(at)))
        elif meld.kind is WILD:
            wild_meld_cards += len(meld.cards)
    # Where the wild cards suffice, such a group may still be left unmade, its wild cards
    # going toward a canasta instead (one at most: each leaves a card to discard).
    wilds += max((gap for gap, lone in spared if stuck + lone <= 1), default=0) - funding
    free = _runs_in_reach(rules, by_suit, suit_bits, runs, open_spans) if RUN in kinds else 0
    wild_size = WILD.complete_size(rules)
    # Of the kinds of canasta the rules ask for, the runs and wild melds are counted.
    for kind_needed, count in of_kind:
        most = made.get(kind_needed, 0)
        if kind_needed == "sequence":
            most += free
        elif kind_needed == "wild":
            most += (wild_meld_cards + wilds) // wild_size if WILD in kinds else 0
        else:
            continue
        if most < count:
            return False
    needed = state.canastas_needed()
    if complete >= needed:
        # Enough canastas: whether every card but one finds a place, counted exactly.
        return not (exact and wild_room and RUN in kinds) \
            or canastas_in_reach_with_runs(state, 1 - others_stuck, free_wilds, wild_room)
    size = rules.canasta_size
    cap = size if rules.meld_max_wild is None else min(rules.meld_max_wild, size)
    # The wild cards each more canasta would take, rank by rank; runs take none.
    costs: list[int] = []
    for rank in set(groups).union(NATURAL_RANKS[index] for index, count in enumerate(naturals) if count):
        in_hand = naturals[_AT[rank]]
        table_naturals, table_wild = groups.get(rank, (0, 0))
        natural = table_naturals + in_hand
        most = natural // max(size - cap, 1)
        # Groups merge whole, wild cards and all: a canasta holds the groups of a set whose
        # wild cards are at most `cap`, and more canastas take at least as many cards.
        first = max(size - most_merged(parts.get(rank, ()), cap) - in_hand, 0)
        short_before = 0
        for count in range(1, most + 1):
            short = max(count * size - natural - min(table_wild, count * cap), first)
            costs.append(short - short_before)
            short_before = short
    if WILD in kinds:
        costs += [max(wild_size - wild_meld_cards, 0)] + [wild_size] * (wilds // wild_size)
    reach = complete + free
    for cost in sorted(costs):
        if cost > wilds or reach >= needed:
            break
        wilds -= cost
        reach += 1
    if reach < needed:
        return False
    # Runs take cards that groups would need, and the other way round: counted exactly.
    return not (exact and RUN in kinds) or canastas_in_reach_with_runs(state, 1 - others_stuck, free_wilds, wild_room)


def _wild_room_at_most(rules: Rules, table: Iterable[Meld], naturals: Sequence[int]) -> int:
    """At most how many wild cards the side's groups and new groups of the hand's
    `naturals` (by rank index) could take this turn (runs take none): each group that is
    not a canasta (or any, where wild cards join canastas) as if every natural of its rank
    in the hand joined it, the groups of a rank once more as if merged, and as many new
    groups of a rank as its naturals could start, each as if it held them all."""
    cap = rules.wild_cap
    room = 0
    by_rank: dict[str, list[int]] = {}  # the naturals and wild cards of each rank's groups, and how many
    for meld in table:
        if meld.kind is not GROUP:
            continue
        wild = count_wild(rules, meld.cards)
        held = naturals[_AT[meld.key]]
        if rules.wild_to_canasta or not GROUP.is_complete(rules, meld.cards):
            room += max(cap(len(meld.cards) - wild + held) - wild, 0)
        counts = by_rank.setdefault(meld.key, [held, 0, 0])
        counts[0] += len(meld.cards) - wild
        counts[1] += wild
        counts[2] += 1
    for natural, wild, groups in by_rank.values():
        if groups > 1:
            room += max(cap(natural) - wild, 0)
    least = max(rules.meld_min_naturals, 1)
    for count in naturals:
        if count >= least:
            room += count // least * cap(count)
    return room


def _runs_in_reach(rules: Rules, by_suit: dict[str, list[int]], suit_bits: dict[str, int],
                   runs: dict[str, list[int]], open_spans: dict[str, list[tuple[int, int]]]) -> int:
    """At most how many runs could be completed this turn, using no wild card. Of each
    suit (`by_suit`: the naturals held, by rank index; `suit_bits`: the ranks held, as bits):
    at most one for every seven of its
    cards (held, and in the side's incomplete runs), when they show seven ranks in a row;
    and at most one for each of its runs that the held cards lengthen to seven, at its
    ends, and one for every seven held cards when they alone show seven in a row (two runs
    never join)."""
    run_size = RUN.complete_size(rules)
    free = 0
    for suit, counts in by_suit.items():
        held = suit_bits[suit]
        cards = sum(counts)
        in_runs, count = runs.get(suit, (0, 0))
        if not _starts(held | in_runs, run_size):
            continue
        separate = cards // run_size if _starts(held, run_size) else 0
        for low, high in open_spans.get(suit, ()):
            while low > 0 and held >> (low - 1) & 1:
                low -= 1
            while held >> (high + 1) & 1:
                high += 1
            separate += high - low + 1 >= run_size
        free += min((cards + count) // run_size, separate)
    return free


def _run_room(held: list[int], ends: Sequence[tuple[int, int]], index: int) -> int:
    """At most how many of the held copies of one natural (`held`: the naturals of its
    suit, by rank index; `index`: its rank, one a run could take, `_run_ready`) runs could
    take this turn. A run holds a rank once, so each copy needs a run of its own, and
    every run through a rank holds a card of a rank beside it: a held card of the rank
    below or above, or the end of one of the side's runs of that suit (`ends`: their
    lowest and highest rank). The copies held beyond those neighbours go into no run."""
    beside = (held[index - 1] if index else 0) + (held[index + 1] if index + 1 < RANKS else 0)
    for low, high in ends:
        beside += high == index - 1 or low == index + 1
    return min(held[index], beside)


def _run_ready(held: int, spans: Sequence[tuple[int, int]]) -> int:
    """The ranks among `held` (of one suit, as bits) that could be in a run this turn: in
    a new run of three ranks in a row, all held; or at an end of one of the side's runs of
    that suit (lowest and highest rank: `spans`), with the ranks between held. A run
    already holding a rank cannot take it again."""
    starts = _starts(held, 3)
    ready = starts | starts << 1 | starts << 2
    for low, high in spans:
        index = high + 1
        while held >> index & 1:
            ready |= 1 << index
            index += 1
        index = low - 1
        while index >= 0 and held >> index & 1:
            ready |= 1 << index
            index -= 1
    return ready


def _starts(ranks: int, size: int) -> int:
    """The ranks (bits) where `size` ranks in a row, all among `ranks`, begin."""
    starts = ranks
    for step in range(1, size):
        starts &= ranks >> step
    return starts


RANKS = len(NATURAL_RANKS)
_AT = {rank: index for index, rank in enumerate(NATURAL_RANKS)}
_CODE_OF = attrgetter("code")
_CARDS = tuple(every_card())  # by code
# The rank index and suit of each card code of a natural rank (the rules say which are natural).
_FACES = {card.code: (_AT[card.rank], card.suit) for card in _CARDS if card.rank in _AT and card.suit}
