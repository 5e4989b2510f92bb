"""Every marked text is in every language's catalog, translated, its placeholders kept, compiled."""

import pytest

from canasta.language import DOMAINS
from canasta.language.catalogs import TRANSLATED, extracted, placeholders, problems


@pytest.fixture(scope="module")
def templates():
    return {domain: extracted(domain) for domain in DOMAINS}


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("code", TRANSLATED)
def test_the_catalog_holds_every_marked_text_translated_and_compiled(templates, domain, code) -> None:
    assert problems(domain, code, templates[domain]) == []


def test_a_placeholder_is_a_named_field_and_a_doubled_brace_is_not() -> None:
    assert placeholders("{count} Karten, {points:,} Punkte, {{nicht}}") == {"count", "points"}


def test_a_missing_untranslated_or_misplaced_text_is_named(tmp_path, monkeypatch) -> None:
    from babel.messages.catalog import Catalog

    from canasta.language import catalogs

    monkeypatch.setattr(catalogs, "LOCALE_DIR", tmp_path)
    template = Catalog(domain="canasta")
    for text in ("{count} cards", "Stock", "Pile", "New game"):
        template.add(text)
    catalogs.update("canasta", "de", template)
    path = catalogs.po_path("canasta", "de")
    text = path.read_text(encoding="utf-8")
    text = text.replace('msgid "{count} cards"\nmsgstr ""', 'msgid "{count} cards"\nmsgstr "{anzahl} Karten"')
    text = text.replace('msgid "Stock"\nmsgstr ""', 'msgid "Stock"\nmsgstr "Talon"')
    text = text.replace('msgid "Pile"\nmsgstr ""', 'msgid "Pile"\nmsgstr "Ablagestapel"')
    path.write_text(text + '\nmsgid "Gone"\nmsgstr "Weg"\n', encoding="utf-8")
    template.add("Undo")
    found = catalogs.problems("canasta", "de", template)
    assert "de/canasta.po: not in the catalog: 'Undo'" in found
    assert "de/canasta.po: no source says it any more: 'Gone'" in found
    assert "de/canasta.po: not translated: 'New game'" in found
    assert any("'{count} cards' is translated with the placeholders ['anzahl']" in line for line in found)
    assert "de/canasta.mo is not compiled from its .po (run make catalogs)" in found
    assert not any("'Stock'" in line or "'Pile'" in line for line in found)


def test_a_plurals_form_may_leave_out_the_count_but_no_other_field(tmp_path, monkeypatch) -> None:
    from babel.messages.catalog import Catalog

    from canasta.language import catalogs

    monkeypatch.setattr(catalogs, "LOCALE_DIR", tmp_path)
    template = Catalog(domain="rules")
    template.add(("Put the wild card on your {meld}", "Put the {count} wild cards on your {meld}"))
    template.add(("{count} card of {side}", "{count} cards of {side}"))
    catalogs.update("rules", "de", template)
    catalog = catalogs._read(catalogs.po_path("rules", "de"), "de")
    catalog["Put the wild card on your {meld}"].string = ("Leg den Joker an {meld}", "Leg die {count} Joker an {meld}")
    catalog["{count} card of {side}"].string = ("eine Karte", "{count} Karten von {side}")
    with open(catalogs.po_path("rules", "de"), "wb") as out:
        catalogs.write_po(out, catalog)
    found = catalogs.problems("rules", "de", template)
    assert not any("wild card" in line for line in found)
    assert any("'{count} card of {side}' is translated with the placeholders [], not ['count', 'side']" in line
               for line in found)  # "eine Karte" drops the side
