"""The hooks of the rule sets that differ from the standard ways the engine knows.

A rule set's hook module implements the engine's small protocols (a pile policy,
canasta.engine.rules.pile) and registers each under the name its preset's option gives;
importing this package (as importing canasta.variants does) registers them all.
"""

from . import bwc, kanastic

__all__ = ["bwc", "kanastic"]
