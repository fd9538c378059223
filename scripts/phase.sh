#!/usr/bin/env bash
# Runs one phase of a make target and prints how long it took:  scripts/phase.sh NAME CMD…
set -uo pipefail
name=$1
shift
start=$(date +%s)
printf '\n==> %s\n' "$name"
"$@"
status=$?
printf '<== %s: %ss%s\n' "$name" "$(($(date +%s) - start))" "$([ $status -eq 0 ] || echo " (failed, exit $status)")"
exit $status
