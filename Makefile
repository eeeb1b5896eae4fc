# puzzlesat — build, test, benchmark, fuzz.
GO       ?= go
BIN      ?= bin/puzzlesat
PREFIX   ?= $(shell $(GO) env GOPATH)
# A count rather than a duration: Go 1.26 fuzzing can fail a time-limited
# run with a bare "context deadline exceeded" (golang/go#75804).
FUZZTIME ?= 20000x

# Debian packages of the external solvers the tests run against, and the
# binaries they install.
SOLVER_DEBS = minisat picosat cadical cryptominisat
SOLVER_BINS = minisat picosat cadical cryptominisat5

.PHONY: all build test vet staticcheck solvers bench fuzz install clean

all: build

build:
	$(GO) build -o $(BIN) ./cmd/puzzlesat

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

vet:
	$(GO) vet ./...

staticcheck:
	$(GO) tool staticcheck ./...

test: solvers vet staticcheck
	$(GO) test -race -count=1 -timeout 20m ./...

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
	$(GO) install ./cmd/puzzlesat

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
