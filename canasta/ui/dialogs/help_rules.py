"""The help's Rules and Scoring pages, written from the `Rules` in play, so the help never
disagrees with the engine. Plain text work (no pygame)."""

from __future__ import annotations

from canasta.engine import CANASTA_KINDS, NATURAL_OR_BETTER, SIX_PLAYER_SIDE_WORDS, Rules, canasta_word
from canasta.language import help_text, ruleset_text

from . import help_american, help_british, help_cuban
from .help_turns import turn_help
from .help_deck import deck_words
from .help_page import NOTE_COLOUR, Page, amount, esc, rule_word, sentences
from .help_words import one_canasta, or_words
from .rule_text import (card_value_rows, letter_deck, minimum_meld_rows, option_words, own_bonus_rows, rank_bonus_words,
                        red_three_words, sections, value_words)
from .rules_summary import rules_summary


def rules_page(rules: Rules, heading_size: int) -> str:
    page = Page(heading_size)
    page.heading(ruleset_text(rules.title))
    description = help_american.described(rules)
    if description:
        page.para(description)
    if rules.source:
        page.raw(f"<font color={NOTE_COLOUR}>"
                 + help_text("Source: {source}").format(source=esc(rules.source)) + "</font>")
    page.raw(help_text("<b>These rules:</b> {summary}").format(summary=esc(rules_summary(rules))))
    page.heading(help_text("The game in short"))
    page.para(_game_in_short(rules))
    seats = five_and_six_words(rules)
    if seats:
        page.para(seats)
    for title, names in sections():
        page.heading(ruleset_text(title))
        page.bullets(f"{esc(option_words(name))} <b>{esc(value_words(name, getattr(rules, name), rules))}</b>"
                     for name in names)
    return page.html()


def _game_in_short(rules: Rules) -> str:
    """The game told in a paragraph: the deck, what is melded, a turn, the end of a hand and of the game."""
    if rules.pile_take_count is None:
        taken = help_text("the whole discard pile")
    else:
        taken = help_text("the discard pile's top {count} cards").format(count=amount(rules.pile_take_count))
    foot = ""
    if rules.foot_size:
        foot = (help_text("Each player is also dealt a foot of {count} cards, face down beside the hand, that nobody "
                          "may look at: a player who has used up the hand picks up the foot and plays on from it, "
                          "and goes out only from it.") if rules.going_out_from_foot else
                help_text("Each player is also dealt a foot of {count} cards, face down beside the hand, that nobody "
                          "may look at: a player who has used up the hand picks up the foot and plays on from "
                          "it.")).format(count=amount(rules.foot_size))
    if rules.game_length_hands:
        end = help_text("a game is {count} hands (one more while the best totals are equal)").format(
            count=amount(rules.game_length_hands))
    else:
        end = help_text("the game ends after the hand in which a side reaches {points} points").format(
            points=amount(rules.target_score))
    melding = turn_help(rules).game_in_short(rules)
    if rules.stock_exhausted == "stop":
        hand_ends = help_text("A hand ends when a player goes out (or when a player is to draw and the stock is "
                              "empty); {end}.")
    else:
        hand_ends = help_text("A hand ends when a player goes out; {end}.")
    return sentences(
        help_text("This game is played with {deck}.").format(deck=deck_words(rules, rules.players)),
        melding, foot,
        help_text("In a turn a player draws from the stock (or takes {taken}), may meld, and ends the turn by "
                  "discarding a card.").format(taken=taken),
        hand_ends.format(end=end))


def five_and_six_words(rules: Rules) -> str:
    """How five and six play these rules (docs/rules/five-and-six.md), or "" where they do not."""
    words = []
    if 5 in rules.player_counts and rules.uses_partnerships(5):
        words.append(help_text("Five play in a side of three against a side of two; each hand one player of the side "
                               "of three sits out, in turn, and the four others play an ordinary four-player hand."))
    if 6 in rules.player_counts and rules.uses_partnerships(6):
        ways = or_words([rule_word(SIX_PLAYER_SIDE_WORDS[way].lower()) for way in rules.six_player_side_choices])
        needed = rules.canastas_to_go_out[6]
        six = (help_text("Six play in {ways}, {cards} cards each, {count} canasta to go out, with {deck}.")
               if needed == 1 else
               help_text("Six play in {ways}, {cards} cards each, {count} canastas to go out, with {deck}."))
        words.append(six.format(ways=ways, cards=amount(rules.hand_size[6]), count=amount(needed),
                                deck=deck_words(rules, 6)))
        targets = [(help_text("{points} points with two sides") if seating.endswith("/2") else
                    help_text("{points} points with three sides")).format(points=amount(points))
                   for seating, points in rules.target_score_by_seating if seating.startswith("6/")]
        if len(targets) == 1:
            words.append(help_text("Six play to {target}.").format(target=targets[0]))
        elif targets:
            words.append(help_text("Six play to {targets} and to {last}.").format(
                targets=", ".join(targets[:-1]), last=targets[-1]))
    return " ".join(words)


def natural_or_better(rules: Rules) -> str:
    """The canastas that count as natural or better, in the set's words: "a natural
    canasta, an escalera or a bolivia" (of the kinds the rules' melds can make)."""
    allowed = {kind.name for kind in rules.kinds}
    return or_words([one_canasta(rule_word(canasta_word(rules, kind))) for kind in NATURAL_OR_BETTER
                     if CANASTA_KINDS[kind][2] is None or CANASTA_KINDS[kind][2] in allowed])


def scoring_page(rules: Rules, heading_size: int) -> str:
    page = Page(heading_size)
    page.heading(help_text("Card values"))
    page.para(help_text("Cards on the table count for their side; cards left in a hand when the hand ends count "
                        "against it."))
    dead = ("3r", "3b") if rules.threes == "dead" else ()  # never on the table: their lines are below
    values = tuple((kind, points) for kind, points in rules.card_values if kind not in dead)
    letters = letter_deck(rules.deck)
    page.bullets(f"{esc(kinds)}: <b>{esc(points)}</b>" for points, kinds in card_value_rows(values, letters))
    if rules.hand_values:
        rows = "; ".join(f"{kinds}: {points}" for points, kinds in card_value_rows(rules.hand_values, letters))
        page.para(help_text("Left in a hand when the hand ends, these cost more (or less) than on the table: "
                            "{rows}.").format(rows=rows))
    page.heading(help_text("Bonuses"))
    page.bullets(_bonuses(rules))
    melds = help_american.meld_bullets(rules) + help_cuban.meld_bullets(rules)
    if melds:
        page.heading(help_text("Where cards may be melded"))
        page.bullets(esc(line) for line in melds)
    specials = help_american.special_hand_bullets(rules)
    if specials:
        page.heading(help_text("Special hands"))
        page.para(help_text("A player holding exactly fourteen cards (after drawing) that make one of these may lay "
                            "them all at once as the side's first and only meld: the hand ends, and that side scores "
                            "the hand's value alone (no cards, threes or penalties); the other side scores as "
                            "usual."))
        page.bullets(specials)
    page.heading(help_text("A side's score for a hand"))
    page.para(help_text("Cards on the table, plus the bonuses, minus the cards left in hand, and minus the cards of a "
                        "foot never picked up.") if rules.foot_size else
              help_text("Cards on the table, plus the bonuses, minus the cards left in hand."))
    if rules.canasta_required_for_positive_score:
        page.para(help_text("A side without the canastas needed to go out scores all its cards, on the table and in "
                            "hand, as minus points."))
    _first_meld(page, rules)
    page.heading(help_text("High scores"))
    page.para(help_text("A high score is the difference between your points and the computer's in one hand. Only "
                        "games of one player against one computer count, as in Canasta for Windows. Every game with "
                        "a person at the table counts in the personal bests, kept per rule set and number of "
                        "players: each person's best hand, best game won, and games played and won."))
    return page.html()


def _bonuses(rules: Rules) -> list[str]:
    """The bonus and penalty lines of the Scoring page (markup)."""
    bonuses = [
        help_text("Natural canasta (no wild cards): <b>{points}</b>").format(points=amount(rules.natural_canasta_bonus)),
        help_text("Mixed canasta (with wild cards): <b>{points}</b>").format(points=amount(rules.mixed_canasta_bonus)),
    ]
    bonuses += [esc(rank_bonus_words(bonus)) for bonus in rules.canasta_bonus_by_rank]
    if any(kind.name == "deuce" for kind in rules.kinds):
        bonuses.append(help_text("Canasta of Twos: <b>{natural}</b> without a joker, <b>{mixed}</b> with "
                                 "jokers").format(natural=amount(rules.natural_canasta_bonus),
                                                  mixed=amount(rules.mixed_canasta_bonus)))
    bonuses += [f"{esc(words)}: <b>{points}</b>" for words, points in own_bonus_rows(rules)]
    bonuses.append(help_text("Going out: <b>{bonus}</b>; going out concealed (the whole hand melded in one turn): "
                             "<b>{concealed}</b>").format(bonus=amount(rules.going_out_bonus),
                                                          concealed=amount(rules.concealed_going_out_bonus)))
    if _deals_threes(rules):
        bonuses.append(red_three_words(rules))
    if rules.canastas_to_win is not None:
        bonuses.append(help_text("{count} canastas on a side's table at the end of a turn: <b>{bonus}</b>, the hand "
                                 "ends and that side wins the game").format(
            count=amount(rules.canastas_to_win), bonus=amount(rules.canastas_to_win_bonus)))
    if rules.put_back_penalty is not None:
        bonuses.append(help_text("Putting back a taken top card you cannot use costs <b>{penalty}</b>").format(
            penalty=amount(rules.put_back_penalty)))
    short_run = dict(rules.incomplete_meld_penalty).get("short_sequence")
    if short_run:
        bonuses.append(help_text("Each run of fewer than {count} cards on a side's table when the hand ends costs "
                                 "that side <b>{penalty}</b>").format(count=amount(rules.short_sequence_length),
                                                                      penalty=amount(short_run)))
    bonuses += help_cuban.bonus_bullets(rules)
    bonuses += help_british.bonus_bullets(rules)
    bonuses += help_american.penalty_bullets(rules)
    return bonuses


def _first_meld(page: Page, rules: Rules) -> None:
    """The Scoring page's part on the minimum of a side's first meld."""
    page.heading(help_text("The first meld of a hand"))
    by_hand = rules.minimum_meld_by == "hand"
    page.para(help_text("A side's first meld of each hand must be worth at least a minimum, which depends on the "
                        "hand:") if by_hand else
              help_text("A side's first meld of each hand must be worth at least a minimum, which depends on its "
                        "score:"))
    score = help_text("Score {scores}")
    page.bullets(f"{esc(scores) if by_hand else score.format(scores=esc(scores.lower()))}: <b>{esc(need)}</b>"
                 for scores, need in minimum_meld_rows(rules.minimum_meld, by_hand))
    threes = {"red threes": help_text("Red threes do not count toward the minimum."),
              "threes": help_text("Threes do not count toward the minimum.")}
    notes = [threes[rules.laid_out_threes]] if _deals_threes(rules) and rules.laid_out_threes else []
    notes += help_american.first_meld_notes(rules)
    if not rules.top_card_counts_for_initial_meld:
        notes.append(help_text("The top card of the pile does not count toward it: its value is added to the "
                               "minimum."))
    if not rules.concealed_needs_minimum:
        notes.append(help_text("A player going out concealed needs no minimum."))
    if any(entry.canasta is not None for entry in rules.minimum_meld):
        notes.append(help_text("Where a canasta is asked, the side must complete it in the turn of its first meld."))
    if any(entry.canasta == "natural" for entry in rules.minimum_meld):
        notes.append(help_text("A natural canasta or better is {canastas}.").format(canastas=natural_or_better(rules)))
    if notes:
        page.para(" ".join(notes))


def _deals_threes(rules: Rules) -> bool:
    """Whether the deck in play has threes (the BWC letter cards have none)."""
    return any(card.rank == "3" for card in rules.deck_spec.faces())
