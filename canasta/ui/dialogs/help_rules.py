"""The help's Rules and Scoring pages, written from the `Rules` in play, so the help never
disagrees with the engine. Plain text work (no pygame)."""

from __future__ import annotations

from canasta.engine import SIX_PLAYER_SIDE_WORDS, Rules, canasta_words

from . import help_american, help_british, help_bwc, help_cuban
from .help_page import NOTE_COLOUR, Page, esc
from .rule_text import (card_value_rows, letter_deck, minimum_meld_rows, option_words, own_bonus_rows, rank_bonus_words,
                        red_three_words, sections, value_words)
from .rules_summary import rules_summary


def rules_page(rules: Rules, heading_size: int) -> str:
    page = Page(heading_size)
    page.heading(rules.title)
    description = help_american.described(rules)
    if description:
        page.para(description)
    if rules.source:
        page.raw(f"<font color={NOTE_COLOUR}>Source: {esc(rules.source)}</font>")
    page.raw(f"<b>These rules:</b> {esc(rules_summary(rules))}")
    page.heading("The game in short")
    taken = "the whole discard pile" if rules.pile_take_count is None else \
        f"the discard pile's top {rules.pile_take_count} cards"
    foot = (f" Each player is also dealt a foot of {rules.foot_size} cards, face down beside the hand, that "
            f"nobody may look at: a player who has used up the hand picks up the foot and plays on from it"
            f"{', and goes out only from it' if rules.going_out_from_foot else ''}." if rules.foot_size else "")
    end = (f"a game is {rules.game_length_hands} hands (one more while the best totals are equal)"
           if rules.game_length_hands else f"the game ends after the hand in which a side reaches "
                                            f"{rules.target_score} points")
    melding = help_bwc.game_in_short(rules) if help_bwc.plays_words(rules) else (
        f"Each player tries to meld cards of the same rank, at least {rules.meld_min_cards} at a time, and to "
        f"build canastas: melds of {rules.canasta_size} cards.")
    page.para(
        f"This game is played with {rules.deck_spec.describe(rules.players)}. {melding}{foot} In a turn a player "
        f"draws from the stock (or takes {taken}), "
        f"may meld, and ends the turn by discarding a card. A hand ends when a player goes out"
        f"{' (or when a player is to draw and the stock is empty)' if rules.stock_exhausted == 'stop' else ''}; "
        f"{end}.")
    seats = five_and_six_words(rules)
    if seats:
        page.para(seats)
    for title, names in sections():
        page.heading(title)
        page.bullets(f"{esc(option_words(name))} <b>{esc(value_words(name, getattr(rules, name), rules))}</b>"
                     for name in names)
    return page.html()


def five_and_six_words(rules: Rules) -> str:
    """How five and six play these rules (docs/rules/five-and-six.md), or "" where they do not."""
    words = []
    if 5 in rules.player_counts and rules.uses_partnerships(5):
        words.append("Five play in a side of three against a side of two; each hand one player of the side of "
                     "three sits out, in turn, and the four others play an ordinary four-player hand.")
    if 6 in rules.player_counts and rules.uses_partnerships(6):
        ways = " or ".join(SIX_PLAYER_SIDE_WORDS[way].lower() for way in rules.six_player_side_choices)
        needed = rules.canastas_to_go_out[6]
        words.append(f"Six play in {ways}, {rules.hand_size[6]} cards each, {needed} canasta"
                     f"{'s' if needed != 1 else ''} to go out, with {rules.deck_spec.describe(6)}.")
        targets = [f"{points} points with {'two' if seating.endswith('/2') else 'three'} sides"
                   for seating, points in rules.target_score_by_seating if seating.startswith("6/")]
        if targets:
            words.append(f"Six play to {' and to '.join(targets)}.")
    return " ".join(words)


def scoring_page(rules: Rules, heading_size: int) -> str:
    page = Page(heading_size)
    page.heading("Card values")
    page.para("Cards on the table count for their side; cards left in a hand when the hand ends count against it.")
    dead = ("3r", "3b") if rules.threes == "dead" else ()  # never on the table: their lines are below
    values = tuple((kind, points) for kind, points in rules.card_values if kind not in dead)
    letters = letter_deck(rules.deck)
    page.bullets(f"{esc(kinds)}: <b>{esc(points)}</b>" for points, kinds in card_value_rows(values, letters))
    if rules.hand_values:
        page.para("Left in a hand when the hand ends, these cost more (or less) than on the table: "
                  + "; ".join(f"{kinds}: {points}" for points, kinds in card_value_rows(rules.hand_values, letters))
                  + ".")
    page.heading("Bonuses")
    bonuses = [
        f"Natural canasta (no wild cards): <b>{rules.natural_canasta_bonus}</b>",
        f"Mixed canasta (with wild cards): <b>{rules.mixed_canasta_bonus}</b>",
    ]
    bonuses += [esc(rank_bonus_words(bonus)) for bonus in rules.canasta_bonus_by_rank]
    if any(kind.name == "deuce" for kind in rules.kinds):
        bonuses.append(f"Canasta of Twos: <b>{rules.natural_canasta_bonus}</b> without a joker, "
                       f"<b>{rules.mixed_canasta_bonus}</b> with jokers")
    bonuses += [f"{esc(words)}: <b>{points}</b>" for words, points in own_bonus_rows(rules)]
    bonuses += [
        f"Going out: <b>{rules.going_out_bonus}</b>; going out concealed (the whole hand melded in one turn): "
        f"<b>{rules.concealed_going_out_bonus}</b>",
        *((red_three_words(rules),) if _deals_threes(rules) else ()),
    ]
    if rules.canastas_to_win is not None:
        bonuses.append(f"{rules.canastas_to_win} canastas on a side's table at the end of a turn: "
                       f"<b>{rules.canastas_to_win_bonus}</b>, the hand ends and that side wins the game")
    if rules.put_back_penalty is not None:
        bonuses.append(f"Putting back a taken top card you cannot use costs <b>{rules.put_back_penalty}</b>")
    short_run = dict(rules.incomplete_meld_penalty).get("short_sequence")
    if short_run:
        bonuses.append(f"Each run of fewer than {rules.short_sequence_length} cards on a side's table when the "
                       f"hand ends costs that side <b>{short_run}</b>")
    bonuses += help_cuban.bonus_bullets(rules)
    bonuses += help_british.bonus_bullets(rules)
    bonuses += help_american.penalty_bullets(rules)
    page.bullets(bonuses)
    melds = help_american.meld_bullets(rules) + help_cuban.meld_bullets(rules)
    if melds:
        page.heading("Where cards may be melded")
        page.bullets(esc(line) for line in melds)
    specials = help_american.special_hand_bullets(rules)
    if specials:
        page.heading("Special hands")
        page.para("A player holding exactly fourteen cards (after drawing) that make one of these may lay them "
                  "all at once as the side's first and only meld: the hand ends, and that side scores the hand's "
                  "value alone (no cards, threes or penalties); the other side scores as usual.")
        page.bullets(specials)
    page.heading("A side's score for a hand")
    page.para("Cards on the table, plus the bonuses, minus the cards left in hand"
              + (", and minus the cards of a foot never picked up." if rules.foot_size else "."))
    if rules.canasta_required_for_positive_score:
        page.para("A side without the canastas needed to go out scores all its cards, on the table and in "
                  "hand, as minus points.")
    page.heading("The first meld of a hand")
    by_hand = rules.minimum_meld_by == "hand"
    page.para("A side's first meld of each hand must be worth at least a minimum, which depends on "
              + ("the hand:" if by_hand else "its score:"))
    page.bullets(f"{esc(scores) if by_hand else 'Score ' + esc(scores.lower())}: <b>{esc(need)}</b>"
                 for scores, need in minimum_meld_rows(rules.minimum_meld, by_hand))
    threes = rules.laid_out_threes if _deals_threes(rules) else None
    notes = [f"{threes.capitalize()} do not count toward the minimum."] if threes else []
    notes += help_american.first_meld_notes(rules)
    if not rules.top_card_counts_for_initial_meld:
        notes.append("The top card of the pile does not count toward it: its value is added to the minimum.")
    if not rules.concealed_needs_minimum:
        notes.append("A player going out concealed needs no minimum.")
    if any(entry.canasta is not None for entry in rules.minimum_meld):
        notes.append("Where a canasta is asked, the side must complete it in the turn of its first meld.")
    if any(entry.canasta == "natural" for entry in rules.minimum_meld):
        notes.append(f"A natural canasta or better is {canasta_words(rules, 'natural')}.")
    if notes:
        page.para(" ".join(notes))
    page.heading("High scores")
    page.para("A high score is the difference between your points and the computer's in one hand. Only games "
              "of one player against one computer count, as in Canasta for Windows. Every game with a person "
              "at the table counts in the personal bests, kept per rule set and number of players: each "
              "person's best hand, best game won, and games played and won.")
    return page.html()


def _deals_threes(rules: Rules) -> bool:
    """Whether the deck in play has threes (the BWC letter cards have none)."""
    return any(card.rank == "3" for card in rules.deck_spec.faces())
