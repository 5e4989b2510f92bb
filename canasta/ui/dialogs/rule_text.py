"""Rule options in words: how they are grouped and how their values read.

Shared by the Rule Options dialog and the Rules help page, so both say the same
thing. The option list itself comes from `Rules`: an option that no group names
still appears, under "Other rules".
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

from canasta.engine.cards import RANK_PLURALS
from canasta.engine.rules import MeldThreshold, PerPlayers, RankBonus, Rules, counts_words

OPTION_TYPES: dict[str, Any] = typing.get_type_hints(Rules)

# The options that name and describe the rule set rather than change the play.
IDENTITY_OPTIONS = ("name", "title", "source", "description")

# Canasta for Windows' Rule Options dialog had these seven, in this order and these words;
# they come first, before the rest (the words are from its help file).
WINDOWS_SECTION = "Canasta for Windows options"
WINDOWS_WORDS: dict[str, tuple[str, str]] = {
    "canasta_required_for_positive_score": (
        "Canasta required for positive score",
        "Whether Canastas are needed to make the value of the cards on the table count positively, when a "
        "round is finished. If Yes, the cards on the table only add to your score if you have made at least "
        "the number of Canastas of 'Canastas needed to go out'; otherwise their value is deducted."),
    "canastas_to_go_out": (
        "Canastas needed to go out",
        "Whether one or two canastas are needed before a player is allowed to finish a round."),
    "cards_drawn": (
        "Cards drawn each turn",
        "How many cards each player must draw in each turn."),
    "red_three_replaced_when_drawn": (
        "Red Three options - Draw extra card",
        "Whether it is allowed to draw a second card from the fresh deck, when the first drawn card is a "
        "Red Three."),
    "red_three_discard_allowed": (
        "Red Three options - Block discard pile",
        "Whether it is allowed to use a Red Three to block the discard pile as with a wildcard."),
    "pile_top_to_canasta": (
        "Discard Pile options - Add top card to canasta",
        "Whether it is allowed to take the discard pile by adding the top card to a canasta you have made "
        "on the table."),
    "top_card_counts_for_initial_meld": (
        "Discard Pile options - Top card counts for initial meld",
        "Whether the value of the top card of the discard pile counts for the required minimum, when you "
        "use the pile to create your first meld in a round."),
}

# Names a rule set does not have are skipped, so the groups may name options of newer rule sets.
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (WINDOWS_SECTION, tuple(WINDOWS_WORDS)),
    ("Players and the deal", (
        "players", "player_counts", "partnerships", "deck", "hand_size", "first_player", "opening_discard",
        "target_score")),
    ("Melds and canastas", (
        "minimum_meld", "meld_min_cards", "meld_max_cards", "meld_min_naturals", "meld_max_wild",
        "wild_may_outnumber_naturals", "new_meld_distinct_suits", "canasta_size", "natural_canasta_bonus",
        "mixed_canasta_bonus", "canasta_bonus_by_rank", "golden_suit", "golden_suit_size",
        "golden_suit_natural_bonus", "golden_suit_mixed_bonus")),
    ("The discard pile", (
        "pile_taking", "wild_freezes_pile", "red_three_freezes_pile", "pile_frozen_before_side_melds",
        "pile_top_to_existing_meld", "put_back_penalty", "pickup_min_hand", "pickup_min_stock", "blocking_discards")),
    ("Threes", (
        "red_three_value", "all_red_threes_value",
        "black_threes_with_wild")),
    ("Going out and the end of a hand", (
        "stock_exhausted", "max_stock_renewals", "pass_discard", "ask_partner", "going_out_needs_discard", "going_out_bonus",
        "concealed_going_out_bonus", "concealed_needs_minimum", "concealed_going_out_doubles",
        "wild_discard_going_out_doubles")),
    ("Card values", ("card_values", "treasure_pot_value", "all_treasure_pots_value")),
)
OTHER_SECTION = "Other rules"
# The groups' names on the tabs of the Rule Options dialog.
SHORT_TITLES = {
    WINDOWS_SECTION: "Main",
    "Players and the deal": "Deal", "Melds and canastas": "Melds", "The discard pile": "Pile",
    "Threes": "Threes", "Going out and the end of a hand": "Going out", "Card values": "Values",
    OTHER_SECTION: "Other",
}

CHOICE_WORDS: dict[str, dict[Any, str]] = {
    "first_player": {"left_of_dealer": "Left of the dealer", "first_seat": "Always seat 1"},
    "stock_exhausted": {"end": "Play on, then end", "choice": "Stop or turn over", "reshuffle": "Reshuffle"},
}

# What an empty value (None) means, for the options that allow one.
NONE_WORDS = {"meld_max_wild": "no fixed limit", "meld_max_cards": "no limit", "put_back_penalty": "not allowed",
              "max_stock_renewals": "no limit"}

# Card kinds (as `Card.kind` and the card_values option write them) that are not plain ranks.
KIND_WORDS = {"3r": "Red threes", "3b": "Black threes", "JK": "Jokers", "T": "Tens"}

PLAYER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def option_choices(name: str) -> tuple[Any, ...] | None:
    """The values option `name` may take, when it is a choice."""
    return next(f.metadata["choices"] for f in dataclasses.fields(Rules) if f.name == name)


def sections() -> list[tuple[str, list[str]]]:
    """Every rule option (but the identity ones) in its group, in a stable order."""
    known = {name for _, names in SECTIONS for name in names}
    groups = [(title, [name for name in names if name in OPTION_TYPES]) for title, names in SECTIONS]
    others = [name for name in Rules.option_names() if name not in known and name not in IDENTITY_OPTIONS]
    if others:
        groups.append((OTHER_SECTION, others))
    return [(title, names) for title, names in groups if names]


def option_words(name: str) -> str:
    """What option `name` is about, in Canasta for Windows' words where it had the option."""
    if name in WINDOWS_WORDS:
        title, words = WINDOWS_WORDS[name]
        return f"{title}: {words[:1].lower()}{words[1:]}"
    return Rules.describe(name)


def choice_words(name: str, choice: Any) -> str:
    """A choice of option `name` as a player reads it."""
    words = CHOICE_WORDS.get(name, {})
    if choice in words:
        return words[choice]
    return str(choice).replace("_", " ").capitalize()


def threshold_words(threshold: MeldThreshold, following: MeldThreshold | None) -> tuple[str, str]:
    """(score range, requirement) of one row of the minimum-meld table."""
    if threshold.from_score is None:
        scores = f"Below {following.from_score}" if following and following.from_score is not None else "Any score"
    elif following is not None and following.from_score is not None:
        scores = f"{threshold.from_score} to {following.from_score - 5}"
    else:
        scores = f"{threshold.from_score} or more"
    need = f"{threshold.points} points"
    if threshold.max_wild is not None:
        need += f", at most {threshold.max_wild} wild"
    if threshold.canasta:
        need += ", as a canasta"
    return scores, need


def minimum_meld_rows(table: tuple[MeldThreshold, ...]) -> list[tuple[str, str]]:
    """The minimum-meld table as (score range, requirement) rows."""
    return [threshold_words(entry, table[index + 1] if index + 1 < len(table) else None)
            for index, entry in enumerate(table)]


def rank_bonus_words(bonus: RankBonus) -> str:
    return f"{RANK_PLURALS.get(bonus.rank, bonus.rank)}: {bonus.natural} natural, {bonus.mixed} mixed"


def kind_words(kind: str) -> str:
    """A kind of card in words: "3r" -> "Red threes", "K" -> "Kings"."""
    if kind in KIND_WORDS:
        return KIND_WORDS[kind]
    return RANK_PLURALS.get(kind, kind)


def card_value_rows(card_values: tuple[tuple[str, int], ...]) -> list[tuple[str, str]]:
    """(points, the kinds worth them) from the highest value down."""
    by_value: dict[int, list[str]] = {}
    for kind, points in card_values:
        by_value.setdefault(points, []).append(kind_words(kind))
    return [(f"{points} points", ", ".join(kinds)) for points, kinds in sorted(by_value.items(), reverse=True)]


def value_words(name: str, value: Any) -> str:
    """The value of option `name` in words ("Yes", "15 with two players, 13 with three", ...)."""
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if value is None:
        return NONE_WORDS.get(name, "none")
    if isinstance(value, PerPlayers):
        plain = value.to_plain()
        if isinstance(plain, int):
            return str(plain)
        return ", ".join(f"{number} with {PLAYER_WORDS[count]} players" for count, number in plain.items())
    if name == "player_counts":
        return counts_words(value)
    if name == "minimum_meld":
        return "; ".join(f"{scores}: {need}" for scores, need in minimum_meld_rows(value))
    if name == "canasta_bonus_by_rank":
        return "; ".join(rank_bonus_words(bonus) for bonus in value) if value else "none"
    if name == "card_values":
        return "; ".join(f"{kinds}: {points}" for points, kinds in card_value_rows(value))
    if isinstance(value, tuple) and all(isinstance(item, str) for item in value):
        return ", ".join(kind_words(item) for item in value) if value else "none"
    if option_choices(name) is not None and not isinstance(value, int):
        return choice_words(name, value)
    return str(value)
