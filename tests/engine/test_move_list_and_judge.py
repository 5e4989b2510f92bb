"""The move list and the judge never disagree, and no position is a trap.

On many random positions of every preset: every action `legal_actions()` lists is
accepted by `explain()`, and every action of the kinds the move list offers that
`explain()` accepts is listed (candidates are drawn from the hand and the table, merges
of every meld of the side's into every other among them; where
suits change nothing, twin cards count as one). In every position reached, the player to
move has a legal action that is not a take-back, or the hand is over.
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings

from canasta.engine import Action, GameState, Phase, variant_of
from canasta.engine.state.discards import laid_out_three
from canasta.engine.melds.meld_kinds import DEUCE, THREES
from canasta.engine.melds.special_hands import HAND_SIZE
from canasta.engine.reach.melds import row_problem
from canasta.engine.melds.meld_kinds import GROUP
from canasta.engine.judge.taking import table_group_for_take
from canasta.engine.state.this_turn import meld_target

from canasta.variants.house_rules import rules_named

from .test_properties import PRESETS, games_of, random_game

SIMPLE_KINDS = ("draw", "take", "stop", "turn", "out", "pass", "ask", "undo", "putback", "yes", "no", "deal")

# Where melds are words the move list is a sensible set of the moves, not all of them
# (canasta/variants/hooks/bwc/word_moves.py): test_properties checks that what it lists is accepted.
games = games_of([preset for preset in PRESETS if variant_of(rules_named(preset)).turn.name == "standard"], 600)


def random_positions(preset: str, players: int, seed: int, steps: int):
    """The positions of a game played by random legal moves, `steps` of them at most."""
    for state, _ in random_game(preset, players, seed, steps):
        yield state


def candidates(state: GameState) -> list[Action]:
    """Actions of the kinds the move list offers, drawn from the hand and the table."""
    actions = [Action(kind) for kind in SIMPLE_KINDS]
    if state.phase == Phase.DRAW:
        # the pile's top card onto each of the side's melds
        actions += [Action("take", (), meld.id) for meld in state.tables[state.side_of(state.current)]]
    if state.phase != Phase.PLAY:
        return actions
    rules = state.rules
    hand = state.hands[state.current]
    table = state.tables[state.side_of(state.current)]
    wilds = [card for card in hand if rules.is_wild(card)]
    actions += [Action("discard", (card,)) for card in hand]
    # every meld of the side's merged into every other (two groups of one rank merge)
    actions += [Action("merge", (), into.id, joining.id) for into in table for joining in table]
    one_per_rank = GROUP.unique(rules)
    one_open = rules.melds_per_rank == "one_open"

    def joined(rank):  # the group that cards of `rank` melded without naming a meld join, or None
        return table.group(rank) if one_per_rank else table.open_group(rules, rank) if one_open else None

    for card in hand:
        if rules.is_natural(card) and joined(card.rank) is not None:
            actions.append(Action("meld", (card,)))  # onto the group of its rank (its open group)
        if rules.is_natural(card):
            # onto every meld its kind says it fits now: the side's groups of its rank, a run's
            # ends, an escalera's ends where a player going out may lengthen it (a card that fits
            # only later is the table's placing one at a time)
            actions += [Action("meld", (card,), meld.id) for meld in table
                        if meld.kind.fits(rules, meld.key, meld.cards, card)
                        or meld.kind.extends_going_out(rules, meld.key, meld.cards, card)]
        if card.is_red_three or laid_out_three(rules, card):
            actions.append(Action("meld", (card,)))  # a three kept in hand, laid out
        if rules.is_wild(card):
            actions += [Action("meld", (card,), meld.id) for meld in table]
    naturals: dict[str, list] = {}
    for card in hand:
        if rules.is_natural(card) and (table.group(card.rank) is None or one_open and joined(card.rank) is None):
            naturals.setdefault(card.rank, []).append(card)
    # New melds of the smallest size that are melds in their own right (a meld left short
    # for now is the table's way of placing cards one at a time, not a move of the list).
    size = rules.meld_min_cards
    for rank, cards in naturals.items():
        for natural in range(2, size + 1):
            for base in itertools.islice(itertools.combinations(cards, natural), 12):
                for wild in itertools.islice(itertools.combinations(wilds, size - natural), 6):
                    if row_problem(rules, rank, base + wild, new=True) is None:
                        actions.append(Action("meld", base + wild))
    if DEUCE in rules.kinds and not (DEUCE.unique(rules) and table.has(DEUCE)):
        # a new meld of Twos in its own right: Twos, with jokers beside them where they may be
        twos = [card for card in hand if card.rank == "2"]
        others = [card for card in wilds if card.rank != "2"]
        for count in range(1, min(len(twos), size) + 1):
            for extra in itertools.islice(itertools.combinations(others, size - count), 6):
                cards = tuple(twos[:count]) + extra
                if DEUCE.problem(rules, "2", cards, new=True) is None:
                    actions.append(Action("meld", cards))
    if len(hand) == HAND_SIZE:
        actions.append(Action("meld", tuple(hand)))  # the whole hand: a special hand, where it is one
    threes = [card for card in hand if card.is_black_three]
    for count in (3, 4):
        if len(threes) >= count:
            actions.append(Action("meld", tuple(threes[:count])))
    if len(threes) >= 2:
        actions += [Action("meld", (*threes[:2], wild)) for wild in wilds]
    return actions


def same_move(state: GameState, action: Action) -> tuple:
    """An action with twin cards counted as one: where suits change nothing, by card kind
    (a Two is a Two); under rules where they matter (Kanastic), a new meld by its rank, how
    many naturals and which wild cards it holds."""
    if action.kind == "take" and action.to is not None:
        # onto the meld a plain take would choose: the same move
        top = state.pile_top()
        plain = table_group_for_take(state, top, state.pile_frozen_for(state.side_of(state.current)))
        return ("take",) if plain is not None and plain.id == action.to else ("take", action.to)
    if action.kind == "merge":
        return ("merge", action.to, action.joining)
    if action.kind not in ("meld", "discard"):
        return (action.kind,)
    suits_matter = state.rules.suits_matter
    target = meld_target(state, action) if action.kind == "meld" else None
    # The meld the cards go to: a new one of its kind and key, or the one on the table.
    rank = None if target is None else (target[0].name, target[1], target[2].id if target[2] else None)
    cards = action.cards
    if suits_matter and action.kind == "meld" and len(cards) > 1 and target is not None and target[2] is None:
        wild = tuple(sorted(card.rank for card in cards if state.rules.is_wild(card)))
        return ("meld", rank, len(cards) - len(wild), wild)
    rules = state.rules

    def key(card):  # only a natural card's suit may matter
        return str(card) if suits_matter and rules.is_natural(card) else card.rank if rules.is_wild(card) else card.kind
    return (action.kind, rank, tuple(sorted(map(key, cards))))


def check_both_ways(state: GameState) -> None:
    listed = state.legal_actions()
    for action in listed:
        assert state.explain(action) is None, (str(action), state.explain(action), state.to_text())
    listed_moves = {same_move(state, action) for action in listed}
    for action in candidates(state):
        if state.explain(action) is None:
            assert same_move(state, action) in listed_moves, (str(action), [str(a) for a in listed], state.to_text())


@settings(max_examples=40, deadline=None)
@given(games)
def test_the_move_list_and_the_judge_agree_both_ways(game):
    for state in random_positions(*game):
        check_both_ways(state)


@settings(max_examples=40, deadline=None)
@given(games)
def test_the_player_to_move_always_has_a_move_that_is_not_a_take_back(game):
    for state in random_positions(*game):
        if state.hand_over():
            continue
        kinds = {action.kind for action in state.legal_actions()}
        assert kinds - {"undo"}, state.to_text()


def test_both_ways_on_a_fixed_sample_of_long_games():
    for preset, players, seed in [("classic", 4, 1276), ("classic", 3, 361), ("kanastic", 3, 7),
                                  ("windows", 2, 5), ("kanastic", 4, 2), ("windows", 4, 656),
                                  ("samba", 2, 11), ("chilean", 4, 3), ("italian", 2, 7), ("italian", 4, 11),
                                  ("hand_and_foot", 4, 5), ("hand_and_foot", 6, 3), ("modern_american", 4, 9),
                                  ("cuban", 4, 5), ("cuban", 2, 8), ("uruguayan", 4, 6),
                                  ("british", 4, 4)]:
        for state in random_positions(preset, players, seed, 1500):
            check_both_ways(state)


# Of the seeds 0 to 79 of random two-player Windows games, these are the ones that come to a
# player with black threes melded (one position each); the others never do.
BLACK_THREES_SEEDS = (18, 30, 39, 57, 72)


def test_black_threes_on_the_table_mean_the_player_goes_out_this_turn():
    checked = 0
    for seed in BLACK_THREES_SEEDS:
        for state in random_positions("windows", 2, seed, 800):
            side = state.side_of(state.current)
            if state.phase == Phase.PLAY and state.tables[side].has(THREES):
                assert state.can_go_out(), state.to_text()
                checked += 1
    assert checked >= len(BLACK_THREES_SEEDS)


def test_a_pile_of_one_card_is_taken_when_the_last_card_in_hand_then_finishes_the_canasta():
    # One Ten in hand, five Tens on the table, a Ten on the pile: the top card makes six, the
    # Ten from the hand the canasta, and the player goes out. A plain take and a take onto
    # the Tens are the same move: both allowed, and listed (they once disagreed).
    from .helpers import play, position

    state = position("classic", """
    players: 3
    phase: draw
    current: 0
    opened 0: yes
    hand 0: Td
    table 0: T: Th Th Ts Tc Tc | K: Kh Ks Kd
    stock: 4c 9s Kd 9d
    pile: Ts
    """)
    check_both_ways(state)
    assert state.explain(Action("take")) is None
    play(state, "take", "meld Td to T")
    assert state.legal_actions() == [Action("out")]
