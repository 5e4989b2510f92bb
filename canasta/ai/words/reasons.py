"""Why the word game's moves are good, in a hint's words (hint.py asks the policy first):
a take, a word laid or grown, a join and a switch spelled out as players say them, and a
star discarded."""

from __future__ import annotations

from canasta.engine import Action, Observation, say

WORD_MOVES = frozenset({"take", "meld", "merge", "switch"})


def word_reason(obs: Observation, action: Action) -> str | None:
    """Why `action` is worth playing where the word game has its own words for it, or None
    (the hint's reasons for the card games stand)."""
    if action.kind in WORD_MOVES:
        return _word_move_reason(obs, action)
    if action.kind == "discard" and obs.rules.is_wild(action.card):
        return say("Discard the {card}: nobody takes the pile with a star on top", card=obs.rules.card_name(action.card))
    return None


def _word_move_reason(obs: Observation, action: Action) -> str:
    """Why a word move: its words spelled out, as players say them."""
    table = obs.tables[obs.side]
    meld = table.by_id(action.to) if action.to is not None else None
    word = (action.word or "").upper()
    seven = obs.rules.canasta_size
    if action.kind == "take":
        if meld is not None:
            return say("Take the pile with the top card in your {word}, making {longer}: the stock is empty",
                       word=meld.key.upper(), longer=word)
        return say("Take the pile with {word}: its {count} cards come into your hand", word=word,
                   count=len(obs.pile))
    if action.kind == "merge":
        joining = table.by_id(action.joining) if action.joining is not None else None
        if meld is None or joining is None:
            return say("Join your two words into a canasta")
        first, second = meld.key.upper(), joining.key.upper()
        return say("Join {first} and {second} into {joined}: a canasta", first=first, second=second,
                   joined=first + second)
    if action.kind == "switch":
        name = meld.key.upper() if meld is not None else say("your canasta")
        return say("Switch the {card} into {word}: a natural canasta scores {natural}, a mixed one {mixed}",
                   card=obs.rules.card_name(action.cards[0]), word=name, natural=obs.rules.natural_canasta_bonus,
                   mixed=obs.rules.mixed_canasta_bonus)
    if meld is not None:
        if len(word) >= seven > len(meld.key):
            return say("Make your {word} into {longer}: a canasta of {count} letters", word=meld.key.upper(),
                       longer=word, count=len(word))
        return say("Make your {word} into {longer}: a longer word brings a canasta nearer", word=meld.key.upper(),
                   longer=word)
    return say("Lay {word}: words on the table score, letters in hand count against you", word=word)
