"""The help's words for the options Modern American Canasta brought (bonus cards, every
three laid out, the meld base, pure ranks, dead ranks, discard limits, special hands and
the penalties): bullets and answers the help topics add where the rules in play set them,
in the player's language. Plain text work (no pygame); the help pages (help_rules.py,
help_play.py) place them."""

from __future__ import annotations

from canasta.engine import Rules, keeps_a_three, special_hands
from canasta.language import help_text, number, render, ruleset_text

from ..marks import KEPT_WORDS
from .help_page import amount, rule_word
from .help_rule_words import hand_shape, incomplete_meld, incomplete_meld_penalty, rank_plural, ranks
from .help_words import or_words


def three_keeping_hand(rules: Rules) -> str | None:
    """The name of the special hand a player keeps a three in the hand for ("Straight"),
    where the rules keep one (every three laid out, and a special hand holds one); else None."""
    if rules.threes != "bonus_both" or not keeps_a_three(rules):
        return None
    return next(hand.name for hand in special_hands(rules) if hand.holds_three)


def _kept_mark() -> str:
    """KEPT_WORDS (the table's mark of a kept three) in the player's language; the literal
    is written here too so the catalog has it."""
    return help_text("a purple dot") if KEPT_WORDS == "a purple dot" else KEPT_WORDS


def kept_three_words(rules: Rules) -> str | None:
    """Why a three stays in the hand and the click that lays it out, in one sentence, where
    the rules keep one (New Game's summary, Help's Rules and How to Play); else None."""
    hand = three_keeping_hand(rules)
    if hand is None:
        return None
    # "a": the hands that hold a three are Straights
    return help_text("While your side has not melded, one three stays in your hand ({mark} marks it), as a {hand} "
                     "needs one: click it in your turn to lay it out; once your side melds it is laid out for "
                     "you.").format(mark=_kept_mark(), hand=render(hand))


def _description(rules: Rules) -> str:
    """The rule set's own description on one line, in the player's language (the "rulesets"
    catalog holds it as its rule set's file writes it, or on one line)."""
    flat = " ".join(rules.description.split())
    for text in (rules.description, rules.description.strip(), flat):
        said = ruleset_text(text) if text else text
        if said != text:
            return " ".join(said.split())
    return flat


def described(rules: Rules) -> str:
    """The rule set's own description, and the sentence its kept three adds (Modern
    American): what New Game and Help's Rules page say of the rule set. May be empty."""
    return " ".join(part for part in (_description(rules), kept_three_words(rules)) if part)


def howto_bullets(rules: Rules) -> list[str]:
    """How the table plays what these rules add, for "How to Play"."""
    bullets = []
    if rules.upcard == "none":
        bullets.append(help_text("<b>The {pile} starts empty</b>: no card is turned up at the deal.")
                       .format(pile=rule_word(rules.pile_name)))
    if rules.threes == "bonus_both":
        kept = kept_three_words(rules)
        bullets.append(help_text("<b>Threes</b>: every three, red or black, is laid out beside your side's melds at "
                                 "once and replaced from the stock.") + (f" {kept}" if kept else ""))
    if rules.opening_bonus_cards:
        counts = rules.opening_bonus_cards
        more = help_text(" ({count} if the other side has melded already)").format(count=number(counts[1])) \
            if len(counts) > 1 else ""
        bullets.append(help_text("<b>Bonus cards</b>: after the discard of your side's first meld you take {count} "
                                 "cards from the stock{more}, to play from your next turn; none when that meld took "
                                 "the {pile}, or when fewer than {least} cards are left in the stock.")
                       .format(count=number(counts[0]), more=more, pile=rule_word(rules.pile_name),
                               least=number(rules.bonus_cards_min_stock)))
    if special_hands(rules):
        bullets.append(help_text("<b>Special hand</b>: when your fourteen cards are one (see Scoring), the Special "
                                 "hand button lays them all at once; it asks first, naming the hand and its value."))
    return bullets


def meld_bullets(rules: Rules) -> list[str]:
    """Where wild cards and ranks may go, for the Scoring page's bonuses and rules of melds."""
    bullets = []
    if rules.meld_base is not None:
        bullets.append(help_text("After your side's first-meld turn, a meld takes a wild card only once it holds "
                                 "{count} natural cards (lay the naturals first).")
                       .format(count=number(rules.meld_base)))
    if rules.pure_ranks:
        opening = [rank for rank in rules.pure_ranks if rank in rules.pure_ranks_wild_in_opening]
        if opening:
            bullets.append(help_text("{ranks} never take wild cards, but {opening} may in the side's first-meld turn "
                                     "(and are then an ordinary meld).")
                           .format(ranks=ranks(rules.pure_ranks), opening=ranks(tuple(opening))))
        else:
            bullets.append(help_text("{ranks} never take wild cards.").format(ranks=ranks(rules.pure_ranks)))
    if rules.wild_meld_locks_wild:
        bullets.append(help_text("While your side's wild meld has fewer than seven cards, your side puts no wild "
                                 "cards in its other melds."))
    if rules.dead_completed_ranks:
        bullets.append(help_text("Once either side completes a canasta of a rank, that rank is dead: nobody melds it "
                                 "or takes the {pile} with it.").format(pile=rule_word(rules.pile_name)))
    return bullets


def penalty_bullets(rules: Rules) -> list[str]:
    """The points a side loses when the hand ends, besides its cards in hand."""
    bullets = [incomplete_meld_penalty(kind, value)
               for kind, value in rules.incomplete_meld_penalty if kind != "short_sequence"]
    bullets += [help_text("Each player holding three or more {ranks} when the hand ends costs the side <b>{points}</b> "
                          "(besides the cards' values)").format(ranks=rank_plural(rank), points=amount(value))
                for rank, value in rules.held_rank_penalty]
    if rules.positive_table_canastas is not None:
        needed = rules.positive_table_canastas
        if needed == 1:
            bullets.append(help_text("A side with no canasta counts its melded cards against it"))
        else:
            bullets.append(help_text("A side with fewer than {count} canastas counts its melded cards against it")
                           .format(count=number(needed)))
    return bullets


def special_hand_bullets(rules: Rules) -> list[str]:
    """The special hands and their values."""
    won = help_text(", and the game is won")
    return [f"{render(hand.name)} ({hand_shape(hand)}): <b>{number(hand.points)}</b>" + (won if hand.wins_game else "")
            for hand in special_hands(rules)]


def first_meld_notes(rules: Rules) -> list[str]:
    notes = []
    if rules.initial_meld_needs_clean:
        notes.append(help_text("The first-meld turn must lay a clean meld: three or more natural cards of one rank "
                               "without a wild card (the top card of the pile not among them)."))
    if rules.natural_canasta_meets_minimum:
        notes.append(help_text("A natural canasta laid from the hand is a first meld whatever its points."))
    return notes


def _discard_limits(rules: Rules) -> str:
    limits = []
    if rules.undiscardable:
        limits.append(help_text("Threes are never discarded, and a wild card only from a hand of nothing but wild "
                                "cards or as your last card, going out") if rules.undiscardable_going_out else
                      help_text("Threes are never discarded, and a wild card only from a hand of nothing but wild "
                                "cards"))
    if rules.empty_pile_forbidden:
        limits.append(help_text("onto an empty {pile} no ace, seven, wild card or card of a dead rank may go, unless "
                                "your hand holds nothing else").format(pile=rule_word(rules.pile_name)))
    words = "; ".join(limits)
    return words[:1].upper() + words[1:] + "."


def faq_answers(rules: Rules) -> list[tuple[str, str]]:
    """Questions these rules raise, with their answers."""
    answers = []
    if rules.undiscardable or rules.empty_pile_forbidden:
        answers.append((help_text("Why can't I discard this card?"), _discard_limits(rules)))
    if rules.meld_base is not None or rules.pure_ranks or rules.wild_meld_locks_wild:
        answers.append((help_text("Why won't this wild card go on my meld?"), " ".join(meld_bullets(rules))))
    if rules.no_going_out_with_incomplete:
        what = or_words([incomplete_meld(kind) for kind in rules.no_going_out_with_incomplete])
        answers.append((help_text("Why can't I go out with my canastas?"),
                        help_text("Your side may not go out while it has an incomplete {what} on the table.")
                        .format(what=what)))
    return answers
