"""The help's words for the options Modern American Canasta brought (bonus cards, every
three laid out, the meld base, pure ranks, dead ranks, discard limits, special hands and
the penalties): bullets and answers the help topics add where the rules in play set them.
Plain text work (no pygame); the help pages (help_rules.py, help_play.py) place them."""

from __future__ import annotations

from canasta.engine import INCOMPLETE_MELDS, RANK_PLURALS, Rules, keeps_a_three, special_hands

from ..marks import KEPT_WORDS
from .help_page import with_article


def _ranks(ranks: tuple[str, ...]) -> str:
    names = [RANK_PLURALS[rank] for rank in ranks]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def three_keeping_hand(rules: Rules) -> str | None:
    """The name of the special hand a player keeps a three in the hand for ("Straight"),
    where the rules keep one (every three laid out, and a special hand holds one); else None."""
    if rules.threes != "bonus_both" or not keeps_a_three(rules):
        return None
    return next(hand.name for hand in special_hands(rules) if hand.holds_three)


def kept_three_words(rules: Rules) -> str | None:
    """Why a three stays in the hand and the click that lays it out, in one sentence, where
    the rules keep one (New Game's summary, Help's Rules and How to Play); else None."""
    hand = three_keeping_hand(rules)
    if hand is None:
        return None
    return (f"While your side has not melded, one three stays in your hand ({KEPT_WORDS} marks it), as "
            f"{with_article(hand)} needs one: click it in your turn to lay it out; once your side melds it is laid "
            f"out for you.")


def described(rules: Rules) -> str:
    """The rule set's own description, and the sentence its kept three adds (Modern
    American): what New Game and Help's Rules page say of the rule set. May be empty."""
    return " ".join(part for part in (" ".join(rules.description.split()), kept_three_words(rules)) if part)


def howto_bullets(rules: Rules) -> list[str]:
    """How the table plays what these rules add, for "How to Play"."""
    pile = rules.pile_name
    bullets = []
    if rules.upcard == "none":
        bullets.append(f"<b>The {pile} starts empty</b>: no card is turned up at the deal.")
    if rules.threes == "bonus_both":
        kept = kept_three_words(rules)
        bullets.append("<b>Threes</b>: every three, red or black, is laid out beside your side's melds at once "
                       "and replaced from the stock." + (f" {kept}" if kept else ""))
    if rules.opening_bonus_cards:
        counts = rules.opening_bonus_cards
        more = f" ({counts[1]} if the other side has melded already)" if len(counts) > 1 else ""
        bullets.append(f"<b>Bonus cards</b>: after the discard of your side's first meld you take "
                       f"{counts[0]} cards from the stock{more}, to play from your next turn; none when that "
                       f"meld took the {pile}, or when fewer than {rules.bonus_cards_min_stock} cards are left "
                       f"in the stock.")
    if special_hands(rules):
        bullets.append("<b>Special hand</b>: when your fourteen cards are one (see Scoring), the Special hand "
                       "button lays them all at once; it asks first, naming the hand and its value.")
    return bullets


def meld_bullets(rules: Rules) -> list[str]:
    """Where wild cards and ranks may go, for the Scoring page's bonuses and rules of melds."""
    bullets = []
    if rules.meld_base is not None:
        bullets.append(f"After your side's first-meld turn, a meld takes a wild card only once it holds "
                       f"{rules.meld_base} natural cards (lay the naturals first).")
    if rules.pure_ranks:
        opening = [rank for rank in rules.pure_ranks if rank in rules.pure_ranks_wild_in_opening]
        words = f"{_ranks(rules.pure_ranks)} never take wild cards"
        if opening:
            words += (f", but {_ranks(tuple(opening))} may in the side's first-meld turn (and are then an "
                      f"ordinary meld)")
        bullets.append(words + ".")
    if rules.wild_meld_locks_wild:
        bullets.append("While your side's wild meld has fewer than seven cards, your side puts no wild cards in "
                       "its other melds.")
    if rules.dead_completed_ranks:
        bullets.append(f"Once either side completes a canasta of a rank, that rank is dead: nobody melds it or "
                       f"takes the {rules.pile_name} with it.")
    return bullets


def penalty_bullets(rules: Rules) -> list[str]:
    """The points a side loses when the hand ends, besides its cards in hand."""
    bullets = [f"{INCOMPLETE_MELDS[kind]} on a side's table when the hand ends costs it <b>{points}</b>"
               for kind, points in rules.incomplete_meld_penalty if kind != "short_sequence"]
    bullets += [f"Each player holding three or more {RANK_PLURALS[rank]} when the hand ends costs the side "
                f"<b>{points}</b> (besides the cards' values)" for rank, points in rules.held_rank_penalty]
    if rules.positive_table_canastas is not None:
        needed = rules.positive_table_canastas
        words = "no canasta" if needed == 1 else f"fewer than {needed} canastas"
        bullets.append(f"A side with {words} counts its melded cards against it")
    return bullets


def special_hand_bullets(rules: Rules) -> list[str]:
    """The special hands and their values."""
    return [f"{hand.name} ({hand.shape}): <b>{hand.points:,}</b>" + (", and the game is won" if hand.wins_game else "")
            for hand in special_hands(rules)]


def first_meld_notes(rules: Rules) -> list[str]:
    notes = []
    if rules.initial_meld_needs_clean:
        notes.append("The first-meld turn must lay a clean meld: three or more natural cards of one rank without "
                     "a wild card (the top card of the pile not among them).")
    if rules.natural_canasta_meets_minimum:
        notes.append("A natural canasta laid from the hand is a first meld whatever its points.")
    return notes


def faq_answers(rules: Rules) -> list[tuple[str, str]]:
    """Questions these rules raise, with their answers."""
    answers = []
    if rules.undiscardable or rules.empty_pile_forbidden:
        limits = []
        if rules.undiscardable:
            limits.append("threes are never discarded, and a wild card only from a hand of nothing but wild cards"
                          + (" or as your last card, going out" if rules.undiscardable_going_out else ""))
        if rules.empty_pile_forbidden:
            limits.append(f"onto an empty {rules.pile_name} no ace, seven, wild card or card of a dead rank may "
                          f"go, unless your hand holds nothing else")
        answers.append(("Why can't I discard this card?", "; ".join(limits).capitalize() + "."))
    if rules.meld_base is not None or rules.pure_ranks or rules.wild_meld_locks_wild:
        answers.append(("Why won't this wild card go on my meld?", " ".join(meld_bullets(rules))))
    if rules.no_going_out_with_incomplete:
        kinds = [INCOMPLETE_MELDS[kind].removeprefix("Each incomplete ") for kind in rules.no_going_out_with_incomplete]
        what = kinds[0] if len(kinds) == 1 else f"{', '.join(kinds[:-1])} or {kinds[-1]}"
        answers.append(("Why can't I go out with my canastas?",
                        f"Your side may not go out while it has an incomplete {what} on the table."))
    return answers
