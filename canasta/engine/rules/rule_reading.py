"""Reading every rule option's value from plain data (YAML, a position, a record) and
writing it back: `parse_value()` raises `RuleOptionError` naming the option and the
reason; `to_plain()` is its inverse. The value types are in rule_values.py."""

from __future__ import annotations

from typing import Any, Collection, Mapping

from ..melds.canasta_kinds import parse_canasta_words, parse_kind_counts
from ..cards.cards import CARD_KINDS, NATURAL_RANKS
from ..cards.decks import BLOCKING_KINDS
from ..play.errors import RuleOptionError
from ..scoring.known_score_parts import find_score_parts
from ..melds.meld_kinds import MELD_KINDS
from ..values.option_numbers import mapping_of, per_players, whole_number
from ..values.rule_values import (
    BLOCKING_INCOMPLETE,
    FIRST_MELD_CANASTAS,
    INCOMPLETE_MELDS,
    WILD_MIXES,
    SEAT_COUNTS,
    MeldThreshold,
    PerPlayers,
    RankBonus,
    RedThreePoints,
    WildCanastaBonus,
    counts_words,
)


def to_plain(kind: Any, value: Any) -> Any:
    """A value of option type `kind` as plain data (ints, bools, strings, lists, mappings)."""
    if kind is PerPlayers:
        return value.to_plain()
    if kind == tuple[RankBonus, ...]:
        return {bonus.rank: bonus.to_plain() for bonus in value}
    if kind == tuple[MeldThreshold, ...]:
        return [threshold.to_plain() for threshold in value]
    if kind is RedThreePoints or kind is WildCanastaBonus:
        return value.to_plain()
    if kind == tuple[tuple[int, RedThreePoints], ...]:
        return {str(players): points.to_plain() for players, points in value}
    if kind == tuple[tuple[str, int], ...] or kind == tuple[tuple[str, str], ...]:
        return dict(value)
    if kind == tuple[tuple[str, PerPlayers], ...]:
        return {name: count.to_plain() for name, count in value}
    if kind == tuple[str, ...] or kind == tuple[int, ...]:
        return list(value)
    return value


def parse_value(key: str, kind: Any, raw: Any, minimum: int | None = None, maximum: int | None = None,
                choices: Collection[Any] | None = None) -> Any:
    """The value of option `key`, of type `kind`, written as plain data `raw`, checked."""
    if kind is bool:
        if not isinstance(raw, bool):
            raise RuleOptionError(key, f"yes or no (true or false) is needed, not {raw!r}")
        value: Any = raw
    elif kind is int:
        value = whole_number(key, raw, minimum, maximum)
    elif kind == int | None:
        value = None if raw is None else whole_number(key, raw, minimum, maximum)
    elif kind is str:
        if not isinstance(raw, str):
            raise RuleOptionError(key, f"a word is needed, not {raw!r}")
        value = raw
    elif kind == str | None:
        if raw is not None and not isinstance(raw, str):
            raise RuleOptionError(key, f"a name or nothing (null) is needed, not {raw!r}")
        value = raw
    elif kind is PerPlayers:
        value = per_players(key, raw, minimum, maximum)
    elif kind == tuple[MeldThreshold, ...]:
        value = _parse_thresholds(key, raw)
    elif kind == tuple[RankBonus, ...]:
        value = _parse_rank_bonuses(key, raw)
    elif kind is RedThreePoints:
        value = _parse_red_three_points(key, raw)
    elif kind == tuple[tuple[int, RedThreePoints], ...]:
        value = _parse_red_threes_by_players(key, raw)
    elif kind == tuple[tuple[str, int], ...]:
        value = PARSE_MAPS.get(key, _parse_card_values)(key, raw)
    elif kind == tuple[tuple[str, PerPlayers], ...]:
        value = parse_kind_counts(key, raw)
    elif kind == tuple[tuple[str, str], ...]:
        value = parse_canasta_words(key, raw)
    elif kind == tuple[str, ...]:
        value = PARSE_NAMES.get(key, _parse_kinds)(key, raw)
    elif kind == tuple[int, ...]:
        value = PARSE_NUMBERS.get(key, _parse_counts)(key, raw)
    elif kind is WildCanastaBonus:
        value = _parse_wild_bonus(key, raw)
    else:  # pragma: no cover - a new option type without a parser is a programming error
        raise TypeError(f"no parser for option {key} of type {kind}")
    # the choices of a list option are those of its items
    if choices is not None and any(item not in choices for item in (value if isinstance(value, tuple) else (value,))):
        allowed = ", ".join(str(choice) for choice in choices)
        raise RuleOptionError(key, f"{raw!r} is not one of the allowed values ({allowed})")
    return value


def _parse_counts(key: str, raw: Any) -> tuple[int, ...]:
    if not isinstance(raw, list):
        raise RuleOptionError(key, f"a list of numbers of players is needed, not {raw!r}")
    if not raw:
        raise RuleOptionError(key, "the rule set must allow at least one number of players")
    counts = tuple(whole_number(key, item) for item in raw)
    for count in counts:
        if count not in SEAT_COUNTS:
            raise RuleOptionError(key, f"{count} is not a number of players ({counts_words(SEAT_COUNTS)})")
    if list(counts) != sorted(set(counts)):
        raise RuleOptionError(key, "give each number of players once, in rising order")
    return counts


def _parse_thresholds(key: str, raw: Any) -> tuple[MeldThreshold, ...]:
    if not isinstance(raw, list) or not raw:
        raise RuleOptionError(key, "a list of score thresholds is needed")
    thresholds = []
    previous = None
    for index, entry in enumerate(raw):
        where = f"{key}.{index}"
        entry = mapping_of(where, entry)
        unknown = set(entry) - {"from", "points", "max_wild", "canasta", "or_letters", "target"}
        if unknown:
            raise RuleOptionError(where, f"unknown entry '{sorted(map(str, unknown))[0]}'")
        if "points" not in entry:
            raise RuleOptionError(where, "'points' is missing")
        start = entry.get("from")
        if start is not None:
            start = whole_number(f"{where}.from", start)
        elif index != 0:
            raise RuleOptionError(f"{where}.from", "only the first threshold may leave 'from' empty")
        if previous is not None and start is not None and start <= previous:
            raise RuleOptionError(f"{where}.from", "thresholds must be in rising order of score")
        previous = start if start is not None else previous
        max_wild = entry.get("max_wild")
        or_letters = entry.get("or_letters")
        target = entry.get("target")
        if target is not None and start is None:
            raise RuleOptionError(f"{where}.target", "an entry for some targets only needs its 'from'")
        thresholds.append(MeldThreshold(
            start, whole_number(f"{where}.points", entry["points"], 0, 10000),
            None if max_wild is None else whole_number(f"{where}.max_wild", max_wild, 0, 12),
            _first_meld_canasta(f"{where}.canasta", entry.get("canasta")),
            None if or_letters is None else whole_number(f"{where}.or_letters", or_letters, 3, 30),
            None if target is None else whole_number(f"{where}.target", target, 100, 100000)))
    return tuple(thresholds)


def _first_meld_canasta(key: str, raw: Any) -> str | None:
    """A stage's `canasta`: false (none), `any` (true, as earlier texts say) or `natural`."""
    if raw is None or raw is False:
        return None
    if raw is True:
        return "any"
    if raw not in FIRST_MELD_CANASTAS:
        raise RuleOptionError(key, f"false, 'any' or 'natural' is needed, not {raw!r}")
    return raw


def _parse_rank_bonuses(key: str, raw: Any) -> tuple[RankBonus, ...]:
    bonuses = []
    for rank, entry in mapping_of(key, raw).items():
        rank = str(rank)
        if rank == "10":
            rank = "T"
        if rank not in NATURAL_RANKS:
            raise RuleOptionError(key, f"'{rank}' is not a rank that can make a canasta")
        entry = mapping_of(f"{key}.{rank}", entry)
        if set(entry) != {"natural", "mixed"}:
            raise RuleOptionError(f"{key}.{rank}", "give exactly 'natural' and 'mixed'")
        bonuses.append(RankBonus(rank, whole_number(f"{key}.{rank}.natural", entry["natural"], 0, 100000),
                                 whole_number(f"{key}.{rank}.mixed", entry["mixed"], 0, 100000)))
    return tuple(bonuses)


def _parse_red_three_points(key: str, raw: Any) -> RedThreePoints:
    def points(entry: str, value: Any) -> int:
        try:
            return whole_number(key, value, 0, 10000)
        except RuleOptionError as error:
            raise RuleOptionError(key, f"{entry}: {error.reason}") from None

    each, all_threes, by_count = None, None, []
    for name, value in mapping_of(key, raw).items():
        if name == "each":
            each = points("each red three", value)
        elif name == "all":
            all_threes = points("all the red threes", value)
        else:
            try:
                count = int(name)
            except (TypeError, ValueError):
                count = 0
            if not 1 <= count <= 16:
                raise RuleOptionError(key, f"'{name}' is not a number of red threes (1 to 16), 'each' or 'all'")
            by_count.append((count, points(f"{count} red threes", value)))
    if each is None and not by_count and all_threes is None:
        raise RuleOptionError(key, "give the points for each red three ('each'), by number, or for 'all'")
    return RedThreePoints(each, tuple(sorted(by_count)), all_threes)


def _players_key(key: str, raw: Any) -> int:
    """A number of players written as a mapping's key ("6" or 6)."""
    try:
        count = int(raw)
    except (TypeError, ValueError):
        count = 0
    if count not in SEAT_COUNTS:
        raise RuleOptionError(key, f"'{raw}' is not a number of players ({counts_words(SEAT_COUNTS)})")
    return count


def _parse_red_threes_by_players(key: str, raw: Any) -> tuple[tuple[int, RedThreePoints], ...]:
    """`red_three_points_by_players`: a red-three table for some numbers of players."""
    tables = {_players_key(key, players): _parse_red_three_points(f"{key}.{players}", points)
              for players, points in mapping_of(key, raw).items()}
    return tuple(sorted(tables.items()))


def _parse_seating_scores(key: str, raw: Any) -> tuple[tuple[str, int], ...]:
    """Scores by seating, `{6/2: 10000, 6/3: 7500}`: players/sides, the sides 2 or more
    and no more than the players, each seating once, in order."""
    scores = {}
    for name, points in mapping_of(key, raw).items():
        players_text, slash, sides_text = str(name).partition("/")
        players = _players_key(key, players_text) if slash else 0
        if not slash or not sides_text.isdigit() or not 2 <= int(sides_text) <= players:
            raise RuleOptionError(key, f"'{name}' is not players/sides (6/2: six players in two sides)")
        scores[(players, int(sides_text))] = whole_number(f"{key}.{name}", points, 100, 100000)
    return tuple((f"{players}/{sides}", points) for (players, sides), points in sorted(scores.items()))


def _kind_name(key: str, raw: Any) -> str:
    kind = str(raw).upper() if str(raw).upper() in CARD_KINDS else str(raw)
    if kind == "10":
        kind = "T"
    if kind not in CARD_KINDS:
        raise RuleOptionError(key, f"'{raw}' is not a kind of card ({', '.join(CARD_KINDS)})")
    return kind


def _parse_card_values(key: str, raw: Any) -> tuple[tuple[str, int], ...]:
    values = []
    for kind, value in mapping_of(key, raw).items():
        name = _kind_name(key, kind)
        values.append((name, whole_number(f"{key}.{name}", value, 0, 1000)))
    return tuple(values)


# The kinds of incomplete meld `incomplete_meld_penalty` may charge for, with their words
# (a short run: one of fewer cards than the option `short_sequence_length`).


def _parse_incomplete_penalties(key: str, raw: Any) -> tuple[tuple[str, int], ...]:
    """Points lost by kind of incomplete meld: `{short_sequence: 1000}`."""
    penalties = []
    for name, points in mapping_of(key, raw).items():
        if name not in INCOMPLETE_MELDS:
            raise RuleOptionError(key, f"'{name}' is not a kind of incomplete meld ({', '.join(INCOMPLETE_MELDS)})")
        penalties.append((str(name), whole_number(f"{key}.{name}", points, 0, 10000)))
    return tuple(penalties)




def _parse_meld_kinds(key: str, raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise RuleOptionError(key, f"a list of kinds of meld is needed, not {raw!r}")
    for item in raw:
        if item not in MELD_KINDS:
            raise RuleOptionError(key, f"{item!r} is not a kind of meld ({', '.join(MELD_KINDS)})")
    if "group" not in raw and not any(MELD_KINDS[item].spoken_key for item in raw):
        raise RuleOptionError(key, "every rule set has groups of a rank (group): they cannot be left out")
    return tuple(dict.fromkeys(raw))


def _parse_score_parts(key: str, raw: Any) -> tuple[str, ...]:
    """A list of names of score parts, each known once (score_parts.find_score_parts)."""
    if not isinstance(raw, list) or not all(isinstance(item, str) for item in raw):
        raise RuleOptionError(key, f"a list of names is needed, not {raw!r}")
    if not raw:
        raise RuleOptionError(key, "a hand's score needs at least one part")
    find_score_parts(raw)
    return tuple(raw)


def _parse_words(key: str, raw: Any) -> tuple[str, ...]:
    """A list of words, each once (the option's choices say which)."""
    if not isinstance(raw, list) or not all(isinstance(item, str) for item in raw):
        raise RuleOptionError(key, f"a list of words is needed, not {raw!r}")
    return tuple(dict.fromkeys(raw))


def _parse_kinds(key: str, raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise RuleOptionError(key, f"a list of kinds of card is needed, not {raw!r}")
    kinds = tuple(_kind_name(key, item) for item in raw)
    for kind in kinds:
        if kind not in BLOCKING_KINDS:
            raise RuleOptionError(key, f"'{kind}' cannot block the pile (only {', '.join(BLOCKING_KINDS)})")
    return kinds


# Options whose values are lists of names, by how the names are read (other lists of
# words are kinds of card).
PARSE_NAMES = {"meld_kinds": _parse_meld_kinds, "score_parts": _parse_score_parts, "upcard_covered": _parse_words,
               "six_player_side_choices": _parse_words}
# Options whose values map names to numbers, by how the names are read (kinds of incomplete
# meld); other such mappings are points by kind of card.
def _parse_word_multipliers(key: str, raw: Any) -> tuple[tuple[str, int], ...]:
    """How many times a word's canasta bonus counts: `{canasta: 2}` (BWC ruling 7)."""
    multipliers = []
    for word, times in mapping_of(key, raw).items():
        word = str(word)
        if not (word.isascii() and word.isalpha() and word.islower()):
            raise RuleOptionError(key, f"'{word}' is not a word in the letters a to z, in lower case")
        multipliers.append((word, whole_number(f"{key}.{word}", times, 1, 10)))
    return tuple(multipliers)


PARSE_MAPS = {"incomplete_meld_penalty": _parse_incomplete_penalties, "word_bonus_multiplier": _parse_word_multipliers,
              "target_score_by_seating": _parse_seating_scores}


# Modern American Canasta ---------------------------------------------------------------

# In `empty_pile_forbidden`, the cards of a rank either side has a canasta of (dead ranks).
DEAD = "dead"


def _parse_wild_bonus(key: str, raw: Any) -> WildCanastaBonus:
    """`wild_canasta_bonus`: one number, or points by what the wild meld holds."""
    if not isinstance(raw, Mapping):
        return WildCanastaBonus(whole_number(key, raw, 0, 10000))
    values = {}
    for name, points in raw.items():
        if name not in WILD_MIXES:
            raise RuleOptionError(key, f"'{name}' is not a mix of wild cards ({', '.join(WILD_MIXES)})")
        values[str(name)] = whole_number(f"{key}.{name}", points, 0, 10000)
    if "other" not in values:
        raise RuleOptionError(key, "give the points of any other mix ('other')")
    return WildCanastaBonus(values["other"], values.get("twos_only"), values.get("four_jokers"))


def _parse_card_list(key: str, raw: Any, extra: tuple[str, ...]) -> tuple[str, ...]:
    """A list of kinds of card, each also `wild` (every wild card) or a word of `extra`."""
    if not isinstance(raw, list):
        raise RuleOptionError(key, f"a list of kinds of card is needed, not {raw!r}")
    return tuple(dict.fromkeys(item if item in ("wild", *extra) else _kind_name(key, item) for item in raw))


def _parse_rank_list(key: str, raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise RuleOptionError(key, f"a list of ranks is needed, not {raw!r}")
    return tuple(dict.fromkeys(_rank(key, item) for item in raw))


def _rank(key: str, raw: Any) -> str:
    rank = "T" if str(raw) == "10" else str(raw).upper()
    if rank not in NATURAL_RANKS:
        raise RuleOptionError(key, f"'{raw}' is not a rank of natural cards ({', '.join(NATURAL_RANKS)})")
    return rank


def _parse_blocking_incomplete(key: str, raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list):
        raise RuleOptionError(key, f"a list of kinds of incomplete meld is needed, not {raw!r}")
    for item in raw:
        if item not in BLOCKING_INCOMPLETE:
            raise RuleOptionError(key, f"{item!r} is not a kind of incomplete meld (pure_7, pure_A ..., wild)")
    return tuple(dict.fromkeys(raw))


def _parse_rank_points(key: str, raw: Any) -> tuple[tuple[str, int], ...]:
    """Points by rank: `{A: 1500, 7: 1500}`, kept in the order of the ranks (4 to Ace), as
    every text writes them back."""
    return tuple(sorted(((_rank(key, rank), whole_number(f"{key}.{rank}", points, 0, 10000))
                         for rank, points in mapping_of(key, raw).items()), key=lambda item: NATURAL_RANKS.index(item[0])))


def _parse_bonus_card_counts(key: str, raw: Any) -> tuple[int, ...]:
    """`opening_bonus_cards`: cards for the first side to meld, the second, ...; may be empty."""
    if not isinstance(raw, list):
        raise RuleOptionError(key, f"a list of numbers of cards is needed, not {raw!r}")
    return tuple(whole_number(key, item, 0, 10) for item in raw)


PARSE_NAMES.update({
    "undiscardable": lambda key, raw: _parse_card_list(key, raw, ()),
    "empty_pile_forbidden": lambda key, raw: _parse_card_list(key, raw, (DEAD,)),
    "pure_ranks": _parse_rank_list, "pure_ranks_wild_in_opening": _parse_rank_list,
    "no_going_out_with_incomplete": _parse_blocking_incomplete,
})
PARSE_MAPS["held_rank_penalty"] = _parse_rank_points
PARSE_NUMBERS = {"opening_bonus_cards": _parse_bonus_card_counts}
