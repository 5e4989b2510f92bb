"""Fixtures of the UI tests: a dummy display, and tables to click on (see table_kit)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from table_kit import MakeTable, new_table


@pytest.fixture(scope="session", autouse=True)
def display() -> None:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 800))


@pytest.fixture
def make_table() -> MakeTable:
    return new_table
