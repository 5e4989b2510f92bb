"""The words of the table: what to do next, and each move told as a line of the log.

Legality is the engine's: where the next step depends on a rule, the sentence is
the engine's own `explain()` answer.
"""

from __future__ import annotations

from canasta.engine import (ACABA_QUESTION, HAND_SIZE, PLAYING_CARDS, Action, Card, CardNames, GameState,
                            LetterCardNames, Phase, blocked_turns, discard_problem, last_is_merge, must_ask_first,
                            must_say_acaba, pile_take_mode, question_words, special_hand_offer, won_by_canastas)

from .match import Match, MeldNote
from .preferences import DEFAULT_DISCARD_CLICK, discard_click_words


def card_label(card: Card, names: CardNames = PLAYING_CARDS) -> str:
    """A card as the table tells it, by the deck in play (`names`, `Rules.card_names`): in
    a few characters where they are what its face shows, "7♥", "10♠", "K★" (gold), "Joker";
    a letter card by its letter and colour, "green A", "Star" (its characters, "Ag", are a
    code no card shows)."""
    return names.name(card) if isinstance(names, LetterCardNames) else names.label(card)


def cards_label(cards: tuple[Card, ...] | list[Card], names: CardNames = PLAYING_CARDS) -> str:
    joiner = ", " if isinstance(names, LetterCardNames) else " "
    return joiner.join(card_label(card, names) for card in cards)


TAKE_LOG = {"pile": "takes the {pile}", "top": "takes the top card", "pickup": "picks up the {pile}"}


def describe(action: Action, name: str, take_mode: str = "pile", meld: MeldNote | None = None,
             names: CardNames = PLAYING_CARDS, pile: str = "pile") -> str:
    """One move in words, for the log: "Computer melds 7♥ 7♣ Joker". `take_mode`: what a
    "take" took (see `canasta.engine.game.queries.pile_take_mode`); `meld`: the meld the cards
    went in, where the log names it (see `canasta.ui.match.meld_note`); `names`: how the
    deck in play labels its cards (`Rules.card_names`); `pile`: the rule set's word for
    the pile (`Rules.pile_name`: the pack, the pozzo)."""
    kind = action.kind
    if action.word is not None or (meld is not None and meld.spoken):
        return _word_move_text(action, name, meld, names)
    if kind == "take":
        took = f"{name} {TAKE_LOG.get(take_mode, TAKE_LOG['pile']).format(pile=pile)}"
        return f"{took}, its top card onto the {meld.words}{_made(meld)}" if meld is not None and meld.joins \
            else took
    if kind == "meld":
        if meld is not None and meld.joins:
            return f"{name} puts {cards_label(action.cards, names)} on the {meld.words}{_made(meld)}"
        if action.to is not None:
            return f"{name} puts {cards_label(action.cards, names)} on meld #{action.to}"
        if len(action.cards) == 1 and action.card.rank == "3":
            return f"{name} lays out the {card_label(action.card, names)}"
        if len(action.cards) == HAND_SIZE and meld is None:
            return f"{name} lays a special hand: {cards_label(action.cards, names)}"
        if meld is not None:
            return f"{name} melds {cards_label(action.cards, names)} ({meld.words})"
        return f"{name} melds {cards_label(action.cards, names)}"
    if kind == "merge":
        if meld is not None:
            return f"{name} merges the two groups of {meld.words}"
        return f"{name} merges meld #{action.joining} into meld #{action.to}"
    if kind == "undo" and meld is not None:
        return f"{name} takes back the merge: two groups of {meld.words} again"
    if kind == "discard":
        return f"{name} discards {card_label(action.card, names)}"
    words = {
        "draw": "draws a card", "take": f"takes the {pile}", "out": "goes out", "pass": "passes the discard",
        "undo": "takes back a meld", "switch": "switches a letter", "putback": f"puts the {pile} back",
        "ask": "asks: \u201cMay I go out?\u201d",
        "yes": "answers yes", "no": "answers no", "stop": "ends the hand",
        "askacaba": "asks: \u201cMay I say Acaba?\u201d", "acaba": "says Acaba, conceding the hand",
        "turn": f"turns the {pile} over as the new stock", "deal": "deals a new hand",
    }
    return f"{name} {words.get(kind, kind)}"


def _word_move_text(action: Action, name: str, meld: MeldNote | None, names: CardNames = PLAYING_CARDS) -> str:
    """A word move (BWC) for the log: "Ann lays CAT", "Ann makes THE into THEME", "Ann joins
    BAR and KING into BARKING", "Ann takes the pile with CAN"."""
    word = (action.word or "").upper()
    before = meld.spoken if meld is not None else ()
    if action.kind == "switch" and before:
        incoming, out = action.cards
        return (f"{name} switches the {card_label(incoming, names)} for the {card_label(out, names)} "
                f"in {before[0]}")
    if action.kind == "undo" and meld is not None and meld.taken_back == "switch":
        return f"{name} takes back the switch in {before[0]}"
    if action.kind == "undo" and meld is not None and meld.taken_back == "letters":
        old, new = before
        return f"{name} takes back {new}" if not old else f"{name} takes {new} back to {old}"
    if action.kind == "undo":
        return f"{name} takes back the join: {' and '.join(before)} again"
    if action.kind == "merge":
        return f"{name} joins {' and '.join(before)} into {''.join(before)}"
    if action.kind == "take":
        if before:
            return f"{name} takes the pile: its top card makes {before[0]} into {word}"
        return f"{name} takes the pile with {word}"
    if before:
        return f"{name} makes {before[0]} into {word}"
    return f"{name} lays {word}"


def _made(meld: MeldNote) -> str:
    """What the cards made of the meld, in the rule set's word: ": an escalera" (or "")."""
    if not meld.completes:
        return ""
    return f": {'an' if meld.completes[:1].lower() in 'aeiou' else 'a'} {meld.completes}"


def draw_text(name: str, count: int, laid_out: list[Card] | tuple[Card, ...] = ()) -> str:
    """A draw for the log: how many cards, and the bonus cards among them, laid out at once
    and drawn for ("West draws the 3♥, lays it out and draws a card")."""
    kept = count - len(laid_out)
    cards = "a card" if kept == 1 else f"{kept} cards"
    if not laid_out:
        return f"{name} draws {cards}"
    bonus = " and ".join(f"the {card_label(card)}" for card in laid_out)
    them = "it" if len(laid_out) == 1 else "them"
    if kept <= 0:
        return f"{name} draws {bonus} and lays {them} out"
    return f"{name} draws {bonus}, lays {them} out and draws {cards}"


def foot_text(name: str) -> str:
    """The log's line for a player whose hand is used up: the foot comes into it."""
    return f"{name} picks up the foot"


def set_aside_text(name: str, count: int) -> str:
    """Black threes found in a taken pile and set aside for the side (Cuban Canasta), for the log."""
    threes = "a black three" if count == 1 else f"{count} black threes"
    return f"{name} sets aside {threes} from the pile"


def bonus_text(name: str, count: int, laid_out: list[Card] | tuple[Card, ...] = ()) -> str:
    """Cards a player takes after the discard of the side's first meld (Modern American's
    bonus cards), for the log: "Ann takes 4 bonus cards", threes laid out named."""
    laid = " and ".join(f"the {card_label(card)}" for card in laid_out)
    kept = count - len(laid_out)
    cards = "a bonus card" if kept == 1 else f"{kept} bonus cards"
    if not laid:
        return f"{name} takes {cards}"
    if kept <= 0:
        return f"{name} lays out {laid}"
    return f"{name} lays out {laid} and takes {cards}"


def dealt_text(hand: int) -> str:
    return f"Hand {hand} is dealt"


def rules_changed_text(redealt: bool = False) -> str:
    """The log's line for rules changed right after a deal."""
    return "The rules were changed from this hand on" + (": the hand is dealt again" if redealt else "")


def next_step(match: Match, discard_click: str = DEFAULT_DISCARD_CLICK) -> str:
    """What the player in front of the screen should do now, in one sentence (`discard_click`:
    how a right-click discards, "double" or "single", as Customize says)."""
    state = match.state
    if state.phase == Phase.GAME_OVER:
        return game_over_text(match) + " Press F2 for a new game."
    if state.phase == Phase.HAND_OVER:
        return "The hand is over."
    seat = state.current
    name = match.name(seat)
    if not match.is_human(seat):
        if state.phase == Phase.ASK:
            return f"{name} is thinking about \u201c{question_words(state)}\u201d\u2026"
        return f"{name} is playing\u2026"
    if seat != match.viewer:
        return f"Pass the screen to {name}."
    legal = state.legal_actions()
    kinds = {action.kind for action in legal}
    if state.phase == Phase.ASK:
        asker = match.name(state.asker) if state.asker is not None else "Your partner"
        return f"{asker} asks: \u201c{question_words(state)}\u201d Answer yes or no."
    if must_say_acaba(state):
        return "Your partner said yes: press Acaba to concede the hand."
    step = _draw_step(match, kinds) if state.phase == Phase.DRAW else _play_step(match, kinds, discard_click)
    answer = _partners_no(state)
    return step if answer is None or "partner said no" in step else f"{answer} {step}"


def _partners_no(state: GameState) -> str | None:
    """The partner's no to the player's question this turn, as the status line tells it."""
    if state.acaba_answer == "no":
        return f"Your partner said no to \u201c{ACABA_QUESTION}\u201d: play on."
    if state.permission is False and state.phase == Phase.PLAY:
        return "Your partner said no: you may not go out this turn."
    return None


TAKE_WORDS = {
    "pile": "Draw a card or take the {pile}.",
    "top": "Draw a card, or click the {pile} to take its top card for your first meld.",
    "pickup": "Draw a card, or click the {pile} to pick it up (it joins your hand after your discard).",
    "word": "Draw a card, or make a word with the top card to take the pile: pick your letters, then click the pile.",
}


def put_back_label(state: GameState) -> str:
    """The button that puts a taken pile (or top card) back, with its cost if it has one."""
    penalty = state.rules.put_back_penalty
    what = "top card" if pile_take_mode(state) == "top" else state.rules.pile_name
    return f"Put {what} back (\u2212{penalty})" if penalty else f"Put {what} back"


def _draw_step(match: Match, kinds: set[str]) -> str:
    state = match.state
    forced = [action for action in state.legal_actions() if action.kind == "take" and action.word and action.to]
    if forced and not state.stock:  # BWC: the top card alone makes a word with one of the side's words
        top = state.pile_top()
        word = forced[0].word.upper() if forced[0].word else ""
        letter = f"top {top.rank}" if top is not None else "top card"
        return f"The stock is empty and the {letter} makes {word}: click the pile to take it that way."
    if state.stock:
        if "take" in kinds:
            return TAKE_WORDS[pile_take_mode(state)].format(pile=state.rules.pile_name)
        turns = blocked_turns(state)
        if turns:
            plural = "s" if turns != 1 else ""
            return f"Draw a card from the stock: the {state.rules.pile_name} is blocked for {turns} more turn{plural}."
        return "Draw a card from the stock."
    choices = []
    if "take" in kinds:
        choices.append(f"take the {state.rules.pile_name}")
    if "turn" in kinds:
        choices.append(f"turn the {state.rules.pile_name} over as a new stock")
    if "stop" in kinds:
        choices.append("end the hand")
    if not choices:
        return "The stock is empty."
    spoken = choices[0] if len(choices) == 1 else ", ".join(choices[:-1]) + " or " + choices[-1]
    return f"The stock is empty: {spoken}."


def _play_step(match: Match, kinds: set[str], discard_click: str) -> str:
    state = match.state
    hand = state.hands[state.current]
    if state.opening:
        return (f"Open the hand: discard a card ({discard_click_words(discard_click)} it). Nobody may take this "
                f"first card.")
    if state.taking is not None:
        problem = _end_problem(state, hand) if hand else None
        return problem or f"Finish taking the {state.rules.pile_name}."
    if "out" in kinds:
        return "All your cards are on the table: press Go out."
    if state.permission is True:
        prefix = "Your partner said yes: go out this turn. "
    elif "ask" in kinds and must_ask_first(state):
        prefix = "You could go out: first ask your partner (Ask partner). "
    elif (special := special_hand_offer(state)) is not None:
        prefix = f"You hold a special hand, {special.name}: press Special hand to lay it. "
    else:
        prefix = ""
    if "discard" in kinds:
        if state.pickup:
            return prefix + "Discard to end your turn: then the pile you picked up joins your hand."
        if "undo" not in kinds:  # nothing placed yet, or only the pile's top card and the cards that took it
            return prefix + "Meld, or discard to end your turn."
        if state.rules.spoken_kind is not None:
            taken_back = "the join" if last_is_merge(state) else "the last word"
        else:
            taken_back = "the merge" if last_is_merge(state) else "a meld"
        return prefix + f"Discard to end your turn (Del takes back {taken_back})."
    if "pass" in kinds:
        return "You need a canasta to go out: press Pass to keep your last card and end the turn."
    if hand:
        problem = _end_problem(state, hand)
    else:
        problem = state.explain(Action("out"))
    if problem is not None and state.permission is True and "partner said yes" in problem:
        return problem  # the engine's sentence tells the partner's yes itself
    return prefix + (problem or "Meld, then discard to end your turn.")


def _end_problem(state: GameState, hand: list[Card]) -> str | None:
    """Why the turn cannot end with a discard now: the engine's answer for a card the
    rules let the player discard (a three or a wild card may never be one), so that it
    speaks of the turn rather than of the card."""
    card = next((card for card in hand if discard_problem(state, card) is None), hand[0])
    return state.explain(Action("discard", (card,)))


def selection_hint(count: int, golden_suit: bool) -> str:
    """What selected cards can do, for the status line while the player's turn goes on."""
    if count == 1:
        return "1 card selected: click the pile to discard it, or click a row to meld it there."
    where = "a row, free table or the golden suit" if golden_suit else "a row or free table"
    return f"{count} cards selected: click one of them to meld them, or click where they go ({where})."


def game_over_text(match: Match) -> str:
    """The winner and the margin: "Ann wins by 1,230 points (5,210 to 3,980)."."""
    state = match.state
    scores = state.scores
    winner = state.winner()
    if winner is None:
        return "The game is over."
    others = [score for side, score in enumerate(scores) if side != winner]
    best_other = max(others) if others else 0
    verb = "win" if " & " in match.side_name(winner) else "wins"
    if state.hand_results and won_by_canastas(state.hand_results[-1]) == winner:
        return (f"{match.side_name(winner)} {verb} with {state.rules.canastas_to_win} canastas "
                f"({scores[winner]:,} to {best_other:,} points).")
    return (f"{match.side_name(winner)} {verb} by {scores[winner] - best_other:,} points "
            f"({scores[winner]:,} to {best_other:,}).")
