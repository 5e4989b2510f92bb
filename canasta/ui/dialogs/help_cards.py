"""The help's words for melds of cards (every rule set but words, help_bwc.py): what a
player melds, how cards are melded, taken back and shown at the table, in the player's
language. Plain text work (no pygame); help_turns.py puts them where the rules in play
meld cards."""

from __future__ import annotations

from canasta.engine import Rules
from canasta.language import help_text

from . import help_american, help_british, help_cuban
from .help_page import amount, sentences
from .help_words import gold_badges


def game_in_short(rules: Rules) -> str:
    """What a player melds, for "The game in short"."""
    return help_text("Each player tries to meld cards of the same rank, at least {least} at a time, and to build "
                     "canastas: melds of {size} cards.").format(least=amount(rules.meld_min_cards),
                                                               size=amount(rules.canasta_size))


def your_turn(rules: Rules, draw: str, discard: str, named: str) -> tuple[str, ...]:
    """How each move of a turn is made at the table, for "Your turn" (`draw` and `discard`:
    how those two are made; `named`: the rules' own name for the pile, in brackets, or "")."""
    return (
        draw,
        _take_the_pile(rules, named),
        help_text("<b>Meld</b>: click a card in your hand to meld it, or drag cards onto one of your rows on the "
                  "table, or onto empty table space to start a new meld."),
        sentences(
            help_text("<b>Wild cards</b>: drag a joker or a two onto the row you want it in."),
            help_text("Twos may also be melded on their own: drag three of them onto empty table space to start a "
                      "meld of Twos, and drop more Twos (or jokers) onto it. While it has fewer than {count} "
                      "cards, your side puts no twos in its other melds.").format(count=rules.canasta_size)
            if any(kind.name == "deuce" for kind in rules.kinds) else ""),
        help_text("<b>Several cards at once</b>: hold Shift or Ctrl and click cards to select them, then click or "
                  "drag them together."),
        *((_merging(rules),) if rules.melds_per_rank == "many" else ()),
        discard,
        *((help_text("<b>Your foot</b>: the face-down stack beside your hand, with its count. Meld the last card "
                     "of your hand and the foot comes into it at once, to play on (your melds of the turn must "
                     "then be legal, and they stay); discard the last card and it comes as your turn ends."),)
          if rules.foot_size else ()),
        *help_american.howto_bullets(rules),
        *help_cuban.howto_bullets(rules),
        *help_british.howto_bullets(rules),
    )


def undo(rules: Rules) -> tuple[str, ...]:
    """Taking melds back, for "When you change your mind"."""
    return (
        help_text("<b>Undo</b> (Del, or Game \u2192 Undo Move) takes your last meld back into your hand (or "
                  "splits a merge into the two groups again). A discard cannot be undone, nor the melds you had "
                  "to make to take the pile.") if rules.melds_per_rank == "many" else
        help_text("<b>Undo</b> (Del, or Game \u2192 Undo Move) takes your last meld back into your hand. A "
                  "discard cannot be undone, nor the melds you had to make to take the pile."),
        help_text("Melds are checked when your turn ends, so you may build a meld card by card."),
    )


def canasta_bullet(rules: Rules) -> str:
    """How a finished canasta is shown, for "The table"."""
    return sentences(
        help_text("A finished canasta is squared up with a badge giving its number of cards: a red badge for "
                  "a natural canasta (no wild cards), a black one for a mixed canasta."), gold_badges(rules))


def answers(rules: Rules, answers: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The questions and answers of the help: the card games' stand as they are."""
    return answers


def _take_the_pile(rules: Rules, named: str) -> str:
    """How the pile is taken (`named`: the rules' own name for it, in brackets, or "")."""
    if rules.pile_take_count is None:
        follows = help_text("You need cards to meld its top card with; the rest of the pile follows once the top "
                            "card is melded.")
    else:
        follows = help_text("You need cards to meld its top card with; the {count} cards under it follow once the "
                            "top card is melded, and the rest stays as the pile.").format(
            count=amount(rules.pile_take_count - 1))
    return sentences(
        help_text("<b>Take the pile</b>: click the discard pile{named} to take it.").format(named=named),
        follows,
        help_text("When the top card could join more than one of your melds, the table asks which.")
        if rules.melds_per_rank == "many" or rules.pile_top_to_sequence else "",
        help_text("It starts with cards face down under it, as many as the rank of its first natural card (a Jack "
                  "11, a Queen 12, a King 13, an Ace 14): they come with it, and nobody sees them before.")
        if rules.upcard == "by_rank" else "")


def _merging(rules: Rules) -> str:
    """How two groups of one rank are merged (rules with many melds of a rank)."""
    if rules.wild_to_canasta:
        return help_text("<b>Merge two groups of one rank</b>: drag one of your groups (press on its cards) onto "
                         "another group of the same rank. The groups it may join light up: the merged group must "
                         "be a legal meld. Two canastas are never merged.")
    return help_text("<b>Merge two groups of one rank</b>: drag one of your groups (press on its cards) onto "
                     "another group of the same rank. The groups it may join light up: the merged group must be a "
                     "legal meld, and no wild card may join a canasta that way. Two canastas are never merged.")
