"""The help's words for word melds (BWC Canasta, where every meld is a word of the word
list): the game in short, how words are laid, changed and joined at the table, and
taking the pile with a word, in the player's language. BWC is an English word game: its
words and letters stay English in every language (the translations say so). Plain text
work (no pygame); help_turns.py puts them where the rules in play meld words."""

from __future__ import annotations

from canasta.engine import Rules
from canasta.language import help_text, number

from .help_page import rule_word
from .help_words import and_words
from .rule_text import word_list_words


def _scores_more(words: list[str], count: int) -> str:
    """"CANASTA and CANASTAS score their bonus twice.": words whose canasta bonus counts
    `count` times."""
    one = len(words) == 1
    if count == 2:
        text = help_text("{words} scores its bonus twice.") if one else help_text("{words} score their bonus twice.")
    elif count == 3:
        text = help_text("{words} scores its bonus three times.") if one else \
            help_text("{words} score their bonus three times.")
    else:
        text = help_text("{words} scores its bonus {count} times.") if one else \
            help_text("{words} score their bonus {count} times.")
    return text.format(words=and_words(words), count=number(count))


def game_in_short(rules: Rules) -> str:
    """What a player melds, for "The game in short"."""
    return help_text("Each player tries to meld words of at least {letters} letters, each card a letter read left to "
                     "right and a star standing for any letter (a word holds at most one star for every {per_star} "
                     "letters), and to build canastas: words of {canasta} letters or more. A word is a meld if it is "
                     "in the word list, {word_list}; the list decides every dispute.").format(
        letters=number(rules.word_min_letters), per_star=number(rules.naturals_per_star),
        canasta=number(rules.canasta_size), word_list=word_list_words(rules.word_list or ""))


def your_turn(rules: Rules, draw: str, discard: str, named: str) -> tuple[str, ...]:
    """How each move of a turn is made at the table, for "Your turn" (as help_cards.your_turn)."""
    return (draw, *_howto_bullets(rules), discard)


def _howto_bullets(rules: Rules) -> list[str]:
    """How words are made at the table, for "How to Play"."""
    joined = rules.combine_min_letters
    return [
        help_text("<b>Pick letters</b>: click cards in your hand one after another, in the order of the word; each "
                  "rises, and the status line spells the word so far. Click a picked card again to put it back. You "
                  "may also drag cards within your hand to arrange them."),
        help_text("<b>Lay a word</b>: with its letters picked, click free space on your side of the table (or drag "
                  "the letters there). A word that is not in the list is refused, and the status line says why."),
        help_text("<b>Stars</b>: a star stands for any letter. When you lay one, a small picker asks which letter it "
                  "is (the letters that make a word are marked; you may also type the letter). On the table the "
                  "star shows its letter."),
        help_text("<b>Put letters into a word</b>: drag them onto one of your words; the word opens a gap under the "
                  "pointer, where they go, and says the word it would make (\u201cplay QUIET on your QUIT?\u201d). "
                  "Or pick them and click the word where they go. Letters dropped together that make no word there "
                  "spread through the rest of the word where a word needs them (EAT with X and C after its E: "
                  "EXACT)."),
        *((help_text("<b>Join two words</b>: drag one of your words onto another: it joins that word's end (its "
                     "front, dropped on the front half). The joined word must be a word of {letters} letters or "
                     "more.").format(letters=number(joined)),)
          if joined else ()),
        *((help_text("<b>Switch a letter</b>: drop a letter from your hand on the same letter of another colour (or "
                     "on the star standing for it) in one of your mixed canastas: it takes that card's place, and "
                     "the card comes into your hand. A canasta you switch into must be natural (all its letters of "
                     "one colour, no star) when your turn ends.") + " " +
           help_text("A switch may not put your words back as they were earlier in the turn: to go back, take the "
                     "switch back (Del)."),)
          if rules.switch_to_natural else ()),
        help_text("<b>Take the {pile}</b>: before drawing, pick at least two letters that make a word with the top "
                  "card, then click the {pile}: the top card goes where it makes a word. Once the stock is empty and "
                  "the top card alone makes a word with one of your words, you must take it that way: click the "
                  "{pile}.").format(pile=rule_word(rules.pile_name)),
    ]


def undo(rules: Rules) -> tuple[str, ...]:
    """Taking word moves back, for "When you change your mind"."""
    return (
        help_text("<b>Undo</b> (Del, or Game \u2192 Undo Move) takes your last word move back: its letters come back "
                  "into your hand, a join is split into the two words again. A discard cannot be undone, nor the "
                  "word that took the {pile}.").format(pile=rule_word(rules.pile_name)),
        help_text("Every move must leave each of your words a word of the list: a word is laid whole, and letters go "
                  "into it together."),
    )


def canasta_bullet(rules: Rules) -> str:
    """How a canasta of letters is shown, for "The table"."""
    by_count: dict[int, list[str]] = {}
    for word, count in rules.word_bonus_multiplier:
        if count != 1:
            by_count.setdefault(count, []).append(word.upper())
    more = " ".join(_scores_more(words, count) for count, words in by_count.items())
    return (help_text("A word of {letters} letters or more is a canasta, with a badge giving its number of letters: a "
                      "red badge for a natural canasta (all its letters of one colour, no star), a black one for a "
                      "mixed canasta.").format(letters=number(rules.canasta_size)) + f" {more}").strip()


def _told_of_words(rules: Rules) -> list[tuple[str, str, str | None]]:
    """The answers that tell of words instead: (the question in English, as shown, its new
    answer or None to leave it out)."""
    return [
        ("Why can't I take the pile?", help_text("Why can't I take the pile?"),
         help_text("You take the {pile} with a new word: the top card and at least two cards from your hand, melded "
                   "at once. Pick the letters, then click the {pile}: the status line says why not when it cannot be "
                   "taken. A star on top stops it; nothing else freezes it. Your side's first meld of a hand must "
                   "reach the minimum (Scoring), the top card's value counting.")
         .format(pile=rule_word(rules.pile_name))),
        ("Why was my meld refused when my turn is checked at its end?",
         help_text("Why was my meld refused when my turn is checked at its end?"),
         help_text("Each move must leave every word a word of the list, and a move after which the turn could never "
                   "end is refused at once, with the reason on the status line: one after which your first meld could "
                   "no longer reach its minimum, or one that would leave you no card to discard.")),
        ("What does * mean?", help_text("What does * mean?"), None),  # nothing freezes the pile
        ("What do the badges on the melds mean?", help_text("What do the badges on the melds mean?"),
         help_text("A word of {letters} letters or more is a canasta, with a badge giving its number of letters: red "
                   "for a natural canasta (all its letters of one colour, no star), black for a mixed one. A star "
                   "shows the letter it stands for.").format(letters=number(rules.canasta_size))),
        ("Can I take a move back?", help_text("Can I take a move back?"),
         help_text("Del takes back your last word move of the turn: letters put into a word, a new word, a join or a "
                   "switch. A discard ends the turn and stays; so does the word that took the pile.")),
    ]


def answers(rules: Rules, answers: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The questions and answers of the help, where the rules meld words: the answers told
    of ranks and frozen piles told of words instead (or left out), and the words' own.
    A question is known in English or as the player's language shows it."""
    told: dict[str, str | None] = {}
    for english, shown, answer in _told_of_words(rules):
        told[english] = told[shown] = answer
    kept = [(question, told.get(question, answer)) for question, answer in answers]
    return [(question, answer) for question, answer in kept if answer is not None] + [
        (help_text("Why was my word refused?"),
         help_text("The word must be in the word list, {word_list}: no names, no abbreviations, no words with "
                   "capitals or apostrophes. The letters of a word on the table keep their order: letters go in "
                   "front, behind or between them, never rearranged. A word holds at most one star for every "
                   "{per_star} letters.").format(word_list=word_list_words(rules.word_list or ""),
                                                 per_star=number(rules.naturals_per_star))),
    ]
