"""The player's language: every word the table shows goes through here.

Four gettext catalogs ("domains") hold the translations, each a `.po` source beside its
compiled `.mo` under `canasta/language/locale/<code>/LC_MESSAGES/`:

- "canasta": the table, its menus, dialogs, buttons and status line (marked with `_`,
  `ngettext` and, where a string must be marked before a language is chosen, `N_`);
- "rules": the engine's messages (`canasta.engine.sentences.message.say`), rendered with `render`;
- "help": the Help's pages (`help_text`);
- "rulesets": what the game says of its rule sets: their titles and descriptions, the
  options of the Rules dialog and New Game's summaries (`ruleset_text`).

English is the language of the message ids, so it needs no catalog. The language is
chosen once at start (`set_language`, from the settings or the system's locale) and can
be changed at any time; what is drawn after the change is in the new language.
"""

from __future__ import annotations

import gettext
import locale
import os
from typing import Iterable

from canasta.engine import GENDER, GENDERS, CountWord, Message, Quoted, RuleSetTitle
from canasta.resources import shipped_path
from canasta.sentences import Joined, sentences

from .pseudo import PSEUDO, PseudoTranslations

LOCALE_DIR = shipped_path("canasta/language/locale")
DOMAINS = ("canasta", "rules", "help", "rulesets")
# The languages the game speaks, each named in its own language for the Language choice.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
}
DEFAULT_LANGUAGE = "en"

_language = DEFAULT_LANGUAGE
_catalogs: dict[str, gettext.NullTranslations] = {}


def _load(code: str) -> dict[str, gettext.NullTranslations]:
    catalogs: dict[str, gettext.NullTranslations] = {}
    for domain in DOMAINS:
        catalogs[domain] = gettext.translation(domain, LOCALE_DIR, languages=[code], fallback=True)
    return catalogs


def language() -> str:
    """The code of the language the table speaks now ("en", "de", "es", "pt_BR")."""
    return _language


def set_language(code: str) -> None:
    """Speak `code` from now on; an unknown code is refused with the known ones named.
    The pseudo-language (`pseudo.PSEUDO`, for checking screens) is known too."""
    global _language, _catalogs
    if code == PSEUDO:
        _catalogs = {domain: PseudoTranslations() for domain in DOMAINS}
    elif code not in LANGUAGES:
        raise ValueError(f"no language {code!r}; known: {', '.join(LANGUAGES)}")
    else:
        _catalogs = {} if code == DEFAULT_LANGUAGE else _load(code)
    _language = code


def best_language(wanted: Iterable[str]) -> str:
    """The first of the locale names `wanted` ("de_AT.UTF-8", "pt_BR", "es") the game
    speaks, by the whole name and then by its language alone; English when none."""
    for name in wanted:
        if not name:
            continue
        name = name.split(".")[0].split("@")[0].replace("-", "_")
        if name in LANGUAGES:
            return name
        base = name.split("_")[0]
        if base == "pt":
            return "pt_BR"  # the one Portuguese the game speaks
        if base in LANGUAGES:
            return base
    return DEFAULT_LANGUAGE


def system_language() -> str:
    """The language of the system's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the OS)."""
    wanted: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        wanted.extend(value.split(":"))
    try:
        wanted.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    return best_language(wanted)


def _catalog(domain: str) -> gettext.NullTranslations | None:
    return _catalogs.get(domain)


def _translated(domain: str, text: str) -> str:
    catalog = _catalog(domain)
    return catalog.gettext(text) if catalog is not None else text


def _counted(domain: str, singular: str, plural: str, count: int) -> str:
    catalog = _catalog(domain)
    if catalog is not None:
        return catalog.ngettext(singular, plural, count)
    return singular if count == 1 else plural


def _(text: str) -> str:
    """`text` of the table ("canasta" catalog) in the player's language."""
    return _translated("canasta", text)


def N_(text: str) -> str:
    """Marks `text` for the "canasta" catalog without translating it yet (say it with `_` later)."""
    return text


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or the plural of a table's text for `count`, as the language counts."""
    return _counted("canasta", singular, plural, count)


def help_text(text: str) -> str:
    """`text` of the Help ("help" catalog) in the player's language."""
    return _translated("help", text)


def ruleset_text(text: str) -> str:
    """`text` said of a rule set or its options ("rulesets" catalog) in the player's language."""
    return _translated("rulesets", text)


def N_ruleset(text: str) -> str:
    """Marks `text` for the "rulesets" catalog without translating it yet (a table of
    English words kept in a module; say it with `ruleset_text` where it is shown)."""
    return text


def ruleset_form(context: str, text: str) -> str:
    """`text` of the "rulesets" catalog in `context` (a number word as it counts a noun of
    its own: Portuguese's "duas equipes"), in the player's language; where the catalog has
    no entry in that context, as it has it plainly."""
    catalog = _catalog("rulesets")
    if catalog is None:
        return text
    said = catalog.pgettext(context, text)
    return said if said != text else catalog.gettext(text)


def ruleset_plural(singular: str, plural: str, count: int) -> str:
    """The singular or the plural of a text of the "rulesets" catalog for `count`."""
    return _counted("rulesets", singular, plural, count)


def number(value: int) -> str:
    """`value` as the language writes numbers: 5,000 in English, 5.000 in German."""
    from babel.numbers import format_decimal

    return str(format_decimal(value, locale=babel_locale()))


def points(value: int) -> str:
    """Points as the table, the scoring and the Help write them: in English in plain digits
    (5000), as the game always has; the other languages group them as they write numbers
    (5.000)."""
    return str(value) if _language == DEFAULT_LANGUAGE else number(value)


def babel_locale() -> str:
    """The locale Babel writes numbers and dates in for the language spoken (the
    pseudo-language writes them as German does, the longer way)."""
    return "de" if _language == PSEUDO else _language


def render(text: object) -> str:
    """What the engine said (`Message`) in the player's language, its values rendered too;
    any other text is looked up whole in the "rules" catalog and otherwise left as it is."""
    catalog = _catalog("rules")
    if isinstance(text, Joined):
        return sentences(*(render(part) for part in text.parts))  # each sentence said, then joined again
    if not isinstance(text, Message):
        plain = str(text)
        return catalog.gettext(plain) if catalog is not None and plain else plain
    if catalog is None:
        return str(text)  # English: the message is its own rendering
    if isinstance(text, CountWord):
        return _count_word(catalog, text)
    if text.plural_template is not None:
        template = catalog.ngettext(text.template, text.plural_template, text.plural_count or 0)
    else:
        template = catalog.gettext(text.template)
    if not text.values:
        return template
    values = {name: _render_value(value) for name, value in text.values.items()}
    return template.format(**values)


def error_words(exc: BaseException) -> str:
    """What an error of the engine or of the player's files says, in the player's language:
    its `message` where it keeps one (`PersistenceError`, `RecordError`), else its words."""
    said = getattr(exc, "message", None)
    return render(said if isinstance(said, str) else str(exc))


def _count_word(catalog: gettext.NullTranslations, word: CountWord) -> str:
    """A number word in the form of its noun's gender, where the catalog gives the gender
    and a form of the word for it; else the word's one translation."""
    gender = catalog.pgettext(GENDER, word.noun)
    if gender in GENDERS:
        form = catalog.pgettext(gender, word.template)
        if form != word.template:
            return form
    return catalog.gettext(word.template)


def _render_value(value: object) -> str:
    if isinstance(value, Quoted):
        return str(value)  # as the file writes it
    if isinstance(value, RuleSetTitle):
        words = " ".join(value.split())  # as the rule-set files' texts are looked up (yaml_texts)
        return ruleset_text(words) if words else words
    if isinstance(value, Message):
        return render(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value)
    return str(value) if not isinstance(value, str) else render(value)
