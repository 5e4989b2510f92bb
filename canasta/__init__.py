"""Canasta: a desktop card table for the whole Canasta family."""

__version__ = "0.1.0"
