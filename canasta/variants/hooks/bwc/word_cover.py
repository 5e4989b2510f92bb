"""The last placings of a turn, worked out on the hand's letter counts (turn_search.py asks
once no join nor switch is to come): each of the side's words gets at most one more
placing of letters (several would make one), the other cards go into new words or stay
in the hand. Two questions, each answered exactly, with the placings that do it:

- `going_out`: can every card but at most one be placed, with the canastas the side
  needs (and, for a side that has not melded, its first meld: ruling 16)?
- `first_meld`: can the side's first meld be made (ruling 12: its points, or one word
  long enough) keeping at least some cards in the hand?

Both place the hand's rarest letter first: it goes into a new word, into one of the
words, or stays in the hand, and every way of each is tried (letter_ways.py), so no
placing is missed; what is left is asked about the same way. Answers are kept by what
is left (the letters, the stars, the words not yet grown, what is still owed), so a
hand's letters are looked at once however the placings that come to them are ordered.
The only "no" without a search to the end is a count that proves it (the cards' points,
the canastas that the cards left could still make, and where a going-out search grows
long, the most cards the placings of what is left could take: placing_bound.py).
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from canasta.engine.features.lexicon import LETTERS

from .letter_ways import FIELD, SHIFT, Letters, Way, count_of, rarest
from .placing_bound import PARTS, Column, weights

# A placing: the meld's place among `Cover.melds` (NEW: a new word) and how.
Placing = tuple[int, Way]
NEW = -1
STAR = "*"
# Positions a going-out search looks at before the bound on the cards its placings can
# take is worked out: most searches end sooner, and for them the bound would cost more.
BOUND_AFTER = 300
# A search that has looked at this many positions below one without a way out works the
# bound out for what is left there (once a position): a dead end below may be proven so by
# a bound of its own where the whole hand's weights do not show it.
BOUND_AGAIN_AFTER = 300
# The bound's weights: of the letters (by shift, the letters weighed), of a star, of each word.
Weights = tuple[list[tuple[int, int]], int, list[int]]


def _weighed(weights: Weights, packed: int, stars: int, mask: int) -> int:
    """At most how many cards, PARTS to a card, the placings of these letters and stars
    into new words and the words of `mask` take (by `weights`)."""
    by_letter, star, melds = weights
    return sum(weight * ((packed >> shift) & FIELD) for shift, weight in by_letter) + star * stars + \
        sum(weight for place, weight in enumerate(melds) if mask >> place & 1)


class _Proven(Exception):
    """The bound proved, midway through a going-out search, that there is no way out."""


class MeldFacts(NamedTuple):
    """One of the side's words as the placings see it."""

    key: str
    stars: int
    naturals: int

    @property
    def length(self) -> int:
        return self.stars + self.naturals


class FirstMeld(NamedTuple):
    """What the side's first meld still owes: `points` more (of the cards placed from
    here), or one word of `letters` cards (None: no such choice); `met`, a word that long
    is on the table already."""

    points: int
    letters: int | None
    met: bool = False


class GoingOut(NamedTuple):
    """The placings of a way to go out, and the card kept to discard (a letter, STAR,
    or None: every card placed)."""

    placings: tuple[Placing, ...]
    kept: str | None


class Cover:
    """The questions about one hand (`packed` letters and `stars` stars) and the side's
    words that may still grow (`melds`)."""

    def __init__(self, letters: Letters, melds: Sequence[MeldFacts], packed: int, stars: int):
        self.letters = letters
        self.melds = tuple(melds)
        self.packed = packed
        self.stars = stars
        self.cards = sum(count_of(packed, letter) for letter in SHIFT) + stars
        self._ways: dict[tuple, list[Placing]] = {}
        # Each word's longer words with the whole hand, by the letters they add: a
        # position's placings are read off them.
        self._grown: list[dict[str | None, list]] = []

    # ------------------------------------------------------------------ ways

    def _ways_of(self, packed: int, stars: int, mask: int, letter: str | None) -> list[Placing]:
        """The placings that take a natural `letter` from `packed` (None: only stars, into
        the words of `mask`), the longest first."""
        question = (packed, stars, mask, letter)
        found = self._ways.get(question)
        if found is None:
            letters = self.letters
            found = [] if letter is None else [(NEW, way) for way in letters.new_words(packed, stars, letter)]
            for place, meld in enumerate(self.melds):
                if mask >> place & 1:
                    found += [(place, way) for way in letters.extensions_from(
                        self._grown_by(place, letter), meld.stars, meld.naturals, packed, stars, letter,
                        only_stars=letter is None)]
            found.sort(key=lambda placing: (-placing[1].length, -placing[1].value, placing[0], placing[1].word))
            self._ways[question] = found
        return found

    def _grown_by(self, place: int, letter: str | None) -> list:
        """The longer words of meld `place` with the whole hand that add `letter` (None:
        all of them)."""
        if not self._grown:
            self._grown = [{} for _ in self.melds]
        by_letter = self._grown[place]
        if None not in by_letter:
            meld = self.melds[place]
            by_letter[None] = list(self.letters.grown_words(meld.key, self.packed, self.stars))
        found = by_letter.get(letter)
        if found is None:
            found = by_letter[letter] = [item for item in by_letter[None] if letter in item[1]]
        return found

    def _cards_of(self, placing: Placing) -> int:
        place, way = placing
        return way.length - (self.melds[place].length if place != NEW else 0)

    def _completes(self, placing: Placing) -> bool:
        place, way = placing
        canasta = self.letters.canasta
        return way.length >= canasta and (place == NEW or self.melds[place].length < canasta)

    def _all_melds(self) -> int:
        return (1 << len(self.melds)) - 1

    # ------------------------------------------------------------ going out

    def going_out(self, canastas: int, first: FirstMeld | None) -> GoingOut | None:
        """A way to place every card but at most one with `canastas` more canastas made
        (and `first` met, where the first meld is still owed), or None when there is none."""
        self._short = canastas
        self._first = first
        self._hand_value = self.letters.value_of(self.packed, self.stars)
        self._out: dict[tuple, GoingOut | None] = {}
        self._looked = 0
        self._weights: Weights | None = None
        try:
            return self._go(self.packed, self.stars, self.cards, self._all_melds(), None, 0,
                            first is None or first.met)
        except _Proven:
            return None

    def _go(self, packed: int, stars: int, cards: int, mask: int, kept: str | None, made: int,
            long_met: bool) -> GoingOut | None:
        first = self._first
        kept_key: object = kept is not None if first is None or long_met else kept
        key = (packed, stars, mask, kept_key, min(made, self._short), long_met)
        if key in self._out:
            return self._out[key]
        self._out[key] = found = self._go_search(packed, stars, cards, mask, kept, made, long_met)
        return found

    def _go_search(self, packed: int, stars: int, cards: int, mask: int, kept: str | None, made: int,
                   long_met: bool) -> GoingOut | None:
        if not cards:
            return GoingOut((), kept) if self._went_out(made, long_met, kept) else None
        if made + self._canastas_within(cards, mask) < self._short:
            return None  # (the cards left cannot make the canastas still wanted)
        self._looked += 1
        if self._looked == BOUND_AFTER:
            self._weights = self._placing_weights(self.packed, self.stars, self._all_melds())
            if self._cannot_place(self._weights, self.packed, self.stars, self._all_melds(), self.cards - 1):
                raise _Proven
        if self._cannot_place(self._weights, packed, stars, mask, cards - (kept is None)):
            return None  # (the bound's weights hold for what is left of the hand too)
        letter = rarest(packed) if packed else None
        longest = self._first.letters if self._first is not None and self._first.letters is not None else None
        began = self._looked
        for placing in self._ways_of(packed, stars, mask, letter):
            place, way = placing
            rest = self._go(packed - way.used, stars - way.stars, cards - self._cards_of(placing),
                            mask & ~(1 << place) if place != NEW else mask, kept, made + self._completes(placing),
                            long_met or (longest is not None and way.length >= longest))
            if rest is not None:
                return GoingOut((placing, *rest.placings), rest.kept)
            if began >= 0 and self._looked - began > BOUND_AGAIN_AFTER:
                began = -1  # (asked once a position)
                if self._cannot_place(self._placing_weights(packed, stars, mask), packed, stars, mask,
                                      cards - (kept is None)):
                    return None
        if kept is None:
            if letter is not None:
                return self._go(packed - (1 << SHIFT[letter]), stars, cards - 1, mask, letter, made, long_met)
            return self._go(packed, stars - 1, cards - 1, mask, STAR, made, long_met)
        return None

    def _went_out(self, made: int, long_met: bool, kept: str | None) -> bool:
        if made < self._short:
            return False
        first = self._first
        if first is None or long_met:
            return True
        letters = self.letters
        kept_value = 0 if kept is None else letters.star_value if kept == STAR else letters.values[kept]
        return self._hand_value - kept_value >= first.points

    def cannot_place_but_one(self) -> bool:
        """True where it is proven that the placings cannot take every card of the hand but
        one (placing_bound.py): no way out is left."""
        every = self._all_melds()
        return self._cannot_place(self._placing_weights(self.packed, self.stars, every), self.packed, self.stars,
                                  every, self.cards - 1)

    @staticmethod
    def _cannot_place(weights: Weights | None, packed: int, stars: int, mask: int, cards: int) -> bool:
        """Whether `weights` (None: no bound) prove that the placings of these letters and
        stars into new words and the words of `mask` cannot take `cards` cards."""
        return weights is not None and _weighed(weights, packed, stars, mask) < cards * PARTS

    def _placing_weights(self, packed: int, stars: int, mask: int) -> Weights | None:
        """The bound's weights (placing_bound.weights) for the placings of these letters
        and stars into new words and the words of `mask`, or None."""
        rows = {letter: place for place, letter in enumerate(LETTERS)}
        star_row = len(LETTERS)
        limits = [count_of(packed, letter) for letter in LETTERS] + [stars] + [mask >> place & 1
                                                                               for place in range(len(self.melds))]

        def takes(way: Way) -> tuple[tuple[int, int], ...]:
            naturals = tuple((rows[letter], count_of(way.used, letter)) for letter in LETTERS
                             if count_of(way.used, letter))
            return naturals + ((star_row, way.stars),) if way.stars else naturals

        letters = self.letters
        columns = [Column(takes(way), way.length) for way in letters.new_words(packed, stars, None)]
        for place, meld in enumerate(self.melds):
            if mask >> place & 1:
                columns += [Column((*takes(way), (star_row + 1 + place, 1)), way.length - meld.length)
                            for way in letters.extensions(meld.key, meld.stars, meld.naturals, packed, stars, None)]
        found = weights(sorted(columns), limits)
        if found is None:
            return None
        return ([(SHIFT[letter], found[place]) for place, letter in enumerate(LETTERS) if found[place]],
                found[star_row], found[star_row + 1:])

    def _canastas_within(self, cards: int, mask: int) -> int:
        """How many canastas `cards` more cards could make at most: the words of `mask`
        short of a canasta, the nearest first, then new words of a canasta's length."""
        canasta = self.letters.canasta
        wanting = sorted(canasta - meld.length for place, meld in enumerate(self.melds)
                         if mask >> place & 1 and meld.length < canasta)
        made = 0
        for cost in wanting:
            if cost > cards:
                break
            cards -= cost
            made += 1
        return made + cards // canasta

    # ------------------------------------------------------------ first meld

    def first_meld(self, first: FirstMeld, keep: int) -> tuple[Placing, ...] | None:
        """Placings that make the first meld `first` owes and keep at least `keep` cards in
        the hand, or None when there are none."""
        if first.met:
            return () if self.cards >= keep else None
        if first.letters is not None:
            long = self._long_word(first.letters, keep)
            if long is not None:
                return (long,)
        self._keep = keep
        self._best: dict[tuple, list] = {}
        found = self._fm(self.packed, self.stars, self.cards, self._all_melds(), 0, first.points)
        return None if found is None else found[1]

    def _long_word(self, letters: int, keep: int) -> Placing | None:
        """One new word, or one word grown, of at least `letters` cards that keeps `keep`."""
        for placing in self._ways_of_any():
            if placing[1].length >= letters and self.cards - self._cards_of(placing) >= keep:
                return placing
        return None

    def _ways_of_any(self) -> list[Placing]:
        letters = self.letters
        found = [(NEW, way) for way in letters.new_words(self.packed, self.stars, None)]
        for place, meld in enumerate(self.melds):
            found += [(place, way) for way in letters.extensions(
                meld.key, meld.stars, meld.naturals, self.packed, self.stars, None)]
        return found

    def _fm(self, packed: int, stars: int, cards: int, mask: int, kept: int,
            need: int) -> tuple[int, tuple[Placing, ...]] | None:
        """Placings of at least `need` points from here that keep `self._keep` cards in all
        (`kept` kept so far), with their points; None where there are none. What is kept
        of a position: the most points found from it (with its placings) and the least
        proven out of reach."""
        keep = self._keep
        kept = min(kept, keep)
        if kept + cards < keep:
            return None
        key = (packed, stars, mask, kept)
        known = self._best.get(key)
        if known is None:
            known = self._best[key] = [-1, (), self._most_points(packed, stars, keep - kept)]
        if need <= known[0]:
            return known[0], known[1]
        if need > known[2]:
            return None
        if need <= 0 or not cards:
            found: tuple[int, tuple[Placing, ...]] | None = (0, ()) if need <= 0 else None
        else:
            found = self._fm_search(packed, stars, cards, mask, kept, need)
        if found is None:
            known[2] = min(known[2], need - 1)
        elif found[0] > known[0]:
            known[0], known[1] = found
        return found

    def _fm_search(self, packed: int, stars: int, cards: int, mask: int, kept: int,
                   need: int) -> tuple[int, tuple[Placing, ...]] | None:
        letter = rarest(packed) if packed else None
        placings = sorted(self._ways_of(packed, stars, mask, letter), key=lambda placing: -placing[1].value)
        for placing in placings:
            place, way = placing
            rest = self._fm(packed - way.used, stars - way.stars, cards - self._cards_of(placing),
                            mask & ~(1 << place) if place != NEW else mask, kept, need - way.value)
            if rest is not None:
                return way.value + rest[0], (placing, *rest[1])
        if letter is not None:
            return self._fm(packed - (1 << SHIFT[letter]), stars, cards - 1, mask, kept + 1, need)
        return self._fm(packed, stars - 1, cards - 1, mask, kept + 1, need)

    def _most_points(self, packed: int, stars: int, keep: int) -> int:
        """The points of all these cards but the `keep` cheapest, which stay in the hand."""
        letters = self.letters
        values = sorted([letters.values[letter] for letter in SHIFT for _ in range(count_of(packed, letter))]
                        + [letters.star_value] * stars)
        return sum(values[max(keep, 0):])
