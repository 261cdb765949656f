# lovelet: `make lab` to play, `make test` to check everything.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
# The compiled engine (optional; README "The compiled engine"): the same typed source
# built with mypyc into C extensions, same results, faster.  `make lab` and `make test`
# never need it.
#   make fast           compile it in place (setup.py's list of modules; C and objects in
#                       build/), the extensions beside their sources; with no C compiler,
#                       or when the build fails, one line says so and lovelet stays pure
#                       Python.  Run it again after editing a compiled module: lovelet warns
#                       when an extension is older than its source.
#   make pure           remove the in-place extensions: back to the pure-Python build
#   make test-compiled  `make fast`, the whole suite against the compiled build
#                       (LOVELET_EXPECT_COMPILED=1), then `make pure`, whatever the result
#   LOVELET_PURE=1      (environment) run the pure-Python source even where extensions are
# `make lab` options (each may be combined with the others):
#   PORT=8890      listen on that port, and fail rather than drift to another if it is taken
#   HEADLESS=1     open no browser and listen on every interface (IP=0.0.0.0), so that a
#                  browser on the host or another machine can connect with the printed URL
#                  and its token; HEADLESS=0 (or nothing) opens the browser as usual
#   IP=127.0.0.1   the address to listen on (default: Jupyter's, localhost; 0.0.0.0 headless)
#   LAB_ARGS=...   more arguments for `jupyter lab`, added to those above, never replacing them
# PORT and IP are taken from make's command line only: PORT in particular is often set in
# the environment for some other server.  HEADLESS and LAB_ARGS may also come from it.
PORT     :=
HEADLESS ?=
LAB_ARGS ?=
headless := $(filter-out 0 no false,$(HEADLESS))
IP       := $(if $(headless),0.0.0.0)
# Jupyter refuses to start as root unless told; root is common in containers.  Kept apart
# from LAB_ARGS so that setting LAB_ARGS does not lose it.
lab_root := $(if $(filter 0,$(shell id -u)),--allow-root)
lab_args := $(lab_root) \
	$(if $(headless),--no-browser) \
	$(if $(IP),--ip=$(IP)) \
	$(if $(PORT),--port=$(PORT) --port-retries=0) \
	$(LAB_ARGS)
# `make app` serves the lessons, the Table (play.ipynb) and the companion (companion.ipynb)
# through Voilà, one kernel per open page.  By default it serves the STUDENT pages: built at
# each start into build/app/ from notebooks/ by the rule of `make student` (the cells tagged
# answer or teacher left out, outputs cleared, TEACHER = False), so a student copy is never
# stale.  The same options as `make lab`:
#   TEACHER=1      serve the teacher's pages instead (notebooks/ as they are: the teacher's
#                  notes, the answers, the teacher's switches); for the projector, not the class
#   PORT=8870      listen on that port instead of 8866, and fail rather than drift if it is taken
#   HEADLESS=1     open no browser and listen on every interface (IP=0.0.0.0): the students'
#                  browsers open the printed addresses
#   IP=127.0.0.1   the address to listen on (default: localhost; 0.0.0.0 headless)
#   CLASS=30       start 30 kernels of play.ipynb ahead, each with the notebook already run, so
#                  that a class opening the page at once waits for none (about 100 MB each
#                  while waiting; used ones are replaced 5 minutes later; never culled)
#   CULL_IDLE=120  shut a kernel down once no page has been connected to it and it has been
#                  idle for that many seconds (a closed tab, a flat battery); an open page's
#                  kernel is never culled.  CULL_INTERVAL=30: how often the culler looks.
#   APP_ARGS=...   more arguments for `voila`, added to those above
# A class at the table: `make app` also starts the table service (`lovelet serve`) beside
# Voilà and stops it when Voilà stops.  join.ipynb (the students) and teacher.ipynb (the
# teacher, opened with the teacher's token the command prints) reach it from their kernels
# through LOVELET_TABLES (the teacher's page draws its join links and QR codes from
# LOVELET_PAGES, the printed address of the pages).  It listens on localhost only: the
# kernels, on this machine, are its only clients; the browsers talk to Voilà.
#   TABLES_PORT=8867              the service's port
#   TABLES_DB=build/tables.sqlite its SQLite file: every table in it resumes at the next start
# Voilà starts as root without being told; it asks for no token.  A loaded machine can take
# more than Voilà's 4 s to pass a cell's output on, and the page would then lack it: 60 s.
# A page shuts its kernel down when it is closed or reloaded, by a POST without the XSRF
# cookie Voilà never sets (Voilà issue #1458: "403 ... '_xsrf' argument missing"); the server
# has no login, so the XSRF check protects nothing here and is turned off
# (disable_check_xsrf), which lets that shutdown through.  The culler catches the rest.
TEACHER       ?=
APP_ARGS      ?=
TABLES_PORT   ?= 8867
TABLES_DB     ?= build/tables.sqlite
CLASS         ?=
CULL_IDLE     ?= 120
CULL_INTERVAL ?= 30
teacher  := $(filter-out 0 no false,$(TEACHER))
app_dir  := $(if $(teacher),notebooks,build/app)
app_port := $(or $(PORT),8866)
# Only play.ipynb has kernels started ahead (a variable: its commas would split the $(if)).
app_pool = '--VoilaKernelManager.kernel_pools_config={"default": {"pool_size": 0}, "play.ipynb": {"pool_size": $(CLASS)}}'
app_args := $(if $(headless),--no-browser) \
	--port=$(app_port) --Voila.port_retries=0 \
	$(if $(IP),--Voila.ip=$(IP)) \
	--VoilaExecutor.iopub_timeout=60 \
	--VoilaConfiguration.multi_kernel_manager_class=lovelet.widgets.serving.ClassroomKernelManager \
	--MappingKernelManager.cull_idle_timeout=$(CULL_IDLE) \
	--MappingKernelManager.cull_interval=$(CULL_INTERVAL) \
	--MappingKernelManager.cull_connected=False \
	'--Voila.tornado_settings={"disable_check_xsrf": True}' \
	$(if $(CLASS),--preheat_kernel=True --VoilaKernelManager.fill_delay=300 $(app_pool)) \
	$(APP_ARGS)
# The address to print: this machine's first address when listening on every interface.
app_host = $(if $(filter 0.0.0.0,$(IP)),$(firstword $(shell hostname -I 2>/dev/null) $(shell hostname)),$(or $(IP),localhost))
app_url  = http://$(app_host):$(app_port)/voila/render
tables_url := http://127.0.0.1:$(TABLES_PORT)
# Waits until the table service answers (or says it did not start), with the kit's own client.
tables_wait = '$(BIN)/python' -c 'import sys; from lovelet.table_service.client import wait_for_service; \
	sys.exit(0 if wait_for_service("$(tables_url)", 30) else 1)'

.PHONY: venv install lab app test typecheck test-slow bench student clean site site-serve \
	fast pure test-compiled

# The accessibility audit's axe-core (an npm package the browser tests inject into each page),
# installed from tests/browser/package-lock.json where npm exists; without npm the audit is
# skipped with that reason (failed under CI=true: .ci/run installs npm first).
AXE_DIR   := tests/browser
AXE_STAMP := $(AXE_DIR)/node_modules/.installed

venv install: $(STAMP) $(AXE_STAMP)

# Create the virtual environment only when it is missing.
$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall only when pyproject.toml changes (the stamp is older than it).
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --upgrade pip
	$(BIN)/python -m pip install -e '.[dev]'
	touch $@

$(AXE_STAMP): $(AXE_DIR)/package.json $(AXE_DIR)/package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
		npm ci --prefix $(AXE_DIR) --ignore-scripts --no-audit --no-fund && touch $@; \
	else \
		echo "npm not found: the accessibility audit (axe-core) will be skipped"; \
	fi

lab: $(STAMP)
	$(BIN)/jupyter lab $(strip $(lab_args)) notebooks/01-rules.ipynb

app: $(STAMP)
	$(if $(teacher),,$(BIN)/python tools/student.py --app --out $(app_dir))
	@echo "$(if $(teacher),The TEACHER's pages (for the projector),The student pages (for the class)), from $(app_dir)/:"
	@echo "The Table:          $(app_url)/play.ipynb"
	@echo "The rules tutorial: $(app_url)/01-rules.ipynb"
	@echo "The lessons:        $(app_url)/02-first-round.ipynb ... 07-class-games.ipynb"
	@echo "The companion:      $(app_url)/companion.ipynb"
	@# The service runs in the background of this one shell, which stops it on every way out
	@# (Voila ending, Ctrl-C, a failure): the EXIT trap; INT and TERM exit through it.
	@token=$$($(BIN)/python -m lovelet serve --db '$(TABLES_DB)' --print-teacher-token) || exit 1; \
	$(BIN)/python -m lovelet serve --port $(TABLES_PORT) --db '$(TABLES_DB)' >/dev/null & tables=$$!; \
	trap 'kill $$tables 2>/dev/null; wait $$tables 2>/dev/null' EXIT; trap 'exit 130' INT TERM; \
	$(tables_wait) || { echo "The table service did not start on port $(TABLES_PORT) (taken? TABLES_PORT=8868 for another)"; exit 1; }; \
	echo "Class tables, the teacher's page (keep this address to yourself):"; \
	echo "                    $(app_url)/teacher.ipynb?teacher=$$token"; \
	echo "Class tables, the students join: $(app_url)/join.ipynb"; \
	LOVELET_TABLES=$(tables_url) LOVELET_PAGES=$(app_url) $(BIN)/voila $(strip $(app_args)) $(app_dir)

# One pytest run: tests/ as usual, and every notebook executed and compared by nbval.
# --nbval-current-env runs the notebooks in this venv's kernel, not whatever
# kernel named python3 happens to be registered on the machine.  The long statistical
# and fuzz runs (marked slow, a few minutes) are left to `make test-slow`.
# The suite runs in TEST_WORKERS processes (pytest-xdist), each test file whole in one of
# them (--dist loadfile: a module's Voila server, browser and fixtures start once, and a
# notebook never runs twice at the same time): about 10 minutes on a 2-core machine, where
# one process takes 15, since much of the time is spent waiting on kernels and pages.
# TEST_WORKERS=0 runs everything in this one process (for a debugger, or -x).
TEST_WORKERS ?= 2
pytest_suite = $(BIN)/python -m pytest -m "not slow" tests notebooks/ --nbval --nbval-current-env \
	--nbval-sanitize-with notebooks/sanitize.cfg -n $(TEST_WORKERS) --dist loadfile
test: $(STAMP) $(AXE_STAMP) typecheck
	$(pytest_suite)

# The compiled engine, built in place by setup.py's rules (tools/compile_in_place.py: the
# venv's setuptools may be too old to read pyproject.toml, which the build does not need).
# The old extensions go first, so that a build that falls back leaves the pure source,
# never a stale extension.
fast: $(STAMP)
	$(remove_compiled)
	$(BIN)/python tools/compile_in_place.py
	@$(BIN)/python -c 'import lovelet; print("lovelet.COMPILED =", lovelet.COMPILED, \
		"(the compiled engine)" if lovelet.COMPILED else "(pure Python)")'

# Every in-place extension: lovelet's modules and mypyc's shared library at the top.
remove_compiled = find lovelet -name '*.so' -type f -delete; rm -f ./*__mypyc*.so
pure:
	$(remove_compiled)

# The suite of `make test` against the compiled build (conftest.py fails at once if it is not
# the one running), then back to pure Python whatever the result; the tests' status is ours.
test-compiled: $(STAMP) $(AXE_STAMP)
	@status=0; \
	$(MAKE) --no-print-directory fast && \
	$(BIN)/python -c 'import sys, lovelet; sys.exit(0 if lovelet.COMPILED else \
		"make test-compiled: the compiled build was not made (see above)")' && \
	LOVELET_EXPECT_COMPILED=1 $(pytest_suite) || status=$$?; \
	$(MAKE) --no-print-directory pure; exit $$status

# The layers' types: mypy --strict on engine/, text/ and display/ (its settings are in
# pyproject.toml), part of `make test`.
typecheck: $(STAMP)
	$(BIN)/mypy

test-slow: $(STAMP)
	$(BIN)/python -m pytest -m slow tests

# The students' copies of the lessons (student/, not committed): the cells tagged answer
# or teacher left out, every output cleared, TEACHER = False (tools/student.py).
student: $(STAMP)
	$(BIN)/python tools/student.py

# The classroom site with no server (tools/site/, README "A classroom site"): a static
# JupyterLite folder, site/, built from a clean slate every time.  Pyodide and every wheel
# are served from the site itself (downloads kept in build/site-cache/), the kernel never
# falls back to PyPI, and each student page opens from its own link with no code in view.
#   TEACHER=1         add the teacher's notebooks (notebooks/, answers and notes) in JupyterLab
#   PYODIDE_PACKAGES=https://.../pyodide/v314.0.6/full/
#                     a full Pyodide distribution of the same version the class's browsers can
#                     reach: a lesson that imports matplotlib (or numpy, pandas) loads it from
#                     there; without it they are not in the site and lovelet draws its own charts
#   SITE_PORT=8000    the port of `make site-serve` (localhost only; SITE_BIND=0.0.0.0 for a class)
PYODIDE_PACKAGES ?=
SITE_PORT ?= 8000
SITE_BIND ?= 127.0.0.1
site: $(STAMP)
	$(BIN)/python -m tools.site.build $(if $(teacher),--teacher) \
		$(if $(PYODIDE_PACKAGES),--pyodide-packages '$(PYODIDE_PACKAGES)')

site-serve:
	@test -f site/index.html || $(MAKE) site
	$(BIN)/python -m tools.site.serve --port $(SITE_PORT) --bind $(SITE_BIND)

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis .mypy_cache
	$(remove_compiled)
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
	find . -name .ipynb_checkpoints -type d -prune -exec rm -rf {} +
