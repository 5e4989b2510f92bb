"""The words the table shows beside the cards: each side's score stage and first-meld
requirement, what the pile is doing (blocked, picked up, not to be taken), and the
Treasure Pots a side has set aside.

Every number comes from the engine (canasta.engine.game.queries) or, for the Treasure Pots, from
Kanastic's hook, and what keeps the pile's top card from being taken from the rules' pile
policy (canasta.engine.rules.pile); this module only words it.
"""

from __future__ import annotations

from canasta.engine import GameState, Phase, blocked_turns, side_requirement
from canasta.language import _, ngettext, number, render

from .status import pile_word
from canasta.variants.hooks.kanastic import treasure_pot_points

MIDDLE_DOT = " \u00b7 "
MINUS = "\u2212"


def signed(points: int) -> str:
    """"+200", "−100" (a true minus sign)."""
    return f"+{number(points)}" if points >= 0 else f"{MINUS}{number(-points)}"


def requirement_parts(state: GameState, side: int) -> list[str]:
    """The side's first-meld requirement as phrases, the score stage first when the rules
    have stages: ["Stage II: first meld 90", "at most 1 wild card", "or a golden suit"]."""
    requirement = side_requirement(state, side)
    parts = [render(part) for part in requirement.parts()] + _long_word(state, side)
    if requirement.staged:
        parts[0] = f"{render(requirement.stage_name)}: {parts[0]}"
    return parts


def requirement_text(state: GameState, side: int) -> str:
    """The whole requirement in one line: "Stage II: first meld 90, at most 1 wild card, or a golden suit"."""
    return ", ".join([render(side_requirement(state, side).describe()), *_long_word(state, side)])


def requirement_short(state: GameState, side: int) -> str:
    """The requirement where room is short (the scoreboard): "First meld 90"."""
    return render(side_requirement(state, side).describe())


def requirement_sentence(state: GameState, side: int) -> str:
    """The requirement said to the side's player: "Your side is in Stage II: first meld 90, ..."."""
    requirement = side_requirement(state, side)
    if requirement.staged:
        return _("Your side is in {requirement}.").format(requirement=requirement_text(state, side))
    if requirement.canasta:
        return _("Your side's first meld must hold a canasta.")
    return ", ".join([_("Your side's first meld needs at least {points} points").format(points=requirement.points),
                      *_long_word(state, side)]) + "."


def _long_word(state: GameState, side: int) -> list[str]:
    """Where melds are words: the one long word that meets the side's first-meld
    requirement whatever its points (BWC ruling 12), as a phrase."""
    letters = state.rules.minimum_for(state.scores[side], state.hand_number).or_letters
    return [_("or one word of {count} letters or more").format(count=letters)] if letters else []


def staged(state: GameState) -> bool:
    """Whether the rules' first-meld requirements are stages with limits of their own."""
    return side_requirement(state, 0).staged


def hand_words(number: int, hands: int | None) -> str:
    """The hand being played, for the scoreboard: "Hand 3", or of a game of so many hands
    "Hand 3 of 4", and "Hand 5, to break the tie" beyond them."""
    if hands is None:
        return _("Hand {hand}").format(hand=number)
    if number <= hands:
        return _("Hand {hand} of {hands}").format(hand=number, hands=hands)
    return _("Hand {hand}, to break the tie").format(hand=number)


def melded_text(state: GameState, side: int) -> str:
    """"melded · 360 on the table" or "not melded yet"."""
    if state.opened[side]:
        return _("melded{dot}{points} on the table").format(dot=MIDDLE_DOT, points=state.table_points(side))
    return _("not melded yet")


def blocked_text(turns: int) -> str:
    """"Blocked: 2 more turns"."""
    return ngettext("Blocked: {count} more turn", "Blocked: {count} more turns", turns).format(count=turns)


def pile_frozen_for_all(state: GameState) -> bool:
    """Whether the pile is frozen for every side: a card in it freezes it, or the rules
    freeze it always (Hand and Foot, Italian); one way, so one caption, whatever lies in it."""
    return state.rules.pile_always_frozen or state.pile_has_freezer()


def pile_caption(state: GameState) -> str:
    """The count under the pile: "Pile 13", "*Pile 13" (frozen for everyone), or the picked-up
    pile waiting; by the rule set's name for it, the cards face down under it counted ("Pozzo 12")."""
    if state.pickup:
        return _("{count} picked up").format(count=len(state.pickup))
    name = pile_word(state.rules.pile_name).capitalize()
    return ("*" if pile_frozen_for_all(state) else "") + f"{name} {len(state.pile) + len(state.pile_under)}"



def pile_under_caption(state: GameState) -> str:
    """The count written over the cards face down under the pile ("12 face down"), which
    every player sees; "" when there are none."""
    count = len(state.pile_under)
    return _("{count} face down").format(count=count) if count else ""


def pile_note(state: GameState, viewer_side: int) -> tuple[str, bool]:
    """A line under the pile saying why it cannot be taken now, and whether it warns
    (a block that runs out after some turns); ("", False) when there is nothing to say."""
    if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        return "", False
    if state.pickup:
        return _("into the hand after the discard"), False
    top = state.pile_top()
    if top is None or state.taking is not None:
        return "", False
    turns = blocked_turns(state)
    if turns:
        return blocked_text(turns), True
    if state.pile_untakeable:
        return _("the opening discard: not to be taken"), False
    return render(state.rules.pile_policy.pile_note(state, viewer_side, top)), False


def pots_text(state: GameState, side: int) -> str:
    """The Treasure Pots a side has set aside and what they score now: "2 · +200",
    "1 · −100 until melded", "none yet"."""
    count = len(state.treasure_pots[side])
    if not count:
        return _("none yet")
    points = treasure_pot_points(state, side)
    if not state.opened[side]:  # melds laid down this turn count only once the turn ends with them
        points = -abs(points)
    text = f"{count}{MIDDLE_DOT}{signed(points)}"
    return _("{pots} until melded").format(pots=text) if points < 0 else text
