"""The help's How to Play, Questions and Keys pages: what each mouse move and key does,
and the questions a new player asks, answered for the `Rules` in play. Plain text work
(no pygame)."""

from __future__ import annotations

from canasta.engine import Rules, canasta_word, counts_words, kinds_words, needs_words

from . import help_american, help_british, help_bwc, help_cuban
from ..preferences import DEFAULT_DISCARD_CLICK, discard_click_words
from .help_page import KEY_COLOUR, Page, esc, with_article
from .rule_text import named_badges

KEYS = (
    ("F1", "Help"),
    ("F2", "New game"),
    ("F3", "Load a saved game"),
    ("F4", "Save the game"),
    ("Del", "Undo the last meld"),
    ("H", "Hint: the move Expert would make, and why"),
    ("F11", "Full screen on or off"),
    ("S", "Sort your hand"),
    ("Esc", "Close a dialog or a menu (Cancel)"),
    ("Enter", "The highlighted button of a dialog"),
)


def discard_words(discard_click: str) -> tuple[str, str]:
    """The mouse move that discards a card by Customize's `discard_click` (the table's own
    setting, so that every page says what the click does now), and how to change it:
    ("double right-click", "Options → Customize can make it a single right-click")."""
    other = "single" if discard_click == "double" else "double"
    return discard_click_words(discard_click), f"Options \u2192 Customize can make it a {other} right-click"


def howto_page(rules: Rules, heading_size: int, discard_click: str = DEFAULT_DISCARD_CLICK) -> str:
    """How each move is made at the table; a card is discarded by `discard_click`."""
    page = Page(heading_size)
    page.heading("Your turn")
    named = f" (the {esc(rules.pile_name)})" if rules.pile_name != "pile" else ""
    click, change = discard_words(discard_click)
    discard = f"<b>Discard</b>: {click} a card ({change}), or drag it onto the discard pile. Discarding ends your turn."
    words = help_bwc.plays_words(rules)
    page.bullets((
        "<b>Draw</b>: click the stock (the face-down cards) to draw.",
        *help_bwc.howto_bullets(rules),
        discard,
    ) if words else (
        "<b>Draw</b>: click the stock (the face-down cards) to draw.",
        f"<b>Take the pile</b>: click the discard pile{named} to take it. You need cards to meld its top card "
        "with; " + ("the rest of the pile follows once the top card is melded." if rules.pile_take_count is None
                    else f"the {rules.pile_take_count - 1} cards under it follow once the top card is melded, and "
                         f"the rest stays as the pile.")
        + (" When the top card could join more than one of your melds, the table asks which."
           if rules.melds_per_rank == "many" or rules.pile_top_to_sequence else "")
        + (" It starts with cards face down under it, as many as the rank of its first natural card "
           "(a Jack 11, a Queen 12, a King 13, an Ace 14): they come with it, and nobody sees them before."
           if rules.upcard == "by_rank" else ""),
        "<b>Meld</b>: click a card in your hand to meld it, or drag cards onto one of your rows on the table, "
        "or onto empty table space to start a new meld.",
        "<b>Wild cards</b>: drag a joker or a two onto the row you want it in."
        + (f" Twos may also be melded on their own: drag three of them onto empty table space to start a meld "
           f"of Twos, and drop more Twos (or jokers) onto it. While it has fewer than {rules.canasta_size} cards, "
           f"your side puts no twos in its other melds." if any(kind.name == "deuce" for kind in rules.kinds)
           else ""),
        "<b>Several cards at once</b>: hold Shift or Ctrl and click cards to select them, then click or drag "
        "them together.",
        *(("<b>Merge two groups of one rank</b>: drag one of your groups (press on its cards) onto another "
           "group of the same rank. The groups it may join light up: the merged group must be a legal meld"
           + (", and no wild card may join a canasta that way" if not rules.wild_to_canasta else "")
           + ". Two canastas are never merged.",) if rules.melds_per_rank == "many" else ()),
        discard,
        *(("<b>Your foot</b>: the face-down stack beside your hand, with its count. Meld the last card of your "
           "hand and the foot comes into it at once, to play on (your melds of the turn must then be legal, and "
           "they stay); discard the last card and it comes as your turn ends.",) if rules.foot_size else ()),
        *help_american.howto_bullets(rules),
        *help_cuban.howto_bullets(rules),
        *help_british.howto_bullets(rules),
    ))
    page.heading("When you change your mind")
    page.bullets(help_bwc.undo_bullets(rules) if words else (
        "<b>Undo</b> (Del, or Game \u2192 Undo Move) takes your last meld back into your hand"
        + (" (or splits a merge into the two groups again)" if rules.melds_per_rank == "many" else "")
        + ". A discard cannot be undone, nor the melds you had to make to take the pile.",
        "Melds are checked when your turn ends, so you may build a meld card by card.",
    ))
    page.heading("The table")
    page.bullets((
        "The scoreboard shows each side's score. Click it to see the minimum your first meld needs; "
        "right-click it for the detailed scoring so far (the other sides' hands show as ?).",
        help_bwc.canasta_bullet(rules) if words else (
            "A finished canasta is squared up with a badge giving its number of cards: a red badge for a "
            "natural canasta (no wild cards), a black one for a mixed canasta." + named_badges(rules)),
        "Press S to sort your hand, F11 for full screen.",
        "Options \u2192 Customize sets your name, how a card is discarded, the computer's level and speed, "
        "the colours and the sounds. Options \u2192 Rules shows the rules in play; they can be changed just "
        "after a deal.",
    ))
    return page.html()


def faq_page(rules: Rules, heading_size: int, discard_click: str = DEFAULT_DISCARD_CLICK) -> str:
    """The questions a new player asks, answered for the rules in play (a card is
    discarded by `discard_click`)."""
    page = Page(heading_size)
    click, change = discard_words(discard_click)
    freezers = ["a wild card" if rules.wild_freezes_pile else "", "a red three" if rules.red_three_freezes_pile else ""]
    frozen_by = " or ".join(word for word in freezers if word)
    needed = going_out_words(rules)
    needed += "," if rules.canastas_to_go_out_of_kind else ""  # "2 canastas, an escalera among them, first"
    always = ("The pile is always frozen: you need two natural cards of the top card's rank"
              + (", three while a wild card lies in it" if rules.pile_frozen_naturals > 2 else "") + ". ")
    qa = [
        ("Why can't I take the pile?",
         "You must meld the pile's top card at once, with cards from your hand. "
         + (always if rules.pile_always_frozen else
            f"When the pile is frozen ({frozen_by} lies in it"
            + (", or your side has not melded yet this hand" if rules.pile_frozen_before_side_melds else "")
            + "), you need two natural cards of the top card's rank. " if frozen_by else "")
         + ("Only a side that melded in an earlier turn may take it. " if rules.pile_needs_earlier_meld else "")
         + ("Nor can your side take it when its top card is of a rank in which your side has a canasta. "
            if rules.pile_blocked_by_canasta else "")
         + ("A three" if rules.threes == "dead" else "A black three") + " or a wild card on top cannot be "
         "taken. Your side's first meld of a hand must reach the minimum (Scoring)."
         + (f" Only the top {rules.pile_take_count} cards come, and a meld holds at most {rules.meld_max_cards} "
            f"cards: the top card and the pair must fit." if rules.pile_take_count and rules.meld_max_cards else "")
         + " Click the pile anyway: the status line says what stops you."),
        ("Why can't I go out?",
         ("You go out only from your foot: first use up your hand. " if rules.foot_size and
          rules.going_out_from_foot else "")
         + f"Your side needs {needed} first (Rules). You must also be able "
         + ("to meld all but one card and discard the last" if rules.going_out_needs_discard else
            "to meld every card, or meld all but one and discard it")
         + (". With no canasta yet and one card left, you pass the discard instead." if rules.pass_discard
            else ".")
         + (" With a partner you must first ask \u201cMay I go out?\u201d (the Ask partner button), before you "
            "meld anything in that turn or once the pile is taken; the answer binds." if rules.must_ask_partner
            else "")
         + (f" Going out, you may add cards of its suit to either end of {with_article(canasta_word(rules, 'sequence'))}, "
            "beyond seven cards; in any other turn it takes nothing more."
            if rules.sequence_extend_going_out else "")),
        ("Why was my meld refused when my turn is checked at its end?",
         "You may place cards one by one and take them back; the discard checks the turn. But a meld after which "
         "the turn could never end is refused at once, with the reason on the status line: one after which your "
         "first meld could no longer reach its minimum, one that would leave you a last card you may not discard, "
         "or black threes before your other going-out melds (they are melded last, as you go out)."),
        ("What does * mean?",
         "\u201c*Pile\u201d under the discard pile means the pile is frozen: see the first question."),
        ("What do the badges on the melds mean?",
         "A finished canasta is squared up with a badge giving its number of cards: red for a natural canasta "
         "(no wild cards), black for a mixed one." + named_badges(rules) + " A meld outlined in orange is not "
         "valid yet: it must be put right before your turn ends."),
        ("How do I play with a partner?",
         "Start a new game (F2) for four players: partners sit opposite each other, share their melds and their "
         "score. Seats can be people or computers; people share the screen and pass it at each turn."
         + (f" Before going out you {'must' if rules.must_ask_partner else 'may'} ask your partner "
            "\u201cMay I go out?\u201d with the Ask partner button; the answer binds."
            if rules.ask_partner or rules.must_ask_partner else "")),
        ("How do I discard?", f"{click.capitalize()} a card ({change}), or drag it onto the discard pile."),
        ("Can I take a move back?",
         "Del takes back your last meld of the turn. A discard ends the turn and stays; so does taking the pile "
         "with the meld that took it."),
        ("Can I change the rules?",
         "Options \u2192 Rules, right after the cards of a hand are dealt, before anyone moves. In the first "
         "hand the game starts again by the new rules; in a later hand they apply from that hand on and the "
         "scores so far stand. Once the hand's first move is made, the rules are shown only."),
    ]
    qa += help_american.faq_answers(rules) + help_cuban.faq_answers(rules) + help_british.faq_answers(rules)
    qa = help_bwc.with_word_answers(rules, qa)
    page.heading("Questions")
    for question, answer in qa:
        page.raw(f"<b>{esc(question)}</b><br>{esc(answer)}")
    return page.html()


def going_out_words(rules: Rules) -> str:
    """The canastas going out needs: "1 or 2 canastas"; where the kinds asked depend on the
    number of players too, for each: "7 canastas, 3 natural ... among them with 4 or 6
    players; 3 canastas, ... with 2 or 3 players" (the usual number first)."""
    counts = sorted(set(rules.canastas_to_go_out[players] for players in rules.player_counts))
    kinds = {kinds_words(rules, players=players) for players in rules.player_counts}
    if len(kinds) == 1:
        return needs_words(rules, " or ".join(str(count) for count in counts), 2 if counts != [1] else 1)
    by_words: dict[str, list[int]] = {}
    for players in sorted(rules.player_counts, key=lambda players: players != rules.players):
        count = rules.canastas_to_go_out[players]
        by_words.setdefault(needs_words(rules, str(count), count, players), []).append(players)
    return "; ".join(f"{words} with {counts_words(tuple(sorted(seats)))} players" for words, seats in by_words.items())


def keys_page(rules: Rules, heading_size: int, discard_click: str = DEFAULT_DISCARD_CLICK) -> str:
    """The keys and the mouse buttons; a card is discarded by `discard_click`."""
    page = Page(heading_size)
    click, change = discard_words(discard_click)
    page.heading("Keys")
    page.bullets(f"<font color={KEY_COLOUR}><b>{esc(key)}</b></font> \u2014 {esc(action)}" for key, action in KEYS)
    page.heading("Mouse")
    page.bullets((
        "Left click: draw, take the pile, meld a card, choose a menu item or a button.",
        f"{click.capitalize()} a card: discard it ({change}).",
        "Shift-click or Ctrl-click: select several cards.",
        "Drag: move cards onto a row, onto empty table space or onto the pile.",
    ))
    return page.html()
