"""The judge and what carries its answers out: why an action is not allowed now (legality,
taking, end_rules, after_meld, ends_now), the features the judge weighs as it goes (the
foot, merging), dealing, and carrying out an action once it is known legal
(carrying_out, pile_taken). May import solver/, reach/ and the rooms below them."""
