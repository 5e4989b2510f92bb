"""The errors the engine raises. Each message is a sentence a player understands."""

from __future__ import annotations

from ..sentences.message import Message, say


class IllegalActionError(ValueError):
    """An action that the rules do not allow in this position."""


class InvalidPositionError(ValueError):
    """A position text that cannot be read, or that describes an impossible game."""


class RecordError(ValueError):
    """A game record that cannot be replayed; `line` is the 1-based line that failed.

    `reason` is why (a message, `say`), `message` the reason with its line ("line 7: ..."):
    the table says it in the player's language; `str()` of the error is its English."""

    def __init__(self, message: str, line: int | None = None):
        self.line = line
        self.reason = message
        self.message = say("line {line}: {reason}", line=str(line), reason=message) if line is not None else message
        super().__init__(self.message)


def reason_of(exc: BaseException) -> str:
    """What `exc` says, as the message it was raised with where it was one (a refusal of
    the rules, a record's reason), so that it can be said in the player's language; else
    its words."""
    said = getattr(exc, "message", None)
    if isinstance(said, Message):
        return said
    if exc.args and isinstance(exc.args[0], Message) and len(exc.args) == 1:
        return exc.args[0]
    return str(exc)


class RuleOptionError(ValueError):
    """A rule option with an unknown name, a wrong type or an impossible value."""

    def __init__(self, key: str, message: str):
        self.key = key
        self.reason = message
        super().__init__(f"{key}: {message}")
