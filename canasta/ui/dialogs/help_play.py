"""The help's How to Play, Questions and Keys pages: what each mouse move and key does,
and the questions a new player asks, answered for the `Rules` in play. Plain text work
(no pygame)."""

from __future__ import annotations

from canasta.engine import Rules, canasta_word
from canasta.language import help_text

from . import help_american, help_british, help_cuban
from .help_turns import turn_help
from ..preferences import DEFAULT_DISCARD_CLICK
from .help_page import KEY_COLOUR, Page, amount, esc, rule_word, sentences
from .help_words import capitalized, discard_words, going_out_words, gold_badges, one_canasta, or_words


def keys() -> tuple[tuple[str, str], ...]:
    """The keys and what each does, in the player's language."""
    return (
        ("F1", help_text("Help")),
        ("F2", help_text("New game")),
        ("F3", help_text("Load a saved game")),
        ("F4", help_text("Save the game")),
        (help_text("Del"), help_text("Undo the last meld")),
        ("H", help_text("Hint: the move Expert would make, and why")),
        ("F11", help_text("Full screen on or off")),
        ("S", help_text("Sort your hand")),
        (help_text("Esc"), help_text("Close a dialog or a menu (Cancel)")),
        (help_text("Enter"), help_text("The highlighted button of a dialog")),
    )


def howto_page(rules: Rules, heading_size: int, discard_click: str = DEFAULT_DISCARD_CLICK) -> str:
    """How each move is made at the table; a card is discarded by `discard_click`."""
    page = Page(heading_size)
    page.heading(help_text("Your turn"))
    pile = rule_word(rules.pile_name)
    named = help_text(" (the {pile})").format(pile=esc(pile)) if pile != rule_word("pile") else ""
    click, change = discard_words(discard_click)
    discard = help_text("<b>Discard</b>: {click} a card ({change}), or drag it onto the discard pile. Discarding "
                        "ends your turn.").format(click=click, change=change)
    draw = help_text("<b>Draw</b>: click the stock (the face-down cards) to draw.")
    turn = turn_help(rules)
    page.bullets(turn.your_turn(rules, draw, discard, named))
    page.heading(help_text("When you change your mind"))
    page.bullets(turn.undo(rules))
    page.heading(help_text("The table"))
    page.bullets((
        help_text("The scoreboard shows each side's score. Click it to see the minimum your first meld needs; "
                  "right-click it for the detailed scoring so far (the other sides' hands show as ?)."),
        turn.canasta_bullet(rules),
        help_text("Press S to sort your hand, F11 for full screen."),
        help_text("Options \u2192 Customize sets your name, how a card is discarded, the computer's level and "
                  "speed, the colours and the sounds. Options \u2192 Rules shows the rules in play; they can be "
                  "changed just after a deal."),
    ))
    return page.html()


def faq_page(rules: Rules, heading_size: int, discard_click: str = DEFAULT_DISCARD_CLICK) -> str:
    """The questions a new player asks, answered for the rules in play (a card is
    discarded by `discard_click`)."""
    page = Page(heading_size)
    click, change = discard_words(discard_click)
    qa = [
        (help_text("Why can't I take the pile?"), _pile_answer(rules)),
        (help_text("Why can't I go out?"), _going_out_answer(rules)),
        (help_text("Why was my meld refused when my turn is checked at its end?"),
         help_text("You may place cards one by one and take them back; the discard checks the turn. But a meld "
                   "after which the turn could never end is refused at once, with the reason on the status line: "
                   "one after which your first meld could no longer reach its minimum, one that would leave you a "
                   "last card you may not discard, or black threes before your other going-out melds (they are "
                   "melded last, as you go out).")),
        (help_text("What does * mean?"),
         help_text("\u201c*Pile\u201d under the discard pile means the pile is frozen: see the first question.")),
        (help_text("What do the badges on the melds mean?"), sentences(
            help_text("A finished canasta is squared up with a badge giving its number of cards: red for a natural "
                      "canasta (no wild cards), black for a mixed one."), gold_badges(rules),
            help_text("A meld outlined in orange is not valid yet: it must be put right before your turn ends."))),
        (help_text("How do I play with a partner?"), sentences(
            help_text("Start a new game (F2) for four players: partners sit opposite each other, share their melds "
                      "and their score. Seats can be people or computers; people share the screen and pass it at "
                      "each turn."),
            help_text("Before going out you must ask your partner \u201cMay I go out?\u201d with the Ask partner "
                      "button; the answer binds.") if rules.must_ask_partner else
            help_text("Before going out you may ask your partner \u201cMay I go out?\u201d with the Ask partner "
                      "button; the answer binds.") if rules.ask_partner else "")),
        (help_text("How do I discard?"),
         help_text("{click} a card ({change}), or drag it onto the discard pile.").format(
             click=capitalized(click), change=change)),
        (help_text("Can I take a move back?"),
         help_text("Del takes back your last meld of the turn. A discard ends the turn and stays; so does taking "
                   "the pile with the meld that took it.")),
        (help_text("Can I change the rules?"),
         help_text("Options \u2192 Rules, right after the cards of a hand are dealt, before anyone moves. In the "
                   "first hand the game starts again by the new rules; in a later hand they apply from that hand "
                   "on and the scores so far stand. Once the hand's first move is made, the rules are shown "
                   "only.")),
    ]
    qa += help_american.faq_answers(rules) + help_cuban.faq_answers(rules) + help_british.faq_answers(rules)
    qa = turn_help(rules).answers(rules, qa)
    page.heading(help_text("Questions"))
    for question, answer in qa:
        page.raw(f"<b>{esc(question)}</b><br>{esc(answer)}")
    return page.html()


def _pile_answer(rules: Rules) -> str:
    """Why the pile may not be taken, for the rules in play."""
    freezers = [help_text("a wild card") if rules.wild_freezes_pile else "",
                help_text("a red three") if rules.red_three_freezes_pile else ""]
    frozen_by = or_words([word for word in freezers if word]) if any(freezers) else ""
    if rules.pile_always_frozen:
        frozen = (help_text("The pile is always frozen: you need two natural cards of the top card's rank, three "
                            "while a wild card lies in it.") if rules.pile_frozen_naturals > 2 else
                  help_text("The pile is always frozen: you need two natural cards of the top card's rank."))
    elif frozen_by:
        frozen = (help_text("When the pile is frozen ({frozen_by} lies in it, or your side has not melded yet this "
                            "hand), you need two natural cards of the top card's rank.")
                  if rules.pile_frozen_before_side_melds else
                  help_text("When the pile is frozen ({frozen_by} lies in it), you need two natural cards of the "
                            "top card's rank.")).format(frozen_by=frozen_by)
    else:
        frozen = ""
    fit = ""
    if rules.pile_take_count and rules.meld_max_cards:
        fit = help_text("Only the top {count} cards come, and a meld holds at most {most} cards: the top card and "
                        "the pair must fit.").format(count=amount(rules.pile_take_count),
                                                     most=amount(rules.meld_max_cards))
    return sentences(
        help_text("You must meld the pile's top card at once, with cards from your hand."),
        frozen,
        help_text("Only a side that melded in an earlier turn may take it.") if rules.pile_needs_earlier_meld else "",
        help_text("Nor can your side take it when its top card is of a rank in which your side has a canasta.")
        if rules.pile_blocked_by_canasta else "",
        help_text("A three or a wild card on top cannot be taken.") if rules.threes == "dead" else
        help_text("A black three or a wild card on top cannot be taken."),
        help_text("Your side's first meld of a hand must reach the minimum (Scoring)."),
        fit,
        help_text("Click the pile anyway: the status line says what stops you."))


def _going_out_answer(rules: Rules) -> str:
    """Why a player may not go out yet, for the rules in play."""
    needed = going_out_words(rules)
    if rules.canastas_to_go_out_of_kind:  # "2 canastas, an escalera among them, first"
        needs = help_text("Your side needs {canastas}, first (Rules).").format(canastas=needed)
    else:
        needs = help_text("Your side needs {canastas} first (Rules).").format(canastas=needed)
    sequence = rule_word(canasta_word(rules, "sequence"))
    return sentences(
        help_text("You go out only from your foot: first use up your hand.")
        if rules.foot_size and rules.going_out_from_foot else "",
        needs,
        help_text("You must also be able to meld all but one card and discard the last.")
        if rules.going_out_needs_discard else
        help_text("You must also be able to meld every card, or meld all but one and discard it."),
        help_text("With no canasta yet and one card left, you pass the discard instead.") if rules.pass_discard else "",
        help_text("With a partner you must first ask \u201cMay I go out?\u201d (the Ask partner button), before you "
                  "meld anything in that turn or once the pile is taken; the answer binds.")
        if rules.must_ask_partner else "",
        help_text("Going out, you may add cards of its suit to either end of {a_run}, beyond seven cards; in any "
                  "other turn it takes nothing more.").format(a_run=one_canasta(sequence))
        if rules.sequence_extend_going_out else "")


def keys_page(rules: Rules, heading_size: int, discard_click: str = DEFAULT_DISCARD_CLICK) -> str:
    """The keys and the mouse buttons; a card is discarded by `discard_click`."""
    page = Page(heading_size)
    click, change = discard_words(discard_click)
    page.heading(help_text("Keys"))
    page.bullets(f"<font color={KEY_COLOUR}><b>{esc(key)}</b></font> \u2014 {esc(action)}" for key, action in keys())
    page.heading(help_text("Mouse"))
    page.bullets((
        help_text("Left click: draw, take the pile, meld a card, choose a menu item or a button."),
        help_text("{click} a card: discard it ({change}).").format(click=capitalized(click), change=change),
        help_text("Shift-click or Ctrl-click: select several cards."),
        help_text("Drag: move cards onto a row, onto empty table space or onto the pile."),
    ))
    return page.html()
