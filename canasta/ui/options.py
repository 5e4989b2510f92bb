"""The command line of the game window, and the game it sets up.

    python main.py                                  the game from your settings
    python main.py --preset classic --players 4     four players, you and three computers
    python main.py --players 3 --humans 2           hot seat: two people share the screen
    python main.py --seed 7 --delay 0 --animation off --no-sound
    python main.py --load mygame.can                go on with a saved game
    python main.py --record game.can                keep the record of the game as it is played
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass
from typing import Any, NoReturn, Sequence

from canasta.engine import SEAT_COUNTS, Rules
from canasta.language import DEFAULT_LANGUAGE, LANGUAGES, N_, _, language, set_language, system_language
from canasta.persistence.validation import COMPUTER_LEVELS

from .match import SeatInfo
from .preferences import ANIMATION_SECONDS, Preferences, first_person_name, shown_player_name
from .window_size import fit_to_desktop, size_for_screen

LEVELS = (*COMPUTER_LEVELS, "random")  # random: a player that picks any legal move (for testing)
# Computers are named by where they sit as seen from the first seat (see layout.SEATINGS),
# in the language spoken when the game is set up (a name is the seat's from then on).
COMPUTER_NAMES = {2: {1: N_("Computer")}, 3: {1: N_("West"), 2: N_("East")},
                  4: {1: N_("West"), 2: N_("North"), 3: N_("East")},
                  5: {1: N_("West"), 2: N_("North-West"), 3: N_("North-East"), 4: N_("East")},
                  6: {1: N_("South-West"), 2: N_("North-West"), 3: N_("North"), 4: N_("North-East"),
                      5: N_("South-East")}}


class PlayerCountError(ValueError):
    """The number of players asked for on the command line is not one the rules allow."""


@dataclass(frozen=True)
class GameSetup:
    """What a new game needs: its rules, its seats and the seed of its deals."""

    rules: Rules
    seats: tuple[SeatInfo, ...]
    seed: int


def parse_options(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line read (its `--help` in the system's language: the settings, which
    may choose another, are read after it)."""
    if language() == DEFAULT_LANGUAGE:
        set_language(system_language())
    parser = _parser()
    args = parser.parse_args(argv)
    if args.delay is not None and not 0 <= args.delay <= 10_000:
        parser.error(_("--delay must be between 0 and 10000 ms"))
    if args.humans is not None and args.players is not None and args.humans > args.players:
        parser.error(_("--humans cannot be more than --players"))
    return args


def refuse_options(problem: str) -> NoReturn:
    """Stop as the command line stops on a wrong option: the usage, then `problem` (exit status 2)."""
    _parser().error(problem)


class _Formatter(argparse.HelpFormatter):
    """argparse's help, its "usage:" in the player's language."""

    def add_usage(self, usage: str | None, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


def _parser() -> argparse.ArgumentParser:
    # (Named as started: main.py or canasta. argparse's own words but "usage" stay English.)
    parser = argparse.ArgumentParser(description=_("Canasta: the card table."), add_help=False,
                                     formatter_class=_Formatter)
    options = parser.add_argument_group(_("options"))
    options.add_argument("-h", "--help", action="help", help=_("show this help and stop"))
    options.add_argument("--preset", help=_("rules preset (windows, classic, ...)"))
    options.add_argument("--players", type=int, choices=SEAT_COUNTS,
                         help=_("number of players (as many as the rules allow)"))
    options.add_argument("--humans", type=int, choices=range(1, max(SEAT_COUNTS) + 1), metavar="{1..6}",
                         help=_("how many of the seats are people sharing the screen (hot seat)"))
    options.add_argument("--level", choices=LEVELS, help=_("strength of the computer players"))
    options.add_argument("--seed", type=int, help=_("seed of the deals (the same seed deals the same cards)"))
    options.add_argument("--delay", type=int, metavar="MS", help=_("pause before each computer move (0-10000 ms)"))
    options.add_argument("--animation", choices=tuple(ANIMATION_SECONDS), help=_("card movement speed"))
    options.add_argument("--single-click", action="store_true", help=_("discard with a single right click"))
    options.add_argument("--no-sound", action="store_true", help=_("play no sounds"))
    options.add_argument("--size", metavar="WxH", type=_size, help=_("window size, e.g. 1280x800"))
    options.add_argument("--fullscreen", action="store_true", help=_("start in full screen (F11 switches)"))
    options.add_argument("--language", choices=tuple(LANGUAGES),
                         help=_("the language of the table for this game (Customize keeps a choice)"))
    options.add_argument("--load", metavar="FILE", help=_("go on with a saved game record"))
    options.add_argument("--new", action="store_true", help=_("deal a new game even when an unfinished one waits"))
    options.add_argument("--record", metavar="FILE", help=_("keep the game record in FILE, written after every turn"))
    return parser


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(_("'{text}' is not a size like 1280x800").format(text=text)) from None
    if not sep or size[0] < 320 or size[1] < 240:
        raise argparse.ArgumentTypeError(_("'{text}' is not a size like 1280x800").format(text=text))
    return size


def preferences_from(settings: Any, args: argparse.Namespace) -> Preferences:
    """The Customize choices of the settings, with the command line's changes."""
    prefs = Preferences.from_customize(settings.customize) if settings is not None else Preferences()
    changes: dict[str, Any] = {}
    if args.delay is not None:
        changes["computer_delay_ms"] = args.delay
    if args.animation is not None:
        changes["animation_speed"] = args.animation
    if args.single_click:
        changes["discard_click"] = "single"
    if args.no_sound:
        changes["sound"] = False
    if args.level is not None:
        changes["computer_level"] = args.level
    return prefs.with_changes(**changes)


def window_from(settings: Any, args: argparse.Namespace, desktop: tuple[int, int],
                shipped_window: Any = None) -> tuple[tuple[int, int], bool]:
    """The window size and whether to start in full screen, on a desktop of size `desktop`.

    A size the settings remember is made to fit the desktop (it may have been a bigger
    screen); with none chosen (the settings hold the shipped `shipped_window`), the size
    comes from the screen. A size asked for on the command line is taken as asked."""
    size, fullscreen = size_for_screen(desktop), False
    if settings is not None:
        window = settings.window
        fullscreen = window.fullscreen
        if shipped_window is None or (window.width, window.height) != (shipped_window.width, shipped_window.height):
            size = (window.width, window.height)
    if args.size is not None:
        return args.size, fullscreen or args.fullscreen
    return fit_to_desktop(size, desktop), fullscreen or args.fullscreen


def load_rules(preset: str, options: Any = None) -> Rules:
    """A preset, or a rule set of the player's own ("custom:..."), with option overrides
    (ConfigError when either is wrong)."""
    from canasta.engine import RuleOptionError
    from canasta.persistence.custom_rules import load_rule_set
    from canasta.variants.registry import checked_word_list
    from canasta.variants.yaml_source import ConfigError

    rules = load_rule_set(preset)
    try:
        rules = rules.replace(dict(options)) if options else rules
    except RuleOptionError as exc:
        raise ConfigError("settings.yaml", exc.reason, key=exc.key) from None
    return checked_word_list(rules, "settings.yaml")


def default_preset() -> str:
    """The preset the shipped config.yaml starts new games with (the first preset offered
    when that file cannot be read)."""
    from canasta.persistence.settings import load_defaults
    from canasta.variants import available_presets
    from canasta.variants.yaml_source import ConfigError

    try:
        return load_defaults().default_preset
    except ConfigError:
        return available_presets()[0]


def setup_from(settings: Any, args: argparse.Namespace, prefs: Preferences) -> GameSetup:
    """The game the command line and the settings ask for.

    Raises:
        PlayerCountError: the rules are not played by the number of players given with --players,
            or by the computer seats.
        ConfigError, RuleOptionError: the preset or the options cannot be set up."""
    if args.preset is not None:
        preset, options = args.preset, None
    elif settings is not None:
        preset, options = settings.rules.preset, settings.rules.options
    else:
        preset, options = default_preset(), None
    rules = load_rules(preset, options)
    problem = rules.players_problem(args.players) if args.players is not None else None
    if problem:
        raise PlayerCountError(problem)
    seed = args.seed if args.seed is not None else random.randrange(1, 2**31)
    seats = _settings_seats(settings, prefs, args.level is not None)
    if seats is not None and rules.players_problem(len(seats)):
        seats = None  # the rules changed since these seats were kept: the usual number sits down
    if args.players is None and args.humans is None and seats is not None:
        return GameSetup(rules, seats, seed)
    players = args.players or (len(seats) if seats else rules.players)
    humans = args.humans if args.humans is not None else 1
    return GameSetup(rules, default_seats(players, humans, prefs), seed)


def _settings_seats(settings: Any, prefs: Preferences, level_given: bool) -> tuple[SeatInfo, ...] | None:
    """The seats of the settings, the first person named as in Customize unless the New
    Game table named them."""
    if settings is None or not getattr(settings, "seats", None) or len(settings.seats) < 2:
        return None
    seats = []
    named = False
    for seat in settings.seats[:max(SEAT_COUNTS)]:
        if seat.kind == "human":
            seats.append(SeatInfo(first_person_name(seat.name, prefs.player_name) if not named else seat.name, True))
            named = True
        else:
            seats.append(SeatInfo(seat.name, False, prefs.computer_level if level_given else seat.level))
    return tuple(seats)


def default_seats(players: int, humans: int, prefs: Preferences) -> tuple[SeatInfo, ...]:
    """Seats for `players`: the first `humans` are people, the rest computers at the chosen level."""
    humans = min(max(humans, 0), players)
    seats = []
    for seat in range(players):
        if seat < humans:
            name = shown_player_name(prefs.player_name) if seat == 0 else _("Player {number}").format(number=seat + 1)
            seats.append(SeatInfo(name, True))
        else:
            known = COMPUTER_NAMES[players].get(seat)
            name = _(known) if known is not None else _("Computer {number}").format(number=seat + 1)
            seats.append(SeatInfo(name, False, prefs.computer_level))
    return tuple(seats)
