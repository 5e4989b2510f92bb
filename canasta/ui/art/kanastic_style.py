"""The Kanastic deck's card texts, suit inks, gold colours and layout measures."""

from __future__ import annotations

from .drawing import BLACK, BLUE, RED, Colour

RANKS = "456789TJQKA"
SUITS = "hdsc"
GOLD_SUIT = "g"
SWORD, ARTIFACT, SHIELD, TREASURE_POT = "SW", "AR", "SH", "TP"
SPECIAL_TEXTS = (SWORD, ARTIFACT, SHIELD, TREASURE_POT)

KANASTIC_CARD_TEXTS: tuple[str, ...] = (
    tuple(r + s for s in SUITS for r in RANKS) + tuple(r + GOLD_SUIT for r in RANKS) + SPECIAL_TEXTS
)

# Suit inks: red hearts, blue diamonds, yellow spades, black clubs. The yellow is a
# dark golden one with a thin brown outline, so it reads on the paper tab.
YELLOW: Colour = (236, 176, 0)
YELLOW_EDGE: Colour = (118, 78, 0)
SUIT_INK: dict[str, Colour] = {"h": RED, "d": BLUE, "s": YELLOW, "c": BLACK, GOLD_SUIT: RED}
SUIT_OUTLINE: dict[str, Colour] = {"s": YELLOW_EDGE}

# Gold trim of the gold cards.
GOLD_LIGHT: Colour = (255, 226, 120)
GOLD_MID: Colour = (226, 172, 42)
GOLD_DARK: Colour = (128, 86, 8)
GOLD_TAB: Colour = (255, 247, 218)
GOLD_INK: Colour = (92, 54, 0)  # the realm's name on a gold card

# Layout, in card widths (the card is 1.0 wide and 1.4 tall).
INSET = 0.04  # paper margin around the picture panel
TAB_W = 0.28  # width of the top-left index tab
INDEX_COL = 0.25  # the index column inside it, as in standard.py
TAB_PAD = 0.025  # paper above the rank
STRIP_H = 0.15  # paper strip under the panel, holding the realm's name
NAME_CAP = 0.062  # cap height of the realm's name
