#!/usr/bin/env bash
# `make fuzz`: builds the fuzz targets (Fuzz/scripts/build.sh) and runs each under libFuzzer,
# one after another on one core, then prints executions and crashes per target.
#
#   FUZZ_SECONDS=60   how long each target runs (the default)
#   FUZZ_RUNS=N       run each target for N executions instead
#   FUZZ_TARGETS="wav guide"   only these targets
#   ASAN_OPTIONS=...  AddressSanitizer's options (default malloc_context_size=0, see below)
#
# New inputs that reach new code go to Fuzz/.build/corpus/<target>/ (the seeds in
# Fuzz/Corpus/ are only read); a crash is saved as Fuzz/.build/crashes/<target>/crash-…:
# fix it, then move the file to Fuzz/Regressions/<target>/, where `make test` runs it.
# NB: the whole script is one { … } block, which bash reads to its end before running any of it:
# bash reads a script as it runs it, so a script edited (or checked out anew) while it runs
# would go on with whatever bytes now stand where it stopped reading.
{
set -euo pipefail
fuzz=$(cd "$(dirname "$0")/.." && pwd)
seconds=${FUZZ_SECONDS:-60}
runs=${FUZZ_RUNS:-}
read -r -a targets <<< "${FUZZ_TARGETS:-front-matter info-string snippets guide translation-stamp search-index highlight todos-file wav}"

bin=$("$fuzz/scripts/build.sh" "${targets[@]}" | tail -1)
if [ -n "$runs" ]; then limit=(-runs="$runs"); else limit=(-max_total_time="$seconds"); fi

summary=()
failed=0
for name in "${targets[@]}"; do
  corpus="$fuzz/.build/corpus/$name"
  crashes="$fuzz/.build/crashes/$name"
  log="$fuzz/.build/logs/$name.log"
  mkdir -p "$corpus" "$crashes" "$(dirname "$log")"
  seeds=("$fuzz/Corpus/$name")
  [ -d "$fuzz/Regressions/$name" ] && seeds+=("$fuzz/Regressions/$name")
  echo "fuzz-$name: ${limit[*]} (log: ${log#"$fuzz/"})"
  before=$(find "$crashes" -type f | wc -l)
  status=0
  # NB: -timeout and -rss_limit_mb make a hang or a runaway allocation a finding too. Swift's
  # own crash backtracer would race libFuzzer's handler for a trap's signal: it is turned off.
  # ASAN_OPTIONS: no allocation stacks unless asked for, as in fuzz-alone.sh (see there).
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0} nice -n 10 "$bin/fuzz-$name" "${limit[@]}" -timeout=20 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$crashes/" "$corpus" "${seeds[@]}" \
    > "$log" 2>&1 || status=$?
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  found=$(($(find "$crashes" -type f | wc -l) - before))
  if [ "$status" -ne 0 ] && [ "$found" -eq 0 ]; then found=1; fi
  [ "$found" -eq 0 ] || failed=1
  summary+=("$(printf '%-18s %12s %9s %8s' "$name" "${executions:-?}" "${speed:-?}" "$found")")
  if [ "$found" -ne 0 ]; then
    grep -m 3 -E "ERROR: |Fatal error|Precondition failed|SUMMARY" "$log" || tail -5 "$log"
  fi
done

printf '\n%-18s %12s %9s %8s\n' target executions "exec/s" crashes
printf '%s\n' "${summary[@]}"
if [ "$failed" -ne 0 ]; then
  echo "make fuzz: crashes found; inputs are in Fuzz/.build/crashes/<target>/" >&2
  exit 1
fi
echo "make fuzz: no crashes"
exit 0
}
