"""How SDL puts finished frames on the screen: through the GPU where there is one, else
straight from the window's pixels.

Without a GPU, SDL's default on X11 and Wayland still presents each frame through OpenGL,
which Mesa then runs in software: every frame is uploaded as a texture and drawn again
(about 13 ms at 1920x1080, against under 1 ms for the plain shared-memory copy that
SDL_FRAMEBUFFER_ACCELERATION=0 asks for). So where there is no GPU the hint is set
before the window opens; where there is one, SDL keeps its accelerated path. A value
the player set in the environment is always kept.
"""

from __future__ import annotations

import glob
import os
import sys
from collections.abc import Mapping, MutableMapping, Sequence

HINT = "SDL_FRAMEBUFFER_ACCELERATION"
RENDER_NODES = "/dev/dri/renderD*"


def has_gpu(environ: Mapping[str, str], platform: str, render_nodes: Sequence[str]) -> bool:
    """Whether frames can be presented by a GPU: always assumed on Windows and macOS; on
    Linux and the BSDs, when a DRM render node can be opened and software GL is not forced."""
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return True
    if environ.get("LIBGL_ALWAYS_SOFTWARE", "") not in ("", "0"):
        return False
    return any(os.access(node, os.R_OK | os.W_OK) for node in render_nodes)


def presentation_hints(environ: Mapping[str, str], platform: str,
                       render_nodes: Sequence[str]) -> dict[str, str]:
    """The SDL hints to set before the window opens (none where SDL's default is right)."""
    if HINT in environ or environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return {}
    if has_gpu(environ, platform, render_nodes):
        return {}
    return {HINT: "0"}


def choose_presentation(environ: MutableMapping[str, str] = os.environ) -> dict[str, str]:
    """Set the hints for this machine in `environ` (before pygame.display.init()); the hints set."""
    hints = presentation_hints(environ, sys.platform, glob.glob(RENDER_NODES))
    environ.update(hints)
    return hints
