"""The lines of a position that name melds: each side's table, and the turn's moves and
merges (docs/positions.md). position.py reads and writes the other lines.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..cards.cards import Card, cards_text, parse_cards
from ..play.errors import InvalidPositionError
from ..melds.meld_kinds import kind_by_label
from ..melds.meld_protocol import plural
from ..reach.melds import one_meld_per_label
from ..melds.table import SideTable
from ..play.turn import Merge, Switch

if TYPE_CHECKING:
    from ..game.state import GameState


# ----------------------------------------------------------------- writing

def rows_text(rows: Any) -> str:
    """Rows written 'LABEL: CARDS | ...' ('-' for none)."""
    return " | ".join(f"{rank}: {cards_text(cards)}" for rank, cards in rows) or "-"


def table_text(table: SideTable) -> str:
    """A side's melds in order, each by its label; a meld whose id is not the one after
    the meld before it's (a merge took that one away) is written with its id: "#5 7"."""
    rows = []
    expected = 1
    for meld in table:
        rows.append((meld.label if meld.id == expected else f"#{meld.id} {meld.label}", meld.cards))
        expected = meld.id + 1
    return rows_text(rows)


def merges_text(merges: list[Merge]) -> str:
    """This turn's merges: "#5 into #3: 4 cards after 2 moves | ..." ('-' for none)."""
    return " | ".join(f"#{merge.joined} into #{merge.into}: {plural(merge.count, 'card')} after "
                      f"{plural(merge.after, 'move')}" for merge in merges) or "-"


def places_text(places: list[tuple[int, tuple[int, ...]]]) -> str:
    """Where this turn's cards went into words: "#3: 0 1 2 | #3: 3" ('-' for none)."""
    return " | ".join(f"#{meld_id}: {' '.join(map(str, spots))}" for meld_id, spots in places) or "-"


def switches_text(switches: list[Switch]) -> str:
    """This turn's switches: "#3 place 4: ST from hand after 2 steps | #3 place 1: Ar from #5
    place 0 after 3 steps" ('-' for none)."""
    return " | ".join(
        f"#{switch.into} place {switch.place}: {switch.out} from "
        f"{'hand' if switch.source is None else f'#{switch.source} place {switch.source_place}'} "
        f"after {plural(switch.after, 'step')}" for switch in switches) or "-"


_SWITCH = re.compile(r"#(\d+) place (\d+): (\S+) from (?:hand|#(\d+) place (\d+)) after (\d+) steps?")


def read_switches(text: str, key: str, state: GameState) -> list[Switch]:
    """The switches line, as `switches_text` writes it."""
    switches = []
    for part in ([] if text == "-" else text.split("|")):
        found = _SWITCH.fullmatch(part.strip())
        if found is None:
            raise InvalidPositionError(f"'{key}': write each switch '#3 place 4: ST from hand after 2 steps' "
                                       f"(or 'from #5 place 0'), not '{part.strip()}'.")
        into, place, out, source, source_place, after = found.groups()
        switches.append(Switch(int(into), int(place), None if source is None else int(source),
                               -1 if source_place is None else int(source_place), _cards(out, key)[0], int(after)))
    return switches


def read_places(text: str, key: str, state: GameState) -> list[tuple[int, tuple[int, ...]]]:
    """The word places line, as `places_text` writes it."""
    places = []
    for part in ([] if text == "-" else text.split("|")):
        label, sep, spots = part.partition(":")
        label = label.strip()
        if not sep or not (label.startswith("#") and label[1:].isdigit()) \
                or not all(spot.isdigit() for spot in spots.split()):
            raise InvalidPositionError(f"'{key}': write each placement '#ID: PLACES', not '{part.strip()}'.")
        places.append((int(label[1:]), tuple(int(spot) for spot in spots.split())))
    return places


def moves_text(moves: list[tuple[int, tuple[Card, ...]]], state: GameState) -> str:
    """This turn's placements, each by the meld it went to: its label where the rules
    allow one meld per label ("7: 7c 7d"), else its id ("#3: 7c 7d")."""
    table = state.tables[state.side_of(state.current)]
    by_label = one_meld_per_label(state.rules)
    labels = {meld.id: meld.label if by_label else f"#{meld.id}" for meld in table}
    # A meld merged into another since is written by its id.
    return rows_text((labels.get(meld_id, f"#{meld_id}"), cards) for meld_id, cards in moves)


# ----------------------------------------------------------------- reading

def _rows(text: str, key: str, state: GameState) -> list[tuple[str, list[Card]]]:
    if text == "-":
        return []
    rows = []
    for part in text.split("|"):
        label, sep, cards = part.partition(":")
        if not sep:
            raise InvalidPositionError(f"'{key}': a meld is written 'LABEL: CARDS', not '{part.strip()}'.")
        rows.append((label.strip(), _cards(cards, key)))
    return rows


def read_table(text: str, key: str, state: GameState) -> SideTable:
    """A side's melds, in order (their ids), each written 'LABEL: CARDS': a group by its
    rank ("7"), black threes "3", a golden suit "G", a run by its suit ("h run"), wild "wild"."""
    table = SideTable()
    for label, cards in _rows(text, key, state):
        meld_id = None
        number, _, rest = label.partition(" ")
        if number.startswith("#") and number[1:].isdigit() and rest:
            meld_id, label = int(number[1:]), rest  # "#5 7": its id, where one before it was merged away
        found = kind_by_label(state.rules, label)
        if found is None or found[0] not in state.rules.kinds:
            raise InvalidPositionError(f"'{key}': '{label}' is not a meld of these rules.")
        kind, meld_key = found
        if kind.unique(state.rules) and table.find(kind, meld_key) is not None:
            raise InvalidPositionError(f"'{key}' has two melds of {kind.words(meld_key)}.")
        meld = table.start(kind, meld_key, cards)
        if meld_id is not None:
            if meld_id < meld.id:
                raise InvalidPositionError(f"'{key}': meld #{meld_id} comes after meld #{meld.id - 1}: "
                                           f"melds are written in the order of their ids.")
            meld.id = meld_id
    return table


def read_moves(text: str, key: str, state: GameState) -> list[tuple[int, tuple[Card, ...]]]:
    """This turn's placements, each written '#ID: CARDS' (or, as positions written before
    melds had ids, 'RANK: CARDS', the side's meld of that rank)."""
    table = state.tables[state.side_of(state.current)]
    moves = []
    for label, cards in _rows(text, key, state):
        if label.startswith("#") and label[1:].isdigit() and int(label[1:]) > 0:
            # A meld merged away since is not on the table: the merges line says where it went.
            moves.append((int(label[1:]), tuple(cards)))
            continue
        meld = table.labelled(state.rules, label)
        if meld is None:
            raise InvalidPositionError(f"'{key}': the side to move has no meld '{label}'.")
        moves.append((meld.id, tuple(cards)))
    return moves


_MERGE = re.compile(r"#(\d+) into #(\d+): (\d+) cards? after (\d+) moves?")


def read_merges(text: str, key: str, state: GameState) -> list[Merge]:
    """This turn's merges, each written '#5 into #3: 4 cards after 2 moves', in the order
    they were made (read after the moves line, which they must fit)."""
    merges: list[Merge] = []
    for part in ([] if text == "-" else text.split("|")):
        found = _MERGE.fullmatch(part.strip())
        if found is None:
            raise InvalidPositionError(f"'{key}': a merge is written '#5 into #3: 4 cards after 2 moves', "
                                       f"not '{part.strip()}'.")
        joined, into, count, after = map(int, found.groups())
        merge = Merge(into, joined, count, after)
        if merge.after > len(state.turn_moves) or (merges and merge.after < merges[-1].after) \
                or not (merge.into and merge.joined and merge.count) or merge.into == merge.joined:
            raise InvalidPositionError(f"'{key}': the merge '{part.strip()}' does not fit this turn's moves.")
        merges.append(merge)
    return merges


def _cards(text: str, key: str) -> list[Card]:
    try:
        return parse_cards(text)
    except ValueError as exc:
        raise InvalidPositionError(f"'{key}': {exc}.") from None
