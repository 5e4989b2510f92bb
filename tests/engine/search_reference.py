"""The reference the engine's quick tests are checked against: the search of endings.py
alone, with none of the quick tests (a test's own cap on its work, so that a wrong test
shows as a failure, not a hang)."""

from __future__ import annotations

from canasta.engine import GameState
from canasta.engine.moves.endings import _Search

REFERENCE_NODES = 100_000


def searched_answer(state: GameState, going_out: bool = False, every_order: bool = False,
                    bounded: bool = True, nodes: int = REFERENCE_NODES) -> bool:
    """What the search alone answers (`every_order`: placements tried in every order, the
    reference the sleep sets of the search are checked against; `bounded`: False leaves
    out the counts that cut the search short too, such as `could_go_out`, the reference
    those counts are checked against; `nodes`: the cap, which it must not reach)."""
    search = _Search({}, going_out, quick_tests=False, budget=nodes, every_order=every_order,
                     bounded=bounded)
    answer = search.reachable(state)
    assert not search.cut_short, "the reference search ran past its cap"
    return answer
