"""`once`: an attribute worked out when first read, for what a turn's plan may not need."""

from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

T = TypeVar("T")


class once(Generic[T]):
    """An attribute worked out when first read and kept on the instance (as
    functools.cached_property, without the lock it takes in Python 3.11 at each first
    read: a search reads thousands of these a second)."""

    def __init__(self, work: Callable[[Any], T]):
        self.work = work
        self.name = work.__name__
        self.__doc__ = work.__doc__

    def __get__(self, instance: Any, owner: type | None = None) -> T:
        if instance is None:
            return self  # type: ignore[return-value]
        value = instance.__dict__[self.name] = self.work(instance)
        return value
