"""Actions: everything a player can do, each with a short text form that parses back.

    draw              draw from the stock
    take              take the discard pile
    take to #3        take it, the top card going onto the side's meld number 3 (a group of
                      its rank, or a run's end, where the rules allow)
    meld 7c 7d JK     put cards from the hand on the table: a new meld (or, where a side
                      has one meld of each rank, the cards join the side's Sevens)
    meld JK to #3     put cards on the side's meld number 3 (melds are numbered from 1 in
                      the order the side started them)
    meld Cr ST Tb as cat
                      lay a word (BWC): the cards in the order they spell it, a star
                      standing for the letter of its place
    meld Mb Er to #3 as theme
                      put letters into the side's word number 3 so that it spells the
                      new word (its letters keep their order; the new cards fill the rest
                      of the word, in order)
    take Cr Ag as cat take the pile with a new word: the top card and these cards from the
                      hand, which spell it with the top card in the one place left
    take to #3 as them
                      take it putting the top card alone into the side's word 3 (the
                      stock being empty)
    switch Ab for ST in #3
                      exchange a card of the side's word 3 (a mixed canasta) for a card of
                      the same letter from the hand: the blue A for the star standing for
                      an A (BWC ruling 9); `... in #3 from #5`: the blue A comes from the
                      side's word 5, and the star takes its place there
    merge #3 #5       merge the side's meld 5 into its meld 3, two groups of one rank (where
                      a side may hold several): the merged group keeps number 3; of two
                      words, word 5 joins the end of word 3
    discard 9s        discard a card and end the turn
    out               end the turn with an empty hand (going out without a discard)
    pass              end the turn keeping the last card ("pass the discard", Windows rules)
    undo              take back the last meld of this turn
    putback           put the taken top card back on the pile (with a penalty)
    ask               ask the partner "May I go out?"
    ask acaba         ask the partner "May I say Acaba?"
    acaba             concede the hand (British Canasta)
    yes / no          the partner's answer
    stop              end the hand (the stock is empty and the pile is not taken)
    turn              turn the pile over as the new stock (the stock is empty)
    deal              deal the next hand
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards.cards import Card, parse_cards
from ..sentences.message import Quoted, say

SIMPLE_KINDS = ("draw", "take", "out", "pass", "undo", "putback", "ask", "yes", "no", "stop", "turn", "deal", "acaba")
ASK_ACABA_TEXT = "ask acaba"
CARD_KINDS = ("meld", "discard")  # (and "switch", with its own shape)


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    cards: tuple[Card, ...] = ()
    to: int | None = None  # the id of the side's meld the cards join (None: a new meld, or the one of their rank)
    # Of a merge: the id of the side's meld that joins meld `to`; of a switch, the meld the card comes from.
    joining: int | None = None
    word: str | None = None  # of a meld or take of letter cards: the word the meld spells after it

    @classmethod
    def parse(cls, text: str) -> Action:
        """The action written as `text`; ValueError with a readable reason if it is not one."""
        words = text.split()
        if not words:
            raise ValueError(say("an empty line is not an action"))
        kind = words[0].lower()
        # "as" in lower case: "As" is the Ace of Spades.
        if len(words) >= 3 and words[-2] == "as" and kind in ("meld", "take"):
            if kind == "take" and len(words) == 5 and words[1].lower() == "to":
                return _with_word(cls(kind, (), _meld_number(words[2])), words[-1], kind)
            if kind == "take":
                return _with_word(cls(kind, tuple(parse_cards(" ".join(words[1:-2])))), words[-1], kind)
            return _with_word(cls.parse(" ".join(words[:-2])), words[-1], kind)
        if kind == "take" and len(words) == 3 and words[1].lower() == "to":
            return cls(kind, (), _meld_number(words[2]))
        if kind == "ask" and len(words) == 2 and words[1].lower() == "acaba":
            return cls("askacaba")
        if kind == "switch":
            return _switch(words)
        if kind == "merge":
            if len(words) != 3:
                raise ValueError(say("'merge' names two melds: 'merge #3 #5' (meld 5 joins meld 3)"))
            return cls(kind, (), _meld_number(words[1]), _meld_number(words[2]))
        if kind in SIMPLE_KINDS:
            if len(words) != 1:
                if kind == "take":
                    raise ValueError(say("'{kind}' takes nothing after it but a meld: 'take to #3'", kind=Quoted(kind)))
                raise ValueError(say("'{kind}' takes nothing after it", kind=Quoted(kind)))
            return cls(kind)
        if kind not in CARD_KINDS:
            raise ValueError(say("'{word}' is not an action", word=Quoted(words[0])))
        to = None
        if len(words) >= 3 and words[-2].lower() == "to":
            to = _meld_number(words[-1])
            words = words[:-2]
        cards = tuple(parse_cards(" ".join(words[1:])))
        if not cards:
            raise ValueError(say("'{kind}' needs at least one card", kind=Quoted(kind)))
        if kind == "discard" and (len(cards) != 1 or to is not None):
            raise ValueError(say("'discard' takes exactly one card"))
        return cls(kind, cards, to)

    def __str__(self) -> str:
        if self.word is not None:
            return f"{Action(self.kind, self.cards, self.to)} as {self.word}"
        if self.kind == "askacaba":
            return ASK_ACABA_TEXT
        if self.kind == "merge":
            return f"merge #{self.to} #{self.joining}"
        if self.kind == "switch":
            source = f" from #{self.joining}" if self.joining is not None else ""
            return f"switch {self.cards[0]} for {self.cards[1]} in #{self.to}{source}"
        text = " ".join([self.kind, *(str(card) for card in self.cards)])
        if self.to is not None:
            text += f" to #{self.to}"
        return text

    @property
    def card(self) -> Card:
        return self.cards[0]


def _switch(words: list[str]) -> Action:
    """`switch Ab for ST in #3 [from #5]`."""
    if len(words) not in (6, 8) or words[2].lower() != "for" or words[4].lower() != "in" \
            or len(words) == 8 and words[6].lower() != "from":
        raise ValueError(say("a switch is written 'switch Ab for ST in #3' (or '... in #3 from #5')"))
    cards = tuple(parse_cards(f"{words[1]} {words[3]}"))
    if len(cards) != 2:
        raise ValueError(say("a switch names two cards: 'switch Ab for ST in #3' (or '... in #3 from #5')"))
    return Action("switch", cards, _meld_number(words[5]), _meld_number(words[7]) if len(words) == 8 else None)


def _with_word(action: Action, word: str, kind: str) -> Action:
    """`action` (a meld, or a take with cards) spelling `word`."""
    if not (word.isascii() and word.isalpha()):
        raise ValueError(say("'{word}' is not a word: write it in the letters a to z", word=Quoted(word)))
    if kind == "take" and not action.cards and action.to is None:
        raise ValueError(say("'take ... as WORD' names the cards from your hand that make the word with the top card"))
    return Action(action.kind, action.cards, action.to, word=word.lower())


def _meld_number(target: str) -> int:
    if not (target.startswith("#") and target[1:].isdigit() and int(target[1:]) > 0):
        raise ValueError(say("'{target}' is not a meld's number: write it as in '#3'", target=Quoted(target)))
    return int(target[1:])


DRAW = Action("draw")
TAKE = Action("take")
OUT = Action("out")
PASS = Action("pass")
UNDO = Action("undo")
PUTBACK = Action("putback")
ASK = Action("ask")
YES = Action("yes")
NO = Action("no")
STOP = Action("stop")
TURN = Action("turn")
DEAL = Action("deal")
ACABA = Action("acaba")
ASK_ACABA = Action("askacaba")


def meld(*cards: Card, to: int | None = None) -> Action:
    return Action("meld", tuple(cards), to)


def merge(into: int, joining: int) -> Action:
    """Merge the side's meld `joining` into its meld `into` (two groups of one rank)."""
    return Action("merge", (), into, joining)


def discard(card: Card) -> Action:
    return Action("discard", (card,))
