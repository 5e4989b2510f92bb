"""The going-out bound where a side may hold several melds of a label (Samba's groups,
runs and wild melds): `reach.could_go_out` asks it when `one_meld_per_label` is false.
A bound: it says False only when no placing of the hand's cards could go out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .canasta_kinds import canasta_kind
from .cards import NATURAL_RANKS
from .first_meld_reach import cap_for
from .melds import count_wild
from .meld_kinds import GROUP, RUN, THREES, WILD

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .rules import Rules
    from .state import GameState


def could_go_out_by_kinds(state: GameState) -> bool:
    """`could_go_out` where a side may hold several melds of a label (groups, runs, wild
    melds): False when more than one card of the hand could go nowhere, or when even
    counting every wild card for every meld too few canastas could be complete."""
    rules = state.rules
    kinds = set(rules.kinds)
    if not kinds <= {GROUP, RUN, WILD, THREES}:
        return True  # a kind these counts know nothing of
    table = state.tables[state.side_of(state.current)]
    kind_cards = rules.card_kinds.by_code
    naturals: dict[str, int] = {}
    suited: dict[str, set[str]] = {}
    copies: dict[tuple[str, str], int] = {}  # naturals held, by rank and suit
    suit_cards: dict[str, int] = {}  # naturals of each suit (three packs: a rank may come twice)
    wilds = black_threes = stuck = 0
    for card in state.hands[state.current]:
        kind = kind_cards[card.code]
        if kind.natural:
            naturals[card.rank] = naturals.get(card.rank, 0) + 1
            suited.setdefault(card.suit, set()).add(card.rank)
            copies[card.rank, card.suit] = copies.get((card.rank, card.suit), 0) + 1
            suit_cards[card.suit] = suit_cards.get(card.suit, 0) + 1
        elif kind.wild:
            wilds += 1
        elif card.is_black_three:
            black_threes += 1
        elif not card.is_red_three:
            stuck += 1  # never melded
    if black_threes:  # one meld of three or four, as the player goes out
        if THREES not in kinds or table.has(THREES):
            stuck += black_threes
        elif black_threes >= 3:
            stuck += max(black_threes - 4, 0)
        elif black_threes == 2 and rules.black_threes_with_wild and wilds:
            wilds -= 1
        else:
            stuck += black_threes
    groups: dict[str, list[int]] = {}   # naturals and wild cards in the side's incomplete groups, by rank
    runs: dict[str, list[str]] = {}      # the ranks in its incomplete runs, by suit
    spans: dict[str, list[tuple[int, int]]] = {}  # the lowest and highest rank of each, by suit
    wild_meld_cards = complete = 0
    of_kind = rules.canastas_to_go_out_of_kind
    made: dict[str | None, int] = {}  # the complete melds by kind of canasta, where the rules ask for kinds
    for meld in table:
        if meld.kind.is_complete(rules, meld.cards):
            complete += 1
            if of_kind:
                kind_made = canasta_kind(rules, meld.kind, meld.key, meld.cards)
                made[kind_made] = made.get(kind_made, 0) + 1
            if meld.kind is GROUP:
                groups.setdefault(meld.key, [0, 0])  # naturals may still join a canasta
            elif meld.kind is RUN and rules.sequence_extend_going_out:
                # A player going out may lengthen it: its ends take cards as an incomplete run's do.
                at = [NATURAL_RANKS.index(card.rank) for card in meld.cards]
                spans.setdefault(meld.key, []).append((min(at), max(at)))
        elif meld.kind is GROUP:
            wild = count_wild(rules, meld.cards)
            counts = groups.setdefault(meld.key, [0, 0])
            counts[0] += len(meld.cards) - wild
            counts[1] += wild
        elif meld.kind is RUN:
            runs.setdefault(meld.key, []).extend(card.rank for card in meld.cards)
            at = [NATURAL_RANKS.index(card.rank) for card in meld.cards]
            spans.setdefault(meld.key, []).append((min(at), max(at)))
        elif meld.kind is WILD:
            wild_meld_cards += len(meld.cards)
    # Naturals of a rank the side has no group of: enough start one; fewer need wild
    # cards beside them, unless a run of their suit could take them; else they are stuck.
    funding = 0
    run_ready: dict[str, set[str]] | None = None
    spared: list[tuple[int, int]] = []  # (wild cards, naturals left over) of ranks runs could mostly take
    for rank, count in naturals.items():
        if rank in groups or count >= rules.meld_min_cards:
            continue
        lone = count
        if RUN in kinds:
            if run_ready is None:
                run_ready = {suit: _run_ready(held, spans.get(suit, ())) for suit, held in suited.items()}
            lone -= sum(copies.get((rank, suit), 0) for suit, ready in run_ready.items() if rank in ready)
            if lone <= 0:
                continue
        gap = rules.meld_min_cards - count
        if count >= rules.meld_min_naturals and gap <= cap_for(rules, count):
            funding += gap
            if lone < count:
                spared.append((gap, lone))
        else:
            stuck += lone
    # A rank counted as a new group whose naturals could go into runs but for one: that one
    # may be the card kept to discard instead, and the group's wild cards are spared.
    for gap, lone in sorted(spared, reverse=True):
        if funding <= wilds or stuck + lone > 1:
            break
        funding -= gap
        stuck += lone
    if stuck > 1 or funding > wilds:
        return False
    wilds -= funding
    free = _runs_in_reach(rules, suited, suit_cards, runs) if RUN in kinds else 0
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
        return True
    size = rules.canasta_size
    cap = size if rules.meld_max_wild is None else min(rules.meld_max_wild, size)
    # The wild cards each more canasta would take, rank by rank; runs take none.
    costs: list[int] = []
    for rank in set(groups) | set(naturals):
        table_naturals, table_wild = groups.get(rank, (0, 0))
        natural = table_naturals + naturals.get(rank, 0)
        most = natural // max(size - cap, 1)
        short_before = 0
        for count in range(1, most + 1):
            short = max(count * size - natural - table_wild, 0)
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
    return reach >= needed


def _runs_in_reach(rules: Rules, suited: dict[str, set[str]], suit_cards: dict[str, int],
                   runs: dict[str, list[str]]) -> int:
    """At most how many runs could be completed this turn, using no wild card: for each
    suit whose cards (held, and in the side's incomplete runs) show seven ranks in a row,
    one for every seven of its cards."""
    run_size = RUN.complete_size(rules)
    free = 0
    for suit, ranks in suited.items():
        present = ranks | set(runs.get(suit, ()))
        if any(all(NATURAL_RANKS[start + step] in present for step in range(run_size))
               for start in range(len(NATURAL_RANKS) - run_size + 1)):
            free += (suit_cards[suit] + len(runs.get(suit, ()))) // run_size
    return free


def _run_ready(held: set[str], spans: Sequence[tuple[int, int]]) -> set[str]:
    """The ranks among `held` (of one suit) that could be in a run this turn: in a new run
    of three ranks in a row, all held; or at an end of one of the side's runs of that suit
    (lowest and highest rank: `spans`), with the ranks between held. A run already
    holding a rank cannot take it again."""
    ready: set[str] = set()
    at = [rank in held for rank in NATURAL_RANKS]
    for start in range(len(NATURAL_RANKS) - 2):
        if at[start] and at[start + 1] and at[start + 2]:
            ready.update(NATURAL_RANKS[start:start + 3])
    for low, high in spans:
        for index in range(high + 1, len(NATURAL_RANKS)):
            if not at[index]:
                break
            ready.add(NATURAL_RANKS[index])
        for index in range(low - 1, -1, -1):
            if not at[index]:
                break
            ready.add(NATURAL_RANKS[index])
    return ready
