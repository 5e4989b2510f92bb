"""The program's settings: shipped defaults in config.yaml, the player's changes in settings.yaml.

config.yaml (at the top of the repository) is read strictly: any unknown key,
wrong type or impossible value is a ConfigError naming the file, the key and
the line. The player's settings.yaml holds only what differs from it; when it
is damaged or invalid it is set aside and the defaults are used.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

import yaml

from canasta.persistence.atomic import FileTooLargeError, read_limited
from canasta.persistence.errors import PersistenceError
from canasta.persistence.paths import config_dir
from canasta.persistence.store import YamlStore
from canasta.persistence.validation import COMPUTER_LEVELS, Checker, Scalar
from canasta.persistence.yaml_guard import MAX_FILE_BYTES, parse_guarded
from canasta.resources import shipped_path
from canasta.variants.yaml_source import ConfigError, KeyPath, YamlDocument

USER_FILE_NAME = "settings.yaml"

WIDTH_RANGE = (1024, 7680)
HEIGHT_RANGE = (640, 4320)
SEAT_COUNT_RANGE = (2, 6)
COMPUTER_DELAY_MAX_MS = 10_000
SEAT_KINDS = ("human", "computer")
DISCARD_CLICKS = ("double", "single")
ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")

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


@dataclass(frozen=True)
class Window:
    width: int
    height: int
    fullscreen: bool


@dataclass(frozen=True)
class Seat:
    """One place at the table; `level` is set for computer seats only."""

    name: str
    kind: str
    level: str | None = None


@dataclass(frozen=True)
class Customize:
    """The choices of the Customize dialog."""

    player_name: str
    discard_click: str
    computer_level: str
    card_back: str
    background: str
    four_colour_deck: bool
    computer_delay_ms: int
    animation_speed: str
    sound: bool


@dataclass(frozen=True)
class RuleChoice:
    """The preset in play and option overrides (checked by the rules, not here)."""

    preset: str
    options: Mapping[str, Scalar]


@dataclass(frozen=True)
class Settings:
    window: Window
    default_preset: str
    seats: tuple[Seat, ...]
    customize: Customize
    rules: RuleChoice


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
        data = read_limited(path, MAX_FILE_BYTES, what="the shipped settings")
    except FileTooLargeError as exc:
        raise ConfigError(path.name, exc.reason) from None
    except PersistenceError as exc:
        raise ConfigError(path.name, str(exc)) from None
    if data is None:
        raise ConfigError(path.name, "the file is missing")
    return _parse_settings(parse_guarded(data, path.name), base=None)


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
        raise ValueError(f"These settings cannot be saved: {exc}") from None
    if reloaded != settings:
        raise ValueError("These settings cannot be saved: they do not read back the same (seats must be a tuple)")
    store.save(settings)


def settings_to_data(settings: Settings) -> dict[str, Any]:
    """All of `settings` as plain data, in the layout of config.yaml."""
    return {
        "window": {
            "width": settings.window.width,
            "height": settings.window.height,
            "fullscreen": settings.window.fullscreen,
        },
        "default_preset": settings.default_preset,
        "seats": [
            {"name": seat.name, "kind": seat.kind, **({"level": seat.level} if seat.level is not None else {})}
            for seat in settings.seats
        ],
        "customize": {name: getattr(settings.customize, name) for name in _CUSTOMIZE_KEYS},
        "rules": {"preset": settings.rules.preset, "options": dict(settings.rules.options)},
    }


def _user_store(path: Path | None, defaults: Settings) -> YamlStore[Settings]:
    return YamlStore(
        (lambda: path) if path is not None else (lambda: config_dir() / USER_FILE_NAME),
        what="your settings",
        empty_note="The default settings are used.",
        header="Your Canasta settings: only what differs from the shipped config.yaml.\nWritten by the program.",
        parse=lambda doc: _parse_user_settings(doc, defaults),
        to_data=lambda settings: _only_changes(settings, defaults),
        empty=lambda: defaults,
    )


def _parse_user_settings(doc: YamlDocument, defaults: Settings) -> Settings:
    if doc.data is None:  # an empty file the player made: nothing changed
        return defaults
    return _parse_settings(doc, base=defaults)


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


# Reading, key by key. With `base` None every key is required (config.yaml);
# otherwise a missing key keeps the base value (settings.yaml).

_TOP_KEYS = ("window", "default_preset", "seats", "customize", "rules")
_WINDOW_KEYS = ("width", "height", "fullscreen")
_CUSTOMIZE_KEYS = (
    "player_name", "discard_click", "computer_level", "card_back", "background",
    "four_colour_deck", "computer_delay_ms", "animation_speed", "sound",
)
_RULES_KEYS = ("preset", "options")

V = TypeVar("V")


def _field(raw: dict[str, Any], key: str, base: Any, path: KeyPath, read: Callable[[KeyPath, Any], V]) -> V:
    if key in raw:
        return read(path + (key,), raw[key])
    return getattr(base, key)


def _parse_settings(doc: YamlDocument, base: Settings | None) -> Settings:
    check = Checker(doc)
    top = check.mapping((), doc.data, allowed=_TOP_KEYS, required=_TOP_KEYS if base is None else ())
    return Settings(
        window=_field(top, "window", base, (), lambda path, value: _parse_window(check, path, value, base and base.window)),
        default_preset=_field(top, "default_preset", base, (), check.preset),
        seats=_field(top, "seats", base, (), lambda path, value: _parse_seats(check, path, value)),
        customize=_field(top, "customize", base, (), lambda path, value: _parse_customize(check, path, value, base and base.customize)),
        rules=_field(top, "rules", base, (), lambda path, value: _parse_rules(check, path, value, base and base.rules)),
    )


def _parse_window(check: Checker, path: KeyPath, value: Any, base: Window | None) -> Window:
    raw = check.mapping(path, value, allowed=_WINDOW_KEYS, required=_WINDOW_KEYS if base is None else ())
    return Window(
        width=_field(raw, "width", base, path, lambda p, v: check.integer(p, v, *WIDTH_RANGE)),
        height=_field(raw, "height", base, path, lambda p, v: check.integer(p, v, *HEIGHT_RANGE)),
        fullscreen=_field(raw, "fullscreen", base, path, check.boolean),
    )


def _parse_seats(check: Checker, path: KeyPath, value: Any) -> tuple[Seat, ...]:
    items = check.sequence(path, value, min_items=SEAT_COUNT_RANGE[0], max_items=SEAT_COUNT_RANGE[1])
    return tuple(_parse_seat(check, path + (str(index),), item) for index, item in enumerate(items))


def _parse_seat(check: Checker, path: KeyPath, value: Any) -> Seat:
    raw = check.mapping(path, value, allowed=("name", "kind", "level"), required=("name", "kind"))
    kind = check.choice(path + ("kind",), raw["kind"], SEAT_KINDS)
    if kind == "computer" and "level" not in raw:
        raise check.fail(path, "a computer seat needs a level: beginner, advanced or expert")
    if kind == "human" and "level" in raw:
        raise check.fail(path + ("level",), "only computer seats have a level")
    level = check.level(path + ("level",), raw["level"]) if kind == "computer" else None
    return Seat(name=check.name(path + ("name",), raw["name"]), kind=kind, level=level)


def _parse_customize(check: Checker, path: KeyPath, value: Any, base: Customize | None) -> Customize:
    raw = check.mapping(path, value, allowed=_CUSTOMIZE_KEYS, required=_CUSTOMIZE_KEYS if base is None else ())

    def choice(options: Any) -> Callable[[KeyPath, Any], str]:
        return lambda p, v: check.choice(p, v, tuple(options))

    return Customize(
        player_name=_field(raw, "player_name", base, path, check.name),
        discard_click=_field(raw, "discard_click", base, path, choice(DISCARD_CLICKS)),
        computer_level=_field(raw, "computer_level", base, path, choice(COMPUTER_LEVELS)),
        card_back=_field(raw, "card_back", base, path, choice(CARD_BACK_COLOURS)),
        background=_field(raw, "background", base, path, choice(BACKGROUND_COLOURS)),
        four_colour_deck=_field(raw, "four_colour_deck", base, path, check.boolean),
        computer_delay_ms=_field(raw, "computer_delay_ms", base, path, lambda p, v: check.integer(p, v, 0, COMPUTER_DELAY_MAX_MS)),
        animation_speed=_field(raw, "animation_speed", base, path, choice(ANIMATION_SPEEDS)),
        sound=_field(raw, "sound", base, path, check.boolean),
    )


def _parse_rules(check: Checker, path: KeyPath, value: Any, base: RuleChoice | None) -> RuleChoice:
    raw = check.mapping(path, value, allowed=_RULES_KEYS, required=_RULES_KEYS if base is None else ())
    preset = _field(raw, "preset", base, path, check.preset)
    options = dict(base.options) if base is not None else {}
    if "options" in raw:
        options_path = path + ("options",)
        for key, option in check.mapping(options_path, raw["options"]).items():
            options[key] = check.scalar(options_path + (key,), option)
    return RuleChoice(preset=preset, options=MappingProxyType(options))
