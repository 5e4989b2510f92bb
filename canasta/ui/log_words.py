"""Each move told as a line of the Moves log, in the player's language: who drew, took,
melded, discarded or went out, what a draw brought, a hand dealt, the rules changed."""

from __future__ import annotations

from canasta.engine import HAND_SIZE, PLAYING_CARDS, Action, Card, CardNames
from canasta.language import N_, _, ngettext, number, render

from .match import MeldNote
from .status import and_list, card_label, cards_label, pile_word

TAKE_LOG = {"pile": N_("{name} takes the {pile}"), "top": N_("{name} takes the top card"),
            "pickup": N_("{name} picks up the {pile}")}
MOVE_WORDS = {
    "draw": N_("{name} draws a card"), "take": N_("{name} takes the {pile}"), "out": N_("{name} goes out"),
    "pass": N_("{name} passes the discard"), "undo": N_("{name} takes back a meld"),
    "switch": N_("{name} switches a letter"), "putback": N_("{name} puts the {pile} back"),
    "ask": N_("{name} asks: \u201cMay I go out?\u201d"),
    "yes": N_("{name} answers yes"), "no": N_("{name} answers no"), "stop": N_("{name} ends the hand"),
    "askacaba": N_("{name} asks: \u201cMay I say Acaba?\u201d"),
    "acaba": N_("{name} says Acaba, conceding the hand"),
    "turn": N_("{name} turns the {pile} over as the new stock"), "deal": N_("{name} deals a new hand"),
}


def describe(action: Action, name: str, take_mode: str = "pile", meld: MeldNote | None = None,
             names: CardNames = PLAYING_CARDS, pile: str = "pile") -> str:
    """One move in words, for the log: "Computer melds 7♥ 7♣ Joker". `take_mode`: what a
    "take" took (see `canasta.engine.game.queries.pile_take_mode`); `meld`: the meld the cards
    went in, where the log names it (see `canasta.ui.match.meld_note`); `names`: how the
    deck in play labels its cards (`Rules.card_names`); `pile`: the rule set's word for
    the pile (`Rules.pile_name`: the pack, the pozzo)."""
    kind = action.kind
    pile = pile_word(pile)
    if action.word is not None or (meld is not None and meld.spoken):
        return _word_move_text(action, name, meld, names)
    if kind == "take":
        took = _(TAKE_LOG.get(take_mode, TAKE_LOG["pile"])).format(name=name, pile=pile)
        if meld is not None and meld.joins:
            return _("{took}, its top card onto the {meld}{made}").format(took=took, meld=render(meld.words),
                                                                          made=_made(meld))
        return took
    cards = cards_label(action.cards, names)
    if kind == "meld":
        if meld is not None and meld.joins:
            return _("{name} puts {cards} on the {meld}{made}").format(name=name, cards=cards, meld=render(meld.words),
                                                                       made=_made(meld))
        if action.to is not None:
            return _("{name} puts {cards} on meld #{meld}").format(name=name, cards=cards, meld=action.to)
        if len(action.cards) == 1 and action.card.rank == "3":
            return _("{name} lays out the {card}").format(name=name, card=card_label(action.card, names))
        if len(action.cards) == HAND_SIZE and meld is None:
            return _("{name} lays a special hand: {cards}").format(name=name, cards=cards)
        if meld is not None:
            return _("{name} melds {cards} ({meld})").format(name=name, cards=cards, meld=render(meld.words))
        return _("{name} melds {cards}").format(name=name, cards=cards)
    if kind == "merge":
        if meld is not None:
            return _("{name} merges the two groups of {meld}").format(name=name, meld=render(meld.words))
        return _("{name} merges meld #{joining} into meld #{meld}").format(name=name, joining=action.joining,
                                                                          meld=action.to)
    if kind == "undo" and meld is not None:
        return _("{name} takes back the merge: two groups of {meld} again").format(name=name, meld=render(meld.words))
    if kind == "discard":
        return _("{name} discards {card}").format(name=name, card=card_label(action.card, names))
    if kind in MOVE_WORDS:
        return _(MOVE_WORDS[kind]).format(name=name, pile=pile)
    return f"{name} {kind}"


def _word_move_text(action: Action, name: str, meld: MeldNote | None, names: CardNames = PLAYING_CARDS) -> str:
    """A word move (BWC) for the log: "Ann lays CAT", "Ann makes THE into THEME", "Ann joins
    BAR and KING into BARKING", "Ann takes the pile with CAN"."""
    word = (action.word or "").upper()
    before = meld.spoken if meld is not None else ()
    if action.kind == "switch" and before:
        incoming, out = action.cards
        return _("{name} switches the {card} for the {other} in {word}").format(
            name=name, card=card_label(incoming, names), other=card_label(out, names), word=before[0])
    if action.kind == "undo" and meld is not None and meld.taken_back == "switch":
        return _("{name} takes back the switch in {word}").format(name=name, word=before[0])
    if action.kind == "undo" and meld is not None and meld.taken_back == "letters":
        old, new = before
        if not old:
            return _("{name} takes back {word}").format(name=name, word=new)
        return _("{name} takes {word} back to {old}").format(name=name, word=new, old=old)
    if action.kind == "undo":
        return _("{name} takes back the join: {words} again").format(name=name, words=and_list(before))
    if action.kind == "merge":
        return _("{name} joins {words} into {word}").format(name=name, words=and_list(before), word="".join(before))
    if action.kind == "take":
        if before:
            return _("{name} takes the pile: its top card makes {old} into {word}").format(
                name=name, old=before[0], word=word)
        return _("{name} takes the pile with {word}").format(name=name, word=word)
    if before:
        return _("{name} makes {old} into {word}").format(name=name, old=before[0], word=word)
    return _("{name} lays {word}").format(name=name, word=word)


def _made(meld: MeldNote) -> str:
    """What the cards made of the meld, in the rule set's word: ": an escalera" (or "")."""
    if not meld.completes:
        return ""
    if meld.completes[:1].lower() in "aeiou":
        return _(": an {meld}").format(meld=meld.completes)
    return _(": a {meld}").format(meld=meld.completes)


def draw_text(name: str, count: int, laid_out: list[Card] | tuple[Card, ...] = ()) -> str:
    """A draw for the log: how many cards, and the bonus cards among them, laid out at once
    and drawn for ("West draws the 3♥, lays it out and draws a card")."""
    kept = count - len(laid_out)
    cards = _("a card") if kept == 1 else ngettext("{count} card", "{count} cards", kept).format(count=number(kept))
    if not laid_out:
        return _("{name} draws {cards}").format(name=name, cards=cards)
    bonus = _the_cards(laid_out)
    if kept <= 0:
        return ngettext("{name} draws {cards} and lays it out", "{name} draws {cards} and lays them out",
                        len(laid_out)).format(name=name, cards=bonus)
    return ngettext("{name} draws {bonus}, lays it out and draws {cards}",
                    "{name} draws {bonus}, lays them out and draws {cards}",
                    len(laid_out)).format(name=name, bonus=bonus, cards=cards)


def _the_cards(cards: list[Card] | tuple[Card, ...]) -> str:
    """"the 3♥ and the 3♦", in the player's language."""
    return and_list([_("the {card}").format(card=card_label(card)) for card in cards])


def foot_text(name: str) -> str:
    """The log's line for a player whose hand is used up: the foot comes into it."""
    return _("{name} picks up the foot").format(name=name)


def set_aside_text(name: str, count: int) -> str:
    """Black threes found in a taken pile and set aside for the side (Cuban Canasta), for the log."""
    if count == 1:
        return _("{name} sets aside a black three from the pile").format(name=name)
    return ngettext("{name} sets aside {count} black three from the pile",
                    "{name} sets aside {count} black threes from the pile", count).format(name=name,
                                                                                           count=number(count))


def bonus_text(name: str, count: int, laid_out: list[Card] | tuple[Card, ...] = ()) -> str:
    """Cards a player takes after the discard of the side's first meld (Modern American's
    bonus cards), for the log: "Ann takes 4 bonus cards", threes laid out named."""
    kept = count - len(laid_out)
    cards = _("a bonus card") if kept == 1 else ngettext("{count} bonus card", "{count} bonus cards",
                                                         kept).format(count=number(kept))
    if not laid_out:
        return _("{name} takes {cards}").format(name=name, cards=cards)
    laid = _the_cards(laid_out)
    if kept <= 0:
        return _("{name} lays out {cards}").format(name=name, cards=laid)
    return _("{name} lays out {laid} and takes {cards}").format(name=name, laid=laid, cards=cards)


def dealt_text(hand: int) -> str:
    return _("Hand {hand} is dealt").format(hand=number(hand))


def rules_changed_text(redealt: bool = False) -> str:
    """The log's line for rules changed right after a deal."""
    if redealt:
        return _("The rules were changed from this hand on: the hand is dealt again")
    return _("The rules were changed from this hand on")
