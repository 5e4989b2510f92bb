"""The words of the table: what to do next, and each move told as a line of the log.

Legality is the engine's: where the next step depends on a rule, the sentence is
the engine's own `explain()` answer.
"""

from __future__ import annotations

from canasta.engine import (ACABA_QUESTION, HAND_SIZE, PLAYING_CARDS, Action, Card, CardNames, GameState,
                            LetterCardNames, Phase, blocked_turns, discard_problem, last_is_merge, must_ask_first,
                            must_say_acaba, pile_take_mode, question_words, special_hand_offer, won_by_canastas)

from canasta.language import N_, _, ngettext, number, render

from .match import Match, MeldNote
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
    code no card shows)."""
    return names.name(card) if isinstance(names, LetterCardNames) else names.label(card)


def cards_label(cards: tuple[Card, ...] | list[Card], names: CardNames = PLAYING_CARDS) -> str:
    joiner = ", " if isinstance(names, LetterCardNames) else " "
    return joiner.join(card_label(card, names) for card in cards)


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
            return _("{took}, its top card onto the {meld}{made}").format(took=took, meld=meld.words,
                                                                          made=_made(meld))
        return took
    cards = cards_label(action.cards, names)
    if kind == "meld":
        if meld is not None and meld.joins:
            return _("{name} puts {cards} on the {meld}{made}").format(name=name, cards=cards, meld=meld.words,
                                                                       made=_made(meld))
        if action.to is not None:
            return _("{name} puts {cards} on meld #{meld}").format(name=name, cards=cards, meld=action.to)
        if len(action.cards) == 1 and action.card.rank == "3":
            return _("{name} lays out the {card}").format(name=name, card=card_label(action.card, names))
        if len(action.cards) == HAND_SIZE and meld is None:
            return _("{name} lays a special hand: {cards}").format(name=name, cards=cards)
        if meld is not None:
            return _("{name} melds {cards} ({meld})").format(name=name, cards=cards, meld=meld.words)
        return _("{name} melds {cards}").format(name=name, cards=cards)
    if kind == "merge":
        if meld is not None:
            return _("{name} merges the two groups of {meld}").format(name=name, meld=meld.words)
        return _("{name} merges meld #{joining} into meld #{meld}").format(name=name, joining=action.joining,
                                                                          meld=action.to)
    if kind == "undo" and meld is not None:
        return _("{name} takes back the merge: two groups of {meld} again").format(name=name, meld=meld.words)
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
        if state.rules.spoken_kind is not None:
            step = (_("Discard to end your turn (Del takes back the join).") if last_is_merge(state)
                    else _("Discard to end your turn (Del takes back the last word)."))
        else:
            step = (_("Discard to end your turn (Del takes back the merge).") if last_is_merge(state)
                    else _("Discard to end your turn (Del takes back a meld)."))
        return _then(prefix, step), False
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
