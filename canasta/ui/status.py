"""The words of the table: what to do next (the status line), and the names of cards and
piles the log's lines (log_words.py) share with it.

Legality is the engine's: where the next step depends on a rule, the sentence is
the engine's own `explain()` answer.
"""

from __future__ import annotations

from canasta.engine import (ACABA_QUESTION, PLAYING_CARDS, Action, Card, CardNames, GameState,
                            LetterCardNames, Phase, blocked_turns, discard_problem, last_is_merge, must_ask_first,
                            must_say_acaba, pile_take_mode, question_words, special_hand_offer, won_by_canastas)

from canasta.language import N_, _, ngettext, number, render

from .match import Match
from .preferences import DEFAULT_DISCARD_CLICK, discard_click_words

# The rule sets' English words for the pile, in the player's language (a rule set's own
# word, the pozzo, stays its own).
PILE_WORDS = {"pile": N_("pile"), "pack": N_("pack")}


def pile_word(pile: str) -> str:
    """The rule set's word for the pile (`Rules.pile_name`) as the player's language says it."""
    return _(PILE_WORDS[pile]) if pile in PILE_WORDS else pile


def and_list(items: list[str] | tuple[str, ...]) -> str:
    """"A", "A and B", "A and B and C", in the player's language."""
    joined = items[0] if items else ""
    for item in items[1:]:
        joined = _("{first} and {last}").format(first=joined, last=item)
    return joined


def card_label(card: Card, names: CardNames = PLAYING_CARDS) -> str:
    """A card as the table tells it, by the deck in play (`names`, `Rules.card_names`): in
    a few characters where they are what its face shows, "7♥", "10♠", "K★" (gold), "Joker";
    a letter card by its letter and colour, "green A", "Star" (its characters, "Ag", are a
    code no card shows); the words in the player's language ("Coringa")."""
    return render(names.name(card) if isinstance(names, LetterCardNames) else names.label(card))


def cards_label(cards: tuple[Card, ...] | list[Card], names: CardNames = PLAYING_CARDS) -> str:
    joiner = ", " if isinstance(names, LetterCardNames) else " "
    return joiner.join(card_label(card, names) for card in cards)


def next_step(match: Match, discard_click: str = DEFAULT_DISCARD_CLICK) -> str:
    """What the player in front of the screen should do now, in one sentence (`discard_click`:
    how a right-click discards, "double" or "single", as Customize says)."""
    state = match.state
    if state.phase == Phase.GAME_OVER:
        return _("{result} Press F2 for a new game.").format(result=game_over_text(match))
    if state.phase == Phase.HAND_OVER:
        return _("The hand is over.")
    seat = state.current
    name = match.name(seat)
    if not match.is_human(seat):
        if state.phase == Phase.ASK:
            return _("{name} is thinking about \u201c{question}\u201d\u2026").format(
                name=name, question=render(question_words(state)))
        return _("{name} is playing\u2026").format(name=name)
    if seat != match.viewer:
        return _("Pass the screen to {name}.").format(name=name)
    legal = state.legal_actions()
    kinds = {action.kind for action in legal}
    if state.phase == Phase.ASK:
        if state.asker is None:
            return _("Your partner asks: \u201c{question}\u201d Answer yes or no.").format(
                question=render(question_words(state)))
        return _("{name} asks: \u201c{question}\u201d Answer yes or no.").format(
            name=match.name(state.asker), question=render(question_words(state)))
    if must_say_acaba(state):
        return _("Your partner said yes: press Acaba to concede the hand.")
    step, partner_said_no = (_draw_step(match, kinds), False) if state.phase == Phase.DRAW \
        else _play_step(match, kinds, discard_click)
    answer = _partners_no(state)
    return step if answer is None or partner_said_no else _then(answer, step)


def _partners_no(state: GameState) -> str | None:
    """The partner's no to the player's question this turn, as the status line tells it."""
    if state.acaba_answer == "no":
        return _("Your partner said no to \u201c{question}\u201d: play on.").format(question=render(ACABA_QUESTION))
    if state.permission is False and state.phase == Phase.PLAY:
        return _("Your partner said no: you may not go out this turn.")
    return None


TAKE_WORDS = {
    "pile": N_("Draw a card or take the {pile}."),
    "top": N_("Draw a card, or click the {pile} to take its top card for your first meld."),
    "pickup": N_("Draw a card, or click the {pile} to pick it up (it joins your hand after your discard)."),
    "word": N_("Draw a card, or make a word with the top card to take the pile: pick your letters, "
               "then click the pile."),
}


def put_back_label(state: GameState) -> str:
    """The button that puts a taken pile (or top card) back, with its cost if it has one."""
    penalty = state.rules.put_back_penalty
    if pile_take_mode(state) == "top":
        label = _("Put top card back")
    else:
        label = _("Put {pile} back").format(pile=pile_word(state.rules.pile_name))
    return f"{label} (\u2212{number(penalty)})" if penalty else label


def _draw_step(match: Match, kinds: set[str]) -> str:
    state = match.state
    forced = [action for action in state.legal_actions() if action.kind == "take" and action.word and action.to]
    if forced and not state.stock:  # BWC: the top card alone makes a word with one of the side's words
        top = state.pile_top()
        word = forced[0].word.upper() if forced[0].word else ""
        if top is None:
            return _("The stock is empty and the top card makes {word}: click the pile to take it that way.").format(
                word=word)
        return _("The stock is empty and the top {letter} makes {word}: click the pile to take it that way.").format(
            letter=top.rank, word=word)
    pile = pile_word(state.rules.pile_name)
    if state.stock:
        if "take" in kinds:
            return _(TAKE_WORDS[pile_take_mode(state)]).format(pile=pile)
        turns = blocked_turns(state)
        if turns:
            return ngettext("Draw a card from the stock: the {pile} is blocked for {count} more turn.",
                            "Draw a card from the stock: the {pile} is blocked for {count} more turns.",
                            turns).format(pile=pile, count=number(turns))
        return _("Draw a card from the stock.")
    choices = []
    if "take" in kinds:
        choices.append(_("take the {pile}").format(pile=pile))
    if "turn" in kinds:
        choices.append(_("turn the {pile} over as a new stock").format(pile=pile))
    if "stop" in kinds:
        choices.append(_("end the hand"))
    if not choices:
        return _("The stock is empty.")
    spoken = choices[0] if len(choices) == 1 else _("{first} or {last}").format(first=", ".join(choices[:-1]),
                                                                                last=choices[-1])
    return _("The stock is empty: {choices}.").format(choices=spoken)


def _play_step(match: Match, kinds: set[str], discard_click: str) -> tuple[str, bool]:
    """The play phase's next step, and whether it tells the partner's no itself."""
    state = match.state
    hand = state.hands[state.current]
    if state.opening:
        return _("Open the hand: discard a card ({click} it). Nobody may take this first card.").format(
            click=_(discard_click_words(discard_click))), False
    if state.taking is not None:
        problem = _end_problem(state, hand) if hand else None
        if problem:
            return render(problem), "partner said no" in problem
        return _("Finish taking the {pile}.").format(pile=pile_word(state.rules.pile_name)), False
    if "out" in kinds:
        return _("All your cards are on the table: press Go out."), False
    if state.permission is True:
        prefix = _("Your partner said yes: go out this turn.")
    elif "ask" in kinds and must_ask_first(state):
        prefix = _("You could go out: first ask your partner (Ask partner).")
    elif (special := special_hand_offer(state)) is not None:
        prefix = _("You hold a special hand, {hand}: press Special hand to lay it.").format(
            hand=render(special.name))
    else:
        prefix = ""
    if "discard" in kinds:
        if state.pickup:
            return _then(prefix, _("Discard to end your turn: then the pile you picked up joins your hand.")), False
        if "undo" not in kinds:  # nothing placed yet, or only the pile's top card and the cards that took it
            return _then(prefix, _("Meld, or discard to end your turn.")), False
        after_merge, after_meld = TAKE_BACK_STEPS[state.variant.turn.name]
        return _then(prefix, _(after_merge if last_is_merge(state) else after_meld)), False
    if "pass" in kinds:
        return _("You need a canasta to go out: press Pass to keep your last card and end the turn."), False
    if hand:
        problem = _end_problem(state, hand)
    else:
        problem = state.explain(Action("out"))
    if problem is not None and state.permission is True and "partner said yes" in problem:
        return render(problem), False  # the engine's sentence tells the partner's yes itself
    if problem is None:
        return _then(prefix, _("Meld, then discard to end your turn.")), False
    return _then(prefix, render(problem)), "partner said no" in problem


# What Del takes back before the discard, in the words of each kind of turn (the engine's
# `Variant.turn`, by its name): after a merge, and after anything else.
TAKE_BACK_STEPS = {
    "standard": (N_("Discard to end your turn (Del takes back the merge)."),
                 N_("Discard to end your turn (Del takes back a meld).")),
    "word": (N_("Discard to end your turn (Del takes back the join)."),
             N_("Discard to end your turn (Del takes back the last word).")),
}


def _then(first: str, second: str) -> str:
    """Two sentences of the status line one after the other (the first may be empty)."""
    return _("{answer} {step}").format(answer=first, step=second) if first else second


def _end_problem(state: GameState, hand: list[Card]) -> str | None:
    """Why the turn cannot end with a discard now: the engine's answer for a card the
    rules let the player discard (a three or a wild card may never be one), so that it
    speaks of the turn rather than of the card."""
    card = next((card for card in hand if discard_problem(state, card) is None), hand[0])
    return state.explain(Action("discard", (card,)))


def selection_hint(count: int, golden_suit: bool) -> str:
    """What selected cards can do, for the status line while the player's turn goes on."""
    if count == 1:
        return _("1 card selected: click the pile to discard it, or click a row to meld it there.")
    if golden_suit:
        return _("{count} cards selected: click one of them to meld them, or click where they go (a row, free "
                 "table or the golden suit).").format(count=number(count))
    return _("{count} cards selected: click one of them to meld them, or click where they go (a row or free "
             "table).").format(count=number(count))


def game_over_text(match: Match) -> str:
    """The winner and the margin: "Ann wins by 1,230 points (5,210 to 3,980)."."""
    state = match.state
    scores = state.scores
    winner = state.winner()
    if winner is None:
        return _("The game is over.")
    others = [score for side, score in enumerate(scores) if side != winner]
    best_other = max(others) if others else 0
    partners = " & " in match.side_name(winner)
    values = {"side": match.side_name(winner), "score": number(scores[winner]), "other": number(best_other),
              "count": number(state.rules.canastas_to_win), "margin": number(scores[winner] - best_other)}
    if state.hand_results and won_by_canastas(state.hand_results[-1]) == winner:
        if partners:
            text = ngettext("{side} win with {count} canasta ({score} to {other} points).",
                            "{side} win with {count} canastas ({score} to {other} points).",
                            state.rules.canastas_to_win)
        else:
            text = ngettext("{side} wins with {count} canasta ({score} to {other} points).",
                            "{side} wins with {count} canastas ({score} to {other} points).",
                            state.rules.canastas_to_win)
        return text.format(**values)
    if partners:
        text = ngettext("{side} win by {margin} point ({score} to {other}).",
                        "{side} win by {margin} points ({score} to {other}).", scores[winner] - best_other)
    else:
        text = ngettext("{side} wins by {margin} point ({score} to {other}).",
                        "{side} wins by {margin} points ({score} to {other}).", scores[winner] - best_other)
    return text.format(**values)
