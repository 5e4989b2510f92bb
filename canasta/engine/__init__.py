"""The rules engine: pure Python, no pygame, no YAML, no I/O.

Its modules live in rooms, each importing only rooms before it (bench/import_graph.py
prints the arrows): derived (what is worked out from a rule set, kept beside it), sentences
(what the engine says: templates and values), cards, play, values, melds, scoring, rules,
state, features, solver, reach, judge, moves, text, game. What is exported here is the
engine's public face: the
computer players, the table, the saved files and the tools import these names from
`canasta.engine` and nothing from the rooms themselves (tests/test_public_face.py), so the
rooms can be rearranged without touching them. The rule sets' hooks (canasta/variants)
extend the rooms directly.
"""

# The game: its state, moves, what a move did, what a seat sees, records.
from .game.state import GameState, Phase
from .game.variant import Variant, variant_of
from .play.actions import (ACABA, ASK, ASK_ACABA, DRAW, NO, OUT, PASS, PUTBACK, STOP, TAKE, TURN, UNDO, YES,
                           Action)
from .game.events import MoveEvent
from .game.observation import Observation
from .game.record import FORMAT_VERSION, OLDEST_FORMAT, PLAIN_FORMAT, GameRecord
from .game.unseen_deal import determinize
from .game.queries import blocked_turns, pile_take_mode, side_requirement
from .play.errors import IllegalActionError, InvalidPositionError, RecordError, RuleOptionError, reason_of
from .state.seating import SIX_PLAYER_SIDE_WORDS, seat_sides

# Cards and decks.
from .cards.cards import (ARTIFACT, COLOUR_NAMES, COLOURS, JOKER, LETTERS, NATURAL_RANKS, RANK_NAMES, RANK_PLURALS,
                          SHIELD, STAR, STAR_CARD, SWORD, TREASURE_POT, VOWELS, Card, cards_text, every_card,
                          letter_card, parse_cards)
from .cards.card_names import PLAYING_CARDS, CardNames, LetterCardNames
from .cards.decks import CONSONANTS, DECK_CARDS, DECK_KINDS, DeckSpec

# The rules: the options, their values and how the Rules dialog groups them.
from .rules.rules import (BLOCKING_KINDS, SEAT_COUNTS, MeldThreshold, PerPlayers, RankBonus, RedThreePoints, Rules,
                          counts_words, parse_option)
from .rules.rule_groups import GROUPS, WINDOWS, grouped_options, windows_options
from .rules.rule_groups import THREES as THREES_OPTIONS
from .values.rule_values import INCOMPLETE_MELDS, PURE_PREFIX, SIX_PLAYER_SIDES, WildCanastaBonus

# Melds: their kinds, the side's table, canastas and the limits on melds.
from .melds.meld_kinds import (GROUP, MELD_KIND_WORDS, MELD_KINDS, RUN, THREES, WILD, WILD_MIN, MeldKind, is_natural,
                               kind_of_new_meld)
from .melds.deuce_meld import DEUCE, TWO, twos_locked
from .melds.table import Meld, SideTable
from .melds.canasta_kinds import (CANASTA_KINDS, canasta_kind, canasta_name, canasta_word, canastas_short, kinds_named,
                                  kinds_to_go_out, kinds_words, needs_words)
from .melds.meld_limits import blocking_kind, dead_rank, incomplete_block_problem, meld_limits_apply, wild_limit_problem
from .melds.special_hands import (HAND_SIZE, SpecialHand, keeps_a_three, special_hand_action_cards, special_hand_offer,
                                  special_hands)

# What the judge says of a position: the questions the table and the computer players ask.
from .state.discards import discard_limits, discard_problem, first_turn_problem, hand_discard_problem, laid_out_three
from .state.first_meld import NATURAL_OR_BETTER, canasta_counts, canasta_made, canasta_words, is_clean, is_natural_canasta
from .state.this_turn import last_is_switch, meld_target, must_ask_first
from .judge.dealing import is_set_aside, kept_threes
from .judge.legality import ask_acaba_dead_end
from .judge.merging import completing_merges, last_is_merge
from .judge.taking import table_group_for_take
from .features.acaba import (ACABA_QUESTION, acaba_problem, ask_acaba_problem, asked_acaba, conceding_side,
                             must_say_acaba, question_words)
from .features.lexicon import LETTERS as WORD_LETTERS
from .features.lexicon import Lexicon
from .solver.kept_answers import forget_kept_answers

# What the engine says to a player: sentences that keep their template and values.
from .sentences.message import (COUNTED_NOUNS, GENDER, GENDERS, CountWord, Grouped, Message, Quoted, RuleSetTitle,
                                article, clause, count_word, opening, say, say_plural)
from .rules.pile import pile_word

# Scores.
from .scoring.scoring import HandResult, SideScore, score_hand
from .scoring.standard_parts import red_three_points
from .scoring.american_parts import HELD_RANK_LIMIT, held_rank_points
from .scoring.canastas_to_win import won_by_canastas

from .moves import endings  # noqa: F401,E402  (the search the solver asks where its count model does not know the rules)

__all__ = [
    # the game
    "GameState", "Phase", "Variant", "variant_of",
    "Action", "ACABA", "ASK", "ASK_ACABA", "DRAW", "NO", "OUT", "PASS", "PUTBACK", "STOP",
    "TAKE", "TURN", "UNDO", "YES", "MoveEvent", "Observation", "GameRecord", "FORMAT_VERSION", "OLDEST_FORMAT",
    "PLAIN_FORMAT", "determinize", "blocked_turns", "pile_take_mode", "side_requirement", "IllegalActionError",
    "InvalidPositionError", "RecordError", "RuleOptionError", "reason_of", "seat_sides", "SIX_PLAYER_SIDE_WORDS",
    # cards
    "Card", "parse_cards", "cards_text", "every_card", "NATURAL_RANKS", "RANK_PLURALS", "COLOURS", "COLOUR_NAMES",
    "LETTERS", "STAR", "TREASURE_POT", "CardNames", "LetterCardNames", "PLAYING_CARDS", "DECK_CARDS", "DeckSpec",
    "ARTIFACT", "JOKER", "RANK_NAMES", "SHIELD", "STAR_CARD", "SWORD", "VOWELS", "letter_card", "CONSONANTS",
    "DECK_KINDS",
    # rules
    "Rules", "BLOCKING_KINDS", "SEAT_COUNTS", "MeldThreshold", "PerPlayers", "RankBonus", "RedThreePoints",
    "counts_words", "parse_option", "GROUPS", "WINDOWS", "THREES_OPTIONS", "grouped_options", "windows_options",
    "INCOMPLETE_MELDS", "PURE_PREFIX", "SIX_PLAYER_SIDES", "WildCanastaBonus",
    # melds
    "GROUP", "RUN", "THREES", "WILD", "DEUCE", "TWO", "WILD_MIN", "MELD_KIND_WORDS", "MELD_KINDS", "MeldKind",
    "is_natural",
    "kind_of_new_meld", "twos_locked", "Meld", "SideTable", "CANASTA_KINDS", "canasta_kind", "canasta_name",
    "canasta_word", "canastas_short", "kinds_named", "kinds_to_go_out", "kinds_words", "needs_words", "blocking_kind",
    "dead_rank",
    "incomplete_block_problem", "meld_limits_apply", "wild_limit_problem", "HAND_SIZE", "SpecialHand",
    "keeps_a_three", "special_hand_action_cards", "special_hand_offer", "special_hands",
    # the judge's questions
    "discard_limits", "discard_problem", "first_turn_problem", "hand_discard_problem", "laid_out_three",
    "NATURAL_OR_BETTER", "canasta_counts", "canasta_made", "canasta_words", "is_clean", "is_natural_canasta",
    "last_is_switch",
    "meld_target", "must_ask_first", "is_set_aside", "kept_threes", "ask_acaba_dead_end", "completing_merges",
    "last_is_merge", "table_group_for_take", "ACABA_QUESTION", "acaba_problem", "ask_acaba_problem", "asked_acaba",
    "conceding_side", "must_say_acaba", "question_words", "Lexicon", "WORD_LETTERS", "forget_kept_answers",
    # messages
    "Grouped", "Message", "Quoted", "clause", "opening", "say", "say_plural", "pile_word",
    "COUNTED_NOUNS", "GENDER", "GENDERS", "CountWord", "RuleSetTitle", "article", "count_word",
    # scores
    "HandResult", "SideScore", "score_hand", "red_three_points", "HELD_RANK_LIMIT", "held_rank_points",
    "won_by_canastas",
]
