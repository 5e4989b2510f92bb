"""The help's words for Acaba (British Canasta, `acaba_award`): conceding the hand in one's
turn, what it costs, and asking a partner first. Bullets and answers the help topics add
where the rules in play have Acaba. Plain text work (no pygame); the help pages place them."""

from __future__ import annotations

from canasta.engine import Rules


def howto_bullets(rules: Rules) -> list[str]:
    """How to say Acaba at the table, for "How to Play"."""
    if rules.acaba_award is None:
        return []
    return [f"<b>Acaba</b>: to concede the hand, press <b>Acaba</b> at any point of your turn (before or after "
            f"drawing, melding or taking the {rules.pile_name}, before you discard). The table asks you to confirm "
            f"and says what it costs. With a partner you may choose <b>Ask partner first</b>: \u201cMay I say "
            f"Acaba?\u201d. After a yes you must say it; after a no you may not, this turn."]


def bonus_bullets(rules: Rules) -> list[str]:
    """What Acaba scores, for the Scoring page."""
    if rules.acaba_award is None:
        return []
    return [f"Acaba: the hand ends at once; every other side scores <b>{rules.acaba_award}</b> for it and nothing "
            f"else, the side that said it scores nothing (its melds, canastas, red threes and cards in hand "
            f"count for nothing). The detailed scoring shows Acaba as its own line."]


def faq_answers(rules: Rules) -> list[tuple[str, str]]:
    """Questions Acaba raises, with their answers."""
    if rules.acaba_award is None:
        return []
    return [
        ("What is Acaba? When should I say it?",
         f"Saying Acaba concedes the hand: the other side scores {rules.acaba_award:,} and yours nothing. It is "
         f"worth it when the other side is far ahead on the table this hand (more than {rules.acaba_award:,} "
         f"better than yours, with more to come); the computer players concede then. It may be said in your own "
         f"turn only, with no condition: your side need not have melded."),
        ("My partner asked \u201cMay I say Acaba?\u201d: what do I answer?",
         "Yes if you think the hand is lost by more than the award; your partner must then concede at once. No "
         "and your partner may not concede this turn. Each question (going out, Acaba) may be asked once a turn."),
    ]
