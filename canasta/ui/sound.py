"""Short sounds of the table (sounds/*.wav), switched off by the Customize option.

A machine without an audio device plays nothing and says nothing: sound is a
nicety, never a reason to fail.
"""

from __future__ import annotations

import os
import sys
from collections import deque
from pathlib import Path

import pygame

from canasta.resources import shipped_path

SOUND_NAMES = ("draw", "meld", "discard", "canasta", "go_out", "refused", "shuffle")


def sounds_dir() -> Path:
    return shipped_path("sounds")


def _audio_device_likely() -> bool:
    """Whether opening audio is worth trying: on Linux without any sound server or
    card, SDL's attempt only prints ALSA complaints."""
    if os.environ.get("SDL_AUDIODRIVER"):
        return True
    if not sys.platform.startswith("linux"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    servers = [Path(runtime) / "pulse" / "native", Path(runtime) / "pipewire-0"] if runtime else []
    return (Path("/dev/snd").exists() or bool(os.environ.get("PULSE_SERVER"))
            or any(path.exists() for path in servers))


class Sounds:
    """Plays the named sounds when `enabled`; silent when there is no audio device."""

    def __init__(self, enabled: bool = True, folder: Path | None = None):
        self.enabled = enabled
        self.folder = folder or sounds_dir()
        self._loaded: dict[str, pygame.mixer.Sound | None] = {}
        self._device: bool | None = None
        self.played: deque[str] = deque(maxlen=64)  # the latest sounds asked for, device or not

    def _open_device(self) -> bool:
        if self._device is None:
            self._device = False
            if _audio_device_likely():
                try:
                    if not pygame.mixer.get_init():
                        pygame.mixer.init()
                    self._device = True
                except pygame.error:
                    self._device = False
        return self._device

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._loaded:
            try:
                self._loaded[name] = pygame.mixer.Sound(str(self.folder / f"{name}.wav"))
            except (pygame.error, FileNotFoundError):
                self._loaded[name] = None
        return self._loaded[name]

    def play(self, name: str) -> None:
        if name not in SOUND_NAMES:
            raise ValueError(f"no sound called {name!r}")
        if not self.enabled:
            return
        self.played.append(name)
        if not self._open_device():
            return
        sound = self._sound(name)
        if sound is not None:
            sound.play()
