"""The knobs that make the heuristic levels differ: one `Style` per level. A change to one
is measured against the level as it is in duplicate deals (bench/style_ab.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    name: str
    # Drawing
    take_rate: float = 1.0            # chance of taking the pile when it wants to (below 1: misses some)
    min_pile_to_take: int = 1         # smaller piles are left unless their top card fits a row
    judge_pile: bool = True           # weigh the pile's cards against a card from the stock
    take_margin: float = 8.0          # what the pile must be worth beyond each card the stock would give
    loose_card_cost: float = 3.0      # what a card from the pile that fits nothing costs (more near the end)
    # Melding
    economical_opening: bool = True   # the first meld just reaches the minimum, sparing wild cards and pairs
                                      # (where a wild card held back keeps a use: meld_view.economical_opening)
    keep_pairs: bool = True           # hold natural pairs to take the pile instead of melding them with a wild
    pair_wilds_spare: int = 99        # ... unless more than this many wild cards are in hand
    hold_wilds: bool = True           # keep wild cards for canastas instead of laying them down at once
    focus_wilds: bool = True          # wild cards go on the row nearest a canasta (else: the one with most room)
    spare_short_melds: bool = True    # start a meld that costs points left short (a Brazilian run, Modern
                                      # American pure Sevens or Aces) only with the cards to make it long
                                      # enough; a beginner lays what it can (against Beginner laying them,
                                      # Advanced won 70.2/73.2/71.8% -> 76.6/79.2/76.9% of Modern American's
                                      # 400 deals, seeds 1-3)
    wild_meld_start: int | None = 3   # wild cards in hand that start a meld of wild cards where an
                                      # incomplete one costs nothing and groups take few (None: never)
    meld_fast_at_threat: float = 0.5  # from this threat of an opponent going out, meld everything that can go
    race_when_ready: bool = True      # with the canastas to go out, meld everything that can go
    # Discarding
    safe_discards: bool = True        # weigh the chance that the next opponent takes the pile
    danger_weight: float = 1.0        # how much that chance counts against the card's worth in hand
    # 12, not 8: a two spent freezing a smaller pile was missed in the race to a canasta
    # (against Beginner: 3 x 800 deals of 2-player Windows, 2 x 800 of 4-player classic).
    freeze_at: int | None = 12        # discard a wild card to freeze a pile this big (None: never)
    hoard_stops: bool = False         # keep a black three back for a bigger pile even where the pile
                                      # comes only with natural cards (a beginner's habit that costs
                                      # it: evaluation.STOP_KEPT)
    discard_noise: float = 0.0        # random spread added to discard costs
    # Going out
    judge_going_out: bool = True      # go out only when the score favours it
    judge_permission: bool = True     # answer "May I go out?" by the hand held (else always yes)
    ask_partner: bool = True         # ask the partner before going out when the partner holds many cards
    # Words (BWC Canasta: words/)
    judge_words: bool = True          # weigh word moves by points and canasta progress (else: the longest, dearest)
    keep_stars: bool = True           # hold stars for canastas rather than spend them on short words


BEGINNER = Style(
    name="beginner", take_rate=0.6, min_pile_to_take=1, judge_pile=False, race_when_ready=False, economical_opening=False, keep_pairs=False,
    hold_wilds=False, focus_wilds=False, meld_fast_at_threat=2.0, safe_discards=False, freeze_at=None, discard_noise=6.0,
    spare_short_melds=False, wild_meld_start=None, hoard_stops=True,
    judge_going_out=False, judge_permission=False, ask_partner=False, judge_words=False, keep_stars=False,
)

ADVANCED = Style(name="advanced", hold_wilds=False, danger_weight=2.0)
