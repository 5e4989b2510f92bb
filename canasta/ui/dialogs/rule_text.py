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
from canasta.language import N_ruleset, ruleset_text
from canasta.language.engine_words import DECK_WORDS, automatic_choice_words, incomplete_words, windows_words

from .count_words import sides_words

OPTION_TYPES: dict[str, Any] = typing.get_type_hints(Rules)

# The options that name and describe the rule set rather than change the play: those of no group.
IDENTITY_OPTIONS = tuple(name for name in Rules.option_names() if Rules.info(name).group is None)

# The groups' names on the tabs of the Rule Options dialog.
SHORT_TITLES = {group.title: group.tab for group in (WINDOWS,) + GROUPS}

# Card kinds (as `Card.kind` and the card_values option write them) that are not plain ranks.
# The words of this module's tables are English, marked for the "rulesets" catalog; they
# are said in the player's language (ruleset_text) when a text is made of them.
KIND_WORDS = {"3r": N_ruleset("Red threes"), "3b": N_ruleset("Black threes"), "JK": N_ruleset("Jokers"),
              "T": N_ruleset("Tens"), "wild": N_ruleset("Wild cards"), "dead": N_ruleset("Cards of a dead rank")}

PLAYER_WORDS = {2: N_ruleset("two"), 3: N_ruleset("three"), 4: N_ruleset("four"), 5: N_ruleset("five"),
                6: N_ruleset("six")}
PLAYER_COUNT_KEYS = {str(count): words for count, words in PLAYER_WORDS.items()}
READ_ONLY_NOTE = N_ruleset("Rule changes can only take place immediately after the cards have been dealt in a new "
                           "round. During the game the rules cannot be changed, so everything here is shown only.")
HOUSE_NOTE = N_ruleset("Variations many tables play with classic Canasta. Turning one on sets the options it names "
                       "(on their pages too); turning it off gives back the rule set's own values, or classic "
                       "Canasta's where the rule set plays the variation itself.")


def players_words(count: int) -> str:
    """A number of players in words, in the player's language: "two"."""
    return ruleset_text(PLAYER_WORDS[count])


def counts_and_words(counts: tuple[int, ...]) -> str:
    """Numbers of players all meant together: "2, 3 and 4"."""
    words = [str(count) for count in counts]
    if len(words) == 1:
        return words[0]
    return ruleset_text("{seats} and {last}").format(seats=", ".join(words[:-1]), last=words[-1])


def error_reason(error: RuleOptionError) -> str:
    """The reason for the player, saying which number of players it is about when it matters."""
    parts = error.key.split(".")
    if len(parts) == 2 and parts[1] in PLAYER_COUNT_KEYS:
        return ruleset_text("With {players} players: {reason}").format(
            players=ruleset_text(PLAYER_COUNT_KEYS[parts[1]]), reason=error.reason)
    return error.reason[:1].upper() + error.reason[1:]


# The shipped word lists (option word_list) as a player reads them.
WORD_LIST_WORDS = {"scowl-en-50": N_ruleset("SCOWL English words up to size 50")}


def letter_deck(deck: str) -> bool:
    """Whether the deck `deck` (option deck) holds letter cards, whose kinds are letters, not ranks."""
    from canasta.engine import DECK_CARDS

    cards = DECK_CARDS.get(deck)
    return cards is not None and not cards.suits


def word_list_words(name: str) -> str:
    """A word list in words: "SCOWL English words up to size 50 (scowl-en-50)"."""
    return f"{ruleset_text(WORD_LIST_WORDS[name])} ({name})" if name in WORD_LIST_WORDS else name


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
        return f"{ruleset_text(info.windows.title)}: {ruleset_text(windows_words(info.windows.words))}"
    return ruleset_text(info.description)



def choice_words(name: str, choice: Any) -> str:
    """A choice of option `name` as a player reads it."""
    words = dict(Rules.info(name).choice_words)
    if choice in words:
        return ruleset_text(words[choice])
    if name == "deck" and choice in DECK_WORDS:
        return ruleset_text(DECK_WORDS[choice])
    return ruleset_text(automatic_choice_words(choice))


def item_words(name: str, item: Any) -> str:
    """An item of list option `name` as a player reads it: a choice in its words, else a
    kind of card ("Jokers")."""
    return choice_words(name, item) if option_choices(name) is not None else kind_words(item)


def empty_words(name: str) -> str:
    """What an empty value (None) of option `name` means."""
    empty = Rules.info(name).empty
    return ruleset_text(empty) if empty else ruleset_text("none")


def threshold_words(threshold: MeldThreshold, following: MeldThreshold | None,
                    by_hand: bool = False) -> tuple[str, str]:
    """(score range, requirement) of one row of the minimum-meld table (`by_hand`: read by
    the hand number: (hands, requirement))."""
    if by_hand:
        first = threshold.from_score if threshold.from_score is not None else 1
        last = following.from_score - 1 if following is not None and following.from_score is not None else None
        hands = ruleset_text("Hand {first}") if last == first else ruleset_text("Hands {first} to {last}") \
            if last is not None else ruleset_text("Hand {first} and later")
        return hands.format(first=first, last=last), threshold_words(threshold, None)[1]
    if threshold.from_score is None:
        scores = ruleset_text("Below {score}").format(score=following.from_score) \
            if following and following.from_score is not None else ruleset_text("Any score")
    elif following is not None and following.from_score is not None:
        scores = ruleset_text("{low} to {high}").format(low=threshold.from_score, high=following.from_score - 5)
    else:
        scores = ruleset_text("{score} or more").format(score=threshold.from_score)
    if threshold.canasta is None:
        need = ruleset_text("{points} points").format(points=threshold.points)
    else:
        need = ruleset_text("a canasta made in that turn") if threshold.canasta == "any" else \
            ruleset_text("a natural canasta or better made in that turn")
        if threshold.points:
            need = ruleset_text("{need}, and {points} points").format(need=need, points=threshold.points)
    if threshold.max_wild is not None:
        need = ruleset_text("{need}, at most {count} wild").format(need=need, count=threshold.max_wild)
    if threshold.or_letters is not None:
        need = ruleset_text("{need}, or one word of {count} letters or more").format(
            need=need, count=threshold.or_letters)
    return scores, need


def minimum_meld_rows(table: tuple[MeldThreshold, ...], by_hand: bool = False) -> list[tuple[str, str]]:
    """The minimum-meld table as (score range, requirement) rows (`by_hand`: (hands,
    requirement), the table being read by the hand number). An entry kept to games played
    to some target (six players to 10,000) says so, and does not end the range before it."""
    rows = []
    for index, entry in enumerate(table):
        later = [other for other in table[index + 1:] if other.target is None or entry.target is not None]
        scores, need = threshold_words(entry, later[0] if later else None, by_hand)
        if entry.target is not None:
            need = ruleset_text("{need} in a game to {target}").format(need=need, target=entry.target)
        rows.append((scores, need))
    return rows


def rank_words(rank: str) -> str:
    """A rank's cards in words, in the player's language: "K" -> "Kings"."""
    return ruleset_text(RANK_PLURALS.get(rank, rank))


def rank_bonus_words(bonus: RankBonus) -> str:
    return ruleset_text("{rank}: {natural} natural, {mixed} mixed").format(
        rank=rank_words(bonus.rank), natural=bonus.natural, mixed=bonus.mixed)


def seating_words(seating: str) -> str:
    """A seating of `target_score_by_seating` in words: "6/2" is "six players in two sides"."""
    players, _, sides = seating.partition("/")
    return ruleset_text("{players} players in {sides} sides").format(players=players_words(int(players)),
                                                                     sides=sides_words(int(sides)))


def red_three_points_words(points: RedThreePoints) -> str:
    """A red-three table in words: "100 each; 4 together: 800"."""
    listed = {count for count, _ in points.by_count}
    each = [ruleset_text("{points} each").format(points=points.each)] if points.each is not None else []
    if 1 in listed:  # each is what the counts not listed score: more than those listed
        each = [ruleset_text("more: {points} each").format(points=points.each)] if points.each is not None else []
    words = each if 1 not in listed else []
    words += [ruleset_text("{count} together: {points}").format(count=count, points=value) if count > 1
              else ruleset_text("one: {points}").format(points=value) for count, value in points.by_count]
    words += each if 1 in listed else []
    if points.all is not None:
        words.append(ruleset_text("all of the deck: {points}").format(points=points.all))
    return "; ".join(words)


SIGN_WORDS = {"melded": N_ruleset("They count against a side that has melded nothing."),
              "canastas": N_ruleset("They count against a side with fewer than {n} canastas."),
              "swing": N_ruleset("They count against a side without a canasta, and nothing for a side with one.")}


def red_three_words(rules: Rules) -> str:
    """The red threes' points and when they count against a side, for the help."""
    if rules.threes == "dead":
        red, black = (rules.card_kinds.by_kind[kind].hand_value for kind in ("3r", "3b"))
        words = ruleset_text("Threes are dead cards, never melded nor laid out: left in a hand or a foot when the "
                             "hand ends, a red three costs {red}, a black three {black}.") if rules.foot_size else \
            ruleset_text("Threes are dead cards, never melded nor laid out: left in a hand when the hand ends, a red "
                         "three costs {red}, a black three {black}.")
        return words.format(red=red, black=black)
    sign = ruleset_text(SIGN_WORDS[rules.red_threes_sign]).format(n=rules.threes_positive_canastas)
    if rules.red_threes_sign == "canastas" and rules.threes_positive_canastas == 1:
        sign = ruleset_text("They count against a side without a canasta.")
    points = red_three_points_words(rules.red_three_points)
    if rules.threes == "bonus_both":
        return ruleset_text("Threes, red and black counted apart (a three still in a hand counts too): {points}. "
                            "{sign}").format(points=points, sign=sign)
    return ruleset_text("Red threes: {points}. {sign}").format(points=points, sign=sign)


def plain_kind_words(kind: str, count: int) -> str:
    """A kind of canasta in plain words: "run of seven", "natural canastas"."""
    one, several, _ = CANASTA_KINDS.get(kind, (kind, kind, None))
    return ruleset_text(one if count == 1 else several)


def kind_count_words(kind: str, count: PerPlayers) -> str:
    """Canastas of a kind going out needs: "1 natural canasta", or where the number depends
    on the players "natural canastas: 1 with two players, 1 with three players, 3 with four players"."""
    plain = count.to_plain()
    if isinstance(plain, int):
        return f"{plain} {plain_kind_words(kind, plain)}"
    by_number: dict[int, list[int]] = {}
    for players, number_of in count.given:
        by_number.setdefault(number_of, []).append(players)
    last = max(players for players, _ in count.given)
    parts = [(ruleset_text("{count} with {players} or more players") if last in seats else
              ruleset_text("{count} with {players} players")).format(
        count=number_of, players=counts_words(tuple(players_words(players) for players in seats), ruleset_text("or")))
        for number_of, seats in by_number.items()]
    return f"{plain_kind_words(kind, 2)}: {', '.join(parts)}"


# What a complete run or wild meld is, beside the rule set's word for it.
RUN_WORDS = N_ruleset("a run of seven")
WILD_WORDS = {"all": N_ruleset("seven wild cards"), "twos": N_ruleset("seven Twos"),
              "jokers": N_ruleset("all four jokers"), "other": N_ruleset("any other seven wild cards")}


def own_bonus_rows(rules: Rules) -> list[tuple[str, int]]:
    """The bonuses of complete runs and wild melds where the rules allow them, named in the
    rule set's words where it has them: ("Escalera (a run of seven)", 1500)."""
    rows = []
    wild = rules.wild_canasta_bonus
    wilds = [(WILD_WORDS["all"], wild.other)] if wild.to_plain() == wild.other else \
        [(what, points) for what, points in ((WILD_WORDS["twos"], wild.twos_only),
                                             (WILD_WORDS["jokers"], wild.four_jokers),
                                             (WILD_WORDS["other"], wild.other)) if points is not None]
    for meld_kind, kind, what, points in ((RUN, "sequence", RUN_WORDS, rules.sequence_canasta_bonus),
                                          *((WILD, "wild", what, points) for what, points in wilds)):
        if meld_kind in rules.kinds:
            word = canasta_word(rules, kind)
            plain = CANASTA_KINDS[kind][0]
            if word != plain:  # the rule set's own word, and what it is
                words = f"{word} ({ruleset_text(what)})"
            else:
                words = f"{ruleset_text(plain)} ({ruleset_text(what.removeprefix('a '))})"
            rows.append((words[:1].upper() + words[1:], points))
    return rows


def wild_bonus_words(bonus: WildCanastaBonus) -> str:
    """`wild_canasta_bonus` in words: "2000", or "seven Twos 3000; all four jokers 2500; any other 2000"."""
    if bonus.to_plain() == bonus.other:
        return str(bonus.other)
    parts = [(what, points) for what, points in ((WILD_WORDS["twos"], bonus.twos_only),
                                                 (WILD_WORDS["jokers"], bonus.four_jokers)) if points is not None]
    words = [ruleset_text("{what} {points}").format(what=ruleset_text(what), points=points) for what, points in parts]
    return "; ".join(words + [ruleset_text("any other mix {points}").format(points=bonus.other)])


def american_value_words(name: str, value: Any) -> str | None:
    """The value of one of Modern American Canasta's options in words, or None for the others."""
    if name == "opening_bonus_cards":
        if not value:
            return ruleset_text("none")
        words = [ruleset_text("{count} for the first side to meld").format(count=value[0])]
        words += [ruleset_text("{count} for the next").format(count=count) for count in value[1:]]
        return ", ".join(words)
    if name == "held_rank_penalty":
        return "; ".join(f"{rank_words(rank)}: {points}" for rank, points in value) if value else ruleset_text("none")
    if name == "no_going_out_with_incomplete":
        return ", ".join(ruleset_text(incomplete_words(kind)) for kind in value) if value else ruleset_text("none")
    if isinstance(value, WildCanastaBonus):
        return wild_bonus_words(value)
    return None


def named_badges(rules: Rules) -> str:
    """For the help on the table's badges: the complete melds that show the rule set's
    name for them (" An escalera or a bolivia shows its name on a gold badge."), or ""."""
    named = kinds_named(rules)
    if not named:
        return ""
    melds = [(ruleset_text("an {meld}") if word[:1] in "aeiou" else ruleset_text("a {meld}")).format(meld=word)
             for word in named]
    words = melds[0]
    for meld in melds[1:]:
        words = ruleset_text("{melds} or {meld}").format(melds=words, meld=meld)
    return " " + ruleset_text("{melds} shows its name on a gold badge.").format(melds=f"{words[:1].upper()}{words[1:]}")


def kind_words(kind: str, letters: bool = False) -> str:
    """A kind of card in words: "3r" -> "Red threes", "K" -> "Kings"; of `letters` (the BWC
    deck): "K" -> "K", "ST" -> "Stars"."""
    if letters:
        return rank_words("ST") if kind == "ST" else kind
    if kind in KIND_WORDS:
        return ruleset_text(KIND_WORDS[kind])
    return rank_words(kind)


def card_value_rows(card_values: tuple[tuple[str, int], ...], letters: bool = False) -> list[tuple[str, str]]:
    """(points, the kinds worth them) from the highest value down (`letters`: the kinds are
    the letters of letter cards)."""
    by_value: dict[int, list[str]] = {}
    for kind, points in card_values:
        by_value.setdefault(points, []).append(kind_words(kind, letters))
    return [(ruleset_text("{points} points").format(points=points), ", ".join(kinds))
            for points, kinds in sorted(by_value.items(), reverse=True)]


def _listed(words: list[str], separator: str = "; ") -> str:
    """Parts of a value one after the other, or "none" when there are none."""
    return separator.join(words) if words else ruleset_text("none")


def value_words(name: str, value: Any, rules: Rules | None = None) -> str:
    """The value of option `name` in words ("Yes", "15 with two players, 13 with three", ...);
    `rules`, where given, say how the first-meld table is read."""
    if isinstance(value, bool):
        return ruleset_text("Yes") if value else ruleset_text("No")
    if value is None:
        return empty_words(name)
    american = american_value_words(name, value)
    if american is not None:
        return american
    if isinstance(value, PerPlayers):
        plain = value.to_plain()
        if isinstance(plain, int):
            return str(plain)
        with_players = ruleset_text("{count} with {players} players")
        return ", ".join(with_players.format(count=count_of, players=players_words(count))
                         for count, count_of in plain.items())
    if name == "player_counts":
        return counts_words(value, ruleset_text("or"))
    if name == "minimum_meld":
        by_hand = rules is not None and rules.minimum_meld_by == "hand"
        return "; ".join(f"{scores}: {need}" for scores, need in minimum_meld_rows(value, by_hand))
    if name == "canasta_bonus_by_rank":
        return _listed([rank_bonus_words(bonus) for bonus in value])
    if name == "word_list":
        return word_list_words(value)
    if name in ("card_values", "hand_values"):
        rows = card_value_rows(value, rules is not None and letter_deck(rules.deck))
        return "; ".join(f"{kinds}: {points}" for points, kinds in rows) if rows else ruleset_text("as on the table")
    if name == "canastas_to_go_out_of_kind":
        return _listed([kind_count_words(kind, count) for kind, count in value])
    if name == "canasta_words":
        return _listed([ruleset_text("a {kind}: {word}").format(kind=plain_kind_words(kind, 1), word=word)
                        for kind, word in value])
    if name == "incomplete_meld_penalty":
        return _listed([f"{ruleset_text(INCOMPLETE_MELDS.get(kind, kind))}: {points}" for kind, points in value])
    if isinstance(value, RedThreePoints):
        return red_three_points_words(value)
    if name == "target_score_by_seating":
        return _listed([f"{seating_words(seating)}: {points}" for seating, points in value])
    if name == "red_three_points_by_players":
        return _listed([ruleset_text("with {players} players, {points}").format(
            players=players_words(count), points=red_three_points_words(points)) for count, points in value])
    if isinstance(value, tuple) and all(isinstance(item, str) for item in value):
        return _listed([item_words(name, item) for item in value], ", ")
    if option_choices(name) is not None and not isinstance(value, int):
        return choice_words(name, value)
    return str(value)
