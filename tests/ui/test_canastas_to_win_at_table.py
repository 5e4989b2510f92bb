"""At the table, a game won by seven canastas (house rule) says so, whatever the totals."""

from __future__ import annotations

import textwrap

from canasta.engine import Action, GameState
from canasta.ui.dialog_bridge import went_out_text
from canasta.ui.match import Match, SeatInfo
from canasta.ui.status import game_over_text
from canasta.variants import load_preset
from canasta.variants.house_rules import with_house_rules

RULES = with_house_rules(load_preset("classic"), ["seven_canastas"])
SIX_CANASTAS = ("4: 4c 4d 4h 4s 4c 4d 4h | 5: 5c 5d 5h 5s 5c 5d 5h | 6: 6c 6d 6h 6s 6c 6d 6h | "
                "7: 7c 7d 7h 7s 7c 7d 7h | 8: 8c 8d 8h 8s 8c 8d 8h | 9: 9c 9d 9h 9s 9c 9d 9h | "
                "K: Kc Kd Kh Ks Kc Kd")


def won_match() -> Match:
    """Ann, behind on the totals, makes her seventh canasta and discards."""
    match = Match(RULES, [SeatInfo("Ann", True), SeatInfo("Bot", False, "random")], seed=1)
    match.state = GameState.from_text("canasta position 1\nrules: classic\n" + textwrap.dedent(f"""
        players: 2
        phase: play
        current: 0
        opened 0: yes
        scores: 0 4900
        hand 0: Kh Qc Jd
        table 0: {SIX_CANASTAS}
        stock: 4h 4d 5s 6s
    """).strip() + "\n", rules=RULES)
    match.state.play(Action.parse("meld Kh"))
    match.state.play(Action.parse("discard Jd"))
    return match


def test_the_hand_title_and_the_status_line_name_the_canastas():
    match = won_match()
    assert match.state.is_terminal()
    assert went_out_text(match, match.state.hand_results[-1]) == "Ann made 7 canastas"
    assert game_over_text(match).startswith("Ann wins with 7 canastas")

