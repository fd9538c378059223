#!/usr/bin/env bash
# Benchmarks `tutorials check` on the repository's guides, all ratios from one run (each the
# median, over REPEAT rounds, of the ratio between figures measured back to back in a round):
#   1. naive ÷ batched, English only                          aim ≥ 20 (issue 18)
#      naive: every block with its own swiftc run (a block that extends others compiled with
#      them) and the flags SwiftPM's build plan gives: its macro plugin executables, each block
#      that is not run compiled as far as the check compiles it (type checking and the
#      compiler's SIL diagnostics), and each `run` block built alone and linked against the
#      libraries' object files with the default linker. That is what a script calling swiftc per
#      block does. Also printed, for
#      information: the same naive runs with the checker's optimized in-process macro plugins.
#   2. all languages ÷ English only                           target ≤ 1.1
#   3. second unchanged check ÷ first                         target ≤ 0.05, no compiler runs
# The tool measured is the release build of `tutorials`, as in the serve benchmark and as the
# render benchmark measures TutorialKit (TOOL overrides it). The debug build that `make test`
# runs is measured too, for information: it carries ArgumentParser's DEBUG-only checks and an
# unoptimized SwiftParser.
# Set TOOL to a tutorials executable to measure it instead of the release build (nothing is
# built in release then), PLUGINS to a folder of release-built macro plugins to use them,
# REPEAT to the number of rounds whose medians are reported (default 5).
# Usage: Benchmarks/scripts/bench-check.sh [ROOT]
#   run from the package whose libraries the guides in ROOT use (default: the repository's own
#   guides, run from its root); builds it first.
set -euo pipefail
root="${1:-.}"
package="$PWD"
swift build >/dev/null
# NB: with TOOL set (such as the debug build), no release build is made: it costs minutes of CPU.
if [ -z "${TOOL:-}" ]; then
  swift build -c release --product tutorials >/dev/null 2>&1 || swift build -c release --product tutorials
fi
bin="${TOOL:-$(swift build -c release --show-bin-path)/tutorials}"
debug_bin="$(swift build --show-bin-path)/tutorials"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
modules="$work/module-cache"

check() { # cache-folder extra-arguments… ; prints the elapsed seconds, keeps the summary and
  # appends the CPU seconds (user + system, the compilers included) to $work/cpu
  local cache="$1"
  shift
  local start end
  # NB: bash's own clock, so that no process started to read it is timed with the check.
  start=$EPOCHREALTIME
  /usr/bin/time -f "%U %S" -o "$work/time" \
    "${tool:-$bin}" check --root "$root" --package-path "$package" --no-build --cache-path "$cache" --module-cache-path "$modules" \
    ${PLUGINS:+--plugin-path "$PLUGINS"} "$@" >"$work/out" 2>&1 || true
  end=$EPOCHREALTIME
  tail -1 "$work/out" >&2
  awk '{ print $1 + $2 }' "$work/time" >>"$work/cpu"
  echo "$end - $start" | bc -l
}

# Warm the clang module cache (and build the optimized macro plugins) once so every measurement
# starts equal.
check "$work/warm" --language en >/dev/null
# NB: the machine may be shared: each figure is the median of REPEAT rounds, and each round
# measures all four in turn, so that a busy moment weighs on every figure alike; English only
# and all languages run back to back, first one then the other, as the load drifts.
rounds="${REPEAT:-5}"
english=() naive=() plugins=() all=() again=() english_cpu=() naive_cpu=()
debug_english=() debug_all=() debug_again=()
for round in $(seq "$rounds"); do
  if ((round % 2)); then english+=("$(check "$work/en-$round" --language en)"); fi
  if ((round % 2)); then english_cpu+=("$(tail -1 "$work/cpu")"); fi
  all+=("$(check "$work/all-$round")")
  again+=("$(check "$work/all-$round")")
  grep -q "0 compiler runs" "$work/out" || { echo "second check ran the compiler" >&2; exit 1; }
  if ! ((round % 2)); then english+=("$(check "$work/en-$round" --language en)"); fi
  if ! ((round % 2)); then english_cpu+=("$(tail -1 "$work/cpu")"); fi
  naive+=("$(check "$work/naive-$round" --language en --one-run-per-block --debug-macro-plugins)")
  naive_cpu+=("$(tail -1 "$work/cpu")")
  plugins+=("$(check "$work/plugins-$round" --language en --one-run-per-block)")
  debug_english+=("$(tool=$debug_bin check "$work/debug-en-$round" --language en)")
  debug_all+=("$(tool=$debug_bin check "$work/debug-all-$round")")
  debug_again+=("$(tool=$debug_bin check "$work/debug-all-$round")")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
list() { printf '%.3f ' "$@"; }
echo "rounds: english $(list "${english[@]}")| naive $(list "${naive[@]}")| naive, optimized plugins $(list "${plugins[@]}")| all $(list "${all[@]}")| unchanged $(list "${again[@]}")"
# NB: each ratio is taken within a round, between figures measured back to back, so a busy
# moment of the machine weighs on both sides alike; the median over rounds is reported.
ratios() { # numerators… -- denominators…
  local -a top=() bottom=()
  while [ "$1" != "--" ]; do top+=("$1"); shift; done
  shift
  bottom=("$@")
  for i in "${!top[@]}"; do echo "${top[$i]} / ${bottom[$i]}" | bc -l; done
}
mapfile -t naive_ratios < <(ratios "${naive[@]}" -- "${english[@]}")
mapfile -t plugins_ratios < <(ratios "${plugins[@]}" -- "${english[@]}")
mapfile -t all_ratios < <(ratios "${all[@]}" -- "${english[@]}")
mapfile -t again_ratios < <(ratios "${again[@]}" -- "${all[@]}")
english=$(median "${english[@]}")
naive=$(median "${naive[@]}")
plugins=$(median "${plugins[@]}")
all=$(median "${all[@]}")
again=$(median "${again[@]}")
debug_english=$(median "${debug_english[@]}")
debug_all=$(median "${debug_all[@]}")
debug_again=$(median "${debug_again[@]}")

echo "tool: $bin"
printf 'english only: %.2fs  naive: %.2fs (%.2fs with optimized plugins)  all languages: %.2fs  unchanged: %.3fs  (medians of %s)\n' \
  "$english" "$naive" "$plugins" "$all" "$again" "$rounds"
echo "ratios by round: naive / batched $(list "${naive_ratios[@]}")| all / english $(list "${all_ratios[@]}")| unchanged / first $(list "${again_ratios[@]}")"
printf 'naive / batched:        %6.1f×  (aim ≥ 20; median of the rounds)\n' "$(median "${naive_ratios[@]}")"
# NB: the batched check uses every core and the naive one a core at a time, as a script would;
# CPU time shows how much of the ratio is less work rather than more cores.
english_cpu=$(median "${english_cpu[@]}")
naive_cpu=$(median "${naive_cpu[@]}")
printf '  in CPU time:          %6.1f×  (%.2f CPU-s ÷ %.2f CPU-s; for information)\n' \
  "$(echo "$naive_cpu / $english_cpu" | bc -l)" "$naive_cpu" "$english_cpu"
printf '  with optimized plugins: %4.1f×  (for information)\n' "$(median "${plugins_ratios[@]}")"
printf 'all / english:          %6.2f×  (target ≤ 1.1)\n' "$(median "${all_ratios[@]}")"
printf 'unchanged / first:      %6.3f   (target ≤ 0.05)\n' "$(median "${again_ratios[@]}")"
printf 'the debug-built tool (what make test runs), for information: english only %.2fs, unchanged %.3fs\n' \
  "$debug_english" "$debug_again"
printf '  naive / batched %.1f×, all / english %.2f×, unchanged / first %.3f\n' \
  "$(echo "$naive / $debug_english" | bc -l)" "$(echo "$debug_all / $debug_english" | bc -l)" \
  "$(echo "$debug_again / $debug_all" | bc -l)"
