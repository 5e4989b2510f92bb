"""What a side's first meld of a hand must be, asked of the turn that makes it: the
points of its cards, the wild cards it may hold, and the canasta some stages ask the
turn to complete (`MeldThreshold.canasta`: "any" kind, or "natural", a natural canasta
or better: a natural canasta, an escalera or a bolivia, by canasta_kinds.py).

The judge, the search's bounds (reach.py), the table's words and the computer players
all ask here, so the requirement is written once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ..melds.canasta_kinds import CANASTA_KINDS, a_canasta, canasta_kind, canasta_word
from ..melds.meld_kinds import GROUP, is_natural
from ..sentences.message import Grouped, say, say_plural
from ..rules.pile import pile_word
from ..values.rule_values import MeldThreshold
from .this_turn import turn_placed

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState
    from ..melds.table import Meld


# The kinds of canasta (canasta_kinds.py) that are "a natural canasta or better": a
# natural canasta, a complete run (an escalera), a complete wild meld (a bolivia).
NATURAL_OR_BETTER = ("natural", "sequence", "wild")


def canasta_counts(rules: Rules, wanted: str, meld: Meld) -> bool:
    """Whether `meld` is a canasta the first-meld requirement `wanted` ("any" or
    "natural") accepts."""
    kind = canasta_kind(rules, meld.kind, meld.key, meld.cards)
    return kind is not None and (wanted == "any" or kind in NATURAL_OR_BETTER)


def canasta_made(rules: Rules, wanted: str | None, melds: Iterable[Meld]) -> bool:
    """Whether `melds` (a side's melds of its first-meld turn) hold the canasta `wanted`
    asks for; True when it asks none."""
    return wanted is None or any(canasta_counts(rules, wanted, meld) for meld in melds)


def canasta_words(rules: Rules, wanted: str) -> str:
    """The canasta `wanted` asks for, in the set's words: "a canasta", or "a natural
    canasta, an escalera or a bolivia" (of the kinds the rules' melds can make)."""
    if wanted == "any":
        return say("a canasta")
    allowed = {kind.name for kind in rules.kinds}
    words = [a_canasta(canasta_word(rules, kind)) for kind in NATURAL_OR_BETTER
             if CANASTA_KINDS[kind][2] is None or CANASTA_KINDS[kind][2] in allowed]
    listed = words[0]
    for word in words[1:-1]:
        listed = say("{first}, {next}", first=listed, next=word)
    return listed if len(words) == 1 else say("{first} or {last}", first=listed, last=words[-1])


def wanted_words(state: GameState, side: int) -> str:
    """What the side's first meld must be, as the end of a sentence: "at least 90 points",
    "a whole canasta", "a canasta and at least 200 points"."""
    requirement = state.meld_requirement(side)
    need = state.first_meld_need(side)
    if requirement.canasta is not None:
        wanted = say("a whole canasta") if requirement.canasta == "any" else canasta_words(state.rules, "natural")
        return say("{wanted} and at least {need} points", wanted=wanted, need=need) if need else wanted
    wanted = say("at least {need} points", need=need)
    if requirement.or_letters is not None:
        wanted = say("{wanted} or one word of {letters} letters or more", wanted=wanted, letters=requirement.or_letters)
    if requirement.max_wild is not None:
        wanted = say_plural("{wanted} with at most {count} wild card", "{wanted} with at most {count} wild cards",
                            requirement.max_wild, wanted=wanted)
    if state.rules.initial_meld_needs_clean:
        wanted = say("{wanted} and a clean meld (three or more naturals of a rank, no wild card)", wanted=wanted)
    return wanted


def _stage_words(threshold: MeldThreshold, by_hand: bool = False) -> str:
    """" (your score is 7,000 or more)", " (hand 2)", or nothing for the lowest stage."""
    if threshold.from_score is None:
        return ""
    if by_hand:
        return say(" (hand {hand} on)", hand=threshold.from_score)
    return say(" (your score is {score} or more)", score=Grouped(threshold.from_score))


def first_meld_problem(state: GameState, side: int) -> str | None:
    """Why this turn's melds are not enough for the side's first meld of the hand, or None."""
    rules = state.rules
    table = state.tables[side]
    alone = rules.first_meld_alone_kinds
    if alone and any(table.has(kind) for kind in alone):
        return None  # a first meld at every score (the meld is checked on its own)
    threshold = state.meld_requirement(side)
    need = state.first_meld_need(side)
    if natural_canasta_laid(state, side):
        return None  # a natural canasta laid from the hand, whatever its points
    if not canasta_made(rules, threshold.canasta, table):
        assert threshold.canasta is not None
        ways = [say(", or be a {meld}", meld=kind.words(kind.one_key)) for kind in alone]
        others = ways[0] if len(ways) == 1 else "".join(ways)
        points = say(" and reach {need} points", need=need) if need else ""
        return say("Your side's first meld must complete {canasta} this turn{points}{others}{stage}.",
                   canasta=canasta_words(rules, threshold.canasta), points=points, others=others,
                   stage=_stage_words(threshold, rules.minimum_meld_by == "hand"))
    if threshold.or_letters is not None and any(meld.kind.spoken_key and len(meld.cards) >= threshold.or_letters
                                                for meld in table):
        return None  # one word long enough, whatever its points
    have = state.turn_points()
    if have < need:
        return say("Your first meld needs at least {need} points; you have {have} on the table.", need=need, have=have)
    if threshold.max_wild is not None:
        wild = turn_placed(state)[2]
        if wild > threshold.max_wild:
            return say_plural("At your score your first meld may hold at most {count} wild card.",
                              "At your score your first meld may hold at most {count} wild cards.", threshold.max_wild)
    if rules.initial_meld_needs_clean and not any(_from_hand(state, meld) and is_clean(rules, meld)
                                                  for meld in table):
        if state.took_pile:
            return say("Your side's first meld needs a clean meld: three or more natural cards of one rank without a "
                       "wild card (the {pile}'s top card cannot be part of it).", pile=pile_word(rules))
        return say("Your side's first meld needs a clean meld: three or more natural cards of one rank without a "
                   "wild card.")
    return None


# Modern American Canasta: the clean meld and the natural canasta of a first meld -----------


def natural_canasta_laid(state: GameState, side: int) -> bool:
    """Whether this turn laid a natural canasta from the hand that meets the first-meld
    requirement whatever its points (`natural_canasta_meets_minimum`)."""
    rules = state.rules
    return rules.natural_canasta_meets_minimum and any(
        _from_hand(state, meld) and is_natural_canasta(rules, meld) for meld in state.tables[side])


def _from_hand(state: GameState, meld: Meld) -> bool:
    """Whether `meld` was laid from the hand alone: not the meld the pile's top card went to."""
    return not (state.took_pile and state.turn_moves and state.turn_moves[0][0] == meld.id)


def is_clean(rules: Rules, meld: Meld) -> bool:
    """A clean meld: a group of at least three natural cards and no wild card."""
    return meld.kind is GROUP and len(meld.cards) >= 3 and is_natural(rules, meld.cards)


def is_natural_canasta(rules: Rules, meld: Meld) -> bool:
    """A complete group without a wild card."""
    return is_clean(rules, meld) and meld.kind.is_complete(rules, meld.cards)
