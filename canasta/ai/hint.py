"""Hints: the move Expert would make now, and one line of why."""

from __future__ import annotations

from dataclasses import dataclass

from canasta.engine import (THREES, Action, Grouped, Observation, Phase, asked_acaba, kind_of_new_meld,
                            laid_out_three, must_say_acaba, pile_word, say, say_plural)

from .counting import CardCount
from .evaluation import going_out_threat, take_chance
from .expert import TIME_BUDGET, ExpertPlayer
from .sandbox import sandbox
from .strategy import policy_for
from .style import ADVANCED


# The rules' words for the threes laid out (`Rules.laid_out_threes`), as sentences to render.
_THREE_WORDS = {"red threes": say("red threes"), "threes": say("threes")}


@dataclass(frozen=True)
class Suggestion:
    action: Action
    reason: str  # why, with what the search found ("... (over 160 sampled deals it scores +31 on average).")
    short: str = ""  # why in a few words, without the search's figures (the status line's hint)


def suggest(observation: Observation, time_budget: float | None = TIME_BUDGET, seed: int = 0) -> Suggestion:
    """The move Expert would make from `observation` (the seat to move), and why."""
    if not observation.legal_actions:
        raise ValueError("It is not this seat's move: there is nothing to suggest.")
    expert = ExpertPlayer(seed, time_budget=time_budget)
    action = expert.choose(observation)
    why = _plain_reason(observation, action)
    return Suggestion(action, _reason(why, expert.last_reason), why)


def _reason(why: str, searched: str | None) -> str:
    if searched:
        return say("{why} ({searched}).", why=why, searched=searched)
    return say("{why}.", why=why)


def _plain_reason(observation: Observation, action: Action) -> str:
    kind = action.kind
    obs = observation
    own = policy_for(obs.rules, ADVANCED).move_reason(obs, action)
    if own is not None:
        return own  # (the word game's words spelled out)
    if kind == "take":
        pile = pile_word(obs.rules)
        if len(obs.pile) == 1:
            return say("Take the {pile}: its one card is worth more to you than one from the stock", pile=pile)
        return say("Take the {pile}: its {count} cards are worth more than one from the stock", pile=pile,
                   count=len(obs.pile))
    if kind == "draw":
        if any(a.kind == "take" for a in obs.legal_actions):
            return say("Draw from the stock: the {pile} would bring more loose cards than help",
                       pile=pile_word(obs.rules))
        return say("Draw from the stock: the {pile} cannot be taken now", pile=pile_word(obs.rules))
    if kind == "meld":
        return _meld_reason(obs, action)
    if kind == "merge":
        meld = obs.tables[obs.side].by_id(action.to) if action.to is not None else None
        return say("Merge your two groups of {meld}: together they make a canasta",
                   meld=meld.words() if meld else say("one rank"))
    if kind == "discard":
        return _discard_reason(obs, action)
    if kind == "out":
        return say("Go out: the hand ends with your bonus while the others still hold cards")
    if kind == "pass":
        return say("Pass the discard: keep your last card until you have a canasta")
    if kind == "ask":
        return say("Ask your partner: you can go out if your partner agrees")
    if kind in ("acaba", "askacaba") or kind in ("yes", "no") and asked_acaba(sandbox(obs)):
        return _acaba_reason(obs, action)
    if kind == "yes":
        return say("Say yes: your cards would not gain more than going out now")
    if kind == "no":
        return say("Say no: you can still meld many points from your hand")
    if kind == "stop":
        return say("End the hand: playing on favours the others")
    if kind == "turn":
        return say("Turn the {pile} over: you are behind and need more cards", pile=pile_word(obs.rules))
    if kind == "putback":
        return say("Put the top card back: you cannot use it")
    if kind == "undo":
        return say("Take back the last meld: the turn cannot end this way")
    return str(action)


def _meld_reason(obs: Observation, action: Action) -> str:
    cards = action.cards
    if action.to is None and len(cards) == 1 and laid_out_three(obs.rules, cards[0]):
        return say("Lay out the {card}: {threes} score on the table and never go into a meld",
                   card=obs.rules.card_name(cards[0]), threes=_THREE_WORDS.get(obs.rules.laid_out_threes or "", ""))
    scores = say("cards on the table score, cards in hand count against you")
    if action.to is not None:
        meld = obs.tables[obs.side].by_id(action.to)
        name = meld.words() if meld is not None else say("meld")
        if obs.taking is not None and obs.turn_moves and action.to == obs.turn_moves[0][0]:
            return say("Lay your {meld} with the top card: together they take the {pile}", meld=name,
                       pile=pile_word(obs.rules))
        if all(obs.rules.is_wild(card) for card in cards):
            return say_plural("Put the wild card on your {meld}: it brings a canasta nearer",
                              "Put the {count} wild cards on your {meld}: they bring a canasta nearer", len(cards),
                              meld=name)
        return say("Add to your {meld}: {scores}", meld=name, scores=scores)
    found = kind_of_new_meld(obs.rules, cards)
    if found is None:
        return say("Meld these {count} cards: {scores}", count=len(cards), scores=scores)
    meld_kind, key = found
    if meld_kind is THREES:
        return say("Meld the black threes: they go down only when going out")
    return say("Lay down your {meld}: {scores}", meld=meld_kind.words(key), scores=scores)


def _acaba_reason(obs: Observation, action: Action) -> str:
    """Why concede the hand (British Acaba), ask to, or answer the partner who asks."""
    award = Grouped(obs.rules.acaba_award or 0)
    if action.kind == "acaba":
        if must_say_acaba(sandbox(obs)):
            return say("Say Acaba: your partner agreed, so the hand ends now")
        return say("Say Acaba: your side is further behind than the {award} the others score for it", award=award)
    if action.kind == "askacaba":
        return say("Ask your partner \u201cMay I say Acaba?\u201d: your side is about {award} behind, and your "
                   "partner sees cards you do not", award=award)
    if action.kind == "yes":
        return say("Say yes: your side is further behind than the {award} that Acaba gives away", award=award)
    return say("Say no: your side can still do better than giving away {award}", award=award)


def _discard_reason(obs: Observation, action: Action) -> str:
    card = action.card
    name = obs.rules.card_name(card)
    if card.is_black_three:
        return say("Discard the {card}: the next player cannot take the {pile} over a black three", card=name,
                   pile=pile_word(obs.rules))
    if obs.rules.is_wild(card):
        return say("Discard the {card}: it freezes a {pile} worth keeping from the others", card=name,
                   pile=pile_word(obs.rules))
    if obs.phase == Phase.PLAY and len(obs.hand) == 1:
        return say("Discard the {card} and go out", card=name)
    state = sandbox(obs)
    chance = take_chance(state, CardCount(state, obs.seat), obs.seat, card)
    if going_out_threat(state, obs.seat) >= 0.5:
        return say("Discard the {card}: an opponent may go out soon, so shed points", card=name)
    if chance < 0.1:
        return say("Discard the {card}: the next player is unlikely to be able to use it", card=name)
    return say("Discard the {card}: your least useful card", card=name)
