#!/usr/bin/env bash
# make soak: kill -9 at random moments while todos, voice memos, `tutorials translations stamp`
# and `tutorials render --out` write (checking every file after every kill), then
# `tutorials serve` under wrk while a guide is edited, broken and fixed. Debug builds only.
# Everything happens in a temporary folder, on copies of the site; nothing in the repository
# is written. Exits non-zero when a file was damaged or the server failed.
# Environment: KILLS (per writer, default 500), SEED (default 20), WRITERS (default
# todos,memos,stamp,render), DURATION (wrk seconds, default 60), CONNECTIONS (default 256),
# SERVE (0 skips the server soak).
# NB: the whole script is one { … } block, which bash reads to its end before running any of it:
# bash reads a script as it runs it, so a script edited (or checked out anew) while it runs
# would go on with whatever bytes now stand where it stopped reading.
{
set -euo pipefail
cd "$(dirname "$0")/../.."

swift="${SWIFT:-swift}"
# NB: SWIFTPM_FLAGS: make's flags for every `swift build` (its own scratch path), if any.
# shellcheck disable=SC2086 # a list of words
for product in todos voice-memos tutorials; do
  $swift build ${SWIFTPM_FLAGS:-} --product "$product" >/dev/null 2>&1 \
    || $swift build ${SWIFTPM_FLAGS:-} --product "$product"
done
# shellcheck disable=SC2086
bin="$($swift build ${SWIFTPM_FLAGS:-} --show-bin-path)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# NB: copies of the binaries, so that a rebuild in the work tree during the soak (another
# `swift build`) cannot swap one under it.
mkdir "$work/bin" "$work/kills" "$work/serve"
cp "$bin/todos" "$bin/voice-memos" "$bin/tutorials" "$work/bin/"

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)," \
  "$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), debug builds"
status=0
python3 scripts/soak/kill_writes.py --bin "$work/bin" --repository . --work "$work/kills" \
  --kills "${KILLS:-500}" --seed "${SEED:-20}" --only "${WRITERS:-todos,memos,stamp,render}" \
  || status=1
if [ "${SERVE:-1}" != 0 ]; then
  python3 scripts/soak/serve_soak.py --tutorials "$work/bin/tutorials" --repository . \
    --work "$work/serve" --duration "${DURATION:-60}" --connections "${CONNECTIONS:-256}" \
    || status=1
fi
exit "$status"
}
