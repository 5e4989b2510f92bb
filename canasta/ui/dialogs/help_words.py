"""The help's small phrases built from the rules in play, in the player's language: how a card
is discarded, the canastas going out needs, the melds that show their name on a badge. English
reads them as the engine words them; the other languages put each phrase whole in the "help"
catalog. Plain text work (no pygame)."""

from __future__ import annotations

from collections.abc import Sequence

from canasta.engine import Rules, canasta_word, kinds_named, kinds_to_go_out
from canasta.language import help_text, language

from ..preferences import discard_click_words
from .help_page import rule_word, with_article


def discard_words(discard_click: str) -> tuple[str, str]:
    """The mouse move that discards a card by Customize's `discard_click` (the table's own
    setting, so that every page says what the click does now), and how to change it:
    ("double right-click", "Options → Customize can make it a single right-click")."""
    if discard_click == "double":
        change = help_text("Options \u2192 Customize can make it a single right-click")
    else:
        change = help_text("Options \u2192 Customize can make it a double right-click")
    return rule_word(discard_click_words(discard_click)), change


def capitalized(words: str) -> str:
    """`words` with a capital first letter, the others as they are ("Doppelklick mit der rechten Maustaste")."""
    return words[:1].upper() + words[1:]


def or_words(words: Sequence[str]) -> str:
    """"a, b or c" in the player's language."""
    if len(words) == 1:
        return words[0]
    return help_text("{words} or {last}").format(words=", ".join(words[:-1]), last=words[-1])


def and_words(words: Sequence[str]) -> str:
    """"a, b and c" in the player's language."""
    if len(words) == 1:
        return words[0]
    return help_text("{words} and {last}").format(words=", ".join(words[:-1]), last=words[-1])


def one_canasta(word: str) -> str:
    """One canasta of a kind with its article: "an escalera"; the other languages' article
    agrees with the kind (every kind of canasta is a feminine word in them)."""
    if language() == "en":
        return with_article(word)
    return help_text("a {canasta}").format(canasta=word)


def _counted(rules: Rules, kind: str, count: int) -> str:
    """"an escalera", "2 natural canastas"."""
    word = rule_word(canasta_word(rules, kind, count))
    if count == 1:
        return one_canasta(word)
    return help_text("{count} {canastas}").format(count=count, canastas=word)


def needs_canastas(rules: Rules, needed: str, count: int, players: int | None = None) -> str:
    """What going out needs: "2 canastas", "2 canastas, an escalera among them" (`needed`:
    the number as words, `count`: as a number, for its plural; `players`: the number of
    players, the usual one when None)."""
    if count == 1:
        words = help_text("{count} canasta").format(count=needed)
    else:
        words = help_text("{count} canastas").format(count=needed)
    kinds = kinds_to_go_out(rules, rules.players if players is None else players)
    if not kinds:
        return words
    kinds_said = and_words([_counted(rules, kind, many) for kind, many in kinds])
    return help_text("{canastas}, {kinds} among them").format(canastas=words, kinds=kinds_said)


def going_out_words(rules: Rules) -> str:
    """The canastas going out needs: "1 or 2 canastas"; where the kinds asked depend on the
    number of players too, for each: "7 canastas, 3 natural ... among them with 4 or 6
    players; 3 canastas, ... with 2 or 3 players" (the usual number first)."""
    counts = sorted(set(rules.canastas_to_go_out[players] for players in rules.player_counts))
    kinds = {tuple(kinds_to_go_out(rules, players)) for players in rules.player_counts}
    if len(kinds) == 1:
        return needs_canastas(rules, or_words([str(count) for count in counts]), 2 if counts != [1] else 1)
    by_words: dict[str, list[int]] = {}
    for players in sorted(rules.player_counts, key=lambda players: players != rules.players):
        count = rules.canastas_to_go_out[players]
        by_words.setdefault(needs_canastas(rules, str(count), count, players), []).append(players)
    return "; ".join(help_text("{needs} with {counts} players").format(
        needs=words, counts=or_words([str(seats) for seats in sorted(seats)])) for words, seats in by_words.items())


def gold_badges(rules: Rules) -> str:
    """For the help on the table's badges: the complete melds that show the rule set's
    name for them ("An escalera or a bolivia shows its name on a gold badge."), or ""."""
    named = kinds_named(rules)
    if not named:
        return ""
    words = or_words([one_canasta(rule_word(word)) for word in named])
    return help_text("{canastas} shows its name on a gold badge.").format(canastas=capitalized(words))
