import errno

from canasta.persistence.errors import PersistenceError, describe_os_error, persistence_error


def test_disk_failures_are_described_in_plain_words() -> None:
    assert describe_os_error(OSError(errno.ENOSPC, "No space left on device")) == "the disk is full"
    assert describe_os_error(OSError(errno.EROFS, "Read-only file system")) == "the disk is read-only"
    assert describe_os_error(OSError(errno.ENOTEMPTY, "Directory not empty")) == "directory not empty"


def test_persistence_error_is_a_sentence_and_a_value_error() -> None:
    error = persistence_error("save the high scores", OSError(errno.ENOSPC, "No space left on device"))
    assert isinstance(error, PersistenceError) and isinstance(error, ValueError)
    assert str(error) == "Could not save the high scores: the disk is full."
