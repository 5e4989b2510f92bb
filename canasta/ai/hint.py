"""Hints: the move Expert would make now, and one line of why."""

from __future__ import annotations

from dataclasses import dataclass

from canasta.engine import (THREES, Action, Observation, Phase, asked_acaba, kind_of_new_meld, laid_out_three,
                            must_say_acaba)

from .counting import CardCount
from .evaluation import going_out_threat, take_chance
from .expert import TIME_BUDGET, ExpertPlayer
from .sandbox import sandbox


@dataclass(frozen=True)
class Suggestion:
    action: Action
    reason: str


def suggest(observation: Observation, time_budget: float | None = TIME_BUDGET, seed: int = 0) -> Suggestion:
    """The move Expert would make from `observation` (the seat to move), and why."""
    if not observation.legal_actions:
        raise ValueError("It is not this seat's move: there is nothing to suggest.")
    expert = ExpertPlayer(seed, time_budget=time_budget)
    action = expert.choose(observation)
    return Suggestion(action, _reason(observation, action, expert.last_reason))


def _reason(observation: Observation, action: Action, searched: str | None) -> str:
    why = _plain_reason(observation, action)
    if searched:
        return f"{why} ({searched})."
    return why + "."


def _plain_reason(observation: Observation, action: Action) -> str:
    kind = action.kind
    obs = observation
    if obs.rules.spoken_kind is not None and kind in ("take", "meld", "merge", "switch"):
        return _word_reason(obs, action)
    if kind == "take":
        pile = obs.rules.pile_name
        if len(obs.pile) == 1:
            return f"Take the {pile}: its one card is worth more to you than one from the stock"
        return f"Take the {pile}: its {len(obs.pile)} cards are worth more than one from the stock"
    if kind == "draw":
        if any(a.kind == "take" for a in obs.legal_actions):
            return f"Draw from the stock: the {obs.rules.pile_name} would bring more loose cards than help"
        return f"Draw from the stock: the {obs.rules.pile_name} cannot be taken now"
    if kind == "meld":
        return _meld_reason(obs, action)
    if kind == "merge":
        meld = obs.tables[obs.side].by_id(action.to) if action.to is not None else None
        return f"Merge your two groups of {meld.words() if meld else 'one rank'}: together they make a canasta"
    if kind == "discard":
        return _discard_reason(obs, action)
    if kind == "out":
        return "Go out: the hand ends with your bonus while the others still hold cards"
    if kind == "pass":
        return "Pass the discard: keep your last card until you have a canasta"
    if kind == "ask":
        return "Ask your partner: you can go out if your partner agrees"
    if kind in ("acaba", "askacaba") or kind in ("yes", "no") and asked_acaba(sandbox(obs)):
        return _acaba_reason(obs, action)
    if kind == "yes":
        return "Say yes: your cards would not gain more than going out now"
    if kind == "no":
        return "Say no: you can still meld many points from your hand"
    if kind == "stop":
        return "End the hand: playing on favours the others"
    if kind == "turn":
        return "Turn the pile over: you are behind and need more cards"
    if kind == "putback":
        return "Put the top card back: you cannot use it"
    if kind == "undo":
        return "Take back the last meld: the turn cannot end this way"
    return str(action)


def _meld_reason(obs: Observation, action: Action) -> str:
    cards = action.cards
    if action.to is None and len(cards) == 1 and laid_out_three(obs.rules, cards[0]):
        return (f"Lay out the {obs.rules.card_name(cards[0])}: {obs.rules.laid_out_threes} score on the table "
                "and never go into a meld")
    scores = "cards on the table score, cards in hand count against you"
    if action.to is not None:
        meld = obs.tables[obs.side].by_id(action.to)
        name = meld.words() if meld is not None else "meld"
        if obs.taking is not None and obs.turn_moves and action.to == obs.turn_moves[0][0]:
            return f"Lay your {name} with the top card: together they take the {obs.rules.pile_name}"
        if all(obs.rules.is_wild(card) for card in cards):
            if len(cards) == 1:
                return f"Put the wild card on your {name}: it brings a canasta nearer"
            return f"Put the {len(cards)} wild cards on your {name}: they bring a canasta nearer"
        return f"Add to your {name}: {scores}"
    found = kind_of_new_meld(obs.rules, cards)
    if found is None:
        return f"Meld these {len(cards)} cards: {scores}"
    meld_kind, key = found
    if meld_kind is THREES:
        return "Meld the black threes: they go down only when going out"
    return f"Lay down your {meld_kind.words(key)}: {scores}"


def _word_reason(obs: Observation, action: Action) -> str:
    """Why a move of the word game (BWC): its words spelled out, as players say them."""
    table = obs.tables[obs.side]
    meld = table.by_id(action.to) if action.to is not None else None
    word = (action.word or "").upper()
    seven = obs.rules.canasta_size
    if action.kind == "take":
        if meld is not None:
            return f"Take the pile with the top card in your {meld.key.upper()}, making {word}: the stock is empty"
        return f"Take the pile with {word}: its {len(obs.pile)} cards come into your hand"
    if action.kind == "merge":
        joining = table.by_id(action.joining) if action.joining is not None else None
        if meld is None or joining is None:
            return "Join your two words into a canasta"
        first, second = meld.key.upper(), joining.key.upper()
        return f"Join {first} and {second} into {first}{second}: a canasta"
    if action.kind == "switch":
        name = meld.key.upper() if meld is not None else "your canasta"
        return (f"Switch the {obs.rules.card_name(action.cards[0])} into {name}: a natural canasta scores "
                f"{obs.rules.natural_canasta_bonus}, a mixed one {obs.rules.mixed_canasta_bonus}")
    if meld is not None:
        if len(word) >= seven > len(meld.key):
            return f"Make your {meld.key.upper()} into {word}: a canasta of {len(word)} letters"
        return f"Make your {meld.key.upper()} into {word}: a longer word brings a canasta nearer"
    return f"Lay {word}: words on the table score, letters in hand count against you"


def _acaba_reason(obs: Observation, action: Action) -> str:
    """Why concede the hand (British Acaba), ask to, or answer the partner who asks."""
    award = f"{obs.rules.acaba_award or 0:,}"
    if action.kind == "acaba":
        if must_say_acaba(sandbox(obs)):
            return "Say Acaba: your partner agreed, so the hand ends now"
        return f"Say Acaba: your side is further behind than the {award} the others score for it"
    if action.kind == "askacaba":
        return (f"Ask your partner \u201cMay I say Acaba?\u201d: your side is about {award} behind, "
                "and your partner sees cards you do not")
    if action.kind == "yes":
        return f"Say yes: your side is further behind than the {award} that Acaba gives away"
    return f"Say no: your side can still do better than giving away {award}"


def _discard_reason(obs: Observation, action: Action) -> str:
    card = action.card
    name = obs.rules.card_name(card)
    if card.is_black_three:
        return f"Discard the {name}: the next player cannot take the {obs.rules.pile_name} over a black three"
    if obs.rules.is_wild(card) and obs.rules.spoken_kind is not None:
        return f"Discard the {name}: nobody takes the pile with a star on top"
    if obs.rules.is_wild(card):
        return f"Discard the {name}: it freezes a {obs.rules.pile_name} worth keeping from the others"
    if obs.phase == Phase.PLAY and len(obs.hand) == 1:
        return f"Discard the {name} and go out"
    state = sandbox(obs)
    chance = take_chance(state, CardCount(state, obs.seat), obs.seat, card)
    if going_out_threat(state, obs.seat) >= 0.5:
        return f"Discard the {name}: an opponent may go out soon, so shed points"
    if chance < 0.1:
        return f"Discard the {name}: the next player is unlikely to be able to use it"
    return f"Discard the {name}: your least useful card"
