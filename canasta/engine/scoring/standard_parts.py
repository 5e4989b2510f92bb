"""The standard parts of a hand score (classic ruling 14, the Windows "canasta required
for positive score"), each registered under its name in the option `score_parts`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..melds.canasta_kinds import canasta_word
from ..cards.cards import RANK_PLURALS
from ..melds.meld_kinds import GROUP, RUN, is_natural
from .american_parts import incomplete_kind_lines, table_cards_against
from . import black_three_parts  # noqa: F401  (registers the part for black threes set aside)
from . import canastas_to_win  # noqa: F401  (registers the bonus for the canastas that win)
from .score_parts import ScoreLine, register_score_part, running_total
from ..sentences.message import opening, say

if TYPE_CHECKING:
    from ..rules.rules import Rules
    from ..game.state import GameState

NATURAL_CANASTAS, MIXED_CANASTAS = say("Natural canastas"), say("Mixed canastas")
DOUBLED_FIRST_MELD = say("Doubled, out on the first meld (x2)")
DOUBLED_WILD_DISCARD = say("Doubled, out with a wild card (x2)")


def went_out_side(state: GameState, side: int) -> bool:
    """Whether `side`'s player went out to end the hand."""
    return state.went_out is not None and state.side_of(state.went_out) == side


def set_aside_points(count: int, each: int, all_four: int, melded: bool) -> int:
    """Bonus cards set aside (red threes, Treasure Pots): `each` apiece, `all_four` for
    four, counted against a side that has not melded."""
    points = all_four if count == 4 else count * each
    return points if melded else -points


class TableCards:
    """The values of the cards the side melded (red threes excepted)."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        value = state.rules.value_of
        points = sum(value(card) for card in state.tables[side].cards())
        return lines + [ScoreLine("Cards on the table", points, "table_cards", (("table_cards", points),))]


class HandCards:
    """The values of the cards left in the side's hands, subtracted."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        value = state.rules.hand_value_of
        points = sum(value(card) for seat in state.seats_of(side) for card in state.hands[seat])
        return lines + [ScoreLine("Cards in hand", -points, "hand_cards", (("hand_cards", points),), in_hand=True)]


class HandCardsAndThrees:
    """The values of the cards left in the side's hands, subtracted, the threes (dead
    cards, `threes: dead`) on a line of their own at their hand values."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        value = state.rules.hand_value_of
        held = [card for seat in state.seats_of(side) for card in state.hands[seat]]
        threes = [card for card in held if card.rank == "3"]
        points = sum(value(card) for card in held if card.rank != "3")
        lines = lines + [ScoreLine("Cards in hand", -points, "hand_cards", (("hand_cards", points),), in_hand=True)]
        if threes:
            lost = sum(map(value, threes))
            lines.append(ScoreLine(f"Threes in hand ({len(threes)})", -lost, "hand_cards",
                                   (("hand_cards", lost), ("threes_in_hand", len(threes))), in_hand=True))
        return lines


class UnplayedFeet:
    """The values of the cards in the feet the side's players never picked up (a foot
    dealt face down, `foot_size`), subtracted, at their hand values."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        value = state.rules.hand_value_of
        feet = [state.feet[seat] for seat in state.seats_of(side) if state.feet[seat]]
        if not feet:
            return lines
        points = sum(value(card) for foot in feet for card in foot)
        # One label for one foot or two, so that both sides' lines share a row of the scoring.
        return lines + [ScoreLine(f"Unplayed feet ({len(feet)})", -points, "feet", (("feet", len(feet)), ("foot_points", points)),
                                  in_hand=True)]


# The figures of each category of bonus a meld kind gives (MeldKind.bonus).
_CATEGORY_FIGURES = {"natural": ("natural_canastas", "natural_canasta_points"),
                     "mixed": ("mixed_canastas", "mixed_canasta_points"),
                     "golden": ("golden_suits", "golden_suit_points"),
                     "sequence": ("sequence_canastas", "sequence_canasta_points"),
                     "wild": ("wild_canastas", "wild_canasta_points")}
# The kinds of complete meld other than a group's canastas that have lines of their own,
# named in the rule set's words ("Escaleras") or plain ones ("Runs of seven").
_OWN_LINES = ("sequence", "wild")


def _category_label(rules: Rules, category: str) -> str:
    return opening(canasta_word(rules, category, 2))


def _bonus_name(key: str) -> str:
    """A rank with a canasta bonus of its own in the plural ("Aces"), or such a word ("CANASTA")."""
    return RANK_PLURALS.get(key, key.upper())


class Canastas:
    """Each complete meld's bonus (its kind's `bonus`), a line for each kind of bonus:
    natural and mixed canastas, those of ranks with bonuses of their own apart (Kanastic
    aces), natural golden suits and those with Artifacts."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        rules = state.rules
        own_bonus = {bonus.rank for bonus in rules.canasta_bonus_by_rank}
        named = dict(rules.canasta_words)
        found: dict[str, tuple[str, list[int]]] = {}
        label: str
        for meld in state.tables[side]:
            bonus = meld.kind.bonus(rules, meld.key, meld.cards)
            if bonus is None:
                continue
            category, points = bonus
            if category == "golden":
                label = say("Natural golden suits") if is_natural(rules, meld.cards) else \
                    say("Golden suits with Artifacts")
            elif category in _OWN_LINES or category in named:
                label = _category_label(rules, category)
            else:
                kind = NATURAL_CANASTAS if category == "natural" else MIXED_CANASTAS
                label = say("{kind} of {rank}", kind=kind, rank=_bonus_name(meld.key)) \
                    if (meld.kind is GROUP or meld.kind.spoken_key) and meld.key in own_bonus else kind
            found.setdefault(label, (category, []))[1].append(points)
        order: list[str] = [NATURAL_CANASTAS, MIXED_CANASTAS]
        order += [say("{kind} of {rank}", kind=kind, rank=_bonus_name(rank)) for rank in sorted(own_bonus)
                  for kind in (NATURAL_CANASTAS, MIXED_CANASTAS)]
        order += [say("Natural golden suits"), say("Golden suits with Artifacts")]
        order += [_category_label(rules, category) for category in _OWN_LINES]
        order += [label for label in found if label not in order]
        added = []
        for label in order:
            if label in found:
                category, bonuses = found[label]
                label = next(key for key in found if key == label)  # the row as made, in its words
                count_figure, points_figure = _CATEGORY_FIGURES.get(
                    category, (f"{category}_canastas", f"{category}_points"))
                added.append(ScoreLine(say("{row} ({count})", row=label, count=len(bonuses)), sum(bonuses),
                                       "canastas", ((count_figure, len(bonuses)), (points_figure, sum(bonuses)))))
        return lines + added


def red_three_points(state: GameState, side: int) -> int:
    """What `side`'s red threes score now: their points by how many (`red_three_points`),
    for or against the side as `red_threes_sign` says (with `threes: bonus_both`, each
    colour scored apart, the threes in its hands counted too)."""
    if state.rules.threes == "bonus_both":
        return sum(points for _, _, points, _ in threes_by_colour(state, side))
    return _signed_three_points(state, side, len(state.red_threes[side]))


def threes_by_colour(state: GameState, side: int) -> list[tuple[str, int, int, bool]]:
    """With `threes: bonus_both`, each colour of three the side has (laid out or still in
    its hands): ("Red", count, points, whether some are in a hand)."""
    found = []
    for colour, red in (("Red", True), ("Black", False)):
        laid = sum(1 for card in state.red_threes[side] if card.rank == "3" and card.is_red_three == red)
        held = sum(1 for seat in state.seats_of(side) for card in state.hands[seat]
                   if card.rank == "3" and card.is_red_three == red)
        if laid + held:
            found.append((colour, laid + held, _signed_three_points(state, side, laid + held), bool(held)))
    return found


def _signed_three_points(state: GameState, side: int, count: int) -> int:
    """The points of `count` threes of a colour (or red threes), for or against the side."""
    rules = state.rules
    if not count:
        return 0
    points = rules.red_three_table(state.players).points(count, rules.red_threes_in_deck(state.players))
    sign = rules.red_threes_sign
    if sign == "melded":
        return points if state.tables[side] else -points
    canastas = state.canastas(side)
    if sign == "canastas":
        return points if canastas >= rules.threes_positive_canastas else -points
    return points if canastas >= 2 else 0 if canastas == 1 else -points  # swing


# A colour's threes scored apart (`threes: bonus_both`), each a sentence of its own, as
# languages put the colour ("Rote Dreien", "Treses rojos").
_COLOUR_THREES = {"Red": lambda count: say("Red threes ({count})", count=count),
                  "Black": lambda count: say("Black threes ({count})", count=count)}


class RedThrees:
    """Red threes set aside: their points by how many the side has, for or against it."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        if state.rules.threes == "bonus_both":
            return lines + [ScoreLine(_COLOUR_THREES[colour](count), points, "red_threes",
                                      ((f"{colour.lower()}_threes", count), (f"{colour.lower()}_three_points", points)),
                                      in_hand=held)
                            for colour, count, points, held in threes_by_colour(state, side)]
        count = len(state.red_threes[side])
        if not count:
            return lines
        points = red_three_points(state, side)
        return lines + [ScoreLine(say("Red threes ({count})", count=count), points, "red_threes",
                                  (("red_threes", count), ("red_three_points", points)))]


class IncompleteMelds:
    """With `incomplete_meld_penalty`, points the side loses for its melds that are still
    short when the hand ends: each run of fewer than `short_sequence_length` cards
    (`short_sequence`), a line of its own."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        rules = state.rules
        lines = lines + incomplete_kind_lines(state, side)
        each = dict(rules.incomplete_meld_penalty).get("short_sequence")
        if not each:
            return lines
        count = sum(1 for meld in state.tables[side]
                    if meld.kind is RUN and len(meld.cards) < rules.short_sequence_length)
        if not count:
            return lines
        return lines + [ScoreLine(f"Short runs: {count} \u00d7 \u2212{each}", -count * each, "incomplete_melds",
                                  (("short_runs", count), ("short_run_points", count * each)))]


class GoingOut:
    """The going-out bonus of the side that went out; the concealed bonus in its place
    when the side melded its whole hand in one turn."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        if not went_out_side(state, side):
            return lines
        rules = state.rules
        if state.concealed:
            line = ScoreLine("Going out concealed", rules.concealed_going_out_bonus, "going_out",
                             (("going_out", rules.concealed_going_out_bonus),))
        else:
            line = ScoreLine("Going out", rules.going_out_bonus, "going_out", (("going_out", rules.going_out_bonus),))
        return lines + ([line] if line.points else [])


class PilePutBack:
    """Points lost for putting a taken top card back (Windows)."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        penalties = state.penalties[side]
        if not penalties:
            return lines
        return lines + [ScoreLine("Pile put back", -penalties, "pile_put_back", (("penalties", penalties),))]


class CanastaRequired:
    """With `canasta_required_for_positive_score`, a side with fewer canastas than it
    needs to go out counts its cards on the table against it, and no canasta bonus.
    A rule on the lines of `table_cards` and `canastas`: it comes after them."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        rules = state.rules
        if rules.positive_table_canastas is not None:
            return table_cards_against(state, side, lines)
        if not rules.canasta_required_for_positive_score:
            return lines
        if state.canastas_short(side) == 0:
            return lines
        revised = []
        for line in lines:
            if line.part == "table_cards":
                points = line.figure("table_cards")
                line = ScoreLine("Cards on the table (no canasta: counted against)", -points, line.part,
                                 line.figures + (("canastas_missing", 1),))
            elif line.part == "canastas":
                count = line.figures[0]
                line = ScoreLine(line.label, 0, line.part, (count, (line.figures[1][0], 0)))
            revised.append(line)
        return revised


class Doublings:
    """The doublings the options ask for (`concealed_going_out_doubles`,
    `wild_discard_going_out_doubles`), each a line of its own worth the score before it. Comes last."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        rules = state.rules
        reasons = []
        if went_out_side(state, side) and state.concealed and rules.concealed_going_out_doubles:
            reasons.append(DOUBLED_FIRST_MELD)
        if state.out_with_wild and rules.wild_discard_going_out_doubles:
            reasons.append(DOUBLED_WILD_DISCARD)  # both sides' scores double
        lines = list(lines)
        for reason in reasons:
            lines.append(ScoreLine(reason, running_total(lines), "doublings", (("doublings", 1),)))
        return lines


# Name, part, words for players, place (a hook's parts go between these, or at one of
# these places to score the same thing in another way).
for _name, _part, _words, _place in (
        ("table_cards", TableCards(), "Cards on the table", 10),
        ("hand_cards", HandCards(), "Cards in hand", 20),
        ("hand_cards_and_threes", HandCardsAndThrees(), "Cards in hand, threes apart", 20),
        ("feet", UnplayedFeet(), "Unplayed feet", 25),
        ("canastas", Canastas(), "Canasta bonuses", 30),
        ("red_threes", RedThrees(), "Red threes", 40),
        ("incomplete_melds", IncompleteMelds(), "Penalties for melds left short", 45),
        ("going_out", GoingOut(), "Going out", 60),
        ("pile_put_back", PilePutBack(), "Penalty for putting back the pile", 70),
        ("canasta_required", CanastaRequired(), "Canasta required for a positive score", 80),
        ("doublings", Doublings(), "Doublings", 90)):
    register_score_part(_name, _part, _words, _place)
