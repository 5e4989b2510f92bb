"""What a save must hold beyond what the record reader checks, before it is replayed.

The record reader (canasta.engine.game.record) checks that the record can be read and
replayed; a save comes from a file anyone may have edited, so it is also checked for
what the game will show and use: seat names a window can draw (short, no control
characters), rule texts within the limits of a rule set, a word list the game ships
(never a path to a file), and a deck that is the deck its rules deal, card for card.
"""

from __future__ import annotations

from collections import Counter

from canasta.engine import Card, GameRecord, Grouped, Quoted, cards_text, say
from canasta.sentences import unprintable
from canasta.variants.lexicons import word_list_problem
from canasta.variants.registry import text_problem

SEAT_NAME_MAX_LENGTH = 40
_SHOWN_CARDS = 4


def record_problem(record: GameRecord, text: str) -> str | None:
    """Why the save whose `text` gave `record` cannot be used (a clause naming the line
    where one is known), or None when it can."""
    for seat, description in enumerate(record.seats):
        problem = seat_name_problem(description.partition("|")[0].strip())
        if problem is not None:
            return _at(text, f"seat {seat}:", say("the name of seat {seat} {problem}", seat=seat, problem=problem))
    for rules in [record.rules] + [change.rules for change in record.rule_changes]:
        for key in ("name", "title", "source", "description"):
            problem = text_problem(key, getattr(rules, key))
            if problem is not None:
                return say("the rule set's {key}: {problem}", key=Quoted(key), problem=problem)
        problem = word_list_problem(rules.word_list)
        if problem is not None:
            return say("rule option word_list: {problem}", problem=problem)
    if record.deck is not None:
        problem = deck_problem(record.deck, record.rules.deck_spec.cards(record.players))
        if problem is not None:
            return _at(text, "deck:", problem)
    return None


def seat_name_problem(name: str) -> str | None:
    """Why `name` cannot be a seat's name in a save, or None when it can."""
    if len(name) > SEAT_NAME_MAX_LENGTH:
        return say("is too long ({length} characters; a name has at most {most})", length=Grouped(len(name)),
                   most=SEAT_NAME_MAX_LENGTH)
    if unprintable(name):
        return say("holds a control character (such as a null character), which cannot be shown")
    return None


def deck_problem(given: list[Card], dealt: list[Card]) -> str | None:
    """Why `given` (a save's deck line) is not the deck the rules deal (`dealt`), or None."""
    have, want = Counter(given), Counter(dealt)
    if have == want:
        return None
    extra, missing = have - want, want - have
    held = say("the deck holds {count} cards where these rules deal {dealt}", count=len(given), dealt=len(dealt)) \
        if len(given) != len(dealt) else say("the deck holds {count} cards, as these rules deal, but not the same",
                                             count=len(given))
    too_many = say("{count} too many ({cards})", count=sum(extra.values()), cards=_some(extra)) if extra else None
    short = say("{count} missing ({cards})", count=sum(missing.values()), cards=_some(missing)) if missing else None
    if too_many is not None and short is not None:
        return say("{held}, {extra}, {missing}: a saved deck must be the rules' own deck, shuffled", held=held,
                   extra=too_many, missing=short)
    if too_many is not None:
        return say("{held}, {extra}: a saved deck must be the rules' own deck, shuffled", held=held, extra=too_many)
    if short is not None:
        return say("{held}, {missing}: a saved deck must be the rules' own deck, shuffled", held=held, missing=short)
    return say("{held}: a saved deck must be the rules' own deck, shuffled", held=held)


def _some(cards: Counter[Card]) -> str:
    shown = sorted(cards, key=lambda card: -cards[card])[:_SHOWN_CARDS]
    words = cards_text(shown)
    return Quoted(words + (" ..." if len(cards) > _SHOWN_CARDS else ""))


def _at(text: str, start: str, problem: str) -> str:
    """"line N: PROBLEM" for the first line of `text` that starts with `start` (the problem
    alone when none does)."""
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip().startswith(start):
            return say("line {line}: {reason}", line=str(number), reason=problem)
    return problem
