"""The game at the table, apart from any drawing: the state, its record, who sits where.

A `Match` owns the `GameState`, the `GameRecord` of every action played, the seats
(name, human or computer, level), the computer players, and whose view of the table
is shown (`viewer`): in hot-seat play the screen passes from human to human, and
only the viewer's hand is ever shown face up.

Every move goes through `play()`, which checks it with the engine (`IllegalActionError`
with the engine's sentence when refused), records it, and calls the autosave hook
after every finished turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from canasta.ai import make_player
from canasta.ai.player import Player
from canasta.engine import (Action, Card, GameRecord, GameState, HandResult, Meld, MoveEvent, Observation, Phase,
                            RecordError, Rules, canasta_name, last_is_merge, last_is_switch, meld_target,
                            pile_take_mode)

TURN_ENDS = ("discard", "out", "pass", "stop", "deal")

TurnHook = Callable[[GameRecord], None]


@dataclass(frozen=True)
class MeldNote:
    """The meld a move puts cards in, for the log: in words ("Sevens", "run of Hearts"),
    and whether the cards join it (else they start it); `completes`: what the cards make
    of it in the rule set's own word ("escalera"), where they complete it and it has one."""

    words: str
    joins: bool
    completes: str = ""
    spoken: tuple[str, ...] = ()   # of a word move (BWC): the words it starts from, upper case ("THE"; of
                                   # a join, or of taking one back: the two words joined, in order)
    taken_back: str = ""           # of taking a word move back: "join", "switch" or "letters" (its word after)


@dataclass(frozen=True)
class DrawNote:
    """What a draw brought: the cards kept (`count`) and the bonus cards laid out at once.
    `after_discard`: cards a discard brought (Modern American's bonus cards for a side's
    first melder), the threes laid out with them."""

    count: int
    laid: tuple[Card, ...] = ()
    after_discard: bool = False


@dataclass(frozen=True)
class FootNote:
    """In a game's history, of a move that used up the player's hand: the foot came into it
    after the move; `note` is what the move's own note would be."""

    note: MeldNote | None = None


def meld_note(state: GameState, action: Action) -> MeldNote | None:
    """The meld `action` (played next in `state`) puts cards in, where the log names it:
    a meld the cards join, or a new meld of a kind a side may hold several of with one
    key (a second group of Sevens, a run): a new row of a rank needs no name. Of a take
    onto a meld named: that meld; of a merge, or of taking one back: the groups merged
    ("Eights"). Of a word move: the words it starts from."""
    return MELD_NOTES[state.variant.turn.name](state, action)


def _card_note(state: GameState, action: Action) -> MeldNote | None:
    """The meld a move of cards puts them in, where the log names it (meld_note)."""
    if action.kind == "undo" and last_is_merge(state):
        merge = state.merges[-1]
        merged = state.tables[state.side_of(state.current)].by_id(merge.into)
        return None if merged is None else MeldNote(merged.words(), True)
    if action.kind in ("take", "merge") and action.to is not None:
        side_meld = state.tables[state.side_of(state.current)].by_id(action.to)
        if side_meld is None:
            return None
        if action.kind == "merge":  # the pile has nothing to do with it (it may be empty)
            return MeldNote(side_meld.words(), True)
        top = state.pile_top()
        return None if top is None else MeldNote(side_meld.words(), True, _completes(state, side_meld, (top,)))
    if action.kind != "meld":
        return None
    target = meld_target(state, action)
    if target is None:
        return None
    kind, key, meld = target
    if meld is not None:
        return MeldNote(meld.words(), True, _completes(state, meld, action.cards))
    return None if kind.unique(state.rules) else MeldNote(kind.words(key), False)


def _word_note(state: GameState, action: Action) -> MeldNote | None:
    """The words a word move (BWC) starts from: the word letters go into, the two words
    joined (or, taking a join back, split again)."""
    table = state.tables[state.side_of(state.current)]
    if action.kind == "undo" and last_is_switch(state):
        switched = table.by_id(state.switches[-1].into)
        return None if switched is None else \
            MeldNote(switched.words(), True, spoken=(switched.key.upper(),), taken_back="switch")
    if action.kind == "undo" and last_is_merge(state):
        merge = state.merges[-1]
        merged = table.by_id(merge.into)
        if merged is None:
            return None
        cut = len(merged.key) - merge.count
        return MeldNote(merged.words(), True, spoken=(merged.key[:cut].upper(), merged.key[cut:].upper()),
                        taken_back="join")
    if action.kind == "undo" and state.word_places:
        meld_id, places = state.word_places[-1]
        placed = table.by_id(meld_id)
        if placed is None:
            return None
        before = "".join(letter for place, letter in enumerate(placed.key) if place not in places)
        return MeldNote(placed.words(), True, spoken=(before.upper(), placed.key.upper()), taken_back="letters")
    meld = table.by_id(action.to) if action.to is not None else None
    if meld is None or action.kind not in ("meld", "take", "merge", "switch"):
        return None
    if action.kind == "merge":
        joining = table.by_id(action.joining) if action.joining is not None else None
        return None if joining is None else MeldNote(meld.words(), True, spoken=(meld.key.upper(), joining.key.upper()))
    return MeldNote(meld.words(), True, spoken=(meld.key.upper(),))


def _completes(state: GameState, meld: Meld, cards: Sequence[Card]) -> str:
    """The rule set's word for what `cards` make of `meld`, where they complete it."""
    rules = state.rules
    if not rules.canasta_words or meld.kind.is_complete(rules, meld.cards):
        return ""
    after = Meld(meld.id, meld.kind, meld.key, meld.cards + list(cards))
    return canasta_name(rules, after) or ""


# How the log names the meld of a move, for each kind of turn (the engine's `Variant.turn`,
# by its name).
MELD_NOTES: dict[str, Callable[[GameState, Action], MeldNote | None]] = {"standard": _card_note, "word": _word_note}


HandHook = Callable[["Match", HandResult], None]


@dataclass(frozen=True)
class SeatInfo:
    """One place at the table. `level` is the computer level ("beginner", ...), or None for a human."""

    name: str
    human: bool
    level: str | None = None

    def describe(self) -> str:
        """The seat as a game record writes it: "Ann | human", "Computer | computer expert"."""
        return f"{self.name} | human" if self.human else f"{self.name} | computer {self.level or 'beginner'}"

    @classmethod
    def parse(cls, text: str) -> SeatInfo:
        """The seat written by `describe()`; a bare name is a human seat."""
        name, _, kind = text.partition("|")
        words = kind.split()
        if words and words[0] == "computer":
            return cls(name.strip(), False, words[1] if len(words) > 1 else "beginner")
        return cls(name.strip(), True)


class Match:
    """One game being played: state, record, seats, computer players and the viewer.

    `deck` deals the first hand from a given order (the first card to the first player),
    for tests and set-up positions; otherwise `seed` shuffles every deal."""

    def __init__(self, rules: Rules, seats: Sequence[SeatInfo], seed: int = 0, *,
                 on_turn_end: TurnHook | None = None, on_hand_end: HandHook | None = None,
                 record: GameRecord | None = None, deck: list[Card] | None = None,
                 replayed: GameState | None = None):
        problem = rules.players_problem(len(seats))
        if problem and record is None:
            raise ValueError(problem)
        self.seats = list(seats)
        if record is None:
            self.state = GameState(rules, len(seats), seed=seed, deck=deck)
            self.record = GameRecord.for_state(self.state, [seat.describe() for seat in self.seats])
            self.record.deck = list(deck) if deck is not None else None
        else:
            self.record = record
            self.state = replayed if replayed is not None else record.replay()
        self.seed = self.record.seed
        self.on_turn_end = on_turn_end
        self.on_hand_end = on_hand_end
        self.computers: dict[int, Player] = {
            seat: make_player(info.level or "beginner", self.seed * 10 + seat)
            for seat, info in enumerate(self.seats) if not info.human
        }
        humans = self.human_seats()
        to_move = self.human_to_move()
        # A loaded hot-seat game shows the table to whoever is to move.
        self.viewer = to_move if to_move is not None else (humans[0] if humans else 0)
        # With two people or more at the screen nobody knows who sits at it when a game is
        # put on the table: no hand is shown until the screen has been passed to someone.
        self.screen_claimed = len(humans) < 2

    @classmethod
    def from_record(cls, record: GameRecord, *, on_turn_end: TurnHook | None = None,
                    on_hand_end: HandHook | None = None, replayed: GameState | None = None) -> Match:
        """The game a record describes, replayed to its last action (RecordError if it does not replay).

        `replayed` is the state after the record's last action when the caller has it
        already (a loaded save), so that a long game is not replayed twice."""
        seats = [SeatInfo.parse(text) for text in record.seats]
        if len(seats) != record.players:
            raise RecordError(f"the record names {len(seats)} seats for {record.players} players")
        return cls(record.rules, seats, record.seed, on_turn_end=on_turn_end, on_hand_end=on_hand_end,
                   record=record, replayed=replayed)

    # ------------------------------------------------------------ who is who

    @property
    def rules(self) -> Rules:
        return self.state.rules

    @property
    def players(self) -> int:
        return self.state.players

    def human_seats(self) -> list[int]:
        return [seat for seat, info in enumerate(self.seats) if info.human]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].human

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def rename(self, seat: int, name: str) -> None:
        """Call the player at `seat` `name` from now on (the record keeps the new name too)."""
        self.seats[seat] = SeatInfo(name, self.seats[seat].human, self.seats[seat].level)
        self.record.seats[seat] = self.seats[seat].describe()

    def side_name(self, side: int) -> str:
        """The names of a side's seats: "Ann", or "Ann & Cid" for partners (every seat of
        the side, the one sitting a hand of five out too)."""
        return " & ".join(self.name(seat) for seat in self.state.side_seats(side))

    @property
    def viewer_side(self) -> int:
        return self.state.side_of(self.viewer)

    def hot_seat(self) -> bool:
        return len(self.human_seats()) > 1

    # ------------------------------------------------------------ whose move

    def hand_is_over(self) -> bool:
        return self.state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)

    def mover(self) -> int | None:
        """The seat that must act now, or None between hands and after the game."""
        return None if self.hand_is_over() else self.state.current

    def human_to_move(self) -> int | None:
        seat = self.mover()
        return seat if seat is not None and self.is_human(seat) else None

    def computer_to_move(self) -> int | None:
        seat = self.mover()
        return seat if seat is not None and not self.is_human(seat) else None

    def viewer_may_act(self) -> bool:
        """Whether clicks on the table are moves of the seat whose hand is shown."""
        return self.screen_claimed and self.human_to_move() == self.viewer

    def screen_goes_to(self) -> int | None:
        """The human who must take the screen before play goes on (hot seat), or None: the
        one to move, or while nobody has taken the screen yet, the one whose hand is shown."""
        seat = self.human_to_move()
        if not self.screen_claimed:
            return self.viewer if seat is None else seat
        if seat is None or seat == self.viewer:
            return None
        return seat

    def hand_to(self, seat: int) -> None:
        """Show the table from `seat`'s place (the screen was passed to that player)."""
        if not 0 <= seat < self.players:
            raise ValueError(f"there is no seat {seat}")
        self.viewer = seat
        self.screen_claimed = True

    # ------------------------------------------------------------ moves

    def explain(self, action: Action) -> str | None:
        return self.state.explain(action)

    def legal(self) -> list[Action]:
        return self.state.legal_actions()

    def play(self, action: Action) -> MoveEvent:
        """Play `action` for the seat to move and say what it did; IllegalActionError with
        the engine's sentence if refused."""
        was_over = self.hand_is_over()
        results_before = len(self.state.hand_results)
        event = self.state.play(action)
        self.record.actions.append(action)
        if len(self.state.hand_results) > results_before and self.on_hand_end is not None:
            self.on_hand_end(self, self.state.hand_results[-1])
        finished = action.kind in TURN_ENDS or (not was_over and self.hand_is_over())
        if finished and self.on_turn_end is not None:
            self.on_turn_end(self.record)
        return event

    def rules_may_change(self) -> bool:
        """Whether the rules may change now: right after a deal, before its first move
        (as in Canasta for Windows)."""
        actions = self.record.actions
        return not actions or actions[-1].kind == "deal"

    def change_rules(self, rules: Rules) -> bool:
        """Play by `rules` from the hand just dealt on, keeping the scores and the hand
        number; the record notes the change (and the autosave gets it). True when the
        new rules deal the hand differently (another hand size, deck, first player...).

        Raises:
            ValueError: not right after a later deal (in the first hand a new game starts
                by the new rules instead), or the change would alter who plays together.
        """
        state = self.state
        if not self.record.actions or self.record.actions[-1].kind != "deal":
            raise ValueError("during a game the rules change only right after a deal")
        dealt = (state.hands, state.pile, state.stock, state.red_threes, state.treasure_pots, state.current)
        state.change_rules(rules)  # checks before it changes anything
        self.record.change_rules(rules)
        if self.on_turn_end is not None:
            self.on_turn_end(self.record)
        return dealt != (state.hands, state.pile, state.stock, state.red_threes, state.treasure_pots, state.current)

    def computer_player(self, seat: int) -> Player:
        return self.computers[seat]

    def observation(self, seat: int) -> Observation:
        return self.state.observation(seat)

    def history(self, last: int) -> list[tuple[int, Action, str, MeldNote | DrawNote | FootNote | None]]:
        """The last `last` moves, each with the seat that made it, for taking the pile what
        the take meant then (see `pile_take_mode`), for melding the meld the cards went in
        (see `meld_note`) and for drawing what was drawn (`DrawNote`); of a move that brought
        the player's foot into the hand, its note in a `FootNote`. Replayed from the record,
        each move telling what it did (its `MoveEvent`)."""
        first = max(0, len(self.record.actions) - last)

        def before(index: int, state: GameState, action: Action) -> tuple[int, str, MeldNote | None] | None:
            return (state.current, pile_take_mode(state), meld_note(state, action)) if index >= first else None

        moves: list[tuple[int, Action, str, MeldNote | DrawNote | FootNote | None]] = []
        for said, event in self.record.replay_events(before):
            if said is None:
                continue
            seat, mode, meld = said
            action = event.action
            note: MeldNote | DrawNote | FootNote | None = meld
            # What a draw brought, or a discard (a first melder's bonus cards, a pile picked up).
            discarded = action.kind == "discard" and not event.foot_was_down
            if action.kind == "draw" or discarded and (event.came_in > 0 or event.laid_out):
                note = DrawNote(event.came_in, event.laid_out, discarded)
            if event.foot_picked_up:
                note = FootNote(meld)
            moves.append((seat, action, mode, note))
        return moves

    def record_text(self) -> str:
        return self.record.to_text()

    def last_result(self) -> HandResult | None:
        return self.state.hand_results[-1] if self.state.hand_results else None
