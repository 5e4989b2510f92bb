from pathlib import Path

import platformdirs
import pytest

from canasta.persistence import PersistenceError
from canasta.persistence.paths import HOME_VARIABLE, config_dir, data_dir, saves_dir


def test_canasta_home_holds_data_and_config_and_they_are_created(canasta_home: Path) -> None:
    assert not canasta_home.exists()
    assert data_dir() == canasta_home / "data"
    assert config_dir() == canasta_home / "config"
    assert saves_dir() == canasta_home / "data" / "saves"
    assert (canasta_home / "data" / "saves").is_dir()
    assert (canasta_home / "config").is_dir()


def test_without_canasta_home_the_platform_folders_are_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(HOME_VARIABLE, raising=False)
    monkeypatch.setattr(platformdirs, "user_data_path", lambda app, appauthor: tmp_path / "data-of" / app)
    monkeypatch.setattr(platformdirs, "user_config_path", lambda app, appauthor: tmp_path / "config-of" / app)
    assert data_dir() == tmp_path / "data-of" / "canasta"
    assert config_dir() == tmp_path / "config-of" / "canasta"


def test_a_folder_that_cannot_be_made_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(HOME_VARIABLE, str(blocker))
    with pytest.raises(PersistenceError, match=r"^Could not create the folder .*a-file.*data: "):
        data_dir()
