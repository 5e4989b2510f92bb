# `make play` and `make test` set everything up on a fresh machine (a .venv beside
# this file) and then start the game or run every test. `make app` builds the
# double-click app in dist/ (docs/building.md).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
APP_STAMP := $(VENV)/.app-installed

.PHONY: play test typecheck bench catalogs app app-tools wheel clean

$(STAMP): requirements.txt requirements-build.txt pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-build.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $(STAMP)

play: $(STAMP)
	$(PY) main.py

# The tests run on every core (pytest-xdist): about four minutes on two.
test: $(STAMP)
	$(PY) -m pytest -q -n auto

# The type checker over the rules engine, the saved files and the rule sets ([tool.mypy] in pyproject.toml).
typecheck: $(STAMP)
	$(PY) -m mypy

# The translations: every marked text extracted, each language's .po brought up to date,
# the .mo compiled (canasta/language/catalogs.py; --check only reports).
catalogs: $(STAMP)
	$(PY) -m canasta.language.catalogs

bench: $(STAMP)
	$(PY) bench/engine.py

$(APP_STAMP): $(STAMP) requirements-app.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-app.txt
	touch $(APP_STAMP)

app-tools: $(APP_STAMP)

# The one-folder app for this machine: dist/canasta/ (and dist/Canasta.app on macOS).
app: $(APP_STAMP)
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/canasta.spec
	@if [ -f dist/canasta/share/applications/canasta.desktop ] && command -v desktop-file-validate >/dev/null 2>&1; then \
		desktop-file-validate dist/canasta/share/applications/canasta.desktop && echo "canasta.desktop is valid"; fi
	@echo "Built: dist/canasta/ (start dist/canasta/canasta)"

# A wheel in dist/: pip install dist/canasta-*.whl, then `canasta` starts the game.
wheel: $(STAMP)
	$(PY) -m pip wheel --quiet --disable-pip-version-check --no-deps -w dist .

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .mypy_cache build dist
