"""What the menus and their keys do: Game (New F2, Load F3, Save F4, High Scores, Undo Del,
Exit), Options (Customize, Rules) and Help (F1): each opens its dialog and acts on its result.
"""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any, Callable

from canasta.ai import suggest
from canasta.engine import GameRecord
from canasta.language import N_, _, error_words, ngettext, render, ruleset_text
from canasta.persistence import saves
from canasta.persistence.atomic import backup_path
from canasta.persistence.errors import PersistenceError
from canasta.sentences import sentences
from canasta.persistence.settings import RuleChoice, Seat
from canasta.persistence.validation import COMPUTER_LEVELS

from .dialog_bridge import Dialogs
from .dialogs import (
    CustomizeDialog,
    FileDialog,
    HelpDialog,
    HighScoresDialog,
    NewGameDialog,
    RulesDialog,
    SeatSetup,
)
from .dialogs import GameSetup as DialogSetup
from .dialogs.customize import LEVEL_WORDS
from .dialogs.help_text import TOPICS
from .dialogs.high_scores import BESTS, LEVELS
from .dialogs.rules_summary import rules_summary
from .game_memory import let_go_for
from .keeper import GameKeeper, counts_for_high_scores
from .match import Match, SeatInfo
from .options import GameSetup, load_rules
from .pass_screen import TableCover
from .preferences import Preferences, apply_language, chosen_language, first_person_name, save_settings
from .saved_games import backup_match, load_match, problem_words, save_name, saves_folder
from .scene import Context
from .log_words import rules_changed_text
from .table.scene import TableScene

HELP_TOPICS = tuple(dict(TOPICS))
RULES_CHANGED = N_("The new rules apply from this hand on; the scores so far stand.")
DEALT_AGAIN = N_("The hand is dealt again, as the new rules deal it.")
PARTNERS_STAY = N_("Partners stay as they are until a new game.")

Autosave = Callable[[GameRecord], None]


class GameCommands:
    """The menu commands, acting on the table of a running app."""

    def __init__(self, context: Context, table: TableScene, dialogs: Dialogs, settings: Any, prefs: Preferences,
                 autosave: Autosave | None = None, on_exit: Callable[[], None] | None = None,
                 on_language: Callable[[], None] | None = None):
        """`on_language` is called when Customize has switched the language (to build the
        menu bar again in it)."""
        self.context = context
        self.table = table
        self.dialogs = dialogs
        self.settings = settings
        self.prefs = prefs
        self.keeper = GameKeeper(lambda sentence: table.say(sentence, warning=True), table.note,
                                 autosave=autosave, clear_autosave=saves.clear_autosave if autosave else None)
        self.on_exit = on_exit
        self.on_language = on_language
        self.rng = random.Random()  # seeds of new games
        self.next_level: str | None = None  # a computer level chosen in Customize, for the next game
        self.taken_up = False  # the game on the table was resumed or loaded, not set up from the settings
        self.hook(table.match)

    def run(self, name: str) -> None:
        """Carry out a menu command: new, load, save, highscores, undo, exit, customize, rules,
        help (or help:TOPIC)."""
        base, _, topic = name.partition(":")
        handler = getattr(self, "_" + base.replace("high_scores", "highscores"), None)
        if handler is None:
            raise ValueError(f"no command {name!r}")
        if base == "help":
            handler(topic or "index")
        else:
            handler()

    # ------------------------------------------------------------------ games

    def hook(self, match: Match) -> None:
        self.keeper.watch(match)

    def start(self, setup: GameSetup) -> None:
        match = Match(setup.rules, setup.seats, setup.seed)
        self.next_level = None
        self.taken_up = False
        self.hook(match)
        self.table.new_match(match)
        let_go_for(match.rules)  # what was kept for the game given up
        self.keeper.game_started(match)

    def play(self, match: Match) -> None:
        """Go on with a loaded or unfinished game. It goes to the autosave at once: the game
        on the table is the one the next start offers, not the one it replaced."""
        self.hook(match)
        self.table.new_match(match)
        let_go_for(match.rules)
        self.take_up(match)

    def take_up(self, match: Match) -> None:
        """`match`, resumed or loaded, is on the table: it goes to the autosave at once, and
        New Game proposes the computer levels of the settings, not this game's own."""
        self.taken_up = True
        self.keeper.game_started(match)

    def offer_resume(self, unfinished: Match) -> None:
        """Ask whether to go on with the game the last run left unfinished.

        The cloth covers the table while the question is up: the new game dealt behind
        it stays unseen, so "New game" plays a deal nobody saw."""
        state = unfinished.state
        scores = ", ".join(f"{unfinished.side_name(side)} {score}" for side, score in enumerate(state.scores))
        text = _("Your last game was not finished: {rules}, hand {hand}, scores {scores}. Go on with it?").format(
            rules=ruleset_text(unfinished.rules.title), hand=state.hand_number, scores=scores)

        cover = TableCover(self.context, self.table.painter, self.prefs.background_colour)
        self.context.stack.push(cover)

        def answered(choice: str | None) -> None:
            self.context.stack.remove(cover)
            if choice == "resume":
                self.play(unfinished)
                self.table.say(_("The unfinished game goes on where it was left."))
            elif choice == "new":
                self.keeper.game_started(self.table.match)  # the unfinished one is given up

        self.dialogs.question(_("Unfinished game"), text, [("resume", _("Go on")), ("new", _("New game"))],
                              answered, default="resume")

    def current_setup(self, seed: int | None = None) -> GameSetup:
        """The rules and seats of the game on the table for the next one (with Customize's
        name and computer level), and a new seed unless one is given."""
        match = self.table.match
        return GameSetup(match.rules, self.next_seats(),
                         seed if seed is not None else self.rng.randrange(1, 2**31))

    def next_seats(self) -> tuple[SeatInfo, ...]:
        """The seats of the game on the table, the first person named by Customize unless the
        New Game table named them, and the computers playing at the level Customize last set
        (of a game resumed or loaded, the levels the settings keep: a game of another day
        does not choose them)."""
        seats = list(self.table.match.seats)
        humans = [seat for seat, info in enumerate(seats) if info.human]
        if humans:
            first = seats[humans[0]]
            seats[humans[0]] = dataclasses.replace(first, name=first_person_name(first.name, self.prefs.player_name))
        if self.next_level is not None:
            seats = [seat if seat.human else dataclasses.replace(seat, level=self.next_level) for seat in seats]
        elif self.taken_up:
            levels = self._kept_levels(seats)
            seats = [seat if seat.human else dataclasses.replace(seat, level=level)
                     for seat, level in zip(seats, levels)]
        return tuple(seats)

    def _kept_levels(self, seats: list[SeatInfo]) -> list[str]:
        """The level of each seat as the settings keep it: that of the settings' seat in its
        place where they seat a computer there, else Customize's level (or the command
        line's, which overrides the settings' seats as it does at the start)."""
        kept = list(getattr(self.settings, "seats", None) or ())
        customize = getattr(self.settings, "customize", None)
        if len(kept) != len(seats) or customize is None or customize.computer_level != self.prefs.computer_level:
            return [self.prefs.computer_level] * len(seats)
        return [seat.level if seat.kind == "computer" and seat.level in COMPUTER_LEVELS else self.prefs.computer_level
                for seat in kept]

    # ------------------------------------------------------------------ Game menu

    def _exit(self) -> None:
        if self.on_exit is not None:
            self.on_exit()

    def _undo(self) -> None:
        self.table.undo()

    def _hint(self) -> None:
        """The move Expert would make for the player to move, and why, on the status line."""
        match = self.table.match
        seat = match.human_to_move()
        if seat is None or seat != match.viewer:
            self.table.say(_("A hint is for your own move: wait for your turn."), warning=True)
            return
        suggestion = suggest(match.observation(seat))
        # (The search's figures are too long for the status line: the short reason goes there.)
        self.table.show_hint(seat, _("Hint: {reason}.").format(reason=render(suggestion.short)), suggestion.action)

    def _new(self) -> None:
        match = self.table.match
        seats = [SeatSetup(seat.name, "human" if seat.human else "computer",
                           seat.level if seat.level in COMPUTER_LEVELS else self.prefs.computer_level)
                 for seat in self.next_seats()]
        self.dialogs.push(NewGameDialog(self.context, DialogSetup(match.rules.name, seats),
                                        on_close=self._new_chosen))

    def _new_chosen(self, chosen: Any) -> None:
        if chosen is None:
            return
        try:
            rules = load_rules(chosen.preset, chosen.options)
        except Exception as exc:  # a wrong option from the dialog: say so, keep playing
            self.dialogs.message(_("New game"), _("The rules could not be set up: {reason}").format(reason=exc))
            return
        seats = tuple(SeatInfo(seat.name, seat.kind == "human", None if seat.kind == "human" else seat.level)
                      for seat in chosen.seats)
        self.start(GameSetup(rules, seats, self.current_setup().seed))
        self._remember_table(chosen)

    def _remember_table(self, chosen: Any) -> None:
        """The next start sits the same players at the same rules (kept in the settings)."""
        if self.settings is None:
            return
        seats = tuple(Seat(seat.name, seat.kind, seat.level if seat.kind == "computer" else None)
                      for seat in chosen.seats)
        self.settings = dataclasses.replace(self.settings, seats=seats,
                                            rules=RuleChoice(chosen.preset, dict(chosen.options)))
        self.context.settings = self.settings
        problem = save_settings(self.settings)
        if problem:
            self.table.say(problem, warning=True)

    def _save(self) -> None:
        suggested = save_name(self.table.match)
        self.dialogs.push(FileDialog(self.context, "save", saves_folder(), suggested,
                                     on_close=lambda path: self.save_to(Path(path)) if path else None))

    def save_to(self, path: Path) -> None:
        if path.suffix.lower() != saves.SAVE_EXTENSION:
            path = path.with_name(path.name + saves.SAVE_EXTENSION)
        try:
            match = self.table.match
            saves.save_game(path, match.record, note=f"Rules: {rules_summary(match.state.rules)}")
        except (OSError, PersistenceError) as exc:
            self.dialogs.message(_("Save"), sentences(
                _("The game could not be saved to {path}: {reason}").format(path=path, reason=error_words(exc)),
                _("The game goes on")))
            return
        self.table.say(_("Game saved to {path}.").format(path=path))

    def _load(self) -> None:
        self.dialogs.push(FileDialog(self.context, "load", saves_folder(),
                                     on_close=lambda path: self.load_from(Path(path)) if path else None))

    def load_from(self, path: Path) -> None:
        try:
            match, note = load_match(path)
        except saves.SaveFileError as exc:
            earlier = backup_match(path)
            problem = problem_words(sentences(exc.message, _("The game in progress goes on")))
            if earlier is None:
                self.dialogs.message(_("Load"), problem)
            else:
                self.offer_backup(path, earlier, problem)
            return
        except (OSError, PersistenceError) as exc:
            self.dialogs.message(_("Load"), sentences(error_words(exc), _("The game in progress goes on")))
            return
        self.play(match)
        self.table.say(_("Game loaded from {path}.").format(path=path) + note)

    def offer_backup(self, path: Path, earlier: Match, problem: str) -> None:
        """Ask whether to load the previous version of the damaged save at `path` instead."""
        state = earlier.state
        actions = len(earlier.record.actions)
        text = sentences(problem, ngettext(
            "The previous version of {file} was kept as {backup}: {rules}, hand {hand}, {count} action. "
            "Load it instead?",
            "The previous version of {file} was kept as {backup}: {rules}, hand {hand}, {count} actions. "
            "Load it instead?", actions).format(file=path.name, backup=backup_path(path).name,
                                                rules=ruleset_text(earlier.rules.title), hand=state.hand_number,
                                                count=actions))

        def answered(choice: str | None) -> None:
            if choice == "backup":
                self.play(earlier)
                self.table.say(_("The previous version of {file} was loaded.").format(file=path.name))

        self.dialogs.question(_("Load"), text, [("backup", _("Load it")), ("no", _("No"))], answered,
                              default="backup")

    def _highscores(self) -> None:
        """The high scores, statistics and personal bests, read again, open on the page the
        game on the table counts in; over them, what was found damaged in those files and
        where each damaged file was kept."""
        store, bests = self.keeper.high_scores, self.keeper.personal_bests
        problems = store.load() + self.keeper.statistics.load() + bests.load()
        match = self.table.match
        level = next((seat.level for seat in match.seats if not seat.human and seat.level in COMPUTER_LEVELS),
                     self.prefs.computer_level)
        page = BESTS if match.human_seats() and not counts_for_high_scores(match) else LEVELS
        self.dialogs.push(HighScoresDialog(self.context, store, level=level, preset=match.rules.name,
                                           statistics=self.keeper.statistics, bests=bests,
                                           players=match.players, page=page))
        if problems:
            self.dialogs.message(_("High Scores"), "\n".join(render(problem) for problem in problems))

    # ------------------------------------------------------------------ Options menu

    def _customize(self) -> None:
        if self.settings is None:
            self.dialogs.message(_("Customize"), _("Customize is not available: the settings could not be read."))
            return
        self.dialogs.push(CustomizeDialog(self.context, self.settings.customize, on_close=self._customized))

    def _rename_first_person(self, before: str) -> None:
        """Customize's name changed from `before`: the first person takes it on the table and
        in the seats the settings keep, where they carried the old one or the default."""
        name = self.prefs.player_name
        match = self.table.match
        humans = match.human_seats()
        if humans and first_person_name(match.name(humans[0]), name, before) == name:
            match.rename(humans[0], name)
        assert self.settings is not None
        seats = list(self.settings.seats)
        first = next((index for index, seat in enumerate(seats) if seat.kind == "human"), None)
        if first is not None:
            seats[first] = dataclasses.replace(seats[first], name=first_person_name(seats[first].name, name, before))
            self.settings = dataclasses.replace(self.settings, seats=tuple(seats))

    def _customized(self, customize: Any) -> None:
        """Apply Customize's choices: the look at once, the name at once (on the table,
        in the record and in what Save suggests), the computer level from the next game."""
        if customize is None or self.settings is None:
            return
        before = self.prefs
        spoken = chosen_language(self.settings.customize)
        self.settings = dataclasses.replace(self.settings, customize=customize)
        if apply_language(customize) != spoken and self.on_language is not None:
            self.on_language()
        self.prefs = Preferences.from_customize(customize)
        if self.prefs.player_name != before.player_name:
            self._rename_first_person(before.player_name)
        notes = []
        if self.prefs.computer_level != before.computer_level:
            self.next_level = self.prefs.computer_level
            self.settings = dataclasses.replace(self.settings, seats=tuple(
                seat if seat.kind != "computer" else dataclasses.replace(seat, level=self.next_level)
                for seat in self.settings.seats))
            level = LEVEL_WORDS.get(self.next_level, self.next_level.capitalize())
            notes.append(_("The computer players play at the {level} level from the next game; this game goes "
                           "on at its level.").format(level=_(level)))
        self.context.settings = self.settings
        self.table.set_preferences(self.prefs)
        problem = save_settings(self.settings)
        if problem:
            notes.append(problem)
        if notes:
            self.dialogs.message(_("Customize"), "\n\n".join(notes))

    def _rules(self) -> None:
        match = self.table.match
        # As in Canasta for Windows: the rules change only right after a deal, before its first move.
        editable = match.rules_may_change()
        locked = {} if not match.record.actions else {"partnerships": _(PARTNERS_STAY)}
        self.dialogs.push(RulesDialog(self.context, match.rules, editable, on_close=self._rules_changed,
                                      locked=locked, seats=len(match.seats)))

    def _rules_changed(self, changes: Any) -> None:
        if not changes:
            return
        match = self.table.match
        try:
            rules = match.rules.replace(changes)
        except Exception as exc:  # the dialog checks; a refusal here still must not end the game
            self.dialogs.message(_("Rule Options"), _("These rules cannot be used: {reason}").format(reason=exc))
            return
        if not match.record.actions:  # the first hand: the game starts again by the new rules
            self.start(GameSetup(rules, tuple(match.seats), match.seed))
            self.table.note(_("The rules were changed: the hand is dealt again"))
            self.table.say(_("The rules were changed, so the hand is dealt again with the new rules."))
            return
        try:
            redealt = match.change_rules(rules)
        except ValueError as exc:  # a move was made while the dialog was up
            self.dialogs.message(_("Rule Options"), sentences(
                _("The rules were not changed: {reason}").format(reason=exc), _("The game goes on")))
            return
        self.table.rules_changed()
        self.table.note(rules_changed_text(redealt))
        self.dialogs.message(_("Rule Options"), _(RULES_CHANGED) + (" " + _(DEALT_AGAIN) if redealt else ""))

    # ------------------------------------------------------------------ Help menu

    def _help(self, topic: str) -> None:
        if topic not in HELP_TOPICS:
            raise ValueError(f"no help topic {topic!r}")
        self.dialogs.push(HelpDialog(self.context, topic, self.table.match.rules,
                                     discard_click=self.table.prefs.discard_click))
