"""The rules page of the help names the deck in play, in the deck's own words."""

from __future__ import annotations

import html
import re

from canasta.ui.dialogs.help_rules import rules_page
from canasta.variants import load_preset

NUMBER_WORDS = {2: "two", 4: "four", 6: "six", 8: "eight"}


def test_the_rules_page_says_which_cards_the_game_is_played_with() -> None:
    classic = rules_page(load_preset("classic"), 20)
    assert "This game is played with two 52-card packs and four jokers (108 cards); jokers and twos are wild." \
        in classic
    samba_deck = rules_page(load_preset("classic").replace({"packs": 3}), 20)
    assert "three 52-card packs and six jokers (162 cards)" in samba_deck
    kanastic = rules_page(load_preset("kanastic"), 20)
    assert "This game is played with the Kanastic deck (108 cards): eleven realms" in kanastic
    assert "jokers and twos" not in kanastic


def test_bwc_s_deck_is_counted_one_way_wherever_a_player_reads_of_it() -> None:
    """The preset's description (New Game, Rule Options, Help) and the deck's words (Help's
    Rules page) give the same numbers, the deck's own: 128 cards, of them 124 letter cards
    and four stars."""
    bwc = load_preset("bwc")
    cards = bwc.deck_spec.cards(bwc.players)
    stars = sum(1 for card in cards if bwc.is_wild(card))
    page = html.unescape(rules_page(bwc, 20))
    assert " ".join(bwc.description.split()) in " ".join(page.split()), "the Rules page opens with the description"
    for text in (bwc.description, bwc.deck_spec.describe(bwc.players)):
        told = re.sub(r"\s+", " ", text)
        assert re.findall(r"(\d+) letter cards", told) == [str(len(cards) - stars)], told
        assert re.findall(r"\b(\d+)(?: BWC)? cards\b", told) == [str(len(cards))], told
        assert f"{NUMBER_WORDS[stars]} stars" in told, told
