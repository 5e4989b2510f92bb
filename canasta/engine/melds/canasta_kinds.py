"""The kinds of canasta: what a complete meld counts as, what a rule set calls each kind,
and how many of each a side needs before a player may go out.

A complete meld counts as the kind its meld kind's `bonus` names it: a group's canasta
is `natural` or `mixed`, a complete run a `sequence`, a complete wild meld `wild`,
Kanastic's golden suit `golden` (a hook may register more). A rule set may name kinds in
its own words (`canasta_words`: Samba's samba, Bolivia's escalera and bolivia) and ask for
canastas of a kind among those needed to go out (`canastas_to_go_out_of_kind`: Bolivia's
escalera). The judge, the quick counts, the scoring, the table and the computer players
all ask here, so the rule is stated once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from ..play.errors import RuleOptionError
from ..values.option_numbers import per_players
from .meld_kinds import MELD_KIND_WORDS
from .meld_protocol import is_natural
from ..sentences.message import article, counted_noun, say, say_plural
from ..values.rule_values import PerPlayers

if TYPE_CHECKING:
    from .meld_protocol import MeldKind
    from ..cards.cards import Card
    from ..rules.rules import Rules
    from .table import Meld

# Each kind of canasta: how it reads where the rule set has no word of its own (one,
# several), and the kind of meld that makes one (None: a group).
CANASTA_KINDS: dict[str, tuple[str, str, str | None]] = {
    "natural": (say("natural canasta"), say("natural canastas"), None),
    "mixed": (say("mixed canasta"), say("mixed canastas"), None),
    "sequence": (say("run of seven"), say("runs of seven"), "run"),
    "wild": (say("wild meld of seven"), say("wild melds of seven"), "wild"),
    "golden": (say("golden suit"), say("golden suits"), "golden_suit"),
}
for _kind_words in CANASTA_KINDS.values():
    counted_noun(_kind_words[0])  # "a natural canasta", "um jogo de sete coringas": the catalogs give each kind's gender


def register_canasta_kind(name: str, one: str, several: str, made_by: str | None) -> None:
    """Make `name` a kind of canasta the options may name (a hook's kind of meld, whose
    `bonus` calls its complete melds so), read as `one` and `several`, made by melds of
    the kind `made_by` (None: groups)."""
    CANASTA_KINDS[name] = (one, several, made_by)
    counted_noun(one)


# Reading the options -----------------------------------------------------------------


def _kind_named(key: str, raw: Any) -> str:
    name = str(raw)
    if name not in CANASTA_KINDS:
        raise RuleOptionError(f"{key}.{name}", f"'{name}' is not a kind of canasta ({', '.join(CANASTA_KINDS)})")
    return name


def parse_kind_counts(key: str, raw: Any) -> tuple[tuple[str, PerPlayers], ...]:
    """`canastas_to_go_out_of_kind`: a mapping of kinds of canasta to how many (0 to 7), one
    number or a number by number of players (`{natural: {2: 1, 4: 3}}`)."""
    if not isinstance(raw, Mapping):
        raise RuleOptionError(key, f"a mapping of kinds of canasta to numbers is needed, not {raw!r}")
    counts = []
    for kind, count in raw.items():
        name = _kind_named(key, kind)
        if isinstance(count, bool) or not isinstance(count, (int, Mapping)) \
                or isinstance(count, int) and not 0 <= count <= 7:
            raise RuleOptionError(f"{key}.{name}", f"a whole number from 0 to 7 is needed, not {count!r}")
        value = per_players(f"{key}.{name}", count, 0, 7)
        if any(number for _, number in value.given):
            counts.append((name, value))
    return tuple(counts)


def kinds_to_go_out(rules: Rules, players: int) -> tuple[tuple[str, int], ...]:
    """The canastas of a kind going out needs with `players` players, as (kind, count)."""
    return tuple((kind, count[players]) for kind, count in rules.canastas_to_go_out_of_kind if count[players])


def parse_canasta_words(key: str, raw: Any) -> tuple[tuple[str, str], ...]:
    """`canasta_words`: a mapping of kinds of canasta to the word the rule set calls one by."""
    if not isinstance(raw, Mapping):
        raise RuleOptionError(key, f"a mapping of kinds of canasta to words is needed, not {raw!r}")
    words = []
    for kind, word in raw.items():
        name = _kind_named(key, kind)
        if not isinstance(word, str) or not word.strip():
            raise RuleOptionError(f"{key}.{name}", f"a word is needed, not {word!r}")
        words.append((name, counted_noun(word.strip())))  # "an escalera": its gender in each language
    return tuple(words)


def kinds_problem(rules: Rules) -> RuleOptionError | None:
    """A kind of canasta going out needs that no meld of the rule set can make, or None."""
    allowed = {kind.name for kind in rules.kinds}
    for kind, _ in rules.canastas_to_go_out_of_kind:
        made_by = CANASTA_KINDS[kind][2]
        if made_by is not None and made_by not in allowed:
            words = MELD_KIND_WORDS.get(made_by, made_by).lower()
            return RuleOptionError("canastas_to_go_out_of_kind",
                                   f"going out would need a {CANASTA_KINDS[kind][0]}, and no meld of the rule "
                                   f"set makes one: allow {words} ({made_by} in meld_kinds)")
    return None


# The set's words ---------------------------------------------------------------------


def canasta_word(rules: Rules, kind: str, count: int = 1) -> str:
    """A kind of canasta in the rule set's words: "escalera", "escaleras" (`count` of them),
    else in plain words ("run of seven")."""
    for named, word in rules.canasta_words:
        if named == kind:
            return word if count == 1 else _plural(word)
    one, several, _ = CANASTA_KINDS.get(kind, (f"{kind} canasta", f"{kind} canastas", None))
    return one if count == 1 else several


def _plural(word: str) -> str:
    return word + ("es" if word.endswith(("s", "x", "z", "ch", "sh")) else "s")


def _counted(rules: Rules, kind: str, count: int) -> str:
    """"an escalera", "2 natural canastas"."""
    word = canasta_word(rules, kind, count)
    if count != 1:
        return say("{count} {canastas}", count=count, canastas=word)
    return a_canasta(word)


def a_canasta(word: str) -> str:
    """One canasta of a kind, with its article: "a natural canasta", "an escalera"; in
    Portuguese "uma canastra limpa", "um jogo de sete coringas"."""
    return say("{a} {canasta}", a=article(word, word), canasta=word)


def _and(words: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    listed = words[0]
    for word in words[1:-1]:
        listed = say("{first}, {next}", first=listed, next=word)
    return listed if len(words) == 1 else say("{first} and {last}", first=listed, last=words[-1])


def kinds_words(rules: Rules, counts: Iterable[tuple[str, int]] | None = None, players: int | None = None) -> str:
    """The canastas of a kind going out needs, in the set's words ("an escalera"); ""
    when it needs none (`counts`: those to name, else all the rules ask of `players`
    players, the usual number when None)."""
    if counts is None:
        counts = kinds_to_go_out(rules, rules.players if players is None else players)
    counts = list(counts)
    return _and([_counted(rules, kind, count) for kind, count in counts]) if counts else ""


def needs_words(rules: Rules, needed: str, count: int, players: int | None = None) -> str:
    """What going out needs: "2 canastas", "2 canastas, an escalera among them"
    (`needed`: the number as words, `count`: as a number, for its plural; `players`: the
    number of players, the usual one when None)."""
    words = say_plural("{needed} canasta", "{needed} canastas", count, needed=needed)
    kinds = kinds_words(rules, players=players)
    return say("{canastas}, {kinds} among them", canastas=words, kinds=kinds) if kinds else words


def kinds_named(rules: Rules) -> list[str]:
    """The rule set's own words for the kinds of canasta its melds can make ("escalera")."""
    allowed = {kind.name for kind in rules.kinds}
    named = []
    for kind, word in rules.canasta_words:
        made_by = CANASTA_KINDS[kind][2]
        if made_by is None or made_by in allowed:
            named.append(word)
    return named


def canasta_name(rules: Rules, meld: Meld) -> str | None:
    """The rule set's own word for what the complete `meld` is ("escalera"), or None
    where it has none (or the meld is not complete)."""
    if not rules.canasta_words:
        return None
    kind = canasta_kind(rules, meld.kind, meld.key, meld.cards)
    return next((word for named, word in rules.canasta_words if named == kind), None)


# Counting ------------------------------------------------------------------------------


def canasta_kind(rules: Rules, kind: MeldKind, key: str, cards: Sequence[Card]) -> str | None:
    """What a meld of `kind` holding `cards` counts as when complete (None: not complete)."""
    if not kind.is_complete(rules, cards):
        return None
    bonus = kind.bonus(rules, key, cards)
    if bonus is not None:
        return bonus[0]
    return "natural" if is_natural(rules, cards) else "mixed"


def canastas_short(rules: Rules, players: int, melds: Iterable[Meld], more: Sequence[str] = ()) -> int:
    """How many more canastas a side with `melds` (and the canastas of kinds `more`, about
    to be completed) must complete before a player may go out: what the number needed and
    the kinds needed among them still ask (0: the side may go out)."""
    of_kind = kinds_to_go_out(rules, players) if rules.canastas_to_go_out_of_kind else ()
    total = len(more)
    counts: dict[str, int] = {}
    for kind in more:
        counts[kind] = counts.get(kind, 0) + 1
    for meld in melds:
        if meld.kind.is_complete(rules, meld.cards):
            total += 1
            if of_kind:
                made = canasta_kind(rules, meld.kind, meld.key, meld.cards)
                if made is not None:
                    counts[made] = counts.get(made, 0) + 1
    short = max(rules.canastas_to_go_out[players] - total, 0)
    if of_kind:
        short = max(short, sum(max(count - counts.get(kind, 0), 0) for kind, count in of_kind))
    return short


def going_out_problem(rules: Rules, players: int, melds: Iterable[Meld]) -> str | None:
    """Why a side with `melds` may not go out for want of canastas, in the set's words, or None."""
    melds = list(melds)
    if canastas_short(rules, players, melds) == 0:
        return None
    needed = rules.canastas_to_go_out[players]
    counts: dict[str, int] = {}
    total = 0
    for meld in melds:
        kind = canasta_kind(rules, meld.kind, meld.key, meld.cards)
        if kind is not None:
            total += 1
            counts[kind] = counts.get(kind, 0) + 1
    missing = [(kind, count) for kind, count in kinds_to_go_out(rules, players) if counts.get(kind, 0) < count]
    if not missing:
        return say_plural("You need {count} canasta to go out.", "You need {count} canastas to go out.", needed)
    if total >= needed:
        return say("To go out, your side needs {kinds} among its canastas.", kinds=kinds_words(rules, missing))
    return say_plural("You need {count} canasta to go out, {kinds} among them.",
                      "You need {count} canastas to go out, {kinds} among them.", needed,
                      kinds=kinds_words(rules, players=players))
