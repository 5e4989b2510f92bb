"""Quick counts of what a hand can still reach this turn, which answer most of the judge's
questions at a glance before the solver is asked: bounds on a first meld and on going
out (first_meld_reach, reach, reach_by_kinds, going_out_reach), the runs of a suit
against the groups of a rank (suit_runs, run_placing), the sure ways to end a turn
(quick_endings, plain_ways), and a side's melds by label (melds). May import the rooms
up to features/; not solver/."""
