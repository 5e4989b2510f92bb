"""YamlStore: recovery from damage, the backup, and locked updates."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from canasta.persistence.atomic import backup_path
from canasta.persistence.errors import PersistenceError
from canasta.persistence.store import YamlStore
from canasta.persistence.validation import Checker
from canasta.variants.yaml_source import YamlDocument

from .conftest import files_in


def _parse_count(doc: YamlDocument) -> int:
    check = Checker(doc)
    top = check.mapping((), doc.data, allowed=("count",), required=("count",))
    return check.integer(("count",), top["count"], 0, 1000)


def _counter(path: Path) -> YamlStore[int]:
    return YamlStore(
        lambda: path,
        what="the counter",
        empty_note="The counter starts at zero.",
        header="A counter.",
        parse=_parse_count,
        to_data=lambda count: {"count": count},
        empty=lambda: 0,
    )


def test_a_missing_file_is_empty_without_messages(tmp_path: Path) -> None:
    assert _counter(tmp_path / "counter.yaml").load() == (0, [])


def test_update_reads_changes_and_writes(tmp_path: Path) -> None:
    store = _counter(tmp_path / "counter.yaml")
    assert store.update(lambda count: count + 1) == (1, [])
    assert store.update(lambda count: count + 1) == (2, [])
    assert (tmp_path / "counter.yaml").read_text() == "# A counter.\ncount: 2\n"
    assert store.load() == (2, [])


def test_an_update_that_changes_nothing_does_not_write(tmp_path: Path) -> None:
    store = _counter(tmp_path / "counter.yaml")
    store.update(lambda count: 5)
    before = files_in(tmp_path)
    assert store.update(lambda count: None) == (5, [])
    assert files_in(tmp_path) == before


def test_a_damaged_file_is_set_aside_and_the_backup_restores(tmp_path: Path) -> None:
    path = tmp_path / "counter.yaml"
    store = _counter(path)
    store.update(lambda count: 3)
    store.update(lambda count: 4)
    path.write_text("count: [broken")

    value, messages = store.load()
    assert value == 3
    damaged = [name for name in os.listdir(tmp_path) if ".damaged-" in name]
    assert len(damaged) == 1 and (tmp_path / damaged[0]).read_text() == "count: [broken"
    assert messages[0].startswith("Could not use the counter (counter.yaml, line 2: this is not valid YAML")
    assert messages[0].endswith(f"The file was kept as {damaged[0]}.")
    assert messages[1] == "Used the backup copy of the counter (counter.yaml.bak)."
    assert backup_path(path).read_text() == "# A counter.\ncount: 3\n", "the good backup is never touched"


def test_with_nothing_usable_the_store_starts_empty_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "counter.yaml"
    path.write_text("count: -1\n")
    backup_path(path).write_text("count: many\n")
    value, messages = _counter(path).load()
    assert value == 0
    assert "counter.yaml, line 1, key 'count': must be between 0 and 1000, not -1" in messages[0]
    assert "counter.yaml.bak, line 1, key 'count': must be a whole number, not 'many'" in messages[1]
    assert messages[2] == "The counter starts at zero."
    assert sorted(name.split(".damaged-")[0] for name in os.listdir(tmp_path) if ".damaged-" in name) == [
        "counter.yaml",
        "counter.yaml.bak",
    ]


def test_an_update_after_damage_keeps_the_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "counter.yaml"
    path.write_bytes(b"\x00\x01 not yaml")
    value, messages = _counter(path).update(lambda count: count + 1)
    assert value == 1 and len(messages) == 2
    kept = [entry for entry in tmp_path.iterdir() if ".damaged-" in entry.name]
    assert [entry.read_bytes() for entry in kept] == [b"\x00\x01 not yaml"]


def test_a_failed_update_leaves_the_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "counter.yaml"
    store = _counter(path)
    store.update(lambda count: 7)
    before = files_in(tmp_path)

    def disk_full(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(PersistenceError, match=r"^Could not save the counter: the disk is full\.$"):
        store.update(lambda count: count + 1)
    monkeypatch.undo()
    assert files_in(tmp_path) == before
    assert store.load() == (7, [])


def test_a_folder_that_cannot_be_made_is_a_message_on_load(tmp_path: Path) -> None:
    def no_folder() -> Path:
        raise PersistenceError("Could not create the folder X: the disk is read-only.")

    store = YamlStore(no_folder, what="the counter", empty_note="The counter starts at zero.", header="",
                      parse=_parse_count, to_data=lambda count: {"count": count}, empty=lambda: 0)
    assert store.load() == (0, ["Could not create the folder X: the disk is read-only.", "The counter starts at zero."])
    with pytest.raises(PersistenceError):
        store.update(lambda count: 1)
