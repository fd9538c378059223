#!/usr/bin/env bash
# Runs a shell command in the background while another runs in the foreground, then prints
# what the background one printed, with how long it took:
#   scripts/alongside.sh NAME 'BACKGROUND SHELL COMMAND' FOREGROUND…
# Exits non-zero when either failed (the foreground's status first). make test uses it to run
# phases that leave a core idle side by side.
set -uo pipefail
if [ $# -lt 3 ]; then
  echo "usage: scripts/alongside.sh NAME 'BACKGROUND SHELL COMMAND' FOREGROUND…" >&2
  exit 2
fi
name=$1
background=$2
shift 2
log=$(mktemp)
ended=$(mktemp)
trap 'rm -f "$log" "$ended"' EXIT
start=$(date +%s)
# shellcheck disable=SC2016 # expanded by the inner shell
bash -c 'bash -c "$1"; status=$?; date +%s >"$2"; exit $status' alongside "$background" "$ended" \
  >"$log" 2>&1 &
pid=$!
"$@"
foreground=$?
wait "$pid"
side=$?
printf '\n--- %s, run alongside (%ss%s):\n' "$name" "$(($(cat "$ended") - start))" \
  "$([ $side -eq 0 ] || echo ", failed, exit $side")"
cat "$log"
[ $foreground -ne 0 ] && exit $foreground
exit $side
