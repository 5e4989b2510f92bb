"""How the pile is taken: a small protocol, the standard way, and the policies by name.

The option `pile_taking` names a `PilePolicy`; `Rules.pile_policy` finds it here.
The engine, the computer players and the table ask the policy instead of asking
which rule set is being played:

- `take_mode(state)`: what taking the pile means for the player to move: "pile"
  (the whole pile at once, the usual way), "top" (only the top card, which stays
  with its meld) or "pickup" (the whole pile, into the hand after the discard);
- `take_problem(state, top)`: why the pile may not be taken now with `top` on it,
  in a sentence a player understands, or None;
- `take_chance(state, guess, taker, card)`: how likely `taker` could take the pile
  if `card` were discarded onto it, by a guess at their hand (for the computer
  players' discards);
- `pile_note(state, viewer_side, top)`: a short line under the pile when `top`
  keeps it from being taken whatever the hand holds ("" when it does not).

The standard policy is here, in the engine. Other policies live with their rule
set's hooks (`canasta.variants.hooks`) and register themselves by name when
imported; the engine never imports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

from ..cards.cards import RANK_PLURALS, Card
from ..sentences.message import say
from ..play.errors import RuleOptionError
from ..melds.meld_limits import dead_rank

if TYPE_CHECKING:
    from ..game.state import GameState
    from .rules import Rules

class HandGuess(Protocol):
    """What a computer player guesses about another seat's hidden cards (canasta.ai's CardCount)."""

    def holds_at_least(self, seat: int, rank: str, count: int) -> float:
        """Chance that `seat` holds at least `count` cards of `rank`."""
        ...

    def holds_wild(self, seat: int) -> float:
        """Chance that `seat` holds a wild card."""
        ...


class PilePolicy(Protocol):
    """How a rule set takes the pile (see the module's description)."""

    def take_mode(self, state: GameState) -> str:
        """"pile", "top" or "pickup": what taking the pile means for the player to move."""
        ...

    def take_problem(self, state: GameState, top: Card) -> str | None:
        """Why the pile may not be taken now with `top` on it, or None. The pile is not
        empty and was not put back this turn; whether the turn could still end after
        taking it is the engine's own check."""
        ...

    def take_chance(self, state: GameState, guess: HandGuess, taker: int, card: Card) -> float:
        """Chance (0 to 1) that seat `taker` can take the pile if natural `card` is
        discarded onto it now."""
        ...

    def pile_note(self, state: GameState, viewer_side: int, top: Card) -> str:
        """A few words under the pile when `top` keeps it from being taken (by the side
        `viewer_side` for a frozen pile), or ""."""
        ...


def blocked_by_canasta(state: GameState, side: int, rank: str) -> bool:
    """Whether `side` has a canasta of `rank`, where that blocks the pile with a card of that
    rank on top (`pile_blocked_by_canasta`, house ruling 1)."""
    rules = state.rules
    return rules.pile_blocked_by_canasta and state.tables[side].canasta_of(rules, rank) is not None


_standard_take: list[Callable[[GameState, Card], str | None]] = []


def register_standard_take(rule: Callable[[GameState, Card], str | None]) -> None:
    """Make `rule` the standard pile's take rule (taking.py does this once: it needs the
    rules, which read this module)."""
    _standard_take[:] = [rule]


def pile_cards_for_hand(state: GameState) -> int:
    """How many cards of the pile would come into the hand (red threes are laid out, black
    threes set aside where `pile_black_threes_set_aside` says so), the cards face down under
    it too: before the pile is taken, its top card among them; of a pile that comes only in
    part (`pile_take_count`), as many as it brings."""
    rules = state.rules
    cards = state.pile_under + state.pile
    count = rules.pile_take_count
    if count is not None:
        count -= 0 if state.taking is None else 1  # its top card has left the pile for its meld
        cards = cards[len(cards) - count:] if 0 < count < len(cards) else cards if count > 0 else []
    if rules.pile_black_threes_set_aside:
        cards = [card for card in cards if not card.is_black_three]
    if rules.red_threes_held:
        return len(cards)
    return sum(1 for card in cards if not card.is_red_three)


class StandardPile:
    """The usual way (Official Laws): the whole pile comes with its top card, which
    goes onto the side's meld of its rank or starts a new meld with cards from the
    hand; a frozen pile needs a natural pair."""

    def take_mode(self, state: GameState) -> str:
        return "pile"

    def take_problem(self, state: GameState, top: Card) -> str | None:
        return _standard_take[0](state, top)

    def take_chance(self, state: GameState, guess: HandGuess, taker: int, card: Card) -> float:
        rules = state.rules
        side = state.side_of(taker)
        if rules.pile_needs_earlier_meld and not state.opened[side] or blocked_by_canasta(state, side, card.rank):
            return 0.0
        frozen = state.pile_frozen_for(side)
        rank = card.rank
        if not frozen and any(meld.kind.takes_pile_top(rules, meld.key, meld.cards, card)
                              for meld in state.tables[side]):
            return 1.0
        pair = guess.holds_at_least(taker, rank, state.naturals_to_take() if frozen else 2)
        if state.players == 2 and state.pile and state.pile[-1].rank == rank and not state.took_pile:
            # Two players: the top card is the opponent's last discard; one who throws a
            # card away seldom keeps a pair of it.
            pair *= 0.3
        if frozen or not rules.pile_pair_with_wild:
            chance = pair
        else:
            single = guess.holds_at_least(taker, rank, 1) - pair
            chance = pair + single * guess.holds_wild(taker)
        if not state.opened[side]:
            # A side that has not melded also needs its minimum from the hand.
            chance *= 0.55 if state.minimum_meld(side) <= 50 else 0.35
        return chance

    def pile_note(self, state: GameState, viewer_side: int, top: Card) -> str:
        """The top card is looked at before what lies under it: with a three or a wild card
        on top nothing takes the pile, frozen or not."""
        rules = state.rules
        if rules.pile_needs_earlier_meld and not state.opened[viewer_side]:
            return say("taken once your side has melded")
        if top.is_black_three:
            return say("stopped by a black three")
        if top.is_red_three:
            return say("stopped by a red three")
        if rules.is_wild(top):
            return say("stopped by a wild card")
        if rules.dead_completed_ranks and rules.is_natural(top) and dead_rank(state, top.rank):
            return say("stopped: the {rank} are closed", rank=RANK_PLURALS[top.rank])
        if blocked_by_canasta(state, viewer_side, top.rank):
            return say("blocked by your canasta")
        if state.pile_has_freezer() or rules.pile_always_frozen:
            need = state.naturals_to_take()
            return say("frozen: a natural pair takes it") if need == 2 else \
                say("frozen: {count} naturals take it", count=need)
        if state.pile_frozen_for(viewer_side):
            return say("frozen until your side melds")
        return ""


STANDARD_PILE = StandardPile()

# The policies by the value of the option `pile_taking`; a rule set's hook module adds its own.
PILE_POLICIES: dict[str, PilePolicy] = {"standard": STANDARD_PILE}


def register_pile_policy(name: str, policy: PilePolicy) -> None:
    """Make `policy` the one the option value `pile_taking: name` stands for."""
    known = PILE_POLICIES.get(name)
    if known is not None and known is not policy:
        raise ValueError(f"a pile policy called '{name}' is already registered")
    PILE_POLICIES[name] = policy


def find_pile_policy(name: str) -> PilePolicy:
    """The policy `pile_taking: name` stands for; RuleOptionError naming the option if none does."""
    policy = PILE_POLICIES.get(name)
    if policy is None:
        known = ", ".join(PILE_POLICIES)
        raise RuleOptionError("pile_taking", f"'{name}' names no pile policy (known: {known}); a rule set's "
                                             f"policy is registered when its hooks are imported (canasta.variants)")
    return policy


_PILE_WORDS = {"pile": say("pile"), "pack": say("pack")}


def pile_word(rules: Rules) -> str:
    """The rules' word for the discard pile (`pile_name`), a message the table says in the
    player's language."""
    return _PILE_WORDS.get(rules.pile_name, rules.pile_name)


def top_card_problem(state: GameState, top: Card) -> str | None:
    """Why no one may take the pile with `top` on it, or None."""
    pile = pile_word(state.rules)
    if state.rules.is_wild(top):
        return say("The {pile} cannot be taken while a wild card is on top.", pile=pile)
    if top.is_black_three:
        return say("The {pile} cannot be taken while a black three is on top.", pile=pile)
    if top.is_red_three:
        return say("The {pile} cannot be taken while a red three is on top.", pile=pile)
    if state.rules.dead_completed_ranks and state.rules.is_natural(top) and dead_rank(state, top.rank):
        return say("The {pile} cannot be taken with a card of a dead rank on top: a canasta of {rank} is complete.",
                   pile=pile, rank=RANK_PLURALS[top.rank])
    return None
