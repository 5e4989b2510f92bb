"""Rule options in words: how they are grouped and how their values read.

Shared by the Rule Options dialog and the Rules help page, so both say the same
thing. Everything here is read from the declarations of the options in `Rules`
(canasta/engine/rules/rule_groups.py): their groups, places, lines, choices' words and
Canasta for Windows' words. An option added to `Rules` with a group shows up here
with no change to this file.
"""

from __future__ import annotations

import typing
from typing import Any

from canasta.engine import (CANASTA_KINDS, GROUPS, INCOMPLETE_MELDS, RANK_PLURALS, RUN, WILD, WINDOWS, MeldThreshold,
                            PerPlayers, RankBonus, RedThreePoints, RuleOptionError, Rules, WildCanastaBonus,
                            canasta_word, counts_words, grouped_options, kinds_named, windows_options)

OPTION_TYPES: dict[str, Any] = typing.get_type_hints(Rules)

# The options that name and describe the rule set rather than change the play: those of no group.
IDENTITY_OPTIONS = tuple(name for name in Rules.option_names() if Rules.info(name).group is None)

# The groups' names on the tabs of the Rule Options dialog.
SHORT_TITLES = {group.title: group.tab for group in (WINDOWS,) + GROUPS}

# Card kinds (as `Card.kind` and the card_values option write them) that are not plain ranks.
KIND_WORDS = {"3r": "Red threes", "3b": "Black threes", "JK": "Jokers", "T": "Tens", "wild": "Wild cards",
              "dead": "Cards of a dead rank"}

PLAYER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
PLAYER_COUNT_KEYS = {str(count): words for count, words in PLAYER_WORDS.items()}
READ_ONLY_NOTE = ("Rule changes can only take place immediately after the cards have been dealt in a new "
                  "round. During the game the rules cannot be changed, so everything here is shown only.")
HOUSE_NOTE = ("Variations many tables play with classic Canasta. Turning one on sets the options it names "
              "(on their pages too); turning it off gives back the rule set's own values, or classic "
              "Canasta's where the rule set plays the variation itself.")


def error_reason(error: RuleOptionError) -> str:
    """The reason for the player, saying which number of players it is about when it matters."""
    parts = error.key.split(".")
    if len(parts) == 2 and parts[1] in PLAYER_COUNT_KEYS:
        return f"With {PLAYER_COUNT_KEYS[parts[1]]} players: {error.reason}"
    return error.reason[:1].upper() + error.reason[1:]

# Decks (option deck) whose name is no word of their own.
DECK_WORDS = {"bwc": "BWC letters"}

# The shipped word lists (option word_list) as a player reads them.
WORD_LIST_WORDS = {"scowl-en-50": "SCOWL English words up to size 50"}


def letter_deck(deck: str) -> bool:
    """Whether the deck `deck` (option deck) holds letter cards, whose kinds are letters, not ranks."""
    from canasta.engine import DECK_CARDS

    cards = DECK_CARDS.get(deck)
    return cards is not None and not cards.suits


def word_list_words(name: str) -> str:
    """A word list in words: "SCOWL English words up to size 50 (scowl-en-50)"."""
    return f"{WORD_LIST_WORDS[name]} ({name})" if name in WORD_LIST_WORDS else name


def option_choices(name: str) -> tuple[Any, ...] | None:
    """The values option `name` may take, when it is a choice."""
    return Rules.info(name).choices


def sections(rules_class: type[Rules] = Rules) -> list[tuple[str, list[str]]]:
    """Every rule option (but the identity ones) in its group, groups in their order.

    Canasta for Windows' options come first, in its dialog's order, as that program
    showed them; each of the others is in its own group."""
    first = windows_options(rules_class)
    groups = [(WINDOWS.title, first)]
    groups += [(group.title, [name for name in names if name not in first])
               for group, names in grouped_options(rules_class)]
    return [(title, names) for title, names in groups if names]


def option_words(name: str, rules_class: type[Rules] = Rules) -> str:
    """What option `name` is about, in Canasta for Windows' words where it had the option."""
    info = rules_class.info(name)
    if info.windows is not None:
        words = info.windows.words
        return f"{info.windows.title}: {words[:1].lower()}{words[1:]}"
    return info.description


def choice_words(name: str, choice: Any) -> str:
    """A choice of option `name` as a player reads it."""
    words = dict(Rules.info(name).choice_words)
    if choice in words:
        return words[choice]
    if name == "deck" and choice in DECK_WORDS:
        return DECK_WORDS[choice]
    return str(choice).replace("_", " ").capitalize()


def item_words(name: str, item: Any) -> str:
    """An item of list option `name` as a player reads it: a choice in its words, else a
    kind of card ("Jokers")."""
    return choice_words(name, item) if option_choices(name) is not None else kind_words(item)


def empty_words(name: str) -> str:
    """What an empty value (None) of option `name` means."""
    return Rules.info(name).empty or "none"


def threshold_words(threshold: MeldThreshold, following: MeldThreshold | None,
                    by_hand: bool = False) -> tuple[str, str]:
    """(score range, requirement) of one row of the minimum-meld table (`by_hand`: read by
    the hand number: (hands, requirement))."""
    if by_hand:
        first = threshold.from_score if threshold.from_score is not None else 1
        last = following.from_score - 1 if following is not None and following.from_score is not None else None
        hands = f"Hand {first}" if last == first else f"Hands {first} to {last}" if last is not None \
            else f"Hand {first} and later"
        return hands, threshold_words(threshold, None)[1]
    if threshold.from_score is None:
        scores = f"Below {following.from_score}" if following and following.from_score is not None else "Any score"
    elif following is not None and following.from_score is not None:
        scores = f"{threshold.from_score} to {following.from_score - 5}"
    else:
        scores = f"{threshold.from_score} or more"
    if threshold.canasta is None:
        need = f"{threshold.points} points"
    else:
        need = "a canasta made in that turn" if threshold.canasta == "any" else \
            "a natural canasta or better made in that turn"
        if threshold.points:
            need += f", and {threshold.points} points"
    if threshold.max_wild is not None:
        need += f", at most {threshold.max_wild} wild"
    if threshold.or_letters is not None:
        need += f", or one word of {threshold.or_letters} letters or more"
    return scores, need


def minimum_meld_rows(table: tuple[MeldThreshold, ...], by_hand: bool = False) -> list[tuple[str, str]]:
    """The minimum-meld table as (score range, requirement) rows (`by_hand`: (hands,
    requirement), the table being read by the hand number). An entry kept to games played
    to some target (six players to 10,000) says so, and does not end the range before it."""
    rows = []
    for index, entry in enumerate(table):
        later = [other for other in table[index + 1:] if other.target is None or entry.target is not None]
        scores, need = threshold_words(entry, later[0] if later else None, by_hand)
        rows.append((scores, f"{need} in a game to {entry.target}" if entry.target is not None else need))
    return rows


def rank_bonus_words(bonus: RankBonus) -> str:
    return f"{RANK_PLURALS.get(bonus.rank, bonus.rank)}: {bonus.natural} natural, {bonus.mixed} mixed"


def seating_words(seating: str) -> str:
    """A seating of `target_score_by_seating` in words: "6/2" is "six players in two sides"."""
    players, _, sides = seating.partition("/")
    return f"{PLAYER_WORDS[int(players)]} players in {PLAYER_WORDS.get(int(sides), sides)} sides"


def red_three_points_words(points: RedThreePoints) -> str:
    """A red-three table in words: "100 each; 4 together: 800"."""
    listed = {count for count, _ in points.by_count}
    each = [f"{points.each} each"] if points.each is not None else []
    if 1 in listed:  # each is what the counts not listed score: more than those listed
        each = [f"more: {points.each} each"] if points.each is not None else []
    words = each if 1 not in listed else []
    words += [f"{count} together: {value}" if count > 1 else f"one: {value}" for count, value in points.by_count]
    words += each if 1 in listed else []
    if points.all is not None:
        words.append(f"all of the deck: {points.all}")
    return "; ".join(words)


SIGN_WORDS = {"melded": "They count against a side that has melded nothing.",
              "canastas": "They count against a side with fewer than {n} canastas.",
              "swing": "They count against a side without a canasta, and nothing for a side with one."}


def red_three_words(rules: Rules) -> str:
    """The red threes' points and when they count against a side, for the help."""
    if rules.threes == "dead":
        red, black = (rules.card_kinds.by_kind[kind].hand_value for kind in ("3r", "3b"))
        where = "a hand or a foot" if rules.foot_size else "a hand"
        return (f"Threes are dead cards, never melded nor laid out: left in {where} when the hand ends, "
                f"a red three costs {red}, a black three {black}.")
    sign = SIGN_WORDS[rules.red_threes_sign].format(n=rules.threes_positive_canastas)
    if rules.red_threes_sign == "canastas" and rules.threes_positive_canastas == 1:
        sign = "They count against a side without a canasta."
    if rules.threes == "bonus_both":
        return (f"Threes, red and black counted apart (a three still in a hand counts too): "
                f"{red_three_points_words(rules.red_three_points)}. {sign}")
    return f"Red threes: {red_three_points_words(rules.red_three_points)}. {sign}"


def plain_kind_words(kind: str, count: int) -> str:
    """A kind of canasta in plain words: "run of seven", "natural canastas"."""
    one, several, _ = CANASTA_KINDS.get(kind, (kind, kind, None))
    return one if count == 1 else several


def kind_count_words(kind: str, count: PerPlayers) -> str:
    """Canastas of a kind going out needs: "1 natural canasta", or where the number depends
    on the players "natural canastas: 1 with two players, 1 with three players, 3 with four players"."""
    plain = count.to_plain()
    if isinstance(plain, int):
        return f"{plain} {plain_kind_words(kind, plain)}"
    by_number: dict[int, list[int]] = {}
    for players, number in count.given:
        by_number.setdefault(number, []).append(players)
    last = max(players for players, _ in count.given)
    parts = [f"{number} with {counts_words(tuple(PLAYER_WORDS[players] for players in seats))}"
             f"{' or more' if last in seats else ''} players" for number, seats in by_number.items()]
    return f"{plain_kind_words(kind, 2)}: {', '.join(parts)}"


def own_bonus_rows(rules: Rules) -> list[tuple[str, int]]:
    """The bonuses of complete runs and wild melds where the rules allow them, named in the
    rule set's words where it has them: ("Escalera (a run of seven)", 1500)."""
    rows = []
    wild = rules.wild_canasta_bonus
    wilds = [("seven wild cards", wild.other)] if wild.to_plain() == wild.other else \
        [(what, points) for what, points in (("seven Twos", wild.twos_only), ("all four jokers", wild.four_jokers),
                                             ("any other seven wild cards", wild.other)) if points is not None]
    for meld_kind, kind, what, points in ((RUN, "sequence", "a run of seven", rules.sequence_canasta_bonus),
                                          *((WILD, "wild", what, points) for what, points in wilds)):
        if meld_kind in rules.kinds:
            word = canasta_word(rules, kind)
            plain = CANASTA_KINDS[kind][0]
            words = f"{word} ({what})" if word != plain else f"{plain} ({what.removeprefix('a ')})"
            rows.append((words[:1].upper() + words[1:], points))
    return rows


def wild_bonus_words(bonus: WildCanastaBonus) -> str:
    """`wild_canasta_bonus` in words: "2000", or "seven Twos 3000; all four jokers 2500; any other 2000"."""
    if bonus.to_plain() == bonus.other:
        return str(bonus.other)
    parts = [(what, points) for what, points in (("seven Twos", bonus.twos_only), ("all four jokers", bonus.four_jokers))
             if points is not None]
    return "; ".join(f"{what} {points}" for what, points in parts) + f"; any other mix {bonus.other}"


def american_value_words(name: str, value: Any) -> str | None:
    """The value of one of Modern American Canasta's options in words, or None for the others."""
    if name == "opening_bonus_cards":
        if not value:
            return "none"
        words = [f"{value[0]} for the first side to meld"] + [f"{count} for the next" for count in value[1:]]
        return ", ".join(words)
    if name == "held_rank_penalty":
        return "; ".join(f"{RANK_PLURALS[rank]}: {points}" for rank, points in value) if value else "none"
    if name == "no_going_out_with_incomplete":
        return ", ".join(INCOMPLETE_MELDS[kind].removeprefix("Each ").removeprefix("incomplete ")
                         for kind in value) if value else "none"
    if isinstance(value, WildCanastaBonus):
        return wild_bonus_words(value)
    return None


def named_badges(rules: Rules) -> str:
    """For the help on the table's badges: the complete melds that show the rule set's
    name for them (" An escalera or a bolivia shows its name on a gold badge."), or ""."""
    named = kinds_named(rules)
    if not named:
        return ""
    words = " or ".join(f"{'an' if word[:1] in 'aeiou' else 'a'} {word}" for word in named)
    return f" {words[:1].upper()}{words[1:]} shows its name on a gold badge."


def kind_words(kind: str, letters: bool = False) -> str:
    """A kind of card in words: "3r" -> "Red threes", "K" -> "Kings"; of `letters` (the BWC
    deck): "K" -> "K", "ST" -> "Stars"."""
    if letters:
        return RANK_PLURALS["ST"] if kind == "ST" else kind
    if kind in KIND_WORDS:
        return KIND_WORDS[kind]
    return RANK_PLURALS.get(kind, kind)


def card_value_rows(card_values: tuple[tuple[str, int], ...], letters: bool = False) -> list[tuple[str, str]]:
    """(points, the kinds worth them) from the highest value down (`letters`: the kinds are
    the letters of letter cards)."""
    by_value: dict[int, list[str]] = {}
    for kind, points in card_values:
        by_value.setdefault(points, []).append(kind_words(kind, letters))
    return [(f"{points} points", ", ".join(kinds)) for points, kinds in sorted(by_value.items(), reverse=True)]


def value_words(name: str, value: Any, rules: Rules | None = None) -> str:
    """The value of option `name` in words ("Yes", "15 with two players, 13 with three", ...);
    `rules`, where given, say how the first-meld table is read."""
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if value is None:
        return empty_words(name)
    american = american_value_words(name, value)
    if american is not None:
        return american
    if isinstance(value, PerPlayers):
        plain = value.to_plain()
        if isinstance(plain, int):
            return str(plain)
        return ", ".join(f"{number} with {PLAYER_WORDS[count]} players" for count, number in plain.items())
    if name == "player_counts":
        return counts_words(value)
    if name == "minimum_meld":
        by_hand = rules is not None and rules.minimum_meld_by == "hand"
        return "; ".join(f"{scores}: {need}" for scores, need in minimum_meld_rows(value, by_hand))
    if name == "canasta_bonus_by_rank":
        return "; ".join(rank_bonus_words(bonus) for bonus in value) if value else "none"
    if name == "word_list":
        return word_list_words(value)
    if name in ("card_values", "hand_values"):
        rows = card_value_rows(value, rules is not None and letter_deck(rules.deck))
        return "; ".join(f"{kinds}: {points}" for points, kinds in rows) if rows else "as on the table"
    if name == "canastas_to_go_out_of_kind":
        return "; ".join(kind_count_words(kind, count) for kind, count in value) if value else "none"
    if name == "canasta_words":
        return "; ".join(f"a {plain_kind_words(kind, 1)}: {word}" for kind, word in value) if value else "none"
    if name == "incomplete_meld_penalty":
        return "; ".join(f"{INCOMPLETE_MELDS.get(kind, kind)}: {points}" for kind, points in value) or "none"
    if isinstance(value, RedThreePoints):
        return red_three_points_words(value)
    if name == "target_score_by_seating":
        return "; ".join(f"{seating_words(seating)}: {points}" for seating, points in value) if value else "none"
    if name == "red_three_points_by_players":
        return "; ".join(f"with {PLAYER_WORDS[count]} players, {red_three_points_words(points)}"
                         for count, points in value) if value else "none"
    if isinstance(value, tuple) and all(isinstance(item, str) for item in value):
        return ", ".join(item_words(name, item) for item in value) if value else "none"
    if option_choices(name) is not None and not isinstance(value, int):
        return choice_words(name, value)
    return str(value)
