"""The rules page of the help names the deck in play, in the deck's own words."""

from __future__ import annotations

from canasta.ui.dialogs.help_rules import rules_page
from canasta.variants import load_preset


def test_the_rules_page_says_which_cards_the_game_is_played_with() -> None:
    classic = rules_page(load_preset("classic"), 20)
    assert "This game is played with two 52-card packs and four jokers (108 cards); jokers and twos are wild." \
        in classic
    samba_deck = rules_page(load_preset("classic").replace({"packs": 3}), 20)
    assert "three 52-card packs and six jokers (162 cards)" in samba_deck
    kanastic = rules_page(load_preset("kanastic"), 20)
    assert "This game is played with the Kanastic deck (108 cards): eleven realms" in kanastic
    assert "jokers and twos" not in kanastic
