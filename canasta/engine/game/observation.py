"""What one seat may know of the game, and games dealt to fit it.

Computer players get an `Observation`, never the `GameState`: their own hand, every
table, the discards (all were shown face up), the number of cards in the stock and in
each hand, and the cards they saw each player take from the pile: what a seat may see
of each field is declared with the field (zones.py). `unseen_deal.determinize()` deals
the cards the seat cannot see at random, consistently with what it saw, so a player can
search ahead with `clone()` and `apply()` without peeking.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import make_dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..melds.table import SideTable
from ..play.turn import Phase
from ..cards.cards import Card
from ..rules.rules import Rules
from ..state.zones import BY_NAME, SETUP, ZONES, Item, Scope, Seen, Zone

if TYPE_CHECKING:
    from ..play.actions import Action
    from .state import GameState


class SeatView:
    """What one seat may know: `seat`, the setup (zones.SETUP), every zone everyone may
    see under its own name, the seat's own value of a zone only it sees (`hand`), how
    many cards each hidden zone holds (`hand_sizes`, `foot_sizes`, `stock_size`), and
    `legal_actions` (empty unless it is this seat's move). Lists are tuples here."""

    seat: int
    rules: Rules
    players: int
    side_map: tuple[int, ...]
    sides: int
    partnerships: bool

    @property
    def side(self) -> int:
        return self.side_map[self.seat]

    def side_of(self, seat: int) -> int:
        return self.side_map[seat]

    @property
    def pile_top(self) -> Card | None:
        pile: tuple[Card, ...] = getattr(self, "pile")
        return pile[-1] if pile else None

    def unseen_cards(self) -> list[Card]:
        """The cards this seat cannot see: in the stock and in other hands (less those known)."""
        remaining = Counter(self.rules.deck_spec.cards(self.players))
        seen: list[Card] = []
        for zone in ZONES:
            if zone.cards and zone.seen is Seen.EVERYONE:
                seen.extend(_cards_of(zone, getattr(self, zone.name)))
            elif zone.cards and zone.seen is Seen.OWNER:
                seen.extend(getattr(self, zone.own or ""))
            elif zone.inside is not None:
                sees_inside = BY_NAME[zone.inside].seen is Seen.OWNER
                for seat, cards in enumerate(getattr(self, zone.name)):
                    if not (sees_inside and seat == self.seat):
                        seen.extend(cards)
        remaining.subtract(Counter(seen))
        return [card for card, count in sorted(remaining.items(), key=lambda item: str(item[0]))
                for _ in range(max(count, 0))]


def _shown_as(zone: Zone) -> list[str]:
    """The observation's names for what a seat sees of `zone`."""
    if zone.seen is Seen.EVERYONE:
        return [zone.name]
    return [name for name in (zone.own, zone.counted) if name is not None]


if TYPE_CHECKING:
    class Observation(SeatView):
        """What the type checker knows of the class written out below from ZONES: a
        SeatView whose other fields are of any type."""

        legal_actions: tuple[Action, ...]

        def __init__(self, **fields: Any) -> None: ...

        def __getattr__(self, name: str) -> Any: ...
else:
    Observation = make_dataclass(
        "Observation",
        [("seat", int), *((name, Any) for name in SETUP), *((name, Any) for zone in ZONES for name in _shown_as(zone)),
         ("legal_actions", tuple)],
        bases=(SeatView,), frozen=True)
    Observation.__module__ = __name__


def _cards_of(zone: Zone, value: Any) -> list[Card]:
    if zone.scope is Scope.GAME:
        return list(value)
    if zone.item is Item.TABLE:
        return [card for table in value for card in table.cards()]
    return [card for member in value for card in member]


def _freeze(zone: Zone, value: Any) -> Any:
    """A zone's value as an observation holds it: lists become tuples."""
    freezers: dict[Item, Callable[[Any], Any]] = {Item.VALUE: _same, Item.LIST: tuple, Item.TABLE: _frozen_table}
    return _each_member(zone, value, freezers[zone.item], tuple)


def thawed(zone: Zone, value: Any) -> Any:
    """A zone's value from an observation, as a state holds it."""
    thawers: dict[Item, Callable[[Any], Any]] = {Item.VALUE: _same, Item.LIST: list, Item.TABLE: _table}
    return _each_member(zone, value, thawers[zone.item], list)


def _each_member(zone: Zone, value: Any, one: Callable[[Any], Any], outer: Callable[[Any], Any]) -> Any:
    """`one` applied to the value, or to each seat's or side's value of it."""
    return outer(one(member) for member in value) if zone.scope in (Scope.SEAT, Scope.SIDE) else one(value)


def _same(value: Any) -> Any:
    return value


def _frozen_table(table: SideTable) -> SideTable:
    return table.copy()


def _table(table: SideTable) -> SideTable:
    return table.copy()


def observe(state: GameState, seat: int) -> Observation:
    """What `seat` may know of `state` (an `Observation`)."""
    shown: dict[str, Any] = {name: getattr(state, name) for name in SETUP}
    for zone in ZONES:
        value = getattr(state, zone.name)
        if zone.seen is Seen.EVERYONE:
            shown[zone.name] = _freeze(zone, value)
            continue
        if zone.own is not None:
            shown[zone.own] = tuple(value[seat])
        if zone.counted is not None:
            shown[zone.counted] = len(value) if zone.scope is Scope.GAME else tuple(map(len, value))
    mine = state.phase in (Phase.DRAW, Phase.PLAY, Phase.ASK, Phase.HAND_OVER) and state.current == seat
    return Observation(seat=seat, legal_actions=tuple(state.legal_actions()) if mine else (), **shown)
