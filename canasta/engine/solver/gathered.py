"""A kind of meld that gathers one card of each of several ranks (Kanastic's golden suit:
gold cards of consecutive ranks, Artifacts standing in): adding up the ranks' ways to end
a turn where a natural may go into the group of its rank or into that meld.

A side holds one such meld. The ranks are added up from the 4 to the ace, and the sum
carries how far the meld's cards reach: its lowest and highest rank and how many ranks it
holds (those of the table's meld, and each rank whose gathered card the hand gives it
instead of to the rank's group). At the end the wild cards it takes (counts.twos) fill
what it lacks, and the kind's own rules (`problem`, `is_complete`) say whether the meld
is legal, and complete. Where the kind is a first meld on its own (`first_meld_alone`),
the sum says so (ALONE).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..melds.canasta_kinds import canasta_kind
from ..cards.cards import NATURAL_RANKS, Card, every_card
from .counts import gathered_wild, the_gathering_kind
from .sums import ALONE, Part, Reached, Sums, _add, keep_best, labels
from ..derived.tables import derived

if TYPE_CHECKING:
    from ..melds.meld_protocol import MeldKind
    from ..rules.rules import Rules
    from .counts import TurnCounts

# How far the gathered meld reaches: (lowest rank index, highest, ranks held), None: nowhere.
Reach = tuple[int, int, int] | None


def gathered_cards(rules: Rules) -> dict[int, Card]:
    """A card the rule set's gathering kind takes, by rank index (worked out once, kept)."""
    found = derived(rules).get("_solver_gathered_cards")
    if found is None:
        kind = the_gathering_kind(rules)
        natural = rules.card_kinds.natural
        found = {}
        for card in every_card():
            if natural[card.code] and card.rank in NATURAL_RANKS and kind.gathers(card):
                found.setdefault(NATURAL_RANKS.index(card.rank), card)
        derived(rules)["_solver_gathered_cards"] = found
    return found


def hand_gathered(counts: TurnCounts) -> dict[int, Card]:
    """The hand's naturals the gathering kind could take, one by rank index."""
    kind = the_gathering_kind(counts.rules)
    found: dict[int, Card] = {}
    for rank, cards in counts.naturals.items():
        for card in cards:
            if kind.gathers(card):
                found.setdefault(NATURAL_RANKS.index(rank), card)
                break
    return found


def add_up_gathered(counts: TurnCounts, parts: list[Part], only_out: bool, start: Sums) -> dict[Sums, Reached]:
    """Every sum the rank parts (`parts`, by rank) and the gathered meld come to, with the
    most points and how; the way back holds, besides each rank's choice, ("gather", index)
    for each rank whose card the meld took, and ("gathered",) the wild cards it took."""
    rules = counts.rules
    kind = the_gathering_kind(rules)
    cap = counts.canasta_cap
    label = labels(counts)
    made_matters_kept = not counts.opened and counts.requirement.canasta is not None
    wild_held, twos_held = len(counts.wilds), len(counts.twos)
    two_value = rules.value_of(counts.twos[0]) if counts.twos else 0
    points_matter = not counts.opened
    meld = counts.gathered
    on_table = {NATURAL_RANKS.index(card.rank) for card in meld.cards if rules.is_natural(card)} if meld else set()
    in_hand = hand_gathered(counts)
    most_wild = _most_wild(rules, kind)
    held_wild = 0 if meld is None else sum(1 for card in meld.cards if rules.is_wild(card))
    by_rank = {part.name: (index, part) for index, part in enumerate(parts)}
    sums: dict[tuple, Reached] = {(*start, None): (0, None)}
    for at, rank in enumerate(NATURAL_RANKS):
        found = by_rank.get(rank)
        after: dict[tuple, Reached] = {}
        for (wild, twos, kept, apart, made, placed, bits, reach), (points, chain) in sums.items():
            variants = [(False, _grow(reach, at) if at in on_table else reach)]
            if at in in_hand and at not in on_table:
                variants.append((True, _grow(reach, at)))
            for gathered, reach_after in variants:
                if reach_after is not None and _gaps(reach_after) > most_wild:
                    continue
                node = (chain, ("gather", at), True, 0) if gathered else chain
                gold_points = rules.value_of(in_hand[at]) if gathered and points_matter else 0
                if found is None:  # (the rank's naturals are kept)
                    held = len(counts.naturals.get(rank, ())) - gathered
                    key = (wild, twos, min(kept + held, 2), apart, made, placed or gathered, bits, reach_after)
                    keep_best(after, key, points + gold_points, node)
                    continue
                index, part = found
                choices, extras = part.without if gathered and part.without is not None else (part.choices,
                                                                                             part.extras)
                for choice, (more_kept, more_apart, more_bits) in zip(choices, extras):
                    kept_after, apart_after = min(kept + more_kept, 2), min(apart + more_apart, 2)
                    if only_out and kept_after + apart_after >= 2:
                        continue
                    if kept_after + apart_after < 2 or made_matters_kept:
                        made_after = made
                        for canasta in choice.canastas:
                            made_after = _add(made_after, label.get(canasta, canasta), cap)
                    else:
                        made_after = ()
                    placed_after = placed or gathered or bool(choice.naturals or choice.wild)
                    # The choice's wild cards: so many of those the gathered meld does not take.
                    for wild_twos in range(min(choice.wild, twos_held - twos) + 1):
                        others = choice.wild - wild_twos
                        if wild + others > wild_held:
                            continue
                        total = points + gold_points + choice.points + wild_twos * two_value if points_matter else 0
                        key = (wild + others, twos + wild_twos, kept_after, apart_after, made_after, placed_after,
                               bits | more_bits, reach_after)
                        keep_best(after, key, total, (node, index, choice, wild_twos))
        sums = after
    result: dict[Sums, Reached] = {}
    for (wild, twos, kept, apart, made, placed, bits, reach), (points, chain) in sums.items():
        if reach is None:
            keep_best(result, (wild, twos, kept, apart, made, placed, bits), points, chain)
            continue
        for more in range(min(most_wild - held_wild, twos_held - twos) + 1):
            cards = _stand_ins(rules, reach, held_wild + more)
            if kind.problem(rules, kind.one_key, cards, new=meld is None or counts.touched.get(meld.id) == len(
                    meld.cards)) is not None:
                continue
            complete = canasta_kind(rules, kind, kind.one_key, cards)
            made_after = _add(made, label.get(complete, complete), cap) if complete else made
            grew = placed or more > 0 or reach[2] > len(on_table)
            total = points + more * two_value if points_matter else 0
            keep_best(result, (wild, twos + more, kept, apart, made_after, grew,
                           bits | (ALONE if kind.first_meld_alone else 0)),
                  total, (chain, ("gathered",), more, 0))
    return result


def _grow(reach: Reach, at: int) -> Reach:
    if reach is None:
        return (at, at, 1)
    return (min(reach[0], at), max(reach[1], at), reach[2] + 1)


def _gaps(reach: tuple[int, int, int]) -> int:
    return reach[1] - reach[0] + 1 - reach[2]


def _most_wild(rules: Rules, kind: MeldKind) -> int:
    """The most wild cards the gathered meld may hold (its room for them when it starts)."""
    start = [card for _, card in sorted(gathered_cards(rules).items())][:kind.gather_start]
    return kind.wild_room(rules, kind.one_key, start)


def _stand_ins(rules: Rules, reach: tuple[int, int, int], wild: int) -> list[Card]:
    """Cards that stand for the gathered meld's at the end: its lowest and highest rank,
    as many ranks between them as it holds, and its wild cards (the kind's own rules
    judge them)."""
    low, high, held = reach
    gathered = gathered_cards(rules)
    ranks = [low, *range(low + 1, low + held - 1), high] if held > 1 else [low]
    wild_card = _WILD_CARDS[min(gathered_wild(rules))]
    return [gathered[index] for index in ranks] + [wild_card] * wild


_WILD_CARDS = {card.code: card for card in every_card()}
