#!/usr/bin/env bash
# Runs one phase of a make target and prints how long it took, in wall-clock seconds and in
# CPU seconds of everything it ran:  scripts/phase.sh NAME CMD…
set -uo pipefail
name=$1
shift
start=$(date +%s)
printf '\n==> %s\n' "$name"
"$@"
status=$?
# NB: `times` prints the shell's own user and system time, then its children's (the phase);
# in a command substitution it would print the subshell's.
times_file=$(mktemp)
times >"$times_file"
cpu=$(awk 'NR == 2 {
  split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2]
}' "$times_file")
rm -f "$times_file"
printf '<== %s: %ss (%s CPU-s)%s\n' "$name" "$(($(date +%s) - start))" "$cpu" \
  "$([ $status -eq 0 ] || echo " (failed, exit $status)")"
exit $status
