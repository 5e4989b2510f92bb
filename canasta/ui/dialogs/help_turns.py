"""The help's words for each kind of turn a rule set is played with (the engine's
`Variant.turn`, found by its name): melds of cards (help_cards.py) or words (help_bwc.py).
The help pages ask the rules' own and never which it is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from canasta.engine import Rules, variant_of

from . import help_bwc, help_cards

Answers = list[tuple[str, str]]


@dataclass(frozen=True)
class TurnHelp:
    """What the help says of a kind of turn: the melds in "The game in short", each move of
    "Your turn" (given the rules, how to draw, how to discard and the pile's own name),
    taking moves back, how a canasta is shown, and the questions' answers."""

    game_in_short: Callable[[Rules], str]
    your_turn: Callable[[Rules, str, str, str], tuple[str, ...]]
    undo: Callable[[Rules], tuple[str, ...]]
    canasta_bullet: Callable[[Rules], str]
    answers: Callable[[Rules, Answers], Answers]


TURN_HELP = {
    "standard": TurnHelp(help_cards.game_in_short, help_cards.your_turn, help_cards.undo, help_cards.canasta_bullet,
                         help_cards.answers),
    "word": TurnHelp(help_bwc.game_in_short, help_bwc.your_turn, help_bwc.undo, help_bwc.canasta_bullet,
                     help_bwc.answers),
}


def turn_help(rules: Rules) -> TurnHelp:
    """The help's words for the turn `rules` are played with."""
    return TURN_HELP[variant_of(rules).turn.name]
