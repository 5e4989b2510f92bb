"""Records declared with setting(...) are read, checked and written back by their declarations alone."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pytest

from canasta.persistence.schema import Record, fields_of, read_record, record_to_data, setting, walk
from canasta.persistence.validation import Checker, Scalar
from canasta.persistence.yaml_guard import dump_yaml, parse_guarded
from canasta.variants.yaml_source import ConfigError


@dataclass(frozen=True)
class Lamp(Record):
    colour: str = setting("What colour it shines.", choices=("white", "amber"))
    watts: int = setting("How bright it is.", minimum=1, maximum=100)
    dimmed_to: int | None = setting("How far it is dimmed, when it is.", minimum=1, maximum=99, default=None)

    def problem(self) -> tuple[str | None, str] | None:
        if self.dimmed_to is not None and self.dimmed_to >= self.watts:
            return "dimmed_to", "must be less than the lamp's watts"
        return None


@dataclass(frozen=True)
class Room(Record):
    owner: str = setting("Whose room it is.", text="name")
    lit: bool = setting("Whether the lights are on.")
    lamps: tuple[Lamp, ...] = setting("The lamps, left to right.", minimum=1, maximum=3)
    extras: Mapping[str, Scalar] = setting("Anything else, as name: value.")


def _read(text: str, base: Room | None = None) -> Room:
    doc = parse_guarded(text, "room.yaml")
    return read_record(Checker(doc), (), doc.data, Room, base)


ROOM = """\
owner: Ann
lit: true
lamps:
  - {colour: white, watts: 60}
  - {colour: amber, watts: 40, dimmed_to: 20}
extras: {rug: true}
"""


def test_a_record_is_read_from_its_declarations() -> None:
    assert _read(ROOM) == Room("Ann", True, (Lamp("white", 60), Lamp("amber", 40, 20)), {"rug": True})


@pytest.mark.parametrize(
    ("old", "new", "error"),
    [
        ("lit: true", "lit: yes please", r"^room.yaml, line 2, key 'lit': must be true or false, not 'yes please'$"),
        ("watts: 60", "watts: 600", r"^room.yaml, line 4, key 'lamps.0.watts': must be between 1 and 100, not 600$"),
        ("colour: amber", "colour: pink", r"key 'lamps.1.colour': must be one of: white, amber; not 'pink'$"),
        ("dimmed_to: 20", "dimmed_to: 50", r"line 5, key 'lamps.1.dimmed_to': must be less than the lamp's watts$"),
        ("owner: Ann", "owner: ''", r"^room.yaml, line 1, key 'owner': must not be empty$"),
        ("lit: true", "lit: true\nwindows: 2", r"line 3, key 'windows': unknown key \(expected: owner, lit, lamps, extras\)$"),
        ("owner: Ann\n", "", r"^room.yaml: the key 'owner' is missing$"),
        ("{rug: true}", "{rug: [[1]]}", r"key 'extras.rug.0': must be a single value"),
        ("{rug: true}", "{rug: {1.5: 2}}", r"key 'extras.rug.1.5': must be a word or a whole number"),
    ],
)
def test_a_wrong_value_names_the_key_and_the_line(old: str, new: str, error: str) -> None:
    with pytest.raises(ConfigError, match=error):
        _read(ROOM.replace(old, new, 1))


def test_a_setting_with_a_default_may_be_left_out_and_is_not_written() -> None:
    lamp = _read(ROOM).lamps[0]
    assert lamp.dimmed_to is None
    assert record_to_data(lamp) == {"colour": "white", "watts": 60}


def test_over_a_base_only_the_keys_given_change() -> None:
    base = _read(ROOM)
    mine = _read("lit: false\nextras: {chair: 2}\n", base)
    assert (mine.owner, mine.lit, mine.lamps) == ("Ann", False, base.lamps)
    assert mine.extras == {"rug": True, "chair": 2}, "free mappings merge key by key"
    lists = _read("lit: false\nextras: {rugs: [red, blue], sizes: {2: 15, big: 20}}\n", base)
    assert lists.extras["rugs"] == ["red", "blue"] and lists.extras["sizes"] == {2: 15, "big": 20}
    assert _read("lamps: [{colour: amber, watts: 5}]\n", base).lamps == (Lamp("amber", 5),), "lists are replaced whole"


def test_written_data_reads_back_the_same() -> None:
    room = _read(ROOM)
    assert record_to_data(room)["lamps"][1] == {"colour": "amber", "watts": 40, "dimmed_to": 20}
    doc = parse_guarded(dump_yaml(record_to_data(room), "Written back."), "again.yaml")
    assert read_record(Checker(doc), (), doc.data, Room, None) == room


def test_the_whole_table_can_be_walked() -> None:
    table = {".".join(path): field.spec.description for path, field in walk(Room)}
    assert table["lamps.*.watts"] == "How bright it is."
    assert list(table) == ["owner", "lit", "lamps", "lamps.*.colour", "lamps.*.watts", "lamps.*.dimmed_to", "extras"]


def test_a_declaration_no_reader_knows_is_a_programming_error() -> None:
    @dataclass(frozen=True)
    class NoRange(Record):
        count: int = setting("How many.")

    @dataclass(frozen=True)
    class FreeText(Record):
        note: str = setting("Anything.")

    for record in (NoRange, FreeText):
        with pytest.raises(TypeError):
            fields_of(record)
