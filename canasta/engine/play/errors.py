"""The errors the engine raises. Each message is a sentence a player understands."""


class IllegalActionError(ValueError):
    """An action that the rules do not allow in this position."""


class InvalidPositionError(ValueError):
    """A position text that cannot be read, or that describes an impossible game."""


class RecordError(ValueError):
    """A game record that cannot be replayed; `line` is the 1-based line that failed."""

    def __init__(self, message: str, line: int | None = None):
        self.line = line
        self.reason = message
        super().__init__(f"line {line}: {message}" if line is not None else message)


class RuleOptionError(ValueError):
    """A rule option with an unknown name, a wrong type or an impossible value."""

    def __init__(self, key: str, message: str):
        self.key = key
        self.reason = message
        super().__init__(f"{key}: {message}")
