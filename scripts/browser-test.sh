#!/usr/bin/env bash
# Browser test of the rendered guides (headless Chromium, Debian package `chromium`).
# Serves a copy of the repository's own site (its guides in every language, the quoted example
# sources, the theme) with `tutorials serve`, then runs scripts/browser-test.py against it, which
# saves screenshots of every language into $SCREENSHOTS (default .build/browser-test/).
# Exit status is non-zero when any check fails.
set -euo pipefail
cd "$(dirname "$0")/.."

# NB: CHROMIUM names another Chromium-based browser. On macOS, Google Chrome is used when it is
# installed (GitHub's macOS runners have it); a Mac with neither skips the test instead of
# failing it.
chromium="${CHROMIUM:-chromium}"
mac_chrome="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
if ! command -v "$chromium" >/dev/null 2>&1; then
  if [ "$(uname -s)" = Darwin ] && [ -x "$mac_chrome" ]; then
    chromium=$mac_chrome
  elif [ "$(uname -s)" = Darwin ]; then
    echo "browser test skipped: no Google Chrome in /Applications (or set CHROMIUM=BROWSER)"
    exit 0
  else
    echo "chromium is not installed; run: sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

# NB: SWIFTPM_FLAGS: make's flags for every `swift build` (its own scratch path), if any.
# SWIFT_BIN_PATH (make test): the build folder `tutorials` is in, built; nothing is built. A
# `swift build --product tutorials` after a `--build-tests` build compiles `tutorials` again (a
# test target imports it, so the test build compiles it differently), about 16 s, and asking
# SwiftPM for the folder waits while a `swift test` runs.
if [ -n "${SWIFT_BIN_PATH:-}" ]; then
  bin=$SWIFT_BIN_PATH
else
  # shellcheck disable=SC2086 # a list of words
  swift build ${SWIFTPM_FLAGS:-} --product tutorials >/dev/null 2>&1 \
    || swift build ${SWIFTPM_FLAGS:-} --product tutorials
  # shellcheck disable=SC2086
  bin="$(swift build ${SWIFTPM_FLAGS:-} --show-bin-path)"
fi
if [ ! -x "$bin/tutorials" ]; then
  echo "error: $bin/tutorials is missing: build it (swift build --product tutorials)" >&2
  exit 1
fi
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
# A guide in English only, so that every language has a page shown in English with its notice
# (the Arabic page is checked to be mirrored around English text), however far translation is.
cat >"$work/site-root/Tutorials/98-not-translated.md" <<'GUIDE'
---
group: further
summary: A guide only the browser test's copy of the site has, in English alone
---
# Not translated

The browser test adds this guide to its copy of the site, so that every translation shows a
guide in English with a notice in its own language.

```sh
swift run tutorials status
```
GUIDE
screenshots="${SCREENSHOTS:-.build/browser-test}"
rm -rf "$screenshots" && mkdir -p "$screenshots"
# NB: the API reference `make test` built just before (scripts/api-reference.sh), so that the
# header's link and the symbol links in guide code are followed to real pages.
"$bin/tutorials" serve --root "$work/site-root" --theme site --port 0 \
  --api-reference .build/api-reference \
  >"$work/serve.out" 2>"$work/serve.err" &
server_pid=$!

url="$(scripts/serve-url.sh "$work/serve.out" "$work/serve.err")"

python3 scripts/browser-test.py --server "$url" --site "$work/site-root" \
  --guide "$work/site-root/Tutorials/02-composition.md" --chromium "$chromium" \
  --screenshots "$screenshots" --terms Tests/Fixtures/search/terms.json
