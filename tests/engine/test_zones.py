"""The state's fields are declared once (zones.py), and copies, observations, position
texts and comparisons all follow that one list."""

import random
import types
import typing

import pytest

from canasta.ai.random_player import choose_random_action
from canasta.engine import GameState, InvalidPositionError, parse_cards
from canasta.engine.game.unseen_deal import determinize
from canasta.engine.text.position import BLANKS, FILLED_IN, READERS, WRITERS
from canasta.engine.state.seating import seat_sides
from canasta.engine.state.zones import CLEARED_SCRATCH, SETUP, SHARED_SCRATCH, ZONES, Item, Scope, Seen
from canasta.variants import load_preset

from .helpers import position


def played(preset: str = "classic", players: int = 4, steps: int = 60, seed: int = 5) -> GameState:
    """A game some way into its first hand, by random legal moves."""
    state = GameState(load_preset(preset), players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.hand_over():
            break
        state.play(choose_random_action(state.legal_actions(), rng))
    return state


def with_a_foot(state: GameState, seat: int, count: int) -> GameState:
    """`state` with `count` cards of the stock moved into the seat's foot."""
    for _ in range(count):
        state.feet[seat].append(state.stock.pop())
    return state


def containers(zone, value) -> list:
    """The parts of a zone's value that change in place: each must be copied."""
    per_member = zone.scope in (Scope.SEAT, Scope.SIDE)
    members = value if per_member else [value]
    parts = [value] if per_member else []
    if zone.item is Item.LIST:
        parts += members
    elif zone.item is Item.TABLE:
        melds = [meld for table in members for meld in table]
        parts += members + [table.melds for table in members] + melds + [meld.cards for meld in melds]
    return parts


def test_a_state_holds_its_zones_its_setup_and_its_scratch_and_nothing_else():
    expected = {zone.name for zone in ZONES} | set(SETUP) | set(CLEARED_SCRATCH) | {SHARED_SCRATCH}
    state = played()
    for each in (state, state.clone(), GameState.from_text(state.to_text()),
                 determinize(state.observation(1), random.Random(1))):
        assert set(vars(each)) == expected


def test_a_copy_is_the_same_position_and_shares_nothing_that_changes():
    state = with_a_foot(played(), 2, 3)
    copy = state.clone()
    assert copy.same_position(state) and copy.to_text() == state.to_text()
    for zone in ZONES:
        ours = {id(part) for part in containers(zone, getattr(state, zone.name))}
        theirs = {id(part) for part in containers(zone, getattr(copy, zone.name))}
        assert not ours & theirs, f"the copy shares part of {zone.name}"


def holds(value: object, hint: object) -> bool:
    """Whether `value` is of the type `hint` (the types a state's zones are declared with)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(holds(value, arg) for arg in args)
    if origin is list:
        return isinstance(value, list) and all(holds(item, args[0]) for item in value)
    if origin is tuple and args[-1:] == (Ellipsis,):
        return isinstance(value, tuple) and all(holds(item, args[0]) for item in value)
    if origin is tuple:
        return isinstance(value, tuple) and len(value) == len(args) and all(map(holds, value, args))
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, typing.cast(type, hint))


def test_the_state_declares_the_type_of_each_zone_and_of_nothing_but_its_setup_and_scratch():
    hints = typing.get_type_hints(GameState)
    # A name with a value on the class (a flag, a cache) is the class's, not a field of each game.
    fields = {name for name, hint in hints.items()
              if typing.get_origin(hint) is not typing.ClassVar and name not in vars(GameState)}
    scratch = set(CLEARED_SCRATCH) | {SHARED_SCRATCH}
    assert fields - scratch == {zone.name for zone in ZONES} | set(SETUP)


@pytest.mark.parametrize("preset", ["classic", "kanastic", "samba", "hand_and_foot", "bwc", "italian"])
def test_a_game_in_play_holds_in_each_zone_a_value_of_its_declared_type(preset):
    hints = typing.get_type_hints(GameState)
    for steps in (3, 40, 90):
        state = played(preset, players=4, steps=steps, seed=steps)
        for name in [zone.name for zone in ZONES] + list(SETUP):
            assert holds(getattr(state, name), hints[name]), f"{preset}, after {steps} moves: {name}"


def test_every_zone_counts_in_the_comparison():
    state = played()
    for zone in ZONES:
        other = state.clone()
        setattr(other, zone.name, object())
        assert not other.same_position(state), zone.name


def test_every_zone_has_a_line_that_can_be_written_and_read():
    for zone in ZONES:
        assert zone.line and zone.codec in WRITERS | {"results": None} and zone.codec in READERS | {"results": None}
        assert zone.codec in BLANKS or zone.name in FILLED_IN or zone.codec == "results", zone.name


def test_a_foot_line_is_written_only_for_a_foot_that_holds_cards():
    state = played()
    assert "foot" not in state.to_text()
    with_a_foot(state, 1, 2)
    text = state.to_text()
    feet = [line for line in text.splitlines() if line.startswith("foot")]
    assert feet == [f"foot 1: {' '.join(map(str, state.feet[1]))}"]
    assert text.index("hand 1:") < text.index("foot 1:") < text.index("hand 2:")
    again = GameState.from_text(text)
    assert again.same_position(state) and again.to_text() == text and again.card_count() == 108


def test_a_hand_written_foot_is_read():
    state = position("classic", """
        players: 2
        hand 0: 7c 7d
        foot 0: Kc Kd Kh
        hand 1: 8c 8d
        stock: 4c 4d
    """)
    assert state.feet == [parse_cards("Kc Kd Kh"), []] and state.deck_size == 9


def test_a_seat_sees_its_hand_and_how_many_cards_the_hidden_zones_hold():
    state = with_a_foot(played(), 0, 4)
    seen = state.observation(0)
    assert seen.hand == tuple(state.hands[0])
    assert seen.hand_sizes == tuple(len(hand) for hand in state.hands)
    assert seen.foot_sizes == (4, 0, 0, 0) and seen.stock_size == len(state.stock)
    hidden = [zone.name for zone in ZONES if zone.seen is not Seen.EVERYONE]
    assert not set(hidden) & set(vars(seen)), "a hidden zone is shown whole"
    assert not hasattr(seen, "foot"), "not even the owner looks at a foot"


def test_a_game_dealt_to_fit_an_observation_keeps_every_visible_zone_and_every_count():
    state = with_a_foot(played(), 3, 5)
    seen = state.observation(1)
    world = determinize(seen, random.Random(7))
    assert world.observation(1) == seen
    assert world.card_count() == state.card_count() == 108
    assert world.hands[1] == state.hands[1]
    hidden = sorted(map(str, state.stock + [card for seat in (0, 2, 3) for card in state.hands[seat] + state.feet[seat]]
                        + state.feet[1]))
    assert sorted(map(str, world.stock + [card for seat in (0, 2, 3) for card in world.hands[seat] + world.feet[seat]]
                      + world.feet[1])) == hidden


@pytest.mark.parametrize("players, partnerships, six_player_sides, sides", [
    (2, True, None, (0, 1)), (3, True, None, (0, 1, 2)), (4, True, None, (0, 1, 0, 1)),
    (4, False, None, (0, 1, 2, 3)), (5, True, None, (0, 1, 0, 1, 0)), (5, False, None, (0, 1, 2, 3, 4)),
    (6, True, "two_of_three", (0, 1, 0, 1, 0, 1)), (6, True, "three_of_two", (0, 1, 2, 0, 1, 2)),
    (6, False, None, (0, 1, 2, 3, 4, 5))])
def test_each_seat_plays_for_a_side(players, partnerships, six_player_sides, sides):
    rules = load_preset("classic").replace({"partnerships": partnerships})
    if six_player_sides is not None:
        rules = rules.replace({"six_player_sides": six_player_sides})
    state = GameState(rules, players)
    assert state.side_map == sides == seat_sides(players, rules.uses_partnerships(players), rules.six_player_sides)
    assert state.sides == max(sides) + 1 == len(state.scores) == len(state.tables)


def test_with_six_players_in_three_sides_partners_sit_every_third_seat():
    rules = load_preset("classic").replace({"six_player_sides": "three_of_two"})
    state = GameState(rules, 6)
    assert [state.partner_of(seat) for seat in range(6)] == [3, 4, 5, 0, 1, 2]
    assert [state.seats_of(side) for side in range(3)] == [[0, 3], [1, 4], [2, 5]]
    alone = GameState(rules.replace({"partnerships": False}), 5)
    assert alone.sides == 5 and alone.partner_of(2) is None and not alone.partnerships


def test_a_preset_is_played_only_by_its_player_counts():
    with pytest.raises(ValueError, match="Italian Canasta is played by 2, 3 or 4 players"):
        GameState(load_preset("italian"), 6)
    with pytest.raises(InvalidPositionError, match="A game has 2, 3 or 4 players"):
        GameState.from_text("canasta position 1\nplayers: 5\n", rules=load_preset("italian"))
