#!/usr/bin/env bash
# Prints the address a `tutorials serve` started in the background announced in OUT (its
# standard output) once it appears, waiting up to 20 seconds; when it never does, prints the
# server's standard error (ERR) and fails.
# Usage: scripts/serve-url.sh OUT ERR
set -euo pipefail
for _ in $(seq 1 100); do
  url="$(grep -o 'http://127.0.0.1:[0-9]*' "$1" || true)"
  if [ -n "$url" ]; then
    echo "$url"
    exit 0
  fi
  sleep 0.2
done
echo "tutorials serve did not start:" >&2
cat "$2" >&2
exit 1
