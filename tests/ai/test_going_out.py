"""The turn planner's quick look at whether a hand can go out at all."""

from __future__ import annotations

from canasta.ai.going_out import going_out_plan
from canasta.ai.player import make_player
from canasta.ai.workbench import Workbench
from canasta.engine import Action, GameState, Phase
from canasta.engine.cards.cards import parse_cards

from .positions import STOCK, position

CANASTA_OF_KINGS = "K: Kc Kd Kh Ks Kc Kd Kh"


def windows_hand(hand: str, table: str) -> GameState:
    """Two-player Windows rules, the first seat to play its turn with `hand` and `table`."""
    return position("windows", f"""
        players: 2
        phase: play
        current: 0
        hand 0: {hand}
        table 0: {table}
        table 1: 4: 4c 4d 4h
        hand 1: 9c 9d Jh Jd 6c 6d 7h 7s Ac
        stock: {STOCK}
        pile: 6s
    """)


def test_going_out_keeps_back_one_card_no_meld_can_take() -> None:
    state = windows_hand("Qs Qh 5s", f"{CANASTA_OF_KINGS} | Q: Qc Qd Qh")
    out = going_out_plan(Workbench.of(state, 0), state)
    assert out is not None
    assert out.actions[-1] == Action("discard", tuple(parse_cards("5s")))


def test_two_cards_no_meld_can_take_mean_the_hand_cannot_go_out() -> None:
    state = windows_hand("Qs 5s 8c", f"{CANASTA_OF_KINGS} | Q: Qc Qd Qh")
    assert going_out_plan(Workbench.of(state, 0), state) is None


def bolivia_hand(hand: str, table: str) -> GameState:
    """Two-player Bolivia, the first seat to play its turn with `hand` and `table`."""
    return position("bolivia", f"""
        players: 2
        phase: play
        current: 0
        opened 0: yes
        hand 0: {hand}
        table 0: {table}
        hand 1: 9c 9d Jh Jd 6c 6d 7h 7s Ac
        stock: {STOCK}
        pile: 6s
    """)


def test_no_plan_goes_out_in_bolivia_without_an_escalera() -> None:
    # Two group canastas, and the hand melds away but for one card: Bolivia still wants an escalera.
    state = bolivia_hand("8c 8d 8h 4c", f"{CANASTA_OF_KINGS} | Q: Qc Qd Qh Qs Qc Qd Qh")
    bench = Workbench.of(state, 0)
    assert bench.canastas() == 2 and not bench.ready_to_go_out()
    assert going_out_plan(bench, state) is None


def test_a_plan_goes_out_once_its_last_card_completes_the_escalera() -> None:
    # The last Ten of Hearts completes the escalera; the Eights are melded; the Four is discarded.
    state = bolivia_hand("Th 8c 8d 8h 4c", f"{CANASTA_OF_KINGS} | h run: 4h 5h 6h 7h 8h 9h")
    out = going_out_plan(Workbench.of(state, 0), state)
    assert out is not None and out.ready_to_go_out()
    assert out.actions[-1] == Action("discard", tuple(parse_cards("4c")))
    for action in out.actions:
        state.play(action)
    assert state.hand_over()


def brazilian_partners(hand: str) -> GameState:
    """Brazilian Canasta, four players: the first seat, whose side has two canastas, holds `hand`."""
    return position("brazilian", f"""
        players: 4
        phase: play
        current: 0
        opened 0: yes
        hand 0: {hand}
        table 0: {CANASTA_OF_KINGS} | Q: Qc Qd Qh Qs Qc Qd Qh
        hand 1: 9c 9d Jh Jd 6c 6d 7h
        hand 2: 4c 5d 6h 8s
        hand 3: Tc Td Th 9s Ac
        stock: {STOCK}
        pile: 6s
    """)


def test_where_asking_is_a_must_every_level_asks_before_going_out() -> None:
    for level in ("beginner", "advanced", "expert"):
        state = brazilian_partners("8c 8d 8h 4s")
        player = make_player(level, 1, time_budget=None, samples=1) if level == "expert" else make_player(level, 1)
        assert player.choose(state.observation(0)) == Action("ask"), level
        state.play(Action("ask"))
        state.play(Action("yes"))
        while state.phase == Phase.PLAY and state.current == 0:
            state.play(player.choose(state.observation(0)))
        assert state.went_out == 0, level


def test_the_count_of_canastas_in_reach_only_saves_work(monkeypatch) -> None:
    """Where canastas are groups and melds of wild cards, a hand without the cards for
    the canastas going out needs is not tried: the plans are the same as when every hand
    is tried (Modern American also keeps back each card in turn for the last discard)."""
    from canasta.ai import going_out
    from canasta.variants import load_preset

    counted = going_out._canastas_in_reach
    compared = 0
    for preset in ("modern_american", "classic", "cuban"):
        rules = load_preset(preset)
        for seed in range(2):
            state = GameState(rules, 4, seed=seed)
            players = [make_player("advanced", seed * 10 + seat) for seat in range(4)]
            while not state.hand_over():
                seat = state.current_player()
                if state.phase == Phase.PLAY and not state.turn_moves:
                    bench = Workbench.of(state, seat)
                    quick = going_out_plan(bench, state)
                    monkeypatch.setattr(going_out, "_canastas_in_reach", lambda bench: float("inf"))
                    slow = going_out_plan(Workbench.of(state, seat), state)
                    monkeypatch.setattr(going_out, "_canastas_in_reach", counted)
                    assert (quick and quick.actions) == (slow and slow.actions), state.to_text()
                    compared += 1
                state.apply(players[seat].choose(state.observation(seat)))
    assert compared > 100
