"""What the word game's moves are worth to the seat to move: a word laid, letters put
into a word, two words joined, a letter kept or thrown, the pile taken.

Everything is read through one seat's eyes: its hand, the tables, the pile and how many
cards the others hold (a sandbox or a sampled deal, never the hidden cards).

The worth of a side's words: their cards' points, each canasta's bonus, and for a word
still short of a canasta a share of that bonus that grows with its length (a longer
word is nearer seven letters and has more ways to grow). A card in hand counts against
the side by the chance the hand ends with it there; a star kept in hand is worth more
than its points on a short word: it is what finishes a canasta.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from typing import Sequence

from canasta.engine import Action, Card, GameState, Meld, Rules
from canasta.variants.hooks.bwc import lexicon, letter_of

from ..evaluation import going_out_threat, next_opponent
from ..style import Style
from .finder import WordFinder, growth, hand_letters, letter_share

# The share of a mixed canasta's bonus a word of this length is worth on the table.
PROGRESS = {3: 0.03, 4: 0.07, 5: 0.14, 6: 0.3}
# A star in hand early in the hand: its points, laid later, and its use as the last letter
# of a canasta; so a star goes into a short word only when the hand's end nears (against
# Beginner, 60 deals: 80 -> 110, 75.0% -> 80.0%, mean +431 -> +484).
STAR_KEPT = 110.0
HAND_RISK = 0.15        # the least share of a card's points it costs held (more as the hand's end nears)
LETTER_KEPT = 14.0      # a letter that takes part in many of the hand's words, kept
TAKE_SAMPLES = 300      # sampled hands behind the chance that a letter takes the pile
LONGEST_HAND = 20
UNOPENED_TAKE_SHARE = 0.3  # a side that has not melded must also reach its first meld with the word
HELD_LETTER = 12.0      # a letter held, by its share of the word list's words: what it may still make
HELD_STAR = 30.0        # a star held, besides its worth for a canasta
BLANK_HAND = 9          # hands this small are also read with one letter more to come (the next draw)
# The chance that a side with its canastas goes out within a round, by the fewest letters
# one of its players holds: measured, not the card games' table (bench/race.py, BWC, 400
# hands of Advanced in every seat, every turn noted). A last letter goes out only with a
# drawn one that spells a word with it or into one: a side that has come down to one
# letter goes out within the round in 26 turns of 100, one with two or three in 35-41
# (the card games' table, read a card longer, had said 70 and 50-35).
OUT_WITH_LETTERS = {1: 0.26, 2: 0.41, 3: 0.35, 4: 0.2}
OUT_WITH_MORE_LETTERS = 0.1


def card_risk(threat: float) -> float:
    """The share of a card's points that holding it costs: the chance the hand ends with it held."""
    return HAND_RISK + 0.6 * threat


def word_worth(rules: Rules, meld: Meld, growing: float = 1.0) -> float:
    """What one of the side's words is worth: its points, and its canasta bonus or a share
    of it (times `growing`, the chance the hand lasts for it to grow)."""
    points = sum(map(rules.value_of, meld.cards))
    earned = meld.kind.bonus(rules, meld.key, meld.cards)
    if earned is not None:
        return points + earned[1]
    share = PROGRESS.get(len(meld.cards), 0.0) * 2 * growth(rules, meld.key)
    return points + rules.mixed_canasta_bonus * share * growing


def table_worth(state: GameState, side: int, growing: float = 1.0) -> float:
    rules = state.rules
    return sum(word_worth(rules, meld, growing) for meld in state.tables[side])


def out_soon(state: GameState, side: int) -> float:
    """The chance `side` goes out within a round: it has its canastas, and a short hand."""
    if not state.opened[side] or state.canastas_short(side) > 0:
        return 0.0
    fewest = min(len(state.hands[seat]) for seat in state.seats_of(side))
    return OUT_WITH_LETTERS.get(fewest, OUT_WITH_MORE_LETTERS)


def position_value(state: GameState, side: int, held_weight: float = 0.6) -> float:
    """What `side` can expect from the hand from here (a sampled deal, every card known):
    its words, less a share of the cards its players still hold; where a side may soon go
    out, its bonus for it, the cards the others hold counted in full, and words short of a
    canasta worth only their points (the hand ends before they grow)."""
    rules = state.rules
    held = sum(rules.value_of(card) for seat in state.seats_of(side) for card in state.hands[seat])
    ours = out_soon(state, side)
    theirs = max((out_soon(state, other) for other in range(state.sides) if other != side), default=0.0)
    return (table_worth(state, side, 1.0 - max(ours, theirs)) - held_weight * held - state.penalties[side]
            + ours * (rules.going_out_bonus + held_weight * held) - theirs * (1.0 - held_weight) * held)


@lru_cache(maxsize=None)
def take_chances(rules: Rules) -> dict[str, tuple[float, ...]]:
    """For each letter, the chance that a hand of n cards (index n) makes a three-letter
    word with it on top of the pile: two of its letters, or a letter and a star, that
    spell one with it. Sampled once per word list from hands dealt from the deck."""
    words = [word for word in lexicon(rules) if len(word) == 3]
    # partners[top][x]: the letters y that make a word with `top`, x and y.
    partners: dict[str, dict[str, set[str]]] = {}
    for word in words:
        for place, top in enumerate(word):
            x, y = (letter for index, letter in enumerate(word) if index != place)
            partners.setdefault(top, {}).setdefault(x, set()).add(y)
            partners[top].setdefault(y, set()).add(x)
    deck = [letter_of(rules, card) or "*" for card in rules.deck_spec.cards(4)]
    rng = random.Random(0)
    taken_at: dict[str, list[int]] = {letter: [] for letter in partners}
    for _ in range(TAKE_SAMPLES):
        rng.shuffle(deck)
        counts: Counter[str] = Counter()
        first: dict[str, int] = {}
        for size, letter in enumerate(deck[:LONGEST_HAND], 1):
            counts[letter] += 1
            for top, by_letter in partners.items():
                if top in first:
                    continue
                if letter == "*":
                    hit = any(counts[x] for x in by_letter if x != "*")
                else:
                    hit = counts["*"] > 0 and letter in by_letter or any(
                        counts[y] >= (2 if y == letter else 1) for y in by_letter.get(letter, ()))
                if hit:
                    first[top] = size
        for top in partners:
            taken_at[top].append(first.get(top, LONGEST_HAND + 1))
    return {top: tuple(sum(1 for at in sizes if at <= size) / TAKE_SAMPLES for size in range(LONGEST_HAND + 1))
            for top, sizes in taken_at.items()}


def take_chance(rules: Rules, letter: str, hand_size: int) -> float:
    """The chance that a hand of `hand_size` cards takes the pile with `letter` on top."""
    chances = take_chances(rules).get(letter)
    return 0.0 if chances is None else chances[min(hand_size, LONGEST_HAND)]


def pile_worth(rules: Rules, pile: Sequence[Card]) -> float:
    """What the pile's cards are worth to the player who takes them: letters to make words with, stars above all."""
    stars = sum(1 for card in pile if rules.is_wild(card))
    return 20.0 + 12.0 * len(pile) + 40.0 * stars


class WordJudge:
    """The worth of moves and cards for the seat to move of `state`, in `style`."""

    def __init__(self, state: GameState, style: Style, quick: bool = False):
        """`quick`: letters kept judged by the hand's own words, without the next draw nor
        the side's words (for rollouts)."""
        self.quick = quick
        self.state = state
        self.style = style
        self.rules = state.rules
        self.seat = state.current_player()
        self.side = state.side_of(self.seat)
        self.threat = going_out_threat(state, self.seat)
        self.finder = WordFinder(self.rules)

    # ------------------------------------------------------------ moves

    def star_kept(self, state: GameState | None = None) -> float:
        """What a star held is worth now, against laying it (`state`: the turn as it stands)."""
        state = state or self.state
        if not self.style.keep_stars or state.canastas_short(self.side) == 0:
            return 0.0  # with the canastas to go out, every card melded is one less to hold
        return STAR_KEPT * (1.0 - self.threat)

    def move_gain(self, state: GameState, action: Action) -> float:
        """What a meld or a join played in `state` gains: the side's words' worth, and the
        cards it takes out of the hand (less a star's worth kept)."""
        after = state.clone()
        after.apply(action)
        gain = table_worth(after, self.side) - table_worth(state, self.side)
        risk = card_risk(self.threat)
        star_kept = self.star_kept(state)
        for card in action.cards:
            gain += self.rules.value_of(card) * risk
            if self.rules.is_wild(card):
                gain -= star_kept
        return gain

    def take_gain(self, state: GameState, action: Action) -> float:
        """What taking the pile with the word of `action` gains over drawing a card."""
        rules = self.rules
        top = state.pile_top()
        assert top is not None
        risk = card_risk(self.threat)
        word = action.word or ""
        gain = sum(rules.value_of(card) for card in action.cards) * (1 + risk) + rules.value_of(top)
        gain += rules.mixed_canasta_bonus * PROGRESS.get(len(word), 0.0 if len(word) < 7 else 1.0)
        gain -= sum(self.star_kept() for card in action.cards if rules.is_wild(card))
        if state.opened[self.side]:
            for card in state.pile[:-1]:
                gain += self.star_kept() if rules.is_wild(card) else 6.0
                gain -= rules.value_of(card) * risk
        return gain - (6.0 - 11.0 * risk)  # a card from the stock, of a mean worth

    def outcome(self, state: GameState) -> float:
        """What the side's position is worth to the seat at the end of its turn: its words,
        and the seat's hand, each card weighed by its use and what it costs held."""
        rules = self.rules
        risk = card_risk(self.threat)
        share = letter_share(rules)
        worth = table_worth(state, self.side)
        star_kept = self.star_kept(state)
        for card in state.hands[self.seat]:
            letter = letter_of(rules, card)
            use = star_kept + HELD_STAR if letter is None else HELD_LETTER * share[letter]
            worth += use - rules.value_of(card) * risk
        return worth

    # ------------------------------------------------------------ cards kept

    def keep_worth(self, hand: Sequence[Card], table_words: Sequence[str]) -> dict[Card, float]:
        """What keeping each card of `hand` is worth: a star its worth held, a letter by how
        much it takes part in the words the hand could make (with the next draw, and put
        into the side's words)."""
        rules = self.rules
        letters, stars = hand_letters(rules, hand)
        if self.quick:
            use = self.finder.letter_use(letters, stars, (), 0)
        else:
            use = self.finder.letter_use(letters, stars, table_words, 1 if len(hand) <= BLANK_HAND else 0)
        most = max(use.values(), default=0.0) or 1.0
        share = letter_share(rules)
        held = Counter(letters)
        worth: dict[Card, float] = {}
        for card in dict.fromkeys(hand):
            letter = letter_of(rules, card)
            if letter is None:
                worth[card] = 30.0 + self.star_kept()
                continue
            fit = use.get(letter, 0.0) / most
            worth[card] = (LETTER_KEPT * fit + 8.0 * share[letter]) / held[letter] ** 0.5
        return worth

    def discard_costs(self, hand: Sequence[Card], table_words: Sequence[str],
                      rng: random.Random | None = None) -> dict[Card, float]:
        """For each card of `hand`: what discarding it costs (lower is better)."""
        style, rules = self.style, self.rules
        worth = self.keep_worth(hand, table_words)
        costs: dict[Card, float] = {}
        risk = card_risk(self.threat)
        noise = style.discard_noise
        for card, kept in worth.items():
            cost = kept
            if style.safe_discards:
                cost += self.danger(card) - rules.value_of(card) * risk
            if noise and rng is not None:
                cost += rng.uniform(-noise, noise)
            costs[card] = cost
        return costs

    def danger(self, card: Card) -> float:
        """Points the next opponent may win by taking the pile with `card` on top."""
        state, rules = self.state, self.rules
        letter = letter_of(rules, card)
        if letter is None:
            return 0.0  # a star on top stops the pile
        other = next_opponent(state, self.seat)
        chance = take_chance(rules, letter, len(state.hands[other]))
        if not state.opened[state.side_of(other)]:
            chance *= UNOPENED_TAKE_SHARE
        return chance * pile_worth(rules, [*state.pile, card]) * self.style.danger_weight
