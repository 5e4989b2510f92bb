"""How Kanastic differs from the standard rules, where data cannot say it
(rules/kanastic.md).

Its golden suit, a meld kind registered as `golden_suit` (rulings 4 to 6):

- gold cards (the hearts of the Kanastic deck) of consecutive ranks, at least three of
  them, each rank once, with up to three Artifacts standing in for missing ranks;
- complete at `golden_suit_size` cards, with a bonus of its own, natural or with Artifacts;
- a first meld on its own at every score; the table lays it out in rank order.

How it takes the pile, registered as `pile_taking: kanastic` (rulings 3 and 8 to 10):

- The opening discard may not be taken, and a discarded Shield, Sword or Artifact
  blocks the pile until its discarder begins another turn.
- Only a natural card on top can be taken, and it always starts a new meld of its
  rank with two naturals from the hand of two other suits (never wild cards).
- A side that has not melded takes the top card alone, for its first meld; the rest
  of the pile stays ("top").
- A side that has melded picks up the whole pile ("pickup"): not with a rank the
  side has already melded, not before the partner who made the side's first meld
  has begun another turn, and only while the hand and the stock hold enough cards.
  The pile comes into the hand after the discard.

How it scores a hand (rulings 2, 4, 12 and 13), in parts its preset names in
`score_parts` (canasta.engine.scoring.score_parts):

- `hand_cards_and_shields`: the cards in hand, Shields left in hand on a line of their own.
- `treasure_pots`: the Treasure Pots set aside, minus for a side that has not melded.
- `going_out_on_first_meld`: going out, and going out in the turn of the side's first
  meld as an achievement of its own, added to it.
- and the standard `doublings` (both of Kanastic's options on): going out on the first
  meld doubles the side's score, going out with a wild card as the last discard both
  sides' scores, each a line of its own.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Sequence

from canasta.engine.cards.cards import ARTIFACT, NATURAL_RANKS, RANK_PLURALS, SHIELD, Card
from canasta.engine.melds.meld_kinds import MeldKind, Offer, is_natural, register_meld_kind
from canasta.engine.rules.pile import HandGuess, register_pile_policy
from canasta.engine.scoring.score_parts import ScoreLine, register_old_text_parts, register_score_part
from canasta.engine.scoring.standard_parts import set_aside_points, went_out_side
from canasta.engine.sentences.message import count_word, say

if TYPE_CHECKING:
    from canasta.engine import GameState, Rules
    from canasta.engine.melds.table import SideTable

GOLDEN_SUIT_MIN_NATURAL = 3
GOLDEN_SUIT_MAX_ARTIFACTS = 3


class GoldenSuit(MeldKind):
    """Kanastic: gold cards of consecutive ranks, with Artifacts standing in."""

    name = "golden_suit"
    one_key = "G"
    first_meld_alone = True
    laid_out_in_order = True
    gather_start = GOLDEN_SUIT_MIN_NATURAL

    def key_of(self, rules: Rules, cards: Sequence[Card]) -> str | None:
        naturals = [card for card in cards if not rules.is_wild(card)]
        if len({card.rank for card in naturals}) > 1 and all(card.is_gold for card in naturals):
            return "G"
        return None

    def problem(self, rules: Rules, key: str, cards: Sequence[Card], new: bool = False) -> str | None:
        gold = [card for card in cards if card.is_gold]
        artifacts = sum(1 for card in cards if card.rank == ARTIFACT)
        if len(gold) + artifacts != len(cards):
            return say("Only gold cards and Artifacts go in a golden suit.")
        if len(gold) < GOLDEN_SUIT_MIN_NATURAL:
            return say("A golden suit needs at least {least} natural gold cards.", least=GOLDEN_SUIT_MIN_NATURAL)
        if artifacts > GOLDEN_SUIT_MAX_ARTIFACTS:
            return say("A golden suit may hold at most {most} Artifacts.", most=GOLDEN_SUIT_MAX_ARTIFACTS)
        ranks = sorted(NATURAL_RANKS.index(card.rank) for card in gold)
        if len(set(ranks)) != len(ranks):
            return say("A golden suit holds each rank once.")
        span = ranks[-1] - ranks[0] + 1
        if span - len(ranks) > artifacts or max(span, len(cards)) > len(NATURAL_RANKS):
            return say("The gold cards of a golden suit must be of consecutive ranks (Artifacts may fill the gaps).")
        return None

    def complete_size(self, rules: Rules) -> int:
        return rules.golden_suit_size

    def is_complete(self, rules: Rules, cards: Sequence[Card]) -> bool:
        return len(cards) >= rules.golden_suit_size

    def fits(self, rules: Rules, key: str, cards: Sequence[Card], card: Card) -> bool:
        if card.rank == ARTIFACT:
            return (sum(1 for other in cards if other.rank == ARTIFACT) < GOLDEN_SUIT_MAX_ARTIFACTS
                    and len(cards) < len(NATURAL_RANKS))
        if not card.is_gold or any(other.rank == card.rank for other in cards) or len(cards) >= len(NATURAL_RANKS):
            return False
        ranks = sorted(NATURAL_RANKS.index(other.rank) for other in cards if other.is_gold)
        artifacts = sum(1 for other in cards if other.rank == ARTIFACT)
        index = NATURAL_RANKS.index(card.rank)
        low, high = min(ranks[0], index), max(ranks[-1], index)
        return (high - low + 1) - (len(ranks) + 1) <= artifacts

    def bonus(self, rules: Rules, key: str, cards: Sequence[Card]) -> tuple[str, int] | None:
        if not self.is_complete(rules, cards):
            return None
        return "golden", rules.golden_suit_natural_bonus if is_natural(rules, cards) else rules.golden_suit_mixed_bonus

    def bonuses(self, rules: Rules, key: str) -> tuple[int, int]:
        return rules.golden_suit_natural_bonus, rules.golden_suit_mixed_bonus

    def wild_room(self, rules: Rules, key: str, cards: Sequence[Card]) -> int:
        artifacts = sum(1 for card in cards if card.rank == ARTIFACT)
        return max(min(GOLDEN_SUIT_MAX_ARTIFACTS - artifacts, len(NATURAL_RANKS) - len(cards)), 0)

    def join_problem(self, rules: Rules, key: str, cards: Sequence[Card], new: Sequence[Card],
                     as_before: bool = False) -> str | None:
        if len(cards) + len(new) > len(NATURAL_RANKS) and not as_before:
            return say("A golden suit holds at most {most} cards: one for each realm.", most=len(NATURAL_RANKS))
        if any(not (card.is_gold or card.rank == ARTIFACT) for card in new):
            return say("Only gold cards, and Artifacts standing in, go in a golden suit.")
        return None

    def offers(self, rules: Rules, hand: Sequence[Card], table: SideTable) -> list[Offer]:
        """New golden suits of three gold cards, with the Artifacts that fill the gaps
        between them (ruling 6: a suit starts with three natural gold cards, Artifacts
        standing in), and gold cards that fit the side's suit (Artifacts join it as the
        move list lists wild cards)."""
        gold = sorted({card for card in hand if card.is_gold}, key=lambda card: card.sort_key)
        suit = table.find(self, self.one_key)
        if suit is not None:
            return [((card,), suit.id) for card in gold if self.fits(rules, suit.key, suit.cards, card)]
        artifacts = [card for card in hand if card.rank == ARTIFACT][:GOLDEN_SUIT_MAX_ARTIFACTS]
        offers: list[Offer] = []
        for first, second, third in combinations(gold, 3):
            gaps = NATURAL_RANKS.index(third.rank) - NATURAL_RANKS.index(first.rank) - 2
            if gaps <= len(artifacts):
                offers.append(((first, second, third, *artifacts[:gaps]), None))
        return offers

    def gathers(self, card: Card) -> bool:
        return card.is_gold

    def in_order(self, cards: Sequence[Card]) -> list[tuple[Card, str]]:
        """In rank order: Artifacts fill the gaps between the gold cards first, then extend
        the suit upwards, then downwards."""
        gold = sorted((card for card in cards if card.is_gold), key=lambda card: NATURAL_RANKS.index(card.rank))
        artifacts = [card for card in cards if card.rank == ARTIFACT]
        if not gold:
            return [(card, "") for card in artifacts]
        by_index = {NATURAL_RANKS.index(card.rank): card for card in gold}
        low, high = min(by_index), max(by_index)
        places: dict[int, Card] = {}
        spare = list(artifacts)
        for index in range(low, high + 1):
            if index in by_index:
                places[index] = by_index[index]
            elif spare:
                places[index] = spare.pop()
        while spare and high + 1 < len(NATURAL_RANKS):
            high += 1
            places[high] = spare.pop()
        while spare and low > 0:
            low -= 1
            places[low] = spare.pop()
        run = [(places[index], NATURAL_RANKS[index]) for index in sorted(places)]
        return run + [(card, "") for card in spare]  # more Artifacts than ranks: an illegal row, shown at the end

    def complete_words(self, natural: bool) -> str:
        return say("royal golden suit") if natural else say("mixed golden suit")

    def words(self, key: str) -> str:
        return say("golden suit")


GOLDEN = GoldenSuit()
register_meld_kind(GOLDEN, "Golden suits")


class KanasticPile:
    """Kanastic's pile policy (canasta.engine.rules.pile.PilePolicy)."""

    def take_mode(self, state: GameState) -> str:
        return "pickup" if state.opened[state.side_of(state.current)] else "top"

    def take_problem(self, state: GameState, top: Card) -> str | None:
        """Kanastic: a side that has not melded may take the top card alone for its first
        meld; a side that has melded may pick up the whole pile, on conditions."""
        rules = state.rules
        if state.pile_untakeable:
            return say("The first card of the hand may not be taken.")
        if state.blocked_by is not None:
            return say("The pile is blocked until the player who blocked it begins another turn.")
        if not rules.is_natural(top):
            return say("The pile cannot be taken while a {card} is on top.", card=top.name)
        seat, side = state.current, state.side_of(state.current)
        hand = state.hands[seat]
        name = RANK_PLURALS[top.rank]
        suits = {card.suit_colour for card in hand if card.rank == top.rank and rules.is_natural(card)}
        suits.discard(top.suit_colour)
        if len(suits) < 2:
            return say("To take the top card you need {count} natural {rank} in your hand, of two other suits than "
                       "the top card.", count=count_word(2, name), rank=name)
        if not state.opened[side]:
            return None
        if state.tables[side].group(top.rank) is not None:
            return say("Your side already has a meld of {rank}: to pick up the pile, the top card must start a new "
                       "meld.", rank=name)
        opener = state.opener[side]
        if state.opener_waiting[side] and opener is not None and opener != seat:
            return say("Your partner made your side's first meld: you may pick up the pile once your partner has "
                       "begun another turn.")
        if len(hand) < rules.pickup_min_hand:
            return say("You need at least {least} cards in your hand to pick up the pile.", least=rules.pickup_min_hand)
        if len(state.stock) < rules.pickup_min_stock:
            return say("The pile can be picked up only while the stock holds at least {least} cards.",
                       least=rules.pickup_min_stock)
        return None

    def take_chance(self, state: GameState, guess: HandGuess, taker: int, card: Card) -> float:
        """The top card starts a new meld with two naturals of other suits from the hand;
        a side that has melded picks up the whole pile with it."""
        side = state.side_of(taker)
        if state.tables[side].group(card.rank) is not None:
            return 0.0
        chance = guess.holds_at_least(taker, card.rank, 2) * 0.6  # the two must show other suits
        return chance if state.opened[side] else chance * 0.3  # unmelded: only the top card goes

    def pile_note(self, state: GameState, viewer_side: int, top: Card) -> str:
        """No freezing: only a card that is not natural stops the pile."""
        return "" if state.rules.is_natural(top) else say("a {card} on top: not to be taken", card=top.name)


KANASTIC_PILE = KanasticPile()
register_pile_policy("kanastic", KANASTIC_PILE)


# Scoring -------------------------------------------------------------------------



class HandCardsAndShields:
    """The cards left in the side's hands, subtracted; Shields (100 each) on a line of their own."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        value = state.rules.hand_value_of
        held = [card for seat in state.seats_of(side) for card in state.hands[seat]]
        shields = [card for card in held if card.rank == SHIELD]
        shield_points = sum(value(card) for card in shields)
        others = sum(value(card) for card in held) - shield_points
        lines = lines + [ScoreLine("Cards in hand", -others, "hand_cards", (("hand_cards", others),), in_hand=True)]
        if shields:
            lines.append(ScoreLine(f"Shields in hand ({len(shields)})", -shield_points, "hand_cards",
                                   (("hand_cards", shield_points),), in_hand=True))
        return lines


class TreasurePots:
    """100 each, 1,200 for all four; counted against a side that has not melded."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        rules = state.rules
        count = len(state.treasure_pots[side])
        if not count:
            return lines
        points = set_aside_points(count, rules.treasure_pot_value, rules.all_treasure_pots_value,
                                  bool(state.tables[side]))
        label = say("Treasure Pots ({count}, no meld)", count=count) if points < 0 else \
            say("Treasure Pots ({count})", count=count)
        return lines + [ScoreLine(label, points, "treasure_pots",
                                  (("treasure_pots", count), ("treasure_pot_points", points)))]


class GoingOutOnFirstMeld:
    """The going-out bonus; going out in the turn of the side's first meld earns the
    concealed bonus, shown as going out plus the rest for the first meld."""

    def score(self, state: GameState, side: int, lines: list[ScoreLine]) -> list[ScoreLine]:
        if not went_out_side(state, side):
            return lines
        rules = state.rules
        if not state.concealed:
            added = [("Going out", rules.going_out_bonus)]
        elif not rules.concealed_going_out_doubles:
            added = [("Going out concealed", rules.concealed_going_out_bonus)]
        else:
            plain = min(rules.going_out_bonus, rules.concealed_going_out_bonus)
            added = [("Going out", plain),
                     (say("Going out on the first meld"), rules.concealed_going_out_bonus - plain)]
        return lines + [ScoreLine(label, points, "going_out", (("going_out", points),))
                        for label, points in added if points]


KANASTIC_SCORE_PARTS = ("table_cards", "hand_cards_and_shields", "canastas", "red_threes", "treasure_pots",
                        "going_out_on_first_meld", "pile_put_back", "canasta_required", "doublings")

# At the places of the standard parts they stand for (score_parts.register_score_part):
# the cards in hand (20), going out (60); Treasure Pots after the red threes (40).
register_score_part("hand_cards_and_shields", HandCardsAndShields(), "Cards in hand, Shields apart", 20)
TREASURE_POTS = TreasurePots()
register_score_part("treasure_pots", TREASURE_POTS, "Treasure Pots", 50)
register_score_part("going_out_on_first_meld", GoingOutOnFirstMeld(), "Going out, first meld apart", 60)


def _meant_kanastic_parts(rules: Rules) -> bool:
    """Before `score_parts`, the engine scored Treasure Pots, Shields and the doublings
    wherever the deck held them or an option asked for a doubling."""
    return rules.deck == "kanastic" or rules.concealed_going_out_doubles or rules.wild_discard_going_out_doubles


register_old_text_parts(_meant_kanastic_parts, KANASTIC_SCORE_PARTS)


def treasure_pot_points(state: GameState, side: int) -> int:
    """What the side's Treasure Pots would score if the hand ended now (minus when it has not melded)."""
    return sum(line.figure("treasure_pot_points") for line in TREASURE_POTS.score(state, side, []))
