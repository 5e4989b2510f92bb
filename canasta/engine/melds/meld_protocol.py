"""What every kind of meld answers (the `MeldKind` protocol), and the counts the kinds
share: wild cards in a meld, room for more, whether cards can join in some order."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Protocol, Sequence

from ..cards.cards import Card
from ..sentences.message import say, say_plural

if TYPE_CHECKING:
    from ..play.actions import Action
    from ..rules.rules import Rules
    from ..game.state import GameState
    from .table import SideTable

# What a kind offers the move list: the cards of a meld, and the id of the meld they
# join (None: they start a new one).
Offer = tuple[tuple[Card, ...], "int | None"]


# Both written as plain loops: among the engine's busiest lines, and a loop costs no
# comprehension's call.
def count_wild(rules: Rules, cards: Sequence[Card]) -> int:
    """How many of `cards` are wild under `rules`."""
    wild = rules.card_kinds.wild
    count = 0
    for card in cards:
        if wild[card.code]:
            count += 1
    return count


def is_natural(rules: Rules, cards: Sequence[Card]) -> bool:
    """Whether `cards` (a meld) hold no wild card under `rules`."""
    wild = rules.card_kinds.wild
    for card in cards:
        if wild[card.code]:
            return False
    return True


def wild_room(rules: Rules, cards: Sequence[Card]) -> int:
    """How many more wild cards a group may take and stay within the wild-card limits."""
    if not rules.wild_to_canasta and len(cards) >= rules.canasta_size:
        return 0  # a canasta takes no more wild cards under these rules
    wild = count_wild(rules, cards)
    natural = len(cards) - wild
    room = rules.wild_cap(natural) - wild
    if rules.meld_max_cards is not None:
        room = min(room, rules.meld_max_cards - len(cards))
    return max(room, 0)


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


def card_count(count: int) -> str:
    """"1 card", "3 cards", as a message."""
    return say_plural("{count} card", "{count} cards", count)


def natural_count(count: int) -> str:
    """"1 natural card", "2 natural cards", as a message."""
    return say_plural("{count} natural card", "{count} natural cards", count)


def wild_count(count: int) -> str:
    """"1 wild card", "2 wild cards", as a message."""
    return say_plural("{count} wild card", "{count} wild cards", count)


class SpokenTurn(Protocol):
    """A turn played with melds whose keys the player names (words): the doors of the
    move list (moves.py), the judge (legality.py) and the search (endings.py) to it."""

    def draw_actions(self, state: GameState) -> list[Action]:
        """The moves listed while the player draws: a draw, the takes, a stop."""
        ...

    def play_actions(self, state: GameState) -> list[Action]:
        """The moves listed after the draw: melds the turn can end after, discards, and so on."""
        ...

    def turn_moves(self, state: GameState) -> list[Action]:
        """`play_actions` less asking the partner and taking back (for a computer player's plan)."""
        ...

    def take_problem(self, state: GameState, action: Action) -> str | None:
        """Why the pile may not be taken as `action` says, or None."""
        ...

    def stop_problem(self, state: GameState) -> str | None:
        """Why the hand may not be ended now that the stock is empty, or None."""
        ...

    def merge_problem(self, state: GameState, action: Action) -> str | None:
        """Why two melds may not be joined as `action` says (the turn's end aside), or None."""
        ...

    def switch_problem(self, state: GameState, action: Action) -> str | None:
        """Why the switch `action` is not allowed (the turn's end aside), or None."""
        ...

    def end_problem(self, state: GameState) -> str | None:
        """Why the turn may not end yet for a reason of these melds alone (a switched canasta
        not yet natural), or None."""
        ...

    def turn_can_end_after(self, state: GameState, action: Action) -> bool:
        """Whether the turn could still end after `action` (legal by the rules of melds)."""
        ...

    def can_end_turn(self, state: GameState, going_out: bool = False) -> bool:
        """Whether the player to move can end the turn from here (`going_out`: only so)."""
        ...


class MeldKind:
    """What every kind of meld answers; meld_kinds.py and the hooks fill it in."""

    name = ""
    one_key = ""  # the key of every meld of a kind that has only one (black threes, golden suit)
    first_meld_alone = False   # a meld of it is a side's first meld at every score, on its own
    laid_out_in_order = False  # the table lays it out as a strip in `in_order`'s order
    suited = False             # a card's suit, beside its rank, decides where it may go (a run)
    gather_start = 0           # for a kind that `gathers`: the naturals that start one
    # The player names its key as the cards are melded (`meld ... as cat`: a word), and
    # where new cards go in it: the kind places them (`placed`), and its `turn` lists the
    # moves of a turn and answers whether a turn can end, the melds being too many to list.
    spoken_key = False
    turn: SpokenTurn | None = None

    # Each kind is one object, and the engine tells kinds apart by it (`meld.kind is GROUP`):
    # a state copied or sent to another process must keep the very same objects, or it
    # plays by other rules (a pile its top card's meld could take refused, and so on).
    def __reduce__(self) -> tuple[Any, ...]:
        return (kind_of_class, (type(self).__module__, type(self).__qualname__))

    def __copy__(self) -> MeldKind:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> MeldKind:
        return self

    def unique(self, rules: Rules) -> bool:
        """Whether a side holds at most one meld of each key of this kind: cards melded
        without naming a meld then join the one of their key."""
        return True

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        """The key a new meld of `cards` would have as this kind, or None if they cannot start one."""
        raise NotImplementedError

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        """Why a meld of this kind holding `cards` is not legal, or None if it is.
        `new`: the meld was started this turn (some rules ask more of a new meld)."""
        raise NotImplementedError

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        """A canasta (or what counts as one for going out)."""
        return len(cards) >= rules.canasta_size

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        """Whether `card` could join the meld and leave it legal."""
        raise NotImplementedError

    def complete_size(self, rules: Rules) -> int:
        """How many cards make a meld of this kind complete."""
        return rules.canasta_size

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        """The bonus of a complete meld, by what the score calls it ("natural", "mixed",
        "golden"), or None when the meld earns none."""
        if not self.is_complete(rules, cards):
            return None
        if is_natural(rules, cards):
            return "natural", rules.natural_canasta_bonus
        return "mixed", rules.mixed_canasta_bonus

    def without_wild(self, rules: Rules, cards: Sequence[Card]) -> bool:
        """Whether the meld holds no wild card, as this kind counts them (the table calls
        such a canasta natural)."""
        return is_natural(rules, cards)

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        """What a complete meld of `key` earns: (without a wild card, with one)."""
        return rules.natural_canasta_bonus, rules.mixed_canasta_bonus

    def cards_to_complete(self, rules: Rules, cards: Sequence[Card]) -> int | None:
        """Cards the meld still needs to be complete (0 once it is), or None when a meld of
        this kind is never complete."""
        return max(self.complete_size(rules) - len(cards), 0)

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        """How many more wild cards the meld may take (a kind may take only some wild
        cards: `fits` says which)."""
        return 0

    def join_problem(self, rules: Rules, key: str, cards: Sequence[Card], new: Sequence[Card],
                     as_before: bool = False) -> str | None:
        """Why the cards `new` may not go into this kind's meld holding `cards` (empty for
        a new meld), or None. `as_before`: a record of format 1 replays, judged as then."""
        if not cards or joins(rules, self, key, cards, new):
            return None
        if len(new) == 1:
            return say("The {card} cannot join your {meld}.", card=new[0].name, meld=self.words(key))
        return say("These cards cannot join your {meld}.", meld=self.words(key))

    def extends_going_out(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        """Whether `card` may join the complete meld `cards` beyond what it holds in other
        turns, in the turn its player goes out (a run of seven, with `sequence_extend_going_out`)."""
        return False

    def going_out_only(self, rules: Rules, key: str, cards: Sequence[Card]) -> str | None:
        """Why a meld holding `cards` is legal only in a turn that ends by going out (it
        grew beyond a complete meld's size: `extends_going_out`), or None."""
        return None

    def takes_pile_top(self, rules: Rules, key: str, cards: Sequence[Card], top: Card) -> bool:
        """Whether the pile's top card alone may go onto a meld of this kind holding
        `cards` to take an unfrozen pile (a group of its rank, a run's end, as the rules say)."""
        return False

    def offers(self, rules: Rules, hand: Sequence[Card], table: SideTable) -> list[Offer]:
        """The melds of this kind the move list offers from `hand`: new ones of the
        smallest size, and single cards onto the side's melds of the kind."""
        return []

    def gathers(self, card: Card) -> bool:
        """Whether a natural `card` may go into a meld of this kind instead of its rank's
        group (what the quick counts of reach.py need to know)."""
        return False

    def placed(self, rules: Rules, key: str, cards: Sequence[Card], new: Sequence[Card],
               spoken: str) -> tuple[str, list[Card], tuple[int, ...]] | str:
        """Of a kind with `spoken_key`: the key and cards of the meld holding `cards` after
        `new` go into it so that its key becomes `spoken`, and the places of the new cards
        in it; or why they cannot."""
        raise NotImplementedError

    def switch_place(self, rules: Rules, key: str, cards: Sequence[Card], incoming: Card, out: Card) -> int | None:
        """Of a kind whose cards may be switched (BWC ruling 9): the place of the meld
        holding `out` that `incoming` may take, the meld staying what it is (a star
        standing for `incoming`'s letter, or that letter in another colour); None if none."""
        return None

    def merged_key(self, rules: Rules, into_key: str, joining_key: str) -> str:
        """The key of a meld with `into_key` after the meld with `joining_key` joins it."""
        return into_key

    def split_key(self, key: str, count: int) -> tuple[str, str]:
        """A merge taken back: the keys of the two melds again, the second being the
        last `count` cards."""
        return key, key

    def key_of_label(self, label: str) -> str | None:
        """The key of a meld of this kind the position text writes as `label`, or None."""
        return None

    def in_order(self, cards: Sequence[Card]) -> list[tuple[Card, str]]:
        """The cards as the table lays them out, each with the rank it stands for ("" for
        itself)."""
        return [(card, "") for card in cards]

    def complete_words(self, natural: bool) -> str:
        """A complete meld of this kind in words, for the table's badge: "natural canasta",
        "mixed canasta" (`natural`: it holds no wild card)."""
        return say("natural canasta") if natural else say("mixed canasta")

    def label(self, key: str) -> str:
        """How the position text writes a meld of this kind ("7", "3", "G", "h run", "wild")."""
        return key

    def words(self, key: str) -> str:
        """The meld in words, after "your": "Sevens", "black threes", "run of Hearts"."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<meld kind {self.name}>"


def joins(rules: Rules, kind: MeldKind, key: str, cards: Sequence[Card], new: Sequence[Card]) -> bool:
    """Whether every card of `new` can join the meld `cards`, in some order."""
    row, waiting = list(cards), list(new)
    while waiting:
        fitting = next((card for card in waiting if kind.fits(rules, key, row, card)), None)
        if fitting is None:
            return False
        waiting.remove(fitting)
        row.append(fitting)
    return True


def wild_combinations(high: list[Card], low: list[Card], count: int) -> list[tuple[Card, ...]]:
    """Distinct choices of `count` wild cards, the `high` ones (jokers, `CardKind.high_wild`)
    and the `low` ones (twos) differing in value."""
    if count == 1:  # (the one shape of most new melds' wild cards)
        return [(card,) for card in (*low[:1], *high[:1])]
    combos = []
    for high_used in range(count + 1):
        low_used = count - high_used
        if high_used <= len(high) and low_used <= len(low):
            combos.append(tuple(high[:high_used] + low[:low_used]))
    return combos


def kind_of_class(module: str, qualname: str) -> MeldKind:
    """The one kind of meld of the class `qualname`, made where `module` defines it."""
    namespace = vars(importlib.import_module(module))
    cls = namespace[qualname]
    return next(value for value in namespace.values() if type(value) is cls)
