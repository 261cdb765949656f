# lovelet: `make lab` to play, `make test` to check everything.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# Jupyter refuses to start as root unless told; root is common in containers.
LAB_ARGS ?= $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: venv install lab test bench clean

venv install: $(STAMP)

# Create the virtual environment only when it is missing.
$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall only when pyproject.toml changes (the stamp is older than it).
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[dev]'
	touch $@

lab: $(STAMP)
	$(BIN)/jupyter lab $(LAB_ARGS) notebooks/01-first-round.ipynb

# One pytest run: tests/ as usual, and every notebook executed and compared by nbval.
# --nbval-current-env runs the notebooks in this venv's kernel, not whatever
# kernel named python3 happens to be registered on the machine.
test: $(STAMP)
	$(BIN)/python -m pytest tests notebooks/ --nbval --nbval-current-env \
		--nbval-sanitize-with notebooks/sanitize.cfg

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
