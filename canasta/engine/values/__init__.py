"""The values rule options take beyond plain numbers, words and yes/no (rule_values), and
the reading of an option's numbers from plain data (option_numbers). May import cards/
and play/."""
