"""The pseudo-language "qps": every text of the game accented and 40% longer, so that a
screen drawn in it shows at once which texts are not marked for translation (they stay
plain English) and which places are too small for a longer language (German's words).

Placeholders (`{points}`), markup (`<b>`, `<a href='...'>`) and entities (`&amp;`) are kept
as they are, so the texts still format and draw. It is not offered to players (it is not
in `LANGUAGES`); tests and developers choose it with `set_language(PSEUDO)`.
"""

from __future__ import annotations

import gettext
import re

PSEUDO = "qps"
GROWTH = 0.4  # how much longer a text becomes: about what German adds to English
_ACCENTED = str.maketrans(
    "aceinouyACEINOUYsSzZ",
    "\u00e1\u00e7\u00e9\u00ee\u00f1\u00f6\u00fc\u00ff\u00c5\u00c7\u00c9\u00ce\u00d1\u00d6\u00dc\u0178\u0161\u0160\u017e\u017d",
)
# What must stay as it is: a placeholder, a tag, an entity.
_KEPT = re.compile(r"\{[^{}]*\}|<[^<>]*>|&[#A-Za-z0-9]+;")


def pseudo_text(text: str) -> str:
    """`text` accented and padded to 40% longer, its placeholders, tags and entities kept."""
    if not text:
        return text
    parts: list[str] = []
    at = 0
    letters = 0
    for kept in _KEPT.finditer(text):
        plain = text[at:kept.start()]
        parts.append(plain.translate(_ACCENTED))
        letters += len(plain)
        parts.append(kept.group())
        at = kept.end()
    plain = text[at:]
    parts.append(plain.translate(_ACCENTED))
    letters += len(plain)
    padding = round(letters * GROWTH)
    # Padded in short syllables, so that a long text still wraps between words as a real one.
    syllables = ["\u0227" * min(5, padding - at) for at in range(0, padding, 5)]
    return "".join(parts) + ("\u00b7" + " ".join(syllables) if syllables else "")


class PseudoTranslations(gettext.NullTranslations):
    """A catalog that answers every text with its pseudo-language form."""

    def gettext(self, message: str) -> str:
        return pseudo_text(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo_text(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo_text(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo_text(msgid1 if n == 1 else msgid2)
