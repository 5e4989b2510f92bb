"""The help's words for Acaba (British Canasta, `acaba_award`): conceding the hand in one's
turn, what it costs, and asking a partner first. Bullets and answers the help topics add
where the rules in play have Acaba, in the player's language (Acaba is the rule set's own
word, in every language). Plain text work (no pygame); the help pages place them."""

from __future__ import annotations

from canasta.engine import Rules
from canasta.language import help_text, number

from .help_page import amount, rule_word


def howto_bullets(rules: Rules) -> list[str]:
    """How to say Acaba at the table, for "How to Play"."""
    if rules.acaba_award is None:
        return []
    return [help_text("<b>Acaba</b>: to concede the hand, press <b>Acaba</b> at any point of your turn (before or "
                      "after drawing, melding or taking the {pile}, before you discard). The table asks you to "
                      "confirm and says what it costs. With a partner you may choose <b>Ask partner first</b>: "
                      "\u201cMay I say Acaba?\u201d. After a yes you must say it; after a no you may not, this turn.")
            .format(pile=rule_word(rules.pile_name))]


def bonus_bullets(rules: Rules) -> list[str]:
    """What Acaba scores, for the Scoring page."""
    if rules.acaba_award is None:
        return []
    return [help_text("Acaba: the hand ends at once; every other side scores <b>{award}</b> for it and nothing else, "
                      "the side that said it scores nothing (its melds, canastas, red threes and cards in hand count "
                      "for nothing). The detailed scoring shows Acaba as its own line.")
            .format(award=amount(rules.acaba_award))]


def faq_answers(rules: Rules) -> list[tuple[str, str]]:
    """Questions Acaba raises, with their answers."""
    if rules.acaba_award is None:
        return []
    return [
        (help_text("What is Acaba? When should I say it?"),
         help_text("Saying Acaba concedes the hand: the other side scores {award} and yours nothing. It is worth it "
                   "when the other side is far ahead on the table this hand (more than {award} better than yours, "
                   "with more to come); the computer players concede then. It may be said in your own turn only, "
                   "with no condition: your side need not have melded.").format(award=number(rules.acaba_award))),
        (help_text("My partner asked \u201cMay I say Acaba?\u201d: what do I answer?"),
         help_text("Yes if you think the hand is lost by more than the award; your partner must then concede at "
                   "once. No and your partner may not concede this turn. Each question (going out, Acaba) may be "
                   "asked once a turn.")),
    ]
