"""A Modern American game saved in the middle of a side's first-meld turn, with its bonus
cards still to come after the discard, loads into the same position and gives the same
bonus cards as the game that was never saved."""

from collections import Counter

from canasta.engine import Action, parse_cards
from canasta.engine.game.record import GameRecord
from canasta.persistence.saves import load_game, save_game
from canasta.variants import load_preset

AMERICAN = load_preset("modern_american")
HANDS = ["Kc Kd Ks Ac Ad Ah As Qc Qd Qh 9c 4d 5s", "4c 5d 6h 8s 9c Tc Jd Qh Kc Ks Jc 5c 5s",
         "4h 5h 6h 8h 9h Th Jh Qs Ts Kd Jd 6c 6d", "4s 9s 6s 8d 9d Td Ts Qd Kh Kh Jh 9s 6s"]


def deck() -> list:
    """Deals `HANDS` from seat 0, then the stock: Ann draws the 7c, and the bonus cards
    after it are 7d 7h 7s 8c (threes at the bottom)."""
    held = [parse_cards(hand) for hand in HANDS]
    order = [held[seat][i] for i in range(13) for seat in range(4)] + parse_cards("7c 7d 7h 7s 8c")
    rest = Counter(AMERICAN.deck_spec.cards(4))
    rest.subtract(Counter(order))
    assert min(rest.values()) >= 0, "the hands hold only cards of the deck"
    return order + sorted(rest.elements(), key=lambda card: (card.rank == "3", str(card)))


def test_a_first_meld_turn_saved_before_its_discard_loads_and_then_gives_the_bonus_cards(tmp_path):
    record = GameRecord(AMERICAN, 4, 5, seats=["Ann | human", "Bob | computer beginner", "Cid | human",
                                               "Dee | computer beginner"])
    record.deck = deck()
    state = record.new_state()
    assert state.current == 0
    for move in ("draw", "meld Kc Kd Ks", "meld Ac Ad Ah As", "meld Qc Qd Qh"):
        action = Action.parse(move)
        state.play(action)
        record.actions.append(action)
    assert not state.opened[0] and sorted(map(str, state.hands[0])) == ["4d", "5s", "7c", "9c"]
    path = tmp_path / "ann.can"
    save_game(path, record)
    loaded = load_game(path)
    assert loaded.state.to_text() == state.to_text()
    assert loaded.state.legal_actions() == state.legal_actions()
    for game in (state, loaded.state):
        game.play(Action.parse("discard 9c"))
    assert loaded.state.to_text() == state.to_text()
    assert sorted(map(str, loaded.state.hands[0])) == sorted(["4d", "5s", "7c", "7d", "7h", "7s", "8c"])
    assert loaded.state.opened[0] and loaded.state.current == 1
