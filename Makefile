# puzzlesat — build, test, benchmark, fuzz.
GO       ?= go
BIN      ?= bin/puzzlesat
PREFIX   ?= $(shell $(GO) env GOPATH)
# A count rather than a duration: Go 1.26 fuzzing can fail a time-limited
# run with a bare "context deadline exceeded" (golang/go#75804).
FUZZTIME ?= 20000x

# Debian packages of the external solvers the tests run against, and the
# binaries they install (gringo and clasp: the answer-set anchors of
# benchmarks/anchors, whose tests check their answers).
SOLVER_DEBS = minisat picosat cadical cryptominisat gringo clasp
SOLVER_BINS = minisat picosat cadical cryptominisat5 gringo clasp

# Debian's chromium: the web page of `puzzlesat serve` is tested in it
# (package serve, through chromedp; $CHROMIUM names another binary).
BROWSER_DEBS = chromium

.PHONY: all build build-lean site test test-slurm vet staticcheck solvers browser bench fuzz install clean

all: build

# The binary is built without cgo: linking net (for serve) with cgo makes
# it dynamically linked, and loading libc costs every process about half
# an empty Go program's start-up (docs/performance.md). Go's own DNS
# resolver does the same job. Tests keep cgo (the race detector needs it).
# urfave_cli_no_template: urfave/cli renders its help directly instead of
# through text/template (the same text, checked page by page; executing
# the templates took about a tenth of the CPU time of `puzzlesat --help`).
BUILD_ENV   ?= CGO_ENABLED=0
BUILD_FLAGS ?= -tags urfave_cli_no_template

build:
	$(BUILD_ENV) $(GO) build $(BUILD_FLAGS) -o $(BIN) ./cmd/puzzlesat

# build-lean builds bin/puzzlesat-lean: every command but serve, without
# net/http and crypto, whose initialisers cost every
# process about a third of its start-up (docs/performance.md). For
# scripts and clusters that start one process per puzzle.
LEAN_BIN ?= bin/puzzlesat-lean
build-lean:
	$(BUILD_ENV) $(GO) build -tags urfave_cli_no_template,noserve -o $(LEAN_BIN) ./cmd/puzzlesat

# site writes the page without a server into SITE_DIR (package site,
# docs/site.md): index.html, static/, worker.js, sw.js, wasm_exec.js and
# puzzlesat.wasm (GOOS=js GOARCH=wasm, -trimpath -ldflags='-s -w'). Serve
# the folder with any static web server, e.g.
# `python3 -m http.server -d build/site`.
SITE_DIR ?= build/site
site:
	$(GO) run ./site/cmd/mksite -o $(SITE_DIR)

# solvers installs the missing external solvers when run as root (as CI
# does); otherwise it says how, and the solver tests fail with that message.
solvers:
	@missing=""; for b in $(SOLVER_BINS); do command -v $$b >/dev/null 2>&1 || missing="$$missing $$b"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing external solvers:$$missing"; \
		DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(SOLVER_DEBS) >/dev/null; \
	else \
		echo "missing solvers:$$missing"; \
		echo "install them with: sudo apt-get install $(SOLVER_DEBS)"; \
		echo "(the solver tests will fail until they are installed)"; \
	fi

# browser installs chromium when it is missing and make runs as root (as
# CI does); otherwise it says how, and the browser tests fail with that
# message.
browser:
	@if [ -n "$$CHROMIUM" ] || command -v chromium >/dev/null 2>&1; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing $(BROWSER_DEBS) for the web page's tests"; \
		DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(BROWSER_DEBS) >/dev/null; \
	else \
		echo "missing: chromium (the web page's tests run in it)"; \
		echo "install it with: sudo apt-get install $(BROWSER_DEBS)"; \
	fi

vet:
	$(GO) vet ./...

staticcheck:
	$(GO) tool staticcheck ./...

# test runs the race detector on the packages where goroutines live (the
# solver pool and engine, the batch runner of --jobs, the commands, the
# server and its page, the bench harness, zebra's parallel generator) and
# plain tests on the rest (genres, zebra's parser and solver among them,
# shapes, formats, encodings, and
# solve, explain and generate, which start no goroutine and keep no
# shared state; the race-tested packages run them concurrently: serve's
# 100 concurrent solves, --jobs). The race detector costs several times
# the CPU, and it can only find races where goroutines meet. The page tests (serve, site), which mostly wait on
# chromium, are listed first so that they overlap the CPU-bound packages.
RACE_RE = /(serve|site|app|benchmarks|cmd|internal|solver|puzzles/zebra/gen)(/|$$)
test: solvers browser vet staticcheck
	$(GO) test -race -count=1 -timeout 20m $$($(GO) list ./serve/... ./site/... ./... | awk '!seen[$$0]++' | grep -E '$(RACE_RE)')
	$(GO) test -count=1 -timeout 20m $$($(GO) list ./... | grep -vE '$(RACE_RE)')

# test-slurm runs the documented Slurm job array (benchmarks/slurm/
# sweep.sbatch, then merge.sbatch) on a real one-node Slurm that it
# installs (apt-get), starts from a temporary directory and always stops,
# and checks the merged report against an unsharded sweep. It needs root.
# It is not part of `make test`: it takes about a minute on a loaded
# 2-core machine, up to 2.5 minutes beside other heavy jobs; .ci/run runs
# it after `make test`.
test-slurm:
	GO=$(GO) benchmarks/slurm/test-slurm.sh

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# fuzz runs every fuzz target for FUZZTIME each.
fuzz:
	@set -e; for pkg in $$($(GO) list ./...); do \
		for t in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
			echo "== $$pkg $$t"; \
			$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) $$pkg; \
		done; \
	done

install:
	$(BUILD_ENV) $(GO) install $(BUILD_FLAGS) ./cmd/puzzlesat

clean:
	rm -rf bin

# --- benchmark instance sets (benchmarks/Makefile; see docs/bench.md) -------
.PHONY: bench-sets
bench-sets:
	$(MAKE) -C benchmarks sets GO=$(GO)

# explain-check explains the first EXPLAIN_N puzzles of the first
# EXPLAIN_FILES files of every directory under SHARED (hashi, shikaku,
# zebra in the path) and checks every step with fresh gophersat solves
# (internal/explaincheck). The project's tests do not need these sets:
# they check the bundled examples.
SHARED        ?= ../shared/data
EXPLAIN_N     ?= 3
EXPLAIN_FILES ?= 3
.PHONY: explain-check
explain-check:
	$(GO) run ./internal/explaincheck/cmd/explaincheck -n $(EXPLAIN_N) -files $(EXPLAIN_FILES) $(SHARED)

# explain-bench only measures: the first EXPLAIN_N puzzles of the first
# EXPLAIN_FILES files of each directory under SHARED, wall and CPU time of
# each whole explanation in process.
.PHONY: explain-bench
explain-bench:
	$(GO) run ./internal/explaincheck/cmd/explaincheck -check=false -n $(EXPLAIN_N) -files $(EXPLAIN_FILES) $(SHARED)

# explain-puzzlekit explains every puzzle of at most EXPLAIN_MAX_SIZE of
# the PuzzleKit sets named in EXPLAIN_SETS, in process, and checks every
# EXPLAIN_CHECK_EVERY-th explanation (1: all, 0: none) with fresh
# gophersat solves: per set, how many reach "solved" (and why the others
# do not), steps, wall and CPU median/max (docs/explain.md "The PuzzleKit
# sets"). PUZZLEKIT is a directory holding the sets' GENRE_dataset.json
# files, flat or one directory per genre as the dataset's assets/data
# (from github.com/SmilingWayne/puzzlekit-dataset: janko.at's puzzles,
# never committed here). EXPLAIN_FLAGS adds flags (-n 50: 50 puzzles
# spread over each set; -cpuprofile FILE; -v: a line per puzzle).
PUZZLEKIT           ?= ../puzzlekit-dataset/assets/data
EXPLAIN_SETS        ?= Akari Nurikabe Hitori Heyawake Starbattle Tent LITS Norinori Kuromasu Binairo \
	Sudoku Kakuro KenKen Skyscraper Suguru KillerSudoku JigsawSudoku Nonogram Hidoku Fillomino \
	Slitherlink Masyu Yajilin CountryRoad
EXPLAIN_MAX_SIZE    ?= 10x10
EXPLAIN_CHECK_EVERY ?= 1
EXPLAIN_FLAGS       ?=
.PHONY: explain-puzzlekit
explain-puzzlekit:
	$(GO) run ./internal/explaincheck/cmd/explaincheck -puzzlekit -max-size $(EXPLAIN_MAX_SIZE) \
		-check-every $(EXPLAIN_CHECK_EVERY) $(EXPLAIN_FLAGS) \
		$(foreach s,$(EXPLAIN_SETS),$(wildcard $(PUZZLEKIT)/$(s)_dataset.json $(PUZZLEKIT)/$(s)/$(s)_dataset.json))

# --- whole-process timing (benchmarks/cmd/benchcli; see docs/performance.md) ---
# bench-cli builds puzzlesat, its lean build (without serve), an empty Go
# program and a Go program that only solves (benchmarks/cmd/solveonly)
# with the same toolchain, and times whole processes
# interleaved, as ratios to the empty program. BENCH_CLI_BEFORE: another puzzlesat binary (e.g. built from
# main) timed in the same rounds, to compare before and after a change.
# BENCH_CLI_FLAGS: e.g. -rounds 30, -all (every instance), -anchor (gringo|clasp).
BENCH_CLI_FLAGS ?=
BENCH_CLI_BEFORE ?=
comma := ,
.PHONY: bench-cli
bench-cli: build build-lean
	$(BUILD_ENV) $(GO) build -o bin/empty ./benchmarks/cmd/empty
	$(BUILD_ENV) $(GO) build -o bin/solveonly ./benchmarks/cmd/solveonly
	$(GO) run ./benchmarks/cmd/benchcli -solveonly bin/solveonly -puzzlesat $(if $(BENCH_CLI_BEFORE),$(BENCH_CLI_BEFORE)$(comma))$(BIN)$(comma)$(LEAN_BIN) -empty bin/empty $(BENCH_CLI_FLAGS)

# --- generators against Tatham's (benchmarks/generate-grid.sh; see docs/generate.md) ---
# bench-generate builds puzzlesat and times `generate hashi|shikaku`
# against sgt-bridges and sgt-rect (apt-get install sgt-puzzles),
# interleaved, whole processes.
.PHONY: bench-generate
bench-generate: build
	ROUNDS=$${ROUNDS:-5} N=$${N:-10} benchmarks/generate-grid.sh $(BIN)
