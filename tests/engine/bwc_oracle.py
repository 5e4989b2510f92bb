"""A brute-force answer to "can this BWC turn still end?", for tests, written apart from
the word turn's search (canasta/variants/hooks/bwc/turn_search.py): it never asks it,
nor the word list's index walks, nor the move list.

`oracle_way(state, going_out)` tries every move the judge's own rule checks allow, one
step at a time, from the position: every choice of hand cards, in every order, each star
standing for every letter, laid as a new word or put into one of the side's words
(whatever word the letters make: `Lexicon.anagrams`, then the judge's `meld_problem`);
every join of two words (`WordTurn.merge_problem`); every switch of a canasta's card for
a card of its letter from the hand or another word (`switch_problem`, which refuses one
that puts the side's words back as they were earlier in the turn, each position by the
switches that led to it). Positions are kept in a visited set by what they hold, not by
the way to them: with the way, the switches made in every order are too many to look at
(a position met again by other switches is not looked at again). A position is a way's
end when the judge accepts a discard or going out there (`explain`, which asks only the
end of turn rules). It is only fit for small hands: the moves grow with every ordering.

`sample_positions(count, seed)` gives small random positions of BWC (fixed seed), with
the side's first meld still owed or not, canastas and words a letter short of one,
stars in canastas and the letters to switch them out, switches already made, the pile
being taken.
"""

from __future__ import annotations

import random
import string
from collections import Counter
from itertools import combinations, permutations, product
from typing import Iterator

from canasta.engine import Action, GameState
from canasta.engine.play.actions import OUT
from canasta.engine.judge.legality import meld_problem
from canasta.engine.play.turn import Phase
from canasta.variants import load_preset
from canasta.variants.hooks.bwc import TURN
from canasta.variants.hooks.bwc.switch_moves import switch_problem
from canasta.variants.hooks.bwc.words import lexicon

COLOURS = "rbgy"
VOWELS = "AEIOU"


class OracleTooBig(Exception):
    """The position has more positions to look at than the `limit` the caller set."""


def oracle_way(state: GameState, going_out: bool = False, limit: int | None = None) -> list[Action] | None:
    """The moves of a way to end the turn from `state` (only by going out: `going_out`),
    the ending last; None where there is none. Raises OracleTooBig past `limit` positions."""
    seen: set[tuple] = set()
    ending = _ending(state, going_out)
    if ending is not None:
        return [ending]
    seen.add(_key(state))
    # Depth first, on a stack of the positions on the way and their moves not yet tried.
    stack: list[tuple[Action | None, Iterator[Action], GameState]] = [(None, _moves(state), state)]
    while stack:
        _, moves, here = stack[-1]
        move = next(moves, None)
        if move is None:
            stack.pop()
            continue
        after = here.clone()
        after.apply(move)
        ending = _ending(after, going_out)
        if ending is not None:
            return [step for step, _, _ in stack[1:]] + [move, ending]
        key = _key(after)
        if key in seen:
            continue
        seen.add(key)
        if limit is not None and len(seen) > limit:
            raise OracleTooBig(f"more than {limit} positions")
        stack.append((move, _moves(after), after))
    return None


def _ending(state: GameState, going_out: bool) -> Action | None:
    if state.taking is not None:
        return None
    hand = state.hands[state.current]
    if not hand:
        return OUT if state.explain(OUT) is None else None
    if going_out and len(hand) > 1:
        return None
    for card in dict.fromkeys(hand):
        if state.explain(Action("discard", (card,))) is None:
            return Action("discard", (card,))
    return None


def _key(state: GameState) -> tuple:
    side = state.side_of(state.current)
    return (tuple(sorted(str(card) for card in state.hands[state.current])),
            tuple((meld.id, meld.key, tuple(map(str, meld.cards))) for meld in state.tables[side]),
            frozenset(switch.into for switch in state.switches), state.turn_points(), bool(state.turn_moves),
            state.taking is None, tuple(map(str, state.pile)), state.opened[side], state.permission)


def _moves(state: GameState) -> Iterator[Action]:
    yield from _placings(state)
    table = state.tables[state.side_of(state.current)]
    for first, second in permutations(table, 2):
        merge = Action("merge", (), first.id, second.id)
        if TURN.merge_problem(state, merge) is None:
            yield merge
    hand = state.hands[state.current]
    for into in table:
        for out in dict.fromkeys(into.cards):
            for card in dict.fromkeys(hand):
                switch = Action("switch", (card, out), into.id)
                if switch_problem(state, switch) is None:
                    yield switch
            for source in table:
                if source is not into:
                    for card in dict.fromkeys(source.cards):
                        switch = Action("switch", (card, out), into.id, source.id)
                        if switch_problem(state, switch) is None:
                            yield switch


def _placings(state: GameState) -> Iterator[Action]:
    """Every new word and every placing into a word the judge's meld rules allow."""
    rules = state.rules
    words = lexicon(rules)
    hand = state.hands[state.current]
    table = state.tables[state.side_of(state.current)]
    seen = set()
    for size in range(1, len(hand) + 1):
        for chosen in set(combinations(sorted(hand, key=str), size)):
            stars = [card for card in chosen if card.rank == "ST"]
            letters = "".join(card.rank.lower() for card in chosen if card.rank != "ST")
            for given in product(string.ascii_lowercase, repeat=len(stars)):
                spelled = letters + "".join(given)
                targets: list = [None] + list(table) if size >= 3 else list(table)
                for meld in targets:
                    whole = spelled + ("" if meld is None else meld.key)
                    for word in words.anagrams(whole):
                        for order in set(permutations(chosen)):
                            action = Action("meld", order, None if meld is None else meld.id, word=word)
                            if action not in seen and meld_problem(state, action) is None:
                                seen.add(action)
                                yield action


def _holds_in_order(inner: str, outer: str) -> bool:
    rest = iter(outer)
    return all(letter in rest for letter in inner)


def _deck() -> Counter:
    cards: Counter = Counter()
    for letter in string.ascii_uppercase:
        for colour in COLOURS:
            cards[letter + colour] = 2 if letter in VOWELS else 1
    cards["ST"] = 4
    return cards


class _Dealer:
    """Cards for a position, each face no more often than the deck holds it."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.left = _deck()

    def take(self, face: str) -> str | None:
        if self.left[face] <= 0:
            return None
        self.left[face] -= 1
        return face

    def letter(self, letter: str, colour: str | None = None) -> str | None:
        colours = [colour] if colour else self.rng.sample(COLOURS, 4)
        for one in colours:
            if self.take(letter.upper() + one):
                return letter.upper() + one
        return None

    def any(self) -> str:
        faces = [face for face, count in self.left.items() if count > 0 and face != "ST"]
        face = self.rng.choice(sorted(faces))
        self.left[face] -= 1
        return face


def _word_cards(dealer: _Dealer, word: str, colour: str | None, star_at: int | None) -> list[str] | None:
    cards = []
    for place, letter in enumerate(word):
        card = dealer.take("ST") if place == star_at else dealer.letter(letter, colour)
        if card is None:
            return None
        cards.append(card)
    return cards


def sample_positions(count: int, seed: int) -> Iterator[tuple[str, GameState]]:
    """`count` small random BWC positions in the play phase (a description, the state)."""
    rng = random.Random(seed)
    rules = load_preset("bwc")
    words = lexicon(rules)
    by_length: dict[int, list[str]] = {}
    for word in sorted(words):
        by_length.setdefault(len(word), []).append(word)
    joined = [(word[:cut], word[cut:]) for word in by_length[7] + by_length[8] for cut in range(3, len(word) - 2)
              if word[:cut] in words and word[cut:] in words]
    made = 0
    while made < count:
        found = _one_position(rng, by_length, joined)
        if found is None:
            continue
        name, text = found
        state = GameState.from_text(text, rules=rules)
        if state.phase == Phase.DRAW:
            takes = sorted(_takes(state), key=str)
            if not takes:
                continue
            state.apply(rng.choice(takes))
            name += ", pile being taken" if state.taking is not None else ", pile taken"
        elif not state.opened[0] and rng.random() < 0.7:
            laid = sorted((move for move in _placings(state) if move.to is None), key=str)
            if laid:
                state.apply(rng.choice(laid))
                name += ", a word laid"
        elif rng.random() < 0.5:
            switches = sorted((move for move in _moves(state) if move.kind == "switch"), key=str)
            if switches:
                state.apply(rng.choice(switches))
                name += ", a switch made"
        if state.phase != Phase.PLAY:
            continue
        made += 1
        yield name, state


def _takes(state: GameState) -> Iterator[Action]:
    """Every take of the pile with a new word of its top card and hand cards."""
    words = lexicon(state.rules)
    top = state.pile[-1]
    hand = state.hands[state.current]
    for size in (2, 3):
        for chosen in set(combinations(sorted(hand, key=str), size)):
            if any(card.rank == "ST" for card in chosen):
                continue
            for word in words.anagrams(top.rank.lower() + "".join(card.rank.lower() for card in chosen)):
                for order in set(permutations(chosen)):
                    action = Action("take", order, word=word)
                    if TURN.take_problem(state, action) is None:
                        yield action


def _one_position(rng: random.Random, by_length: dict[int, list[str]],
                  joined: list[tuple[str, str]]) -> tuple[str, str] | None:
    dealer = _Dealer(rng)
    players = rng.choice([2, 2, 4])
    opened = rng.random() < 0.7
    taking = not opened and rng.random() < 0.4
    tables: list[tuple[str, list[str], str | None, int | None]] = []
    words: list[str] = []
    if opened and rng.random() < 0.25:
        words += list(rng.choice(joined))  # two words that join into a word
    for _ in range(rng.randint(0 if words else 1, 2 if words else 3) if opened else 0):
        words.append(rng.choice(by_length[rng.choice([3, 4, 5, 6, 6, 6, 7, 7, 8])]))
    for word in words:
        colour = rng.choice(COLOURS) if len(word) >= 7 and rng.random() < 0.6 else None
        star_at = rng.randrange(len(word)) if rng.random() < 0.3 else None
        cards = _word_cards(dealer, word, colour, star_at)
        if cards is None:
            return None
        tables.append((word, cards, colour, star_at))
    hand: list[str] = []
    if tables and rng.random() < 0.4:  # letters that grow one of the words, often into a canasta
        word = rng.choice(tables)[0]
        longer = [other for length in range(len(word) + 1, len(word) + 3) for other in by_length.get(length, ())
                  if _holds_in_order(word, other)]
        if longer:
            added = Counter(rng.choice(longer)) - Counter(word)
            for letter in sorted(added.elements()):
                card = dealer.letter(letter)
                if card:
                    hand.append(card)
    if tables and rng.random() < 0.5:  # the letter to switch a canasta's star out
        word, cards, colour, star_at = rng.choice(tables)
        if star_at is not None and colour is not None:
            card = dealer.letter(word[star_at], colour)
            if card:
                hand.append(card)
    pile = [dealer.any() for _ in range(rng.choice([0, 1, 3]))]
    if taking:  # two letters of the hand make a word with the pile's top card
        word = rng.choice(by_length[3])
        top = dealer.letter(word[0])
        if top is None:
            return None
        pile.append(top)
        hand += [card for card in (dealer.letter(letter) for letter in word[1:]) if card]
    elif not pile:
        pile.append(dealer.any())
    size = max(len(hand), rng.randint(1, 4) if opened else rng.randint(4, 6))
    for seed_word in (rng.choice(by_length[rng.choice([3, 4])]), rng.choice(by_length[3])):
        for letter in seed_word:
            if len(hand) < size:
                card = dealer.letter(letter)
                if card:
                    hand.append(card)
    while len(hand) < size:
        hand.append(dealer.take("ST") if rng.random() < 0.15 and dealer.left["ST"] else dealer.any())
    others = [dealer.any() for _ in range(players - 1)]
    stock = [dealer.any() for _ in range(3)]
    score = rng.choice([0, 0, 1600, 3100])
    lines = [f"players: {players}", f"phase: {'draw' if taking else 'play'}", "current: 0",
             f"scores: {score} 0", f"opened 0: {'yes' if opened else 'no'}", "hand 0: " + " ".join(hand),
             "stock: " + " ".join(stock), "pile: " + " ".join(pile)]
    for seat, card in enumerate(others, start=1):
        lines.append(f"hand {seat}: {card}")
    if opened and players == 4 and rng.random() < 0.2:
        lines += ["asked: yes", "permission: yes"]
    if tables:
        lines.append("table 0: " + " | ".join(f"{word} word: {' '.join(cards)}" for word, cards, _, _ in tables))
    name = f"{players} players, {'opened' if opened else 'first meld owed'}, {len(hand)} cards, " \
           f"{len(tables)} words"
    text = "canasta position 1\nrules: bwc\n" + "\n".join(lines) + "\n"
    return name, text
