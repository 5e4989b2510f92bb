"""A brute-force answer to "can the player to move still end this turn?", for tests.

`oracle_can_end_turn(state, going_out)` answers the question the engine's turn solver
answers (`can_end_turn`), written apart from it: it never asks the solver nor the search,
only the judge's own checks of single steps and of the end of a turn. It tries every
*final assignment* of the hand's cards: each card goes onto one of the side's melds, into
a new meld, or stays in the hand (a red three may be laid out), and groups of one rank
may be merged. An assignment is played as meld actions on a copy of the position
(`apply`, unchecked, each step first asked of the judge's `meld_problem`,
`foot_pickup_problem` or `merge_rule_problem`), and the position it comes to is judged as
the end of a turn: a discard, passing the last card, or going out (`explain`, which asks
`end_problem`). `oracle_way` gives the actions of the way it found.

Order matters only where the rules make it matter. An assignment is played in one order
first (red threes laid out; the pile's top card's meld; additions to wild melds and melds
of Twos, which lock wild cards until complete; other additions; new melds; new wild melds
and melds of Twos; merges; black threes last); if the judge refuses a step there, every
order of its steps is tried. Taking the pile and picking up the foot bring cards into the
hand in the middle of a turn: the search starts again, over the whole new hand, from the
position where they came in (a foot with its own cards, as the engine's search plays it).

Cards that do the same (equal codes; where suits matter nothing, equal rank and kind)
are counted, not told apart. The only assignments left out are those that break a rule
of melds for certain: a meld that would not be legal as the turn ends, more cards kept in
a hand than going out leaves. `limit` caps the assignments (and parts of them) looked at:
past it OracleTooBig is raised, never an answer.

Two choices follow the engine's own reading of the question. A three whose laying out
brings a card from the stock (`threes: bonus_both`) is not laid out: what the turn can do
is judged by the cards known. A special hand (Modern American) ends the hand, not the
turn, and is not looked for.
"""

from __future__ import annotations

import math
from itertools import combinations, product
from typing import Callable, Iterator, Sequence

from canasta.engine import Action, GameState, Phase
from canasta.engine.play.actions import ACABA, OUT, PASS
from canasta.engine.cards.cards import Card
from canasta.engine.melds.deuce_meld import DEUCE
from canasta.engine.judge.foot import foot_pickup_problem, last_discard_goes_out
from canasta.engine.judge.legality import meld_problem
from canasta.engine.melds.meld_kinds import GROUP, THREES, WILD, MeldKind, kind_of_new_meld
from canasta.engine.judge.merging import merge_rule_problem
from canasta.engine.state.this_turn import placed_this_turn

from .oracle_positions import sample_positions

__all__ = ["OracleTooBig", "oracle_can_end_turn", "oracle_way", "sample_positions"]

# A step of an assignment: ("lay", card) lays out a red three; ("add", meld id, cards);
# ("new", index, cards) starts the assignment's new meld `index`; ("merge", into, joining),
# each a meld's id (an int) or a new meld's index (("new", index)); its first number orders it.
Step = tuple


class OracleTooBig(Exception):
    """The position has more assignments than the `limit` the caller set."""


def oracle_can_end_turn(state: GameState, going_out: bool = False, limit: int | None = None) -> bool:
    """Whether the player to move can end the turn from `state` (in the play phase) by
    placing cards as the rules allow and then discarding, passing the last card or going
    out (`going_out`: only by going out). Raises OracleTooBig past `limit` assignments."""
    return oracle_way(state, going_out, limit) is not None


def oracle_way(state: GameState, going_out: bool = False, limit: int | None = None) -> list[Action] | None:
    """The actions of a way `oracle_can_end_turn` found (melds, merges, and the discard,
    pass or going out that ends the turn), or None where there is none."""
    if state.variant.turn.name == "word":
        raise ValueError("words (BWC) are placed by their own search")
    if state.phase != Phase.PLAY or state.opening:
        return None
    if not going_out and state.explain(ACABA) is None:
        return [ACABA]  # (British: saying Acaba ends any turn, its melds unchecked)
    return _Oracle(going_out, limit).way(state)


class _Oracle:
    def __init__(self, going_out: bool, limit: int | None):
        self.going_out = going_out
        self.limit = limit
        self.tried = 0
        self.known: dict[str, list[Action] | None] = {}  # positions where cards came in, by their text

    def way(self, state: GameState) -> list[Action] | None:
        """The actions of a way to end the turn from `state`, the ending last; None if none."""
        key = state.to_text()
        if key not in self.known:
            self.known[key] = None  # (nothing loops back, but a second look must not)
            self.known[key] = self._search(state)
        return self.known[key]

    def _search(self, state: GameState) -> list[Action] | None:
        ending = self._ending(state)
        if ending is not None:
            return [ending]
        for steps in _Assignments(state, self.going_out, self._tick).all():
            way = self._plays(state, steps) if steps else None
            if way is not None:
                return way
        return None

    def _tick(self) -> None:
        self.tried += 1
        if self.limit is not None and self.tried > self.limit:
            raise OracleTooBig(f"more than {self.limit} assignments (and parts of them) looked at")

    def _ending(self, state: GameState) -> Action | None:
        """The end of the turn the judge accepts here, if any: out, a discard, a pass."""
        if state.taking is not None:
            return None
        hand = state.hands[state.current]
        if not hand:
            return OUT if state.explain(OUT) is None else None
        if self.going_out:
            last = Action("discard", (hand[0],))
            return last if len(hand) == 1 and last_discard_goes_out(state) and state.explain(last) is None else None
        for card in dict.fromkeys(hand):
            if state.explain(Action("discard", (card,))) is None:
                return Action("discard", (card,))
        return PASS if len(hand) == 1 and state.explain(PASS) is None else None

    def _plays(self, state: GameState, steps: list[Step]) -> list[Action] | None:
        """A way along the assignment's steps, in some order the judge accepts."""
        refused, way = self._in_order(state, steps)
        if not refused:
            return way
        return self._any_order(state, steps, 0, {}, set())

    def _in_order(self, state: GameState, steps: list[Step]) -> tuple[bool, list[Action] | None]:
        """The steps in the order given: whether the judge refuses one, and the way they make."""
        now, new_ids, done = state, {}, []
        for step in steps:
            found = _step(now, step, new_ids)
            if found is None:
                return True, None
            after, action = found
            done.append(action)
            if _cards_came(now, after):
                rest = self.way(after)
                return False, None if rest is None else done + rest
            now = after
        ending = self._ending(now)
        return False, None if ending is None else [*done, ending]

    def _any_order(self, state: GameState, steps: list[Step], done: int, new_ids: dict,
                   seen: set) -> list[Action] | None:
        """Every order of the steps not `done` (a bit each). The position after a set of
        steps is the same in any order, so each set is looked at once."""
        if done == (1 << len(steps)) - 1:
            ending = self._ending(state)
            return None if ending is None else [ending]
        if done in seen:
            return None
        seen.add(done)
        for index, step in enumerate(steps):
            if done >> index & 1:
                continue
            ids = dict(new_ids)
            found = _step(state, step, ids)
            if found is None:
                continue
            after, action = found
            rest = self.way(after) if _cards_came(state, after) else \
                self._any_order(after, steps, done | 1 << index, ids, seen)
            if rest is not None:
                return [action, *rest]
        return None


def _cards_came(before: GameState, after: GameState) -> bool:
    """Whether the step brought cards into the hand: the taken pile, or the foot."""
    seat = before.current
    return (before.taking is not None and after.taking is None) or (bool(before.feet[seat]) and not after.feet[seat])


def _step(state: GameState, step: Step, new_ids: dict) -> tuple[GameState, Action] | None:
    """The position after `step` (a copy) and the step's action, or None when the judge
    refuses it; a new meld's id goes into `new_ids`."""
    kind = step[0]
    if kind == "merge":
        into, joining = (new_ids.get(ref) if isinstance(ref, tuple) else ref for ref in step[1:])
        if into is None or joining is None:
            return None  # a new meld not made yet
        action = Action("merge", (), into, joining)
        if merge_rule_problem(state, action) is not None:
            return None
    else:
        action = Action("meld", (step[1],)) if kind == "lay" else \
            Action("meld", tuple(step[2]), step[1] if kind == "add" else None)
        if meld_problem(state, action) is not None or foot_pickup_problem(state, action) is not None:
            return None
    count = len(state.tables[state.side_of(state.current)].melds)
    after = state.clone()
    after.apply(action)
    if kind == "new":
        melds = after.tables[after.side_of(after.current)].melds
        if len(melds) != count + 1:
            return None  # the cards joined a meld of their kind instead (one open group of a rank)
        new_ids[("new", step[1])] = melds[-1].id
    return after, action


# ------------------------------------------------------------------ assignments


class _Assignments:
    """The final assignments of one position's hand (see the module's description)."""

    def __init__(self, state: GameState, going_out: bool, tick: Callable[[], None]):
        rules = self.rules = state.rules
        seat, side = state.current, state.side_of(state.current)
        self.state, self.tick = state, tick
        self.table = table = state.tables[side]
        self.taking = taking = state.taking is not None
        self.only_top = taking and state.opened[side]  # while the pile is taken, only its top card's meld grows
        self.top_id = state.turn_moves[0][0] if taking else None
        suits = rules.suits_matter
        found: dict[object, list[Card]] = {}
        for card in state.hands[seat]:
            found.setdefault(card.code if suits else (card.rank, card.kind), []).append(card)
        self.classes = list(found.values())  # cards that do the same, counted together
        self.full = tuple(len(cards) for cards in self.classes)
        # Cards that may stay in the hand: going out, at most one (none with a foot to pick
        # up), unless a pile still comes.
        self.keep = None if taking or not going_out else (0 if state.feet[seat] else 1)
        self.melds = [meld for meld in table.melds if not self.only_top or meld.id == self.top_id]
        self.merging = rules.melds_per_rank == "many" and not taking
        ranks = [meld.key for meld in table.melds if meld.kind is GROUP]
        # A group that may merge with another need not be legal on its own.
        self.alone = [not (self.merging and meld.kind is GROUP and ranks.count(meld.key) > 1) for meld in self.melds]
        self.layable = [index for index, cards in enumerate(self.classes) if cards[0].is_red_three
                        and rules.card_kinds.meldable[cards[0].code] and rules.threes != "bonus_both"]
        self.fits = [[index for index, cards in enumerate(self.classes)
                      if meld.kind.key_of(rules, [*meld.cards, cards[0]]) == meld.key] for meld in self.melds]
        self.new = [] if self.only_top else self._new_melds()
        self.by_first: dict[int, list[tuple[tuple[int, ...], tuple | None]]] = {}
        for counts, kind, key in self.new:
            first = next(index for index, count in enumerate(counts) if count)
            self.by_first.setdefault(first, []).append((counts, (kind, key) if kind.unique(rules) else None))
        self.caps = [self._caps(at) for at in range(len(self.melds) + 1)]

    def _cards(self, counts: Sequence[int]) -> list[Card]:
        return [self.classes[index][0] for index, count in enumerate(counts) for _ in range(count)]

    def _new_melds(self) -> list[tuple[tuple[int, ...], MeldKind, str]]:
        """Every legal new meld of the hand's cards, as counts by class, with its kind and key.
        A kind's key is decided by at most three of its cards (a run's suit by two, a golden
        suit's by two gold cards and an Artifact): the classes that can be in a meld of
        each key are found so, and every choice of their cards is judged."""
        rules, size = self.rules, len(self.classes)
        members: dict[tuple, set[int]] = {}
        for kind in rules.kinds:
            for many in (1, 2, 3):
                for chosen in combinations(range(size), many):
                    key = kind.key_of(rules, [self.classes[index][0] for index in chosen])
                    if key is not None:
                        members.setdefault((kind, key), set()).update(chosen)
        found = []
        for (kind, key), indexes in members.items():
            if (self.taking and kind is THREES) or (kind.unique(rules) and self.table.find(kind, key) is not None):
                continue  # (cards of a kind kept one to a side join the side's meld of it: an addition)
            indexes = sorted(indexes)
            for chosen in product(*(range(self.full[index] + 1) for index in indexes)):
                counts = [0] * size
                for index, count in zip(indexes, chosen):
                    counts[index] = count
                cards = self._cards(counts)
                if cards and kind_of_new_meld(rules, cards) == (kind, key) \
                        and kind.problem(rules, key, cards, new=True) is None:
                    found.append((tuple(counts), kind, key))
        return found

    def _caps(self, at: int) -> list[float]:
        """How many cards of each class could still be placed by the melds from `at` on and
        new melds: any number where a meld or a kind of new meld without a limit takes them,
        else the most the new melds of kinds kept one to a side hold."""
        caps = [math.inf if index in self.layable or any(index in fit for fit in self.fits[at:]) else 0.0
                for index in range(len(self.classes))]
        most: dict[tuple[int, tuple], int] = {}
        for counts, kind, key in self.new:
            for index, count in enumerate(counts):
                if count and not kind.unique(self.rules):
                    caps[index] = math.inf
                elif count:
                    most[index, (kind, key)] = max(most.get((index, (kind, key)), 0), count)
        for (index, _), count in most.items():
            caps[index] += count
        return caps

    def _hopeless(self, at: int, pool: Sequence[int]) -> bool:
        """Whether more cards than may be kept would have to stay in the hand."""
        if self.keep is None:
            return False
        caps = self.caps[at]
        return sum(max(0.0, count - caps[index]) for index, count in enumerate(pool)) > self.keep

    def all(self) -> Iterator[list[Step]]:
        """Every assignment, as its steps in their first order (see the module's description)."""
        for laid in product(*(range(self.full[index] + 1) for index in self.layable)):
            pool = list(self.full)
            for index, count in zip(self.layable, laid):
                pool[index] -= count
            for added, rest in self._additions(0, tuple(pool)):
                for made in self._made(0, rest, 0, frozenset()):
                    yield from self._steps(laid, added, made)

    def _additions(self, at: int, pool: tuple[int, ...]) -> Iterator[tuple[list, tuple[int, ...]]]:
        """For each meld from `at` on, the counts of each class added to it."""
        if self._hopeless(at, pool):
            return
        if at == len(self.melds):
            yield [], pool
            return
        meld, fit, rules = self.melds[at], self.fits[at], self.rules
        placed = placed_this_turn(self.state).get(meld.id, 0)
        for chosen in product(*(range(pool[index] + 1) for index in fit)):
            self.tick()
            counts = [0] * len(pool)
            for index, count in zip(fit, chosen):
                counts[index] = count
            if any(chosen) and self.alone[at]:
                cards = [*meld.cards, *self._cards(counts)]
                if meld.kind.problem(rules, meld.key, cards, new=placed + sum(chosen) == len(cards)) is not None:
                    continue
            rest = tuple(have - used for have, used in zip(pool, counts))
            for more, left in self._additions(at + 1, rest):
                yield [tuple(counts), *more], left

    def _made(self, first: int, pool: tuple[int, ...], kept: int, used: frozenset) -> Iterator[list]:
        """Every way of making new melds of `pool`, each counted under its first class, the
        rest staying in the hand (at most `keep` cards, where that counts); `used`: the
        kinds and keys of new melds of kinds kept one to a side."""
        while first < len(pool) and not pool[first]:
            first += 1
        if first == len(pool):
            yield []
            return
        for stay in range(pool[first] + 1):
            if self.keep is not None and kept + stay > self.keep:
                break
            for here, rest, now_used in self._grouped(first, pool, pool[first] - stay, 0, used):
                left = list(rest)
                left[first] = 0
                for more in self._made(first + 1, tuple(left), kept + stay, now_used):
                    yield here + more

    def _grouped(self, first: int, pool: tuple[int, ...], wanted: int, start: int, used: frozenset):
        """New melds holding `wanted` cards of class `first` in all, from the `start`th candidate on."""
        if wanted == 0:
            yield [], pool, used
            return
        options = self.by_first.get(first, [])
        for at in range(start, len(options)):
            self.tick()
            counts, unique = options[at]
            if counts[first] > wanted or unique in used or any(need > have for need, have in zip(counts, pool)):
                continue
            rest = tuple(have - need for have, need in zip(pool, counts))
            for more, left, now_used in self._grouped(first, rest, wanted - counts[first], at,
                                                      used | {unique} if unique else used):
                yield [counts, *more], left, now_used

    def _steps(self, laid: tuple[int, ...], added: list, made: list) -> Iterator[list[Step]]:
        """The steps of one assignment in their first order, and with each way of merging."""
        self.tick()
        left = list(self.full)

        def take(counts: Sequence[int]) -> list[Card]:
            cards = []
            for index, count in enumerate(counts):
                start = len(self.classes[index]) - left[index]
                cards += self.classes[index][start:start + count]
                left[index] -= count
            return cards

        steps: list[tuple[int, Step]] = []
        for index, count in zip(self.layable, laid):
            steps += [(0, ("lay", card)) for card in take([0] * index + [count])]
        for meld, add in zip(self.melds, added):
            if any(add):
                order = 1 if meld.id == self.top_id else 2 if meld.kind in (WILD, DEUCE) else 3
                steps.append((order, ("add", meld.id, take(add))))
        news = []
        for index, counts in enumerate(made):
            cards = take(counts)
            kind = kind_of_new_meld(self.rules, cards)
            assert kind is not None
            news.append((index, kind, cards))
            steps.append((7 if kind[0] is THREES else 5 if kind[0] in (WILD, DEUCE) else 4, ("new", index, cards)))
        steps.sort(key=lambda item: item[0])
        first = [step for order, step in steps if order < 7]
        last = [step for order, step in steps if order == 7]
        for merges in (self._merges(news) if self.merging else [[]]):
            yield first + merges + last

    def _merges(self, news: list) -> list[list[Step]]:
        """Every way of merging the side's groups of one rank (on the table and new) into
        fewer groups, as the merges of each way: no merge first."""
        by_key: dict[str, list] = {}
        for meld in self.table.melds:
            if meld.kind is GROUP:
                by_key.setdefault(meld.key, []).append(meld.id)
        for index, (kind, key), _ in news:
            if kind is GROUP:
                by_key.setdefault(key, []).append(("new", index))
        ways: list[list[Step]] = [[]]
        for refs in by_key.values():
            if len(refs) > 1:
                ways = [way + more for way in ways for more in _cluster_merges(refs)]
        return ways


def _cluster_merges(refs: list) -> list[list[Step]]:
    """For each way of putting `refs` (groups) into clusters, the merges that make each
    cluster one group (each joins the cluster's first)."""
    partitions: list[list[list]] = [[]]
    for ref in refs:
        partitions = [[*part[:at], [*part[at], ref], *part[at + 1:]] for part in partitions
                      for at in range(len(part))] + [[*part, [ref]] for part in partitions]
    return [[("merge", cluster[0], other) for cluster in part for other in cluster[1:]] for part in partitions]
