"""Positions of the play phase from random play, to ask `can the turn still end?` of.

`sample_positions(preset, count, seed)` plays random games of a rule set, for each seat
count it allows in turn, its sides' scores (or the hand's number) drawn from the
first-meld table so that every stage of it is met, and keeps positions of the play
phase: after the draw or the take, while the pile is being taken, in the middle of a
turn after melds, after a partner's answer to "May I go out?" (its random players ask
whenever they may), and after melds the rules allow but after which the turn may not be
able to end (which the move list never offers). The same seed gives the same positions.
"""

from __future__ import annotations

import random

from canasta.ai.random_player import choose_random_action
from canasta.engine import Action, GameState, Phase, Rules
from canasta.engine.play.actions import ASK
from canasta.engine.judge.foot import foot_pickup_problem
from canasta.engine.judge.legality import meld_problem
from canasta.engine.judge.merging import merge_rule_problem
from canasta.engine.moves.moves import candidate_melds
from canasta.variants.house_rules import rules_named

__all__ = ["sample_positions"]


def sample_positions(preset: str, count: int, seed: int, max_hand: int = 8) -> list[GameState]:
    """`count` positions of the play phase from random play of `preset` (see the module's
    description), the hand of the player to move holding at most `max_hand` cards (while
    the pile is taken, the pile that comes counted in, up to four more)."""
    rules = rules_named(preset)  # (a preset, or "PRESET+house" with every house variation on)
    rng = random.Random(seed)
    found: list[GameState] = []
    game = 0
    while len(found) < count:
        players = rules.player_counts[game % len(rules.player_counts)]
        seen = _played_hand(_new_game(rules, players, seed * 1000 + game, rng), rng, max_hand)
        game += 1
        # A few of the hand's positions, half of them of the rare kinds where there are some.
        wanted = min(count - len(found), max(2, count // (2 * len(rules.player_counts))))
        rng.shuffle(seen)
        rare = [position for position in seen if _rare(position)][:(wanted + 1) // 2]
        chosen = {position.to_text(): position for position in rare}
        for position in seen:
            if len(chosen) >= wanted:
                break
            chosen.setdefault(position.to_text(), position)
        # And half as many reached by melds the rules allow but after which the turn may
        # not be able to end (the move list leaves those out): there the answer may be no.
        for position in seen[:max(1, wanted // 2)]:
            detour = _detour(position, rng)
            if detour is not None and _worth_sampling(detour, max_hand):
                chosen.setdefault(detour.to_text(), detour)
        found += [GameState.from_text(text, rules) for text in chosen][:count - len(found)]
    return found


_MOST_ACTIONS = 1500  # of one hand of random play
_MOST_CARDS = 20  # in the hand of the player to move: the hand is not played further


def _played_hand(state: GameState, rng: random.Random, max_hand: int) -> list[GameState]:
    """The positions worth asking of a hand played by random moves (asking the partner
    whenever it may, taking the pile every other time it may), until it ends or a hand
    grows past `_MOST_CARDS`."""
    seen = []
    for _ in range(_MOST_ACTIONS):
        if state.hand_over() or len(state.hands[state.current]) > _MOST_CARDS:
            break  # (the move list of a hand of thirty cards can take seconds)
        if _worth_sampling(state, max_hand):
            seen.append(state.clone())
        actions = sorted(state.legal_actions(), key=str)  # (the same game in every run)
        if not actions:
            break
        takes = [action for action in actions if action.kind == "take"]
        if ASK in actions and rng.random() < 0.8:
            action = ASK
        elif takes and rng.random() < 0.5:
            action = rng.choice(takes)
        else:
            action = choose_random_action(actions, rng)
        state.apply(action)
    return seen


def _new_game(rules: Rules, players: int, seed: int, rng: random.Random) -> GameState:
    """A game whose hand is dealt at a stage of the first-meld table chosen at random for
    each side (by its score, or by the hand's number), so that every first meld is met."""
    stages = [stage.from_score if stage.from_score is not None else -100 for stage in rules.minimum_meld]
    if rules.minimum_meld_by == "hand":
        return GameState(rules, players, seed=seed, hand_number=max(1, rng.choice(stages)))
    sides = GameState(rules, players, seed=seed).sides
    scores = [min(rng.choice(stages), rules.target_score - 500) for _ in range(sides)]
    return GameState(rules, players, seed=seed, scores=scores)


def _detour(state: GameState, rng: random.Random) -> GameState | None:
    """`state` after one to five melds or merges the rules of melds allow, chosen at
    random, whether or not the turn can end after them; None if there is none."""
    after = state.clone()
    for _ in range(rng.randint(1, 5)):
        table = after.tables[after.side_of(after.current)]
        options = [action for action in sorted(candidate_melds(after), key=str)
                   if meld_problem(after, action) is None and foot_pickup_problem(after, action) is None]
        merges = [Action("merge", (), into.id, joining.id) for into in table for joining in table
                  if into is not joining]
        options += [action for action in merges if merge_rule_problem(after, action) is None]
        if not options:
            break
        after.apply(rng.choice(options))
        if after.phase != Phase.PLAY:
            return None
    return None if after.same_position(state) else after


def _worth_sampling(state: GameState, max_hand: int) -> bool:
    """A position of the play phase (not the opening discard) with a hand small enough."""
    if state.phase != Phase.PLAY or state.opening:
        return False
    held = len(state.hands[state.current])
    if state.taking is not None:
        held += len(state.pile) + len(state.pile_under)
        return held <= max_hand + 4
    return held <= max_hand


def _rare(state: GameState) -> bool:
    """A position of a kind random play seldom comes to: the pile being taken, a partner's answer."""
    return state.taking is not None or state.permission is not None
