"""The rules engine: pure Python, no pygame, no YAML, no I/O."""

from .actions import Action
from .cards import Card, parse_cards
from .errors import IllegalActionError, InvalidPositionError, RecordError, RuleOptionError
from .rules import Rules
from .scoring import HandResult, SideScore
from .state import GameState, Phase
from . import endings  # noqa: F401,E402  (the search the solver asks where its count model does not know the rules)

__all__ = ["Action", "Card", "GameState", "HandResult", "IllegalActionError", "InvalidPositionError",
           "Phase", "RecordError", "RuleOptionError", "Rules", "SideScore", "parse_cards"]
