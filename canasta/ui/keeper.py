"""Keeping a game safe and counted while it is played.

After every finished turn the game record goes to the autosave, so closing the window
or a crash loses at most the turn in progress; when the game ends the autosave is
cleared. At the end of each hand the player's statistics against the computer are
counted, and in a game of one person against one computer the hand's score difference
goes into the high scores of the computer's level, as in Canasta for Windows. Every game
with a person at the table also counts in the personal bests of its rule set and number
of players, each person under their own name (hot seat too).

A file that cannot be written never stops the game: the player is told once, in words,
and play goes on.
"""

from __future__ import annotations

from typing import Callable

from canasta.engine import GameRecord, HandResult
from canasta.language import N_, _, error_words
from canasta.persistence import saves
from canasta.persistence.errors import PersistenceError
from canasta.persistence.highscores import HighScores
from canasta.persistence.personal_bests import Outcome, PersonalBests
from canasta.persistence.statistics import Statistics
from canasta.sentences import clause
from canasta.persistence.validation import COMPUTER_LEVELS

from .match import Match

# The high score's line in the log, by the level it counts at (English; said with `_`).
HIGH_SCORE_PLACES = {
    "beginner": N_("High score: place {rank} among the beginner hands"),
    "advanced": N_("High score: place {rank} among the advanced hands"),
    "expert": N_("High score: place {rank} among the expert hands"),
}


def high_score_line(level: str, rank: int) -> str:
    """The log's line of a high score at `level`, in the player's language."""
    if level in HIGH_SCORE_PLACES:
        return _(HIGH_SCORE_PLACES[level]).format(rank=rank)
    return _("High score: place {rank} among the {level} hands").format(rank=rank, level=level)


Say = Callable[[str], None]
Autosave = Callable[[GameRecord], None]


class GameKeeper:
    """Watches a match: autosave, statistics, high scores and personal bests. `say` tells the player
    something that matters now (the table's status line), `note` adds a line to the
    table's log; `autosave` and `clear_autosave` may be replaced (tests, `--record`)."""

    def __init__(self, say: Say, note: Say, *, autosave: Autosave | None = saves.write_autosave,
                 clear_autosave: Callable[[], None] | None = saves.clear_autosave,
                 statistics: Statistics | None = None, high_scores: HighScores | None = None,
                 personal_bests: PersonalBests | None = None):
        self.say = say
        self.note = note
        self.autosave = autosave
        self.clear_autosave = clear_autosave
        self.statistics = statistics if statistics is not None else Statistics()
        self.high_scores = high_scores if high_scores is not None else HighScores()
        self.personal_bests = personal_bests if personal_bests is not None else PersonalBests()
        self.autosave_failing = False  # told once; told again only after it worked in between

    def watch(self, match: Match) -> None:
        match.on_turn_end = lambda record: self.turn_ended(match)
        match.on_hand_end = self.hand_ended

    # ------------------------------------------------------------ autosave

    def game_started(self, match: Match) -> None:
        """A game the player chose (a new one from its deal, or one loaded) is autosaved at
        once, so that the next start offers it, not the game it replaced (which was kept
        until a turn of it ended)."""
        self.turn_ended(match)

    def turn_ended(self, match: Match) -> None:
        if match.state.is_terminal():
            self._forget_autosave()
            return
        if self.autosave is None:
            return
        try:
            self.autosave(match.record)
        except (PersistenceError, OSError, ValueError) as exc:
            if not self.autosave_failing:
                self.say(_("The game could not be autosaved ({reason}). Play goes on; F4 saves it elsewhere.").format(
                    reason=clause(error_words(exc))))
            self.autosave_failing = True
            return
        self.autosave_failing = False

    def _forget_autosave(self) -> None:
        if self.clear_autosave is None:
            return
        try:
            self.clear_autosave()
        except (PersistenceError, OSError) as exc:
            self.say(error_words(exc))

    # ------------------------------------------------------------ hands and games

    def hand_ended(self, match: Match, result: HandResult) -> None:
        self._personal_bests(match, result)
        player = player_side(match)
        if player is None:
            return
        side, level = player
        preset = match.rules.name
        totals = [score.total for score in result.sides]
        mine = totals[side]
        won_hand = all(mine > total for other, total in enumerate(totals) if other != side)
        # A hand counts for the people who played it (five players: one may sit it out).
        played = any(seat not in match.state.sitting_out() for seat in match.human_seats())
        try:
            if played:
                self.statistics.record_hand(level, preset, won_hand, mine)
            if match.state.is_terminal():
                self.statistics.record_game(level, preset, match.state.winner() == side)
        except (PersistenceError, ValueError) as exc:
            self.note(_("The statistics could not be kept: {reason}").format(reason=error_words(exc)))
        self._high_score(match, side, level, totals)

    def _high_score(self, match: Match, side: int, level: str, totals: list[int]) -> None:
        if not counts_for_high_scores(match):
            return
        difference = totals[side] - max(total for other, total in enumerate(totals) if other != side)
        try:
            rank = self.high_scores.submit(level, match.rules.name, match.name(match.human_seats()[0]), difference)
        except (PersistenceError, ValueError) as exc:
            self.note(_("The high score could not be kept: {reason}").format(reason=error_words(exc)))
            return
        if rank is not None:
            self.note(high_score_line(level, rank))


    def _personal_bests(self, match: Match, result: HandResult) -> None:
        outcomes = people_outcomes(match, result)
        if not outcomes:
            return
        try:
            beaten = self.personal_bests.record(match.rules.name, match.players, outcomes)
        except (PersistenceError, ValueError) as exc:
            self.note(_("The personal bests could not be kept: {reason}").format(reason=error_words(exc)))
            return
        for best in beaten:
            text = (_("Personal best: {name}'s best game yet with these rules for {count} players, {score}")
                    if best.what == "game" else
                    _("Personal best: {name}'s best hand yet with these rules for {count} players, {score}"))
            self.note(text.format(name=best.name, count=match.players, score=best.score))


def people_outcomes(match: Match, result: HandResult) -> dict[str, Outcome]:
    """What each person at the table made in the hand `result` (and, when it ended the
    game, in the game), by name. A name on two seats (a game set up by hand) counts once,
    with the better of its sides. A person who sat the hand out (five players) has no
    hand to count, only the game when the hand ended it."""
    state = match.state
    over = state.is_terminal()
    winner = state.winner()
    out = state.sitting_out()
    outcomes: dict[str, Outcome] = {}
    for seat in match.human_seats():
        if seat in out and not over:
            continue
        side = state.side_of(seat)
        hand = None if seat in out else result.sides[side].total
        outcome = Outcome(hand, state.scores[side] if over else None, over and winner == side)
        name = match.name(seat).strip()
        earlier = outcomes.get(name)
        if earlier is None or _rank(outcome) > _rank(earlier):
            outcomes[name] = outcome
    return outcomes


def _rank(outcome: Outcome) -> tuple[bool, bool, int]:
    """How good an outcome is: a game won, then a hand played, then its score."""
    return outcome.won, outcome.hand_score is not None, outcome.hand_score or 0


def counts_for_high_scores(match: Match) -> bool:
    """Whether the hands of `match` enter the high scores of a computer level: one person
    against one computer, as in Canasta for Windows."""
    return match.players == 2 and len(match.human_seats()) == 1 and player_side(match) is not None


def player_side(match: Match) -> tuple[int, str] | None:
    """The side of the person (or people) playing against the computer, and the level of
    the strongest computer they face; None when no side of people faces computers only."""
    state = match.state
    human_sides = {state.side_of(seat) for seat in match.human_seats()}
    if len(human_sides) != 1:
        return None
    side = human_sides.pop()
    opponents = [match.seats[seat] for seat in range(match.players) if state.side_of(seat) != side]
    if not opponents or any(seat.human or seat.level not in COMPUTER_LEVELS for seat in opponents):
        return None
    level = max((seat.level for seat in opponents), key=COMPUTER_LEVELS.index)
    return side, level
