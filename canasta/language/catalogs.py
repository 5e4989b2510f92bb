"""The translators' catalogs: extract the marked texts, bring each `.po` up to date, compile.

`python -m canasta.language.catalogs` (or `make catalogs`) extracts every marked text of
the four domains from the sources, adds new texts to each language's `.po` (the old ones
dropped, changed ones marked fuzzy, as `pybabel update` does) and compiles the `.mo` files
the game reads. `--check` changes nothing and prints what is out of date; the tests run
the same check (`problems`), so a text marked but not in a catalog, a catalog entry no
source says any more, an untranslated or fuzzy entry, a translation that drops or adds a
placeholder (a form of a plural may leave out only its `{count}`), or a `.mo` older than
its `.po` fails the suite.

Which texts belong to which domain is said by the name that marks them (`KEYWORDS`) and by
the files each domain reads (`babel/<domain>.cfg` beside this module, in Babel's mapping
format, where a domain can also name an extractor of its own for texts outside Python).
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from canasta.language import DOMAINS, LANGUAGES, LOCALE_DIR

PACKAGE_DIR = Path(__file__).resolve().parent.parent
MAPPING_DIR = Path(__file__).with_name("babel")
TRANSLATED = tuple(code for code in LANGUAGES if code != "en")
# The names that mark a text for each domain (Babel's keyword specs: argument positions).
KEYWORDS: dict[str, dict[str, object]] = {
    "canasta": {"_": None, "N_": None, "ngettext": (1, 2)},
    "rules": {"say": None, "say_plural": (1, 2), "say_form": ((1, "c"), 2)},
    "help": {"help_text": None},
    "rulesets": {"ruleset_text": None, "N_ruleset": None, "ruleset_plural": (1, 2),
                 "ruleset_form": ((1, "c"), 2)},
}
_FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:[^{}]*)\}")


def po_path(domain: str, code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"


def mo_path(domain: str, code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.mo"


def extracted(domain: str) -> Catalog:
    """Every text the sources mark for `domain`, as a template catalog."""
    with open(MAPPING_DIR / f"{domain}.cfg", encoding="utf-8") as mapping:
        method_map, options_map = parse_mapping_cfg(mapping)
    template = Catalog(domain=domain, project="Canasta", charset="utf-8")
    for filename, lineno, message, comments, context in extract_from_dir(
        str(PACKAGE_DIR), method_map, options_map, keywords=KEYWORDS[domain], strip_comment_tags=True
    ):
        where = [(f"canasta/{filename}", lineno)]
        template.add(message, None, where, auto_comments=comments, context=context)
    return template


def _read(path: Path, code: str) -> Catalog:
    with open(path, "rb") as handle:
        return read_po(handle, locale=code)


def placeholders(text: str) -> set[str]:
    """The names of the `{name}` fields of a text (`{{` is a brace, not a field)."""
    return set(_FIELD.findall(text.replace("{{", "").replace("}}", "")))


def _texts(message_id: object) -> list[str]:
    return list(message_id) if isinstance(message_id, (list, tuple)) else [str(message_id)]


def _key(message: object) -> tuple[str, str]:
    """A catalog entry as (context, first text): an entry is known by both."""
    return (getattr(message, "context", None) or "", _texts(getattr(message, "id"))[0])


def _shown(key: tuple[str, str]) -> str:
    return f"{key[1]!r} (context {key[0]!r})" if key[0] else repr(key[1])


def problems(domain: str, code: str, template: Catalog | None = None) -> list[str]:
    """What is wrong with one language's catalog of `domain`, in words; empty when all is well."""
    path = po_path(domain, code)
    if not path.exists():
        return [f"{path.relative_to(PACKAGE_DIR.parent)} is missing (run make catalogs)"]
    template = template if template is not None else extracted(domain)
    catalog = _read(path, code)
    name = f"{code}/{domain}.po"
    wanted = {_key(message) for message in template if message.id}
    have = {_key(message) for message in catalog if message.id}
    found = [f"{name}: not in the catalog: {_shown(key)}" for key in sorted(wanted - have)]
    found += [f"{name}: no source says it any more: {_shown(key)}" for key in sorted(have - wanted)]
    for message in catalog:
        if not message.id:
            continue
        first = _texts(message.id)[0]
        strings = [text for text in _texts(message.string) if text]
        if message.fuzzy or not strings or len(strings) < len(_texts(message.string)):
            found.append(f"{name}: not translated: {first!r}")
            continue
        fields = set().union(*(placeholders(text) for text in _texts(message.id)))
        # A form of a plural may leave out the count ("the wild card" for one): it is
        # always given, so no other field may be dropped, nor one added.
        optional = {"count"} if message.pluralizable else set()
        for text in strings:
            if not fields - optional <= placeholders(text) <= fields:
                found.append(f"{name}: {first!r} is translated with the placeholders "
                             f"{sorted(placeholders(text))}, not {sorted(fields)}")
    mo = mo_path(domain, code)
    if not mo.exists() or mo.read_bytes() != _compiled(catalog):
        found.append(f"{code}/{domain}.mo is not compiled from its .po (run make catalogs)")
    return found


def _compiled(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def update(domain: str, code: str, template: Catalog) -> None:
    """Bring one `.po` up to date with `template` (new, changed, gone texts) and compile it."""
    path = po_path(domain, code)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        catalog = _read(path, code)
        template.creation_date = catalog.creation_date  # an unchanged catalog stays byte for byte
        catalog.update(template, no_fuzzy_matching=False)
    else:
        catalog = Catalog(locale=code, domain=domain, project="Canasta", charset="utf-8",
                          copyright_holder="the Canasta authors")
        catalog.update(template)
    with open(path, "wb") as handle:
        write_po(handle, catalog, width=100, omit_header=False, ignore_obsolete=True, sort_output=False)
    mo_path(domain, code).write_bytes(_compiled(_read(path, code)))


def main(argv: list[str]) -> int:
    check = "--check" in argv
    found: list[str] = []
    for domain in DOMAINS:
        template = extracted(domain)
        for code in TRANSLATED:
            if check:
                found += problems(domain, code, template)
            else:
                update(domain, code, template)
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
