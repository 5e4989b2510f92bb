"""The program's settings: shipped defaults in config.yaml, the player's changes in settings.yaml.

config.yaml (at the top of the repository) is read strictly: any unknown key,
wrong type or impossible value (a preset that is not shipped, a rule option its
rules do not take) is a ConfigError naming the file, the key and the line; the
game then starts on its built-in settings (shipped_defaults). The player's
settings.yaml holds only what differs from it; when it is damaged or invalid it
is set aside and the defaults are used.

Each setting is declared once, in the records below (`setting(...)`, see
canasta.persistence.schema): its type, its range or choices and a line saying
what it is. Both files are checked by that table alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from canasta.engine import Quoted, RuleOptionError, say
from canasta.language import LANGUAGES
from canasta.persistence.atomic import FileTooLargeError, read_limited
from canasta.persistence.errors import PersistenceError
from canasta.persistence.paths import config_dir
from canasta.persistence.schema import Record, read_record, record_to_data, setting
from canasta.persistence.store import YamlStore
from canasta.persistence.validation import COMPUTER_LEVELS, Checker, OptionValue
from canasta.persistence.yaml_guard import MAX_FILE_BYTES, parse_guarded
from canasta.resources import shipped_path
from canasta.sentences import clause
from canasta.variants.lexicons import word_list_problem
from canasta.variants.registry import available_presets, load_preset
from canasta.variants.yaml_source import ConfigError, YamlDocument, where_said

USER_FILE_NAME = "settings.yaml"

WIDTH_RANGE = (1024, 7680)
HEIGHT_RANGE = (640, 4320)
SEAT_COUNT_RANGE = (2, 6)
COMPUTER_DELAY_MAX_MS = 10_000
SEAT_KINDS = ("human", "computer")
DISCARD_CLICKS = ("double", "single")
ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")
SYSTEM_LANGUAGE = "system"  # the language of the player's system, until they choose one
LANGUAGE_CHOICES = (SYSTEM_LANGUAGE, *LANGUAGES)

CARD_BACK_COLOURS: Mapping[str, tuple[int, int, int]] = MappingProxyType({
    "dark red": (128, 24, 32),
    "blue": (32, 64, 160),
    "green": (24, 112, 56),
    "purple": (96, 40, 128),
    "black": (24, 24, 28),
    "teal": (16, 112, 112),
})
BACKGROUND_COLOURS: Mapping[str, tuple[int, int, int]] = MappingProxyType({
    "dark green": (20, 84, 44),
    "blue": (24, 52, 96),
    "burgundy": (96, 24, 40),
    "grey": (72, 76, 80),
    "brown": (92, 60, 36),
})


# The settings, each declared once: its type, range or choices, and a line on what it is.
# Their default values are the shipped config.yaml, the one place they are written down.


@dataclass(frozen=True)
class Window(Record):
    """The game window when it first opens."""

    width: int = setting("Width of the window in pixels.", minimum=WIDTH_RANGE[0], maximum=WIDTH_RANGE[1])
    height: int = setting("Height of the window in pixels.", minimum=HEIGHT_RANGE[0], maximum=HEIGHT_RANGE[1])
    fullscreen: bool = setting("Start in full screen.")


@dataclass(frozen=True)
class Seat(Record):
    """One place at the table; `level` is set for computer seats only."""

    name: str = setting("The name shown at the seat.", text="name")
    kind: str = setting("Who plays the seat: a person (human) or the computer.", choices=SEAT_KINDS)
    level: str | None = setting("How well the computer plays the seat.", choices=COMPUTER_LEVELS, default=None)

    def problem(self) -> tuple[str | None, str] | None:
        if self.kind == "computer" and self.level is None:
            return None, say("a computer seat needs a level: {levels} or {last}",
                             levels=Quoted(", ".join(COMPUTER_LEVELS[:-1])), last=Quoted(COMPUTER_LEVELS[-1]))
        if self.kind != "computer" and self.level is not None:
            return "level", say("only computer seats have a level")
        return None


@dataclass(frozen=True)
class Customize(Record):
    """The choices of the Customize dialog."""

    player_name: str = setting("Your name at the table and in the high scores.", text="name")
    discard_click: str = setting("How a click discards the selected card.", choices=DISCARD_CLICKS)
    computer_level: str = setting("How well the computer opponents play.", choices=COMPUTER_LEVELS)
    card_back: str = setting("The colour of the card backs.", choices=CARD_BACK_COLOURS)
    background: str = setting("The colour of the table.", choices=BACKGROUND_COLOURS)
    four_colour_deck: bool = setting("Clubs green and diamonds blue, so suits differ at a glance.")
    computer_delay_ms: int = setting(
        "The pause before each computer move, in milliseconds.", minimum=0, maximum=COMPUTER_DELAY_MAX_MS)
    animation_speed: str = setting("How fast cards move.", choices=ANIMATION_SPEEDS)
    sound: bool = setting("Play sounds.")
    language: str = setting("The language of the table: the system's, or one the game speaks.",
                            choices=LANGUAGE_CHOICES)


@dataclass(frozen=True)
class RuleChoice(Record):
    """The preset in play and option overrides (checked by the rules, not here)."""

    preset: str = setting("The preset whose options apply.", text="preset")
    options: Mapping[str, OptionValue] = setting("Rule option overrides, as option name: value.")


@dataclass(frozen=True)
class Settings(Record):
    window: Window = setting("The game window when it first opens.")
    default_preset: str = setting("The rules preset a new game starts with.", text="preset")
    seats: tuple[Seat, ...] = setting(
        "Who sits at the table, in turn order.", minimum=SEAT_COUNT_RANGE[0], maximum=SEAT_COUNT_RANGE[1])
    customize: Customize = setting("The choices of the Customize dialog.")
    rules: RuleChoice = setting("The rules in play.")


def shipped_config_path() -> Path:
    """Where the shipped config.yaml lives (the top of the repository, see canasta.resources)."""
    return shipped_path("config.yaml")


def load_defaults(path: Path | None = None) -> Settings:
    """The shipped defaults, checked strictly.

    Raises:
        ConfigError: the file is missing, unreadable or wrong; the message names
            the file, and where possible the key and the line.
    """
    path = path or shipped_config_path()
    try:
        data = read_limited(path, MAX_FILE_BYTES, what=say("the shipped settings"))
    except FileTooLargeError as exc:
        raise ConfigError(path.name, exc.reason) from None
    except PersistenceError as exc:
        raise ConfigError(path.name, exc.message) from None
    if data is None:
        raise ConfigError(path.name, say("the file is missing"))
    doc = parse_guarded(data, path.name)
    defaults = _parse_settings(doc, base=None)
    _check_shipped_rules(doc, defaults)
    return defaults


def shipped_defaults(path: Path | None = None) -> tuple[Settings | None, str | None]:
    """The shipped defaults; or, when config.yaml cannot be used, None and a message for
    the player naming the file, the line and the key. The file is left as it is. Never raises."""
    path = path or shipped_config_path()
    try:
        return load_defaults(path), None
    except ConfigError as exc:
        file = str(path) if exc.filename == path.name else exc.filename  # else a shipped preset's file
        reason = exc.reason if clause(exc.reason) == exc.reason else clause(exc.reason)  # a message kept whole
        return None, say("Could not use the settings Canasta comes with ({problem}). Canasta starts on its "
                         "built-in settings; your own are used again once that file is put right (installing "
                         "Canasta again does it).", problem=where_said(file, reason, exc.key, exc.line))


def load_user_settings(path: Path | None = None, defaults: Settings | None = None) -> tuple[Settings, list[str]]:
    """The defaults with the player's settings.yaml laid over them, and messages for the player.

    A damaged or invalid settings.yaml is set aside (the messages say so) and
    the defaults are used.

    Raises:
        ConfigError: only when the shipped config.yaml itself is wrong.
    """
    defaults = defaults or load_defaults()
    return _user_store(path, defaults).load()


def save_user_settings(settings: Settings, path: Path | None = None, defaults: Settings | None = None) -> None:
    """Write, atomically, only what differs from the defaults.

    Raises:
        ValueError: `settings` holds a value that could not be loaded back.
        PersistenceError: the file could not be written; the old one is unchanged.
    """
    defaults = defaults or load_defaults()
    store = _user_store(path, defaults)
    try:
        reloaded = _parse_settings(parse_guarded(store.render(settings), USER_FILE_NAME), base=defaults)
    except (ConfigError, yaml.YAMLError) as exc:
        reason = exc.message if isinstance(exc, ConfigError) else Quoted(str(exc))
        raise ValueError(say("These settings cannot be saved: {reason}", reason=reason)) from None
    if reloaded != settings:
        raise ValueError(say("These settings cannot be saved: they do not read back the same (seats must be a tuple)"))
    store.save(settings)


def settings_to_data(settings: Settings) -> dict[str, Any]:
    """All of `settings` as plain data, in the layout of config.yaml."""
    return record_to_data(settings)


def _user_store(path: Path | None, defaults: Settings) -> YamlStore[Settings]:
    return YamlStore(
        (lambda: path) if path is not None else (lambda: config_dir() / USER_FILE_NAME),
        what=say("your settings"),
        empty_note=say("The default settings are used."),
        header="Your Canasta settings: only what differs from the shipped config.yaml.\nWritten by the program.",
        parse=lambda doc: _parse_user_settings(doc, defaults),
        to_data=lambda settings: _only_changes(settings, defaults),
        empty=lambda: defaults,
    )


def _parse_user_settings(doc: YamlDocument, defaults: Settings) -> Settings:
    if doc.data is None:  # an empty file the player made: nothing changed
        return defaults
    return _parse_settings(doc, base=defaults)


def _parse_settings(doc: YamlDocument, base: Settings | None) -> Settings:
    """With `base` None every key is required (config.yaml); otherwise a missing key
    keeps the value of `base` (settings.yaml). A word list must be one the game ships
    (the other rule options are checked by the rules)."""
    settings = read_record(Checker(doc), (), doc.data, Settings, base)
    problem = word_list_problem(settings.rules.options.get("word_list"))
    if problem is not None:
        raise doc.error(("rules", "options", "word_list"), problem)
    return settings


def _check_shipped_rules(doc: YamlDocument, defaults: Settings) -> None:
    """The presets config.yaml names are shipped ones, and its option overrides are options of its rules."""
    known = available_presets()
    for key, preset in ((("default_preset",), defaults.default_preset), (("rules", "preset"), defaults.rules.preset)):
        if preset not in known:
            raise doc.error(key, say("there is no shipped preset called {preset} (known: {known})",
                                     preset=Quoted(repr(preset)), known=Quoted(", ".join(known))))
    try:
        load_preset(defaults.rules.preset).replace(dict(defaults.rules.options))
    except RuleOptionError as exc:
        raise doc.error(("rules", "options", exc.key), exc.reason) from None


def _only_changes(settings: Settings, defaults: Settings) -> dict[str, Any]:
    changes = _differences(settings_to_data(settings), settings_to_data(defaults))
    return {} if changes is _UNCHANGED else changes


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b  # True == 1 must still count as a change


_UNCHANGED = object()


def _differences(mine: Any, base: Any) -> Any:
    """The parts of `mine` that differ from `base` (mappings key by key, anything else whole), or _UNCHANGED."""
    if isinstance(mine, dict) and isinstance(base, dict):
        changed = {}
        for key, value in mine.items():
            difference = _differences(value, base[key]) if key in base else value
            if difference is not _UNCHANGED:
                changed[key] = difference
        return changed or _UNCHANGED
    return _UNCHANGED if _same(mine, base) else mine
