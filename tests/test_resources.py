"""Shipped files are found the same way in a checkout, an installed wheel and a built app."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest

from canasta import resources
from canasta.persistence.settings import shipped_config_path
from canasta.resources import shipped_path
from canasta.ui.art.assets import assets_dir
from canasta.ui.sound import sounds_dir
from canasta.variants import registry

ROOT = Path(__file__).resolve().parents[1]


def test_a_checkout_reads_the_source_tree() -> None:
    assert assets_dir() == ROOT / "images"
    assert sounds_dir() == ROOT / "sounds"
    assert shipped_config_path() == ROOT / "config.yaml"
    assert registry.PRESETS_DIR == ROOT / "canasta" / "variants" / "presets"


def test_a_built_app_reads_its_bundle_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "images").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert shipped_path("images") == tmp_path / "images"
    assert shipped_path("canasta/variants/presets") == tmp_path / "canasta" / "variants" / "presets"


def test_an_installed_package_reads_its_assets_then_its_own_folders(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site-packages" / "canasta"
    (package / "_assets" / "sounds").mkdir(parents=True)
    (package / "variants" / "presets").mkdir(parents=True)
    monkeypatch.setattr(resources, "PACKAGE_DIR", package)
    assert shipped_path("sounds") == package / "_assets" / "sounds"
    assert shipped_path("canasta/variants/presets") == package / "variants" / "presets"


def test_a_missing_file_is_named_where_it_was_last_looked_for(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "PACKAGE_DIR", tmp_path / "canasta")
    assert shipped_path("config.yaml") == tmp_path / "config.yaml"


def test_the_build_step_carries_the_assets_and_an_install_finds_them(tmp_path: Path) -> None:
    """setuptools' build_py, as `pip install .` and a wheel build run it (offline: no wheel
    package is needed); its output is what the wheel installs into site-packages."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "MANIFEST.in", "config.yaml"):
        shutil.copy2(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "_assets")
    for name in ("canasta", "images", "sounds", "packaging"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    site = tmp_path / "site"
    built = subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()", "--quiet",
                            "build_py", "--build-lib", str(site)], capture_output=True, text=True, cwd=source)
    assert built.returncode == 0, built.stderr
    names = {path.relative_to(site).as_posix() for path in site.rglob("*") if path.is_file()}
    assert {"canasta/_assets/config.yaml", "canasta/_assets/images/fonts/DejaVuSans.ttf",
            "canasta/_assets/images/cards/As.png", "canasta/_assets/sounds/draw.wav",
            "canasta/variants/presets/classic.yaml", "canasta/variants/house_rules.yaml",
            "canasta/variants/word_lists/scowl-en-50.txt.gz", "canasta/variants/word_lists/scowl-en-50.index.gz",
            "canasta/variants/word_lists/SCOWL-COPYRIGHT.txt",
            "canasta/ui/dialogs/theme.json"} <= names
    assert not [name for name in names if name.startswith("canasta/_assets/") and
                (name.endswith(".py") or name.endswith("sheet.png"))], "no asset scripts or contact sheets"

    probe = ("from canasta.resources import shipped_path; from canasta.persistence.settings import load_defaults; "
             "from canasta.variants import load_preset; load_defaults(); load_preset('classic'); "
             "print(shipped_path('images')); print(shipped_path('canasta/variants/presets'))")
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=site,
                           env={"PYTHONPATH": str(site), "CANASTA_HOME": str(tmp_path / "home")})
    assert found.returncode == 0, found.stderr
    site = site.resolve()
    assert found.stdout.split() == [str(site / "canasta" / "_assets" / "images"),
                                    str(site / "canasta" / "variants" / "presets")]


def test_every_file_the_package_reads_is_shipped_by_the_wheel_and_the_app() -> None:
    """Each `shipped_path("canasta/...")` the code asks for is package data of the wheel
    (pyproject.toml) and laid out in the built app (packaging/build_assets.py)."""
    asked: set[str] = set()
    for source in (ROOT / "canasta").rglob("*.py"):
        asked |= set(re.findall(r'shipped_path\("(canasta/[^"]+)"\)', source.read_text(encoding="utf-8")))
    assert "canasta/variants/presets" in asked
    spec = importlib.util.spec_from_file_location("build_assets", ROOT / "packaging" / "build_assets.py")
    assert spec and spec.loader
    build_assets = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_assets)
    app_paths = build_assets.PACKAGE_DATA
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    for relative in sorted(asked):
        assert any(relative == path or relative.startswith(path + "/") for path in app_paths), \
            f"{relative} is not laid out in the built app"
        for _, name in build_assets.shipped_files(ROOT, (relative,)):
            package = max((key for key in package_data if name.startswith(key.replace(".", "/") + "/")), key=len)
            inside = name[len(package) + 1:]
            assert any(fnmatch(inside, pattern) for pattern in package_data[package]), \
                f"{name} is not package data of the wheel"
