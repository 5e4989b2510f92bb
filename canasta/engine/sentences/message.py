"""Sentences for the player that stay free of language: a template and its values.

The engine never writes finished English for the table. Where it explains itself (a
refusal, a hint's reason, a note of the Moves log) it returns a `Message`: an English
string, so that logs, tests and records read as before, that also keeps the template it
was made from and the values put into it. The table looks the template up in the
player's language (`canasta.language.render`) and puts the values in there, each value
rendered the same way when it is itself a message (a card's name, a meld's name).

The templates are gettext message ids in the "rules" catalog, marked for extraction by
the name `say` (and `say_plural`), so `pybabel extract -k say -k say_plural:1,2` finds them.

A number in words that counts a noun ("two natural Queens") is a `CountWord`: English has
one word for every noun, but Portuguese says "duas damas" and "dois reis", Spanish "una
carta", German "ein Joker" and "eine Canasta". The catalog of such a language gives the
gender of every noun a count word goes with (the noun's entry in the context `GENDER`,
translated as one of `GENDERS`), and the number words' forms of each gender (entries marked
with `say_form`, their gender as context); the count word takes the form of its noun's.
"""

from __future__ import annotations

from typing import Mapping


class Message(str):
    """An English sentence (the string itself) with the template and values it came from."""

    template: str
    values: Mapping[str, object]
    # Most sentences have no plural and no case of their own: these stay the class's.
    plural_template: str | None = None
    plural_count: int | None = None
    case: str = ""  # English only: "lower" (part of a longer sentence) or "upper" (opening one)

    def __new__(
        cls,
        template: str,
        values: Mapping[str, object] | None = None,
        plural_template: str | None = None,
        plural_count: int | None = None,
        case: str = "",
    ) -> Message:
        values = dict(values) if values else {}
        chosen = plural_template if plural_template is not None and plural_count != 1 else template
        text = chosen.format_map(values) if values else chosen
        if case:
            text = (text[:1].lower() if case == "lower" else text[:1].upper()) + text[1:]
        made = super().__new__(cls, text)
        made.template = template
        made.values = values
        if plural_template is not None:
            made.plural_template = plural_template
            made.plural_count = plural_count
        if case:
            made.case = case
        return made

    def __reduce__(self) -> tuple[object, ...]:
        return (Message, (self.template, dict(self.values), self.plural_template, self.plural_count, self.case))


def say(template: str, **values: object) -> Message:
    """The sentence `template` with `values` put in: `say("Your {meld} has {n} cards.", meld=..., n=2)`."""
    if values:
        # Made here without Message.__new__'s checks: the values are this call's own dict.
        made = str.__new__(Message, template.format_map(values))
        made.template = template
        made.values = values
        return made
    # A sentence without values is made once: refusals are asked in the move list's hot paths.
    kept = _PLAIN.get(template)
    if kept is None:
        kept = _PLAIN[template] = Message(template)
    return kept


_PLAIN: dict[str, Message] = {}


def say_plural(singular: str, plural: str, count: int, **values: object) -> Message:
    """The sentence in the singular when `count` is 1, else in the plural; `count` is also a value."""
    counted = not values  # "3 cards" alone: made once for each count, as a sentence without values
    if counted:
        kept = _COUNTED.get((singular, plural, count))
        if kept is not None:
            return kept
    values["count"] = count
    made = str.__new__(Message, (singular if count == 1 else plural).format_map(values))
    made.template = singular
    made.values = values
    made.plural_template = plural
    made.plural_count = count
    if counted:
        _COUNTED[(singular, plural, count)] = made
    return made


_COUNTED: dict[tuple[str, str, int], Message] = {}


def clause(sentence: str) -> str:
    """`sentence` as part of a longer one: in English its first letter small ("Merged, your
    row ..."); in another language the translation as it is, since there the case of a
    first word (a German noun) is the word's own."""
    if isinstance(sentence, Message):
        return Message(sentence.template, sentence.values, sentence.plural_template, sentence.plural_count, "lower")
    return sentence[:1].lower() + sentence[1:]


def opening(sentence: str) -> str:
    """`sentence` standing first, its first letter a capital in English ("First meld 90");
    a translation is written to open so already."""
    if isinstance(sentence, Message):
        return Message(sentence.template, sentence.values, sentence.plural_template, sentence.plural_count, "upper")
    return sentence[:1].upper() + sentence[1:]


# The context of a noun's gender entry, and the genders such an entry may be translated as.
GENDER = "gender"
GENDERS = ("masculine", "feminine", "neuter")


def say_form(context: str, text: str) -> str:
    """Marks `text` as an entry of the "rules" catalog in `context` (a number word's form for
    a gender); the text itself is the English, the same in every context."""
    return text


NUMBER_WORDS = (say("no"), say("one"), say("two"), say("three"), say("four"), say("five"), say("six"),
                say("seven"), say("eight"), say("nine"), say("ten"), say("eleven"), say("twelve"))
# The number words some language writes by the gender of what they count (the rest are
# the same for every noun in the languages the game speaks).
GENDERED_FORMS = (
    say_form("masculine", "no"), say_form("feminine", "no"), say_form("neuter", "no"),
    say_form("masculine", "one"), say_form("feminine", "one"), say_form("neuter", "one"),
    say_form("masculine", "two"), say_form("feminine", "two"), say_form("neuter", "two"),
    say_form("masculine", "a"), say_form("feminine", "a"), say_form("neuter", "a"),
    say_form("masculine", "an"), say_form("feminine", "an"), say_form("neuter", "an"),
)
ARTICLES = (say("a"), say("an"))
# The nouns count words go with, by their English words (a rank's plural "Queens",
# "canastas"): each has a gender entry in the catalogs (`counted_noun`).
COUNTED_NOUNS: dict[str, None] = {}


def counted_noun(noun: str) -> str:
    """`noun` (its English words, a message id) as a noun count words go with: its
    catalogs give its gender. Returns `noun`."""
    COUNTED_NOUNS[str(getattr(noun, "template", noun))] = None
    return noun


class CountWord(Message):
    """A number in words counting a noun: "two" (of "Queens"). `noun` is the noun's
    English words, whose gender the catalogs give."""

    noun: str

    def __reduce__(self) -> tuple[object, ...]:
        return (_counting, (self.template, self.noun))


def _counting(word: str, noun: str) -> CountWord:
    made = str.__new__(CountWord, word)
    made.template = word
    made.values = {}
    made.noun = str(getattr(noun, "template", noun))
    return made


def count_word(number: int, noun: str) -> str:
    """`number` in words as it counts `noun` (a noun of `counted_noun`, a message or its
    English words): "two" for 2 Queens, "duas" in Portuguese; a number past twelve in figures."""
    if not 0 <= number < len(NUMBER_WORDS):
        return str(number)
    return _counting(NUMBER_WORDS[number], noun)


def article(noun: str, words: str) -> str:
    """The indefinite article of one of `noun` (as `count_word`), named by `words` in
    English: "a" Queen, "an" Ace; Portuguese "uma" Dama, "um" Ás."""
    return _counting(ARTICLES[1] if words[:1].lower() in "aeiou" else ARTICLES[0], noun)


class RuleSetTitle(str):
    """A rule set's title put into a sentence ("In {title} you must ask ..."): the table
    says it as the "rulesets" catalog has it, in the player's language (a player's own
    rule set, in no catalog, keeps its title)."""


class Quoted(str):
    """Words put into a sentence as they are written (a line of a file, a file's name, an
    action of a record): said alike in every language, never looked up in a catalog."""


class Grouped(int):
    """A number that English writes with its thousands grouped ("7,000") in a sentence; the
    table writes it as the player's language does, as every number."""

    def __format__(self, spec: str) -> str:
        return f"{int(self):,}" if not spec else int.__format__(self, spec)
