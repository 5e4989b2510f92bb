"""Records of settings declared once, and read from YAML by those declarations alone.

Each field of a record is declared with `setting(...)`, as each rule option is
declared with `option(...)` in canasta/engine/rules/rules.py: its type is its annotation;
its one-line description, its range or choices, and its default (if it may be left
out) are its metadata. `read_record` is the one validation pass over any such
record, and `record_to_data` turns one back into plain data; neither knows any
particular setting.

The types a setting may have:

* `bool`; `int` between `minimum` and `maximum`;
* `str` that is one of `choices`, or a player's name (`text="name"`) or a preset
  name (`text="preset"`); `str | None` for one that only some records have;
* another record (a section of the file), read key by key;
* `tuple[Record, ...]`: a list of `minimum` to `maximum` records, replaced whole;
* `Mapping[str, OptionValue]`: free keys with single values, or lists or mappings of
  them, checked by someone else (the rule options), merged key by key.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType, NoneType, UnionType
from typing import Any, TypeVar

from canasta.persistence.validation import Checker
from canasta.variants.yaml_source import KeyPath

TEXT_KINDS = ("name", "preset")


@dataclass(frozen=True)
class Spec:
    """What a setting's metadata says about it."""

    description: str
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] | None = None
    text: str | None = None

    def bounds(self) -> tuple[int, int]:
        """The minimum and maximum of a number or a list (`fields_of` checks both are given)."""
        assert self.minimum is not None and self.maximum is not None
        return self.minimum, self.maximum


def setting(
    description: str,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    choices: Collection[str] | None = None,
    text: str | None = None,
    default: Any = dataclasses.MISSING,
) -> Any:
    """Declare a field of a record as a setting; see the module docstring for the types.

    A setting with a `default` may be left out of a file, even of config.yaml."""
    if text is not None and text not in TEXT_KINDS:
        raise ValueError(f"text must be one of {', '.join(TEXT_KINDS)}, not {text!r}")
    spec = Spec(description, minimum, maximum, None if choices is None else tuple(choices), text)
    return dataclasses.field(default=default, metadata={"setting": spec})


class Record:
    """A frozen dataclass whose fields are all declared with `setting(...)`."""

    __dataclass_fields__: typing.ClassVar[dict[str, dataclasses.Field[Any]]]  # (each subclass is a dataclass)

    def problem(self) -> tuple[str | None, str] | None:
        """Why these values do not go together: the key at fault (None: the record as a whole)
        and the reason; None when they do. Records whose settings depend on each other override it."""
        return None


R = TypeVar("R", bound=Record)


@dataclass(frozen=True)
class Field:
    """A declared setting as the validation pass uses it."""

    name: str
    spec: Spec
    kind: Any  # bool, int, str, a Record class, or tuple / Mapping (see `inner`)
    inner: Any  # the record class of a tuple of records; otherwise None
    default: Any  # dataclasses.MISSING when the key is required

    @property
    def required(self) -> bool:
        return self.default is dataclasses.MISSING


# The declared settings of each record class, once worked out (kept in a plain dict rather
# than by functools.cache, whose arguments mypy does not take a class for: mypy#11470).
_FIELDS: dict[type[Record], tuple[Field, ...]] = {}


def fields_of(record_class: type[Record]) -> tuple[Field, ...]:
    """The declared settings of `record_class`, in order; TypeError for one no reader knows."""
    found = _FIELDS.get(record_class)
    if found is None:
        found = _FIELDS[record_class] = _declared_fields(record_class)
    return found


def _declared_fields(record_class: type[Record]) -> tuple[Field, ...]:
    hints = typing.get_type_hints(record_class)
    found = []
    for declared in dataclasses.fields(record_class):
        spec = declared.metadata.get("setting")
        if spec is None:
            raise TypeError(f"{record_class.__name__}.{declared.name} is not declared with setting(...)")
        kind, inner = _kind(hints[declared.name], f"{record_class.__name__}.{declared.name}")
        if kind is str and spec.choices is None and spec.text is None:
            raise TypeError(f"{record_class.__name__}.{declared.name}: a text setting needs choices or text=")
        if kind in (int, tuple) and (spec.minimum is None or spec.maximum is None):
            raise TypeError(f"{record_class.__name__}.{declared.name}: a number or list needs a minimum and a maximum")
        found.append(Field(declared.name, spec, kind, inner, declared.default))
    return tuple(found)


def _kind(hint: Any, where: str) -> tuple[Any, Any]:
    if isinstance(hint, UnionType) and NoneType in hint.__args__:  # `str | None`: optional text
        (hint,) = (arg for arg in hint.__args__ if arg is not NoneType)
    origin = typing.get_origin(hint)
    if hint in (bool, int, str) or _is_record(hint):
        return hint, None
    if origin is tuple and _is_record(typing.get_args(hint)[0]):
        return tuple, typing.get_args(hint)[0]
    if origin is Mapping:
        return Mapping, None
    raise TypeError(f"{where}: no reader for settings of type {hint}")


def _is_record(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, Record)


def walk(record_class: type[Record], path: KeyPath = ()) -> Iterator[tuple[KeyPath, Field]]:
    """Every declared setting under `record_class`, sections before their keys: the whole table."""
    for field in fields_of(record_class):
        yield path + (field.name,), field
        if _is_record(field.kind):
            yield from walk(field.kind, path + (field.name,))
        elif field.inner is not None:
            yield from walk(field.inner, path + (field.name, "*"))


# Reading


def read_record(check: Checker, path: KeyPath, value: Any, record_class: type[R], base: R | None) -> R:
    """`value` read as a `record_class`: with `base` None, every key without a default
    is required; otherwise a missing key keeps the value of `base`.

    Raises:
        ConfigError: an unknown key, a missing one, a wrong value; naming the key and the line.
    """
    fields = fields_of(record_class)
    required = [field.name for field in fields if field.required] if base is None else ()
    raw = check.mapping(path, value, allowed=[field.name for field in fields], required=required)
    values = {}
    for field in fields:
        if field.name in raw:
            here = getattr(base, field.name) if base is not None else None
            values[field.name] = _read(check, path + (field.name,), raw[field.name], field, here)
        else:
            values[field.name] = getattr(base, field.name) if base is not None else field.default
    record = record_class(**values)
    problem = record.problem()
    if problem is not None:
        key, reason = problem
        raise check.fail(path if key is None else path + (key,), reason)
    return record


def _read(check: Checker, path: KeyPath, value: Any, field: Field, base: Any) -> Any:
    spec = field.spec
    if field.kind is bool:
        return check.boolean(path, value)
    if field.kind is int:
        return check.integer(path, value, *spec.bounds())
    if field.kind is str:
        if spec.text == "name":
            return check.name(path, value)
        if spec.text == "preset":
            return check.preset(path, value)
        assert spec.choices is not None  # (`fields_of` checks a text setting has them)
        return check.choice(path, value, spec.choices)
    if field.kind is tuple:
        low, high = spec.bounds()
        items = check.sequence(path, value, min_items=low, max_items=high)
        return tuple(read_record(check, path + (str(index),), item, field.inner, None)
                     for index, item in enumerate(items))
    if field.kind is Mapping:
        merged = dict(base) if base is not None else {}
        for key, item in check.mapping(path, value).items():
            merged[key] = check.option_value(path + (key,), item)
        return MappingProxyType(merged)
    return read_record(check, path, value, field.kind, base)


# Writing


def record_to_data(record: Record) -> dict[str, Any]:
    """All of `record` as plain data in the layout `read_record` reads; a setting
    equal to its default is left out."""
    data: dict[str, Any] = {}
    for field in fields_of(type(record)):
        value = getattr(record, field.name)
        if not field.required and value == field.default:
            continue
        if _is_record(field.kind):
            value = record_to_data(value)
        elif field.kind is tuple:
            value = [record_to_data(item) for item in value]
        elif field.kind is Mapping:
            value = dict(value)
        data[field.name] = value
    return data


__all__ = ["Field", "Record", "Spec", "fields_of", "read_record", "record_to_data", "setting", "walk"]
