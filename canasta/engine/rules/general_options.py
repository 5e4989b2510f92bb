"""The declarations of the rule options rule sets share: each option's type (the
annotation), its default, its dialog line, group, place, allowed values and words
(rule_groups.option). `RuleOptions` (rule_options.py) adds the options of single
families after these; the order here is the order positions and records write the options
in, and the dialog's order within a group where no place is given."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Iterator

from ..cards.decks import DECK_CARDS, DECK_KINDS, STANDARD_VALUES
from ..melds.meld_kinds import MELD_KIND_WORDS, MELD_KINDS
from .pile import PILE_POLICIES
from .rule_groups import DEAL, GOING_OUT, MELDS, PILE, THREES, VALUES, WindowsWords, option
from ..values.rule_values import (
    CLASSIC_MINIMUM_MELD,
    SEAT_COUNTS,
    MeldThreshold,
    PerPlayers,
    RankBonus,
    RedThreePoints,
    WildCanastaBonus,
)
from ..scoring import standard_parts  # noqa: F401  (registers the standard score parts: the choices of score_parts)
from ..scoring.score_parts import SCORE_PART_WORDS, SCORE_PARTS, STANDARD_SCORE_PARTS

class _PlayableDecks(Collection[str]):
    """The decks a rule set may choose: those whose cards are melded in a kind of meld
    the engine plays (the BWC letter cards once the word melds' hook is registered). A
    live view, as the hooks register kinds after this module is read."""

    def _names(self) -> tuple[str, ...]:
        return tuple(name for name in DECK_KINDS if DECK_CARDS[name].melded_as in MELD_KINDS)

    def __contains__(self, name: object) -> bool:
        return name in self._names()

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __len__(self) -> int:
        return len(self._names())


PLAYABLE_DECKS = _PlayableDecks()


@dataclass(frozen=True)
class GeneralOptions:
    """The options of rule sets in general, as declared (RuleOptions adds those of single
    families). Defaults are classic Canasta (Official Laws)."""

    name: str = option("classic", "Short name of the rule set.", group=None)
    title: str = option("Classic Canasta", "Name of the rule set shown to players.", group=None)
    source: str = option("", "Where the rules come from.", group=None)
    description: str = option("", "A few sentences on the rule set, for the help.", group=None)

    deck: str = option("standard", "The cards: standard packs with jokers, the Kanastic deck, or the BWC letter cards.",
                       group=DEAL, place=40, choices=PLAYABLE_DECKS)
    packs: PerPlayers = option(PerPlayers.of(2), "Standard 52-card packs shuffled together.",
                               group=DEAL, place=90, minimum=1, maximum=8)
    jokers_per_pack: int = option(2, "Jokers added with each pack.", group=DEAL, place=100, minimum=0, maximum=4)
    card_values: tuple[tuple[str, int], ...] = option(
        STANDARD_VALUES, "Points of each kind of card, on the table and (subtracted) in hand.", group=VALUES)
    hand_values: tuple[tuple[str, int], ...] = option(
        (), "Points a kind of card costs when left in a hand at the end, where that differs from its "
            "points on the table.", group=VALUES, quiet=True)

    players: int = option(4, "Number of players the rule set is usually played with.",
                          group=DEAL, place=10, choices=SEAT_COUNTS)
    player_counts: tuple[int, ...] = option((2, 3, 4), "Numbers of players the rule set can be played with.",
                                            group=DEAL, place=20, quiet=True, choices=SEAT_COUNTS,
                                            words={count: f"{count} players" for count in SEAT_COUNTS})
    partnerships: bool = option(True, "With four (or six) players, partners sit opposite each other and "
                                      "score together.", group=DEAL, place=30)
    hand_size: PerPlayers = option(PerPlayers.of({2: 15, 3: 13, 4: 11}), "Cards dealt to each player.",
                                   group=DEAL, place=50, minimum=1, maximum=25)
    foot_size: int = option(
        0, "Cards dealt face down beside each player's hand as a foot, which nobody may look at, played once the "
           "hand is used up (0: no foot).", group=DEAL, place=86, minimum=0, maximum=25, quiet=True)
    cards_drawn: PerPlayers = option(
        PerPlayers.of({2: 2, 3: 1, 4: 1}), "Cards drawn from the stock each turn.", group=DEAL,
        windows=WindowsWords(3, "Cards drawn each turn", "How many cards each player must draw in each turn."),
        minimum=1, maximum=2)
    canastas_to_go_out: PerPlayers = option(
        PerPlayers.of({2: 2, 3: 1, 4: 1}), "Canastas a side needs before a player may go out.", group=GOING_OUT,
        windows=WindowsWords(2, "Canastas needed to go out", "Whether one or two canastas are needed before a "
                                                             "player is allowed to finish a round."),
        minimum=0, maximum=7)
    canastas_to_go_out_of_kind: tuple[tuple[str, PerPlayers], ...] = option(
        (), "How many of the canastas needed to go out must be of a kind: natural, mixed, complete runs "
            "(sequence) or complete wild melds (wild); a canasta of one kind never stands in for another.",
        group=GOING_OUT, quiet=True)
    target_score: int = option(5000, "The game ends after the hand in which a side reaches this score.",
                               group=DEAL, place=80, minimum=100, maximum=100000)
    game_length_hands: int | None = option(
        None, "The game ends after this many hands, whatever the scores; with equal totals at the top another "
              "hand is played (empty: the target score ends the game).", group=DEAL, place=85,
        empty="by the target score", minimum=1, maximum=50, quiet=True)
    upcard: str = option(
        "turn", "How the pile starts: one card turned up (a wild card or red three turned up is covered by the "
                "next card), the pozzo: cards turned up until a natural one, with as many cards face down "
                "under them as its rank says (4 to 10 their number, Jack 11, Queen 12, King 13, Ace 14), "
                "or empty (no card turned up).",
        group=DEAL, place=95, choices=("turn", "by_rank", "none"), quiet=True,
        words={"turn": "One card turned up", "by_rank": "Cards under it by its rank", "none": "Empty"})
    upcard_covered: tuple[str, ...] = option(
        ("wild", "3r"), "A card of these kinds turned up as the upcard stays in the pile, and the next card is "
                        "turned up on top of it.", group=DEAL, place=96, quiet=True, choices=("wild", "3r", "3b"),
        words={"wild": "Wild cards", "3r": "Red threes", "3b": "Black threes"})
    first_player: str = option(
        "left_of_dealer", "Who starts each hand: the player left of the dealer (the deal rotates), or always the "
                          "first seat.", group=DEAL, place=60, choices=("left_of_dealer", "first_seat"),
        words={"left_of_dealer": "Left of the dealer", "first_seat": "Always seat 1"})

    minimum_meld: tuple[MeldThreshold, ...] = option(
        CLASSIC_MINIMUM_MELD, "Points a side's first meld of a hand must reach, by the side's score (or by the "
                              "hand's number, as the next option says).",
        group=MELDS, place=10)
    minimum_meld_by: str = option(
        "score", "The first-meld table is read by the side's score, or by the number of the hand (each entry "
                 "then starts from a hand).", group=MELDS, place=12, choices=("score", "hand"), quiet=True,
        words={"score": "By the side's score", "hand": "By the hand number"})
    meld_min_cards: int = option(3, "Cards a meld needs at least.", group=MELDS, place=20, minimum=2, maximum=7)
    meld_min_naturals: int = option(2, "Natural cards a meld needs at least.", group=MELDS, place=40,
                                    minimum=1, maximum=7)
    meld_max_wild: int | None = option(3, "Wild cards a meld may hold at most (empty: no fixed limit).",
                                       group=MELDS, place=50, empty="no fixed limit", minimum=0, maximum=12)
    word_list: str | None = option(
        None, "The word list that decides which words are melds, where melds are words (BWC Canasta).",
        group=MELDS, place=3, empty="melds are not words", quiet=True)
    word_min_letters: int = option(3, "Letters a word needs to be a meld.", group=MELDS, place=21, minimum=2,
                                   maximum=7, quiet=True)
    naturals_per_star: int = option(2, "Natural letters a word needs for each star (wild card) in it.",
                                    group=MELDS, place=56, minimum=1, maximum=7, quiet=True)
    combine_min_letters: int | None = option(
        7, "Whole words on the table may be joined into one word of at least this many letters (empty: never).",
        group=MELDS, place=82, empty="never", minimum=2, maximum=30, quiet=True)
    switch_to_natural: bool = option(
        False, "Letters of a mixed canasta may be exchanged for the same letters from the hand or another word, "
               "to make it natural.", group=MELDS, place=84, quiet=True)
    word_bonus_multiplier: tuple[tuple[str, int], ...] = option(
        (), "Canasta bonuses multiplied for these words.", group=MELDS, place=112, quiet=True)
    wild_may_outnumber_naturals: bool = option(True, "A meld may hold more wild cards than natural cards.",
                                               group=MELDS, place=60)
    wild_fewer_than_naturals: bool = option(
        False, "A meld always holds fewer wild cards than natural cards.", group=MELDS, place=62, quiet=True)
    wild_to_canasta: bool = option(True, "A wild card may be added to a completed canasta.", group=MELDS,
                                   place=65, quiet=True)
    meld_max_cards: int | None = option(None, "Cards a meld may hold at most (empty: no limit).",
                                        group=MELDS, place=30, empty="no limit", minimum=3, maximum=20)
    new_meld_distinct_suits: int = option(
        0, "Different suits the natural cards of a new meld must show (0: suits do not matter).",
        group=MELDS, place=70, minimum=0, maximum=4)
    meld_kinds: tuple[str, ...] = option(
        ("group", "threes"), "The kinds of meld the rule set allows: groups of a rank, black threes going out, "
                             "runs of a suit, melds of wild cards, melds of Twos.", group=MELDS, place=5, quiet=True,
        choices=MELD_KINDS.keys(), words=MELD_KIND_WORDS)  # live: the hooks register kinds of their own
    melds_per_rank: str = option(
        "one", "One meld of each rank for a side, or several (cards then join the meld the player names, "
               "and two groups of one rank may be merged), or several with only one of them short of a "
               "canasta at a time (one_open).",
        group=MELDS, place=6, choices=("one", "many", "one_open"), quiet=True,
        words={"one": "One per rank", "many": "Several", "one_open": "One open at a time"})
    sequence_canasta_bonus: int = option(1500, "Bonus for a complete run of seven cards.", group=MELDS,
                                         place=160, minimum=0, maximum=10000, quiet=True)
    wild_canasta_bonus: WildCanastaBonus = option(
        WildCanastaBonus(), "Bonus for a complete meld of seven wild cards (where it differs by what the meld "
                            "holds: seven Twos, all four jokers, any other mix).", group=MELDS,
        place=170, minimum=0, maximum=10000, quiet=True)
    canasta_words: tuple[tuple[str, str], ...] = option(
        (), "What the rule set calls a kind of canasta, where it has a word of its own: a complete run "
            "(sequence) a samba or an escalera, a complete wild meld (wild) a bolivia.", group=MELDS,
        place=175, quiet=True)
    golden_suit: bool = option(False, "Gold cards of consecutive ranks may be melded as a golden suit, "
                                      "with Artifacts standing in; a golden suit is a first meld on its own.",
                               group=MELDS, place=120)
    golden_suit_size: int = option(7, "Cards that complete a golden suit.", group=MELDS, place=130,
                                   minimum=3, maximum=11)
    golden_suit_natural_bonus: int = option(5000, "Bonus for a complete golden suit without Artifacts.",
                                            group=MELDS, place=140, minimum=0, maximum=100000)
    golden_suit_mixed_bonus: int = option(2500, "Bonus for a complete golden suit with Artifacts.",
                                          group=MELDS, place=150, minimum=0, maximum=100000)

    canasta_size: int = option(7, "Cards that make a meld a canasta.", group=MELDS, place=80, minimum=3, maximum=13)
    natural_canasta_bonus: int = option(500, "Bonus for a canasta without wild cards.", group=MELDS, place=90,
                                        minimum=0, maximum=10000)
    mixed_canasta_bonus: int = option(300, "Bonus for a canasta with wild cards.", group=MELDS, place=100,
                                      minimum=0, maximum=10000)
    canasta_bonus_by_rank: tuple[RankBonus, ...] = option((), "Canasta bonuses that differ for certain ranks.",
                                                          group=MELDS, place=110)

    pile_taking: str = option(
        "standard", "How the pile is taken: whole, with its top card (standard); or only the top card before "
                    "the side melds and the whole pile after it, on the Kanastic conditions (kanastic).",
        group=PILE, place=10, choices=PILE_POLICIES.keys())  # the pile policies registered (pile.py)
    pile_take_count: int | None = option(
        None, "Cards that come with the pile when it is taken: its top card and the next ones, this many in all; "
              "the rest stays as the pile (empty: the whole pile).", group=PILE, place=12,
        empty="the whole pile", minimum=1, maximum=500, quiet=True)
    pickup_min_hand: int = option(4, "Cards a player must hold to pick up the whole pile (Kanastic).",
                                  group=PILE, place=70, minimum=0, maximum=20)
    pickup_min_stock: int = option(4, "Cards the stock must hold for the whole pile to be picked up (Kanastic).",
                                   group=PILE, place=80, minimum=0, maximum=20)
    blocking_discards: tuple[str, ...] = option(
        (), "Cards that, discarded, block the pile until their discarder's next turn begins.", group=PILE, place=90)
    opening_discard: bool = option(
        False, "The first player is dealt one card more and opens by discarding; that card may not be taken.",
        group=DEAL, place=70)
    wild_freezes_pile: bool = option(True, "A wild card in the discard pile freezes it.", group=PILE, place=20)
    red_three_freezes_pile: bool = option(True, "A red three in the discard pile freezes it.",
                                          group=PILE, place=30)
    pile_frozen_before_side_melds: bool = option(
        True, "The pile is frozen for a side that has not melded yet this hand.", group=PILE, place=40)
    pile_top_to_existing_meld: bool = option(
        True, "When the pile is not frozen, its top card may be added to a meld the side already has.",
        group=PILE, place=50)
    pile_pair_with_wild: bool = option(
        True, "When the pile is not frozen, one natural and one wild card from the hand may take its top card.",
        group=PILE, place=45, quiet=True)
    pile_top_to_canasta: bool = option(
        True, "The pile may be taken by adding its top card to a completed canasta.", group=PILE,
        windows=WindowsWords(6, "Discard Pile options - Add top card to canasta",
                             "Whether it is allowed to take the discard pile by adding the top card to a canasta "
                             "you have made on the table."))
    pile_top_to_sequence: bool = option(
        False, "When the pile is not frozen, its top card may be added to an end of a run the side has.",
        group=PILE, place=55, quiet=True)
    pile_always_frozen: bool = option(
        False, "The pile is always frozen: it is taken only with natural cards of its top card's rank from the "
               "hand, by anyone, at any time.", group=PILE, place=42, quiet=True)
    pile_frozen_naturals: int = option(
        2, "Natural cards of the top card's rank the hand must show to take a pile frozen by a wild card in it.",
        group=PILE, place=43, minimum=2, maximum=4, quiet=True)
    pile_needs_earlier_meld: bool = option(
        False, "Only a side that melded in an earlier turn of the hand may take the pile.", group=PILE,
        place=44, quiet=True)
    pile_blocked_by_canasta: bool = option(
        False, "The pile cannot be taken when its top card is of a rank in which the side has a canasta.",
        group=PILE, place=46, quiet=True)
    pile_name: str = option("pile", "What the players call the discard pile, in the table's sentences.",
                            group=PILE, place=5, quiet=True)
    top_card_counts_for_initial_meld: bool = option(
        True, "The pile's top card counts toward the first meld's minimum "
              "(when it does not, its value is added to the minimum).", group=PILE,
        windows=WindowsWords(7, "Discard Pile options - Top card counts for initial meld",
                             "Whether the value of the top card of the discard pile counts for the required "
                             "minimum, when you use the pile to create your first meld in a round."))
    put_back_penalty: int | None = option(
        None, "Points lost for putting back a taken top card that cannot be used "
              "(empty: taking the pile cannot be taken back).", group=PILE, place=60, empty="not allowed",
        minimum=0, maximum=1000)

    threes: str = option(
        "classic", "What threes are: red threes laid out for a bonus and black threes stopping the pile (classic); "
                   "dead cards, never melded nor laid out, that stay in the hand until discarded and cost "
                   "their points in hand when the hand ends (dead); or every three laid out at once and "
                   "scored by colour, red and black apart (bonus_both).", group=THREES, place=5,
        choices=("classic", "dead", "bonus_both"), quiet=True,
        words={"classic": "Red threes laid out", "dead": "Dead, kept until discarded",
               "bonus_both": "All laid out, by colour"})
    red_three_replaced_when_drawn: bool = option(
        True, "A red three drawn from the stock is replaced by another card.", group=THREES,
        windows=WindowsWords(4, "Red Three options - Draw extra card",
                             "Whether it is allowed to draw a second card from the fresh deck, when the first "
                             "drawn card is a Red Three."))
    red_three_discard_allowed: bool = option(
        False, "A red three drawn may be kept and discarded to block the pile, like a wild card.", group=THREES,
        windows=WindowsWords(5, "Red Three options - Block discard pile",
                             "Whether it is allowed to use a Red Three to block the discard pile as with a "
                             "wildcard."))
    red_three_points: RedThreePoints = option(
        RedThreePoints(), "A side's points for its red threes: so much each, or by how many it has, or for "
                          "all the red threes of the deck.", group=THREES)
    red_threes_sign: str = option(
        "melded", "When red threes count for the side and when against it: for a side that has melded (melded), "
                  "for a side with enough canastas (canastas), or against a side without a canasta, nothing "
                  "with one and for it with two or more (swing).", group=THREES,
        choices=("melded", "canastas", "swing"),
        words={"melded": "Once the side melded", "canastas": "With enough canastas", "swing": "By canastas made"})
    threes_positive_canastas: int = option(
        2, "Canastas a side needs for its red threes to count for it (when they count by canastas).",
        group=THREES, minimum=0, maximum=6)

    black_threes_with_wild: bool = option(
        False, "A player going out may meld two black threes with one wild card.", group=THREES)
    stock_exhausted: str = option(
        "end", "When the stock runs out: play on while the discard can be taken (end), "
               "let the player stop or turn the pile over as a new stock (choice), shuffle the pile "
               "into a new stock (reshuffle), or end the hand as soon as a player is to draw (stop).",
        group=GOING_OUT, choices=("end", "choice", "reshuffle", "stop"),
        words={"end": "Play on, then end", "choice": "Stop or turn over", "reshuffle": "Reshuffle",
               "stop": "End the hand"})
    max_stock_renewals: int | None = option(
        None, "How often the stock may be renewed from the pile in one hand; once more, and the hand "
              "ends when the stock runs out (empty: no limit).", group=GOING_OUT, empty="no limit",
        minimum=0, maximum=100)
    pass_discard: bool = option(
        False, "A player without the canastas to go out who has one card left keeps it instead of discarding.",
        group=GOING_OUT)
    ask_partner: bool = option(True, "In partnerships a player may ask the partner \"May I go out?\"; "
                                     "the answer binds.", group=GOING_OUT)
    must_ask_partner: bool = option(
        False, "In partnerships a player must ask the partner \"May I go out?\" before going out; "
               "the answer binds.", group=GOING_OUT, quiet=True)
    going_out_from_foot: bool = option(
        False, "A player goes out only from the foot: a hand used up while the foot is still down brings the foot "
               "in, and is not going out.", group=GOING_OUT, quiet=True)
    sequence_extend_going_out: bool = option(
        False, "A player going out may add natural cards of its suit to either end of a complete run, "
               "beyond seven cards.", group=GOING_OUT, quiet=True)

    going_out_needs_discard: bool = option(False, "A player going out must discard the last card.",
                                           group=GOING_OUT)
    going_out_bonus: int = option(100, "Bonus for going out.", group=GOING_OUT, minimum=0, maximum=10000)
    concealed_going_out_bonus: int = option(
        200, "Going-out bonus for a player whose side melds the whole hand in one turn.", group=GOING_OUT,
        minimum=0, maximum=10000)
    canastas_to_win: int | None = option(
        None, "Canastas that win: a side with this many on the table at the end of a turn ends the hand, "
              "scores the bonus below and wins the game (empty: none).", group=GOING_OUT, empty="none",
        minimum=2, maximum=20, quiet=True)
    canastas_to_win_bonus: int = option(
        5000, "Bonus for the side that reaches the canastas that win.", group=GOING_OUT,
        minimum=0, maximum=20000, quiet=True)
    concealed_needs_minimum: bool = option(
        True, "Going out concealed must still reach the minimum for a first meld.", group=GOING_OUT)
    concealed_going_out_doubles: bool = option(
        False, "Going out in the turn of the side's first meld doubles that side's hand score.", group=GOING_OUT)
    wild_discard_going_out_doubles: bool = option(
        False, "Going out with a wild card as the last discard doubles both sides' hand scores.", group=GOING_OUT)
    treasure_pot_value: int = option(100, "Bonus for each Treasure Pot (Kanastic).", group=VALUES,
                                     minimum=0, maximum=10000)
    all_treasure_pots_value: int = option(1200, "Bonus for all four Treasure Pots together (Kanastic).",
                                          group=VALUES, minimum=0, maximum=10000)
    incomplete_meld_penalty: tuple[tuple[str, int], ...] = option(
        (), "Points a side loses when the hand ends for each of its melds that is short of a kind: "
            "short_sequence, a run of fewer cards than the length below.", group=VALUES, quiet=True)
    short_sequence_length: int = option(5, "A run with fewer cards than this is short when the hand ends.",
                                        group=VALUES, minimum=4, maximum=8, quiet=True)
    score_parts: tuple[str, ...] = option(
        STANDARD_SCORE_PARTS, "The parts a hand's score is made of, in the order they are shown: cards on the "
                              "table and in hand, canastas, red threes, going out and so on.", group=VALUES,
        choices=SCORE_PARTS.keys(), words=SCORE_PART_WORDS)  # live: the hooks register parts of their own
    canasta_required_for_positive_score: bool = option(
        False, "A side without the canastas needed to go out scores all its cards, "
               "on the table and in hand, as minus points.", group=VALUES,
        windows=WindowsWords(1, "Canasta required for positive score",
                             "Whether Canastas are needed to make the value of the cards on the table count "
                             "positively, when a round is finished. If Yes, the cards on the table only add to "
                             "your score if you have made at least the number of Canastas of 'Canastas needed "
                             "to go out'; otherwise their value is deducted."))
