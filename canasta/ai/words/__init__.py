"""Computer play of word Canasta (BWC, rules/bwc.md): melds are words.

`finder` finds the words a hand's letters make, alone or with the side's words;
`judgement` says what a word move, a letter kept and a discard are worth; `turn_plan`
plans a turn among the engine's listed moves; `policy` answers every decision of a
turn as `HeuristicPolicy` does for the card games (chosen by `strategy.policy_for`).
"""
