"""The engine's words for its rule options, for the "rulesets" catalog.

The Rule Options dialog and the Rules help page are written from the declarations of
the options in `Rules` (canasta/engine/rules/rule_groups.py): each option's line, the
words of its choices and of an empty value, Canasta for Windows' titles and words, the
groups' headings and tabs; and from the engine's tables of words (ranks, kinds of
canasta and of meld, incomplete melds). Those are data, not calls a Babel extractor
could find, so `extract` reads them from the engine itself and yields each text once;
the dialog says them with `ruleset_text`. The few texts the dialog derives from them
(a choice with no words of its own, Canasta for Windows' words after a title) are made
here by the same functions, so the catalog holds what is shown.
"""

from __future__ import annotations

from typing import Any, BinaryIO, Collection, Iterator, Mapping

from canasta.engine import (CANASTA_KINDS, GROUPS, INCOMPLETE_MELDS, MELD_KIND_WORDS, MELD_KINDS, RANK_PLURALS, WINDOWS,
                            Rules)

# Decks (option deck) whose name is no word of their own, as a player reads them.
DECK_WORDS = {"bwc": "BWC letters"}


def windows_words(words: str) -> str:
    """Canasta for Windows' words of an option, as they follow its title: "The pile ..." -> "the pile ..."."""
    return f"{words[:1].lower()}{words[1:]}"


def automatic_choice_words(choice: Any) -> str:
    """A choice no words are declared for, as a player reads it: "left_of_dealer" -> "Left of dealer"."""
    return str(choice).replace("_", " ").capitalize()


def option_name_words(name: str) -> str:
    """A rule option's name as a summary of changes names it: "target_score" -> "target score"."""
    return name.replace("_", " ")


def incomplete_words(kind: str) -> str:
    """An incomplete meld kept from going out, in a list: "Each incomplete wild meld" -> "wild meld"."""
    return INCOMPLETE_MELDS[kind].removeprefix("Each ").removeprefix("incomplete ")


def meld_kind_plural(words: str) -> str:
    """A kind of meld no toggle names, as its melds read: "special hand" -> "Special hands"."""
    return f"{words[:1].upper()}{words[1:]}s"


def _option_texts() -> Iterator[tuple[str, str]]:
    """(text, what it is) of every option's declaration."""
    for name in Rules.option_names():
        info = Rules.info(name)
        yield info.description, f"rule option {name}: its line"
        if info.group is not None:  # the rule set's name and words are never named as changed
            yield option_name_words(name), f"rule option {name}: its name, before its value in a summary of changes"
        if info.empty:
            yield info.empty, f"rule option {name}: an empty value"
        words = dict(info.choice_words)
        if name == "deck":
            words.update({deck: text for deck, text in DECK_WORDS.items() if deck not in words})
        for choice, text in words.items():
            yield text, f"rule option {name}: the choice {choice}"
        for choice in info.choices or ():
            if choice not in words and isinstance(choice, str):
                yield automatic_choice_words(choice), f"rule option {name}: the choice {choice}"
        if info.windows is not None:
            yield info.windows.title, f"rule option {name}: Canasta for Windows' title"
            yield windows_words(info.windows.words), f"rule option {name}: Canasta for Windows' words"


def _table_texts() -> Iterator[tuple[str, str]]:
    """(text, what it is) of the engine's groups of options and tables of words."""
    for group in (WINDOWS,) + GROUPS:
        yield group.title, "a group of rule options: its heading"
        yield group.tab, f"the tab of the group {group.title!r}"
    for rank, words in RANK_PLURALS.items():
        yield words, f"the cards of rank {rank}"
    for kind, (one, several, _) in CANASTA_KINDS.items():
        yield one, f"a kind of canasta ({kind}), one"
        yield several, f"a kind of canasta ({kind}), several"
    for kind, words in INCOMPLETE_MELDS.items():
        yield words, f"an incomplete meld ({kind})"
        yield incomplete_words(kind), f"an incomplete meld ({kind}) in a list"
    for meld_name, meld_kind in MELD_KINDS.items():
        if meld_name not in MELD_KIND_WORDS:
            yield meld_kind_plural(meld_kind.words(meld_kind.one_key)), f"the melds of kind {meld_name}"


def extract(fileobj: BinaryIO, keywords: Collection[str], comment_tags: Collection[str],
            options: Mapping[str, Any]) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """Babel's extractor: every text of the engine's option declarations and tables of
    words, once each, with what it is as the translators' comment (the file it is run on,
    rule_groups.py, only stands for the declarations)."""
    from canasta.variants.registry import available_presets, load_preset

    for name in available_presets():
        load_preset(name)  # the rule sets' hooks register their kinds of meld, decks and score parts first
    seen: set[str] = set()
    for text, what in (*_option_texts(), *_table_texts()):
        if text and text not in seen:
            seen.add(text)
            yield 1, None, text, [what]


def extract_genders(fileobj: BinaryIO, keywords: Collection[str], comment_tags: Collection[str],
                    options: Mapping[str, Any]) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """Babel's extractor for the "rules" catalog: the gender entry (context `GENDER`) of
    every noun count words go with (`counted_noun`), which a translator answers with one of
    `GENDERS` (the file it is run on only stands for them)."""
    from canasta.engine import COUNTED_NOUNS, GENDER, GENDERS
    from canasta.variants.registry import available_presets, load_preset

    for name in available_presets():
        load_preset(name)  # the rule sets' hooks register their nouns first
    for noun in COUNTED_NOUNS:
        yield 1, "say_form", (GENDER, noun), [f"the grammatical gender of {noun!r} as count words agree with it: "
                                              f"one of {', '.join(GENDERS)}"]
