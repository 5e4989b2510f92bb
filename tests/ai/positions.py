"""Positions and random play for the computer-player tests."""

from __future__ import annotations

import random
import textwrap

from canasta.engine import GameState
from canasta.variants import load_preset


def position(preset: str, text: str) -> GameState:
    """A hand-written position (see docs/positions.md) under a shipped preset."""
    body = textwrap.dedent(text).strip()
    return GameState.from_text(f"canasta position 1\nrules: {preset}\n{body}\n", rules=load_preset(preset))


STOCK = "4h 5h 6h 7h 4s 5s 6c 7c 8d 9d Td Jh Qs Kc Ah 4d 5c 6d 7s 8h 9s Ts"  # a stock far from running out


def kings_melded(preset: str, hand: str) -> GameState:
    """Seat 0 of four to meld after drawing, its side already holding a group of Kings."""
    return position(preset, f"""
        players: 4
        phase: play
        current: 0
        hand 0: {hand}
        table 0: K: Kc Kd Kh
        opened 0: yes
        stock: {STOCK}
        pile: 4c 8s
    """)


def big_pile_to_take() -> GameState:
    """The first seat to draw, with a pair of nines for a ten-card pile topped by a nine."""
    return position("classic", f"""
        players: 4
        current: 0
        hand 0: 9c 9d 4h 6s Jc Kd Ad
        table 0: Q: Qc Qd Qh
        table 1: 5: 5c 5d 5h
        stock: {STOCK}
        pile: 4c 7d 8s Qs 8h Td Tc Jd Kh 9s
    """)


def pile_to_stop_with_a_black_three() -> GameState:
    """The first seat to discard a black three, a seven or a king: the next player, who has
    rows of sevens and kings, would take twelve cards with either of the others."""
    return position("classic", f"""
        players: 4
        phase: play
        current: 0
        hand 0: 3c 7h Ks
        table 0: Q: Qc Qd Qh
        table 1: 7: 7c 7d 7s | K: Kc Kd Kh
        stock: {STOCK}
        pile: 4c 7d 8s 5s 8h Td Tc Jd Kh 9s 6d 4d
    """)


def random_positions(preset: str, players: int, count: int, seed: int) -> list[GameState]:
    """Positions reached by random legal play, each with a seat to move."""
    rules = load_preset(preset)
    rng = random.Random(seed)
    found: list[GameState] = []
    game = 0
    while len(found) < count:
        state = GameState(rules, players, seed=seed * 1000 + game)
        game += 1
        stop_at = rng.randrange(1, 160)
        for _ in range(stop_at):
            if state.hand_over():
                break
            actions = state.legal_actions()
            undo = [action for action in actions if action.kind == "undo"]
            others = [action for action in actions if action.kind != "undo"] or undo
            state.apply(rng.choice(others))
        if not state.hand_over():
            found.append(state)
    return found
