"""Where a wild card goes on the side's melds: the meld it does most for, and spreading
the wild cards in hand over the melds."""

from __future__ import annotations

from canasta.engine import Card, Meld, Rules, is_natural

from .meld_view import fits, missing
from .style import Style
from .workbench import Workbench


# Groups that take at most this many wild cards, and none once complete (Samba, Bolivia,
# Chilean), leave wild cards few places: there a meld of wild cards is worth starting.
SCANT_WILD_ROOM = 2


def wild_meld_start(rules: Rules, style: Style) -> int | None:
    """The wild cards in hand with which the style starts a meld of wild cards that costs
    nothing left incomplete, or None: not where groups give wild cards room enough (in
    Cuban and Uruguayan, which take three and more, the wild cards did more in the groups:
    against Beginner, 200 deals, Cuban 77.0% -> 68.5%, Uruguayan 66.0% -> 60.5%)."""
    scant = rules.meld_max_wild is not None and rules.meld_max_wild <= SCANT_WILD_ROOM and not rules.wild_to_canasta
    return style.wild_meld_start if scant else None


def roomiest_row(bench: Workbench, focus: bool = True, wild: Card | None = None) -> Meld | None:
    """The meld a wild card (`wild`, if given) does most for: the one nearest complete
    that is not yet; a complete mixed one only when nothing else has room; never a
    natural canasta, which would lose its bonus. Unfocused (a beginner): the meld with
    the most room."""
    rules = bench.rules
    if not focus:
        rows = [(bench.room(meld), len(meld.cards), meld.key, meld.id, meld) for meld in bench.table
                if bench.room(meld) > 0 and (wild is None or fits(rules, meld, wild))]
        return max(rows, key=lambda row: row[:4])[4] if rows else None
    best: tuple[int, int, str, int] | None = None
    chosen = None
    for meld in bench.table:
        if bench.room(meld) <= 0 or (wild is not None and not fits(rules, meld, wild)):
            continue
        if missing(rules, meld) == 0:
            if is_natural(rules, meld.cards):
                continue
            key = (0, len(meld.cards), meld.key, meld.id)
        else:
            key = (1, len(meld.cards), meld.key, meld.id)
        if best is None or key > best:
            best, chosen = key, meld
    return chosen


def spread_wilds(bench: Workbench, reserve: int, focus: bool = True) -> None:
    for wild in bench.wilds():
        meld = roomiest_row(bench, focus, wild)
        if meld is None or len(bench.hand) - 1 < reserve or not bench.may_place_wilds():
            return
        bench.add_wild(wild, meld)
