"""What the engine works out once from a rule set's options and keeps beside them (tables).
A bottom room: it imports no other room (it names the rules as a type only)."""
