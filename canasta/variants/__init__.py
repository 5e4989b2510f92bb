"""Rule sets as data: presets in YAML, validated into `Rules`."""

from . import hooks  # registers the rule sets' hooks (the Kanastic pile policy) with the engine
from .registry import available_presets, load_preset, load_rules_file, rules_with_options

__all__ = ["available_presets", "load_preset", "load_rules_file", "rules_with_options"]
