"""A rule set compiled for play: what the rules' options make, beside the options themselves.

`Rules` is the options as read; a `Variant` is built once for a rule set (`variant_of`)
and shared by every state of it. It holds the turn the rule set is played with: the
standard turn, whose cards are placed in melds the engine lists and whose end the turn
solver answers, or the turn of a kind of meld whose key the player names (BWC's words,
meld_protocol.SpokenTurn), which lists its moves and answers for its end itself. The
judge, the move list and the solver ask the turn (`state.variant.turn`) and never which
one it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.cards import every_card
from ..judge.after_meld import dead_end_problem, standard_turn_can_end_after
from ..judge.merging import merge_problem
from ..judge.taking import stop_problem, take_problem
from ..moves.moves import draw_actions, play_actions
from ..sentences.message import say
from ..solver import standard_can_end_turn
from ..derived.tables import derived

if TYPE_CHECKING:
    from .state import GameState
    from ..melds.meld_protocol import MeldKind, SpokenTurn
    from ..play.actions import Action
    from ..rules.rules import Rules


class StandardTurn:
    """The turn of a rule set whose melds are cards placed by rank, suit or kind."""

    # What the players and the table find their ways of playing this turn by.
    name = "standard"

    def draw_actions(self, state: GameState) -> list[Action]:
        return draw_actions(state)

    def play_actions(self, state: GameState) -> list[Action]:
        return play_actions(state)

    def take_problem(self, state: GameState, action: Action) -> str | None:
        if action.word is not None or action.cards:
            return say("These rules take the pile without naming a word or cards: click the pile.")
        return take_problem(state, action.to)

    def stop_problem(self, state: GameState) -> str | None:
        return stop_problem(state)

    def merge_problem(self, state: GameState, action: Action) -> str | None:
        return merge_problem(state, action)

    def switch_problem(self, state: GameState, action: Action) -> str | None:
        return say("These rules do not switch cards between melds.")

    def unnamed_meld_problem(self, state: GameState, action: Action) -> str | None:
        """Why cards melded without naming a meld may not be (None: the kinds of meld say)."""
        return None

    def end_problem(self, state: GameState) -> str | None:
        """Why the turn may not end for a reason of this turn's own (none beside the judge's)."""
        return None

    def turn_can_end_after(self, state: GameState, action: Action) -> bool:
        return standard_turn_can_end_after(state, action)

    def can_end_turn(self, state: GameState, going_out: bool, by_acaba: bool) -> bool:
        return standard_can_end_turn(state, going_out, by_acaba)

    def named_target(self, action: Action) -> tuple[MeldKind, str, None] | None:
        """The kind and key of the new meld `action` names (`action.word`): none here, where
        melds are found by their cards (the judge then says the cards fit no kind)."""
        return None


class SpokenKeyTurn:
    """The turn of a kind of meld whose key the player names (words): its own moves and
    answers (the kind's `turn`), a merge and a switch judged also by whether the turn can
    end after."""

    def __init__(self, kind: MeldKind) -> None:
        assert kind.turn is not None, f"{kind.name}: a spoken kind has a turn"
        self.kind = kind
        self.spoken: SpokenTurn = kind.turn
        self.name = kind.name  # (BWC: "word")

    def draw_actions(self, state: GameState) -> list[Action]:
        return self.spoken.draw_actions(state)

    def play_actions(self, state: GameState) -> list[Action]:
        return self.spoken.play_actions(state)

    def take_problem(self, state: GameState, action: Action) -> str | None:
        return self.spoken.take_problem(state, action)

    def stop_problem(self, state: GameState) -> str | None:
        return self.spoken.stop_problem(state)

    def merge_problem(self, state: GameState, action: Action) -> str | None:
        return self.spoken.merge_problem(state, action) or dead_end_problem(state, action)

    def switch_problem(self, state: GameState, action: Action) -> str | None:
        return self.spoken.switch_problem(state, action) or dead_end_problem(state, action)

    def unnamed_meld_problem(self, state: GameState, action: Action) -> str | None:
        return say("Say which word the cards make.")

    def end_problem(self, state: GameState) -> str | None:
        return self.spoken.end_problem(state)

    def turn_can_end_after(self, state: GameState, action: Action) -> bool:
        return self.spoken.turn_can_end_after(state, action)

    def can_end_turn(self, state: GameState, going_out: bool, by_acaba: bool) -> bool:
        return self.spoken.can_end_turn(state, going_out)  # (no rule set of words has Acaba)

    def named_target(self, action: Action) -> tuple[MeldKind, str, None] | None:
        """The new meld `action` names: its word, of the kind whose keys are named."""
        return None if action.word is None else (self.kind, action.word, None)


Turn = StandardTurn | SpokenKeyTurn
STANDARD_TURN = StandardTurn()


class Variant:
    """What a rule set's options make, worked out once: the kind of meld whose key is
    named (`spoken_kind`, words) if any, the turn the rule set is played with, and the
    cards that freeze the pile they lie in."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        # Wild cards and red threes, as the rules say: a set, as cards are one object a
        # face, so that the pile is searched at C speed.
        kinds = rules.card_kinds
        self.freezers = frozenset(card for card in every_card() if kinds.wild[card.code] and rules.wild_freezes_pile
                                  or card.is_red_three and rules.red_three_freezes_pile)
        self.spoken_kind: MeldKind | None = next((kind for kind in rules.kinds if kind.spoken_key), None)
        self.turn: Turn = STANDARD_TURN if self.spoken_kind is None else SpokenKeyTurn(self.spoken_kind)

    @property
    def spoken_turn(self) -> SpokenTurn | None:
        """The turn of the kind whose key is named, for what only it answers (a plan's moves)."""
        return None if self.spoken_kind is None else self.spoken_kind.turn


def variant_of(rules: Rules) -> Variant:
    """The variant of `rules`, built once and kept with them."""
    found = derived(rules).get("_variant")
    if found is None:
        found = derived(rules)["_variant"] = Variant(rules)
    return found
