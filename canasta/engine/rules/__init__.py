"""A rule set: its options declared (rule_groups, general_options, rule_options), read
from plain data (rule_reading) and held in the frozen `Rules` (rules), with the ways the
pile is taken, by name (pile). May import cards/, play/, values/, melds/ and scoring/."""
