"""The help's words for the options Cuban Canasta brought (black threes from a taken pile
set aside and scored, no black three discarded in a player's first turn) and for melds
that a canasta closes (`meld_max_cards` at the canasta's size, one meld a rank): bullets
and answers the help topics add where the rules in play set them, in the player's
language. Plain text work (no pygame); the help pages place them."""

from __future__ import annotations

from canasta.engine import Rules
from canasta.language import help_text, number

from .help_page import amount, rule_word


def howto_bullets(rules: Rules) -> list[str]:
    """How the table plays what these rules add, for "How to Play"."""
    if not rules.pile_black_threes_set_aside:
        return []
    return [help_text("<b>Black threes in the {pile}</b>: when you take the {pile}, the black threes in it are set "
                      "aside beside your side's melds (with the red threes), not taken into your hand; they score "
                      "for your side (Scoring).").format(pile=rule_word(rules.pile_name))]


def bonus_bullets(rules: Rules) -> list[str]:
    """The points of black threes set aside, for the Scoring page's bonuses."""
    if not rules.pile_black_threes_set_aside:
        return []
    return [help_text("Black threes set aside from a taken {pile}: <b>{each}</b> each, <b>{all}</b> for a side that "
                      "set aside all of them (black threes left in a hand count against it as usual)")
            .format(pile=rule_word(rules.pile_name), each=amount(rules.pile_black_three_value),
                    all=amount(rules.all_pile_black_threes_value))]


def meld_bullets(rules: Rules) -> list[str]:
    """Where cards may go when a canasta closes its meld."""
    if rules.meld_max_cards is None or rules.meld_max_cards > rules.canasta_size or rules.melds_per_rank != "one" \
            or rules.dead_completed_ranks:  # (dead ranks say more: help_american.py)
        return []
    return [help_text("A meld holds at most {count} cards: once your side has a canasta of a rank, no more cards of "
                      "that rank can be melded by it, nor can the {pile} be taken with them; hold or discard them.")
            .format(count=number(rules.meld_max_cards), pile=rule_word(rules.pile_name))]


def faq_answers(rules: Rules) -> list[tuple[str, str]]:
    """Questions these rules raise, with their answers."""
    if rules.black_three_first_turn_discard:
        return []
    return [(help_text("Why can't I discard my black three?"),
             help_text("No black three may be discarded in your first turn of the hand (the first time round the "
                       "table), unless your hand holds nothing else. From your second turn on you may."))]
