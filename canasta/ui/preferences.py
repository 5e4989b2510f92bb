"""The player's choices the table follows (the Customize dialog), read from the settings.

The settings module belongs to persistence; when its files are wrong, the table
still starts with the built-in defaults and says why.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from canasta.engine import reason_of
from canasta.language import LANGUAGES, N_, _, render, set_language, system_language
from canasta.persistence.settings import (
    BACKGROUND_COLOURS,
    Settings,
    load_user_settings,
    save_user_settings,
    shipped_defaults,
)
from canasta.sentences import sentence

Colour = tuple[int, int, int]

BACKGROUNDS: dict[str, Colour] = {
    "dark green": (20, 84, 44),
    "blue": (24, 52, 96),
    "burgundy": (96, 24, 40),
    "grey": (72, 76, 80),
    "brown": (92, 60, 36),
}
ANIMATION_SECONDS = {"off": 0.0, "slow": 0.55, "normal": 0.3, "fast": 0.16}
DEFAULT_PLAYER_NAME = N_("Player")  # the name of the first person's seat until they give one (said in the language)
DEFAULT_DISCARD_CLICK = "double"
DISCARD_CLICK_WORDS = {"double": N_("double right-click"), "single": N_("right-click")}  # English; `_` them


def discard_click_words(discard_click: str) -> str:
    """The mouse move that discards a hand card by Customize's `discard_click` ("double" or
    "single"), as the table and the help say it: "double right-click", "right-click"."""
    if discard_click not in DISCARD_CLICK_WORDS:
        raise ValueError(f"no way of discarding {discard_click!r}; known: {', '.join(DISCARD_CLICK_WORDS)}")
    return DISCARD_CLICK_WORDS[discard_click]


def shown_player_name(name: str) -> str:
    """Customize's name of the first person as a seat shows it: the default name in the
    language spoken ("Spieler"), a name of the player's own as it is."""
    return _(DEFAULT_PLAYER_NAME) if name == DEFAULT_PLAYER_NAME else name


def first_person_name(seat_name: str, customize_name: str, before: str | None = None) -> str:
    """The name of the first person's seat, with Customize's name `customize_name` (which
    was `before`, if it changed): Customize names the seat where it holds the default
    name or Customize's own, never where the New Game table gave it another."""
    if seat_name in (DEFAULT_PLAYER_NAME, _(DEFAULT_PLAYER_NAME), customize_name, before):
        return shown_player_name(customize_name)
    return seat_name


@dataclass(frozen=True)
class Preferences:
    """What Customize sets, as the table uses it."""

    player_name: str = DEFAULT_PLAYER_NAME
    discard_click: str = DEFAULT_DISCARD_CLICK  # "double" or "single" right click
    computer_level: str = "beginner"
    card_back: str = "dark red"
    background: str = "dark green"
    four_colour_deck: bool = False
    computer_delay_ms: int = 0
    animation_speed: str = "normal"     # off, slow, normal, fast
    sound: bool = True

    @classmethod
    def from_customize(cls, customize: Any) -> Preferences:
        """From a `Customize` of the settings (any object with the same attributes)."""
        values = {name: getattr(customize, name) for name in cls.__dataclass_fields__ if hasattr(customize, name)}
        return cls(**values)

    def with_changes(self, **changes: Any) -> Preferences:
        return replace(self, **changes)

    @property
    def background_colour(self) -> Colour:
        return _background_colours().get(self.background, BACKGROUNDS["dark green"])

    @property
    def glide_seconds(self) -> float:
        return ANIMATION_SECONDS.get(self.animation_speed, ANIMATION_SECONDS["normal"])


def chosen_language(customize: Any) -> str:
    """The language Customize's settings (`customize`, or None) ask for: the player's
    choice, or the system's while they have made none (or the settings cannot be read)."""
    code = getattr(customize, "language", None)
    return code if code in LANGUAGES else system_language()


def apply_language(customize: Any) -> str:
    """Speak the language Customize's settings ask for (see `chosen_language`); its code."""
    code = chosen_language(customize)
    set_language(code)
    return code


def _background_colours() -> dict[str, Colour]:
    return {**BACKGROUNDS, **BACKGROUND_COLOURS}


class StartSettings(NamedTuple):
    """What the game starts with."""

    settings: Settings | None  # the player's settings over the shipped ones; None: the built-in defaults
    shipped: Settings | None   # the shipped config.yaml; None when it cannot be used
    messages: list[str]        # for the player, about any file found damaged


def load_settings() -> StartSettings:
    """The settings to start with, the shipped ones read once; never raises.

    When the shipped config.yaml cannot be used, the game starts on its built-in
    defaults, without the player's own settings (they are laid over config.yaml and
    wait, untouched, until it is put right)."""
    shipped, problem = shipped_defaults()
    if shipped is None:
        return StartSettings(None, None, [problem] if problem else [])
    settings, messages = load_user_settings(defaults=shipped)
    return StartSettings(settings, shipped, messages)


def save_settings(settings: Any) -> str | None:
    """Save the player's settings; a sentence saying why not, or None when saved."""
    try:
        save_user_settings(settings)
    except Exception as exc:  # the game goes on with the changes in memory
        return sentence(_("Your settings could not be saved: {reason}").format(reason=render(reason_of(exc))))
    return None
