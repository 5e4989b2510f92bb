"""The turn solver: whether the turn being played can still end, and how.

`can_end_turn(state, going_out=False)` and `end_plan(state, going_out=False)` are the
entry; where the count model knows the rules (scope.py) it answers exactly, with a plan.
"""

from __future__ import annotations

from .count_model import count_plan
from .plan import Plan, replay_problem
from .scope import position_known, rules_known, taking_known

__all__ = ["Plan", "count_plan", "position_known", "replay_problem", "rules_known", "taking_known"]
