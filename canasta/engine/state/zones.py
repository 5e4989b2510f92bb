"""The fields of a game state, each declared once, and the seats and sides they belong to.

A `GameState` is a setup (the rules, the number of seats, the side each seat plays
for) and the zones below. Each zone says what it belongs to (the game, each seat,
each side, or the turn), what one value of it is (which says how a copy copies it),
who may see it, and the line the position text writes it on (docs/positions.md).
`GameState.clone()`, `observe()` and `determinize()`, the position text and
`same_position()` all read `ZONES`; a new field is added here, and its type beside the
others on `GameState` (a test checks that the two agree).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable

from ..melds.table import SideTable


class Scope(Enum):
    GAME = "game"   # one value (some last a game: scores; some a hand: the stock)
    SEAT = "seat"   # a list with one value for each seat
    SIDE = "side"   # a list with one value for each side
    TURN = "turn"   # one value, started afresh as each turn begins


class Item(Enum):
    """What one value of a zone is, which says how a copy of the state copies it."""

    VALUE = "value"   # never changed in place (a number, a flag, a card, a frozen record): shared
    LIST = "list"     # a list changed in place (cards, the turn's moves, the scores): copied
    TABLE = "table"   # a side's melds (table.SideTable): copied meld by meld


class Seen(Enum):
    EVERYONE = "everyone"
    OWNER = "owner"     # only the seat itself; the others see how many cards each seat has
    NOBODY = "nobody"   # no seat: they see how many cards there are (or nothing, for the seed)


@dataclass(frozen=True)
class Zone:
    """One field of the game state."""

    name: str                    # the GameState attribute
    scope: Scope
    item: Item = Item.VALUE
    seen: Seen = Seen.EVERYONE
    line: str | None = None      # the name of its line in the position text ("hand" for "hand 0: ...")
    codec: str = "number"        # how that line reads and writes (position.py)
    start: Any = None            # a fresh seat's, side's or turn's value (a LIST starts empty, a TABLE bare)
    cards: bool = False          # holds cards in play: counted by `card_count()`
    optional: bool = False       # its line is written only when it holds something
    follows: bool = False        # its lines go seat by seat (side by side) with the zone's before it
    inside: str | None = None    # its cards were seen going into this (hidden) zone and are still there
    own: str | None = None       # the observation's name for the seat's own value of an OWNER zone
    counted: str | None = None   # the observation's name for how many cards a hidden zone holds


GAME, SEAT, SIDE, TURN = Scope.GAME, Scope.SEAT, Scope.SIDE, Scope.TURN
LIST, TABLE = Item.LIST, Item.TABLE

# In the order of the position text's lines.
ZONES: tuple[Zone, ...] = (
    Zone("seed", GAME, seen=Seen.NOBODY, line="seed"),  # later hands are dealt from it
    Zone("hand_number", GAME, line="hand number"),
    Zone("dealer", GAME, line="dealer", codec="seat"),
    Zone("first_player", GAME, line="first player", codec="seat"),
    Zone("scores", GAME, LIST, line="scores", codec="numbers"),  # each side's total before this hand
    Zone("phase", GAME, line="phase", codec="phase"),
    Zone("current", GAME, line="current", codec="seat"),  # the seat to move
    Zone("hands", SEAT, LIST, Seen.OWNER, line="hand", codec="cards", cards=True, own="hand", counted="hand_sizes"),
    # A second hand dealt face down, played when the hand is used up; empty unless the rules deal one.
    Zone("feet", SEAT, LIST, Seen.NOBODY, line="foot", codec="cards", cards=True, optional=True, follows=True,
         counted="foot_sizes"),
    # Cards seen going into each seat's hand from the pile, still there.
    Zone("known", SEAT, LIST, line="known", codec="cards", inside="hands"),
    # What a player reads the others' hands by: each seat's discards, and the pile tops
    # it left for a card from the stock, since it last took the pile.
    Zone("thrown", SEAT, LIST, line="thrown", codec="cards"),
    Zone("passed", SEAT, LIST, line="passed", codec="cards", follows=True),
    Zone("tables", SIDE, TABLE, line="table", codec="table", cards=True),
    Zone("red_threes", SIDE, LIST, line="red threes", codec="cards", cards=True, follows=True),
    Zone("treasure_pots", SIDE, LIST, line="treasure pots", codec="cards", cards=True, follows=True),
    # Black threes found in a taken pile, set aside for the side (`pile_black_threes_set_aside`).
    Zone("black_threes", SIDE, LIST, line="black threes set aside", codec="cards", cards=True, optional=True,
         follows=True),
    # The side has melded this hand.
    Zone("opened", SIDE, line="opened", codec="flag", start=False, follows=True),
    # Who made the side's first meld, and whether that player has not begun another turn
    # since (written on one line: "opener 0: 2 waiting").
    Zone("opener", SIDE, line="opener", codec="seat?", follows=True),
    Zone("opener_waiting", SIDE, line="opener", codec="waiting", start=False),
    # Points lost putting back a taken top card.
    Zone("penalties", SIDE, line="penalties", start=0, follows=True),
    # The last card is drawn next.
    Zone("stock", GAME, LIST, Seen.NOBODY, line="stock", codec="cards", cards=True, counted="stock_size"),
    Zone("pile", GAME, LIST, line="pile", codec="cards", cards=True),  # the last card is on top
    # Cards put face down under the pile as it starts (the pozzo, `upcard: by_rank`): part of
    # the pile, taken with it, seen by nobody until then.
    Zone("pile_under", GAME, LIST, Seen.NOBODY, line="pile under", codec="cards", cards=True, optional=True,
         counted="pile_under_size"),
    Zone("pickup", GAME, LIST, line="pickup", codec="cards", cards=True),  # a picked-up pile waiting for the discard
    # The seat whose discard blocks the pile until its next turn begins.
    Zone("blocked_by", GAME, line="blocked by", codec="seat?"),
    Zone("pile_untakeable", GAME, line="pile untakeable", codec="flag"),  # the opening discard may not be taken
    Zone("stock_turned", GAME, line="stock turned"),
    # No player has yet begun a second turn in this hand (the first time around the table).
    Zone("first_round", GAME, line="first round", codec="flag", optional=True),
    Zone("deck_size", GAME, line="deck size"),
    Zone("went_out", GAME, line="went out", codec="seat?"),
    Zone("concealed", GAME, line="concealed", codec="flag"),
    Zone("out_with_wild", GAME, line="out with wild", codec="flag"),
    Zone("opening", TURN, line="opening", codec="flag", start=False),  # the opening discard is to be made
    Zone("turn_moves", TURN, LIST, line="moves", codec="moves"),  # this turn's placements, taken back last first
    Zone("locked", TURN, line="locked", start=0),  # how many of them can no longer be taken back
    # This turn's merges of two groups of one rank (turn.Merge), taken back in turn with the placements.
    Zone("merges", TURN, LIST, line="merges", codec="merges", optional=True),
    # Where this turn's cards went into words, (meld id, places) for each placement, taken back with it.
    Zone("word_places", TURN, LIST, line="word places", codec="places", optional=True),
    # This turn's switches of a meld's card for one of the same letter (turn.Switch), taken back in turn.
    Zone("switches", TURN, LIST, line="switches", codec="switches", optional=True),
    Zone("taking", TURN, line="taking", codec="taking"),  # the pile's top card waiting for its meld
    Zone("took_pile", TURN, line="took pile", codec="flag", start=False),
    Zone("took_top_only", TURN, line="took top only", codec="flag", start=False),
    Zone("put_back", TURN, line="put back", codec="flag", start=False),
    Zone("asked", TURN, line="asked", codec="flag", start=False),
    Zone("permission", TURN, line="permission", codec="flag?"),  # the partner's answer to "May I go out?"
    Zone("asker", TURN, line="asker", codec="seat?"),
    # "May I say Acaba?" (acaba.py): asked this turn, the partner's answer ("yes", "no"), and
    # whether it was asked before drawing (the answer hands the turn back to the draw).
    Zone("acaba_asked", TURN, line="acaba asked", codec="flag", start=False, optional=True),
    Zone("acaba_answer", TURN, line="acaba answer", codec="answer", optional=True),
    Zone("asked_in_draw", TURN, line="asked in draw", codec="flag", start=False, optional=True),
    Zone("hand_results", GAME, LIST, line="result", codec="results"),  # one line for each finished hand
)

BY_NAME = {zone.name: zone for zone in ZONES}
TURN_ZONES = tuple(zone for zone in ZONES if zone.scope is TURN)
CARD_ZONES = tuple(zone for zone in ZONES if zone.cards)
# The other names a state holds: its setup (fixed for the game) ...
SETUP = ("rules", "players", "side_map", "sides", "partnerships")
# ... and what it has worked out about itself, not part of the position: a copy
# clears these ...
CLEARED_SCRATCH = ("_legal_cache", "_judged", "_greedy_cache", "_turn_cache", "_greedy_base")
# ... and shares this one: whether the turn can end from the positions looked at
# holds for every copy of this turn's state (endings.py).
SHARED_SCRATCH = "_endings_known"


# ----------------------------------------------------------------- seats and sides

# The side each seat plays for, and who plays a hand in what order: seating.py.


# ----------------------------------------------------------------- values

def fresh(zone: Zone) -> Any:
    """The value a seat, side or turn starts with."""
    if zone.item is LIST:
        return []
    if zone.item is TABLE:
        return SideTable()
    return zone.start


def start_zones(state: Any, scope: Scope) -> None:
    """Give every zone of a seat or side (`scope`) its starting value, as a hand is dealt."""
    count = state.players if scope is SEAT else state.sides
    for zone in ZONES:
        if zone.scope is scope:
            setattr(state, zone.name, [fresh(zone) for _ in range(count)])


def start_scratch(state: Any) -> None:
    """A state built from parts (a text, an observation) starts with nothing worked out."""
    for name in CLEARED_SCRATCH:
        setattr(state, name, None)
    setattr(state, SHARED_SCRATCH, {})


def card_count(state: Any) -> int:
    """Cards in play: in the hands, feet, stock, pile and on the table."""
    total = 0
    for zone in CARD_ZONES:
        value = getattr(state, zone.name)
        if zone.scope is GAME:
            total += len(value)
        elif zone.item is TABLE:
            total += sum(table.card_total() for table in value)
        else:
            total += sum(map(len, value))
    return total


def same_position(first: Any, second: Any) -> bool:
    """Whether two states are the same position: the same setup and every zone alike."""
    # Rules compare by their options: a table of card values read back from a text
    # may list the same values in another order.
    same_rules = first.rules is second.rules or first.rules.to_options() == second.rules.to_options()
    return (same_rules and first.players == second.players
            and all(getattr(first, zone.name) == getattr(second, zone.name) for zone in ZONES))


# ----------------------------------------------------------------- copying

def _copy_expression(zone: Zone) -> str | None:
    """Python that copies the zone from `s` (None: the value is shared)."""
    value = f"s.{zone.name}"
    per_member = zone.scope in (SEAT, SIDE)
    if zone.item is Item.VALUE:
        return f"{value}[:]" if per_member else None
    if zone.item is LIST:
        return f"list(map(copy_list, {value}))" if per_member else f"{value}[:]"
    if not per_member:  # pragma: no cover - a declaration error, found at import
        raise ValueError(f"zone {zone.name}: a table belongs to a seat or a side")
    return f"[t.copy() for t in {value}]"


def _compile(lines: list[str], name: str, namespace: dict[str, Any]) -> Callable[[Any], Any]:
    exec("\n".join(lines), namespace)  # noqa: S102 - the source is built in this module from ZONES alone
    function: Callable[[Any], Any] = namespace[name]
    return function


def make_copier(cls: type) -> Callable[[Any], Any]:
    """A function that copies a `cls` instance: every zone that changes in place is
    copied, the rest shared, the cleared scratch cleared. Written out once, at import,
    as plain statements: a copy is made at every step of a search."""
    lines = ["def clone(s):", "    o = new(cls)", "    o.__dict__.update(s.__dict__)"]
    for zone in ZONES:
        expression = _copy_expression(zone)
        if expression is not None:
            lines.append(f"    o.{zone.name} = {expression}")
    lines += [f"    o.{name} = None" for name in CLEARED_SCRATCH]
    lines.append("    return o")
    clone = _compile(lines, "clone", {"new": object.__new__, "cls": cls, "copy_list": list.copy})
    clone.__doc__ = "A copy of the state that shares nothing changed in place (see zones.ZONES)."
    return clone


def make_turn_starter() -> Callable[[Any], None]:
    """A function that gives every TURN zone its starting value and starts the scratch
    afresh (written out once, like the copier: a search begins many turns)."""
    lines = ["def start_turn(s):"]
    for zone in TURN_ZONES:
        if zone.item is Item.VALUE and not isinstance(zone.start, (bool, int, type(None))):
            raise ValueError(f"zone {zone.name}: a turn starts with a number, a flag or None")  # pragma: no cover
        lines.append(f"    s.{zone.name} = {'[]' if zone.item is LIST else repr(fresh(zone))}")
    lines += [f"    s.{name} = None" for name in CLEARED_SCRATCH]
    lines.append(f"    s.{SHARED_SCRATCH} = {{}}")
    start_turn = _compile(lines, "start_turn", {})
    start_turn.__doc__ = "Give every TURN zone (zones.ZONES) its starting value, and start the scratch afresh."
    return start_turn
