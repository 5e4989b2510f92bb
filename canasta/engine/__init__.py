"""The rules engine: pure Python, no pygame, no YAML, no I/O.

Its modules live in rooms, each importing only rooms before it (bench/import_graph.py
prints the arrows): cards, play, values, melds, scoring, rules, state, features, solver,
reach, judge, moves, text, game. What is exported here is the engine's public face."""

from .play.actions import Action
from .cards.cards import Card, parse_cards
from .play.errors import IllegalActionError, InvalidPositionError, RecordError, RuleOptionError
from .rules.rules import Rules
from .scoring.scoring import HandResult, SideScore
from .game.state import GameState, Phase
from .moves import endings  # noqa: F401,E402  (the search the solver asks where its count model does not know the rules)

__all__ = ["Action", "Card", "GameState", "HandResult", "IllegalActionError", "InvalidPositionError",
           "Phase", "RecordError", "RuleOptionError", "Rules", "SideScore", "parse_cards"]
