"""Synthesize the table's sound effects with the standard library only.

Run from anywhere:  python sounds/make_sounds.py
Writes 44.1 kHz 16-bit mono WAV files beside this script. The noise comes
from a seeded generator, so running it again gives the same files.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 44_100
HERE = Path(__file__).resolve().parent

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def tone(freq: float, seconds: float, harmonics: Iterable[float] = (1.0,), glide: float = 1.0) -> Signal:
    """A tone with the given harmonic amplitudes; `glide` is the end/start pitch ratio."""
    amps = list(harmonics)
    n = round(seconds * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        f = freq * glide ** (i / max(1, n - 1))
        phase += 2 * math.pi * f / RATE
        out.append(sum(a * math.sin(phase * (k + 1)) for k, a in enumerate(amps)))
    return out


def envelope(signal: Signal, attack: float, decay: float) -> Signal:
    """Linear rise over `attack` s, then exponential fall with time constant `decay` s."""
    att = max(1, round(attack * RATE))
    out = []
    for i, x in enumerate(signal):
        if i < att:
            gain = i / att
        else:
            gain = math.exp(-(i - att) / (decay * RATE))
        out.append(x * gain)
    return out


def bandpass(signal: Signal, cutoff: Callable[[float], float], q: float = 1.0) -> Signal:
    """State-variable band-pass whose centre frequency follows `cutoff(t)`."""
    low = band = 0.0
    damp = 1.0 / q
    out = []
    for i, x in enumerate(signal):
        f = 2 * math.sin(math.pi * min(cutoff(i / RATE), RATE / 6) / RATE)
        high = x - low - damp * band
        band += f * high
        low += f * band
        out.append(band)
    return out


def lowpass(signal: Signal, cutoff: float) -> Signal:
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in signal:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    smooth = lowpass(signal, cutoff)
    return [x - s for x, s in zip(signal, smooth)]


def mix(length: float, *parts: tuple[float, Signal, float]) -> Signal:
    """Sum (start seconds, signal, gain) parts into one signal `length` s long."""
    out = silence(length)
    for start, signal, gain in parts:
        offset = round(start * RATE)
        for i, x in enumerate(signal):
            if offset + i < len(out):
                out[offset + i] += x * gain
    return out


def finish(signal: Signal, peak: float) -> Signal:
    """Scale to `peak` of full scale and fade the last 8 ms so nothing clicks."""
    top = max(abs(x) for x in signal) or 1.0
    out = [x * peak / top for x in signal]
    fade = min(len(out), round(0.008 * RATE))
    for i in range(fade):
        out[len(out) - fade + i] *= 1 - (i + 1) / fade
    return out


def write_wav(path: Path, signal: Signal) -> None:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(x * 32767)))) for x in signal)
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(frames)


# ---------------------------------------------------------------- the sounds


def draw_sound(rng: random.Random) -> Signal:
    """A card sliding off the stock: a swish rising in pitch."""
    length = 0.26
    swish = bandpass(noise(length, rng), lambda t: 1200 + 9000 * t, q=1.4)
    return finish(envelope(swish, 0.06, 0.06), 0.5)


def meld_sound(rng: random.Random) -> Signal:
    """A card laid on the felt: a soft, low tap."""
    thud = envelope(lowpass(noise(0.12, rng), 900), 0.002, 0.018)
    body = envelope(tone(170, 0.12, (1.0, 0.3), glide=0.8), 0.002, 0.03)
    return finish(mix(0.14, (0.0, thud, 1.0), (0.0, body, 0.5)), 0.55)


def discard_sound(rng: random.Random) -> Signal:
    """A card flicked onto the pile: a bright snap and a short swish."""
    snap = envelope(highpass(noise(0.05, rng), 2500), 0.001, 0.006)
    swish = envelope(bandpass(noise(0.12, rng), lambda t: 4000 - 15000 * t, q=1.2), 0.015, 0.03)
    tap = envelope(lowpass(noise(0.06, rng), 1200), 0.001, 0.012)
    return finish(mix(0.18, (0.0, swish, 0.6), (0.05, snap, 0.8), (0.05, tap, 0.7)), 0.55)


def bell(freq: float, seconds: float, decay: float) -> Signal:
    return envelope(tone(freq, seconds, (1.0, 0.25, 0.08)), 0.004, decay)


def canasta_sound(rng: random.Random) -> Signal:
    """A canasta completed: a bright rising arpeggio, C major."""
    notes = (1046.5, 1318.5, 1568.0, 2093.0)
    parts = [(i * 0.065, bell(f, 0.3, 0.09 if i < 3 else 0.12), 1.0) for i, f in enumerate(notes)]
    return finish(mix(0.48, *parts), 0.6)


def horn(freq: float, seconds: float) -> Signal:
    sound = tone(freq, seconds, (1.0, 0.45, 0.25, 0.12, 0.05))
    return envelope(sound, 0.012, seconds * 0.6)


def go_out_sound(rng: random.Random) -> Signal:
    """A player goes out: a short fanfare ending on a major chord."""
    g4, c5, e5, g5 = 392.0, 523.25, 659.25, 783.99
    parts = [(0.0, horn(g4, 0.1), 0.8), (0.09, horn(c5, 0.1), 0.8), (0.18, horn(e5, 0.1), 0.8)]
    parts += [(0.27, horn(f, 0.22), 0.6) for f in (c5, e5, g5)]
    return finish(mix(0.49, *parts), 0.6)


def refused_sound(rng: random.Random) -> Signal:
    """An action refused: two low, soft bonks, the second lower."""
    first = envelope(tone(233, 0.12, (1.0, 0.2), glide=0.85), 0.006, 0.035)
    second = envelope(tone(196, 0.16, (1.0, 0.2), glide=0.85), 0.006, 0.045)
    return finish(lowpass(mix(0.34, (0.0, first, 1.0), (0.15, second, 1.0)), 1500), 0.5)


def shuffle_sound(rng: random.Random) -> Signal:
    """A riffle shuffle: quick clicks that speed up, then a short settle."""
    length = 0.45
    parts = []
    t = 0.02
    gap = 0.022
    while t < 0.36:
        centre = rng.uniform(2500, 4500)
        click = envelope(bandpass(noise(0.012, rng), lambda _t, c=centre: c, q=2.0), 0.0008, 0.0025)
        parts.append((t, click, rng.uniform(0.6, 1.0)))
        t += gap * rng.uniform(0.7, 1.2)
        gap = max(0.008, gap * 0.95)
    settle = envelope(lowpass(noise(0.07, rng), 1000), 0.004, 0.02)
    parts.append((0.37, settle, 1.2))
    return finish(mix(length, *parts), 0.5)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "draw": draw_sound,
    "meld": meld_sound,
    "discard": discard_sound,
    "canasta": canasta_sound,
    "go_out": go_out_sound,
    "refused": refused_sound,
    "shuffle": shuffle_sound,
}


def main() -> None:
    for seed, (name, make) in enumerate(SOUNDS.items()):
        signal = make(random.Random(seed))
        write_wav(HERE / f"{name}.wav", signal)
        print(f"{name}.wav  {len(signal) / RATE:.2f} s")


if __name__ == "__main__":
    main()
