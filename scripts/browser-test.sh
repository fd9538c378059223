#!/usr/bin/env bash
# Browser test of the rendered guides (headless Chromium, Debian package `chromium`).
# Serves a copy of the repository's own site (its guides in every language, the quoted example
# sources, the theme) with `tutorials serve`, then runs scripts/browser-test.py against it, which
# saves screenshots of every language into $SCREENSHOTS (default .build/browser-test/).
# Exit status is non-zero when any check fails.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "chromium is not installed; run: sudo apt-get install -y chromium" >&2
  exit 1
fi

swift build --product tutorials >/dev/null 2>&1 || swift build --product tutorials
work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/site-root"
git ls-files -z -- Tutorials translations site Examples Sources Package.swift \
  | xargs -0 cp --parents -t "$work/site-root"
screenshots="${SCREENSHOTS:-.build/browser-test}"
rm -rf "$screenshots" && mkdir -p "$screenshots"
.build/debug/tutorials serve --root "$work/site-root" --theme site --port 0 \
  >"$work/serve.out" 2>"$work/serve.err" &
server_pid=$!

url="$(scripts/serve-url.sh "$work/serve.out" "$work/serve.err")"

python3 scripts/browser-test.py --server "$url" --site "$work/site-root" \
  --guide "$work/site-root/Tutorials/02-composition.md" --chromium chromium \
  --screenshots "$screenshots" --terms Tests/TutorialKitTests/Fixtures/search/terms.json
