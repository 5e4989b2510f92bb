"""Where runs of a suit and groups of a rank compete for a hand's cards (the Samba family):
every choice of runs counted, for the going-out bound (reach_by_kinds.py).

A card of a rank the side has a group of can always join that group, so it is never left
over and may serve a run as freely. A card of another rank goes into a run of its suit,
or into a new group of its rank with at least three naturals (two and a wild card), or is
left over. Which cards the runs take changes what is left for the groups: three Fours
make a group, but not when a run takes the Four of clubs; five Kings and two wild cards
make a canasta, but not when a run takes a King. So the runs each suit could make are
listed (new runs of three to seven cards in a row, and the cards each end of the side's
runs could take), and each choice of them across the suits is judged by what it leaves
and the runs it completes. Still a bound, as the counts it refines: groups count their
wild cards as reach_by_kinds.py does, and wild cards left over go somewhere.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Iterator, NamedTuple, Sequence

from ..melds.canasta_kinds import canasta_kind, kinds_to_go_out
from ..cards.cards import NATURAL_RANKS
from .first_meld_reach import cap_for
from ..melds.meld_kinds import GROUP, RUN, RUN_MAX, WILD
from .melds import count_wild
from .suit_runs import MOST_WAYS, RANKS, Way, end_uses, new_runs, suit_ways

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState



def naturals_placeable(rules: Rules, by_suit: dict[str, list[int]], grouped: Sequence[bool],
                       ends: dict[str, list[tuple[int, int]]], wilds: int, left_over: int) -> bool:
    """False when, however runs and new groups are made, more than `left_over` of the
    hand's naturals (`by_suit`: counted by rank index, suit by suit) could go nowhere, the
    side holding groups of the `grouped` ranks and runs growing at `ends` (by suit, their
    lowest and highest rank), and `wilds` wild cards funding new groups of two naturals;
    True where that is possible, or where this count does not know the rules (a limit on
    meld sizes) or would take too long."""
    if _unknown(rules):
        return True
    held = [sum(counts) for counts in zip(*by_suit.values())]
    # Only the cards of ranks without a group matter to what is left: the rest join their groups.
    loose = [index for index, count in enumerate(held) if count and not grouped[index]]
    if not loose:
        return True
    longest = RANKS if rules.sequence_extend_going_out else RUN_MAX
    kept = tuple(grouped)
    choices = []
    size = 1
    for suit, counts in by_suit.items():
        ways = suit_ways(tuple(counts), tuple(ends.get(suit, ())), longest, kept)
        if ways is None:
            return True
        choices.append(ways)
        size *= len(ways)
    if size > MOST_WAYS:
        return True
    minimum, least_natural = rules.meld_min_cards, rules.meld_min_naturals
    for taken in product(*choices):
        # As `_Side.place` counts the naturals that go nowhere, for the loose ranks alone.
        stuck = 0
        gaps = []
        for index in loose:
            count = held[index]
            for used, _ in taken:
                count -= used[index]
            if count and count < minimum:
                gap = minimum - count
                if count >= least_natural and gap <= cap_for(rules, count):
                    gaps.append((gap, count))
                else:
                    stuck += count
        if stuck > left_over:
            continue
        spare = wilds
        for gap, count in sorted(gaps):
            if gap <= spare:
                spare -= gap
            else:
                stuck += count
        if stuck <= left_over:
            return True
    return False


def _unknown(rules: Rules) -> bool:
    """Whether these counts do not know the rules: a limit on meld sizes, suits in new
    melds, a gathering kind of meld."""
    return rules.meld_max_cards is not None or bool(rules.new_meld_distinct_suits) \
        or rules.gathering_kind is not None


def canastas_in_reach_with_runs(state: GameState, left_over: int, wilds: int, wild_room: bool = False) -> bool:
    """False when no choice of runs both leaves at most `left_over` naturals that go
    nowhere and reaches the canastas going out needs (the number, and the runs and wild
    melds among them), with `wilds` wild cards for new groups of two and for canastas;
    True where one might, or where this count does not know the rules or would take too
    long. `wild_room`: a choice also fails when the wild cards left could not all find room
    in groups."""
    return next(runs_to_go_out(state, left_over, wilds, wild_room, whole_merges=wild_room), None) is not None


def runs_to_go_out(state: GameState, left_over: int, wilds: int,
                   wild_room: bool = True, whole_merges: bool = False) -> Iterator[list[RunsOfSuit]]:
    """The choices of runs `canastas_in_reach_with_runs` counts as going out, each as the
    runs of each suit that takes cards; one empty choice where the count does not know
    the rules or would take too long. `whole_merges`: a rank's first canasta is counted as
    the side's groups of it merge, whole, wild cards and all (reach_by_kinds.py counts so
    too); asked before a search, not in it, nor by the dives, whose choices stay as they were."""
    rules = state.rules
    side = _read(state)
    choices = None if side is None else side.choices()
    if side is None or choices is None:
        yield []
        return
    needed = state.canastas_needed()
    of_kind = dict(kinds_to_go_out(rules, state.players))
    wild_size = WILD.complete_size(rules)
    # (Wild melds take wild cards beyond the groups' room.)
    room_counted = wild_room and WILD not in rules.kinds
    for taken in product(*choices):
        runs_made = sum(completed for _, completed in taken)
        if side.sequences + runs_made < of_kind.get("sequence", 0):
            continue
        stuck, spare, naturals, wild_in = side.place(rules, taken, wilds)
        if stuck > left_over:
            continue
        if spare > left_over - stuck and room_counted \
                and spare - side.wild_room(rules, naturals, wild_in) > left_over - stuck:
            continue  # wild cards no group could take, beside the naturals that go nowhere
        if of_kind.get("wild") and side.wild_canastas + (side.wild_meld_cards + spare) // wild_size < of_kind["wild"]:
            continue
        made = side.complete + runs_made
        firsts = side.first_costs(rules, naturals) if whole_merges else None
        if made + _group_canastas(rules, naturals, wild_in, spare, side.wild_meld_cards, needed - made,
                                  firsts) >= needed:
            yield [RunsOfSuit(suit, *side.runs_taking(suit, way)) for suit, way in zip(side.by_suit, taken)
                   if any(way[0])]


class RunsOfSuit(NamedTuple):
    """Runs of one suit that a choice of runs makes: how many cards each of the side's
    runs of the suit that may grow takes below and above its ends (in the table's order),
    and the new runs, as their lowest rank index and length."""

    suit: str
    ends: tuple[tuple[int, int], ...]
    new: tuple[tuple[int, int], ...]


class _Side:
    """The hand and the side's table as these counts read them."""

    def __init__(self, rules: Rules) -> None:
        self.held = [0] * RANKS                   # naturals held, by rank index
        self.by_suit: dict[str, list[int]] = {}   # the same, suit by suit
        self.wilds = 0
        self.grouped = [False] * RANKS            # ranks the side has a group of
        self.in_groups = [0] * RANKS              # naturals in its incomplete groups
        self.group_wild = [0] * RANKS             # wild cards in them
        self.ends: dict[str, list[tuple[int, int]]] = {}  # lowest and highest rank of its runs that grow
        self.rooms: list[list[tuple[int, int]]] = [[] for _ in range(RANKS)]  # its groups that take wild cards
        self.merged = [[0, 0, 0] for _ in range(RANKS)]  # naturals, wild cards and groups of each rank
        self.parts: dict[int, list[tuple[int, int]]] = {}  # its incomplete groups, (cards, wild cards), by rank
        self.complete = self.sequences = self.wild_canastas = self.wild_meld_cards = 0
        self.longest = RANKS if rules.sequence_extend_going_out else RUN_MAX

    def choices(self, grouped: Sequence[bool] | None = None) -> list[tuple[Way, ...]] | None:
        """For each suit, the distinct ways its runs may take its cards (fewest cards
        first); None when there are too many to look at. `grouped`: the ranks whose cards
        join groups, counted as taking none, and the runs completed not counted."""
        choices = []
        size = 1
        for suit, held in self.by_suit.items():
            ways = suit_ways(tuple(held), tuple(self.ends.get(suit, ())), self.longest,
                              None if grouped is None else tuple(grouped))
            if ways is None:
                return None
            choices.append(ways)
            size *= len(ways)
        return None if size > MOST_WAYS else choices

    def place(self, rules: Rules, taken: Sequence[Way], wilds: int | None = None) -> tuple[int, int, list[int], list[int]]:
        """What the runs `taken` leave: the naturals that go nowhere, the wild cards left
        once new groups of two have theirs (the fewest lacking first), and the naturals
        and wild cards of each rank's groups."""
        left = list(self.held)
        for used, _ in taken:
            for index, count in enumerate(used):
                left[index] -= count
        spare = self.wilds if wilds is None else wilds
        stuck = 0
        naturals = [0] * RANKS
        wild_in = list(self.group_wild)
        gaps = []
        for index, count in enumerate(left):
            if self.grouped[index]:
                naturals[index] = self.in_groups[index] + count
            elif count >= rules.meld_min_cards:
                naturals[index] = count
            elif count:
                gap = rules.meld_min_cards - count
                if count >= rules.meld_min_naturals and gap <= cap_for(rules, count):
                    gaps.append((gap, index, count))
                else:
                    stuck += count
        for gap, index, count in sorted(gaps):
            if gap <= spare:
                spare -= gap
                naturals[index], wild_in[index] = count, gap
            else:
                stuck += count
        return stuck, spare, naturals, wild_in

    def wild_room(self, rules: Rules, naturals: Sequence[int], wild_in: Sequence[int]) -> int:
        """At most how many more wild cards the groups could take once runs have taken
        their cards and `place` has made `naturals` and `wild_in` of what is left (runs take
        none): each of the side's groups that takes wild cards as if every natural of its
        rank left in the hand joined it, a rank's groups once more as if merged, and as many
        new groups as those naturals or a new group's could start, each as if it held them all."""
        cap = rules.wild_cap
        least = max(rules.meld_min_naturals, 1)
        room = 0
        for index in range(RANKS):
            if self.grouped[index]:
                held = naturals[index] - self.in_groups[index]
                for natural, wild in self.rooms[index]:
                    room += max(cap(natural + held) - wild, 0)
                natural, wild, groups = self.merged[index]
                if groups > 1:
                    room += max(cap(natural + held) - wild, 0)
                if held >= least:
                    room += held // least * cap(held)
            elif naturals[index]:
                room += naturals[index] // least * cap(naturals[index]) - wild_in[index]
        return room

    def first_costs(self, rules: Rules, naturals: Sequence[int]) -> dict[int, int | None]:
        """For each rank the side holds incomplete groups of, at least how many wild cards
        its first canasta more takes, once `place` has left `naturals` (by rank); None where
        it can make none. Groups merge whole, wild cards and all, so that canasta holds some
        of them, or none, the naturals of the rank left in the hand and the wild cards that
        bring it to a canasta's size, no more wild cards in all than a meld may hold."""
        return {index: first_canasta_cost(rules, parts, naturals[index] - self.in_groups[index])
                for index, parts in self.parts.items()}

    def runs_taking(self, suit: str, way: Way) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
        """Runs of `suit` that take the cards of `way` (one of its `choices()`): the cards
        each of the side's runs takes below and above, and the new runs (lowest rank, length)."""
        for used, completed, rest, grown in end_uses(list(self.by_suit[suit]), list(self.ends.get(suit, ())),
                                                      self.longest):
            for more, made, new in new_runs(rest, 0, self.longest):
                if completed + made == way[1] and all(a + b == c for a, b, c in zip(used, more, way[0])):
                    return grown, new
        raise AssertionError("a way of the suit's runs is made by some runs")


def _read(state: GameState) -> _Side | None:
    """The side as these counts read it; None where they do not know the rules (a limit
    on meld sizes, suits in new melds, a gathering kind of meld)."""
    rules = state.rules
    if _unknown(rules):
        return None
    side = _Side(rules)
    kinds = rules.card_kinds
    for card in state.hands[state.current]:
        if kinds.natural[card.code]:
            index = _AT[card.rank]
            side.held[index] += 1
            side.by_suit.setdefault(card.suit, [0] * RANKS)[index] += 1
        elif kinds.wild[card.code]:
            side.wilds += 1
    for meld in state.tables[state.side_of(state.current)]:
        done = meld.kind.is_complete(rules, meld.cards)
        if done:
            side.complete += 1
            made = canasta_kind(rules, meld.kind, meld.key, meld.cards)
            side.sequences += made == "sequence"
            side.wild_canastas += made == "wild"
        if meld.kind is GROUP:
            index = _AT[meld.key]
            side.grouped[index] = True
            wild = count_wild(rules, meld.cards)
            if not done:
                side.in_groups[index] += len(meld.cards) - wild
                side.group_wild[index] += wild
                side.parts.setdefault(index, []).append((len(meld.cards), wild))
            if not done or rules.wild_to_canasta:
                side.rooms[index].append((len(meld.cards) - wild, wild))
            merged = side.merged[index]
            merged[0] += len(meld.cards) - wild
            merged[1] += wild
            merged[2] += 1
        elif meld.kind is RUN and (not done or rules.sequence_extend_going_out):
            at = [_AT[card.rank] for card in meld.cards]
            side.ends.setdefault(meld.key, []).append((min(at), max(at)))
        elif meld.kind is WILD and not done:
            side.wild_meld_cards += len(meld.cards)
    return side


def _group_canastas(rules: Rules, naturals: list[int], wild_in: list[int], wilds: int, wild_meld_cards: int,
                    wanted: int, firsts: dict[int, int | None] | None = None) -> int:
    """How many more canastas (up to `wanted`) the groups holding `naturals` and `wild_in`
    wild cards, by rank, and a wild meld could complete with `wilds` more wild cards, the
    cheapest first (as reach_by_kinds.py counts them; `firsts`: the least a rank's first
    canasta takes, `_Side.first_costs`)."""
    if wanted <= 0:
        return 0
    size = rules.canasta_size
    cap = size if rules.meld_max_wild is None else min(rules.meld_max_wild, size)
    costs = []
    for index, (natural, wild) in enumerate(zip(naturals, wild_in)):
        short_before = 0
        first = 0 if firsts is None else firsts.get(index, 0)
        if first is None:
            continue  # (no canasta of the rank)
        for count in range(1, natural // max(size - cap, 1) + 1):
            short = max(count * size - natural - min(wild, count * cap), first)
            costs.append(short - short_before)
            short_before = short
    if WILD in rules.kinds:
        wild_size = WILD.complete_size(rules)
        costs += [max(wild_size - wild_meld_cards, 0)] + [wild_size] * (wilds // wild_size)
    made = 0
    for cost in sorted(costs):
        if cost > wilds or made >= wanted:
            break
        wilds -= cost
        made += 1
    return made


def first_canasta_cost(rules: Rules, parts: Sequence[tuple[int, int]], held: int) -> int | None:
    """The fewest wild cards a canasta of one rank takes, made of some of the side's groups
    of it (`parts`: (cards, wild cards) each) merged whole, or of none, and `held` naturals
    of the rank from the hand; None where no such canasta keeps to the wild cards a meld
    may hold."""
    size = rules.canasta_size
    cap = size if rules.meld_max_wild is None else min(rules.meld_max_wild, size)
    least = None
    for chosen in range(1 << len(parts)):
        cards = wild = 0
        for index, (count, wilds) in enumerate(parts):
            if chosen >> index & 1:
                cards += count
                wild += wilds
        more = max(size - cards - held, 0)
        if wild + more <= cap and (least is None or more < least):
            least = more
    return least


def most_merged(parts: Sequence[tuple[int, int]], cap: int) -> int:
    """The most cards one group could hold by merging some of `parts` (groups of one
    rank, as (cards, wild cards)) with at most `cap` wild cards among them."""
    most = 0
    for chosen in range(1, 1 << len(parts)):
        cards = wild = 0
        for index, (size, wilds) in enumerate(parts):
            if chosen >> index & 1:
                cards += size
                wild += wilds
        if wild <= cap:
            most = max(most, cards)
    return most


_AT = {rank: index for index, rank in enumerate(NATURAL_RANKS)}
